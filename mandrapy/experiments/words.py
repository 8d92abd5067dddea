"""What ``mandrapy.simulate`` prints, one catalogue per language (numbers written the language's way).

>>> say("finished", "fr", games=10_000, seconds=1091.4)
'10 000 parties en 1091,4 s (9 parties/s)'
>>> say("finished", "en", games=10_000, seconds=1091.4)
'10,000 games in 1091.4 s (9 games/s)'
"""

from __future__ import annotations

from ..core.language import current_language

CATALOGUES = {
    "en": {
        "dashboard": "Dask dashboard: {link}",
        "interrupted": "Interrupted: {done} of {games} games finished; this table is partial "
                       "(df.attrs['partial'] is True).",
        "finished": "{games} games in {seconds} s ({rate} games/s)",
    },
    "fr": {
        "dashboard": "Tableau de bord de Dask : {link}",
        "interrupted": "Interrompu : {done} parties sur {games} finies ; ce tableau est partiel "
                       "(df.attrs['partial'] vaut True).",
        "finished": "{games} parties en {seconds} s ({rate} parties/s)",
    },
}


def _whole(n: int, language: str) -> str:
    text = f"{n:,}"
    return text.replace(",", " ") if language == "fr" else text


def _tenths(x: float, language: str) -> str:
    text = f"{x:.1f}"
    return text.replace(".", ",") if language == "fr" else text


def say(key: str, language: str | None = None, *, link: str = "", done: int = 0, games: int = 0,
        seconds: float = 0.0) -> str:
    """The line ``key`` in ``language`` (default: the session's)."""
    language = language or current_language()
    words = CATALOGUES.get(language, CATALOGUES["en"])
    rate = round(done or games) / max(seconds, 1e-9) if key == "finished" else 0
    return words[key].format(link=link, done=_whole(done, language), games=_whole(games, language),
                             seconds=_tenths(seconds, language), rate=_whole(round(rate), language))

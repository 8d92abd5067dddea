"""What ``mandrapy.simulate`` prints, one catalogue per language (numbers written the language's way).

>>> say("finished", "fr", games=10_000, seconds=1091.4)
'10 000 parties en 1091,4 s (9 parties/s)'
>>> say("finished", "en", games=10_000, seconds=1091.4)
'10,000 games in 1091.4 s (9 games/s)'
"""

from __future__ import annotations

from ..core.language import current_language, number

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


def say(key: str, language: str | None = None, *, link: str = "", done: int = 0, games: int = 0,
        seconds: float = 0.0) -> str:
    """The line ``key`` in ``language`` (default: the session's)."""
    language = language or current_language()
    words = CATALOGUES.get(language, CATALOGUES["en"])
    rate = round(done or games) / max(seconds, 1e-9) if key == "finished" else 0
    return words[key].format(link=link, done=number(done, ",", language),
                             games=number(games, ",", language), seconds=number(seconds, ".1f", language),
                             rate=number(round(rate), ",", language))

"""The words of a game review (:mod:`.review`): a head line with the counts of each verdict, then one line
per decision, from the hints' catalogues (:data:`.hint_words.CATALOGUES`): a costly move's line names the
better move and says what it cost in the very words of a hint's judgement.

>>> from mandrapy.core.hints import Judgement
>>> from mandrapy.core.review import Review
>>> found = Review(0, (Judgement(4, "seek 2", "mistake", "seek 1", 0.12, 3.0, win=0.4),), "kuhn", 9, 50, None, 0)
>>> print("\\n".join(review_lines(found, "en")))
Player 0 — the search's verdicts: mistake 1.
move 4: seek 2 — mistake: seek 1 was better; it cost about 12 % of your winning chances and about 3.0 points on average (then 40 % to win)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .hint_words import CATALOGUES, PLAYER, VERDICTS, cost
from .language import action_words

if TYPE_CHECKING:
    from .hints import Judgement
    from .review import Review


def player_name(found: Review, language: str) -> str:
    """The game's word for a player in ``language`` (its glossary's), lower case."""
    return (found.player_word or PLAYER).get(language, PLAYER[language])


def review_lines(found: Review, language: str) -> tuple[str, ...]:
    """The head line and one line per decision of ``found`` in ``language`` (an unknown language is refused)."""
    if language not in CATALOGUES:
        raise ValueError(f"language must be one of {', '.join(CATALOGUES)}, not {language!r}")
    words = CATALOGUES[language]
    player = player_name(found, language)
    player = player[:1].upper() + player[1:]
    if not found.moves:
        return (words["review_none"].format(player=player, seat=found.seat),)
    head = words["review_head"].format(player=player, seat=found.seat, counts=counts_text(found, language))
    return (head, *(decision_line(judged, language, found.speech) for judged in found.moves))


def counts_text(found: Review, language: str) -> str:
    """How many decisions got each verdict: "best 7, good 19, mistake 1"."""
    return ", ".join(CATALOGUES[language]["review_count"].format(verdict=VERDICTS[language][verdict], n=n)
                     for verdict, n in found.counts().items())


def decision_line(judged: Judgement, language: str, speech: Any) -> str:
    """One decision's line: its move number, the move (named as the game's log names it in ``language``, from
    where it was played), the verdict, the better move and the cost, and the seat's chances then."""
    words = CATALOGUES[language]
    name = action_words(speech, language, judged.view)
    said = {"move": judged.move, "action": name(judged.action), "verdict": VERDICTS[language][judged.verdict],
            "better": name(judged.better) if judged.better is not None else ""}
    if judged.verdict == "good" and judged.better is not None:
        line = words["review_good"].format(**said)
    elif judged.verdict in ("inaccuracy", "mistake", "blunder"):
        line = words["review_costly"].format(**said, cost=cost(judged, language))
    else:
        line = words["review_move"].format(**said)
    if judged.win is None:
        return line
    return line + words["review_win"].format(win=f"{100 * judged.win:.0f}")

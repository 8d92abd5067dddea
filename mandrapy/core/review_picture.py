"""The picture of a game review (:mod:`.review`): the seat's expected share of the win after each of its
decisions, as a line over the game's moves, its costly decisions marked by colour (inaccuracy, mistake,
blunder), each with a stroke from the share the better move had down to the one played. Drawn with the
package's own :class:`~mandrapy.core.drawing.Drawing`, so it is an SVG everywhere (GitHub, the offline site)
with no plotting library.

>>> from mandrapy.core.hints import Judgement
>>> from mandrapy.core.review import Review
>>> found = Review(0, (Judgement(1, "bet", "best", None, 0, 0, win=0.6),
...                    Judgement(3, "fold", "blunder", "call", 0.5, 2.0, win=0.1)), "kuhn", 4, 50, None, 0)
>>> picture = review_picture(found, "en")
>>> picture.alternative()
'Player 0: expected share of the win after each decision (best 1, blunder 1).'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .drawing import Drawing, Picture
from .hint_words import CATALOGUES, VERDICTS
from .review_words import counts_text, player_name

if TYPE_CHECKING:
    from .review import Review

WIDTH, HEIGHT = 640, 276
LEFT, RIGHT, TOP, BOTTOM = 52, 620, 44, 220          # the plot's box
COLOURS = {"inaccuracy": "#d4a000", "mistake": "#e8590c", "blunder": "#c92a2a"}
LINE = "#1c7ed6"
GRID = "#dee2e6"


def review_picture(found: Review, language: str) -> Picture:
    """The plot of ``found`` in ``language`` (see the module)."""
    words = CATALOGUES[language]
    player = player_name(found, language)
    title = words["review_title"].format(player=player[:1].upper() + player[1:], seat=found.seat)
    drawing = Drawing(WIDTH, HEIGHT)
    drawing.text(LEFT, 20, title, size=14, bold=True)
    _axes(drawing, found.length, words["review_axis"])
    _line(drawing, found)
    _legend(drawing, language)
    return Picture(drawing, alt=f"{title} ({counts_text(found, language)}).")


def _x(move: float, length: int) -> float:
    return LEFT + (RIGHT - LEFT) * move / max(length, 1)


def _y(win: float) -> float:
    return BOTTOM - (BOTTOM - TOP) * max(0.0, min(1.0, win))


def _axes(drawing: Drawing, length: int, axis: str) -> None:
    for share in (0.0, 0.25, 0.5, 0.75, 1.0):
        drawing.line(LEFT, _y(share), RIGHT, _y(share), stroke=GRID)
        drawing.text(LEFT - 6, _y(share), f"{100 * share:.0f} %", size=11, fill="#555", align="right")
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500) if length / s <= 12) if length <= 6000 else 1000
    for move in range(0, length + 1, step):
        drawing.line(_x(move, length), BOTTOM, _x(move, length), BOTTOM + 4, stroke="#888")
        drawing.text(_x(move, length), BOTTOM + 14, move, size=11, fill="#555", align="center")
    drawing.line(LEFT, BOTTOM, RIGHT, BOTTOM, stroke="#888")
    drawing.text((LEFT + RIGHT) / 2, BOTTOM + 32, axis, size=12, fill="#555", align="center")


def _line(drawing: Drawing, found: Review) -> None:
    points = [(m, _x(m.move, found.length), _y(m.win)) for m in found.moves if m.win is not None]
    for (_, x1, y1), (_, x2, y2) in zip(points, points[1:]):
        drawing.line(x1, y1, x2, y2, stroke=LINE, width=2)
    for judged, x, y in points:
        colour = COLOURS.get(judged.verdict)
        if colour is None:
            drawing.circle(x, y, 2.5, fill=LINE)
            continue
        assert judged.win is not None
        drawing.line(x, _y(judged.win + max(judged.drop, 0.0)), x, y, stroke=colour, width=3, alpha=0.7)
        drawing.circle(x, y, 5, fill=colour, stroke="#fff")
        drawing.text(x, y + (14 if y < BOTTOM - 20 else -14), judged.move, size=11, fill=colour, align="center",
                     bold=True)


def _legend(drawing: Drawing, language: str) -> None:
    x = LEFT
    for verdict, colour in COLOURS.items():
        drawing.circle(x + 5, HEIGHT - 14, 5, fill=colour)
        word = VERDICTS[language][verdict]
        drawing.text(x + 14, HEIGHT - 14, word, size=12, fill="#333")
        x += 24 + 7 * len(word)

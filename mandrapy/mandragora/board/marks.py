"""What just happened: the last moves of each seat, marked on the Mandragora board.

The board passes the moves since the viewer's last turn as ``Options.last_moves`` ((seat, action) pairs,
oldest first); :func:`mark_facts` turns them into public facts about the picture (the shops the Assistant
went through, the spell levels cast, the shops levitated from), and the draw functions mark them in each
seat's colour with the move's number, so the order reads too. Only what every seat saw is marked: the
ingredients of a spell and a card levitated face down are never shown.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .. import data
from ..actions import Cast, Levitate, Seek
from . import table
from .pieces import SEAT_COLOURS, SEAT_INK


@dataclass(frozen=True)
class Mark:
    kind: str            # "seek", "cast", "levitate"
    seat: int
    number: int          # 1 for the oldest move marked
    where: tuple         # seek: (from shop, to shop); cast: (level, index of the spell in the seat's list);
    #                      levitate: (shop,)


def mark_facts(view, last_moves) -> list:
    """The marks for ``last_moves`` on ``view`` (the position after them)."""
    marks, assistant = [], view.assistant
    casts_after: dict = {}                        # seat -> casts later than the one looked at (walking back)
    for number, (seat, action) in reversed(list(enumerate(last_moves, 1))):
        if isinstance(action, Seek):
            start = (assistant - action.steps) % data.SHOP_COUNT
            marks.append(Mark("seek", seat, number, (start, assistant)))
            assistant = start
        elif isinstance(action, Cast) and seat is not None and seat < len(view.seats):
            later = casts_after.get(seat, 0)
            index = len(view.seats[seat].spells) - 1 - later
            casts_after[seat] = later + 1
            marks.append(Mark("cast", seat, number, (action.level, index)))
        elif isinstance(action, Levitate):
            marks.append(Mark("levitate", seat, number, (action.shop,)))
    return marks[::-1]


# An arrowhead's tip and back, in shops along the ring from the middle of a gap (0.07 and 0.05 radians on
# the wide board's circle).
TIP, BACK = 0.07 * data.SHOP_COUNT / (2 * math.pi), 0.05 * data.SHOP_COUNT / (2 * math.pi)


def colour(seat) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)] if seat is not None else "#636e72"


def ink(seat) -> str:
    """The ink of a number on ``colour(seat)``."""
    return SEAT_INK[seat % len(SEAT_INK)] if seat is not None else "#fff"


def badge(d, x, y, mark, taken: dict) -> None:
    """The move's number in a disc of its seat's colour; badges on one spot line up to the right."""
    n = taken.get((x, y), 0)
    taken[(x, y)] = n + 1
    x += 22 * n
    d.circle(x, y, 10, fill=colour(mark.seat), stroke="#fff", width=2)
    d.text(x, y, mark.number, size=11, fill=ink(mark.seat), align="center", bold=True, box=(x - 10, y - 10, 20, 20))


def draw_paths(d, marks, ring: table.Ring = table.WIDE) -> None:
    """Under the shop tiles: the Assistant's path along the ring, an arrowhead in each gap it crossed."""
    for mark in marks:
        if mark.kind != "seek":
            continue
        start, end = mark.where
        steps = (end - start) % data.SHOP_COUNT
        points = [ring.point(start + k / 4) for k in range(4 * steps + 1)]
        for (x1, y1), (x2, y2) in zip(points, points[1:]):
            d.line(x1, y1, x2, y2, stroke=colour(mark.seat), width=6, alpha=0.8)
        for k in range(steps):
            middle = start + k + 0.5
            tip = ring.point(middle + TIP)
            back = [ring.point(middle - BACK, s) for s in (-11, 11)]
            d.polygon((tip, *back), fill=colour(mark.seat), stroke="#fff")


def draw_marks(d, panels, marks, spell_rect, ring: table.Ring = table.WIDE) -> None:
    """Over everything: where the Assistant came from and went to, the spells cast, the shops levitated.

    ``d`` draws the table; ``panels`` the seats' panels, where ``spell_rect(seat, index)`` is the box of a
    spell cast (or None)."""
    taken: dict = {}
    taken_in_panels: dict = {}
    for mark in marks:
        if mark.kind in ("seek", "levitate"):
            shops = mark.where if mark.kind == "seek" else mark.where * 2
            for n, shop in enumerate(shops):
                x, y, w, h = ring.shop(shop)
                d.rect(x - 5, y - 5, w + 10, h + 10, stroke=colour(mark.seat), width=3,
                       radius=12, dash=(7, 4) if n == 0 and mark.kind == "seek" else ())
            x, y, _, _ = ring.shop(shops[-1])
            badge(d, x - 2, y + ring.badge, mark, taken)
        elif mark.kind == "cast":
            level, index = mark.where
            x, y, w, h = table.stack_rect(level, ring)
            d.rect(x - 4, y - 4, w + 8, h + 8, stroke=colour(mark.seat), width=3, radius=8, dash=(7, 4))
            badge(d, x + w - 4, y - 8, mark, taken)
            spell = spell_rect(mark.seat, index)
            if spell is not None:
                x, y, w, h = spell
                panels.rect(x - 3, y - 3, w + 6, h + 6, stroke=colour(mark.seat), width=3, radius=5)
                badge(panels, x + w - 4, y + h - 2, mark, taken_in_panels)

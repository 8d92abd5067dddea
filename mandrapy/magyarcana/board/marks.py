"""What just happened: the last moves of each seat, marked on the Magyarcana grid.

The board passes the moves since the viewer's last turn as ``Options.last_moves`` ((seat, action) pairs,
oldest first). Moved minions get an arrow from where they were to where they went; an expelled minion a
dashed arrow to where it was thrown (the view's log says where, as a step with a single answer is not a
move anyone played), or a cross when it went home; a territory added, replaced, used or given a minion a
dashed outline. Each mark is in the colour of the seat that played it, with the move's number.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..actions import AddTerritory, Expel, Grow, Move, MoveAny, PlaceFromDiscard, PlaceMinion, Replace, UseTerritory
from .pieces import SEAT_COLOURS, SEAT_INK

OUTCOMES = ("expel_fails", "expelled_to", "expel_home")


@dataclass(frozen=True)
class Mark:
    kind: str            # "move", "expel", "home", "held", "territory"
    seat: int
    number: int          # 1 for the oldest move marked
    cards: tuple         # move / expel: (from card, to card); home / held / territory: (card,)


def expulsions(view) -> list:
    """Each expulsion tried in the view's log, oldest first: (outcome code, destination card or None)."""
    found, open_try = [], False
    for code, params in view.events:
        if code.startswith("expel_try"):
            open_try = True
        elif code in OUTCOMES and open_try:
            found.append((code, dict(params).get("card") if code == "expelled_to" else None))
            open_try = False
    return found


def mark_facts(view, last_moves) -> list:
    marks = []
    expels = [n for n, (_, action) in enumerate(last_moves) if isinstance(action, Expel)]
    outcomes = dict(zip(expels, expulsions(view)[-len(expels):])) if expels else {}
    for n, (seat, action) in enumerate(last_moves):
        number = n + 1
        if isinstance(action, (Move, MoveAny)):
            marks.append(Mark("move", seat, number, (action.source, action.target)))
        elif isinstance(action, Expel) and n in outcomes:
            outcome, card = outcomes[n]
            if outcome == "expelled_to":
                marks.append(Mark("expel", seat, number, (action.territory, card)))
            else:
                marks.append(Mark("home" if outcome == "expel_home" else "held", seat, number, (action.territory,)))
        elif isinstance(action, (AddTerritory, PlaceFromDiscard)):
            marks.append(Mark("territory", seat, number, (action.card,)))
        elif isinstance(action, Replace):
            marks.append(Mark("territory", seat, number, (action.new,)))
        elif isinstance(action, (PlaceMinion, Grow, UseTerritory)):
            marks.append(Mark("territory", seat, number, (action.territory,)))
    return marks


def colour(seat) -> str:
    return SEAT_COLOURS[seat % 2] if seat is not None else "#636e72"


def ink(seat) -> str:
    """The ink of a number on ``colour(seat)``."""
    return SEAT_INK[seat % 2] if seat is not None else "#fff"


def arrow(d, start, end, ink, pitch, dashed=False, target=None) -> tuple:
    """An arrow between two cell centres, shortened to leave both cards readable; returns where it starts
    (inside the first card, clear of its corner labels). ``target``: the (x, y, w, h) of the card it points
    to; its head is pulled back, no further than that card's edge, off any text it would cover."""
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    cut = min(pitch * 0.22, length / 4)
    head = max(10.0, pitch * 0.14)
    wing = head * 0.6
    end = cut + (_pull_back(d, x2 - ux * cut, y2 - uy * cut, ux, uy, head, wing, target) if target else 0)
    x1, y1, x2, y2 = x1 + ux * cut, y1 + uy * cut, x2 - ux * end, y2 - uy * end
    bx, by = x2 - ux * head, y2 - uy * head
    d.line(x1, y1, bx, by, stroke="#ffffff", width=8)                 # a white edge under the colour
    d.line(x1, y1, bx, by, stroke=ink, width=4, dash=(8, 5) if dashed else ())
    d.polygon(((x2, y2), (bx - uy * wing, by + ux * wing), (bx + uy * wing, by - ux * wing)), fill=ink,
              stroke="#ffffff", width=1.5)
    return x1, y1


def _pull_back(d, x, y, ux, uy, head, wing, target) -> float:
    """How far to pull an arrow's tip at (x, y) back, keeping it on the ``target`` card (x, y, w, h), for its
    head to cover none of the card's texts (on a small card its load may lie where the head would land); 0
    if no place on the card will do."""
    left, top, w, h = target
    texts = [s for s in d.shapes if s.kind == "text" and left <= s.geometry[0] <= left + w
             and top <= s.geometry[1] <= top + h]                 # the card's own labels
    pulled = 0.0
    while True:
        tip = (x - ux * pulled, y - uy * pulled)
        if not (left - 1 <= tip[0] <= left + w + 1 and top - 1 <= tip[1] <= top + h + 1):
            return 0.0
        points = [(tip[0] - ux * head * k, tip[1] - uy * head * k) for k in (0, 0.5, 1)]
        if not any(_covers(s, px, py, wing * k) for s in texts for (px, py), k in zip(points, (0.2, 0.6, 1))):
            return pulled
        pulled += 1


def _covers(shape, x, y, r) -> bool:
    """Whether a disc of radius ``r`` at (x, y) would sit on the text ``shape`` (generously measured)."""
    tx, ty = shape.geometry
    width = len(shape.text) * shape.size * 0.72
    left = {"left": tx, "center": tx - width / 2, "right": tx - width}[shape.align]
    return left - r < x < left + width + r and ty - shape.size / 2 - r < y < ty + shape.size / 2 + r


def _straddles(card, x, y, half_w, half_h) -> bool:
    """Whether a number reaching ``half_w`` / ``half_h`` around (x, y) lies across the edge of ``card``."""
    left, top, w, h = card
    meets = left - half_w < x < left + w + half_w and top - half_h < y < top + h + half_h
    inside = left + half_w <= x <= left + w - half_w and top + half_h <= y <= top + h - half_h
    return meets and not inside


def badge(d, spots, mark, taken: set) -> None:
    """The move's number in a disc of its seat's colour, on the first of ``spots`` covering no text (other
    badges included) whose number lies on a card or off it, not across its edge; none when every spot
    would hide a word (the mark itself still shows)."""
    texts = [s for s in d.shapes if s.kind == "text"]
    half_w = len(str(mark.number)) * 4 + 0.5          # an 11-unit bold digit is under 8 wide
    free = [(x, y) for x, y in spots if not any(_covers(s, x, y, 11) for s in texts)
            and not any(_straddles(card, x, y, half_w, 6.5) for card in d.cards)]
    if not free:
        return
    x, y = free[0]
    d.circle(x, y, 10, fill=colour(mark.seat), stroke="#fff", width=2)
    d.text(x, y, mark.number, size=11, fill=ink(mark.seat), align="center", bold=True, box=(x - 10, y - 10, 20, 20))


def corners(d, x, y, w, h, ink) -> None:
    """Four corner brackets around a card: a territory just added, used or given a minion. Not a whole
    border, which would read as control (a border in the controller's colour), nor dashed (open cells)."""
    arm = min(w, h) * 0.3
    for cx, cy, sx, sy in ((x, y, 1, 1), (x + w, y, -1, 1), (x, y + h, 1, -1), (x + w, y + h, -1, -1)):
        d.polygon(((cx + sx * arm, cy), (cx, cy), (cx, cy + sy * arm), (cx + sx * 4, cy + sy * arm),
                   (cx + sx * 4, cy + sy * 4), (cx + sx * arm, cy + sy * 4)), fill=ink, stroke="#ffffff", width=1)


def draw_marks(d, view, grid, marks) -> None:
    cells = {t.card: t.cell for t in view.territories}
    taken: set = set()
    for mark in marks:
        if any(card not in cells for card in mark.cards):
            continue                                  # removed since: the log tells
        ink = colour(mark.seat)
        if mark.kind in ("move", "expel"):
            start, end = (grid.centre(cells[card]) for card in mark.cards)
            (x1, y1), (x2, y2) = start, end
            tail = arrow(d, start, end, ink, grid.pitch, dashed=mark.kind == "expel",
                         target=grid.card_rect(cells[mark.cards[1]]))
            badge(d, [tail] + [(x1 + (x2 - x1) * k / 8, y1 + (y2 - y1) * k / 8) for k in (4, 3, 5, 2, 6)], mark,
                  taken)
            continue
        x, y, w, h = grid.card_rect(cells[mark.cards[0]])
        if mark.kind == "territory":
            corners(d, x - 9, y - 9, w + 18, h + 18, ink)
        else:                                         # an expulsion that failed (a ring) or sent it home (a cross)
            cx, cy = x + w / 2, y + h / 2
            r = min(w, h) * 0.3
            if mark.kind == "held":
                d.circle(cx, cy, r, stroke=ink, width=4)
            else:
                d.line(cx - r, cy - r, cx + r, cy + r, stroke=ink, width=4)
                d.line(cx - r, cy + r, cx + r, cy - r, stroke=ink, width=4)
        badge(d, [(x - 4, y + h / 2), (x + w + 4, y + h / 2), (x + w / 2, y + h + 4), (x + w / 2, y + h / 2),
                  (x - 4, y + h * 0.8), (x + w + 4, y + h * 0.8), (x + w / 2, y - 4)], mark, taken)

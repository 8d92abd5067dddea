"""The Magyarcana grid: territories on their cells, minions as pyramids, open cells to fill."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.drawing import Drawing, Options
from ...core.measure import line_width
from .. import data
from ..geometry import turned
from .highlights import Highlights
from .layout import GRID_H, GRID_W, GRID_X, GRID_Y, MAX_PITCH
from .labels import rank_short
from .pieces import (HIGHLIGHT, HIGHLIGHT_GLOW, OPEN_CELL, PREVIEW, PREVIEW_GLOW, SEAT_COLOURS, SELECTED, SMALLEST,
                     SUIT_TINT, card_face, pyramid, rank_size, suit_symbol)

GRID_AREA = (GRID_X, GRID_Y, GRID_W, GRID_H)
COUNTED_PITCH = (64, 76)
FULL_INK = "#9b2c1f"             # a full territory's load, >= 4.5:1 on its card's tint under a faint suit mark
CARD = (0.92, 0.64)            # a card's long and short sides, in pitches       # the pitch a card needs for one minion count ("×2"), for two or more


@dataclass(frozen=True)
class Grid:
    """Where cell ``(0, 0)`` sits and how big a cell is, fitted to the territories plus a ring of open cells."""
    left: float
    top: float
    pitch: float
    min_x: int
    min_y: int
    card: tuple = CARD          # a card's (long, short) side in pitches

    @classmethod
    def fit(cls, cells, area: tuple = GRID_AREA, ring: float = 1.0, card: tuple = CARD) -> "Grid":
        """The grid centred in ``area`` (x, y, w, h), cells as large as fit (at most MAX_PITCH). ``ring``: how
        much of the ring of open cells around the territories is kept in the area, in pitches (the compact
        layout keeps a sliver of it when no open cell is shown and clips the open cells to the area)."""
        (min_x, min_y), (columns, rows) = span(cells)
        x, y, w, h = area
        cut = 2 * (1 - ring)
        pitch = min(w / (columns - cut), h / (rows - cut), MAX_PITCH)
        return cls(x + (w - (columns - cut) * pitch) / 2 - (1 - ring) * pitch,
                   y + (h - (rows - cut) * pitch) / 2 - (1 - ring) * pitch, pitch, min_x, min_y, card)

    def centre(self, cell) -> tuple:
        return (self.left + (cell[0] - self.min_x + 0.5) * self.pitch,
                self.top + (cell[1] - self.min_y + 0.5) * self.pitch)

    def card_rect(self, cell) -> tuple:
        """(x, y, w, h) of the card on ``cell``: portrait, or landscape when the cell is turned."""
        long, short = self.pitch * self.card[0], self.pitch * self.card[1]
        w, h = (long, short) if turned(cell) else (short, long)
        cx, cy = self.centre(cell)
        return (cx - w / 2, cy - h / 2, w, h)


def span(cells) -> tuple:
    """((min x, min y), (columns, rows)) of the territories' cells plus a ring of open cells around them."""
    cells = list(cells) or [data.EMPTY_BOARD_CELL]
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return (min(xs) - 1, min(ys) - 1), (max(xs) - min(xs) + 3, max(ys) - min(ys) + 3)


def load_width(t, size: float = SMALLEST) -> float:
    """The width of a territory's load label, a face card's with its little pyramid."""
    return line_width(f"{t.load}/{t.capacity}", size, bold=True) + (size * 0.85 if t.card.is_face else 0)


def letters_pitch(territories) -> float:
    """The smallest pitch at which every territory's letters fit inside its card at 11 units: its load label
    on its own line under the rank (a portrait card's room is 0.92 of its width, 0.64 pitch; a landscape
    one's 0.92 pitch less a margin of 0.08 of its height), and its minions' counts ("×2") clear of that
    label and of each other (pitches found by drawing thousands of random positions)."""
    need = 0.0
    for t in territories:
        room = 0.92 - 0.08 * 0.64 if turned(t.cell) else 0.64 * 0.92
        need = max(need, (load_width(t) + 1) / room)
        counted = sum(1 for group in set(t.minions) if t.minions.count(group) > 1)
        if counted:
            need = max(need, COUNTED_PITCH[min(counted, 2) - 1])
    return need


def minion_slots(rect, groups: int) -> list:
    """(cx, base_y, size) for each minion group, in the lower part of the card."""
    x, y, w, h = rect
    short = min(w, h)
    top = y + h * (0.42 if h > w else 0.46)
    area_w, area_h = w - short * 0.1, y + h - short * 0.05 - top
    cell = short * 0.44
    while True:
        columns = max(1, int(area_w // cell))
        rows = -(-groups // columns)
        if rows * cell <= area_h + 0.5 or cell < 6:
            break
        cell *= 0.9
    slots = []
    for n in range(groups):
        row, col = divmod(n, columns)
        in_row = min(columns, groups - row * columns)
        start = x + w / 2 - in_row * cell / 2
        slots.append((start + (col + 0.5) * cell, y + h - short * 0.05 - (rows - 1 - row) * cell, cell))
    return slots


def minion_groups(t, crowded: bool) -> dict:
    """A territory's minions as {(owner, pips): count}, one pyramid each; ``crowded``: every minion its own
    group {(owner, pips, n): 1}."""
    groups: dict = {}
    for owner, pips in t.minions:
        groups[(owner, pips)] = groups.get((owner, pips), 0) + 1
    if crowded:
        groups = {(owner, pips, n): 1 for (owner, pips), count in groups.items() for n in range(count)}
    return groups


def meets(a: tuple, b: tuple) -> bool:
    """Whether two (x, y, w, h) boxes overlap."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def draw_territory(d: Drawing, grid: Grid, t, labels, h: Highlights, selection: dict, legal_click: bool,
                   interactive: bool = True, crowded: bool = False):
    """A territory with its load and minions. ``crowded`` (the compact grid's small cards): each minion its
    own pyramid rather than one with a count over it, and the load written over the pyramids."""
    x, y, w, hh = rect = grid.card_rect(t.cell)
    short = min(w, hh)
    preview = h.previews.get(t.card)
    if legal_click or preview is not None:
        d.rect(x - 7, y - 7, w + 14, hh + 14, fill=HIGHLIGHT_GLOW if preview is None else PREVIEW_GLOW,
               radius=short * 0.14)
    # capacity: pips used / capacity (numbers), minions / 3 (faces, with a little pyramid); beside the rank
    # when there is room, else on the line under it (right-aligned, clear of the suit mark)
    size = max(SMALLEST, short * 0.19)
    text = f"{t.load}/{t.capacity}"
    load_w = line_width(text, size, bold=True) + (size * 0.85 if t.card.is_face else 0)
    rank_w = line_width(rank_short(t.card, labels), rank_size(w, hh), bold=True)
    beside = short * 0.1 + rank_w + 4 + load_w + short * 0.08 <= w
    card_face(d, x, y, w, hh, t.card, labels, load_room=load_w + short * 0.08 if beside else 0,
              suit=corner_suit(w, hh, beside, rank_w, load_w))
    d.card(x, y, w, hh)
    if hh > w:         # a big faint suit mark: above the minions (portrait), behind them (landscape)
        suit_symbol(d, x + w / 2, y + hh * 0.34, short * 0.42, t.card.suit, faint=True)
    else:
        suit_symbol(d, x + w / 2, y + hh * 0.55, short * 0.55, t.card.suit, faint=True)
    right = x + w - short * 0.08
    top = y if beside else y + rank_size(w, hh) * 1.3
    groups = minion_groups(t, crowded)
    slots = minion_slots(rect, len(groups))
    # the load goes over the minions (on a patch of the card's tint) where a minion's cell reaches its line
    over = crowded or any(meets((right - load_w, top, load_w, size * 1.6), (cx - cell / 2, base - cell, cell, cell))
                          for cx, base, cell in slots)
    if not over:
        draw_load(d, t, right, top, size)
    load_bottom = top + size * 1.35
    # control: a border in the controller's colour; a tie shows both (top-left / bottom-right)
    if len(t.controllers) == 1:
        d.rect(x - 2.5, y - 2.5, w + 5, hh + 5, stroke=SEAT_COLOURS[t.controllers[0]], width=4,
               radius=short * 0.1)
    elif len(t.controllers) == 2:
        a, b = SEAT_COLOURS
        d.line(x - 2.5, y - 2.5, x + w + 2.5, y - 2.5, stroke=a, width=4)
        d.line(x - 2.5, y - 2.5, x - 2.5, y + hh + 2.5, stroke=a, width=4)
        d.line(x + w + 2.5, y - 2.5, x + w + 2.5, y + hh + 2.5, stroke=b, width=4)
        d.line(x - 2.5, y + hh + 2.5, x + w + 2.5, y + hh + 2.5, stroke=b, width=4)
    if legal_click or preview is not None:
        d.rect(x - 6, y - 6, w + 12, hh + 12, stroke=HIGHLIGHT if preview is None else PREVIEW, width=3,
               radius=short * 0.14)
    if interactive:
        d.target(("territory", t.card), x, y, w, hh)
    chosen = selection.get("minion")
    for (group, count), (cx, base, cell) in zip(groups.items(), slots):
        owner, pips = group[:2]
        key = (t.card, owner, pips)
        ground = "#ffeaa7" if key == chosen else "#fff3d6" if key in h.minions else SUIT_TINT[t.card.suit]
        if key == chosen:
            d.rect(cx - cell / 2, base - cell, cell, cell, fill=ground, stroke=SELECTED, width=2.5, radius=cell * 0.2)
        elif key in h.minions:
            d.rect(cx - cell / 2, base - cell, cell, cell, fill=ground, stroke=HIGHLIGHT, width=2, radius=cell * 0.2)
        tall_pyramid = cell * (0.5 + 0.15 * pips)
        pyramid(d, cx, base - cell * 0.06, tall_pyramid, owner, pips)
        if count > 1:      # above the pyramid; on a small card never over the load label nor out of the card
            tall, label = max(SMALLEST, cell * 0.38), f"×{count}"
            end = min(x + w - 1, max(cx + cell * 0.5, x + 1 + line_width(label, tall, bold=True)))
            middle = min(y + hh - tall / 2 - 1, max(base - cell * 0.92, load_bottom + tall / 2 + 1, y + tall / 2 + 1))
            shape = (cx - tall_pyramid * 0.42, base - cell * 0.06 - tall_pyramid, tall_pyramid * 0.84, tall_pyramid)
            draw_count(d, label, end, middle, tall, ground, shape)
        if interactive:
            d.target(("minion", t.card, owner, pips), cx - cell / 2, base - cell, cell, cell)
    if over:
        draw_load(d, t, right, top, size, backing=True)
    if preview is not None:            # where the selected minion would land: low on the card, under its load
        _, owner, pips = chosen
        base = y + hh - short * 0.06
        pyramid(d, x + w / 2, base, max(short * 0.2, min(short * (0.25 + 0.07 * pips), base - load_bottom - 2)),
                owner, pips, alpha=0.55)


def draw_count(d: Drawing, label: str, right, middle, tall, ground: str, pyramid_box: tuple) -> None:
    """A minion group's count ("×2") ending at ``right``; where it crosses its pyramid (``pyramid_box``), on
    a patch of the ``ground`` under them."""
    wide = line_width(label, tall, bold=True)
    box = (right - wide - 1, middle - tall * 0.6, wide + 2, tall * 1.2)
    if meets(box, pyramid_box):
        d.rect(*box, fill=ground, radius=2)
    d.text(right, middle, label, size=tall, fill="#2d3436", align="right", bold=True)


def draw_load(d: Drawing, t, right: float, top: float, size: float, backing: bool = False) -> None:
    """The load label ending at ``right`` on the line from ``top``: "pips used/capacity", a face's with a
    little pyramid; ``backing``: on a patch of the card's tint, over the pyramids it may cross."""
    text = f"{t.load}/{t.capacity}"
    wide = line_width(text, size, bold=True)
    if backing:
        left = right - wide - (size * 0.85 if t.card.is_face else 0)
        d.rect(left - 1, top + size * 0.25, right - left + 2, size * 1.2, fill=SUIT_TINT[t.card.suit], radius=2)
    if t.card.is_face:
        d.polygon(((right - size * 0.35, top + size * 0.35), (right - size * 0.72, top + size * 1.3),
                   (right + size * 0.02, top + size * 1.3)), fill="#7f8c8d")
        right -= size * 0.85
    d.text(right, top + size * 0.85, text, size=size, fill=FULL_INK if t.load >= t.capacity else "#34495e",
           align="right", bold=True, box=(right - wide, top, wide, size * 1.6))


def corner_suit(w, h, beside: bool, rank_w: float, load_w: float) -> str:
    """Where the corner's suit mark goes: under the rank (a portrait card's index), beside it, or nowhere
    (the big faint mark shows the suit) when the load label on the line under the rank would cover it."""
    short = min(w, h)
    size = rank_size(w, h)
    if h <= w:
        return "beside"
    if beside or w - short * 0.08 - load_w >= short * 0.1 + rank_w * 0.55 + size * 0.5 + 2:
        return "under"
    return "beside" if short * 0.1 + rank_w + size * 0.95 + 3 <= w - short * 0.06 else "none"


def clipped(rect: tuple, area: tuple) -> tuple:
    """The part of ``rect`` inside ``area`` (both (x, y, w, h))."""
    x, y = max(rect[0], area[0]), max(rect[1], area[1])
    right, bottom = min(rect[0] + rect[2], area[0] + area[2]), min(rect[1] + rect[3], area[1] + area[3])
    return (x, y, max(0.0, right - x), max(0.0, bottom - y))


def draw_grid(d: Drawing, view, options: Options, labels, h: Highlights, area: tuple = GRID_AREA,
              ring: float = 1.0, card: tuple = CARD, crowded: bool = False):
    """The territories fitted to ``area``; ``ring`` and ``card`` as in Grid.fit (open cells reaching out of
    the area are clipped to it)."""
    cells = [t.cell for t in view.territories]
    grid = Grid.fit(cells, area, ring, card)
    selection = options.selection
    if h.open_cells:      # an add/place is pending: the free cells next to the board, dashed
        for cell in sorted(h.open_cells):
            x, y, w, hh = clipped(grid.card_rect(cell), area)
            legal = cell in h.cells
            if legal:
                d.rect(x, y, w, hh, fill="#ffe9c9", radius=6)
            d.rect(x, y, w, hh, stroke=HIGHLIGHT if legal else OPEN_CELL, width=2.5 if legal else 1.5, radius=6,
                   dash=(6, 4))
            arm, cx, cy = min(w, hh) * 0.12, x + w / 2, y + hh / 2        # a "+": a card may go here
            ink = HIGHLIGHT if legal else OPEN_CELL
            d.line(cx - arm, cy, cx + arm, cy, stroke=ink, width=3 if legal else 2)
            d.line(cx, cy - arm, cx, cy + arm, stroke=ink, width=3 if legal else 2)
            if options.interactive:
                d.target(("cell", cell), x, y, w, hh)
    for t in view.territories:
        draw_territory(d, grid, t, labels, h, selection, options.interactive and t.card in h.territories,
                       options.interactive, crowded)
    return grid

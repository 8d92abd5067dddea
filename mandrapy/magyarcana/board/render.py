"""Drawing a Magyarcana view: a pure function ``draw(view, options) -> Drawing``.

Nothing here touches a widget: the board paints the returned drawing on its canvas, and the static
fallback writes it as SVG. Highlights and move previews come from ``view.legal_actions`` (the engine's own
checks), so the board never offers what the rules refuse.

Click targets are keys: ``("territory", card)``, ``("minion", card, owner, pips)``, ``("cell", (x, y))``,
``("hand", card)`` (the in-play card too), ``("discard", card)``, ``("action", action)`` for buttons, and
``("undo",)`` / ``("clear",)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...core.drawing import Drawing, Options
from ...core.labels import seat_name as name_seat
from ...widgets.controls import button, choice_bar, fitting_size, text_width, wrap
from .. import data
from ..actions import (AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard,
                       PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip, TakeFromDiscard,
                       UseTerritory)
from ..geometry import open_cells, turned
from .labels import LABELS, card_label, rank_short

WIDTH, HEIGHT = 1180, 800
HEADER = 64
FOOTER = 76
GRID_X, GRID_Y = 10, HEADER + 8
GRID_W, GRID_H = 750, HEIGHT - FOOTER - 24 - GRID_Y
MAX_PITCH = 118
PANEL_X = 772
PANEL_W = WIDTH - PANEL_X - 10
SEAT_Y = (HEADER + 8, HEADER + 210)
SEAT_H = 196
PILES_Y = HEADER + 412
PILES_H = HEIGHT - FOOTER - 8 - PILES_Y
BUTTON_Y = HEIGHT - FOOTER + 34
BUTTON_H = 32
PRIMARY_BUTTON = (12, BUTTON_Y, 210, BUTTON_H)       # Refill, Done or Skip: always in the same place
HAND_W, HAND_H = 46, 64                              # deck, discard and in-play cards
HAND_SIZES = ((6, 52, 74, 57), (16, 42, 58, 46))     # (up to n cards, width, height, step)
PILE_W, PILE_H, PILE_STEP, PILE_PER_ROW = 26, 36, 29, 13

SEAT_COLOURS = ("#8e44ad", "#00a39b")
SEAT_DARK = ("#5b2c6f", "#00665f")
SUIT_INK = {"acorns": "#7a4a1d", "bells": "#a87b00", "hearts": "#c0392b", "leaves": "#1e8449"}
SUIT_TINT = {"acorns": "#f8efe3", "bells": "#fcf6dc", "hearts": "#fdeded", "leaves": "#eaf6ec"}
HIGHLIGHT = "#ff9f1a"
SELECTED = "#e84118"
PREVIEW = "#00a8ff"
HIGHLIGHT_GLOW, PREVIEW_GLOW = "#ffd9a3", "#a6dcff"
CARD_BACK = "#34495e"
OPEN_CELL = "#95a5a6"
BACKGROUND = "#eef1f5"


# ------------------------------------------------------------------------------------ words
def seat_name(seat: int, view, options: Options, labels: dict) -> str:
    return name_seat(seat, view, options.seat_kinds, labels)


def action_label(action, view, options: Options, labels: dict) -> str:
    words = labels["action"]
    name = lambda card: card_label(card, labels)  # noqa: E731
    at = lambda cell: f"({cell[0]},{cell[1]})"   # noqa: E731
    if isinstance(action, UseTerritory):
        return words["use"].format(card=name(action.territory))
    if isinstance(action, PlayCard):
        if action.special:
            return words["special"].format(card=name(action.card))
        return words["play"].format(card=name(action.card), suit=labels["suit"][action.card.suit])
    if isinstance(action, Refill):
        return words["refill"]
    if isinstance(action, DiscardCard):
        return words["discard"].format(card=name(action.card))
    if isinstance(action, Done):
        return words["done"]
    if isinstance(action, Skip):
        return words["skip"]
    if isinstance(action, AddTerritory):
        return words["add"].format(card=name(action.card), cell=at(action.cell))
    if isinstance(action, PlaceMinion):
        return words["place"].format(card=name(action.territory))
    if isinstance(action, Expel):
        return words["expel"].format(pips=action.pips, card=name(action.territory))
    if isinstance(action, ExpelTo):
        return words["expel_to"].format(card=name(action.territory))
    if isinstance(action, Move):
        return words["move"].format(pips=action.pips, source=name(action.source), target=name(action.target))
    if isinstance(action, MoveAny):
        return words["move_any"].format(who=labels["player"].format(n=action.owner), pips=action.pips,
                                        source=name(action.source), target=name(action.target))
    if isinstance(action, Grow):
        return words["grow"].format(pips=action.pips, card=name(action.territory))
    if isinstance(action, Replace):
        return words["replace"].format(old=name(action.old), new=name(action.new))
    if isinstance(action, TakeFromDiscard):
        return words["take"].format(card=name(action.card))
    if isinstance(action, PlaceFromDiscard):
        return words["place_discard"].format(card=name(action.card), cell=at(action.cell))
    if isinstance(action, RemoveTerritory):
        return words["remove"].format(card=name(action.territory))
    return str(action)


# Actions answered by clicking the board; any other legal action is offered as a button.
CLICKED = (UseTerritory, PlayCard, DiscardCard, AddTerritory, PlaceMinion, Expel, ExpelTo, Move, MoveAny, Grow,
           Replace, TakeFromDiscard, PlaceFromDiscard, RemoveTerritory)
PRIMARY = (Refill, Done, Skip)


def destinations(legal, minion) -> dict:
    """Where the selected minion ``(card, owner, pips)`` may go: target card -> the action that moves it."""
    card, owner, pips = minion
    found = {}
    for action in legal:
        if isinstance(action, Move) and action.source == card and action.pips == pips:
            found[action.target] = action
        elif isinstance(action, MoveAny) and (action.source, action.owner, action.pips) == minion:
            found[action.target] = action
    return found


@dataclass
class Highlights:
    """What a click may do now, read from the legal actions and the selection."""
    territories: set = field(default_factory=set)     # cards whose click plays a legal action
    minions: set = field(default_factory=set)         # (card, owner, pips) a click may pick
    cells: set = field(default_factory=set)           # open cells a click may fill
    open_cells: set = field(default_factory=set)      # open cells to show (dashed)
    hand: set = field(default_factory=set)            # cards (hand or in play) a click may use
    discard: set = field(default_factory=set)         # discard pile cards a click may pick
    previews: dict = field(default_factory=dict)      # destination card -> move action (selected minion)


def highlights(view, selection: dict) -> Highlights:
    legal = view.legal_actions
    h = Highlights()
    card, pick, minion = selection.get("card"), selection.get("discard"), selection.get("minion")
    for action in legal:
        if isinstance(action, (UseTerritory, PlaceMinion, ExpelTo, RemoveTerritory)):
            h.territories.add(action.territory)
        elif isinstance(action, PlayCard):
            h.hand.add(action.card)
        elif isinstance(action, DiscardCard):
            h.hand.add(action.card)
        elif isinstance(action, AddTerritory):
            h.hand.add(action.card)
            h.open_cells.add(action.cell)
            if action.card == card:
                h.cells.add(action.cell)
        elif isinstance(action, PlaceFromDiscard):
            h.discard.add(action.card)
            h.open_cells.add(action.cell)
            if action.card == pick:
                h.cells.add(action.cell)
        elif isinstance(action, Expel):
            h.minions.add((action.territory, 1 - view.to_play, action.pips))
        elif isinstance(action, Move):
            h.minions.add((action.source, view.to_play, action.pips))
        elif isinstance(action, MoveAny):
            h.minions.add((action.source, action.owner, action.pips))
        elif isinstance(action, Grow):
            if card is None:
                h.minions.add((action.territory, view.to_play, action.pips))
        elif isinstance(action, Replace):
            h.hand.add(action.new)
            if action.new == card:
                h.territories.add(action.old)
        elif isinstance(action, TakeFromDiscard):
            h.discard.add(action.card)
    if minion is not None:
        h.previews = destinations(legal, minion)
    return h


# ------------------------------------------------------------------------------------ suit symbols
def _unit_heart():
    points = []
    for n in range(28):
        t = 2 * math.pi * n / 28
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        points.append((x / 33, (y - 2.5) / 33))
    return tuple(points)


def _unit_leaf():
    right, left = [], []
    for n in range(11):
        u = n / 10
        y = -0.47 + 0.8 * u
        w = 0.34 * math.sin(math.pi * u) ** 0.8 * (1 - 0.25 * u)
        right.append((w, y))
        left.append((-w, y))
    return tuple(right + left[::-1])


def _unit_ellipse(cx, cy, rx, ry, start=0.0, end=2 * math.pi, n=16):
    return tuple((cx + rx * math.cos(start + (end - start) * k / n), cy + ry * math.sin(start + (end - start) * k / n))
                 for k in range(n + 1))


HEART = _unit_heart()
LEAF = _unit_leaf()
ACORN_NUT = _unit_ellipse(0, 0.1, 0.22, 0.3, n=18)
ACORN_CUP = _unit_ellipse(0, -0.06, 0.3, 0.2, math.pi, 2 * math.pi, 10) + ((0.3, 0.02), (-0.3, 0.02))


def _place(points, cx, cy, size):
    return [(cx + x * size, cy + y * size) for x, y in points]


def blend(colour: str, background: str, amount: float) -> str:
    """``colour`` laid over ``background`` at opacity ``amount``, as one solid colour (no canvas alpha)."""
    a = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(background[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x * amount + y * (1 - amount)):02x}" for x, y in zip(a, b))


# Each suit's mark as (main fill, outline, detail); the faint version is pre-blended with the card's tint, so
# painting never switches the canvas's alpha (each style change costs a traitlets round in ipycanvas).
SUIT_PAINT = {"acorns": ("#c68642", "#6b4423", "#6b4423"), "bells": ("#f4c430", "#8a6d00", "#5d4600"),
              "hearts": ("#d63031", "#922b21", "#922b21"), "leaves": ("#2ecc71", "#1e6b2e", "#1e6b2e")}
SUIT_FAINT = {suit: tuple(blend(c, SUIT_TINT[suit], 0.22) for c in paint) for suit, paint in SUIT_PAINT.items()}


def suit_symbol(d: Drawing, cx, cy, size, suit, faint=False):
    """The suit's mark, about ``size`` across: an acorn, a sleigh bell, a heart or a leaf.

    Small and faint marks leave out the details (stem, vein, slot), which keeps a redraw short.
    """
    fill, edge, detail = (SUIT_FAINT if faint else SUIT_PAINT)[suit]
    simple = faint or size < 16
    if suit == "hearts":
        d.polygon(_place(HEART, cx, cy, size), fill=fill, stroke=edge)
    elif suit == "leaves":
        if not simple:
            d.line(cx, cy + 0.33 * size, cx + 0.08 * size, cy + 0.5 * size, stroke=edge)
        d.polygon(_place(LEAF, cx, cy, size), fill=fill, stroke=edge)
        d.line(cx, cy - 0.38 * size, cx, cy + 0.3 * size, stroke=edge)
    elif suit == "bells":
        r = 0.34 * size
        if not simple:
            d.circle(cx, cy - 0.4 * size, 0.09 * size, stroke=edge)
        d.circle(cx, cy + 0.04 * size, r, fill=fill, stroke=edge)
        d.line(cx - r, cy - 0.04 * size, cx + r, cy - 0.04 * size, stroke=edge)
        if not simple:
            d.circle(cx, cy + 0.2 * size, 0.07 * size, fill=detail)
    else:
        if not simple:
            d.line(cx, cy - 0.26 * size, cx + 0.04 * size, cy - 0.46 * size, stroke=detail)
        d.polygon(_place(ACORN_NUT, cx, cy, size), fill=fill, stroke=edge)
        d.polygon(_place(ACORN_CUP, cx, cy, size), fill=detail, stroke=edge)


# ------------------------------------------------------------------------------------ pieces
SEAT_SHADE = tuple(blend(dark, light, 0.45) for dark, light in zip(SEAT_DARK, SEAT_COLOURS))


def pyramid(d: Drawing, cx, base_y, size, owner, pips, alpha=1.0):
    """A minion as an Icehouse-style pyramid ``size`` tall, with its pips as dots on the base."""
    half = size * 0.42
    apex, left, right = (cx, base_y - size), (cx - half, base_y), (cx + half, base_y)
    d.polygon((apex, left, right), fill=SEAT_COLOURS[owner], stroke=SEAT_DARK[owner], alpha=alpha)
    d.polygon((apex, (cx + half * 0.25, base_y), right), fill=SEAT_SHADE[owner], stroke=SEAT_DARK[owner], alpha=alpha)
    r = max(1.2, size * 0.07)
    for k in range(pips):
        d.circle(cx + (k - (pips - 1) / 2) * r * 2.6, base_y - r * 1.8, r, fill="#ffffff", alpha=alpha)


def card_face(d: Drawing, x, y, w, h, card, labels, small=False):
    """A card seen face up: suit tint, rank and suit in the corner, a big faint suit mark."""
    d.rect(x, y, w, h, fill=SUIT_TINT[card.suit], stroke="#4b4b4b", radius=max(2, min(w, h) * 0.08))
    ink = SUIT_INK[card.suit]
    if card.is_face:
        inset = max(2, min(w, h) * 0.06)
        d.rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, stroke=ink, radius=max(1, min(w, h) * 0.05))
    rank = rank_short(card, labels)
    if small:
        size = min(w * 0.5 if len(rank) < 2 else w * 0.42, h * 0.34)
        d.text(x + w / 2, y + h * 0.27, rank, size=size, fill=ink, align="center", bold=True)
        suit_symbol(d, x + w / 2, y + h * 0.68, min(w, h) * 0.6, card.suit)
        return
    short = min(w, h)
    size = short * 0.3
    d.text(x + short * 0.1, y + size * 0.75, rank, size=size, fill=ink, bold=True)
    if h > w:          # portrait: the suit under the rank, as in a card's corner index
        suit_symbol(d, x + short * 0.1 + size * 0.4 * len(rank), y + size * 1.85, size * 0.95, card.suit)
    else:              # landscape: beside it, clear of the minions along the bottom
        suit_symbol(d, x + short * 0.1 + size * (0.62 * len(rank) + 0.45), y + size * 0.8, size * 0.9, card.suit)


def card_back(d: Drawing, x, y, w, h):
    d.rect(x, y, w, h, fill=CARD_BACK, stroke="#1b2631", radius=max(2, min(w, h) * 0.08))
    d.rect(x + 3, y + 3, w - 6, h - 6, stroke="#7f8fa6", radius=max(1, min(w, h) * 0.06))


# ------------------------------------------------------------------------------------ the grid
@dataclass(frozen=True)
class Grid:
    """Where cell ``(0, 0)`` sits and how big a cell is, fitted to the territories plus a ring of open cells."""
    left: float
    top: float
    pitch: float
    min_x: int
    min_y: int

    @classmethod
    def fit(cls, cells) -> "Grid":
        cells = list(cells) or [data.EMPTY_BOARD_CELL]
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        min_x, max_x, min_y, max_y = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        columns, rows = max_x - min_x + 1, max_y - min_y + 1
        pitch = min(GRID_W / columns, GRID_H / rows, MAX_PITCH)
        left = GRID_X + (GRID_W - columns * pitch) / 2
        top = GRID_Y + (GRID_H - rows * pitch) / 2
        return cls(left, top, pitch, min_x, min_y)

    def centre(self, cell) -> tuple:
        return (self.left + (cell[0] - self.min_x + 0.5) * self.pitch,
                self.top + (cell[1] - self.min_y + 0.5) * self.pitch)

    def card_rect(self, cell) -> tuple:
        """(x, y, w, h) of the card on ``cell``: portrait, or landscape when the cell is turned."""
        long, short = self.pitch * 0.92, self.pitch * 0.64
        w, h = (long, short) if turned(cell) else (short, long)
        cx, cy = self.centre(cell)
        return (cx - w / 2, cy - h / 2, w, h)


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


def draw_territory(d: Drawing, grid: Grid, t, labels, h: Highlights, selection: dict, legal_click: bool,
                   interactive: bool = True):
    x, y, w, hh = rect = grid.card_rect(t.cell)
    short = min(w, hh)
    preview = h.previews.get(t.card)
    if legal_click or preview is not None:
        d.rect(x - 7, y - 7, w + 14, hh + 14, fill=HIGHLIGHT_GLOW if preview is None else PREVIEW_GLOW,
               radius=short * 0.14)
    card_face(d, x, y, w, hh, t.card, labels)
    if hh > w:         # a big faint suit mark: above the minions (portrait), behind them (landscape)
        suit_symbol(d, x + w / 2, y + hh * 0.34, short * 0.42, t.card.suit, faint=True)
    else:
        suit_symbol(d, x + w / 2, y + hh * 0.55, short * 0.55, t.card.suit, faint=True)
    # capacity: pips used / capacity (numbers), minions / 3 (faces, with a little pyramid)
    size = max(8, short * 0.19)
    text = f"{t.load}/{t.capacity}"
    full = t.load >= t.capacity
    right = x + w - short * 0.08
    if t.card.is_face:
        d.polygon(((right - size * 0.35, y + size * 0.35), (right - size * 0.72, y + size * 1.3),
                   (right + size * 0.02, y + size * 1.3)), fill="#7f8c8d")
        right -= size * 0.85
    d.text(right, y + size * 0.85, text, size=size, fill="#c0392b" if full else "#34495e", align="right",
           bold=True)
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
    # minions, one pyramid per (owner, pips) with a count
    groups: dict = {}
    for owner, pips in t.minions:
        groups[(owner, pips)] = groups.get((owner, pips), 0) + 1
    chosen = selection.get("minion")
    for ((owner, pips), count), (cx, base, cell) in zip(groups.items(), minion_slots(rect, len(groups))):
        key = (t.card, owner, pips)
        if key == chosen:
            d.rect(cx - cell / 2, base - cell, cell, cell, fill="#ffeaa7", stroke=SELECTED, width=2.5,
                   radius=cell * 0.2)
        elif key in h.minions:
            d.rect(cx - cell / 2, base - cell, cell, cell, fill="#fff3d6", stroke=HIGHLIGHT, width=2,
                   radius=cell * 0.2)
        pyramid(d, cx, base - cell * 0.06, cell * (0.5 + 0.15 * pips), owner, pips)
        if count > 1:
            d.text(cx + cell * 0.5, base - cell * 0.92, f"×{count}", size=max(8, cell * 0.38), fill="#2d3436",
                   align="right", bold=True)
        if interactive:
            d.target(("minion", t.card, owner, pips), cx - cell / 2, base - cell, cell, cell)
    if preview is not None:            # where the selected minion would land
        _, owner, pips = chosen
        cx, cy = grid.centre(t.cell)
        pyramid(d, cx, cy + short * 0.12, short * (0.25 + 0.07 * pips), owner, pips, alpha=0.55)


def draw_grid(d: Drawing, view, options: Options, labels, h: Highlights):
    cells = [t.cell for t in view.territories]
    grid = Grid.fit(cells)
    selection = options.selection
    if h.open_cells:      # an add/place is pending: the free cells next to the board, dashed
        for cell in sorted(h.open_cells):
            x, y, w, hh = grid.card_rect(cell)
            legal = cell in h.cells
            if legal:
                d.rect(x, y, w, hh, fill="#ffe9c9", radius=6)
            d.rect(x, y, w, hh, stroke=HIGHLIGHT if legal else OPEN_CELL, width=2.5 if legal else 1.5, radius=6,
                   dash=(6, 4))
            d.text(x + w / 2, y + hh / 2, f"{cell[0]},{cell[1]}", size=max(8, min(w, hh) * 0.16),
                   fill=HIGHLIGHT if legal else OPEN_CELL, align="center", bold=legal)
            if options.interactive:
                d.target(("cell", cell), x, y, w, hh)
    for t in view.territories:
        draw_territory(d, grid, t, labels, h, selection, options.interactive and t.card in h.territories,
                       options.interactive)
    return grid


# ------------------------------------------------------------------------------------ the panels
def draw_pile_card(d: Drawing, x, y, w, h, card, labels, outline=None, faded=False, key=None):
    if card is None:
        card_back(d, x, y, w, h)
    else:
        card_face(d, x, y, w, h, card, labels, small=True)
    if faded:
        d.rect(x, y, w, h, fill="#ffffff", alpha=0.5, radius=3)
    if outline:
        d.rect(x - 2, y - 2, w + 4, h + 4, stroke=outline, width=3, radius=4)
    if key is not None:
        d.target(key, x, y, w, h)


def draw_seat(d: Drawing, view, seat: int, options: Options, labels, h: Highlights):
    x, y = PANEL_X, SEAT_Y[seat]
    active = view.to_play == seat
    colour = SEAT_COLOURS[seat]
    d.rect(x, y, PANEL_W, SEAT_H, fill="#ffffff", stroke=colour if active else "#b2bec3", width=4 if active else 1.5,
           radius=8)
    d.rect(x, y, 9, SEAT_H, fill=colour, radius=3)
    d.text(x + 18, y + 17, seat_name(seat, view, options, labels), size=14, fill="#222", bold=True)
    controlled = sum(1 for t in view.territories if seat in t.controllers)
    d.text(x + PANEL_W - 12, y + 17, f"{labels['score'].format(n=view.scores[seat])} · "
           f"{labels['controls'].format(n=controlled)}", size=13, fill=colour, align="right", bold=True)
    # supply: one pyramid per size with how many are left
    d.text(x + 18, y + 42, labels["supply"], size=12, fill="#555")
    sx = x + 90
    for pips, count in view.supply[seat]:
        pyramid(d, sx, y + 52, 12 + 4 * pips, seat, pips, alpha=1.0 if count else 0.3)
        d.text(sx + 13, y + 45, f"×{count}", size=12, fill="#222", bold=True)
        sx += 62
    # hand: face up (own, or everything for a teacher) and clickable on its turn, else a row of backs
    hand = view.hands[seat]
    top = y + 68
    if hand is None:
        d.text(x + 18, top + 8, labels["hidden_hand"].format(n=view.hand_sizes[seat]), size=12, fill="#555")
        for n in range(min(view.hand_sizes[seat], 16)):
            card_back(d, x + 18 + n * 22, top + 22, 42, 58)
        return
    clickable = options.interactive and active and bool(view.legal_actions)
    chosen = options.selection.get("card")
    most, w, hh, step = next((size for size in HAND_SIZES if len(hand) <= size[0]), HAND_SIZES[-1])
    per_row = 8 if len(hand) > HAND_SIZES[0][0] else 6
    for n, card in enumerate(hand[:most]):
        row, col = divmod(n, per_row)
        cx, cy = x + 18 + col * step, top + row * (hh + 6)
        if card == chosen:
            cy -= 4
        usable = clickable and card in h.hand
        draw_pile_card(d, cx, cy, w, hh, card, labels,
                       outline=SELECTED if card == chosen else HIGHLIGHT if usable else None,
                       faded=clickable and not usable, key=("hand", card) if clickable else None)
    if len(hand) > most:
        d.text(x + PANEL_W - 12, y + SEAT_H - 12, f"+{len(hand) - most}", size=13, fill="#222", align="right",
               bold=True)


def step_of(view) -> str | None:
    """The code of the power step being resolved, or None at the start of a turn (or once over)."""
    frame = view.decision
    return None if frame is None or frame.kind.turn else frame.code


def draw_die(d: Drawing, x, y, size, value, colour):
    d.rect(x, y, size, size, fill=colour, stroke="#2d3436", width=1.5, radius=size * 0.18)
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
             5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
    ink = "#ffffff" if colour != "#ffffff" else "#2d3436"
    for col, row in spots.get(value, []):
        d.circle(x + size * (0.25 + 0.25 * col), y + size * (0.25 + 0.25 * row), size * 0.09, fill=ink)


def draw_piles(d: Drawing, view, options: Options, labels, h: Highlights):
    x, y = PANEL_X, PILES_Y
    d.rect(x, y, PANEL_W, PILES_H, fill="#ffffff", stroke="#b2bec3", width=1.5, radius=8)
    # deck, discard, the card in play
    d.text(x + 12 + HAND_W / 2, y + 13, labels["deck"], size=11, fill="#555", align="center")
    card_back(d, x + 12, y + 22, HAND_W, HAND_H)
    d.text(x + 12 + HAND_W / 2, y + 22 + HAND_H / 2, view.deck_size, size=18, fill="#fff", align="center",
           bold=True)
    d.text(x + 70 + HAND_W / 2, y + 13, f"{labels['discard']} {len(view.discard)}", size=11, fill="#555",
           align="center")
    if view.discard:
        draw_pile_card(d, x + 70, y + 22, HAND_W, HAND_H, view.discard[-1], labels)
    else:
        d.rect(x + 70, y + 22, HAND_W, HAND_H, stroke=OPEN_CELL, dash=(4, 3), radius=4)
    d.text(x + 12, y + 100, labels["reshuffles"].format(n=view.reshuffles, top=data.MAX_RESHUFFLES), size=12,
           fill="#c0392b" if view.reshuffles >= data.MAX_RESHUFFLES else "#222", bold=True)
    if view.in_play is not None:
        usable = options.interactive and view.in_play in h.hand
        chosen = options.selection.get("card") == view.in_play
        d.text(x + 140 + HAND_W / 2, y + 13, labels["in_play"], size=11, fill="#555", align="center", bold=True)
        draw_pile_card(d, x + 140, y + 22, HAND_W, HAND_H, view.in_play, labels,
                       outline=SELECTED if chosen else HIGHLIGHT if usable else None,
                       key=("hand", view.in_play) if usable else None)
    # the last expulsion's dice
    dx = x + 206
    d.text(dx, y + 13, labels["dice"], size=11, fill="#555", bold=True)
    if view.last_roll is None:
        d.text(dx, y + 50, labels["no_roll"], size=11, fill="#95a5a6")
    else:
        roll = view.last_roll
        mine, theirs, attack, defence = roll.dice
        colours = (SEAT_COLOURS[roll.attacker], SEAT_COLOURS[roll.defender])
        for row, (role, die, total, colour) in enumerate(((labels["attacker"], mine, attack, colours[0]),
                                                          (labels["defender"], theirs, defence, colours[1]))):
            ry = y + 24 + row * 34
            draw_die(d, dx, ry, 28, die, colour)
            d.text(dx + 36, ry + 14, f"{role}: {total}", size=12, fill="#222", bold=True)
        expelled = roll.outcome == "expelled"
        d.text(dx + 150, y + 56, labels["expelled"] if expelled else labels["held"], size=12,
               fill="#c0392b" if expelled else "#27ae60", align="center", bold=True)
    # the discard pile, face up (public); clickable when a power takes from it
    top = y + 114
    d.text(x + 12, top, labels["discard_pile"].format(n=len(view.discard)), size=11, fill="#555")
    chosen = options.selection.get("discard")
    shown = view.discard[-PILE_PER_ROW * 3:]
    for n, card in enumerate(shown):
        row, col = divmod(n, PILE_PER_ROW)
        usable = options.interactive and card in h.discard
        draw_pile_card(d, x + 12 + col * PILE_STEP, top + 10 + row * (PILE_H + 4), PILE_W, PILE_H, card, labels,
                       outline=SELECTED if card == chosen else HIGHLIGHT if usable else None,
                       faded=bool(h.discard) and not usable, key=("discard", card) if usable else None)


# ------------------------------------------------------------------------------------ the whole board
def prompt_text(view, options: Options, labels: dict) -> str:
    who = seat_name(view.to_play, view, options, labels) if view.to_play is not None else ""
    if view.is_over:
        winners = ", ".join(seat_name(p, view, options, labels) for p in view.winners)
        return labels["game_over"].format(who=winners, scores=" - ".join(map(str, view.scores)))
    if not view.legal_actions:
        return labels["watching"].format(who=who)
    if not options.interactive:
        if step_of(view):
            return labels["prompt"]["static"].format(who=who, what=labels["step"][step_of(view)])
        return labels["prompt"]["turn_static"].format(who=who)
    return labels["prompt"][view.decision.code].format(who=who)


def selection_text(view, options: Options, labels) -> str:
    selection = options.selection
    parts = []
    for name in ("card", "discard"):
        if selection.get(name) is not None:
            parts.append(card_label(selection[name], labels))
    if selection.get("minion"):
        card, owner, pips = selection["minion"]
        parts.append(labels["minion"].format(who=labels["player"].format(n=owner), pips=pips,
                                             card=card_label(card, labels)))
    return labels["selected"].format(what=", ".join(parts)) if parts else ""


def draw(view, options: Options | None = None) -> Drawing:
    """The whole board for ``view`` (what one seat, or a teacher, may see)."""
    options = options or Options()
    labels = LABELS[options.language]
    d = Drawing(WIDTH, HEIGHT, background=BACKGROUND)
    h = highlights(view, options.selection) if options.interactive else Highlights()
    if not options.interactive and step_of(view) in ("add_territory", "place_from_discard"):
        h.open_cells = set(open_cells({t.cell for t in view.territories}, data.EMPTY_BOARD_CELL))

    # header: whose turn, what to do now, and the message of an illegal click
    d.rect(0, 0, WIDTH, HEADER, fill="#2d3436")
    d.text(16, 21, labels["title"], size=20, fill="#fdcb6e", bold=True)
    if view.to_play is not None:
        d.circle(150, 21, 7, fill=SEAT_COLOURS[view.to_play], stroke="#fff")
    prompt = prompt_text(view, options, labels)
    d.text(164, 21, prompt, size=fitting_size(prompt, WIDTH - 176, 14, 10), fill="#fff")
    if options.message:
        lines = wrap(options.message, WIDTH - 176, 13, 2)
        for n, line in enumerate(lines):
            d.text(164, 46 if len(lines) == 1 else 40 + 15 * n, line, size=13 if len(lines) == 1 else 12,
                   fill="#ff7675", bold=True)
    elif view.in_play is not None and step_of(view):
        d.text(164, 46, labels["in_play_line"].format(card=card_label(view.in_play, labels)), size=12, fill="#dfe6e9")

    draw_grid(d, view, options, labels, h)
    d.text(GRID_X + 6, HEIGHT - FOOTER - 12, labels["legend"], size=11, fill="#636e72")
    for seat in (0, 1):
        draw_seat(d, view, seat, options, labels, h)
    draw_piles(d, view, options, labels, h)

    if not options.interactive:
        return d
    # footer: the selection, Refill / Done / Skip in a fixed place, the buttons of a selection or a menu, undo
    d.rect(0, HEIGHT - FOOTER, WIDTH, FOOTER, fill="#dfe4ea")
    chosen = selection_text(view, options, labels)
    if chosen:
        d.text(12, HEIGHT - FOOTER + 16, chosen, size=12, fill="#222", bold=True)
    legal = view.legal_actions
    buttons = [a for a in legal if isinstance(a, PRIMARY)]
    if buttons:
        button(d, *PRIMARY_BUTTON, action_label(buttons[0], view, options, labels), ("action", buttons[0]),
               accent="#55efc4")
    others = [a for a in legal if not isinstance(a, CLICKED) and a not in buttons[:1]]
    card = options.selection.get("card")
    if card is not None and not step_of(view):
        others += [a for a in legal if isinstance(a, PlayCard) and a.card == card]
    left, right = PRIMARY_BUTTON[0] + PRIMARY_BUTTON[2] + 10, WIDTH - 110 - (150 if options.selection else 0)
    choice_bar(d, [(action_label(a, view, options, labels), ("action", a)) for a in others], left, BUTTON_Y, right,
               page=options.page, height=BUTTON_H)
    menu = [a for a in options.selection.get("menu", ()) if a in legal]
    if menu:                # the choices one click left open, as a list of buttons over the grid's corner
        texts = [action_label(a, view, options, labels) for a in menu]
        w = 24 + max(text_width(t, 13) for t in texts)
        top = HEIGHT - FOOTER - 12 - len(menu) * 36
        d.rect(GRID_X, top - 8, w + 16, len(menu) * 36 + 12, fill="#ffffff", stroke="#636e72", radius=8)
        for n, (action, text) in enumerate(zip(menu, texts)):
            button(d, GRID_X + 8, top + n * 36, w, 30, text, ("action", action))
    if options.selection:
        button(d, WIDTH - 260, BUTTON_Y, 140, BUTTON_H, labels["clear"], ("clear",), accent="#dfe6e9")
    button(d, WIDTH - 104, BUTTON_Y, 92, BUTTON_H, labels["undo"], ("undo",), enabled=options.can_undo,
           accent="#74b9ff")
    return d

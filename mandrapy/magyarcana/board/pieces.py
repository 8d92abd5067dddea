"""The Magyarcana board's pieces: colours, suit marks, cards, pyramids (minions) and dice."""

from __future__ import annotations

import math

from ...core.drawing import Drawing
from .labels import rank_short

SEAT_COLOURS = ("#8e44ad", "#00a39b")
SEAT_DARK = ("#5b2c6f", "#00665f")          # a seat's colour as text on white
SEAT_INK = ("#ffffff", "#222222")           # a number on a seat's colour, >= 4.5:1
SUIT_INK = {"acorns": "#7a4a1d", "bells": "#8a6500", "hearts": "#c23b00", "leaves": "#00694f"}   # Okabe-Ito-like
SUIT_TINT = {"acorns": "#f8efe3", "bells": "#fcf6dc", "hearts": "#fdeded", "leaves": "#eaf6ec"}
HIGHLIGHT = "#ff9f1a"
SELECTED = "#e84118"
PREVIEW = "#00a8ff"
HIGHLIGHT_GLOW, PREVIEW_GLOW = "#ffd9a3", "#a6dcff"
CARD_BACK = "#34495e"
OPEN_CELL = "#95a5a6"
BACKGROUND = "#eef1f5"
SMALLEST = 11                     # no text under 11 px at 100% zoom


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


def card_face(d: Drawing, x, y, w, h, card, labels, small=False, load_room=0.0, suit: str = "", faded=False):
    """A card seen face up: suit tint, rank and suit in the corner, a big faint suit mark. ``load_room``: the
    width kept free at the top right (for a territory's load), which the rank must not reach. ``suit``: the
    corner's suit mark "under" the rank, "beside" it or "none" (default: under on a portrait card).
    ``faded``: veiled in white (a pile card not to be taken now), its rank drawn over the veil to stay legible."""
    d.rect(x, y, w, h, fill=SUIT_TINT[card.suit], stroke="#4b4b4b", radius=max(2, min(w, h) * 0.08))
    ink = SUIT_INK[card.suit]
    if card.is_face:
        inset = max(2, min(w, h) * 0.06)
        d.rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, stroke=ink, radius=max(1, min(w, h) * 0.05))
    rank = rank_short(card, labels)
    if small:
        suit_symbol(d, x + w / 2, y + h * 0.68, min(w, h) * 0.6, card.suit)
    if faded:
        d.rect(x, y, w, h, fill="#ffffff", alpha=0.5, radius=3)
    if small:
        size = max(SMALLEST, min(w * 0.5 if len(rank) < 2 else w * 0.42, h * 0.34))
        d.text(x + w / 2, y + h * 0.27, rank, size=size, fill=ink, align="center", bold=True, box=(x, y, w, h))
        return
    short = min(w, h)
    size = rank_size(w, h)
    d.text(x + short * 0.1, y + size * 0.75, rank, size=size, fill=ink, bold=True,
           box=(x, y, w - load_room, h))
    suit = suit or ("under" if h > w else "beside")
    if suit == "under":      # portrait: the suit under the rank, as in a card's corner index
        suit_symbol(d, x + short * 0.1 + size * 0.4 * len(rank), y + size * 1.85, size * 0.95, card.suit)
    elif suit == "beside" and h > w:      # portrait, its load on the line under: after the widest rank letters
        suit_symbol(d, x + short * 0.1 + size * (0.72 * len(rank) + 0.5), y + size * 0.8, size * 0.9, card.suit)
    elif suit == "beside":   # landscape: beside it, clear of the minions along the bottom
        suit_symbol(d, x + short * 0.1 + size * (0.62 * len(rank) + 0.45), y + size * 0.8, size * 0.9, card.suit)


def rank_size(w, h) -> float:
    """The font size of a territory's rank in its corner (never under 11 px)."""
    return max(SMALLEST, min(w, h) * 0.3)


def card_back(d: Drawing, x, y, w, h):
    d.rect(x, y, w, h, fill=CARD_BACK, stroke="#1b2631", radius=max(2, min(w, h) * 0.08))
    d.rect(x + 3, y + 3, w - 6, h - 6, stroke="#7f8fa6", radius=max(1, min(w, h) * 0.06))


def draw_die(d: Drawing, x, y, size, value, colour):
    d.rect(x, y, size, size, fill=colour, stroke="#2d3436", width=1.5, radius=size * 0.18)
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
             5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
    ink = "#ffffff" if colour != "#ffffff" else "#2d3436"
    for col, row in spots.get(value, []):
        d.circle(x + size * (0.25 + 0.25 * col), y + size * (0.25 + 0.25 * row), size * 0.09, fill=ink)

"""The table: the ring of ten shops with the Assistant, the deck and the five spell stacks in its middle.

Where each part of it goes is a :class:`Ring`. The wide and narrow layouts share :data:`WIDE` (a circle;
the narrow one draws it through ``Drawing.moved``), so their click targets and marks are the same; the
compact layout has a flatter ring of smaller tiles (:mod:`.compact`). The wide ring spans :data:`TABLE`
(x0, y0, x1, y1).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.drawing import Drawing
from ...widgets.controls import text_width
from .. import data
from .pieces import (ASSISTANT, ASSISTANT_INK, CARD_BACK, CARD_H, CARD_W, DAY_TILE, HIGHLIGHT, NIGHT_TILE, draw_card)

HEADER = 64                      # the wide board's header, above the table
CENTRE = (330, HEADER + 341)
RING = 255
TILE_W, TILE_H = 118, 102
SEEK_INK = "#a34700"             # "seek n" on a day tile: the highlight's hue, dark enough to read (5.6:1)
PER_ROW, ROWS = 4, 2             # cards shown on a shop tile: 4 a row, 2 rows (then "+n")
TABLE = (14, HEADER + 20, 646, HEADER + 658)


@dataclass(frozen=True)
class Ring:
    """Where the table's parts are drawn. ``places``: each shop's (angle, radius) around ``centre`` (the
    Assistant's path runs between them); ``card``: a shop card's (w, h, gap, left, top) on its tile;
    ``stacks``: the five spell stacks' boxes, level 1 first; ``deck``: the deck's box."""
    centre: tuple
    places: tuple
    tile: tuple
    card: tuple
    stacks: tuple
    deck: tuple
    title: float = 11             # a tile's title row and bottom row: their text's middle from the edge
    assistant: float = 15         # the Assistant's disc's radius
    badge: float = -2             # how far down a tile's left edge a move's number is marked

    def point(self, shop: float, out: float = 0.0) -> tuple:
        """The point at ``shop`` (fractional: between two shops) on the ring, ``out`` units outwards."""
        k = math.floor(shop)
        (a1, r1), (a2, r2) = self.places[k % data.SHOP_COUNT], self.places[(k + 1) % data.SHOP_COUNT]
        a2 += 2 * math.pi if a2 < a1 else 0
        t = shop - k
        angle, radius = a1 + (a2 - a1) * t, r1 + (r2 - r1) * t + out
        return self.centre[0] + radius * math.cos(angle), self.centre[1] + radius * math.sin(angle)

    def shop(self, index: int) -> tuple:
        """(x, y, w, h) of shop ``index``'s tile."""
        cx, cy = self.point(index)
        return cx - self.tile[0] / 2, cy - self.tile[1] / 2, *self.tile

    def card_rect(self, x, y, n: int) -> tuple:
        """(x, y, w, h) of the ``n``-th card shown on the shop tile whose corner is (x, y)."""
        w, h, gap, left, top = self.card
        col, row = n % PER_ROW, n // PER_ROW
        return x + left + col * (w + gap), y + top + row * (h + gap + 1), w, h


def _wide_stacks() -> tuple:
    w, h, gap = 68, 90, 6
    left = CENTRE[0] - (5 * w + 4 * gap) / 2
    return tuple((left + n * (w + gap), CENTRE[1] - 20, w, h) for n in range(5))


WIDE = Ring(CENTRE, tuple((-math.pi / 2 + 2 * math.pi * n / data.SHOP_COUNT, RING) for n in range(data.SHOP_COUNT)),
            (TILE_W, TILE_H), (CARD_W, CARD_H, 2, 8, 22), _wide_stacks(), (CENTRE[0] - 30, CENTRE[1] - 130, 60, 84))


def stack_rect(level: int, ring: Ring = WIDE) -> tuple:
    """(x, y, w, h) of the spell stack of ``level`` (1 to 5) in the centre."""
    return ring.stacks[level - 1]


def shop_position(index: int) -> tuple:
    """The centre of shop ``index``'s tile on the wide board."""
    return WIDE.point(index)


def draw_shops(d: Drawing, view, labels, seek_steps: dict, levitation: set, ring: Ring = WIDE):
    tile_w, tile_h = ring.tile
    edge = ring.title
    for shop in view.shops:
        x, y, _, _ = ring.shop(shop.index)
        reachable = shop.index in seek_steps
        border = HIGHLIGHT if reachable else ASSISTANT if shop.has_assistant else "#7f8c8d"
        d.rect(x, y, tile_w, tile_h, fill=NIGHT_TILE if shop.night else DAY_TILE,
               stroke=border, width=4 if reachable or shop.has_assistant else 1.5, radius=10)
        ink = "#dfe6f7" if shop.night else "#5d4037"
        kind = labels["night"] if shop.night else labels["day"]
        left = ring.card[3]
        d.text(x + left, y + edge, labels["shop"].format(n=shop.index), size=11, fill=ink, bold=True,
               box=(x, y, tile_w - 20, tile_h))
        d.text(x + left, y + tile_h - edge + 3, kind, size=11, fill=ink, box=(x, y + tile_h - 18, 36, 18))
        if shop.cards:
            r = edge - 2
            d.circle(x + tile_w - edge, y + edge, r, fill="#fff", stroke="#7f8c8d")
            d.text(x + tile_w - edge, y + edge, len(shop.cards), size=11, fill="#222", align="center", bold=True,
                   box=(x + tile_w - 20, y + edge - 9, 18, 18))
        slots = PER_ROW * ROWS
        shown = shop.cards if len(shop.cards) <= slots else shop.cards[:slots - 1]
        for n, item in enumerate(shown):
            draw_card(d, *ring.card_rect(x, y, n), item, labels)
            if (shop.index, item) in levitation:
                cx, cy, w, h = ring.card_rect(x, y, n)
                d.rect(cx - 2, cy - 2, w + 4, h + 4, stroke=HIGHLIGHT, width=2.5, radius=3)
        if len(shown) < len(shop.cards):      # the rest is counted; a Levitation button offers each card
            cx, cy, w, h = ring.card_rect(x, y, slots - 1)
            more = f"+{len(shop.cards) - len(shown)}"
            d.rect(cx, cy, w, h, fill=CARD_BACK if shop.night else "#fff", stroke="#7f8c8d", radius=3,
                   dash=(3, 2))
            d.text(cx + w / 2, cy + h / 2, more, size=11, fill=ink, align="center", bold=True,
                   box=(cx - 1, cy, w + 2, h))
        if reachable:
            d.text(x + tile_w - 6, y + tile_h - edge + 3, labels["action"]["seek"].format(n=seek_steps[shop.index]),
                   size=11, fill=HIGHLIGHT if shop.night else SEEK_INK, align="right", bold=True,
                   box=(x + 36, y, tile_w - 36, tile_h))
        d.target(("shop", shop.index), x, y, tile_w, tile_h)
        for n, item in enumerate(shown):     # card targets sit above the tile's
            if (shop.index, item) in levitation:
                d.target(("shop_card", shop.index, item), *ring.card_rect(x, y, n))
        if shop.has_assistant:          # on the tile's rim, facing the centre, clear of the stacks
            r = ring.assistant
            ax, ay = x + tile_w - r + 1, y + tile_h - r + 1
            d.circle(ax, ay, r, fill="#fdcb6e", stroke=ASSISTANT, width=3)
            d.text(ax, ay, "A", size=r, fill=ASSISTANT_INK, align="center", bold=True)


def draw_centre(d: Drawing, view, labels, stack_levels: set, ring: Ring = WIDE):
    x, y, w, h = ring.deck
    d.rect(x, y, w, h, fill=CARD_BACK, stroke="#1b2631", width=2, radius=6)
    d.text(x + w / 2, y + h / 2 - 10, labels["deck"], size=12, fill="#dfe6e9", align="center")
    d.text(x + w / 2, y + h / 2 + 10, view.deck_size, size=min(20, h / 3.2), fill="#fff", align="center",
           bold=True)
    for stack in view.stacks:
        x, y, w, h = ring.stacks[stack.level - 1]
        legal = stack.level in stack_levels
        d.rect(x, y, w, h, fill="#fbeee6" if stack.size else "#ecf0f1",
               stroke=HIGHLIGHT if legal else "#95a5a6", width=4 if legal else 1.5, radius=6)
        if stack.top:
            d.card(x, y, w, h)
        box = (x, y, w, h)
        d.text(x + w / 2, y + 13, labels["level"].format(n=stack.level), size=11, fill="#6d214f",
               align="center", bold=True, box=box)
        name = labels["spell"][stack.top.name] if stack.top else labels["empty_stack"]
        if text_width(name, 11) > w - 4:
            name = labels["spell_short"][stack.top.name]
        d.text(x + w / 2, y + h / 2 - 1, name, size=11, fill="#222", align="center", box=box)
        d.text(x + w / 2, y + h - 16, f"×{stack.size}", size=13, fill="#555", align="center", bold=True, box=box)
        d.target(("stack", stack.level), x, y, w, h)

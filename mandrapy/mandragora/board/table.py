"""The table: the ring of ten shops with the Assistant, the deck and the five spell stacks in its middle.

Both layouts draw it the same way at the same coordinates (the narrow one through ``Drawing.moved``), so
its click targets and marks are the same in both. It spans :data:`TABLE` (x0, y0, x1, y1).
"""

from __future__ import annotations

import math

from ...core.drawing import Drawing
from ...widgets.controls import text_width
from .. import data
from .pieces import (ASSISTANT, CARD_BACK, CARD_H, CARD_W, DAY_TILE, HIGHLIGHT, NIGHT_TILE, draw_card)

HEADER = 64                      # the wide board's header, above the table
CENTRE = (330, HEADER + 341)
RING = 255
TILE_W, TILE_H = 118, 102
PER_ROW, ROWS = 4, 2             # cards shown on a shop tile: 4 a row, 2 rows (then "+n")
TABLE = (14, HEADER + 20, 646, HEADER + 658)


def stack_rect(level: int) -> tuple:
    """(x, y, w, h) of the spell stack of ``level`` (1 to 5) in the centre."""
    w, h, gap = 68, 90, 6
    left = CENTRE[0] - (5 * w + 4 * gap) / 2
    return left + (level - 1) * (w + gap), CENTRE[1] - 20, w, h


def shop_position(index: int) -> tuple:
    angle = -math.pi / 2 + 2 * math.pi * index / data.SHOP_COUNT
    return CENTRE[0] + RING * math.cos(angle), CENTRE[1] + RING * math.sin(angle)


def shop_card_rect(x, y, n: int) -> tuple:
    """(x, y, w, h) of the ``n``-th card shown on the shop tile whose corner is (x, y)."""
    col, row = n % PER_ROW, n // PER_ROW
    return x + 8 + col * (CARD_W + 2), y + 22 + row * (CARD_H + 3), CARD_W, CARD_H


def draw_shops(d: Drawing, view, labels, seek_steps: dict, levitation: set):
    for shop in view.shops:
        cx, cy = shop_position(shop.index)
        x, y = cx - TILE_W / 2, cy - TILE_H / 2
        reachable = shop.index in seek_steps
        border = HIGHLIGHT if reachable else ASSISTANT if shop.has_assistant else "#7f8c8d"
        d.rect(x, y, TILE_W, TILE_H, fill=NIGHT_TILE if shop.night else DAY_TILE,
               stroke=border, width=4 if reachable or shop.has_assistant else 1.5, radius=10)
        ink = "#dfe6f7" if shop.night else "#5d4037"
        kind = labels["night"] if shop.night else labels["day"]
        d.text(x + 8, y + 11, labels["shop"].format(n=shop.index), size=11, fill=ink, bold=True,
               box=(x, y, TILE_W - 20, TILE_H))
        d.text(x + 8, y + TILE_H - 8, kind, size=11, fill=ink, box=(x, y + TILE_H - 18, 36, 18))
        if shop.cards:
            d.circle(x + TILE_W - 11, y + 11, 9, fill="#fff", stroke="#7f8c8d")
            d.text(x + TILE_W - 11, y + 11, len(shop.cards), size=11, fill="#222", align="center", bold=True,
                   box=(x + TILE_W - 20, y + 2, 18, 18))
        slots = PER_ROW * ROWS
        shown = shop.cards if len(shop.cards) <= slots else shop.cards[:slots - 1]
        for n, item in enumerate(shown):
            draw_card(d, *shop_card_rect(x, y, n), item, labels)
            if (shop.index, item) in levitation:
                cx, cy, w, h = shop_card_rect(x, y, n)
                d.rect(cx - 2, cy - 2, w + 4, h + 4, stroke=HIGHLIGHT, width=2.5, radius=3)
        if len(shown) < len(shop.cards):      # the rest is counted; a Levitation button offers each card
            cx, cy, w, h = shop_card_rect(x, y, slots - 1)
            more = f"+{len(shop.cards) - len(shown)}"
            d.rect(cx, cy, w, h, fill=CARD_BACK if shop.night else "#fff", stroke="#7f8c8d", radius=3,
                   dash=(3, 2))
            d.text(cx + w / 2, cy + h / 2, more, size=11, fill=ink, align="center", bold=True,
                   box=(cx - 1, cy, w + 2, h))
        if reachable:
            d.text(x + TILE_W - 6, y + TILE_H - 8, labels["action"]["seek"].format(n=seek_steps[shop.index]),
                   size=11, fill=HIGHLIGHT, align="right", bold=True, box=(x + 36, y, TILE_W - 36, TILE_H))
        d.target(("shop", shop.index), x, y, TILE_W, TILE_H)
        for n, item in enumerate(shown):     # card targets sit above the tile's
            if (shop.index, item) in levitation:
                d.target(("shop_card", shop.index, item), *shop_card_rect(x, y, n))
        if shop.has_assistant:          # on the tile's rim, facing the centre, clear of the stacks
            ax, ay = x + TILE_W - 14, y + TILE_H - 14
            d.circle(ax, ay, 15, fill="#fdcb6e", stroke=ASSISTANT, width=3)
            d.text(ax, ay, "A", size=15, fill=ASSISTANT, align="center", bold=True)


def draw_centre(d: Drawing, view, labels, stack_levels: set):
    cx, cy = CENTRE
    d.rect(cx - 30, cy - 130, 60, 84, fill=CARD_BACK, stroke="#1b2631", width=2, radius=6)
    d.text(cx, cy - 98, labels["deck"], size=12, fill="#dfe6e9", align="center")
    d.text(cx, cy - 78, view.deck_size, size=20, fill="#fff", align="center", bold=True)
    for stack in view.stacks:
        x, y, w, h = stack_rect(stack.level)
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
        d.text(x + w / 2, y + 44, name, size=11, fill="#222", align="center", box=box)
        d.text(x + w / 2, y + 74, f"×{stack.size}", size=13, fill="#555", align="center", bold=True, box=box)
        d.target(("stack", stack.level), x, y, w, h)

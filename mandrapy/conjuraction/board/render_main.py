"""The main board: the three plane offers, the imbuement grid with its vantages, the Nether and the supply
(left column), the spell offer, twinks, charms and scores (middle column)."""

from __future__ import annotations

from ...core.drawing import Drawing
from ...core.labels import fill
from ...core.measure import fitting_size
from .. import data as D
from .common import (cached, CUBE_EDGE, CUBE_FILL, HIGHLIGHT, INK, LIT_FILL, MUTED, SEAT_COLOURS, SEAT_INK, SMALL, Context,
                     cube, dual, panel, rune_chip, target)
from .render_side import draw_side

LX, LW = 8, 466
MX, MW = 482, 236
CELL, ARROW = 28, 18
PLANE_W = (LW - 16) // 3
TILE_W, TILE_H, TILE_GAP = 150, 96, 8
SPACE = 22
VANTAGE_CORNER = ((0, 0), (0, 1), (1, 0), (1, 1))    # the tile (row, column) up-left of each vantage


def offer_size(players: int) -> int:
    return 3 if players <= 3 else 4


def table_height(players: int) -> float:
    """The left column's height: the plane offers, the imbuement points, the Nether and the supply."""
    rows = 2 if players == 2 else 3 if players == 3 else 4
    return (32 + ARROW + rows * CELL + 10) + 8 + 3 * (TILE_H + TILE_GAP) + 30 + 6 + 62


@cached
def arrow(d: Drawing, x, y, w, h, glyph, lit) -> None:
    """The ▶ / ▼ button that takes a row / column of an offer."""
    d.rect(x, y, w, h, fill=LIT_FILL if lit else "#dfe4ea", stroke="#a4b0be", radius=3)
    d.text(x + w / 2, y + h / 2 + 0.5, glyph, size=SMALL, fill=INK if lit else MUTED, align="center")


@cached
def offer_cell(d: Drawing, x, y, cubes) -> None:
    """One cell of a plane offer with up to four cubes in it."""
    d.rect(x, y, CELL, CELL, fill="#f1f2f6", stroke="#a4b0be")
    for n, colour in enumerate(cubes):
        cube(d, x + 1 + (n % 2) * 14, y + 1 + (n // 2) * 14, 13, colour)


def draw_offers(d: Drawing, ctx: Context, top: float) -> float:
    view, labels = ctx.view, ctx.labels
    size = offer_size(view.players)
    rows = max(r for r, _, _ in view.offers[0]) + 1          # rows count from 0
    h = 32 + ARROW + rows * CELL + 10
    panel(d, LX, top, LW, h, labels["offers"])
    for plane in range(3):
        x = LX + 8 + plane * (PLANE_W + 8)
        y = top + 26
        d.text(x + PLANE_W / 2 + ARROW / 2, y + 4, labels["plane"][plane], size=SMALL, fill=INK, align="center",
               bold=True)
        gx, gy = x + ARROW + 4, y + 14 + ARROW
        cells = {(r, c): cubes for r, c, cubes in view.offers[plane]}
        for (r, c), cubes in cells.items():
            cx, cy = gx + c * CELL, gy + r * CELL
            offer_cell(d, cx, cy, cubes[:4])
            if len(cubes) > 4:
                d.text(cx + CELL - 2, cy + CELL - 6, f"+{len(cubes) - 4}", size=SMALL, fill=INK, align="right")
            if ("cell", plane, r, c) in ctx.lit:          # a Mystic Portal exchange
                target(d, ctx, ("cell", plane, r, c), cx, cy, CELL, CELL)
        for kind, number, _on in D.offer_lines(view.players):
            key = ("line", plane, kind, number)
            if kind == "row":
                ax, ay, aw, ah, glyph = x, gy + number * CELL, ARROW, CELL, "▶"
                band = (gx, ay, CELL * size, CELL)
            else:
                ax, ay, aw, ah, glyph = gx + number * CELL, gy - ARROW - 1, CELL, ARROW, "▼"
                band = (ax, gy, CELL, CELL * rows)
            lit = key in ctx.lit
            if lit:
                d.rect(*band, stroke=HIGHLIGHT, width=2)
            arrow(d, ax, ay, aw, ah, glyph, lit)
            target(d, ctx, key, ax, ay, aw, ah)
    return top + h


def tile_rect(point: int, top: float) -> tuple:
    row, col = divmod(point, 3)
    return LX + col * (TILE_W + TILE_GAP), top + row * (TILE_H + TILE_GAP), TILE_W, TILE_H


@cached
def tile(d: Drawing, x, y, w, h, lit, title) -> None:
    d.rect(x, y, w, h, fill=LIT_FILL if lit else "#fbf7ef", stroke="#8e7d5b", width=1.5, radius=8)
    d.text(x + w / 2, y + 11, title, size=fitting_size(title, w - 8, 12, 11), fill=INK, align="center", bold=True)


def space_row(d: Drawing, ctx: Context, pt: int, x, w, y, size, gap, taken, stacked, ring=False) -> None:
    """Point ``pt``'s mana spaces in a row centred in (x, w) at ``y``: free ones show their colours, taken ones
    their cube; a cube stacked on one is a small cube at its corner (``ring``: a ring of its colour)."""
    spaces = D.SPACES[pt]
    total = len(spaces) * size + (len(spaces) - 1) * gap
    sx = x + (w - total) / 2
    inset = 3 if size >= 20 else 1.5
    for s, colours in enumerate(spaces):
        px, py = sx + s * (size + gap), y
        if (pt, s) in taken:
            d.rect(px, py, size, size, fill="#dfe4ea", stroke="#636e72")
            cube(d, px + inset, py + inset, size - 2 * inset, taken[(pt, s)])
        else:
            dual(d, px, py, size, colours)
        if (pt, s) in stacked and ring:
            d.rect(px - 1, py - 1, size + 2, size + 2, stroke=CUBE_EDGE[stacked[(pt, s)]], width=3)
        elif (pt, s) in stacked:
            cube(d, px + size - 8, py - 8, 13, stacked[(pt, s)])
        target(d, ctx, ("space", pt, s), px, py, size, size)


def draw_points(d: Drawing, ctx: Context, top: float) -> float:
    view, labels = ctx.view, ctx.labels
    taken = {(pt, s): k for pt, s, k in view.spaces}
    stacked = {(pt, s): k for pt, s, k in view.stacked}
    for pt, _spaces in enumerate(D.SPACES):
        x, y, w, h = tile_rect(pt, top)
        lit = ("point", pt) in ctx.lit
        tile(d, x, y, w, h, lit, labels["point"][pt])
        target(d, ctx, ("point", pt), x, y, w, h)
        space_row(d, ctx, pt, x, w, y + 44, SPACE, 4, taken, stacked)
        if ctx.options.interactive:           # the title band again, so its centre is the point's own spot
            d.target(("point", pt), x + 4, y, w - 8, 20)
    for v, (row, col) in enumerate(VANTAGE_CORNER):
        cx = LX + (col + 1) * (TILE_W + TILE_GAP) - TILE_GAP / 2
        cy = top + (row + 1) * (TILE_H + TILE_GAP) - TILE_GAP / 2
        d.circle(cx, cy, 17, fill="#ffffff", stroke="#636e72", width=1.5)
        rune_chip(d, cx, cy, 11, v)
        owners = {pt: o for vv, pt, o in view.familiar_at if vv == v}
        for pt in D.VANTAGE_POINTS[v]:
            prow, pcol = divmod(pt, 3)
            tx, ty, _, _ = tile_rect(pt, top)          # the slot sits in the tile's corner by the vantage
            fx = tx + (16 if pcol > col else TILE_W - 16)
            fy = ty + (28 if prow > row else TILE_H - 14)
            key = ("fam", v, pt)
            if pt in owners:
                d.circle(fx, fy, 9, fill=SEAT_COLOURS[owners[pt]], stroke="#2d3436")
                d.text(fx, fy + 0.5, str(owners[pt]), size=SMALL, fill=SEAT_INK[owners[pt]], align="center", bold=True)
            else:
                d.circle(fx, fy, 9, fill=LIT_FILL if key in ctx.lit else "#ffffff", stroke="#636e72")
            target(d, ctx, key, fx - 9, fy - 9, 18, 18)
    return top + 3 * (TILE_H + TILE_GAP)


def draw_supply(d: Drawing, ctx: Context, top: float) -> float:
    view, labels = ctx.view, ctx.labels
    # the Nether: one bar, its black cubes, a target for the Nether action
    h = 30
    lit = ("nether",) in ctx.lit
    d.rect(LX, top, LW, h, fill=LIT_FILL if lit else "#dcdde1", stroke="#2d3436", width=1.5, radius=6)
    nether = fill(labels["nether"], ctx.options.language, n=view.nether)
    d.text(LX + 10, top + h / 2, nether, size=12, fill=INK, bold=True)
    for n in range(min(view.nether, 12)):
        cube(d, LX + 150 + n * 17, top + 7, 16, 4)
    if view.nether_used:
        d.text(LX + LW - 10, top + h / 2, labels["nether_used"], size=SMALL, fill=MUTED, align="right")
    target(d, ctx, ("nether",), LX, top, LW, h)
    # supply: runes, glyphs, the bag's composition, set-aside and out-of-game mana
    y = top + h + 6
    sh = 62
    panel(d, LX, y, LW, sh)
    d.text(LX + 10, y + 14, labels["runes"], size=SMALL, fill=MUTED, bold=True)
    for t in range(4):
        rx = LX + 14 + t * 46
        rune_chip(d, rx, y + 38, 10, t)
        d.text(rx + 13, y + 38, str(view.rune_supply[t]), size=12, fill=INK, bold=True)
        target(d, ctx, ("runepile", t), rx - 11, y + 26, 36, 24)
    d.text(LX + 200, y + 14, labels["glyphs"], size=SMALL, fill=MUTED, bold=True)
    d.text(LX + 200, y + 38, f"✦ {view.glyph_supply}", size=13, fill=INK, bold=True)
    d.text(LX + 256, y + 14, labels["bag"], size=SMALL, fill=MUTED, bold=True)
    for k in range(5):
        bx = LX + 256 + (k % 3) * 40
        by = y + 22 + (k // 3) * 20
        cube(d, bx, by, 16, k, view.bag[k])
        target(d, ctx, ("bag", k), bx, by, 36, 17)
    d.text(LX + 380, y + 14, labels["setaside"].format(n=sum(view.setaside)), size=SMALL, fill=MUTED)
    d.text(LX + 380, y + 32, labels["out"].format(n=view.out), size=SMALL, fill=MUTED)
    return y + sh


def draw_main(d: Drawing, ctx: Context, top: float) -> float:
    """The left and middle columns; returns the lowest y drawn."""
    y = draw_offers(d, ctx, top)
    y = draw_points(d, ctx, y + 8)
    left = draw_supply(d, ctx, y)
    middle = draw_side(d, ctx, MX, MW, top)
    return max(left, middle)


__all__ = ["draw_main", "CUBE_FILL"]

"""The compact layout's table (:mod:`.compact`): the plane offers in a column, the imbuement points with their
vantages and familiar spaces, the Nether, the supply, the charms and the spell offer, drawn small at the
places the compact board gives them. Click keys are the wide board's (:mod:`.places`)."""

from __future__ import annotations

from ...core.drawing import Drawing
from ...core.labels import fill
from .. import data as D
from ..cards import GRIDS, RUNE_OF
from .common import (CUBE_FILL, CUBE_INK, HIGHLIGHT, INK, LIT_FILL, MUTED, SEAT_COLOURS, SEAT_INK,
                     SMALL, Context, cached, cube, cut, line_width, panel, rune_chip, target, wrap_lines)
from .labels import LETTERS
from .render_main import arrow, space_row

CELL, ARROW = 22, 13                       # an offer cell, an offer's row / column button
TILE_W, TILE_H, TILE_GAP = 94, 52, 9       # an imbuement point
SPACE = 14                                 # a mana space on a point
CARD_BAND = 23                             # a card's number (and rune) beside its grid


def offers_height(rows: int) -> float:
    return 3 * (26 + rows * CELL + 6) + 4


@cached
def mini_card(d: Drawing, x, y, square, card: int, locked=(), rune: bool = True) -> None:
    """A card: its 3x3 grid (a letter on every square from 12 units up), its number and rune beside it."""
    w, h = 3 * square + CARD_BAND, 3 * square + 6
    d.rect(x, y, w, h, fill="#fdfaf2", stroke="#636e72", radius=3)
    on = dict(locked)
    for s, colour in enumerate(GRIDS[card]):
        row, col = divmod(s, 3)
        sx, sy = x + 3 + col * square, y + 3 + row * square
        d.rect(sx, sy, square, square, fill=CUBE_FILL[colour], stroke="#636e72")
        shown = on.get(s, colour)
        if s in on:
            inset = max(1, square * 0.16)
            d.rect(sx + inset, sy + inset, square - 2 * inset, square - 2 * inset, fill=CUBE_FILL[shown],
                   stroke="#000000", width=2 if square >= 12 else 1, radius=2)
        if square >= 12:
            d.text(sx + square / 2, sy + square / 2 + 0.5, LETTERS[shown], size=SMALL, fill=CUBE_INK[shown],
                   align="center", bold=s in on, box=(sx, sy, square, square))
    d.text(x + w - 3, y + 9, str(card), size=SMALL, fill=INK, align="right", bold=True)
    if rune and h >= 30:
        rune_chip(d, x + w - 10, y + h - 9, 7, RUNE_OF[card])


def card_size(square: float) -> tuple:
    return 3 * square + CARD_BAND, 3 * square + 6


def draw_offers(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    """The three plane offers, one under another, each with its ▶ row and ▼ column buttons."""
    view, labels = ctx.view, ctx.labels
    size = 3 if view.players <= 3 else 4
    rows = max(r for r, _, _ in view.offers[0]) + 1
    block = 26 + rows * CELL + 6
    panel(d, x, top, w, offers_height(rows))
    for plane in range(3):
        by = top + 4 + plane * block
        gx, gy = x + 4 + ARROW + 2, by + 27
        name = cut(labels["plane_short"][plane], w - 8, SMALL, True)
        d.text(gx + size * CELL / 2, by + 7, name, size=SMALL, fill=INK, align="center", bold=True)
        cells = {(r, c): cubes for r, c, cubes in view.offers[plane]}
        for (r, c), cubes in cells.items():
            cx, cy = gx + c * CELL, gy + r * CELL
            offer_cell(d, cx, cy, tuple(cubes))
            if ("cell", plane, r, c) in ctx.lit:           # a Mystic Portal exchange
                target(d, ctx, ("cell", plane, r, c), cx, cy, CELL, CELL)
        for kind, number, _ in D.offer_lines(view.players):
            key = ("line", plane, kind, number)
            if kind == "row":
                ax, ay, aw, ah, glyph = x + 4, gy + number * CELL, ARROW, CELL, "▶"
                band = (gx, ay, CELL * size, CELL)
            else:
                ax, ay, aw, ah, glyph = gx + number * CELL, by + 14, CELL, ARROW - 1, "▼"
                band = (ax, gy, CELL, CELL * rows)
            lit = key in ctx.lit
            if lit:
                d.rect(*band, stroke=HIGHLIGHT, width=2)
            arrow(d, ax, ay, aw, ah, glyph, lit)
            target(d, ctx, key, ax, ay, aw, ah)
    return top + offers_height(rows)


@cached
def offer_cell(d: Drawing, x, y, cubes) -> None:
    """One offer cell: up to four cubes, or two and the count of the others."""
    d.rect(x, y, CELL, CELL, fill="#f1f2f6", stroke="#a4b0be")
    shown = cubes if len(cubes) <= 4 else cubes[:2]
    for n, colour in enumerate(shown):
        cube(d, x + 1 + (n % 2) * 10, y + 1 + (n // 2) * 10, 10, colour)
    if len(cubes) > 4:
        d.text(x + CELL / 2, y + 16, f"+{len(cubes) - 2}", size=SMALL, fill=INK, align="center", bold=True)


def tile_rect(x: float, top: float, point: int) -> tuple:
    row, col = divmod(point, 3)
    return x + col * (TILE_W + TILE_GAP), top + row * (TILE_H + TILE_GAP), TILE_W, TILE_H


def points_height() -> float:
    return 3 * TILE_H + 2 * TILE_GAP


def draw_points(d: Drawing, ctx: Context, x: float, top: float) -> float:
    """The nine points (title, mana spaces), then the four vantages and their familiar spaces."""
    view, labels = ctx.view, ctx.labels
    taken = {(pt, s): k for pt, s, k in view.spaces}
    stacked = {(pt, s): k for pt, s, k in view.stacked}
    for pt, _spaces in enumerate(D.SPACES):
        tx, ty, w, h = tile_rect(x, top, pt)
        lit = ("point", pt) in ctx.lit
        d.rect(tx, ty, w, h, fill=LIT_FILL if lit else "#fbf7ef", stroke="#8e7d5b", width=1.5, radius=6)
        for n, line in enumerate(wrap_lines(labels["point"][pt], w - 6, SMALL, 2)):
            d.text(tx + w / 2, ty + 7 + n * 11.5, line, size=SMALL, fill=INK, align="center", box=(tx, ty, w, h))
        target(d, ctx, ("point", pt), tx, ty, w, h)
        space_row(d, ctx, pt, tx, w, ty + 29, SPACE, 2, taken, stacked, ring=True)
        if ctx.options.interactive:            # the title band again, so its centre is the point's own spot
            d.target(("point", pt), tx, ty, w, 14)
    for v in range(4):
        draw_vantage(d, ctx, x, top, v)
    return top + points_height()


def draw_vantage(d: Drawing, ctx: Context, x: float, top: float, v: int) -> None:
    row, col = divmod(v, 2)
    cx = x + (col + 1) * (TILE_W + TILE_GAP) - TILE_GAP / 2
    cy = top + (row + 1) * (TILE_H + TILE_GAP) - TILE_GAP / 2
    d.circle(cx, cy, 10, fill="#ffffff", stroke="#636e72", width=1.5)
    rune_chip(d, cx, cy, 8, v)
    owners = {pt: o for vv, pt, o in ctx.view.familiar_at if vv == v}
    for pt in D.VANTAGE_POINTS[v]:
        prow, pcol = divmod(pt, 3)
        tx, ty, w, h = tile_rect(x, top, pt)
        fx = tx + (7 if pcol > col else w - 7)
        fy = ty + (29 if prow > row else 44)
        key = ("fam", v, pt)
        if pt in owners:
            d.circle(fx, fy, 6.5, fill=SEAT_COLOURS[owners[pt]], stroke="#2d3436")
            d.text(fx, fy + 0.5, str(owners[pt]), size=SMALL, fill=SEAT_INK[owners[pt]], align="center", bold=True)
        else:
            d.circle(fx, fy, 6, fill=LIT_FILL if key in ctx.lit else "#ffffff", stroke="#636e72")
        target(d, ctx, key, fx - 6, fy - 6, 12, 12)


def draw_supply(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    """The Nether bar, then runes and glyphs, the bag, and the mana set aside and out of the game."""
    view, labels = ctx.view, ctx.labels
    lit = ("nether",) in ctx.lit
    d.rect(x, top, w, 20, fill=LIT_FILL if lit else "#dcdde1", stroke="#2d3436", width=1.5, radius=5)
    nether = fill(labels["nether"], ctx.options.language, n=view.nether)
    d.text(x + 8, top + 10, nether, size=SMALL, fill=INK, bold=True)
    if view.nether_used:
        d.text(x + w - 8, top + 10, labels["nether_used"], size=SMALL, fill=MUTED, align="right")
    target(d, ctx, ("nether",), x, top, w, 20)
    y = top + 24
    panel(d, x, y, w, 56)
    d.text(x + 8, y + 10, labels["runes"], size=SMALL, fill=MUTED, bold=True)
    rx = x + 16 + line_width(labels["runes"], SMALL, True)
    for t in range(4):
        rune_chip(d, rx + t * 32, y + 10, 7, t)
        d.text(rx + t * 32 + 10, y + 10, str(view.rune_supply[t]), size=SMALL + 1, fill=INK, bold=True)
        target(d, ctx, ("runepile", t), rx + t * 32 - 8, y + 2, 28, 16)
    glyphs = labels["glyph_count"].format(n=view.glyph_supply)
    d.text(x + w - 8, y + 10, glyphs, size=SMALL, fill=INK, bold=True, align="right")
    d.text(x + 8, y + 28, labels["bag"], size=SMALL, fill=MUTED, bold=True)
    bx = x + 14 + line_width(labels["bag"], SMALL, True)
    for k in range(5):
        cube(d, bx + k * 36, y + 22, 12, k, view.bag[k])
        target(d, ctx, ("bag", k), bx + k * 36, y + 21, 32, 14)
    aside = labels["setaside"].format(n=sum(view.setaside)) + " · " + labels["out"].format(n=view.out)
    d.text(x + 8, y + 46, aside, size=SMALL, fill=MUTED)
    return y + 56


def draw_charms(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    """Each charm in play: its name, its VP, who holds it (a numbered token)."""
    view, labels = ctx.view, ctx.labels
    holders = {s.charm: p for p, s in enumerate(view.seats) if s.charm}
    h = 16 + len(view.charms) * 17
    panel(d, x, top, w, h)
    d.text(x + 8, top + 8, labels["charms"], size=SMALL, fill=MUTED, bold=True)
    for n, name in enumerate(view.charms):
        ry = top + 15 + n * 17
        lit = ("charm", name) in ctx.lit
        d.rect(x + 4, ry, w - 8, 15, fill=LIT_FILL if lit else "#f5f6fa", stroke="#a4b0be", radius=3)
        vp = labels["vp"].format(n=D.CHARM_VP[name])
        d.text(x + 10, ry + 7.5, labels["charm"][name], size=SMALL, fill=INK)
        d.text(x + w - 26, ry + 7.5, vp, size=SMALL, fill=MUTED, align="right")
        if name in holders:
            d.circle(x + w - 14, ry + 7.5, 6.5, fill=SEAT_COLOURS[holders[name]], stroke="#2d3436")
            holder = holders[name]
            d.text(x + w - 14, ry + 8, str(holder), size=SMALL, fill=SEAT_INK[holder], align="center", bold=True)
        target(d, ctx, ("charm", name), x + 4, ry, w - 8, 15)
    return top + h


def draw_spell_offer(d: Drawing, ctx: Context, x: float, w: float, top: float, square: float) -> float:
    """The spell offer in one row, the deck and the discard in its title line."""
    view, labels = ctx.view, ctx.labels
    count = max(len(view.card_offer), 1)          # more than the usual offer: smaller cards
    square = min(square, int(((w - 10 - 4 * (count - 1)) / count - CARD_BAND) // 3))
    cw, ch = card_size(square)
    h = 16 + card_size(12)[1] + 5
    panel(d, x, top, w, h)
    title = " · ".join((labels["card_offer"], labels["deck"].format(n=view.deck_size),
                        labels["discard"].format(n=len(view.discard))))
    d.text(x + 8, top + 8, cut(title, w - 16, SMALL, True), size=SMALL, fill=MUTED, bold=True)
    for n, card in enumerate(view.card_offer):
        cx, cy = x + 5 + n * (cw + 4), top + 16
        d.card(cx, cy, cw, ch)
        mini_card(d, cx, cy, square, card)
        target(d, ctx, ("offer", card), cx, cy, cw, ch)
    return top + h



"""The grimoire in focus (three circles, three forges, twelve formulas, workers, hand) and a compact strip
for every other seat (click one to look at its grimoire)."""

from __future__ import annotations

from ...core.drawing import Drawing
from ...core.labels import fill
from .. import data as D
from ..cards import RUNE_OF
from .common import (cached, INK, LIT_FILL, MUTED, PANEL_EDGE, SEAT_COLOURS, SMALL, Context, card_grid, cube, cut,
                     line_width, panel, placed_squares, rune_chip, seat_facts, spell_card, target, wrap_parts)
from .labels import LETTERS

RX, RW = 726, 446
COLUMN_W, COLUMN_GAP = 140, 5
SQUARE = 28
STRIP_H = 76
GRIMOIRE_H = 446


def _token(d: Drawing, ctx: Context, key, x, y, w, text, used: bool, size: float = 12) -> None:
    d.rect(x, y, w, 24, fill="#dfe4ea" if used else "#ffffff", stroke="#636e72", radius=12)
    d.text(x + w / 2, y + 12.5, text, size=size, fill=MUTED if used else INK, align="center", bold=not used)
    target(d, ctx, key, x, y, w, 24, grimoire=True)


def draw_workers(d: Drawing, ctx: Context, seat, x, y) -> None:
    labels = ctx.labels
    _token(d, ctx, ("sorcerer",), x, y, 82, labels["sorcerer"], seat.sorcerer_used)
    left = seat.familiars - seat.familiars_used
    _token(d, ctx, ("familiar",), x + 90, y, 112, labels["familiars"].format(left=left, bound=seat.familiars),
           left <= 0)
    for t in range(4):
        rx = x + 208 + t * 37
        up, down = seat.runes_up[t], seat.runes_down[t]
        rune_chip(d, rx + 9, y + 12, 9, t)
        d.text(rx + 20, y + 12, f"{up}" + (f"/{down}" if down else ""), size=SMALL, fill=INK if up else MUTED,
               bold=bool(up))
        target(d, ctx, ("rune", t), rx - 1, y, 36, 24, grimoire=True)
    _token(d, ctx, ("glyph",), x + 358, y, 70, labels["glyph_count"].format(n=seat.glyphs), not seat.glyphs, SMALL)


@cached
def formula_pattern(d: Drawing, x, y, squares) -> None:
    """A formula's squares as a tiny 3x3 pattern (dark: the squares it needs)."""
    for s in range(9):
        row, col = divmod(s, 3)
        d.rect(x + col * 5, y + row * 5, 5, 5, fill="#2d3436" if s in squares else "#dfe4ea")


def draw_column(d: Drawing, ctx: Context, seat, g: int, x: float, y: float) -> None:
    labels = ctx.labels
    d.text(x + COLUMN_W / 2, y + 8, labels["plane"][g], size=12, fill=INK, align="center", bold=True)
    # the thaumaturgic circle: five colour chips with counts
    cy = y + 18
    lit_circle = ("circle", g) in ctx.lit and ctx.acting
    d.rect(x, cy, COLUMN_W, 56, fill=LIT_FILL if lit_circle else "#f5f6fa", stroke=PANEL_EDGE, radius=18)
    target(d, ctx, ("circle", g), x, cy, COLUMN_W, 56, grimoire=True)
    counts = seat.circles[g]
    d.text(x + COLUMN_W - 12, cy + 46, f"{sum(counts)}/{D.CIRCLE_ROOM}", size=SMALL, fill=MUTED, align="right")
    for k in range(5):
        chip_x = x + 8 + (k % 3) * 44 if k < 3 else x + 8 + (k - 3) * 44
        chip_y = cy + 6 if k < 3 else cy + 30
        cube(d, chip_x, chip_y, 19, k, counts[k], faded=not counts[k])
        target(d, ctx, ("cube", g, k), chip_x, chip_y, 36, 20, grimoire=True)
    # the forge: its card (3x3 squares, locked cubes) or a free slot
    fy = cy + 64
    card = seat.forges[g]
    fw, fh = 3 * SQUARE + 30, 3 * SQUARE + 8
    fx = x + (COLUMN_W - fw) / 2
    if card is None:
        d.rect(fx, fy, fw, fh, fill=LIT_FILL if ("forge", g) in ctx.lit and ctx.acting else "#f5f6fa",
               stroke="#a4b0be", radius=4, dash=(5, 4))
        d.text(fx + fw / 2, fy + fh / 2, labels["empty_forge"], size=12, fill=MUTED, align="center")
        target(d, ctx, ("forge", g), fx, fy, fw, fh, grimoire=True)
    else:
        spell_card(d, fx, fy, SQUARE, card, labels, placed_squares(seat.grimoire[g]))
        # the card itself (to swap or move it) is its number-and-rune edge: the squares are targets too
        target(d, ctx, ("forge", g), fx + 3 * SQUARE + 5, fy, fw - 3 * SQUARE - 5, fh, grimoire=True)
        for s in range(9):
            row, col = divmod(s, 3)
            target(d, ctx, ("square", g, s), fx + 4 + col * SQUARE, fy + 4 + row * SQUARE, SQUARE, SQUARE,
                   grimoire=True)
    # the four formulas: pattern, VP, reward, a twink when covered
    covered = {D.FORMULA_NAMES.index(name) for forge, name in seat.covered if forge == g}
    for n, (squares, vp, reward) in enumerate(D.FORMULAS[g]):
        ry = fy + fh + 6 + n * 19
        formula_pattern(d, x + 4, ry, tuple(sorted(squares)))
        d.text(x + 24, ry + 8, labels["vp"].format(n=vp), size=SMALL, fill=INK, bold=True)
        d.text(x + 62, ry + 8, labels["reward"][reward or ""], size=SMALL, fill=MUTED)
        if n in covered:
            d.circle(x + COLUMN_W - 10, ry + 7, 7, fill="#0c2461", stroke="#0c2461")
            d.text(x + COLUMN_W - 10, ry + 7.5, "✓", size=SMALL, fill="#fff", align="center", bold=True)


def draw_grimoire(d: Drawing, ctx: Context, top: float) -> float:
    view, labels = ctx.view, ctx.labels
    p = ctx.focus
    seat = view.seats[p]
    panel(d, RX, top, RW, GRIMOIRE_H)
    d.rect(RX, top, 8, GRIMOIRE_H, fill=SEAT_COLOURS[p], radius=3)
    title = labels["focus"].format(who=ctx.seat_name(p))
    if seat.character:
        title += " · " + labels["character"][seat.character]
    d.text(RX + 16, top + 14, title, size=13, fill=INK, bold=True)
    d.text(RX + RW - 10, top + 14, labels["vp"].format(n=seat.score), size=13, fill=INK, align="right",
           bold=True)
    status = " · ".join(([labels["charm"][seat.charm]] if seat.charm else [])
                        + ([labels["passed"]] if seat.passed else []))
    if status:
        d.text(RX + RW - 10, top + 32, status, size=SMALL, fill=INK, align="right", bold=True)
    if seat.character:
        power = labels["power"][seat.character]
        if seat.wild is not None:
            power += " · " + labels["wild"].format(colour=labels["colour"][seat.wild] + f" ({LETTERS[seat.wild]})")
        room = RW - 26 - (line_width(status, SMALL, True) + 10 if status else 0)
        d.text(RX + 16, top + 32, cut(power, room, SMALL), size=SMALL, fill=MUTED)
    draw_workers(d, ctx, seat, RX + 14, top + 44)
    for g in range(3):
        draw_column(d, ctx, seat, g, RX + 10 + g * (COLUMN_W + COLUMN_GAP), top + 78)
    # hand (or its size), and the starting mana still to place
    y = top + 78 + 18 + 64 + 3 * SQUARE + 8 + 6 + 4 * 19 + 6
    if seat.hand is None:
        d.text(RX + 16, y + 8, fill(labels["hidden_hand"], ctx.options.language, n=seat.hand_size), size=12, fill=MUTED)
        if any(seat.start_mana):
            draw_start_mana(d, ctx, seat, RX + 200, y)
        return top + GRIMOIRE_H
    d.text(RX + 16, y + 8, labels["hand"], size=SMALL, fill=MUTED, bold=True)
    square, step, per_row = hand_size(len(seat.hand))
    cw, ch = 3 * square + 20, 3 * square + 7
    for n, card in enumerate(seat.hand):
        row, col = divmod(n, per_row)
        hx, hy = RX + 14 + col * step, y + 16 + row * (ch + 4)
        d.card(hx, hy, cw, ch)
        d.rect(hx, hy, cw, ch, fill="#fdfaf2", stroke="#636e72", radius=3)
        card_grid(d, hx + 3, hy + 3, square, card)
        d.text(hx + cw - 2, hy + 9, f"{card}", size=SMALL, fill=INK, align="right", bold=True)
        if ch >= 30:
            rune_chip(d, hx + cw - 7, hy + ch - 8, 6, RUNE_OF[card])
        target(d, ctx, ("hand", card), hx, hy, cw, ch, grimoire=True)
    if any(seat.start_mana):                  # before the first turn only, when the hand is small
        # at least one card's room: with the hand empty it stays clear of the "Hand" label, and in place
        draw_start_mana(d, ctx, seat, RX + 16 + min(max(len(seat.hand), 1), 3) * 68 + 8, y)
    return top + GRIMOIRE_H


def hand_size(count: int) -> tuple:
    """``(square, step, per_row)`` of the hand's cards: the largest that show all ``count`` of them."""
    for square, step, per_row in ((15, 68, 6), (12, 58, 7), (8, 48, 9)):
        if count <= per_row * (1 if square == 15 else 2):
            return square, step, per_row
    return 5, 40, 11


def draw_start_mana(d: Drawing, ctx: Context, seat, x, y) -> None:
    d.text(x, y + 8, ctx.labels["start_mana"], size=SMALL, fill=MUTED, bold=True)
    for k in [k for k in range(5) if seat.start_mana[k]]:
        cube(d, x, y + 24, 20, k, seat.start_mana[k])
        target(d, ctx, ("start", k), x, y + 24, 40, 20, grimoire=True)
        x += 50


def draw_strips(d: Drawing, ctx: Context, top: float) -> float:
    """One compact strip per seat out of focus; clicking one focuses its grimoire."""
    view, labels = ctx.view, ctx.labels
    y = top
    for p, seat in enumerate(view.seats):
        if p == ctx.focus:
            continue
        active = p == view.to_play
        d.rect(RX, y, RW, STRIP_H, fill="#ffffff", stroke=SEAT_COLOURS[p] if active else PANEL_EDGE,
               width=3 if active else 1.5, radius=8)
        d.rect(RX, y, 8, STRIP_H, fill=SEAT_COLOURS[p], radius=3)
        name = ctx.seat_name(p) + (" · " + labels["character"][seat.character] if seat.character else "")
        d.text(RX + 16, y + 13, name, size=12, fill=INK, bold=True)
        d.text(RX + RW - 10, y + 13, labels["vp"].format(n=seat.score), size=12, fill=INK, align="right", bold=True)
        for n, line in enumerate(wrap_parts(seat_facts(ctx, p), RW - 26, SMALL)[:2]):
            d.text(RX + 16, y + 57 + n * 12.5, line, size=SMALL, fill=MUTED)
        # the three circles as counts; the forge cards as mini grids
        for g in range(3):
            gx = RX + 16 + g * 140
            shown = [(k, n) for k, n in enumerate(seat.circles[g]) if n][:4]
            for m, (k, n) in enumerate(shown):
                cube(d, gx + (m % 2) * 27, y + 22 + (m // 2) * 15, 13, k, n)
            card = seat.forges[g]
            if card is not None:
                d.card(gx + 56, y + 22, 27, 27)
                card_grid(d, gx + 56, y + 22, 9, card, placed_squares(seat.grimoire[g]))
            covered = sum(1 for forge, _ in seat.covered if forge == g)
            if covered:
                d.text(gx + 88, y + 36, labels["covered"].format(n=covered), size=SMALL, fill="#0c2461")
        if ctx.options.interactive:
            d.target(("focus", p), RX, y, RW, STRIP_H)
        y += STRIP_H + 6
    return y

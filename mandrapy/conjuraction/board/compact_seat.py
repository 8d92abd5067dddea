"""The compact layout's seats (:mod:`.compact`): the grimoire in focus in full (workers, three circles with
their forges and formulas, the whole hand) and every other seat as a labelled strip (click one to look at
its grimoire). Click keys are the wide board's (:mod:`.places`)."""

from __future__ import annotations

from ...core.drawing import Drawing
from ...core.labels import fill
from .. import data as D
from .common import (INK, LIT_FILL, MUTED, PANEL_EDGE, SEAT_COLOURS, SMALL, Context, cube, cut, fit_text,
                     line_width, panel, placed_squares, rune_chip, seat_facts, target, wrap_parts)
from .compact_table import CARD_BAND, card_size, mini_card
from .labels import LETTERS
from .render_grimoire import formula_pattern

COLUMN_W, COLUMN_GAP = 124, 4
FORGE_SQUARE = 13
COLUMNS_TOP = 56                     # below the title, the power and the workers
COLUMN_H = 108
HAND_H = 44
PANEL_H = COLUMNS_TOP + COLUMN_H + 4 + HAND_H + 4
SEAT_LINES_H = 37


def token(d: Drawing, ctx: Context, key, x, y, text, used: bool) -> float:
    """A worker as a labelled pill; returns its width."""
    w = line_width(text, SMALL, not used) + 12
    d.rect(x, y, w, 20, fill="#dfe4ea" if used else "#ffffff", stroke="#636e72", radius=10)
    d.text(x + w / 2, y + 10.5, text, size=SMALL, fill=MUTED if used else INK, align="center", bold=not used,
           box=(x, y, w, 20))
    target(d, ctx, key, x, y, w, 20, grimoire=True)
    return w


def draw_workers(d: Drawing, ctx: Context, seat, x, y) -> None:
    labels = ctx.labels
    x += token(d, ctx, ("sorcerer",), x, y, labels["sorcerer"], seat.sorcerer_used) + 6
    left = seat.familiars - seat.familiars_used
    x += token(d, ctx, ("familiar",), x, y, labels["familiars"].format(left=left, bound=seat.familiars),
               left <= 0) + 5
    for t in range(4):
        up, down = seat.runes_up[t], seat.runes_down[t]
        count = f"{up}" + (f"/{down}" if down else "")
        rune_chip(d, x + 8, y + 10, 8, t)
        d.text(x + 19, y + 10, count, size=SMALL, fill=INK if up else MUTED, bold=bool(up))
        w = 21 + line_width(count, SMALL, True)
        target(d, ctx, ("rune", t), x, y, w, 20, grimoire=True)
        x += w + 2
    token(d, ctx, ("glyph",), x + 2, y, labels["glyph_count"].format(n=seat.glyphs), not seat.glyphs)


def draw_column(d: Drawing, ctx: Context, seat, g: int, x: float, y: float) -> None:
    """One plane of the grimoire: its forge (card or free slot), its circle's five colours, its formulas."""
    labels = ctx.labels
    counts = seat.circles[g]
    d.text(x + 2, y + 6, cut(labels["plane_short"][g], COLUMN_W - 34, SMALL, True), size=SMALL, fill=INK, bold=True)
    d.text(x + COLUMN_W - 2, y + 6, f"{sum(counts)}/{D.CIRCLE_ROOM}", size=SMALL, fill=MUTED, align="right")
    fy = y + 13
    fw, fh = card_size(FORGE_SQUARE)
    card = seat.forges[g]
    if card is None:
        d.rect(x, fy, fw, fh, fill=LIT_FILL if ("forge", g) in ctx.lit and ctx.acting else "#f5f6fa",
               stroke="#a4b0be", radius=4, dash=(5, 4))
        d.text(x + fw / 2, fy + fh / 2, labels["empty_forge"], size=SMALL, fill=MUTED, align="center",
               box=(x, fy, fw, fh))
        target(d, ctx, ("forge", g), x, fy, fw, fh, grimoire=True)
    else:
        d.card(x, fy, fw, fh)
        mini_card(d, x, fy, FORGE_SQUARE, card, placed_squares(seat.grimoire[g]))
        target(d, ctx, ("forge", g), x + 3 * FORGE_SQUARE + 4, fy, fw - 3 * FORGE_SQUARE - 4, fh, grimoire=True)
        for s in range(9):
            row, col = divmod(s, 3)
            target(d, ctx, ("square", g, s), x + 3 + col * FORGE_SQUARE, fy + 3 + row * FORGE_SQUARE,
                   FORGE_SQUARE, FORGE_SQUARE, grimoire=True)
    cx, cw = x + fw + 3, COLUMN_W - fw - 3
    lit_circle = ("circle", g) in ctx.lit and ctx.acting
    d.rect(cx, fy, cw, fh, fill=LIT_FILL if lit_circle else "#f5f6fa", stroke=PANEL_EDGE, radius=8)
    target(d, ctx, ("circle", g), cx, fy, cw, fh, grimoire=True)
    for k in range(5):                       # two columns; the circle's centre stays its own click
        chip_x, chip_y = cx + 2 + (k // 3) * (cw / 2 + 1), fy + 2 + (k % 3) * 14.5
        cube(d, chip_x, chip_y, 12, k, counts[k], faded=not counts[k])
        target(d, ctx, ("cube", g, k), chip_x, chip_y, cw / 2 - 4, 13, grimoire=True)
    covered = {D.FORMULA_NAMES.index(name) for forge, name in seat.covered if forge == g}
    for n, (squares, vp, reward) in enumerate(D.FORMULAS[g]):
        ry = fy + fh + 3 + n * 11.5
        formula_pattern(d, x + 1, ry + 1, tuple(sorted(squares)))
        d.text(x + 20, ry + 6.5, labels["vp"].format(n=vp), size=SMALL, fill=INK, bold=True)
        d.text(x + 56, ry + 6.5, labels["reward"][reward or ""], size=SMALL, fill=MUTED)
        if n in covered:
            d.text(x + COLUMN_W - 2, ry + 6.5, "✓", size=SMALL, fill="#0c2461", align="right", bold=True)


def hand_layout(count: int, room: float) -> tuple:
    """``(rows, square, per_row)``: the largest cards that put ``count`` cards in HAND_H (square 0: the
    cards' numbers only)."""
    for rows in (1, 2):
        per_row = max(1, -(-count // rows))
        tall = int(((HAND_H - (rows - 1) * 3) / rows - 6) // 3)
        wide = int(((room + 3) / per_row - 3 - CARD_BAND) // 3)
        if min(tall, wide) >= (6 if rows == 1 else 4):
            return rows, min(tall, wide, 12), per_row
    return 3, 0, int((room + 3) // 27)


def draw_hand(d: Drawing, ctx: Context, seat, x: float, y: float, w: float) -> None:
    labels = ctx.labels
    if seat.hand is None:
        d.text(x, y + 10, fill(labels["hidden_hand"], ctx.options.language, n=seat.hand_size), size=SMALL,
               fill=MUTED)
        if any(seat.start_mana):
            draw_start_mana(d, ctx, seat, x + 160, y, w - 160)
        return
    label = labels["hand"]
    d.text(x, y + 10, label, size=SMALL, fill=MUTED, bold=True)
    hx = x + line_width(label, SMALL, True) + 8
    room = x + w - hx
    shown = len(seat.hand)
    start = any(seat.start_mana)
    if start:
        room = min(room, max(shown, 1) * (card_size(13)[0] + 3))
    rows, square, per_row = hand_layout(shown, room)
    cw, ch = card_size(square) if square else (24, (HAND_H - 6) / 3)
    for n, card in enumerate(seat.hand[:rows * per_row]):
        row, col = divmod(n, per_row)
        cx, cy = hx + col * (cw + 3), y + row * (ch + 3)
        d.card(cx, cy, cw, ch)
        if square:
            mini_card(d, cx, cy, square, card)
        else:
            d.rect(cx, cy, cw, ch, fill="#fdfaf2", stroke="#636e72", radius=2)
            d.text(cx + cw / 2, cy + ch / 2 + 0.5, str(card), size=SMALL, fill=INK, align="center", bold=True)
        target(d, ctx, ("hand", card), cx, cy, cw, ch, grimoire=True)
    if start:
        sx = hx + room + 8
        draw_start_mana(d, ctx, seat, sx, y, x + w - sx)


def draw_start_mana(d: Drawing, ctx: Context, seat, x, y, room) -> None:
    d.text(x, y + 8, cut(ctx.labels["start_mana"], room, SMALL, True), size=SMALL, fill=MUTED, bold=True)
    for k in [k for k in range(5) if seat.start_mana[k]]:
        cube(d, x, y + 20, 18, k, seat.start_mana[k])
        target(d, ctx, ("start", k), x, y + 20, 38, 18, grimoire=True)
        x += 46


def draw_grimoire(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    """The grimoire in focus, in full."""
    view, labels = ctx.view, ctx.labels
    p = ctx.focus
    seat = view.seats[p]
    panel(d, x, top, w, PANEL_H)
    d.rect(x, top, 6, PANEL_H, fill=SEAT_COLOURS[p], radius=3)
    vp = labels["vp"].format(n=seat.score)
    title = labels["focus"].format(who=ctx.seat_name(p))
    if seat.character:
        title += " · " + labels["character"][seat.character]
    title, size = fit_text(title, w - 30 - line_width(vp, 12, True), 12, True)
    d.text(x + 12, top + 10, title, size=size, fill=INK, bold=True)
    d.text(x + w - 8, top + 10, vp, size=12, fill=INK, align="right", bold=True)
    status = " · ".join(([labels["charm"][seat.charm]] if seat.charm else [])
                        + ([labels["first_player"]] if p == view.first else [])
                        + ([labels["passed"]] if seat.passed else []))
    if status:
        d.text(x + w - 8, top + 23, status, size=SMALL, fill=INK, align="right", bold=True)
    if seat.character:
        power = labels["power"][seat.character]
        if seat.wild is not None:
            power += " · " + labels["wild"].format(colour=labels["colour"][seat.wild] + f" ({LETTERS[seat.wild]})")
        room = w - 22 - (line_width(status, SMALL, True) + 10 if status else 0)
        d.text(x + 12, top + 23, cut(power, room, SMALL), size=SMALL, fill=MUTED)
    draw_workers(d, ctx, seat, x + 10, top + 33)
    for g in range(3):
        draw_column(d, ctx, seat, g, x + 6 + g * (COLUMN_W + COLUMN_GAP), top + COLUMNS_TOP)
    draw_hand(d, ctx, seat, x + 10, top + COLUMNS_TOP + COLUMN_H + 4, w - 16)
    return top + PANEL_H


def draw_other_seats(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    """Every seat out of focus as a strip of three lines, two to a row."""
    view, labels = ctx.view, ctx.labels
    others = [p for p in range(view.players) if p != ctx.focus]
    per_row = 1 if len(others) == 1 else 2
    sw = (w - 6 * (per_row - 1)) / per_row
    for n, p in enumerate(others):
        sx, sy = x + (n % per_row) * (sw + 6), top + (n // per_row) * (SEAT_LINES_H + 3)
        seat = view.seats[p]
        active = p == view.to_play
        d.rect(sx, sy, sw, SEAT_LINES_H, fill="#ffffff", stroke=SEAT_COLOURS[p] if active else PANEL_EDGE,
               width=2.5 if active else 1.5, radius=6)
        d.rect(sx, sy, 6, SEAT_LINES_H, fill=SEAT_COLOURS[p], radius=3)
        vp = labels["vp"].format(n=seat.score)
        room = sw - 22 - line_width(vp, SMALL, True)
        name, facts = ctx.seat_name(p), seat_facts(ctx, p, short=True)
        character = labels["character"][seat.character] if seat.character else ""
        if character and line_width(f"{name} · {character}", SMALL, True) <= room:
            name += " · " + character
        elif character:                              # the name whole, the character with the facts
            facts = [character] + facts
        d.text(sx + 10, sy + 8, cut(name, room, SMALL, True), size=SMALL, fill=INK, bold=True)
        d.text(sx + sw - 6, sy + 8, vp, size=SMALL, fill=INK, align="right", bold=True)
        lines = wrap_parts(facts, sw - 15, SMALL, joint=", ")
        if len(lines) > 2:
            lines = lines[:1] + [cut(", ".join(lines[1:]), sw - 15, SMALL)]
        for m, line in enumerate(lines):
            d.text(sx + 11, sy + 19.5 + m * 11.5, line, size=SMALL, fill=MUTED)
        if ctx.options.interactive:
            d.target(("focus", p), sx, sy, sw, SEAT_LINES_H)
    rows = (len(others) + per_row - 1) // per_row
    return top + rows * (SEAT_LINES_H + 3) - 3

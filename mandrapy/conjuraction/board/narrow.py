"""The narrow layout: the same board in at most ``NARROW_WIDTH`` (680) units, for a notebook beside a file
browser on a laptop (shown no smaller than its design size, so 11-unit text stays 11 px).

Top to bottom: the header, its prompt on two lines (and the twinks, the game's clock); the table (plane
offers, imbuement points, the Nether, the supply) with the spell offer, charms and scores beside it; the
grimoire in focus (the viewer's) right under the imbuement points, the other seats as compact cards beside
it (click one to look at its grimoire); the buttons. Most turns are two clicks, a worker in the grimoire
then its target on the table (an offer line, a point, a familiar space, a mana space, the Nether), and
sub-steps land in the grimoire (its squares, circles and hand): so the grimoire sits between the points
and the buttons, where a worker and its target fit in one screen and Pass or End turn is right below.

The table, the grimoire and the strips' click keys are the wide layout's (``places``); the parts written
for the wide board are drawn here through ``Drawing.moved``.
"""

from __future__ import annotations

from ...core.drawing import NARROW_WIDTH, Drawing, Options
from ...widgets.controls import button, choice_bar
from .common import (BACKGROUND, INK, MUTED, PANEL_EDGE, SEAT_COLOURS, SMALL, Context, card_grid, cube, cut, fit_text,
                     line_width, placed_squares, seat_facts, wrap_lines, wrap_parts)
from .prompt import FOOTER, breadcrumb, footer_choices, prompt_text
from .render_grimoire import GRIMOIRE_H, RW, RX, draw_grimoire
from .render_main import LW, LX, draw_offers, draw_points, draw_supply, table_height
from .render_side import draw_side, side_height
from .words import worker_label

WIDTH = NARROW_WIDTH
HEADER = 128
SIDE_X = LX + LW + 8                     # the column beside the table
SIDE_W = WIDTH - 8 - SIDE_X
GRIMOIRE_X = 8
STRIPS_X = GRIMOIRE_X + RW + 8           # the other seats, beside the grimoire
STRIPS_W = WIDTH - 8 - STRIPS_X
CARD_H = 138
FORGE_STEP = 62                          # one forge's thumbnail and its circle's cubes, in a compact strip


def grimoire_top(players: int) -> float:
    return HEADER + 8 + max(table_height(players), side_height(players, True)) + 8


def content_height(players: int) -> float:
    """Where the grimoire and the strips end (one height per player count, as in the wide layout)."""
    strips = (players - 1) * (CARD_H + 6) - 6
    return grimoire_top(players) + max(GRIMOIRE_H, strips)


def draw_header(d: Drawing, ctx: Context) -> None:
    view, labels, options = ctx.view, ctx.labels, ctx.options
    d.rect(0, 0, WIDTH, HEADER, fill="#2d3436")
    d.text(14, 18, labels["title"], size=16, fill="#fdcb6e", bold=True)
    twinks = labels["twinks"].format(blue=view.blue, yellow=view.yellow)
    d.text(WIDTH - 12, 18, twinks, size=12, fill="#dfe6e9", align="right")
    if view.final:
        d.text(WIDTH - 22 - line_width(twinks, 12), 18, labels["final"], size=12, fill="#ff7675", align="right",
               bold=True)
    if view.to_play is not None:
        d.circle(22, 44, 7, fill=SEAT_COLOURS[view.to_play], stroke="#fff")
    prompt = wrap_lines(prompt_text(ctx), WIDTH - 36 - 12, 14, 2)
    for n, line in enumerate(prompt):
        d.text(36, 44 + n * 18, line, size=14, fill="#ffffff")
    d.region("prompt", 36, 35, WIDTH - 48, 18 * len(prompt))
    crumb = breadcrumb(view, labels) if not view.is_over else ""
    if crumb:
        d.text(36, 81, cut(crumb, WIDTH - 36 - 12, 12), size=12, fill="#dfe6e9")
    if options.message:
        lines, ink, bold = wrap_lines(options.message, WIDTH - 28, 12, 2, True), "#ff7675", True
    elif ctx.worker is not None:
        picked = labels["picked"].format(what=worker_label(ctx.worker, labels))
        lines, ink, bold = wrap_lines(picked, WIDTH - 28, 12, 2, True), "#ffeaa7", True
    else:
        lines, ink, bold = wrap_parts(labels["legend"].split(" · "), WIDTH - 28, 12)[:2], "#b2bec3", False
    for n, line in enumerate(lines):
        d.text(14, 101 + n * 16, line, size=12, fill=ink, bold=bold)


def draw_seat_cards(d: Drawing, ctx: Context, x: float, top: float, w: float) -> None:
    """A compact card per seat out of focus: name, VP, facts, and per circle its forge card and cubes."""
    view, labels = ctx.view, ctx.labels
    y = top
    for p, seat in enumerate(view.seats):
        if p == ctx.focus:
            continue
        active = p == view.to_play
        d.rect(x, y, w, CARD_H, fill="#ffffff", stroke=SEAT_COLOURS[p] if active else PANEL_EDGE,
               width=3 if active else 1.5, radius=8)
        d.rect(x, y, 8, CARD_H, fill=SEAT_COLOURS[p], radius=3)
        vp = labels["vp"].format(n=seat.score)
        d.text(x + w - 10, y + 13, vp, size=12, fill=INK, align="right", bold=True)
        name, size = fit_text(ctx.seat_name(p), w - 26 - line_width(vp, 12, True) - 8, 12, True)
        d.text(x + 16, y + 13, name, size=size, fill=INK, bold=True)
        facts = ([labels["character"][seat.character]] if seat.character else []) + seat_facts(ctx, p)
        for n, line in enumerate(wrap_parts(facts, w - 26, SMALL)[:4]):
            d.text(x + 16, y + 30 + n * 13, line, size=SMALL, fill=MUTED)
        cy = y + 82
        for g in range(3):
            gx = x + 16 + g * FORGE_STEP
            card = seat.forges[g]
            if card is not None:
                d.card(gx, cy, 27, 27)
                card_grid(d, gx, cy, 9, card, placed_squares(seat.grimoire[g]))
            covered = sum(1 for forge, _ in seat.covered if forge == g)
            if covered:
                d.text(gx + 13.5, cy + 37, f"✓{covered}", size=SMALL, fill="#0c2461", align="center")
            shown = [(k, n) for k, n in enumerate(seat.circles[g]) if n][:4]
            for m, (k, n) in enumerate(shown):
                cube(d, gx + 30, cy + m * 14, 13, k, n)
        if ctx.options.interactive:
            d.target(("focus", p), x, y, w, CARD_H)
        y += CARD_H + 6


def draw_footer(d: Drawing, ctx: Context, top: float) -> None:
    labels, options = ctx.labels, ctx.options
    d.rect(0, top, WIDTH, FOOTER, fill="#dfe4ea")
    choices, clearable = footer_choices(ctx)
    choice_bar(d, choices, 10, top + 10, WIDTH - 120, page=options.page, height=30, rows=2, size=12,
               width=lambda text: 20 + line_width(text, 12, True))
    if choices:
        d.region("choices", 10, top + 10, WIDTH - 130, 66)
    button(d, WIDTH - 110, top + 10, 100, 30, labels["undo"], ("undo",), enabled=options.can_undo,
           accent="#74b9ff", size=12)
    if clearable:
        button(d, WIDTH - 110, top + 46, 100, 30, labels["clear"], ("clear",), accent="#dfe6e9", size=12)


def draw_narrow(view, options: Options) -> Drawing:
    ctx = Context.of(view, options)
    bottom = content_height(view.players)
    height = bottom + (FOOTER + 8 if options.interactive else 10)
    d = Drawing(WIDTH, int(height), background=BACKGROUND)
    draw_header(d, ctx)
    top = HEADER + 8
    y = draw_offers(d, ctx, top)
    y = draw_points(d, ctx, y + 8)
    draw_supply(d, ctx, y)
    draw_side(d, ctx, SIDE_X, SIDE_W, top)
    below = grimoire_top(view.players)
    draw_grimoire(d.moved(GRIMOIRE_X - RX, 0), ctx, below)
    d.region("panel", GRIMOIRE_X, below, RW, GRIMOIRE_H)
    draw_seat_cards(d, ctx, STRIPS_X, below, STRIPS_W)
    if options.interactive:
        draw_footer(d, ctx, bottom + 8)
    return d

"""The compact layout: everything a decision needs on one laptop screen, COMPACT_WIDTH x COMPACT_HEIGHT units.

A header band holds the title, the round, the prompt (two lines at most), the board's message and, right of
them, the decision's choice buttons with Clear and Undo. Under it, three columns: the plane offers; the
imbuement points with the Nether, the supply and the charms; the grimoire in focus in full (the deciding
seat's, or the viewer's), the spell offer and every other seat as a labelled strip (click one to look at
its grimoire). Every click key is the wide board's (:mod:`.places`), drawn smaller.
"""

from __future__ import annotations

from ...core.drawing import COMPACT_HEIGHT, COMPACT_WIDTH, Drawing, Options
from ...widgets.controls import button, choice_bar
from .common import BACKGROUND, Context, cut, line_width, wrap_lines
from .compact_seat import PANEL_H, draw_grimoire, draw_other_seats
from .compact_table import draw_charms, draw_offers, draw_points, draw_spell_offer, draw_supply
from .prompt import breadcrumb, footer_choices, prompt_text
from .words import worker_label

WIDTH, HEIGHT = COMPACT_WIDTH, COMPACT_HEIGHT
HEADER = 64
TOP = HEADER + 4
TEXT_RIGHT = 410                       # the prompt's column; the choice buttons are right of it
CHOICES_X, UNDO_X, CLEAR_X = 418, WIDTH - 80, WIDTH - 144
OFFERS_X, OFFERS_W = 6, 108
TABLE_X, TABLE_W = 120, 300
SEATS_X, SEATS_W = 426, WIDTH - 6 - 426
OFFER_SQUARE = 12


def draw_header(d: Drawing, ctx: Context) -> None:
    view, labels, options = ctx.view, ctx.labels, ctx.options
    d.rect(0, 0, WIDTH, HEADER, fill="#2d3436")
    d.text(8, 11, labels["short_title"], size=13, fill="#fdcb6e", bold=True)
    clock = labels["final"] if view.final else labels["round"].format(n=view.round)
    clock += " · " + labels["twinks"].format(blue=view.blue, yellow=view.yellow)
    x = 16 + line_width(labels["short_title"], 13, True)
    d.text(x, 11, cut(clock, CLEAR_X - 6 - x, 11), size=11, fill="#ffeaa7" if view.final else "#dfe6e9",
           bold=view.final)
    # the prompt's column: the header's whole width when no choice buttons stand right of it
    right = TEXT_RIGHT if options.interactive and footer_choices(ctx)[0] else WIDTH - 8
    if options.message:                      # an illegal click's rule: two lines if it needs them
        lines, ink = wrap_lines(options.message, right - 8, 11, 2, True), "#ff7675"
    elif ctx.worker is not None:
        picked = labels["picked"].format(what=worker_label(ctx.worker, labels))
        lines, ink = wrap_lines(picked, right - 8, 11, 1, True), "#ffeaa7"
    else:
        crumb = breadcrumb(view, labels) if not view.is_over else ""
        lines, ink = ([cut(crumb, right - 8, 11, True)] if crumb else []), "#dfe6e9"
    prompt = wrap_lines(prompt_text(ctx), right - 8, 12, min(2, 3 - len(lines)))
    for n, line in enumerate(prompt):
        d.text(8, 27 + n * 14, line, size=12, fill="#ffffff")
    d.region("prompt", 8, 20, right - 8, 14 * len(prompt))
    for n, line in enumerate(lines):
        d.text(8, 27 + (len(prompt) + n) * 14, line, size=11, fill=ink, bold=True)


def draw_choices(d: Drawing, ctx: Context) -> None:
    labels, options = ctx.labels, ctx.options
    choices, clearable = footer_choices(ctx)
    if choices:                              # a light band: the pager's count is dark text
        d.rect(CHOICES_X - 4, 20, WIDTH - CHOICES_X, 44, fill="#dfe4ea", radius=4)
        choice_bar(d, choices, CHOICES_X, 22, WIDTH - 6, page=options.page, height=19, rows=2, row_gap=3,
                   gap=5, size=11, width=lambda text: 14 + line_width(text, 11, True))
        d.region("choices", CHOICES_X, 22, WIDTH - 6 - CHOICES_X, 41)
    button(d, UNDO_X, 2, 74, 18, labels["undo"], ("undo",), enabled=options.can_undo, accent="#74b9ff", size=11)
    if clearable:
        button(d, CLEAR_X, 2, 60, 18, labels["clear"], ("clear",), accent="#dfe6e9", size=11)


def draw_compact(view, options: Options) -> Drawing:
    ctx = Context.of(view, options)
    d = Drawing(WIDTH, HEIGHT, background=BACKGROUND)
    draw_header(d, ctx)
    if options.interactive:
        draw_choices(d, ctx)
    draw_offers(d, ctx, OFFERS_X, OFFERS_W, TOP)
    y = draw_points(d, ctx, TABLE_X, TOP)
    y = draw_supply(d, ctx, TABLE_X, TABLE_W, y + 6)
    draw_charms(d, ctx, TABLE_X, TABLE_W, y + 6)
    d.region("panel", SEATS_X, TOP, SEATS_W, PANEL_H)
    y = draw_grimoire(d, ctx, SEATS_X, SEATS_W, TOP)
    y = draw_spell_offer(d, ctx, SEATS_X, SEATS_W, y + 4, OFFER_SQUARE)
    draw_other_seats(d, ctx, SEATS_X, SEATS_W, y + 4)
    return d



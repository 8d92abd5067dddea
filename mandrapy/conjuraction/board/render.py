"""Drawing a Mystical Conjuraction view: a pure function ``draw(view, options) -> Drawing``.

Nothing here touches a widget: the board paints the returned drawing on its canvas, and ``picture`` writes
it as SVG. What lights up comes from ``view.legal_actions`` (through :mod:`.places`), so the board never
offers what the rules refuse. The wide layout is 1180 wide, its height following the player count
(``options.layout`` "compact": :mod:`.compact`, 820 x 440 for every position; "narrow": :mod:`.narrow`, 680
wide).

Click keys are those of :mod:`.places`, plus ``("action", action)`` for buttons, ``("focus", seat)`` for a
seat's strip, ``("undo",)`` and ``("clear",)``.
"""

from __future__ import annotations

from ...core.drawing import LAYOUTS, Drawing, Options
from ...core.measure import fitting_size, wrap_lines as wrap
from ...widgets.controls import button, choice_bar
from .common import BACKGROUND, SEAT_COLOURS, Context, line_width
from .compact import draw_compact
from .narrow import draw_narrow
from .prompt import FOOTER, breadcrumb, footer_choices, prompt_text
from .render_grimoire import GRIMOIRE_H, RW, RX, STRIP_H, draw_grimoire, draw_strips
from .render_main import draw_main, table_height
from .words import worker_label

WIDTH = 1180
HEADER = 74
BAR_RIGHT = WIDTH - 236


def content_height(players: int) -> float:
    """Where the board's columns end, for a player count (the canvas keeps one height per player count)."""
    right = HEADER + 8 + GRIMOIRE_H + 8 + (players - 1) * (STRIP_H + 6)
    return max(right, HEADER + 8 + table_height(players), HEADER + 8 + 600)


def draw_header(d: Drawing, ctx: Context) -> None:
    view, labels, options = ctx.view, ctx.labels, ctx.options
    d.rect(0, 0, WIDTH, HEADER, fill="#2d3436")
    d.text(14, 18, labels["title"], size=16, fill="#fdcb6e", bold=True)
    x = 220
    if view.to_play is not None:
        d.circle(x - 12, 18, 7, fill=SEAT_COLOURS[view.to_play], stroke="#fff")
    prompt = prompt_text(ctx)
    d.text(x, 18, prompt, size=fitting_size(prompt, WIDTH - x - 12, 14, 11), fill="#ffffff")
    d.region("prompt", x, 8, WIDTH - x - 12, 20)
    crumb = breadcrumb(view, labels) if not view.is_over else ""
    if crumb:
        d.text(x, 38, crumb, size=fitting_size(crumb, WIDTH - x - 12, 12, 11), fill="#dfe6e9")
    if options.message:
        line = wrap(options.message, WIDTH - 24, 12, 1)[0]
        d.text(14, 59, line, size=12, fill="#ff7675", bold=True)
    elif ctx.worker is not None:
        d.text(14, 59, labels["picked"].format(what=worker_label(ctx.worker, labels)), size=12, fill="#ffeaa7",
               bold=True)
    else:
        d.text(14, 59, labels["legend"], size=11, fill="#b2bec3")


def draw_footer(d: Drawing, ctx: Context, top: float) -> None:
    labels, options = ctx.labels, ctx.options
    d.rect(0, top, WIDTH, FOOTER, fill="#dfe4ea")
    choices, clearable = footer_choices(ctx)
    choice_bar(d, choices, 10, top + 10, BAR_RIGHT, page=options.page, height=30, rows=2, size=12,
               width=lambda text: 20 + line_width(text, 12, True))
    if choices:
        d.region("choices", 10, top + 10, BAR_RIGHT - 10, 66)
    if clearable:
        button(d, WIDTH - 222, top + 10, 100, 30, labels["clear"], ("clear",), accent="#dfe6e9", size=12)
    button(d, WIDTH - 112, top + 10, 100, 30, labels["undo"], ("undo",), enabled=options.can_undo,
           accent="#74b9ff", size=12)


def draw(view, options: Options | None = None) -> Drawing:
    """The whole board for ``view`` (what one seat, or a teacher, may see)."""
    options = options or Options()
    if options.layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {options.layout!r}")
    if options.layout == "narrow":
        return draw_narrow(view, options)
    if options.layout == "compact":
        return draw_compact(view, options)
    ctx = Context.of(view, options)
    bottom = content_height(view.players)
    height = bottom + (FOOTER + 8 if options.interactive else 10)
    d = Drawing(WIDTH, int(height), background=BACKGROUND)
    draw_header(d, ctx)
    draw_main(d, ctx, HEADER + 8)
    draw_grimoire(d, ctx, HEADER + 8)
    d.region("panel", RX, HEADER + 8, RW, GRIMOIRE_H)
    draw_strips(d, ctx, HEADER + 8 + GRIMOIRE_H + 8)
    if options.interactive:
        draw_footer(d, ctx, bottom + 8)
    return d

"""Drawing a Magyarcana view: a pure function ``draw(view, options) -> Drawing``.

Nothing here touches a widget: the board paints the returned drawing on its canvas, and the static
fallback writes it as SVG. Highlights and move previews come from ``view.legal_actions`` (the engine's own
checks), so the board never offers what the rules refuse.

Click targets are keys: ``("territory", card)``, ``("minion", card, owner, pips)``, ``("cell", (x, y))``,
``("hand", card)`` (the in-play card too), ``("discard", card)``, ``("action", action)`` for buttons, and
``("undo",)`` / ``("clear",)``.
"""

from __future__ import annotations

from ...core.drawing import LAYOUTS, Drawing, Options
from ...core.measure import fitting_size, wrap_lines as wrap
from ...widgets.controls import button, button_width, text_width
from .. import data
from ..geometry import open_cells
from .footer import choices, draw_menu, wide_bar
from .grid import Grid, draw_grid
from .highlights import Highlights, destinations, highlights
from .labels import LABELS, card_label
from .layout import (BUTTON_H, BUTTON_Y, FOOTER, GRID_H, GRID_W, GRID_X, GRID_Y, HEADER, HEIGHT, LEGEND_SIZE,
                     PANEL_W, PANEL_X, PRIMARY_BUTTON, SEAT_H, SEAT_Y, WIDTH)
from .marks import draw_marks, mark_facts
from .compact import draw_compact
from .narrow import draw_narrow
from .panels import draw_piles, draw_seat
from .pieces import BACKGROUND, PREVIEW, SEAT_COLOURS, SMALLEST
from .words import action_label, prompt_text, seat_name, selection_text, step_of

__all__ = ["GRID_H", "GRID_W", "GRID_X", "GRID_Y", "PREVIEW", "PRIMARY_BUTTON", "Grid", "Options", "destinations",
           "draw", "seat_name", "step_of"]


def draw(view, options: Options | None = None) -> Drawing:
    """The whole board for ``view`` (what one seat, or a teacher, may see), in ``options.layout``."""
    options = options or Options()
    if options.layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {options.layout!r}")
    labels = LABELS[options.language]
    h = highlights(view, options.selection) if options.interactive else Highlights()
    if not options.interactive and step_of(view) in ("add_territory", "place_from_discard"):
        h.open_cells = set(open_cells({t.cell for t in view.territories}, data.EMPTY_BOARD_CELL,
                                     data.WORLD_EDGE))
    if options.layout == "narrow":
        return draw_narrow(view, options, labels, h)
    if options.layout == "compact":
        return draw_compact(view, options, labels, h)
    d = Drawing(WIDTH, HEIGHT, background=BACKGROUND)

    # header: whose turn, what to do now, and the message of an illegal click
    d.rect(0, 0, WIDTH, HEADER, fill="#2d3436")
    d.text(16, 21, labels["title"], size=20, fill="#fdcb6e", bold=True)
    if view.to_play is not None:
        d.circle(150, 21, 7, fill=SEAT_COLOURS[view.to_play], stroke="#fff")
    prompt, room, header = prompt_text(view, options, labels), WIDTH - 176, (164, 0, WIDTH - 176, HEADER)
    d.region("prompt", *header)
    size = fitting_size(prompt, room, 14, SMALLEST)
    prompts = [prompt] if text_width(prompt, size) <= room else wrap(prompt, room, 12, 2)
    for n, line in enumerate(prompts):
        d.text(164, 21 if len(prompts) == 1 else 13 + 15 * n, line, size=size if len(prompts) == 1 else 12,
               fill="#fff", box=header)
    second = options.message or (labels["in_play_line"].format(card=card_label(view.in_play, labels))
                                 if view.in_play is not None and step_of(view) else "")
    if second:
        # text_width runs short of DejaVu Sans on long French sentences: wrap a little before the edge
        lines = wrap(second, room * 0.85, 12, 3 - len(prompts)) if text_width(second, 13) > room * 0.85 \
            else [second]
        for n, line in enumerate(lines):
            d.text(164, 46 + 2 * (len(prompts) - 1) if len(lines) == 1 else 40 + 15 * n, line,
                   size=13 if len(lines) == 1 else 12, fill="#ff7675" if options.message else "#dfe6e9",
                   bold=bool(options.message), box=header)

    grid = draw_grid(d, view, options, labels, h)
    draw_marks(d, view, grid, mark_facts(view, options.last_moves))
    legend = wrap(labels["legend"], GRID_W - 12, LEGEND_SIZE, 3)
    for n, line in enumerate(legend):
        d.text(GRID_X + 6, HEIGHT - FOOTER - 14 - 19 * (len(legend) - 1 - n), line, size=LEGEND_SIZE,
               fill="#57606f", box=(GRID_X, HEIGHT - FOOTER - 64, GRID_W, 64))
    for seat in (0, 1):
        draw_seat(d, view, seat, options, labels, h)
    own = view.seat if view.seat is not None else view.to_play if view.to_play is not None else 0
    d.region("panel", PANEL_X, SEAT_Y[own], PANEL_W, SEAT_H)
    draw_piles(d, view, options, labels, h)

    if not options.interactive:
        return d
    # footer: the selection, Refill / Done / Skip in a fixed place, the buttons of a selection or a menu, undo
    d.rect(0, HEIGHT - FOOTER, WIDTH, FOOTER, fill="#dfe4ea")
    chosen = selection_text(view, options, labels)
    if chosen:
        d.text(12, HEIGHT - FOOTER + 16, chosen, size=fitting_size(chosen, WIDTH - 24, 12, SMALLEST), fill="#222",
               bold=True, box=(0, HEIGHT - FOOTER, WIDTH, 30))
    primary, others = choices(view, options, labels)
    if primary is not None or others or options.selection.get("menu"):
        d.region("choices", 0, HEIGHT - FOOTER, WIDTH, FOOTER)
    if primary is not None:
        button(d, *PRIMARY_BUTTON, action_label(primary, view, options, labels), ("action", primary),
               accent="#55efc4")
    wide_bar(d, others, options, labels)
    draw_menu(d, view, options, labels, GRID_X, HEIGHT - FOOTER)
    clear = button_width(labels["clear"])
    if options.selection:
        button(d, WIDTH - 114 - clear, BUTTON_Y, clear, BUTTON_H, labels["clear"], ("clear",), accent="#dfe6e9")
    button(d, WIDTH - 104, BUTTON_Y, 92, BUTTON_H, labels["undo"], ("undo",), enabled=options.can_undo,
           accent="#74b9ff")
    return d

"""Drawing a Mandragora view: a pure function ``draw(view, options) -> Drawing``.

Nothing here touches a widget: the board paints the returned drawing on its canvas, and the static
fallback writes it as SVG. Highlights come from ``view.legal_actions`` (the engine's own checks), so the
board never offers what the rules refuse.

Three layouts show the same facts and the same click targets (``options.layout``): "wide" (1180 units, the
seats' panels right of the table), "compact" (COMPACT_WIDTH x COMPACT_HEIGHT, a flatter table beside the
deciding seat's panel and the others' strips, the choices under the prompt; :mod:`.compact`) and "narrow"
(at most ``NARROW_WIDTH``, the panels under the table; :mod:`.narrow`).
"""

from __future__ import annotations

from ...core.drawing import Drawing, Options
from ...core.measure import fitting_size, wrap_lines as wrap
from ...widgets.controls import button, choice_bar, text_width
from .labels import LABELS
from .marks import draw_marks, draw_paths, mark_facts
from .compact import draw_compact
from .narrow import draw_narrow, panel_order
# Names imported here and not used are this module's as before the split (tests and lessons import them).
from .pieces import (COLOURS, HEADER_FILL, HEIGHT, INK, SEAT_COLOURS, SMALLEST, WIDTH,  # noqa: F401
                     action_label, bar_right, button_width, draw_card, scene, selection_cast, selection_text)
from .seats import draw_seat, spell_rect as panel_spell_rect
from .table import (CENTRE, HEADER, RING, TILE_H, TILE_W, draw_centre, draw_shops,  # noqa: F401
                    shop_position, stack_rect)

PANEL_X = 650
PROMPT_X = 170                   # the header's prompt, clear of the title
FOOTER = 66
UNDO_W = 88


def seat_top(view, seat: int) -> tuple:
    """(y, height) of ``seat``'s panel on the wide board."""
    top, bottom = HEADER + 6, HEIGHT - FOOTER - 6
    height = (bottom - top) / view.players
    return top + seat * height, height


def spell_rect(view, seat: int, index: int):
    """(x, y, w, h) of the ``index``-th spell ``seat`` cast on the wide board, or None when not shown."""
    box = panel_spell_rect(index)
    if box is None:
        return None
    y, _ = seat_top(view, seat)
    return PANEL_X + box[0], y + box[1], box[2], box[3]


def draw(view, options: Options | None = None) -> Drawing:
    """The whole board for ``view`` (what one seat, or a teacher, may see), in ``options.layout``."""
    options = options or Options()
    if options.layout == "narrow":
        return draw_narrow(view, options)
    if options.layout == "compact":
        return draw_compact(view, options)
    labels = LABELS[options.language]
    d = Drawing(WIDTH, HEIGHT, background="#f5f6fa")
    facts = scene(view, options, labels)

    # header: who plays and what to do now
    d.rect(0, 0, WIDTH, HEADER, fill=HEADER_FILL)
    d.text(16, 20, labels["title"], size=20, fill="#fdcb6e", bold=True)
    room = WIDTH - PROMPT_X - 12
    size = fitting_size(facts.prompt, room, 14, 12)
    lines = [facts.prompt] if text_width(facts.prompt, size) <= room else wrap(facts.prompt, room, 12, 2)
    for n, line in enumerate(lines):
        d.text(PROMPT_X, 20 if len(lines) == 1 else 14 + 16 * n, line, size=size if len(lines) == 1 else 12,
               fill="#fff", box=(PROMPT_X, 0, room, HEADER))
    d.region("prompt", PROMPT_X, 0, room, HEADER)
    if facts.second:
        size = fitting_size(facts.second, room, 13, SMALLEST)
        d.text(PROMPT_X, 46 if len(lines) == 1 else 52, facts.second, size=size, bold=True,
               box=(PROMPT_X, 0, room, HEADER), fill="#ff7675" if options.message else "#a29bfe")

    marks = mark_facts(view, options.last_moves)
    draw_paths(d, marks)
    draw_shops(d, view, labels, facts.seek_steps, facts.levitation)
    draw_centre(d, view, labels, facts.stack_levels)
    for seat in view.seats:
        y, height = seat_top(view, seat.seat)
        draw_seat(d.moved(PANEL_X, y), view, seat, options, labels, facts.hand_items, WIDTH - PANEL_X - 10,
                  height - 6)
    draw_marks(d, d, marks, lambda seat, index: spell_rect(view, seat, index))
    own = panel_order(view)[0].seat
    d.region("panel", PANEL_X, seat_top(view, own)[0], WIDTH - PANEL_X - 10, seat_top(view, own)[1] - 6)

    if not options.interactive:
        return d
    # footer: the choices of a pending decision, drop out, selection, undo
    y = HEIGHT - FOOTER + 12
    if options.selection:
        text = selection_text(options, labels)
        d.text(12, HEIGHT - FOOTER - 10, text, size=fitting_size(text, PANEL_X - 24, 12, SMALLEST), fill="#222",
               bold=True, box=(0, HEIGHT - FOOTER - 20, PANEL_X - 10, 20))
    elif facts.casts and view.decision is not None and view.decision.code == "turn":
        d.text(12, HEIGHT - FOOTER - 10, labels["nothing_selected"], size=12, fill="#636e72",
               box=(0, HEIGHT - FOOTER - 20, WIDTH, 20))
    clear = button_width(labels["clear"])
    choice_bar(d, facts.choices, 12, y, bar_right(labels), page=options.page, width=button_width)
    if facts.choices:
        d.region("choices", 12, y, bar_right(labels) - 12, 30)
    if options.selection:
        button(d, WIDTH - 110 - clear, y, clear, 30, labels["clear"], ("clear",), accent="#dfe6e9")
    button(d, WIDTH - 100, y, UNDO_W, 30, labels["undo"], ("undo",), enabled=options.can_undo, accent="#74b9ff")
    return d

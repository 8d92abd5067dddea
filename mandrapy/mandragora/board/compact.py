"""The compact Mandragora board: everything a decision needs on one laptop screen, COMPACT_WIDTH x
COMPACT_HEIGHT units, with the same facts and click targets as the wide board.

At the top, the header: the title, the prompt (two lines at most) and Undo on a dark bar, then right under
the prompt a toolbar: the board's message (or what is selected), the decision's choice buttons and Clear. Below
it, on the left, the table as a flatter ring (three shops along the top and the bottom, two on each side) of
smaller tiles around the five spell stacks and the deck; on the right, the deciding seat's own panel (its
hand, scrolls and spells cast) and the other seats as strips of labelled counts (:mod:`.strips`).
"""

from __future__ import annotations

import math
from dataclasses import replace

from ...core.drawing import COMPACT_HEIGHT, COMPACT_WIDTH, Drawing, Options
from ...core.measure import fitted, line_width
from ...widgets.controls import button, choice_bar
from .labels import LABELS
from .marks import draw_marks, draw_paths, mark_facts
from .narrow import panel_order
from .pieces import HEADER_FILL, SMALLEST, scene, selection_text
from .strips import draw_own, draw_strip, own_height, own_rows, own_spell_rect, spells_shown, strip_height
from .table import Ring, draw_centre, draw_shops

HEADER = 88                      # the header band, toolbar included: the table always starts below it
BAR = 36                         # its dark top: title, prompt, Undo; then the toolbar (text, choices, Clear)
TOOLBAR_FILL = "#e6eaf2"
PROMPT_X, UNDO_W = 124, 86
ROW = 22                         # a button's height
TILE = (107, 82)                 # a shop tile: 4 cards of 24 a row, two rows, like the wide tile's
CENTRE = (234, 266)
TOP, SIDE, APART = 130, 168.5, 115   # the top and bottom rows' distance from the centre; the sides'; the rows' step
CELL, GAP = (66, 58), 8          # a spell stack (and the deck), three a row, two rows
PANEL_X, PANEL_TOP = 464, 94     # the seats' column
PANEL_W = COMPACT_WIDTH - PANEL_X - 4


def _places() -> tuple:
    """Each shop's tile centre, clockwise from the top middle, as (angle, radius) around CENTRE."""
    spots = [(0, -TOP), (APART, -TOP), (SIDE, -44), (SIDE, 44), (APART, TOP), (0, TOP), (-APART, TOP),
             (-SIDE, 44), (-SIDE, -44), (-APART, -TOP)]
    return tuple((math.atan2(y, x), math.hypot(x, y)) for x, y in spots)


def _cells() -> list:
    """The five stacks' boxes then the deck's: levels 1-3 on the first row, 4, 5 and the deck on the second."""
    w, h = CELL
    left, top = CENTRE[0] - (3 * w + 2 * GAP) / 2, CENTRE[1] - (2 * h + GAP) / 2
    return [(left + (n % 3) * (w + GAP), top + (n // 3) * (h + GAP), w, h) for n in range(6)]


RING = Ring(CENTRE, _places(), TILE, (24, 26, 1, 4, 16), tuple(_cells()[:5]), _cells()[5], title=9, assistant=11,
            badge=TILE[1] / 2)           # mid-edge: the tiles are too close for the wide board's corner


def choice_width(text: str) -> float:
    return 16 + line_width(text, 12, bold=True)


def band_text(view, facts, options: Options, labels) -> tuple:
    """(text, colour, bold) of the header's second band: the message, else what is selected, else how to cast."""
    if options.message:
        return options.message, "#b3261e", True
    if not options.interactive:
        return "", "", False
    if options.selection:
        return selection_text(options, labels), "#222222", True
    if facts.casts and view.decision is not None and view.decision.code == "turn":
        return labels["nothing_selected"], "#4d5656", False
    return "", "", False


def draw_header(d: Drawing, view, facts, options: Options, labels) -> None:
    text, colour, bold = band_text(view, facts, options, labels)
    size, lines = fitted(text, COMPACT_WIDTH - 20, (12, SMALLEST), 2, bold=bold) if text else (12, [])
    y = BAR + 5 if not lines else BAR + 16 if len(lines) == 1 else BAR + 28     # the buttons' top
    d.rect(0, BAR, COMPACT_WIDTH, HEADER - BAR, fill=TOOLBAR_FILL)
    d.rect(0, 0, COMPACT_WIDTH, BAR, fill=HEADER_FILL)
    d.text(10, 16, labels["title"], size=16, fill="#fdcb6e", bold=True, box=(0, 0, PROMPT_X - 4, 32))
    if view.final_round:
        d.text(10, 30, labels["final_round"], size=11, fill="#a29bfe", bold=True, box=(0, 23, PROMPT_X - 4, 14))
    room = COMPACT_WIDTH - 18 - UNDO_W - PROMPT_X
    prompt_size, prompt = fitted(facts.prompt, room, (13, 12, SMALLEST), 2)
    for n, line in enumerate(prompt):
        d.text(PROMPT_X, (18 if len(prompt) == 1 else 11 + 16 * n), line, size=prompt_size, fill="#fff",
               box=(PROMPT_X, 0, room, BAR))
    d.region("prompt", PROMPT_X, 0, room, BAR)
    for n, line in enumerate(lines):
        d.text(10, BAR + 8 + 13 * n, line, size=size, fill=colour, bold=bold, box=(10, BAR, COMPACT_WIDTH - 20, 28))
    if not options.interactive:
        return
    button(d, COMPACT_WIDTH - 10 - UNDO_W, 6, UNDO_W, 24, labels["undo"], ("undo",), enabled=options.can_undo,
           accent="#74b9ff", size=12)
    right: float = COMPACT_WIDTH - 10
    if options.selection:
        clear = choice_width(labels["clear"])
        button(d, right - clear, y, clear, ROW, labels["clear"], ("clear",), accent="#dfe6e9", size=12)
        right -= clear + 8
    if facts.choices:
        rows = 1 if lines else 2                     # two rows of buttons when the toolbar has no words
        choice_bar(d, facts.choices, 10, y, right, page=options.page, height=ROW, size=12, width=choice_width,
                   rows=rows, row_gap=3)
        d.region("choices", 10, y, right - 10, rows * ROW + (rows - 1) * 3)


def draw_compact(view, options: Options) -> Drawing:
    labels = LABELS[options.language]
    facts = scene(view, options, labels)
    d = Drawing(COMPACT_WIDTH, COMPACT_HEIGHT, background="#f5f6fa")
    draw_header(d, view, facts, options, labels)
    marks = mark_facts(view, options.last_moves)
    draw_paths(d, marks, RING)
    draw_shops(d, view, labels, facts.seek_steps, facts.levitation, RING)
    draw_centre(d, view, labels, facts.stack_levels, RING)

    own, *others = panel_order(view)
    room = COMPACT_HEIGHT - 4 - PANEL_TOP - own_height(own, view, options, labels, PANEL_W)
    named = options
    heights = [strip_height(seat, view, named, labels, PANEL_W) for seat in others]
    if sum(h + 4 for h in heights) > room:          # rare: markers on third lines; names without "(computer)"
        named = replace(options, seat_kinds=())
        heights = [strip_height(seat, view, named, labels, PANEL_W) for seat in others]
    own_h = COMPACT_HEIGHT - 4 - PANEL_TOP - sum(h + 4 for h in heights)
    draw_own(d.moved(PANEL_X, PANEL_TOP), view, own, options, labels, facts.hand_items, PANEL_W, own_h)
    d.region("panel", PANEL_X, PANEL_TOP, PANEL_W, own_h)
    y = PANEL_TOP + own_h + 4
    for seat, height in zip(others, heights):
        draw_strip(d.moved(PANEL_X, y), view, seat, named, labels, PANEL_W, height)
        y += height + 4
    rows, shown = own_rows(own, view, options, labels, PANEL_W), spells_shown(own, PANEL_W)

    def spell_box(seat: int, index: int):
        box = own_spell_rect(index, rows, shown) if seat == own.seat else None
        return box and (PANEL_X + box[0], PANEL_TOP + box[1], box[2], box[3])

    draw_marks(d, d, marks, spell_box, RING)
    return d

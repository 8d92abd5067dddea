"""The Magyarcana board in NARROW_WIDTH units, for a notebook beside a file browser on a laptop.

The same facts and click targets as the wide board, stacked: the header (its prompt wrapped over up to
three lines), the grid as wide as the drawing (it grows downwards rather than shrinking its cards), the
legend, the buttons, then the viewer's seat (the seat to play for a teacher), the other seat (a hidden
hand as a count) and the piles. The choice bar shows the page the wide one shows, so both offer the same.
"""

from __future__ import annotations

import math

from ...core.drawing import NARROW_WIDTH, Drawing, Options
from ...core.measure import fitting_size
from ...core.measure import wrap_lines as wrap
from ...widgets.controls import NEXT, PAGE, PAGER, PREVIOUS, button, button_width, choice_bar, paginate, text_width
from .footer import menu_choices, shown_choices
from .grid import draw_grid, letters_pitch, span
from .highlights import Highlights
from .layout import (BUTTON_H, MAX_PITCH, MIN_PITCH, NARROW_GRID_H, NARROW_GRID_W, NARROW_HAND_ROW,
                     NARROW_PILE_PER_ROW, NARROW_X, PRIMARY_BUTTON)
from .marks import draw_marks, mark_facts
from .panels import draw_piles, draw_seat, piles_height, seat_height
from .pieces import BACKGROUND, SEAT_COLOURS, SMALLEST
from .labels import card_label
from .words import action_label, prompt_text, selection_text, step_of

W = NARROW_WIDTH
HEADER_LINES = 5
GAP = 8


def draw_narrow(view, options: Options, labels, h: Highlights) -> Drawing:
    d = Drawing(W, 1, background=BACKGROUND)
    top = header(d, view, options, labels) + GAP
    area = grid_area(view, top)
    grid = draw_grid(d, view, options, labels, h, area)
    draw_marks(d, view, grid, mark_facts(view, options.last_moves))
    y = legend(d, labels, area[1] + area[3] + 10)
    if options.interactive:
        y = footer(d, view, options, labels, y)
    y = panels(d, view, options, labels, h, y + GAP)
    d.height = math.ceil(y + 10)
    return d


def header(d: Drawing, view, options: Options, labels) -> float:
    """Whose turn and what to do (wrapped, never shrunk), then a message, in five lines at most: the header
    keeps its height, so a message never moves the grid under the pointer. Returns the header's bottom."""
    left, room = 164, W - 164 - 12
    prompt = wrap(prompt_text(view, options, labels), room, 13, 3)
    second = options.message or (labels["in_play_line"].format(card=card_label(view.in_play, labels))
                                 if view.in_play is not None and step_of(view) else "")
    message = wrap(second, room, 12, HEADER_LINES - len(prompt), bool(options.message)) if second else []
    height = 12 + 17 * 3 + 15 * (HEADER_LINES - 3) + 8
    d.rect(0, 0, W, height, fill="#2d3436")
    d.text(16, 21, labels["title"], size=20, fill="#fdcb6e", bold=True)
    if view.to_play is not None:
        d.circle(150, 21, 7, fill=SEAT_COLOURS[view.to_play], stroke="#fff")
    box = (left, 0, room, height)
    d.region("prompt", *box)
    for n, line in enumerate(prompt):
        d.text(left, 21 + 17 * n, line, size=13, fill="#fff", box=box)
    for n, line in enumerate(message):
        d.text(left, 21 + 17 * len(prompt) + 15 * n, line, size=12, bold=bool(options.message),
               fill="#ff7675" if options.message else "#dfe6e9", box=box)
    return height


def grid_area(view, top: float) -> tuple:
    """The grid's area: the drawing's width, as tall as its rows need. Cells are as large as the columns allow
    and NARROW_GRID_H for the rows, but never smaller than the cards' letters need (MIN_PITCH at least) while
    the columns allow it: the grid grows downwards rather than shrink its cards."""
    _, (columns, rows) = span(t.cell for t in view.territories)
    floor = max(MIN_PITCH, letters_pitch(view.territories))
    pitch = min(NARROW_GRID_W / columns, MAX_PITCH, max(floor, NARROW_GRID_H / rows))
    return (NARROW_X, top, NARROW_GRID_W, rows * pitch)


def legend(d: Drawing, labels, top: float) -> float:
    lines = wrap(labels["legend"], (NARROW_GRID_W - 12), SMALLEST, 3)
    for n, line in enumerate(lines):
        d.text(NARROW_X + 6, top + 7 + 14 * n, line, size=SMALLEST, fill="#636e72",
               box=(NARROW_X, top, NARROW_GRID_W, 14 * len(lines)))
    return top + 14 * len(lines)


def menu_width(text: str) -> float:
    return 4 + button_width(text)          # as wide as the wide board's menu buttons


def rows_of(choices, width=button_width) -> int:
    """How many rows of buttons across the drawing ``choices`` take."""
    widths = [width(text) for text, _ in choices]
    return len(paginate(widths, W - 24, 8, len(widths))[0]) if widths else 0


def footer(d: Drawing, view, options: Options, labels, top: float) -> float:
    """Refill / Done / Skip with Clear and Undo beside it, the selection, the choices the wide bar's page
    shows (in as many rows as they need) and its page buttons, then the menu of a click that left several
    choices open (the wide board lays it over the grid); returns the footer's bottom."""
    primary, shown, bar = shown_choices(view, options, labels)
    menu = menu_choices(view, options, labels)
    chosen = selection_text(view, options, labels)
    rows, menu_rows = rows_of(shown), rows_of(menu, menu_width)
    # the selection's line and a row of choices are kept when empty: a click on a hand card then moves
    # nothing below (the hand itself) from under the pointer
    height = GAP + BUTTON_H + 6 + 24 + (max(1, rows) + (bar.pages > 1)) * (BUTTON_H + 6) + GAP
    height += menu_rows * (BUTTON_H + 6) + 12 if menu else 0
    d.rect(0, top + 4, W, height, fill="#dfe4ea")
    if primary is not None or shown or menu:
        d.region("choices", 0, top + 4, W, height)
    y = top + 4 + GAP
    if primary is not None:
        button(d, 12, y, PRIMARY_BUTTON[2], BUTTON_H, action_label(primary, view, options, labels),
               ("action", primary), accent="#55efc4")
    clear = button_width(labels["clear"])
    if options.selection:
        button(d, W - 114 - clear, y, clear, BUTTON_H, labels["clear"], ("clear",), accent="#dfe6e9")
    button(d, W - 104, y, 92, BUTTON_H, labels["undo"], ("undo",), enabled=options.can_undo, accent="#74b9ff")
    y += BUTTON_H + 6
    if chosen:
        d.text(12, y + 11, chosen, size=fitting_size(chosen, W - 24, 12, SMALLEST), fill="#222", bold=True,
               box=(0, y, W, 22))
    y += 24
    if shown:
        choice_bar(d, shown, 12, y, W - 12, height=BUTTON_H, rows=rows)
    y += max(1, rows) * (BUTTON_H + 6)
    if bar.pages > 1:        # the wide bar's pages, so a page click turns both layouts alike
        arrow, counter = BUTTON_H + 4, text_width(f"{bar.pages}/{bar.pages}", 13) + 8
        button(d, 12, y, arrow, BUTTON_H, PREVIOUS, (PAGE, bar.page - 1), enabled=bar.page > 0, accent=PAGER)
        d.text(12 + arrow + 8 + counter / 2, y + BUTTON_H / 2, f"{bar.page + 1}/{bar.pages}", size=13,
               fill="#222", align="center")
        button(d, 12 + arrow + counter + 16, y, arrow, BUTTON_H, NEXT, (PAGE, bar.page + 1),
               enabled=bar.page < bar.pages - 1, accent=PAGER)
        y += BUTTON_H + 6
    if menu:
        d.rect(6, y - 2, W - 12, menu_rows * (BUTTON_H + 6) + 8, fill="#ffffff", stroke="#636e72", radius=8)
        choice_bar(d, menu, 12, y + 4, W - 12, height=BUTTON_H, rows=menu_rows, width=menu_width)
    return top + 4 + height


def panels(d: Drawing, view, options: Options, labels, h: Highlights, y: float) -> float:
    """The viewer's seat first (a teacher's: the seat to play), the other seat, the piles; their bottom."""
    first = view.seat if view.seat is not None else view.to_play if view.to_play is not None else 0
    for seat in (first, 1 - first):
        height = seat_height(view, seat, NARROW_HAND_ROW, compact=True)
        draw_seat(d, view, seat, options, labels, h, (NARROW_X, y, NARROW_GRID_W, height), NARROW_HAND_ROW,
                  compact=True)
        if seat == first:
            d.region("panel", NARROW_X, y, NARROW_GRID_W, height)
        y += height + GAP
    height = piles_height(view, NARROW_PILE_PER_ROW)
    draw_piles(d, view, options, labels, h, (NARROW_X, y, NARROW_GRID_W, height), NARROW_PILE_PER_ROW)
    return y + height

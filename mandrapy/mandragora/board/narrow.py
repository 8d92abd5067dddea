"""The narrow Mandragora board: the same facts and click targets as the wide one in ``NARROW_WIDTH`` units.

From the top: a header whose prompt wraps instead of shrinking; the table as the wide board draws it;
the panel of the seat looking (or, for a teacher, of the seat to play) with its hand; the footer (what is
selected, the choices, Clear and Undo), right under that hand; then the other seats in turn order. The
choice bar's pages are the wide bar's pages, so ``options.page`` names the same choices in both layouts.
"""

from __future__ import annotations

from ...core.drawing import NARROW_WIDTH, Drawing, Options
from ...core.measure import fitted, line_width
from ...widgets.controls import NEXT, PAGE, PAGER, PREVIOUS, button, choice_bar, paginate
from .labels import LABELS
from .marks import draw_marks, draw_paths, mark_facts
from .pieces import (HEADER_FILL, HEIGHT, SMALLEST, WIDTH, bar_right, button_width, scene, selection_text)
from .seats import draw_seat, narrow_height, spell_rect
from .table import TABLE, draw_centre, draw_shops

MARGIN = 8
ROOM = NARROW_WIDTH - 2 * MARGIN - 8          # a line of text or buttons, 12 in from both edges
HEADER = 80                                  # two lines of prompt, two of message: it never grows
PROMPT_X = 140
ROW, GAP = 30, 8                             # a button row's height; the gap between buttons and rows
UNDO_W = 88


def draw_header(d: Drawing, facts, options: Options, labels) -> None:
    d.rect(0, 0, NARROW_WIDTH, HEADER, fill=HEADER_FILL)
    d.text(12, 17, labels["title"], size=18, fill="#fdcb6e", bold=True)
    room = NARROW_WIDTH - PROMPT_X - 12
    size, lines = fitted(facts.prompt, room, (13, 12, SMALLEST), 2)
    for n, line in enumerate(lines):
        d.text(PROMPT_X, 16 + 18 * n, line, size=size, fill="#fff", box=(PROMPT_X, 0, room, 44))
    d.region("prompt", PROMPT_X, 0, room, 44)
    if facts.second:
        size, lines = fitted(facts.second, ROOM, (12, SMALLEST), 2, bold=True)
        for n, line in enumerate(lines):
            d.text(12, 54 + 16 * n, line, size=size, bold=True, box=(12, 44, ROOM, HEADER - 44),
                   fill="#ff7675" if options.message else "#a29bfe")


def wide_page(facts, options: Options, labels) -> tuple:
    """(pages, page, the choices on it) as the wide footer pages them (drawn on a scratch drawing)."""
    bar = choice_bar(Drawing(WIDTH, HEIGHT), facts.choices, 12, 0, bar_right(labels), page=options.page,
                     width=button_width)
    return bar.pages, bar.page, [(text, key) for text, key in facts.choices if key in bar.shown]


def draw_footer(d: Drawing, y: float, view, facts, options: Options, labels) -> float:
    """What is selected, the choices, Clear and Undo from ``y`` down; returns the y below them."""
    hint = selection_text(options, labels) if options.selection else \
        labels["nothing_selected"] if facts.casts and view.decision is not None and view.decision.code == "turn" else ""
    pages, page, shown = wide_page(facts, options, labels)
    items = [(text, key, button_width(text)) for text, key in shown]
    if pages > 1:
        items += [(PREVIOUS, (PAGE, page - 1), ROW + 4), (f"{page + 1}/{pages}", None, 44),
                  (NEXT, (PAGE, page + 1), ROW + 4)]
    ends = [(labels["clear"], ("clear",), button_width(labels["clear"]))] if options.selection else []
    ends.append((labels["undo"], ("undo",), UNDO_W))
    beside = ROOM - sum(w + GAP for _, _, w in ends)        # left of Clear and Undo, when no choice is there
    ink = "#222" if options.selection else "#636e72"
    if hint and not items and line_width(hint, 12, bool(options.selection)) <= beside:
        d.text(12, y + ROW / 2, hint, size=12, bold=bool(options.selection), fill=ink, box=(12, y, beside, ROW))
    elif hint:
        size, lines = fitted(hint, ROOM, (12, SMALLEST), 2, bold=bool(options.selection))
        for line in lines:
            d.text(12, y + 10, line, size=size, bold=bool(options.selection), fill=ink, box=(12, y, ROOM, 20))
            y += 18
        y += 4
    rows = paginate([w for _, _, w in items], ROOM, GAP, rows=len(items) + 1)[0] if items else [[]]
    used = sum(items[i][2] + GAP for i in rows[-1])
    if used + sum(w for _, _, w in ends) + GAP * (len(ends) - 1) > ROOM:
        rows.append([])
    if items:
        d.region("choices", 12, y, ROOM, len(rows) * (ROW + GAP) - GAP)
    for r, row in enumerate(rows):
        x = 12
        for index in row:
            text, key, width = items[index]
            if key is None:                  # the page counter
                d.text(x + width / 2, y + ROW / 2, text, size=13, fill="#222", align="center")
            else:
                enabled = key[0] != PAGE or 0 <= key[1] < pages
                button(d, x, y, width, ROW, text, key, enabled=enabled,
                       accent=PAGER if key[0] == PAGE else "#ff9f1a")
            x += width + GAP
        if r == len(rows) - 1:
            x = 12 + ROOM
            for text, key, width in reversed(ends):
                x -= width
                button(d, x, y, width, ROW, text, key, enabled=key != ("undo",) or options.can_undo,
                       accent="#74b9ff" if key == ("undo",) else "#dfe6e9")
                x -= GAP
        y += ROW + GAP
    return y


def panel_order(view) -> list:
    """The seat looking (a teacher: the seat to play) first, then the others in turn order."""
    first = view.seat if view.seat is not None else view.to_play
    if first is None:
        return list(view.seats)
    return [view.seats[(first + k) % view.players] for k in range(view.players)]


def draw_narrow(view, options: Options) -> Drawing:
    labels = LABELS[options.language]
    facts = scene(view, options, labels)
    x0, y0, x1, y1 = TABLE
    table_dx, table_dy = (NARROW_WIDTH - (x1 - x0)) / 2 - x0, HEADER + 4 - y0
    d = Drawing(NARROW_WIDTH, 0, background="#f5f6fa")         # its height is known once all is drawn
    draw_header(d, facts, options, labels)
    table = d.moved(table_dx, table_dy)
    marks = mark_facts(view, options.last_moves)
    draw_paths(table, marks)
    draw_shops(table, view, labels, facts.seek_steps, facts.levitation)
    draw_centre(table, view, labels, facts.stack_levels)
    tops: dict = {}
    y: float = y1 + table_dy + 6
    for n, seat in enumerate(panel_order(view)):
        tops[seat.seat] = y
        if n == 0:
            d.region("panel", MARGIN, y, NARROW_WIDTH - 2 * MARGIN, narrow_height(seat))
        draw_seat(d.moved(MARGIN, y), view, seat, options, labels, facts.hand_items, NARROW_WIDTH - 2 * MARGIN,
                  narrow_height(seat), narrow=True)
        y += narrow_height(seat) + 6
        if n == 0 and options.interactive:
            y = draw_footer(d, y, view, facts, options, labels)

    def spell_box(seat: int, index: int):
        box = spell_rect(index)
        return box and (MARGIN + box[0], tops[seat] + box[1], box[2], box[3])

    draw_marks(table, d, marks, spell_box)
    d.height = round(y + 4)
    return d

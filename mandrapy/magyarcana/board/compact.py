"""The Magyarcana board in COMPACT_WIDTH x COMPACT_HEIGHT units: a decision on one laptop screen.

A dark header with the prompt (two lines at most) and the board's message, the selection or the card in
play under it; right under it the choice band: Refill / Done / Skip, the choices of the moment (a card's
play buttons, the menu of a click that left several choices open), Clear and Undo. Below, the grid on the
left, fitted to its area whatever its size (its cards a little squarer than on the wide board, the ring of
open cells kept only while a card is being added), and on the right the deciding seat's own panel with its
hand, the other seat as a labelled strip, and the piles (the discard pile's cards while a power takes one).
The click targets are the wide board's.
"""

from __future__ import annotations

from ...core.drawing import COMPACT_HEIGHT, COMPACT_WIDTH, Drawing, Options
from ...core.measure import wrap_lines as wrap
from ...widgets.controls import button, button_width, choice_bar, paginate
from .compact_panels import draw_own, draw_piles_strip, draw_strip, own_height, piles_strip_height
from .footer import choices, menu_choices
from .grid import draw_grid
from .highlights import Highlights
from .labels import card_label
from .marks import draw_marks, mark_facts
from .pieces import BACKGROUND, SEAT_COLOURS
from .words import action_label, prompt_text, selection_text, step_of

W, H = COMPACT_WIDTH, COMPACT_HEIGHT
HEADER_H = 56
TEXT_X = 138                      # the prompt's left edge (the title and the seat's dot before it)
BAND_Y, BAND_H, BUTTON_H = HEADER_H, 34, 28
ROW = 34                          # a further row of choices
BODY_Y = BAND_Y + BAND_H + 4
GRID_AREA = (6, BODY_Y, 398, H - 3 - BODY_Y)
COLUMN = (GRID_AREA[0] + GRID_AREA[2] + 10, W - 6)       # the right column's left and right edges
CARD = (0.94, 0.72)               # cards a little squarer than the wide board's: 24 wide at a 33.3 pitch
SIZE = 12                         # the choice band's button text


def width(text: str) -> float:
    return button_width(text, SIZE)


def draw_compact(view, options: Options, labels, h: Highlights) -> Drawing:
    d = Drawing(W, H, background=BACKGROUND)
    header(d, view, options, labels)
    rows = band(d, view, options, labels) if options.interactive else 0
    x, y, w, height = GRID_AREA
    area = (x, y + rows * ROW, w, height - rows * ROW)
    grid = draw_grid(d, view, options, labels, h, area, 0.5 if h.open_cells else 0.06, CARD, crowded=True)
    draw_marks(d, view, grid, mark_facts(view, options.last_moves))
    column(d, view, options, labels, h, BODY_Y + rows * ROW)
    return d


def header(d: Drawing, view, options: Options, labels) -> None:
    """The title, the prompt in two lines at most, then the message (or the selection, the card in play)
    in the lines left: three lines in all, so the header keeps its height."""
    room = W - TEXT_X - 10
    d.rect(0, 0, W, HEADER_H, fill="#2d3436")
    d.text(10, 16, labels["title"], size=17, fill="#fdcb6e", bold=True)
    if view.to_play is not None:
        d.circle(TEXT_X - 14, 16, 7, fill=SEAT_COLOURS[view.to_play], stroke="#fff")
    prompt = wrap(prompt_text(view, options, labels), room, 13, 2)
    box = (TEXT_X, 0, room, HEADER_H)
    d.region("prompt", *box)
    for n, line in enumerate(prompt):
        d.text(TEXT_X, 12 + 16 * n, line, size=13, fill="#fff", box=box)
    lines: list = []
    for text, bold, ink in second_lines(view, options, labels):
        for line in wrap(text, room, 12, 3 - len(prompt) - len(lines), bold):
            lines.append((line, bold, ink))
        if len(prompt) + len(lines) >= 3:
            break
    for n, (line, bold, ink) in enumerate(lines[:3 - len(prompt)]):
        d.text(TEXT_X, 12 + 16 * (len(prompt) + n), line, size=12, fill=ink, bold=bold, box=box)


def second_lines(view, options: Options, labels) -> list:
    """(text, bold, colour) under the prompt, most urgent first: the message, the selection, the card in play."""
    found = []
    if options.message:
        found.append((options.message, True, "#ff7675"))
    chosen = selection_text(view, options, labels) if options.interactive else ""
    if chosen:
        found.append((chosen, True, "#ffeaa7"))
    if view.in_play is not None and step_of(view):
        found.append((labels["in_play_line"].format(card=card_label(view.in_play, labels)), False, "#dfe6e9"))
    return found


def band(d: Drawing, view, options: Options, labels) -> int:
    """Refill / Done / Skip first (where the prompt ends, whatever the decision), then the other choices (a
    menu's first), Clear and Undo at the right end. Choices the row cannot hold go on up to two more rows
    under it (the grid and the panels make room: a menu, a face card's two powers), paged beyond. Returns
    how many more rows there are."""
    d.rect(0, BAND_Y, W, BAND_H, fill="#dfe4ea")
    y = BAND_Y + (BAND_H - BUTTON_H) / 2
    primary, others = choices(view, options, labels)
    menu = menu_choices(view, options, labels)
    others = menu + others
    undo = width(labels["undo"])
    right = W - 8 - undo
    button(d, right, y, undo, BUTTON_H, labels["undo"], ("undo",), enabled=options.can_undo, accent="#74b9ff",
           size=SIZE)
    if options.selection:
        clear = width(labels["clear"])
        right -= clear + 8
        button(d, right, y, clear, BUTTON_H, labels["clear"], ("clear",), accent="#dfe6e9", size=SIZE)
    left: float = 8
    if primary is not None:
        text = action_label(primary, view, options, labels)
        button(d, left, y, width(text), BUTTON_H, text, ("action", primary), accent="#55efc4", size=SIZE)
        left += width(text) + 8
    first = 0
    while first < len(others) and left + width(others[first][0]) <= right - 8:
        text, key = others[first]
        button(d, left, y, width(text), BUTTON_H, text, key, size=SIZE)
        left += width(text) + 8
        first += 1
    rest, room = others[first:], (8, W - 8)
    rows = min(2, len(paginate([width(text) for text, _ in rest], room[1] - room[0], 8, 99)[0])) if rest else 0
    if rest:
        d.rect(0, BAND_Y + BAND_H, W, rows * ROW, fill="#dfe4ea")
        choice_bar(d, rest, room[0], y + ROW, room[1], page=options.page, height=BUTTON_H, rows=rows,
                   row_gap=ROW - BUTTON_H, size=SIZE, width=width)
    if primary is not None or others:        # the buttons of the decision (Clear and Undo are the board's)
        d.region("choices", 0, BAND_Y, W if rows else left, BAND_H + rows * ROW)
    return rows


def column(d: Drawing, view, options: Options, labels, h: Highlights, y: float) -> None:
    """The deciding seat's own panel (a teacher's: the seat to play), the other seat's strip, the piles."""
    left, right = COLUMN
    own = view.seat if view.seat is not None else view.to_play if view.to_play is not None else 0
    height = own_height(view, own, right - left)
    draw_own(d, view, own, options, labels, h, (left, y, right - left, height))
    d.region("panel", left, y, right - left, height)
    y += height + 6
    y = draw_strip(d, view, 1 - own, options, labels, (left, y, right - left)) + 6
    height = max(piles_strip_height(view, h, right - left, options), H - 3 - y)
    draw_piles_strip(d, view, options, labels, h, (left, y, right - left, height))

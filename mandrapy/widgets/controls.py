"""Buttons, text fitting and a paged choice bar, drawn into a :class:`~mandrapy.core.drawing.Drawing`.

Pure drawing code for every game's board: it imports no widget library, so a board's ``draw(view,
options)`` stays a pure function that tests, SVG pictures and the canvas share. The choice bar lays out the
legal actions that have no place on the board (pass, refill, pick one of several effects...) as labelled
buttons in a row (or a few rows), and pages them when they do not all fit: its page buttons are click
targets ``("page", n)``, which :class:`~mandrapy.widgets.board.CanvasBoard` answers itself by redrawing
with ``options.page = n``.

>>> from mandrapy.core.drawing import Drawing
>>> d = Drawing(500, 50)
>>> bar = choice_bar(d, [(f"choice {n}", ("action", n)) for n in range(8)], 10, 10, right=490)
>>> bar.pages, bar.shown
(3, (('action', 0), ('action', 1), ('action', 2)))
>>> d.hit(*d.target_centre(("page", 1))) == ("page", 1)
True
>>> choice_bar(Drawing(500, 50), [("one", 1)], 10, 10, right=490).pages
1
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.drawing import Drawing
from ..core.measure import line_width

HIGHLIGHT = "#ff9f1a"          # the accent of a clickable choice
DISABLED, DISABLED_INK = "#dfe6e9", "#576574"    # 4.7:1, lighter than an enabled button's ink
PAGER = "#c7ecee"              # the page buttons' fill
PAGE = "page"                  # the key kind of the choice bar's page buttons: ("page", n)
PREVIOUS, NEXT = "◀", "▶"


def text_width(text: str, size: float) -> float:
    """A line's width, never under what it takes (buttons are sized with it, so their words never spill)."""
    return line_width(text, size)


def button(d: Drawing, x, y, w, h, text, key, enabled=True, accent=HIGHLIGHT, size=13) -> None:
    """A rounded button with centred text; only an enabled button is a click target (``key``)."""
    d.rect(x, y, w, h, fill=accent if enabled else DISABLED, stroke="#636e72", radius=6)
    d.text(x + w / 2, y + h / 2, text, size=size, fill="#222" if enabled else DISABLED_INK, align="center",
           bold=enabled)
    if enabled:
        d.target(key, x, y, w, h)


def button_width(text: str, size: float = 13) -> float:
    """The width of a button that holds ``text`` with room on both sides."""
    return 20 + line_width(text, size, bold=True)


@dataclass(frozen=True)
class Bar:
    """What a choice bar drew: how many pages there are, the page shown and the keys on it."""
    pages: int
    page: int
    shown: tuple


def paginate(widths, room: float, gap: float, rows: int = 1, last_row_room: float | None = None) -> list:
    """Split buttons of ``widths`` into pages of ``rows`` rows, each row at most ``room`` wide.

    Returns the pages as lists of rows, each row a list of indices. A button wider than a row still gets
    a row of its own, so no choice is ever left out. ``last_row_room``: the room on a page's last row.

    >>> paginate([50, 50, 50], 120, 10)
    [[[0, 1]], [[2]]]
    >>> paginate([50, 50, 50], 120, 10, rows=2)
    [[[0, 1], [2]]]
    """
    last_room = room if last_row_room is None else last_row_room
    pages: list = []
    rows_on_page: list = []
    row: list = []
    used = 0.0
    for index, width in enumerate(widths):
        limit = last_room if len(rows_on_page) == rows - 1 else room
        if row and used + gap + width > limit:
            rows_on_page.append(row)
            if len(rows_on_page) == rows:
                pages.append(rows_on_page)
                rows_on_page = []
            row, used = [], 0.0
        used = width if not row else used + gap + width
        row.append(index)
    if row:
        rows_on_page.append(row)
    if rows_on_page:
        pages.append(rows_on_page)
    return pages


def choice_bar(d: Drawing, choices, x: float, y: float, right: float, *, page: int = 0, height: float = 30,
               gap: float = 8, rows: int = 1, row_gap: float = 6, width=button_width, accent=HIGHLIGHT,
               size: float = 13) -> Bar:
    """Draw ``choices`` (``(text, key)`` pairs, in order) as buttons from ``(x, y)`` up to ``right``.

    When they all fit in ``rows`` rows they are drawn left to right with nothing else. Otherwise they are
    paged: ``page`` (clamped to the pages there are) is drawn, followed on its last row by ◀ n/m ▶ buttons
    whose keys are ``("page", n)``. ``width(text)`` sizes a button.
    """
    choices = list(choices)
    widths = [width(text) for text, _ in choices]
    room = right - x
    pages = paginate(widths, room, gap, rows)
    controls = 0.0
    if len(pages) > 1:
        arrow = height + 4
        counter = text_width(f"{len(choices)}/{len(choices)}", size) + 8
        controls = 2 * arrow + counter + 3 * gap
        pages = paginate(widths, room, gap, rows, last_row_room=room - controls)
    page = max(0, min(page, len(pages) - 1)) if pages else 0
    shown = []
    for r, row in enumerate(pages[page] if pages else ()):
        bx, by = x, y + r * (height + row_gap)
        for index in row:
            text, key = choices[index]
            button(d, bx, by, widths[index], height, text, key, accent=accent, size=size)
            shown.append(key)
            bx += widths[index] + gap
    if len(pages) > 1:
        by = y + (len(pages[page]) - 1) * (height + row_gap)
        cx = right - controls + gap
        button(d, cx, by, arrow, height, PREVIOUS, (PAGE, page - 1), enabled=page > 0, accent=PAGER,
               size=size)
        cx += arrow + gap
        d.text(cx + counter / 2, by + height / 2, f"{page + 1}/{len(pages)}", size=size, fill="#222",
               align="center")
        cx += counter + gap
        button(d, cx, by, arrow, height, NEXT, (PAGE, page + 1), enabled=page < len(pages) - 1,
               accent=PAGER, size=size)
    return Bar(len(pages), page, tuple(shown))

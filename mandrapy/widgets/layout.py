"""How a board sits on the page: it fills its container, keeps its proportions, stays crisp.

The canvas is drawn at ``BACKING`` times the drawing's size and shown with CSS (``width: 100%`` of a column
whose width is the smallest of the board's largest size, the container's width and what the window's
height allows), so it is sharp on high-DPI screens and projectors and scales without blur. ipycanvas
reports clicks in canvas pixels (``el.width * offset / shown width``), so dividing by ``BACKING`` gives
drawing coordinates at any size on the page. The log sits beside the board when there is room, below it
(a scrolling panel) when not.

A board with several layouts (``mandrapy.core.drawing.LAYOUTS``) shows each no smaller than its design size,
so 11-unit text is never under 11 CSS pixels. CSS picks (``widgets.surface.split_style``): the wide one where
the board has its full design width *and* the window is tall enough for it and the buttons and advice under
it (``WIDE_WINDOW``); else the compact one (``COMPACT_WIDTH`` wide, at most ``COMPACT_HEIGHT`` tall: the
prompt, every target, the own panel, the buttons and the advice on one laptop screen, grown to the window);
the narrow one in a column narrower than that. Clicks are read by a box that neither focuses nor scrolls
(``widgets.surface``), the wheel scrolls the page over it, and the log beside it stays in view (sticky).

The board is kept no taller than the window (``RESERVE`` left for the buttons below it) for a second
reason: ipycanvas focuses the canvas on mousedown *before* reading the click's position, and focusing a
canvas partly out of view scrolls the page, so such a click would land off by the scroll. A board that
fits the window is scrolled at most once, by the part that was hidden.
"""

from __future__ import annotations

BACKING = 2          # canvas pixels per drawing unit (devicePixelRatio is not known to the kernel)
LARGEST = 2          # default largest size on the page, in drawing units (a projector's full width)
RESERVE = 56         # CSS pixels kept below the canvas for its buttons when the window is short
# CSS pixels of the window a board's canvas leaves to the rest: JupyterLab's menus, tabs, toolbar and status
# bar (121 at any window size) and the row under the canvas (Undo, Hint and the advice, at most ~116).
SCREEN_RESERVE = 250
WIDE_HEIGHT = 800    # the wide layouts' design height (Mandragora, Magyarcana; Conjuraction's is 774)
WIDE_WINDOW = WIDE_HEIGHT + SCREEN_RESERVE    # the window height from which the wide layout is shown
LOG_ROOM = 250       # CSS pixels the wide layout leaves for the log beside it when the page is wide enough
NARROW_GROWTH = 1.5  # the narrow layout may grow to this times its design size beside the log


def largest(shown_size, drawing) -> tuple:
    """(width, height) of the board at its largest on the page, keeping the drawing's proportions."""
    width, height = shown_size
    w, h = drawing.width, drawing.height
    if width is None and height is None:
        return w * LARGEST, h * LARGEST
    if width is None:
        return w * height / h, height
    if height is None:
        return width, h * width / w
    return width, height


def fit(board, drawing) -> None:
    """Size the canvas and its column for ``drawing`` (each change is a message: set only what changed)."""
    canvas = board.canvas
    size = (drawing.width * BACKING, drawing.height * BACKING)
    if (canvas.width, canvas.height) != size:
        canvas.width, canvas.height = size
    width, height = largest(board.shown_size, drawing)
    ratio = width / height
    reserve = getattr(board, "reserve", RESERVE)
    column = f"min({width:g}px, 100%, calc((100vh - {reserve}px) * {ratio:.4f}))"
    if board.column.layout.width != column:
        board.column.layout.width = column
        board.column.layout.flex = "0 1 auto"
        board.log_box.layout.max_height = f"min({height:g}px, calc(100vh - {reserve}px))"


def column_width(drawing, shown_size, mode: str, reserve: float = RESERVE) -> str:
    """The CSS width of a layout's column. ``mode``: ``"alone"`` (a board with one layout: fit the container
    and the window), ``"wide"`` and ``"compact"`` (never under the design width; as large as the window's
    height allows, leaving the log room beside it when there is some), ``"narrow"`` (its design width, or up
    to NARROW_GROWTH times it beside the log)."""
    width, height = largest(shown_size, drawing)
    if mode == "alone":
        return f"min({width:g}px, 100%, calc((100vh - {reserve}px) * {width / height:.4f}))"
    design = drawing.width
    if mode in ("wide", "compact"):
        return (f"clamp({design:g}px, min(100% - {LOG_ROOM}px, calc((100vh - {SCREEN_RESERVE}px) * "
                f"{width / height:.4f})), {max(width, design):g}px)")
    grown = min(design * NARROW_GROWTH, max(width, design))
    return f"max(min(100%, {design:g}px), min(100% - {LOG_ROOM}px, {grown:g}px))"


def fit_surface(surface, drawing, shown_size, mode: str) -> None:
    """Size one layout's canvas and column for ``drawing`` (only what changed: each change is a message)."""
    canvas = surface.canvas
    size = (drawing.width * BACKING, drawing.height * BACKING)
    if (canvas.width, canvas.height) != size:
        canvas.width, canvas.height = size
    column = column_width(drawing, shown_size, mode)
    if surface.column.layout.width != column:
        surface.column.layout.width = column
        surface.column.layout.flex = "0 1 auto"

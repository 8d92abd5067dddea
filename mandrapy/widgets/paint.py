"""Painting a :class:`~mandrapy.core.drawing.Drawing` on an ipycanvas canvas, in one batched message.

The drawing is plain data (``mandrapy.core.drawing``); this module is the only place that turns it into
canvas commands, so the SVG written for GitHub and the canvas in the browser show the same shapes.

A drawing is first compiled into canvas operations (``compile_ops``: a style is set only when it changes).
They are sent as one nested batch of ipycanvas's own commands, which its front end runs in order (a list of
commands inside the batch that ``hold_canvas`` sends). That skips the traitlets validation of every style
assignment and the Python call of every canvas method, which were most of a redraw's time. When this
ipycanvas lacks what that needs, the same operations are made by calling the canvas's methods.
"""

from __future__ import annotations

import ipycanvas.canvas
from ipycanvas import Canvas, hold_canvas

from ..core.drawing import Drawing

# The canvas method behind each operation (the fallback path, and the names the tests read).
METHODS = {"fillRect": "fill_rect", "strokeRect": "stroke_rect", "fillCircle": "fill_circle",
           "strokeCircle": "stroke_circle", "strokeLine": "stroke_line", "beginPath": "begin_path",
           "closePath": "close_path", "moveTo": "move_to", "lineTo": "line_to", "arcTo": "arc_to",
           "fill": "fill", "stroke": "stroke", "fillText": "fill_text", "setLineDash": "set_line_dash",
           "clear": "clear", "resetTransform": "reset_transform", "setTransform": "set_transform"}


def paint(canvas: Canvas, drawing: Drawing, scale: float = 1) -> None:
    """Paint ``drawing`` on ``canvas`` in one batched message, ``scale`` canvas pixels per drawing unit."""
    table = _fast_table(canvas)
    commands = compile_ops(drawing, scale, table or NAMES)
    forget_current_canvas(canvas)
    hold = hold_canvas()
    hold.__enter__()
    try:                       # ipycanvas's hold_canvas does not restore itself if painting fails
        if table is not None:
            canvas._canvas_manager.send_command(canvas, commands)
        else:
            call_ops(canvas, commands)
    finally:
        hold.__exit__(None, None, None)


def forget_current_canvas(canvas: Canvas) -> None:
    """Make the next batch name its canvas again (ipycanvas's ``switchCanvas``).

    ipycanvas's kernel side sends ``switchCanvas`` only when the canvas differs from the one it last named,
    but each browser page has its own front-end manager, which starts with no canvas. A page opened later
    (a reload, a reopened tab, a second window) would receive commands for "the current canvas" it never
    had and fail; its manager chains every later message on that failure, so the page stayed blank until a
    kernel restart. Naming the canvas in every batch costs one short command and keeps every page right.
    """
    manager = getattr(canvas, "_canvas_manager", None)
    if manager is not None and hasattr(manager, "_current_canvas"):
        manager._current_canvas = None


class Table:
    """How operations are written: each command's code, and how a style is set. ``NAMES`` writes them by
    name (the fallback path and tests); ``_fast_table`` by ipycanvas's own codes. A table remembers each
    shape it compiled: most shapes are the same from one redraw to the next."""

    def __init__(self, codes: dict, set_code, attrs: dict):
        self.codes, self.set_code, self.attrs = codes, set_code, attrs
        self.compiled: dict = {}

    def style(self, name: str, value) -> list:
        if name == "line_dash":
            return [self.codes["setLineDash"], [list(value)]]
        return [self.set_code, [self.attrs[name], value]]


_STYLES = ("global_alpha", "line_width", "font", "text_align", "text_baseline", "fill_style", "stroke_style",
           "line_dash")
_UNSET = object()


NAMES = Table({name: name for name in METHODS}, "set", {name: name for name in _STYLES})
_FAST: dict = {}


def _fast_table(canvas: Canvas) -> Table | None:
    """The table of ipycanvas's own command codes, or None when this ipycanvas lacks the command table,
    the style table or the manager that sending a batch needs."""
    codes = getattr(ipycanvas.canvas, "COMMANDS", None)
    attrs = getattr(type(canvas), "ATTRS", None)
    if not isinstance(codes, dict) or not isinstance(attrs, dict) \
            or not hasattr(getattr(canvas, "_canvas_manager", None), "send_command") \
            or any(name not in codes for name in (*METHODS, "set")) or any(a not in attrs for a in _STYLES[:-1]):
        return None
    key = id(codes), id(attrs)
    if key not in _FAST:
        _FAST[key] = Table(codes, codes["set"], attrs)
    return _FAST[key]


def compile_ops(drawing: Drawing, scale: float = 1, table: Table = NAMES) -> list:
    """The canvas commands that paint ``drawing``, as ``[code, args]`` pairs written with ``table``; a
    style is set only when it changes."""
    codes = table.codes
    out = [[codes["resetTransform"], []], [codes["clear"], []]]
    if scale != 1:
        out.append([codes["setTransform"], [scale, 0, 0, scale, 0, 0]])
    pen: dict = {"fill_style": drawing.background}
    out += [table.style("fill_style", drawing.background), [codes["fillRect"], [0, 0, drawing.width, drawing.height]]]
    compiled, font = table.compiled, drawing.font
    if len(compiled) > 50_000:              # a long session of ever-new shapes: start again
        compiled.clear()
    get = pen.get
    for shape in drawing.shapes:
        entry = compiled.get((shape, font))
        if entry is None:
            entry = compiled[shape, font] = _compile_shape(shape, font, table)
        styles, commands = entry
        for name, value, command in styles:
            if get(name, _UNSET) != value:
                pen[name] = value
                out.append(command)
        out += commands
    return out




def _r(v):
    return round(v, 2) if type(v) is float else v


def _compile_shape(shape, font: str, table: Table) -> tuple:
    """One shape as (styles it needs, as (name, value, command)) and its drawing commands."""
    styles = [("global_alpha", shape.alpha), ("line_width", shape.width), ("line_dash", shape.dash)]
    ops: list = []
    kind, fill, stroke = shape.kind, shape.fill, shape.stroke
    g = [_r(v) for v in (shape.geometry if kind != "polygon" else [c for point in shape.geometry for c in point])]
    if kind == "text":
        styles += [("font", f"{'bold ' if shape.bold else ''}{shape.size:g}px {font}"),
                   ("text_align", shape.align), ("text_baseline", "middle"), ("fill_style", fill)]
        ops.append(("fillText", [shape.text, *g]))
    else:
        if fill:
            styles.append(("fill_style", fill))
        if stroke:
            styles.append(("stroke_style", stroke))
        if kind == "rect" and not shape.radius:
            ops += [("fillRect", g)] * bool(fill) + [("strokeRect", g)] * bool(stroke)
        elif kind == "circle":
            ops += [("fillCircle", g)] * bool(fill) + [("strokeCircle", g)] * bool(stroke)
        elif kind == "line":
            ops.append(("strokeLine", g))
        elif kind in ("rect", "polygon"):  # a rounded rect or a polygon: a path, filled then stroked
            _path(ops, kind, g, shape.radius)
            ops += [("fill", ["nonzero"])] * bool(fill) + [("stroke", [])] * bool(stroke)
        else:
            raise ValueError(f"a drawing has a shape of unknown kind {kind!r}")
    codes = table.codes
    return (tuple((name, value, table.style(name, value)) for name, value in styles),
            [[codes[name], args] for name, args in ops])


def _path(ops: list, kind: str, g: list, radius: float) -> None:
    ops.append(("beginPath", []))
    if kind == "rect":
        x, y, w, h = g
        r = _r(min(radius, w / 2, h / 2))
        ops += [("moveTo", [_r(x + r), y]), ("arcTo", [_r(x + w), y, _r(x + w), _r(y + h), r]),
                ("arcTo", [_r(x + w), _r(y + h), x, _r(y + h), r]), ("arcTo", [x, _r(y + h), x, y, r]),
                ("arcTo", [x, y, _r(x + w), y, r])]
    else:
        ops.append(("moveTo", g[0:2]))
        ops += [("lineTo", g[i:i + 2]) for i in range(2, len(g) - 1, 2)]
    ops.append(("closePath", []))


def call_ops(canvas: Canvas, commands: list) -> None:
    """Make ``commands`` (written with ``NAMES``) by calling the canvas's own methods and assigning its
    styles."""
    for name, args in commands:
        if name == "set":
            setattr(canvas, *args)
        else:
            getattr(canvas, METHODS[name])(*args)

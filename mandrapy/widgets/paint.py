"""Painting a :class:`~mandrapy.core.drawing.Drawing` on an ipycanvas canvas, in one batched message.

The drawing is plain data (``mandrapy.core.drawing``); this module is the only place that turns it into
canvas commands, so the SVG written for GitHub and the canvas in the browser show the same shapes.
"""

from __future__ import annotations

from ipycanvas import Canvas, hold_canvas

from ..core.drawing import Drawing


def paint(canvas: Canvas, drawing: Drawing, scale: float = 1) -> None:
    """Paint ``drawing`` on ``canvas`` in one batched message, ``scale`` canvas pixels per drawing unit."""
    pen = _Pen(canvas)
    hold = hold_canvas()
    hold.__enter__()
    try:                       # ipycanvas's hold_canvas does not restore itself if painting fails
        canvas.reset_transform()
        canvas.clear()
        if scale != 1:
            canvas.set_transform(scale, 0, 0, scale, 0, 0)
        pen.set(fill_style=drawing.background)
        canvas.fill_rect(0, 0, drawing.width, drawing.height)
        for shape in drawing.shapes:
            _paint_shape(canvas, pen, shape, drawing.font)
    finally:
        hold.__exit__(None, None, None)


class _Pen:
    """The canvas's style state, set only when it changes: each assignment to an ipycanvas style
    goes through traitlets validation, which used to be most of a redraw's time."""

    def __init__(self, canvas: Canvas):
        self.canvas = canvas
        self.state: dict = {}

    def set(self, **styles) -> None:
        for name, value in styles.items():
            if self.state.get(name, _UNSET) != value:
                self.state[name] = value
                if name == "line_dash":
                    self.canvas.set_line_dash(list(value))
                else:
                    setattr(self.canvas, name, value)


_UNSET = object()


def _rounded(canvas: Canvas, x, y, w, h, r) -> None:
    r = min(r, w / 2, h / 2)
    canvas.begin_path()
    canvas.move_to(x + r, y)
    canvas.arc_to(x + w, y, x + w, y + h, r)
    canvas.arc_to(x + w, y + h, x, y + h, r)
    canvas.arc_to(x, y + h, x, y, r)
    canvas.arc_to(x, y, x + w, y, r)
    canvas.close_path()


def _paint_shape(canvas: Canvas, pen: _Pen, shape, font: str) -> None:
    pen.set(global_alpha=shape.alpha, line_width=shape.width, line_dash=shape.dash)
    g = shape.geometry
    if shape.kind == "rect":
        if shape.radius:
            _rounded(canvas, *g, shape.radius)
            if shape.fill:
                pen.set(fill_style=shape.fill)
                canvas.fill()
            if shape.stroke:
                pen.set(stroke_style=shape.stroke)
                canvas.stroke()
        else:
            if shape.fill:
                pen.set(fill_style=shape.fill)
                canvas.fill_rect(*g)
            if shape.stroke:
                pen.set(stroke_style=shape.stroke)
                canvas.stroke_rect(*g)
    elif shape.kind == "circle":
        if shape.fill:
            pen.set(fill_style=shape.fill)
            canvas.fill_circle(*g)
        if shape.stroke:
            pen.set(stroke_style=shape.stroke)
            canvas.stroke_circle(*g)
    elif shape.kind == "line":
        pen.set(stroke_style=shape.stroke)
        canvas.stroke_line(*g)
    elif shape.kind == "polygon":
        if shape.fill:
            pen.set(fill_style=shape.fill)
            canvas.fill_polygon(list(g))
        if shape.stroke:
            pen.set(stroke_style=shape.stroke)
            canvas.stroke_polygon(list(g))
    else:
        pen.set(font=f"{'bold ' if shape.bold else ''}{shape.size:g}px {font}", text_align=shape.align,
                text_baseline="middle", fill_style=shape.fill)
        canvas.fill_text(shape.text, *g)

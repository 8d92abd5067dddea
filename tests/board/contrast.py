"""Text contrast on a drawing (WCAG 2.1 AA, success criterion 1.4.3), for the board tests.

For each text shape: the colour actually painted behind it, found by compositing in paint order every filled
shape drawn before it (rect, rounded rect, circle, polygon) that contains the point, over the drawing's
background and honouring ``alpha``; the text's own colour blended on that; every filled shape drawn after it
over the point (a see-through veil; an opaque one hides the text: 1:1) blended over both; then the WCAG 2.x
contrast ratio of the two. Two points of each text are looked at, its anchor and the centre of its extent
(DejaVu Sans widths, font_metrics), and the lower ratio counts. Lines (strokes) are not counted.

Large text (WCAG: at least 18 pt = 24 px, or 14 pt = 18.66 px bold) needs 3:1; the rest 4.5:1.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from font_metrics import WIDEST, WIDTHS

NORMAL, LARGE = 4.5, 3.0
NAMED = {"white": "#ffffff", "black": "#000000"}


@lru_cache(maxsize=None)
def rgb(colour: str) -> tuple:
    """(r, g, b) in 0..1 of a ``#rgb`` / ``#rrggbb`` colour (or white, black)."""
    value = NAMED.get(colour.lower(), colour) if isinstance(colour, str) else colour
    if not isinstance(value, str) or not value.startswith("#") or len(value) not in (4, 7):
        raise ValueError(f"colour: not a #rgb or #rrggbb colour: {colour!r}")
    digits = value[1:] if len(value) == 7 else "".join(c * 2 for c in value[1:])
    return tuple(int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4))


def hex_of(colour: tuple) -> str:
    return "#" + "".join(f"{round(c * 255):02x}" for c in colour)


def blend(top: tuple, alpha: float, under: tuple) -> tuple:
    """``top`` painted with opacity ``alpha`` over ``under`` (sRGB values, as browsers composite)."""
    return tuple(alpha * t + (1 - alpha) * u for t, u in zip(top, under))


def luminance(colour: tuple) -> float:
    """WCAG 2.x relative luminance of an sRGB colour."""
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in colour]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def ratio(first, second) -> float:
    """The WCAG contrast ratio of two colours (hex strings or rgb tuples), 1 to 21."""
    a, b = (luminance(rgb(c) if isinstance(c, str) else c) for c in (first, second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def is_large(shape) -> bool:
    return shape.size >= 24 or (shape.bold and shape.size >= 18.66)


def needed(shape) -> float:
    return LARGE if is_large(shape) else NORMAL


@lru_cache(maxsize=100_000)
def width(text: str, size: float, bold: bool) -> float:
    table = WIDTHS["bold" if bold else "regular"]
    return sum(table.get(char, WIDEST) for char in text) * size


def points_of(shape) -> tuple:
    """The text's anchor and the centre of its extent."""
    x, y = shape.geometry
    half = width(shape.text, shape.size, shape.bold) / 2
    centre = {"left": x + half, "center": x, "right": x - half}[shape.align]
    return ((x, y), (centre, y))


def _in_rect(geometry, radius, px, py) -> bool:
    x, y, w, h = geometry
    if w < 0:
        x, w = x + w, -w
    if h < 0:
        y, h = y + h, -h
    if not (x <= px <= x + w and y <= py <= y + h):
        return False
    r = min(radius, w / 2, h / 2)
    cx = min(max(px, x + r), x + w - r)       # the nearest point of the rect shrunk by the corner radius
    cy = min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r + 1e-9


def _in_polygon(points, px, py) -> bool:
    inside = False
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        if (y1 > py) != (y2 > py) and px < x1 + (py - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def contains(shape, px: float, py: float) -> bool:
    """Whether the filled area of ``shape`` covers the point."""
    if shape.kind == "rect":
        return _in_rect(shape.geometry, shape.radius, px, py)
    if shape.kind == "circle":
        cx, cy, r = shape.geometry
        return (px - cx) ** 2 + (py - cy) ** 2 <= r * r
    if shape.kind == "polygon":
        return _in_polygon(list(shape.geometry), px, py)
    return False


def bounds(shape) -> tuple:
    """(left, top, right, bottom) of a filled shape."""
    g = shape.geometry
    if shape.kind == "rect":
        x, y, w, h = g
        return min(x, x + w), min(y, y + h), max(x, x + w), max(y, y + h)
    if shape.kind == "circle":
        return g[0] - g[2], g[1] - g[2], g[0] + g[2], g[1] + g[2]
    xs, ys = [p[0] for p in g], [p[1] for p in g]
    return min(xs), min(ys), max(xs), max(ys)


class Grounds:
    """What is painted where on one drawing: the filled shapes bucketed in CELL-unit squares (a board has
    thousands of shapes), so that finding those under a point looks at a few."""

    CELL = 32

    def __init__(self, drawing):
        self.drawing = drawing
        self.cells: dict = {}
        for index, shape in enumerate(drawing.shapes):
            if shape.kind in ("rect", "circle", "polygon") and shape.fill and shape.fill != "none":
                left, top, right, bottom = bounds(shape)
                for cx in range(int(left // self.CELL), int(right // self.CELL) + 1):
                    for cy in range(int(top // self.CELL), int(bottom // self.CELL) + 1):
                        self.cells.setdefault((cx, cy), []).append(index)

    def read(self, index: int, px: float, py: float) -> tuple:
        """(ratio, ink, ground) of the text ``drawing.shapes[index]`` at (px, py): the shapes painted before it
        make its ground, it is blended on that, and the shapes painted after it (a veil over a card) are
        blended over both."""
        text = self.drawing.shapes[index]
        ground = rgb(self.drawing.background)
        ink = None
        for other in self.cells.get((int(px // self.CELL), int(py // self.CELL)), ()):
            if ink is None and other > index:
                ink = blend(rgb(text.fill or "#000"), text.alpha, ground)
            shape = self.drawing.shapes[other]
            if contains(shape, px, py):
                ground = blend(rgb(shape.fill), shape.alpha, ground)
                if ink is not None:
                    ink = blend(rgb(shape.fill), shape.alpha, ink)
        if ink is None:
            ink = blend(rgb(text.fill or "#000"), text.alpha, ground)
        return contrast(ink, ground)


@dataclass(frozen=True)
class Pair:
    """One text and what it is read against, at its worst point."""
    text: str
    size: float
    bold: bool
    ink: str          # the text's colour as painted (blended)
    ground: str       # the colour behind it
    ratio: float
    needed: float

    @property
    def fails(self) -> bool:
        return self.ratio < self.needed - 1e-9

    def __str__(self) -> str:
        return (f"{self.text!r} ({self.size:g} px{' bold' if self.bold else ''}): {self.ink} on {self.ground} "
                f"= {self.ratio:.2f}:1 (needs {self.needed:g})")


@lru_cache(maxsize=100_000)
def contrast(ink: tuple, ground: tuple) -> tuple:
    return ratio(ink, ground), ink, ground


def pairs(drawing) -> list:
    """A :class:`Pair` for every non-blank text of ``drawing``."""
    found, grounds = [], Grounds(drawing)
    for index, shape in enumerate(drawing.shapes):
        if shape.kind != "text" or not shape.text.strip():
            continue
        value, ink, ground = min(grounds.read(index, px, py) for px, py in points_of(shape))
        found.append(Pair(shape.text, shape.size, shape.bold, hex_of(ink), hex_of(ground), value, needed(shape)))
    return found


def failures(drawing) -> list:
    """The pairs of ``drawing`` below their WCAG AA minimum."""
    return [pair for pair in pairs(drawing) if pair.fails]

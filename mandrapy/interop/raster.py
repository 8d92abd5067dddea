"""A board's :class:`~mandrapy.core.drawing.Drawing` as pixels, without a browser: Pillow paints its shapes
(the same rectangles, circles, lines, polygons and texts its SVG holds) into an ``H x W x 3`` uint8 array, what
``render_mode="rgb_array"`` returns. Drawn at twice the size and reduced, so edges and text are smoothed.

>>> from mandrapy.core.drawing import Drawing
>>> d = Drawing(40, 20, background="#ffffff")
>>> d.rect(0, 0, 20, 20, fill="#ff0000")
>>> pixels = rgb_array(d)
>>> pixels.shape, pixels.dtype.name, pixels[10, 5].tolist(), pixels[10, 30].tolist()
((20, 40, 3), 'uint8', [255, 0, 0], [255, 255, 255])
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import numpy as np
from PIL import Image, ImageDraw, ImageFont

if TYPE_CHECKING:
    from ..core.drawing import Drawing, Shape

SMOOTH = 2                        # drawn this many times larger, then reduced: Pillow draws without antialiasing
ANCHORS = {"left": "lm", "center": "mm", "right": "rm"}     # SVG's text-anchor with dominant-baseline="middle"
# Arial's metrics first (Liberation Sans has them), as browsers draw the boards' SVG, then DejaVu Sans.
FONT_FILES = {False: ("LiberationSans-Regular.ttf", "Arial.ttf", "arial.ttf", "DejaVuSans.ttf"),
              True: ("LiberationSans-Bold.ttf", "Arial Bold.ttf", "arialbd.ttf", "DejaVuSans-Bold.ttf")}
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
MISSING = "\U0010fffd"            # a private-use character no font draws


def rgb_array(drawing: Drawing, scale: float = 1.0) -> np.ndarray:
    """The drawing's pixels, ``scale`` pixels per drawing unit: an (height, width, 3) array of uint8."""
    if not (isinstance(scale, int | float) and 0 < scale <= 8):
        raise ValueError(f"rgb_array: scale must be a number above 0 and at most 8, not {scale!r}")
    return np.asarray(image(drawing, scale), dtype=np.uint8)


def image(drawing: Drawing, scale: float = 1.0) -> Image.Image:
    """The drawing as a Pillow RGB image, ``scale`` pixels per drawing unit."""
    k = scale * SMOOTH
    size = (max(1, round(drawing.width * k)), max(1, round(drawing.height * k)))
    canvas = Image.new("RGBA", size, drawing.background)
    draw = ImageDraw.Draw(canvas)
    for shape in drawing.shapes:
        if shape.alpha >= 1.0:
            _paint(draw, shape, k)
        else:                     # a see-through shape: drawn on its own layer, laid over at its opacity
            layer = Image.new("RGBA", size, (0, 0, 0, 0))
            _paint(ImageDraw.Draw(layer), shape, k)
            box = layer.getbbox()
            if box:
                part = layer.crop(box)
                opacity = max(shape.alpha, 0.0)
                part.putalpha(part.getchannel("A").point(lambda a, opacity=opacity: round(a * opacity)))
                canvas.alpha_composite(part, dest=box[:2])
    smooth = canvas.convert("RGB").reduce(SMOOTH)
    final = (max(1, round(drawing.width * scale)), max(1, round(drawing.height * scale)))
    return smooth if smooth.size == final else smooth.resize(final, Image.Resampling.LANCZOS)


def _paint(draw: ImageDraw.ImageDraw, shape: Shape, k: float) -> None:
    """One shape. Pillow draws an outline in its default ink when given neither fill nor outline: never asked."""
    g = [v * k for v in shape.geometry] if shape.kind != "polygon" else shape.geometry
    width = max(1, round(shape.width * k))
    if shape.kind == "rect":
        x, y, w, h = g
        box = (x, y, x + max(w, 0), y + max(h, 0))
        outline = shape.stroke if not shape.dash else None
        if shape.fill or outline:
            draw.rounded_rectangle(box, radius=shape.radius * k, fill=shape.fill, outline=outline, width=width)
        if shape.stroke and shape.dash:
            corners = [(box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3]), (box[0], box[1])]
            for start, end in zip(corners, corners[1:]):
                _dashed(draw, start, end, shape.stroke, width, [d * k for d in shape.dash])
    elif shape.kind == "circle":
        cx, cy, r = g
        if shape.fill or shape.stroke:
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=shape.fill, outline=shape.stroke,
                         width=width)
    elif shape.kind == "line":
        start, end = (g[0], g[1]), (g[2], g[3])
        if shape.dash:
            _dashed(draw, start, end, shape.stroke or "#000", width, [d * k for d in shape.dash])
        else:
            draw.line((start, end), fill=shape.stroke or "#000", width=width)
    elif shape.kind == "polygon":
        points = [(x * k, y * k) for x, y in shape.geometry]
        if len(points) >= 2 and (shape.fill or shape.stroke):
            draw.polygon(points, fill=shape.fill, outline=shape.stroke, width=width if shape.stroke else 0)
    elif shape.kind == "text" and shape.text:
        font = _font_for(shape.text, shape.size * k, shape.bold)
        draw.text((g[0], g[1]), shape.text, fill=shape.fill or "#000", font=font, anchor=ANCHORS.get(shape.align, "lm"))


def _dashed(draw: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float], colour: str,
            width: int, pattern: list[float]) -> None:
    """A line drawn in dashes: ``pattern`` alternates lengths drawn and skipped, as SVG's stroke-dasharray."""
    length = math.dist(start, end)
    if length == 0 or sum(pattern) <= 0:
        return
    pattern = pattern * (2 if len(pattern) % 2 else 1)
    position, index = 0.0, 0
    while position < length:
        step = pattern[index % len(pattern)]
        if index % 2 == 0:
            a, b = position / length, min(position + step, length) / length
            draw.line(((start[0] + (end[0] - start[0]) * a, start[1] + (end[1] - start[1]) * a),
                       (start[0] + (end[0] - start[0]) * b, start[1] + (end[1] - start[1]) * b)),
                      fill=colour, width=width)
        position += step
        index += 1


def _font_for(text: str, size: float, bold: bool) -> Font:
    """The first font that has every character of ``text`` (a browser falls back glyph by glyph; one font for
    the whole text is near enough: boards use a few symbols, such as triangles and stars)."""
    fonts = _fonts(size, bold)
    for font in fonts:
        if all(_has(font, ch) for ch in text if ord(ch) > 0x7F):
            return font
    return fonts[0]


@lru_cache(maxsize=64)
def _fonts(size: float, bold: bool) -> tuple[Font, ...]:
    """The fonts of FONT_FILES the system has at ``size`` pixels (Pillow looks in the usual font folders), then
    Pillow's own scalable font."""
    found: list[Font] = []
    for name in FONT_FILES[bold]:
        try:
            found.append(ImageFont.truetype(name, size))
        except OSError:
            continue
    return (*found, ImageFont.load_default(size))


@lru_cache(maxsize=4096)
def _has(font: Font, character: str) -> bool:
    """Whether ``font`` draws ``character`` (a missing one is drawn as the font's empty box, .notdef)."""
    return bytes(font.getmask(character)) != bytes(font.getmask(MISSING))

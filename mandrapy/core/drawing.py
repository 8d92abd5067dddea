"""A drawing as plain data: shapes in paint order plus named click targets.

Boards compute a :class:`Drawing` from a view with a pure function; the same drawing is then painted on
the board's canvas (``mandrapy.widgets.paint``) or written as SVG (:meth:`Drawing.to_svg`) for GitHub,
nbviewer and tests. Click handling asks the drawing which target lies under a point (:meth:`Drawing.hit`),
so a click in the browser and ``board.click(x, y)`` in a test take the same path.

>>> d = Drawing(100, 50)
>>> d.rect(10, 10, 30, 20, fill="#fc0")
>>> d.target(("shop", 3), 10, 10, 30, 20)
>>> d.hit(15, 15), d.hit(80, 40)
(('shop', 3), None)
>>> d.to_svg().startswith('<svg')
True
"""

from __future__ import annotations

import base64
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any, TypeVar

T = TypeVar("T")
Box = tuple[float, float, float, float]         # (x, y, w, h)


@dataclass(frozen=True)
class Shape:
    kind: str                 # "rect", "circle", "line", "polygon", "text"
    geometry: tuple[Any, ...]   # numbers; a polygon's: (x, y) pairs
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    alpha: float = 1.0
    radius: float = 0.0       # corner radius of a rect
    text: str = ""
    size: float = 12.0
    align: str = "left"       # left, center, right
    bold: bool = False
    dash: tuple[float, ...] = ()
    box: tuple[float, ...] = ()   # a text's (x, y, w, h) box it must fit in (checked by tests), if it has one


@dataclass(frozen=True)
class Target:
    key: Any                  # the board's own key (a game's tuple or text)
    x: float
    y: float
    w: float
    h: float

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h


@dataclass
class Options:
    """What a board's drawing depends on besides the view."""
    language: str = "en"
    selection: dict[Any, Any] = field(default_factory=dict)   # what the person has picked so far (the board's own keys)
    message: str = ""                                # e.g. the rule an illegal click broke
    seat_kinds: tuple[str, ...] = ()                # "human" / "computer" per seat
    can_undo: bool = False
    interactive: bool = True                        # False: a static picture, no buttons or instructions
    page: int = 0                                   # the page of the choice bar (mandrapy.widgets.controls)
    last_moves: tuple[tuple[int, Any], ...] = ()    # (seat, action) pairs to mark, oldest first (moves_since)
    layout: str = "wide"                            # "wide", "compact" or "narrow" (LAYOUTS): see below


# A board is drawn for the room a person has. "wide": the full table side by side (about 1180 x 800 units),
# for a tall desktop screen. "compact": everything the decision at hand needs within COMPACT_WIDTH x
# COMPACT_HEIGHT units (the prompt with its choice buttons beside it, every target, the deciding seat's own
# panel; the other seats as labelled strips), so that on a laptop (JupyterLab at 1280x720 beside its file
# browser: 848 x 599 CSS px of notebook) the board, its buttons and the hint's advice fit one screen.
# "narrow": the same facts in at most NARROW_WIDTH units, the panels stacked under the table, for a column
# narrower than that. Each is shown no smaller than its design size (11-unit text stays at least 11 CSS px).
LAYOUTS = ("wide", "compact", "narrow")
NARROW_WIDTH = 680
COMPACT_WIDTH = 820
COMPACT_HEIGHT = 440
# Named regions a board declares (Drawing.region) so that tests can find what a person must see together.
REGIONS = ("prompt", "choices", "panel")


def moves_since(history: Sequence[T], deciders: Sequence[int], seat: int | None = None, to_play: int | None = None,
                most: int = 16) -> tuple[tuple[int, T], ...]:
    """The (seat, action) pairs to mark as "what just happened" for ``seat``, oldest first.

    Those are the moves played since ``seat``'s last decision before its current run of decisions (its turn
    in progress is included). ``seat`` None (a teacher, hot-seat play) reads as the seat ``to_play``, and
    once the game is over as the seat that moved last. At most the last ``most`` moves.

    >>> moves_since(["a", "b", "c", "d", "e"], [0, 1, 1, 0, 0], seat=0)
    ((1, 'b'), (1, 'c'), (0, 'd'), (0, 'e'))
    >>> moves_since(["a", "b", "c"], [0, 1, 1], seat=None, to_play=0)
    ((1, 'b'), (1, 'c'))
    """
    viewer = to_play if seat is None else seat
    if viewer is None and deciders:              # the game is over: the last round, by who moved last
        viewer = deciders[-1]
    end = len(history)
    start = end
    while start > 0 and deciders[start - 1] == viewer:      # the viewer's turn in progress
        start -= 1
    while start > 0 and deciders[start - 1] != viewer:      # everyone else since the viewer's last turn
        start -= 1
    start = max(start, end - most)
    return tuple(zip(deciders[start:end], history[start:end]))


class Picture:
    """A static drawing, shown in notebooks, on GitHub and nbviewer at the width it is given.

    Its output carries the SVG twice: as ``image/svg+xml`` and inside an HTML ``<img>``. JupyterLab shows no
    SVG output of a notebook it has not trusted (every notebook opened from a checkout or Binder) but does
    show sanitised HTML, and an ``<img>`` scales down to the output area's width."""

    def __init__(self, drawing: "Drawing", caption: str = "", alt: str = "") -> None:
        self.drawing = drawing
        self.caption = caption          # shown above the picture
        self.alt = alt                  # what the picture shows, for whoever cannot see it

    def __repr__(self) -> str:
        return f"<Picture {self.drawing.width}x{self.drawing.height}{': ' + self.caption if self.caption else ''}>"

    def alternative(self) -> str:
        """What the picture shows, in words: its ``alt``, else what its header says, in the drawing's own
        language (the texts drawn level with its prompt, in paint order: the game's title, then what is asked).

        >>> d = Drawing(200, 40)
        >>> d.text(4, 20, "Kuhn poker"); d.text(90, 20, "Player 1 to play."); d.text(4, 35, "Card 3")
        >>> d.region("prompt", 90, 10, 100, 20)
        >>> Picture(d).alternative()
        'Kuhn poker — Player 1 to play.'
        """
        if self.alt:
            return self.alt
        _x, top, _w, height = self.drawing.regions.get("prompt", (0, 0, 0, -1))
        said = [shape.text.strip() for shape in self.drawing.shapes
                if shape.kind == "text" and shape.text.strip() and top <= shape.geometry[1] <= top + height]
        return " — ".join(part for part in (said[0] if said else "", " ".join(said[1:])) if part)

    def text(self) -> str:
        """The text alternative: what it shows and its caption (its repr when it has neither)."""
        return " ".join(part for part in (self.alternative(), self.caption) if part) or repr(self)

    def svg(self) -> str:
        """The drawing as SVG, named for a screen reader: ``role="img"`` and its text alternative as title."""
        head, rest = self.drawing.to_svg().split(">", 1)
        return f'{head} role="img"><title>{escape(self.text())}</title>{rest}'

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> dict[str, str]:
        svg = self.svg()
        source = "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()
        caption = f"<div style='font-size:13px;color:#555'>{escape(self.caption)}</div>" if self.caption else ""
        # The caption is shown above the picture; its alt says what the picture shows (else the caption).
        html = (f"<div class='mandrapy-picture'>{caption}<img src='{source}' width='{self.drawing.width}' "
                f"style='max-width:100%;height:auto' alt='{escape(self.alternative() or self.text())}'></div>")
        return {"text/html": html, "image/svg+xml": svg, "text/plain": self.text()}

    def save(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as file:
            file.write(self.svg())


@dataclass
class Drawing:
    width: int
    height: int
    background: str = "#ffffff"
    font: str = "sans-serif"
    shapes: list[Shape] = field(default_factory=list)
    targets: list[Target] = field(default_factory=list)
    cards: list[Box] = field(default_factory=list)  # (x, y, w, h) of each card face drawn (card(); for tests)
    regions: dict[str, Box] = field(default_factory=dict)     # name (REGIONS) -> (x, y, w, h): where it is drawn

    # ---------------------------------------------------------------- building
    def rect(self, x: float, y: float, w: float, h: float, fill: str | None = None, stroke: str | None = None,
             width: float = 1.0, radius: float = 0.0, alpha: float = 1.0, dash: Iterable[float] = ()) -> None:
        self.shapes.append(Shape("rect", (x, y, w, h), fill, stroke, width, alpha, radius, dash=tuple(dash)))

    def circle(self, cx: float, cy: float, r: float, fill: str | None = None, stroke: str | None = None,
               width: float = 1.0, alpha: float = 1.0) -> None:
        self.shapes.append(Shape("circle", (cx, cy, r), fill, stroke, width, alpha))

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str = "#000", width: float = 1.0,
             alpha: float = 1.0, dash: Iterable[float] = ()) -> None:
        self.shapes.append(Shape("line", (x1, y1, x2, y2), None, stroke, width, alpha, dash=tuple(dash)))

    def polygon(self, points: Iterable[Iterable[float]], fill: str | None = None, stroke: str | None = None,
                width: float = 1.0, alpha: float = 1.0) -> None:
        self.shapes.append(Shape("polygon", tuple(tuple(p) for p in points), fill, stroke, width, alpha))

    def text(self, x: float, y: float, text: object, size: float = 12, fill: str = "#222", align: str = "left",
             bold: bool = False, alpha: float = 1.0, box: Iterable[float] | None = None) -> None:
        """Text whose baseline-middle sits at ``y``; ``align`` anchors ``x``. ``box``: the (x, y, w, h)
        the text belongs to and must fit in (a card, a button, a panel), recorded for tests."""
        self.shapes.append(Shape("text", (x, y), fill, None, 1.0, alpha, text=str(text), size=size,
                                 align=align, bold=bold, box=tuple(box) if box else ()))

    def target(self, key: object, x: float, y: float, w: float, h: float) -> None:
        """A click target; where targets overlap, the one added last wins."""
        self.targets.append(Target(key, x, y, w, h))

    def card(self, x: float, y: float, w: float, h: float) -> None:
        """Record that a card a person reads is drawn at (x, y, w, h) (nothing is drawn: tests measure it)."""
        self.cards.append((x, y, w, h))

    def region(self, name: str, x: float, y: float, w: float, h: float) -> None:
        """Record where the part called ``name`` is drawn (one of REGIONS: the prompt, the decision's choice
        buttons, the deciding seat's own panel). Nothing is drawn; the browser tests measure it on screen."""
        if name not in REGIONS:
            raise ValueError(f"region name must be one of {REGIONS}, not {name!r}")
        self.regions[name] = (x, y, w, h)

    def moved(self, dx: float, dy: float) -> "Moved":
        """This drawing seen through a shift: what is drawn on the result at (x, y) lands at (x + dx, y + dy).
        A part of a board written for one place (a player panel) can so be drawn at another (stacked below)."""
        return Moved(self, dx, dy)

    # ---------------------------------------------------------------- reading
    def hit(self, x: float, y: float) -> Any:
        for target in reversed(self.targets):
            if target.contains(x, y):
                return target.key
        return None

    def target_centre(self, key: object) -> tuple[float, float]:
        """The centre of the target called ``key`` (for tests and scripted clicks)."""
        for target in reversed(self.targets):
            if target.key == key:
                return (target.x + target.w / 2, target.y + target.h / 2)
        raise KeyError(key)

    def texts(self) -> list[str]:
        return [shape.text for shape in self.shapes if shape.kind == "text"]

    # ---------------------------------------------------------------- SVG
    def to_svg(self) -> str:
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
               f'viewBox="0 0 {self.width} {self.height}" font-family="{escape(self.font)}" '
               f'style="max-width:100%;height:auto">',
               f'<rect width="100%" height="100%" fill="{self.background}"/>']
        out.extend(_svg(shape) for shape in self.shapes)
        out.append("</svg>")
        return "\n".join(out)


class Moved:
    """A :class:`Drawing` shifted by (dx, dy): the same building methods, every coordinate moved (sizes,
    text and keys unchanged). ``width``/``height`` and reading go to the drawing underneath."""

    def __init__(self, drawing: Drawing, dx: float, dy: float) -> None:
        self.drawing, self.dx, self.dy = drawing, dx, dy

    def __getattr__(self, name: str) -> Any:
        return getattr(self.drawing, name)

    def _box(self, box: Sequence[float] | None) -> tuple[float, ...] | None:
        return (box[0] + self.dx, box[1] + self.dy, *box[2:]) if box else None

    def rect(self, x: float, y: float, w: float, h: float, *style: Any, **named: Any) -> None:
        self.drawing.rect(x + self.dx, y + self.dy, w, h, *style, **named)

    def circle(self, cx: float, cy: float, r: float, *style: Any, **named: Any) -> None:
        self.drawing.circle(cx + self.dx, cy + self.dy, r, *style, **named)

    def line(self, x1: float, y1: float, x2: float, y2: float, *style: Any, **named: Any) -> None:
        self.drawing.line(x1 + self.dx, y1 + self.dy, x2 + self.dx, y2 + self.dy, *style, **named)

    def polygon(self, points: Iterable[tuple[float, float]], *style: Any, **named: Any) -> None:
        self.drawing.polygon([(x + self.dx, y + self.dy) for x, y in points], *style, **named)

    def text(self, x: float, y: float, text: object, *style: Any, box: Sequence[float] | None = None,
             **named: Any) -> None:
        self.drawing.text(x + self.dx, y + self.dy, text, *style, box=self._box(box), **named)  # type: ignore[misc]


    def target(self, key: object, x: float, y: float, w: float, h: float) -> None:
        self.drawing.target(key, x + self.dx, y + self.dy, w, h)

    def card(self, x: float, y: float, w: float, h: float) -> None:
        self.drawing.card(x + self.dx, y + self.dy, w, h)

    def region(self, name: str, x: float, y: float, w: float, h: float) -> None:
        self.drawing.region(name, x + self.dx, y + self.dy, w, h)

    def moved(self, dx: float, dy: float) -> "Moved":
        return Moved(self.drawing, self.dx + dx, self.dy + dy)


def _paint_attributes(shape: Shape) -> str:
    parts = [f'fill="{shape.fill or "none"}"']
    if shape.stroke:
        parts.append(f'stroke="{shape.stroke}" stroke-width="{shape.width:g}"')
        if shape.dash:
            parts.append(f'stroke-dasharray="{" ".join(f"{d:g}" for d in shape.dash)}"')
    if shape.alpha != 1.0:
        parts.append(f'opacity="{shape.alpha:g}"')
    return " ".join(parts)


def _svg(shape: Shape) -> str:
    g = shape.geometry
    if shape.kind == "rect":
        x, y, w, h = g
        radius = f' rx="{shape.radius:g}"' if shape.radius else ""
        return f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}"{radius} {_paint_attributes(shape)}/>'
    if shape.kind == "circle":
        return f'<circle cx="{g[0]:g}" cy="{g[1]:g}" r="{g[2]:g}" {_paint_attributes(shape)}/>'
    if shape.kind == "line":
        return f'<line x1="{g[0]:g}" y1="{g[1]:g}" x2="{g[2]:g}" y2="{g[3]:g}" {_paint_attributes(shape)}/>'
    if shape.kind == "polygon":
        points = " ".join(f"{x:g},{y:g}" for x, y in g)
        return f'<polygon points="{points}" {_paint_attributes(shape)}/>'
    anchor = {"left": "start", "center": "middle", "right": "end"}[shape.align]
    weight = ' font-weight="bold"' if shape.bold else ""
    opacity = f' opacity="{shape.alpha:g}"' if shape.alpha != 1.0 else ""
    return (f'<text x="{g[0]:g}" y="{g[1]:g}" font-size="{shape.size:g}" fill="{shape.fill}" '
            f'text-anchor="{anchor}" dominant-baseline="middle"{weight}{opacity}>{escape(shape.text)}</text>')

"""What every part of the Conjuraction drawing shares: colours, cube chips, card grids, and the context of
one drawing (the view, the options, the labels and what a click may do now)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.drawing import Drawing, Moved, Options
from ...core.labels import fill
from ...core.measure import cut, fit_text, line_width, wrap_lines, wrap_parts  # noqa: F401  (the board's modules take them from here)
from ...core.labels import seat_name as name_seat
from ..cards import GRIDS, RUNE_OF
from ..view import ConjuractionView
from .labels import LABELS, LETTERS
from .places import Places

CUBE_FILL = ("#f7f3e8", "#f4c430", "#2f6fc8", "#d63031", "#2d3436")     # letters on them >= 4.5:1
CUBE_INK = ("#222222", "#222222", "#ffffff", "#ffffff", "#ffffff")
FADED_INK = "#222222"           # a letter on a faded (see-through) cube or square of any colour, >= 4.5:1
CUBE_EDGE = ("#7f8c8d", "#8a6d00", "#1b4f8c", "#7b1f1f", "#000000")
SEAT_COLOURS = ("#8e44ad", "#00a39b", "#e67e22", "#2471a3", "#c0392b")
SEAT_INK = ("#ffffff", "#222222", "#222222", "#ffffff", "#ffffff")     # a seat number on its colour, >= 4.5:1
HIGHLIGHT, SELECTED, LIT_FILL = "#ff9f1a", "#e84118", "#fff1d6"
PANEL, PANEL_EDGE, INK, MUTED = "#ffffff", "#b2bec3", "#222222", "#555555"
BACKGROUND = "#eef1f5"
SMALL = 11                      # the smallest text drawn anywhere


@dataclass
class Context:
    """One drawing's inputs, and the click state read from them."""
    view: ConjuractionView
    options: Options
    labels: dict
    places: Places | None
    worker: tuple | None = None
    lit: set = field(default_factory=set)
    focus: int | None = None

    @classmethod
    def of(cls, view, options: Options) -> "Context":
        labels = LABELS[options.language]
        selection = options.selection
        focus = selection.get("focus")
        if focus is None or not 0 <= focus < view.players:
            focus = view.seat if view.seat is not None else (view.to_play if view.to_play is not None else 0)
        if not options.interactive or not view.legal_actions:
            return cls(view, options, labels, None, focus=focus)
        places = Places(view)
        worker = selection.get("worker")
        if worker not in places.by_worker:
            worker = None
        return cls(view, options, labels, places, worker, places.targets(worker), focus)

    @property
    def narrow(self) -> bool:
        return self.options.layout == "narrow"

    @property
    def acting(self) -> bool:
        """Whether the grimoire in focus is the one whose pieces answer the decision now."""
        return self.places is not None and self.focus == self.view.to_play

    def seat_name(self, seat: int) -> str:
        return name_seat(seat, self.view, self.options.seat_kinds, self.labels)


def seat_facts(ctx: Context, p: int, short: bool = False) -> list:
    """What a player watches about seat ``p``, each count with its word (``short``: "Hand 3" for "Hand: 3
    cards"). A seat that has passed is done with its workers: what it passed with comes first instead."""
    view, labels = ctx.view, ctx.labels
    seat = view.seats[p]
    hand = (labels["hand_count"].format(n=seat.hand_size) if short
            else fill(labels["hidden_hand"], ctx.options.language, n=seat.hand_size))
    counts = [hand, labels["glyph_count"].format(n=seat.glyphs),
              labels["rune_count"].format(up=sum(seat.runes_up), all=sum(seat.runes_up) + sum(seat.runes_down))]
    first = [labels["first_player"]] if p == view.first else []
    if seat.passed:
        return [labels["passed"]] + ([labels["charm"][seat.charm]] if seat.charm else []) + counts + first
    left = seat.familiars - seat.familiars_used
    workers = [labels["familiars"].format(left=left, bound=seat.familiars)]
    return counts + workers + ([labels["sorcerer_used"]] if seat.sorcerer_used else []) + first


def target(d: Drawing, ctx: Context, key, x, y, w, h, grimoire: bool = False) -> bool:
    """Register ``key`` as a click target (interactive boards only); outline it when it is lit or picked.

    Every piece is clickable on an interactive board, lit or not: an unlit click explains the rule."""
    if not ctx.options.interactive:
        return False
    if grimoire and not ctx.acting:
        return False
    if ctx.worker == key:
        d.rect(x - 3, y - 3, w + 6, h + 6, stroke=SELECTED, width=3, radius=5)
    elif key in ctx.lit:
        d.rect(x - 3, y - 3, w + 6, h + 6, stroke=HIGHLIGHT, width=3, radius=5)
    d.target(key, x, y, w, h)
    return key in ctx.lit


def cached(draw_fn):
    """``draw_fn(d, *args)`` drawn once per ``args``: later calls reuse its shapes (frozen values).

    Building shapes is most of a redraw's time, and cubes, card grids and runes recur at the same places
    from one redraw to the next."""
    store: dict = {}

    def drawn(d: Drawing | Moved, *args, **named) -> None:
        if isinstance(d, Moved):          # a part drawn elsewhere: every cached helper takes (x, y) first
            args = (args[0] + d.dx, args[1] + d.dy, *args[2:])
            d = d.drawing
        key = (args, tuple(sorted(named.items()))) if named else args
        shapes = store.get(key)
        if shapes is None:
            scratch = Drawing(0, 0)
            draw_fn(scratch, *args, **named)
            shapes = tuple(scratch.shapes)
            if len(store) > 50_000:
                store.clear()
            store[key] = shapes
        d.shapes.extend(shapes)

    drawn.__doc__, drawn.__name__ = draw_fn.__doc__, draw_fn.__name__
    return drawn


@cached
def cube(d: Drawing, x, y, size, colour: int, count: int | None = None, faded: bool = False) -> None:
    """A mana cube as a square chip with its colour letter (and a count beside it)."""
    d.rect(x, y, size, size, fill=CUBE_FILL[colour], stroke=CUBE_EDGE[colour], radius=2,
           alpha=0.35 if faded else 1.0)
    d.text(x + size / 2, y + size / 2 + 0.5, LETTERS[colour], size=max(SMALL, size * 0.6),
           fill=FADED_INK if faded else CUBE_INK[colour], align="center", bold=not faded)
    if count is not None:
        d.text(x + size + 2, y + size / 2, str(count), size=SMALL + 1, fill=INK if not faded else "#636e72",
               bold=True)


@cached
def dual(d: Drawing, x, y, size, colours) -> None:
    """A mana space: one colour, or split in halves for a space that takes either of two."""
    if len(colours) == 1:
        cube(d, x, y, size, colours[0])
        return
    half = size / 2
    for n, colour in enumerate(colours):
        d.rect(x + n * half, y, half, size, fill=CUBE_FILL[colour], stroke=CUBE_EDGE[colour])
        d.text(x + n * half + half / 2, y + size / 2 + 0.5, LETTERS[colour], size=SMALL, fill=CUBE_INK[colour],
               align="center", bold=True)


def placed_squares(forge) -> tuple:
    """A view's Forge's placed cubes as (square 0..8, colour), the way the grid is drawn."""
    return tuple((3 * row + column, colour) for (row, column), colour in forge.placed)


@cached
def card_grid(d: Drawing, x, y, square, card: int, locked=(), faded: bool = False) -> None:
    """A spell card's 3x3 grid of colour squares (letters on each), locked cubes drawn as stones."""
    grid = GRIDS[card]
    on = dict(locked)
    for s in range(9):
        row, col = divmod(s, 3)
        sx, sy = x + col * square, y + row * square
        colour = grid[s]
        d.rect(sx, sy, square, square, fill=CUBE_FILL[colour], stroke="#636e72", alpha=0.45 if faded else 1.0)
        if s in on:
            inset = square * 0.16
            d.rect(sx + inset, sy + inset, square - 2 * inset, square - 2 * inset, fill=CUBE_FILL[on[s]],
                   stroke="#000000", width=2 if square >= 14 else 1, radius=3 if square >= 14 else 1)
            if square >= 14:          # a strip's thumbnail is too small for letters: its stones are outlined
                d.text(sx + square / 2, sy + square / 2 + 0.5, LETTERS[on[s]], size=max(SMALL, square * 0.42),
                       fill=CUBE_INK[on[s]], align="center", bold=True, box=(sx, sy, square, square))
        elif square >= 14:
            d.text(sx + square / 2, sy + square / 2 + 0.5, LETTERS[colour], size=max(SMALL, square * 0.38),
                   fill=FADED_INK if faded else CUBE_INK[colour], align="center", box=(sx, sy, square, square))


@cached
def rune_chip(d: Drawing, cx, cy, r, rune: int) -> None:
    """A rune: a diamond in its colour with its letter."""
    d.polygon(((cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)), fill=CUBE_FILL[rune], stroke="#2d3436")
    d.text(cx, cy + 0.5, LETTERS[rune], size=SMALL, fill=CUBE_INK[rune], align="center", bold=True)


def spell_card(d: Drawing, x, y, square, card: int, labels, locked=()) -> tuple:
    """A whole card: its grid, number and rune; returns its (w, h)."""
    w, h = 3 * square + 30, 3 * square + 8
    d.card(x, y, w, h)
    d.rect(x, y, w, h, fill="#fdfaf2", stroke="#636e72", radius=4)
    card_grid(d, x + 4, y + 4, square, card, locked)
    d.text(x + w - 14, y + 13, f"#{card}", size=SMALL, fill=INK, align="center", bold=True)
    rune_chip(d, x + w - 14, y + h - 16, 9, RUNE_OF[card])
    return w, h


def panel(d: Drawing, x, y, w, h, title: str | None = None) -> None:
    d.rect(x, y, w, h, fill=PANEL, stroke=PANEL_EDGE, width=1.5, radius=8)
    if title:
        d.text(x + 10, y + 12, title, size=12, fill=MUTED, bold=True)

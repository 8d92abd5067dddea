"""The game-agnostic canvas board: shows a :class:`~mandrapy.core.drawing.Drawing` on an ipycanvas canvas.

A game's board subclasses :class:`CanvasBoard` and supplies two things: ``render`` (a pure function of
the seat's view and the board's options) and ``handle(key)`` (what a click on a target means). Clicks in
the browser and ``board.click(x, y)`` in tests take the same path. A redraw is sent as one batched
message and repeated whenever a browser connects (draws sent before that are lost).

The canvas takes its size from the drawing, so a game whose picture grows with the player count just
draws a taller :class:`Drawing`; ``width=`` / ``height=`` set the size shown on the page (the drawing is
scaled to it and clicks are mapped back by ipycanvas).
"""

from __future__ import annotations

import html
import time

import ipywidgets as widgets
from ipycanvas import Canvas, hold_canvas

from ..core.drawing import Drawing, Options
from ..core.errors import IllegalAction
from ..core.log import worded_log
from ..core.players import RandomPlayer
from .controls import PAGE
from .paint import paint

MAX_SIZE = 10_000         # pixels: a 4K projector is 3840 wide


class CanvasBoard(widgets.HBox):
    """A clickable board for one game object.

    A game's board sets ``LABELS`` (language -> label table) and ``render`` (its pure
    ``draw(view, options)``), and implements ``handle(key)``: what a click on a target means.
    ``width`` / ``height``: the size shown on the page in pixels (one given: the other keeps the drawing's
    proportions; neither: the drawing's own size).
    """

    LOG_WIDTH = 320
    LABELS: dict = {"en": {}}
    LOG_WORDS: dict = {}                 # language -> core.log.Words, to word the log beside the board
    render = None
    explain_rule = None                  # (code, values, english sentence, language) -> sentence

    def __init__(self, game, seat: int | None = None, players=None, language: str = "en",
                 seed: int | None = None, width: float | None = None, height: float | None = None):
        if language not in self.LABELS:
            raise ValueError(f"language must be one of {', '.join(self.LABELS)}")
        for name, value in (("width", width), ("height", height)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                      or not 0 < value <= MAX_SIZE):
                raise ValueError(f"{name} must be a number of pixels from 1 to {MAX_SIZE}, not {value!r}")
        self.selection: dict = {}          # what the person has picked so far (keys are the board's own)
        self.game = game
        self.seat = seat
        self.language = language
        self.message = ""
        self.page = 0                      # the page of the choice bar shown
        self.redraws = 0
        self.last_redraw_seconds = 0.0
        self.browser_ready = False       # no canvas command may be sent before a browser view exists
        self.computers = self._make_computers(players, seed)
        self.shown_size = (width, height)
        self.canvas = Canvas(width=1, height=1)
        self.log_box = widgets.HTML(layout=widgets.Layout(
            width=f"{self.LOG_WIDTH}px", min_width=f"{self.LOG_WIDTH}px", overflow="auto"))
        self.log_box.add_class("mandrapy-log")
        self.canvas.on_mouse_down(self._on_mouse_down)
        self.canvas.on_client_ready(self._on_client_ready)
        # Where the notebook is narrower than board + log, the log wraps below instead of being squeezed.
        super().__init__([self.canvas, self.log_box], layout=widgets.Layout(flex_flow="row wrap"))
        game.observe(self._on_game_change, names="move_number")
        self._last_drawing: Drawing | None = None
        self._thinking = False
        self.run_computers()
        self.redraw()

    def _make_computers(self, players, seed) -> dict:
        kinds = players or {}
        if isinstance(kinds, (list, tuple)):
            kinds = dict(enumerate(kinds))
        computers = {}
        for seat, kind in kinds.items():
            if kind in (None, "human"):
                continue
            computers[int(seat)] = RandomPlayer(None if seed is None else seed + int(seat)) \
                if kind in ("random", "computer") else kind
        return computers

    # ---------------------------------------------------------------- to supply
    def handle(self, key) -> None:
        raise NotImplementedError

    @property
    def labels(self) -> dict:
        return self.LABELS[self.language]

    def options(self) -> Options:
        return Options(language=self.language, selection=dict(self.selection), message=self.message,
                       seat_kinds=self.seat_kinds(), can_undo=self.can_undo(), page=self.page)

    def drawing(self) -> Drawing:
        return type(self).render(self.view, self.options())

    # ---------------------------------------------------------------- drawing
    @property
    def view(self):
        return self.game.view(self.seat)

    def seat_kinds(self) -> tuple:
        return tuple("computer" if seat in self.computers else "human" for seat in range(self.game.players))

    def _on_client_ready(self, *_args) -> None:
        self.browser_ready = True
        self.redraw()

    def redraw(self, *_args) -> Drawing:
        """Recompute the drawing; paint it when a browser is there to receive it.

        Canvas commands sent before any browser view exists are not merely lost: under Voila the front
        end fails on them and stops drawing. So painting waits for ``on_client_ready``, which every new
        browser view triggers.
        """
        started = time.perf_counter()
        drawing = self.drawing()
        self._last_drawing = drawing
        self._fit(drawing)
        if self.browser_ready:
            paint(self.canvas, drawing)
        self.log_box.value = self._log_html()
        self.redraws += 1
        self.last_redraw_seconds = time.perf_counter() - started
        return drawing

    @property
    def size(self) -> tuple:
        """(width, height) of the canvas as shown on the page, in CSS pixels."""
        width, height = self.shown_size
        w, h = self.canvas.width, self.canvas.height
        if width is None and height is None:
            return w, h
        if width is None:
            return w * height / h, height
        if height is None:
            return width, h * width / w
        return width, height

    def _fit(self, drawing: Drawing) -> None:
        """Give the canvas the drawing's size (set only when it changes: each change is a message)."""
        if (self.canvas.width, self.canvas.height) != (drawing.width, drawing.height):
            self.canvas.width, self.canvas.height = drawing.width, drawing.height
        width, height = (f"{value:g}px" for value in self.size)
        if (self.canvas.layout.width, self.canvas.layout.height) != (width, height):
            self.canvas.layout.width, self.canvas.layout.height = width, height
            self.log_box.layout.height = height

    def log_lines(self) -> tuple:
        """The log shown beside the board, in the board's language."""
        return worded_log(self.view, self.LOG_WORDS, self.language)

    def _log_html(self) -> str:
        lines = self.log_lines()
        items = "".join(f"<li>{html.escape(line)}</li>" for line in lines[-200:])
        title = html.escape(self.labels.get("log", "Log"))
        return (f"<div style='font-size:12px;line-height:1.35'><b>{title}</b> ({len(lines)})"
                f"<ol start='{max(len(lines) - 199, 1)}' style='padding-left:2.2em'>{items}</ol></div>")

    def _repr_svg_(self) -> str:
        return self.drawing().to_svg()

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        bundle["image/svg+xml"] = self.drawing().to_svg()
        return bundle

    # ---------------------------------------------------------------- input
    def _on_mouse_down(self, x, y) -> None:
        self.click(x, y)

    def click(self, x: float, y: float):
        """A click at canvas coordinates; returns the target key hit (or None)."""
        drawing = self._last_drawing or self.drawing()
        key = drawing.hit(x, y)
        if isinstance(key, tuple) and key[:1] == (PAGE,):
            self.page = key[1]                 # the choice bar's own page buttons
            self.redraw()
        elif key is not None:
            self.handle(key)
        return key

    def click_target(self, key) -> None:
        """Click the centre of the target called ``key`` (for scripts and tests)."""
        drawing = self._last_drawing or self.drawing()
        self.click(*drawing.target_centre(key))

    def play(self, action) -> bool:
        """Play for the seat to move; an illegal action shows its rule instead. True when played."""
        try:
            self.game.play(action)
        except IllegalAction as error:
            self.message = self.explain(error)
            self.redraw()
            return False
        return True

    def explain(self, error: IllegalAction) -> str:
        """The sentence shown for an illegal click, in the board's language (by the rule's code)."""
        if type(self).explain_rule is None:
            return error.rule
        return type(self).explain_rule(error.code, error.params, error.rule, self.language)

    def undo(self) -> None:
        """Take back the last human decision and the computer moves after it.

        Computer moves made before any human decision are not undone: undoing them would hand a
        computer's turn to the person clicking.
        """
        human_moves = self.human_moves()
        if not human_moves:
            return
        self._thinking = True
        try:
            self.game.rewind(human_moves[-1])
        finally:
            self._thinking = False
        self.message = ""
        self.on_game_change()
        self.redraw()

    def human_moves(self) -> list:
        """Move numbers at which a human seat decided."""
        return [move for move, seat in enumerate(self.game.deciders) if seat not in self.computers]

    def can_undo(self) -> bool:
        return bool(self.human_moves())

    def run_computers(self, limit: int = 10_000) -> None:
        """Let computer seats play until a human must decide (or the game ends)."""
        if self._thinking:
            return
        self._thinking = True
        try:
            for _ in range(limit):
                seat = self.game.to_play
                if self.game.is_over or seat not in self.computers:
                    break
                self.game.play(self.computers[seat].choose(self.game.view(seat)))
        finally:
            self._thinking = False

    def _on_game_change(self, _change) -> None:
        if self._thinking:
            return
        self.message = ""
        self.on_game_change()
        self.run_computers()
        self.redraw()

    def on_game_change(self) -> None:
        """Forget what was picked and the choice bar's page: the new position makes them stale."""
        self.selection = {}
        self.page = 0

"""The game-agnostic canvas board: shows a :class:`~mandrapy.core.drawing.Drawing` on an ipycanvas canvas.

A game's board subclasses :class:`CanvasBoard` and supplies two things: ``render`` (a pure function of
the seat's view and the board's options) and ``handle(key)`` (what a click on a target means). Clicks in
the browser and ``board.click(x, y)`` in tests take the same path. A redraw is sent as one batched
message and repeated whenever a browser connects (draws sent before that are lost).

What every board gets from here: its arguments checked before anything happens; computer seats that
may fail without breaking the board; "it is not your turn"; Undo my turn; an optional pace for computer
moves; the moves since the viewer's last decision (``Options.last_moves``, and a "since your last turn"
list above the log); a canvas that fills its container at any size, crisp on high-DPI screens
(:mod:`mandrapy.widgets.layout`); and a replay of the game (:meth:`CanvasBoard.replay`).
"""

from __future__ import annotations

import html
import time
import weakref

import ipywidgets as widgets

from ..core.language import chosen as chosen_language, worded_values
from ..core.describe import plain
from ..core.drawing import Drawing, Options, Picture
from ..core.errors import IllegalAction
from ..core.labels import seat_name
from ..core.log import worded_log
from . import layout
from .checks import check_board_arguments
from .contract import BoardContract
from .access import Access
from .hints import Hints
from .keyboard import Keyboard
from .rewind import Rewind
from .controls import PAGE
from .lifetime import CELLS, WeakObserver, current_cell
from .paint import paint
from .surface import STYLE, Surface, split_name, split_style
from ..core.drawing import moves_since
from .recent import since_last_decision
from .still import with_picture
from .words import shared_word, unseen_choices

BOARD_KEYS = ("undo", "clear", PAGE)     # clicks that are the board's own, allowed whoever is to play
RECENT = 8                              # lines at most in "since your last turn"


class CanvasBoard(Keyboard, Rewind, Hints, BoardContract, widgets.HBox):
    """A clickable board for one game object.

    A game's board sets the declarations of :class:`~mandrapy.widgets.contract.BoardContract` (``LABELS``,
    ``render``: its pure ``draw(view, options)``, ...) and implements ``handle(key)``: what a click means.

    ``Board(game, *, seat=None, seats=None, language=None, seed=None, width=None, height=None, pace=0)``, every
    argument after the game by name. ``seat``: whose eyes the board shows and who clicks (``None``: everything,
    hot-seat). ``seats``: ``{seat: level}``, the seats the computer plays: ``"random"``, a game's own level
    (``"greedy"``), or any object with ``choose(view)`` (``"human"``: a person).
    ``width`` / ``height``: the largest size shown on the page in CSS pixels (the board shrinks to fit
    its container and the window, keeping its proportions). ``pace``: seconds shown between computer moves.
    """

    LOG_WIDTH = 160                      # the log's narrowest width beside the board (it grows into the room)
    selected = staticmethod(lambda selection: dict(selection) if selection else {})   # picture(selection=)
    GAME: str | None = None              # the registered name of the game this board shows (None: any)
    closed = False
    _observer = None

    def __new__(cls, *args, **kwargs):
        # Board(game, 0) or an old players= would be Python's TypeError: say what the board takes instead.
        if len(args) > 1 or "players" in kwargs:
            raise ValueError(f"{cls.__name__}: give the game, then seat=, seats={{seat: level}}, language=, ... by "
                             f"name ({'players= is now seats=' if 'players' in kwargs else 'not by position'})")
        return super().__new__(cls, *args, **kwargs)

    def __init__(self, game, *, seat: int | None = None, seats=None, language: str | None = None,
                 seed: int | None = None, width: float | None = None, height: float | None = None, pace: float = 0):
        # Every argument is checked before the board touches the game (a refused board changes nothing).
        language = chosen_language(language)              # None: the language set by mandrapy.set_language
        self.computers = check_board_arguments(game, seat, seats, language, seed, width, height, pace,
                                               self.LABELS, type(self).GAME)
        self.selection: dict = {}          # what the person has picked so far (keys are the board's own)
        self.game = game
        self.seat = seat
        self.language = language
        self.pace = pace
        self.message = ""
        self.page = 0                      # the page of the choice bar shown
        self.redraws = 0
        self.last_redraw_seconds = 0.0
        self.stopped: dict = {}            # computer seat -> why it stopped (it failed)
        self.shown_size = (width, height)
        self.undo_turn_button = widgets.Button(description=shared_word(self.labels, language, "undo_turn"),
                                               tooltip=shared_word(self.labels, language, "undo_turn_tip"),
                                               layout=widgets.Layout(width="auto", height="30px"))
        self.undo_turn_button.on_click(lambda _button: self.undo_my_turn())
        self.hint_button = widgets.Button(description=shared_word(self.labels, language, "hint"),
                                          layout=widgets.Layout(width="auto", height="30px"))
        self.hint_button.on_click(lambda _button: self.show_hint())
        # The advice sits beside the Hint button (not above a log that may have wrapped below the board):
        # the prompt, the targets, the buttons and the advice are seen together (layout.SCREEN_RESERVE).
        self.advice_box = widgets.HTML(layout=widgets.Layout(flex="1 1 300px", min_width="0", margin="0 0 0 6px"))
        self.advice_box.add_class("mandrapy-advice")
        self.button_row = widgets.HBox([self.undo_turn_button, self.hint_button, self.advice_box],
                                       layout=widgets.Layout(align_items="flex-start", width="100%"))
        # One canvas per layout; no canvas command may be sent before a browser view of it exists.
        self.surfaces = {name: Surface(name, self.click, self._on_client_ready) for name in self.LAYOUTS}
        for surface in self.surfaces.values():
            surface.column.children = (*surface.column.children, self.button_row)
        self.ready: set = set()
        first = self.surfaces[self.LAYOUTS[0]]
        self.canvas, self.column = first.canvas, first.column
        self.log_box = widgets.HTML(layout=widgets.Layout(
            flex=f"1 1 {self.LOG_WIDTH}px", min_width=f"{self.LOG_WIDTH}px", overflow="auto"))
        self.log_box.add_class("mandrapy-log")
        self.style_box = widgets.HTML(STYLE)
        self.style_box.add_class("mandrapy-style")
        self.access = Access(self.on_access_message)     # keys, the move list, the live region, the text
        self.access.words = self.access_words()
        # Where the notebook is narrower than board + log, the log wraps below instead of being squeezed.
        super().__init__([*(surface.column for surface in self.surfaces.values()), self.log_box, self.style_box,
                          self.access],
                         layout=widgets.Layout(flex_flow="row wrap", width="100%", align_items="flex-start"))
        self.add_class("mandrapy-board")
        self._thinking = False
        self._since_cache: tuple = (None, 0)
        self._observer = WeakObserver(game, self, "_on_game_change", "move_number")
        CELLS.add(self, current_cell())
        self._speak_for(game)
        self.run_computers()
        self.redraw()

    # ---------------------------------------------------------------- lifetime
    def close(self) -> None:
        """Stop following the game and close the widgets (a closed board costs the game nothing)."""
        if not self.closed and self._observer is not None:      # (a refused board never observed)
            self.closed = True
            self._observer.release()
            for surface in self.surfaces.values():
                surface.close()
            for child in (self.undo_turn_button, self.hint_button, self.advice_box, self.button_row, self.log_box,
                          self.style_box, self.access):
                child.close()
        super().close()

    # ---------------------------------------------------------------- to supply
    def clear_selection(self) -> None:
        """The Clear button: forget what the person has picked so far."""
        self.selection, self.message = {}, ""
        self.redraw()

    @property
    def labels(self) -> dict:
        return self.LABELS[self.language]

    def word(self, key: str, **values) -> str:
        """One of the words every board says (``mandrapy.widgets.words``), in the board's language."""
        return shared_word(self.labels, self.language, key).format(**values)

    def options(self, layout: str = "wide") -> Options:
        return Options(language=self.language, selection=dict(self.selection), message=self.message,
                       seat_kinds=self.seat_kinds(), can_undo=self.can_undo(), page=self.page,
                       last_moves=self.last_moves(), layout=layout)

    def drawing(self, layout: str | None = None) -> Drawing:
        """The board as it is drawn now in ``layout`` (the first of ``LAYOUTS`` by default), with the advice
        asked for this position outlined (the Hint button)."""
        return self.with_ring(self.with_hint(type(self).render(self.view, self.options(layout or self.LAYOUTS[0]))))

    def description(self) -> tuple:
        """The board as text, from the seat's view: sections with headings (:mod:`mandrapy.core.describe`).
        A game without its own ``describe`` is described by its view's printed form."""
        if type(self).describe is None:
            return plain(str(self.view), self.labels.get("title", "Board"))
        return type(self).describe(self.view, self.options())

    @property
    def browser_ready(self) -> bool:
        """Whether a browser shows this board (some canvas of it has a view)."""
        return bool(self.ready)

    @property
    def _last_drawing(self) -> Drawing | None:
        return self.surfaces[self.LAYOUTS[0]].drawing

    # ---------------------------------------------------------------- what just happened
    @property
    def viewer(self) -> int | None:
        """The seat whose last decision "since your last turn" counts from: the board's seat, or (hot-seat)
        the seat about to decide."""
        return self.seat if self.seat is not None else self.game.to_play

    def last_moves(self) -> tuple:
        """``(seat, action)`` for each move since the viewer's last turn (its turn in progress included)."""
        state = self.game.state
        return moves_since(state.history, state.deciders, self.seat, state.to_play)

    def recent_lines(self) -> tuple:
        """The log lines written since the viewer last decided (the last few), in the board's language."""
        state = self.game.state
        start = since_last_decision(state.deciders, self.viewer, state.turn_starts)
        key = (start, tuple(state.history[:start]))
        if self._since_cache[0] != key:        # how many log events there were then (time travel, cached)
            self._since_cache = (key, len(state.at(start).events) if start < len(state.history)
                                 else len(state.events))
        lines = self.log_lines()[self._since_cache[1]:]
        return tuple(lines[-RECENT:])

    # ---------------------------------------------------------------- drawing
    @property
    def view(self):
        return self.game.view(self.seat)

    def seat_kinds(self) -> tuple:
        return tuple("stopped" if seat in self.stopped else "computer" if seat in self.computers else "human"
                     for seat in range(self.game.players))

    def _on_client_ready(self, surface) -> None:
        self.ready.add(surface.layout)
        self.redraw()

    def redraw(self, *_args) -> Drawing:
        """Recompute the drawing; paint it when a browser is there to receive it.

        Canvas commands sent before any browser view exists are not merely lost: under Voila the front
        end fails on them and stops drawing. So painting waits for ``on_client_ready``, which every new
        browser view triggers.
        """
        started = time.perf_counter()
        for name, surface in self.surfaces.items():
            surface.drawing = self.drawing() if name == self.LAYOUTS[0] else self.drawing(name)
            mode = "alone" if len(self.surfaces) == 1 else name
            layout.fit_surface(surface, surface.drawing, self.shown_size, mode)
            if name in self.ready and not self.closed:
                paint(surface.canvas, surface.drawing, layout.BACKING)
        drawing = self._last_drawing
        self._fit_log(drawing)
        self.log_box.value = self._log_html()
        advice = self.hint_html()
        if self.advice_box.value != advice:
            self.advice_box.value = advice
        self.undo_turn_button.disabled = not self.can_undo()
        if self.ready and not self.closed:
            self.update_access()
        self.redraws += 1
        self.last_redraw_seconds = time.perf_counter() - started
        return drawing

    def _fit_log(self, drawing: Drawing) -> None:
        if len(self.surfaces) > 1:
            widths = {name: surface.drawing.width for name, surface in self.surfaces.items()}
            style = STYLE + split_style(widths, layout.WIDE_WINDOW)
            if self.style_box.value != style:
                self.style_box.value = style
                self.add_class(split_name(widths))
            return
        width, height = layout.largest(self.shown_size, drawing)
        value = f"min({height:g}px, calc(100vh - {layout.RESERVE}px))"
        if self.log_box.layout.max_height != value:
            self.log_box.layout.max_height = value

    @property
    def size(self) -> tuple:
        """(width, height) of the board at its largest on the page, in CSS pixels."""
        return layout.largest(self.shown_size, (self._last_drawing or self.drawing()))

    def log_lines(self) -> tuple:
        """The log shown beside the board, in the board's language."""
        return worded_log(self.view, self.LOG_WORDS, self.language)

    def _log_html(self) -> str:
        lines = self.log_lines()
        items = "".join(f"<li>{html.escape(line)}</li>" for line in lines[-200:])
        title = html.escape(self.labels.get("log", "Log"))
        recent = self.recent_lines() if self.game.move_number else ()
        since = ""
        if recent:
            since = (f"<div class='mandrapy-since' style='background:#fff3e0;color:#222;border-left:4px solid #ff9f1a;"
                     f"padding:2px 6px;margin-bottom:6px'><b>{html.escape(self.word('since'))}</b><ul "
                     f"style='margin:2px 0;padding-left:1.4em'>"
                     + "".join(f"<li>{html.escape(line)}</li>" for line in recent) + "</ul></div>")
        # Focusable and named: once the log is longer than its box, which scrolls, the keyboard scrolls it too.
        return (f"<div role='region' aria-label='{title}' tabindex='0' lang='{html.escape(self.language)}' "
                f"style='font-size:12px;line-height:1.35'>{since}<b>{title}</b> ({len(lines)})"
                f"<ol start='{max(len(lines) - 199, 1)}' style='padding-left:2.2em'>{items}</ol></div>")

    def _repr_svg_(self) -> str:
        return self.drawing().to_svg()

    def _repr_mimebundle_(self, **kwargs):
        """The live board, and a picture of it for wherever widgets do not run (a notebook not run yet,
        GitHub): the picture says how to play, and its text what it shows."""
        return with_picture(super()._repr_mimebundle_(**kwargs), self.picture())

    def status_words(self) -> str:
        """Whose turn it is, or that the game is over, in the board's language."""
        if self.game.is_over:
            return self.word("alt_over")
        return self.word("alt_to_play", who=seat_name(self.game.to_play, self.view, self.seat_kinds(), self.labels))

    def alt_text(self) -> str:
        """The board in one line: which game, after which move, whose turn."""
        title = self.labels.get("title", "")
        return f"{self.word('alt_board', title=title, n=self.game.move_number)} {self.status_words()}"

    def picture(self) -> Picture:
        """The board as a still picture, with a caption that says how to play and a text alternative."""
        alt = self.alt_text()
        # The compact layout where there is one: 820 units wide, it reads at full size beside a file browser.
        shown = "compact" if "compact" in self.LAYOUTS else self.LAYOUTS[0]
        return Picture(self.drawing(shown), caption=self.word("run_to_play"), alt=alt)

    # ---------------------------------------------------------------- input
    def click(self, x: float, y: float, layout: str | None = None):
        """A click at drawing coordinates of ``layout`` (the first of ``LAYOUTS`` by default); returns the
        target key hit (or None)."""
        surface = self.surfaces[layout or self.LAYOUTS[0]]
        drawing = surface.drawing or self.drawing(surface.layout)
        key = drawing.hit(x, y)
        if key is not None:
            self.choose_target(key)
        return key

    def choose_target(self, key) -> None:
        """Answer target ``key`` as a click on it does (the keyboard's Enter too)."""
        kind = key[0] if isinstance(key, tuple) and key else key
        if kind == PAGE:
            self.page = key[1]                 # the choice bar's own page buttons
            self.redraw()
        elif kind == "undo":
            self.undo()
        elif kind == "clear":
            self.clear_selection()
        elif kind not in BOARD_KEYS and self.game.to_play in self.stopped:
            self.retry_computers()
        elif kind not in BOARD_KEYS and not self.my_turn():
            self.message = self.word("wait_turn", who=seat_name(self.game.to_play, self.view,
                                                                  self.seat_kinds(), self.labels))
            self.redraw()
        else:
            self.handle(key)

    def my_turn(self) -> bool:
        """Whether the person at this board may decide now."""
        to_play = self.game.to_play
        return to_play is None or self.seat is None or to_play == self.seat

    def click_target(self, key, layout: str | None = None) -> None:
        """Click the centre of the target called ``key`` (for scripts and tests)."""
        drawing = self.surfaces[layout or self.LAYOUTS[0]].drawing or self.drawing(layout)
        self.click(*drawing.target_centre(key), layout=layout)

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
        """The sentence shown for an illegal click, in the board's language (by the rule's code). A refusal
        of another seat's answer (a computer's) does not list that seat's choices to this one."""
        hidden = self.without_choices(error)
        if hidden is not None:
            return hidden
        english = error.english or error.rule             # (worded already, when mandrapy.set_language is set)
        return type(self).explain_rule(error.code, worded_values(error.params, self.language), english,
                                       self.language)

    def without_choices(self, error: IllegalAction) -> str | None:
        """The refusal of another seat's answer worded without that seat's choices (None: nothing to hide)."""
        if self.seat is None or error.decider in (None, self.seat):
            return None
        return unseen_choices(error.code, error.params, self.language)

    def _speak_for(self, game) -> None:
        """Errors the game raises in a notebook (``game.play(...)`` in a cell) speak this board's language
        (see MandrapyError._render_traceback_); the board is not kept alive by it."""
        if self.language == "en":
            game.speaker = None
            return
        board = weakref.ref(self)

        def speak(error) -> str:
            shown = board()
            if shown is None or not isinstance(error, IllegalAction):
                return str(error)
            sentence = shown.explain(error)
            if error.code == "unreadable":
                return sentence
            return shared_word(shown.labels, shown.language, "not_allowed").format(action=error.action,
                                                                                    rule=sentence)
        game.speaker = speak

    # ---------------------------------------------------------------- computer seats
    def run_computers(self, limit: int = 10_000) -> None:
        """Let computer seats play until a human must decide (or the game ends, or a computer fails).

        A computer that raises or answers with something the rules refuse is stopped and reported on the
        board (its seat marked, the message shown once): the person's own move stands. With a ``pace``
        the board is redrawn after each computer move and waits ``pace`` seconds."""
        if self._thinking:
            return
        self._thinking = True
        try:
            for _ in range(limit):
                seat = self.game.to_play
                if self.game.is_over or seat not in self.computers or seat in self.stopped:
                    break
                if not self._computer_move(seat):
                    break
                if self.pace and self.ready:
                    self.redraw()
                    time.sleep(self.pace)
        finally:
            self._thinking = False

    def _computer_move(self, seat: int) -> bool:
        try:
            action = self.computers[seat].choose(self.game.view(seat))
        except Exception as error:          # noqa: BLE001 - any bug in a player is reported, not raised
            return self._stop(seat, "computer_failed", f"{type(error).__name__}: {error}")
        try:
            self.game.play(action)
        except IllegalAction as error:
            return self._stop(seat, "computer_illegal", self.explain(error))
        except Exception as error:          # noqa: BLE001 - junk (not an action) is refused the same way
            return self._stop(seat, "computer_illegal", f"{type(error).__name__}: {error}"[:200])
        return True

    def _stop(self, seat: int, key: str, error: str) -> bool:
        self.stopped[seat] = error
        self.message = self.word(key, who=seat_name(seat, self.view, self.seat_kinds(), self.labels),
                                 error=error)
        return False

    def retry_computers(self) -> None:
        """Let stopped computer seats try again (a click while one of them is to play)."""
        self.stopped = {}
        self.message = ""
        self.run_computers()
        self.redraw()

    def _on_game_change(self, _change) -> None:
        if self._thinking or self.closed:
            return
        self.message = ""
        self.on_game_change()
        self.run_computers()
        self.redraw()

    def on_game_change(self) -> None:
        """Forget what was picked and the choice bar's page: the new position makes them stale."""
        self.selection = {}
        self.page = 0

    # ---------------------------------------------------------------- replay
    def replay(self, **kwargs):
        """A :class:`~mandrapy.widgets.replay.Replay` of this board's game, seen from its seat."""
        from .replay import Replay
        kwargs.setdefault("seat", self.seat)
        kwargs.setdefault("language", self.language)
        return Replay(self.game, board_class=type(self), **kwargs)

"""Replay and time travel over any game or record: |◀ ◀ ▶ ▶| buttons and a slider above the board's picture.

Each position is drawn by the game's own pure ``render`` (as a static picture, with the move that led to it
in ``Options.last_moves``), from ``game.at(n)``, which replays from the nearest checkpoint.

>>> import mandrapy
>>> game = mandrapy.new("magyarcana", seed=5)
>>> for _ in range(3):
...     game.play(game.legal_actions()[0])
>>> replay = Replay(game.record())
>>> replay.move, replay.total, replay.counter.value
(0, 3, 'Move 0 / 3')
>>> replay.step(1); replay.move, replay.counter.value
(1, 'Move 1 / 3')
>>> replay.last(); replay.move
3
"""

from __future__ import annotations

import html

import ipywidgets as widgets
from ipycanvas import Canvas

from ..core.describe import as_html, plain
from ..core.language import chosen as chosen_language
from ..core.drawing import Drawing, Options, Picture
from ..core.log import worded_log
from ..core.observable import ObservableGame
from ..core.registry import load, replay as from_record
from . import layout
from .access import Access
from .checks import check_seat
from .contract import board_class
from .lifetime import CELLS, current_cell
from .paint import paint
from .still import with_picture
from .words import shared_word

FIRST, PREVIOUS, NEXT, LAST = "|◀", "◀", "▶", "▶|"     # (⏮ and ⏭ lack a glyph in many fonts)


def game_from(record_or_game) -> ObservableGame:
    """A game to replay: a game (frozen as it is now), a record (``game.record()``) or a JSON snapshot."""
    if isinstance(record_or_game, ObservableGame):
        return record_or_game.at(record_or_game.move_number)
    if isinstance(record_or_game, dict):
        return from_record(record_or_game)
    if isinstance(record_or_game, str):
        return load(record_or_game)
    raise ValueError("record_or_game must be a game, a record (game.record()) or a snapshot "
                     f"(game.to_json()), not {type(record_or_game).__name__}")


def board_for(game):
    """The board class ``game`` names (its class attribute ``board``, see :mod:`.contract`)."""
    return board_class(game)


class Replay(widgets.VBox):
    """``Replay(record_or_game, board_class=None, seat=None, language="en", move=0, width=None)``.

    Step through a finished or unfinished game: ``step(+1)``, ``step(-1)``, ``first()``, ``last()``,
    ``show(n)``, or the buttons and the slider. ``seat``: whose eyes (``None``: everything)."""

    def __init__(self, record_or_game, board_class=None, seat: int | None = None, language: str | None = None,
                 move: int = 0, width: float | None = None):
        game = game_from(record_or_game)
        board_class = board_class or board_for(game)
        if seat is not None:
            check_seat(seat, game.players)
        language = chosen_language(language)              # None: the language set by mandrapy.set_language
        if not isinstance(language, str) or language not in board_class.LABELS:
            raise ValueError(f"language must be one of {', '.join(board_class.LABELS)}, not {language!r}")
        if width is not None and (isinstance(width, bool) or not isinstance(width, (int, float))
                                  or not 0 < width <= 10_000):
            raise ValueError(f"width must be a number of pixels from 1 to 10000, not {width!r}")
        self.game, self.render, self.seat, self.language = game, board_class.render, seat, language
        # The compact layout where the game draws one: the wide one shrunk to a notebook's width reads at 8 px.
        self.drawn_layout = "compact" if "compact" in board_class.LAYOUTS else board_class.LAYOUTS[0]
        self.log_words = board_class.LOG_WORDS
        self.labels = board_class.LABELS[language]
        self.total = game.move_number
        if type(move) is not int or not 0 <= move <= self.total:
            raise ValueError(f"move must be a move number from 0 to {self.total}, not {move!r}")
        self.shown_size = (width, None)
        self.browser_ready = False
        self.canvas = Canvas(width=1, height=1, layout=widgets.Layout(width="100%", height="auto"))
        self.canvas.on_client_ready(self._on_client_ready)
        buttons = []
        for text, action in ((FIRST, self.first), (PREVIOUS, lambda: self.step(-1)),
                             (NEXT, lambda: self.step(1)), (LAST, self.last)):
            button = widgets.Button(description=text, layout=widgets.Layout(width="44px", height="30px"))
            button.on_click(lambda _b, action=action: action())
            buttons.append(button)
        self.buttons = buttons
        self.slider = widgets.IntSlider(value=move, min=0, max=self.total, readout=False,
                                        layout=widgets.Layout(flex="1 1 auto", min_width="120px"))
        self.slider.observe(lambda change: self.show(change["new"]), names="value")
        self.counter = widgets.Label()
        self.counter.add_class("mandrapy-replay-counter")
        controls = widgets.HBox([*buttons, self.slider, self.counter],
                                layout=widgets.Layout(width="100%", align_items="center"))
        self.caption = widgets.HTML()            # what the last move did, in the log's words
        self.caption.add_class("mandrapy-replay-caption")
        self.column = widgets.VBox([controls, self.caption, self.canvas])
        self.describe = board_class.describe
        self.access = Access(lambda _content: None, playing=False)   # the canvas out of the tab order; the text
        self.access.words = {"text": shared_word(self.labels, language, "kb_text")}
        super().__init__([self.column, self.access], layout=widgets.Layout(width="100%"))
        self.add_class("mandrapy-replay")
        self.log_box = widgets.HTML()           # layout.fit sizes a log panel; a replay shows none
        self.move = -1
        self.show(move)
        CELLS.add(self, current_cell())

    # ---------------------------------------------------------------- moving
    def show(self, move: int) -> Drawing:
        """Show the position after ``move`` actions (clamped to the game)."""
        move = max(0, min(int(move), self.total))
        changed = move != self.move
        self.move = move
        if self.slider.value != move:
            self.slider.value = move              # observed: comes back here with nothing to change
        self.counter.value = shared_word(self.labels, self.language, "move").format(n=move, total=self.total)
        self.buttons[0].disabled = self.buttons[1].disabled = move == 0
        self.buttons[2].disabled = self.buttons[3].disabled = move == self.total
        if changed or self._drawing is None:
            self.caption.value = "<div style='font-size:13px;min-height:1.4em'>" + "<br>".join(
                html.escape(line) for line in self.move_lines()[-4:]) + "</div>"
            self._drawing = self.drawing()
            layout.fit(self, self._drawing)
            if self.browser_ready and not self.closed:
                paint(self.canvas, self._drawing, layout.BACKING)
                self.update_access(changed)
        return self._drawing

    def description(self) -> tuple:
        """The position shown as text, from the seat's view (see CanvasBoard.description)."""
        view = self.game.state.at(self.move).view(self.seat)
        if self.describe is None:
            return plain(str(view), self.labels.get("title", "Board"))
        return self.describe(view, self.options())

    def update_access(self, announce: bool) -> None:
        """The text equivalent of the position shown; a step announces what the move did."""
        self.access.label = self.picture().alt
        self.access.sections = as_html(self.description())
        if announce:
            self.access.say(" ".join((self.counter.value, *self.move_lines())))

    _drawing: Drawing | None = None
    closed = False
    reserve = 110               # CSS pixels for the buttons and the caption above the picture

    def step(self, delta: int) -> None:
        self.show(self.move + delta)

    def first(self) -> None:
        self.show(0)

    def last(self) -> None:
        self.show(self.total)

    # ---------------------------------------------------------------- drawing
    def options(self) -> Options:
        state = self.game.state
        moves = ((state.deciders[self.move - 1], state.history[self.move - 1]),) if self.move else ()
        return Options(language=self.language, interactive=False, last_moves=moves,
                       seat_kinds=("human",) * self.game.players, layout=self.drawn_layout)

    def move_lines(self) -> tuple:
        """The log lines the move shown wrote (none at move 0), in the replay's language."""
        if not self.move:
            return ()
        before = len(self.game.state.at(self.move - 1).events)
        view = self.game.state.at(self.move).view(self.seat)
        return tuple(worded_log(view, self.log_words, self.language)[before:])

    def drawing(self) -> Drawing:
        return self.render(self.game.state.at(self.move).view(self.seat), self.options())

    def _on_client_ready(self, *_args) -> None:
        self.browser_ready = True
        paint(self.canvas, self._drawing, layout.BACKING)
        self.update_access(False)

    def _repr_svg_(self) -> str:
        return self._drawing.to_svg()

    def _repr_mimebundle_(self, **kwargs):
        """The live replay, and a picture of the position shown for wherever widgets do not run (a notebook
        not run yet, GitHub), with what it shows as text."""
        return with_picture(super()._repr_mimebundle_(**kwargs), self.picture())

    def picture(self) -> Picture:
        """The position shown as a still picture: the caption says how to replay; the text alternative says
        which game and move, and what that move did."""
        word = lambda key, **values: shared_word(self.labels, self.language, key).format(**values)  # noqa: E731
        alt = " ".join((word("alt_replay", title=self.labels.get("title", ""), n=self.move, total=self.total),
                        *self.move_lines()))
        return Picture(self.show(self.move), caption=word("run_to_replay"), alt=alt)

    def close(self) -> None:
        if not self.closed and hasattr(self, "column"):
            self.closed = True
            for child in (*self.buttons, self.slider, self.counter, self.caption, self.canvas, self.log_box,
                          self.access, self.column):
                child.close()
        super().close()

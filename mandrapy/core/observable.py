"""The observable game: a traitlets object around a plain :class:`~mandrapy.core.state.GameState`.

After every change (play, undo, load) each trait is replaced with a new immutable value, so
``game.observe(callback, names=...)`` fires once per change and widgets redraw. The rules stay in the
plain state (``game.state``), which never imports a widget library.
"""

from __future__ import annotations

from typing import ClassVar

from traitlets import Any, Bool, HasTraits, Int, Tuple

from .state import GameState


class ObservableGame(HasTraits):
    """Base class of each game's public object (``mandrapy.new(...)`` returns one)."""

    State: ClassVar[type[GameState]] = GameState

    position = Any(read_only=True, help="Immutable picture of the whole position: view(None).")
    to_play = Any(read_only=True, help="The seat that must decide now, or None when the game is over.")
    log = Tuple(read_only=True, help="What happened so far, in words (every detail).")
    is_over = Bool(read_only=True)
    scores = Tuple(read_only=True, help="One score per seat (final once the game is over).")
    move_number = Int(read_only=True, help="How many actions have been played.")

    def __init__(self, *args, **kwargs):
        super().__init__()
        self._state = self.State.new(*args, **kwargs)
        self._publish()

    @classmethod
    def _wrap(cls, state: GameState) -> "ObservableGame":
        game = cls.__new__(cls)
        HasTraits.__init__(game)
        game._state = state
        game._publish()
        return game

    def _publish(self) -> None:
        state = self._state
        with self.hold_trait_notifications():
            self.set_trait("position", state.view(None))
            self.set_trait("to_play", state.to_play)
            self.set_trait("log", state.log_lines())
            self.set_trait("is_over", state.is_over)
            self.set_trait("scores", state.scores())
            self.set_trait("move_number", len(state.history))

    # ------------------------------------------------------------------ the game contract
    @property
    def state(self) -> GameState:
        """The plain rules object (fast; not observable). Changing it directly bypasses observers."""
        return self._state

    @property
    def players(self) -> int:
        return self._state.players

    @property
    def seed(self):
        return self._state.seed

    @property
    def history(self) -> tuple:
        return tuple(self._state.history)

    @property
    def winners(self) -> tuple:
        return self._state.winners()

    def legal_actions(self) -> list:
        return self._state.legal_actions()

    def why_illegal(self, action):
        """The rule an action breaks now (a :class:`~mandrapy.core.errors.Rule`), or None if legal."""
        return self._state.why_illegal(self._state.to_action(action))

    def is_legal(self, action) -> bool:
        return self._state.is_legal(action)

    def play(self, action) -> None:
        """Play an action value or its text; raises IllegalAction (and changes nothing) if illegal."""
        self._state.play(action)
        self._publish()

    def undo(self) -> None:
        """Take back the last action."""
        self._state = self._state.undone()
        self._publish()

    def rewind(self, move: int) -> None:
        """Go back to the position after the first ``move`` actions (they stay undone)."""
        self._state = self._state.at(move)
        self._publish()

    @property
    def deciders(self) -> tuple:
        """The seat that decided each action of :attr:`history`."""
        return tuple(self._state.deciders)

    def at(self, move: int) -> "ObservableGame":
        """A new game object: this game as it was after ``move`` actions."""
        return self._wrap(self._state.at(move))

    def clone(self) -> "ObservableGame":
        return self._wrap(self._state.clone())

    def view(self, player: int | None = None):
        """What ``player`` may see (``None``: everything, for teachers)."""
        return self._state.view(player)

    def record(self) -> dict:
        return self._state.record()

    @classmethod
    def from_record(cls, record) -> "ObservableGame":
        return cls._wrap(cls.State.from_record(record))

    def to_json(self, indent: int | None = None) -> str:
        return self._state.to_json(indent)

    @classmethod
    def from_json(cls, text: str) -> "ObservableGame":
        return cls._wrap(cls.State.from_json(text))

    def parse_action(self, text: str):
        return self._state.to_action(text)

    def __str__(self) -> str:
        return str(self._state)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._state.summary()}>"

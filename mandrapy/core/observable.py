"""The observable game: a traitlets object around a plain :class:`~mandrapy.core.state.GameState`.

After every change (play, undo, load) each trait is replaced with a new immutable value, so
``game.observe(callback, names=...)`` fires once per change and widgets redraw. The rules stay in the
plain state (``game.state``), which never imports a widget library.

Publishing costs the same early and late in a game: the log is extended with the lines of new events
only (see :class:`~mandrapy.core.log.LogCache`), and ``position`` is a :class:`LazyView`, computed
when first read. ``log`` and ``scores`` are computed after a change only when someone observes them;
otherwise they are computed when next read, so a game nobody watches costs little more than its rules. Undo and time travel replay from the nearest checkpoint (see
:mod:`mandrapy.core.checkpoints`).
"""

from __future__ import annotations

import inspect
import typing
from dataclasses import FrozenInstanceError
from typing import TYPE_CHECKING, ClassVar

from traitlets import All, Any, Bool, HasTraits, Int, Tuple, default

from . import research
from .errors import IllegalAction, InvalidPosition, InvalidRecord, MandrapyError, Rule
from .language import refusal, speech_of, translate_error, translate_rule
from .state import GameState
from .validate import move_argument, seat_argument

if TYPE_CHECKING:
    from typing_extensions import Self      # typing's own from Python 3.11
    from .action_space import ActionSpace
    from .errors import Speaker
    from .hints import Hint
    from .parsing import Action
    from .players import Level
    from .tensors import Layout

NO_TURN_TO_UNDO = Rule("no_turn_to_undo", "Player {player} has no turn to take back.")
BY_NAME = Rule("setup_by_name", "{game}: give the set-up by name, e.g. {example}")


def by_name(game: type[ObservableGame], args: tuple[typing.Any, ...], call: str = "") -> None:
    """Refuse set-up arguments given by position (``Game(2, 5)``: players or seed?), with the
    InvalidPosition the contract promises rather than Python's TypeError."""
    if args:
        what = f"{game.__name__}{'.' + call if call else ''}"
        raise refusal(InvalidPosition, BY_NAME.format(game=what, example=game.example))


class LazyView:
    """``view(None)`` of a game after ``move`` actions, computed when first read (then kept).

    It reads like the view itself (attributes, ``==``, ``hash``, ``str``) and is as immutable. Read after
    the game moved on, it is computed from the game as it was (by time travel)."""

    __slots__ = ("_state", "_move", "_view")

    def __init__(self, state: GameState) -> None:     # (one per action: the slots are set directly)
        _set_state(self, state)
        _set_move(self, len(state.history))
        _set_view(self, None)

    def resolve(self) -> typing.Any:
        """The view itself."""
        view = self._view
        if view is None:
            state = self._state
            if len(state.history) != self._move:
                state = state.at(self._move)
            view = state.view(None)
            _set_view(self, view)
            _set_state(self, None)
        return view

    def __getattr__(self, name: str) -> typing.Any:
        return getattr(self.resolve(), name)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        same: bool = self.resolve() == (other.resolve() if isinstance(other, LazyView) else other)
        return same

    def __hash__(self) -> int:
        return hash(self.resolve())

    def __str__(self) -> str:
        return str(self.resolve())

    def __repr__(self) -> str:
        return repr(self.resolve())


# The slots' own setters: LazyView refuses assignment, and object.__setattr__ costs twice as much.
_set_state, _set_move, _set_view = (getattr(LazyView, name).__set__ for name in LazyView.__slots__)


class Replaced(Any):
    """A trait that notifies whenever a new object is set (no ``==`` comparison, which would compute a
    :class:`LazyView`)."""

    name: str                    # (set when the class holding it is made)

    def set(self, obj: HasTraits, value: object) -> None:
        old = obj._trait_values.get(self.name, self.default_value)
        obj._trait_values[self.name] = value
        if old is not value:
            obj._notify_trait(self.name, old, value)


class ObservableGame(HasTraits):
    """Base class of each game's public object (``mandrapy.new(...)`` returns one)."""

    State: ClassVar[type[GameState]] = GameState
    # The game's own computer levels beside "random" (name -> player class called with a seed), and
    # ``statistics(state) -> (per-seat {name: tuple}, per-game {name: value})`` of a finished game, the
    # columns ``mandrapy.simulate`` adds to its table (each game documents its set in its stats module).
    levels: ClassVar[dict[str, Level]] = {}
    statistics: ClassVar[object] = None
    board: ClassVar[str | None] = None     # "module:Board": the game's board, loaded only when asked for
    # "module:NAME": the game's question kinds for exercises (a tuple of core.exercises.QuestionKind), or None.
    questions: ClassVar[str | None] = None
    # The game's ``from_position(*, players, seed, first_player, <variants>, **position) -> GameState``, its
    # position module's: ``Game.from_position`` wraps it (with its signature and docstring, for help()).
    builder: ClassVar[typing.Any] = None
    example: ClassVar[str] = "players=2, seed=5"    # set-up arguments shown when some are given by position

    position = Replaced(read_only=True, help="Immutable picture of the whole position: view(None), "
                                             "computed when first read (a LazyView).")
    to_play = Any(read_only=True, help="The seat that must decide now, or None when the game is over.")
    log = Tuple(read_only=True, help="What happened so far, in words (every detail).")
    is_over = Bool(read_only=True)
    scores = Tuple(read_only=True, help="One score per seat (final once the game is over).")
    move_number = Int(read_only=True, help="How many actions have been played.")

    def __new__(cls, *args: typing.Any, **kwargs: typing.Any) -> Self:
        by_name(cls, args)
        from .registry import check_call
        check_call(cls.__init__, (), kwargs, cls.__name__)
        return super().__new__(cls)

    def __init__(self, **setup: typing.Any) -> None:
        super().__init__()
        self._state = self.State.new(**setup)
        self._state.keep_checkpoints()
        self._publish()

    def __init_subclass__(cls, **kwargs: typing.Any) -> None:
        super().__init_subclass__(**kwargs)
        builder = cls.__dict__.get("builder")
        if builder is None:
            return
        build = getattr(builder, "__func__", builder)

        def from_position(game: typing.Any, *args: typing.Any, **position: typing.Any) -> typing.Any:
            return ObservableGame.from_position.__func__(game, *args, **position)  # type: ignore[attr-defined]

        # help(Game.from_position) shows the game's own arguments and their documentation.
        signature = inspect.signature(build)
        first = inspect.Parameter("cls", inspect.Parameter.POSITIONAL_ONLY)
        shown = signature.replace(parameters=[first, *signature.parameters.values()])
        from_position.__signature__ = shown  # type: ignore[attr-defined]
        from_position.__doc__ = build.__doc__
        from_position.__qualname__ = f"{cls.__name__}.from_position"
        cls.from_position = classmethod(from_position)  # type: ignore[method-assign,assignment]

    @classmethod
    def from_position(cls, *args: typing.Any, **position: typing.Any) -> Self:
        """A position set up by hand, by name only: ``players``, ``seed``, ``first_player``, the game's
        variant parameters, then the position's own arguments (``help(Game.from_position)`` lists them)."""
        by_name(cls, args, "from_position")
        try:
            return cls._wrap(cls.builder(**position))
        except InvalidRecord as error:           # worded in the language set by mandrapy.set_language
            translate_error(error, speech_of(cls.State))
            raise

    @classmethod
    def _wrap(cls, state: GameState) -> Self:
        game = cls.__new__(cls)
        HasTraits.__init__(game)
        state.keep_checkpoints()
        game._state = state
        game._publish()
        return game

    # Worded or computed after a change only for their observers; otherwise when next read.
    LAZY: ClassVar[tuple[str, ...]] = ("log", "scores")

    @default("log")
    def _read_log(self) -> tuple[str, ...]:
        return self._state.log_lines()

    @default("scores")
    def _read_scores(self) -> tuple[int, ...]:
        return tuple(self._state.scores())

    def _publish(self) -> None:
        """Replace the traits that changed, then notify their observers (each once, all values set).
        Traits nobody observes are replaced without a notification; lazy ones are dropped, to be read
        again from the state when asked."""
        state = self._state
        values, notifiers = self._trait_values, self._trait_notifiers
        if not notifiers:            # nobody observes anything (a game played by code): set, notify no one
            values["position"], values["to_play"] = LazyView(state), state.to_play
            values["is_over"], values["move_number"] = state.is_over, len(state.history)
            for name in self.LAZY:
                values.pop(name, None)
            return
        everyone = All in notifiers
        fresh = [("position", LazyView(state)), ("to_play", state.to_play), ("is_over", state.is_over),
                 ("move_number", len(state.history))]
        for name in self.LAZY:
            if everyone or name in notifiers:
                fresh.append((name, getattr(self, "_read_" + name)()))
            else:
                values.pop(name, None)
        changes = []
        for name, value in fresh:
            old = values.get(name)
            # The log is one cached tuple until new events come; position is new after every change.
            if old is not value and (name in ("position", "log") or old != value or name not in values):
                values[name] = value
                if everyone or name in notifiers:
                    changes.append((name, old, value))
        for name, old, value in changes:
            self._notify_trait(name, old, value)

    # ------------------------------------------------------------------ the game contract
    @property
    def state(self) -> GameState:
        """The plain rules object (fast; not observable). Changing it directly bypasses observers."""
        return self._state

    @property
    def players(self) -> int:
        return self._state.players

    @property
    def seed(self) -> int | None:
        return self._state.seed

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._state.history)

    @property
    def winners(self) -> tuple[int, ...]:
        return self._state.winners()

    @property
    def current(self) -> int:
        """Whose turn it is (``to_play`` may be someone else, answering a decision)."""
        current: int = self._state.current  # type: ignore[attr-defined]  # (every game's: a zone or a property)
        return current

    def prompt(self) -> str:
        """What must happen now and who must answer, in one line (in the language set by
        ``mandrapy.set_language``; ``view(seat).prompt`` is the same sentence in English)."""
        speech = speech_of(self._state)
        return self._state.prompt() if speech is None or speech.prompt is None else speech.prompt(self._state)

    def score_breakdown(self, seat: int) -> dict[str, typing.Any]:
        """How ``seat``'s score is made, by the rulebook's scoring (``"total"``: the score itself)."""
        seat_argument(seat, self.players, "score_breakdown: seat")
        return self._state.score_breakdown(seat)

    def legal_actions(self) -> list[Action]:
        return self._state.legal_actions()

    def why_illegal(self, action: object) -> Rule | None:
        """The rule an action (a value or its text) breaks now (a :class:`~mandrapy.core.errors.Rule`), or
        None if legal; never raises (unreadable text gives its rule too)."""
        return translate_rule(self._state.explain(action), speech_of(self._state))

    def is_legal(self, action: object) -> bool:
        return self._state.is_legal(action)

    speaker: Speaker | None = None  # error -> sentence in the language of a board showing this game (set by the board)

    def play(self, action: object) -> None:
        """Play an action value or its text; raises IllegalAction (and changes nothing) if illegal."""
        try:
            self._state.play(action)
        except MandrapyError as error:
            error.speaker, error.decider = self.speaker, self._state.to_play
            translate_error(error, speech_of(self._state))
            raise
        self._publish()

    def undo(self) -> None:
        """Take back the last action."""
        try:
            self._state = self._state.undone()
        except MandrapyError as error:
            translate_error(error, speech_of(self._state))
            raise
        self._publish()

    def undo_turn(self, seat: int | None = None) -> None:
        """Go back to the start of the last turn of ``seat`` (by default, the seat to play now; in the
        middle of a turn, its start). Games mark where turns start (``state.turn_starts``)."""
        state = self._state
        seat_argument(seat, state.players, "undo_turn: seat", optional=True)
        if seat is None:
            seat = state.to_play if state.to_play is not None else (state.deciders[-1] if state.deciders else None)
        starts = [move for move in state.turn_starts if state.deciders[move] == seat]
        if not starts:
            error = IllegalAction("undo turn", NO_TURN_TO_UNDO.format(player=seat))
            translate_error(error, speech_of(state))
            raise error
        self.rewind(starts[-1])

    def rewind(self, move: int) -> None:
        """Go back to the position after the first ``move`` actions (they stay undone)."""
        move_argument(move, len(self._state.history), "rewind: move")
        self._state = self._state.at(move)
        self._publish()

    @property
    def deciders(self) -> tuple[int, ...]:
        """The seat that decided each action of :attr:`history`."""
        return tuple(self._state.deciders)

    def at(self, move: int) -> Self:
        """A new game object: this game as it was after ``move`` actions."""
        return self._wrap(self._state.at(move))

    def clone(self) -> Self:
        return self._wrap(self._state.clone())

    def view(self, seat: int | None = None) -> typing.Any:
        """What ``seat`` may see (``None``: everything, for teachers)."""
        seat_argument(seat, self._state.players, "view: seat", optional=True)
        return self._state.view(seat)

    def hint(self, seat: int | None = None, seed: int = 0, iterations: int | None = None,
             seconds: float | None = None) -> Hint:
        """The computer's advice for ``seat`` (by default the seat to play; in a finished game, who moved last),
        as facts; ``str()`` words them (see :mod:`mandrapy.core.hints`). For the seat to play: the search's best
        moves from ``view(seat)``; for any seat: a judgement of its last move (so a seat not to play has the move
        it just made judged). ``seconds`` bounds the whole hint (0.8 s by default); ``iterations`` alone makes
        it deterministic for ``seed`` on every machine."""
        from .hints import hint
        return hint(self._state, seat, seed, iterations, seconds)

    def record(self) -> dict[str, typing.Any]:
        return self._state.record()

    @classmethod
    def from_record(cls, record: object) -> Self:
        return cls._wrap(cls.State.from_record(record))

    def to_json(self, indent: int | None = None) -> str:
        return self._state.to_json(indent)

    @classmethod
    def from_json(cls, text: str) -> Self:
        return cls._wrap(cls.State.from_json(text))

    def parse_action(self, text: str) -> Action:
        return self._state.to_action(text)

    # The research face (core/research.py): integer actions, masks and tensors, for OpenSpiel, PettingZoo or
    # a learner's network.
    @classmethod
    def action_space(cls) -> ActionSpace:
        """Every action the game can ever ask for, each with a stable id (``len()`` is their number)."""
        return research.action_space(cls.State)

    def action_id(self, action: object) -> int:
        """The stable id of ``action`` (an action, or its text read in this position)."""
        if isinstance(action, str):
            action = self.parse_action(action)
        return research.action_space(self.State).id(action)

    @classmethod
    def action_from_id(cls, action_id: int) -> Action:
        """The action numbered ``action_id`` (InvalidRecord outside ``range(len(Game.action_space()))``)."""
        return typing.cast("Action", research.action_space(cls.State).action(action_id))

    def legal_action_ids(self) -> list[int]:
        """The ids of the legal actions now, sorted."""
        return research.legal_action_ids(self._state)

    def action_mask(self) -> tuple[int, ...]:
        """1 at the id of each action legal now (for the seat to play), 0 elsewhere."""
        return research.action_mask(self._state)

    @classmethod
    def observation_layout(cls, players: int) -> Layout:
        """What each number of an observation tensor means, at ``players`` seats (``print()`` it)."""
        return research.layout(cls.State, players)

    def observation_tensor(self, seat: int) -> tuple[float, ...]:
        """What ``seat`` sees now, as a fixed-length tuple of numbers, made from ``view(seat)`` alone."""
        return research.observation_tensor(self._state, seat)

    def observation_string(self, seat: int) -> str:
        """What ``seat`` sees now, as the game's text picture of ``view(seat)`` (English)."""
        return research.observation_string(self._state, seat)

    def __str__(self) -> str:
        return str(self._state)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._state.summary()}>"

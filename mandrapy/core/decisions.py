"""Decisions: typed frames on one stack, shared by every game.

Every rule decision of every game is a :class:`Frame` on the game's :class:`DecisionStack`: who decides
(``player``, maybe not whose turn it is), a :class:`Kind` declared once by the game (a stable code, the
action types that answer it, an English prompt template) and the frame's own values. The frame on top
is the decision asked now: ``to_play`` is its player, ``legal_actions()`` its options. A game's turn is
a frame too (a kind with ``turn=True``), so "what must be decided now" is always one frame.

Answering a frame pops it; the answer may push new frames on top (an interrupt: answered next) or queue
them underneath (answered after everything pending). :meth:`GameState.settle
<mandrapy.core.state.GameState.settle>` then applies every forced decision (a frame with one option) and
asks the game to move on when nothing is pending.

>>> from mandrapy.core.state import Action
>>> class Take(Action): pass
>>> TAKE = Kind("take", answers=(Take,), prompt="take {n} stones")
>>> stack = DecisionStack()
>>> stack.push(Frame(TAKE, player=1, values=(("n", 2),)))
>>> stack.top.player, stack.top["n"], stack.top.prompt()
(1, 2, 'take 2 stones')
>>> stack.to_json()
[{'kind': 'take', 'player': 1, 'values': {'n': 2}}]
>>> DecisionStack.from_json(stack.to_json(), {"take": TAKE}) == stack
True
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, SupportsIndex, TypeAlias

from .errors import InvalidRecord

Plain: TypeAlias = "int | str | tuple[Plain, ...] | None"    # a frame's value: immutable, JSON-able


@dataclass(frozen=True, eq=False)
class Kind:
    """A kind of decision, declared once per game (identity is the code).

    ``answers``: the action types that answer it (anything else is "another decision is pending");
    ``prompt``: English template filled with the frame's values (other languages key on ``code``);
    ``turn``: the frame is ``player``'s turn menu (boards and invariants read it);
    ``starts_turn``: answering it begins a turn of ``player``, where "undo my turn" goes back to (by default
    exactly the ``turn`` kinds). A game whose turn menu may continue a turn begun by an earlier decision
    (starting mana placed first, a bonus turn paid for) sets it False on that kind and says where its turns
    begin with :meth:`GameState.open_turn <mandrapy.core.state.GameState.open_turn>`;
    ``forced``: a frame with a single option is applied by itself (the games' rulings say so);
    ``secret``: names of values only the deciding seat (and ``knowers`` a game names) may see;
    ``announce``: a single option applied by itself is said in the log (``forced`` event) and the view's
    ``automatic``; False for a step that is no choice at all (its effect is logged anyway).
    """

    code: str
    answers: tuple[type, ...] = ()
    prompt: str = ""
    turn: bool = False
    forced: bool = True
    secret: tuple[str, ...] = ()
    starts_turn: bool | None = None
    announce: bool = True
    game: str = ""             # set by kinds_table(..., game=): an unpickled kind is then the declared one
    bare: dict[int, Frame] = field(default_factory=dict, init=False, repr=False, compare=False)  # see Frame.of

    def __post_init__(self) -> None:
        if self.starts_turn is None:
            object.__setattr__(self, "starts_turn", self.turn)

    def __reduce_ex__(self, protocol: SupportsIndex) -> str | tuple[Any, ...]:
        # Games compare kinds by identity (``frame.kind is TURN``): a pickled state must get the declared ones.
        if self.game:
            return declared_kind, (self.game, self.code)
        return super().__reduce_ex__(protocol)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Kind) and other.code == self.code

    def __hash__(self) -> int:
        return hash(self.code)

    def __repr__(self) -> str:
        return f"<Kind {self.code}>"


def _plain(value: object) -> Plain:
    """A frame value must stay immutable and JSON-able: ints, strings, bools, None and tuples of them."""
    if type(value) is int or type(value) is str:      # the usual values first (frames are made in every move)
        return value
    if isinstance(value, (tuple, list)):
        return tuple(_plain(v) for v in value)
    if value is None or isinstance(value, (int, str)):   # bool is an int
        return value
    raise TypeError(f"a frame value must be a number, text, None or a tuple of them, not {value!r}")


@dataclass(frozen=True, slots=True)
class Frame:
    """One pending decision: its kind, the seat that decides, and its values as (name, value) pairs."""

    kind: Kind
    player: int
    values: tuple[tuple[str, Plain], ...] = ()

    @classmethod
    def of(cls, kind: Kind, player: int, **values: object) -> "Frame":
        """``Frame.of(GIVE_BACK, 2, victim=1)``: values by name, checked to be plain data. Frames are
        immutable: one with no values is made once per kind and player."""
        if not values:                 # kept by the kind itself: two games may each have a kind called "turn"
            frame = kind.bare.get(player)
            if frame is None:
                frame = kind.bare[player] = cls(kind, player, ())
            return frame
        return cls(kind, player, tuple([(k, _plain(v)) for k, v in sorted(values.items())]))   # (names differ)

    def __getitem__(self, name: str) -> Any:      # a value of the kind's own (the game knows its type)
        for key, value in self.values:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        try:
            return self[name]
        except KeyError:
            return default

    @property
    def code(self) -> str:
        return self.kind.code

    def prompt(self, template: str | None = None, **extra: object) -> str:
        """The prompt worded by ``template`` (the kind's English one by default)."""
        return (self.kind.prompt if template is None else template).format(
            player=self.player, **dict(self.values), **extra)

    def seen_by(self, seat: int | None, knowers: tuple[int, ...] = ()) -> "Frame":
        """This frame as ``seat`` may see it: the kind's secret values hidden (None) from other seats."""
        if not self.kind.secret or seat is None or seat == self.player or seat in knowers:
            return self
        return Frame(self.kind, self.player,
                     tuple((k, None if k in self.kind.secret else v) for k, v in self.values))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.code, "player": self.player,
                "values": {k: _json(v) for k, v in self.values}}

    @classmethod
    def from_json(cls, data: Any, kinds: dict[str, Kind]) -> "Frame":
        if not isinstance(data, dict) or set(data) != {"kind", "player", "values"}:
            raise InvalidRecord("a decision frame must be {kind, player, values}")
        kind = kinds.get(data["kind"]) if isinstance(data["kind"], str) else None
        if kind is None:
            raise InvalidRecord(f"unknown decision kind {data['kind']!r}")
        player = data["player"]
        if not isinstance(player, int) or isinstance(player, bool) or player < 0:
            raise InvalidRecord("a decision's player must be a seat number")
        if not isinstance(data["values"], dict):
            raise InvalidRecord("a decision's values must be an object")
        try:
            return cls.of(kind, player, **data["values"])
        except TypeError as exc:
            raise InvalidRecord(f"a decision value is malformed: {exc}") from None


def _json(value: Plain) -> object:
    return [_json(v) for v in value] if isinstance(value, tuple) else value


class DecisionStack:
    """The pending decisions, the one answered next on top.

    ``push`` puts a frame on top (an interrupt: answered next); ``queue`` puts it at the bottom (answered
    once everything already pending is done). Frames are immutable, so copying the stack is shallow.
    """

    __slots__ = ("_frames", "top")

    top: Frame | None          # the frame asked now (None: nothing pending); kept by every change, read often

    def __init__(self, frames: Iterable[Frame] = ()) -> None:
        self._frames = deque(frames)
        self.top = self._frames[0] if self._frames else None

    def push(self, frame: Frame) -> None:
        self._frames.appendleft(frame)
        self.top = frame

    def queue(self, frame: Frame) -> None:
        self._frames.append(frame)
        if self.top is None:
            self.top = frame

    def pop(self) -> Frame:
        frames = self._frames
        frame = frames.popleft()
        self.top = frames[0] if frames else None
        return frame

    def clear(self) -> None:
        self._frames.clear()
        self.top = None

    def copy(self) -> "DecisionStack":
        return DecisionStack(self._frames)

    def kinds(self) -> tuple[str, ...]:
        """The codes of the pending frames, top first (a board's breadcrumb reads them bottom-up)."""
        return tuple(frame.kind.code for frame in self._frames)

    def __len__(self) -> int:
        return len(self._frames)

    def __bool__(self) -> bool:
        return bool(self._frames)

    def __iter__(self) -> Iterator[Frame]:
        return iter(self._frames)

    def __getitem__(self, index: int) -> Frame:
        return self._frames[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DecisionStack) and list(self._frames) == list(other._frames)

    def to_json(self) -> list[dict[str, Any]]:
        return [frame.to_json() for frame in self._frames]

    @classmethod
    def from_json(cls, data: Any, kinds: dict[str, Kind]) -> "DecisionStack":
        if not isinstance(data, list):
            raise InvalidRecord("the pending decisions must be a list")
        return cls(Frame.from_json(item, kinds) for item in data)


def kinds_table(*kinds: Kind, game: str = "") -> dict[str, Kind]:
    """``{code: kind}`` for a game's kinds, refusing two kinds with one code. With ``game`` (its registered
    name, whose state's ``decision_kinds`` is this table), each kind unpickles to itself."""
    table: dict[str, Kind] = {}
    for kind in kinds:
        if kind.code in table:
            raise ValueError(f"two decision kinds are called {kind.code!r}")
        table[kind.code] = kind
        if game:
            object.__setattr__(kind, "game", game)
    return table


@dataclass(frozen=True, slots=True)
class Handler:
    """How a game answers one kind of decision, named in its dispatch table (see :func:`dispatch_table`).

    ``options(state, frame)``: every legal answer (a list); ``resolve(state, frame, action)``: apply a legal
    answer (the frame already popped); ``skip(state, frame)``, optional: the frame had no answer and is
    dropped (a step the engine carries out by itself, or a "no effect" said in the log). A kind answered by
    no action (``answers=()``) has no ``resolve``."""

    options: Callable[[Any, Frame], list[Any]]
    resolve: Callable[[Any, Frame, Any], None] | None = None
    skip: Callable[[Any, Frame], None] | None = None


class EveryKind(dict[str, Handler]):
    """The one handler of every kind: a game state's own ``options`` and ``resolve`` methods, for a state that
    answers its decisions by methods of its own rather than by a dispatch table (``GameState._handlers``)."""

    def __init__(self, handler: Handler) -> None:
        super().__init__()
        self.handler = handler

    def __missing__(self, code: str) -> Handler:
        return self.handler


def no_options(state: object, frame: Frame) -> list[Any]:
    """The options of a kind no action answers: none (its frame goes to ``skip`` when it reaches the top)."""
    return []


def dispatch_table(kinds: dict[str, Kind], handlers: dict[Kind, Handler], game: str = "?") -> dict[str, Handler]:
    """``{code: Handler}`` from a game's ``{Kind: Handler}``, checked complete: every kind of ``kinds`` (the
    game's ``decision_kinds``) has its handler, no handler answers an undeclared kind, and a kind that actions
    answer has its ``resolve``. The core's ``options``/``resolve``/``skip`` look the frame's code up here."""
    table: dict[str, Handler] = {}
    for kind, handler in handlers.items():
        if kinds.get(kind.code) is not kind:
            raise ValueError(f"{game}: a handler answers {kind!r}, which is not one of its decision kinds")
        if not isinstance(handler, Handler):
            raise TypeError(f"{game}: the handler of {kind!r} must be a Handler, not {handler!r}")
        if handler.resolve is None and kind.answers:
            raise ValueError(f"{game}: {kind!r} is answered by actions but its handler has no resolve")
        table[kind.code] = handler
    missing = [code for code in kinds if code not in table]
    if missing:
        raise ValueError(f"{game}: no handler for the decision kinds {', '.join(missing)}")
    return table


def check_dispatch(state_class: Any, lists_options: bool) -> None:
    """A game's dispatch table must answer exactly its decision kinds (checked when its state class is made).
    A game that lists options and resolves answers in methods of its own (a toy in a test) has no table."""
    table, kinds = state_class.dispatch, state_class.decision_kinds
    if table or (kinds and lists_options):
        odd = set(table) ^ set(kinds)
        if odd:
            raise ValueError(f"{state_class.__name__}: its dispatch table does not answer exactly its decision "
                             f"kinds ({', '.join(sorted(odd))})")


def upgrade_saved(facts: Any) -> Any:
    """A saved position (``to_dict``) of an older version as this version writes it: decisions saved under
    ``"pending"`` (one game did so before issue 31) are under ``"decisions"``."""
    if isinstance(facts, dict) and "pending" in facts and "decisions" not in facts:
        facts = {("decisions" if key == "pending" else key): value for key, value in facts.items()}
    return facts


def declared_kind(game: str, code: str) -> Kind:
    """The kind ``code`` that ``game`` declares (what a pickled kind unpickles to)."""
    from .registry import game_class

    return game_class(game).State.decision_kinds[code]

"""The plain-Python game model shared by every game.

A game is a mutable :class:`GameState`. It names who must decide now (:attr:`to_play`), lists every legal
action (:meth:`legal_actions`), explains why any other action is illegal (:meth:`why_illegal`) and applies
actions (:meth:`play`): plain, fast Python that random playouts, bots and searches use directly;
:mod:`mandrapy.core.observable` wraps it for widgets. On top of a game's rules this base class adds: ``play``
taking a value or its text, checked (:class:`IllegalAction`, the state untouched); the history, records and
replays, :meth:`undone` and :meth:`at` (time travel from the nearest checkpoint, :mod:`.checkpoints`); the log,
read incrementally (:class:`mandrapy.core.log.LogCache`); a JSON snapshot checked against its own history.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, TypeGuard

from .checkpoints import Checkpoints
from .contract import ResearchHooks, SearchHooks, named
from .decisions import DecisionStack, EveryKind, Frame, Handler, check_dispatch
from .errors import IllegalAction, InvalidPosition, InvalidRecord, Rule
from .face import Shown
from .language import speech_of
from .log import LogCache, freeze
from .records import FORMAT, FORMAT_VERSION, NUMBERING, Records  # noqa: F401  (named here before)
from .parsing import (AMBIGUOUS, GAME_OVER, NOT_AN_ACTION, UNREADABLE, Action, ActionParser, few_choices,  # noqa: F401
                      ActionReader, Choices, Placed, action_value)

if TYPE_CHECKING:
    from typing_extensions import Self      # typing's own from Python 3.11
    from .decisions import Kind
    from .language import Speech
    from .log import RawEvent, Seen, Words
    from .protocols import Sampler
    from .rng import GameRandom
    from .validate import Checker
    from .zones import Zones


DECISION_PENDING = Rule("decision_pending", "First, player {player} must decide: {prompt}.")
NOT_A_CHOICE = Rule("not_a_choice", "That is not one of the choices now: {choices}.")


def _listed(action: object, options: Iterable[Action]) -> TypeGuard[Action]:
    """Whether ``action`` is one of ``options`` itself (not merely equal: a value the engine made is legal)."""
    for option in options:
        if option is action:
            return True
    return False


class GameState(SearchHooks, ResearchHooks, Shown, Records, ActionReader):
    """Base class of every game's rules object. Subclasses implement the hooks marked below."""

    game: ClassVar[str] = "?"
    action_type: ClassVar[type[Action]] = Action

    # Filled by subclasses' constructors.
    players: int
    seed: int | None
    position: dict[str, Any] | None  # a hand-made starting position, as given (JSON-able), or None
    history: list[Action]      # the actions played, in order (a sample holds placeholders: core.determinize)
    deciders: list[int]        # the seat that decided each of them (to_play at the time)
    turn_starts: list[int]     # the moves that began a turn (see Kind.starts_turn and open_turn)
    turn_opened: int | None = None   # the seat whose turn open_turn began, until it answers a decision
    automatic: tuple[tuple[int, Action], ...] = ()  # (seat, action) applied by itself since the last action chosen
    is_over: bool
    rng: GameRandom            # the game's own random source
    # The log's raw events, appended only, worded when read (see log_events). A game that logs gives each state
    # its own list; this empty default is only ever read.
    events: list[RawEvent] = ()  # type: ignore[assignment]
    log_words: ClassVar[Words | None] = None  # the Words that word the log in English
    speech: ClassVar[Mapping[str, Speech]] = {}  # language -> Speech: the log, refusals, prompts in other languages
    _checkpoints: Checkpoints | None = None   # kept only when asked (keep_checkpoints)

    # ---------------------------------------------------------------- the decision machine
    # A game on the shared decision machine (see mandrapy.core.decisions) keeps its pending decisions in
    # ``self.decisions`` (a DecisionStack whose top is asked now), lists its kinds in ``decision_kinds``, says
    # how each kind is answered in ``dispatch`` (a Handler per kind: options, resolve, optional skip) and
    # implements advance (and, for better refusals, why_not). The defaults below then give to_play,
    # legal_actions, why_illegal and apply_legal.
    decision_kinds: ClassVar[dict[str, Kind]] = {}     # code -> Kind
    dispatch: ClassVar[dict[str, Handler]] = {}   # code -> Handler, made by decisions.dispatch_table(decision_kinds, ...)
    decisions: DecisionStack
    # What the decision loop (legal_actions, apply_legal, settle) calls for a frame's options and resolve, one
    # call less than self.options and self.resolve: the dispatch table, or the class's own methods for every kind.
    _handlers: ClassVar[Mapping[str, Handler]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        check_dispatch(cls, cls.options is GameState.options)
        by_table = bool(cls.dispatch) and cls.options is GameState.options and cls.resolve is GameState.resolve
        cls._handlers = cls.dispatch if by_table else EveryKind(Handler(cls.options, cls.resolve))

    @property
    def decision(self) -> Frame | None:
        """The decision asked now (``None`` once the game is over)."""
        return None if self.is_over else self.decisions.top

    @property
    def to_play(self) -> int | None:
        """The seat that must decide now (``None`` once the game is over)."""
        frame = self.decision
        return None if frame is None else frame.player

    def legal_actions(self) -> list[Action]:
        """Every legal action now (a new list). The options of the frame asked are kept until the state
        changes (``apply_legal``, ``settle``), so asking twice, or playing one of them, costs nothing more."""
        if self.is_over:
            return []
        frame = self.decisions.top
        if frame is None:
            return []
        kept = self._legal
        if kept is None or kept[0] is not frame:
            kept = self._legal = (frame, self._handlers[frame.kind.code].options(self, frame))   # self.options
        return list(kept[1])

    def forget_options(self) -> None:
        """After editing a state's zones by hand (tests, experiments), forget the options kept for the decision
        asked: they are kept until the state changes through the rules."""
        self._legal = None

    def why_illegal(self, action: Action) -> Rule | None:
        """The rule that ``action`` breaks now, or ``None`` when it is legal."""
        frame = self.decision
        if frame is None:
            return GAME_OVER
        if not isinstance(action, frame.kind.answers):
            return self.why_not_now(frame, action)
        return self.why_not(frame, action)

    _legal: tuple[Frame, Sequence[Action]] | None = None   # (frame, its options) while the state stays as it is

    def apply_legal(self, action: Action) -> None:
        """Answer the decision on top with ``action``, known to be legal (one of :meth:`legal_actions`), then
        settle: not checked, not kept in the history. The search's and the computer players' fast step;
        :meth:`play` checks and records."""
        self._legal = None
        frame = self.decisions.pop()
        if frame.player == self.turn_opened:
            self.turn_starts.append(len(self.history))
            self.turn_opened = None
        elif frame.kind.starts_turn:
            self.turn_starts.append(len(self.history))
        self._handlers[frame.kind.code].resolve(self, frame, action)  # type: ignore[misc]   # self.resolve
        self.settle()

    def open_turn(self, player: int) -> None:
        """``player``'s turn begins now: the first decision they answer from here on (not one applied by
        itself) is where it starts, whatever its kind, so "undo my turn" goes back before it. For games
        whose turns can begin with another decision than the turn menu (that kind says
        ``starts_turn=False``); a turn opened by a seat who then answers nothing is replaced by the next."""
        self.turn_opened = player

    def settle(self) -> None:
        """Apply forced decisions (one option, a kind marked ``forced``); skip those with none; when nothing
        is pending, ask the game to move on (``advance``) until a real choice waits or the game is over."""
        stack = self.decisions
        while not self.is_over:
            frame = stack.top
            if frame is None:
                self._legal = None
                if not self.advance():
                    return
                continue
            if not frame.kind.forced:                      # a free choice: only whether any answer exists
                if self.has_options(frame):
                    return
                options: Sequence[Action] = ()
            else:
                handler = self._handlers[frame.kind.code]
                options = handler.options(self, frame)     # self.options
                if len(options) > 1:
                    self._legal = (frame, options)
                    return
            self._legal = None
            stack.pop()
            if options:                                    # said in the log and the view: done for them
                if frame.kind.announce:
                    self.announce(frame, options[0])
                handler.resolve(self, frame, options[0])  # type: ignore[misc]   # self.resolve
            else:
                self.skip(frame)

    forced_public: ClassVar[bool] = False    # a forced action's text may be shown to every seat (no hidden hands)

    def announce(self, frame: Frame, action: Action) -> None:
        """Say that ``action`` was applied by itself: in the log (its text for the seats that may know it)
        and in :attr:`automatic` (see :meth:`seen_automatic`)."""
        self.automatic += ((frame.player, action),)
        knowers = range(self.players) if self.forced_public else (frame.player, *self.knowers(frame))
        self.note("forced", knowers, {"action": action}, player=frame.player)

    def knowers(self, frame: Frame) -> tuple[int, ...]:
        """Seats besides ``frame.player`` who know the answer to ``frame`` (a game with secrets says)."""
        return ()

    def seen_automatic(self, seat: int | None) -> tuple[tuple[int, Action | None], ...]:
        """:attr:`automatic` as ``seat`` may know it: another seat's action is None where it may be secret."""
        if self.forced_public or seat is None:
            return tuple(self.automatic)
        return tuple((p, a if p == seat else None) for p, a in self.automatic)

    # hooks of a game on the decision machine ------------------------------------------------
    def options(self, frame: Frame) -> list[Action]:
        """Every legal answer to ``frame``: its kind's handler in :attr:`dispatch` lists them."""
        return self.dispatch[frame.kind.code].options(self, frame)

    def resolve(self, frame: Frame, action: Action) -> None:
        """Apply the legal answer ``action`` to ``frame`` (already popped); push or queue what follows: its
        kind's handler in :attr:`dispatch` does."""
        resolve = self.dispatch[frame.kind.code].resolve
        assert resolve is not None, frame.kind      # dispatch_table refused a kind answered without one
        resolve(self, frame, action)

    def kept_options(self, frame: Frame) -> Sequence[Action]:
        """The options of ``frame``: those kept for the decision asked when it is that frame (not a copy)."""
        kept = self._legal
        return kept[1] if kept is not None and kept[0] is frame else self.options(frame)

    def advance(self) -> bool:
        """Nothing is pending: move the game on (next turn, next round, the end). Return True to settle
        again (the frames pushed may apply themselves), False to stop: a real choice waits (a turn frame a
        game knows has several options), or nothing more happens."""
        raise NotImplementedError

    def has_options(self, frame: Frame) -> bool:
        """Whether ``frame`` has any legal answer (a game may know it without listing them all)."""
        options = self.options(frame)
        self._legal = (frame, options)
        return bool(options)

    def skip(self, frame: Frame) -> None:
        """``frame`` has no legal answer: it is dropped; its kind's handler may say or do something then
        (a game may also say it for every kind, overriding this)."""
        handler = self.dispatch[frame.kind.code].skip if self.dispatch else None
        if handler is not None:
            handler(self, frame)

    def why_not_now(self, frame: Frame, action: Action) -> Rule:
        """``action`` answers another kind of decision than the one asked now."""
        return DECISION_PENDING.format(player=frame.player, prompt=frame.prompt())

    def why_not(self, frame: Frame, action: Action) -> Rule | None:
        """Why ``action`` (of a type ``frame`` takes) is not a legal answer; games explain better."""
        options = self.kept_options(frame)
        if action in options:
            return None
        return NOT_A_CHOICE.format(choices=few_choices(options, action), count=len(options))

    # ---------------------------------------------------------------- hooks for each game
    def scores(self) -> tuple[int, ...]:
        raise NotImplementedError

    def winners(self) -> tuple[int, ...]:
        raise NotImplementedError

    if TYPE_CHECKING:
        @classmethod
        def new(cls, *args: Any, **kwargs: Any) -> Self:
            """A new game, set up by the game's own arguments."""

        def sampler(self, seat: int) -> Sampler:
            """States ``seat`` could be in (every game's, see core.determinize.Determinized)."""

    def parameters(self) -> dict[str, Any]:
        """The keyword arguments (JSON-able) that set this game up, without seed and position."""
        return {}

    # A game that declares ``zones`` (mandrapy.core.zones) and ``parser`` gets the four below for free.
    zones: ClassVar[Zones | None] = None             # the game's Zones table
    parser: ClassVar[ActionParser | None] = None     # the game's ActionParser

    @classmethod
    def parse_action(cls, text: str) -> Action | Choices | Placed:
        if cls.parser is None:
            raise NotImplementedError
        return cls.parser.parse(text)

    # "module:function" building a hand-made position (the game's from_position, which imports this state: named,
    # not imported, so the state does not import it back); None: the game's records carry no position.
    position_builder: ClassVar[str | None] = None

    @classmethod
    def create(cls, parameters: dict[str, Any], seed: int | None, position: dict[str, Any] | None) -> Self:
        """A fresh game from parameters, seed and an optional hand-made position (see position_builder)."""
        if position is None:
            return cls.new(seed=seed, **parameters)
        if cls.position_builder is None:
            raise InvalidRecord(f"a {cls.game} record cannot carry a hand-made position")
        if not isinstance(position, dict):
            raise InvalidPosition("the record's position must be a dict")
        built: Self = named(cls.position_builder)(seed=seed, **parameters, **position)
        return built

    def to_dict(self) -> dict[str, Any]:
        """Every fact of the position as JSON-able data (used to compare and to save): every zone, the
        pending decisions (under ``"decisions"``), the RNG, and the game's :meth:`saved_extras`."""
        return {**self.saved_extras(), **self.zones.to_dict(self),  # type: ignore[union-attr]
                "decisions": self.decisions.to_json(), "rng": self.rng.state()}

    def saved_extras(self) -> dict[str, Any]:
        """Facts a game saves besides its zones, decisions and RNG (JSON-able; none by default)."""
        return {}

    def fingerprint(self) -> object:
        """A value equal for two states of this game exactly when their ``to_dict()`` are equal, cheaper to
        build and compare (the checker takes one before and after every refused action). Derived from the
        zones when the game declares them; a game whose ``to_dict`` holds facts outside its zones, the
        decisions and the RNG overrides it (or keeps this ``to_dict`` fallback)."""
        if self.zones is None:
            return self.to_dict()
        return (self.zones.copy_all(self), self.decisions.to_json(), self.rng.state())

    def clone(self) -> Self:
        """An independent copy: every zone, the pending decisions, the RNG, the history and the log."""
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        self.zones.copy_into(self, twin)  # type: ignore[union-attr]   # (a game without zones overrides clone)
        twin.rng, twin.decisions = self.rng.copy(), self.decisions.copy()
        if hasattr(self, "events"):
            twin.events = list(self.events)
        self.copy_history_to(twin)
        return twin

    def note(self, code: str, knowers: int | Iterable[int | None] = (), secret: dict[str, Any] | None = None,
             **params: Any) -> None:
        """Log event ``code`` with its values. ``knowers`` (a seat or seats) read its ``code.private``
        wording, with the ``secret`` values added; every other seat reads the public one. Values are
        frozen when the log is read, not here: random playouts never read it."""
        knowers = (knowers,) if isinstance(knowers, int) else tuple(knowers)
        self.events.append((code, params, knowers, secret))

    def seen_event(self, event: RawEvent, player: int | None) -> Seen:
        """One raw event of :attr:`events` (as :meth:`note` keeps them) as ``player`` may know it
        (``None``: everything): a pair (template code, frozen values)."""
        code, params, knowers, secret = event
        if secret is not None and (player is None or player in knowers):
            return code + ".private", freeze({**params, **secret})
        return code, freeze(params)

    # ---------------------------------------------------------------- the log, read incrementally
    def _log_cache(self) -> LogCache:
        cache = self.__dict__.get("_log")
        if cache is None or cache.events is not self.events:     # none yet, or a clone's copy
            cache = self._log = LogCache(self.events)
        return cache

    def log_events(self, player: int | None = None) -> tuple[Seen, ...]:
        """What happened, as (template code, values) pairs that ``player`` may know (``None``: all).
        Only events new since the last read are frozen; the tuple is shared, so read it, don't copy it."""
        return self._log_cache().seen(self.seen_event, player)

    def words_now(self) -> Words | None:
        """The Words of the language set by ``mandrapy.set_language`` (English: ``log_words``)."""
        speech = speech_of(self)
        return self.log_words if speech is None else speech.words

    def log_lines(self, player: int | None = None, words: Words | None = None) -> tuple[str, ...]:
        """What happened so far, in words (English unless ``words`` is given), as ``player`` may read it
        (``None``: everything). Only new events are worded."""
        words = words or self.words_now()
        if words is None:
            return ()
        return self._log_cache().worded(self.seen_event, player, words)

    # ---------------------------------------------------------------- shared behaviour
    def start_history(self) -> None:
        """Begin with no action played; every game's setup calls this once."""
        self.history, self.deciders, self.turn_starts = [], [], []
        self.turn_opened = self._checkpoints = None    # on the instance: play() reads it every move

    def copy_history_to(self, twin: "GameState") -> None:
        """Give a clone its own copies of the history (for ``clone()``)."""
        twin.history, twin.deciders = list(self.history), list(self.deciders)
        twin.turn_starts = list(self.turn_starts)
        marks = self._checkpoints
        twin._checkpoints = marks.copy_for(twin) if marks is not None and marks.history is self.history \
            else None

    def check(self, action: object) -> Action:
        """Return the action value when it is legal now; raise :class:`IllegalAction` otherwise."""
        kept = self._legal
        if kept is not None and not self.is_over and kept[0] is self.decisions.top and _listed(action, kept[1]):
            return action                    # one of the options listed: the engine's own value, legal
        action = self.to_action(action)
        if self.is_over:
            raise IllegalAction(action, GAME_OVER)
        rule = self.why_illegal(action)
        if rule is not None:
            raise IllegalAction(action, rule)
        return action

    def explain(self, action: object) -> Rule | None:
        """Like :meth:`why_illegal`, for anything at all: unreadable text or a bad value gives its rule too."""
        try:
            action = self.to_action(action)
        except IllegalAction as exc:
            return Rule(exc.code, exc.rule, tuple(sorted(exc.params.items())))
        return self.why_illegal(action)

    def is_legal(self, action: object) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def play(self, action: object) -> None:
        """Play ``action`` (a value or its text). Illegal input raises and changes nothing."""
        kept, decider = self._legal, None      # (only a game on the decision machine keeps its options)
        if kept is not None and not self.is_over and kept[0] is self.decisions.top:
            for option in kept[1]:                   # _listed, inlined: one of the options itself is legal
                if option is action:
                    decider = kept[0].player
                    break
        if decider is None:
            action = self.check(action)
            decider = self.to_play
        self.automatic = ()
        self.apply_legal(action)  # type: ignore[arg-type]   # (checked, or one of the options itself)
        self.history.append(action)  # type: ignore[arg-type]
        self.deciders.append(decider)  # type: ignore[arg-type]   # (a legal action's decider is a seat)
        marks = self._checkpoints
        if marks is not None and len(self.history) == marks.next and marks.history is self.history:
            marks.take(self)

    parameter_spec: ClassVar[dict[str, Checker] | None] = None   # name -> checker (core.validate), per game

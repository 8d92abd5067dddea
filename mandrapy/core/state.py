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

from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from .checkpoints import EVERY, Checkpoints
from .decisions import DecisionStack, Frame
from .errors import IllegalAction, InvalidRecord, Rule
from .language import speech_of
from .log import LogCache, freeze
from .parsing import (AMBIGUOUS, GAME_OVER, NOT_AN_ACTION, UNREADABLE, Action, ActionParser, few_choices,  # noqa: F401
                      ActionReader, Choices, action_value)
from .validate import check_arguments, check_record_fields, check_version, is_whole, json_loads, move_argument

FORMAT = "mandrapy"
FORMAT_VERSION = 1

DECISION_PENDING = Rule("decision_pending", "First, player {player} must decide: {prompt}.")
NOT_A_CHOICE = Rule("not_a_choice", "That is not one of the choices now: {choices}.")


def _listed(action, options) -> bool:
    """Whether ``action`` is one of ``options`` itself (not merely equal: a value the engine made is legal)."""
    for option in options:
        if option is action:
            return True
    return False


class GameState(ActionReader):
    """Base class of every game's rules object. Subclasses implement the hooks marked below."""

    game: ClassVar[str] = "?"
    action_type: ClassVar[type] = Action

    # Filled by subclasses' constructors.
    players: int
    seed: int | None
    position: dict | None  # a hand-made starting position, as given (JSON-able), or None
    history: list              # the actions played, in order
    deciders: list             # the seat that decided each of them (to_play at the time)
    turn_starts: list          # the moves that began a turn (see Kind.starts_turn and open_turn)
    turn_opened: int | None = None   # the seat whose turn open_turn began, until it answers a decision
    automatic: tuple = ()      # (seat, action) applied by itself since the last action chosen (its only choice)
    is_over: bool
    events: Sequence = ()      # the log's raw events, appended only, worded when read (see log_events)
    log_words: ClassVar = None  # the Words that word the log in English
    speech: ClassVar[dict] = {}  # language -> core.language.Speech: the log, refusals, prompts in other languages
    _checkpoints: Checkpoints | None = None   # kept only when asked (keep_checkpoints)

    # ---------------------------------------------------------------- the decision machine
    # A game on the shared decision machine (see mandrapy.core.decisions) keeps its pending decisions in
    # ``self.decisions`` (a DecisionStack whose top is asked now), lists its kinds in ``decision_kinds`` and
    # implements options / resolve / advance (and, for better refusals, why_not). The defaults below then
    # give to_play, legal_actions, why_illegal and _apply.
    decision_kinds: ClassVar[dict] = {}     # code -> Kind
    decisions: DecisionStack

    @property
    def decision(self) -> Frame | None:
        """The decision asked now (``None`` once the game is over)."""
        return None if self.is_over else self.decisions.top

    @property
    def to_play(self) -> int | None:
        """The seat that must decide now (``None`` once the game is over)."""
        frame = self.decision
        return None if frame is None else frame.player

    def legal_actions(self) -> list:
        """Every legal action now (a new list). The options of the frame asked are kept until the state
        changes (``_apply``, ``settle``), so asking twice, or playing one of them, costs nothing more."""
        if self.is_over:
            return []
        frame = self.decisions.top
        if frame is None:
            return []
        kept = self._legal
        if kept is None or kept[0] is not frame:
            kept = self._legal = (frame, self.options(frame))
        return list(kept[1])

    def forget_options(self) -> None:
        """After editing a state's zones by hand (tests, experiments), forget the options kept for the decision
        asked: they are kept until the state changes through the rules."""
        self._legal = None

    def why_illegal(self, action) -> Rule | None:
        """The rule that ``action`` breaks now, or ``None`` when it is legal."""
        frame = self.decision
        if frame is None:
            return GAME_OVER
        if not isinstance(action, frame.kind.answers):
            return self.why_not_now(frame, action)
        return self.why_not(frame, action)

    _legal = None                  # (frame, its options) while the state stays as it is

    def _apply(self, action) -> None:
        """Answer the decision on top with a legal action, then settle."""
        self._legal = None
        frame = self.decisions.pop()
        if frame.player == self.turn_opened:
            self.turn_starts.append(len(self.history))
            self.turn_opened = None
        elif frame.kind.starts_turn:
            self.turn_starts.append(len(self.history))
        self.resolve(frame, action)
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
                options = ()
            else:
                options = self.options(frame)
                if len(options) > 1:
                    self._legal = (frame, options)
                    return
            self._legal = None
            stack.pop()
            if options:                                    # said in the log and the view: done for them
                if frame.kind.announce:
                    self.announce(frame, options[0])
                self.resolve(frame, options[0])
            else:
                self.skip(frame)

    forced_public: ClassVar[bool] = False    # a forced action's text may be shown to every seat (no hidden hands)

    def announce(self, frame: Frame, action) -> None:
        """Say that ``action`` was applied by itself: in the log (its text for the seats that may know it)
        and in :attr:`automatic` (see :meth:`seen_automatic`)."""
        self.automatic += ((frame.player, action),)
        knowers = range(self.players) if self.forced_public else (frame.player, *self.knowers(frame))
        self.note("forced", knowers, {"action": action}, player=frame.player)

    def knowers(self, frame: Frame) -> tuple:
        """Seats besides ``frame.player`` who know the answer to ``frame`` (a game with secrets says)."""
        return ()

    def seen_automatic(self, seat: int | None) -> tuple:
        """:attr:`automatic` as ``seat`` may know it: another seat's action is None where it may be secret."""
        if self.forced_public or seat is None:
            return tuple(self.automatic)
        return tuple((p, a if p == seat else None) for p, a in self.automatic)

    # hooks of a game on the decision machine ------------------------------------------------
    def options(self, frame: Frame) -> list:
        """Every legal answer to ``frame``."""
        raise NotImplementedError

    def resolve(self, frame: Frame, action) -> None:
        """Apply the legal answer ``action`` to ``frame`` (already popped); push or queue what follows."""
        raise NotImplementedError

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
        """``frame`` has no legal answer: it is dropped (a game may log that it had no effect)."""

    def why_not_now(self, frame: Frame, action) -> Rule:
        """``action`` answers another kind of decision than the one asked now."""
        return DECISION_PENDING.format(player=frame.player, prompt=frame.prompt())

    def why_not(self, frame: Frame, action) -> Rule | None:
        """Why ``action`` (of a type ``frame`` takes) is not a legal answer; games explain better."""
        options = self.options(frame)
        if action in options:
            return None
        return NOT_A_CHOICE.format(choices=few_choices(options, action), count=len(options))

    # ---------------------------------------------------------------- hooks for each game
    def scores(self) -> tuple:
        raise NotImplementedError

    def winners(self) -> tuple:
        raise NotImplementedError

    def view(self, player: int | None):
        raise NotImplementedError

    def parameters(self) -> dict:
        """The keyword arguments (JSON-able) that set this game up, without seed and position."""
        return {}

    # A game that declares ``zones`` (mandrapy.core.zones) and ``parser`` gets the four below for free.
    zones: ClassVar[Any] = None             # the game's Zones table
    parser: ClassVar[Any] = None            # the game's ActionParser

    @classmethod
    def parse_action(cls, text: str):
        if cls.parser is None:
            raise NotImplementedError
        return cls.parser.parse(text)

    @classmethod
    def create(cls, parameters: dict, seed: int | None, position: dict | None) -> "GameState":
        """A fresh game from parameters, seed and an optional hand-made position."""
        if position is not None:
            raise InvalidRecord(f"a {cls.game} record cannot carry a hand-made position")
        return cls.new(seed=seed, **parameters)

    def to_dict(self) -> dict:
        """Every fact of the position as JSON-able data (used to compare and to save)."""
        return {**self.zones.to_dict(self), "decisions": self.decisions.to_json(), "rng": self.rng.state()}

    def fingerprint(self):
        """A value equal for two states of this game exactly when their ``to_dict()`` are equal, cheaper to
        build and compare (the checker takes one before and after every refused action). Derived from the
        zones when the game declares them; a game whose ``to_dict`` holds facts outside its zones, the
        decisions and the RNG overrides it (or keeps this ``to_dict`` fallback)."""
        if self.zones is None:
            return self.to_dict()
        return (self.zones.copy_all(self), self.decisions.to_json(), self.rng.state())

    def clone(self) -> "GameState":
        """An independent copy: every zone, the pending decisions, the RNG, the history and the log."""
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        self.zones.copy_into(self, twin)
        twin.rng, twin.decisions = self.rng.copy(), self.decisions.copy()
        if hasattr(self, "events"):
            twin.events = list(self.events)
        self.copy_history_to(twin)
        return twin

    def note(self, code: str, knowers=(), secret: dict | None = None, **params) -> None:
        """Log event ``code`` with its values. ``knowers`` (a seat or seats) read its ``code.private``
        wording, with the ``secret`` values added; every other seat reads the public one. Values are
        frozen when the log is read, not here: random playouts never read it."""
        knowers = (knowers,) if isinstance(knowers, int) else tuple(knowers)
        self.events.append((code, params, knowers, secret))

    def seen_event(self, event, player: int | None) -> tuple:
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

    def log_events(self, player: int | None = None) -> tuple:
        """What happened, as (template code, values) pairs that ``player`` may know (``None``: all).
        Only events new since the last read are frozen; the tuple is shared, so read it, don't copy it."""
        return self._log_cache().seen(self.seen_event, player)

    def words_now(self):
        """The Words of the language set by ``mandrapy.set_language`` (English: ``log_words``)."""
        speech = speech_of(self)
        return self.log_words if speech is None else speech.words

    def log_lines(self, player: int | None = None, words=None) -> tuple:
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

    def check(self, action):
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

    def explain(self, action) -> Rule | None:
        """Like :meth:`why_illegal`, for anything at all: unreadable text or a bad value gives its rule too."""
        try:
            action = self.to_action(action)
        except IllegalAction as exc:
            return Rule(exc.code, exc.rule, tuple(sorted(exc.params.items())))
        return self.why_illegal(action)

    def is_legal(self, action) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def play(self, action) -> None:
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
        self._apply(action)
        self.history.append(action)
        self.deciders.append(decider)
        marks = self._checkpoints
        if marks is not None and len(self.history) == marks.next and marks.history is self.history:
            marks.take(self)

    # records and replays ------------------------------------------------------------
    def record(self) -> dict:
        """The game as JSON-able data: game, parameters, seed, starting position and action strings."""
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "parameters": self.parameters(),
            "seed": self.seed,
            "position": self.position,
            "actions": [str(a) for a in self.history],
        }

    parameter_spec: ClassVar[dict | None] = None   # name -> checker (mandrapy.core.validate), declared per game

    @classmethod
    def check_parameters(cls, parameters: dict, what: str = "setup") -> None:
        """Refuse setup arguments of the wrong type or out of bounds (InvalidPosition naming the argument)."""
        if cls.parameter_spec is not None:
            players = parameters.get("players", getattr(cls, "players", None))
            check_arguments(cls.parameter_spec, parameters, what,
                            {"players": players if is_whole(players) else None})

    @classmethod
    def from_record(cls, record: Any, upto: int | None = None) -> "GameState":
        """Replay a record (from :meth:`record`), optionally only its first ``upto`` actions."""
        if not isinstance(record, dict):
            raise InvalidRecord("a game record must be a dict (JSON object)")
        missing = {"game", "parameters", "seed", "actions"} - set(record)
        if missing:
            raise InvalidRecord(f"the record lacks {', '.join(sorted(missing))}")
        if record["game"] != cls.game:
            raise InvalidRecord(f"this record is a game of {str(record['game'])[:60]!r}, not {cls.game!r}")
        check_record_fields(record)
        parameters, seed, actions = record["parameters"], record["seed"], record["actions"]
        cls.check_parameters(parameters, "the record's parameters")
        try:
            state = cls.create(parameters, seed, record.get("position"))
        except (TypeError, ValueError) as exc:
            if isinstance(exc, InvalidRecord):
                raise
            raise InvalidRecord(f"the record cannot set up a game: {exc}") from exc
        for number, text in enumerate(actions[:upto] if upto is not None else actions, 1):
            try:
                state.play(text)
            except IllegalAction as exc:
                raise InvalidRecord(f"action {number} ({text!r}) cannot be played: {exc.rule}") from exc
        return state

    def undone(self) -> "GameState":
        """A new state: this game before its last action."""
        if not self.history:
            raise IllegalAction("undo", Rule("nothing_to_undo", "There is nothing to undo yet."))
        return self.at(len(self.history) - 1)

    def at(self, move: int) -> "GameState":
        """A new state: this game after its first ``move`` actions (time travel). With checkpoints, the
        moves after the nearest one are replayed; otherwise the whole record is."""
        move_argument(move, len(self.history), "at: move")
        marks = self._checkpoints
        if marks is not None and marks.history is self.history and marks.snapshots:
            snapshot, start = marks.nearest(move)
            state = snapshot.clone()
            state._checkpoints = marks.copy_for(state, upto=move)
            for action in self.history[start:move]:
                state.play(action)
        else:
            state = type(self).from_record(self.record(), upto=move)
        cache = self.__dict__.get("_log")
        if cache is not None and cache.events is self.events:
            state._log = cache.prefix(state.events)          # the same game, so the same first events
        return state

    def keep_checkpoints(self, every: int = EVERY) -> None:
        """From now on keep a snapshot every ``every`` moves, so :meth:`at` and :meth:`undone` replay only
        a few moves. Those already played are replayed once here to take theirs."""
        marks = self._checkpoints
        if marks is not None and marks.history is self.history:
            return
        if not self.history:
            self._checkpoints = Checkpoints(self.history, [], every)
            self._checkpoints.take(self)
            return
        replay = type(self).from_record({**self.record(), "actions": []})
        replay._checkpoints = Checkpoints(replay.history, [], every)
        replay._checkpoints.take(replay)
        for action in self.history:
            replay.play(action)
        self._checkpoints = replay._checkpoints.copy_for(self)

    # snapshots ------------------------------------------------------------------------
    def to_json(self, indent: int | None = None) -> str:
        """A full snapshot: the record plus every fact of the current position."""
        import json

        return json.dumps({"format": FORMAT, "version": FORMAT_VERSION, "game": self.game,
                           "record": self.record(), "state": self.to_dict()}, indent=indent)

    @classmethod
    def from_json(cls, text: str) -> "GameState":
        """Read a snapshot from :meth:`to_json`. It must be consistent with its own history."""
        return cls.from_snapshot(json_loads(text, "snapshot"))

    @classmethod
    def from_snapshot(cls, data) -> "GameState":
        """Read a snapshot already parsed from JSON (see :meth:`from_json`)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InvalidRecord("this JSON is not a mandrapy snapshot")
        check_version(data, "snapshot", required=True)
        if data.get("game") != cls.game:
            raise InvalidRecord(f"this snapshot is a game of {str(data.get('game'))[:60]!r}, not {cls.game!r}")
        if "record" not in data or "state" not in data:
            raise InvalidRecord("the snapshot lacks its record or its state")
        state = cls.from_record(data["record"])
        if state.to_dict() != data["state"]:
            raise InvalidRecord("the snapshot's position does not match its own action history")
        return state

    def summary(self) -> str:
        """One line for ``repr``: how far the game is and who is to play."""
        if self.is_over:
            return f"over after {len(self.history)} moves, scores {self.scores()}"
        return f"move {len(self.history)}, player {self.to_play} to play"

    def same_position(self, other: "GameState") -> bool:
        return type(self) is type(other) and self.to_dict() == other.to_dict()


"""What every game's state does with its history: records and replays, time travel (:meth:`Records.at`,
from the nearest checkpoint, :mod:`.checkpoints`) and JSON snapshots checked against their own history.
A mixin of :class:`mandrapy.core.state.GameState`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from .checkpoints import EVERY, Checkpoints
from .decisions import upgrade_saved
from .errors import IllegalAction, InvalidRecord, Rule
from .language import refusal
from .validate import check_arguments, check_record_fields, check_version, is_whole, json_loads, move_argument

if TYPE_CHECKING:
    from typing_extensions import Self      # typing's own from Python 3.11
    from .log import LogCache
    from .parsing import Action
    from .validate import Checker

FORMAT = "mandrapy"
FORMAT_VERSION = 1
RECORD_LACKS = Rule("record_lacks", "the record lacks {missing}")
NUMBERING = 0              # every index a learner reads (seats, shops, cells, rows, squares) counts from 0


class Records:
    """Records, replays, time travel and snapshots, from what the state declares (see GameState)."""

    if TYPE_CHECKING:                # what the state it is mixed into provides
        game: ClassVar[str]
        parameter_spec: ClassVar[dict[str, Checker] | None]
        seed: int | None
        position: dict[str, Any] | None
        history: list[Action]
        events: Any
        _checkpoints: Checkpoints | None
        _log: LogCache

        def parameters(self) -> dict[str, Any]: ...
        def play(self, action: object) -> None: ...
        def to_dict(self) -> dict[str, Any]: ...
        def clone(self) -> Self: ...

        @classmethod
        def create(cls, parameters: dict[str, Any], seed: int | None, position: dict[str, Any] | None) -> Self: ...

    # records and replays ------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game as JSON-able data: game, parameters, seed, starting position and action strings."""
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "parameters": self.parameters(),
            "seed": self.seed,
            "position": self.position,
            "actions": [str(a) for a in self.history],
            "numbering": NUMBERING,
        }

    @classmethod
    def renumbered_record(cls, record: dict[str, Any]) -> dict[str, Any]:
        """``record`` (from :meth:`record`) as it reads now, when it was made before every index counted from 0
        (it has no ``"numbering": 0``). A game that once counted something from 1 converts its action texts
        and position here; the others keep it as it is."""
        return record

    @classmethod
    def renumbered_facts(cls, facts: Any) -> Any:
        """A snapshot's facts (from :meth:`to_dict`) saved before every index counted from 0, as they read now."""
        return facts

    @classmethod
    def check_parameters(cls, parameters: dict[str, Any], what: str = "setup") -> None:
        """Refuse setup arguments of the wrong type or out of bounds (InvalidPosition naming the argument)."""
        if cls.parameter_spec is not None:
            players = parameters.get("players", getattr(cls, "players", None))
            check_arguments(cls.parameter_spec, parameters, what,
                            {"players": players if is_whole(players) else None})

    @classmethod
    def from_record(cls, record: Any, upto: int | None = None) -> Self:
        """Replay a record (from :meth:`record`), optionally only its first ``upto`` actions."""
        if not isinstance(record, dict):
            raise InvalidRecord("a game record must be a dict (JSON object)")
        missing = {"game", "parameters", "seed", "actions"} - set(record)
        if missing:
            raise refusal(InvalidRecord, RECORD_LACKS.format(missing=", ".join(sorted(missing))))
        if record["game"] != cls.game:
            raise InvalidRecord(f"this record is a game of {str(record['game'])[:60]!r}, not {cls.game!r}")
        check_record_fields(record)
        if record.get("numbering") != NUMBERING:
            record = cls.renumbered_record(record)
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

    def undone(self) -> Self:
        """A new state: this game before its last action."""
        if not self.history:
            raise IllegalAction("undo", Rule("nothing_to_undo", "There is nothing to undo yet."))
        return self.at(len(self.history) - 1)

    def at(self, move: int) -> Self:
        """A new state: this game after its first ``move`` actions (time travel). With checkpoints, the
        moves after the nearest one are replayed; otherwise the whole record is."""
        move_argument(move, len(self.history), "at: move")
        marks = self._checkpoints
        if marks is not None and marks.history is self.history and marks.snapshots:
            snapshot, start = marks.nearest(move)
            state = cast("Self", snapshot.clone())      # a checkpoint of this very game
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
    def from_json(cls, text: str) -> Self:
        """Read a snapshot from :meth:`to_json`. It must be consistent with its own history."""
        return cls.from_snapshot(json_loads(text, "snapshot"))

    @classmethod
    def from_snapshot(cls, data: Any) -> Self:
        """Read a snapshot already parsed from JSON (see :meth:`from_json`)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InvalidRecord("this JSON is not a mandrapy snapshot")
        check_version(data, "snapshot", required=True)
        if data.get("game") != cls.game:
            raise InvalidRecord(f"this snapshot is a game of {str(data.get('game'))[:60]!r}, not {cls.game!r}")
        if "record" not in data or "state" not in data:
            raise InvalidRecord("the snapshot lacks its record or its state")
        state = cls.from_record(data["record"])
        old = isinstance(data["record"], dict) and data["record"].get("numbering") != NUMBERING
        facts = upgrade_saved(data["state"])
        if state.to_dict() != (cls.renumbered_facts(facts) if old else facts):
            raise InvalidRecord("the snapshot's position does not match its own action history")
        return state

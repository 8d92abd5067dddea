"""Random-playout checks that every game of the package must pass, whatever the game.

:func:`check_random_playouts` plays seeded, uniformly random games to the end on the plain
:class:`~mandrapy.core.state.GameState` and checks the contract of the base class at every step: who is
to play, the legal actions (non-empty, no duplicates, each legal and readable back from its text),
illegal actions (refused with :class:`IllegalAction`, the state untouched; text that reads as no action
every ``JUNK_EVERY`` moves), and, every ``sample_every``
moves and at the end, records, JSON snapshots, clones, undo and time travel. A game adds its own
invariants (cards accounted for, scores, hidden information) through the ``invariants`` hook: a function
of the state that raises ``AssertionError`` when something is wrong. :func:`check_observable` checks the
traitlets wrapper's notifications.

A failure raises :class:`CheckFailure` naming the game seed and the move, so that
``check_playout(make_state, seed)`` reproduces it. Typical use, in a game's tests::

    report = check_random_playouts(lambda seed: SomeGameState.new(players=3, seed=seed),
                                   games=50, invariants=some_game.invariants.check_invariants)

This module knows no particular game: everything game-specific comes in through ``make_state`` and
``invariants``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn

from .errors import IllegalAction

if TYPE_CHECKING:
    from .observable import ObservableGame
    from .parsing import Action
    from .state import GameState

MakeState = Callable[[int], "GameState"]                 # a fresh game from a seed
Invariants = Callable[["GameState"], object] | None      # raises AssertionError when a game's invariant fails
Change = dict[str, Any]                                  # a traitlets change notification

JUNK = "xyzzy: not an action of any game"
JUNK_EVERY = 10     # moves between refusals of JUNK: reading it back (suggestions, typos) costs ~10 ms


class CheckFailure(AssertionError):
    """A broken rule of the game contract, with what is needed to reproduce it."""

    def __init__(self, message: str, seed: int | None = None, move: int | None = None,
                 record: dict[str, Any] | None = None) -> None:
        self.seed, self.move, self.record = seed, move, record
        super().__init__(f"{message} [game seed {seed}, move {move}; reproduce with "
                         f"check_playout(make_state, seed={seed})]")


@dataclass
class PlayoutReport:
    """What :func:`check_random_playouts` played: games, actions, longest game, actions by type."""

    games: int = 0
    actions: int = 0
    longest: int = 0
    widest: int = 0                 # the longest legal_actions() list met
    kinds: Counter[str] = field(default_factory=Counter)


def check_random_playouts(make_state: MakeState, games: int = 20, seed: int = 0, invariants: Invariants = None,
                          max_actions: int = 5000, sample_every: int = 5, probes: int = 3) -> PlayoutReport:
    """Play ``games`` random games, ``make_state(seed + i)`` with a bot seeded ``seed + i``, checking each.

    ``make_state(seed)`` returns a fresh :class:`GameState`; ``invariants(state)`` (optional) raises
    ``AssertionError`` when the game's own invariants fail. ``sample_every`` spaces the expensive checks
    (clone, undo, record, JSON); ``probes`` is how many once-legal actions are tried each step.
    """
    report = PlayoutReport()
    for game_seed in range(seed, seed + games):
        playout = _checked(make_state, game_seed, invariants, max_actions, sample_every, probes)
        kinds = playout.kinds
        report.widest = max(report.widest, playout.widest)
        report.games += 1
        report.actions += sum(kinds.values())
        report.longest = max(report.longest, sum(kinds.values()))
        report.kinds.update(kinds)
    return report


def check_playout(make_state: MakeState, seed: int, invariants: Invariants = None, max_actions: int = 5000,
                  sample_every: int = 5, probes: int = 3) -> Counter[str]:
    """Check one random game (see :func:`check_random_playouts`); returns its actions counted by type."""
    return _checked(make_state, seed, invariants, max_actions, sample_every, probes).kinds


def _checked(make_state: MakeState, seed: int, invariants: Invariants, max_actions: int, sample_every: int,
             probes: int) -> "_Playout":
    state: GameState | None = None
    try:
        state = make_state(seed)
        playout = _Playout(state, seed, invariants, max_actions, sample_every, probes)
        playout.run()
        return playout
    except CheckFailure:
        raise
    except Exception as exc:  # a crash inside the game is a failure too, with the same context
        move = len(state.history) if state is not None else None
        raise CheckFailure(f"crash: {type(exc).__name__}: {exc}", seed, move, _safe_record(state)) from exc


def _safe_record(state: GameState | None) -> dict[str, Any] | None:
    try:
        return state.record() if state is not None else None
    except Exception:
        return None


class _Playout:
    def __init__(self, state: GameState, seed: int, invariants: Invariants, max_actions: int, sample_every: int,
                 probes: int) -> None:
        self.state, self.seed, self.invariants = state, seed, invariants
        self.max_actions, self.sample_every, self.probes = max_actions, max(1, sample_every), probes
        self.rng = random.Random(seed)
        self.seen: list[Action] = []    # actions legal at some earlier point of this game
        self.seen_set: set[Action] = set()
        self.snapshots: dict[int, dict[str, Any]] = {}  # move -> to_dict(), at sampled moves
        self.deciders: list[int | None] = list(state.deciders)   # who played each action so far
        self.widest = 0                 # the longest legal list met
        self.kinds: Counter[str] = Counter()  # actions played, by type

    def fail(self, message: str) -> NoReturn:
        raise CheckFailure(message, self.seed, len(self.state.history), _safe_record(self.state))

    def expect(self, condition: object, message: str) -> None:
        if not condition:
            self.fail(message)

    def run(self) -> Counter[str]:
        state, kinds = self.state, self.kinds
        type_ = type(state)
        self.expect(_rebuilds(state, type_), "the game's own record does not rebuild it")
        previous: object = None
        while not state.is_over:
            self.expect(len(state.history) < self.max_actions,
                        f"the game is not over after {self.max_actions} actions")
            before = state.fingerprint()
            self.check_invariants()
            legal = self.check_legal_actions(before)
            move = len(state.history)
            self.check_illegal(legal, before, junk=move % JUNK_EVERY == 0)
            sampled = move % self.sample_every == 0
            watcher = None
            if sampled:
                watcher = self.check_snapshots(state.to_dict(), previous)
            action, seat = self.rng.choice(legal), state.to_play
            state.play(action)
            kinds[type(action).__name__] += 1
            self.expect(len(state.history) == move + 1 and state.history[-1] == action,
                        f"play({action}) did not append the action to the history")
            self.expect(list(state.deciders) == self.deciders + [seat],
                        f"deciders {state.deciders[-3:]} do not end with the seat {seat} that played {action}")
            self.deciders.append(seat)
            if watcher is not None:
                self.expect(watcher.fingerprint() == before, "a clone changed when the original played")
            previous = before
        final = state.fingerprint()
        self.check_invariants()
        self.expect(state.to_play is None, f"to_play is {state.to_play!r} after the game is over")
        self.expect(list(state.legal_actions()) == [], "there are legal actions after the game is over")
        self.check_illegal([], final)
        scores, winners = tuple(state.scores()), tuple(state.winners())
        self.expect(len(scores) == state.players, f"scores() {scores} has not one score per seat")
        self.expect(winners and len(set(winners)) == len(winners)
                    and all(w in range(state.players) for w in winners),
                    f"winners() {winners} is not a non-empty tuple of distinct seats")
        self.check_snapshots(state.to_dict(), previous)
        for move in self.rng.sample(sorted(self.snapshots), min(3, len(self.snapshots))):
            self.expect(state.at(move).to_dict() == self.snapshots[move],
                        f"at({move}) differs from the position seen after {move} actions")
        return kinds

    def check_invariants(self) -> None:
        if self.invariants is None:
            return
        try:
            self.invariants(self.state)
        except AssertionError as exc:
            self.fail(f"game invariant failed: {exc}")

    def check_legal_actions(self, before: object) -> list[Action]:
        state = self.state
        seat = state.to_play
        self.expect(isinstance(seat, int) and seat in range(state.players),
                    f"to_play is {seat!r}, not a seat, while the game is not over")
        legal = list(state.legal_actions())
        self.expect(legal, "no legal action while the game is not over")
        self.widest = max(self.widest, len(legal))
        texts = [str(a) for a in legal]
        self.expect(len(set(legal)) == len(legal) and len(set(texts)) == len(texts),
                    f"duplicate legal actions: {sorted(t for t, n in Counter(texts).items() if n > 1)}")
        for action, text in zip(legal, texts):
            rule = state.why_illegal(action)
            self.expect(rule is None, f"legal action {text!r} is refused by why_illegal: {rule}")
            if action in self.seen_set:     # parse_action is a function of the text: once per game is enough
                continue
            try:
                parsed = state.parse_action(text)
            except ValueError as exc:
                self.fail(f"legal action {text!r} cannot be parsed back: {exc}")
            self.expect(parsed == action and str(parsed) == text,
                        f"legal action {text!r} parses back as a different action {parsed!r}")
            self.seen_set.add(action)
            self.seen.append(action)
        self.expect(state.fingerprint() == before, "listing or checking legal actions changed the state")
        return legal

    def check_illegal(self, legal: list[Action], before: object, junk: bool = True) -> None:
        state, legal_set = self.state, set(legal)
        others = [a for a in self.rng.sample(self.seen, min(len(self.seen), 4 * self.probes))
                  if a not in legal_set][:self.probes]
        for attempt in [*others, JUNK] if junk else others:
            rule = state.why_illegal(attempt) if attempt is not JUNK else "junk"  # type: ignore[arg-type]
            self.expect(rule is not None, f"{attempt} is not a legal action, yet why_illegal returns None")
            try:
                state.play(attempt)
            except IllegalAction:
                pass
            else:
                self.fail(f"the illegal action {str(attempt)!r} was played without IllegalAction")
            self.expect(state.fingerprint() == before,
                        f"refusing the illegal action {str(attempt)!r} changed the state")

    def check_snapshots(self, current: dict[str, Any], previous: object) -> GameState:
        """Clone, record, JSON, undo; returns an untouched clone to compare after the next move."""
        state, type_, move = self.state, type(self.state), len(self.state.history)
        self.snapshots[move] = current
        self.expect(json.loads(json.dumps(current)) == current, "to_dict() does not survive JSON")
        replayed = type_.from_record(json.loads(json.dumps(state.record())))
        self.expect(replayed.to_dict() == current, "replaying record() gives a different position")
        self.expect(type_.from_json(state.to_json()).to_dict() == current,
                    "from_json(to_json()) gives a different position")
        if previous is not None:
            self.expect(state.undone().fingerprint() == previous, "undone() differs from the previous position")
        for seat in [None, *range(state.players)]:
            state.view(seat)
            state.log_lines(seat)
        twin = state.clone()
        self.expect(type(twin) is type_ and twin.to_dict() == current, "clone() differs from the original")
        if not twin.is_over:
            twin.play(self.rng.choice(twin.legal_actions()))
            self.expect(state.to_dict() == current, "playing on a clone changed the original")
        self.expect(len(state.history) == len(state.deciders) == move,
                    "playing on a clone changed the original's history or deciders")
        return state.clone()


def _rebuilds(state: GameState, type_: type[GameState]) -> bool:
    """True when ``state`` is rebuilt by its own record (same seed, parameters, position, actions)."""
    return type_.from_record(state.record()).to_dict() == state.to_dict()


def check_observable(game: ObservableGame, actions: int = 40, seed: int = 0) -> int:
    """Play up to ``actions`` random moves on an ObservableGame, checking its notifications.

    Each play fires ``move_number`` exactly once (n -> n + 1) and no trait twice; ``position`` and
    ``to_play`` are replaced with new values equal to the plain state's (``position`` is a new, hashable
    object); an illegal play notifies nothing; ``undo`` fires ``move_number`` once (n -> n - 1).
    Returns the number of moves played.
    """
    events: list[Change]
    rng, events = random.Random(seed), []
    game.observe(events.append)                # every trait (the default), without importing traitlets here
    try:
        return _check_notifications(game, actions, seed, rng, events)
    finally:
        game.unobserve(events.append)


def _check_notifications(game: ObservableGame, actions: int, seed: int, rng: random.Random,
                         events: list[Change]) -> int:
    def fail(message: str) -> NoReturn:
        raise CheckFailure(f"observable: {message}", seed, len(game.state.history), _safe_record(game.state))

    played = 0
    while not game.is_over and played < actions:
        n, old_position, old_to_play = game.move_number, game.position, game.to_play
        events.clear()
        try:
            game.play(JUNK)
        except IllegalAction:
            pass
        if events or game.position is not old_position:
            fail("an illegal play notified observers or replaced traits")
        action = rng.choice(game.legal_actions())
        game.play(action)
        played += 1
        names = [change["name"] for change in events]
        if _changes(events, "move_number") != [(n, n + 1)]:
            fail(f"move_number notifications after a play: {names}")
        if len(set(names)) != len(names):
            fail(f"a trait notified twice in one play: {names}")
        state = game.state
        if game.position is old_position or game.position != state.view(None):
            fail("position was not replaced with the new view")
        try:
            hash(game.position)
        except TypeError:
            fail("position holds mutable values (it is not hashable)")
        expected = [(old_to_play, game.to_play)] if game.to_play != old_to_play else []
        if game.to_play != state.to_play or _changes(events, "to_play") != expected:
            fail(f"to_play was not updated and notified once: {_changes(events, 'to_play')}")
        if game.log != tuple(state.log_lines()) or game.scores != tuple(state.scores()) \
                or game.is_over != state.is_over:
            fail("log, scores or is_over differ from the plain state")
        if played % 7 == 0:
            events.clear()
            game.undo()
            if _changes(events, "move_number") != [(n + 1, n)]:
                fail("undo did not notify move_number exactly once")
            if game.position != game.state.view(None):
                fail("position after undo is not the view of the undone state")
            game.play(action)
    return played


def _changes(events: list[Change], name: str) -> list[tuple[Any, Any]]:
    return [(c["old"], c["new"]) for c in events if c["name"] == name]

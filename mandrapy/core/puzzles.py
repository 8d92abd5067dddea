"""Best-move puzzles: positions of real games where the search clearly prefers one move, found once and stored.

The criterion (:func:`examine`), written once here and recorded with every puzzle (:func:`criterion`): the seat
to play has at least :data:`LEAST_MOVES` legal moves, and in *every* run of a grid of searches from its view,
the seeds :data:`SEEDS` times the budgets :data:`BUDGETS` (multiples of the game's ``search_iterations``),

* the same move is the most visited,
* it stands out (:func:`~mandrapy.core.hints.stands_out`: at least 1.5 times the visits of the next move, at
  least 10 visits, and no other move better on both the win and the score margin), and
* its expected share of the win is at least :data:`LEAD` above that of every other move the run tried.

Why these numbers. :data:`LEAD` is 0.10, the hints' "mistake" (:data:`~mandrapy.core.hints.VERDICTS`): any other
move would be judged a mistake at least, so the answer is not a matter of taste. Three seeds, because a search is
random: one run's favourite may owe its lead to the futures it happened to draw, and three runs from different
draws that agree, each by 0.10, rarely do so by luck. Two budgets, the game's own (what the "ismcts" level plays
with) and three times it, so that the move is best for the player the learner meets and stays best when the
search looks three times further: not an artefact of a short search. The lead is on the win share alone (not the
search's reward, half of which is the score margin) because it is the number the hints judge moves by.

The grid's first run (seed 0, the game's budget) is the cheap filter: most positions fail it, and the five other
runs are made only for those that pass. The measured minimum lead over the six runs is kept with each puzzle
(:attr:`Puzzle.lead`), with every run's numbers. :func:`find_puzzles` plays real games (computer against
computer, deterministic from a seed) and tests positions along them; ``tools/find_puzzles.py`` stores what it
finds in ``mandrapy/<game>/puzzles.json``, read back by :func:`stored_puzzles`.

>>> import mandrapy
>>> game = mandrapy.new("kuhn", seed=0)
>>> examine(game.state, seeds=(0,), budgets=(1,)).reason in ("", "not_clear", "changed", "lead")
True
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .determinize import information
from .hints import FEW, LEAD as VISITS_LEAD, stands_out
from .ismcts import Result, search

if TYPE_CHECKING:
    from .state import GameState

SEEDS = (0, 1, 2)          # the searches' seeds
BUDGETS = (1, 3)           # the searches' budgets, in multiples of the game's search_iterations
LEAD = 0.10                # the least lead in expected share of the win over every other move, in every run
LEAST_MOVES = 2            # a position with one legal move is no puzzle
LONGEST = 1500             # actions: a game still going then is dropped (two greedy players may shuttle forever)
FORMAT = "mandrapy-puzzles"
VERSION = 1
DIGITS = 4                 # numbers are stored rounded to this many decimals


def criterion(state_class: type[GameState], seeds: Sequence[int] = SEEDS, budgets: Sequence[int] = BUDGETS,
              lead: float = LEAD) -> dict[str, Any]:
    """The criterion's numbers, as recorded with each puzzle (the budgets in iterations for this game)."""
    return {"seeds": list(seeds), "iterations": [b * state_class.search_iterations for b in budgets],
            "lead": lead, "least_moves": LEAST_MOVES, "visits_lead": VISITS_LEAD, "few": FEW,
            "rule": "in every run: the same move most visited, standing out, its win share at least `lead` "
                    "above every other move's"}


@dataclass(frozen=True)
class Run:
    """One search of the grid: its seed and iterations, its most visited move (action text), that move's share
    of the visits and expected share of the win, its ``lead`` in win share over the best other move, and
    whether it stands out."""

    seed: int
    iterations: int
    best: str
    share: float
    win: float
    lead: float
    clear: bool

    @classmethod
    def of(cls, result: Result, seed: int) -> Run:
        first, others = result.moves[0], result.moves[1:]
        lead = first.win - max((m.win for m in others), default=0.0)
        return cls(seed, result.iterations, str(first.action), round(first.share, DIGITS),
                   round(first.win, DIGITS), round(lead, DIGITS), stands_out(result.moves))

    def passes(self, best: str, lead: float = LEAD) -> bool:
        return self.best == best and self.clear and self.lead >= lead


@dataclass(frozen=True)
class Ranked:
    """A move of the reference run (seed :data:`SEEDS`\\ [0], the largest budget): its text, share of the
    visits, expected share of the win and score margin."""

    action: str
    share: float
    win: float
    margin: float


@dataclass(frozen=True)
class Verdict:
    """What :func:`examine` found: ``passed``; the best move (text, None if no run was made); the runs made,
    in the grid's order (it stops at the first that fails); the reference run's ranking (empty if not made);
    ``reason`` for a failure: ``"not_to_play"``, ``"few_moves"``, ``"not_clear"`` (the favourite does not stand
    out), ``"changed"`` (another favourite), ``"lead"`` (too small a lead), "" when passed."""

    passed: bool
    best: str | None
    runs: tuple[Run, ...]
    ranking: tuple[Ranked, ...]
    reason: str

    @property
    def lead(self) -> float:
        return min((run.lead for run in self.runs), default=0.0)


def grid(seeds: Sequence[int] = SEEDS, budgets: Sequence[int] = BUDGETS) -> tuple[tuple[int, int], ...]:
    """The runs as (seed, budget multiple), the cheap filter first: every seed at the smallest budget, then the
    larger budgets."""
    return tuple((seed, budget) for budget in sorted(budgets) for seed in seeds)


def examine(state: GameState, seeds: Sequence[int] = SEEDS, budgets: Sequence[int] = BUDGETS,
            lead: float = LEAD) -> Verdict:
    """Whether the position of ``state`` (its seat to play) passes the criterion (see the module), run by run."""
    seat = state.to_play
    if state.is_over or seat is None:
        return Verdict(False, None, (), (), "not_to_play")
    if len(state.legal_actions()) < LEAST_MOVES:
        return Verdict(False, None, (), (), "few_moves")
    info = information(state.view(seat))
    runs: list[Run] = []
    ranking: tuple[Ranked, ...] = ()
    best: str | None = None
    reference = (seeds[0], max(budgets))
    for seed, budget in grid(seeds, budgets):
        result = search(info, random.Random(seed), iterations=budget * type(state).search_iterations)
        run = Run.of(result, seed)
        runs.append(run)
        best = best or run.best
        if (seed, budget) == reference:
            ranking = tuple(Ranked(str(m.action), round(m.share, DIGITS), round(m.win, DIGITS),
                                   round(m.margin, DIGITS)) for m in result.moves)
        if not run.passes(best, lead):
            reason = "changed" if run.best != best else "not_clear" if not run.clear else "lead"
            return Verdict(False, best, tuple(runs), ranking, reason)
    return Verdict(True, best, tuple(runs), ranking, "")


@dataclass(frozen=True)
class Puzzle:
    """A stored puzzle: ``record`` (the game up to the position: a record as ``mandrapy.replay`` reads it), the
    ``seat`` to play, its ``best`` move (action text), the grid's ``runs``, the reference run's ``ranking``, the
    ``criterion`` it passed and how it was ``found`` (the game's seed, the players' level)."""

    record: Mapping[str, Any]
    seat: int
    best: str
    runs: tuple[Run, ...]
    ranking: tuple[Ranked, ...]
    criterion: Mapping[str, Any]
    found: Mapping[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> str:
        return str(self.record["game"])

    @property
    def move(self) -> int:
        """How many actions were played before the position."""
        return len(self.record["actions"])

    @property
    def lead(self) -> float:
        """The smallest lead in win share of the best move over every other, over the runs."""
        return min(run.lead for run in self.runs)

    def others(self) -> tuple[str, ...]:
        """The other moves, the search's next best first (the reference run's order)."""
        return tuple(ranked.action for ranked in self.ranking if ranked.action != self.best)

    def state(self) -> GameState:
        """The position, replayed from the record."""
        from .registry import game_class
        state: GameState = game_class(self.game).State.from_record(dict(self.record))
        return state

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "best": self.best, "lead": round(self.lead, DIGITS), "record": dict(self.record),
                "runs": [asdict(run) for run in self.runs], "ranking": [asdict(r) for r in self.ranking],
                "criterion": dict(self.criterion), "found": dict(self.found)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Puzzle:
        return cls(data["record"], int(data["seat"]), str(data["best"]),
                   tuple(Run(**run) for run in data["runs"]), tuple(Ranked(**r) for r in data["ranking"]),
                   data["criterion"], data.get("found", {}))


@dataclass
class Tally:
    """What a search for puzzles did: games played (and dropped, not over after :data:`LONGEST` actions),
    positions tested, how many passed the cheap filter (the
    grid's first run) and the whole criterion, and the seconds it took."""

    games: int = 0
    dropped: int = 0
    candidates: int = 0
    filtered: int = 0
    passed: int = 0
    seconds: float = 0.0


def find_puzzles(game_name: str, games: int = 20, seed: int = 0, level: str = "greedy", per_game: int = 1,
                 tries: int = 6, least_moves: int = 3, iterations: int | None = None, late: float = 0.0,
                 tally: Tally | None = None) -> Iterator[Puzzle]:
    """Puzzles of ``game_name`` found in ``games`` games played by ``level`` at every seat (``"greedy"``, or
    ``"ismcts"`` with ``iterations``, by default the game's budget), deterministic from ``seed``: in each game,
    ``tries`` positions spread over it where the seat to play has at least ``least_moves`` legal moves are
    tested, in an order drawn from the game's seed, until ``per_game`` puzzles pass; ``late``: only positions
    after that fraction of the game (a game whose moves rarely matter before its end). ``tally`` (optional)
    counts what was done."""
    from .registry import game_class
    cls = game_class(game_name, "find_puzzles: game_name")
    name = cls.State.game
    tally = tally if tally is not None else Tally()
    rng = random.Random(f"puzzles {name} {seed}")
    for _ in range(games):
        started = time.perf_counter()
        game_seed = rng.randrange(2 ** 31)
        record, eligible = play(name, game_seed, level, least_moves, iterations)
        tally.games += 1
        tally.dropped += not record
        chosen = spread([move for move in eligible if move >= late * len(record.get("actions", ()))], tries)
        random.Random(game_seed).shuffle(chosen)
        found = 0
        for move in chosen:
            state = cls.State.from_record(record, upto=move)
            tally.candidates += 1
            verdict = examine(state)
            tally.filtered += bool(verdict.passed or len(verdict.runs) > 1)
            if verdict.passed and verdict.best is not None:
                tally.passed += 1
                found += 1
                tally.seconds += time.perf_counter() - started
                started = time.perf_counter()
                yield Puzzle(state.record(), int(state.to_play or 0), verdict.best, verdict.runs, verdict.ranking,
                             criterion(cls.State), {"seed": game_seed, "level": level, "move": move})
                if found >= per_game:
                    break
        tally.seconds += time.perf_counter() - started


def play(name: str, game_seed: int, level: str, least_moves: int, iterations: int | None
         ) -> tuple[dict[str, Any], list[int]]:
    """A whole game played by ``level`` at every seat: its record, and the move numbers where the seat to play
    had at least ``least_moves`` legal moves (({}, []) for a game not over after :data:`LONGEST` actions)."""
    from .players import computer, game_levels
    from .registry import new
    state = new(name, seed=game_seed).state
    budget = {"iterations": iterations or type(state).search_iterations} if level == "ismcts" else {}
    seats = [computer(level, game_levels(name), game_seed + seat, "find_puzzles: level", **budget)
             for seat in range(state.players)]
    eligible = []
    while not state.is_over:
        if len(state.history) >= LONGEST:
            return {}, []
        seat = state.to_play
        assert seat is not None
        if len(state.legal_actions()) >= least_moves:
            eligible.append(len(state.history))
        state.play(seats[seat].choose(state.view(seat)))
    return state.record(), eligible


def spread(moves: Sequence[int], tries: int) -> list[int]:
    """``tries`` of ``moves`` evenly spread over them (all of them if there are no more).

    >>> spread(list(range(100)), 4)
    [12, 37, 62, 87]
    """
    if len(moves) <= tries:
        return list(moves)
    return [moves[int((n + 0.5) * len(moves) / tries)] for n in range(tries)]


def dumps(name: str, puzzles: Sequence[Puzzle], how: Mapping[str, Any]) -> str:
    """The puzzle file of game ``name``: its puzzles and ``how`` they were found (seed, tally)."""
    return json.dumps({"format": FORMAT, "version": VERSION, "game": name, "found": dict(how),
                       "puzzles": [p.to_dict() for p in puzzles]}, ensure_ascii=False, indent=1) + "\n"


def loads(text: str) -> tuple[Puzzle, ...]:
    """The puzzles of a puzzle file (:func:`dumps`)."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ValueError(f"loads: text: not a puzzle file ({FORMAT} version {VERSION})")
    return tuple(Puzzle.from_dict(p) for p in data["puzzles"])


@lru_cache(maxsize=None)
def stored_puzzles(game_name: str) -> tuple[Puzzle, ...]:
    """The puzzles stored with game ``game_name`` (its package's ``puzzles.json``; () for none)."""
    from importlib import resources
    from .registry import game_class
    package = game_class(game_name, "stored_puzzles: game_name").__module__.rpartition(".")[0]
    found = resources.files(package) / "puzzles.json"
    return loads(found.read_text(encoding="utf-8")) if found.is_file() else ()

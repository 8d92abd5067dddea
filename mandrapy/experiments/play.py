"""The worker's side of :func:`mandrapy.simulate`: play games by number, each from its own seeds.

Game ``i`` of a run takes its seeds from ``numpy.random.SeedSequence(root, spawn_key=(i,))`` -- the ``i``-th
child of ``SeedSequence(root).spawn(...)`` -- so what a game does depends on the root seed and its number
only, never on which worker plays it, in which batch, or after which other games. This module imports no
pandas, tqdm or dask: a worker needs the game, numpy (for the seeds) and nothing else.

>>> plan = Plan.make("mandragora", {"players": 2}, {1: "greedy"}, root=7)
>>> rows, whole = run_batch(plan, 3, 5)
>>> [row["game"] for row in rows], rows[0]["level_1"], whole, rows == run_batch(plan, 3, 5)[0]
([3, 4], 'greedy', True, True)
>>> rows[0] == run_batch(plan, 0, 5)[0][3]          # a game is the same whatever the batch around it
True
"""

from __future__ import annotations

import copy
import inspect
from dataclasses import dataclass

from ..core.observable import ObservableGame
from ..core.players import computer, level_name
from ..core.registry import check_call, game_class, games
from ..core.search_player import fixed_budget

SEED_BITS = 63                     # game and player seeds fit a signed 64-bit column


def seed_sequence(root: int | None, spawn_key: tuple = ()):
    """``numpy.random.SeedSequence(root, spawn_key=spawn_key)`` for any whole number ``root`` (the seeds
    ``mandrapy.new`` takes): a negative root ``-n`` is ``n`` with a spawn key of its own, after the game's number
    (``(i, 1)``, where ``n`` has ``(i,)``), so that ``-n`` and ``n`` give different games."""
    from numpy.random import SeedSequence

    if root is not None and root < 0:
        return SeedSequence(-root, spawn_key=(*spawn_key, 1))
    return SeedSequence(root, spawn_key=spawn_key)


def game_seeds(root: int, index: int, players: int) -> tuple:
    """(the game's seed, one seed per seat) for game ``index`` of the run with root seed ``root``."""
    words = seed_sequence(root, (index,)).generate_state(1 + players, dtype="uint64")
    seeds = [int(word) >> (64 - SEED_BITS) for word in words]
    return seeds[0], tuple(seeds[1:])


@dataclass(frozen=True)
class Plan:
    """Everything a worker needs to play any game of a run (small, and picklable by every executor).

    ``game``: a registered name (or a game class); ``setup``: the keyword arguments of the game's
    ``State.new``; ``levels``: one level per seat (a name, a player class, or an object with
    ``choose(view)``, copied for each game); ``columns``: the setup facts repeated in every row."""

    game: object
    players: int
    setup: tuple
    levels: tuple
    root: int
    record: bool = False
    columns: tuple = ()

    @classmethod
    def make(cls, game, setup: dict, seats: dict | None, root: int, record: bool = False) -> Plan:
        """Check ``setup`` and ``seats`` once, here, by setting up one game (a clear error, nothing run)."""
        if isinstance(game, str):
            klass = game_class(game, "simulate: game")
        elif isinstance(game, type) and issubclass(game, ObservableGame):
            klass = game
        else:
            raise ValueError(f"game must be a game's name, one of {', '.join(games())}, not {game!r}")
        check_call(klass, (), {"seed": 0, **setup}, "simulate")    # (its set-up is new's, without the seed)
        sample = klass(seed=0, **setup)
        players = sample.players
        seats = dict(seats or {})
        for seat in seats:
            if type(seat) is not int or not 0 <= seat < players:
                raise ValueError(f"seats: {seat!r} is not a seat of this game (seats are 0 to {players - 1})")
        levels = tuple(seats.get(seat, "random") for seat in range(players))
        for seat, level in enumerate(levels):
            try:
                computer(level, klass.levels, 0)
            except ValueError as exc:
                raise ValueError(f"seats[{seat}]: {exc}") from None
        accepted = inspect.signature(klass.State.new).parameters
        state_setup = tuple(sorted((k, v) for k, v in setup.items() if k in accepted))
        facts = {k: tuple(v) if isinstance(v, list) else v for k, v in sample.state.parameters().items()
                 if k != "first_player"}
        return cls(game, players, state_setup, levels, root, record, tuple(facts.items()))

    @property
    def game_class(self):
        return game_class(self.game) if isinstance(self.game, str) else self.game

    def players_for(self, seat_seeds: tuple, levels: dict) -> list:
        found = []
        for level, seed in zip(self.levels, seat_seeds):
            if level == "ismcts":                      # its iterations, not the clock: the seeds decide
                found.append(computer(level, levels, seed, **fixed_budget(self.game_class.State)))
            elif isinstance(level, str) or isinstance(level, type):
                found.append(computer(level, levels, seed))
            else:                                      # an object: a fresh copy for each game
                player = copy.deepcopy(level)
                if callable(getattr(player, "reseed", None)):
                    player.reseed(seed)
                found.append(player)
        return found


def play_one(plan: Plan, index: int, klass=None) -> dict:
    """Play game ``index`` of ``plan``; its row of the table (see :func:`mandrapy.simulate`)."""
    from ..core.players import play_game

    klass = klass or plan.game_class
    seed, seat_seeds = game_seeds(plan.root, index, plan.players)
    state = klass.State.new(seed=seed, **dict(plan.setup))
    result = play_game(state, plan.players_for(seat_seeds, klass.levels))
    row = {"game": index, "seed": seed, **dict(plan.columns), "first_player": result["first_player"],
           "actions": result["actions"], "winners": tuple(result["winners"])}
    seats = range(plan.players)
    share = 1 / len(result["winners"]) if result["winners"] else 0.0
    row.update((f"level_{p}", level_name(plan.levels[p])) for p in seats)
    row.update((f"score_{p}", result["scores"][p]) for p in seats)
    row.update((f"win_{p}", share if p in result["winners"] else 0.0) for p in seats)
    if klass.statistics is not None:
        per_seat, per_game = klass.statistics(state)
        for name, values in per_seat.items():
            row.update((f"{name}_{p}", values[p]) for p in seats)
        row.update(per_game)
    if plan.record:
        row["record"] = state.record()
    return row


class Stopped(BaseException):
    """Raised in the game a worker of simulate's own pool is playing when it is interrupted (a BaseException,
    as KeyboardInterrupt is: a game's ``except Exception`` must not swallow it)."""


_worker = {"stopping": False, "playing": False}     # a worker of simulate's own pool (one process per worker)


def interrupt(signum: int = 0, frame: object = None) -> None:
    """The SIGINT handler of simulate's own pool's workers: no game starts after it; the game under way (if a
    batch is being played) ends at once, raising :class:`Stopped` there. It raises once, so that a second
    interrupt cannot end the batch's own clean-up."""
    first = not _worker["stopping"]
    _worker["stopping"] = True
    if first and _worker["playing"]:
        _worker["playing"] = False
        raise Stopped


def run_batch(plan: Plan, start: int, stop: int) -> tuple:
    """One task sent to an executor: (the rows of games ``start`` to ``stop - 1`` finished, whether all were).

    In simulate's own pool an interrupt (:func:`interrupt`) ends the batch early with the games finished so far:
    games finished in a batch are never lost with the game under way."""
    klass = plan.game_class
    rows: list = []
    try:
        try:
            _worker["playing"] = True
            for index in range(start, stop):
                if _worker["stopping"]:
                    break
                rows.append(play_one(plan, index, klass))
        finally:
            _worker["playing"] = False
    except Stopped:
        pass
    return rows, len(rows) == stop - start

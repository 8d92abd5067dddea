"""Round robins between the computer levels (random, greedy, ismcts), with 95 % Wilson intervals.

    nice python benchmarks/tournament.py --game mandragora --players 2 --games 200
    python benchmarks/tournament.py --all --games 200 --jobs 2 --out tournament.json     # every table below

A level is ``random``, ``greedy``, ``ismcts`` or ``ismcts@N``, the search at N iterations (``--levels
ismcts,ismcts@300``: the default budget against 300 iterations). A pairing A-B at 2 players plays ``games`` games, A in seat 0 in half of them (seeds alternate), and reports
A's win rate (a shared win counts a half) with its Wilson interval. At more players one seat of A plays
against the others all B, A's seat rotating: A's rate is then to be compared with its fair share 1/players.
Each game is seeded (game seed, player seeds) from its number, so a run is reproducible, in parallel too.
ismcts plays with its default budget, as iterations only (the game's ``search_iterations``; no clock), so
that results do not depend on the machine's load.

A game not over after :data:`MOST_ACTIONS` actions (a game's own in :data:`MOST_ACTIONS_OF`) is adjudicated
on its scores then (counted in ``adjudicated``): a safety net, not a rule, and every table should report 0.
Magyarcana has no turn limit either: it ends only when the deck runs out for the third time (ruling 15), so its
levels draw toward the end when ahead (``bots.prospect``); its cap, 3,000 like the others, is never reached.
Each pairing also reports its games' lengths in actions (min, median, 90th percentile, max).

``--openspiel`` plays our ``ismcts`` level against OpenSpiel's Python ISMCTSBot (the ``openspiel`` extra; random
rollouts, UCT constant ``--uct-c``, states from what its seat saw by ``mandrapy.interop.openspiel.Resampler``), both
at the same iteration budget, in every 2-player game with a research face (or ``--game``), through the pyspiel
game of ``mandrapy.interop.openspiel`` (game ``n`` dealt by its chance outcome ``10_000 + n``: the deal of seed
``10_000 + n``, as in the other pairings). Besides our win rate it reports each side's iterations per CPU second,
measured over the same games (moves with one legal action search nothing and are not counted):

    nice python benchmarks/tournament.py --openspiel --game kuhn --games 200
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

import mandrapy
from mandrapy.core.registry import game_class

MOST_ACTIONS = 3000
MOST_ACTIONS_OF: dict = {}          # a game whose games may be judged sooner (none now)
TABLES = (("mandragora", 2), ("magyarcana", 2), ("conjuraction", 2), ("mandragora", 4), ("conjuraction", 5))
LEVELS = ("random", "greedy", "ismcts")
OPENSPIEL = "openspiel"              # the opponent of --openspiel: OpenSpiel's Python ISMCTSBot
UCT_C = 2.0                          # its exploration constant (OpenSpiel's MCTS example's default)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple:
    """The 95 % Wilson score interval of a proportion (``successes`` may count halves)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def make_player(level: str, seed: int, game: str, iterations: int | None = None):
    """The player of ``level``: ``random``, ``greedy``, ``ismcts`` (the game's own budget, or ``iterations``)
    or ``ismcts@N`` (N iterations, whatever ``iterations`` says: to play one budget against another)."""
    level, _, budget = level.partition("@")
    if level == "ismcts":
        iterations = int(budget) if budget else iterations or game_class(game).State.search_iterations
        return mandrapy.player("ismcts", seed=seed, iterations=iterations)
    return mandrapy.player(level, seed=seed)


def one_game(args) -> dict:
    game, players, a, b, number, iterations = args[:6]
    if b == OPENSPIEL:
        return versus_openspiel(game, a, number, iterations, *args[6:])
    seat_a = number % players
    levels = [a if seat == seat_a else b for seat in range(players)]
    parameters = {} if game == "magyarcana" else {"players": players}
    state = mandrapy.new(game, seed=10_000 + number, **parameters).state
    seats = [make_player(level, 1000 * number + seat, game, iterations) for seat, level in enumerate(levels)]
    started = time.process_time()
    most = MOST_ACTIONS_OF.get(game, MOST_ACTIONS)
    while not state.is_over and len(state.history) < most:
        seat = state.to_play
        state.play(seats[seat].choose(state.view(seat)))
    scores = state.scores()
    if state.is_over:
        winners = state.winners()
    else:                                   # adjudicated on the scores now (see the module's text)
        winners = tuple(p for p in range(players) if scores[p] == max(scores))
    share = (1 / len(winners)) if seat_a in winners else 0.0
    return {"number": number, "seat_a": seat_a, "share_a": share, "scores": list(scores),
            "actions": len(state.history), "adjudicated": not state.is_over, "cpu": time.process_time() - started}


def versus_openspiel(game: str, a: str, number: int, iterations: int | None, uct_c: float = UCT_C) -> dict:
    """One game of ``a`` (seat ``number % 2``) against OpenSpiel's ISMCTSBot, on the pyspiel game; each side's
    iterations and CPU seconds spent choosing."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    from mandrapy.interop import openspiel

    iterations = iterations or game_class(game).State.search_iterations
    space = game_class(game).action_space()
    state = openspiel.load(game, players=2).new_initial_state()
    state.apply_action((10_000 + number) % state.get_game().max_chance_outcomes())   # the deal of one_game's seed
    seat_a, seed = number % 2, 1000 * number + 1 - number % 2
    ours = make_player(a, 1000 * number + seat_a, game, iterations)
    theirs = ismcts.ISMCTSBot(state.get_game(), mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)), uct_c,
                              iterations, random_state=np.random.RandomState(seed))
    theirs.set_resampler(openspiel.Resampler(seed))
    searched, cpu = [0, 0], [0.0, 0.0]
    most = MOST_ACTIONS_OF.get(game, MOST_ACTIONS)
    while not state.is_terminal() and len(state.history()) - 1 < most:                # (the deal, then actions)
        seat, side = state.current_player(), int(state.current_player() != seat_a)
        searched[side] += iterations if len(state.legal_actions()) > 1 else 0
        started = time.process_time()
        if side == 0:
            action = space.id(ours.choose(state.mandrapy_state.view(seat)))
        else:
            action = theirs.step(state)
        cpu[side] += time.process_time() - started
        state.apply_action(action)
    inner = state.mandrapy_state
    scores = inner.scores()
    winners = inner.winners() if inner.is_over else tuple(p for p in range(2) if scores[p] == max(scores))
    return {"number": number, "seat_a": seat_a, "share_a": 1 / len(winners) if seat_a in winners else 0.0,
            "scores": list(scores), "actions": len(inner.history), "adjudicated": not inner.is_over,
            "cpu": sum(cpu), "iterations_a": searched[0], "cpu_a": cpu[0], "iterations_b": searched[1],
            "cpu_b": cpu[1]}


def speeds(results: list) -> dict:
    """Each side's iterations per CPU second over ``results`` (games against OpenSpiel), and their ratio."""
    if not results or "iterations_a" not in results[0]:
        return {}
    a, b = ((sum(r[f"iterations_{s}"] for r in results) / max(1e-9, sum(r[f"cpu_{s}"] for r in results)))
            for s in "ab")
    return {"a_per_second": a, "b_per_second": b, "speed_ratio": a / b if b else math.inf}


def pairing(game: str, players: int, a: str, b: str, games: int, jobs: int = 1,
            iterations: int | None = None, progress: str | None = None, *extra) -> dict:
    """Play the pairing A-B (see the module's text); ``iterations`` overrides ismcts's default budget;
    ``progress``: a file each finished game is appended to (a JSON line), to follow a long run; games it
    already holds for this pairing and budget are not played again (a stopped run goes on where it was)."""
    results = sorted(played(progress, game, players, a, b, iterations, games).values(), key=lambda r: r["number"])
    done = {r["number"] for r in results}
    tasks = [(game, players, a, b, number, iterations, *extra) for number in range(games) if number not in done]
    started = time.perf_counter()
    with ProcessPoolExecutor(jobs) if jobs > 1 else _Inline() as pool:
        for result in pool.map(one_game, tasks, chunksize=1):
            results.append(result)
            if progress:
                with open(progress, "a") as out:
                    out.write(json.dumps({"game": game, "players": players, "a": a, "b": b,
                                          "budget": iterations, **result}) + "\n")
    won = sum(r["share_a"] for r in results)
    adjudicated = sum(r["adjudicated"] for r in results)
    low, high = wilson(won, len(results))
    return {"game": game, "players": players, "a": a, "b": b, "games": len(results), "a_wins": won,
            "iterations": iterations or game_class(game).State.search_iterations,
            "rate": won / len(results), "ci95": [low, high], "fair_share": 1 / players,
            "adjudicated": adjudicated, "cpu_per_game": sum(r["cpu"] for r in results) / len(results),
            "lengths": lengths(r["actions"] for r in results),
            "seconds": time.perf_counter() - started, **speeds(results)}


def lengths(actions) -> dict:
    """The games' lengths in actions: min, median, 90th percentile (nearest rank) and max."""
    found = sorted(actions)
    if not found:
        return {}
    rank = max(0, math.ceil(0.9 * len(found)) - 1)
    return {"min": found[0], "median": found[len(found) // 2], "p90": found[rank], "max": found[-1]}


def played(progress: str | None, game: str, players: int, a: str, b: str, iterations, games: int) -> dict:
    """The games of this pairing a ``progress`` file already holds, by number."""
    found = {}
    try:
        with open(progress or "") as lines:
            for row in map(json.loads, lines):
                if (row["game"], row["players"], row["a"], row["b"], row.get("budget")) == \
                        (game, players, a, b, iterations) and row["number"] < games:
                    found[row["number"]] = {k: v for k, v in row.items()
                                            if k not in ("game", "players", "a", "b", "budget")}
    except FileNotFoundError:
        pass
    return found


class _Inline:
    """``map`` in this process (``--jobs 1``), with the pool's interface."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    @staticmethod
    def map(function, tasks, chunksize=1):
        return map(function, tasks)


def line(row: dict) -> str:
    low, high = row["ci95"]
    return (f"{row['game']:12} {row['players']}p  {row['a']:>6} vs {row['b']:<6}  {row['games']:4} games  "
            f"{row['a']:>6} wins {100 * row['rate']:5.1f} %  [95 % CI {100 * low:5.1f}-{100 * high:5.1f}]"
            f"  (fair share {100 * row['fair_share']:.0f} %; {row['cpu_per_game']:.1f} s CPU/game"
            + (f"; {row['adjudicated']} adjudicated" if row.get("adjudicated") else "") + ")"
            + ("  actions min/median/p90/max {min}/{median}/{p90}/{max}".format(**row["lengths"])
               if row.get("lengths") else "")
            + (f"  iterations/s {row['a']} {row['a_per_second']:.0f}, {row['b']} {row['b_per_second']:.0f}"
               f" ({row['speed_ratio']:.1f}x)" if "speed_ratio" in row else ""))


def pairings(levels) -> list:
    """Every pair of ``levels``, the stronger named first (its seat is the one counted), in whatever order
    they were given."""
    def rank(level: str) -> float:
        name, budget, _ = level.partition("@")
        return (LEVELS.index(name) if name in LEVELS else len(LEVELS)) - (0.5 if budget else 0.0)
    ranked = sorted(levels, key=rank)
    return list(combinations(reversed(ranked), 2))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=mandrapy.games())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--all", action="store_true", help="every table: " + ", ".join(f"{g} {p}p" for g, p in TABLES))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--iterations", type=int, help="ismcts's budget (default: the game's own)")
    parser.add_argument("--out", help="append each pairing's result as a JSON line to this file")
    parser.add_argument("--progress", help="append each game's result as a JSON line to this file")
    parser.add_argument("--skip-done", action="store_true", help="skip the pairings the --out file already has")
    parser.add_argument("--openspiel", action="store_true",
                        help="ismcts against OpenSpiel's ISMCTSBot at the same budget, in each 2-player game")
    parser.add_argument("--uct-c", type=float, default=UCT_C, help="OpenSpiel's bot's UCT constant")
    parser.add_argument("--skip", action="append", default=[], metavar="GAME:PLAYERS:A:B",
                        help="skip this pairing (e.g. run elsewhere), e.g. magyarcana:2:ismcts:greedy")
    args = parser.parse_args(argv)
    if args.openspiel:
        return versus_openspiel_tables(args)
    tables = TABLES if args.all else [(args.game or "mandragora", args.players)]
    levels = args.levels.split(",")
    done = set()
    if args.skip_done and args.out:
        try:
            with open(args.out) as found:
                done = {(r["game"], r["players"], r["a"], r["b"]) for r in map(json.loads, found)}
        except FileNotFoundError:
            pass
    for entry in args.skip:
        game, players, a, b = entry.split(":")
        done.add((game, int(players), a, b))
    for game, players in tables:
        for a, b in pairings(levels):
            if (game, players, a, b) in done:
                continue
            row = pairing(game, players, a, b, args.games, args.jobs, args.iterations, args.progress)
            print(line(row), flush=True)
            if args.out:
                with open(args.out, "a") as out:
                    out.write(json.dumps(row) + "\n")
    sys.stdout.flush()


def versus_openspiel_tables(args) -> None:
    from mandrapy.interop import openspiel

    names = [args.game] if args.game else [name for name in mandrapy.games() if openspiel.has_research_face(name)
                                            and mandrapy.games()[name].players[0] <= 2]
    for game in names:
        row = pairing(game, 2, "ismcts", OPENSPIEL, args.games, args.jobs, args.iterations, args.progress,
                      args.uct_c)
        print(line(row), flush=True)
        if args.out:
            with open(args.out, "a") as out:
                out.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()

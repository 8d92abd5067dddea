"""Uniformly random full games on the plain rules engine, as fast as they go; and the search's speed.

    python benchmarks/playouts.py --game mandragora --players 4 --seconds 5
    python benchmarks/playouts.py --game magyarcana --seconds 5 --against /tmp/old --rounds 3
    python benchmarks/playouts.py --search --seconds 5          # ISMCTS iterations per second, every game
    python benchmarks/playouts.py --hearts --seconds 5          # OpenSpiel's C++ Hearts (the openspiel extra)
    python benchmarks/playouts.py --game conjuraction --against /tmp/old --rounds 5 --hearts

Every action is checked exactly as a user's would be (``state.play``), and chosen uniformly among
``legal_actions()``. The last line is ``games/s: <number>``. ``--against DIR`` measures the code checked out
in DIR (``git worktree add DIR <commit>``) in the same run, rounds alternating old and new, each in its own
process; rates are per second of CPU time of that process, which a loaded machine disturbs least.

``--hearts`` alone plays OpenSpiel's Hearts (C++, through its Python bindings: ``pyspiel``) the same way, chance
nodes included (each counts as an action; Hearts' chance outcomes, the pass direction and the deal, are all
equally likely, so a chance outcome is drawn uniformly from ``legal_actions()`` too): the yardstick the issues quote.
With ``--against`` it runs in every round too, in its own process, and each game's rates are also given as a
ratio to Hearts' rates of the same round. Every figure is the mean over the rounds with its spread (lowest and
highest round).
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import statistics
import time

import mandrapy
from mandrapy.core.registry import game_class

HERE = os.path.dirname(os.path.abspath(__file__))


def playouts(game: str, seconds: float, seed: int, **parameters) -> tuple:
    State = game_class(game).State
    rng = random.Random(seed)
    games = actions = widest = 0
    lengths = []
    started, cpu = time.perf_counter(), time.process_time()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = State.new(seed=rng.randrange(2**32), **parameters)
        while not state.is_over:
            legal = state.legal_actions()
            widest = max(widest, len(legal))
            state.play(rng.choice(legal))
            actions += 1
        games += 1
        lengths.append(len(state.history))
    playouts.lengths, playouts.widest = sorted(lengths), widest
    playouts.cpu = time.process_time() - cpu
    return games, actions, time.perf_counter() - started


def hearts(seconds: float, seed: int) -> tuple:
    """Random games of OpenSpiel's Hearts for ``seconds``: (games, actions, elapsed), like :func:`playouts`."""
    import pyspiel

    game, rng = pyspiel.load_game("hearts"), random.Random(seed)
    games = actions = 0
    started, cpu = time.perf_counter(), time.process_time()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
        games += 1
    playouts.lengths, playouts.widest = [], 0
    playouts.cpu = time.process_time() - cpu
    return games, actions, time.perf_counter() - started


def run_in(directory: str, arguments: list) -> dict:
    """This benchmark of the code in ``directory``, in its own process: CPU rates parsed from its output."""
    environment = {**os.environ, "PYTHONPATH": directory}
    out = subprocess.run([sys.executable, os.path.join(HERE, "playouts.py"), *arguments],
                         cwd=directory, env=environment, capture_output=True, text=True, check=True).stdout
    per_cpu = float(re.search(r"; (\d+) per second of this process's CPU time", out)[1])
    per_game = float(re.search(r"games: \d+ in [\d.]+ s, ([\d.]+) actions per game", out)[1])
    return {"actions_cpu": per_cpu, "games_cpu": per_cpu / per_game, "per_game": per_game}


def spread(values: list, digits: int = 1, mark: str = "") -> str:
    """The mean and the lowest and highest of ``values``."""
    def show(x: float) -> str:
        return f"{mark}{x:,.{digits}f}"
    return f"{show(statistics.fmean(values))} [{show(min(values))}, {show(max(values))}]"


def compare(old: str, arguments: list, rounds: int, with_hearts: bool) -> None:
    """Rounds alternating old and new (and Hearts), each run in its own process; means and spreads."""
    here = os.path.dirname(HERE)
    names = ("old", "new", "hearts") if with_hearts else ("old", "new")
    found: dict = {name: [] for name in names}
    for _ in range(rounds):
        for name in names:
            directory = {"old": old, "new": here, "hearts": here}[name]
            found[name].append(run_in(directory, ["--hearts", *arguments] if name == "hearts" else arguments))
    for name in names:
        runs = found[name]
        print(f"{name}: actions per CPU second {spread([r['actions_cpu'] for r in runs])}, games per CPU "
              f"second {spread([r['games_cpu'] for r in runs])} (mean [lowest, highest] of {rounds} rounds)")
    for key in ("actions_cpu", "games_cpu"):
        ratios = [n[key] / o[key] for o, n in zip(found["old"], found["new"])]
        print(f"speed-up new/old, {key[:-4]}/s: {spread(ratios, 2, 'x')}")
    if with_hearts:
        for name in ("old", "new"):
            for key in ("actions_cpu", "games_cpu"):
                ratios = [r[key] / h[key] for r, h in zip(found[name], found["hearts"])]
                print(f"{name} / Hearts, {key[:-4]}/s: {spread(ratios, 3)}")


SEARCH_TABLES = (("mandragora", {"players": 2}), ("mandragora", {"players": 4}), ("magyarcana", {}),
                 ("conjuraction", {"players": 2}), ("conjuraction", {"players": 5}))


def search_speed(seconds: float, seed: int) -> None:
    """ISMCTS iterations per CPU second from positions a few moves into random games, for every game."""
    from mandrapy.core.determinize import information
    from mandrapy.core.ismcts import search

    for game, parameters in SEARCH_TABLES:
        rng, iterations, cpu = random.Random(seed), 0, 0.0
        while cpu < seconds:
            state = game_class(game).State.new(seed=rng.randrange(2**32), **parameters)
            for _ in range(rng.randrange(5, 40)):
                if state.is_over:
                    break
                state.play(rng.choice(state.legal_actions()))
            if state.is_over:
                continue
            started = time.process_time()
            result = search(information(state.view(state.to_play)), rng, iterations=100)
            cpu += time.process_time() - started
            iterations += result.iterations
        default = game_class(game).State.search_iterations
        print(f"ismcts {game} {parameters}: {iterations / cpu:.0f} iterations per CPU second "
              f"(default budget {default} iterations: {default / (iterations / cpu):.2f} s)")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="mandragora", choices=mandrapy.games())
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--teams", action="store_true")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--against", help="also measure the code checked out in this directory")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--hearts", action="store_true", help="OpenSpiel's Hearts (alone, or beside --against)")
    parser.add_argument("--search", action="store_true", help="ISMCTS iterations per second, every game")
    args = parser.parse_args(argv)
    if args.search:
        return search_speed(args.seconds, args.seed)
    if args.against:
        given, passed = list(argv if argv is not None else sys.argv[1:]), []
        while given:
            word = given.pop(0)
            if word in ("--against", "--rounds"):
                given.pop(0)
            elif word != "--hearts" and not word.startswith(("--against=", "--rounds=")):
                passed.append(word)
        return compare(args.against, passed, args.rounds, args.hearts)
    parameters = {}
    if args.players is not None:
        parameters["players"] = args.players
    if args.teams:
        parameters["teams"] = True
    if args.hearts:
        games, actions, elapsed = hearts(args.seconds, args.seed)
    else:
        games, actions, elapsed = playouts(args.game, args.seconds, args.seed, **parameters)
    print(f"game: {'hearts (OpenSpiel)' if args.hearts else args.game} {parameters}")
    print(f"games: {games} in {elapsed:.2f} s, {actions / max(games, 1):.1f} actions per game")
    lengths = playouts.lengths
    if lengths:
        p99 = lengths[min(len(lengths) - 1, int(0.99 * len(lengths)))]
        print(f"actions per game: mean {actions / games:.0f}, p99 {p99}, max {lengths[-1]}; "
              f"largest legal list {playouts.widest}")
    print(f"actions/s: {actions / elapsed:.0f} (wall clock); {actions / max(playouts.cpu, 1e-9):.0f} per second of "
          f"this process's CPU time (the one to compare on a shared, loaded machine)")
    print(f"games/s: {games / elapsed:.1f}")


if __name__ == "__main__":
    main()

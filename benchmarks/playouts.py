"""Uniformly random full games on the plain rules engine, as fast as they go.

    python benchmarks/playouts.py --game mandragora --players 4 --seconds 5

Every action is checked exactly as a user's would be (``state.play``), and chosen uniformly among
``legal_actions()``. The last line is ``games/s: <number>``.
"""

from __future__ import annotations

import argparse
import random
import time

import mandrapy
from mandrapy.core.registry import game_class


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


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="mandragora", choices=mandrapy.games())
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--teams", action="store_true")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    parameters = {}
    if args.players is not None:
        parameters["players"] = args.players
    if args.teams:
        parameters["teams"] = True
    games, actions, elapsed = playouts(args.game, args.seconds, args.seed, **parameters)
    print(f"game: {args.game} {parameters}")
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

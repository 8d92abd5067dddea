"""How long a game review takes (issue 32): for each registered game, the first 60 moves of a game played by
the game's "greedy" level (or at random: --level random), reviewed for each seat with the default budget (the game's search_iterations per search) or the one given;
wall and CPU time of this thread (on a shared machine the process gets only part of a core: CPU / wall is that
part). Kuhn poker's games are a whole hand, 2 or 3 moves; a 2-player game of Mandragora ends after 40 to 50
moves, so Mandragora is also measured with 3 players (60 moves, about 20 decisions a seat).

    PYTHONPATH=$PWD python benchmarks/review.py [--moves 60] [--iterations N] [--seeds 5] [--level greedy]
"""

from __future__ import annotations

import argparse
import random
import time

import mandrapy

SETUP = {"mandragora": {"players": 2}, "magyarcana": {}, "conjuraction": {"players": 2}, "kuhn": {}}
EXTRA = [("mandragora", {"players": 3})]


def played(name: str, setup: dict, moves: int, seed: int, level: str):
    """A game of ``name`` after ``moves`` moves of ``level`` at every seat (fewer if it ends first)."""
    game = mandrapy.new(name, seed=seed, **setup)
    rng = random.Random(seed)
    chooser = mandrapy.player(level, seed=seed) if level != "random" else None
    while not game.is_over and len(game.history) < moves:
        legal = game.legal_actions()
        game.play(rng.choice(legal) if chooser is None else chooser.choose(game.view(game.to_play)))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--seeds", default="5", help="games' seeds, comma-separated")
    parser.add_argument("--level", default="greedy", help="who plays the games: greedy or random")
    options = parser.parse_args()
    for name, setup in [*((name, SETUP.get(name, {})) for name in mandrapy.games()), *EXTRA]:
        iterations = options.iterations or mandrapy.new(name).state.search_iterations
        print(f"{name} {setup}: {iterations} iterations per search", flush=True)
        for seed in (int(s) for s in options.seeds.split(",")):
            game = played(name, setup, options.moves, seed, options.level)
            for seat in range(game.players):
                wall, cpu = time.perf_counter(), time.thread_time()
                found = mandrapy.review(game, seat=seat, iterations=options.iterations)
                wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
                counts = ", ".join(f"{k} {n}" for k, n in found.counts().items())
                print(f"{name:12} seed {seed} seat {seat}: {len(game.history)} moves, {len(found.moves)} decisions "
                      f"of the seat: {wall:5.1f} s wall, {cpu:5.1f} s CPU ({counts})", flush=True)


if __name__ == "__main__":
    main()

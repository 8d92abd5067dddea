"""How long hints take (issue 31): each game at several points, the default hint and ``seconds=0.5``; wall and
process CPU time (on a shared machine the process gets only part of a core: CPU / wall is that part).

    PYTHONPATH=$PWD python benchmarks/hints.py [--points 1,8,30]

The budget logic: ``seconds=`` (default: mandrapy.core.hints.HINT_SECONDS) is one deadline for the whole hint;
a hint ends after it by at most one iteration of each of its searches (tests/test_hint_budget.py).
"""

from __future__ import annotations

import argparse
import random
import time

import mandrapy

GAMES = {"mandragora": {"players": 2}, "magyarcana": {}, "conjuraction": {"players": 2}}


def at(name: str, point: int):
    """A game of ``name`` after about ``point`` random moves, with a choice to make."""
    game = mandrapy.new(name, seed=5, **GAMES[name])
    rng = random.Random(point)
    while not game.is_over and (len(game.history) < point or len(game.legal_actions()) < 2):
        game.play(rng.choice(game.legal_actions()))
    return None if game.is_over else game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", default="1,8,30", help="moves played before asking, comma-separated")
    points = [int(p) for p in parser.parse_args().points.split(",")]
    for name in GAMES:
        for point in points:
            game = at(name, point)
            if game is None:
                continue
            cells = []
            for label, budget in (("default", {}), ("seconds=0.5", {"seconds": 0.5})):
                wall, cpu = time.perf_counter(), time.process_time()
                advice = game.hint(**budget)
                wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
                cells.append(f"{label}: {wall:.2f} s wall, {cpu:.2f} s CPU, {advice.iterations} iterations")
            print(f"{name:13s} move {len(game.history):3d}  " + " | ".join(cells), flush=True)


if __name__ == "__main__":
    main()

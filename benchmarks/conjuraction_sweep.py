"""Many uniformly random Mystical Conjuraction games with the game's invariants checked after every action.

    python benchmarks/conjuraction_sweep.py --games 500

For each player count: games played, actions per game (mean, p99, max), the widest legal list, and that
every game ended (the engine's MAX_ROUNDS guard, G-30, must never be reached).
"""

from __future__ import annotations

import argparse
import random
import time

from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.invariants import check_invariants
from mandrapy.conjuraction.state import ConjuractionState


def sweep(players: int, games: int, seed: int, every: int) -> dict:
    lengths, widest, rounds = [], 0, []
    started = time.perf_counter()
    for game in range(games):
        rng = random.Random(seed + game)
        state = ConjuractionState.new(players=players, seed=seed + game)
        while not state.is_over:
            legal = state.legal_actions()
            widest = max(widest, len(legal))
            state.play(rng.choice(legal))
            if len(state.history) % every == 0:
                check_invariants(state)
        check_invariants(state)
        assert state.final, f"game {seed + game} ended by the round guard, not by the last blue twink"
        lengths.append(len(state.history))
        rounds.append(state.round)
    lengths.sort()
    return {"players": players, "games": games, "seconds": round(time.perf_counter() - started, 1),
            "mean": round(sum(lengths) / games), "p99": lengths[min(games - 1, int(0.99 * games))],
            "max": lengths[-1], "widest": widest, "max_rounds": max(rounds), "guard": D.MAX_ROUNDS}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=1, help="check the invariants every this many actions")
    args = parser.parse_args(argv)
    for players in range(D.MIN_PLAYERS, D.MAX_PLAYERS + 1):
        print(sweep(players, args.games, args.seed, args.every), flush=True)


if __name__ == "__main__":
    main()

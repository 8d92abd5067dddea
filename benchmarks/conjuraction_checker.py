"""The shared checker (mandrapy.core.checker.check_random_playouts) with the Conjuraction invariants over many
random games at every player count (issue 9: >= 500 per count).

    PYTHONPATH=$PWD python benchmarks/conjuraction_checker.py --games 500 [--players 2 3 4 5] [--every 200]

Every action is followed by the game's invariants (145 cubes and 44 cards accounted for, <= 7 free cubes per
circle, one card per forge, scores recomputed from covered formulas) and by the checker's cheap checks (the
action is legal, refusals change nothing). The expensive checks (clone, undo by replay, record and JSON round
trips) run every ``--every`` actions: a random game is 800..2,000 actions long, and an undo replays it all.

The action cap (``MAX_ACTIONS`` = 20,000) is ten times the longest random game measured; a game reaching it is a
failure (an endless game), never a silent stop. The engine's own guard is data.MAX_ROUNDS (G-30).
The pytest version (tests/test_checker_conjuraction.py) runs one game per count, so the suite stays fast.
"""

from __future__ import annotations

import argparse
import sys
import time

from mandrapy.conjuraction.invariants import check_invariants
from mandrapy.conjuraction.state import ConjuractionState
from mandrapy.core.checker import check_random_playouts

MAX_ACTIONS = 20_000


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--every", type=int, default=200, help="actions between the expensive checks")
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--chunk", type=int, default=10, help="games per progress line")
    args = parser.parse_args(argv)
    # Round-robin over the player counts (a chunk of games each in turn), so a run cut short still covers all.
    done = {players: [0, 0, 0, 0.0, 0] for players in args.players}   # games, actions, longest, s, widest
    while any(d[0] < args.games for d in done.values()):
        for players in args.players:
            d = done[players]
            count = min(args.chunk, args.games - d[0])
            if count <= 0:
                continue
            started = time.perf_counter()
            report = check_random_playouts(lambda seed, players=players: ConjuractionState.new(players=players, seed=seed),
                                           games=count, seed=args.seed + 10_000 * players + d[0],
                                           invariants=check_invariants, max_actions=MAX_ACTIONS,
                                           sample_every=args.every, probes=1)
            assert report.longest < MAX_ACTIONS
            d[0] += report.games
            d[1] += report.actions
            d[2] = max(d[2], report.longest)
            d[3] += time.perf_counter() - started
            d[4] = max(d[4], report.widest)
            print(f"{players} players: {d[0]} games checked, {d[1]} actions, longest {d[2]}, "
                  f"longest legal list {d[4]}, {d[3]:.0f} s",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How long the computer takes to answer, and a hint, at each game's default budget: the numbers its
``search_iterations`` are set by (a board's computer within 0.5 s, a hint within 1 s, on a 2-core laptop).

    python benchmarks/answers.py                              # every table, 30 positions each
    python benchmarks/answers.py --game magyarcana --positions 60 --iterations 300

Positions come from games between greedy players (seeded, so every run and every version of the code gets the
same ones), taken at move numbers spread evenly over each game, where the seat to play has a choice. At each, the
``ismcts`` player chooses with the game's ``search_iterations`` (or ``--iterations``) and no clock, and a hint is
asked with its default iterations (twice the game's) and no clock: what the iteration counts cost by themselves,
before the clock's caps (``core.search_player.DEFAULT_SECONDS``, ``core.hints.HINT_SECONDS``) step in. Times
are CPU seconds of this process (a shared machine stretches wall time, not these). Printed: median, 90th
percentile and worst, and how many answers would have needed the cap.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import mandrapy
from mandrapy.core.hints import hint
from mandrapy.core.registry import game_class
from mandrapy.core.search_player import SearchPlayer

TABLES = (("mandragora", {"players": 2}), ("mandragora", {"players": 4}), ("magyarcana", {}),
          ("conjuraction", {"players": 2}), ("conjuraction", {"players": 5}))
MOVE_LIMIT, HINT_LIMIT = 0.5, 1.0
MOST_ACTIONS = 3000          # a game between greedy players still going then gives its positions so far


def positions(game: str, parameters: dict, count: int, seed: int) -> list:
    """``count`` states with a choice to make, spread over seeded games between greedy players."""
    found, number = [], 0
    while len(found) < count:
        state = mandrapy.new(game, seed=seed + number, **parameters).state
        players = [mandrapy.player("greedy", seed=seed + number + seat) for seat in range(state.players)]
        while not state.is_over and len(state.history) < MOST_ACTIONS:
            state.play(players[state.to_play].choose(state.view(state.to_play)))
        whole = len(state.history)
        rng = random.Random(seed + number)
        for move in sorted(rng.sample(range(whole), min(whole, 10))):
            past = state.at(move)
            if not past.is_over and len(past.legal_actions()) > 1:
                found.append(past)
        number += 1
    return found[:count]


def cpu(call, *arguments, **keywords) -> float:
    started = time.process_time()
    call(*arguments, **keywords)
    return time.process_time() - started


def summary(times: list, limit: float) -> str:
    times = sorted(times)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    over = sum(t > limit for t in times)
    return (f"median {statistics.median(times):.3f} s, p90 {p90:.3f} s, worst {times[-1]:.3f} s; "
            f"{over} of {len(times)} over {limit} s")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=mandrapy.games())
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--iterations", type=int, help="the search's budget (default: the game's own)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-hints", action="store_true")
    args = parser.parse_args(argv)
    for game, parameters in TABLES:
        if args.game and game != args.game:
            continue
        iterations = args.iterations or game_class(game).State.search_iterations
        moves, hints = [], []
        for number, state in enumerate(positions(game, parameters, args.positions, args.seed)):
            searcher = SearchPlayer(seed=number, iterations=iterations)
            moves.append(cpu(searcher.choose, state.view(state.to_play)))
            if not args.no_hints:
                hints.append(cpu(hint, state, seed=number, iterations=2 * iterations))
        print(f"{game} {parameters}, {iterations} iterations: move {summary(moves, MOVE_LIMIT)}", flush=True)
        if hints:
            print(f"{'':>{len(game) + len(str(parameters)) + 1}}  hint ({2 * iterations} per search): "
                  f"{summary(hints, HINT_LIMIT)}", flush=True)


if __name__ == "__main__":
    main()

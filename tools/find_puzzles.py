"""Find best-move puzzles in real games and store them: ``mandrapy/<game>/puzzles.json``.

    python tools/find_puzzles.py --game mandragora --count 8 --seed 0

The criterion is :mod:`mandrapy.core.puzzles`'s (recorded with each puzzle); the games are played by the
``--level`` computer at every seat, deterministic from ``--seed``. The same arguments find the same puzzles.
The stored files were made by (each file's "found" keeps its arguments and counts)::

    python tools/find_puzzles.py --game mandragora --count 8 --tries 8 --games 120
    python tools/find_puzzles.py --game magyarcana --count 8 --tries 25 --late 0.7 --games 60
    python tools/find_puzzles.py --game conjuraction --count 8 --tries 20 --games 120

Kuhn poker has none stored: every position that passes is the Queen calling a bet, which the search favours only
because its samples deal the bettor's card without reading the bet (see the report of issue 32).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

from mandrapy.core.puzzles import Tally, dumps, examine, find_puzzles, loads
from mandrapy.core.registry import game_class

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--count", type=int, default=8, help="puzzles to find (default 8)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=None, help="default: mandrapy/<game>/puzzles.json")
    parser.add_argument("--games", type=int, default=60, help="games to play at most (default 60)")
    parser.add_argument("--tries", type=int, default=6, help="positions tested per game (default 6)")
    parser.add_argument("--least-moves", type=int, default=3, help="legal moves a position needs (default 3)")
    parser.add_argument("--late", type=float, default=0.0, help="test only positions after this fraction of a "
                        "game (default 0)")
    parser.add_argument("--level", default="greedy", help="the computer playing every seat (default greedy)")
    parser.add_argument("--recheck", action="store_true", help="run the stored puzzles' grid again and store its "
                        "numbers (after a change to the search or a sampler); a puzzle that no longer passes is dropped")
    args = parser.parse_args(argv)
    cls = game_class(args.game, "--game")
    name = cls.State.game
    out = args.out or ROOT / "mandrapy" / cls.__module__.split(".")[1] / "puzzles.json"
    if args.recheck:
        return recheck(name, out)
    tally, found = Tally(), []
    started = time.perf_counter()
    for puzzle in find_puzzles(name, games=args.games, seed=args.seed, level=args.level, tries=args.tries,
                               least_moves=args.least_moves, late=args.late,
                               tally=tally):
        found.append(puzzle)
        print(f"{len(found)}: game {puzzle.found['seed']} move {puzzle.move} seat {puzzle.seat}: {puzzle.best} "
              f"(lead {puzzle.lead:.3f}; {tally.candidates} tested, {time.perf_counter() - started:.0f} s)",
              file=sys.stderr, flush=True)
        if len(found) >= args.count:
            break
    how = {"seed": args.seed, "level": args.level, "tries": args.tries, "least_moves": args.least_moves, "late": args.late,
           "games": tally.games, "dropped": tally.dropped, "candidates": tally.candidates, "filtered": tally.filtered,
           "passed": tally.passed, "seconds": round(time.perf_counter() - started, 1)}
    out.write_text(dumps(name, found, how), encoding="utf-8")
    print(f"{name}: {len(found)} puzzles in {out}; {how}", file=sys.stderr)
    return 0 if found else 1


def recheck(name: str, path: Path) -> int:
    """The stored puzzles with their grid run again: the same positions and best moves, today's numbers."""
    data = json.loads(path.read_text(encoding="utf-8"))
    renewed = []
    for puzzle in loads(path.read_text(encoding="utf-8")):
        verdict = examine(puzzle.state())
        if not verdict.passed or verdict.best != puzzle.best:
            print(f"{name}: dropped the puzzle at move {puzzle.move} of game {puzzle.found.get('seed')}: it no "
                  f"longer passes ({verdict.reason})", file=sys.stderr)
            continue
        renewed.append(replace(puzzle, runs=verdict.runs, ranking=verdict.ranking))
        print(f"{puzzle.best}: lead {renewed[-1].lead:.3f} (was {puzzle.lead:.3f})", file=sys.stderr)
    path.write_text(dumps(name, renewed, data["found"]), encoding="utf-8")
    return 0 if renewed else 1


if __name__ == "__main__":
    sys.exit(main())

"""What the observable wrapper costs per action, early and late in a game, and what undo costs at the end.

    python benchmarks/observable.py                      # every registered game
    python benchmarks/observable.py --game magyarcana --seconds 3

Random full games are recorded once, then each is played twice with the same actions: through the plain
rules (``game.state.play``) and through the observable game (``game.play``, which publishes every trait).
Costs are medians of each action's time in the first and in the last tenth of its game, so a cost that
grows with the length of the game shows as ``late/early`` above 1 (the plain rules themselves may cost
more late in a game, on a fuller table: compare the publishing cost, observable minus plain). Targets:
observable at most 1.5x plain early and late, publishing flat (its late cost within 20% or 1 us of its
early cost), ``undo()`` at the end of a game at most 2 ms; each game's line ``targets:`` says which hold.
"Watched" is the observable game with an observer on every trait (as a widget listening to all of them):
the log and the scores are then worded and computed after every action instead of when read.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import mandrapy
from mandrapy.core.registry import game_class

TIMES, FLAT, UNDO_MS = 1.5, 1.2, 2.0     # the targets: observable / plain, publishing late / early, undo
PARAMETERS = {"mandragora": {"players": 4}, "conjuraction": {"players": 5}}   # the largest table of each game; others use defaults


def random_game(Game, seed: int, parameters: dict) -> list:
    state = Game.State.new(seed=seed, **parameters)
    rng = random.Random(seed)
    actions = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.play(action)
        actions.append(action)
    return actions


def timed(play, actions) -> list:
    clock = time.perf_counter
    costs = []
    for action in actions:
        started = clock()
        play(action)
        costs.append(clock() - started)
    return costs


def tenths(costs: list, early: list, late: list) -> None:
    tenth = max(1, len(costs) // 10)
    early.extend(costs[:tenth])
    late.extend(costs[-tenth:])


def measure(name: str, seconds: float, seed: int) -> dict:
    Game, parameters = game_class(name), PARAMETERS.get(name, {})
    rng = random.Random(seed)
    plain_early, plain_late, obs_early, obs_late, undos, lengths = [], [], [], [], [], []
    watched_early, watched_late = [], []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline or len(lengths) < 3:
        game_seed = rng.randrange(2**32)
        actions = random_game(Game, game_seed, parameters)
        lengths.append(len(actions))
        state = Game.State.new(seed=game_seed, **parameters)
        tenths(timed(state.play, actions), plain_early, plain_late)
        game = Game(seed=game_seed, **parameters)
        tenths(timed(game.play, actions), obs_early, obs_late)
        watched = Game(seed=game_seed, **parameters)
        watched.observe(lambda change: None)
        tenths(timed(watched.play, actions), watched_early, watched_late)
        started = time.perf_counter()
        game.undo()
        undos.append(time.perf_counter() - started)
    micro = lambda values: statistics.median(values) * 1e6       # noqa: E731
    return {"games": len(lengths), "actions": statistics.mean(lengths),
            "plain": (micro(plain_early), micro(plain_late)), "observable": (micro(obs_early), micro(obs_late)),
            "watched": (micro(watched_early), micro(watched_late)),
            "undo_ms": statistics.median(undos) * 1e3, "undo_max_ms": max(undos) * 1e3}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=mandrapy.games(), action="append",
                        help="a game to measure (repeatable; default: every registered game)")
    parser.add_argument("--seconds", type=float, default=3.0, help="per game")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for name in args.game or mandrapy.games():
        r = measure(name, args.seconds, args.seed)
        (plain_early, plain_late), (obs_early, obs_late) = r["plain"], r["observable"]
        print(f"game: {name} {PARAMETERS.get(name, {})}: {r['games']} games, {r['actions']:.0f} actions each")
        print(f"  plain      us/action: first tenth {plain_early:7.1f}   last tenth {plain_late:7.1f}")
        print(f"  observable us/action: first tenth {obs_early:7.1f}   last tenth {obs_late:7.1f}")
        print(f"  observable/plain: first {obs_early / plain_early:.2f}x  last {obs_late / plain_late:.2f}x"
              f"   observable late/early: {obs_late / obs_early:.2f}")
        early, late = obs_early - plain_early, obs_late - plain_late
        print(f"  publishing (observable - plain) us/action: first {early:.1f}  last {late:.1f}")
        (w_early, w_late) = r["watched"]
        print(f"  watched    us/action: first tenth {w_early:7.1f}   last tenth {w_late:7.1f}"
              f"   ({w_early / plain_early:.2f}x / {w_late / plain_late:.2f}x plain, late/early {w_late / w_early:.2f})")
        print(f"  undo() at the end: median {r['undo_ms']:.2f} ms, worst {r['undo_max_ms']:.2f} ms")
        held = {"1.5x": max(obs_early / plain_early, obs_late / plain_late) <= TIMES,
                "flat": late <= max(early * FLAT, early + 1.0), "undo": r["undo_ms"] <= UNDO_MS}
        print("  targets: " + ", ".join(f"{name} {'met' if ok else 'MISSED'}" for name, ok in held.items()))


if __name__ == "__main__":
    main()

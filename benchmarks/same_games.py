"""Whether two versions of a rules engine play exactly the same games: a digest of each of many random games.

    python benchmarks/same_games.py --game conjuraction --games 60 > new.txt
    PYTHONPATH=/tmp/old python benchmarks/same_games.py --game conjuraction --games 60 > old.txt
    diff old.txt new.txt          # no output: the same games

For each player count (2 to 5 for Conjuraction, 2 to 4 for Mandragora, the default table otherwise), ``--games``
uniformly random games (every third friendly, where the game has that setting): one line each with its length,
scores, winners and a digest of every decision asked (seat, kind, the legal actions in their order), every action
applied by itself, a clone's saved facts now and then, the final saved facts and the log. A speed-up that keeps
the rules prints the same lines; run it in the old checkout (``git worktree add``) and in the new one.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

import mandrapy
from mandrapy.core.registry import game_class

TABLES = {"conjuraction": (2, 3, 4, 5), "mandragora": (2, 3, 4)}


def digest(game: str, players: int | None, index: int) -> str:
    State = game_class(game).State
    seed = (players or 0) * 100003 + index
    parameters = {} if players is None else {"players": players}
    if game == "conjuraction":
        parameters["friendly"] = index % 3 == 0
    state, rng, h = State.new(seed=seed, **parameters), random.Random(seed), hashlib.sha1()
    while not state.is_over:
        legal = state.legal_actions()
        h.update(repr((state.to_play, state.decision.code, legal)).encode())
        state.play(rng.choice(legal))
        h.update(repr(state.automatic).encode())
        if rng.random() < 0.01:
            h.update(json.dumps(state.clone().to_dict(), sort_keys=True, default=str).encode())
    h.update(json.dumps(state.to_dict(), sort_keys=True, default=str).encode())
    h.update(repr(state.log_lines()).encode())
    return f"{players} {index} {len(state.history)} {state.scores()} {state.winners()} {h.hexdigest()}"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="conjuraction", choices=mandrapy.games())
    parser.add_argument("--games", type=int, default=25, help="per player count")
    args = parser.parse_args(argv)
    for players in TABLES.get(args.game, (None,)):
        for index in range(args.games):
            print(digest(args.game, players, index))


if __name__ == "__main__":
    main()

"""Write the records and snapshots of tests/test_old_numbering.py as mandrapy wrote them at commit bd9d9d8,
when Conjuraction's rows, columns, mana spaces and squares counted from 1 and records had no "numbering".

It was run once with that commit's package, never with today's (these files are old data by definition):

    git archive bd9d9d8 mandrapy | tar -x -C /tmp/old && PYTHONPATH=/tmp/old python tests/data/old_numbering/make_old.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import mandrapy
from mandrapy.conjuraction import Conjuraction

HERE = Path(__file__).resolve().parent
NUMBERED = ("TakeLine", "CubeOn", "Place", "PortalLine", "Exchange")


def random_game(game, bot_seed: int, stop=None):
    """Play ``game`` with a seeded random bot to its end, or until ``stop(state)``."""
    rng = random.Random(bot_seed)
    while not game.is_over and not (stop and stop(game.state)):
        actions = game.state.legal_actions()
        game.play(actions[rng.randrange(len(actions))])
    return game


def portal_line_pending(state) -> bool:
    top = state.decisions.top if state.decisions else None
    return top is not None and top.kind.code == "portal_line" and top["number"] > 1


def main() -> None:
    kinds = set()
    for n, seed in ((3, 31), (5, 53)):
        game = random_game(Conjuraction(n, seed), seed)
        kinds |= {type(a).__name__ for a in game.state.history}
        (HERE / f"conjuraction_{n}p_record.json").write_text(json.dumps(game.record(), indent=1) + "\n")
        (HERE / f"conjuraction_{n}p_final.json").write_text(game.state.to_json(indent=1) + "\n")
    for bot_seed in range(1, 200):
        game = random_game(Conjuraction(4, bot_seed), bot_seed, portal_line_pending)
        if not game.is_over:
            break
    (HERE / "conjuraction_portal_line.json").write_text(game.state.to_json(indent=1) + "\n")
    game = Conjuraction.from_position(
        players=2, characters=["jenetta", "alaeric"], seed=7,
        circles={0: {"astral": "2 essence, arcana, energy", "aether": "plasma"}, 1: ["nether, 3 plasma"]},
        forges={0: {"astral": 5, "maelstrom": 7, "aether": 9}}, charged={0: {"astral": ["1,1", "1,2", "wild 2,2"]}},
        current=0)
    random_game(game, 7)
    (HERE / "conjuraction_position_record.json").write_text(json.dumps(game.record(), indent=1) + "\n")
    (HERE / "conjuraction_position_final.json").write_text(game.state.to_json(indent=1) + "\n")
    for name in ("mandragora", "magyarcana"):
        game = random_game(mandrapy.new(name, seed=9), 9)
        (HERE / f"{name}_record.json").write_text(json.dumps(game.record(), indent=1) + "\n")
    print("numbered actions played:", sorted(kinds & set(NUMBERED)), "portal line bot seed:", bot_seed)


if __name__ == "__main__":
    main()

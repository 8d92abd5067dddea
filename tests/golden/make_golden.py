"""Write the golden playthroughs that tests/test_golden.py replays.

Each golden file holds the record of a whole seeded game (game, parameters, seed, actions) played by a
seeded random bot, and what that game must end with: scores, winners, the hash of the canonical JSON of
the final ``to_dict()``, the final position itself (without the random generator's state) and the log.

    .venv/bin/python tests/golden/make_golden.py                          # all of them
    .venv/bin/python tests/golden/make_golden.py magyarcana_seed5.json    # only the files named

Regenerate ONLY after an intended change of the rules (or of the saved format: ``to_dict()`` or the log
wording), and review the diff of the JSON files: it shows what the change did to a real game. When
test_golden.py fails and no rule was meant to change, the engine has a regression: fix the engine, not
the golden files. (The bot picks among ``legal_actions()`` in their listed order, so reordering that list
also changes the regenerated games; the stored games themselves stay valid.)
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import mandrapy

HERE = Path(__file__).resolve().parent
GOLDEN = {
    "mandragora_4p_seed7.json": {"game": "mandragora", "parameters": {"players": 4}, "seed": 7, "bot_seed": 7},
    "mandragora_teams_seed11.json": {"game": "mandragora", "parameters": {"players": 4, "teams": True},
                                     "seed": 11, "bot_seed": 11},
    "magyarcana_seed5.json": {"game": "magyarcana", "parameters": {}, "seed": 5, "bot_seed": 5},
    **{f"conjuraction_{n}p_seed{n}.json": {"game": "conjuraction", "parameters": {"players": n}, "seed": n,
                                           "bot_seed": n} for n in (2, 3, 4, 5)},
}


def state_hash(state_dict: dict) -> str:
    """sha256 of the canonical JSON of a ``to_dict()``."""
    text = json.dumps(state_dict, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def summary(game) -> dict:
    """What a finished game is compared on."""
    final = game.state.to_dict()
    return {
        "moves": len(game.history),
        "scores": list(game.scores),
        "winners": list(game.winners),
        "state_sha256": state_hash(final),
        "final_state": {key: value for key, value in final.items() if key != "rng"},
        "log": list(game.log),
    }


def play(spec: dict):
    """The game ``spec`` describes, played to the end by a random bot seeded ``spec["bot_seed"]``."""
    game = mandrapy.new(spec["game"], seed=spec["seed"], **spec["parameters"])
    bot = random.Random(spec["bot_seed"])
    while not game.is_over:
        game.play(bot.choice(game.legal_actions()))
    return game


def main(names=()) -> None:
    """Write every golden file, or only those ``names`` (e.g. ``magyarcana_seed5.json``)."""
    unknown = set(names) - set(GOLDEN)
    if unknown:
        raise SystemExit(f"no golden game called {', '.join(sorted(unknown))}; known: {', '.join(GOLDEN)}")
    for name, spec in GOLDEN.items():
        if names and name not in names:
            continue
        game = play(spec)
        data = {"about": "Golden playthrough: regenerate with tests/golden/make_golden.py only after an "
                         "intended rules change (see its docstring).",
                "bot_seed": spec["bot_seed"], "record": game.record(), "expected": summary(game)}
        (HERE / name).write_text(json.dumps(data, indent=1) + "\n")
        print(f"{name}: {len(game.history)} actions, scores {game.scores}, winners {game.winners}")


if __name__ == "__main__":
    import sys

    main(tuple(sys.argv[1:]))

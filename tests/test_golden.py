"""Golden playthroughs: whole seeded games, replayed action by action, must end exactly as recorded.

A failure here means the engine now plays a recorded game differently. If no rule was meant to change,
that is a regression. After an intended rules change, regenerate with tests/golden/make_golden.py.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

import mandrapy
from mandrapy.conjuraction.invariants import check_invariants as conjuraction_invariants
from mandrapy.magyarcana.invariants import check_invariants as magyarcana_invariants
from mandrapy.mandragora.invariants import check_invariants as mandragora_invariants

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN_DIR.glob("*.json"))
INVARIANTS = {"mandragora": mandragora_invariants, "magyarcana": magyarcana_invariants,
              "conjuraction": conjuraction_invariants}


def state_hash(state_dict: dict) -> str:
    text = json.dumps(state_dict, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def test_golden_files_exist():
    assert {f.name for f in FILES} >= {"mandragora_4p_seed7.json", "mandragora_teams_seed11.json",
                                       "magyarcana_seed5.json"}


@pytest.fixture(params=FILES, ids=lambda f: f.stem)
def golden(request) -> dict:
    return json.loads(request.param.read_text())


def test_golden_replay(golden):
    record, expected = golden["record"], golden["expected"]
    game = mandrapy.replay(record)
    assert game.is_over and len(game.history) == expected["moves"] == len(record["actions"])
    final = game.state.to_dict()
    assert {k: v for k, v in final.items() if k != "rng"} == expected["final_state"]
    assert list(game.log) == expected["log"]
    assert list(game.scores) == expected["scores"]
    assert list(game.winners) == expected["winners"]
    assert state_hash(final) == expected["state_sha256"]
    assert game.record() == record


def test_golden_replay_step_by_step(golden):
    """The same game played one action at a time on a fresh game, with the invariants after each."""
    record = golden["record"]
    game = mandrapy.new(record["game"], seed=record["seed"], **record["parameters"])
    check_invariants = INVARIANTS[record["game"]]
    for text in record["actions"]:
        assert not game.is_over
        game.play(text)
        check_invariants(game.state)
    assert game.is_over and state_hash(game.state.to_dict()) == golden["expected"]["state_sha256"]
    assert mandrapy.load(game.to_json()).state.to_dict() == game.state.to_dict()


def test_magyarcana_golden_game_reaches_the_rules_it_guards():
    """The Magyarcana golden game is worth its place: dice, moves, specials, a removal and the natural end."""
    golden = json.loads((GOLDEN_DIR / "magyarcana_seed5.json").read_text())
    actions = golden["record"]["actions"]
    for start in ("expel ", "move ", "grow ", "replace ", "add ", "remove ", "refill", "use "):
        assert any(a.startswith(start) for a in actions), start
    assert any(a.endswith(" special") for a in actions)
    final = golden["expected"]["final_state"]
    assert final["is_over"] and final["reshuffles"] == 2
    assert golden["expected"]["state_sha256"] == state_hash(mandrapy.replay(golden["record"]).state.to_dict())

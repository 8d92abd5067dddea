"""Saves made before issue 31 keep loading (tests/data/*_snapshot_bd9d9d8.json, written by the code of commit
bd9d9d8 from 40, 30 and 120 random moves of seed 31): Mandragora saved its decisions under "pending", now
under "decisions" as every game does; the other games' saved positions are unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mandrapy
from mandrapy.core.registry import game_class

DATA = Path(__file__).resolve().parent / "data"


@pytest.mark.parametrize("game", ["mandragora", "magyarcana", "conjuraction"])
def test_a_snapshot_saved_before_issue_31_loads_and_saves_its_decisions_under_decisions(game):
    text = (DATA / f"{game}_snapshot_bd9d9d8.json").read_text()
    saved = json.loads(text)["state"]
    state = game_class(game).State.from_json(text)
    facts = state.to_dict()
    assert "pending" not in facts and facts["decisions"] == saved.get("decisions", saved.get("pending"))
    assert facts["decisions"] and len(state.history) in (40, 30, 120)
    assert mandrapy.load(text).legal_actions() == state.legal_actions()


def test_the_old_mandragora_save_is_the_one_that_said_pending():
    saved = json.loads((DATA / "mandragora_snapshot_bd9d9d8.json").read_text())["state"]
    assert "pending" in saved and "decisions" not in saved


def test_a_snapshot_whose_position_differs_from_its_history_is_still_refused():
    data = json.loads((DATA / "mandragora_snapshot_bd9d9d8.json").read_text())
    data["state"]["pending"] = []
    with pytest.raises(mandrapy.InvalidRecord):
        game_class("mandragora").State.from_snapshot(data)

"""Records and snapshots saved before every index counted from 0 keep loading (issue 31).

The files in tests/data/old_numbering were written by mandrapy at commit bd9d9d8 (see make_old.py there), when
Conjuraction's rows, columns, mana spaces and card squares counted from 1 and records had no "numbering".
They must replay to the very position the old engine reached, and be saved again counting from 0.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import mandrapy
from mandrapy import InvalidRecord
from mandrapy.conjuraction import Conjuraction
from mandrapy.conjuraction.numbering import renumbered

OLD = Path(__file__).resolve().parent / "data" / "old_numbering"
SNAPSHOTS = ("conjuraction_3p_final.json", "conjuraction_5p_final.json", "conjuraction_position_final.json",
             "conjuraction_portal_line.json")


def old(name: str) -> dict:
    return json.loads((OLD / name).read_text())


@pytest.mark.parametrize("name", SNAPSHOTS)
def test_an_old_snapshot_loads_to_the_same_position(name):
    data = old(name)
    assert "numbering" not in data["record"]
    game = mandrapy.load(json.dumps(data))              # from_json compares every fact with the saved ones
    assert game.state.to_dict()["bag"] == data["state"]["bag"]
    assert len(game.history) == len(data["record"]["actions"])


@pytest.mark.parametrize("n", (3, 5))
def test_an_old_record_replays_and_is_saved_counting_from_0(n):
    record, final = old(f"conjuraction_{n}p_record.json"), old(f"conjuraction_{n}p_final.json")
    game = mandrapy.replay(record)
    assert game.is_over
    assert {k: v for k, v in game.state.to_dict().items()} == final["state"]
    again = game.record()
    assert again["numbering"] == 0
    assert again["actions"] == [renumbered(text) for text in record["actions"]]
    assert again["actions"] != record["actions"]
    assert mandrapy.replay(again).state.to_dict() == final["state"]
    assert mandrapy.replay(json.loads(json.dumps(again))).record() == again


def test_every_index_of_a_new_record_counts_from_0():
    """A 3-player game's offers and the cards have 3 rows and 3 columns (0 to 2); a point has 3 or 4 mana
    spaces (0 to 3)."""
    again = mandrapy.replay(old("conjuraction_3p_record.json")).record()["actions"]
    lines = [int(n) for text in again for found in re.findall(r"(?:row|column) (\d)|at (\d),(\d)", text)
             for n in found if n]
    spaces = [int(n) for text in again for n in re.findall(r"space (\d)", text)]
    assert (min(lines), max(lines), min(spaces), max(spaces)) == (0, 2, 0, 3)


def test_a_pending_portal_line_keeps_its_line():
    data = old("conjuraction_portal_line.json")
    game = Conjuraction.from_json(json.dumps(data))
    frame = next(f for f in data["state"]["decisions"] if f["kind"] == "portal_line")
    assert game.state.decisions.to_json()[0]["values"]["number"] == frame["values"]["number"] - 1
    assert game.record()["actions"][-1] == renumbered(data["record"]["actions"][-1])
    assert Conjuraction.from_json(game.to_json()).state.to_dict() == game.state.to_dict()


def test_an_old_hand_made_position_reads_its_squares_from_1():
    record = old("conjuraction_position_record.json")
    assert record["position"]["charged"]["0"]["astral"] == ["1,1", "1,2", "wild 2,2"]
    game = mandrapy.replay(record)
    assert game.record()["position"]["charged"]["0"]["astral"] == ["0,0", "0,1", "wild 1,1"]
    assert game.state.to_dict() == old("conjuraction_position_final.json")["state"]
    assert mandrapy.replay(game.record()).state.to_dict() == game.state.to_dict()


@pytest.mark.parametrize("name", ("mandragora", "magyarcana"))
def test_the_other_games_old_records_load_unchanged(name):
    record = old(f"{name}_record.json")
    again = mandrapy.replay(record).record()
    assert again == {**record, "numbering": 0}


@pytest.mark.parametrize("numbering", (2, -1, True, "0", None))
def test_a_numbering_other_than_0_or_1_is_refused(numbering):
    record = {**old("mandragora_record.json"), "numbering": numbering}
    with pytest.raises(InvalidRecord, match="numbering"):
        mandrapy.replay(record)


def test_a_record_saying_numbering_1_is_read_the_old_way():
    record = old("conjuraction_3p_record.json")
    assert mandrapy.replay({**record, "numbering": 1}).record() == mandrapy.replay(record).record()

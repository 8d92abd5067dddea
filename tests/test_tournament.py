"""A small sample of benchmarks/tournament.py (the full round robins are long: run them by hand)."""

import importlib.util
import json
import pathlib

import pytest

PATH = pathlib.Path(__file__).resolve().parents[1] / "benchmarks" / "tournament.py"
spec = importlib.util.spec_from_file_location("tournament", PATH)
tournament = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tournament)


def test_wilson_intervals_match_known_values():
    low, high = tournament.wilson(60, 100)
    assert low == pytest.approx(0.5020, abs=1e-3) and high == pytest.approx(0.6906, abs=1e-3)
    assert tournament.wilson(0, 10)[0] == 0.0 and tournament.wilson(10, 10)[1] == 1.0


def test_a_small_pairing_plays_its_games_with_seats_alternating_and_reports_an_interval():
    row = tournament.pairing("mandragora", 2, "ismcts", "random", games=2, iterations=20)
    assert row["games"] == 2 and 0 <= row["a_wins"] <= 2 and row["iterations"] == 20
    low, high = row["ci95"]
    assert 0 <= low <= row["rate"] <= high <= 1
    assert "ismcts vs random" in tournament.line(row)


def test_a_pairing_is_reproducible():
    first = tournament.one_game(("mandragora", 2, "greedy", "random", 1, None))
    second = tournament.one_game(("mandragora", 2, "greedy", "random", 1, None))
    assert {k: v for k, v in first.items() if k != "cpu"} == {k: v for k, v in second.items() if k != "cpu"}


def test_a_game_not_over_after_the_most_actions_is_adjudicated_on_its_scores(monkeypatch):
    monkeypatch.setitem(tournament.MOST_ACTIONS_OF, "magyarcana", 6)
    result = tournament.one_game(("magyarcana", 2, "random", "random", 3, None))
    assert result["adjudicated"] and result["actions"] == 6
    scores = result["scores"]
    assert result["share_a"] == (0.5 if scores[0] == scores[1] else float(scores[result["seat_a"]] == max(scores)))


def test_other_games_are_judged_at_the_general_limit(monkeypatch):
    monkeypatch.setattr(tournament, "MOST_ACTIONS", 5)
    assert tournament.one_game(("mandragora", 2, "random", "random", 1, None))["actions"] == 5


def test_a_stopped_run_goes_on_from_its_progress_file(tmp_path):
    progress = str(tmp_path / "games.jsonl")
    first = tournament.pairing("mandragora", 2, "greedy", "random", 2, progress=progress)
    whole = tournament.pairing("mandragora", 2, "greedy", "random", 3, progress=progress)
    with open(progress) as lines:
        numbers = [json.loads(line)["number"] for line in lines]
    assert numbers == [0, 1, 2]                       # games 0 and 1 were not played again
    fresh = tournament.pairing("mandragora", 2, "greedy", "random", 3)
    assert whole["a_wins"] == fresh["a_wins"] and whole["games"] == 3 and first["games"] == 2


def test_pairings_name_the_stronger_level_first_whatever_the_order_given():
    pairings = tournament.pairings
    assert pairings(["greedy", "random"]) == pairings(["random", "greedy"]) == [("greedy", "random")]
    assert pairings(["ismcts", "greedy", "random"]) == [("ismcts", "greedy"), ("ismcts", "random"),
                                                        ("greedy", "random")]


def test_a_small_match_against_openspiels_ismcts_reports_both_sides_speeds():
    pytest.importorskip("pyspiel")
    row = tournament.pairing("kuhn", 2, "ismcts", tournament.OPENSPIEL, games=4, iterations=20)
    assert row["games"] == 4 and row["iterations"] == 20 and 0 <= row["a_wins"] <= 4
    assert row["a_per_second"] > 0 and row["b_per_second"] > 0
    assert row["speed_ratio"] == pytest.approx(row["a_per_second"] / row["b_per_second"])
    assert "ismcts vs openspiel" in tournament.line(row) and "iterations/s" in tournament.line(row)
    first = tournament.one_game(("kuhn", 2, "ismcts", tournament.OPENSPIEL, 3, 20))
    again = tournament.one_game(("kuhn", 2, "ismcts", tournament.OPENSPIEL, 3, 20))
    assert {k: v for k, v in first.items() if "cpu" not in k} == {k: v for k, v in again.items() if "cpu" not in k}


def test_a_level_with_a_budget_plays_at_that_budget_and_ranks_beside_its_level():
    assert tournament.make_player("ismcts@30", 1, "kuhn").iterations == 30
    assert tournament.make_player("ismcts@30", 1, "kuhn", iterations=99).iterations == 30
    assert tournament.make_player("ismcts", 1, "kuhn", iterations=99).iterations == 99
    assert tournament.pairings(["ismcts@300", "ismcts"]) == [("ismcts", "ismcts@300")]
    assert tournament.pairings(["greedy", "ismcts@300"]) == [("ismcts@300", "greedy")]


def test_game_lengths_are_reported_as_min_median_p90_max():
    assert tournament.lengths([5, 1, 9, 3, 7, 2, 8, 4, 6, 10]) == {"min": 1, "median": 6, "p90": 9, "max": 10}
    row = tournament.pairing("magyarcana", 2, "greedy", "random", games=1)
    assert row["adjudicated"] == 0 and row["lengths"]["max"] < tournament.MOST_ACTIONS
    assert "actions min/median/p90/max" in tournament.line(row)

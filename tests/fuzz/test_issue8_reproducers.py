"""Issue 8's reproducers (all but the board ones, 6-9), each a named test: one clear error, nothing changed."""

from __future__ import annotations

import json
import time

import pytest

import mandrapy
from mandrapy import IllegalAction, InvalidPosition, InvalidRecord
from mandrapy.magyarcana import Card, Magyarcana
from mandrapy.magyarcana.actions import AddTerritory, Grow
from mandrapy.mandragora import Mandragora
from mandrapy.mandragora.actions import Banish, Cast, Seek, SubstituteFrom, Transfer
from mandrapy.mandragora.cards import Item


def mandragora(**kwargs):
    return mandrapy.new("mandragora", players=2, seed=1, first_player=0, **kwargs)


def refused(game, action, *words):
    before, moves = game.state.to_dict(), len(game.history)
    with pytest.raises(IllegalAction) as caught:
        game.play(action)
    assert game.state.to_dict() == before and len(game.history) == moves
    for word in words:
        assert word in caught.value.rule, caught.value.rule
    return caught.value


def quickly(limit=1.0):
    class Clock:
        def __enter__(self):
            self.start = time.perf_counter()

        def __exit__(self, *exc):
            assert time.perf_counter() - self.start < limit
    return Clock()


# 1. True/False where a number belongs ----------------------------------------------------------------
def test_1_seek_true_is_refused_and_the_game_still_undoes_saves_and_replays():
    game = mandragora()
    error = refused(game, Seek(True), "Seek.steps", "whole number", "True")
    assert error.code == "bad_value"
    game.play("seek 1")
    game.undo()
    assert game.move_number == 0
    assert mandrapy.load(game.to_json()).history == game.history


@pytest.mark.parametrize("action", [
    Cast(Item.named("red book 1"), (Item.named("red"),), True), Transfer(True, 1), Transfer(1, True),
    SubstituteFrom(True), Banish(True), Seek(1.0), Seek(10 ** 5000)])
def test_1_bools_floats_and_huge_numbers_in_mandragora_actions_are_refused(action):
    refused(mandragora(), action, "must be")


@pytest.mark.parametrize("action", [Grow(Card.named("Under of Acorns"), True),
                                    AddTerritory(Card.named("7 of Hearts"), (True, 0)),
                                    AddTerritory(Card.named("7 of Hearts"), (0.0, 1)),
                                    AddTerritory(Card.named("7 of Hearts"), (0, 1, 2))])
def test_1_bools_in_magyarcana_actions_are_refused(action):
    refused(mandrapy.new("magyarcana", seed=1), action, "must be")


# 2. and 3. crafted action texts ------------------------------------------------------------------------
def test_2_a_crafted_cast_text_is_refused_at_once():
    game = mandragora()
    with quickly(0.1):
        error = refused(game, "cast " + "a with " * 8000)
    assert len(str(error)) < 400                  # the megabyte is not echoed back


def test_2_a_record_with_a_140_kb_action_is_refused_at_once():
    record = mandragora().record()
    record["actions"] = ["cast " + "a with " * 20000]
    with quickly(), pytest.raises(InvalidRecord):
        mandrapy.replay(record)
    game = mandragora()
    text = game.to_json().replace('"actions": []', json.dumps({"actions": record["actions"]})[1:-1])
    with quickly(), pytest.raises(InvalidRecord):
        Mandragora.from_json(text)


def test_3_copy_counts_are_bounded_by_the_cards_that_exist():
    game = mandragora()
    with quickly(0.1):
        refused(game, "cast red book 1 with 1000000000 red at level 1")
        refused(game, "cast red book 1 with 10000000 red at level 1")
    with quickly(0.1), pytest.raises(InvalidPosition, match="more than 12 copies"):
        Mandragora.from_position(hands={0: "1000000000 red"})
    record = mandragora().record()
    record["actions"] = ["cast red book 1 with 1000000000 red at level 1"]
    with quickly(0.1), pytest.raises(InvalidRecord):
        mandrapy.replay(record)


# 4. deeply nested JSON ------------------------------------------------------------------------------
@pytest.mark.parametrize("load", [Mandragora.from_json, Magyarcana.from_json, mandrapy.load])
def test_4_deeply_nested_json_is_an_invalid_record(load):
    with quickly(), pytest.raises(InvalidRecord, match="nested"):
        load("[" * 100000)


# 5. floats, bools and versions ----------------------------------------------------------------------
def test_5_a_float_first_player_in_a_save_or_a_new_game_is_refused():
    data = json.loads(mandragora().to_json())
    data["record"]["parameters"]["first_player"] = 0.0
    with pytest.raises(InvalidRecord, match="first_player"):
        mandrapy.load(json.dumps(data))
    with pytest.raises(InvalidPosition, match="first_player.*2.0"):
        mandrapy.new("mandragora", players=4, first_player=2.0)


@pytest.mark.parametrize("arguments, name", [
    ({"night": [1.9, 3, 5]}, "night"), ({"night": [1, 2, 3], "deck": [], "endgame_first": 0,
                                         "endgame_slots": 1.7}, "endgame_slots"),
    ({"assistant": True}, "assistant"), ({"current": True}, "current")])
def test_5_mandragora_positions_refuse_floats_and_bools(arguments, name):
    with pytest.raises(InvalidPosition, match=name):
        Mandragora.from_position(players=2, **arguments)


def test_5_magyarcana_reshuffles_must_be_a_whole_number():
    base = {"territories": {"0,0": "Under of Acorns"}, "minions": {"Under of Acorns": [(0, 1)]}}
    with pytest.raises(InvalidPosition, match="reshuffles"):
        Magyarcana.from_position(reshuffles=1.5, **base)
    with pytest.raises(InvalidPosition, match="reshuffles"):
        Magyarcana.from_position(reshuffles="x", **base)


@pytest.mark.parametrize("seat", [True, 9, 1.0, "0"])
def test_5_and_12_view_refuses_what_is_not_a_seat(seat):
    for game in (mandragora(), mandrapy.new("magyarcana", seed=1)):
        with pytest.raises(ValueError, match="view: seat must be a seat"):
            game.view(seat)


@pytest.mark.parametrize("version", [2, "1", 1.0, None, True])
def test_5_the_snapshot_version_is_checked(version):
    data = json.loads(mandragora().to_json())
    data["version"] = version
    with pytest.raises(InvalidRecord, match="version"):
        mandrapy.load(json.dumps(data))


# 10. positions the rules could not reach ----------------------------------------------------------------
@pytest.mark.parametrize("spell, words", [
    ("Purification: red book 1 with green", "red ingredients"),
    ("Purification: red book 1 with red", "power can only be 1 to 1"),
    ("Banishment: red book 1 with scroll 1", "scrolls"),
    ("Banishment: mandrake with mandrake, red", "one mandrake"),
    ("Banishment: red with red", "spellbook")])
def test_10_spells_that_could_not_have_been_cast_are_refused(spell, words):
    with pytest.raises(InvalidPosition, match=words):
        Mandragora.from_position(players=2, cast={0: [spell]})


@pytest.mark.parametrize("arguments, words", [
    ({"dropped": [0, 1], "deck": []}, "at most 1"),
    ({"dropped": [0]}, "only in the final rounds"),
    ({"dropped": [7]}, "seat from 0 to 1"),
    ({"dropped": [1, 1], "deck": []}, "twice"),
    ({"dropped": [0], "deck": [], "current": 0}, "plays no more"),
    ({"endgame_first": 0}, "deck is empty"),
    ({"endgame_slots": 2}, "endgame_first"),
    ({"endgame_slots": -10 ** 12}, "endgame_slots"),
    ({"deck": [], "endgame_first": 0, "endgame_slots": 7}, "6 turns")])
def test_10_dropped_players_and_the_countdown_follow_the_final_rounds(arguments, words):
    with pytest.raises(InvalidPosition, match=words):
        Mandragora.from_position(players=2, **arguments)


def test_10_a_reachable_final_round_position_is_still_accepted():
    game = Mandragora.from_position(players=3, deck=[], dropped=[2], endgame_first=0, endgame_slots=2,
                                    current=1)
    assert game.state.final_rounds and game.to_play == 1


def test_10_magyarcana_territories_far_apart_are_refused_before_anything_is_built():
    with quickly(0.1), pytest.raises(InvalidPosition, match="coordinates"):
        Magyarcana.from_position(territories={"0,0": "Under of Acorns", f"{10 ** 12},0": "Over of Acorns"},
                                 minions={"Under of Acorns": [(0, 1)], "Over of Acorns": [(1, 1)]})


def test_10_magyarcana_groups_without_minions_are_refused():
    with pytest.raises(InvalidPosition, match="Disconnected territories"):
        Magyarcana.from_position(territories={"0,0": "Under of Acorns", "5,5": "Over of Acorns"},
                                 minions={"Under of Acorns": [(0, 1)]})


# 11. wrong-shaped arguments -------------------------------------------------------------------------------
@pytest.mark.parametrize("arguments, name", [
    ({"scrolls": {0: 5}}, "scrolls"), ({"night": 5}, "night"), ({"dropped": [[0]]}, "dropped"),
    ({"hands": 5}, "hands"), ({"players": 2.0}, "players"), ({"night": None}, "night"),
    ({"hands": {"x": "red"}}, "hands"), ({"stacks": {9: []}}, "stacks"), ({"nonsense": 1}, "nonsense")])
def test_11_mandragora_wrong_shapes_name_the_argument(arguments, name):
    with pytest.raises(InvalidPosition, match=name):
        Mandragora.from_position(**{"players": 2, **arguments})


@pytest.mark.parametrize("arguments, name", [
    ({"minions": {"7 of Bells": 5}}, "minions"), ({"minions": {"Under of Acorns": None}}, "minions"),
    ({"minions": {"Under of Acorns": [(0, True)]}}, "minions"), ({"hands": ["7 of Hearts"] * 3}, "hands"),
    ({"reshuffles": "x"}, "reshuffles"), ({"territories": {}}, "territories"),
    ({"territories": {"a,b": "Under of Acorns"}}, "territories")])
def test_11_magyarcana_wrong_shapes_name_the_argument(arguments, name):
    base = {"territories": {"0,0": "Under of Acorns"}, "minions": {"Under of Acorns": [(0, 1)]}}
    with pytest.raises(InvalidPosition, match=name):
        Magyarcana.from_position(**{**base, **arguments})


# 12. learner-facing messages (the board ones come with the board work) ---------------------------------
def test_12_magyarcana_accepts_players_2_and_explains_other_counts():
    assert mandrapy.new("magyarcana", players=2, seed=1).players == 2
    with pytest.raises(InvalidPosition, match="2 players"):
        mandrapy.new("magyarcana", players=3)


def test_12_acting_out_of_turn_says_whose_turn_it_is():
    game = mandrapy.new("magyarcana", seed=1, first_player=0)
    theirs = game.state.hands[1][0]
    error = refused(game, f"play {theirs}", "not in the hand of player 0", "who is to play")
    assert error.params["player"] == 0


def test_12_why_illegal_of_unreadable_text_returns_the_rule():
    for game in (mandragora(), mandrapy.new("magyarcana", seed=1)):
        rule = game.why_illegal("foo")
        assert rule.code == "unreadable" and "not an action" in rule.text
        assert game.why_illegal(Seek(True) if isinstance(game, Mandragora) else 5).code in ("bad_value",
                                                                                            "not_an_action")


def test_12_score_breakdown_of_a_seat_that_does_not_exist_is_a_clear_error():
    with pytest.raises(ValueError, match="score_breakdown: seat must be a seat from 0 to 1, not 9"):
        mandragora().score_breakdown(9)


def test_12_a_magyarcana_view_finds_territories_by_name():
    view = mandrapy.new("magyarcana", seed=1).view(None)
    assert view.territory("Under of Acorns") == view.territory(Card.named("Under of Acorns"))
    assert view.territory("under of acorns").card == Card.named("Under of Acorns")
    with pytest.raises(ValueError, match="no Magyarcana card"):
        view.territory("Under of Nothing")


def test_12_the_french_not_a_choice_message_keeps_the_choices():
    from mandrapy.magyarcana.board.labels import RULES as MAGYARCANA_RULES
    from mandrapy.mandragora.board.labels import RULES as MANDRAGORA_RULES
    from mandrapy.widgets.words import rule_sentences
    for rules in (MAGYARCANA_RULES, MANDRAGORA_RULES):
        assert rule_sentences(rules, "fr")["not_a_choice"].endswith(" : {choices}.")

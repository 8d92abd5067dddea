"""The game contract on Mystical Conjuraction: new, play by text, IllegalAction, undo, record/replay, JSON,
views, log privacy, str(game), and a whole 2-player game played through texts."""

import json
import random

import pytest

import mandrapy
from mandrapy import IllegalAction, InvalidRecord


def test_new_and_play_texts_like_the_rulebook():
    game = mandrapy.new("conjuraction", players=2, seed=4)
    assert game.legal_actions()[0].__class__.__name__ == "Choose"
    game.play("play as Norwell")
    game.play("Play as Larissa")
    assert game.state.character == ["norwell", "larissa"]


def test_illegal_action_names_a_rule_and_changes_nothing():
    game = mandrapy.new("conjuraction", players=2, seed=4, characters=("norwell", "larissa"))
    before = game.state.to_dict()
    with pytest.raises(IllegalAction) as caught:
        game.play("sorcerer activates spell weave")
    assert "First, player 0 must decide: put a spell card" in caught.value.rule
    with pytest.raises(IllegalAction):
        game.play("fly to the moon")
    assert game.state.to_dict() == before


def test_a_whole_two_player_game_by_texts_record_replay_json_undo():
    game = mandrapy.new("conjuraction", players=2, seed=11)
    rng = random.Random(3)
    while not game.is_over:
        game.play(str(rng.choice(game.legal_actions())))
    assert game.winners and len(game.scores) == 2
    record = game.record()
    again = mandrapy.replay(json.loads(json.dumps(record)))
    assert again.state.to_dict() == game.state.to_dict()
    assert mandrapy.load(game.to_json()).state.to_dict() == game.state.to_dict()
    n = game.move_number
    game.undo()
    assert game.move_number == n - 1 and not game.is_over


def test_view_hides_other_hands_and_log_words_private_draws_privately():
    game = mandrapy.new("conjuraction", players=2, seed=2, characters=("norwell", "larissa"))
    v0, v1 = game.view(0), game.view(1)
    assert v0.seats[1].hand is None and v1.seats[1].hand is not None
    hand = tuple(game.state.hands[1])
    assert game.state.log_lines(0)[3] == "Player 1 draws 5 mana and 2 spell cards."
    assert game.state.log_lines(1)[3] == f"Player 1 draws 5 mana and spell cards {hand[0]} and {hand[1]}."
    hash(game.position)


def test_str_is_a_text_picture():
    text = str(mandrapy.new("conjuraction", players=3, seed=1, characters=("norwell", "larissa", "jenetta")))
    assert "Aether offer" in text and "Spell Charge" in text and "Player 2 (Jenetta the Wild Conjuror)" in text


def test_bad_parameters_and_records():
    with pytest.raises(ValueError):
        mandrapy.new("conjuraction", players=2, characters=("norwell", "norwell"))
    with pytest.raises(ValueError):
        mandrapy.new("conjuraction", players=3, first_player=3)
    with pytest.raises(InvalidRecord):
        mandrapy.replay({"game": "conjuraction", "parameters": {"players": 2}, "seed": 1, "actions": ["pass"]})

"""Illegal actions: IllegalAction is a ValueError with a readable rule, and changes nothing."""

import pytest

from mandrapy import IllegalAction
from mandrapy.mandragora import Seek
from mandragora_helpers import assert_illegal, legal, position


def test_illegal_action_is_a_value_error_with_a_rule_sentence_and_a_code():
    game = position(hands={0: "black book 3, 2 green"})
    with pytest.raises(ValueError) as caught:
        game.play("cast black book 3 with 2 green at level 2")
    error = caught.value
    assert isinstance(error, IllegalAction)
    assert error.rule == "A black spellbook needs ingredients of all different colours."
    assert error.code == "cast_black_all_different"
    assert "cast black book 3 with 2 green at level 2" in str(error)
    assert error.rule in str(error)


def test_illegal_unreadable_text_names_the_game_and_gives_examples():
    game = position(deck=["green"] * 3)
    error = assert_illegal(game, "dance around the cauldron", "not an action of mandragora", "seek 1")
    assert error.code == "unreadable"
    assert_illegal(game, "cast purple unicorn with green at level 1", "not an action")
    assert_illegal(game, "", "not an action")


def test_illegal_non_action_value_is_refused():
    game = position(deck=["green"] * 3)
    assert_illegal(game, 42, "actions are action values or their text")
    assert_illegal(game, None, "actions are action values or their text")


def test_illegal_turn_action_while_a_decision_is_pending_names_the_decision():
    game = position(hands={0: "red book 0, red"}, scrolls={0: [1, 2]}, stacks={1: ["Banishment"]})
    game.play("cast red book 0 with red at level 1")
    error = assert_illegal(game, "seek 1", "first, player 0 must", "choose a cursed scroll to banish",
                           "banishment")
    assert error.code == "decision_pending"
    assert_illegal(game, Seek(2), "banish")
    assert_illegal(game, "give curse marker to player 1", "banish")


def test_illegal_turn_action_while_another_player_decides_names_that_player():
    game = position(players=4, scrolls={1: [2], 2: [2]}, curse_holder=1, shops={2: "scroll 2"},
                    deck=["green"] * 5)
    game.play("seek 2")
    assert game.to_play == 1
    assert_illegal(game, "seek 1", "player 1 must", "curse marker")
    assert_illegal(game, "drop out", "player 1 must")


def test_illegal_decision_answer_when_no_decision_is_asked():
    game = position(deck=["green"] * 3)
    error = assert_illegal(game, "banish scroll 1", "no such choice to make now (scroll to banish)", "player 0 should seek or cast")
    assert error.code == "no_such_decision"
    assert_illegal(game, "take extra turn", "(extra turn)")
    assert_illegal(game, "give curse marker to player 1", "curse marker")
    assert_illegal(game, "team decline", "team exchange")
    assert_illegal(game, "disappear green", "colour to discard")


def test_illegal_attempts_in_a_row_leave_the_game_playable():
    game = position(hands={0: "green book 2, 2 green, mandrake"}, deck=["red"] * 3)
    before = legal(game)
    for attempt in ("seek 7", "cast green book 2 with 3 green at level 2", "drop out",
                    "cast mandrake with mandrake, green at level 2", "levitate green from shop 2", "xyzzy"):
        assert_illegal(game, attempt)
    assert legal(game) == before
    game.play("cast green book 2 with mandrake, 2 green at level 3")
    assert game.current == 1


def test_illegal_check_does_not_consume_randomness():
    game = position(players=3, hands={0: "red book 0, 3 red", 1: "green, yellow", 2: "purple, mandrake"},
                    stacks={3: ["Substitution"]})
    game.play("cast red book 0 with 3 red at level 3")
    rng_before = game.state.rng.state()
    assert_illegal(game, "draw from player 0", "opponent")
    assert game.state.rng.state() == rng_before


def test_why_illegal_explains_without_playing():
    game = position(hands={0: "green book 2, green"})
    rule = game.why_illegal("cast green book 2 with green at level 2")
    assert rule is not None and "1 to 1" in rule.text
    assert game.why_illegal("cast green book 2 with green at level 1") is None
    assert game.is_legal("seek 3") and not game.is_legal("seek 4")
    assert game.history == ()


def test_undo_restores_the_position_before_the_last_action():
    game = position(players=3, shops={2: "scroll 1, green"}, deck=["red", "yellow"])
    before = game.state.to_dict()
    game.play("seek 2")
    assert game.state.to_dict() != before
    game.undo()
    assert game.state.to_dict() == before

"""Illegal actions: IllegalAction is a ValueError with a readable rule and code, and changes nothing;
and what each seat may see (hands are hidden from the other seat)."""

import json

import pytest

import mandrapy
from mandrapy import IllegalAction
from mandrapy.magyarcana import Magyarcana, MagyarcanaState, Move, UseTerritory
from mandrapy.magyarcana.invariants import check_invariants
from mandrapy.magyarcana.view import render_text
from magyarcana_helpers import C, assert_illegal, column, legal, play, position

HOMES = ("Under of Acorns", "Over of Acorns")


def simple():
    return position(territories=column(HOMES[0], "9 of Bells", "8 of Hearts", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], "9 of Bells": [(1, 3), (1, 3), (1, 3)], "8 of Hearts": [(0, 2)],
                             HOMES[1]: [(1, 1)]},
                    hands={0: "7 of Hearts, 7 of Acorns", 1: "Ace of Bells"})


def test_illegal_action_is_a_value_error_with_a_rule_sentence_and_a_code():
    game = simple()
    with pytest.raises(ValueError) as caught:
        game.play("use 9 of Bells")
    error = caught.value
    assert isinstance(error, IllegalAction)
    assert error.code == "not_controlled"
    assert error.rule == ("To use a territory's power you must control it: your pips there must be at least "
                          "your opponent's (you have 0, they have 9).")
    assert "use 9 of Bells" in str(error) and error.rule in str(error)
    assert error.params == {"mine": 0, "theirs": 9}


def test_unreadable_text_names_the_game_and_gives_examples():
    game = simple()
    error = assert_illegal(game, "dance around the oak", "not an action of magyarcana", "use under of acorns")
    assert error.code == "unreadable"
    assert_illegal(game, "play the Joker", "not an action")
    assert_illegal(game, "", "not an action")
    assert_illegal(game, "move 2-minion from Nowhere to 9 of Bells", "not an action")


def test_a_value_that_is_no_action_is_refused():
    game = simple()
    assert_illegal(game, 42, "actions are action values or their text")
    assert_illegal(game, None, "actions are action values or their text")


def test_action_values_and_text_are_both_accepted_and_checked_alike():
    game = simple()
    assert_illegal(game, UseTerritory(C("9 of Bells")), "control")
    play(game, "play 7 of Hearts")
    assert_illegal(game, Move(C("Under of Acorns"), 1, C("9 of Bells")), "no room")
    game.play(Move(C("Under of Acorns"), 1, C("Over of Acorns")))
    assert game.current == 1


def test_every_refusal_leaves_the_state_unchanged_and_the_game_playable():
    game = simple()
    for action in ("use 9 of Bells", "use King of Leaves", "play Ace of Bells", "play 7 of Hearts special",
                   "done", "skip", "discard 7 of Hearts", "expel to 9 of Bells", "take 7 of Bells from discard",
                   "place minion on 9 of Bells", "grow 1-minion on Under of Acorns", "remove 9 of Bells",
                   "add 7 of Acorns at 5,5", "replace 8 of Hearts with 9 of Hearts"):
        assert_illegal(game, action)
    play(game, "play 7 of Acorns")
    for action in ("add 7 of Acorns at 0,1", "add 7 of Acorns at 3,3", "add Ace of Bells at 1,0", "refill",
                   "place minion on 9 of Bells", "move 1-minion from Under of Acorns to 8 of Hearts"):
        assert_illegal(game, action)
    check_invariants(game.state)
    assert legal(game)


def test_rule_codes_are_stable_and_sentences_end_with_a_full_stop():
    game = simple()
    codes = {assert_illegal(game, a).code for a in ("use 9 of Bells", "use King of Leaves", "play Ace of Bells",
                                                    "play 7 of Hearts special", "done")}
    assert codes == {"not_controlled", "not_on_board", "not_in_hand", "no_special", "no_such_choice"}


def test_views_hide_the_other_players_hand_but_not_its_size():
    game = simple()
    for seat in (0, 1):
        view = game.view(seat)
        assert view.hands[seat] is not None and view.hands[1 - seat] is None
        assert view.hand_sizes == (2, 1)
    assert game.view(None).hands == ((C("7 of Acorns"), C("7 of Hearts")), (C("Ace of Bells"),))
    assert game.view(1).legal_actions == () and game.view(0).legal_actions
    text = render_text(game.view(0))
    assert "1 hidden cards" in text and "Ace of Bells" not in text and "7 of Acorns" in text


def test_the_deck_order_is_not_in_any_view():
    game = Magyarcana(seed=4)
    view = game.view(0)
    assert view.deck_size == 15
    shown = repr(view)
    assert all(card.name not in shown for card in game.state.deck)


def test_the_log_does_not_name_drawn_cards():
    game = Magyarcana(seed=4, first_player=0)
    kept = game.state.hands[0][1:]
    game.play("refill")
    game.play(f"discard {game.state.hands[0][0]}")
    game.play("done")
    (drawn,) = set(game.state.hands[0]) - set(kept)
    assert all(drawn.name not in line for line in game.log)
    assert any("draws 1 card" in line for line in game.log)


def test_the_state_round_trips_through_json_while_a_power_waits_for_a_choice():
    # Regression: a pending expel destination held a cell tuple inside a tuple, which to_dict() kept as a
    # tuple, so the snapshot differed from its JSON (and from_json refused its own snapshot).
    game = Magyarcana.from_position(seed=0, territories=column(HOMES[0], "9 of Bells", "8 of Hearts", HOMES[1]),
                                    minions={"9 of Bells": [(0, 3), (0, 3), (0, 1), (1, 1)], HOMES[1]: [(1, 1)]},
                                    hands={0: "7 of Bells"}, current=0)
    game.play("play 7 of Bells")                       # 7 pips + die beats 1 pip + die, always
    assert game.state.decision.code == "expel_to"
    snapshot = game.state.to_dict()
    assert json.loads(json.dumps(snapshot)) == snapshot
    assert mandrapy.load(game.to_json()).state.to_dict() == snapshot
    assert MagyarcanaState.from_json(game.to_json()).to_dict() == snapshot


def test_an_answer_to_another_power_is_refused_with_the_power_being_resolved():
    # Regression: during the Acorns add, a Replace was explained as "not higher" (though 10 > 8) and an
    # adjacent Move as "cannot reach"; during a Hearts move, placing a minion was explained as "no room".
    placed = {HOMES[0]: [(0, 1)], "8 of Bells": [(0, 1)], HOMES[1]: [(1, 1)]}
    territories = column(HOMES[0], "8 of Bells", HOMES[1])
    game = position(territories=territories, minions=placed, hands={0: "7 of Acorns, 10 of Hearts, 7 of Hearts"})
    play(game, "play 7 of Acorns")
    for action in ("replace 8 of Bells with 10 of Hearts", "move 1-minion from 8 of Bells to Under of Acorns",
                   "grow 1-minion on 8 of Bells", "grow 1-minion on Over of Acorns", "done", "expel to 8 of Bells"):
        error = assert_illegal(game, action, "first finish the power being resolved", "add a territory")
        assert error.code == "step_pending"
    game = position(territories=territories, minions=placed, hands={0: "7 of Hearts, 10 of Hearts"})
    play(game, "play 7 of Hearts")
    for action in ("place minion on 8 of Bells", "add 10 of Hearts at 1,1", "grow 1-minion on Over of Acorns",
                   "replace 8 of Bells with 10 of Hearts", "skip"):
        error = assert_illegal(game, action, "first finish the power being resolved", "move one of your minions")
        assert error.code == "step_pending"


def test_the_ace_of_leaves_minion_goes_only_on_the_new_territory():
    game = position(territories=column(*HOMES), minions={HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]},
                    hands={0: "Ace of Leaves"}, discard=["9 of Bells"])
    play(game, "play Ace of Leaves special", "place 9 of Bells from discard at 1,0")
    error = assert_illegal(game, "place minion on Under of Acorns", "not one of the choices",
                           "place minion on 9 of Bells, skip")
    assert error.code == "not_a_choice"

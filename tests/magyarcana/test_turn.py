"""Rulebook "On your turn" / player reference: one action per turn; played cards; discard and refill."""

from magyarcana_helpers import (C, assert_illegal, column, decision, discard, hand, legal, minions, play,
                                position)

HOMES = ("Under of Acorns", "Over of Acorns")
LINE = column(HOMES[0], "9 of Bells", HOMES[1])
PLACED = {HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]}
HAND = "7 of Bells, 8 of Hearts, 9 of Hearts, 10 of Leaves, King of Acorns, Ace of Hearts"
SORTED_HAND = sorted(HAND.split(", "), key=C)                  # hands are kept in card order
DECK = ["7 of Hearts", "Ace of Bells", "8 of Leaves", "9 of Leaves", "10 of Bells"]


def turn_game(hands=HAND, **kwargs):
    kwargs.setdefault("deck", DECK)
    return position(territories=LINE, minions=PLACED, hands={0: hands, 1: "7 of Leaves"}, **kwargs)


def test_a_turn_is_one_action_then_play_passes_to_the_other_player():
    game = turn_game()
    play(game, "play 8 of Hearts", "move 1-minion from Under of Acorns to 9 of Bells")
    assert game.current == game.to_play == 1 and game.state.turn == 2
    assert hand(game, 0) == [c for c in SORTED_HAND if c != "8 of Hearts"]


def test_playing_a_card_discards_it_after_its_power_is_resolved():
    game = turn_game()
    play(game, "play 8 of Hearts")
    assert str(game.state.in_play) == "8 of Hearts" and "8 of Hearts" not in discard(game)   # still resolving
    assert "8 of Hearts" not in hand(game, 0)
    play(game, "move 1-minion from Under of Acorns to 9 of Bells")
    assert discard(game)[-1] == "8 of Hearts" and game.state.in_play is None


def test_a_played_card_with_no_effect_is_still_discarded():
    game = turn_game(hands="7 of Bells")               # nobody to expel
    play(game, "play 7 of Bells")
    assert discard(game)[-1] == "7 of Bells" and game.current == 1


def test_a_card_the_power_put_on_the_board_is_not_discarded():
    game = turn_game(hands="7 of Acorns, 8 of Bells")
    play(game, "play 7 of Acorns", "add 7 of Acorns at 1,1", "place minion on 7 of Acorns")
    assert "7 of Acorns" not in discard(game) and game.state.cells[C("7 of Acorns")] == (1, 1)


def test_using_a_territory_keeps_the_hand_and_the_territory():
    game = turn_game()
    play(game, "use Under of Acorns", "skip", "place minion on 9 of Bells")
    assert hand(game, 0) == SORTED_HAND and game.state.cells[C("Under of Acorns")] == (0, 0)
    assert game.current == 1


def test_refill_discards_chosen_cards_then_draws_back_up_to_six():
    game = turn_game()
    play(game, "refill")
    assert decision(game) == "discard"
    assert legal(game) == [f"discard {c}" for c in SORTED_HAND] + ["done"]
    play(game, "discard 9 of Hearts", "discard King of Acorns")
    assert decision(game) == "discard" and game.current == 0 and len(hand(game, 0)) == 4
    play(game, "done")
    assert discard(game)[-2:] == ["9 of Hearts", "King of Acorns"]
    assert hand(game, 0) == sorted(
        ["7 of Bells", "8 of Hearts", "10 of Leaves", "Ace of Hearts", "7 of Hearts", "Ace of Bells"], key=C)
    assert [c.name for c in reversed(game.state.deck)] == DECK[2:]
    assert game.current == 1


def test_refill_may_discard_zero_cards():
    game = turn_game(hands="7 of Bells, 8 of Hearts")
    before = discard(game)
    play(game, "refill", "done")
    assert len(hand(game, 0)) == 6 and discard(game) == before and game.current == 1
    assert {"7 of Hearts", "Ace of Bells", "8 of Leaves", "9 of Leaves"} <= set(hand(game, 0))


def test_refill_with_a_full_hand_and_no_discard_draws_nothing():
    game = turn_game()
    play(game, "refill", "done")
    assert hand(game, 0) == SORTED_HAND and len(game.state.deck) == len(DECK)


def test_refill_with_more_than_six_cards_draws_nothing():
    game = turn_game(hands=HAND + ", 7 of Acorns, 8 of Acorns")
    play(game, "refill", "discard 7 of Acorns", "done")
    assert len(hand(game, 0)) == 7 and len(game.state.deck) == len(DECK)


def test_refill_discarding_the_whole_hand_draws_six_at_once():
    game = turn_game(hands="7 of Bells", deck=DECK + ["10 of Hearts", "King of Bells"])
    play(game, "refill", "discard 7 of Bells")             # nothing left to discard: "done" is automatic
    assert len(hand(game, 0)) == 6 and game.current == 1 and discard(game)[-1] == "7 of Bells"
    assert set(hand(game, 0)) == set(DECK) | {"10 of Hearts"}


def test_refill_discards_only_cards_in_hand():
    game = turn_game()
    play(game, "refill")
    assert_illegal(game, "discard 7 of Leaves", "not one of the choices")


def test_a_step_with_one_option_is_applied_automatically_and_none_means_no_effect():
    game = turn_game(hands="8 of Hearts")                # a 1-minion at the north end of a 3-line
    play(game, "play 8 of Hearts")
    assert decision(game) == "move"                      # 9 of Bells and (by wrap) Over of Acorns
    assert legal(game) == ["move 1-minion from Under of Acorns to 9 of Bells",
                           "move 1-minion from Under of Acorns to Over of Acorns"]
    game = position(territories=column(HOMES[0], "9 of Bells"), minions={HOMES[0]: [(0, 1)]},
                    hands={0: "8 of Hearts"})
    play(game, "play 8 of Hearts")                       # one destination: moved at once
    assert minions(game, "9 of Bells") == [(0, 1)] and game.current == 1


def test_no_turn_action_while_a_power_is_being_resolved():
    game = turn_game()
    play(game, "play 8 of Hearts")
    error = assert_illegal(game, "refill", "first finish the power being resolved", "move one of your minions")
    assert error.code == "step_pending"
    assert_illegal(game, "play 7 of Bells", "first finish")
    assert_illegal(game, "use Under of Acorns", "first finish")


def test_no_step_answer_without_a_power_being_resolved():
    game = turn_game()
    for action in ("done", "skip", "move 1-minion from Under of Acorns to 9 of Bells", "discard 7 of Bells",
                   "expel to 9 of Bells", "remove 9 of Bells"):
        error = assert_illegal(game, action, "no such choice to make now")
        assert error.code == "no_such_choice"


def test_only_cards_in_your_hand_can_be_played():
    game = turn_game()
    error = assert_illegal(game, "play 7 of Leaves", "7 of Leaves is not in the hand of player 0, who is to play.")
    assert error.code == "not_in_hand"
    assert_illegal(game, "play 9 of Bells", "not in the hand of player 0", "it is on the board")

"""The twelve face-card special powers (player reference), played from hand instead of the suit power."""

import pytest

from mandrapy.magyarcana import Magyarcana
from mandrapy.magyarcana.data import SPECIAL_POWERS
from magyarcana_helpers import (assert_illegal, cell_of, column, decision, dice, discard, hand, legal, minions,
                                on_board, play, position, seed_with_dice, supply)

HOMES = ("Under of Acorns", "Over of Acorns")
LINE = column(HOMES[0], "9 of Bells", "10 of Hearts", HOMES[1])       # (0,0) (0,1) (0,2) (0,3)


def game_with(placed, hands, territories=LINE, **kwargs):
    base = {HOMES[1]: [(1, 1)]} if HOMES[1] in territories.values() else {}
    for card, entries in placed.items():
        base[card] = base.get(card, []) + entries
    return position(territories=territories, minions=base, hands={0: hands}, **kwargs)


def test_every_face_card_has_a_special_power_and_knaves_share_theirs():
    assert len(SPECIAL_POWERS) == 12
    assert {face for _, face in SPECIAL_POWERS} == {"ace", "king", "knave"}


def test_number_cards_have_no_special_power():
    game = game_with({}, "9 of Hearts")
    error = assert_illegal(game, "play 9 of Hearts special", "only face cards")
    assert error.code == "no_special"


def test_a_face_card_may_be_played_for_its_suit_power_instead():
    game = game_with({"9 of Bells": [(0, 2)]}, "King of Hearts, 8 of Leaves")
    assert {"play King of Hearts", "play King of Hearts special"} <= set(legal(game))
    play(game, "play King of Hearts")
    assert decision(game) == "move"                            # the plain Hearts move: no turning
    assert "King of Hearts" == str(game.state.in_play)
    play(game, "move 2-minion from 9 of Bells to Over of Acorns")
    assert discard(game)[-1] == "King of Hearts"


# --- Acorns ---------------------------------------------------------------------------------------------
def test_ace_of_acorns_draws_four_cards():
    game = game_with({}, "Ace of Acorns, 7 of Bells",
                     deck=["7 of Hearts", "8 of Hearts", "9 of Hearts", "8 of Leaves", "9 of Leaves"])
    play(game, "play Ace of Acorns special")
    assert sorted(hand(game, 0)) == sorted(["7 of Bells", "7 of Hearts", "8 of Hearts", "9 of Hearts",
                                            "8 of Leaves"])
    assert [c.name for c in game.state.deck] == ["9 of Leaves"]
    assert discard(game)[-1] == "Ace of Acorns" and game.current == 1


def test_king_of_acorns_takes_two_cards_of_your_choice_from_the_discard_pile():
    game = game_with({}, "King of Acorns", discard=["7 of Hearts", "Ace of Bells", "9 of Leaves"])
    play(game, "play King of Acorns special")
    assert decision(game) == "take_discard"
    assert legal(game) == ["take Ace of Bells from discard", "take 7 of Hearts from discard",
                           "take 9 of Leaves from discard"]
    play(game, "take Ace of Bells from discard")
    assert_illegal(game, "take Ace of Bells from discard", "not one of the choices")
    play(game, "take 9 of Leaves from discard")
    assert sorted(hand(game, 0)) == ["9 of Leaves", "Ace of Bells"]
    assert discard(game) == ["7 of Hearts", "King of Acorns"]
    assert game.current == 1


def test_king_of_acorns_with_one_card_in_the_discard_pile_takes_it():
    game = game_with({}, "King of Acorns", discard=["7 of Hearts"])
    play(game, "play King of Acorns special")
    assert hand(game, 0) == ["7 of Hearts"] and discard(game) == ["King of Acorns"]
    assert game.current == 1


def test_knave_of_acorns_performs_the_acorns_power_twice():
    # The Over of Acorns is back in player 0's hand (its home was replaced earlier).
    territories = column(HOMES[0], "9 of Bells", "10 of Hearts", "Under of Hearts")
    game = game_with({HOMES[0]: [(0, 1)], "Under of Hearts": [(1, 1)]}, "Over of Acorns, 7 of Bells, 8 of Bells",
                     territories=territories)
    play(game, "play Over of Acorns special")
    assert decision(game) == "add_territory"
    play(game, "add 7 of Bells at 1,0", "place minion on 7 of Bells")
    assert decision(game) == "add_territory"
    play(game, "add 8 of Bells at 1,1", "place minion on 8 of Bells")
    assert minions(game, "7 of Bells") == [(0, 1)] and minions(game, "8 of Bells") == [(0, 1)]
    assert supply(game, 0)[1] == 2 and game.current == 1
    assert discard(game)[-1] == "Over of Acorns"


def test_knave_of_acorns_may_add_itself_as_a_territory():
    territories = column(HOMES[1], "9 of Bells")
    game = game_with({"9 of Bells": [(0, 1)]}, "Under of Acorns", territories=territories)
    play(game, "play Under of Acorns special", "add Under of Acorns at 0,-1")
    assert cell_of(game, "Under of Acorns") == (0, -1)
    play(game, "place minion on Under of Acorns")
    assert decision(game) == "place_minion"                   # second Acorns: nothing left to add
    play(game, "place minion on Under of Acorns")
    assert minions(game, "Under of Acorns") == [(0, 1), (0, 1)]
    assert "Under of Acorns" not in discard(game)


# --- Bells ----------------------------------------------------------------------------------------------
def test_ace_of_bells_moves_then_expels():
    make = lambda seed: game_with({"9 of Bells": [(0, 2)], "10 of Hearts": [(1, 1)]}, "Ace of Bells",
                                  seed=seed)
    game = make(seed_with_dice(make, lambda a, d: a + 2 > d + 1))
    play(game, "play Ace of Bells special")
    assert decision(game) == "move"
    a, d = dice(game)
    play(game, "move 2-minion from 9 of Bells to 10 of Hearts")
    assert game.state.last_roll.dice == (a, d, 2 + a, 1 + d)         # the only expel, chosen at once
    assert decision(game) == "expel_to"
    play(game, "expel to Over of Acorns")
    assert minions(game, "Over of Acorns") == [(1, 1), (1, 1)] and minions(game, "10 of Hearts") == [(0, 2)]


def test_king_of_bells_adds_two_to_your_roll():
    make = lambda seed: game_with({"9 of Bells": [(0, 2), (1, 2)]}, "King of Bells", seed=seed)  # noqa: E731
    seed = seed_with_dice(make, lambda a, d: a == d)              # a tie without the bonus
    game = make(seed)
    a, d = dice(game)
    play(game, "play King of Bells special")
    assert game.state.last_roll.dice == (a, d, 2 + a + 2, 2 + d)
    assert decision(game) == "expel_to"                           # the +2 wins it
    # The plain Bells power of the same King, with the same dice, fails.
    plain = make(seed)
    play(plain, "play King of Bells")
    assert plain.state.last_roll.dice == (a, d, 2 + a, 2 + d) and plain.current == 1


def test_knave_of_bells_expels_twice():
    # 3+3+1 = 7 pips against 1: the attacker always wins (7 + 1 > 1 + 6).
    game = game_with({"9 of Bells": [(0, 3), (0, 3), (0, 1), (1, 1)], "10 of Hearts": [(0, 3), (0, 3), (1, 1)]},
                     "Under of Bells")
    play(game, "play Under of Bells special")
    assert legal(game) == ["expel 1-minion from 9 of Bells", "expel 1-minion from 10 of Hearts"]
    play(game, "expel 1-minion from 9 of Bells")
    assert legal(game) == ["expel to Under of Acorns", "expel to 10 of Hearts"]
    play(game, "expel to Under of Acorns")
    assert decision(game) == "expel_to"                           # the second expel: only one target left
    play(game, "expel to Over of Acorns")
    assert minions(game, "Over of Acorns") == [(1, 1), (1, 1)]
    assert minions(game, HOMES[0]) == [(1, 1)]
    assert sum("tries to expel" in e for e in game.log) == 2 and game.current == 1


# --- Hearts ---------------------------------------------------------------------------------------------
def test_ace_of_hearts_moves_any_minion_to_any_other_territory_with_room():
    game = game_with({HOMES[0]: [(0, 1)], "9 of Bells": [(1, 3), (1, 3), (1, 3)], "10 of Hearts": [(1, 2)]},
                     "Ace of Hearts")
    play(game, "play Ace of Hearts special")
    assert decision(game) == "move_any"
    options = legal(game)
    assert "move player 1's 2-minion from 10 of Hearts to Under of Acorns" in options      # two steps away
    assert "move player 0's 1-minion from Under of Acorns to Over of Acorns" in options
    assert not any(a.endswith("to 9 of Bells") for a in options)                     # full
    assert not any("from 10 of Hearts to 10 of Hearts" in a for a in options)        # "other" territory
    assert_illegal(game, "move player 1's 2-minion from 10 of Hearts to 9 of Bells", "not one of the choices")
    play(game, "move player 1's 2-minion from 10 of Hearts to Under of Acorns")
    assert minions(game, HOMES[0]) == [(0, 1), (1, 2)] and minions(game, "10 of Hearts") == []


def test_king_of_hearts_moves_your_minion_and_may_turn_at_each_step():
    territories = {**LINE, (1, 2): "7 of Leaves"}                   # 7 of Leaves east of 10 of Hearts
    game = game_with({"9 of Bells": [(0, 2)]}, "King of Hearts", territories=territories)
    play(game, "play King of Hearts special")
    assert decision(game) == "move_turning"
    assert "move 2-minion from 9 of Bells to 7 of Leaves" in legal(game)      # south, then east
    assert not any(a.endswith("to 9 of Bells") for a in legal(game))
    play(game, "move 2-minion from 9 of Bells to 7 of Leaves")
    assert minions(game, "7 of Leaves") == [(0, 2)]


def test_king_of_hearts_still_respects_distance_and_capacity():
    territories = {**LINE, (1, 2): "7 of Leaves"}
    game = game_with({"9 of Bells": [(0, 1)], "10 of Hearts": [(0, 1)], "7 of Leaves": [(1, 3), (1, 3), (1, 1)]},
                     "King of Hearts", territories=territories)
    play(game, "play King of Hearts special")
    assert_illegal(game, "move 1-minion from 9 of Bells to 7 of Leaves", "no room")
    assert_illegal(game, "move 1-minion from 9 of Bells to Over of Acorns", "cannot reach")


def test_knave_of_hearts_moves_twice():
    game = game_with({"9 of Bells": [(0, 1)]}, "Over of Hearts")
    play(game, "play Over of Hearts special", "move 1-minion from 9 of Bells to 10 of Hearts")
    assert decision(game) == "move" and game.current == 0
    play(game, "move 1-minion from 10 of Hearts to Over of Acorns")
    assert minions(game, "Over of Acorns") == [(0, 1), (1, 1)] and game.current == 1


# --- Leaves ---------------------------------------------------------------------------------------------
def test_ace_of_leaves_puts_a_discarded_card_on_the_board_and_may_add_a_one_minion():
    game = game_with({HOMES[0]: [(0, 1)]}, "Ace of Leaves", discard=["8 of Acorns", "King of Bells"])
    play(game, "play Ace of Leaves special")
    assert decision(game) == "place_from_discard"
    assert "place King of Bells from discard at 1,1" in legal(game)
    assert_illegal(game, "place King of Bells from discard at 0,1", "empty cell next to the board")
    assert_illegal(game, "place King of Bells from discard at 3,3", "not one of the choices")
    play(game, "place King of Bells from discard at 1,1")
    assert cell_of(game, "King of Bells") == (1, 1) and discard(game) == ["8 of Acorns"]
    assert legal(game) == ["place minion on King of Bells", "skip"]
    play(game, "place minion on King of Bells")
    assert minions(game, "King of Bells") == [(0, 1)] and game.current == 1
    assert discard(game) == ["8 of Acorns", "Ace of Leaves"]


def test_ace_of_leaves_minion_is_optional():
    game = game_with({HOMES[0]: [(0, 1)]}, "Ace of Leaves", discard=["8 of Acorns"])
    play(game, "play Ace of Leaves special", "place 8 of Acorns from discard at -1,0", "skip")
    assert minions(game, "8 of Acorns") == [] and game.current == 1


def test_ace_of_leaves_with_an_empty_discard_pile_has_no_effect():
    game = game_with({HOMES[0]: [(0, 1)]}, "Ace of Leaves")
    assert discard(game) == []
    play(game, "play Ace of Leaves special")
    assert game.current == 1 and len(on_board(game)) == 4 and discard(game) == ["Ace of Leaves"]


def test_king_of_leaves_removes_a_territory_and_returns_its_minions_to_their_owners():
    game = game_with({HOMES[0]: [(0, 1)], "10 of Hearts": [(0, 3), (1, 2)]}, "King of Leaves")
    play(game, "play King of Leaves special")
    assert decision(game) == "remove_territory"
    assert len(legal(game)) == 4                        # any territory, controlled or not
    play(game, "remove 10 of Hearts")
    assert cell_of(game, "10 of Hearts") is None
    assert supply(game, 0) == {1: 4, 2: 5, 3: 5} and supply(game, 1) == {1: 4, 2: 5, 3: 5}
    assert discard(game) == ["10 of Hearts", "King of Leaves"]


def test_knave_of_leaves_performs_the_leaves_power_twice():
    game = game_with({"9 of Bells": [(0, 1)], HOMES[0]: [(0, 1)]}, "Under of Leaves, 10 of Bells")
    play(game, "play Under of Leaves special", "grow 1-minion on 9 of Bells")
    assert decision(game) == "grow_or_replace"
    play(game, "replace 9 of Bells with 10 of Bells")
    assert minions(game, "10 of Bells") == [(0, 2)] and "9 of Bells" in discard(game)
    assert game.current == 1


def test_knave_of_leaves_may_replace_a_face_territory_with_itself():
    game = game_with({HOMES[0]: [(0, 3)]}, "Over of Leaves")
    play(game, "play Over of Leaves special")
    assert "replace Over of Acorns with Over of Leaves" in legal(game)
    play(game, "replace Over of Acorns with Over of Leaves")
    assert minions(game, "Over of Leaves") == [(1, 1)] and "Over of Leaves" not in discard(game)
    assert "Over of Acorns" in discard(game)


@pytest.mark.parametrize("card, first", [
    ("Ace of Acorns", None), ("King of Acorns", "take_discard"), ("Under of Acorns", "add_territory"),
    ("Ace of Bells", "move"), ("King of Bells", "expel_plus_2"), ("Over of Bells", "expel"),
    ("Ace of Hearts", "move_any"), ("King of Hearts", "move_turning"), ("Under of Hearts", "move"),
    ("Ace of Leaves", "place_from_discard"), ("King of Leaves", "remove_territory"),
    ("Over of Leaves", "grow_or_replace"),
])
def test_each_special_power_starts_with_its_first_step(card, first):
    territories = column("Over of Acorns", "9 of Bells", "10 of Hearts", "8 of Leaves")
    placed = {"9 of Bells": [(0, 1), (1, 1)], "10 of Hearts": [(0, 1), (1, 1)], "Over of Acorns": [(1, 1)],
              "8 of Leaves": [(0, 1)]}
    discard_pile = [] if card == "Ace of Acorns" else ["7 of Acorns", "7 of Hearts"]
    game = Magyarcana.from_position(seed=3, territories=territories, minions=placed,
                                    hands={0: f"{card}, 7 of Leaves, 9 of Leaves"}, discard=discard_pile,
                                    current=0)
    game.play(f"play {card} special")
    assert decision(game) == first
    if first is None:                                  # drawing needs no choice: the turn is over
        assert len(hand(game, 0)) == 2 + 4 and game.current == 1 and discard(game) == [card]
    else:
        assert str(game.state.in_play) == card and game.current == 0

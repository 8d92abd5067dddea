"""Leaves suit power: grow one of your minions one size, or replace a territory with a higher card."""

from magyarcana_helpers import (assert_illegal, cell_of, column, decision, discard, hand, legal, minions,
                                on_board, play, position, supply)

HOMES = ("Under of Acorns", "Over of Acorns")
LINE = column(HOMES[0], "8 of Bells", "King of Hearts", HOMES[1])     # (0,0) (0,1) (0,2) (0,3)


def leaves(placed, hands="7 of Leaves", territories=LINE):
    base = {HOMES[1]: [(1, 1)]}
    for card, entries in placed.items():
        base[card] = base.get(card, []) + entries
    return position(territories=territories, minions=base, hands={0: hands})


def grows(game) -> list:
    return [a for a in legal(game) if a.startswith("grow")]


def replaces(game) -> list:
    return [a for a in legal(game) if a.startswith("replace")]


# --- grow ---------------------------------------------------------------------------------------------
def test_leaves_grows_a_minion_one_size_by_swapping_it_with_the_supply():
    game = leaves({"8 of Bells": [(0, 1), (0, 2)]})
    play(game, "play 7 of Leaves")
    assert decision(game) == "grow_or_replace"
    assert grows(game) == ["grow 1-minion on 8 of Bells", "grow 2-minion on 8 of Bells"]
    play(game, "grow 2-minion on 8 of Bells")
    assert minions(game, "8 of Bells") == [(0, 1), (0, 3)]
    assert supply(game, 0) == {1: 4, 2: 5, 3: 4}
    assert game.current == 1 and discard(game) [-1:] == ["7 of Leaves"]


def test_leaves_grow_must_fit_the_capacity_of_a_number_territory():
    game = leaves({"8 of Bells": [(0, 3), (0, 2), (1, 3)], HOMES[0]: [(0, 1)], "King of Hearts": [(0, 1)]})
    play(game, "play 7 of Leaves")                                       # 8 of Bells: 8 of 8 pips
    assert grows(game) == ["grow 1-minion on Under of Acorns", "grow 1-minion on King of Hearts"]
    error = assert_illegal(game, "grow 2-minion on 8 of Bells", "8 of Bells has no room", "capacity 8")
    assert error.code == "no_room"


def test_leaves_grow_on_a_face_territory_only_counts_minions():
    game = leaves({"King of Hearts": [(0, 2), (1, 3), (1, 3)], HOMES[0]: [(0, 1)]})   # 3 minions, 8 pips
    play(game, "play 7 of Leaves")
    assert grows(game) == ["grow 1-minion on Under of Acorns", "grow 2-minion on King of Hearts"]
    play(game, "grow 2-minion on King of Hearts")
    assert minions(game, "King of Hearts") == [(0, 3), (1, 3), (1, 3)]


def test_leaves_a_three_minion_is_the_largest_and_cannot_grow():
    game = leaves({"King of Hearts": [(0, 3)]}, hands="7 of Leaves, 9 of Leaves, 10 of Leaves")
    play(game, "play 7 of Leaves")
    assert grows(game) == []
    error = assert_illegal(game, "grow 3-minion on King of Hearts", "one size at a time", "up to 3 pips")
    assert error.code == "grow_largest"


def test_leaves_grow_needs_the_next_size_in_the_supply():
    # All five 2-minions of player 0 are on the board: its 1-minions cannot grow, its 2-minions can.
    game = leaves({HOMES[0]: [(0, 1), (0, 2)], "8 of Bells": [(0, 2), (0, 2)], "King of Hearts": [(0, 2)],
                   HOMES[1]: [(0, 2)]})
    assert supply(game, 0)[2] == 0
    play(game, "play 7 of Leaves")
    assert "grow 1-minion on Under of Acorns" not in grows(game)
    assert "grow 2-minion on Under of Acorns" in grows(game)
    error = assert_illegal(game, "grow 1-minion on Under of Acorns", "from your supply", "no 2-minion left")
    assert error.code == "grow_supply"


def test_leaves_grows_only_your_own_minions():
    game = leaves({"8 of Bells": [(0, 1), (1, 1)], HOMES[0]: [(0, 2)]})
    play(game, "play 7 of Leaves")
    assert grows(game) == ["grow 2-minion on Under of Acorns", "grow 1-minion on 8 of Bells"]
    assert_illegal(game, "grow 1-minion on Over of Acorns", "you have no 1-minion on Over of Acorns")
    play(game, "grow 1-minion on 8 of Bells")
    assert minions(game, "8 of Bells") == [(0, 2), (1, 1)]


# --- replace ------------------------------------------------------------------------------------------
def test_leaves_replaces_a_territory_with_a_higher_number_minions_stay_and_the_old_card_is_discarded():
    game = leaves({"8 of Bells": [(0, 3), (1, 2)], HOMES[0]: [(0, 1)]}, hands="7 of Leaves, 10 of Hearts")
    play(game, "play 7 of Leaves")
    play(game, "replace 8 of Bells with 10 of Hearts")
    assert cell_of(game, "10 of Hearts") == (0, 1) and cell_of(game, "8 of Bells") is None
    assert minions(game, "10 of Hearts") == [(0, 3), (1, 2)]
    assert discard(game) [-2:] == ["8 of Bells", "7 of Leaves"]
    assert hand(game, 0) == []


def test_leaves_replacement_must_be_a_higher_number():
    game = leaves({"8 of Bells": [(0, 1)]}, hands="7 of Leaves, 8 of Acorns, 7 of Hearts, 9 of Acorns")
    play(game, "play 7 of Leaves")
    assert replaces(game) == ["replace 8 of Bells with 9 of Acorns"]
    error = assert_illegal(game, "replace 8 of Bells with 8 of Acorns", "higher number card")
    assert error.code == "not_higher"
    assert_illegal(game, "replace 8 of Bells with 7 of Hearts", "higher number")


def test_leaves_any_face_card_replaces_any_face_card():
    game = leaves({"King of Hearts": [(0, 1), (1, 1)]}, hands="7 of Leaves, Under of Bells")
    play(game, "play 7 of Leaves")
    assert set(replaces(game)) == {"replace King of Hearts with Under of Bells",
                                   "replace Under of Acorns with Under of Bells",
                                   "replace Over of Acorns with Under of Bells"}
    play(game, "replace King of Hearts with Under of Bells")
    assert minions(game, "Under of Bells") == [(0, 1), (1, 1)] and "King of Hearts" in discard(game)


def test_leaves_number_and_face_cards_never_replace_each_other():
    game = leaves({"8 of Bells": [(0, 1)]}, hands="7 of Leaves, Ace of Bells, 10 of Hearts")
    play(game, "play 7 of Leaves")
    assert_illegal(game, "replace 8 of Bells with Ace of Bells", "face card with a face card")
    assert_illegal(game, "replace King of Hearts with 10 of Hearts", "face card with a face card")
    assert "replace King of Hearts with Ace of Bells" in replaces(game)
    assert "replace 8 of Bells with 10 of Hearts" in replaces(game)


def test_leaves_may_replace_any_territory_even_one_you_do_not_occupy():
    game = leaves({"King of Hearts": [(1, 3)]}, hands="7 of Leaves, Ace of Leaves")
    play(game, "play 7 of Leaves")
    play(game, "replace Over of Acorns with Ace of Leaves")
    assert cell_of(game, "Ace of Leaves") == (0, 3) and minions(game, "Ace of Leaves") == [(1, 1)]


def test_leaves_played_card_may_itself_be_the_replacement():
    # Ruling PLAYED_CARD_CAN_BE_PLACED: the 10 of Leaves in play replaces the 8 of Bells; it is not discarded.
    game = leaves({"8 of Bells": [(0, 1)]}, hands="10 of Leaves")
    play(game, "play 10 of Leaves")
    assert "replace 8 of Bells with 10 of Leaves" in replaces(game)
    play(game, "replace 8 of Bells with 10 of Leaves")
    assert cell_of(game, "10 of Leaves") == (0, 1)
    assert discard(game)[-1] == "8 of Bells" and "10 of Leaves" not in discard(game)
    assert game.state.in_play is None and game.current == 1


def test_leaves_replacement_comes_from_your_hand():
    game = leaves({"8 of Bells": [(0, 1)], HOMES[0]: [(0, 1)]}, hands="7 of Leaves")
    play(game, "play 7 of Leaves")
    assert_illegal(game, "replace 8 of Bells with 10 of Hearts", "10 of Hearts is not in the hand of player")


def test_leaves_replace_a_card_not_on_the_board_is_refused():
    game = leaves({"8 of Bells": [(0, 1)]}, hands="7 of Leaves, 10 of Hearts")
    play(game, "play 7 of Leaves")
    assert_illegal(game, "replace 9 of Bells with 10 of Hearts", "9 of Bells is not a territory on the board")


def test_leaves_with_a_single_choice_applies_it_at_once():
    game = leaves({"King of Hearts": [(0, 1)]}, hands="7 of Leaves")
    play(game, "play 7 of Leaves")
    assert minions(game, "King of Hearts") == [(0, 2)] and game.current == 1


def test_leaves_with_nothing_to_grow_or_replace_has_no_effect():
    game = leaves({"King of Hearts": [(0, 3)]}, hands="7 of Leaves")
    play(game, "play 7 of Leaves")
    assert game.current == 1 and on_board(game) == set(LINE.values())

"""Rulebook "Disconnected territories": a cut-off unoccupied territory is removed; an occupied one stays."""

import pytest

from mandrapy import InvalidRecord
from mandrapy.magyarcana.geometry import groups
from magyarcana_helpers import (assert_illegal, column, discard, legal, minions, on_board, play,
                                position, supply)

HOMES = ("Under of Acorns", "Over of Acorns")
# (0,0) Under  (0,1) 9 of Bells - (1,1) 7 of Leaves - (2,1) 8 of Leaves
# (0,2) 10 of Hearts
# (0,3) Over
BRANCHED = {**column(HOMES[0], "9 of Bells", "10 of Hearts", HOMES[1]), (1, 1): "7 of Leaves", (2, 1): "8 of Leaves"}


def branched(placed, hands="King of Leaves", **kwargs):
    base = {HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]}
    for card, entries in placed.items():
        base[card] = base.get(card, []) + entries
    return position(territories=BRANCHED, minions=base, hands={0: hands, 1: "10 of Acorns"}, **kwargs)


def test_removing_a_territory_removes_the_unoccupied_groups_it_cuts_off():
    game = branched({})
    play(game, "play King of Leaves special", "remove 9 of Bells")
    # Left: Under (occupied, alone), 10 of Hearts + Over (occupied); the Leaves branch is empty: removed.
    assert on_board(game) == {HOMES[0], "10 of Hearts", HOMES[1]}
    assert discard(game)[-4:] == ["9 of Bells", "7 of Leaves", "8 of Leaves", "King of Leaves"]
    assert len(groups(game.state.territories)) == 2


def test_an_occupied_cut_off_group_stays_on_the_board():
    game = branched({"8 of Leaves": [(1, 2)]})
    play(game, "play King of Leaves special", "remove 9 of Bells")
    assert on_board(game) == {HOMES[0], "10 of Hearts", HOMES[1], "7 of Leaves", "8 of Leaves"}
    assert len(groups(game.state.territories)) == 3


def test_a_cut_off_group_can_be_reconnected_later():
    game = branched({}, hands="King of Leaves, 7 of Acorns, 8 of Bells, 7 of Hearts")
    play(game, "play King of Leaves special", "remove 9 of Bells")
    play(game, "refill", "done")                                  # player 1's turn
    assert (0, 1) not in game.state.territories and len(groups(game.state.territories)) == 2
    play(game, "play 7 of Acorns")
    assert "add 8 of Bells at 0,1" in legal(game)                 # the empty cell between the two groups
    play(game, "add 8 of Bells at 0,1", "place minion on 8 of Bells")
    assert len(groups(game.state.territories)) == 1
    play(game, "refill", "done")
    # Reconnected: the home's minion may now move south onto the 8 of Bells, or (by wrap) north to the Over.
    play(game, "play 7 of Hearts")
    assert {a for a in legal(game) if "from Under of Acorns" in a} == {
        "move 1-minion from Under of Acorns to 8 of Bells", "move 1-minion from Under of Acorns to Over of Acorns"}


def test_moving_the_last_minion_out_of_a_cut_off_group_removes_that_group():
    game = branched({}, hands="King of Leaves, Ace of Hearts")
    play(game, "play King of Leaves special", "remove 9 of Bells", "refill", "done")
    assert on_board(game) == {HOMES[0], "10 of Hearts", HOMES[1]}
    play(game, "play Ace of Hearts special", "move player 0's 1-minion from Under of Acorns to 10 of Hearts")
    assert on_board(game) == {"10 of Hearts", HOMES[1]}
    assert discard(game)[-2:] == [HOMES[0], "Ace of Hearts"]


def test_a_minion_leaving_a_connected_territory_leaves_it_on_the_board():
    game = branched({"8 of Leaves": [(0, 1)]}, hands="8 of Hearts")
    play(game, "play 8 of Hearts", "move 1-minion from 8 of Leaves to 7 of Leaves")
    assert on_board(game) == set(BRANCHED.values())


def test_a_move_within_a_cut_off_group_keeps_it():
    game = branched({"8 of Leaves": [(0, 1)]}, hands="King of Leaves, 7 of Hearts")
    play(game, "play King of Leaves special", "remove 9 of Bells", "refill", "done")
    # Cut off (the 7 and 8 of Leaves), the minion can only move inside its own group; the group stays.
    # The lone Under of Acorns offers no move: the 8 of Leaves -> 7 of Leaves move is the only one, made at once.
    play(game, "play 7 of Hearts")
    assert minions(game, "7 of Leaves") == [(0, 1)] and minions(game, "8 of Leaves") == []
    assert {"7 of Leaves", "8 of Leaves"} <= on_board(game) and game.current == 1


def test_removing_the_territory_with_a_groups_last_minions_removes_the_group():
    game = branched({"7 of Leaves": [(0, 1)]}, hands="King of Leaves")
    play(game, "play King of Leaves special", "remove 7 of Leaves")
    assert "8 of Leaves" not in on_board(game) and "9 of Bells" in on_board(game)
    assert supply(game, 0)[1] == 4


def test_a_hand_made_position_with_an_unoccupied_cut_off_group_is_refused_with_the_rule():
    with pytest.raises(InvalidRecord, match="Disconnected territories") as refused:
        position(territories={"0,0": HOMES[0], "0,1": "9 of Bells", "3,3": "King of Hearts", "5,5": "7 of Bells"},
                 minions={HOMES[0]: [(0, 1)], "King of Hearts": [(1, 1)]})
    assert "7 of Bells" in str(refused.value) and "9 of Bells" not in str(refused.value)


def test_every_unoccupied_group_is_removed_even_when_no_minion_is_left_anywhere():
    # Both players' only minions stand on the 9 of Bells; removing it leaves two groups with no minion:
    # both are removed (shared ruling: every group holding no minion is removed), so the board is empty.
    game = position(territories=column(HOMES[0], "9 of Bells", HOMES[1], top=2),
                    minions={"9 of Bells": [(0, 1), (1, 1)]}, hands={0: "King of Leaves", 1: "7 of Acorns"})
    play(game, "play King of Leaves special", "remove 9 of Bells")
    assert on_board(game) == set() and supply(game, 0) == supply(game, 1) == {1: 5, 2: 5, 3: 5}
    assert {HOMES[0], "9 of Bells", HOMES[1]} <= set(discard(game))
    play(game, "play 7 of Acorns", "add 7 of Acorns at 0,0")       # ruling EMPTY_BOARD_CELL; minion placed at once
    assert on_board(game) == {"7 of Acorns"} and minions(game, "7 of Acorns") == [(1, 1)]


def test_an_empty_board_takes_its_next_territory_on_cell_0_0():
    game = position(territories=column(HOMES[0], top=3), minions={HOMES[0]: [(0, 1), (1, 1)]},
                    hands={0: "King of Leaves", 1: "7 of Acorns"})
    play(game, "play King of Leaves special")                       # the only territory: removed at once
    assert game.state.territories == {}
    play(game, "play 7 of Acorns")
    assert legal(game) == ["add 7 of Acorns at 0,0", "skip"]        # ruling EMPTY_BOARD_CELL
    play(game, "add 7 of Acorns at 0,0")                             # the only room: placed at once
    assert minions(game, "7 of Acorns") == [(1, 1)]


def test_a_removed_territory_is_gone_for_the_powers():
    game = branched({}, hands="King of Leaves, 8 of Hearts")
    play(game, "play King of Leaves special", "remove 9 of Bells", "refill", "done")
    assert_illegal(game, "use 9 of Bells", "9 of Bells is not a territory on the board")


def test_removed_groups_reach_the_discard_pile_in_board_order_whatever_the_setup_order():
    # Regression: the groups were removed in set-iteration order, so a record replayed from its (sorted)
    # position could build a different discard pile than the game it recorded.
    from mandrapy.magyarcana import MagyarcanaState

    piles = []
    # A cross: removing the centre leaves two empty arms (north, east) and an occupied one (south).
    cards = {"0,-2": "Ace of Bells", "0,-1": "8 of Acorns", "0,0": "9 of Hearts", "1,0": "7 of Acorns",
             "0,1": "7 of Hearts"}
    for order in (["0,-1", "0,-2", "1,0", "0,0", "0,1"], ["1,0", "0,1", "0,0", "0,-2", "0,-1"], sorted(cards)):
        game = position(territories={cell: cards[cell] for cell in order}, hands={0: "King of Leaves"},
                        minions={"9 of Hearts": [(1, 1)], "7 of Hearts": [(0, 1)]})
        play(game, "play King of Leaves special", "remove 9 of Hearts")
        assert on_board(game) == {"7 of Hearts"}
        piles.append(discard(game))
        assert MagyarcanaState.from_record(game.record()).to_dict() == game.state.to_dict()
    assert piles[0] == piles[1] == piles[2] == ["9 of Hearts", "Ace of Bells", "8 of Acorns", "7 of Acorns",
                                                "King of Leaves"]

"""Rulebook "Territorial limits" and "Occupying vs controlling a territory" (ties: both control)."""

import pytest

from mandrapy import InvalidRecord
from mandrapy.magyarcana import Magyarcana
from magyarcana_helpers import C, assert_illegal, column, legal, minions, play, position

HOMES = ("Under of Acorns", "Over of Acorns")


def acorns_position(territory: str, on_it, **kwargs):
    """Player 0 plays 7 of Acorns (skip adding) and must place a 1-minion; ``territory`` holds ``on_it``."""
    return position(territories=column(HOMES[0], territory, HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], territory: on_it, HOMES[1]: [(1, 1)]},
                    hands={0: "7 of Acorns"}, **kwargs)


# --- capacity -----------------------------------------------------------------------------------------
def test_number_territory_holds_as_many_pips_as_its_number():
    game = acorns_position("7 of Bells", [(0, 3), (1, 3)])                    # 6 of 7 pips: room for 1
    play(game, "play 7 of Acorns", "skip")
    assert "place minion on 7 of Bells" in legal(game)
    play(game, "place minion on 7 of Bells")
    assert minions(game, "7 of Bells") == [(0, 1), (0, 3), (1, 3)]


def test_number_territory_at_capacity_takes_no_more_pips():
    game = acorns_position("7 of Bells", [(0, 2), (0, 2), (1, 2), (1, 1)])   # 7 of 7 pips, 4 minions
    play(game, "play 7 of Acorns", "skip")
    assert "place minion on 7 of Bells" not in legal(game)
    assert_illegal(game, "place minion on 7 of Bells", "no room", "capacity 7")


def test_number_capacity_counts_pips_not_minions():
    # The rulebook's example: a 7 holds two 3-minions and a 1-minion, or three 2-minions and a 1-minion.
    for on_it in ([(0, 3), (1, 3), (0, 1)], [(0, 2), (1, 2), (0, 2), (1, 1)]):
        Magyarcana.from_position(territories={"0,0": "7 of Hearts"}, minions={"7 of Hearts": on_it})
    with pytest.raises(InvalidRecord, match="no room"):
        Magyarcana.from_position(territories={"0,0": "7 of Hearts"},
                                 minions={"7 of Hearts": [(0, 3), (1, 3), (0, 2)]})


def test_face_territory_holds_three_minions_whatever_their_pips():
    game = position(territories=column(HOMES[0], "King of Bells", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], "King of Bells": [(0, 3), (1, 3)], HOMES[1]: [(1, 1)]},
                    hands={0: "7 of Acorns"})
    assert game.view(None).territory(C("King of Bells")).load == 2                 # 2 minions (6 pips)
    play(game, "play 7 of Acorns", "skip", "place minion on King of Bells")
    assert minions(game, "King of Bells") == [(0, 1), (0, 3), (1, 3)]
    view = game.view(None).territory(C("King of Bells"))
    assert (view.load, view.capacity) == (3, 3)
    with pytest.raises(InvalidRecord, match="no room"):
        Magyarcana.from_position(territories={"0,0": "Ace of Bells"},
                                 minions={"Ace of Bells": [(0, 1), (0, 1), (1, 1), (1, 1)]})


def test_a_full_face_territory_takes_no_fourth_minion():
    game = acorns_position("Ace of Bells", [(0, 1), (1, 1), (1, 1)])           # 3 minions, only 3 pips
    play(game, "play 7 of Acorns", "skip")
    assert_illegal(game, "place minion on Ace of Bells", "no room", "capacity 3")
    assert legal(game) == ["place minion on Under of Acorns", "place minion on Over of Acorns"]


# --- control -----------------------------------------------------------------------------------------
def test_more_pips_controls_even_with_fewer_minions():
    game = position(territories=column(HOMES[0], "10 of Hearts", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], "10 of Hearts": [(0, 3), (1, 1), (1, 1)], HOMES[1]: [(1, 1)]})
    assert game.view(None).territory(C("10 of Hearts")).controllers == (0,)
    assert game.state.controls(0, game.state.cells[C("10 of Hearts")])
    assert not game.state.controls(1, game.state.cells[C("10 of Hearts")])


def test_tie_in_pips_means_both_players_control():
    game = position(territories=column(HOMES[0], "10 of Hearts", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], "10 of Hearts": [(0, 2), (1, 1), (1, 1)], HOMES[1]: [(1, 1)]})
    assert game.view(None).territory(C("10 of Hearts")).controllers == (0, 1)
    assert "use 10 of Hearts" in legal(game)
    play(game, "refill")                      # an empty hand: nothing to discard, draw 6 at once
    assert game.current == 1 and "use 10 of Hearts" in legal(game)


def test_without_a_minion_there_is_no_control_even_at_zero_against_zero():
    game = position(territories=column(HOMES[0], "10 of Hearts", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]})
    assert game.view(None).territory(C("10 of Hearts")).controllers == ()
    assert_illegal(game, "use 10 of Hearts", "you must control it", "you have 0, they have 0")


def test_using_a_territory_requires_control():
    game = position(territories=column(HOMES[0], "10 of Hearts", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], "10 of Hearts": [(0, 1), (1, 2)], HOMES[1]: [(1, 1)]})
    error = assert_illegal(game, "use 10 of Hearts", "you must control it", "you have 1, they have 2")
    assert error.code == "not_controlled"
    assert_illegal(game, "use Over of Acorns", "control")
    assert [a for a in legal(game) if a.startswith("use")] == ["use Under of Acorns"]


def test_using_a_card_not_on_the_board_is_refused():
    game = position(territories=column(*HOMES), minions={HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]})
    error = assert_illegal(game, "use 9 of Bells", "9 of Bells is not a territory on the board")
    assert error.code == "not_on_board"

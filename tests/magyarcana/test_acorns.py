"""Acorns suit power: you may add a territory from your hand, then you must place a 1-minion."""

from magyarcana_helpers import (assert_illegal, cell_of, column, decision, discard, hand, legal, minions,
                                on_board, play, position, supply)

HOMES = ("Under of Acorns", "Over of Acorns")
LINE = column(HOMES[0], "9 of Hearts", HOMES[1])          # (0,0) (0,1) (0,2)


def acorns(hands="7 of Acorns, 8 of Bells", on_home=((0, 1),), **kwargs):
    kwargs.setdefault("minions", {HOMES[0]: list(on_home), HOMES[1]: [(1, 1)]})
    return position(territories=kwargs.pop("territories", LINE), hands={0: hands}, **kwargs)


def test_acorns_may_add_a_territory_then_must_place_a_one_minion():
    game = acorns()
    play(game, "play 7 of Acorns")
    assert decision(game) == "add_territory"
    assert "skip" in legal(game)
    play(game, "add 8 of Bells at 1,1")
    assert cell_of(game, "8 of Bells") == (1, 1) and hand(game, 0) == []
    assert decision(game) == "place_minion"
    assert "skip" not in legal(game)
    play(game, "place minion on 8 of Bells")
    assert minions(game, "8 of Bells") == [(0, 1)]
    assert supply(game, 0)[1] == 3
    assert game.current == 1 and discard(game)[-1] == "7 of Acorns"


def test_acorns_adding_a_territory_is_optional():
    game = acorns()
    play(game, "play 7 of Acorns", "skip")
    assert on_board(game) == {"Under of Acorns", "9 of Hearts", "Over of Acorns"}
    assert decision(game) == "place_minion"
    play(game, "place minion on 9 of Hearts")
    assert minions(game, "9 of Hearts") == [(0, 1)] and hand(game, 0) == ["8 of Bells"]


def test_acorns_from_a_controlled_territory_may_add_any_card_of_the_hand():
    game = acorns(hands="8 of Bells, King of Leaves")
    play(game, "use Under of Acorns")
    assert {a.split(" at ")[0] for a in legal(game) if a.startswith("add")} == \
        {"add 8 of Bells", "add King of Leaves"}
    play(game, "add King of Leaves at -1,0", "place minion on King of Leaves")
    assert cell_of(game, "King of Leaves") == (-1, 0) and hand(game, 0) == ["8 of Bells"]
    assert "Under of Acorns" not in discard(game)                    # a territory used stays on the board


def test_acorns_card_played_may_add_itself_as_the_new_territory():
    # Ruling PLAYED_CARD_CAN_BE_PLACED: the card in play is placed, so it is not discarded afterwards.
    game = acorns(hands="7 of Acorns")
    play(game, "play 7 of Acorns")
    assert "add 7 of Acorns at 1,0" in legal(game)
    play(game, "add 7 of Acorns at 1,0", "place minion on 7 of Acorns")
    assert cell_of(game, "7 of Acorns") == (1, 0)
    assert "7 of Acorns" not in discard(game) and game.state.in_play is None


def test_acorns_new_territory_goes_on_an_empty_cell_next_to_the_board():
    game = acorns()
    play(game, "play 7 of Acorns")
    cells = {a.split(" at ")[1] for a in legal(game) if a.startswith("add")}
    assert cells == {"0,-1", "-1,0", "1,0", "-1,1", "1,1", "-1,2", "1,2", "0,3"}
    assert_illegal(game, "add 8 of Bells at 0,1", "empty cell next to the board")      # taken
    assert_illegal(game, "add 8 of Bells at 2,1", "empty cell next to the board")      # not adjacent
    assert_illegal(game, "add 8 of Bells at 1,-1", "empty cell next to the board")     # diagonal only


def test_acorns_adds_only_a_card_you_hold():
    game = acorns()
    play(game, "play 7 of Acorns")
    error = assert_illegal(game, "add King of Hearts at 1,1", "King of Hearts is not in the hand of player")
    assert error.code == "not_in_hand"


def test_acorns_minion_goes_only_on_a_territory_with_room():
    # 9 of Hearts is full (9 pips); the minion may go on either home.
    game = acorns(minions={HOMES[0]: [(0, 1)], "9 of Hearts": [(0, 3), (1, 3), (1, 3)], HOMES[1]: [(1, 1)]})
    play(game, "play 7 of Acorns", "skip")
    assert legal(game) == ["place minion on Under of Acorns", "place minion on Over of Acorns"]
    assert_illegal(game, "place minion on 9 of Hearts", "no room")
    play(game, "place minion on Over of Acorns")
    assert minions(game, "Over of Acorns") == [(0, 1), (1, 1)]


def test_acorns_minion_may_go_on_any_territory_even_far_away():
    game = acorns()
    play(game, "play 7 of Acorns", "skip")
    assert legal(game) == ["place minion on Under of Acorns", "place minion on Over of Acorns",
                           "place minion on 9 of Hearts"]


def test_acorns_minion_placement_is_skipped_without_a_one_minion_in_supply():
    # Player 0 has all five 1-minions on the board already.
    game = acorns(minions={HOMES[0]: [(0, 1)] * 3, "9 of Hearts": [(0, 1), (0, 1)], HOMES[1]: [(1, 1)]})
    assert supply(game, 0)[1] == 0
    play(game, "play 7 of Acorns", "add 8 of Bells at 1,1")
    assert game.current == 1 and decision(game) is None
    assert minions(game, "8 of Bells") == [] and supply(game, 0) == {1: 0, 2: 5, 3: 5}
    assert game.log[-1] == "Nothing to do: place a 1-minion on a territory with room has no effect."


def test_acorns_minion_placement_is_skipped_when_no_territory_has_room():
    full = {HOMES[0]: [(0, 1), (0, 1), (1, 1)], "9 of Hearts": [(0, 3), (1, 3), (0, 3)],
            HOMES[1]: [(1, 1), (1, 1), (0, 1)]}
    game = acorns(minions=full)
    play(game, "play 7 of Acorns", "skip")
    assert game.current == 1 and decision(game) is None
    assert supply(game, 0)[1] == 2


def test_acorns_minion_with_a_single_territory_with_room_is_placed_at_once():
    full = {HOMES[0]: [(0, 1), (0, 1), (1, 1)], "9 of Hearts": [(0, 3), (1, 3), (0, 2)],
            HOMES[1]: [(1, 1), (1, 1), (0, 1)]}
    game = acorns(minions=full)
    play(game, "play 7 of Acorns", "skip")
    assert minions(game, "9 of Hearts") == [(0, 1), (0, 2), (0, 3), (1, 3)]
    assert game.current == 1


def test_acorns_with_no_card_to_add_goes_straight_to_the_minion():
    game = acorns(hands="")
    play(game, "use Under of Acorns")
    assert decision(game) == "place_minion"                       # the add had only "skip": applied at once

"""Hearts suit power: move one of your minions in a straight line, 1 to its pips steps, wrapping."""

from magyarcana_helpers import assert_illegal, column, decision, legal, minions, play, position

HOMES = ("Under of Acorns", "Over of Acorns")
# (0,0) Under of Acorns, (0,1) 9 of Bells, (0,2) 8 of Hearts, (0,3) 10 of Leaves, (0,4) Over of Acorns
LINE = column(HOMES[0], "9 of Bells", "8 of Hearts", "10 of Leaves", HOMES[1])


def hearts(placed, territories=LINE, hands="7 of Hearts"):
    base = {HOMES[1]: [(1, 1)]} if HOMES[1] in territories.values() else {}
    for card, entries in placed.items():
        base[card] = base.get(card, []) + entries
    return position(territories=territories, minions=base, hands={0: hands})


def moves(game) -> set:
    return {a for a in legal(game) if a.startswith("move")}


def test_hearts_moves_a_minion_in_a_straight_line_up_to_its_pips():
    game = hearts({HOMES[0]: [(0, 3)]})
    play(game, "play 7 of Hearts")
    assert decision(game) == "move"
    # South 1, 2, 3; north wraps to the Over of Acorns (1 step), then 10 of Leaves, 8 of Hearts.
    assert moves(game) == {"move 3-minion from Under of Acorns to 9 of Bells",
                           "move 3-minion from Under of Acorns to 8 of Hearts",
                           "move 3-minion from Under of Acorns to 10 of Leaves",
                           "move 3-minion from Under of Acorns to Over of Acorns"}
    play(game, "move 3-minion from Under of Acorns to 10 of Leaves")
    assert minions(game, "10 of Leaves") == [(0, 3)] and minions(game, HOMES[0]) == []
    assert game.current == 1


def test_hearts_one_minion_moves_exactly_one_step():
    game = hearts({"8 of Hearts": [(0, 1)], HOMES[0]: [(0, 2)]}, hands="7 of Hearts")
    play(game, "play 7 of Hearts")
    from_eight = {a for a in moves(game) if "from 8 of Hearts" in a}
    assert from_eight == {"move 1-minion from 8 of Hearts to 9 of Bells",
                          "move 1-minion from 8 of Hearts to 10 of Leaves"}
    error = assert_illegal(game, "move 1-minion from 8 of Hearts to Over of Acorns", "exactly 1 step", "cannot reach")
    assert error.code == "too_far"
    assert_illegal(game, "move 1-minion from 8 of Hearts to King of Bells", "not a territory on the board")


def test_hearts_move_may_not_be_zero_steps():
    game = hearts({"8 of Hearts": [(0, 2)]})
    play(game, "play 7 of Hearts")
    assert not any(a.endswith("to 8 of Hearts") for a in moves(game))
    error = assert_illegal(game, "move 2-minion from 8 of Hearts to 8 of Hearts", "must end on another territory",
                           "may not move 0 spaces")
    assert error.code == "not_a_move"


def test_hearts_move_passes_through_a_full_territory():
    # 9 of Bells is full (3+3+3 = 9 pips): a 2-minion may cross it but not stop on it.
    game = hearts({HOMES[0]: [(0, 2)], "9 of Bells": [(1, 3), (1, 3), (1, 3)]})
    play(game, "play 7 of Hearts")
    assert "move 2-minion from Under of Acorns to 8 of Hearts" in moves(game)
    assert "move 2-minion from Under of Acorns to 9 of Bells" not in moves(game)
    play(game, "move 2-minion from Under of Acorns to 8 of Hearts")
    assert minions(game, "8 of Hearts") == [(0, 2)]


def test_hearts_move_cannot_end_on_a_territory_without_room():
    game = hearts({HOMES[0]: [(0, 2)], "9 of Bells": [(1, 3), (1, 3), (1, 2)]})     # 8 of 9 pips
    play(game, "play 7 of Hearts")
    error = assert_illegal(game, "move 2-minion from Under of Acorns to 9 of Bells", "no room", "capacity 9")
    assert error.code == "no_room"
    # A 1-minion would still fit there: room is counted for the minion that moves.
    game = hearts({HOMES[0]: [(0, 1)], "9 of Bells": [(1, 3), (1, 3), (1, 2)]})
    play(game, "play 7 of Hearts")
    assert "move 1-minion from Under of Acorns to 9 of Bells" in moves(game)


def test_hearts_move_cannot_end_on_a_face_territory_with_three_minions():
    game = hearts({"10 of Leaves": [(0, 1)], HOMES[1]: [(1, 1), (0, 1)]})             # Over: 3 minions
    play(game, "play 7 of Hearts")
    assert_illegal(game, "move 1-minion from 10 of Leaves to Over of Acorns", "no room", "capacity 3")


def test_hearts_move_never_turns():
    # A plus: 8 of Hearts (0,2) has 7 of Leaves to the east (1,2); (1,1) is empty.
    territories = {**LINE, (1, 2): "7 of Leaves"}
    game = hearts({"9 of Bells": [(0, 2)]}, territories=territories)
    play(game, "play 7 of Hearts")
    assert "move 2-minion from 9 of Bells to 7 of Leaves" not in moves(game)     # south then east: a turn
    assert_illegal(game, "move 2-minion from 9 of Bells to 7 of Leaves", "straight line, 1 to 2 steps",
                   "cannot reach 7 of Leaves")


def test_wrap_step_continues_from_far_end_of_the_run_when_moving():
    game = hearts({"10 of Leaves": [(0, 3)]})
    play(game, "play 7 of Hearts")
    # South: Over of Acorns, then wrap to the north end (Under of Acorns), then 9 of Bells.
    assert {"move 3-minion from 10 of Leaves to Under of Acorns",
            "move 3-minion from 10 of Leaves to 9 of Bells"} <= moves(game)
    play(game, "move 3-minion from 10 of Leaves to 9 of Bells")
    assert minions(game, "9 of Bells") == [(0, 3)]


def test_a_minion_that_wraps_back_onto_its_own_territory_has_not_moved():
    # Ruling MOVE_MUST_CHANGE_TERRITORY. On a lone territory every step wraps back: no move at all.
    game = hearts({"9 of Bells": [(0, 3), (1, 1)]}, territories={(0, 0): "9 of Bells"})
    play(game, "play 7 of Hearts")
    assert game.current == 1 and decision(game) is None                # no move: the power has no effect
    assert minions(game, "9 of Bells") == [(0, 3), (1, 1)]


def test_a_wrap_back_to_the_start_is_no_destination_in_a_two_territory_line():
    # Two territories: a 2-minion reaches the other one in 1 step, and its own in 2 (no move).
    territories = column("9 of Bells", "8 of Hearts")
    game = hearts({"9 of Bells": [(0, 2)], "8 of Hearts": [(1, 3), (1, 3), (1, 2)]}, territories=territories)
    play(game, "play 7 of Hearts")                                     # 8 of Hearts is full: nothing to do
    assert game.current == 1 and minions(game, "9 of Bells") == [(0, 2)]


def test_a_minion_may_wrap_onto_a_territory_its_player_occupies():
    # Over of Acorns is at the south end; one step south wraps to player 0's own home, where it has a minion.
    territories = column(HOMES[0], "9 of Bells", HOMES[1])
    game = hearts({HOMES[0]: [(0, 1)], HOMES[1]: [(0, 1)]}, territories=territories)
    play(game, "play 7 of Hearts")
    assert "move 1-minion from Over of Acorns to Under of Acorns" in moves(game)
    play(game, "move 1-minion from Over of Acorns to Under of Acorns")
    assert minions(game, HOMES[0]) == [(0, 1), (0, 1)]
    assert minions(game, HOMES[1]) == [(1, 1)]


def test_hearts_moves_only_your_own_minions():
    game = hearts({"9 of Bells": [(0, 1), (1, 2)]})
    play(game, "play 7 of Hearts")
    assert all(a.startswith("move 1-minion from 9 of Bells") for a in moves(game))
    error = assert_illegal(game, "move 2-minion from 9 of Bells to 8 of Hearts", "you have no 2-minion on 9 of Bells")
    assert error.code == "not_your_minion"
    # Moving an opponent's minion is the Ace of Hearts' answer, not the Hearts power's.
    assert_illegal(game, "move player 1's 2-minion from 9 of Bells to 8 of Hearts", "first finish the power",
                   "move one of your minions")


def test_hearts_without_a_minion_on_the_board_has_no_effect():
    game = hearts({})
    play(game, "play 7 of Hearts")
    assert game.current == 1 and game.state.to_dict()["minions"] == [[0, 4, 1, 1, 1]]


def test_hearts_from_a_controlled_territory():
    game = hearts({"8 of Hearts": [(0, 1)]}, hands="")
    play(game, "use 8 of Hearts")
    assert decision(game) == "move"
    play(game, "move 1-minion from 8 of Hearts to 9 of Bells")
    assert minions(game, "9 of Bells") == [(0, 1)]


def test_the_move_must_change_territory_ruling_is_read_from_the_data_module(monkeypatch):
    # The ruling lives in data.py only: switched off, a wrap back onto the start becomes a (pointless) move,
    # even on a face territory that is full (the minion is already there).
    from mandrapy.magyarcana import data

    monkeypatch.setattr(data, "MOVE_MUST_CHANGE_TERRITORY", False)
    game = hearts({"King of Bells": [(0, 3), (1, 1), (1, 1)]}, territories={(0, 0): "King of Bells"})
    play(game, "play 7 of Hearts")                  # the only "move": from the King of Bells to itself
    assert minions(game, "King of Bells") == [(0, 3), (1, 1), (1, 1)]
    assert any("moves a 3-minion from King of Bells to King of Bells" in e for e in game.log)

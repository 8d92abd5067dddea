"""Rulebook "End of the game" and ruling 5 (countdown, dropping out, Replication in the final rounds)."""

from mandragora_helpers import assert_illegal, legal, position, spells


def play_out(game, action="seek 1"):
    """Play ``action`` (or drop out where told) until the game ends; return the seats that played."""
    seats = []
    while not game.is_over:
        seats.append(game.current)
        game.play(action)
    return seats


def test_endgame_countdown_goes_three_two_then_final_round():
    game = position(players=3, deck=["green"])
    game.play("seek 1")                                   # the last card restocks shop 0
    assert game.state.deck == []
    seen = []
    while not game.is_over:
        view = game.view(None)
        seen.append((game.current, view.countdown, view.final_round))
        game.play("seek 1")
    assert seen == [(1, "III", False), (2, "III", False), (0, "III", False),
                    (1, "II", False), (2, "II", False), (0, "II", False),
                    (1, None, True), (2, None, True), (0, None, True)]


def test_endgame_countdown_marker_stays_with_the_player_who_received_it():
    game = position(players=4, current=2, deck=["green", "red"])
    game.play("seek 2")
    views = []
    while game.view(None).countdown is not None:
        views.append(game.view(None).countdown_holder)
        game.play("seek 1")
    assert set(views) == {3} and len(views) == 8


def test_endgame_lasts_exactly_three_rounds_from_the_next_player():
    for players in (2, 3, 4):
        game = position(players=players, current=players - 1, deck=["green"])
        game.play("seek 1")
        seats = play_out(game)
        assert seats == [(k % players) for k in range(3 * players)]


def test_endgame_position_with_an_empty_deck_starts_the_final_rounds_with_the_current_player():
    game = position(players=2, current=1, deck=[])
    assert game.view(None).countdown == "III" and game.view(None).countdown_holder == 1
    assert play_out(game) == [1, 0, 1, 0, 1, 0]


def test_drop_out_only_in_the_final_rounds():
    game = position(players=3, deck=["green", "red"])
    assert "drop out" not in legal(game)
    assert_illegal(game, "drop out", "only drop out in the final three rounds")
    game.play("seek 2")                                   # empties the deck
    assert "drop out" in legal(game)


def test_drop_out_takes_no_more_turns_and_dropped_players_are_skipped():
    game = position(players=3, deck=["green"])
    game.play("seek 1")
    seats = []
    while not game.is_over:
        seats.append(game.current)
        game.play("drop out" if game.current == 2 else "seek 1")
    assert seats == [1, 2, 0, 1, 0, 1, 0]
    assert game.state.dropped == [False, False, True]
    assert game.view(None).seats[2].dropped_out


def test_drop_out_everyone_dropped_ends_the_game_at_once():
    game = position(players=3, deck=["green"])
    game.play("seek 1")
    for seat in (1, 2, 0):
        assert game.current == seat and not game.is_over
        game.play("drop out")
    assert game.is_over and game.to_play is None
    assert game.legal_actions() == []


def test_drop_out_last_player_standing_plays_on_alone_until_the_rounds_end():
    game = position(players=2, deck=[])
    game.play("drop out")
    assert play_out(game) == [1, 1, 1] and len(game.history) == 1 + 3


def test_endgame_replication_extra_turn_still_happens_in_the_final_rounds():
    game = position(players=3, current=0, deck=[], endgame_first=1, endgame_slots=9,
                    hands={0: "red book 0, red"}, stacks={1: ["Replication"]})
    assert game.view(None).final_round
    game.play("cast red book 0 with red at level 1")
    game.play("take extra turn")
    assert not game.is_over and game.current == 0 and game.to_play == 0
    game.play("seek 1")
    assert game.is_over


def test_endgame_replication_waived_in_the_last_turn_ends_the_game():
    game = position(players=3, current=0, deck=[], endgame_first=1, endgame_slots=9,
                    hands={0: "red book 0, red"}, stacks={1: ["Replication"]})
    game.play("cast red book 0 with red at level 1")
    game.play("waive extra turn")
    assert game.is_over and spells(game, 0) == ["Replication"]


def test_endgame_replication_extra_turn_does_not_use_up_a_final_round_turn():
    game = position(players=2, current=0, deck=[], hands={0: "red book 0, red"},
                    stacks={1: ["Replication"]})
    game.play("cast red book 0 with red at level 1")
    game.play("take extra turn")
    assert play_out(game) == [0, 1, 0, 1, 0, 1]


def test_endgame_deck_emptied_during_an_extra_turn_gives_the_countdown_to_the_next_player():
    game = position(players=3, hands={0: "red book 0, red"}, stacks={1: ["Replication"]}, deck=["green"])
    game.play("cast red book 0 with red at level 1")
    game.play("take extra turn")
    game.play("seek 1")
    assert game.state.endgame_first == 1 and game.current == 1
    assert play_out(game) == [1, 2, 0] * 3


def test_endgame_no_action_after_the_game_is_over():
    game = position(players=2, deck=[])
    play_out(game, "drop out")
    assert game.is_over
    assert_illegal(game, "seek 1", "game is over")
    assert_illegal(game, "drop out", "game is over")

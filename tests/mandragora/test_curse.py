"""Rulebook "The Curse" and ruling 4 (the Curse marker after each event that changes scrolls)."""

import pytest

from mandrapy.core.errors import InvalidRecord
from mandragora_helpers import assert_illegal, legal, position, scrolls

BANISH = {"hands": {0: "red book 0, red"}, "stacks": {1: ["Banishment"]}}
CAST_BANISH = "cast red book 0 with red at level 1"


def test_curse_gaining_the_unique_most_curses_takes_the_marker():
    game = position(shops={2: "scroll 2"}, scrolls={1: [1]}, deck=["green"] * 5)
    assert game.state.curse_holder == 1
    game.play("seek 2")
    assert scrolls(game, 0) == [2]
    assert game.state.curse_holder == 0
    assert game.view(1).seats[0].has_curse_marker


def test_curse_first_scroll_of_the_game_takes_the_marker_from_the_supply():
    game = position(players=3, shops={1: "scroll 1"}, deck=["green"] * 5)
    assert game.state.curse_holder is None
    game.play("seek 1")
    assert game.state.curse_holder == 0 and game.current == 1


def test_curse_gaining_fewer_than_the_most_cursed_leaves_the_marker():
    game = position(players=3, shops={1: "scroll 1"}, scrolls={2: [2]}, deck=["green"] * 5)
    game.play("seek 1")
    assert game.state.curse_holder == 2 and game.state.decision.code == "turn"


def test_curse_nobody_cursed_returns_the_marker_to_the_supply():
    game = position(scrolls={0: [1]}, **BANISH)
    assert game.state.curse_holder == 0
    game.play(CAST_BANISH)
    assert scrolls(game, 0) == []
    assert game.state.curse_holder is None
    assert game.score_breakdown(0)["curse_marker"] is False


def test_curse_holder_falling_below_a_tie_chooses_who_among_the_tied_receives_it():
    game = position(players=3, scrolls={0: [3], 1: [2], 2: [2]}, **BANISH)
    assert game.state.curse_holder == 0
    game.play(CAST_BANISH)                                 # single value: scroll 3 banished at once
    assert scrolls(game, 0) == []
    assert game.to_play == 0
    assert legal(game) == ["give curse marker to player 1", "give curse marker to player 2"]
    assert_illegal(game, "give curse marker to player 0", "tied most-cursed", "player 1, player 2")
    game.play("give curse marker to player 2")
    assert game.state.curse_holder == 2
    assert game.current == 1


def test_curse_tie_without_holder_is_settled_by_the_player_whose_turn_it_is():
    game = position(players=3, current=0, scrolls={1: [1], 2: [1]}, curse_holder=None,
                    shops={1: "scroll 1"}, deck=["green"] * 5)
    game.play("seek 1")
    assert game.to_play == 0 and game.current == 0
    assert legal(game) == [f"give curse marker to player {p}" for p in (0, 1, 2)]
    game.play("give curse marker to player 2")
    assert game.state.curse_holder == 2 and game.current == 1


def test_curse_tie_holder_in_tie_gives_the_marker_when_a_player_rises_into_the_tie():
    game = position(players=4, scrolls={1: [2], 2: [2]}, curse_holder=1, shops={2: "scroll 2"},
                    deck=["green"] * 5)
    game.play("seek 2")
    assert game.current == 0
    assert game.to_play == 1                              # the decision goes to a non-active player
    assert legal(game) == ["give curse marker to player 0", "give curse marker to player 2"]
    assert_illegal(game, "give curse marker to player 1", "tied most-cursed")
    assert_illegal(game, "give curse marker to player 3", "tied most-cursed")
    assert game.view(1).legal_actions and not game.view(0).legal_actions
    game.play("give curse marker to player 2")
    assert game.state.curse_holder == 2
    assert game.current == 1 and game.to_play == 1


def test_curse_tie_two_players_catching_up_with_the_holder_hands_you_the_marker():
    game = position(scrolls={1: [2]}, shops={3: "scroll 1, scroll 1"}, deck=["green"] * 5)
    assert game.state.curse_holder == 1
    game.play("seek 3")
    assert game.state.curse_holder == 0                   # the only other tied player: given at once
    assert game.current == 1 and game.state.decision.code == "turn"


def test_curse_tie_holder_falling_into_the_tie_gives_the_marker_away():
    game = position(scrolls={0: [2, 1], 1: [2]}, **BANISH)
    game.play(CAST_BANISH)
    game.play("banish scroll 1")
    assert game.state.curses(0) == game.state.curses(1) == 2
    assert game.state.curse_holder == 1


def test_curse_tie_holder_falling_into_a_three_way_tie_chooses_another_tied_player():
    game = position(players=3, scrolls={0: [2, 1], 1: [2], 2: [2]}, **BANISH)
    game.play(CAST_BANISH)
    game.play("banish scroll 1")
    assert game.to_play == 0
    assert legal(game) == ["give curse marker to player 1", "give curse marker to player 2"]
    game.play("give curse marker to player 1")
    assert game.state.curse_holder == 1


def test_curse_tie_holder_in_tie_keeps_marker_on_unrelated_event():
    game = position(players=4, scrolls={1: [2], 2: [2]}, curse_holder=1, shops={1: "scroll 1"},
                    deck=["green"] * 5)
    game.play("seek 1")
    assert scrolls(game, 0) == [1]
    assert game.state.curse_holder == 1
    assert game.state.decision.code == "turn" and game.current == 1


def test_curse_tie_holder_keeps_marker_when_another_player_banishes_outside_the_tie():
    game = position(players=3, scrolls={0: [1], 1: [2], 2: [2]}, curse_holder=2, **BANISH)
    game.play(CAST_BANISH)
    assert scrolls(game, 0) == []
    assert game.state.curse_holder == 2 and game.state.decision.code == "turn"


def test_curse_marker_costs_two_points_to_its_holder():
    game = position(scrolls={0: [1, 1], 1: [1]})
    assert game.score_breakdown(0)["curse_marker"] and game.score_breakdown(0)["total"] == -2
    assert game.score_breakdown(1)["total"] == 0


def test_curse_scrolls_themselves_cost_no_points():
    game = position(scrolls={0: [3], 1: [2, 2]}, curse_holder=1)
    assert game.score_breakdown(0)["total"] == 0


def test_curse_position_with_a_tie_must_name_the_holder():
    with pytest.raises(InvalidRecord, match="curse_holder"):
        position(scrolls={0: [2], 1: [1, 1]})

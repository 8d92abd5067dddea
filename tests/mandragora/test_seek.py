"""Rulebook "Send the Assistant to seek new magical items" and ruling 1 (restock order, running out)."""

import pytest

from mandragora_helpers import assert_illegal, hand, legal, position, scrolls, shop

SWIFT = "Swiftness: green book 1 with 2 green"


@pytest.mark.parametrize("steps", [1, 2, 3])
def test_seek_moves_the_assistant_one_to_three_shops_clockwise(steps):
    game = position(shops={1: "red", 2: "yellow", 3: "purple"}, deck=["green"] * 5)
    game.play(f"seek {steps}")
    assert game.state.assistant == steps
    assert hand(game, 0) == {["red", "yellow", "purple"][steps - 1]: 1}


def test_seek_further_than_three_shops_is_illegal_without_swiftness():
    game = position(deck=["green"] * 5)
    assert [a for a in legal(game) if a.startswith("seek")] == ["seek 1", "seek 2", "seek 3"]
    assert_illegal(game, "seek 4", "1 to 3 shops")
    assert_illegal(game, "seek 0", "1 to 3 shops")


@pytest.mark.parametrize("owned", [1, 2, 3])
def test_seek_range_grows_by_one_per_swiftness_spell_owned(owned):
    game = position(cast={0: [SWIFT, "Swiftness: red book 1 with 2 red", "Swiftness: yellow book 1 with 2 yellow"]
                          [:owned]})
    top = 3 + owned
    assert [a for a in legal(game) if a.startswith("seek")] == [f"seek {k}" for k in range(1, top + 1)]
    assert_illegal(game, f"seek {top + 1}", f"1 to {top} shops")
    game.play(f"seek {top}")
    assert game.state.assistant == top


def test_swiftness_belongs_to_its_owner_only():
    game = position(cast={0: [SWIFT]}, current=1, deck=["green"] * 5)
    assert_illegal(game, "seek 4", "1 to 3 shops")


def test_seek_wraps_around_the_circle_of_ten_shops():
    game = position(assistant=8, shops={1: "red", 8: "purple"}, deck=["yellow", "green", "red book 0"])
    game.play("seek 3")
    assert game.state.assistant == 1
    assert hand(game, 0) == {"red": 1}
    assert shop(game, 8) == ["purple", "yellow"]      # departure shop restocked first
    assert shop(game, 9) == ["green"]
    assert shop(game, 0) == ["red book 0"]
    assert shop(game, 1) == []


def test_seek_collects_every_card_of_the_destination_and_puts_scrolls_in_front():
    game = position(hands={0: "mandrake"}, shops={2: "green, scroll 2, mandrake, scroll 1, red book 3"},
                    deck=["yellow"] * 4)
    game.play("seek 2")
    assert hand(game, 0) == {"red book 3": 1, "mandrake": 2, "green": 1}
    assert scrolls(game, 0) == [1, 2]
    assert game.state.curses(0) == 3
    assert shop(game, 2) == []


def test_seek_restocks_departure_and_passed_shops_in_order_not_destination():
    game = position(shops={0: "purple", 1: "red", 3: "green book 0"}, deck=["yellow", "green", "purple", "red"])
    game.play("seek 3")
    assert shop(game, 0) == ["purple", "yellow"]
    assert shop(game, 1) == ["red", "green"]
    assert shop(game, 2) == ["purple"]
    assert shop(game, 3) == []                       # the destination is not restocked
    assert [i.name for i in game.state.deck] == ["red"]
    assert hand(game, 0) == {"green book 0": 1}


def test_seek_restocks_night_shops_face_down_and_day_shops_face_up():
    game = position(night=(1, 5, 7), assistant=0, shops={2: "red"}, deck=["yellow", "green", "red"])
    game.play("seek 2")
    assert shop(game, 0) == ["yellow"] and shop(game, 1) == ["green"]
    for seat in (0, 1):
        view = game.view(seat)
        assert view.shops[0].cards[0].name == "yellow"        # day shop: face up for everyone
        assert view.shops[1].cards == (None,)                 # night shop: face down, even for the seeker
    assert game.view(None).shops[1].cards[0].name == "green"


def test_seek_taking_a_night_shop_shows_the_cards_only_to_the_seeker():
    game = position(night=(2, 5, 7), shops={2: "black book 3, scroll 1"}, deck=["yellow"] * 3)
    game.play("seek 2")
    assert hand(game, 0) == {"black book 3": 1}
    assert "black book 3" in " ".join(game.view(0).log)
    assert "black book 3" not in " ".join(game.view(1).log)
    assert game.view(1).seats[0].hand is None and game.view(1).seats[0].hand_size == 1
    assert game.view(1).seats[0].scrolls == (1,)               # scrolls are public


def test_seek_running_out_of_deck_mid_restock_stops_restocking():
    game = position(players=3, shops={0: "purple", 3: "red"}, deck=["yellow"])
    game.play("seek 3")
    assert shop(game, 0) == ["purple", "yellow"]
    assert shop(game, 1) == [] and shop(game, 2) == []
    assert game.state.deck == []
    assert hand(game, 0) == {"red": 1}


def test_seek_onto_an_empty_shop_is_legal_and_still_restocks():
    game = position(hands={0: "green"}, deck=["yellow", "red", "purple"])
    game.play("seek 2")
    assert game.state.assistant == 2
    assert hand(game, 0) == {"green": 1}
    assert shop(game, 0) == ["yellow"] and shop(game, 1) == ["red"] and shop(game, 2) == []
    assert game.current == 1


def test_seek_passes_the_turn_clockwise():
    game = position(players=3, current=1, deck=["green"] * 9)
    game.play("seek 1")
    assert game.current == 2
    game.play("seek 1")
    assert game.current == 0
    game.play("seek 1")
    assert game.current == 1


def test_seek_emptying_the_deck_gives_the_countdown_marker_to_the_next_player():
    game = position(players=3, current=1, deck=["yellow", "red"])
    assert game.state.endgame_first is None and game.view(None).countdown is None
    game.play("seek 3")
    assert game.state.deck == []
    assert game.state.endgame_first == 2
    view = game.view(None)
    assert view.countdown == "III" and view.countdown_holder == 2
    assert game.current == 2
    assert "drop out" in legal(game)


def test_seek_leaving_cards_in_the_deck_does_not_start_the_countdown():
    game = position(players=3, deck=["yellow", "red", "green", "purple"])
    game.play("seek 3")
    assert len(game.state.deck) == 1
    assert game.state.endgame_first is None
    assert "drop out" not in legal(game)


def test_casting_leaves_the_assistant_where_it_is_and_restocks_nothing():
    game = position(hands={0: "green book 1, green"}, assistant=4, deck=["yellow", "red"])
    game.play("cast green book 1 with green at level 1")
    assert game.state.assistant == 4
    assert len(game.state.deck) == 2
    assert all(cards == [] for cards in game.state.shops)

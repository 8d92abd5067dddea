"""Rulebook "Team variant (4 sorcerers)" and ruling 7."""

import pytest

import mandrapy
from mandrapy import InvalidPosition
from mandragora_helpers import assert_illegal, hand, legal, position, scrolls


def teams(**kwargs):
    kwargs.setdefault("deck", ["green"] * 6)
    return position(players=4, teams=True, **kwargs)


OFFER = ["team give red", "team give green", "team ask partner", "team exchange red", "team exchange green",
         "team decline"]


def scroll_seek(**kwargs):
    """Player 0 (hand: red, green; partner 2: yellow, mandrake) picks up a scroll with ``seek 1``."""
    hands = {0: "red, green", 2: "yellow, mandrake", 1: "purple", **kwargs.pop("hands", {})}
    game = teams(hands=hands, shops={1: "scroll 1"}, **kwargs)
    game.play("seek 1")
    return game


def test_team_partners_sit_across_and_play_in_turn_order():
    game = teams()
    assert [game.state.partner(p) for p in range(4)] == [2, 3, 0, 1]
    for seat in (1, 2, 3, 0):
        game.play("seek 1")
        assert game.current == seat


def test_team_scroll_from_a_shop_offers_give_ask_exchange_or_decline():
    game = scroll_seek()
    assert scrolls(game, 0) == [1] and game.state.curse_holder == 0
    assert game.to_play == 0 and game.current == 0
    assert legal(game) == OFFER


def test_team_give_a_card_of_your_choice_to_your_partner():
    game = scroll_seek()
    game.play("team give green")
    assert hand(game, 0) == {"red": 1}
    assert hand(game, 2) == {"yellow": 1, "mandrake": 1, "green": 1}
    assert game.current == 1 and game.to_play == 1


def test_team_ask_your_partner_who_chooses_the_card():
    game = scroll_seek()
    game.play("team ask partner")
    assert game.to_play == 2 and game.current == 0        # the partner decides, off turn
    assert legal(game) == ["team hand over mandrake", "team hand over yellow"]
    assert_illegal(game, "team hand over green", "no green in your hand")
    game.play("team hand over mandrake")
    assert hand(game, 0) == {"red": 1, "green": 1, "mandrake": 1}
    assert hand(game, 2) == {"yellow": 1}
    assert game.current == 1


def test_team_exchange_each_partner_picks_the_card_they_hand_over():
    game = scroll_seek()
    game.play("team exchange red")
    assert game.to_play == 2
    assert legal(game) == ["team hand over mandrake", "team hand over yellow"]
    game.play("team hand over yellow")
    assert hand(game, 0) == {"green": 1, "yellow": 1}
    assert hand(game, 2) == {"red": 1, "mandrake": 1}
    assert game.current == 1


def test_team_decline_changes_nothing():
    game = scroll_seek()
    game.play("team decline")
    assert hand(game, 0) == {"red": 1, "green": 1} and hand(game, 2) == {"yellow": 1, "mandrake": 1}
    assert game.current == 1


def test_team_offer_cannot_take_or_exchange_from_an_empty_partner_hand():
    game = scroll_seek(hands={2: ""})
    assert legal(game) == ["team give red", "team give green", "team decline"]
    assert_illegal(game, "team ask partner", "partner", "player 2", "no card")
    assert_illegal(game, "team exchange red", "partner", "player 2", "no card")


def test_team_offer_with_nothing_to_share_lapses_at_once():
    game = scroll_seek(hands={0: "", 2: ""})
    assert scrolls(game, 0) == [1]
    assert game.current == 1 and game.state.decision.code == "turn"


def test_team_offer_only_once_for_several_scrolls_at_once():
    game = teams(hands={0: "red", 2: "yellow"}, shops={1: "scroll 1, scroll 2"})
    game.play("seek 1")
    assert scrolls(game, 0) == [1, 2]
    game.play("team decline")
    assert game.current == 1 and game.state.decision.code == "turn"


def test_team_no_offer_without_a_new_scroll():
    game = teams(hands={0: "red", 2: "yellow"}, shops={1: "green"})
    game.play("seek 1")
    assert game.current == 1 and game.state.decision.code == "turn"


def test_team_no_offer_outside_the_team_variant():
    game = position(players=4, hands={0: "red", 2: "yellow"}, shops={1: "scroll 1"}, deck=["green"] * 3)
    game.play("seek 1")
    assert game.current == 1 and game.state.decision.code == "turn"


def test_team_levitating_a_scroll_triggers_the_offer():
    game = teams(hands={0: "red book 0, 3 red, green", 2: "yellow"}, shops={5: "scroll 2", 7: "purple"},
                 stacks={3: ["Levitation"]})
    game.play("cast red book 0 with 3 red at level 3")
    game.play("levitate scroll 2 from shop 5")
    assert scrolls(game, 0) == [2]
    assert game.to_play == 0
    assert "team give green" in legal(game) and "team ask partner" in legal(game)
    game.play("team give green")
    assert hand(game, 2) == {"yellow": 1, "green": 1}


def test_team_transfer_targets_only_the_other_team_and_the_target_team_decides():
    game = teams(hands={0: "red book 0, 2 red", 1: "purple, mandrake", 3: "yellow"}, scrolls={0: [1]},
                 stacks={2: ["Transfer"]})
    game.play("cast red book 0 with 2 red at level 2")
    assert legal(game) == ["give scroll 1 to player 1", "give scroll 1 to player 3"]
    assert_illegal(game, "give scroll 1 to player 2", "Transfer targets an opponent", "player 2")
    game.play("give scroll 1 to player 3")
    assert scrolls(game, 3) == [1] and game.state.curse_holder == 3
    assert game.to_play == 3 and game.current == 0        # the receiver may share with partner 1
    assert legal(game) == ["team give yellow", "team ask partner", "team exchange yellow", "team decline"]
    game.play("team ask partner")
    assert game.to_play == 1
    game.play("team hand over purple")
    assert hand(game, 3) == {"yellow": 1, "purple": 1} and hand(game, 1) == {"mandrake": 1}
    assert game.current == 1


def test_team_substitution_draws_only_from_the_other_team():
    game = teams(hands={0: "red book 0, 3 red, yellow", 1: "green", 2: "purple, mandrake", 3: "green book 1"},
                 stacks={3: ["Substitution"]})
    game.play("cast red book 0 with 3 red at level 3")
    assert legal(game) == ["draw from player 1", "draw from player 3"]
    assert_illegal(game, "draw from player 2", "Substitution targets an opponent")


def test_team_substitution_with_only_the_partner_holding_cards_has_no_effect():
    game = teams(hands={0: "red book 0, 3 red, yellow", 2: "purple, mandrake"}, stacks={3: ["Substitution"]})
    game.play("cast red book 0 with 3 red at level 3")
    assert hand(game, 0) == {"yellow": 1} and hand(game, 2) == {"purple": 1, "mandrake": 1}
    assert game.current == 1 and game.state.decision.code == "turn"


def finished(**kwargs):
    game = teams(deck=[], **kwargs)
    for _ in range(4):
        game.play("drop out")
    assert game.is_over
    return game


def test_team_score_is_the_sum_of_both_partners():
    game = finished(cast={0: ["Transfer: red book 1 with 2 red"], 2: ["Levitation: black book 3 with red, blue, green"],
                          1: ["Transfer: green book 3 with 2 green"]}, hands={2: "yellow"})
    assert game.scores == (3, 5, 5, 0)
    assert game.team_scores == (8, 5)
    assert game.winners == (0, 2)


def test_team_tie_break_goes_to_the_team_with_more_spells_in_total():
    game = finished(cast={0: ["Transfer: red book 1 with 2 red"],
                          1: ["Banishment: green book 0 with green"], 3: ["Transfer: yellow book 0 with 2 yellow"]})
    assert game.team_scores == (3, 3)
    assert game.winners == (1, 3)


def test_team_tie_with_as_many_spells_is_shared():
    game = finished(cast={0: ["Transfer: red book 1 with 2 red"], 3: ["Transfer: yellow book 1 with 2 yellow"]})
    assert game.team_scores == (3, 3)
    assert game.winners == (0, 1, 2, 3)


def test_team_scores_are_empty_outside_the_team_variant():
    game = position(players=4, cast={0: ["Transfer: red book 1 with 2 red"]})
    assert game.team_scores == ()


def test_the_team_variant_is_for_four_players_and_says_so_by_game_and_argument_in_both_languages():
    try:
        with pytest.raises(InvalidPosition, match=r"^Mandragora: teams: the team variant is for 4 players, not 2$"):
            mandrapy.new("mandragora", players=2, teams=True)
        mandrapy.set_language("fr")
        with pytest.raises(InvalidPosition, match=r"^Mandragora : teams : la variante en équipes se joue à 4"):
            mandrapy.new("mandragora", players=3, teams=True)
    finally:
        mandrapy.set_language("en")

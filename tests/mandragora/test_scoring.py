"""Rulebook "Calculating your score", the printed example, and ruling 6."""

import pytest

from mandragora_helpers import position


def finished(players=2, **kwargs):
    """A position with an empty deck where everyone drops out: the game is over (or scoring)."""
    game = position(players=players, deck=[], **kwargs)
    for _ in range(players):
        game.play("drop out")
    return game


def test_scoring_reproduces_the_rulebook_example_as_13_not_the_misprinted_12():
    game = finished(players=4, cast={0: ["Substitution: green book 2 with 3 green",
                                         "Transfer: red book 0 with 2 red",
                                         "Banishment: yellow book 3 with yellow",
                                         "Disappearance: blue book 0 with 4 blue",
                                         "Replication: purple book 1 with purple"]},
                    hands={0: "green, 2 red, mandrake"}, scrolls={0: [1]})
    assert game.to_play == 0 and not game.is_over     # Disappearance is applied before scoring
    game.play("disappear red")
    assert game.is_over
    assert game.score_breakdown(0) == {"spells": 17, "colours_in_hand": 2, "curse_marker": True, "total": 13}
    assert game.scores[0] == 13
    assert game.winners == (0,)


def test_scoring_adds_spell_level_and_spellbook_value_ignoring_ingredients():
    game = position(cast={0: ["Levitation: black book 3 with red, yellow, green",
                              "Swiftness: purple book 2 with 3 purple",
                              "Banishment: mandrake with 3 red"]})
    assert game.score_breakdown(0)["spells"] == (3 + 3) + (2 + 2) + (1 + 0)
    assert game.view(None).seats[0].spell_points == 11


@pytest.mark.parametrize("cards, colours", [
    ("", 0),
    ("3 green", 1),
    ("green book 1, 2 green", 1),               # a spellbook counts by its colour
    ("red book 2, green", 2),
    ("2 mandrake", 1),                          # mandrakes are white
    ("mandrake, green", 2),
    ("black book 3", 1),                        # the black spellbook is black
    ("black book 3, purple book 0, mandrake", 3),
    ("purple, red, yellow, green, blue, black book 3, mandrake", 7),
])
def test_scoring_deducts_one_point_per_distinct_colour_in_hand(cards, colours):
    game = position(players=4, hands={0: cards}, cast={0: ["Transfer: red book 3 with 2 red"]})
    breakdown = game.score_breakdown(0)
    assert breakdown["colours_in_hand"] == colours
    assert breakdown["total"] == 5 - colours


def test_scoring_scrolls_in_front_are_not_cards_in_hand():
    game = position(scrolls={0: [1, 2], 1: [3]}, curse_holder=1, hands={0: "green"})
    assert game.score_breakdown(0)["colours_in_hand"] == 1
    assert game.score_breakdown(0)["total"] == -1


def test_scoring_deducts_two_points_for_the_curse_marker():
    game = position(scrolls={0: [1]}, cast={0: ["Transfer: red book 1 with 2 red"]})
    assert game.score_breakdown(0) == {"spells": 3, "colours_in_hand": 0, "curse_marker": True, "total": 1}


def test_scoring_most_points_wins():
    game = finished(cast={0: ["Transfer: red book 1 with 2 red"],
                          1: ["Banishment: green book 0 with green", "Replication: yellow book 0 with yellow"]})
    assert game.scores == (3, 2)
    assert game.winners == (0,)


def test_scoring_tie_break_most_spells_cast_wins():
    game = finished(cast={0: ["Transfer: red book 0 with 2 red"],
                          1: ["Banishment: green book 0 with green", "Replication: yellow book 0 with yellow"]})
    assert game.scores == (2, 2)
    assert game.winners == (1,)


def test_scoring_tie_with_as_many_spells_is_a_shared_win():
    game = finished(players=3, cast={0: ["Transfer: red book 0 with 2 red"],
                                     1: ["Swiftness: green book 0 with 2 green"],
                                     2: ["Banishment: yellow book 1 with yellow"]})
    assert game.scores == (2, 2, 2)
    assert game.winners == (0, 1, 2)


def test_scoring_hand_penalty_can_decide_the_winner():
    game = finished(cast={0: ["Transfer: red book 1 with 2 red"], 1: ["Transfer: green book 1 with 2 green"]},
                    hands={1: "yellow"})
    assert game.scores == (3, 2) and game.winners == (0,)


def test_scoring_no_winner_before_the_end():
    game = position(cast={0: ["Transfer: red book 1 with 2 red"]})
    assert game.winners == ()
    assert game.scores == (3, 0)

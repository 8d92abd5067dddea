"""Rulebook "Cast a spell", "Black magic", "Mandrakes" and ruling 2."""

from itertools import product

import pytest

from mandrapy.mandragora import Cast
from mandragora_helpers import assert_illegal, hand, legal, position, spells

ALL_STACKS = {1: ["Banishment"], 2: ["Swiftness"], 3: ["Levitation"], 4: ["Disappearance"],
              5: ["Purification"]}


def caster(cards: str, **kwargs):
    """Player 0 to play with ``cards`` in hand; one spell on each stack unless told."""
    kwargs.setdefault("stacks", ALL_STACKS)
    return position(hands={0: cards}, **kwargs)


# --- coloured spellbooks ------------------------------------------------------------------------------
def test_coloured_book_casts_with_ingredients_of_its_colour():
    game = caster("green book 2, 3 green, red")
    game.play("cast green book 2 with 3 green at level 3")
    assert spells(game, 0) == ["Levitation"]
    assert hand(game, 0) == {"red": 1}


def test_coloured_book_rejects_an_ingredient_of_another_colour():
    game = caster("green book 2, 2 green, red")
    assert_illegal(game, "cast green book 2 with green, red at level 1", "green spellbook needs green ingredients")
    assert "cast green book 2 with red, green at level 1" not in legal(game)


def test_mandrake_replaces_one_ingredient_of_a_coloured_book():
    game = caster("yellow book 1, 2 yellow, mandrake")
    game.play("cast yellow book 1 with mandrake, 2 yellow at level 3")
    assert hand(game, 0) == {}
    assert [(b.name, [i.name for i in ing]) for _, b, ing in game.state.cast[0]] == [
        ("yellow book 1", ["mandrake", "yellow", "yellow"])]


def test_mandrake_alone_can_be_the_single_ingredient_of_a_coloured_book():
    game = caster("red book 3, mandrake")
    game.play("cast red book 3 with mandrake at level 1")
    assert game.state.score_breakdown(0)["spells"] == 1 + 3


def test_one_mandrake_per_spell_as_ingredients():
    game = caster("yellow book 1, yellow, 2 mandrake")
    assert_illegal(game, "cast yellow book 1 with 2 mandrake, yellow at level 2", "one mandrake")
    assert not any(a.count("mandrake") > 1 or "2 mandrake" in a for a in legal(game))


# --- the black spellbook ------------------------------------------------------------------------------
def test_black_book_casts_with_ingredients_all_of_different_colours():
    game = caster("black book 3, purple, red, yellow, green, blue", players=4)
    game.play("cast black book 3 with purple, red, yellow, green, blue at level 5")
    assert spells(game, 0) == ["Purification"]
    assert game.state.score_breakdown(0)["spells"] == 5 + 3


def test_black_book_needs_all_different_colours():
    game = caster("black book 3, 2 green, red")
    error = assert_illegal(game, "cast black book 3 with 2 green at level 2")
    assert error.rule == "A black spellbook needs ingredients of all different colours."
    assert error.code == "cast_black_all_different"
    assert_illegal(game, "cast black book 3 with red, 2 green at level 1", "all different colours")


def test_black_book_mandrake_stands_in_for_a_missing_colour():
    game = caster("black book 3, red, yellow, mandrake")
    assert "cast black book 3 with mandrake, red, yellow at level 3" in legal(game)
    game.play("cast black book 3 with mandrake, red, yellow at level 3")
    assert spells(game, 0) == ["Levitation"] and hand(game, 0) == {}


def test_black_book_mandrake_cannot_stand_in_when_no_colour_is_missing():
    game = caster("black book 3, purple, red, yellow, green, blue, mandrake", players=4)
    assert_illegal(game, "cast black book 3 with mandrake, purple, red, yellow, green, blue at level 5",
                   "all different colours")
    assert not any("black book 3 with mandrake, purple, red, yellow, green, blue" in a for a in legal(game))


def test_black_book_with_two_mandrakes_is_one_mandrake_too_many():
    game = caster("black book 3, red, 2 mandrake")
    assert_illegal(game, "cast black book 3 with 2 mandrake, red at level 1", "one mandrake")


# --- a mandrake used as the spellbook ------------------------------------------------------------------
def test_mandrake_as_book_with_ingredients_all_one_colour():
    game = caster("mandrake, 3 red")
    game.play("cast mandrake with 3 red at level 3")
    assert spells(game, 0) == ["Levitation"] and hand(game, 0) == {}


def test_mandrake_as_book_with_ingredients_all_of_different_colours():
    game = caster("mandrake, red, yellow, purple")
    game.play("cast mandrake with purple, red, yellow at level 2")
    assert spells(game, 0) == ["Swiftness"]


def test_mandrake_as_book_rejects_a_mix_of_same_and_different_colours():
    game = caster("mandrake, 2 red, yellow")
    assert_illegal(game, "cast mandrake with 2 red, yellow at level 3",
                   "all of one colour or all of different colours")


def test_mandrake_as_book_allows_no_second_mandrake():
    game = caster("2 mandrake, red")
    assert_illegal(game, "cast mandrake with mandrake, red at level 2", "one mandrake")
    assert_illegal(game, "cast mandrake with mandrake at level 1", "one mandrake")
    assert legal(game) == ["seek 1", "seek 2", "seek 3", "cast mandrake with red at level 1"]


def test_mandrake_as_book_scores_zero_for_its_book():
    game = caster("mandrake, 2 green")
    game.play("cast mandrake with 2 green at level 2")
    assert game.state.score_breakdown(0)["spells"] == 2
    assert game.view(None).seats[0].spells[0].points == 2


# --- shape of a spell -------------------------------------------------------------------------------------
def test_a_spell_needs_at_least_one_ingredient():
    game = caster("green book 2, mandrake")
    assert_illegal(game, Cast.of("green book 2", "", 1), "at least one ingredient")
    assert_illegal(game, Cast.of("mandrake", "", 1), "at least one ingredient")
    assert_illegal(game, "cast green book 2 with no ingredients at level 1", "at least one ingredient")


def test_a_spell_uses_only_one_spellbook():
    game = caster("green book 2, green book 1, green")
    assert_illegal(game, "cast green book 2 with green book 1, green at level 2", "only use one spellbook")
    assert not any("book 1, " in a or "book 2, " in a for a in legal(game))


def test_a_spell_needs_a_spellbook_or_a_mandrake_as_its_book():
    game = caster("2 green")
    assert_illegal(game, Cast.of("green", "green", 1), "spellbook")
    assert legal(game) == ["seek 1", "seek 2", "seek 3"]


def test_cursed_scrolls_are_not_ingredients():
    game = caster("green book 2, green", scrolls={0: [1]})
    assert_illegal(game, Cast.of("green book 2", "scroll 1", 1), "scrolls cannot be used")


def test_a_spell_uses_only_cards_from_your_hand():
    game = caster("green book 2, green")
    assert_illegal(game, "cast green book 2 with 2 green at level 2", "does not hold", "2 green", "you have 1")
    error = assert_illegal(game, "cast red book 2 with green at level 1", "hand", "red book 2")
    assert error.code == "cast_not_in_hand"
    assert_illegal(game, "cast mandrake with green at level 1", "hand", "mandrake")


# --- power ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", [1, 2, 3])
def test_power_is_any_level_from_one_to_the_number_of_ingredients(level):
    game = caster("green book 2, 3 green")
    game.play(f"cast green book 2 with 3 green at level {level}")
    assert game.state.cast[0][0][0].level == level
    assert hand(game, 0) == {}


def test_power_above_the_number_of_ingredients_is_illegal():
    game = caster("green book 2, 3 green")
    assert_illegal(game, "cast green book 2 with 2 green at level 3", "2 ingredients", "1 to 2")
    assert_illegal(game, "cast green book 2 with green at level 2", "1 ingredient ", "1 to 1")
    assert_illegal(game, "cast green book 2 with green at level 0", "1 to 1")


def test_power_is_capped_at_five_whatever_the_number_of_ingredients():
    game = caster("green book 2, 7 green")
    assert_illegal(game, "cast green book 2 with 7 green at level 6", "1 to 5")
    levels = {a.rsplit(" ", 1)[1] for a in legal(game) if a.startswith("cast green book 2 with 7 green")}
    assert levels == {"1", "2", "3", "4", "5"}


def test_extra_ingredients_are_allowed_and_spent():
    game = caster("green book 0, 6 green, red")
    game.play("cast green book 0 with 6 green at level 1")
    assert hand(game, 0) == {"red": 1}
    assert [i.name for i in game.state.cast[0][0][2]] == ["green"] * 6
    assert spells(game, 0) == ["Banishment"]


def test_cast_takes_the_top_card_of_the_chosen_stack():
    game = caster("green book 0, 2 green", stacks={1: ["Replication", "Banishment"], 2: ["Transfer", "Swiftness"]})
    game.play("cast green book 0 with 2 green at level 2")
    assert spells(game, 0) == ["Transfer"]
    assert [s.name for s in game.state.stacks[1]] == ["Swiftness"]


def test_cast_on_an_empty_spell_stack_is_illegal():
    game = caster("green book 2, 3 green", stacks={1: [], 2: ["Swiftness"], 3: []})
    assert_illegal(game, "cast green book 2 with 3 green at level 3", "no level-3 spells left")
    assert_illegal(game, "cast green book 2 with green at level 1", "no level-1 spells left")
    casts = [a for a in legal(game) if a.startswith("cast")]
    assert casts == ["cast green book 2 with 2 green at level 2", "cast green book 2 with 3 green at level 2"]


def test_no_cast_is_offered_when_every_spell_stack_is_empty():
    game = caster("green book 2, 3 green, mandrake", stacks={})
    assert legal(game) == ["seek 1", "seek 2", "seek 3"]


def test_cast_cards_leave_the_hand_and_the_spell_scores_level_plus_book():
    game = caster("red book 3, 2 red, yellow, mandrake")
    game.play("cast red book 3 with mandrake, red at level 2")
    assert hand(game, 0) == {"red": 1, "yellow": 1}
    breakdown = game.score_breakdown(0)
    assert breakdown["spells"] == 2 + 3
    assert breakdown["colours_in_hand"] == 2


def test_casting_passes_the_turn_once_the_spell_is_resolved():
    game = caster("red book 3, 2 red", stacks={2: ["Swiftness"]})
    game.play("cast red book 3 with 2 red at level 2")
    assert game.current == 1 and game.to_play == 1


# --- legal actions --------------------------------------------------------------------------------------
def test_legal_actions_collapse_interchangeable_cards_without_duplicates():
    game = caster("green book 1, 3 green, mandrake")
    actions = legal(game)
    assert len(actions) == len(set(actions))
    # seeks 3; book + k green (k=1..3): 6; book + mandrake + k green (k=0..3): 10; mandrake + k green: 6
    assert len(actions) == 3 + 6 + 10 + 6
    assert actions.count("cast green book 1 with 3 green at level 2") == 1


def _brute_force_casts(game, cards):
    """Every cast of any book/mandrake with any sub-multiset of the hand, kept if the engine allows it."""
    hand_counts = {item: n for item, n in game.state.hands[0].items()}
    items = sorted(hand_counts)
    found = set()
    for book in items:
        if not (book.is_book or book.is_mandrake):
            continue
        left = dict(hand_counts)
        left[book] -= 1
        for picks in product(*(range(left[item] + 1) for item in items)):
            ingredients = [item for item, k in zip(items, picks) for _ in range(k)]
            for level in range(1, 6):
                action = Cast.of(book, ingredients, level)
                if game.state.why_illegal(action) is None:
                    found.add(str(action))
    return found


@pytest.mark.parametrize("cards", ["black book 3, green book 2, red, 2 green, yellow, mandrake",
                                   "mandrake, purple, red, 2 yellow, green book 0",
                                   "black book 3, purple, red, yellow, green, mandrake"])
def test_legal_actions_list_exactly_the_casts_the_rules_allow(cards):
    game = caster(cards, players=4)
    offered = [a for a in legal(game) if a.startswith("cast")]
    assert len(offered) == len(set(offered))
    assert set(offered) == _brute_force_casts(game, cards)

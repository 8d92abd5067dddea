"""Rulebook "Spell descriptions" and ruling 3: the eight spells."""

from collections import Counter


from mandragora_helpers import assert_illegal, hand, legal, position, scrolls, shop, spells


def cast_spell(spell_level: int, spell: str, players: int = 2, cards: str = "", **kwargs):
    """Player 0 holds ``red book 0`` + ``spell_level`` red (plus ``cards``); the spell tops its stack."""
    ingredients = ", ".join(["red"] * spell_level)
    kwargs.setdefault("stacks", {spell_level: [spell]})
    hands = dict(kwargs.pop("hands", {}))
    hands[0] = ", ".join(x for x in ("red book 0", ingredients, cards, hands.get(0, "")) if x)
    game = position(players=players, hands=hands, **kwargs)
    cast = f"cast red book 0 with {spell_level} red at level {spell_level}"
    return game, cast


# --- Banishment ------------------------------------------------------------------------------------------
def test_banishment_lets_you_choose_which_scroll_value_to_remove():
    game, cast = cast_spell(1, "Banishment", scrolls={0: [1, 3]})
    game.play(cast)
    assert game.to_play == 0 and game.current == 0
    assert legal(game) == ["banish scroll 1", "banish scroll 3"]
    game.play("banish scroll 3")
    assert scrolls(game, 0) == [1]
    assert {i.name: n for i, n in game.state.discard.items()} == {"scroll 3": 1}   # out of the game
    assert game.current == 1


def test_banishment_with_a_single_scroll_value_is_applied_at_once():
    game, cast = cast_spell(1, "Banishment", scrolls={0: [2, 2]})
    game.play(cast)
    assert scrolls(game, 0) == [2]
    assert game.current == 1 and game.state.decision.code == "turn"


def test_banishment_without_scroll_has_no_effect():
    game, cast = cast_spell(1, "Banishment", scrolls={1: [1]})
    game.play(cast)
    assert scrolls(game, 0) == [] and scrolls(game, 1) == [1]
    assert spells(game, 0) == ["Banishment"]
    assert game.current == 1 and game.state.decision.code == "turn"


def test_banishment_only_removes_a_scroll_you_hold():
    game, cast = cast_spell(1, "Banishment", scrolls={0: [1, 3], 1: [2]})
    game.play(cast)
    assert_illegal(game, "banish scroll 2", "no cursed scroll with 2 curses")


# --- Replication -----------------------------------------------------------------------------------------
def test_replication_taken_gives_the_same_player_another_turn_then_the_turn_passes():
    game, cast = cast_spell(1, "Replication", players=3, deck=["green"] * 6)
    game.play(cast)
    assert game.to_play == 0
    assert legal(game) == ["take extra turn", "waive extra turn"]
    game.play("take extra turn")
    assert game.current == 0 and game.to_play == 0
    assert game.state.decision.code == "turn"
    assert legal(game)[:3] == ["seek 1", "seek 2", "seek 3"]
    assert "(extra turn)" in game.prompt()
    game.play("seek 1")
    assert game.current == 1
    assert "(extra turn)" not in game.prompt()


def test_replication_waived_goes_to_waste():
    game, cast = cast_spell(1, "Replication", players=3, deck=["green"] * 6)
    game.play(cast)
    game.play("waive extra turn")
    assert game.current == 1
    game.play("seek 1")
    game.play("seek 1")
    assert game.current == 0


# --- Transfer --------------------------------------------------------------------------------------------
def test_transfer_gives_the_scroll_you_choose_to_the_opponent_you_choose():
    game, cast = cast_spell(2, "Transfer", players=3, scrolls={0: [1, 3]})
    game.play(cast)
    assert sorted(legal(game)) == sorted(["give scroll 1 to player 1", "give scroll 1 to player 2",
                                          "give scroll 3 to player 1", "give scroll 3 to player 2"])
    game.play("give scroll 3 to player 2")
    assert scrolls(game, 0) == [1] and scrolls(game, 2) == [3] and scrolls(game, 1) == []
    assert game.state.curse_holder == 2
    assert game.current == 1


def test_transfer_cannot_target_yourself():
    game, cast = cast_spell(2, "Transfer", players=3, scrolls={0: [1, 3]})
    game.play(cast)
    assert_illegal(game, "give scroll 1 to player 0", "Transfer targets an opponent", "player 0")
    assert_illegal(game, "give scroll 2 to player 1", "no cursed scroll with 2 curses")


def test_transfer_is_one_event_for_the_curse_check():
    # 0 holds the marker with 2; after giving a 1 to player 1: 0 has 1, 1 has 2, 2 has 1.
    # Checked as two events (loss, then gain) the loss would tie three players and ask 0 to pass the
    # marker; as one event player 1 is simply the most cursed.
    game, cast = cast_spell(2, "Transfer", players=3, scrolls={0: [1, 1], 1: [1], 2: [1]})
    assert game.state.curse_holder == 0
    game.play(cast)
    game.play("give scroll 1 to player 1")
    assert game.state.curse_holder == 1
    assert game.state.decision.code == "turn" and game.current == 1


def test_transfer_with_a_single_choice_is_applied_at_once():
    game, cast = cast_spell(2, "Transfer", players=2, scrolls={0: [2]})
    game.play(cast)
    assert scrolls(game, 0) == [] and scrolls(game, 1) == [2]
    assert game.state.curse_holder == 1 and game.current == 1


def test_transfer_without_scroll_has_no_effect():
    game, cast = cast_spell(2, "Transfer", players=3, scrolls={1: [2]})
    game.play(cast)
    assert scrolls(game, 1) == [2] and scrolls(game, 2) == []
    assert game.current == 1 and game.state.decision.code == "turn"


# --- Swiftness -------------------------------------------------------------------------------------------
def test_swiftness_adds_one_shop_of_movement_per_card_for_the_rest_of_the_game():
    game = position(hands={0: "red book 0, 2 red, yellow book 0, 2 yellow"},
                    stacks={2: ["Swiftness", "Swiftness"]}, deck=["green"] * 8)
    assert game.state.max_steps(0) == 3
    game.play("cast red book 0 with 2 red at level 2")
    assert game.state.max_steps(0) == 4 and game.state.max_steps(1) == 3
    game.play("seek 1")
    assert "seek 4" in legal(game) and "seek 5" not in legal(game)
    game.play("cast yellow book 0 with 2 yellow at level 2")
    game.play("seek 1")
    assert "seek 5" in legal(game) and "seek 6" not in legal(game)
    game.play("seek 5")
    assert game.state.assistant == 7


# --- Substitution ----------------------------------------------------------------------------------------
def test_substitution_draws_at_random_then_gives_back_any_card_of_your_choice():
    game, cast = cast_spell(3, "Substitution", players=3, cards="yellow, purple",
                            hands={1: "green, green book 3, mandrake"})
    game.play(cast)
    assert game.to_play == 0
    assert game.state.decision.code == "give_back"      # the only opponent with cards: drawn at once
    drawn = Counter(hand(game, 0)) - Counter({"yellow": 1, "purple": 1})
    assert sum(drawn.values()) == 1
    (name,) = drawn
    assert name in {"green", "green book 3", "mandrake"}
    assert sorted(legal(game)) == sorted(f"give back {n}" for n in {"yellow", "purple", name})
    game.play("give back purple")
    assert sum(game.state.hands[1].values()) == 3
    assert hand(game, 1).get("purple") == 1
    assert hand(game, 0) == {"yellow": 1, name: 1}
    assert game.current == 1


def test_substitution_may_give_back_the_card_just_drawn():
    game, cast = cast_spell(3, "Substitution", players=2, cards="yellow", hands={1: "green book 3"})
    game.play(cast)
    assert hand(game, 0) == {"yellow": 1, "green book 3": 1}
    game.play("give back green book 3")
    assert hand(game, 1) == {"green book 3": 1} and hand(game, 0) == {"yellow": 1}


def test_substitution_lets_you_choose_among_opponents_holding_cards():
    game, cast = cast_spell(3, "Substitution", players=4, cards="purple", hands={1: "green", 2: "yellow"})
    game.play(cast)
    assert legal(game) == ["draw from player 1", "draw from player 2"]
    assert_illegal(game, "draw from player 3", "player 3 has none")
    assert_illegal(game, "draw from player 0", "Substitution targets an opponent")
    game.play("draw from player 2")
    assert hand(game, 0) == {"yellow": 1, "purple": 1} and hand(game, 2) == {}
    assert legal(game) == ["give back purple", "give back yellow"]
    assert_illegal(game, "give back green", "no green in your hand")
    game.play("give back purple")
    assert hand(game, 2) == {"purple": 1} and hand(game, 1) == {"green": 1}


def test_substitution_draw_is_random_but_fixed_by_the_seed():
    def drawn(seed):
        game, cast = cast_spell(3, "Substitution", seed=seed, cards="red book 1",
                                hands={1: "green, yellow, purple, mandrake"})
        game.play(cast)
        (name,) = set(hand(game, 0)) - {"red book 1"}
        return name

    assert drawn(7) == drawn(7)
    assert {drawn(seed) for seed in range(30)} == {"green", "yellow", "purple", "mandrake"}


def test_substitution_when_no_opponent_holds_a_card_has_no_effect():
    game, cast = cast_spell(3, "Substitution", players=3, cards="yellow")
    game.play(cast)
    assert hand(game, 0) == {"yellow": 1}
    assert game.current == 1 and game.state.decision.code == "turn"


def test_substitution_draw_is_hidden_from_the_other_opponents():
    game, cast = cast_spell(3, "Substitution", players=3, cards="yellow", hands={1: "black book 3"})
    game.play(cast)
    game.play("give back yellow")
    assert "black book 3" in " ".join(game.view(0).log) and "black book 3" in " ".join(game.view(1).log)
    assert "black book 3" not in " ".join(game.view(2).log)


# --- Levitation ------------------------------------------------------------------------------------------
def test_levitation_takes_a_face_up_card_of_your_choice_and_does_not_replace_it():
    game, cast = cast_spell(3, "Levitation", shops={4: "green, mandrake, green", 7: "yellow"},
                            deck=["purple", "purple"])
    game.play(cast)
    assert legal(game) == ["levitate mandrake from shop 4", "levitate green from shop 4",
                           "levitate yellow from shop 7"]
    game.play("levitate mandrake from shop 4")
    assert hand(game, 0) == {"mandrake": 1}
    assert shop(game, 4) == ["green", "green"]
    assert len(game.state.deck) == 2
    assert game.current == 1


def test_levitation_takes_a_face_down_card_by_shop_position():
    game, cast = cast_spell(3, "Levitation", night=(3, 6, 9), shops={3: "yellow, black book 3", 5: "green"})
    game.play(cast)
    assert legal(game) == ["levitate face-down card from shop 3", "levitate green from shop 5"]
    assert_illegal(game, "levitate yellow from shop 3", "face down")
    assert_illegal(game, "levitate face-down card from shop 5", "shop 5 has no face-down card")
    assert_illegal(game, "levitate red from shop 5", "shop 5 has no red")
    game.play("levitate face-down card from shop 3")
    assert sum(game.state.hands[0].values()) == 1
    assert len(game.state.shops[3]) == 1


def test_levitation_face_down_takes_the_most_recently_placed_card():
    # data.LEVITATE_NIGHT_TAKES = "top": blind, so one choice per night shop; the top card is taken.
    game, cast = cast_spell(3, "Levitation", night=(3, 6, 9), shops={3: "yellow, black book 3", 5: "green"})
    game.play(cast)
    game.play("levitate face-down card from shop 3")
    assert hand(game, 0) == {"black book 3": 1}
    assert shop(game, 3) == ["yellow"]
    assert "black book 3" in " ".join(game.view(0).log)
    assert "black book 3" not in " ".join(game.view(1).log)


def test_levitation_of_a_scroll_puts_it_in_front_and_checks_the_curse():
    game, cast = cast_spell(3, "Levitation", shops={2: "scroll 2, green"}, scrolls={1: [1]})
    assert game.state.curse_holder == 1
    game.play(cast)
    game.play("levitate scroll 2 from shop 2")
    assert scrolls(game, 0) == [2] and hand(game, 0) == {}
    assert game.state.curse_holder == 0
    assert shop(game, 2) == ["green"]


def test_levitation_with_every_shop_empty_has_no_effect():
    game, cast = cast_spell(3, "Levitation")
    game.play(cast)
    assert hand(game, 0) == {} and game.current == 1 and game.state.decision.code == "turn"


# --- Disappearance and Purification (end of game) ----------------------------------------------------
def ending(hands, cast, **kwargs):
    """Deck empty: everyone drops out and the game ends."""
    game = position(hands=hands, cast=cast, deck=[], **kwargs)
    for _ in range(game.players):
        game.play("drop out")
    return game


def test_disappearance_waits_for_the_end_of_the_game():
    game, cast = cast_spell(4, "Disappearance", cards="green, yellow")
    game.play(cast)
    assert hand(game, 0) == {"green": 1, "yellow": 1}
    assert game.current == 1 and game.state.decision.code == "turn"


def test_disappearance_at_end_discards_one_colour_before_scoring():
    game = ending({0: "green, 2 yellow, yellow book 1, mandrake"},
                  {0: ["Disappearance: red book 0 with 4 red"]})
    assert not game.is_over and game.to_play == 0
    assert legal(game) == ["disappear yellow", "disappear green", "disappear white"]
    game.play("disappear yellow")
    assert game.is_over
    assert hand(game, 0) == {"green": 1, "mandrake": 1}
    assert game.score_breakdown(0) == {"spells": 4, "colours_in_hand": 2, "curse_marker": False, "total": 2}


def test_disappearance_white_removes_mandrakes_and_black_removes_the_black_book():
    game = ending({0: "black book 3, 2 mandrake, green"}, {0: ["Disappearance: red book 0 with 4 red"]})
    assert legal(game) == ["disappear green", "disappear black", "disappear white"]
    game.play("disappear white")
    assert hand(game, 0) == {"black book 3": 1, "green": 1}

    game = ending({0: "black book 3, 2 mandrake, green"}, {0: ["Disappearance: red book 0 with 4 red"]})
    game.play("disappear black")
    assert hand(game, 0) == {"mandrake": 2, "green": 1}


def test_disappearance_twice_removes_two_different_colours():
    game = ending({0: "green, yellow, purple"},
                  {0: ["Disappearance: red book 0 with 4 red", "Disappearance: yellow book 1 with mandrake, 3 yellow"]})
    game.play("disappear green")
    assert not game.is_over and game.to_play == 0
    assert legal(game) == ["disappear purple", "disappear yellow"]
    assert_illegal(game, "disappear green", "no green cards")
    game.play("disappear purple")
    assert game.is_over
    assert hand(game, 0) == {"yellow": 1}
    assert game.score_breakdown(0)["colours_in_hand"] == 1


def test_disappearance_for_each_player_who_cast_it():
    game = ending({0: "green, yellow", 1: "purple, red book 2"},
                  {0: ["Disappearance: red book 0 with 4 red"], 1: ["Disappearance: yellow book 0 with 4 yellow"]})
    game.play("disappear green")
    assert game.to_play == 1
    game.play("disappear purple")
    assert game.is_over
    assert hand(game, 0) == {"yellow": 1} and hand(game, 1) == {"red book 2": 1}


def test_purification_discards_the_whole_hand_at_the_end():
    game, cast = cast_spell(5, "Purification", cards="green, yellow, mandrake", players=4)
    game.play(cast)
    assert hand(game, 0) == {"green": 1, "yellow": 1, "mandrake": 1}
    game = ending({0: "green, 2 yellow, mandrake, black book 3"}, {0: ["Purification: red book 0 with 5 red"]}, players=4)
    assert game.is_over
    assert hand(game, 0) == {}
    assert game.score_breakdown(0) == {"spells": 5, "colours_in_hand": 0, "curse_marker": False, "total": 5}

"""Rulebook "Setup" and the components ruling: the 32-card deck, the line of five, minions, hands."""

from collections import Counter

import pytest

import mandrapy
from mandrapy.magyarcana import CARDS, Magyarcana
from mandrapy.magyarcana.invariants import check_invariants
from magyarcana_helpers import C


def test_the_deck_is_a_32_card_hungarian_pack_of_four_suits():
    assert len(CARDS) == len(set(CARDS)) == 32
    assert Counter(card.suit for card in CARDS) == {"acorns": 8, "bells": 8, "hearts": 8, "leaves": 8}
    for suit in ("Acorns", "Bells", "Hearts", "Leaves"):
        for rank in ("7", "8", "9", "10", "Under", "Over", "King", "Ace"):
            assert str(C(f"{rank} of {suit}")) == f"{rank} of {suit}"


def test_both_knaves_count_as_knaves_and_all_faces_are_face_cards():
    assert C("Under of Bells").is_knave and C("Over of Bells").is_knave
    assert not C("King of Bells").is_knave and not C("10 of Bells").is_knave
    assert [c.is_face for c in (C("Ace of Hearts"), C("King of Hearts"), C("Over of Hearts"), C("10 of Hearts"))] \
        == [True, True, True, False]
    assert C("Under-Knave of Leaves") is C("under of leaves") is C("Under Knave of Leaves")
    assert C("IX of Bells") is C("9 of Bells")


def test_setup_lays_five_cells_in_a_vertical_line_between_the_two_knaves_of_acorns():
    state = mandrapy.new("magyarcana", seed=3).state
    assert sorted(state.territories) == [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]
    assert state.territories[(0, 0)] is C("Under of Acorns")
    assert state.territories[(0, 4)] is C("Over of Acorns")
    middle = [state.territories[(0, y)] for y in (1, 2, 3)]
    assert not set(middle) & {C("Under of Acorns"), C("Over of Acorns")}


def test_setup_puts_a_one_minion_on_each_players_home_knave():
    state = mandrapy.new("magyarcana", seed=3).state
    assert state.minions == {(0, 0): {(0, 1): 1}, (0, 4): {(1, 1): 1}}


def test_each_player_has_fifteen_minions_five_of_each_size():
    state = mandrapy.new("magyarcana", seed=3).state
    for owner in (0, 1):
        assert state.supply[owner] == {1: 4, 2: 5, 3: 5}         # the fifth 1-minion is on the home Knave
        assert sum(state.supply[owner].values()) + 1 == 15


def test_setup_deals_six_cards_each_from_the_30_card_draw_deck():
    state = mandrapy.new("magyarcana", seed=3).state
    assert [len(h) for h in state.hands] == [6, 6]
    # 32 cards - 2 home Knaves = 30 in the draw deck; 3 go on the board and 12 to the hands.
    assert len(state.deck) == 30 - 3 - 12 == 15
    assert state.discard == [] and state.reshuffles == 0
    assert not {C("Under of Acorns"), C("Over of Acorns")} & set(state.deck + state.hands[0] + state.hands[1])
    check_invariants(state)


def test_the_first_player_is_chosen_by_the_seed():
    firsts = {seed: Magyarcana(seed=seed).current for seed in range(30)}
    assert set(firsts.values()) == {0, 1}
    for seed, first in firsts.items():
        assert Magyarcana(seed=seed).to_play == first


def test_a_given_first_player_begins_and_keeps_the_same_deal():
    for seed in (1, 2, 3):
        drawn = Magyarcana(seed=seed)
        for first in (0, 1):
            game = Magyarcana(seed=seed, first_player=first)
            assert game.current == game.to_play == first
            same = {k: v for k, v in game.state.to_dict().items() if k not in ("current", "decisions")}
            assert same == {k: v for k, v in drawn.state.to_dict().items() if k not in ("current", "decisions")}


def test_first_player_must_be_0_or_1():
    with pytest.raises(ValueError, match="first_player"):
        Magyarcana(seed=1, first_player=2)


def test_same_seed_same_setup_and_different_seeds_differ():
    assert Magyarcana(seed=42).state.to_dict() == Magyarcana(seed=42).state.to_dict()
    deals = {tuple(map(tuple, Magyarcana(seed=s).state.to_dict()["hands"])) for s in range(10)}
    assert len(deals) == 10


def test_a_fresh_game_offers_the_three_turn_actions():
    game = Magyarcana(seed=5, first_player=0)
    kinds = {type(a).__name__ for a in game.legal_actions()}
    assert kinds == {"UseTerritory", "PlayCard", "Refill"}
    # Player 0 controls only the home Knave (its 1-minion against nothing).
    assert [str(a) for a in game.legal_actions() if type(a).__name__ == "UseTerritory"] == ["use Under of Acorns"]

"""Setup (SET-*) and randomness (INV-09)."""

import pytest

import mandrapy
from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.cards import GRIDS, RUNE_OF
from mandrapy.conjuraction.invariants import check_invariants
from mandrapy.conjuraction.state import ConjuractionState

from conjuraction_helpers import start, texts


def test_the_card_table_keeps_its_promises():
    """44 cards, 11 per rune, every colour once to three times on each card, no two cards alike."""
    assert len(GRIDS) == 44 and len(set(GRIDS)) == 44
    assert [RUNE_OF.count(rune) for rune in range(4)] == [11, 11, 11, 11]
    assert all(1 <= grid.count(colour) <= 3 for grid in GRIDS for colour in range(4))


@pytest.mark.parametrize("players", [0, 1, 6, True, "2"])
def test_SET_01_two_to_five_players(players):
    with pytest.raises(ValueError):
        ConjuractionState.new(players=players, seed=1)


@pytest.mark.parametrize("players, spaces", [(2, 6), (3, 9), (4, 13), (5, 15)])
def test_SET_02_offer_spaces_per_plane(players, spaces):
    s = ConjuractionState.new(players=players, seed=3)
    for plane in range(3):
        assert len([c for (pl, c) in s.offers if pl == plane]) == spaces


def test_SET_03_active_cells():
    assert D.offer_cells(3)[-3:] == ((2, 0), (2, 1), (2, 2))
    assert (3, 3) not in D.offer_cells(5) and {(2, 3), (3, 2)} <= set(D.offer_cells(5))
    assert not {(2, 3), (3, 2), (3, 3)} & set(D.offer_cells(4))


def test_SET_04_SET_05_SET_06_bag_and_one_cube_per_space():
    s = ConjuractionState.new(players=4, seed=5)
    assert all(len(cubes) == 1 for cubes in s.offers.values())
    assert sum(s.bag.values()) + len(s.offers) == 145
    assert D.CUBES == (30, 30, 30, 30, 25)


@pytest.mark.parametrize("players, charms", [
    (2, ("first player", "take two mana")), (3, ("first player", "take two mana", "draw a card")),
    (4, ("first player", "take two mana", "draw a card", "select a mana")),
    (5, ("first player", "take two mana", "draw a card", "select a mana", "take a glyph"))])
def test_SET_07_SET_08_charms_per_player_count(players, charms):
    assert ConjuractionState.new(players=players, seed=1).charms == charms


@pytest.mark.parametrize("players, offer", [(2, 3), (3, 4), (4, 5), (5, 6)])
def test_SET_09_SET_10_SET_11_card_offer_and_deck(players, offer):
    s = ConjuractionState.new(players=players, seed=2)
    assert len(s.card_offer) == offer and len(s.deck) == 44 - offer


@pytest.mark.parametrize("players, blue", [(2, 10), (3, 14), (4, 18), (5, 22)])
def test_SET_12_blue_twinks(players, blue):
    assert ConjuractionState.new(players=players, seed=2).blue == blue


def test_SET_13_SET_14_supplies_and_scores():
    s = start(3)
    assert s.glyph_supply == 10 and sum(s.rune_supply.values()) == 40
    assert s.score == [0, 0, 0]


def test_SET_15_SET_16_draft_in_seat_order_each_character_once():
    s = ConjuractionState.new(players=3, seed=1)
    assert s.decision.code == "draft" and s.to_play == 0 and len(texts(s)) == 6
    s.play("play as larissa")
    assert s.to_play == 1 and "play as larissa" not in texts(s)
    with pytest.raises(mandrapy.IllegalAction):
        s.play("play as larissa")


def test_SET_17_one_familiar_bound():
    s = start(2)
    assert s.familiars == [1, 1]


def test_SET_18_SET_19_SET_20_cards_and_mana_drawn_blacks_redrawn():
    s = ConjuractionState.new(players=2, seed=9, characters=("norwell", "jenetta"), first_player=0)
    while s.phase != "play":
        s.play(s.legal_actions()[0])
    # before their first turns, starting mana waits on the character card, never black
    assert s.start_mana[1][D.NETHER] == 0 and sum(s.start_mana[1].values()) == 4 + 1   # +1 extra (SET-28)
    assert len(s.forges[1]) + len(s.hands[1]) == 2


def test_SET_21_steffan_rune_of_his_choice():
    s = ConjuractionState.new(players=2, seed=1, characters=("steffan", "norwell"))
    assert s.decision.code == "steffan_rune"
    s.play("take a plasma rune")
    assert s.runes_up[0][D.PLASMA] == 1 and s.rune_supply[D.PLASMA] == 9


def test_SET_22_SET_26_CHR_MIN_1_mindally_glyph_and_first_player():
    s = start(2, characters=("norwell", "mindally"), first_player=0)
    assert s.glyphs[1] == 1 and s.first == 1 and s.current == 1


def test_SET_23_jenetta_chooses_a_non_black_wild_colour():
    s = ConjuractionState.new(players=2, seed=1, characters=("jenetta", "norwell"))
    while s.decision.code != "jenetta_colour":
        s.play(s.legal_actions()[0])
    assert "wild colour nether" not in texts(s)
    bag = s.bag[D.ARCANA]
    s.play("wild colour arcana")
    assert s.wild[0] == D.ARCANA and s.bag[D.ARCANA] == bag - 1


def test_SET_24_SET_25_starting_cards_on_separate_forges_chosen_by_the_player():
    s = ConjuractionState.new(players=2, seed=4, characters=("norwell", "larissa"))
    while s.decision.code != "starting_card":
        s.play(s.legal_actions()[0])
    assert len(s.legal_actions()) == 6             # 2 cards x 3 forges
    s.play(s.legal_actions()[-1])
    assert len(s.legal_actions()) == 2             # the other card, the two free forges


def test_SET_27_first_player_given_or_drawn():
    assert start(3, first_player=2).current == 2
    firsts = {start(3, seed=seed, first_player=None).first for seed in range(12)}
    assert len(firsts) > 1


def test_SET_28_extra_mana_clockwise_from_the_first_player():
    s = ConjuractionState.new(players=4, seed=2, characters=("norwell", "larissa", "alaeric", "jenetta"),
                              first_player=1)
    while s.phase != "play":
        s.play(s.legal_actions()[0])
    base = [5, 5, 5, 4]
    extra = [sum(s.start_mana[p].values()) - base[p] for p in range(4)]
    assert extra == [3, 0, 1, 2]


def test_SET_29_INV_09_seed_reproduces_everything():
    a = start(3, seed=42)
    b = start(3, seed=42)
    assert a.to_dict() == b.to_dict()
    assert a.to_dict() != start(3, seed=43).to_dict()


def test_invariants_after_setup():
    for players in range(2, 6):
        check_invariants(start(players, seed=players))

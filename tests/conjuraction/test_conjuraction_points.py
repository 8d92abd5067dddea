"""Placing mana on cards (MAN), spell cards and forges (FRG), the imbuement points (PT-*)."""


from mandrapy.conjuraction import data as D

from conjuraction_helpers import bare, fill, fresh, position, put_card, set_circle, texts

# card 0: Y E Y / P Y A / P E A  (E essence, Y energy, A arcana, P plasma)


def charge(s):
    s.play("sorcerer activates spell charge")
    return texts(s)


def test_MAN_01_MAN_02_MAN_03_matching_squares_from_the_forge_circle():
    s = bare(2)
    put_card(s, 0, 0, 0)
    set_circle(s, 0, 0, energy=2, essence=1)
    set_circle(s, 0, 1, plasma=1)            # the Maelstrom circle cannot feed the Astral card
    options = [t for t in charge(s) if "astral" in t]
    assert sorted(options) == sorted(["place energy on the astral card at 0,0", "place energy on the astral card at 0,2",
                                      "place energy on the astral card at 1,1", "place essence on the astral card at 0,1",
                                      "place essence on the astral card at 2,1"])
    s.play("place energy on astral square 4")
    assert "done" in texts(s) and s.locked[0][(0, 4)] == D.ENERGY


def test_MAN_04_one_cube_per_square():
    s = bare(2)
    put_card(s, 0, 0, 0)
    set_circle(s, 0, 0, energy=2)
    charge(s)
    s.play("place energy on astral square 4")                  # an earlier text: squares 0..8 row by row
    assert "place energy on the astral card at 1,1" not in texts(s)


def test_MAN_05_MAN_06_MAN_07_wild_from_three_blacks_one_per_card():
    s = bare(2)
    put_card(s, 0, 0, 0)
    set_circle(s, 0, 0, nether=6)
    out = s.out
    options = charge(s)
    assert len([t for t in options if "wild" in t]) == 9
    s.play("place wild nether on astral square 3")
    assert s.out == out + 2 and s.circles[0][(0, D.NETHER)] == 3
    assert not any("wild" in t for t in texts(s))


def test_MAN_08_alaeric_wild_from_two():
    s = bare(2, characters=("alaeric", "norwell"))
    put_card(s, 0, 0, 0)
    set_circle(s, 0, 0, nether=2)
    assert any("wild" in t for t in charge(s))


def test_MAN_09_CHR_JEN_2_jenetta_substitutes_from_the_bag():
    s = position(characters=("jenetta", "norwell"), forges={0: {"astral": 0}}, circles={0: {"astral": "plasma"}},
                 wild={0: "plasma"})
    assert s.wild[0] == D.PLASMA
    options = charge(s)
    assert "substitute essence on the astral card at 0,1" in options
    bag = s.bag[D.ESSENCE]
    s.play("substitute essence on astral square 1")
    assert s.locked[0][(0, 1)] == D.ESSENCE and s.bag[D.ESSENCE] == bag - 1
    assert s.setaside[D.PLASMA] == 1 and s.circles[0][(0, D.PLASMA)] == 0


def test_PT_CHA_1_charge_all_three_circles():
    s = bare(2)
    for forge, card in enumerate((0, 1, 2)):
        put_card(s, 0, forge, card)
        set_circle(s, 0, forge, essence=1)
    options = charge(s)
    assert {t.split()[4] for t in options if " card at " in t} == {"astral", "maelstrom", "aether"}


def test_PT_WEA_1_PT_WEA_2_PT_WEA_4_FRG_05_weave_swap_then_place_only_on_swapped():
    s = bare(2)
    for forge, card in enumerate((0, 1, 2)):
        put_card(s, 0, forge, card)
        set_circle(s, 0, forge, essence=1)
    fill(s, 0, 0, [1])
    s.play("sorcerer activates spell weave")
    s.play("swap astral and aether cards")
    assert s.forges[0] == {0: 2, 1: 1, 2: 0} and s.locked[0] == {(2, 1): D.ESSENCE}
    assert not any("maelstrom card at" in t for t in texts(s))
    assert "swap astral and maelstrom cards" not in texts(s)


def test_PT_WEA_3_place_before_swap_limits_the_swap():
    s = bare(2)
    for forge, card in enumerate((0, 1, 2)):
        put_card(s, 0, forge, card)
    set_circle(s, 0, 0, essence=1)
    s.play("sorcerer activates spell weave")
    s.play("place essence on astral square 1")
    swaps = [t for t in texts(s) if t.startswith("swap")]
    assert sorted(swaps) == ["swap astral and aether cards", "swap astral and maelstrom cards"]


def test_PT_GLI_1_PT_GLI_2_PT_GLI_3_glide_moves_to_a_free_forge_same_card():
    s = bare(2)
    put_card(s, 0, 0, 0)
    put_card(s, 0, 1, 1)
    set_circle(s, 0, 2, essence=2)
    set_circle(s, 0, 0, energy=1)
    s.play("sorcerer activates spell glide")
    assert "move astral card to aether" in texts(s) and "move astral card to maelstrom" not in texts(s)
    s.play("move astral card to aether")
    assert s.forges[0][2] == 0
    placements = [t for t in texts(s) if " card at " in t]
    assert placements and all("aether card at" in t for t in placements)


def test_PT_POR_1_PT_POR_2_PT_POR_3_PT_POR_4_portal_card_exchange():
    s = bare(2)
    put_card(s, 0, 1, 5)
    fill(s, 0, 1, [0, 1])
    offer = sorted(s.card_offer.values())[0]
    slot = next(k for k, c in s.card_offer.items() if c == offer)
    s.play("sorcerer activates mystic portal")
    s.play(f"exchange card 5 from maelstrom for card {offer}")
    assert s.forges[0][1] == offer and s.card_offer[slot] == 5
    assert not any(g == 1 for g, _ in s.locked[0]) and sum(s.setaside.values()) == 2


def test_PT_POR_5_PT_POR_6_portal_bag_draw_first_black_returns():
    s = bare(2)
    set_circle(s, 0, 0, nether=2, essence=1)
    bag_black = s.bag[D.NETHER]
    s.play("sorcerer activates mystic portal")
    s.play("exchange astral mana with the bag")
    s.play("return nether to the bag")
    s.play("return nether to the bag")
    s.play("done")
    assert sum(s.circles[0][(0, k)] for k in range(5)) == 3
    assert s.bag[D.NETHER] >= bag_black - 2 + 2 - 2      # blacks went back (some may have been drawn again)
    assert sum(s.bag.values()) + 3 == sum(D.CUBES) - sum(len(c) for c in s.offers.values()) - s.out \
        - sum(s.circles[1].values())


def test_PT_POR_7_OFF_05_portal_offer_exchange_one_for_one_same_spaces():
    s = bare(2)
    set_circle(s, 0, 2, nether=2)
    s.play("sorcerer activates mystic portal")
    s.play("exchange aether mana with aether row 0")
    first = s.legal_actions()[0]
    s.play(first)
    r, c = first.cell
    assert D.NETHER in s.offers[(2, (r, c))]
    # the black just put down cannot be taken back in the same action
    assert not any(a.take == D.NETHER and a.cell == first.cell for a in s.legal_actions() if hasattr(a, "take")) \
        or s.offers[(2, (r, c))].count(D.NETHER) > 1


def test_PT_CON_1_FRG_02_FRG_03_concoct_to_a_chosen_free_forge():
    s = bare(2)
    for g in list(s.forges[0]):
        s.hands[0].append(s.forges[0].pop(g))
    s.deck.extend(s.hands[0]); s.hands[0].clear()
    fresh(s)
    card = sorted(s.card_offer.values())[0]
    s.play("sorcerer activates concoct spell")
    s.play(f"take card {card}")
    assert s.decision.code == "card_forge" and len(s.legal_actions()) == 3
    s.play(f"put card {card} on the aether forge")
    assert s.forges[0] == {2: card}


def test_FRG_01_FRG_04_full_forges_send_the_card_to_the_hand_privately():
    s = bare(2)
    for g, card in enumerate((0, 1, 2)):
        put_card(s, 0, g, card)
    s.play("sorcerer activates entreat spell")
    assert len(s.hands[0]) == 1
    assert s.view(1).seats[0].hand is None and s.view(1).seats[0].hand_size == 1
    assert str(s.hands[0][0]) in s.log_lines(0)[-2] and "takes a spell card" in s.log_lines(1)[-2]
    assert s.log_lines(1)[-1] == "Player 0 had one choice, made for them: end turn."


def test_FRG_07_card_offer_not_refilled_during_the_round():
    s = bare(2)
    n = len(s.card_offer)
    s.play("sorcerer activates concoct spell")
    s.play(s.legal_actions()[0])
    assert len(s.card_offer) == n - 1


def test_PT_CJM_1_PT_CJM_2_PT_CJM_3_conjure_two_one_circle_keep_one_when_short():
    s = bare(2)
    set_circle(s, 0, 0, essence=6)
    set_circle(s, 0, 1, essence=7)
    set_circle(s, 0, 2, essence=7)
    s.bag = {k: 0 for k in range(5)} | {D.ENERGY: s.bag[D.ENERGY], D.NETHER: 0}
    s.bag[D.ARCANA] = 1
    s.bag[D.ENERGY] -= 1
    s.limbo[D.ENERGY] = 0
    fresh(s)
    # the bag holds energy cubes and one arcana: draw two, keep one (room 1)
    s.play("sorcerer activates conjure mana")
    if s.decision.code == "keep_one":
        kept = s.legal_actions()[0]
        s.play(kept)
    assert s.room(0, 0) == 0 and not s.limbo


def test_PT_ENT_1_entreat_takes_the_top_card():
    s = bare(2)
    top = s.deck[-1]
    free = s.free_forges(0)
    s.play("sorcerer activates entreat spell")
    assert top in s.forges[0].values() or top in s.hands[0] or s.decision.code == "card_forge"
    assert free or top in s.hands[0]


def test_PT_DRI_1_PT_DRI_2_drift_between_one_pair_within_room():
    s = bare(2)
    set_circle(s, 0, 0, essence=3)
    set_circle(s, 0, 1, energy=6)
    s.play("sorcerer activates mana drift")
    s.play("move essence from astral to maelstrom")
    assert "move essence from astral to maelstrom" not in texts(s)    # Maelstrom is full now
    assert not any("to aether" in t for t in texts(s))


def test_PT_MWE_1_mana_weave_swaps_one_for_one_up_to_three():
    s = bare(2)
    set_circle(s, 0, 0, essence=4)
    set_circle(s, 0, 2, plasma=4)
    s.play("sorcerer activates mana weave")          # one possible swap: the first is forced (auto)
    assert s.decision["swaps"] == 1
    for _ in range(2):
        s.play("swap essence from astral with plasma from aether")
    assert s.circles[0][(0, D.PLASMA)] == 3 and s.circles[0][(2, D.ESSENCE)] == 3
    assert s.decision.code != "mana_weave"


def test_PT_ALL_1_activation_without_effect_is_legal():
    s = bare(2)
    assert "sorcerer activates spell charge" in texts(s)      # no cubes: nothing happens
    s.play("sorcerer activates spell charge")
    assert s.decision.code in ("after", "turn")

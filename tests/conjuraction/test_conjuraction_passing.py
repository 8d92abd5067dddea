"""Passing (PAS), charms (CHM), completion and rewards (SPL), the end-of-round phase (EOR), cleanup (CLN),
the end (END), characters (CHR) and supplies (INV)."""

import pytest

from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.cards import RUNE_OF
from mandrapy.conjuraction.invariants import check_invariants

from mandrapy.conjuraction.position import from_position

from conjuraction_helpers import bare, ended, fill, fresh, position, put_card, set_circle, texts


def passing(s, charm="take first player"):
    s.play("pass")
    if s.decision is not None and s.decision.code == "charm":
        s.play(charm)


def test_PAS_01_PAS_02_PAS_11_CHM_01_charm_choice_last_passer_gets_the_last():
    s = bare(2)
    s.play("pass")
    assert sorted(texts(s)) == ["take the first player charm", "take the take two mana charm"]
    s.play("take first player")
    assert s.next_first == 0 and s.charm[0] == "first player"
    s.play("sorcerer activates mana drift")          # player 1's one more regular turn
    # no free mana: passing is player 1's only choice, and the last charm too: both happen by themselves
    assert s.passed[1] and s.charm[1] == "take two mana"
    s.play("to the astral circle")
    assert s.round == 2 and s.first == 0


def _completed_enchantment():
    """Player 0 passes with card 0 on the Astral forge, its Enchantment squares (corners) filled."""
    s = from_position(players=2, seed=1, characters=["norwell", "steffan"], forges={0: {"astral": 0}},
                      charged={0: {"astral": [0, 2, 6, 8]}}, current=0)
    passing(s)
    return s


def test_PAS_03_rewards_of_completed_spells_are_taken():
    s = _completed_enchantment()
    assert s.runes_up[0] == {RUNE_OF[0]: 1, **{t: 0 for t in range(4) if t != RUNE_OF[0]}}   # Enchantment: a rune
    assert s.rune_supply[RUNE_OF[0]] == D.RUNES_PER_TYPE - 1


def test_PAS_04_score_advances_by_the_completed_formula():
    assert _completed_enchantment().score == [4, 0]


def test_PAS_05_blue_twink_covers_the_completed_formula():
    s = _completed_enchantment()
    assert s.covered[0] == {(0, 1): 1} and s.blue == D.BLUE_TWINKS[2] - 1 and s.yellow == 0


def test_PAS_06_cubes_of_the_completed_card_set_aside():
    s = _completed_enchantment()
    assert sum(s.setaside.values()) == 4 and s.locked[0] == {}


def test_PAS_07_completed_card_goes_to_the_discard_pile():
    s = _completed_enchantment()
    assert s.discard == [0] and 0 not in s.forges[0].values()


def test_PAS_03_to_PAS_07_SPL_01_SPL_03_augury_scores_covers_and_discards():
    s = bare(2)
    put_card(s, 0, 0, 0)
    fill(s, 0, 0, [0, 1, 2])
    passing(s)
    assert s.score[0] == 2 and s.blue == 9 and s.covered[0] == {(0, 0): 1}
    assert 0 in s.discard and 0 not in s.forges[0]
    assert sum(s.setaside.values()) == 3 and not any(g == 0 for g, _ in s.locked[0])
    check_invariants(s)


def test_PAS_08_FRG_06_hand_cards_onto_free_forges():
    s = bare(2)
    put_card(s, 0, 0, 0)
    put_card(s, 0, 1, 1)
    put_card(s, 0, 2, 2)
    s.deck.remove(3)
    s.hands[0].append(3)
    fill(s, 0, 0, [0, 1, 2])
    passing(s)
    assert s.forges[0][0] == 3 and s.hands[0] == []


def test_PAS_09_PAS_10_EOR_01_EOR_06_last_player_one_more_turn_then_round_ends_on_pass():
    s = bare(3)
    passing(s)
    assert s.to_play == 1
    set_circle(s, 2, 0, essence=1)
    s.play("pass")
    while s.to_play == 1:
        s.play(s.legal_actions()[0])
    assert s.to_play == 2 and s.last_player == 2 and s.decision.code == "turn"
    s.play("sorcerer takes astral row 0")
    assert s.decision.code == "last" and sorted(texts(s)) == ["bonus turn", "pass"]
    s.play("pass")
    assert s.round == 2 and s.passed == [False, False, False]          # cleanup done, round 2


def test_EOR_02_EOR_03_EOR_04_EOR_05_bonus_turns_cost_one_then_two():
    s = bare(2)
    set_circle(s, 1, 0, essence=3, nether=2)
    passing(s)
    s.play("sorcerer activates mana drift")
    while s.decision.code != "last":
        s.play(s.legal_actions()[0])
    assert "bonus turn" in texts(s)
    s.play("bonus turn")                             # one payable cube colour: paid by itself
    assert s.setaside[D.ESSENCE] == 1 and s.decision.code == "turn"
    s.play("familiar at essence activates concoct spell")
    s.play(s.legal_actions()[0])
    assert s.decision.code == "last"
    s.play("bonus turn")
    # all three cubes paid; with nothing left to do the bonus turn's only choice, pass, happens by itself
    assert s.setaside[D.ESSENCE] == 3 and s.bonus == 2 and s.passed[1]


def test_SPL_02_SPL_06_completion_is_mandatory_best_formula_several_cards():
    s = bare(2)
    put_card(s, 0, 0, 0)
    put_card(s, 0, 1, 1)
    fill(s, 0, 0, [0, 1, 2, 6, 7, 8])                # Augury and Thaumaturgy satisfied: 9 VP wins
    fill(s, 0, 1, [3, 4, 5])
    passing(s)
    while s.decision.code == "keep_card":           # the Thaumaturgy's Mana Surge
        s.play(s.legal_actions()[0])
    assert s.covered[0] == {(0, 3): 1, (1, 0): 1} and s.score[0] == 11


def test_SPL_04_wild_costs_one_point():
    s = bare(2)
    put_card(s, 0, 0, 0)
    fill(s, 0, 0, [0, 1, 2], wild=1)
    passing(s)
    assert s.score[0] == 1 and s.out == 1 + 0 or s.score[0] == 1


def test_CHR_ALA_2_alaeric_wild_net_zero():
    s = bare(2, characters=("alaeric", "norwell"))
    put_card(s, 0, 0, 0)
    fill(s, 0, 0, [0, 1, 2], wild=2)
    passing(s)
    assert s.score[0] == 2


def test_SPL_05_a_covered_formula_never_scores_again():
    s = position(covered={0: ["astral augury"]}, scores={0: 2}, forges={0: {"astral": 0}},
                 charged={0: {"astral": [0, 1, 2]}})                 # card 0's Augury satisfied, already covered
    passing(s)
    assert s.score[0] == 2 and s.forges[0][0] == 0 and s.covered[0] == {(0, 0): 1}


def test_SPL_07_bind_familiar():
    s = bare(2)
    put_card(s, 0, 1, 0)
    fill(s, 0, 1, [0, 3, 6, 2, 5, 8])
    passing(s)
    assert s.familiars[0] == 2 and s.score[0] == 9


def test_SPL_08_rune_of_the_card():
    s = bare(2)
    put_card(s, 0, 0, 7)
    fill(s, 0, 0, [0, 2, 6, 8])
    passing(s)
    assert s.runes_up[0][RUNE_OF[7]] == 1 and s.score[0] == 4


def test_SPL_09_SPL_11_glyph_reward_lost_when_the_supply_is_empty():
    s = position(forges={0: {"maelstrom": 0}}, charged={0: {"maelstrom": [1, 3, 5, 7]}}, glyphs={1: 10})
    assert s.glyph_supply == 0
    passing(s)
    assert s.glyphs[0] == 0 and s.score[0] == 4


def test_SPL_10_mana_surge_keeps_three_of_the_card():
    s = bare(2)
    put_card(s, 0, 2, 0)
    fill(s, 0, 2, [0, 1, 3, 4])
    s.play("pass"); s.play("take first player")
    assert s.decision.code == "keep_card"
    while s.decision is not None and s.decision.code == "keep_card":
        s.play(s.legal_actions()[0])
    assert sum(s.circles[0][(2, k)] for k in range(5)) == 3 and sum(s.setaside.values()) == 1


def test_CHR_LAR_2_CHR_LAR_3_larissa_keeps_one_more():
    s = bare(2, characters=("larissa", "norwell"))
    put_card(s, 0, 2, 0)
    fill(s, 0, 2, [0, 1, 3, 4])
    s.play("pass"); s.play("take first player")
    while s.decision is not None and s.decision.code == "keep_card":
        s.play(s.legal_actions()[0])
    assert sum(s.circles[0][(2, k)] for k in range(5)) == 4


def test_SPL_12_CLN_02_set_aside_back_to_the_bag():
    s = position(set_aside="2 arcana")
    assert s.setaside == {D.ARCANA: 2}
    before = s.bag[D.ARCANA] + sum(c.count(D.ARCANA) for c in s.offers.values())
    s.cleanup()
    after = s.bag[D.ARCANA] + sum(c.count(D.ARCANA) for c in s.offers.values())
    assert after == before + 2 and not s.setaside


def test_CHM_03_CHM_04_take_two_mana_same_circle():
    s = bare(2)
    s.play("pass")
    s.play("take take two mana")
    assert s.decision.code == "circle"
    s.play("to the maelstrom circle")
    assert sum(s.circles[0][(1, k)] for k in range(5)) == 2


def test_CHM_02_draw_a_card_and_CHM_05_select_any_colour_black_included():
    s = bare(4)
    s.play("pass")
    s.play("take select a mana")
    assert "select nether to aether" in texts(s)
    s.play("select nether to aether")
    assert s.circles[0][(2, D.NETHER)] == 1
    s.play("pass"); s.play("take draw a card")
    assert len(s.forges[1]) + len(s.hands[1]) == 3 or s.decision.code == "card_forge"


def test_CHM_06_take_a_glyph():
    s = bare(5)
    s.play("pass"); s.play("take take a glyph")
    assert s.glyphs[0] == 1


def test_CHR_MIN_2_mindally_first_player_charm_gives_a_glyph():
    s = bare(2, characters=("mindally", "norwell"))
    glyphs = s.glyphs[0]
    s.play("pass"); s.play("take first player")
    assert s.glyphs[0] == glyphs + 1


def test_CHM_07_CLN_01_charms_back_at_cleanup():
    s = position(passed=[1], charms={1: "take two mana"})
    assert s.charm == [None, "take two mana"]
    s.cleanup()
    assert s.charm == [None, None]


def test_CLN_03_CHR_NOR_1_CHR_NOR_2_CHR_NOR_3_norwell_stacks_once_and_it_returns():
    s = position(circles={0: {"astral": "2 arcana"}}, spaces={"spell weave": ["arcana", None, None]})
    assert "stack arcana from astral on spell weave space 0" in texts(s)
    assert "stack arcana from astral on spell weave space 1" not in texts(s)   # an open Essence space
    s.play("stack arcana from astral on spell weave space 0")
    assert s.stacked == {(0, 0): D.ARCANA} and s.norwell_used[0]
    s.cleanup()
    assert s.stacked == {} and not s.norwell_used[0]


def test_CLN_04_full_points_emptied_partial_ones_stay():
    s = position(spaces={"spell weave": ["arcana", "essence", "essence"], "mystic portal": ["energy", None, None]})
    s.cleanup()
    assert (D.WEAVE, 0) not in s.spaces and s.spaces[(D.PORTAL, 0)] == D.ENERGY


def test_CLN_06_CLN_07_black_only_cells_get_one_cube_empty_cells_one():
    s = position(round=2, offers={"aether": ["2 nether", None, "essence", "energy", "arcana", "plasma"]})
    cell = (0, 0)
    s.cleanup()
    assert len(s.offers[(2, cell)]) == 3 and len(s.offers[(2, (0, 1))]) == 1


def test_CLN_08_card_offer_refilled():
    s = bare(2)
    slot = next(iter(s.card_offer))
    s.deck.append(s.card_offer.pop(slot))
    s.cleanup()
    assert slot in s.card_offer


def test_CLN_11_CHR_JEN_3_CHR_JEN_4_jenetta_may_swap_before_her_first_turn_each_round():
    s = bare(2, characters=("norwell", "jenetta"))
    passing(s)
    assert s.to_play == 1 and s.decision.code == "jenetta_swap"      # her first turn of round 1
    s.play("done")
    assert s.decision.code == "turn"
    passing(s)                                   # she passes too: the round ends, cleanup, round 2
    while s.round == 1:
        s.play(s.legal_actions()[0])
    passing(s)                                   # player 0 (first: the first-player charm) passes at once
    assert s.round == 2 and s.to_play == 1
    assert s.decision.code == "jenetta_swap" and "done" in texts(s)
    old = s.wild[1]
    choice = next(a for a in s.legal_actions() if str(a) != "done")
    s.play(choice)
    assert s.wild[1] == choice.colour != old and s.decision.code == "turn"


def test_CHR_ALA_3_alaeric_moves_blacks_within_his_budget():
    s = bare(2, characters=("alaeric", "norwell"))
    set_circle(s, 0, 0, nether=2)
    s.start_turn(0)
    s.decisions.pop() if s.decisions.top.code == "turn" and len(s.decisions) > 1 else None
    fresh(s)
    assert "move nether from astral to aether" in texts(s)
    s.play("move nether from astral to aether")
    s.play("move nether from astral to maelstrom")
    assert not any(t.startswith("move nether") for t in texts(s))           # budget 2 spent


NINE_FORMULAS = [f"{plane} {formula}" for plane in ("astral", "maelstrom") for formula in
                 ("augury", "enchantment", "theurgy", "thaumaturgy")] + ["aether augury"]


def test_END_01_END_02_END_03_END_04_END_05_final_round_charm_points_no_cleanup():
    s = position(covered={1: NINE_FORMULAS}, forges={0: {"astral": 0}}, charged={0: {"astral": [0, 1, 2]}})
    assert s.blue == 1 and s.score == [0, 44]    # 2 players: 10 blue twinks, 9 used
    passing(s, "take take two mana")
    if s.decision.code == "circle":
        s.play("to the aether circle")
    assert s.final and s.blue == 0 and not s.is_over
    s.play("sorcerer activates mana drift")
    while not s.is_over:
        s.play(s.legal_actions()[0])
    assert s.score == [2 + 1, 44]                   # Take two Mana's back: 1; First Player's: 0
    assert s.round == 1                             # no cleanup, no new round


def test_END_03_INV_06_yellow_twinks_after_the_blue():
    s = position(covered={1: NINE_FORMULAS + ["aether enchantment"]},              # 10 blue twinks used
                 forges={0: {"astral": 0}}, charged={0: {"astral": [0, 1, 2]}})
    assert s.final and s.blue == 0 and s.yellow == 0
    passing(s)
    assert s.yellow == 1


@pytest.mark.parametrize("key, given, expect", [
    ("covered", {"covered": {0: ["astral augury", "maelstrom augury"], 1: ["aether enchantment"]}}, 0),
    ("runes", {"glyphs": {0: 1}}, 0),
    ("cards", {"forges": {0: {"astral": 40, "maelstrom": 41, "aether": 42}}}, 0),
    ("free", {"circles": {0: {"astral": "essence"}}}, 0),
    ("none", {}, (0, 1))])
def test_END_06_to_END_11_tie_breaks_in_printed_order(key, given, expect):
    s = ended(**given)
    assert s.score[0] == s.score[1] and s.winners() == (expect if isinstance(expect, tuple) else (expect,))


def test_INV_01_INV_02_INV_03_conservation_after_a_scripted_round():
    s = bare(3)
    for _ in range(200):
        if s.is_over:
            break
        s.play(s.legal_actions()[len(s.history) % len(s.legal_actions())])
        check_invariants(s)


def test_INV_04_CLN_12_empty_draw_pile_reshuffles_the_discard():
    s = bare(2)
    s.discard.extend(s.deck)
    s.deck.clear()
    card = s.draw_card()
    assert card is not None and len(s.deck) + 1 + len(s.discard) >= 1 and s.discard == []


def test_INV_05_short_bag_partial_draws():
    s = position(offers={plane: [None] * 6 for plane in D.PLANES}, out=D.CUBES[D.NETHER],      # empty offers,
                 set_aside=f"{D.CUBES[D.ESSENCE] - 1} essence, 30 energy, 30 arcana, 30 plasma")  # one cube in the bag
    assert sum(s.bag.values()) == s.bag[D.ESSENCE] == 1
    s.play("sorcerer activates conjure mana")
    s.play("to the astral circle")
    assert sum(s.bag.values()) == 0 and sum(s.circles[0][(c, D.ESSENCE)] for c in range(3)) == 1


def test_INV_07_INV_08_hands_private_bag_public():
    s = bare(3)
    s.hands[2].append(s.deck.pop())
    v = s.view(0)
    assert v.seats[2].hand is None and v.seats[2].hand_size == 1 and v.seats[0].hand == ()
    assert v.bag == tuple(s.bag[k] for k in range(5)) and not hasattr(v, "deck")

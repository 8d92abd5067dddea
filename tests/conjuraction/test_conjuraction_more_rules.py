"""Checklist items not covered elsewhere: TRN-14, FAM-02, CUB-08, CHR-00, CHR-JEN-1, CHR-STE-1, PAS-04..06,
CHM-08, CLN-10, END-07..10 (each its own test)."""

from mandrapy.conjuraction import data as D

from conjuraction_helpers import bare, ended, fill, fresh, position, put_card, set_circle, texts


def test_TRN_14_free_actions_do_not_use_the_turn():
    s = bare(2, characters=("alaeric", "norwell"))
    set_circle(s, 0, 0, nether=1)
    s.start_turn(0)
    fresh(s)
    s.play("move nether from astral to maelstrom")
    assert s.decision.code == "turn" and s.to_play == 0 and "sorcerer activates spell charge" in texts(s)


def test_FAM_02_familiar_offer_action_never_blocked():
    s = bare(2)
    for space in D.FAMILIAR_SPACES:
        s.familiar_at[space] = 1
    fresh(s)
    assert "familiar takes aether row 0" in texts(s)


def test_CUB_08_cubes_stay_on_a_point_with_an_open_space():
    s = position(spaces={"conjure mana": ["essence", None, None, None]})
    s.cleanup()
    assert s.spaces == {(D.CONJURE, 0): D.ESSENCE}


def test_CHR_00_a_power_overrides_the_rule_it_contradicts():
    given = dict(circles={0: {"astral": "plasma"}}, spaces={"spell charge": [None, None, "energy"],
                                                             "spell weave": ["arcana", None, None]})
    s = position(**given)                                                          # seat 0 is Norwell
    assert "stack plasma from astral on spell charge space 2" in texts(s)       # blocked for anyone else
    s = position(**given, stacked={"spell weave": ["arcana", None, None]})     # he has stacked this round
    assert s.norwell_used[0] and "stack plasma from astral on spell charge space 2" not in texts(s)


def test_CHR_JEN_1_wild_colour_from_setup():
    s = bare(2, characters=("jenetta", "norwell"))
    assert s.wild[0] in D.BASIC and s.wild[1] is None


def test_CHR_STE_1_steffan_starts_with_a_rune():
    s = bare(2, characters=("steffan", "norwell"))
    assert sum(s.runes_up[0].values()) == 1 and sum(s.runes_up[1].values()) == 0


def _augury(s):
    put_card(s, 0, 1, 0)
    fill(s, 0, 1, [3, 4, 5])
    s.play("pass")
    s.play("take first player")


def test_PAS_04_score_advances_by_the_spell_points():
    s = bare(2)
    _augury(s)
    assert s.score == [2, 0]


def test_PAS_05_blue_twink_covers_the_formula():
    s = bare(2)
    _augury(s)
    assert s.covered[0] == {(1, 0): 1} and s.blue == 9 and s.yellow == 0


def test_PAS_06_cubes_of_completed_spells_set_aside():
    s = bare(2)
    _augury(s)
    assert sum(s.setaside.values()) == 3 and not any(g == 1 for g, _ in s.locked[0])


def test_CHM_08_charm_back_points_only_in_the_final_round():
    assert D.CHARM_VP == {"first player": 0, "take two mana": 1, "draw a card": 1, "select a mana": 2,
                          "take a glyph": 2}
    s = bare(2)
    s.play("pass")
    s.play("take take two mana")
    s.play("to the astral circle")
    assert s.score == [0, 0]                         # not the final round: no points


def test_CLN_10_runes_face_up_again():
    s = position(runes_used={0: {"energy": 1}})
    s.cleanup()
    assert s.runes_up[0][D.ENERGY] == 1 and s.runes_down[0][D.ENERGY] == 0


def test_END_07_tie_break_most_completed_spells():
    s = ended(covered={0: ["maelstrom enchantment"], 1: ["astral augury", "aether augury"]}, glyphs={0: 3})
    assert s.score == [4, 4] and s.winners() == (1,)


def test_END_08_tie_break_most_runes_and_glyphs():
    s = ended(runes_used={1: {"arcana": 1}},                          # a face-down rune counts too
              forges={0: {"astral": 3, "maelstrom": 4, "aether": 5}}, hands={0: [1, 2]})
    assert s.score == [0, 0] and s.winners() == (1,)


def test_END_09_tie_break_most_spell_cards_on_forges_or_in_hand():
    s = ended(forges={0: {"astral": 7}, 1: {"astral": 1, "maelstrom": 2}}, circles={0: {"astral": "5 essence"}})
    assert s.score == [0, 0] and s.winners() == (1,)


def test_END_10_tie_break_most_free_non_black_mana():
    s = ended(circles={0: {"astral": "5 nether"}, 1: {"aether": "plasma"}})
    assert s.score == [0, 0] and s.winners() == (1,)


def test_END_11_else_a_shared_win():
    assert ended().winners() == (0, 1)


def test_CHR_ALA_3_alaeric_moves_blacks_while_placing_mana():
    s = bare(2, characters=("alaeric", "norwell"))
    put_card(s, 0, 2, 0)
    set_circle(s, 0, 2, energy=1)
    set_circle(s, 0, 0, nether=2)
    s.start_turn(0)
    fresh(s)
    s.play("sorcerer activates spell charge")
    s.play("move nether from astral to aether")
    s.play("move nether from astral to aether")
    assert s.decision.code == "charge" and "place wild nether on the aether card at 1,0" in texts(s)

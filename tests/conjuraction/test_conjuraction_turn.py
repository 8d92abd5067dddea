"""Turn structure (TRN), sorcerer (SOR), familiars (FAM), runes (RUN), glyphs (GLY), cube actions (CUB),
Nether (NET) and taking offer mana (OFF)."""

import pytest

from mandrapy import IllegalAction
from mandrapy.conjuraction import data as D

from conjuraction_helpers import bare, position, set_circle, start, texts


def test_TRN_01_TRN_02_first_player_then_clockwise():
    s = bare(3, first_player=1)
    assert s.to_play == 1
    s.play("sorcerer activates conjure mana")
    while s.to_play == 1:
        s.play(s.legal_actions()[0])
    assert s.to_play == 2


def test_TRN_03_TRN_04_starting_mana_on_one_circle_extras_on_another():
    s = start(5, characters=("norwell", "larissa", "alaeric", "jenetta", "steffan"), first_player=1, seed=3)
    s.play("pass")                       # seat 1 (Larissa) passes; seat 2 places 5 + 1 cubes
    while s.decision.code == "charm" or s.to_play == 1:
        s.play(s.legal_actions()[0])
    assert s.to_play == 2 and s.decision.code == "starting_mana"
    first = s.legal_actions()[0]
    s.play(first)
    assert {a.circle for a in s.legal_actions()} == {first.circle}


def test_TRN_05_CHR_LAR_1_larissa_spreads_freely():
    s = start(2, characters=("larissa", "norwell"), first_player=0, seed=5)
    # start() placed her mana with the first option each time; replay to her first decision instead
    s = s.at(next(i for i, a in enumerate(s.history) if "starting" in str(a)))
    s.play(s.legal_actions()[0])
    assert {a.circle for a in s.legal_actions()} == {0, 1, 2}


ASTRAL_ROW_1 = {"astral": ["energy", "arcana", "nether", "essence", "essence", "plasma"]}   # 2 players: 2 rows of 3 cells


FULL_FORGES = {0: {"astral": 1, "maelstrom": 2, "aether": 3}}


def test_TRN_06_OFF_03_circle_never_over_seven():
    s = position(circles={0: {"astral": "6 essence"}}, offers=ASTRAL_ROW_1)
    s.play("sorcerer takes astral row 0")
    assert s.decision.code == "overflow"
    assert sorted(texts(s)) == ["keep arcana", "keep energy", "keep nether"]
    s.play("keep arcana")
    assert s.room(0, 0) == 0 and s.circles[0][(0, D.ARCANA)] == 1


def test_OFF_04_rest_black_out_others_set_aside():
    s = position(circles={0: {"astral": "6 essence"}}, offers=ASTRAL_ROW_1)
    out = s.out
    s.play("sorcerer takes astral row 0")
    s.play("keep energy")
    assert s.out == out + 1 and s.setaside.get(D.ARCANA) == 1


def test_TRN_07_one_main_action_then_glyph_or_end():
    s = bare(2)
    s.play("sorcerer activates concoct spell")
    s.play(s.legal_actions()[0])         # the card taken
    assert s.to_play == 1 or s.decision.code == "after"


def test_TRN_08_GLY_01_glyph_after_the_main_action():
    s = position(glyphs={0: 1})
    s.play("sorcerer activates entreat spell")
    while s.decision.code != "after":
        s.play(s.legal_actions()[0])
    assert "glyph activates mana weave" in texts(s) and "end turn" in texts(s)


def test_TRN_09_TRN_10_GLY_04_glyph_before_forbids_pass_and_a_second_glyph():
    s = position(glyphs={0: 2}, forges=FULL_FORGES)               # the card concocted goes to the hand
    s.play("glyph activates concoct spell")
    s.play(s.legal_actions()[0])
    assert s.decision.code == "turn" and s.to_play == 0
    assert "pass" not in texts(s) and not any(t.startswith("glyph") for t in texts(s))
    with pytest.raises(IllegalAction):
        s.play("pass")


def test_TRN_10_glyph_before_with_no_main_action_ends_the_turn_without_passing():
    s = position(glyphs={0: 1}, sorcerers_used=[0], familiars_at={0: [("essence", "spell weave")]},
                 forges=FULL_FORGES)
    s.play("glyph activates concoct spell")
    s.play(s.legal_actions()[0])
    assert s.to_play == 1 and not s.passed[0]


def test_TRN_11_SOR_01_SOR_02_sorcerer_once_per_round_line_or_point():
    s = bare(2)
    assert "sorcerer takes aether column 2" in texts(s) and "sorcerer activates spell charge" in texts(s)
    s.play("sorcerer takes aether column 2")
    s.play("end turn") if s.decision.code == "after" else None
    s.play("pass")
    s.play(s.legal_actions()[0]) if s.decision.code == "charm" else None
    while s.to_play == 1:
        s.play(s.legal_actions()[0])
    assert not any(t.startswith("sorcerer") for t in texts(s))


def test_TRN_12_FAM_07_each_bound_familiar_once_per_round():
    places = [("essence", "spell weave"), ("energy", "spell glide")]
    s = position(familiars={0: 2}, familiars_at={0: places})
    assert s.familiars_used[0] == 2 and not any(t.startswith("familiar") for t in texts(s))
    s = position(familiars={0: 2}, familiars_at={0: places[:1]})
    assert any(t.startswith("familiar") for t in texts(s))


def test_TRN_13_pass_always_available():
    s = position(sorcerers_used=[0], familiars_at={0: [("essence", "spell weave")]})    # workers all used
    assert [str(action) for _, action in s.automatic] == ["pass"] and s.decision.code == "charm"   # made for them


def test_SOR_03_SOR_04_sorcerer_never_blocked_and_not_on_nether():
    s = position(familiars_at={1: [("essence", "spell weave")]}, spaces={"spell weave": ["arcana", None, None]})
    assert "sorcerer activates spell weave" in texts(s)
    assert "sorcerer activates nether" not in texts(s)


def test_SOR_05_empty_offer_line_not_offered():
    s = position(offers={"astral": [None, None, None, "essence", "energy", "arcana"]})
    assert "sorcerer takes astral row 0" not in texts(s) and "sorcerer takes astral row 1" in texts(s)


def test_FAM_01_familiar_rows_only():
    s = bare(2)
    assert "familiar takes maelstrom row 1" in texts(s)
    assert not any(t.startswith("familiar takes") and "column" in t for t in texts(s))
    with pytest.raises(IllegalAction):
        s.play("familiar takes maelstrom column 0")


def test_FAM_03_FAM_04_FAM_05_familiar_spaces_block_each_other():
    s = position(familiars={0: 2}, familiars_at={0: [("essence", "spell weave")]})   # one of two placed
    assert "familiar at essence activates spell weave" not in texts(s)
    assert "familiar at essence activates mystic portal" in texts(s)
    assert "familiar at energy activates mystic portal" in texts(s)
    assert "familiar at energy activates spell weave" not in texts(s)   # not adjacent


def test_FAM_06_CLN_09_familiars_and_sorcerers_back_at_cleanup():
    s = position(familiars_at={0: [("energy", "spell glide")]}, sorcerers_used=[1])
    assert s.familiar_at == {(1, 2): 0} and s.sorcerer_used[1]
    s.cleanup()
    assert s.familiar_at == {} and not s.sorcerer_used[1]


def test_RUN_01_RUN_06_RUN_08_rune_points_and_no_offer():
    s = position(runes={0: {"arcana": 1}})
    runes = sorted(t for t in texts(s) if "rune" in t)
    assert runes == [f"arcana rune activates {D.POINT_WORDS[p]}" for p in sorted((3, 4, 6, 7))]
    assert D.VANTAGE_POINTS == ((0, 1, 3, 4), (1, 2, 4, 5), (3, 4, 6, 7), (4, 5, 7, 8))


def test_RUN_02_RUN_04_RUN_05_RUN_07_face_down_once_per_round_two_runes_two_uses():
    s = position(runes={0: {"plasma": 2}})
    s.play("plasma rune activates spell charge")
    assert (s.runes_up[0][D.PLASMA], s.runes_down[0][D.PLASMA]) == (1, 1)
    s.cleanup()
    assert (s.runes_up[0][D.PLASMA], s.runes_down[0][D.PLASMA]) == (2, 0)


def test_RUN_03_rune_never_blocked():
    s = position(runes={0: {"essence": 1}}, familiars={1: 3},      # the familiar spaces at Spell Weave taken
                 familiars_at={1: [("essence", "spell weave"), ("energy", "mystic portal"), ("energy", "spell glide")]})
    assert "essence rune activates spell weave" in texts(s)


def test_GLY_02_GLY_03_GLY_05_glyph_once_to_supply_any_point_never_offer_or_nether():
    s = position(glyphs={0: 1})
    assert s.glyph_supply == 9
    glyphs = [t for t in texts(s) if t.startswith("glyph")]
    assert glyphs == [f"glyph activates {w}" for w in D.POINT_WORDS]
    s.play("glyph activates mana drift")
    assert s.glyphs[0] == 0 and s.glyph_supply == 10


def test_CUB_01_CUB_03_CUB_06_CUB_07_matching_spaces_and_no_black():
    s = bare(2)
    set_circle(s, 0, 1, essence=1, nether=3)
    cubes = sorted(t for t in texts(s) if " on " in t)
    assert "essence from maelstrom on spell weave space 1" in cubes
    assert "essence from maelstrom on spell weave space 2" in cubes     # Arcana/Essence
    assert "essence from maelstrom on spell weave space 0" not in cubes
    assert not any(t.startswith("nether from") and " on " in t for t in texts(s))
    assert sum(len(sp) for sp in D.SPACES) == 28


def test_CUB_02_CUB_04_CUB_05_placement_activates_and_blocks():
    s = bare(2)
    set_circle(s, 0, 0, energy=1)
    set_circle(s, 1, 0, energy=1)
    s.play("energy from astral on conjure mana space 1")
    assert s.spaces[(D.CONJURE, 1)] == D.ENERGY
    while s.to_play == 0:
        s.play(s.legal_actions()[0])
    assert "energy from astral on conjure mana space 1" not in texts(s)


def test_CUB_05_locked_cubes_cannot_be_used():
    s = position(forges={0: {"astral": 0}}, charged={0: {"astral": [0]}})      # a locked cube, not free
    assert len(s.locked[0]) == 1
    assert not any(" on " in t for t in texts(s))


def test_CUB_09_VAR_01_friendly_play_single_colour_first():
    s = position(friendly=True, circles={0: {"astral": "essence"}})
    assert "essence from astral on spell weave space 2" not in texts(s)
    s = position(friendly=True, circles={0: {"astral": "essence"}}, spaces={"spell weave": [None, "essence", None]})
    assert "essence from astral on spell weave space 2" in texts(s)


def test_NET_01_NET_02_NET_03_NET_06_four_blacks_then_any_point_once_per_round():
    s = bare(2)
    set_circle(s, 0, 2, nether=4)
    set_circle(s, 0, 1, nether=3)
    assert [t for t in texts(s) if t.startswith("nether")] == ["nether from aether"]
    s.play("nether from aether")
    assert s.decision.code == "nether_point" and len(s.legal_actions()) == 9
    assert s.nether == 4 and s.nether_used
    s.play("nether activates mana drift")


def test_NET_04_CLN_05_nether_blacks_leave_the_game():
    s = position(nether=4)
    assert s.nether_used
    out = s.out
    s.cleanup()
    assert s.nether == 0 and s.out == out + 4 and not s.nether_used


def test_NET_05_CHR_ALA_1_alaeric_needs_three():
    s = bare(2, characters=("alaeric", "norwell"))
    set_circle(s, 0, 0, nether=3)
    assert "nether from astral" in texts(s)


def test_OFF_01_OFF_02_OFF_05_whole_line_to_the_matching_circle():
    s = position(round=2, offers={"maelstrom": ["essence", "energy", "arcana", "essence", "2 plasma", "energy"]})
    cells = ((1, 0), (1, 1), (1, 2))
    taken = sum(len(s.offers[(1, c)]) for c in cells)
    s.play("familiar takes maelstrom row 1")
    assert all(s.offers[(1, c)] == () for c in cells)
    assert sum(s.circles[0][(1, k)] for k in range(5)) == taken == 4


def test_OFF_06_offers_refilled_only_at_cleanup():
    s = bare(2)
    s.play("sorcerer takes astral row 0")
    while s.to_play == 0:
        s.play(s.legal_actions()[0])
    assert s.offers[(0, (0, 0))] == ()
    s.cleanup()
    assert len(s.offers[(0, (0, 0))]) == 1


def test_undo_turn_goes_back_to_the_real_start_after_a_glyph_and_black_moves():
    """G-07, G-10: a glyph before the action and Alaeric's black moves ask the turn menu again; the turn still
    starts where it began, so "undo my turn" goes back there (not to the last menu)."""
    from mandrapy.conjuraction import Conjuraction
    from mandrapy.conjuraction.actions import Activate, Move

    game = Conjuraction.from_position(players=2, seed=3, characters=["alaeric", "larissa"],
                                      circles={0: ["2 nether, essence", "", ""]}, glyphs={0: 1}, current=0)
    start = game.state.to_dict()
    game.play(next(a for a in game.legal_actions() if isinstance(a, Move)))
    game.play(next(a for a in game.legal_actions() if isinstance(a, Move)))
    game.play(Activate("glyph", -1, D.DRIFT))                    # Mana Drift: maybe a sub-decision, then the menu
    while game.to_play == 0 and not any(isinstance(a, Activate) and a.worker == "sorcerer"
                                        for a in game.legal_actions()):
        game.play(game.legal_actions()[-1])
    assert game.state.decision.code == "turn" and game.state.turn_starts == [0]
    game.play(Activate("sorcerer", -1, D.CONJURE))
    while game.to_play == 0:
        game.play(game.legal_actions()[0])
    assert game.state.turn_starts == [0] and game.to_play == 1       # one turn of player 0, whatever its menus
    game.undo_turn(seat=0)
    assert game.move_number == 0 and game.state.to_dict() == start

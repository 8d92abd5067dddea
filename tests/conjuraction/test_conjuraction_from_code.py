"""A Mystical Conjuraction a learner can poke from code (issue 16): charm and plane texts, numbering that agrees
between the view and the action text, one public face for the decision, card layouts and formulas in the
view, distinct letters in the text picture, forced steps said, the drawn card seen as the log says, and the
G-07 fix (Alaeric rearranges his blacks at any of his decisions, keeping cubes in a full circle included)."""

from __future__ import annotations

import pytest

import mandrapy
from mandrapy.conjuraction import Conjuraction
from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.actions import Pass, Pay
from mandrapy.conjuraction.cards import GRIDS
from mandrapy.core.decisions import Frame



def legal(game):
    return [str(a) for a in game.legal_actions()]


def test_charm_actions_read_take_the_charm():
    game = Conjuraction.from_position(players=2, seed=1)
    game.play("pass")
    assert sorted(legal(game)) == ["take the first player charm", "take the take two mana charm"]
    assert not any(t.startswith("take take") for t in legal(game))


def test_portal_line_text_names_its_plane_once():
    game = Conjuraction.from_position(players=2, seed=1, circles={0: {"astral": "essence"}})
    game.play("sorcerer activates mystic portal")
    lines = [t for t in legal(game) if "mana with" in t and "bag" not in t]
    assert lines and all(t.startswith("exchange astral mana with row") or
                         t.startswith("exchange astral mana with column") for t in lines)


# ---------------------------------------------------------------- numbering: view and text agree, from 0
def test_offer_rows_and_columns_in_the_view_are_those_of_the_action_text():
    game = Conjuraction.from_position(players=2, seed=1, offers={"astral": ["energy", "essence", "arcana",
                                                                            "plasma", "nether", "energy"]})
    cells = {(cell.row, cell.column): cell.cubes for cell in game.view(None).offers.astral}
    assert sorted(cells) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    assert cells[(0, 2)] == (D.ARCANA,) and cells[(1, 1)] == (D.NETHER,) and repr(cells[(0, 2)]) == "(arcana,)"
    game.play("sorcerer takes astral row 1")
    after = {(cell.row, cell.column): cell.cubes for cell in game.view(None).offers.astral}
    assert all(not after[(1, c)] for c in (0, 1, 2)) and all(after[(0, c)] for c in (0, 1, 2))


def test_mana_spaces_in_the_view_count_from_0_as_the_action_text_does():
    game = Conjuraction.from_position(players=2, seed=1, circles={0: {"astral": "essence"}})
    game.play("essence from astral on spell weave space 1")
    assert game.view(None).spaces == ((D.WEAVE, 1, D.ESSENCE),)
    assert repr(game.view(None).spaces) == "((spell weave, 1, essence),)"   # named, still the indices of data.py


def test_card_squares_are_row_column_from_0_in_text_view_log_and_position():
    game = Conjuraction.from_position(players=2, seed=1, forges={0: {"astral": 5}},
                                      circles={0: {"astral": "arcana, energy"}}, charged={0: {"astral": ["2,2"]}})
    forge = game.view(None).seats[0].grimoire.astral
    assert forge.placed == (((2, 2), D.ENERGY),)
    game.play("sorcerer activates spell charge")
    assert "place energy on the astral card at 1,0" in legal(game)
    game.play("place energy on the astral card at 1,0")
    assert game.view(None).seats[0].grimoire.astral.placed == (((1, 0), D.ENERGY), ((2, 2), D.ENERGY))
    assert game.log[-1] == "Player 0 places energy on the Astral Plains card at 1,0."


def test_every_surface_a_learner_reads_counts_from_0_in_both_languages():
    """The first offer row, the first mana space and the top-left square are 0 in the action text, the log
    (English and French), the board's buttons and the text equivalent."""
    from mandrapy.conjuraction.board.labels import LABELS
    from mandrapy.conjuraction.describe import describe
    from mandrapy.conjuraction.wording import action_label
    from mandrapy.core.describe import as_text
    from mandrapy.core.drawing import Options
    game = Conjuraction.from_position(players=2, seed=1, forges={0: {"astral": 5}},
                                      circles={0: {"astral": "essence, arcana, energy"}})
    first_row = next(a for a in game.legal_actions() if str(a) == "sorcerer takes astral row 0")
    first_space = next(a for a in game.legal_actions() if str(a) == "essence from astral on spell weave space 1")
    assert (first_row.number, first_space.space) == (0, 1)
    assert "rangée 0" in action_label(first_row, LABELS["fr"]) and "espace 1" in action_label(first_space, LABELS["fr"])
    assert "row 0" in action_label(first_row, LABELS["en"]) and "space 1" in action_label(first_space, LABELS["en"])
    game.play(first_row)
    assert "Player 0 takes the Astral Plains row 0 with their sorcerer." in game.log
    with mandrapy.speaking("fr"):
        assert "Le joueur 0 prend la rangée 0 de l'offre des Plaines astrales avec son sorcier." in game.state.log_lines()
    text = as_text(describe(game.view(0), Options(seat_kinds=("human", "computer"), language="fr")))
    assert "rangée 0 " in text and "espace 0 " in text and "rangée 3" not in text and "espace 4" not in text
    text = as_text(describe(game.view(0), Options(seat_kinds=("human", "computer"))))
    assert "card 5, " in text and "row 0 " in text and "row 2 " in text and "row 3" not in text


def test_colours_planes_and_mana_counts_print_as_their_names():
    game = Conjuraction.from_position(players=2, seed=1, circles={0: {"maelstrom": "2 essence, nether"}})
    seat = game.view(None).seats[0]
    assert seat.circles.maelstrom.essence == 2 and seat.circles[1][D.NETHER] == 1
    assert repr(seat.circles.maelstrom) == "Mana(essence=2, energy=0, arcana=0, plasma=0, nether=1)"
    assert repr(game.view(None).offers.astral[0].cubes[0]) in D.COLOURS


# ---------------------------------------------------------------- one public face for the decision
@pytest.mark.parametrize("name", ["mandragora", "magyarcana", "conjuraction"])
def test_view_decision_is_a_frame_with_code_and_player_in_every_game(name):
    game = mandrapy.new(name, seed=2)
    for seat in (None, 0, 1):
        decision = game.view(seat).decision
        assert isinstance(decision, Frame) and decision.code and decision.player == game.to_play
    assert not hasattr(game.view(None), "frame")


def test_the_card_drawn_for_a_forge_is_seen_by_every_seat_as_the_log_says():
    game = Conjuraction.from_position(players=2, seed=1)
    game.play("sorcerer activates concoct spell")
    card = game.view(None).card_offer[0]
    game.play(f"take card {card}")
    assert game.state.decision.code == "card_forge"
    for seat in (None, 0, 1):
        view = game.view(seat)
        assert view.decision["card"] == card and f"Player 0 gets card {card}." in view.log


# ---------------------------------------------------------------- layouts and formulas in the view
def test_each_forge_shows_its_cards_layout_and_what_each_formula_still_needs():
    game = Conjuraction.from_position(players=2, seed=1, forges={0: {"astral": 0}}, charged={0: {"astral": [0, 1]}})
    forge = game.view(1).seats[0].grimoire.astral
    assert forge.card == 0 and [k for row in forge.layout for k in row] == list(GRIDS[0])
    assert str(forge.rune) == "essence"
    augury = forge.formulas[0]
    assert (augury.name, augury.vp, augury.cells, augury.missing) == ("Augury", 2, ((0, 0), (0, 1), (0, 2)), ((0, 2),))
    assert not augury.covered and forge.completes is None
    assert [f.name for f in forge.formulas] == list(D.FORMULA_NAMES)
    assert game.view(None).seats[0].grimoire.maelstrom.card is None


def test_a_forge_says_which_formula_passing_would_complete():
    game = Conjuraction.from_position(players=2, seed=1, forges={0: {"astral": 0}},
                                      charged={0: {"astral": ["0,0", "0,1", "0,2", "2,0", "2,2"]}})
    forge = game.view(None).seats[0].grimoire.astral
    assert forge.completes == "Enchantment"                       # the highest satisfied one (G-19)
    assert [f.name for f in forge.formulas if not f.missing] == ["Augury", "Enchantment"]
    game.play("pass")
    game.play("take the first player charm")
    assert (0, "Enchantment") in game.view(None).seats[0].covered
    assert game.view(None).seats[0].grimoire.astral.card is None


# ---------------------------------------------------------------- the text picture
def test_the_text_picture_uses_one_distinct_letter_per_colour_the_boards():
    from mandrapy.conjuraction.board.labels import LETTERS
    assert LETTERS == D.LETTERS and len(set(D.LETTERS)) == 5
    game = Conjuraction.from_position(players=2, seed=1, offers={"astral": ["arcana", "nether", "essence",
                                                                            "energy", "plasma", None]})
    picture = str(game)
    assert "Astral Plains offer  0,0:A 0,1:N 0,2:E 1,0:Y 1,1:P 1,2:." in picture
    assert "B" not in picture.split("Letters:")[0].replace("Bag", "")


# ---------------------------------------------------------------- forced steps are said
def test_a_position_whose_player_can_only_pass_says_the_pass_was_made_for_them():
    game = Conjuraction.from_position(players=2, seed=1, sorcerers_used=[0], familiars_at={0: [["essence",
                                                                                                 "spell weave"]]})
    assert game.history == () and game.state.charm[0] is None and game.state.passed[0]
    assert "Player 0 had one choice, made for them: pass." in game.log
    assert game.view(1).automatic == ((0, Pass()),) and game.view(None).decision.code == "charm"
    game.play("take the first player charm")
    assert game.view(None).automatic == ((1, Pass()),) or game.view(None).automatic == ()


def test_a_bonus_payment_with_one_colour_left_is_said():
    game = Conjuraction.from_position(players=2, seed=1, circles={0: {"astral": "essence, arcana"}},
                                      passed=[1], charms={1: "first player"}, current=0)
    game.play("arcana from astral on spell weave space 0")
    assert "Player 0 had one choice, made for them: end turn." in game.log
    assert set(legal(game)) == {"pass", "bonus turn"}
    game.play("bonus turn")
    assert game.log[-1] == "Player 0 had one choice, made for them: pay essence from astral."
    assert game.view(0).automatic == ((0, Pay(D.ESSENCE, 0)),)


def test_end_turn_is_said_when_it_is_the_only_choice():
    game = Conjuraction.from_position(players=2, seed=1)
    game.play("sorcerer takes astral row 0")
    assert game.log[-1] == "Player 0 had one choice, made for them: end turn."
    assert game.view(None).automatic == ((0, mandrapy.conjuraction.parse("end turn")),)


# ---------------------------------------------------------------- G-07: Alaeric's blacks at any decision
ALAERIC = dict(players=2, seed=1, characters=["alaeric", "norwell"],
               offers={"astral": ["energy", "arcana", "energy", None, None, None]})


def test_G07_alaeric_moves_a_black_out_while_keeping_offer_cubes_and_keeps_one_more():
    game = Conjuraction.from_position(circles={0: {"astral": "nether, 4 essence"}}, **ALAERIC)
    game.play("sorcerer takes astral row 0")                        # 3 cubes, room for 2
    assert game.state.decision.code == "overflow"
    assert "move nether from astral to maelstrom" in legal(game)    # refused here before the fix
    game.play("keep arcana")
    game.play("move nether from astral to maelstrom")              # no move left: the energies are kept for him
    circles = game.view(None).seats[0].circles
    assert (circles.astral.energy, circles.astral.arcana, circles.astral.nether) == (2, 1, 0)
    assert circles.maelstrom.nether == 1 and "Player 0 had one choice, made for them: keep energy." in game.log


def test_G07_in_a_full_circle_alaeric_may_still_make_room_or_be_done():
    game = Conjuraction.from_position(circles={0: {"astral": "nether, 6 essence"}}, **ALAERIC)
    game.play("sorcerer takes astral row 0")
    assert game.state.decision.code == "overflow" and "done" in legal(game)
    assert not any(t.startswith("keep") for t in legal(game))
    game.play("move nether from astral to aether")
    assert game.state.black_moves == 0 and set(legal(game)) == {"keep energy", "keep arcana"}
    game.play("keep arcana")
    assert game.view(None).seats[0].circles.astral.arcana == 1 and game.state.decision.code != "overflow"


def test_G07_alaeric_may_also_be_done_at_once_in_a_full_circle():
    game = Conjuraction.from_position(circles={0: {"astral": "nether, 6 essence"}}, **ALAERIC)
    game.play("sorcerer takes astral row 0")
    game.play("done")
    assert game.view(None).seats[0].circles.astral == (6, 0, 0, 0, 1) and game.log[-1].startswith("Mana not kept")


def test_G07_the_moves_are_his_own_in_his_own_turn():
    game = Conjuraction.from_position(circles={0: {"astral": "nether, 4 essence"}, 1: {"astral": "nether"}},
                                      **{**ALAERIC, "characters": ["norwell", "alaeric"]})
    game.play("sorcerer takes astral row 0")                        # Norwell's overflow: no black moves
    assert game.state.decision.code == "overflow" and set(legal(game)) == {"keep energy", "keep arcana"}


def test_G07_a_black_move_inside_a_portal_choice_asks_the_same_choice_again():
    game = Conjuraction.from_position(players=2, seed=1, characters=["alaeric", "norwell"],
                                      circles={0: {"astral": "nether, essence"}})
    game.play("sorcerer activates mystic portal")
    assert "exchange maelstrom mana with the bag" not in legal(game)
    game.play("move nether from astral to maelstrom")
    assert game.state.decision.code == "portal" and game.state.black_moves == 0
    assert {"exchange maelstrom mana with the bag", "exchange astral mana with the bag"} <= set(legal(game))
    assert not any(t.startswith("move") for t in legal(game))      # the budget is spent


def test_the_text_picture_names_a_forge_cards_rune_by_its_colour_in_both_languages():
    import random

    from mandrapy.conjuraction.speech import text_fr
    from mandrapy.conjuraction.view import render_text
    game, rng = mandrapy.new("conjuraction", players=2, seed=1), random.Random(2)
    while not any(forge is not None for seat in game.view().seats for forge in seat.forges):
        game.play(rng.choice(game.legal_actions()))
    english = [line for line in render_text(game.view()).splitlines() if " rune" in line and "#" in line]
    french = [line for line in text_fr(game.view()).splitlines() if "rune " in line and "#" in line]
    assert english and all(line.split(" rune")[0].split()[-1] in ("Essence", "Energy", "Arcana", "Plasma")
                           for line in english)
    assert french and len(french) == len(english)

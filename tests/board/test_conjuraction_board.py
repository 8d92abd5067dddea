"""The Mystical Conjuraction board driven headless: every click goes through the drawing's own targets
(``board.click_target`` on keys the drawing offers), never ``game.play``."""

import random
import subprocess
import sys

import pytest
from budget import LONG, budget

import mandrapy
from mandrapy.widgets.words import CORE_CODES, rule_sentences
from mandrapy.conjuraction import actions as A
from mandrapy.conjuraction.board import Board, picture
from mandrapy.conjuraction.board.labels import (LABELS, LOG_FR, RULES, check_tables,
                                                explain_rule)
from mandrapy.conjuraction.board.render import Options, draw
from mandrapy.conjuraction.bots import GreedyPlayer
from mandrapy.conjuraction.log import TEMPLATES
from mandrapy.core.labels import placeholders

from conj_clicks import click, click_path, keys


def played_by_clicks(players: int, seed: int):
    """A whole game, every action clicked; the actions are a greedy player's choices (shorter games)."""
    game = mandrapy.new("conjuraction", players=players, seed=seed)
    board = Board(game, seat=None)
    chooser = GreedyPlayer(seed)
    while not game.is_over:
        action = chooser.choose(game.view(game.to_play))
        before = game.move_number
        click_path(board, action)
        assert game.move_number == before + 1 and game.history[-1] == action, (action, board.message)
    return game, board


@pytest.mark.parametrize("players", [2, 5] if LONG else [2])      # 5 players: 20 s (random positions below)
def test_a_whole_game_is_played_by_clicks_alone(players):
    game, board = played_by_clicks(players, seed=players)
    assert game.is_over and game.view(None).winners
    texts = " ".join(board.redraw().texts())
    assert "Game over" in texts


def test_every_legal_action_has_a_click_path_at_random_positions():
    checked = set()
    for seed in range(budget(4, 8)):
        players = 2 + seed % 4
        game = mandrapy.new("conjuraction", players=players, seed=seed)
        board = Board(game, seat=None)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 200)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_actions()))         # only to reach a position
        for _ in range(6):                                       # several positions on from there
            if game.is_over:
                break
            legal = game.legal_actions()
            sample = legal if len(legal) <= 12 else rng.sample(legal, 12)
            start = game.move_number
            for action in sample:
                click_path(board, action)
                assert game.history[-1] == action and game.move_number == start + 1, (action, board.message)
                checked.add(type(action).__name__)
                game.rewind(start)
            game.play(rng.choice(legal))
    assert {"TakeLine", "Activate", "CubeOn", "Pass", "Place"} <= checked


def test_clicking_a_worker_lights_its_targets_and_a_target_plays_it():
    game = mandrapy.new("conjuraction", players=2, seed=1, characters=("larissa", "norwell"))
    board = Board(game, seat=None)
    while game.view(None).decision.code != "turn":
        click_path(board, GreedyPlayer(0).choose(game.view(game.to_play)))
    click(board, ("sorcerer",))
    lit = board.redraw()
    assert ("line", 0, "row", 0) in keys(board) and board.selection["worker"] == ("sorcerer",)
    assert "Picked: sorcerer" in " ".join(lit.texts())
    move = game.move_number
    board.click_target(("point", 4))                             # Conjure Mana
    assert game.history[move] == A.Activate("sorcerer", -1, 4)


def test_no_text_overlaps_another_while_the_setup_is_clicked():
    """Starting cards, then starting mana with the hand empty: its label keeps clear of the "Hand" label."""
    from test_readable import problems
    game = mandrapy.new("conjuraction", players=2, seed=7, characters=("larissa", "norwell"))
    board = Board(game, seat=0, seats={1: "greedy"}, seed=7)
    seen = set()
    while game.view(0).decision.code != "turn":
        view = game.view(0)
        seen.add((view.decision.code, len(view.seats[0].hand)))
        overlaps = [p for p in problems(board.redraw()) if p.endswith(" overlap")]
        assert not overlaps, (view.decision.code, overlaps)
        click_path(board, GreedyPlayer(0).choose(view))
    assert ("starting_mana", 0) in seen, seen


def test_an_illegal_click_explains_the_rule_and_changes_nothing():
    game = mandrapy.new("conjuraction", players=2, seed=1, characters=("larissa", "norwell"))
    board = Board(game, seat=None, language="fr")
    while game.view(None).decision.code != "turn":
        click_path(board, GreedyPlayer(0).choose(game.view(game.to_play)))
    before = game.state.to_dict()
    board.click_target(("glyph",))                                # nobody has a glyph yet
    assert game.state.to_dict() == before and board.message == RULES["fr"]["no_glyph"]
    assert board.message in board.redraw().texts()
    chooser = GreedyPlayer(3)
    while not (game.view(None).decision.code == "turn" and game.view(None).seats[game.to_play].sorcerer_used):
        click_path(board, chooser.choose(game.view(game.to_play)))
    before = game.state.to_dict()
    board.click_target(("sorcerer",))
    assert game.state.to_dict() == before and board.message == RULES["fr"]["sorcerer_used"]


def test_an_engine_refusal_is_worded_in_french():
    message = explain_rule("decision_pending", {"player": 1, "prompt": "pass"}, "First...", "fr")
    assert message.startswith("D'abord, le joueur 1")


def test_every_rule_code_has_a_french_sentence_with_known_placeholders():
    check_tables()
    english, french = RULES["en"], rule_sentences(RULES, "fr")
    for code in set(CORE_CODES) | set(english):
        assert code in french, code
    for code, sentence in english.items():
        assert placeholders(french[code]) <= placeholders(sentence) | {"count", "prompt"}, code
    for code, template in TEMPLATES.items():
        assert placeholders(LOG_FR[code]) == placeholders(template), code


def test_the_french_board_and_log_are_in_french():
    game = mandrapy.new("conjuraction", players=3, seed=4)
    board = Board(game, seat=None, language="fr", seats={1: "random", 2: "greedy"}, seed=1)
    for _ in range(30):
        if game.is_over:
            break
        click_path(board, GreedyPlayer(1).choose(game.view(game.to_play)))
    texts = " ".join(board.redraw().texts())
    assert "Tissage de sort" in texts and "Offre de sorts" in texts and "Spell offer" not in texts
    assert all(line and not line.startswith("Player ") for line in board.log_lines())


def test_computer_seats_play_until_a_human_decides_and_undo_takes_a_step_back():
    game = mandrapy.new("conjuraction", players=3, seed=7)
    board = Board(game, seat=0, seats={1: "random", 2: "greedy"}, seed=2)
    assert game.to_play == 0
    start = game.state.to_dict()
    click_path(board, game.legal_actions()[0])
    assert game.to_play == 0 or game.is_over
    board.click_target(("undo",))
    assert game.state.to_dict() == start


def test_a_seat_sees_its_own_hand_only_and_strips_focus_other_grimoires():
    game = mandrapy.new("conjuraction", players=3, seed=4)
    board = Board(game, seat=0, seats={1: "random", 2: "random"}, seed=1)
    while game.view(0).decision.code != "turn":
        click_path(board, GreedyPlayer(0).choose(game.view(0)))
    board.click_target(("focus", 1))
    texts = " ".join(board.redraw().texts())
    hidden = game.view(0).seats[1].hand_size
    assert "Grimoire of Player 1" in texts and f"Hand: {hidden} cards" in texts
    assert not any(k[0] in ("hand", "cube", "square") for k in keys(board) if isinstance(k, tuple))


def test_no_text_under_11_px_and_height_follows_players():
    heights = []
    for players in (2, 5):
        game = mandrapy.new("conjuraction", players=players, seed=3)
        drawing = draw(game.view(None), Options())
        assert min(s.size for s in drawing.shapes if s.kind == "text") >= 11
        heights.append(drawing.height)
    assert heights[0] < heights[1]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_picture_renders_a_static_svg(language):
    game = mandrapy.new("conjuraction", players=4, seed=5)
    svg = picture(game, seat=0, language=language)._repr_svg_()
    assert svg.startswith("<svg") and ("Spell offer" if language == "en" else "Offre de sorts") in svg
    assert LABELS[language]["undo"] not in svg


def test_importing_the_rules_loads_no_widget_library():
    code = ("import sys, mandrapy.conjuraction as c; c.Conjuraction(players=2, seed=1); "
            "assert 'ipycanvas' not in sys.modules and 'ipywidgets' not in sys.modules; "
            "c.Board; assert 'ipycanvas' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("language, one", [("en", "Hand: 1 card"), ("fr", "Main : 1 carte")])
def test_a_strip_counts_one_hidden_card_in_the_singular(language, one):
    import random
    game = mandrapy.new("conjuraction", players=3, seed=4)
    rng = random.Random(4)
    for _ in range(120):
        game.play(rng.choice(game.legal_actions()))
    texts = Board(game, seat=game.to_play, language=language).redraw().texts()
    assert any(text.startswith(one) and not text.startswith(one + "s") for text in texts), texts

"""The Hint button of every board: the advice worded beside the board in its language, the suggested move's
targets outlined, gone after the next move; computer seats by level name."""

import html
import random

import pytest

import mandrapy
from mandrapy.conjuraction import Board as ConjuractionBoard
from mandrapy.magyarcana import Board as MagyarcanaBoard
from mandrapy.mandragora import Board as MandragoraBoard
from mandrapy.widgets.hints import OUTLINE

BOARDS = {"mandragora": (MandragoraBoard, {"players": 2}), "magyarcana": (MagyarcanaBoard, {}),
          "conjuraction": (ConjuractionBoard, {"players": 2, "characters": ("larissa", "norwell")})}


def outlines(drawing) -> int:
    return sum(1 for shape in drawing.shapes if shape.kind == "rect" and shape.stroke == OUTLINE)


@pytest.mark.parametrize("name", sorted(BOARDS))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_hint_words_the_advice_in_the_boards_language_and_outlines_the_suggested_move(name, language):
    board_class, parameters = BOARDS[name]
    game = mandrapy.new(name, seed=4, **parameters)
    me = game.to_play
    board = board_class(game, seat=me, seats={1 - me: "greedy"}, language=language, seed=1)
    board.hint_iterations, board.hint_seconds = 30, None
    assert outlines(board.drawing()) == 0 and "mandrapy-hint" not in board.advice_box.value
    board.show_hint()
    advice = board.hint
    first = "Player" if language == "en" else ("Sorcière" if name == "mandragora" else "Joueur")
    assert f"{first} {me}" in board.advice_box.value and "mandrapy-hint" in board.advice_box.value
    named = str(advice.suggestion) if language == "en" else \
        game.state.speech["fr"].action_words(advice.suggestion, game.view(me))       # as the French log says it
    assert html.escape(named) in board.advice_box.value
    assert outlines(board.drawing()) >= 1
    keys = set(board.hint_targets(advice.suggestion))
    for layout in board.LAYOUTS:                   # what each layout's canvas was painted with: its own targets
        painted = board.surfaces[layout].drawing
        framed = [target for target in painted.targets if target.key in keys]
        assert framed and outlines(painted) == len(framed), layout
    board.play(advice.suggestion)
    assert outlines(board.drawing()) == 0 and "mandrapy-hint" not in board.advice_box.value
    assert all(outlines(surface.drawing) == 0 for surface in board.surfaces.values())


def test_every_board_has_a_narrow_layout_with_the_hint_button_under_it():
    for board_class, parameters in BOARDS.values():
        board = board_class(mandrapy.new(board_class.__module__.split(".")[1], seed=1, **parameters), seat=0)
        assert {"wide", "narrow"} <= set(board.LAYOUTS) <= {"wide", "compact", "narrow"}
        for surface in board.surfaces.values():
            assert board.hint_button in surface.column.children[-1].children


def test_a_suggested_seek_clicked_on_the_narrow_layout_is_played():
    game = mandrapy.new("mandragora", players=2, seed=4)
    board = MandragoraBoard(game, seat=game.to_play)
    board.hint_iterations, board.hint_seconds = 40, None
    board.show_hint()
    move = board.hint.suggestion
    assert type(move).__name__ == "Seek", move          # (this seed and budget: a seek, every run)
    shop = next(key for key in board.hint_targets(move) if key[0] == "shop")
    before = game.move_number
    board.click_target(shop, layout="narrow")
    assert game.move_number == before + 1 and game.state.history[-1] == move


def test_hint_says_whose_turn_it_is_when_it_is_not_yours():
    game = mandrapy.new("mandragora", players=2, seed=1, first_player=1)
    board = MandragoraBoard(game, seat=0)
    board.show_hint()
    assert board.hint is None and "not your turn" in board.message


def test_the_hint_button_is_worded_per_language():
    game = mandrapy.new("magyarcana", seed=2)
    assert MagyarcanaBoard(game, seat=0, language="fr").hint_button.description == "Conseil"
    assert MagyarcanaBoard(game, seat=0).hint_button.description == "Hint"


def test_boards_take_every_level_name_for_computer_seats():
    game = mandrapy.new("mandragora", players=3, seed=2)
    board = MandragoraBoard(game, seat=0, seats={1: "greedy", 2: "ismcts"}, seed=3)
    assert [board.computers[s].name for s in (1, 2)] == ["greedy", "ismcts"]


def test_the_log_and_the_advice_are_named_focusable_regions_in_the_boards_language():
    """A keyboard reaches (and scrolls) each, a screen reader names it and reads it in the board's language."""
    game = mandrapy.new("mandragora", players=2, seed=4)
    board = MandragoraBoard(game, seat=game.to_play, seats={1 - game.to_play: "random"}, language="fr", seed=1)
    board.hint_iterations, board.hint_seconds = 30, None
    board.show_hint()
    named = {"Journal": board.log_box.value, "Le conseil de l&#x27;ordinateur": board.advice_box.value}
    for name, value in named.items():
        assert value.startswith("<div ") and f"aria-label='{name}'" in value, value[:200]
        assert "role='region'" in value and "tabindex='0'" in value and "lang='fr'" in value, value[:200]


def test_after_the_end_hint_judges_the_boards_seats_last_move_and_outlines_nothing():
    game = mandrapy.new("mandragora", players=2, seed=6)
    board = MandragoraBoard(game, seat=0, seed=1)
    board.hint_iterations, board.hint_seconds = 30, None
    rng = random.Random(6)
    while not game.is_over:
        move = rng.choice(game.legal_actions())
        if game.to_play == 0:
            board.play(move)
        else:
            game.play(move)
    board.show_hint()
    advice = board.hint
    mine = max(m for m, seat in enumerate(game.deciders) if seat == 0)
    assert advice.seat == 0 and advice.moves == () and advice.judgement.move == mine
    assert "Player 0: the game is over." in board.advice_box.value and "Your last move, " in board.advice_box.value
    assert outlines(board.drawing()) == 0

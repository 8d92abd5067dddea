"""Errors that fit a notebook (issue 16): one short line in IPython, the full traceback on asking (%tb), in the
language of the game's board where there is one; setup errors are InvalidPosition naming the argument in every
game; the wording fixes."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

import mandrapy
from mandrapy import InvalidPosition
from mandrapy.conjuraction import Conjuraction


def raised(call):
    try:
        call()
    except mandrapy.MandrapyError as error:
        return error
    raise AssertionError("nothing raised")


# ---------------------------------------------------------------- one line in IPython, the rest on asking
def test_an_illegal_move_renders_as_one_line_then_in_full_when_asked_again():
    game = mandrapy.new("mandragora", players=2, seed=1)
    error = raised(lambda: game.play("seek 9"))
    short = error._render_traceback_()
    assert len(short) == 1 and "IllegalAction" in short[0] and error.rule in short[0]
    assert "Traceback" not in short[0] and "mandrapy/core" not in short[0]
    full = "".join(error._render_traceback_())            # %tb asks again: the whole traceback
    assert "Traceback" in full and "state.py" in full and error.rule in full


def test_in_a_real_ipython_the_error_is_one_line_and_tb_shows_the_internal_frames():
    """Runs IPython itself: the cell's output is the one sentence; %tb after it shows the frames."""
    script = textwrap.dedent("""
        from IPython.testing.globalipapp import start_ipython
        shell = start_ipython()
        shell.run_cell("import mandrapy; game = mandrapy.new('mandragora', players=2, seed=1)")
        shell.run_cell("game.play('seek 9')")
        print("=== TB ===")
        shell.run_cell("%tb")
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    shown, _, full = out.stdout.partition("=== TB ===")
    assert [line for line in shown.splitlines() if line.strip()] == [
        "IllegalAction: seek 9 is not allowed: The Assistant moves 1 to 3 shops clockwise (3, plus 1 "
        "for each Swiftness spell you own)."], out.stdout + out.stderr
    assert "core/state.py" in full and "Traceback" in full, out.stdout + out.stderr


def test_setup_errors_render_in_one_line_too():
    error = raised(lambda: mandrapy.new("conjuraction", players=6))
    assert error._render_traceback_() == [f"InvalidPosition: {error}"]


def test_a_french_board_makes_the_games_errors_french():
    pytest.importorskip("ipycanvas")
    from mandrapy.mandragora import Board
    game = mandrapy.new("mandragora", players=2, seed=1)
    board = Board(game, seat=0, language="fr")
    error = raised(lambda: game.play("seek 9"))
    assert "n'est pas permis" in error.short() and error.short() in error._render_traceback_()[0]
    assert error.rule in str(error)                        # the English stays in the exception itself
    unreadable = raised(lambda: game.play("sek 2"))
    assert "n'est pas une action de Mandragora" in unreadable.short() and "Vouliez-vous dire" in unreadable.short()
    board.close()
    del board
    import gc
    gc.collect()
    assert "n'est pas permis" not in raised(lambda: game.play("seek 9")).short()   # the board is gone


def test_an_english_board_keeps_english_errors():
    pytest.importorskip("ipycanvas")
    from mandrapy.magyarcana import Board
    game = mandrapy.new("magyarcana", seed=3)
    Board(game, seat=0, language="fr")
    Board(game, seat=0)                                    # the last board shown speaks
    assert raised(lambda: game.play("discard 7 of Bells")).short().endswith(".")
    assert "permis" not in raised(lambda: game.play("discard 7 of Bells")).short()


# ---------------------------------------------------------------- every setup error names its argument
SETUPS = {
    "mandragora": [({"players": 6}, "players"), ({"players": 1}, "players"), ({"players": 2.0}, "players"),
                   ({"players": "3"}, "players"), ({"players": 2, "first_player": 2}, "first_player"),
                   ({"players": 2, "seed": 1.5}, "seed"), ({"players": 2, "teams": "yes"}, "teams")],
    "magyarcana": [({"players": 3}, "players"), ({"players": 2.0}, "players"), ({"first_player": 2}, "first_player"),
                   ({"seed": 1.5}, "seed"), ({"seed": True}, "seed")],
    "conjuraction": [({"players": 6}, "players"), ({"players": 1}, "players"), ({"players": 2.0}, "players"),
                     ({"players": "3"}, "players"), ({"characters": ["norwell", "norwell"]}, "characters"),
                     ({"characters": ["merlin", "norwell"]}, "characters"), ({"first_player": 2}, "first_player"),
                     ({"seed": 1.5}, "seed"), ({"friendly": "yes"}, "friendly"),
                     ({"characters": ["norwell"]}, "characters")],
}


@pytest.mark.parametrize("game, arguments, name", [(g, a, n) for g, cases in SETUPS.items() for a, n in cases])
def test_every_setup_error_is_an_invalid_position_naming_the_argument(game, arguments, name):
    with pytest.raises(InvalidPosition, match=rf"\b{name}\b"):
        mandrapy.new(game, **arguments)


def test_conjuraction_from_position_names_the_argument_the_same_way():
    for arguments, name in SETUPS["conjuraction"]:
        with pytest.raises(InvalidPosition, match=rf"\b{name}\b"):
            Conjuraction.from_position(**{"players": 2, **arguments})


def test_seeds_up_to_2_to_the_256_are_accepted_and_the_message_says_so_in_short():
    Conjuraction.from_position(seed=2 ** 64)
    mandrapy.new("mandragora", players=2, seed=2 ** 200)
    error = raised(lambda: mandrapy.new("magyarcana", seed=2 ** 300))
    assert "from -2**256 to 2**256" in str(error) and len(str(error)) < 150


# ---------------------------------------------------------------- wording
def test_the_out_of_turn_message_quotes_the_prompt_of_the_seat_deciding():
    game = mandrapy.new("conjuraction", players=2, seed=1, characters=("norwell", "larissa"))
    while game.state.decision.code == "starting_card":
        game.play(game.legal_actions()[0])
    assert game.state.decision.code == "starting_mana"
    error = raised(lambda: game.play("sorcerer activates spell weave"))
    assert error.rule == f"First, player {game.to_play} must decide: place your starting mana on your circles."


def test_magyarcana_names_itself_once_when_refusing_a_player_count():
    error = raised(lambda: mandrapy.new("magyarcana", players=3))
    assert str(error) == "Magyarcana: players: the game is for 2 players, not 3"


def test_a_log_slice_prints_one_line_per_event():
    game = mandrapy.new("magyarcana", seed=3)
    game.play("refill")
    game.play("done")
    shown = str(game.log[-2:])
    assert shown == "\n".join(game.log[-2:]) and "(" not in shown[:1]
    assert game.log[-2:] == tuple(game.log)[-2:] and game.log[-1] == tuple(game.log)[-1]

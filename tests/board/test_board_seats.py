"""Boards take ``seats={seat: level}``, the name ``mandrapy.simulate`` uses (``players=``, its older name, is
gone: every game's ``Board(game, *, seat=None, seats=None, ...)`` is the same); levels resolve through the one function simulations use (core.players.computer)."""

import pytest

import mandrapy
from mandrapy.conjuraction import Board as ConjuractionBoard
from mandrapy.conjuraction.bots import GreedyPlayer as ConjuractionGreedy
from mandrapy.core.players import RandomPlayer
from mandrapy.magyarcana import Board as MagyarcanaBoard
from mandrapy.mandragora import Board as MandragoraBoard
from mandrapy.mandragora.bots import GreedyPlayer as MandragoraGreedy


def observers(game) -> int:
    return len(game._trait_notifiers.get("move_number", {}).get("change", []))


def test_the_same_seats_make_the_same_computers():
    game = mandrapy.new("mandragora", players=3, seed=2)
    by_seats = MandragoraBoard(game, seat=0, seats={1: "greedy", 2: "random"}, seed=4)
    assert isinstance(by_seats.computers[1], MandragoraGreedy) and isinstance(by_seats.computers[2], RandomPlayer)
    assert by_seats.seat_kinds() == ("human", "computer", "computer")
    by_seats.close()
    twin = mandrapy.new("mandragora", players=3, seed=2)
    again = MandragoraBoard(twin, seat=0, seats={1: "greedy", 2: "random"}, seed=4)
    assert twin.history == game.history and len(game.history) > 0      # the computers played the same moves
    again.close()


@pytest.mark.parametrize("board", [ConjuractionBoard, MagyarcanaBoard, MandragoraBoard])
def test_every_board_takes_the_same_arguments_by_name(board):
    import inspect
    parameters = inspect.signature(board.__init__).parameters
    assert list(parameters) == ["self", "game", "seat", "seats", "language", "seed", "width", "height", "pace"]
    assert all(p.kind is p.KEYWORD_ONLY for name, p in parameters.items() if name not in ("self", "game"))
    game = mandrapy.new("magyarcana", seed=1)
    with pytest.raises(ValueError, match=r"^Board: give the game, then seat=.* by name \(not by position\)"):
        board(game, 0)
    with pytest.raises(ValueError, match=r"\(players= is now seats=\)"):
        board(game, players={1: "random"})
    assert observers(game) == 0


def test_a_games_own_level_comes_from_its_game_class():
    game = mandrapy.new("conjuraction", players=3, seed=2, characters=("larissa", "norwell", "steffan"))
    board = ConjuractionBoard(game, seat=None, seats={1: "greedy", 2: "computer"}, seed=1)
    assert isinstance(board.computers[1], ConjuractionGreedy) and isinstance(board.computers[2], RandomPlayer)
    board.close()


@pytest.mark.parametrize("board, game, arguments, message", [
    (MagyarcanaBoard, ("magyarcana",), {"seats": {1: "minimax"}},
     "seats[1] must be one of 'human', 'random', 'greedy', 'ismcts' (or 'computer'), or a player with a choose(view) "
     "method, not 'minimax'"),
    (MandragoraBoard, ("mandragora",), {"seats": {1: "minimax"}},
     "seats[1] must be one of 'human', 'random', 'greedy', 'ismcts' (or 'computer')"),
    (MandragoraBoard, ("mandragora",), {"seats": 3}, "seats must be a dict such as {1: 'random'}"),
    (MandragoraBoard, ("mandragora",), {"seats": {4: "random"}}, "a seat in seats must be a seat number from 0 to 3"),
])
def test_a_wrong_seats_argument_is_refused_and_changes_nothing(board, game, arguments, message):
    game = mandrapy.new(*game, seed=1)
    with pytest.raises(ValueError) as caught:
        board(game, seat=0, **arguments)
    assert message in str(caught.value)
    assert observers(game) == 0 and game.move_number == 0

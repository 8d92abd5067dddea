"""A computer player asked to choose where it cannot answers with one clear ValueError (never a raw TypeError or
IndexError): given a game instead of a view, another seat's view, or a finished game's."""

import random

import pytest

import mandrapy
from mandrapy.core.players import player

LEVELS = ("random", "greedy", "ismcts")


def finished(name):
    game = mandrapy.new(name, seed=5, **({} if name == "magyarcana" else {"players": 2}))
    rng = random.Random(5)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("name", mandrapy.games())
@pytest.mark.parametrize("level", LEVELS)
def test_choose_refuses_a_game_another_seats_view_and_a_finished_game(name, level):
    game = mandrapy.new(name, seed=2, **({} if name == "magyarcana" else {"players": 2}))
    chooser = player(level, seed=1, **({"iterations": 20} if level == "ismcts" else {}))
    with pytest.raises(ValueError, match="not a view made by game.view"):
        chooser.choose(game)
    other = 1 - game.to_play
    with pytest.raises(ValueError, match=f"^choose: it is seat {game.to_play}'s turn, not seat {other}'s"):
        chooser.choose(game.view(other))
    assert chooser.choose(game.view(game.to_play)) in game.legal_actions()


@pytest.mark.parametrize("name", mandrapy.games())
def test_choose_on_a_finished_game_says_it_is_over(name):
    game = finished(name)
    for level in ("random", "greedy"):
        with pytest.raises(ValueError, match="^choose: view: the game is over"):
            player(level, seed=1).choose(game.view(0))

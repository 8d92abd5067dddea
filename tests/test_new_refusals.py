"""``mandrapy.new`` refuses arguments a game does not take with one InvalidPosition naming them (never Python's
TypeError), with the closest argument it does take."""

import pytest

import mandrapy
from mandrapy import InvalidPosition
from mandrapy.core.players import play_game


@pytest.mark.parametrize("name", mandrapy.games())
def test_an_unknown_keyword_is_named_with_the_closest_one(name):
    with pytest.raises(InvalidPosition, match=rf"^new\('{name}'\): there is no argument 'sed'\. Did you mean 'seed'\?"):
        mandrapy.new(name, sed=3)


@pytest.mark.parametrize("name", mandrapy.games())
def test_a_set_up_given_by_position_is_refused_everywhere(name):
    """``new("magyarcana", 2)`` once meant seed 2 and ``new("mandragora", 2)`` two players: set-ups are by name."""
    cls = type(mandrapy.new(name, seed=1))
    title = cls.__name__
    with pytest.raises(InvalidPosition, match=rf"^{title}: give the set-up by name, e\.g\. \w+=\d"):
        mandrapy.new(name, 2)
    with pytest.raises(InvalidPosition, match=rf"^{title}: give the set-up by name"):
        cls(2, seed=1)
    with pytest.raises(InvalidPosition, match=rf"^{title}\.from_position: give the set-up by name"):
        cls.from_position(2)
    with pytest.raises(InvalidPosition, match=r"there is no argument 'player'\. Did you mean 'players'\?"):
        cls(player=2)
    game = mandrapy.new(name, players=2, seed=1, first_player=1)
    assert play_game(game, ["random", "random"], seed=1)["first_player"] == 1

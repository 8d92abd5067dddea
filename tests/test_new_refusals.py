"""``mandrapy.new`` refuses arguments a game does not take with one InvalidPosition naming them (never Python's
TypeError), with the closest argument it does take."""

import pytest

import mandrapy
from mandrapy import InvalidPosition


@pytest.mark.parametrize("name", mandrapy.games())
def test_an_unknown_keyword_is_named_with_the_closest_one(name):
    with pytest.raises(InvalidPosition, match=rf"^new\('{name}'\): there is no argument 'sed'\. Did you mean 'seed'\?"):
        mandrapy.new(name, sed=3)


def test_too_many_positional_arguments_and_one_given_twice_are_refused():
    with pytest.raises(InvalidPosition, match=r"at most 2 arguments may be given by position \(seed, first_player\)"):
        mandrapy.new("magyarcana", 2, 0, 4)
    with pytest.raises(InvalidPosition, match="'players' is given twice"):
        mandrapy.new("mandragora", 3, players=3)
    assert mandrapy.new("mandragora", 3, seed=1).players == 3

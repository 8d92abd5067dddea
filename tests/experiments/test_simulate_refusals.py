"""simulate's own refusals name simulate and the argument (never new's, never Python's TypeError or KeyError)."""

import pytest

import mandrapy
from mandrapy import InvalidPosition
from mandrapy.experiments.analysis import per_seat, win_rates

pytest.importorskip("pandas")


def test_an_unknown_game_is_refused_by_simulate_with_the_closest_name():
    with pytest.raises(InvalidPosition, match=r"^simulate: game: 'mandragor' is not a game of mandrapy\. Did you mean "
                                              r"'mandragora'\?"):
        mandrapy.simulate("mandragor", games=1, executor="serial", progress=False)


def test_a_set_up_argument_the_game_does_not_take_is_named():
    with pytest.raises(InvalidPosition, match=r"^simulate: there is no argument 'player'\. Did you mean 'players'\?"):
        mandrapy.simulate("mandragora", games=1, executor="serial", progress=False, player=3)


def test_a_table_of_no_games_says_so_when_counted():
    df = mandrapy.simulate("magyarcana", games=0, executor="serial", progress=False)
    assert len(df) == 0
    for count in (win_rates, per_seat):
        with pytest.raises(ValueError, match=r"^df: a table of no games"):
            count(df)

"""Bad input fed to the research face's ways in (issue 33): ``Game.action_from_id``, ``game.action_id``,
``observation_tensor``/``observation_string`` (seat) and ``observation_layout`` (players), in every game that has
one. Each refuses with one ValueError (InvalidRecord is one) naming what was wrong, never a raw TypeError or
IndexError, and changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import mandrapy

GAMES = tuple(name for name in mandrapy.games() if type(mandrapy.new(name)).State.action_space)
ANYTHING = st.one_of(st.none(), st.booleans(), st.integers(-10**9, 10**9), st.floats(allow_nan=True),
                     st.text(max_size=12), st.lists(st.integers(), max_size=3), st.tuples(st.integers()),
                     st.sampled_from(["bet", "seek 2", "0", "-1"]))
FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("name", GAMES)
@FAST
@given(value=ANYTHING)
def test_action_from_id_reads_an_id_or_names_it(name, value):
    game = mandrapy.new(name, seed=1)
    try:
        action = type(game).action_from_id(value)
    except ValueError as error:
        assert "action_id" in str(error), error
        return
    assert game.action_id(action) == value


@pytest.mark.parametrize("name", GAMES)
@FAST
@given(value=ANYTHING)
def test_action_id_refuses_what_is_no_action_by_name(name, value):
    game = mandrapy.new(name, seed=1)
    before = game.to_json()
    try:
        number = game.action_id(value)
    except ValueError as error:
        assert "action" in str(error), error
    else:
        assert 0 <= number < len(game.action_space())
    assert game.to_json() == before


@pytest.mark.parametrize("name", GAMES)
@FAST
@given(seat=ANYTHING, players=ANYTHING)
def test_observations_refuse_a_bad_seat_or_count_by_name(name, seat, players):
    game = mandrapy.new(name, seed=1)
    for read in (game.observation_tensor, game.observation_string):
        try:
            read(seat)
        except ValueError as error:
            assert "seat" in str(error), error
    try:
        type(game).observation_layout(players)
    except ValueError as error:
        assert "players" in str(error), error

"""The game-agnostic checker (mandrapy.core.checker) on the model game, Kuhn poker."""

from mandrapy.core.checker import check_observable, check_random_playouts
from mandrapy.kuhn import Kuhn, KuhnState
from mandrapy.kuhn.invariants import check_invariants


def test_random_playouts_keep_the_game_contract():
    for first in (None, 1):
        report = check_random_playouts(lambda seed, first=first: KuhnState.new(seed=seed, first_player=first), games=60,
                                       sample_every=1, invariants=check_invariants)
        assert report.games == 60 and report.actions >= 120 and report.longest <= 3


def test_observable_fires_once_per_change():
    assert check_observable(Kuhn(seed=3), actions=10) > 0

"""The game-agnostic checker (mandrapy.core.checker) on Mystical Conjuraction, and a broken one it must catch.

Random games are long (about 800 to 2,000 actions), so the expensive checks (record, JSON, undo by replay) are
sampled sparsely here, one game per player count. The same checker over many games per count (issue 9 asks
500): benchmarks/conjuraction_checker.py --games 500.
"""

from __future__ import annotations

import pytest
from budget import LONG

from mandrapy.conjuraction import Conjuraction, ConjuractionState
from mandrapy.core.checker import CheckFailure, check_observable, check_random_playouts
from mandrapy.conjuraction.invariants import check_invariants

MAX_ACTIONS = 20_000     # the longest random game seen is about 2,000 actions (5 players)


def maker(cls=ConjuractionState, **kwargs):
    return lambda seed: cls.new(seed=seed, **kwargs)


@pytest.mark.parametrize("players", [2, 3, 4, 5] if LONG else [2, 5])    # 3 players: the friendly game below
def test_random_playouts(players):
    report = check_random_playouts(maker(players=players), games=1, seed=10 * players, invariants=check_invariants,
                                   max_actions=MAX_ACTIONS, sample_every=400, probes=1)
    assert report.games == 1 and report.longest < MAX_ACTIONS


def test_random_playouts_friendly_with_given_characters():
    check_random_playouts(maker(players=3, friendly=True, characters=("jenetta", "alaeric", "norwell")), games=1,
                          seed=7, invariants=check_invariants, max_actions=MAX_ACTIONS, sample_every=400, probes=1)


def test_observable_notifications():
    assert check_observable(Conjuraction(players=2, seed=1), actions=120, seed=1) > 50


class LeakyCube(ConjuractionState):
    """Taking an offer line forgets the cubes that do not fit (they vanish instead of being set aside)."""

    def discard_limbo(self, to_bag=False):
        self.limbo.clear()


class PeekingView(ConjuractionState):
    def view(self, player=None):
        from mandrapy.conjuraction.view import make_view
        return make_view(self, None)


@pytest.mark.parametrize("broken, message", [(LeakyCube, "145 cubes"), (PeekingView, "can see player")])
def test_checker_catches_broken_conjuraction(broken, message):
    with pytest.raises(CheckFailure, match=message):
        check_random_playouts(maker(broken, players=2), games=3, seed=0, invariants=check_invariants,
                              max_actions=MAX_ACTIONS, sample_every=1000, probes=0)

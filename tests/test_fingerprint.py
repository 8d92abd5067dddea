"""``fingerprint()`` (what the checker compares before and after every refused action) is equal exactly when
``to_dict()`` is, for every game: a cheaper comparison must not be a weaker one."""

from __future__ import annotations

import random

import pytest

import mandrapy
from tests.kuhn_poker import KuhnState

GAMES = [("mandragora", {"players": 3}), ("magyarcana", {}), ("conjuraction", {"players": 4})]


def positions(name, options, seed, every=7, most=400):
    state = mandrapy.new(name, seed=seed, **options).state
    rng, seen = random.Random(seed), [state.clone()]
    while not state.is_over and len(state.history) < most:
        state.play(rng.choice(state.legal_actions()))
        if len(state.history) % every == 0:
            seen.append(state.clone())
    return seen


@pytest.mark.parametrize("name, options", GAMES, ids=[g[0] for g in GAMES])
def test_fingerprints_are_equal_exactly_when_positions_are(name, options):
    seen = positions(name, options, seed=11) + positions(name, options, seed=12)
    for a in seen[::3]:
        for b in seen:
            assert (a.fingerprint() == b.fingerprint()) == (a.to_dict() == b.to_dict())
        assert a.clone().fingerprint() == a.fingerprint()


@pytest.mark.parametrize("name, options", GAMES, ids=[g[0] for g in GAMES])
def test_changing_any_zone_changes_the_fingerprint(name, options):
    state = positions(name, options, seed=5, most=60)[-1]
    before = state.fingerprint()
    for zone in state.zones:
        twin = state.clone()
        setattr(twin, zone.name, changed(getattr(twin, zone.name), zone.per_seat or zone.per is not None))
        assert twin.fingerprint() != before, zone.name


def changed(value, per_seat: bool):
    """The same kind of value, one fact different."""
    if per_seat:
        return [changed(value[0], False), *value[1:]]
    if isinstance(value, dict):
        inner = next(iter(value.values()), 0)
        return {**value, "an extra key": {} if isinstance(inner, dict) else 99}
    if isinstance(value, list):
        return [*value, value[0] if value else 0]
    if isinstance(value, tuple):
        return (*value, 0)
    if isinstance(value, bool) or value is None:
        return not value
    if isinstance(value, int):
        return value + 1
    return f"{value}!"


def test_a_game_without_zones_falls_back_to_to_dict():
    class Plain(KuhnState):
        zones = None

        def to_dict(self):
            return {"history": list(self.history)}
    state = Plain.new(seed=1)
    assert state.fingerprint() == {"history": []}

"""A Magyarcana clone copies each zone by hand (the search clones for every option it values): none may be
shared with the original, and what the clone plays leaves the original as it was."""

from __future__ import annotations

import random

from mandrapy.core.zones import VALUE
from mandrapy.magyarcana.state import ZONES, MagyarcanaState


def played(seed: int, moves: int) -> MagyarcanaState:
    state, rng = MagyarcanaState.new(seed=seed), random.Random(seed)
    for _ in range(moves):
        state.play(rng.choice(state.legal_actions()))
    return state


def containers(value, per_seat: bool) -> list:
    """``value`` and every mutable thing inside it (a seat's copy, a cell's minions)."""
    found = [value]
    for inner in (value if per_seat else ()):
        found.append(inner)
    if isinstance(value, dict):
        found += [v for v in value.values() if isinstance(v, (dict, list))]
    return found


def test_every_zone_holding_several_things_is_copied():
    state = played(4, 30)
    twin = state.clone()
    checked = 0
    for zone in ZONES:
        if zone.layout == VALUE:
            continue
        mine = containers(getattr(state, zone.name), zone.per_seat)
        theirs = containers(getattr(twin, zone.name), zone.per_seat)
        assert mine == theirs, zone.name
        assert all(a is not b for a, b in zip(mine, theirs)), zone.name
        checked += 1
    assert checked == 6 and twin.cells == state.cells and twin.cells is not state.cells


def test_a_clone_plays_on_without_touching_the_original():
    for seed in range(6):
        state = played(seed, 25)
        before, rng = state.to_dict(), random.Random(seed)
        twin = state.clone()
        while not twin.is_over:
            twin.play(rng.choice(twin.legal_actions()))
        assert state.to_dict() == before
        assert state.legal_actions() == state.clone().legal_actions()
        replayed = state.clone()
        assert replayed.to_dict() == before and replayed.fingerprint() == state.fingerprint()


def test_a_clone_and_its_original_draw_the_same_numbers_each_from_its_own_generator():
    state = played(2, 10)
    first, second = state.clone(), state.clone()
    drawn = [first.rng.random() for _ in range(3)]
    assert [state.rng.random() for _ in range(3)] == drawn
    assert [second.rng.random() for _ in range(3)] == drawn
    assert state.rng is not first.rng and second.rng is not first.rng
    third = state.clone()
    drawn = state.rng.random()
    assert third.rng.getstate() != state.rng.getstate() and third.rng.random() == drawn


def test_territories_edited_by_hand_are_seen_once_the_options_are_forgotten():
    state = MagyarcanaState.new(seed=3)
    before = state.shape().by_cell
    cell, card = before[-1]
    del state.territories[cell], state.cells[card]
    state.forget_options()
    assert state.shape().by_cell == before[:-1]

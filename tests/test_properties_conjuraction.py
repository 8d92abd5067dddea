"""Hypothesis properties of Mystical Conjuraction: any seed, player count and random prefix of a game keeps
its invariants, replays exactly from its record, survives JSON, and refuses illegal text without change."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import mandrapy
from mandrapy.conjuraction.invariants import check_invariants
from mandrapy.conjuraction.state import ConjuractionState


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32 - 1), bot=st.integers(0, 10**6),
       moves=st.integers(0, 150), friendly=st.booleans())
def test_random_prefixes_replay_and_keep_invariants(players, seed, bot, moves, friendly):
    state = ConjuractionState.new(players=players, seed=seed, friendly=friendly)
    rng = random.Random(bot)
    for _ in range(moves):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_actions()))
        check_invariants(state)
    again = ConjuractionState.from_record(json.loads(json.dumps(state.record())))
    assert again.to_dict() == state.to_dict()
    assert ConjuractionState.from_json(state.to_json()).to_dict() == state.to_dict()
    before = state.to_dict()
    assert not state.is_legal("sorcerer takes aether column 9")
    assert state.to_dict() == before


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_setup_is_a_function_of_the_seed(seed):
    a = mandrapy.new("conjuraction", players=4, seed=seed)
    b = mandrapy.new("conjuraction", players=4, seed=seed)
    assert a.state.to_dict() == b.state.to_dict()


def test_keep_one_after_alaerics_black_filled_the_circle_returns_the_drawn_mana_and_never_overflows():
    """G-07 with G-27 (found by the property above: players=5, seed=37267, bot=5): while his two drawn cubes
    waited for a full circle's last place, Alaeric moved a black into it. No cube may be kept any more (a ninth
    would make 8 free cubes); with no black move left, Done applies itself: the drawn essence goes back to
    the bag, the drawn black out of the game."""
    state = ConjuractionState.new(players=5, seed=37267, friendly=True)
    rng = random.Random(5)
    for _ in range(102):
        state.play(rng.choice(state.legal_actions()))
    assert sum(state.limbo.values()) == 2 and state.room(1, 2) == 1
    returned = sum(state.bag.values()) + state.out
    state.play(next(a for a in state.legal_actions() if str(a) == "move nether from maelstrom to aether"))
    check_invariants(state)
    assert not state.limbo and state.room(1, 2) == 0
    assert sum(state.bag.values()) + state.out == returned + 2       # (the drawn black leaves the game)

"""A state pickled mid-game unpickles to one that plays on exactly like the original (its decision kinds are the
games' declared ones: rules compare kinds by identity)."""

import pickle
import random

import pytest

from mandrapy.core.registry import game_class

SETUPS = [("mandragora", {"players": 4}), ("mandragora", {"players": 2, "teams": False}),
          ("magyarcana", {}), ("conjuraction", {"players": 3})]


@pytest.mark.parametrize("game, parameters", SETUPS)
def test_a_pickled_state_plays_on_like_the_original(game, parameters):
    state = game_class(game).State.new(seed=11, **parameters)
    rng = random.Random(5)
    for _ in range(12):
        state.play(rng.choice(state.legal_actions()))
    twin = pickle.loads(pickle.dumps(state))
    assert twin.decision.kind is state.decision.kind
    assert twin.legal_actions() == state.legal_actions()
    for _ in range(200):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert twin.legal_actions() == legal
        action = rng.choice(legal)
        state.play(action)
        twin.play(str(action))              # the twin's own option, read from the text
    assert twin.to_dict() == state.to_dict()
    assert twin.record() == state.record()


def test_a_kind_outside_a_game_table_still_pickles_as_a_copy():
    from mandrapy.core.decisions import Kind

    kind = Kind("loose", prompt="nothing")
    copy = pickle.loads(pickle.dumps(kind))
    assert copy == kind and copy.prompt == "nothing" and copy is not kind

"""A hint whose budget is too small to try both the move played and the search's choice still answers (it
raised AttributeError on the untried move's statistics; the type checker found it)."""

import random

import pytest

import mandrapy


@pytest.mark.parametrize("seed", range(4))
def test_a_one_iteration_hint_answers(seed):
    game = mandrapy.new("mandragora", seed=seed)
    rng = random.Random(seed)
    for _ in range(12):
        game.play(rng.choice(game.legal_actions()))
    advice = game.hint(game.to_play, iterations=1)
    assert advice.suggestion in game.legal_actions()
    assert str(advice).startswith("Player ")

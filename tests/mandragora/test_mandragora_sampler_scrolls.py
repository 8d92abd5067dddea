"""A cursed scroll is laid in front of the player who takes it, never held (rulebook "Seek"): a sample of the
unseen never deals one into a hand, though the unseen cards (deck, night shops) hold scrolls."""

from __future__ import annotations

import random

import mandrapy
from mandrapy.core.determinize import information


def test_samples_never_put_a_cursed_scroll_in_a_hand():
    game, rng = mandrapy.new("mandragora", players=4, seed=11), random.Random(11)
    checked = unseen_scrolls = 0
    while not game.is_over and game.move_number < 40:
        view = game.view(game.to_play)
        sampler = information(view).sampler()
        for k in range(20):
            sample = sampler.sample(random.Random(k))
            for hand in sample.hands:
                assert not any(item.is_scroll for item in hand), hand
            unseen_scrolls += sum(item.is_scroll for item in sample.deck)
            checked += 1
        game.play(rng.choice(game.legal_actions()))
    assert checked > 100 and unseen_scrolls > 0

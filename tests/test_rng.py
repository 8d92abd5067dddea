"""The games' random source: its faster shuffle draws exactly what ``random.Random.shuffle`` draws."""

import random

from mandrapy.core.rng import GameRandom


def test_shuffle_is_the_standard_shuffle_draw_for_draw():
    for seed in range(200):
        for size in (0, 1, 2, 3, 9, 25, 70, 130):
            ours, theirs = GameRandom(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            ours.shuffle(a)
            random.Random.shuffle(theirs, b)
            assert a == b
            assert ours.getstate() == theirs.getstate()


def test_shuffle_of_a_subclass_instance_matches_the_base_method():
    rng, twin = GameRandom(5), GameRandom(5)
    a, b = list("abcdefghij"), list("abcdefghij")
    rng.shuffle(a)
    random.Random.shuffle(twin, b)
    assert a == b and rng.random() == twin.random()

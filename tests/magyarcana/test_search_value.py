"""The value Magyarcana's search ends on (bots.evaluate): a lead counts for more as the end nears, so a
computer player ahead draws cards toward the end instead of shuffling minions forever (ruling 15): its win
share and its margin both grow as the cards still to draw run out."""

import random

import mandrapy
from mandrapy.magyarcana.bots import evaluate, standing, still_to_draw


def leading_position():
    game = mandrapy.new("magyarcana", seed=3)
    rng = random.Random(2)
    while True:
        game.play(rng.choice(game.legal_actions()))
        points, _ = standing(game.state)
        if points[0] != points[1] and game.state.reshuffles == 0:
            return game.state


def test_a_lead_is_surer_with_fewer_cards_left_to_draw():
    early = leading_position()
    late = early.clone()
    late.reshuffles = 2                                    # the last pass through the deck
    assert still_to_draw(late) < still_to_draw(early)
    leader = 0 if standing(early)[0][0] > standing(early)[0][1] else 1
    (early_wins, early_margin), (late_wins, late_margin) = evaluate(early), evaluate(late)
    assert 0 < early_margin[leader] < late_margin[leader]  # the same board, nearer the end
    assert early_margin[0] == -early_margin[1] and late_margin[0] == -late_margin[1]
    assert 0.5 < early_wins[leader] < late_wins[leader] < 1
    assert abs(sum(late_wins) - 1) < 1e-9


def test_cards_left_to_draw_at_the_start():
    assert still_to_draw(mandrapy.new("magyarcana", seed=1).state) == 51

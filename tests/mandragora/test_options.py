"""legal_actions lists a turn's options itself (a playout's hot path): it must agree with options() exactly, in
order, for every decision of random games, stacks emptied and Swiftness owned included."""

import random

from mandrapy.mandragora import MandragoraState


def test_legal_actions_are_the_options_of_the_decision_asked_in_random_games():
    rng = random.Random(3)
    turns = 0
    for players, teams in ((4, False), (4, True), (2, False), (3, False)):
        for _ in range(15):
            state = MandragoraState.new(players=players, teams=teams, seed=rng.randrange(2**32))
            while not state.is_over:
                legal = state.legal_actions()
                assert legal == state.options(state.decision)
                turns += state.decision.kind.turn
                state.play(rng.choice(legal))
            assert state.legal_actions() == []
    assert turns > 1000

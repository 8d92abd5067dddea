"""Kuhn poker's own computer level, ``"greedy"``: it plays its card's strength, one rule per decision.

>>> from mandrapy.kuhn import Kuhn
>>> game = Kuhn(seed=4)                     # player 0 holds the Jack
>>> str(GreedyPlayer(seed=1).choose(game.view(0)))
'check'
"""

from __future__ import annotations

from ..core.determinize import choosable
from .rules import Answer, Open


class GreedyPlayer:
    """Bets and calls with the King; checks with the Queen and calls a bet with it half the time; checks and
    folds with the Jack (it bluffs never)."""

    name = "greedy"

    def __init__(self, seed: int | None = None):
        import random
        self.rng = random.Random(seed)

    def choose(self, view):
        legal = choosable(view)              # a view of the seat to play, or a clear ValueError
        card = view.hands[view.seat if view.seat is not None else view.to_play]
        if isinstance(legal[0], Open):
            return Open(card == "King")
        return Answer(card == "King" or (card == "Queen" and self.rng.random() < 0.5))

"""Computer players that work for every game: they decide from ``view(seat)`` only, so never peek.

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> for name in mandrapy.games():
...     state = mandrapy.new(name, seed=2).state
...     result = play_game(state, [RandomPlayer(seat) for seat in range(state.players)])
>>> sorted(result)
['actions', 'first_player', 'scores', 'winners']
"""

from __future__ import annotations

import random


class RandomPlayer:
    """Picks uniformly among the legal actions of its view."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view):
        return self.rng.choice(view.legal_actions)


def play_game(state, players, max_actions: int = 100_000) -> dict:
    """Play ``state`` (a plain GameState) to the end, seat ``i`` played by ``players[i]``."""
    first_player = state.to_play
    for _ in range(max_actions):
        if state.is_over:
            break
        seat = state.to_play
        state.play(players[seat].choose(state.view(seat)))
    else:
        raise RuntimeError(f"the game did not end within {max_actions} actions")
    return {"scores": state.scores(), "winners": state.winners(), "actions": len(state.history),
            "first_player": first_player}

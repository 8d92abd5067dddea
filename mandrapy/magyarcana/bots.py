"""Computer players for Magyarcana (the game-agnostic random player, and a game runner).

>>> from mandrapy.magyarcana.bots import RandomPlayer, play_game
>>> play_game([RandomPlayer(1), RandomPlayer(2)], seed=3)["actions"] > 0
True
"""

from __future__ import annotations

from ..core.players import RandomPlayer, play_game as play_to_the_end
from .state import MagyarcanaState


def play_game(seats, seed: int | None = None, first_player: int | None = None) -> dict:
    """Play one game on the plain engine, seat ``i`` played by ``seats[i]``; returns the result."""
    return play_to_the_end(MagyarcanaState.new(seed=seed, first_player=first_player), seats)


__all__ = ["RandomPlayer", "play_game"]

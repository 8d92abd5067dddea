"""The observable game: what ``mandrapy.new("conjuraction", ...)`` returns.

>>> import mandrapy
>>> game = mandrapy.new("conjuraction", players=2, seed=3, characters=("larissa", "norwell"))
>>> game.players, game.to_play
(2, 0)
"""

from __future__ import annotations

from ..core.observable import ObservableGame
from .bots import GreedyPlayer
from .state import ConjuractionState
from .stats import statistics


class Conjuraction(ObservableGame):
    """Mystical Conjuraction (published as "Mystical Conjuration") for 2 to 5 players."""

    State = ConjuractionState
    levels = {"greedy": GreedyPlayer}
    statistics = staticmethod(statistics)

    def __init__(self, players: int = 2, seed: int | None = None, characters=None, first_player=None,
                 friendly: bool = False):
        super().__init__(players=players, seed=seed, characters=characters, first_player=first_player,
                         friendly=friendly)

    @classmethod
    def from_position(cls, players: int = 2, seed: int | None = None, **position) -> "Conjuraction":
        """A position set up by hand; see :mod:`mandrapy.conjuraction.position` for the arguments."""
        from .position import from_position
        return cls._wrap(from_position(players=players, seed=seed, **position))

    def prompt(self) -> str:
        frame = self._state.decision
        return "The game is over." if frame is None else f"Player {frame.player}: {frame.prompt()}."

"""The observable game: what ``mandrapy.new("conjuraction", ...)`` returns.

>>> import mandrapy
>>> game = mandrapy.new("conjuraction", players=2, seed=3, characters=("larissa", "norwell"))
>>> game.players, game.to_play
(2, 0)
"""

from __future__ import annotations

from ..core.observable import ObservableGame
from .bots import GreedyPlayer
from .position import from_position
from .state import ConjuractionState
from .stats import statistics


class Conjuraction(ObservableGame):
    """Mystical Conjuraction (published as "Mystical Conjuration") for 2 to 5 players:
    ``Conjuraction(*, players=2, seed=None, first_player=None, characters=None, friendly=False)``.

    See :meth:`from_position` to set up a position by hand.
    """

    State = ConjuractionState
    levels = {"greedy": GreedyPlayer}
    statistics = staticmethod(statistics)
    board = "mandrapy.conjuraction.board:Board"
    questions = "mandrapy.conjuraction.questions:QUESTIONS"     # its kinds of question (exercises)
    builder = staticmethod(from_position)
    example = "players=3, seed=5"

    def __init__(self, *, players: int = 2, seed: int | None = None, first_player: int | None = None,
                 characters=None, friendly: bool = False):
        super().__init__(players=players, seed=seed, characters=characters, first_player=first_player,
                         friendly=friendly)

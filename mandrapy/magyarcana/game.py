"""The observable Magyarcana game: what ``mandrapy.new("magyarcana", ...)`` returns.

>>> import mandrapy
>>> game = mandrapy.new("magyarcana", seed=3)
>>> game.players, len(game.view(0).territories)
(2, 5)
"""

from __future__ import annotations

from ..core.errors import InvalidPosition, Rule
from ..core.language import speech_of, translate_error
from ..core.observable import ObservableGame
from .bots import GreedyPlayer
from .position import from_position
from .state import MagyarcanaState
from .stats import statistics

TWO_PLAYERS = Rule("two_players", "Magyarcana: players: the game is for 2 players, not {players}")


class Magyarcana(ObservableGame):
    """Magyarcana for 2 players: ``Magyarcana(*, players=2, seed=None, first_player=None)``.

    See :meth:`from_position` to set up a position by hand.
    """

    State = MagyarcanaState
    levels = {"greedy": GreedyPlayer}
    statistics = staticmethod(statistics)
    board = "mandrapy.magyarcana.board:Board"
    questions = "mandrapy.magyarcana.questions:QUESTIONS"     # its kinds of question (exercises)
    builder = staticmethod(from_position)
    example = "seed=5, first_player=1"

    def __init__(self, *, players: int = 2, seed: int | None = None, first_player: int | None = None):
        if players != 2 or type(players) is not int:
            error = InvalidPosition(TWO_PLAYERS.format(players=repr(players)))
            translate_error(error, speech_of(self.State))
            raise error
        self.State.check_parameters(dict(players=players, seed=seed, first_player=first_player), "Magyarcana")
        super().__init__(seed=seed, first_player=first_player)

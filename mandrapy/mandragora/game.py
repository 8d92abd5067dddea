"""The observable Mandragora game: what ``mandrapy.new("mandragora", ...)`` returns.

>>> import mandrapy
>>> game = mandrapy.new("mandragora", players=4, seed=1)
>>> seen = []
>>> game.observe(lambda change: seen.append(change["new"]), names="move_number")
>>> game.play(game.legal_actions()[0])
>>> seen
[1]
>>> game.undo(); seen
[1, 0]
"""

from __future__ import annotations

from ..core.errors import InvalidPosition, Rule
from ..core.language import speech_of, translate_error
from ..core.observable import ObservableGame
from .bots import GreedyPlayer
from .position import from_position
from .state import MandragoraState
from .stats import statistics

TEAMS_FOUR = Rule("teams_four", "Mandragora: teams: the team variant is for 4 players, not {players}")


class Mandragora(ObservableGame):
    """Mandragora for 2-4 players (``teams=True``: the 4-player team variant).

    ``Mandragora(*, players=4, seed=None, first_player=None, teams=False)``; see
    :meth:`from_position` to set up a position by hand.
    """

    State = MandragoraState
    levels = {"greedy": GreedyPlayer}
    statistics = staticmethod(statistics)
    board = "mandrapy.mandragora.board:Board"
    questions = "mandrapy.mandragora.questions:QUESTIONS"     # its kinds of question (exercises)
    builder = staticmethod(from_position)
    example = "players=3, seed=5"

    def __init__(self, *, players: int = 4, seed: int | None = None, first_player: int | None = None,
                 teams: bool = False):
        self.State.check_parameters(dict(players=players, seed=seed, teams=teams, first_player=first_player),
                                    "Mandragora")
        if teams and players != 4:                 # rulebook "Team variant": four witches in two teams
            error = InvalidPosition(TEAMS_FOUR.format(players=players))
            translate_error(error, speech_of(self.State))
            raise error
        super().__init__(players=players, seed=seed, teams=teams, first_player=first_player)

    _state: MandragoraState

    @property
    def team_scores(self) -> tuple:
        return self._state.team_scores()

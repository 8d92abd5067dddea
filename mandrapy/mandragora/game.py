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

from ..core.errors import InvalidRecord
from ..core.language import speech_of, translate_error
from ..core.observable import ObservableGame
from . import position
from ..core.validate import seat_argument
from .bots import GreedyPlayer
from .state import MandragoraState
from .stats import statistics


class Mandragora(ObservableGame):
    """Mandragora for 2-4 players (``teams=True``: the 4-player team variant).

    ``Mandragora(players=4, seed=None, teams=False, first_player=None)``; see
    :meth:`from_position` to set up a position by hand.
    """

    State = MandragoraState
    levels = {"greedy": GreedyPlayer}
    statistics = staticmethod(statistics)

    def __init__(self, players: int = 4, seed: int | None = None, teams: bool = False,
                 first_player: int | None = None):
        self.State.check_parameters(dict(players=players, seed=seed, teams=teams, first_player=first_player),
                                    "Mandragora")
        super().__init__(players=players, seed=seed, teams=teams, first_player=first_player)

    @classmethod
    def from_position(cls, players: int = 4, teams: bool = False, seed: int | None = None,
                      **position) -> "Mandragora":
        """A position set up by hand; see :mod:`mandrapy.mandragora.position` for the arguments."""
        from .position import from_position
        try:
            return cls._wrap(from_position(players=players, teams=teams, seed=seed, **position))
        except InvalidRecord as error:           # worded in the language set by mandrapy.set_language
            translate_error(error, speech_of(cls.State))
            raise

    @property
    def current(self) -> int:
        """Whose turn it is (``to_play`` may be someone else, answering a decision)."""
        return self._state.current

    @property
    def team_scores(self) -> tuple:
        return self._state.team_scores()

    def score_breakdown(self, player: int) -> dict:
        seat_argument(player, self.players, "score_breakdown: player")
        return self._state.score_breakdown(player)

    def prompt(self) -> str:
        """What must happen now, in one line (in the language set by ``mandrapy.set_language``)."""
        speech = speech_of(self._state)
        return self._state.prompt() if speech is None else speech.prompt(self._state)


Mandragora.from_position.__func__.__doc__ = position.__doc__      # every argument, for help()

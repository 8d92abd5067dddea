"""The observable Magyarcana game: what ``mandrapy.new("magyarcana", ...)`` returns.

>>> import mandrapy
>>> game = mandrapy.new("magyarcana", seed=3)
>>> game.players, len(game.view(0).territories)
(2, 5)
"""

from __future__ import annotations

from ..core.errors import InvalidPosition, InvalidRecord
from ..core.language import speech_of, translate_error
from ..core.observable import ObservableGame
from . import position
from ..core.errors import InvalidPosition
from .bots import GreedyPlayer
from .state import MagyarcanaState
from .stats import statistics


class Magyarcana(ObservableGame):
    """Magyarcana for 2 players: ``Magyarcana(seed=None, first_player=None)``.

    See :meth:`from_position` to set up a position by hand.
    """

    State = MagyarcanaState
    levels = {"greedy": GreedyPlayer}
    statistics = staticmethod(statistics)

    def __init__(self, seed: int | None = None, first_player: int | None = None, *, players: int = 2):
        if players != 2 or type(players) is not int:
            raise InvalidPosition(f"Magyarcana: players: the game is for 2 players, not {players!r}")
        self.State.check_parameters(dict(seed=seed, first_player=first_player), "Magyarcana")
        super().__init__(seed=seed, first_player=first_player)

    @classmethod
    def from_position(cls, seed: int | None = None, **position) -> "Magyarcana":
        """A position set up by hand; see :mod:`mandrapy.magyarcana.position` for the arguments."""
        from .position import from_position
        try:
            return cls._wrap(from_position(seed=seed, **position))
        except InvalidRecord as error:           # worded in the language set by mandrapy.set_language
            translate_error(error, speech_of(cls.State))
            raise

    @property
    def current(self) -> int:
        return self._state.current

    def prompt(self) -> str:
        """What must happen now, in one line (in the language set by ``mandrapy.set_language``)."""
        speech = speech_of(self._state)
        return self._state.prompt() if speech is None else speech.prompt(self._state)


Magyarcana.from_position.__func__.__doc__ = position.__doc__      # every argument, for help()

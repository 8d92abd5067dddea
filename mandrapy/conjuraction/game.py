"""The observable game: what ``mandrapy.new("conjuraction", ...)`` returns.

>>> import mandrapy
>>> game = mandrapy.new("conjuraction", players=2, seed=3, characters=("larissa", "norwell"))
>>> game.players, game.to_play
(2, 0)
"""

from __future__ import annotations

from ..core.errors import InvalidRecord
from ..core.language import speech_of, translate_error
from ..core.observable import ObservableGame
from . import position
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
        try:
            return cls._wrap(from_position(players=players, seed=seed, **position))
        except InvalidRecord as error:           # worded in the language set by mandrapy.set_language
            translate_error(error, speech_of(cls.State))
            raise

    def prompt(self) -> str:
        """What must happen now, in one line (in the language set by ``mandrapy.set_language``)."""
        speech = speech_of(self._state)
        if speech is not None:
            return speech.prompt(self._state)
        frame = self._state.decision
        return "The game is over." if frame is None else f"Player {frame.player}: {frame.prompt()}."


Conjuraction.from_position.__func__.__doc__ = position.__doc__      # every argument, for help()

"""The observable Kuhn poker game: what ``mandrapy.new("kuhn", ...)`` returns.

>>> import mandrapy
>>> game = mandrapy.new("kuhn", seed=4)
>>> game.to_play, [str(a) for a in game.legal_actions()]
(0, ['check', 'bet'])
>>> game.play("bet"); game.play("fold")
>>> game.is_over, game.winners, game.scores
(True, (0,), (1, -1))
"""

from __future__ import annotations

from typing import ClassVar

from ..core.errors import InvalidPosition, MandrapyError
from ..core.language import speech_of, translate_error
from ..core.observable import ObservableGame
from ..core.validate import seat_argument
from .bots import GreedyPlayer
from .state import KuhnState
from .stats import statistics


class Kuhn(ObservableGame):
    """Kuhn poker for 2 players: ``Kuhn(*, players=2, seed=None, first_player=None)``.

    ``first_player``: the seat that opens (None: player 0). See :meth:`from_position` for a position by hand.
    """

    State = KuhnState
    levels: ClassVar[dict] = {"greedy": GreedyPlayer}
    statistics = staticmethod(statistics)
    board = "mandrapy.kuhn.board:Board"

    def __init__(self, *positional, players: int = 2, seed: int | None = None, first_player: int | None = None):
        _by_name(positional)
        super().__init__(players=players, seed=seed, first_player=first_player)

    @classmethod
    def from_position(cls, *positional, players: int = 2, seed: int | None = None, first_player: int | None = None,
                      **position) -> Kuhn:
        """A position set up by hand (every argument optional, by name).

        ``players``: 2. ``seed``: the chance of what is not given. ``first_player``: the seat that opens (None:
        player 0). ``hands``: one card per seat, e.g. ``("King", "Jack")`` (None: the seed's deal)."""
        _by_name(positional)
        from .position import from_position
        try:
            return cls._wrap(from_position(players=players, seed=seed, first_player=first_player, **position))
        except MandrapyError as error:         # worded in the language set by mandrapy.set_language
            translate_error(error, speech_of(cls.State))
            raise

    @property
    def current(self) -> int:
        return self._state.current

    def prompt(self) -> str:
        """Who must decide what now, in the language set by ``mandrapy.set_language``."""
        speech = speech_of(self._state)
        return self._state.prompt() if speech is None else speech.prompt(self._state)

    def score_breakdown(self, seat: int) -> dict:
        """Where ``seat``'s score comes from: ``put_in`` (negative), ``won`` (the pot, if it won), ``total``."""
        seat_argument(seat, 2, "score_breakdown: seat")
        return self._state.score_breakdown(seat)


def _by_name(positional: tuple) -> None:
    if positional:
        raise InvalidPosition("Kuhn poker: give the set-up by name, e.g. seed=5, first_player=1")

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

from ..core.observable import ObservableGame
from .bots import GreedyPlayer
from .position import from_position
from .state import KuhnState
from .stats import statistics


class Kuhn(ObservableGame):
    """Kuhn poker for 2 players: ``Kuhn(*, players=2, seed=None, first_player=None)``.

    ``first_player``: the seat that opens (None: player 0). See :meth:`from_position` for a position by hand.
    Everything else (``from_position``, ``prompt``, ``current``, ``score_breakdown``, refusing a set-up given by
    position) comes from :class:`~mandrapy.core.observable.ObservableGame`.
    """

    State = KuhnState
    levels: ClassVar[dict] = {"greedy": GreedyPlayer}
    statistics = staticmethod(statistics)
    board = "mandrapy.kuhn.board:Board"
    questions = "mandrapy.kuhn.questions:QUESTIONS"
    builder = staticmethod(from_position)          # Kuhn.from_position(...) builds through it
    example = "seed=5, first_player=1"

    def __init__(self, *, players: int = 2, seed: int | None = None, first_player: int | None = None):
        super().__init__(players=players, seed=seed, first_player=first_player)

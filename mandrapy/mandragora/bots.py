"""Computer players for Mandragora. They decide from ``view(seat)`` only, so they never peek.

>>> import mandrapy
>>> from mandrapy.mandragora.bots import GreedyPlayer, RandomPlayer, play_game
>>> result = play_game([GreedyPlayer(), RandomPlayer(1)], seed=4)
>>> sorted(result)
['actions', 'first_player', 'scores', 'winners']
"""

from __future__ import annotations

from ..core.determinize import choosable
from ..core.players import RandomPlayer, play_game as play_to_the_end
from .actions import (Banish, Cast, DropOut, GiveBack, GiveCurse, Levitate, Replicate, Seek, SubstituteFrom,
                      TeamDecline, TeamHandOver, Transfer)
from .state import MandragoraState


def _card_value(item) -> float:
    """How welcome a card is in hand, roughly: scrolls hurt, mandrakes and good books help."""
    if item is None:
        return 0.4                      # a face-down card: on average worth a little
    if item.is_scroll:
        return -1.5 * item.value
    if item.is_mandrake:
        return 2.0
    if item.is_book:
        return 0.8 + 0.4 * item.value
    return 0.7


class GreedyPlayer:
    """Casts the most valuable spell it can; otherwise seeks the shop with the best cards."""

    name = "greedy"

    def __init__(self, seed: int | None = None):
        """``seed`` is taken like every player's; this one never draws at random (ties go to the first)."""
        self.seed = seed

    def choose(self, view):
        legal = choosable(view)
        me = view.seats[view.to_play]
        casts = [a for a in legal if isinstance(a, Cast)]
        if casts:
            def worth(cast):
                book = cast.book.value if cast.book.is_book else 0
                return (cast.level + book, -len(cast.ingredients))
            return max(casts, key=worth)
        seeks = [a for a in legal if isinstance(a, Seek)]
        if seeks:
            def haul(seek):
                shop = view.shops[(view.assistant + seek.steps) % len(view.shops)]
                return (sum(_card_value(item) for item in shop.cards), -seek.steps)
            return max(seeks, key=haul)
        return self._decide(view, legal, me)

    def _decide(self, view, legal, me):
        first = legal[0]
        if isinstance(first, Banish):
            return max(legal, key=lambda a: a.curses)
        if isinstance(first, Replicate):
            return Replicate(True)
        if isinstance(first, Transfer):
            return max(legal, key=lambda a: (a.curses, view.seats[a.to].spell_points))
        if isinstance(first, SubstituteFrom):
            return max(legal, key=lambda a: view.seats[a.player].hand_size)
        if isinstance(first, (GiveBack, TeamHandOver)):
            return min(legal, key=lambda a: _card_value(a.item))
        if isinstance(first, Levitate):
            return max(legal, key=lambda a: _card_value(a.item))
        if isinstance(first, GiveCurse):
            return max(legal, key=lambda a: view.seats[a.to].spell_points)
        for action in legal:
            if isinstance(action, TeamDecline):
                return action
        non_drop = [a for a in legal if not isinstance(a, DropOut)]
        return (non_drop or legal)[0]


def play_game(players, seed: int | None = None, teams: bool = False, first_player: int | None = None) -> dict:
    """Play one game on the plain engine, seat ``i`` played by ``players[i]``; returns the result."""
    state = MandragoraState.new(players=len(players), seed=seed, teams=teams, first_player=first_player)
    return play_to_the_end(state, players)


__all__ = ["GreedyPlayer", "RandomPlayer", "play_game"]

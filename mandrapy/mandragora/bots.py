"""Computer players for Mandragora. They decide from ``view(seat)`` only, so they never peek.

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> result = play_game(mandrapy.new("mandragora", players=2, seed=4), [GreedyPlayer(), RandomPlayer(1)])
>>> sorted(result)
['actions', 'first_player', 'scores', 'winners']
"""

from __future__ import annotations

from ..core.determinize import choosable
from ..core.players import Player
from .actions import (Banish, Cast, DropOut, GiveBack, GiveCurse, Levitate, Replicate, Seek, SubstituteFrom,
                      TeamDecline, TeamHandOver, Transfer)


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


class GreedyPlayer(Player):
    """Casts the most valuable spell it can; otherwise seeks the shop with the best cards (it never draws at
    random: ties go to the first)."""

    name = "greedy"

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


__all__ = ["GreedyPlayer"]

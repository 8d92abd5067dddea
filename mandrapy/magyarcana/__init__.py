"""Magyarcana: a two-player territory battle on a growing grid of Hungarian-suited cards.

>>> from mandrapy.magyarcana import Magyarcana
>>> game = Magyarcana(seed=1)
>>> game.play("refill"); game.play("done")
>>> game.move_number
2

The board is a lazy attribute: ``from mandrapy.magyarcana import Board`` (or ``picture``) loads the widget
libraries only then; importing the rules alone never does.
"""

from .actions import (AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard,
                      PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip, TakeFromDiscard,
                      UseTerritory, parse)
from .cards import CARDS, Card, cards_from
from .game import Magyarcana
from .state import MagyarcanaState

__all__ = ["AddTerritory", "CARDS", "Card", "DiscardCard", "Done", "Expel", "ExpelTo", "Grow", "Magyarcana",
           "MagyarcanaState", "Move", "MoveAny", "PlaceFromDiscard", "PlaceMinion", "PlayCard", "Refill",
           "RemoveTerritory", "Replace", "Skip", "TakeFromDiscard", "UseTerritory", "cards_from", "parse"]


def __getattr__(name: str):
    if name in ("Board", "picture"):          # the board, loaded (with ipycanvas) only when asked for
        from . import board
        return getattr(board, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""Magyarcana: a two-player territory battle on a growing grid of Hungarian-suited cards.

>>> from mandrapy.magyarcana import Magyarcana
>>> game = Magyarcana(seed=1)
>>> game.play("refill"); game.play("done")
>>> game.move_number
2

The board is a lazy attribute: ``from mandrapy.magyarcana import Board`` (or ``picture``) loads the widget
libraries only then; importing the rules alone never does.
"""

from ..core.registry import board_attributes
from .actions import (AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard,
                      PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip, TakeFromDiscard,
                      UseTerritory, parse)
from .cards import CARDS, Card, cards_from
from .game import Magyarcana
from .state import MagyarcanaState

__all__ = ["AddTerritory", "CARDS", "Card", "DiscardCard", "Done", "Expel", "ExpelTo", "Grow", "Magyarcana",
           "MagyarcanaState", "Move", "MoveAny", "PlaceFromDiscard", "PlaceMinion", "PlayCard", "Refill",
           "RemoveTerritory", "Replace", "Skip", "TakeFromDiscard", "UseTerritory", "cards_from", "parse"]

__getattr__ = board_attributes(__name__)

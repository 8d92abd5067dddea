"""Mandragora (Bruno Cathala & Florian Sirieix): rules engine, cards, views.

>>> from mandrapy.mandragora import Mandragora
>>> game = Mandragora(players=3, seed=2)
>>> len(game.legal_actions()) >= 3
True

The board is a lazy attribute: ``from mandrapy.mandragora import Board`` (or ``picture``) loads the widget
libraries only then; importing the rules alone never does.
"""

from ..core.registry import board_attributes
from .actions import (Banish, Cast, Disappear, DropOut, GiveBack, GiveCurse, Levitate, Replicate, Seek,
                      SubstituteFrom, TeamAsk, TeamDecline, TeamExchange, TeamGive, TeamHandOver, Transfer,
                      parse)
from .cards import ITEMS, SPELLS, Item, Spell, components, items_from
from .game import Mandragora
from .state import MandragoraState

__all__ = ["Banish", "Cast", "Disappear", "DropOut", "GiveBack", "GiveCurse", "ITEMS", "Item", "Levitate",
           "Mandragora", "MandragoraState", "Replicate", "SPELLS", "Seek", "Spell", "SubstituteFrom",
           "TeamAsk", "TeamDecline", "TeamExchange", "TeamGive", "TeamHandOver", "Transfer", "components", "items_from",
           "parse"]

__getattr__ = board_attributes(__name__)

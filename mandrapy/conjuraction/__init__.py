"""Mystical Conjuraction (published as "Mystical Conjuration"): worker placement with mana for 2-5 sorcerers.

>>> from mandrapy.conjuraction import Conjuraction
>>> game = Conjuraction(players=3, seed=1)
>>> game.state.decision.code
'draft'

The board is a lazy attribute: ``from mandrapy.conjuraction import Board`` (or ``picture``) loads the widget
libraries only then; importing the rules alone never does.
"""

from ..core.registry import board_attributes
from .actions import (Activate, BonusTurn, Choose, CubeOn, Done, EndTurn, Exchange, ForgeCard, Give, Keep, Move,
                       MoveCard, Nether, Pass, Pay, Place, PortalBag, PortalCard, PortalLine, Select, StartMana,
                       Swap, SwapCards, TakeCard, TakeCharm, TakeLine, TakeRune, ToCircle, WildColour)
from .parsing import parse
from .game import Conjuraction
from .state import ConjuractionState

__all__ = ["Activate", "BonusTurn", "Choose", "Conjuraction", "ConjuractionState", "CubeOn", "Done", "EndTurn",
           "Exchange", "ForgeCard", "Give", "Keep", "Move", "MoveCard", "Nether", "Pass", "Pay", "Place",
           "PortalBag", "PortalCard", "PortalLine", "Select", "StartMana", "Swap", "SwapCards", "TakeCard",
           "TakeCharm", "TakeLine", "TakeRune", "ToCircle", "WildColour", "parse"]

__getattr__ = board_attributes(__name__)

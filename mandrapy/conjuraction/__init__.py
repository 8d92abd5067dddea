"""Mystical Conjuraction (published as "Mystical Conjuration"): worker placement with mana for 2-5 sorcerers.

>>> from mandrapy.conjuraction import Conjuraction
>>> game = Conjuraction(players=3, seed=1)
>>> game.state.decision.code
'draft'
"""

from .actions import parse
from .game import Conjuraction
from .state import ConjuractionState

__all__ = ["Conjuraction", "ConjuractionState", "parse"]

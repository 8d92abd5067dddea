"""Mystical Conjuraction (published as "Mystical Conjuration"): worker placement with mana for 2-5 sorcerers.

>>> from mandrapy.conjuraction import Conjuraction
>>> game = Conjuraction(players=3, seed=1)
>>> game.state.decision.code
'draft'

The board is a lazy attribute: ``from mandrapy.conjuraction import Board`` (or ``picture``) loads the widget
libraries only then; importing the rules alone never does.
"""

from .parsing import parse
from .game import Conjuraction
from .state import ConjuractionState

__all__ = ["Conjuraction", "ConjuractionState", "parse"]


def __getattr__(name: str):
    if name in ("Board", "picture"):          # the board, loaded (with ipycanvas) only when asked for
        from . import board
        return getattr(board, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

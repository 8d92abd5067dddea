"""Kuhn poker: the model game, the smallest one implementing the whole game contract
(:mod:`mandrapy.core.contract`; docs/architecture.md walks through it). Write a new game from it.

>>> import mandrapy
>>> game = mandrapy.new("Kuhn poker", seed=4)
>>> game.prompt()
'Player 0: check or bet one chip.'

Its modules, in reading order: ``info`` (metadata), ``rules`` (actions, decision kinds, zones, log words),
``limits`` (bounds on arguments), ``state`` (the rules), ``view`` (what a seat sees, the text picture),
``sampler`` (for search), ``position`` (by hand), ``glossary`` and ``speech`` (French), ``bots`` (the
"greedy" level), ``stats`` (for simulate), ``invariants`` (for the checker), ``game`` (the observable game),
``board`` (the widget; loaded with ipycanvas only when ``Board`` or ``picture`` is asked for).
"""

from .game import Kuhn
from .rules import CARDS, FACING, OPEN, Answer, Open
from .state import KuhnState
from .view import KuhnView, render_text

__all__ = ["CARDS", "FACING", "OPEN", "Answer", "Kuhn", "KuhnState", "KuhnView", "Open", "render_text"]


def __getattr__(name: str):
    if name in ("Board", "picture"):          # the board, loaded (with ipycanvas) only when asked for
        from . import board
        return getattr(board, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

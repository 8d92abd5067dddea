"""Mystical Conjuraction's fixed action space (core/action_space.py): every action the rules can ever ask for, at
2 to 5 players, with every character and the friendly variant, each with a stable id.

The domains are the game's data (:mod:`.data`, :mod:`.cards`), never what games happened to show; a field whose
values depend on another (a familiar's vantage and point, a space's colours, two different circles) is split
into several rows, so that no id names an action the rules cannot make. Rows follow :mod:`.actions`' order.
``Conjuraction.action_space()`` prints the size; tests/data/action_ids/conjuraction.json keeps the table.

>>> from mandrapy.conjuraction.actions import CubeOn, PortalCard
>>> ACTION_SPACE.action(ACTION_SPACE.id(CubeOn(2, 0, 0, 2))) == CubeOn(2, 0, 0, 2, False)
True
>>> ACTION_SPACE.id(PortalCard(-1, 5, 5))
Traceback (most recent call last):
...
ValueError: action: <PortalCard exchange card 5 from hand for card 5> has no id in conjuraction's action space
"""

from __future__ import annotations

from ..core.action_space import ActionSpace, Row
from . import data as D
from .actions import (Activate, BonusTurn, Choose, CubeOn, Done, EndTurn, Exchange, ForgeCard, Give, Keep, Move,
                      MoveCard, Nether, Pass, Pay, Place, PortalBag, PortalCard, PortalLine, Select, StartMana,
                      Swap, SwapCards, TakeCard, TakeCharm, TakeLine, TakeRune, ToCircle, WildColour)
from .cards import CARDS, GRIDS

CIRCLES = tuple(range(len(D.PLANES)))            # circles, forges and plane offers alike
COLOURS = tuple(range(len(D.COLOURS)))           # with Nether
BASIC = D.BASIC                                  # the colours of spaces, card squares, runes and wild colours
SQUARES = tuple(range(9))
NUMBERS = tuple(range(4))                        # offer rows and columns: 3 up to 3 players, 4 from 4
CELLS = tuple(sorted({cell for n in range(D.MIN_PLAYERS, D.MAX_PLAYERS + 1) for cell in D.offer_cells(n)}))
HAND = -1                                        # PortalCard's forge when the card comes from the hand

assert set(NUMBERS) == {k for n in range(D.MIN_PLAYERS, D.MAX_PLAYERS + 1) for _, k, _ in D.offer_lines(n)}
assert {GRIDS[card][s] for card in CARDS for s in SQUARES} == set(BASIC)


def _others(value: int, domain: tuple) -> tuple:
    return tuple(v for v in domain if v != value)


def _activations() -> list[Row]:
    """Sorcerer, glyph and the Nether at any point; a familiar (at) or a rune (of) a vantage at its four."""
    return [Row(Activate, worker=("sorcerer", "glyph", "nether"), vantage=(-1,), point=range(9))] + [
        Row(Activate, worker=("familiar", "rune"), vantage=(v,), point=D.VANTAGE_POINTS[v])
        for v in range(len(D.VANTAGES))]


def _cubes_on_spaces() -> list[Row]:
    """One row per mana space: the colours it takes (:data:`~.data.SPACES`), from any circle, stacked or not."""
    return [Row(CubeOn, colour=allowed, circle=CIRCLES, point=(pt,), space=(s,), stack=(False, True))
            for pt, spaces in enumerate(D.SPACES) for s, allowed in enumerate(spaces)]


def _portal_cards() -> list[Row]:
    """A card of the hand or a forge for another card of the offer (every card exists once: never itself)."""
    return [Row(PortalCard, forge=(HAND, *CIRCLES), mine=(mine,), card=_others(mine, CARDS)) for mine in CARDS]


def _swaps() -> list[Row]:
    """Mana Weave: a cube from the lower circle for a cube of another colour from a higher one."""
    return [Row(Swap, colour=(k,), source=(a,), back=_others(k, COLOURS), target=tuple(b for b in CIRCLES if b > a))
            for k in COLOURS for a in CIRCLES[:-1]]


ROWS = (
    Row(Choose, character=D.CHARACTER_KEYS),
    Row(TakeRune, rune=range(len(D.VANTAGES))),
    Row(WildColour, colour=BASIC),
    Row(ForgeCard, card=CARDS, forge=CIRCLES),
    Row(StartMana, colour=BASIC, circle=CIRCLES),              # starting mana is drawn without blacks (SET-18)
    Row(TakeLine, worker=("sorcerer",), plane=CIRCLES, kind=("row", "column"), number=NUMBERS),
    Row(TakeLine, worker=("familiar",), plane=CIRCLES, kind=("row",), number=NUMBERS),
    *_activations(),
    *_cubes_on_spaces(),
    Row(Nether, circle=CIRCLES),
    Row(Pass), Row(EndTurn), Row(Done), Row(BonusTurn),
    Row(Keep, colour=COLOURS),
    Row(ToCircle, circle=CIRCLES),
    Row(Place, forge=CIRCLES, square=SQUARES, colour=BASIC, how=("", "jenetta")),
    Row(Place, forge=CIRCLES, square=SQUARES, colour=(D.NETHER,), how=("wild",)),
    *(Row(SwapCards, first=(a,), second=tuple(b for b in CIRCLES if b > a)) for a in CIRCLES[:-1]),
    *(Row(MoveCard, source=(a,), target=_others(a, CIRCLES)) for a in CIRCLES),
    *_portal_cards(),
    Row(PortalBag, circle=CIRCLES),
    Row(PortalLine, plane=CIRCLES, kind=("row", "column"), number=NUMBERS),
    Row(Give, colour=COLOURS),
    *(Row(Exchange, give=(k,), take=_others(k, COLOURS), cell=CELLS) for k in COLOURS),
    Row(TakeCard, card=CARDS),
    *(Row(Move, colour=COLOURS, source=(a,), target=_others(a, CIRCLES)) for a in CIRCLES),
    *_swaps(),
    Row(Pay, colour=BASIC, circle=CIRCLES),
    Row(TakeCharm, charm=tuple(name for name, _, _, _ in D.CHARMS)),
    Row(Select, colour=COLOURS, circle=CIRCLES),
)

ACTION_SPACE = ActionSpace("conjuraction", *ROWS)

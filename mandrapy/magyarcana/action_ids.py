"""Every action Magyarcana can ever ask for, with a stable id (``Magyarcana.action_space()``; see
core/action_space.py). Rows follow actions.py; each field's domain is what the rules allow, no more:

* cards in the order of ``CARDS`` (acorns, bells, hearts, leaves; 7 to 10, Under, Over, King, Ace);
* a special power only for a face card (``PlayCard(card, True)``);
* pips 1-3, but a minion grows only from 1 or 2;
* a replacement only by a higher number card, or a face by a face (rows by the old card's rank);
* the card being played is never in the discard pile nor on the board: the King of Acorns takes, the Ace of
  Leaves places and the King of Leaves removes any card but itself;
* cells within the world's edge (``data.WORLD_EDGE``), row by row (y, then x).

>>> from mandrapy.magyarcana.actions import Replace
>>> ACTION_SPACE.action(ACTION_SPACE.id(Replace(Card.named("7 of bells"), Card.named("10 of hearts"))))
<Replace replace 7 of Bells with 10 of Hearts>
"""

from __future__ import annotations

from ..core.action_space import ActionSpace, Row
from . import data
from .actions import (AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard,
                      PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip, TakeFromDiscard,
                      UseTerritory)
from .cards import CARDS, Card

EDGE = data.WORLD_EDGE
CELLS = tuple((x, y) for y in range(-EDGE, EDGE + 1) for x in range(-EDGE, EDGE + 1))
PIPS = tuple(sorted(data.MINIONS))
FACES = tuple(card for card in CARDS if card.is_face)


def _rank(rank) -> tuple:
    return tuple(card for card in CARDS if card.rank == rank)


def _above(rank: int) -> tuple:
    return tuple(card for card in CARDS if not card.is_face and card.value > rank)


def _but(name: str) -> tuple:
    return tuple(card for card in CARDS if card != Card.named(name))


_REPLACES = tuple(Row(Replace, old=_rank(rank), new=_above(rank)) for rank in data.NUMBER_RANKS[:-1])

ACTION_SPACE = ActionSpace(
    "magyarcana",
    Row(UseTerritory, territory=CARDS),
    Row(PlayCard, card=CARDS, special=(False,)),
    Row(PlayCard, card=FACES, special=(True,)),
    Row(Refill),
    Row(DiscardCard, card=CARDS),
    Row(Done),
    Row(Skip),
    Row(AddTerritory, card=CARDS, cell=CELLS),
    Row(PlaceMinion, territory=CARDS),
    Row(Expel, territory=CARDS, pips=PIPS),
    Row(ExpelTo, territory=CARDS),
    Row(Move, source=CARDS, pips=PIPS, target=CARDS),
    Row(MoveAny, owner=(0, 1), source=CARDS, pips=PIPS, target=CARDS),
    Row(Grow, territory=CARDS, pips=PIPS[:-1]),
    *_REPLACES,
    Row(Replace, old=FACES, new=FACES),
    Row(TakeFromDiscard, card=_but("king of acorns")),
    Row(PlaceFromDiscard, card=_but("ace of leaves"), cell=CELLS),
    Row(RemoveTerritory, territory=_but("king of leaves")),
)

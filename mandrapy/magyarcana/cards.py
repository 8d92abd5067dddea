"""Magyarcana's cards: 32 Hungarian-suited cards, each one unique, as small immutable values.

>>> Card.named("9 of bells").capacity, Card.named("king of hearts").points
(9, 11)
>>> str(Card.named("Under-Knave of Acorns")), Card.named("ace of leaves").is_face
('Under of Acorns', True)
"""

from __future__ import annotations

from typing import ClassVar

from ..core.components import Component
from . import data

RANK_NAMES = {7: "7", 8: "8", 9: "9", 10: "10", "under": "Under", "over": "Over", "king": "King", "ace": "Ace"}


class Card(Component):
    """One card: a suit and a rank (7-10, or a face: Under, Over, King, Ace)."""

    # Derived facts are plain attributes: the rules ask for them millions of times in random playouts.
    __slots__ = ("code", "suit", "rank", "name", "is_face", "is_knave", "value", "capacity", "points")
    code: int
    suit: str
    rank: int | str
    name: str
    is_face: bool
    is_knave: bool
    value: int
    capacity: int
    points: int
    _by_name: ClassVar[dict[str, "Card"]] = {}

    def __init__(self, code: int, suit: str, rank):
        face = rank in data.FACE_RANKS
        facts = (code, suit, rank, f"{RANK_NAMES[rank]} of {suit.title()}", face, rank in data.KNAVES,
                 0 if face else rank,                              # value: a number card's number
                 data.FACE_CAPACITY if face else rank,             # capacity: minions on a face, pips otherwise
                 data.FACE_POINTS if face else rank)               # points when controlled
        self.fill(*facts)

    @classmethod
    def named(cls, name) -> "Card":
        if isinstance(name, Card):
            return name
        key = " ".join(str(name).lower().replace("-knave", "").replace("-", " ").split())
        key = _ALIASES.get(key, key)
        return cls.lookup(key, name, "Magyarcana card", "e.g. '9 of Bells', 'King of Hearts'")


_ALIASES = {}
CARDS = tuple(Card(code, suit, rank) for code, (suit, rank) in enumerate(
    (suit, rank) for suit in data.SUITS for rank in (*data.NUMBER_RANKS, *data.FACE_RANKS)))
for _card in CARDS:
    Card._by_name[_card.name.lower()] = _card
    _ALIASES[f"{_card.suit} {str(_card.rank).lower()}"] = _card.name.lower()
    _ALIASES[f"{str(_card.rank).lower()} {_card.suit}"] = _card.name.lower()
for _roman, _n in (("vii", 7), ("viii", 8), ("ix", 9), ("x", 10)):
    for _suit in data.SUITS:
        _ALIASES[f"{_roman} of {_suit}"] = f"{_n} of {_suit}"
for _suit in data.SUITS:
    _ALIASES[f"under knave of {_suit}"] = f"under of {_suit}"
    _ALIASES[f"over knave of {_suit}"] = f"over of {_suit}"
HOMES = tuple(Card.named(name) for name in data.HOME_CARDS)


def cards_from(text) -> list:
    """Cards from a comma-separated string or an iterable of names/cards."""
    if isinstance(text, str):
        text = [part for part in text.split(",") if part.strip()]
    return [Card.named(card) for card in text]

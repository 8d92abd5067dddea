"""Magyarcana's bounds on everything that comes from outside, as data (checked by mandrapy.core.validate).

``PARAMETERS`` are the arguments of a new game (and of a record); ``POSITION`` those of a hand-made
position (:mod:`.position`). The rules of the position itself (occupied groups, minion supply, room) are
checked in :mod:`.position`.
"""

from __future__ import annotations

from ..core.validate import MAX_ITEMS, cards, is_whole, items, optional, per_key, seat, text, whole
from ..core.errors import InvalidPosition, Rule
from . import data
from .cards import CARDS

# Territories lie within the world's edge (data.WORLD_EDGE, a ruling): a new territory never goes beyond it.
MAX_COORDINATE = data.WORLD_EDGE
MAX_MINIONS_ON_ONE = 10              # a 10 holds ten 1-minions; a face card three minions

# (Rule codes: worded in French by speech.RULES_FR.)
A_CELL = Rule("limits_cell", "{what}: {value} is not a cell like '0,1' with coordinates from -{top} to {top}")
A_TERRITORY_MAP = Rule("limits_territories", "{what} must map cells to cards, e.g. {{'0,0': 'Under of Acorns'}} "
                                             "(1 to {most} territories)")
A_MINION = Rule("limits_minion", "{what} must be (owner, pips) with owner 0 or 1 and pips {low}-{high}, not {value}")
A_MINION_MAP = Rule("limits_minions", "{what} must map a territory's card to a list of (owner, pips)")

PARAMETERS = {
    "players": whole(2, 2),
    "seed": whole(-2 ** 256, 2 ** 256, optional=True),
    "first_player": seat(optional=True),
}


def cell(value, what, context=None) -> None:
    """``"x,y"`` or ``(x, y)`` with whole numbers within MAX_COORDINATE of the start."""
    if isinstance(value, str) and len(value) <= 40:
        parts = value.replace("(", "").replace(")", "").split(",")
        ok = len(parts) == 2 and all(p.strip().lstrip("-").isdigit() and p.strip().isascii() for p in parts)
        values = [int(p) for p in parts] if ok else None
    elif isinstance(value, (tuple, list)) and len(value) == 2 and all(is_whole(v) for v in value):
        values = list(value)
    else:
        values = None
    if values is None or any(abs(v) > MAX_COORDINATE for v in values):
        raise InvalidPosition(A_CELL.format(what=what, value=repr(str(value)[:40]), top=MAX_COORDINATE))


def territories(value, what, context=None) -> None:
    if not isinstance(value, dict) or not value or len(value) > len(CARDS):
        raise InvalidPosition(A_TERRITORY_MAP.format(what=what, most=len(CARDS)))
    for key, name in value.items():
        cell(key, f"{what} key", context)
        text(100)(name, f"{what}[{key!r}]")


def minion(value, what, context=None) -> None:
    """``(owner, pips)``: a seat and a minion size."""
    if not (isinstance(value, (list, tuple)) and len(value) == 2 and is_whole(value[0]) and is_whole(value[1])
            and value[0] in (0, 1) and value[1] in data.MINIONS):
        raise InvalidPosition(A_MINION.format(what=what, low=min(data.MINIONS), high=max(data.MINIONS),
                                                value=str(value)[:40]))


def minions(value, what, context=None) -> None:
    if not isinstance(value, dict) or len(value) > MAX_ITEMS:
        raise InvalidPosition(A_MINION_MAP.format(what=what))
    for name, entries in value.items():
        text(100)(name, f"{what} key")
        items(minion, max_length=MAX_MINIONS_ON_ONE)(entries, f"{what}[{name!r}]", context)


POSITION = {
    **PARAMETERS,
    "territories": optional(territories),
    "minions": optional(minions),
    "hands": per_key(cards, 0, 1),
    "deck": optional(cards),
    "discard": optional(cards),
    "current": seat(),
    "reshuffles": whole(0, data.MAX_RESHUFFLES),
}

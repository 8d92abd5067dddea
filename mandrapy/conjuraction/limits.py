"""Mystical Conjuraction's bounds on everything that comes from outside, as data (checked by
mandrapy.core.validate).

``PARAMETERS`` are the arguments of a new game (and of a record); ``POSITION`` those of a hand-made position
(:mod:`.position`). Each maps an argument to a checker of its shape and size; the rules of the position itself
(seven free cubes per circle, one card per forge, supplies, G-24) are checked in :mod:`.position`.
"""

from __future__ import annotations

from ..core.validate import (MAX_ITEMS, flag, items, last_seat, optional, per_key, seat, text, whole,
                             _fail)
from . import data as D

SEED = whole(-2 ** 256, 2 ** 256, optional=True)
NAME = text(100)


def characters(value, what, context=None):
    items(NAME, max_length=D.MAX_PLAYERS)(value, what, context)


PARAMETERS = {
    "players": whole(D.MIN_PLAYERS, D.MAX_PLAYERS),
    "seed": SEED,
    "characters": optional(characters),
    "first_player": seat(optional=True),
    "friendly": flag,
}


def cubes(value, what, context=None):
    """Cubes: a text like ``"2 essence, nether"``, a colour name, or a list of colour names."""
    if value is None:
        return
    if isinstance(value, str):
        text(200)(value, what)
        return
    if not isinstance(value, (list, tuple)) or len(value) > D.TOTAL_CUBES:
        _fail(what, "cubes: a text like '2 essence, nether' or a list of colour names", value)
    for index, element in enumerate(value):
        NAME(element, f"{what}[{index}]")


def by_name(entry, size: int = 16):
    """``{name: entry}`` (a plane, point, vantage or forge named in words or by its number) or a list."""
    def check(value, what, context=None):
        if value is None:
            return
        if isinstance(value, dict):
            if len(value) > size:
                _fail(what, f"a map of at most {size} entries", value)
            for key, element in value.items():
                if not (isinstance(key, str) and len(key) <= 40) and not (type(key) is int and 0 <= key < size):
                    _fail(f"{what} key", "a name or a number", key)
                entry(element, f"{what}[{key!r}]", context)
        elif isinstance(value, (list, tuple)) and len(value) <= size:
            for index, element in enumerate(value):
                entry(element, f"{what}[{index}]", context)
        else:
            _fail(what, f"a map by name (or a list) of at most {size} entries", value)
    return check


def card(value, what, context=None):
    """A spell card: its number 0..43, or its text ``"card 12"``."""
    if value is None:
        return
    if isinstance(value, str):
        text(20)(value, what)
    elif not (type(value) is int and 0 <= value < 44):
        _fail(what, "a card number from 0 to 43 (or 'card 12')", value)


def forge_card(value, what, context=None):
    if isinstance(value, (list, tuple)):
        _fail(what, "one card number (one card per forge, rulebook 'Grimoire')", value)
    card(value, what, context)


def squares(value, what, context=None):
    """Squares of a forge card holding mana: numbers 0..8, a wild black as ``"wild 4"``."""
    items(lambda v, w, c: card(v, w, c) if not isinstance(v, str) else text(20)(v, w), max_length=9)(
        value, what, context)


CARDS = items(card, max_length=44)
SEATS = items(seat(), max_length=D.MAX_PLAYERS)
COUNT = whole(0, D.TOTAL_CUBES)


def per_seat(entry):
    return per_key(entry, 0, last_seat)


POSITION = {
    **PARAMETERS,
    "offers": by_name(items(cubes, max_length=16), 3),
    "spaces": by_name(items(optional(NAME), max_length=4), 9),
    "stacked": by_name(items(optional(NAME), max_length=4), 9),
    "nether": COUNT,
    "out": COUNT,
    "set_aside": cubes,
    "circles": per_seat(by_name(cubes, 3)),
    "start_mana": per_seat(cubes),
    "forges": per_seat(by_name(forge_card, 3)),
    "charged": per_seat(by_name(squares, 3)),
    "hands": per_seat(CARDS),
    "card_offer": CARDS,
    "discard": CARDS,
    "runes": per_seat(by_name(whole(0, D.RUNES_PER_TYPE), 4)),
    "runes_used": per_seat(by_name(whole(0, D.RUNES_PER_TYPE), 4)),
    "glyphs": per_seat(whole(0, D.GLYPHS)),
    "familiars": per_seat(whole(1, D.FAMILIARS)),
    "familiars_at": per_seat(items(items(NAME, exact=2), max_length=D.FAMILIARS)),
    "sorcerers_used": SEATS,
    "charms": per_seat(optional(NAME)),
    "covered": per_seat(items(text(60), max_length=12)),
    "scores": per_seat(whole(0, 10_000)),
    "wild": per_seat(optional(NAME)),
    "round": whole(1, D.MAX_ROUNDS),
    "passed": SEATS,
    "nether_used": flag,
    "current": seat(),
    "first": seat(optional=True),
}
assert MAX_ITEMS >= 44

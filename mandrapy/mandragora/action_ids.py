"""Every action Mandragora can ever ask for, at any player count and in the team variant, with a stable id
(:mod:`mandrapy.core.action_space`; ``Mandragora.action_space()``). The domains come from the game's data (its
items, spellbooks, shops, seats, spells), never from games seen, and are as small as the rules allow.

A cast's ingredients are a sorted tuple (``Cast.of`` and the rules' own lists sort them by item code: the
mandrake, then the ingredients in colour order), one tuple per multiset. Its rows are split by spellbook family
(the four books of a colour, the black book, a mandrake used as a book) and by level, so that each row holds only
the ingredient tuples that family allows with at least ``level`` cards: no id for a cast the rules refuse.

>>> from mandrapy.mandragora.actions import Cast, Seek
>>> ACTION_SPACE.id(Seek(1)), ACTION_SPACE.action(ACTION_SPACE.id(Cast.of("black book 3", "red, mandrake", 2)))
(0, <Cast cast black book 3 with mandrake, red at level 2>)
"""

from __future__ import annotations

from itertools import combinations

from ..core.action_space import ActionSpace, Row
from . import data
from .actions import (Banish, Cast, Disappear, DropOut, GiveBack, GiveCurse, Levitate, Replicate, Seek,
                      SubstituteFrom, TeamAsk, TeamDecline, TeamExchange, TeamGive, TeamHandOver, Transfer)
from .cards import BOOKS, INGREDIENTS, ITEMS, MANDRAKE_ITEM, PENALTY_COLOURS, SWIFTNESS, Item

SEATS = tuple(range(max(data.PLAYER_COUNTS)))
SHOPS = tuple(range(data.SHOP_COUNT))
CURSES = tuple(sorted(data.SCROLL_COUNTS))                   # a scroll's curses: 1, 2, 3
# A seek goes 1 to 3 shops, one more for each Swiftness owned (all its copies, at most).
STEPS = tuple(range(1, data.BASE_MOVES + SWIFTNESS.copies + 1))
# What a hand may hold: every item but the scrolls (they lie in front of their player), in code order.
HAND_ITEMS = tuple(item for item in ITEMS if not item.is_scroll)
LEVELS = tuple(range(1, data.MAX_POWER + 1))
_COLOURED = tuple(INGREDIENTS[colour] for colour in data.COLOURS)      # code order, as the rules sort them


def _runs(colours) -> list[tuple[Item, ...]]:
    """1 to all copies of one colour's ingredient, for each of ``colours``."""
    return [(INGREDIENTS[c],) * k for c in colours for k in range(1, data.INGREDIENT_COUNTS[c] + 1)]


def _different(smallest: int, largest: int) -> list[tuple[Item, ...]]:
    """Ingredients of pairwise different colours, ``smallest`` to ``largest`` of them."""
    return [chosen for size in range(smallest, largest + 1) for chosen in combinations(_COLOURED, size)]


def _with_mandrake(sets) -> list[tuple[Item, ...]]:
    return [(MANDRAKE_ITEM, *chosen) for chosen in sets]


def _families() -> list[tuple[tuple[Item, ...], list[tuple[Item, ...]]]]:
    """(spellbooks, the ingredient tuples they may be cast with) per family, in the rules' words: a colour's
    books take its ingredients, a mandrake may replace one (or come alone); the black book takes ingredients all
    of different colours, a mandrake besides; a mandrake as a book takes one colour or all different colours."""
    found = []
    for colour in data.COLOURS:
        books = tuple(book for book in BOOKS if book.colour == colour)
        runs = _runs((colour,))
        found.append((books, runs + _with_mandrake([(), *runs])))
    black = tuple(book for book in BOOKS if book.colour == data.BLACK)
    top = len(data.COLOURS)
    found.append((black, _different(1, top) + _with_mandrake(_different(0, top - 1))))
    found.append(((MANDRAKE_ITEM,), _runs(data.COLOURS) + _different(2, top)))
    return found


def _order(sets) -> tuple[tuple[Item, ...], ...]:
    """Fewest ingredients first, then by the items' codes: an order that depends on nothing but the data."""
    return tuple(sorted(sets, key=lambda chosen: (len(chosen), [item.code for item in chosen])))


def cast_rows() -> list[Row]:
    """One row per spellbook family and level: the tuples of at least ``level`` ingredients (a spell's power is
    at most its number of ingredients)."""
    rows = []
    for books, sets in _families():
        for level in LEVELS:
            enough = _order(chosen for chosen in sets if len(chosen) >= level)
            if enough:
                rows.append(Row(Cast, book=books, ingredients=enough, level=(level,)))
    return rows


ACTION_SPACE = ActionSpace(
    "mandragora",
    Row(Seek, steps=STEPS),
    *cast_rows(),
    Row(DropOut),
    Row(Banish, curses=CURSES),
    Row(Replicate, take=(False, True)),
    Row(Transfer, curses=CURSES, to=SEATS),
    Row(SubstituteFrom, player=SEATS),
    Row(GiveBack, item=HAND_ITEMS),
    Row(Levitate, shop=SHOPS, item=(None, *ITEMS)),        # None: a night shop's face-down card
    Row(GiveCurse, to=SEATS),
    Row(TeamGive, item=HAND_ITEMS),
    Row(TeamAsk),
    Row(TeamExchange, item=HAND_ITEMS),
    Row(TeamDecline),
    Row(TeamHandOver, item=HAND_ITEMS),
    Row(Disappear, colour=PENALTY_COLOURS),
)

"""Casting a spell (rulebook "Cast a spell", "Black magic", "Mandrakes").

One check, :func:`why_cast_illegal`, says whether a spell may be cast and which rule it breaks; the
engine, the legal-action list and the board's greying-out all use it. :func:`legal_casts` lists every
spell a hand can cast, with interchangeable cards collapsed; its pieces are cached by small keys (book,
colour counts, stacks left) so random playouts do not rebuild the same lists again and again.

>>> from .cards import count, items_from, Item
>>> hand = count(items_from("black book 3, red, yellow, 2 green, mandrake"))
>>> print(why_cast_illegal(hand, Item.named("black book 3"), items_from("green, green"), 2, (1,) * 5))
A black spellbook needs ingredients of all different colours.
>>> why_cast_illegal(hand, Item.named("black book 3"), items_from("red, green, mandrake"), 3, (1,) * 5)
>>> len(legal_casts(hand, (True,) * 5))
46
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, compress

from ..core.errors import Rule
from . import data
from .actions import Cast
from .cards import INGREDIENTS, ITEMS, MANDRAKE_ITEM, Item, count

NEEDS_BOOK = Rule("cast_needs_book", "A spell needs one spellbook, or a mandrake used as a spellbook.")
NEEDS_INGREDIENT = Rule("cast_needs_ingredient", "A spell needs at least one ingredient besides its spellbook.")
ONE_BOOK = Rule("cast_one_book", "You can only use one spellbook in each spell.")
NO_SCROLLS = Rule("cast_no_scrolls", "Cursed scrolls cannot be used in a spell.")
ONE_MANDRAKE = Rule("cast_one_mandrake", "You can only have one mandrake in each spell.")
NOT_IN_HAND = Rule("cast_not_in_hand", "Your hand does not hold {missing}.")
SAME_COLOUR = Rule("cast_same_colour",
                   "A {colour} spellbook needs {colour} ingredients (a mandrake may replace one).")
BLACK_ALL_DIFFERENT = Rule("cast_black_all_different",
                           "A black spellbook needs ingredients of all different colours.")
MANDRAKE_BOOK = Rule("cast_mandrake_book", "A mandrake used as a spellbook needs ingredients all of one "
                                           "colour or all of different colours.")
POWER_RANGE = Rule("cast_power", "With {n} ingredient{s} a spell's power can only be 1 to {top}.")
EMPTY_STACK = Rule("cast_empty_stack", "There are no level-{level} spells left.")


def why_cast_illegal(hand: dict, book, ingredients, level: int, stack_sizes) -> Rule | None:
    """The rule broken by casting ``book`` + ``ingredients`` at ``level``, or None if it is legal.

    ``hand`` maps items to copies held; ``stack_sizes`` gives the cards left on stacks 1..5.
    """
    if not isinstance(book, Item) or not (book.is_book or book.is_mandrake):
        return NEEDS_BOOK
    if not ingredients:
        return NEEDS_INGREDIENT
    mandrakes = book.is_mandrake
    for item in ingredients:
        if item.is_book:
            return ONE_BOOK
        if item.is_scroll:
            return NO_SCROLLS
        mandrakes += item.is_mandrake
    if mandrakes > 1:
        return ONE_MANDRAKE
    needed = count([book, *ingredients])
    short = [(item, n, hand.get(item, 0)) for item, n in needed.items() if hand.get(item, 0) < n]
    if short:
        return NOT_IN_HAND.format(missing=", ".join(
            (item.name if n == 1 else f"{n} {item.name}") + (f" (you have {held})" if held else "")
            for item, n, held in short))
    colours = [item.colour for item in ingredients if item.is_ingredient]
    distinct = len(set(colours))
    if book.is_mandrake:
        if distinct > 1 and distinct != len(colours):
            return MANDRAKE_BOOK
    elif book.colour == data.BLACK:
        if distinct != len(colours) or len(ingredients) > len(data.COLOURS):
            return BLACK_ALL_DIFFERENT
    elif any(colour != book.colour for colour in colours):
        return SAME_COLOUR.format(colour=book.colour)
    top = min(len(ingredients), data.MAX_POWER)
    if not isinstance(level, int) or not 1 <= level <= top:
        n = len(ingredients)
        return POWER_RANGE.format(n=n, s="" if n == 1 else "s", top=top)
    if not stack_sizes[level - 1]:
        return EMPTY_STACK.format(level=level)
    return None


# --- enumeration -----------------------------------------------------------------------------------
_ORDERED_INGREDIENTS = tuple(INGREDIENTS[c] for c in data.COLOURS)


def _spells(book: Item, ingredient_sets) -> tuple:
    """Every cast of ``book`` with each set, at each level it allows, while every stack has cards."""
    return tuple(Cast(book, ingredients, level)
                 for ingredients in ingredient_sets for level in range(1, min(len(ingredients), data.MAX_POWER) + 1))


# The builders below list the casts with every stack open, each made once per key (a stack emptying in one game
# then costs a filter of these, not new casts: see _open).
@cache
def _colour_book_casts(book: Item, copies: int, mandrake: bool) -> tuple:
    ingredient = INGREDIENTS[book.colour]
    sets = [(ingredient,) * k for k in range(1, copies + 1)]
    if mandrake:
        sets += [(MANDRAKE_ITEM,) + (ingredient,) * k for k in range(copies + 1)]
    return _spells(book, sets)


def _different_colour_sets(present: tuple, smallest: int, with_mandrake: bool) -> list:
    """All sets of pairwise different ingredients drawn from ``present`` colours (index tuple)."""
    sets = []
    for size in range(smallest, len(present) + 1):
        for chosen in combinations(present, size):
            sets.append(tuple(_ORDERED_INGREDIENTS[i] for i in chosen))
    if with_mandrake:
        sets += [(MANDRAKE_ITEM,) + s for s in ([()] + sets if smallest else sets)
                 if len(s) < len(data.COLOURS)]
    return sets


@cache
def _black_book_casts(book: Item, present: tuple, mandrake: bool) -> tuple:
    return _spells(book, _different_colour_sets(present, 1, mandrake))


@cache
def _mandrake_book_casts(colour_counts: tuple) -> tuple:
    sets = [(_ORDERED_INGREDIENTS[i],) * k
            for i, copies in enumerate(colour_counts) for k in range(1, copies + 1)]
    present = tuple(i for i, copies in enumerate(colour_counts) if copies)
    sets += _different_colour_sets(present, 2, False)
    return _spells(MANDRAKE_ITEM, sets)


_ALL_OPEN = (True,) * data.MAX_POWER


def _open(casts: tuple, open_stacks: tuple) -> tuple:
    """``casts`` (listed with every stack open) less those whose stack is empty: the same order."""
    if open_stacks == _ALL_OPEN:
        return casts
    return tuple(cast for cast in casts if open_stacks[cast.level - 1])


_BOOK_COLOUR = {item: (-1 if item.colour == data.BLACK else data.COLOURS.index(item.colour))
                for item in ITEMS if item.is_book}          # spellbook -> its colour's index (black: -1)
_IS_BOOK = _BOOK_COLOUR.__contains__
_BOOK_INGREDIENT = {book: (None if colour < 0 else _ORDERED_INGREDIENTS[colour])
                    for book, colour in _BOOK_COLOUR.items()}    # a colour book's ingredient
_C0, _C1, _C2, _C3, _C4 = _ORDERED_INGREDIENTS    # copies of each colour, spelt out: cheaper than a map
_COLOUR_INDICES = range(len(_ORDERED_INGREDIENTS))


_COUNTED: dict = {}


def ingredient_counts(ingredients: tuple) -> dict:
    """``{ingredient: copies}`` of a cast's ingredients (a new dict, as the cast event keeps it; counted once)."""
    pairs = _COUNTED.get(ingredients)
    if pairs is None:
        pairs = _COUNTED[ingredients] = tuple({i: ingredients.count(i) for i in set(ingredients)}.items())
    return dict(pairs)


# The casts found, per pattern of open stacks: ({colour book: {copies * 2 + mandrake: casts}},
# {(black book, colours present, mandrake): casts}, {colour counts: mandrake-book casts}); keyed so that the
# usual lookup allocates nothing. A pattern with every stack empty maps to ().
_FOUND: dict = {}


def legal_casts(hand: dict, open_stacks: tuple, result: list | None = None) -> list:
    """Every spell ``hand`` can cast while the stacks marked True in ``open_stacks`` have cards (added to
    ``result`` when given: one list less to copy)."""
    if result is None:
        result = []
    tables = _FOUND.get(open_stacks)
    if tables is None:
        tables = _FOUND[open_stacks] = ({}, {}, {}) if True in open_stacks else ()
    if not tables:
        return result
    get = hand.get
    mandrake = get(MANDRAKE_ITEM, 0) > 0
    for item in filter(_IS_BOOK, hand):                # the books, in the hand's order (looked for in C)
        ingredient = _BOOK_INGREDIENT[item]
        if ingredient is None:                         # the black book: every colour counts
            present = tuple(compress(_COLOUR_INDICES, (get(_C0, 0), get(_C1, 0), get(_C2, 0), get(_C3, 0),
                                                       get(_C4, 0))))
            found = tables[1].get((item, present, mandrake))
            if found is None:
                found = tables[1][item, present, mandrake] = _open(_black_book_casts(item, present, mandrake),
                                                                   open_stacks)
        else:                                          # a colour book: only its own colour counts
            by_copies = tables[0].get(item)
            if by_copies is None:
                by_copies = tables[0][item] = {}
            copies = get(ingredient, 0)
            found = by_copies.get(copies * 2 + mandrake)
            if found is None:
                found = by_copies[copies * 2 + mandrake] = _open(_colour_book_casts(item, copies, mandrake),
                                                                 open_stacks)
        result += found
    if mandrake:
        colour_counts = get(_C0, 0), get(_C1, 0), get(_C2, 0), get(_C3, 0), get(_C4, 0)
        found = tables[2].get(colour_counts)
        if found is None:
            found = tables[2][colour_counts] = _open(_mandrake_book_casts(colour_counts), open_stacks)
        result += found
    return result

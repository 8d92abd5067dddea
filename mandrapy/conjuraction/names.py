"""Named values for what a learner reads in a view: colours, planes, points and vantages are ints that print as
their names (``Colour.ESSENCE == 0`` reads ``essence``), mana counts are named tuples.

>>> Mana(2, 0, 1, 0, 0)
Mana(essence=2, energy=0, arcana=1, plasma=0, nether=0)
>>> Colour(2), Plane(0), Point(4), Colour(2) == 2
(arcana, astral, conjure mana, True)
>>> cell_of(5), square_of((1, 2))
((1, 2), 5)
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from . import data as D


class _Named(IntEnum):
    """An index that prints as its name (``str`` and ``repr``), still an int everywhere else."""

    def __repr__(self) -> str:
        return self.name.lower().replace("_", " ")

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return format(int(self), spec)      # f"{colour}" and {colour:>2} stay numbers, as for any int


Colour = _Named("Colour", [(name.upper(), i) for i, name in enumerate(D.COLOURS)])
Plane = _Named("Plane", [(name.upper(), i) for i, name in enumerate(D.PLANES)])
Point = _Named("Point", [(name.upper().replace(" ", "_"), i) for i, name in enumerate(D.POINT_WORDS)])
Vantage = _Named("Vantage", [(name.upper(), i) for i, name in enumerate(D.VANTAGES)])


class Mana(NamedTuple):
    """Cubes by colour (a circle, the bag, the set-aside pool...)."""
    essence: int
    energy: int
    arcana: int
    plasma: int
    nether: int


class Planes(NamedTuple):
    """One thing per plane: circles, forges, offers."""
    astral: object
    maelstrom: object
    aether: object


def mana(counts) -> Mana:
    return Mana(*counts)


def colours(cubes) -> tuple:
    return tuple(Colour(k) for k in cubes)


# Squares of a spell card: (row, column) from 0, as the action text writes them ("at 0,2"); 0..8 row by row
# inside the engine (``data.FORMULAS``, ``cards.GRIDS``).
def cell_of(square: int) -> tuple:
    return (square // 3, square % 3)


def square_of(cell) -> int:
    row, column = cell
    if not (0 <= row <= 2 and 0 <= column <= 2):
        raise ValueError(f"a card has rows and columns 0 to 2, not {row},{column}")
    return 3 * row + column

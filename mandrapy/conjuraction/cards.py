"""The 44 spell cards: card ``n`` (0..43) has a 3x3 grid of mana colours and a rune (see :mod:`.cards_table`).

>>> GRIDS[0], RUNE_OF[0], len(GRIDS)
((1, 0, 1, 3, 1, 2, 3, 0, 2), 0, 44)
"""

from __future__ import annotations

from .cards_table import CARD_TABLE
from .data import VANTAGES

_LETTER = {"E": 0, "Y": 1, "A": 2, "P": 3}

GRIDS = tuple(tuple(_LETTER[ch] for ch in grid) for grid, _ in CARD_TABLE)
RUNE_OF = tuple(VANTAGES.index(rune) for _, rune in CARD_TABLE)
CARDS = tuple(range(len(GRIDS)))



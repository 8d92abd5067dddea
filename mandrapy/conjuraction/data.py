"""Mystical Conjuraction's components and rulings, as data (the rulebook, and docs/rules/conjuraction.md).

Everything a physical copy could contradict lives here, so an owner of the game corrects it in one place.
Indices, used everywhere: colours 0..4 = Essence, Energy, Arcana, Plasma, Nether; circles, forges and
plane offers 0..2 = Astral Plains, Maelstrom, Aether; points 0..8 row by row (:data:`POINTS`).

>>> [POINTS[p] for p in VANTAGE_POINTS[0]]
['Spell Weave', 'Mystic Portal', 'Concoct Spell', 'Conjure Mana']
>>> len(offer_cells(2)), len(offer_cells(3)), len(offer_cells(4)), len(offer_cells(5))
(6, 9, 13, 15)
"""

from __future__ import annotations

MIN_PLAYERS, MAX_PLAYERS = 2, 5

# ------------------------------------------------------------------ mana (ruling: colour <-> name)
COLOURS = ("essence", "energy", "arcana", "plasma", "nether")
LETTERS = ("E", "Y", "A", "P", "N")             # one letter each, on the board and in the text picture
ESSENCE, ENERGY, ARCANA, PLASMA, NETHER = range(5)
BASIC = (ESSENCE, ENERGY, ARCANA, PLASMA)
CUBES = (30, 30, 30, 30, 25)                     # 145 in all (ruling: 25 Nether)
TOTAL_CUBES = sum(CUBES)
CIRCLE_ROOM = 7                                  # printed: seven free cubes per thaumaturgic circle

# ------------------------------------------------------------------ planes, circles, forges
PLANES = ("astral", "maelstrom", "aether")
PLANE_NAMES = ("Astral Plains", "Maelstrom", "Aether")
REFILL_ORDER = (2, 0, 1)                         # G-16: cleanup refills Aether, Astral Plains, Maelstrom


def offer_cells(players: int) -> tuple:
    """Active (row, column) cells of one plane offer (ruling SET-03), row-major."""
    if players <= 3:
        rows = 2 if players == 2 else 3
        return tuple((r, c) for r in range(rows) for c in range(3))
    missing = {(3, 3)} | ({(2, 3), (3, 2)} if players == 4 else set())
    return tuple((r, c) for r in range(4) for c in range(4) if (r, c) not in missing)


def offer_lines(players: int) -> tuple:
    """(kind, number, cells) of every row and column of an offer: a line takes the cubes of all its cells."""
    cells = offer_cells(players)
    size = 3 if players <= 3 else 4
    lines = []
    for kind, axis in (("row", 0), ("column", 1)):
        for k in range(size):
            on = tuple(cell for cell in cells if cell[axis] == k)
            if on:
                lines.append((kind, k, on))
    return tuple(lines)


# ------------------------------------------------------------------ imbuement points (ruling)
POINTS = ("Spell Weave", "Mystic Portal", "Spell Glide", "Concoct Spell", "Conjure Mana", "Entreat Spell",
          "Mana Drift", "Spell Charge", "Mana Weave")
WEAVE, PORTAL, GLIDE, CONCOCT, CONJURE, ENTREAT, DRIFT, CHARGE, MANA_WEAVE = range(9)
POINT_WORDS = tuple(name.lower() for name in POINTS)
E, Y, A, P = ESSENCE, ENERGY, ARCANA, PLASMA
SPACES = (                                       # the colours each mana space takes, per point
    ((A,), (E,), (A, E)),
    ((Y,), (A,), (Y, P)),
    ((A,), (P,), (E, Y)),
    ((P,), (Y,), (P, A)),
    ((E,), (Y,), (A,), (P,)),
    ((E,), (A,), (E, P)),
    ((E,), (P,), (Y, A)),
    ((Y,), (E,), (Y, P)),
    ((P,), (Y,), (E, A)),
)
del E, Y, A, P

# Rune vantages at the four inner corners; each touches its 2x2 block of points (ruling RUN-08).
VANTAGES = ("essence", "energy", "arcana", "plasma")
VANTAGE_POINTS = ((0, 1, 3, 4), (1, 2, 4, 5), (3, 4, 6, 7), (4, 5, 7, 8))
FAMILIAR_SPACES = tuple((v, p) for v in range(4) for p in VANTAGE_POINTS[v])      # 16

NETHER_COST = 4                                  # printed; Alaeric 3
WILD_COST = 3                                    # printed: three blacks make one wild; Alaeric 2

# ------------------------------------------------------------------ auxiliary board
CARD_OFFER = {2: 3, 3: 4, 4: 5, 5: 6}            # ruling SET-10
BLUE_TWINKS = {2: 10, 3: 14, 4: 18, 5: 22}       # printed
RUNES_PER_TYPE, GLYPHS = 10, 10                  # printed
FAMILIARS = 3                                    # per player: 1 bound at setup, 2 in the Bind area

# Meditation charms: (name, words, smallest player count, back VP) (ruling SET-08, CHM-08).
CHARMS = (("first player", "First Player", 2, 0), ("take two mana", "Take two Mana", 2, 1),
          ("draw a card", "Draw a Card", 3, 1), ("select a mana", "Select a Mana", 4, 2),
          ("take a glyph", "Take a Glyph", 5, 2))
CHARM_VP = {name: vp for name, _, _, vp in CHARMS}


def charms_for(players: int) -> tuple:
    return tuple(name for name, _, least, _ in CHARMS if players >= least)


# ------------------------------------------------------------------ grimoire formulas (ruling)
# forge -> four (squares, VP, reward); squares numbered 0 1 2 / 3 4 5 / 6 7 8 here (views and action text
# say row,column from 0: square 5 is 1,2).
FORMULA_NAMES = ("Augury", "Enchantment", "Theurgy", "Thaumaturgy")
BIND, RUNE, GLYPH, SURGE = "bind familiar", "rune", "glyph", "mana surge"
FORMULAS = (
    ((frozenset({0, 1, 2}), 2, None), (frozenset({0, 2, 6, 8}), 4, RUNE),
     (frozenset({1, 3, 4, 5, 7}), 6, BIND), (frozenset({0, 1, 2, 6, 7, 8}), 9, SURGE)),
    ((frozenset({3, 4, 5}), 2, None), (frozenset({1, 3, 5, 7}), 4, GLYPH),
     (frozenset({0, 2, 4, 6, 8}), 6, RUNE), (frozenset({0, 3, 6, 2, 5, 8}), 9, BIND)),
    ((frozenset({6, 7, 8}), 2, None), (frozenset({0, 1, 3, 4}), 4, SURGE),
     (frozenset({0, 1, 2, 4, 7}), 6, GLYPH), (frozenset({0, 1, 2, 3, 4, 5}), 9, RUNE)),
)
SURGE_CUBES = 3
WILD_PENALTY = 1

# ------------------------------------------------------------------ characters (ruling on numbers)
# key -> (name, spell cards, mana)
CHARACTERS = {
    "norwell": ("Norwell the Inexachanter", 2, 5),
    "larissa": ("Larissa the Mana Conjuror", 2, 5),
    "alaeric": ("Alaeric the Netherchanter", 2, 5),
    "jenetta": ("Jenetta the Wild Conjuror", 2, 4),
    "steffan": ("Steffan the Natural", 2, 4),
    "mindally": ("Mindally the Glyphwriter", 2, 4),
}
CHARACTER_KEYS = tuple(CHARACTERS)
ALAERIC_NETHER, ALAERIC_WILD, ALAERIC_WILD_BONUS = 3, 2, 1     # G-07: the bonus cancels the wild penalty

# G-30: a guard that random games never reach (measured); kept so that no game can be endless.
MAX_ROUNDS = 60

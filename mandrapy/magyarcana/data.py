"""Magyarcana's components and the rulings the project follows, as data, in one place.

The rulebook (``004_…``) lost its pictures and its equipment list. Every value below marked "ruling" is
listed with its reason in ``docs/rules/magyarcana.md``; change it here, and only here.
"""

from __future__ import annotations

# --- The deck: a 32-card Hungarian pack (ruling; the four suits are printed) -------------------------
SUITS = ("acorns", "bells", "hearts", "leaves")
NUMBER_RANKS = (7, 8, 9, 10)                       # VII..X
FACE_RANKS = ("under", "over", "king", "ace")      # Under-Knave, Over-Knave, King, Ace
KNAVES = ("under", "over")                         # both count as "Knave" for special powers
HOME_CARDS = ("under of acorns", "over of acorns") # players 0 and 1 start on these (printed: Knaves of Acorns)

# --- Territories (printed) -----------------------------------------------------------------------------
FACE_CAPACITY = 3                                  # a face card holds at most 3 minions, whatever their pips
FACE_POINTS = 11                                   # a controlled face territory scores 11
HAND_SIZE = 6                                      # refill up to 6

# --- Minions (printed: 15 per player, 1-3 pips; the split is a ruling) -----------------------------------
MINIONS = {1: 5, 2: 5, 3: 5}                       # pips -> minions of that size per player
LARGEST = max(MINIONS)

# --- Setup (ruling) ------------------------------------------------------------------------------------
# A vertical line of five cells: player 0's Knave, three cards from the deck, player 1's Knave.
HOME_CELLS = ((0, 0), (0, 4))
STARTING_CELLS = ((0, 1), (0, 2), (0, 3))

# --- The end (printed) -----------------------------------------------------------------------------------
MAX_RESHUFFLES = 2                                 # the game ends when a third reshuffle would be needed
DIE_SIDES = 6
KING_OF_BELLS_BONUS = 2

# --- Rulings where the text is silent ---------------------------------------------------------------------
# A move must end on another territory (a wrap that brings a minion back where it started is no move).
MOVE_MUST_CHANGE_TERRITORY = True
# The card played from hand stays "in play" until its power is resolved, so an Acorns card may add
# itself as the new territory and a Leaves card may be the replacement; otherwise it is discarded after.
PLAYED_CARD_CAN_BE_PLACED = True
# With no territory left on the board, a new territory goes on cell (0, 0).
EMPTY_BOARD_CELL = (0, 0)
# The world's edge: every territory lies on a cell (x, y) with |x| and |y| at most WORLD_EDGE. The text sets
# none, but without one a board could wander without bound (added on one side, removed on the other), and a
# new territory's cell could have no fixed number (the action ids, action_ids.py). Random games stay within 7.
WORLD_EDGE = 20

# --- Powers (printed: "Suit and Face Card Powers"), as the steps they take, in order -----------------------
SUIT_POWERS = {
    "acorns": ("add_territory", "place_minion"),   # you may add a territory, then you must place a 1-minion
    "bells": ("expel",),
    "hearts": ("move",),
    "leaves": ("grow_or_replace",),
}
SPECIAL_POWERS = {                                 # (suit, face) -> steps; "knave" stands for Under and Over
    ("acorns", "ace"): ("draw_4",),
    ("acorns", "king"): ("take_discard", "take_discard"),
    ("acorns", "knave"): SUIT_POWERS["acorns"] * 2,
    ("bells", "ace"): ("move", "expel"),
    ("bells", "king"): ("expel_plus_2",),
    ("bells", "knave"): ("expel", "expel"),
    ("hearts", "ace"): ("move_any",),
    ("hearts", "king"): ("move_turning",),
    ("hearts", "knave"): ("move", "move"),
    ("leaves", "ace"): ("place_from_discard",),    # then you may place a 1-minion on it
    ("leaves", "king"): ("remove_territory",),
    ("leaves", "knave"): ("grow_or_replace", "grow_or_replace"),
}

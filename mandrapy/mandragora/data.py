"""Mandragora's components and the rulings the project follows, as data, in one place.

The printed rulebooks lost their pictures (card lists, removals, tile art). Where a fact lived only in a
picture, the value below is a ruling; every entry is listed with its reason in ``docs/rules/mandragora.md``.
Someone who owns the physical game and sees a difference changes it here, and only here.
"""

from __future__ import annotations

# --- Magical items (rulebook "Contents": 82 items) ----------------------------------------------------
COLOURS = ("purple", "red", "yellow", "green", "blue")     # names and order: ruling; 5 colours printed
INGREDIENT_COUNTS = {"purple": 3, "red": 6, "yellow": 9, "green": 12, "blue": 12}   # printed x3..x12
BOOK_VALUES = (0, 1, 2, 3)            # one spellbook of each value per colour (ruling; 4 per colour printed)
BLACK = "black"                       # the sixth spellbook colour; no black ingredients (printed)
BLACK_BOOK_VALUE = 3                  # ruling
MANDRAKE_COUNT = 7                    # printed
MANDRAKE_COLOUR = "white"             # mandrakes count as white for the hand penalty (printed)
SCROLL_COUNTS = {1: 7, 2: 4, 3: 1}    # curses -> number of scrolls (printed in the French rulebook)

# --- Spells (24 cards in 5 stacks; levels are a ruling anchored by "the 2 level-4 spells") ----------------
IMMEDIATE, PERMANENT, END_OF_GAME = "immediate", "permanent", "end of game"
SPELLS = (
    # name,          level, copies, timing
    ("Banishment",    1, 4, IMMEDIATE),
    ("Replication",   1, 3, IMMEDIATE),
    ("Transfer",      2, 4, IMMEDIATE),
    ("Swiftness",     2, 3, PERMANENT),
    ("Substitution",  3, 4, IMMEDIATE),
    ("Levitation",    3, 3, IMMEDIATE),
    ("Disappearance", 4, 2, END_OF_GAME),
    ("Purification",  5, 1, END_OF_GAME),
)
MAX_POWER = 5                         # five stacks, levels 1..5 (printed)

# --- Player-count removals (printed "remove these cards"; the pictures are lost: ruling) -----------------
# Item names as in mandrapy.mandragora.cards: "green", "blue book 2", "mandrake", "scroll 1".
REMOVED = {
    4: {},
    3: {"scroll 1": 1, "mandrake": 1, "yellow": 1, "green": 1, "blue": 1},
    2: {"blue": 12, "blue book 0": 1, "blue book 1": 1, "blue book 2": 1, "blue book 3": 1,  # printed
        "scroll 1": 2, "scroll 2": 1, "mandrake": 1, "red": 2, "yellow": 2, "green": 2},
}
PLAYER_COUNTS = (2, 3, 4)
STARTING_HAND = {"mandrake": 1}       # printed

# --- Shops (10 tiles printed; 7 day / 3 night is a ruling confirmed by the setup's 6 + 3 cards) ----------
SHOP_COUNT = 10
NIGHT_SHOPS = 3
START_SHOP_IS_NIGHT = False           # the start tile is a day tile and starts empty (printed: "except")

# --- Turn ------------------------------------------------------------------------------------------------
BASE_MOVES = 3                        # 1..3 shops clockwise (printed); +1 per Swiftness owned
ENDGAME_ROUNDS = 3                    # rounds after the deck runs out (printed)
CURSE_MARKER_PENALTY = 2              # printed
COLOUR_PENALTY = 1                    # per colour left in hand (printed)

# --- Rulings where the text is silent ---------------------------------------------------------------------
# Levitation on a night shop takes a face-down card blind; the face-down cards of one shop are
# interchangeable for the player, so it is one choice and the most recently placed card is taken.
LEVITATE_NIGHT_TAKES = "top"
# Transfer and Substitution target "an opponent": in the team variant, a player of the other team.
TEAMS = ((0, 2), (1, 3))              # partners sit across (printed); seats 0 & 2 against 1 & 3
# A decision with exactly one possible answer (e.g. Banishment with only 1-curse scrolls) is applied at
# once and logged, instead of asking the player to click the only option.
AUTO_APPLY_FORCED_DECISIONS = True

"""Mystical Conjuraction's words in English and French, listed once.

The game has no French edition: the French names are the project's, first chosen for the board
(``board/labels.py``) and kept here so the board, the French log, refusals and prompts (:mod:`.speech`) and
the French lessons (``notebooks/i18n/fr/conjuraction/*.po``) say the same thing. A player is a *joueur* (the
rulebook's "sorcerer" is also the worker piece, *sorcier*); a round is a *manche*; the nine imbuement points
are *points d'imprégnation*; a twink is an *étincelle*.
``tests/notebooks/test_translations.py`` checks that a French lesson uses :data:`TERMS` wherever its English
source uses the English word.

>>> COLOURS["fr"][1], PLANES["fr"][0], POINTS["fr"][4], FORMULAS["fr"][3]
('Énergie', 'Plaines astrales', 'Conjurer du mana', 'Thaumaturgie')
"""

from __future__ import annotations

from ..core.language import Term
from . import data as D

# Indexed as data.py indexes them (colours 0..4, planes 0..2, points 0..8, formulas 0..3).
COLOURS = {"en": ("Essence", "Energy", "Arcana", "Plasma", "Nether"),
           "fr": ("Essence", "Énergie", "Arcane", "Plasma", "Néant")}
PLANES = {"en": ("Astral Plains", "Maelstrom", "Aether"), "fr": ("Plaines astrales", "Maelström", "Éther")}
PLANES_SHORT = {"en": ("Astral", "Maelstrom", "Aether"), "fr": ("Astral", "Maelström", "Éther")}
POINTS = {"en": D.POINTS,
          "fr": ("Tissage de sort", "Portail mystique", "Glissement de sort", "Concocter un sort",
                 "Conjurer du mana", "Implorer un sort", "Dérive de mana", "Charge de sort", "Tissage de mana")}
FORMULAS = {"en": ("Augury", "Enchantment", "Theurgy", "Thaumaturgy"),
            "fr": ("Augure", "Enchantement", "Théurgie", "Thaumaturgie")}
CHARMS = {"en": {"first player": "First Player", "take two mana": "Take two Mana", "draw a card": "Draw a Card",
                 "select a mana": "Select a Mana", "take a glyph": "Take a Glyph"},
          "fr": {"first player": "Premier joueur", "take two mana": "Prendre deux manas",
                 "draw a card": "Piocher une carte", "select a mana": "Choisir un mana",
                 "take a glyph": "Prendre un glyphe"}}
CHARACTERS = {language: {key: key.capitalize() for key in D.CHARACTERS} for language in ("en", "fr")}
PLAYER = {"en": "player", "fr": "joueur"}

# The game's vocabulary as the lessons use it, English -> French.
TERMS = (
    Term("player", "joueur", also=("joueuse",)),
    Term("sorcerer", "sorcier", note="a player, and the worker piece every player has"),
    Term("familiar", "familier"),
    Term("rune", "rune"),
    Term("glyph", "glyphe"),
    Term("worker", "ouvrier", note="worker placement: placement d'ouvriers"),
    Term("character", "personnage"),
    Term("mana", "mana"),
    Term("cube", "cube"),
    Term("imbuement point", "point d'imprégnation"),
    Term("mana space", "espace de mana", also=("espace",)),
    Term("vantage", "emplacement", note="where a rune sits, touching four points"),
    Term("offer", "offre"),
    Term("card offer", "offre de sorts"),
    Term("circle", "cercle"),
    Term("thaumaturgic circle", "cercle thaumaturgique"),
    Term("forge", "forge"),
    Term("spell card", "carte de sort", also=("carte de sorts",)),
    Term("spell formula", "formule de sort"),
    Term("formula", "formule"),
    Term("grimoire", "grimoire"),
    Term("bag", "sac"),
    Term("draw pile", "pioche"),
    Term("twink", "étincelle"),
    Term("blue twink", "étincelle bleue"),
    Term("meditation charm", "charme de méditation"),
    Term("charm", "charme"),
    Term("round", "manche"),
    Term("final round", "dernière manche"),
    Term("bonus turn", "tour bonus"),
    Term("pass", "passer", also=("passe", "passent", "passez", "passé", "passant")),
    Term("wild", "joker"),
    Term("victory point", "point de victoire"),
    Term("VP", "PV"),
    Term("cleanup", "nettoyage"),
    *(Term(en, fr, note="mana colour") for en, fr in zip(COLOURS["en"], COLOURS["fr"]) if en != fr),
    *(Term(en, fr, note="plane") for en, fr in zip(PLANES["en"], PLANES["fr"])),
    *(Term(en, fr, note="imbuement point") for en, fr in zip(POINTS["en"], POINTS["fr"])),
    *(Term(en, fr, note="spell formula") for en, fr in zip(FORMULAS["en"], FORMULAS["fr"])),
    *(Term(CHARMS["en"][key], fr, note="meditation charm") for key, fr in CHARMS["fr"].items()),
)

# The French words for actions, as the French prompts, board buttons and log write them (« Passer »,
# « sorcier prend Astral rangée 1 »), read as the action text's: (regular expression, replacement) pairs applied
# in order to the lowercased text (whole words), tried when the text does not read as it is
# (core.parsing.ActionParser ``languages``).
_COLOUR = "(essence|energy|arcana|plasma|nether)"
_PLANE = "(astral|maelstrom|aether)"
_LETTERS = (("essence", "e "), ("energy", "y "), ("arcana", ""), ("plasma", "p "), ("nether", "n "))   # a swap's
ACTION_WORDS_FR = (
    (r"«|»", ""), (r"\([eyapn]?\)", ""),          # (the action text reads "a" as an article: "(A)" is "()")
    *((f"charme : {fr.lower()}", f"take the {en} charm") for en, fr in CHARMS["fr"].items()),
    *((fr.lower(), en) for en, fr in zip(D.POINT_WORDS, POINTS["fr"])),
    *((fr.lower(), en) for en, fr in zip(D.COLOURS, COLOURS["fr"]) if fr.lower() != en),
    ("plaines astrales", "astral"), ("maelström", "maelstrom"), ("éther", "aether"),
    (r"rangée", "row"), (r"colonne", "column"),
    (r"l'(\w+)", r"\1"), (r"le|la|les|un|une|son", ""),
    (r"sorcier", "sorcerer"), (r"familier", "familiar"), (r"glyphe", "glyph"),
    (r"jouer (\w+)", r"play as \1"),
    (rf"prendre rune {_COLOUR}", r"take an \1 rune"),
    (rf"carte (\d+) → forge {_PLANE}", r"put card \1 on the \2 forge"),
    (rf"{_COLOUR} de départ → {_PLANE}", r"put starting \1 on \2"),
    (rf"(sorcerer|familiar) prend {_PLANE} (row|column) (\d+)", r"\1 takes \2 \3 \4"),
    (rf"empiler {_COLOUR} de {_PLANE} → (.+) espace (\d+)", r"stack \1 from \2 on \3 space \4"),
    (rf"{_COLOUR} de {_PLANE} → (.+) espace (\d+)", r"\1 from \2 on \3 space \4"),
    (rf"nether : noirs de {_PLANE}", r"nether from \1"),
    (rf"noir joker → carte {_PLANE} en (\d+,\d+)", r"place wild nether on the \1 card at \2"),
    (rf"joker {_COLOUR} → carte {_PLANE} en (\d+,\d+)", r"substitute \1 on the \2 card at \3"),
    (rf"joker {_COLOUR}", r"wild colour \1"),
    (rf"{_COLOUR} → carte {_PLANE} en (\d+,\d+)", r"place \1 on the \2 card at \3"),
    (rf"rune {_COLOUR} → (.+)", r"\1 rune activates \2"),
    (r"(sorcerer|familiar|glyph|nether) → (.+)", r"\1 activates \2"),
    (rf"mana → {_PLANE}", r"to the \1 circle"),
    (r"passer", "pass"), (r"finir tour", "end turn"), (r"terminé", "done"),
    (r"tour bonus(?: \(payer \d+\))?", "bonus turn"), (r"garder", "keep"),
    (rf"échanger cartes {_PLANE} et {_PLANE}", r"swap \1 and \2 cards"),
    (rf"déplacer carte {_PLANE} → {_PLANE}", r"move \1 card to \2"),
    (rf"portail : mana {_PLANE} avec sac", r"exchange \1 mana with the bag"),
    (rf"portail : {_PLANE} (row|column) (\d+)", r"exchange \1 mana with \2 \3"),
    (rf"rendre {_COLOUR} au sac", r"return \1 to the bag"),
    (r"donner carte (\d+), prendre carte (\d+)", r"exchange card \1 for card \2"),
    *((rf"échanger {first}\({_PLANE}\) ↔ {second}\({_PLANE}\)", rf"swap {one} from \1 with {other} from \2")
      for one, first in _LETTERS for other, second in _LETTERS),
    (rf"donner {_COLOUR} ?, prendre {_COLOUR} en (\d+,\d+)", r"give \1 for \2 at \3"),
    (r"prendre carte (\d+)", r"take card \1"),
    (rf"déplacer {_COLOUR} {_PLANE} → {_PLANE}", r"move \1 from \2 to \3"),
    (rf"payer {_COLOUR} de {_PLANE}", r"pay \1 from \2"),
    (rf"choisir {_COLOUR} → {_PLANE}", r"select \1 to \2"),
)

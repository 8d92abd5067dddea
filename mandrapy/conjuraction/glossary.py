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

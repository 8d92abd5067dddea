"""Mandragora's words in English and French, listed once.

The board's French labels, the French log, refusals and prompts (:mod:`.speech`, ``board/labels.py``) and the
French lessons (``notebooks/i18n/fr/mandragora/*.po``) all take their game words from here;
``tests/notebooks/test_translations.py`` checks that a French lesson uses :data:`TERMS` wherever its English
source uses the English word. The French is the original rulebook's (the game was first published in French):
players are *sorcières*, shops are *Échoppes*, the spells keep their printed names.

>>> SPELLS["fr"]["Replication"], COLOURS["fr"]["green"], ITEMS["fr"]["book"].format(colour="vert", value=2)
('Dédoublement', 'vert', 'grimoire vert 2')
"""

from __future__ import annotations

from ..core.language import Term

# The names printed on the spell cards (French rulebook, "Description des effets").
SPELLS = {
    "en": {name: name for name in ("Banishment", "Replication", "Transfer", "Swiftness", "Substitution",
                                   "Levitation", "Disappearance", "Purification")},
    "fr": {"Banishment": "Bannissement", "Replication": "Dédoublement", "Transfer": "Transfert",
           "Swiftness": "Célérité", "Substitution": "Substitution", "Levitation": "Lévitation",
           "Disappearance": "Disparition", "Purification": "Purification"},
}

# The colours are rulings (the rulebook shows them only as pictures); white is the mandrakes' own colour.
COLOURS = {
    "en": {"purple": "purple", "red": "red", "yellow": "yellow", "green": "green", "blue": "blue",
           "black": "black", "white": "white (mandrakes)"},
    "fr": {"purple": "violet", "red": "rouge", "yellow": "jaune", "green": "vert", "blue": "bleu",
           "black": "noir", "white": "blanc (mandragores)"},
}

# How a card is named (the board's labels, the log, the lessons).
ITEMS = {
    "en": {"book": "{colour} book {value}", "mandrake": "mandrake", "scroll": "scroll {value}",
           "ingredient": "{colour}", "face_down": "face-down card"},
    "fr": {"book": "grimoire {colour} {value}", "mandrake": "mandragore", "scroll": "parchemin {value}",
           "ingredient": "{colour}", "face_down": "carte face cachée"},
}

PLAYER = {"en": "player", "fr": "sorcière"}       # "dans la règle, les joueuses et les joueurs sont appelés
                                                  # « les sorcières »" (French rulebook)

# The game's vocabulary as the lessons use it, English -> French (rulebook words first).
TERMS = (
    Term("sorcerer", "sorcière", note="every player; the French rulebook calls them all sorcières"),
    Term("player", "sorcière", also=("joueur", "joueuse", "sorcières"),
         note="the engine's 'player 0' is 'la sorcière 0' (the board says Sorcière 0)"),
    Term("shop", "échoppe", note="the 10 tiles (tuiles Échoppe)"),
    Term("day shop", "échoppe de jour"),
    Term("night shop", "échoppe nocturne", also=("échoppe de nuit",)),
    Term("Assistant", "Assistant", note="the figurine (figurine Assistant)"),
    Term("magical item", "article magique"),
    Term("cursed scroll", "parchemin maudit"),
    Term("scroll", "parchemin"),
    Term("curse", "malédiction"),
    Term("Curse marker", "marqueur Malédiction"),
    Term("Countdown marker", "marqueur Fin de partie"),
    Term("mandrake", "mandragore"),
    Term("spellbook", "grimoire"),
    Term("ingredient", "ingrédient"),
    Term("spell", "sortilège"),
    Term("deck", "pioche"),
    Term("black magic", "magie noire"),
    Term("power", "puissance"),
    Term("level", "niveau"),
    Term("round", "tour de table"),
    Term("final round", "dernier tour de table"),
    Term("drop out", "passer", also=("passe", "passent", "passé", "passée", "passer son tour")),
    Term("seek", "chercher", also=("cherche", "cherchent", "recherche")),
    Term("restock", "réapprovisionner", also=("réapprovisionne", "réapprovisionnement", "réapprovisionnée",
                                              "réapprovisionnées")),
    Term("team variant", "variante en équipes"),
    *(Term(en, fr, note="spell card") for en, fr in SPELLS["fr"].items() if en != fr),
)

# The French words for actions, as the French prompts, board buttons and log write them, read as the action
# text's ("chercher 2" is "seek 2"): (regular expression, replacement) pairs applied in order to the lowercased
# text (whole words), tried when the text does not read as it is (core.parsing.ActionParser ``languages``).
ACTION_WORDS_FR = (
    (r"l'(\w+)", r"\1"), (r"le|la|les|un|une|du|des|sa|son", ""),
    *((rf"{fr}s?", en) for en, fr in COLOURS["fr"].items() if en != "white"),
    (r"mandragores?", "mandrake"), (r"ingrédients?", ""),
    (r"grimoires? (purple|red|yellow|green|blue|black) \(valeur (\d)\)", r"\1 book \2"),
    (r"grimoires? (purple|red|yellow|green|blue|black) (\d)", r"\1 book \2"),
    (r"parchemins?(?: maudits?)?(?: à)? (\d)(?: malédictions?(?:\(s\))?)?", r"scroll \1"),
    (r"sorcières?|joueurs?|joueuses?", "player"),
    (r"carte face cachée", "face-down card"),
    (r"envoyer assistant (\d) échoppes? plus loin(?:, à échoppe (?:vide )?\d+)?", r"seek \1"),
    (r"chercher|cherche|recherche", "seek"),
    (r"passer(?: tour)?|passe", "drop out"),
    (r"bannir", "banish"),
    (r"renoncer(?: à rejouer)?", "waive extra turn"),
    (r"rejouer(?: tour)?", "take extra turn"),
    (r"lancer [\w-]+ \(niveau (\d)\) avec (.+?) et (.+)", r"cast \2 with \3 at level \1"),      # the log's
    (r"lancer sortilège de niveau (\d) avec (.+?) et (.+)", r"cast \2 with \3 at level \1"),
    (r"lancer|lance", "cast"), (r"avec", "with"), (r"(?:au )?niveau", "at level"), (r"et", ","),
    (r"(?:donner )?scroll (\d) à player (\d)", r"give scroll \1 to player \2"),
    (r"piocher chez player (\d)", r"draw from player \1"),
    (r"rendre", "give back"),
    (r"(?:prendre|léviter) (.+?) \(?(?:dans |de )?échoppe (\d+)\)?", r"levitate \1 from shop \2"),
    (r"(?:donner )?(?:marqueur )?malédiction à player (\d)", r"give curse marker to player \1"),
    (r"demander", "team ask partner"), (r"échanger", "team exchange"), (r"refuser", "team decline"),
    (r"donner", "team give"),
    (r"défausser", "disappear"),
)

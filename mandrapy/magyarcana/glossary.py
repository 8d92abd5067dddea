"""Magyarcana's words in English and French, listed once.

The board's French labels (``board/labels.py``), the French log, refusals, prompts and text picture
(:mod:`.speech`) and the French lessons (``notebooks/i18n/fr/magyarcana/*.po``) take their game words from
here; ``tests/notebooks/test_translations.py`` checks that a French lesson uses :data:`TERMS` wherever its
English source uses the English word. The rulebook has no French edition: the words are the board's (the
Hungarian suits under their French names, the Under and the Over as the two Valets of a German-suited pack).

>>> card_name("king", "hearts", "fr"), card_name("under", "acorns", "fr"), SUITS["fr"]["bells"]
('Roi de Cœurs', 'Valet inférieur de Glands', 'Grelots')
"""

from __future__ import annotations

from ..core.language import Term

SUITS = {
    "en": {"acorns": "Acorns", "bells": "Bells", "hearts": "Hearts", "leaves": "Leaves"},
    "fr": {"acorns": "Glands", "bells": "Grelots", "hearts": "Cœurs", "leaves": "Feuilles"},
}

RANKS = {
    "en": {"7": "7", "8": "8", "9": "9", "10": "10", "under": "Under", "over": "Over", "king": "King",
           "ace": "Ace"},
    "fr": {"7": "7", "8": "8", "9": "9", "10": "10", "under": "Valet inférieur", "over": "Valet supérieur",
           "king": "Roi", "ace": "As"},
}

# A card's name: "King of Hearts" / "Roi de Cœurs".
CARD = {"en": "{rank} of {suit}", "fr": "{rank} de {suit}"}

PLAYER = {"en": "player", "fr": "joueur"}


def card_name(rank, suit: str, language: str) -> str:
    """A card's name in ``language`` from its rank and suit codes."""
    return CARD[language].format(rank=RANKS[language][str(rank)], suit=SUITS[language][suit])


# The game's vocabulary as the lessons use it, English -> French (the board's words first).
TERMS = (
    Term("territory", "territoire"),
    Term("minion", "sbire"),
    Term("pip", "point", note="a minion's size; the board's 'sbire 1' is a 1-minion, 'sbire 3' a 3-minion"),
    Term("supply", "réserve"),
    Term("deck", "pioche"),
    Term("discard pile", "défausse"),
    Term("reshuffle", "mélange", also=("mélanger", "mélangée", "mélangées", "mélangé")),
    Term("home", "foyer", also=("chez lui",),
         note="each player's Knave of Acorns (the log: 'les Valets de Glands sont les foyers'); a minion that "
              "'comes back home' to its start 'revient chez lui'"),
    Term("capacity", "capacité"),
    Term("load", "charge"),
    Term("control", "contrôler", also=("contrôle", "contrôlent", "contrôlé", "contrôlée", "contrôlés",
                                      "contrôlées", "contrôlez", "contrôlant")),
    Term("occupy", "occuper", also=("occupe", "occupent", "occupé", "occupée", "occupés", "occupées",
                                   "occupez", "occupant")),
    Term("Acorns", "Glands"),
    Term("Bells", "Grelots"),
    Term("Hearts", "Cœurs"),
    Term("Leaves", "Feuilles"),
    Term("Under", "Valet inférieur", note="the Unter of the Hungarian pack"),
    Term("Over", "Valet supérieur", note="the Ober of the Hungarian pack"),
    Term("Knave", "Valet"),
    Term("King", "Roi"),
    Term("Ace", "As"),
    Term("face card", "figure"),
    Term("number card", "carte numérotée"),
    Term("suit power", "pouvoir de couleur", also=("pouvoir Glands", "pouvoir Grelots", "pouvoir Cœurs",
                                                   "pouvoir Feuilles")),
    Term("special power", "pouvoir spécial"),
    Term("expel", "expulser", also=("expulse", "expulsent", "expulsé", "expulsée", "expulsés", "expulsion")),
    Term("grow", "faire grandir", also=("grandir", "grandit", "grandissent", "fait grandir")),
    Term("replace", "remplacer", also=("remplace", "remplacent", "remplacé", "remplacée", "remplacement")),
    Term("refill", "renouveler sa main", also=("renouvelle sa main", "renouveler", "renouvelle",
                                               "complète sa main", "compléter sa main")),
    Term("island", "îlot"),
    Term("wrap", "passer de l'autre côté", also=("repasse de l'autre côté", "passe de l'autre côté",
                                                 "revient de l'autre côté", "revenir de l'autre côté",
                                                 "bord à l'autre", "de l'autre côté"),
         note="wrap-around: off one edge, back in at the far end of the row or column"),
    Term("cell", "case"),
    Term("die", "dé"),
    Term("dice", "dé"),
    Term("tie-break", "départage"),
)

# The French words for actions, as the French prompts, board buttons and log write them, read as the action
# text's ("jouer le Roi de Cœurs" is "play King of Hearts"): (regular expression, replacement) pairs applied in
# order to the lowercased text (whole words), tried when the text does not read as it is
# (core.parsing.ActionParser ``languages``); a card added beside another ("à gauche du Roi de Glands") as the
# action text's "left of King of Hearts".
_RANK = "(7|8|9|10|under|over|king|ace)"
_SUIT = "(acorns|bells|hearts|leaves)"
ACTION_WORDS_FR = (
    (r"l'(\w+)", r"\1"), (r"le|la|les|un|une|sa|son|votre", ""),
    (r"au-dessus (?:du|de|des)", "above"), (r"au-dessous (?:du|de|des)", "below"),
    (r"à gauche (?:du|de|des)", "left of"), (r"à droite (?:du|de|des)", "right of"),
    *((rf"{fr.lower()}|{fr.lower().replace('œ', 'oe')}", en) for en, fr in SUITS["fr"].items()),
    *((fr.lower(), en) for en, fr in RANKS["fr"].items() if not en.isdigit()),
    (rf"{_RANK} (?:de|du|des) {_SUIT}", r"\1 of \2"),
    (r"sbires? (\d)", r"\1-minion"), (r"sbires?", "minion"),
    (r"déplacer (\d)-minion (?:du|de) joueur (\d) (?:du|de) (.+?) (?:au|à) (.+)", r"move player \2's \1-minion from \3 to \4"),
    (r"déplacer (\d)-minion de joueur (\d) (.+?) → (.+)", r"move player \2's \1-minion from \3 to \4"),
    (r"déplacer (\d)-minion (?:du|de) (.+?) (?:au|à) (.+)", r"move \1-minion from \2 to \3"),
    (r"déplacer (\d)-minion (.+?) → (.+)", r"move \1-minion from \2 to \3"),
    (r"expulser vers (.+)", r"expel to \1"),
    (r"expulser (\d)-minion (?:du|de) (.+)", r"expel \1-minion from \2"),
    (r"faire grandir (\d)-minion sur (.+)", r"grow \1-minion on \2"),
    (r"poser (?:1-)?minion sur (.+)", r"place minion on \1"),
    (r"remplacer (.+?) par (.+)", r"replace \1 with \2"),
    (r"utiliser pouvoir \w+ (?:du|de) (.+)", r"use \1"), (r"utiliser", "use"),
    (r"jouer (.+?) (?:pour|:) pouvoir spécial", r"play \1 special"),
    (r"jouer (.+?) (?:pour|:) pouvoir \w+", r"play \1"), (r"jouer", "play"),
    (r"(?:défausser et )?renouveler(?: main)?", "refill"),
    (r"défausser", "discard"),
    (r"terminé(?: : piocher)?|piocher", "done"), (r"passer", "skip"),
    (r"prendre (.+?) (?:dans|de) défausse", r"take \1 from discard"), (r"prendre (.+)", r"take \1 from discard"),
    (r"retirer", "remove"),
    (r"ajouter (.+?) (?:en|à) (-?\d+) ?, ?(-?\d+)", r"add \1 at \2,\3"),
    (r"ajouter (.+?) (?:au plateau ?,? )?(above|below|left of|right of) (.+)", r"add \1 \2 \3"),
    (r"poser (.+?) ?,? pris dans défausse ?,? (?:sur plateau ?,? )?(above|below|left of|right of) (.+)",
     r"place \1 from discard \2 \3"),
    (r"poser (.+?) (above|below|left of|right of) (.+)", r"place \1 from discard \2 \3"),        # the button
    (r"poser (.+?) (?:en|à) (-?\d+) ?, ?(-?\d+)", r"place \1 from discard at \2,\3"),
)

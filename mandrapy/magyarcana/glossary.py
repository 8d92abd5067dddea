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

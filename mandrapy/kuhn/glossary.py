"""Kuhn poker's words in English and French, listed once: the French log, prompts, refusals, text picture
(:mod:`.speech`) and the board's labels (:mod:`.board`) take their game words from here.

>>> CARD_WORDS["fr"]["King"], ACTIONS["fr"]["fold"]
('Roi', 'se coucher')
"""

from __future__ import annotations

from ..core.language import Term

CARD_WORDS = {"en": {"Jack": "Jack", "Queen": "Queen", "King": "King"},
         "fr": {"Jack": "Valet", "Queen": "Dame", "King": "Roi"}}

ACTIONS = {"en": {"check": "check", "bet": "bet", "call": "call", "fold": "fold"},
           "fr": {"check": "parole", "bet": "miser", "call": "suivre", "fold": "se coucher"}}

PLAYER = {"en": "player", "fr": "joueur"}

TERMS = (
    Term("Jack", "Valet"), Term("Queen", "Dame"), Term("King", "Roi"),
    Term("check", "parole", note="passer sans miser"), Term("bet", "miser", ("mise",)),
    Term("call", "suivre", ("suit",)), Term("fold", "se coucher", ("se couche",)),
    Term("pot", "pot"), Term("chip", "jeton"), Term("player", "joueur"),
)

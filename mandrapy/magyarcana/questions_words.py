"""The words of Magyarcana's questions (:mod:`.questions`), English and French, and how an option is named.

Each kind's table: ``"question"``, the French ``"rulebook"`` section title, and the sentences of the kind's
own rules by code (the engine's refusals are worded by the game's speech). French uses the glossary's words:
territoire, sbire, contrôler, pioche, défausse, mélange, figure.
"""

from __future__ import annotations

from ..core.language import action_words, number
from ..core.parsing import Action
from .cards import Card
from .speech import SPEECH, card_fr

CONTROL_RULE = ("a player controls a territory with at least one minion there and at least as many pips as "
                "the opponent (on a tie, both do)")
CONTROL_RULE_FR = ("un joueur contrôle un territoire s'il y a au moins un sbire et au moins autant de points que "
                   "l'adversaire (à égalité, les deux le contrôlent)")
SCORE_RULE = "each controlled number territory scores its number, a controlled face card 11 (both score a tie)"
SCORE_RULE_FR = ("chaque carte numérotée contrôlée rapporte sa valeur, chaque figure contrôlée 11 (à égalité, "
                 "les deux joueurs marquent)")

SETUP = {
    "en": {"question": "The game has just been set up. Player {seat}: the power of which territories may you "
                       "use now?",
           "setup_homes": "At setup each player's 1-minion stands on their home, a Knave of Acorns (player 0 "
                          "the Under, player 1 the Over); the three territories between them are empty, and "
                          "using a power needs control."},
    "fr": {"question": "La partie vient d'être mise en place. Joueur {seat} : de quels territoires pouvez-vous "
                       "utiliser le pouvoir maintenant ?",
           "rulebook": "Mise en place (Setup)",
           "setup_homes": "À la mise en place, le sbire 1 de chaque joueur est sur son foyer, un Valet de Glands "
                          "(le Valet inférieur pour le joueur 0, le Valet supérieur pour le joueur 1) ; les trois "
                          "territoires entre eux sont vides, et utiliser un pouvoir demande de contrôler."},
}

CONTROL = {
    "en": {"question": "Player {owner} brings a {pips}-minion onto the {card}. Who controls the {card} then?",
           "control_after": "Then on {card} the pips add up to {pips0} for player 0 and {pips1} for player 1: "
                            + CONTROL_RULE + ".",
           "control_full": "{card} holds {load} of {capacity} (pips on a number card, minions on a face card): "
                           "a {pips}-minion does not fit."},
    "fr": {"question": "Le joueur {owner} amène un sbire {pips} sur {card:le}. Qui contrôle alors {card:le} ?",
           "rulebook": "Occuper ou contrôler un territoire (Occupying vs Controlling a Territory)",
           "control_after": "Sur {card:le}, le total des points est alors de {pips0} pour le joueur 0 et de {pips1} "
                            "pour le joueur 1 : "
                            + CONTROL_RULE_FR + ".",
           "control_full": "{card:Le} porte {load} sur {capacity} (des points sur une carte numérotée, des sbires "
                           "sur une figure) : un sbire {pips} n'y tient pas."},
}

MOVE_EN = ("A {pips}-minion moves {steps} in one straight line, never turning; off the end of a row or column it "
           "comes back in at the far end (wrap-around). It may pass a full territory but not stop on one.")
MOVE_FR = ("Un sbire {pips} se déplace de {steps} en ligne droite, sans tourner ; au bout d'une ligne ou d'une "
           "colonne, il passe de l'autre côté. Il peut traverser un territoire plein mais pas s'y arrêter.")
TURNING_EN = ("The King of Hearts' special power moves a {pips}-minion {steps}, turning at each step if you like "
              "(wrap-around included); it may not end where it started nor on a territory without room.")
TURNING_FR = ("Le pouvoir spécial du Roi de Cœurs déplace un sbire {pips} de {steps}, en tournant à chaque pas si "
              "vous voulez (en passant de l'autre côté aussi) ; il ne peut finir ni où il a commencé, ni sur un "
              "territoire sans place.")
STEPS = {"en": ("exactly 1 step", "1 to {pips} steps"), "fr": ("1 pas exactement", "1 à {pips} pas")}


def _steps(template: str, language: str) -> dict:
    """A move's rule by code: ``<code>_1`` for a 1-minion (exactly one step), ``<code>`` for the others."""
    one, more = STEPS[language]
    return {"_1": template.replace("{steps}", one), "": template.replace("{steps}", more)}


MOVE = {
    "en": {"question": "Hearts: where may your {pips}-minion on the {source} move? Choose every territory it "
                       "may reach.",
           **{"move_rule" + end: text for end, text in _steps(MOVE_EN, "en").items()}},
    "fr": {"question": "Cœurs : où votre sbire {pips} sur {source:le} peut-il aller ? Choisissez tous les "
                       "territoires qu'il peut atteindre.",
           "rulebook": "Le monde (The World)",
           **{"move_rule" + end: text for end, text in _steps(MOVE_FR, "fr").items()}},
}

TURNING = {
    "en": {"question": "King of Hearts: where may your {pips}-minion on the {source} move, turning at any "
                       "step? Choose every territory it may reach.",
           **{"turning_rule" + end: text for end, text in _steps(TURNING_EN, "en").items()}},
    "fr": {"question": "Roi de Cœurs : où votre sbire {pips} sur {source:le} peut-il aller, en tournant à "
                       "chaque pas si vous voulez ? Choisissez tous les territoires qu'il peut atteindre.",
           "rulebook": "Pouvoirs spéciaux (Special Powers)",
           **{"turning_rule" + end: text for end, text in _steps(TURNING_FR, "fr").items()}},
}

PLAY = {
    "en": {"question": "Player {seat}: which of these cards may you play now?",
           "play_rule": "Any card of your hand may be played for its suit power; only a face card (Under, Over, "
                        "King, Ace) also has a special power."},
    "fr": {"question": "Joueur {seat} : lesquelles de ces cartes pouvez-vous jouer maintenant ?",
           "rulebook": "Déroulement de la partie (Playing the Game)",
           "play_rule": "Toute carte de votre main peut être jouée pour son pouvoir de couleur ; seules les "
                        "figures (Valets, Roi, As) ont en plus un pouvoir spécial."},
}

REPLACE = {
    "en": {"question": "Leaves: which of these replacements may you make?",
           "replace_rule": "Leaves replaces a territory with a higher number card from your hand (or the Leaves "
                           "card you just played), or a face card with any face card: never a number card for a "
                           "face card, nor a face card for a number card."},
    "fr": {"question": "Feuilles : lesquels de ces remplacements pouvez-vous faire ?",
           "rulebook": "Pouvoirs des cartes (Card Powers)",
           "replace_rule": "Feuilles remplace un territoire par une carte numérotée plus haute de votre main (ou "
                           "la carte Feuilles que vous venez de jouer), ou une figure par n'importe quelle "
                           "figure : jamais une carte numérotée par une figure, ni une figure par une carte "
                           "numérotée."},
}

BEST = {
    "en": {"question": "Player {seat}: after which of these choices are you furthest ahead on points (your "
                       "score minus your opponent's)?",
           "after": "After it, player 0 scores {score0} and player 1 scores {score1}.",
           "score_rule": "Scoring: " + SCORE_RULE + "."},
    "fr": {"question": "Joueur {seat} : après lequel de ces choix avez-vous la plus grande avance en points "
                       "(votre score moins celui de l'adversaire) ?",
           "rulebook": "Décompte (Scoring)",
           "after": "Après ce choix, le joueur 0 a {score0} points et le joueur 1 en a {score1}.",
           "score_rule": "Décompte : " + SCORE_RULE_FR + "."},
}

WINNER = {
    "en": {"question": "If the game ended now, who would win?",
           "winner_rule": "Scores {score0} to {score1}, territories controlled {count0} to {count1}: the most "
                          "points wins; on equal points, the most controlled territories; else a shared "
                          "victory."},
    "fr": {"question": "Si la partie s'arrêtait maintenant, qui gagnerait ?",
           "rulebook": "Décompte (Scoring)",
           "winner_rule": "Scores {score0} à {score1}, territoires contrôlés {count0} à {count1} : le plus de "
                          "points gagne ; à points égaux, le plus de territoires contrôlés ; sinon, victoire "
                          "partagée."},
}

ENDING = {
    "en": {"question": "Player {seat} refills: discards {discarding} of {hand} cards, then draws back up to 6. "
                       "The deck has {deck} cards, the discard pile {discard}, after {reshuffles} of 2 "
                       "reshuffles. Does the game end?",
           "end_rule": "{need} cards to draw from a deck of {deck}: an empty deck is refilled by shuffling the "
                       "discard pile; the game ends at once when a third reshuffle would be needed (or when "
                       "deck and discard pile are both empty)."},
    "fr": {"question": "Le joueur {seat} renouvelle sa main : il défausse {discarding} de ses {hand} cartes, "
                       "puis pioche jusqu'à 6. La pioche a {deck} cartes, la défausse {discard}, après "
                       "{reshuffles} mélanges sur 2. La partie prend-elle fin ?",
           "rulebook": "Fin de la partie (End of the Game)",
           "end_rule": "{need} cartes à piocher dans une pioche de {deck} : une pioche vide est refaite en "
                       "mélangeant la défausse ; la partie prend fin aussitôt qu'un troisième mélange serait "
                       "nécessaire (ou que la pioche et la défausse sont vides toutes les deux)."},
}

LEGAL = {
    "en": {"question": "Player {seat}: which of these moves are legal now?"},
    "fr": {"question": "Joueur {seat} : lesquels de ces coups sont permis maintenant ?",
           "rulebook": "Déroulement de la partie (Playing the Game)"},
}

# Options that are not actions, cards or numbers.
OPTIONS = {
    "en": {"p0": "player 0", "p1": "player 1", "both": "both players (a tie)", "no_room": "no room: it cannot go "
           "there", "shared": "both: a shared victory", "yes": "yes, the game ends", "no": "no, the game goes on"},
    "fr": {"p0": "le joueur 0", "p1": "le joueur 1", "both": "les deux joueurs (égalité)",
           "no_room": "pas de place : il ne peut pas y aller", "shared": "les deux : victoire partagée",
           "yes": "oui, la partie prend fin", "no": "non, la partie continue"},
}


def name(option, language: str, view) -> str:
    """An option or a question's value in ``language``: a card by its name (French: with its articles), an
    action as the game's log says it, a number as the language writes it, a fixed answer from :data:`OPTIONS`."""
    if isinstance(option, Card):
        return card_fr(option) if language == "fr" else option.name
    if isinstance(option, Action):
        return action_words(SPEECH, language, view)(option)
    if isinstance(option, int) and not isinstance(option, bool):
        return number(option, "", language)
    if isinstance(option, str):
        return OPTIONS.get(language, OPTIONS["en"]).get(option, option)
    return str(option)

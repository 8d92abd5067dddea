"""Kuhn poker in French, outside its board: the log, prompts, refusals, action names and the text picture
(``mandrapy.set_language("fr")``). The words come from :mod:`.glossary`; English is the engine's own.

>>> from mandrapy.kuhn import Kuhn
>>> game = Kuhn(seed=4)
>>> prompt_fr(game.state)
'Joueur 0 : parole ou miser un jeton.'
"""

from __future__ import annotations

from ..core.language import Speech
from ..core.log import Words
from .glossary import ACTIONS, CARD_WORDS, PLAYER
from .view import TEXT, render_text

PROMPTS_FR = {"open": "parole ou miser un jeton", "facing": "suivre la mise du joueur {bettor} ou se coucher"}

LOG_FR = {"deal": "Chaque joueur reçoit une carte.", "deal.private": "Vous recevez : {card}.",
          "act": "Joueur {player} : {action}.", "end": "Le joueur {winner} remporte le pot de {pot}."}

RULES_FR: dict = {}          # Kuhn poker breaks only the core's rules, worded by the core (CORE_RULES)


class FrenchWords(Words):
    templates, player_word, language = LOG_FR, PLAYER["fr"], "fr"

    def value(self, name: str, value) -> str:
        if name == "card":
            return CARD_WORDS["fr"][value]
        if name == "action":
            return ACTIONS["fr"][str(value)]
        return super().value(name, value)


WORDS = FrenchWords()


def rule_value(name: str, value):
    """A refusal's value in French (an action's name)."""
    return ACTIONS["fr"].get(str(value), value) if name == "action" else value


def prompt_words(view) -> str:
    """The prompt of a view (or a state's view) in French."""
    if view.is_over:
        return f"La partie est terminée : le joueur {view.winners[0]} remporte le pot de {sum(view.pot)}."
    frame = view.decision
    return f"Joueur {frame.player} : {PROMPTS_FR[frame.kind.code].format(**dict(frame.values))}."


def prompt_fr(state) -> str:
    return prompt_words(state.view(None))


def move_fr(action, view=None) -> str:
    return ACTIONS["fr"][str(action)]


def text_fr(view) -> str:
    return render_text(view, {**TEXT["fr"], "prompt": prompt_words})


FRENCH = Speech("fr", WORDS, RULES_FR, rule_value, prompt_fr, text_fr, move_fr)
SPEECH = {"fr": FRENCH}

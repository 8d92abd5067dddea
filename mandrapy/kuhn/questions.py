"""Kuhn poker's kinds of question for exercises (:mod:`mandrapy.core.exercises`): the model for a game's own.

Each kind's ``ask`` reads a state drawn from the seat's view (never the real game), and answers with the
engine's own facts: the legal actions and the refusals of the others, the showdown's rule.
"""

from __future__ import annotations

from ..core.errors import Rule
from ..core.exercises import Ask, QuestionKind
from .glossary import CARD_WORDS
from .limits import CARDS
from .rules import Answer, Open

EVERY_MOVE = (Open(False), Open(True), Answer(True), Answer(False))


def ask_legal(state, seat, rng) -> Ask | None:
    """Which of the four moves may this seat make now? (The others' refusals teach the betting round.)"""
    if state.is_over or state.to_play != seat:
        return None
    legal = frozenset(state.legal_actions())
    reasons = {move: state.why_illegal(move) for move in EVERY_MOVE if move not in legal}
    return Ask({"seat": seat}, EVERY_MOVE, legal, reasons)


def ask_showdown(state, seat, rng) -> Ask | None:
    """If the hands were shown now, would this seat win? (Only its own card is known: it wins against the
    cards below it, the King always, the Jack never.)"""
    if state.is_over:
        return None
    card = state.hands[seat][0]
    always, never = card == CARDS[-1], card == CARDS[0]
    correct = "yes" if always else "no" if never else "depends"
    because = Rule("showdown", "Jack < Queen < King: the higher card wins the showdown.")
    return Ask({"card": card}, ("yes", "no", "depends"), frozenset({correct}), because=because)


WORDS_LEGAL = {"en": {"question": "Player {seat}: which of these moves are legal now?"},
               "fr": {"question": "Joueur {seat} : lesquels de ces coups sont permis maintenant ?",
                      "rulebook": "Un tour d'enchères"}}
WORDS_SHOWDOWN = {
    "en": {"question": "You hold the {card}. If both hands were shown now, would you win?",
           "yes": "yes", "no": "no", "depends": "it depends on the other card",
           "showdown": "Jack < Queen < King: the higher card wins the showdown."},
    "fr": {"question": "Vous tenez : {card}. Si les deux mains étaient montrées maintenant, gagneriez-vous ?",
           "yes": "oui", "no": "non", "depends": "cela dépend de l'autre carte",
           "showdown": "Valet < Dame < Roi : la plus haute carte gagne l'abattage.", "rulebook": "Abattage"},
}


def _answer_words(option, language, view) -> str:
    table = WORDS_SHOWDOWN.get(language, WORDS_SHOWDOWN["en"])
    if isinstance(option, str) and option in table:
        return table[option]
    return CARD_WORDS.get(language, CARD_WORDS["en"]).get(option, str(option))


QUESTIONS = (
    QuestionKind("legal_moves", "turn", ask_legal, WORDS_LEGAL, "", "A betting round",
                 choose="all", board=True, moves=(0, 1)),
    QuestionKind("showdown", "scoring", ask_showdown, WORDS_SHOWDOWN, "", "Showdown",
                 moves=(0, 1), name=_answer_words),
)

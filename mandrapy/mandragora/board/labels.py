"""Every word the Mandragora board draws, one table per language (English, and French, the original).

>>> LABELS["fr"]["spell"]["Swiftness"], LABELS["en"]["colour"]["purple"]
('Célérité', 'purple')
"""

from __future__ import annotations

from ...core.log import worded_log
from types import SimpleNamespace
from typing import Any

from ...core.drawing import Options
from ...widgets.contract import check_tables as shared_check_tables, explain_rule as shared_explain_rule
from ..glossary import COLOURS, ITEMS, SPELLS
from ..log import EN as ENGLISH_WORDS
from ..speech import LOG_FR, RULES_FR, FrenchWords, item_label, rule_value  # noqa: F401 (LOG_FR, item_label: re-exported)
from .pieces import action_label

EN: dict[str, Any] = {
    "title": "Mandragora",
    "log": "Log",
    "deck": "Deck",
    "shop": "Shop {n}",
    "day": "day",
    "night": "night",
    "assistant": "Assistant",
    "player": "Player {n}",
    "you": "you",
    "computer": "computer",
    "hand": "Hand",
    "hidden_hand": "Cards in hand: {n}",
    "hand_count": "Hand: {n}",
    "spell_count": "Spells: {points} pts",
    "scrolls": "Scrolls: {total} {total:curse|curses}",
    "spells": "Spells cast (level + book): {points} pts",
    "spell_points": "{level} + {book}",
    "score": "score {n}",
    "curse_marker": "CURSE",
    "countdown": "Countdown {face}",
    "final_round": "Final round",
    "dropped": "dropped out",
    "level": "Level {n}",
    "empty_stack": "empty",
    "undo": "Undo move",
    "clear": "Clear selection",
    "selection": "Selected: {cards}",
    "nothing_selected": "Select a spellbook (or a mandrake) and ingredients, then click a spell level.",
    "turn": "{who}'s turn",
    "to_play": "{who} to decide",
    "game_over": "Game over. {n:Winner|Winners}: {who}. Scores: {scores}",
    "watching": "Watching: {who} to play",
    "colour": COLOURS["en"],
    "initial": {"purple": "P", "red": "R", "yellow": "Y", "green": "G", "blue": "B", "black": "K"},
    "item": ITEMS["en"],
    "spell": SPELLS["en"],
    "spell_short": {"Banishment": "Banish", "Replication": "Replicate", "Transfer": "Transfer",
                    "Swiftness": "Swiftness", "Substitution": "Substitute", "Levitation": "Levitate",
                    "Disappearance": "Disappear", "Purification": "Purify"},
    "prompt": {
        "turn": "{who}: click a highlighted shop to seek, or select cards and click a spell level to cast.",
        "turn_final": "{who}: seek, cast, or drop out (final rounds).",
        "turn_static": "{who} to play: seek or cast a spell.",
        "banish": "{who}: choose a scroll to banish (Banishment).",
        "replicate": "{who}: take the extra turn, or waive it (Replication)?",
        "transfer": "{who}: choose a scroll and the opponent who receives it (Transfer).",
        "substitute": "{who}: choose an opponent to draw a random card from (Substitution).",
        "give_back": "{who}: choose a card to give back (Substitution).",
        "levitate": "{who}: click a card in a shop to take it (Levitation).",
        "curse": "{who}: choose who receives the Curse marker (tie for the most curses).",
        "team_offer": "{who}: share a card with your partner, or decline.",
        "hand_over": "{who}: choose the card to hand over to your partner.",
        "disappear": "{who}: choose a colour to discard (Disappearance).",
        "over": "The game is over.",
    },
    "action": {
        "seek": "seek {n}", "drop_out": "Drop out", "banish": "Banish scroll {n}",
        "take": "Take extra turn", "waive": "Waive extra turn",
        "transfer": "Scroll {n} to {who}", "substitute": "Draw from {who}", "give_back": "Give back {item}",
        "levitate": "Take {item} (shop {shop})", "curse": "Curse to {who}",
        "team_give": "Give {item}", "team_ask": "Ask partner", "team_exchange": "Exchange {item}",
        "team_decline": "Decline", "team_hand_over": "Hand over {item}", "disappear": "Discard {colour}",
    },
    # The headings of the legal-move list's groups (widgets/keyboard.py), by action class.
    "kinds": {
        "Seek": "Seek: move the Assistant", "Cast": "Cast a spell", "DropOut": "Drop out: take no more turns",
        "Banish": "Banishment: remove a cursed scroll", "Replicate": "Replication: take another turn or not",
        "Transfer": "Transfer: give an opponent a scroll", "SubstituteFrom": "Substitution: draw an opponent's card",
        "GiveBack": "Substitution: give a card back", "Levitate": "Levitation: take a card from a shop",
        "GiveCurse": "Tie: give the Curse marker", "TeamGive": "Team: give your partner a card",
        "TeamAsk": "Team: receive a card from your partner", "TeamExchange": "Team: exchange a card with your partner",
        "TeamDecline": "Team: share no card", "TeamHandOver": "Team: choose the card to hand over",
        "Disappear": "Disappearance: discard a colour",
    },
}

FR: dict[str, Any] = {
    "title": "Mandragora",
    "log": "Journal",
    "deck": "Pioche",
    "shop": "Échoppe {n}",
    "day": "jour",
    "night": "nuit",
    "assistant": "Assistant",
    "player": "Sorcière {n}",
    "you": "vous",
    "computer": "ordinateur",
    "hand": "Main",
    "hidden_hand": "Cartes en main : {n}",
    "hand_count": "Main : {n}",
    "spell_count": "Sortilèges : {points} pts",
    "scrolls": "Malédictions : {total}",
    "spells": "Sortilèges lancés (niveau + grimoire) : {points} pts",
    "spell_points": "{level} + {book}",
    "score": "{n} {n:point|points}",
    "curse_marker": "MALÉDICTION",
    "countdown": "Fin de partie {face}",
    "final_round": "Dernier tour",
    "dropped": "a passé",
    "level": "Niveau {n}",
    "empty_stack": "vide",
    "undo": "Reprendre",
    "clear": "Effacer la sélection",
    "selection": "Sélection : {cards}",
    "nothing_selected": "Choisissez un grimoire (ou une mandragore) et des ingrédients, puis un niveau.",
    "turn": "Tour de {who}",
    "to_play": "{who} doit choisir",
    "game_over": "Partie terminée. Victoire : {who}. Scores : {scores}",
    "watching": "{who} joue",
    "colour": COLOURS["fr"],
    "initial": {"purple": "Vi", "red": "R", "yellow": "J", "green": "Ve", "blue": "B", "black": "N"},
    "item": ITEMS["fr"],
    "spell": SPELLS["fr"],
    "spell_short": {"Banishment": "Bannir", "Replication": "Dédoubler", "Transfer": "Transfert",
                    "Swiftness": "Célérité", "Substitution": "Substituer", "Levitation": "Léviter",
                    "Disappearance": "Disparaître", "Purification": "Purifier"},
    "prompt": {
        "turn": "{who} : cliquez une échoppe en surbrillance pour chercher, ou choisissez des cartes puis "
                "un niveau pour lancer un sortilège.",
        "turn_final": "{who} : chercher, lancer un sortilège, ou passer (derniers tours).",
        "turn_static": "{who} joue : chercher ou lancer un sortilège.",
        "banish": "{who} : choisissez un parchemin à bannir (Bannissement).",
        "replicate": "{who} : rejouer un tour, ou y renoncer (Dédoublement) ?",
        "transfer": "{who} : choisissez un parchemin et l'adversaire qui le reçoit (Transfert).",
        "substitute": "{who} : choisissez l'adversaire dont vous piochez une carte (Substitution).",
        "give_back": "{who} : choisissez la carte à rendre (Substitution).",
        "levitate": "{who} : cliquez une carte d'une échoppe pour la prendre (Lévitation).",
        "curse": "{who} : à qui donner le marqueur Malédiction (égalité) ?",
        "team_offer": "{who} : donnez, recevez ou échangez une carte avec votre partenaire, ou refusez.",
        "hand_over": "{who} : choisissez la carte à donner à votre partenaire.",
        "disappear": "{who} : choisissez une couleur à défausser (Disparition).",
        "over": "La partie est terminée.",
    },
    "action": {
        "seek": "chercher {n}", "drop_out": "Passer", "banish": "Bannir parchemin {n}",
        "take": "Rejouer", "waive": "Renoncer",
        "transfer": "Parchemin {n} à {who}", "substitute": "Piocher chez {who}",
        "give_back": "Rendre {item}", "levitate": "Prendre {item} (échoppe {shop})",
        "curse": "Malédiction à {who}", "team_give": "Donner {item}", "team_ask": "Demander",
        "team_exchange": "Échanger {item}", "team_decline": "Refuser", "team_hand_over": "Donner {item}",
        "disappear": "Défausser {colour}",
    },
    "kinds": {
        "Seek": "Chercher : déplacer l'Assistant", "Cast": "Lancer un sortilège", "DropOut": "Passer : ne plus jouer",
        "Banish": "Bannissement : retirer un parchemin", "Replicate": "Dédoublement : rejouer ou y renoncer",
        "Transfer": "Transfert : donner un parchemin", "SubstituteFrom": "Substitution : piocher une carte",
        "GiveBack": "Substitution : rendre une carte", "Levitate": "Lévitation : prendre dans une échoppe",
        "GiveCurse": "Égalité : donner le marqueur Malédiction", "TeamGive": "Équipe : donner une carte",
        "TeamAsk": "Équipe : recevoir une carte", "TeamExchange": "Équipe : échanger une carte",
        "TeamDecline": "Équipe : ne partager aucune carte", "TeamHandOver": "Équipe : choisir la carte à donner",
        "Disappear": "Disparition : défausser une couleur",
    },
}

LABELS: dict[str, dict[str, Any]] = {"en": EN, "fr": FR}


LANGUAGES = tuple(LABELS)

# The rules' sentences by rule code, for languages other than the engine's English. Placeholders are the
# values the engine filled into its own sentence (``IllegalAction.params``).
RULES = {"fr": RULES_FR}


def explain_rule(code: str, params: dict, english: str, language: str) -> str:
    """A broken rule's sentence in ``language`` (English is the engine's own sentence)."""
    return shared_explain_rule(RULES, code, params, english, language, rule_values)


def rule_values(params: dict, language: str) -> dict:
    return {name: rule_value(name, value) for name, value in params.items()} if language == "fr" else params


def check_tables() -> None:
    """The board's tables agree (a test runs this)."""
    shared_check_tables(LABELS, LOG_WORDS)


# ------------------------------------------------------------------------------------ the game log
class BoardFrenchWords(FrenchWords):
    """The log beside a French board: a decision applied by itself is worded as the board's button."""

    def value(self, name: str, value) -> str:
        if name == "action":
            return french_action(value)
        return super().value(name, value)


def french_action(action) -> str:
    return action_label(action, SimpleNamespace(seat=None), Options(language="fr"), FR)


LOG_WORDS = {"en": ENGLISH_WORDS, "fr": BoardFrenchWords()}


def log_lines(view, language: str) -> tuple:
    """The view's log in ``language``."""
    return worded_log(view, LOG_WORDS, language)

"""Every word the Magyarcana board draws, one table per language (English, and French).

>>> LABELS["fr"]["suit"]["bells"], card_label(Card.named("king of hearts"), LABELS["fr"])
('Grelots', 'Roi de Cœurs')
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ...core.drawing import Options
from ...widgets.contract import check_tables as shared_check_tables, explain_rule as shared_explain_rule
from ..cards import Card
from ..log import EN as ENGLISH_WORDS
from ...core.log import worded_log
from ..glossary import CARD, RANKS, SUITS
from ..speech import LOG_FR, RULES_FR, STEPS_FR, FrenchWords, rule_values  # noqa: F401 (LOG_FR: re-exported)
from ..steps import STEPS
from .words import action_label, card_label  # noqa: F401 (card_label: re-exported)

EN: dict[str, Any] = {
    "title": "Magyarcana",
    "language": "en",
    "log": "Log",
    "player": "Player {n}",
    "you": "you",
    "computer": "computer",
    "hidden_hand": "Cards in hand: {n}",
    "score": "{n} pts",
    "controls": "controls {n}",
    "supply": "Supply",
    "deck": "Deck",
    "discard": "Discard",
    "discard_pile": "Discard pile ({n}), oldest first",
    "empty": "empty",
    "reshuffles": "Reshuffles {n}/{top}",
    "in_play": "In play",
    "in_play_line": "In play: {card}",
    "dice": "Last expulsion roll",
    "no_roll": "No dice rolled yet",
    "attacker": "attacker",
    "defender": "defender",
    "roll": "{role}: {total}",
    "roll_total": "{die} + {pips} {pips:pip|pips} = {total}",
    "roll_total_bonus": "{die} + 2 + {pips} {pips:pip|pips} = {total}",
    "expelled": "expelled!",
    "held": "held",
    "undo": "Undo move",
    "clear": "Clear selection",
    "selected": "Selected: {what}",
    "minion": "{who}'s {pips}-minion on {card}",
    "legend": "Border: who controls a territory (both colours: a tie). Corner brackets, numbered arrows: the "
              "last moves. Pyramids: minions of 1-3 pips. Load/capacity at the top right.",
    "turn": "{who}'s turn",
    "game_over": "Game over. {n:Winner|Winners}: {who}. Scores: {scores}",
    "watching": "Watching: {who} to play",
    "wait_turn": "It is not your turn: {who} is to play.",
    "select_card_first": "First click the card (in your hand) to put there.",
    "select_discard_first": "First click a card in the discard pile, then an open cell.",
    "click_open_cell": "Click an open cell (dashed) next to the board to put the card there.",
    "click_minion_first": "First click one of your minions (a pyramid), then a highlighted territory.",
    "click_pyramid": "Several of your minions could move from here: click the pyramid to move.",
    "no_move_from_here": "None of your minions here can move anywhere.",
    "no_enemy_here": "No opponent's minion there that you can expel.",
    "grow_or_replace_hint": "Click one of your minions to grow it, or a hand card then a territory to replace it.",
    "choose_one": "Several choices: pick one of the buttons below.",
    "suit": SUITS["en"],
    "power": {"acorns": "add a territory, place a minion", "bells": "expel a minion",
              "hearts": "move a minion", "leaves": "grow a minion or replace a territory"},
    "rank": RANKS["en"],
    "rank_short": {"7": "7", "8": "8", "9": "9", "10": "10", "under": "U", "over": "O", "king": "K",
                   "ace": "A"},
    "card": CARD["en"],
    "prompt": {
        "turn": "{who}: click a territory you control to use its power, click a hand card to play it, "
                "or refill.",
        "turn_static": "{who} to play: use a territory, play a card, or refill.",
        "add_territory": "{who}: click a card, then an open cell to add it (Acorns), or skip.",
        "place_minion": "{who}: click a territory with room to place a 1-minion (Acorns).",
        "expel": "{who}: click an opponent's minion where you also have one, to expel it (Bells).",
        "expel_plus_2": "{who}: click an opponent's minion to expel it, +2 to your roll (King of Bells).",
        "expel_to": "{who}: click the neighbouring territory the expelled minion goes to (Bells).",
        "move": "{who}: click one of your minions, then a highlighted territory (Hearts: straight line).",
        "move_turning": "{who}: click one of your minions, then a highlighted territory (King of Hearts).",
        "move_any": "{who}: click any minion, then a highlighted territory (Ace of Hearts).",
        "grow_or_replace": "{who}: click your minion to grow it, or a hand card then a territory to replace "
                           "it (Leaves).",
        "take_discard": "{who}: click a card in the discard pile to take it (King of Acorns).",
        "place_from_discard": "{who}: click a card in the discard pile, then an open cell (Ace of Leaves).",
        "place_minion_optional": "{who}: click the new territory to place a 1-minion there, or skip "
                                 "(Ace of Leaves).",
        "remove_territory": "{who}: click the territory to remove (King of Leaves).",
        "discard": "{who}: click hand cards to discard them, then Done to draw back up to 6.",
        "static": "{who} to decide: {what}.",
    },
    "step": {
        "add_territory": "add a territory or skip", "place_minion": "place a 1-minion",
        "expel": "expel a minion", "expel_plus_2": "expel a minion (+2)", "expel_to": "where the minion goes",
        "move": "move a minion", "move_turning": "move a minion (turning)", "move_any": "move any minion",
        "grow_or_replace": "grow or replace", "take_discard": "take a discarded card",
        "place_from_discard": "place a discarded card", "place_minion_optional": "place a minion or skip",
        "remove_territory": "remove a territory", "discard": "discard, then draw",
    },
    "action": {
        "use": "Use {card}", "play": "Play {card}: {suit} power", "special": "Play {card}: special power",
        "refill": "Refill (discard, draw to 6)", "discard": "Discard {card}", "done": "Done: draw",
        "skip": "Skip", "add": "Add {card} {where}", "place": "Place minion on {card}",
        "expel": "Expel {pips}-minion from {card}", "expel_to": "Expel to {card}",
        "move": "Move {pips}-minion {source} → {target}",
        "move_any": "Move {who}'s {pips}-minion {source} → {target}",
        "grow": "Grow {pips}-minion on {card}", "replace": "Replace {old} with {new}",
        "take": "Take {card}", "place_discard": "Place {card} {where}", "remove": "Remove {card}",
    },
    # The headings of the legal-move list's groups (widgets/keyboard.py), by action class.
    "kinds": {
        "UseTerritory": "Use a territory's suit power", "PlayCard": "Play a card from your hand",
        "Refill": "Discard and refill to 6 cards", "DiscardCard": "Refill: discard a card",
        "Done": "Done: draw back up to 6", "Skip": "Skip this part of the power",
        "AddTerritory": "Acorns: add a territory", "PlaceMinion": "Place a 1-minion on a territory",
        "Expel": "Bells: expel an opponent's minion", "ExpelTo": "Bells: where the expelled minion goes",
        "Move": "Hearts: move one of your minions", "MoveAny": "Ace of Hearts: move any minion",
        "Grow": "Leaves: grow a minion", "Replace": "Leaves: replace a territory",
        "TakeFromDiscard": "King of Acorns: take a discarded card",
        "PlaceFromDiscard": "Ace of Leaves: place a discarded card",
        "RemoveTerritory": "King of Leaves: remove a territory",
    },
}

FR: dict[str, Any] = {
    "title": "Magyarcana",
    "language": "fr",
    "log": "Journal",
    "player": "Joueur {n}",
    "you": "vous",
    "computer": "ordinateur",
    "hidden_hand": "Cartes en main : {n}",
    "score": "{n} pts",
    "controls": "contrôle {n}",
    "supply": "Réserve",
    "deck": "Pioche",
    "discard": "Défausse",
    "discard_pile": "Défausse ({n}), de la plus ancienne à la dernière",
    "empty": "vide",
    "reshuffles": "Mélanges {n}/{top}",
    "in_play": "En jeu",
    "in_play_line": "En jeu : {card}",
    "dice": "Dernier jet d'expulsion",
    "no_roll": "Aucun dé lancé pour l'instant",
    "attacker": "attaquant",
    "defender": "défenseur",
    "roll": "{role} : {total}",
    "roll_total": "{die} + {pips} {pips:point|points} = {total}",
    "roll_total_bonus": "{die} + 2 + {pips} {pips:point|points} = {total}",
    "expelled": "expulsé !",
    "held": "résiste",
    "undo": "Reprendre",
    "clear": "Effacer la sélection",
    "selected": "Sélection : {what}",
    "minion": "sbire {pips} de {who} sur {card}",
    "legend": "Bordure : qui contrôle le territoire (deux couleurs : égalité). Coins, flèches numérotées : les "
              "derniers coups. Pyramides : sbires de 1 à 3 points. Charge/capacité en haut à droite.",
    "turn": "Tour de {who}",
    "game_over": "Partie terminée. Victoire : {who}. Scores : {scores}",
    "watching": "{who} joue",
    "wait_turn": "Ce n'est pas votre tour : c'est à {who} de jouer.",
    "select_card_first": "Cliquez d'abord la carte (de votre main) à poser.",
    "select_discard_first": "Cliquez d'abord une carte de la défausse, puis une case libre.",
    "click_open_cell": "Cliquez une case libre (en pointillés) à côté du plateau pour y poser la carte.",
    "click_minion_first": "Cliquez d'abord un de vos sbires (une pyramide), puis un territoire en surbrillance.",
    "click_pyramid": "Plusieurs de vos sbires peuvent partir d'ici : cliquez la pyramide à déplacer.",
    "no_move_from_here": "Aucun de vos sbires ici ne peut se déplacer.",
    "no_enemy_here": "Aucun sbire adverse que vous puissiez expulser ici.",
    "grow_or_replace_hint": "Cliquez un de vos sbires pour le faire grandir, ou une carte de votre main puis un "
                            "territoire pour le remplacer.",
    "choose_one": "Plusieurs choix : cliquez un des boutons ci-dessous.",
    "suit": SUITS["fr"],
    "power": {"acorns": "ajouter un territoire, poser un sbire", "bells": "expulser un sbire",
              "hearts": "déplacer un sbire", "leaves": "faire grandir un sbire ou remplacer un territoire"},
    "rank": RANKS["fr"],
    "rank_short": {"7": "7", "8": "8", "9": "9", "10": "10", "under": "Vi", "over": "Vs", "king": "R",
                   "ace": "As"},
    "card": CARD["fr"],
    "prompt": {
        "turn": "{who} : cliquez un territoire que vous contrôlez pour son pouvoir, une carte de votre main pour "
                "la jouer, ou renouvelez.",
        "turn_static": "{who} joue : utiliser un territoire, jouer une carte, ou renouveler sa main.",
        "add_territory": "{who} : cliquez une carte, puis une case libre pour l'ajouter (Glands), ou passez.",
        "place_minion": "{who} : cliquez un territoire avec de la place pour y poser un sbire 1 (Glands).",
        "expel": "{who} : cliquez un sbire adverse là où vous en avez un, pour l'expulser (Grelots).",
        "expel_plus_2": "{who} : cliquez un sbire adverse pour l'expulser, +2 à votre jet (Roi de Grelots).",
        "expel_to": "{who} : cliquez le territoire voisin où va le sbire expulsé (Grelots).",
        "move": "{who} : cliquez un de vos sbires, puis un territoire en surbrillance (Cœurs : en ligne droite).",
        "move_turning": "{who} : cliquez un de vos sbires, puis un territoire en surbrillance (Roi de Cœurs).",
        "move_any": "{who} : cliquez n'importe quel sbire, puis un territoire en surbrillance (As de Cœurs).",
        "grow_or_replace": "{who} : cliquez votre sbire pour le faire grandir, ou une carte puis un territoire "
                           "pour le remplacer (Feuilles).",
        "take_discard": "{who} : cliquez une carte de la défausse pour la prendre (Roi de Glands).",
        "place_from_discard": "{who} : cliquez une carte de la défausse, puis une case libre (As de Feuilles).",
        "place_minion_optional": "{who} : cliquez le nouveau territoire pour y poser un sbire 1, ou passez "
                                 "(As de Feuilles).",
        "remove_territory": "{who} : cliquez le territoire à retirer (Roi de Feuilles).",
        "discard": "{who} : cliquez les cartes à défausser, puis Terminé pour repiocher jusqu'à 6.",
        "static": "{who} doit choisir : {what}.",
    },
    "step": STEPS_FR,
    "action": {
        "use": "Utiliser {card}", "play": "Jouer {card} : pouvoir {suit}",
        "special": "Jouer {card} : pouvoir spécial",
        "refill": "Renouveler sa main", "discard": "Défausser {card}",
        "done": "Terminé : piocher", "skip": "Passer", "add": "Ajouter {card} {where}",
        "place": "Poser un sbire sur {card}", "expel": "Expulser le sbire {pips} de {card}",
        "expel_to": "Expulser vers {card}", "move": "Déplacer le sbire {pips} {source} → {target}",
        "move_any": "Déplacer le sbire {pips} de {who} {source} → {target}",
        "grow": "Faire grandir le sbire {pips} sur {card}", "replace": "Remplacer {old} par {new}",
        "take": "Prendre {card}", "place_discard": "Poser {card} {where}", "remove": "Retirer {card}",
    },
    "kinds": {
        "UseTerritory": "Utiliser le pouvoir d'un territoire", "PlayCard": "Jouer une carte de votre main",
        "Refill": "Défausser et renouveler sa main", "DiscardCard": "Renouveler sa main : défausser une carte",
        "Done": "Terminé : repiocher jusqu'à 6", "Skip": "Passer cette partie du pouvoir",
        "AddTerritory": "Glands : ajouter un territoire", "PlaceMinion": "Poser un sbire 1 sur un territoire",
        "Expel": "Grelots : expulser un sbire adverse", "ExpelTo": "Grelots : où va le sbire expulsé",
        "Move": "Cœurs : déplacer un de vos sbires", "MoveAny": "As de Cœurs : déplacer un sbire au choix",
        "Grow": "Feuilles : faire grandir un sbire", "Replace": "Feuilles : remplacer un territoire",
        "TakeFromDiscard": "Roi de Glands : prendre dans la défausse",
        "PlaceFromDiscard": "As de Feuilles : poser une carte défaussée",
        "RemoveTerritory": "Roi de Feuilles : retirer un territoire",
    },
}

LABELS: dict[str, dict[str, Any]] = {"en": EN, "fr": FR}
LANGUAGES = tuple(LABELS)


def rank_short(card: Card, labels: dict) -> str:
    return labels["rank_short"][str(card.rank)]


# The engine's rule sentences by rule code, for languages other than the engine's English. Placeholders are
# the values the engine filled into its own sentence (``IllegalAction.params``); ``{card}`` and ``{prompt}`` are translated.
RULES = {"fr": RULES_FR}


def explain_rule(code: str, params: dict, english: str, language: str) -> str:
    """A broken rule's sentence in ``language`` (English is the engine's own sentence)."""
    return shared_explain_rule(RULES, code, params, english, language, board_rule_values)


def board_rule_values(params: dict, language: str) -> dict:
    values = rule_values(params) if language == "fr" else dict(params)
    if values.get("step") in LABELS[language]["step"]:   # the board names the pending step in a few words
        values["prompt"] = LABELS[language]["step"][values["step"]]
    return values


def check_tables() -> None:
    """Every language has exactly the keys English has, and every engine step has words (a test runs this)."""
    shared_check_tables(LABELS, LOG_WORDS)
    steps = set(STEPS)
    for section in ("step", "prompt"):
        missing = steps - set(EN[section])
        if missing:
            raise AssertionError(f"labels[en][{section}]: no words for steps {sorted(missing)}")


# ------------------------------------------------------------------------------------ the game log
class BoardFrenchWords(FrenchWords):
    """The log beside a French board: a decision applied by itself is worded as the board's button."""

    def value(self, name: str, value) -> str:
        if name == "action":                   # a decision applied by itself: the board's button words
            try:
                return action_label(value, SimpleNamespace(seat=None, territories=()), Options(language="fr"), FR)
            except (KeyError, ValueError, StopIteration):   # a cell with nothing beside it: the log's words
                return super().value(name, value)
        return super().value(name, value)


LOG_WORDS = {"en": ENGLISH_WORDS, "fr": BoardFrenchWords()}


def log_lines(view, language: str) -> tuple:
    """The view's log in ``language``."""
    return worded_log(view, LOG_WORDS, language)

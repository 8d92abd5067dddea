"""Every word the Mandragora board draws, one table per language (English, and French, the original).

>>> LABELS["fr"]["spell"]["Swiftness"], LABELS["en"]["colour"]["purple"]
('Célérité', 'purple')
"""

from __future__ import annotations

EN = {
    "title": "Mandragora",
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
    "scrolls": "Scrolls: {total} curse(s)",
    "spells": "Spells cast: {points} pts",
    "score": "score {n}",
    "curse_marker": "CURSE",
    "countdown": "Countdown {face}",
    "final_round": "Final round",
    "dropped": "dropped out",
    "level": "Level {n}",
    "empty_stack": "empty",
    "undo": "Undo",
    "clear": "Clear selection",
    "selection": "Selected: {cards}",
    "nothing_selected": "Select a spellbook (or a mandrake) and ingredients, then click a spell level.",
    "turn": "{who}'s turn",
    "to_play": "{who} to decide",
    "game_over": "Game over. Winner(s): {who}. Scores: {scores}",
    "watching": "Watching: {who} to play",
    "colour": {"purple": "purple", "red": "red", "yellow": "yellow", "green": "green", "blue": "blue",
               "black": "black", "white": "white (mandrakes)"},
    "item": {"book": "{colour} book {value}", "mandrake": "mandrake", "scroll": "scroll {value}",
             "ingredient": "{colour}", "face_down": "face-down card"},
    "spell": {"Banishment": "Banishment", "Replication": "Replication", "Transfer": "Transfer",
              "Swiftness": "Swiftness", "Substitution": "Substitution", "Levitation": "Levitation",
              "Disappearance": "Disappearance", "Purification": "Purification"},
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
}

FR = {
    "title": "Mandragora",
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
    "scrolls": "Parchemins : {total} malédiction(s)",
    "spells": "Sortilèges lancés : {points} pts",
    "score": "score {n}",
    "curse_marker": "MALÉDICTION",
    "countdown": "Fin de partie {face}",
    "final_round": "Dernier tour",
    "dropped": "a passé",
    "level": "Niveau {n}",
    "empty_stack": "vide",
    "undo": "Annuler",
    "clear": "Effacer la sélection",
    "selection": "Sélection : {cards}",
    "nothing_selected": "Choisissez un grimoire (ou une mandragore) et des ingrédients, puis un niveau.",
    "turn": "Tour de {who}",
    "to_play": "{who} doit choisir",
    "game_over": "Partie terminée. Victoire : {who}. Scores : {scores}",
    "watching": "{who} joue",
    "colour": {"purple": "violet", "red": "rouge", "yellow": "jaune", "green": "vert", "blue": "bleu",
               "black": "noir", "white": "blanc (mandragores)"},
    "item": {"book": "grimoire {colour} {value}", "mandrake": "mandragore", "scroll": "parchemin {value}",
             "ingredient": "{colour}", "face_down": "carte face cachée"},
    "spell": {"Banishment": "Bannissement", "Replication": "Dédoublement", "Transfer": "Transfert",
              "Swiftness": "Célérité", "Substitution": "Substitution", "Levitation": "Lévitation",
              "Disappearance": "Disparition", "Purification": "Purification"},
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
}

LABELS = {"en": EN, "fr": FR}
LANGUAGES = tuple(LABELS)


def check_tables() -> None:
    """Every language has exactly the keys English has (a test runs this)."""
    def keys(table, prefix=""):
        for key, value in table.items():
            if isinstance(value, dict):
                yield from keys(value, f"{prefix}{key}.")
            else:
                yield prefix + key
    english = set(keys(EN))
    for language, table in LABELS.items():
        missing, extra = english - set(keys(table)), set(keys(table)) - english
        if missing or extra:
            raise AssertionError(f"labels[{language}]: missing {sorted(missing)}, extra {sorted(extra)}")

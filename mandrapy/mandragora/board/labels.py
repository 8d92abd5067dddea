"""Every word the Mandragora board draws, one table per language (English, and French, the original).

>>> LABELS["fr"]["spell"]["Swiftness"], LABELS["en"]["colour"]["purple"]
('Célérité', 'purple')
"""

from __future__ import annotations

from ...core.labels import check_same_keys
from ...widgets.words import rule_sentences
from ..cards import Item
from ..log import EN as ENGLISH_WORDS
from ...core.log import worded_log
from ..log import Words

EN = {
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
    "colour": {"purple": "purple", "red": "red", "yellow": "yellow", "green": "green", "blue": "blue",
               "black": "black", "white": "white (mandrakes)"},
    "initial": {"purple": "P", "red": "R", "yellow": "Y", "green": "G", "blue": "B", "black": "K"},
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
    "colour": {"purple": "violet", "red": "rouge", "yellow": "jaune", "green": "vert", "blue": "bleu",
               "black": "noir", "white": "blanc (mandragores)"},
    "initial": {"purple": "Vi", "red": "R", "yellow": "J", "green": "Ve", "blue": "B", "black": "N"},
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


def item_label(item: Item | None, labels: dict) -> str:
    """An item's name in the board's language (``None``: a face-down card)."""
    if item is None:
        return labels["item"]["face_down"]
    colour = labels["colour"].get(item.colour, item.colour or "")
    if item.is_book:
        return labels["item"]["book"].format(colour=colour, value=item.value)
    if item.is_scroll:
        return labels["item"]["scroll"].format(value=item.value)
    if item.is_mandrake:
        return labels["item"]["mandrake"]
    return labels["item"]["ingredient"].format(colour=colour)
LANGUAGES = tuple(LABELS)

# The rules' sentences by rule code, for languages other than the engine's English. Placeholders are the
# values the engine filled into its own sentence (``IllegalAction.params``).
RULES = {
    "fr": {
        "cast_needs_book": "Un sortilège demande un grimoire, ou une mandragore utilisée comme grimoire.",
        "cast_needs_ingredient": "Un sortilège demande au moins un ingrédient en plus de son grimoire.",
        "cast_one_book": "Il ne peut y avoir qu'un seul grimoire par sortilège.",
        "cast_no_scrolls": "Les parchemins maudits ne servent pas dans un sortilège.",
        "cast_one_mandrake": "Il ne peut y avoir qu'une seule mandragore par sortilège.",
        "cast_not_in_hand": "Votre main ne contient pas ces cartes : {missing}.",
        "cast_same_colour": "Un grimoire {colour} demande des ingrédients de sa couleur "
                            "(une mandragore peut en remplacer un).",
        "cast_black_all_different": "Le grimoire noir demande des ingrédients tous de couleurs différentes.",
        "cast_mandrake_book": "Une mandragore utilisée comme grimoire demande des ingrédients tous d'une même "
                              "couleur ou tous de couleurs différentes.",
        "cast_power": "Avec {n} ingrédient{s}, la puissance du sortilège va seulement de 1 à {top}.",
        "cast_empty_stack": "Il ne reste aucun sortilège de niveau {level}.",
        "seek_distance": "L'Assistant avance de 1 à {top} échoppes en sens horaire (3, plus 1 par sortilège "
                         "Célérité possédé).",
        "drop_out_too_early": "On ne peut passer que pendant les trois derniers tours, une fois la pioche vide.",
        "decision_pending": "D'abord, la sorcière {player} doit faire le choix indiqué en haut.",
        "no_such_decision": "Il n'y a pas ce choix à faire maintenant : la sorcière {player} doit chercher ou "
                            "lancer un sortilège.",
        "not_a_choice": "Ce n'est pas l'un des choix possibles maintenant : {choices}.",
        "no_such_scroll": "Vous n'avez aucun parchemin à {curses} malédiction{s}.",
        "not_an_opponent": "{spell} vise une adversaire : la sorcière {player} n'en est pas une.",
        "empty_hand_target": "Substitution pioche chez une adversaire qui a des cartes : la sorcière {player} "
                             "n'en a aucune.",
        "not_in_hand": "Il n'y a pas de carte « {item} » dans votre main.",
        "not_in_shop": "L'échoppe {shop} n'a pas de carte « {item} » (Lévitation prend une carte d'une échoppe).",
        "face_down": "Les cartes de l'échoppe de nuit {shop} sont face cachée : prenez une carte face cachée.",
        "curse_choice": "Le marqueur Malédiction doit aller à une des sorcières les plus maudites, à égalité.",
        "colour_not_held": "Disparition défausse une couleur que vous avez : vous n'avez aucune carte {colour}.",
        "partner_empty_hand": "Votre partenaire, la sorcière {partner}, n'a aucune carte à donner : vous pouvez "
                              "seulement donner une carte ou refuser.",
    },
}


def explain_rule(code: str, params: dict, english: str, language: str) -> str:
    """A broken rule's sentence in ``language`` (English is the engine's own sentence)."""
    template = rule_sentences(RULES, language).get(code)
    if template is None:
        return english
    labels = LABELS[language]
    values = dict(params)
    if "colour" in values:
        values["colour"] = labels["colour"].get(values["colour"], values["colour"])
    if "spell" in values:
        values["spell"] = labels["spell"].get(values["spell"], values["spell"])
    if "item" in values:
        try:
            values["item"] = item_label(Item.named(values["item"]), labels)
        except ValueError:                      # "face-down card"
            values["item"] = item_label(None, labels)
    try:
        return template.format(**values)
    except (KeyError, IndexError):
        return english


def check_tables() -> None:
    """Every language has exactly the keys English has (a test runs this)."""
    check_same_keys(LABELS)


# ------------------------------------------------------------------------------------ the game log
LOG_FR = {
    "forced": "La sorcière {player} n'avait qu'un choix, fait pour elle.",
    "forced.private": "La sorcière {player} n'avait qu'un choix, fait pour elle : {action}.",
    "setup": "Mise en place pour {players} sorcières : la sorcière {first} commence.",
    "setup_teams": "Mise en place pour {players} sorcières en deux équipes : la sorcière {first} commence.",
    "position": "Position préparée à la main pour {players} sorcières : la sorcière {player} joue.",
    "drop_out": "La sorcière {player} passe et ne jouera plus.",
    "extra_turn": "La sorcière {player} rejoue grâce au Dédoublement.",
    "round": "Le tour de table {round} sur 3 commence : le marqueur Fin de partie montre {marker}.",
    "round_last": "Le tour de table {round} sur 3 commence : c'est le dernier.",
    "seek": "La sorcière {player} envoie l'Assistant {steps} {steps:échoppe|échoppes} plus loin, à l'échoppe "
            "{shop}, et prend : {cards}.",
    "seek.private": "La sorcière {player} envoie l'Assistant {steps} {steps:échoppe|échoppes} plus loin, à "
                    "l'échoppe {shop}, et prend : {cards}.",
    "seek_empty": "La sorcière {player} envoie l'Assistant {steps} {steps:échoppe|échoppes} plus loin, à "
                  "l'échoppe vide {shop}.",
    "deck_empty": "La pioche est vide : la sorcière {player} reçoit le marqueur Fin de partie (III). Il reste "
                  "trois tours de table.",
    "cast": "La sorcière {player} lance {spell} (niveau {level}) avec {book_long} et {count} "
            "{count:ingrédient|ingrédients}.",
    "cast.private": "La sorcière {player} lance {spell} (niveau {level}) avec {book_long} et : {ingredients}.",
    "banish": "La sorcière {player} bannit un parchemin à {curses} {curses:malédiction|malédictions}.",
    "replicate_take": "La sorcière {player} rejouera un tour (Dédoublement).",
    "replicate_waive": "La sorcière {player} renonce à rejouer (Dédoublement).",
    "transfer": "La sorcière {player} donne un parchemin à {curses} {curses:malédiction|malédictions} à la "
                "sorcière {to}.",
    "substitute": "La sorcière {player} pioche une carte au hasard dans la main de la sorcière {victim}.",
    "substitute.private": "La sorcière {player} pioche une carte au hasard dans la main de la sorcière "
                          "{victim} : {card}.",
    "give_back": "La sorcière {player} rend une carte à la sorcière {victim}.",
    "give_back.private": "La sorcière {player} rend {card} à la sorcière {victim}.",
    "levitate": "La sorcière {player} fait léviter {card} depuis l'échoppe {shop}.",
    "levitate_blind": "La sorcière {player} fait léviter une carte face cachée depuis l'échoppe {shop}.",
    "levitate_blind.private": "La sorcière {player} fait léviter {card} depuis l'échoppe {shop}.",
    "curse_given": "La sorcière {player} donne le marqueur Malédiction à la sorcière {to}.",
    "curse_taken": "La sorcière {player} est la plus maudite et prend le marqueur Malédiction.",
    "curse_supply": "Plus personne n'a de malédiction : le marqueur Malédiction retourne dans la réserve.",
    "team_give": "La sorcière {player} donne une carte à sa partenaire, la sorcière {partner}.",
    "team_give.private": "La sorcière {player} donne {card} à sa partenaire, la sorcière {partner}.",
    "team_ask": "La sorcière {player} demande une carte à sa partenaire, la sorcière {partner}.",
    "team_exchange": "La sorcière {player} propose un échange à sa partenaire, la sorcière {partner}.",
    "team_decline": "La sorcière {player} ne partage pas de carte avec sa partenaire, la sorcière {partner}.",
    "hand_over": "La sorcière {player} donne une carte à sa partenaire, la sorcière {partner}.",
    "hand_over.private": "La sorcière {player} donne {card} à sa partenaire, la sorcière {partner}.",
    "hand_over_exchange": "La sorcière {player} donne une carte à sa partenaire, la sorcière {partner}.",
    "hand_over_exchange.private": "La sorcière {player} donne {card} à sa partenaire, la sorcière {partner}, "
                                  "en échange de : {offered}.",
    "disappear": "La sorcière {player} fait disparaître ses cartes de couleur {colour} : {cards}.",
    "game_ends": "La partie prend fin. Les sortilèges de fin de partie s'appliquent avant le décompte.",
    "purification": "La Purification de la sorcière {player} défausse toute sa main : {cards}.",
    "final_one": "Scores finaux : {scores}. Victoire : {winners}.",
    "final_many": "Scores finaux : {scores}. Victoire partagée : {winners}.",
}


class FrenchWords(Words):
    """French names for the values the log's events carry."""

    templates = LOG_FR
    player_word = "sorcière"
    language = "fr"
    face_down = ("carte face cachée", "cartes face cachées")
    nothing = "rien"

    def item(self, item) -> str:
        return item_label(item, FR)

    def item_long(self, item) -> str:
        if item.is_mandrake:
            return "la mandragore"
        return f"le grimoire {FR['colour'][item.colour]} (valeur {item.value})"

    def spell(self, spell) -> str:
        return FR["spell"][spell.name]

    def colour(self, colour: str) -> str:
        return FR["colour"].get(colour, colour)

    def value(self, name: str, value) -> str:
        if name == "action":                   # a decision applied by itself: the board's button words
            return french_action(value)
        return super().value(name, value)


def french_action(action) -> str:
    from types import SimpleNamespace
    from ...core.drawing import Options
    from .render import action_label
    return action_label(action, SimpleNamespace(seat=None), Options(language="fr"), FR)


LOG_WORDS = {"en": ENGLISH_WORDS, "fr": FrenchWords()}


def log_lines(view, language: str) -> tuple:
    """The view's log in ``language``."""
    return worded_log(view, LOG_WORDS, language)

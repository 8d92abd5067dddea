"""Mandragora in French outside the board: the log, refusals and prompts a lesson prints once
``mandrapy.set_language("fr")`` is set (:mod:`mandrapy.core.language`). The board's labels
(``board/labels.py``) use the same tables; the game words come from :mod:`.glossary`.

>>> import mandrapy
>>> game = mandrapy.new("mandragora", players=2, seed=1)
>>> with mandrapy.speaking("fr"):
...     print(game.prompt()); print(game.why_illegal("seek 4"))
Sorcière 0 : chercher (l'Assistant avance de 1 à 3 échoppes) ou lancer un sortilège.
L'Assistant avance de 1 à 3 échoppes en sens horaire (3, plus 1 par sortilège Célérité possédé).
"""

from __future__ import annotations

import re

from ..core.language import Speech
from ..core.log import phrase
from .actions import Cast, Seek
from .cards import Item
from .casting import ingredient_counts
from .glossary import COLOURS, ITEMS, PLAYER, SPELLS
from .log import Counts, Words
from .view import TextWords, render_text

WORDS_FR = {"colour": COLOURS["fr"], "item": ITEMS["fr"], "spell": SPELLS["fr"]}


def item_label(item: Item | None, labels: dict) -> str:
    """An item's name from a table with ``colour`` and ``item`` words (``None``: a face-down card)."""
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


# The rules' sentences by rule code. Placeholders are the values the engine filled into its own sentence
# (``IllegalAction.params``).
RULES_FR = {
    # hand-made positions (position.py)
    "position_teams": "from_position : teams : la variante en équipes se joue à 4 sorcières",
    "teams_four": "Mandragora : teams : la variante en équipes se joue à 4 sorcières, pas {players}",
    "position_never_cast": "cast de la sorcière {seat} : {text} n'aurait jamais pu être lancé : {rule}",
    "position_countdown_deck": "from_position : endgame_first : le compte à rebours de fin de partie ne commence "
                               "qu'une fois la pioche vide, et la pioche contient encore {n} cartes",
    "position_slots_alone": "from_position : endgame_slots compte les tours des derniers tours de table : donnez "
                            "aussi endgame_first (et une pioche vide)",
    "position_slots": "from_position : endgame_slots : les derniers tours de table comptent {top} tours avec "
                      "{players} sorcières, pas {slots}",
    "position_dropped_twice": "from_position : dropped nomme deux fois une place : {dropped}",
    "position_dropped_early": "from_position : dropped : on ne peut passer que pendant les derniers tours de "
                              "table, une fois la pioche vide",
    "position_dropped_all": "from_position : dropped : quand toutes les sorcières ont passé, la partie est "
                            "finie ; au plus {most} peuvent avoir passé",
    "position_current_dropped": "from_position : current : la sorcière {seat} a passé et ne joue plus",
    "position_seat_key": "{what} : {key} n'est pas un numéro de place",
    "position_no_seat": "{what} : la place {seat} n'existe pas avec {players} sorcières",
    "position_cards": "{what} : {reason}",
    "position_seat": "{what} doit être une place de 0 à {last}, pas {value}",
    "position_cast": "{what} : impossible de lire {text} ({reason}) ; écrivez par ex. "
                     "'Swiftness: green book 1 with 2 green'",
    "position_night": "night doit nommer {n} échoppes différentes de 0 à {last}",
    "position_assistant": "assistant doit être une échoppe de 0 à {last}",
    "position_scroll_in_hand": "main de la sorcière {seat} : les parchemins se posent devant la sorcière ; "
                               "utilisez scrolls=",
    "position_scroll_curses": "parchemins de la sorcière {seat} : un parchemin a 1, 2 ou 3 malédictions, pas "
                              "{value}",
    "position_spell_copies": "{where} : il n'y a que {copies} cartes {spell}",
    "position_stack_level": "pile {level} : {spell} est un sortilège de niveau {spell_level}",
    "position_curse_tie": "les sorcières {tied} sont à égalité pour le plus de malédictions : dites qui a le "
                          "marqueur Malédiction avec curse_holder=",
    "position_curse_holder": "le marqueur Malédiction revient à une sorcière parmi les plus maudites ({most}, "
                             "malédictions {totals}), pas à {holder}",
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
    "drop_out_too_early": "On ne peut passer que pendant les trois derniers tours de table, une fois la pioche "
                          "vide.",
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
    # from_position (InvalidPosition with a code)
    "position_none_left": "{where} : il ne reste aucune carte « {item} » à placer (partie à {players} "
                          "sorcières : {total} en tout).",
}


def rule_value(name: str, value):
    """A value filled into a rule's sentence, in French (colours, spells, cards)."""
    if name == "colour":
        return COLOURS["fr"].get(value, value)
    if name == "spell":
        return SPELLS["fr"].get(value, value)
    if name == "item":
        try:
            return item_label(Item.named(value), WORDS_FR)
        except ValueError:                      # "face-down card"
            return item_label(None, WORDS_FR)
    if name == "where":
        return where_fr(value)
    if name == "missing":                       # "purple, 2 red": the cards not in hand
        return ", ".join(_counted_fr(part) for part in str(value).split(", "))
    return value


def _counted_fr(text: str) -> str:
    """``2 red (you have 1)`` -> ``2 rouge (vous en avez 1)``."""
    match = re.fullmatch(r"(\d+ )?(.+?)( \(you have (\d+)\))?", text)
    if match is None:                      # an empty text
        return text
    try:
        name = item_label(Item.named(match[2]), WORDS_FR)
    except ValueError:
        return text
    return (match[1] or "") + name + (f" (vous en avez {match[4]})" if match[3] else "")


def where_fr(where: str) -> str:
    """``hands of player 0`` -> ``main de la sorcière 0`` (the argument of from_position an error names)."""
    for english, french in (("hand of player", "main de la sorcière"), ("shop", "échoppe"),
                            ("scrolls of player", "parchemins de la sorcière"), ("deck", "pioche"),
                            ("cast of player", "sortilèges de la sorcière")):
        if str(where).startswith(english):
            return french + str(where)[len(english):]
    return where


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
    player_word = PLAYER["fr"]
    language = "fr"
    face_down = ("carte face cachée", "cartes face cachées")
    nothing = "rien"

    def item(self, item) -> str:
        return item_label(item, WORDS_FR)

    def item_long(self, item) -> str:
        if item.is_mandrake:
            return "la mandragore"
        return f"le grimoire {COLOURS['fr'][item.colour]} (valeur {item.value})"

    def spell(self, spell) -> str:
        return SPELLS["fr"][spell.name]

    def colour(self, colour: str) -> str:
        return COLOURS["fr"].get(colour, colour)

    def value(self, name: str, value) -> str:
        if name == "action":                   # a decision applied by itself (the board words it as its button)
            return action_fr(value)
        return super().value(name, value)


WORDS = FrenchWords()


# The answers a decision may apply by itself, in French (by the action's class name and its fields).
ACTIONS_FR = {
    "Banish": "bannir le parchemin à {curses} malédiction(s)", "Replicate": "rejouer un tour",
    "Transfer": "donner le parchemin à {curses} malédiction(s) à la sorcière {to}",
    "SubstituteFrom": "piocher chez la sorcière {player}", "GiveBack": "rendre {item}",
    "Levitate": "prendre {item} dans l'échoppe {shop}", "GiveCurse": "donner le marqueur Malédiction à la "
    "sorcière {to}", "TeamGive": "donner {item}", "TeamAsk": "demander une carte", "TeamExchange": "échanger "
    "{item}", "TeamDecline": "refuser", "TeamHandOver": "donner {item}", "Disappear": "défausser le {colour}",
    "DropOut": "passer",
}


def action_fr(action) -> str:
    """An action in French words, for the log (its text, ``str(action)``, is the package's code)."""
    template = ACTIONS_FR.get(type(action).__name__)
    if template is None:
        return str(action)
    fields = {name: getattr(action, name) for name in getattr(action, "__dataclass_fields__", {})}
    if "item" in fields:
        fields["item"] = item_label(fields["item"], WORDS_FR)
    if "colour" in fields:
        fields["colour"] = COLOURS["fr"].get(fields["colour"], fields["colour"])
    if type(action).__name__ == "Replicate" and not fields.get("take"):
        return "renoncer à rejouer"
    return template.format(**fields)


# A move named as the log names it (a hint's moves, Speech.action): seeking and casting in the log's words
# (its templates, in the infinitive), every other answer as ACTIONS_FR words it.
MOVES_FR = {
    "seek": "envoyer l'Assistant {steps} {steps:échoppe|échoppes} plus loin",
    "seek_to": "envoyer l'Assistant {steps} {steps:échoppe|échoppes} plus loin, à l'échoppe {shop}",
    "seek_empty": "envoyer l'Assistant {steps} {steps:échoppe|échoppes} plus loin, à l'échoppe vide {shop}",
    "cast": "lancer un sortilège de niveau {level} avec {book_long} et {count:l'ingrédient|les ingrédients} "
            "{ingredients}",
    "cast_spell": "lancer {spell} (niveau {level}) avec {book_long} et {count:l'ingrédient|les ingrédients} "
                  "{ingredients}",
}


def move_fr(action, view=None) -> str:
    """``action`` in French as the log names the move; ``view``, the position it is played from (or None),
    names the shop reached and the spell cast.

    >>> from mandrapy.mandragora.actions import Cast
    >>> move_fr(Cast.of("red book 3", "mandrake, red, red", 3))
    'lancer un sortilège de niveau 3 avec le grimoire rouge (valeur 3) et les ingrédients mandragore, 2 rouge'
    """
    if isinstance(action, Seek):
        if view is None:
            return phrase(MOVES_FR["seek"], WORDS, {"steps": action.steps})
        shop = view.shops[(view.assistant + action.steps) % len(view.shops)]
        return phrase(MOVES_FR["seek_to" if shop.cards else "seek_empty"], WORDS,
                      {"steps": action.steps, "shop": shop.index})
    if isinstance(action, Cast):
        spell = next((stack.top for stack in view.stacks if stack.level == action.level), None) if view else None
        return phrase(MOVES_FR["cast" if spell is None else "cast_spell"], WORDS,
                      {"spell": spell, "level": action.level, "book_long": action.book,
                       "count": len(action.ingredients),
                       "ingredients": Counts.of(ingredient_counts(action.ingredients))})
    return action_fr(action)


# ------------------------------------------------------------------------------------ prompts
PROMPTS_FR = {
    "turn": "chercher (l'Assistant avance de 1 à {steps} échoppes) ou lancer un sortilège{drop}",
    "banish": "choisir un parchemin maudit à bannir (Bannissement)",
    "replicate": "rejouer un tour ou y renoncer (Dédoublement)",
    "transfer": "choisir un parchemin et l'adversaire qui le reçoit (Transfert)",
    "substitute": "choisir l'adversaire dont piocher une carte au hasard (Substitution)",
    "give_back": "choisir la carte à rendre à la sorcière {victim} (Substitution)",
    "levitate": "choisir une carte à prendre dans une échoppe (Lévitation)",
    "curse": "choisir qui, parmi les plus maudites, reçoit le marqueur Malédiction",
    "team_offer": "donner une carte à sa partenaire, lui en demander une ou en échanger une (ou refuser)",
    "hand_over": "choisir la carte à donner à sa partenaire",
    "disappear": "choisir une couleur à défausser de sa main (Disparition)",
}


def prompt_fr(state) -> str:
    """What must happen now, in one French line (the engine's ``prompt()`` in French)."""
    frame = state.decision
    if frame is None:
        return "La partie est terminée."
    who = f"Sorcière {frame.player}"
    if frame.kind.code == "turn":
        extra = " (tour supplémentaire)" if frame["extra"] else ""
        drop = ", ou passer" if frame["final"] else ""
        return f"{who}{extra} : {frame.prompt(PROMPTS_FR['turn'], drop=drop)}."
    return f"{who} : {frame.prompt(PROMPTS_FR[frame.kind.code])}."


class TextFrench(TextWords):
    """The words of ``print(game)`` in French (see :func:`.view.render_text`)."""

    names = FrenchWords()
    title = "Mandragora, {players} sorcières{teams}. {head}"
    teams = " en équipes"
    over = "partie terminée, victoire : {winners}"
    winner = "sorcière {}"
    stacks = "Sortilèges : {stacks}"
    stack = "N{level} {top} ({size})"
    deck = "Pioche : {size}"
    countdown = "   Fin de partie : {countdown} (sorcière {holder})"
    final_round = "   Dernier tour de table"
    shop = " {mark} échoppe {index} {time} : {cards}"
    day, night = "jour", "nuit"
    curse, out, counting = "MALÉDICTION", "a passé", "fin de partie {}"
    hidden = ("{} carte(s)", "{} carte(s)")
    empty = "vide"
    seat = "{arrow}S{seat}{flags} : main {hand} | malédictions {scrolls} | sortilèges {spells} ({points} pts){score}"

    def prompt(self, view) -> str:
        return prompt_fr(view)


def text_fr(view) -> str:
    """``print(game)`` in French: one line per shop and per seat (see :func:`.view.render_text`)."""
    return render_text(view, TEXT_FR)


TEXT_FR = TextFrench()
FRENCH = Speech("fr", WORDS, RULES_FR, rule_value, prompt_fr, text_fr, move_fr)
SPEECH = {"fr": FRENCH}

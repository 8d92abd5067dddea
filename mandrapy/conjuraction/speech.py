"""Mystical Conjuraction in French outside the board: the log, refusals, prompts and ``print(game)`` a lesson
shows once ``mandrapy.set_language("fr")`` is set (:mod:`mandrapy.core.language`). The board's French labels
(``board/labels.py``) use the same tables; the game words come from :mod:`.glossary`.

>>> import mandrapy
>>> game = mandrapy.new("conjuraction", players=2, seed=1, characters=("larissa", "norwell"))
>>> with mandrapy.speaking("fr"):
...     print(game.prompt()); print(game.log[-1])
Joueur 0 : poser une carte de sort sur une forge libre.
Le joueur 1 pioche 5 mana et les cartes de sort 39 et 34.
"""

from __future__ import annotations

from ..core.language import Speech
from ..core.log import Words
from . import data as D
from .glossary import CHARACTERS, CHARMS, COLOURS, FORMULAS, PLANES, PLANES_SHORT, PLAYER, POINTS
from .log import listed
from .view import TextWords, render_text
from .wording import action_label

# ------------------------------------------------------------------------------------ decisions and actions
KINDS_FR = {
    "auto": "(le jeu effectue {step})", "draft": "choisir un personnage",
    "steffan_rune": "choisir la rune de départ de Steffan",
    "jenetta_colour": "choisir la couleur joker de Jenetta dans le sac",
    "starting_card": "poser une carte de sort sur une forge libre",
    "starting_mana": "poser le mana de départ sur vos cercles",
    "jenetta_swap": "échanger votre mana joker contre une autre couleur, ou terminer",
    "turn": "faire une action ou passer",
    "after": "utiliser un glyphe après votre action, ou finir le tour",
    "last": "passer, ou payer un tour bonus",
    "pay": "payer encore {left} mana libre non noir pour le tour bonus",
    "overflow": "choisir le mana à garder dans votre cercle",
    "nether_point": "choisir le point d'imprégnation qu'active le Néant",
    "weave": "échanger deux cartes de forge et/ou poser du mana (Tissage de sort)",
    "glide": "déplacer une carte vers une forge libre et/ou poser du mana (Glissement de sort)",
    "charge": "poser du mana sur vos cartes de forge (Charge de sort)",
    "portal": "choisir un échange du Portail mystique",
    "portal_bag": "choisir le mana à échanger avec le sac, puis terminer",
    "portal_line": "échanger du mana avec la ligne de l'offre, puis terminer",
    "concoct": "prendre une carte de sort visible (Concocter un sort)",
    "card_forge": "poser la nouvelle carte de sort sur une forge libre",
    "circle": "choisir le cercle des deux manas piochés",
    "keep_one": "choisir le mana pioché à garder",
    "drift": "déplacer du mana entre deux cercles (Dérive de mana)",
    "mana_weave": "échanger du mana entre deux cercles (Tissage de mana)",
    "charm": "choisir un charme de méditation",
    "select": "choisir un mana dans le sac (Choisir un mana)",
    "keep_card": "choisir {left} mana du sort achevé à garder",
    "hand_forge": "poser une carte de sort de votre main sur une forge libre",
}

# A picked piece (the board's hint) and an action (the board's buttons, the log's forced answers).
WORKERS_FR = {"sorcerer": "sorcier", "familiar": "familier", "rune": "rune {vantage}", "glyph": "glyphe",
              "cube": "{colour} de {circle}", "nether": "Néant", "start": "{colour} de départ",
              "hand": "carte {card}", "forge": "carte {plane}", "bag": "{colour} du sac"}
ACTIONS_FR = {
    "choose": "Jouer {character}", "rune": "Prendre la rune {vantage}", "wildcolour": "Joker {colour}",
    "forgecard": "Carte {card} → forge {forge}", "start": "{colour} de départ → {circle}",
    "line": "{worker} prend {plane} {kind} {number}", "activate": "{worker} → {point}",
    "cube": "{colour} de {circle} → {point} espace {space}",
    "stack": "Empiler {colour} de {circle} → {point} espace {space}",
    "nether": "Néant : noirs de {circle}", "pass": "Passer", "end": "Finir le tour", "done": "Terminé",
    "bonus": "Tour bonus (payer {price})", "keep": "Garder {colour}", "tocircle": "Mana → {circle}",
    "place": "{colour} → carte {forge} en {square}", "wildplace": "Noir joker → carte {forge} en {square}",
    "substitute": "Joker {colour} → carte {forge} en {square}",
    "swapcards": "Échanger les cartes {first} et {second}", "movecard": "Déplacer la carte {source} → {target}",
    "portalcard": "Donner la carte {mine}, prendre la carte {card}",
    "portalbag": "Portail : mana {circle} avec le sac",
    "portalline": "Portail : {plane} {kind} {number}", "give": "Rendre {colour} au sac",
    "exchange": "Donner {give}, prendre {take} en {row},{column}", "takecard": "Prendre la carte {card}",
    "move": "Déplacer {colour} {source} → {target}", "swap": "Échanger {colour} ({source}) ↔ {back} ({target})",
    "pay": "Payer {colour} de {circle}", "charm": "Charme : {charm}", "select": "Choisir {colour} → {circle}",
    "row": "rangée", "column": "colonne",
}

# The game's words as one table (the shape of the board's labels that wording.action_label reads).
WORDS_FR = {"colour": COLOURS["fr"], "plane": PLANES["fr"], "plane_short": PLANES_SHORT["fr"],
            "point": POINTS["fr"], "vantage": COLOURS["fr"][:4], "formula": FORMULAS["fr"],
            "character": CHARACTERS["fr"], "charm": CHARMS["fr"], "worker": WORKERS_FR, "action": ACTIONS_FR,
            "kind": KINDS_FR}


def prompt_words(frame) -> str:
    """A decision's prompt in French (``frame``: the decision asked, as a seat may see it)."""
    try:
        return frame.prompt(KINDS_FR[frame.kind.code])
    except (KeyError, IndexError):
        return frame.prompt()


def prompt_fr(state) -> str:
    """What must happen now, in one French line (the game's ``prompt()`` in French)."""
    frame = state.decision
    return "La partie est terminée." if frame is None else f"Joueur {frame.player} : {prompt_words(frame)}."


# ------------------------------------------------------------------------------------ refusals
# The rules' sentences by rule code: the board's own (a click that cannot be played) and the engine's.
# Placeholders are the values the engine filled in (``IllegalAction.params``).
RULES_FR = {
    # hand-made positions (position.py); the argument names stay as they are written in code
    "position_not_one_of": "{what} : {name} n'est pas l'un de {names}{hint}",
    "position_cubes": "{what} : {text} ne s'écrit pas comme '2 essence'",
    "position_too_many_cubes": "{what} : plus de cubes que le jeu n'en a ({total})",
    "position_named_twice": "{what} : le même {thing} nommé deux fois",
    "position_characters": "from_position : characters doit nommer {players} personnages, un par place",
    "position_cubes_left": "{what} : plus de cubes {colour} qu'il n'en existe (le jeu en a {total} ; liste du "
                           "matériel)",
    "position_card_twice": "{what} : la carte {card} est déjà dans {where} (chaque carte existe une fois)",
    "position_wild_jenetta": "wild[{seat}] : seule Jenetta a un cube de mana joker (G-05)",
    "position_wild_black": "wild[{seat}] : le mana joker de Jenetta n'est pas noir (G-05)",
    "position_circle_full": "circles[{seat}][{plane}] : plus de {room} cubes libres dans un cercle (règle « Cercles "
                            "thaumaturgiques » : sept au plus)",
    "position_start_mana": "start_mana[{seat}] : une position préparée commence une fois tout le mana de départ "
                           "posé ; mettez les cubes dans les cercles",
    "position_nether_used": "nether_used : des noirs ont été mis dans le Néant cette manche (l'étape 5 du "
                            "nettoyage le vide), le Néant est donc utilisé",
    "position_stacked_norwell": "stacked : seul Norwell empile un cube, une fois par manche (règle « Personnages », "
                                "G-08)",
    "position_stacked_empty": "stacked : un cube s'empile seulement sur un espace occupé (règle « Personnages », "
                              "G-08)",
    "position_spaces": "{what}[{point}] : une liste de {n} espaces (une couleur ou None chacun)",
    "position_one_card": "forges[{seat}][{plane}] : une carte par forge (règle « Grimoire »)",
    "position_no_card": "{what} : le mana se pose seulement sur une carte (aucune carte sur cette forge)",
    "position_one_wild": "{what} : au plus un noir joker par carte (règle « Mana joker »)",
    "position_hand_forges": "hands[{seat}] : un joueur n'a des cartes en main que si toutes ses forges sont "
                            "pleines : les cartes vont aussitôt sur les forges libres (G-24)",
    "position_offer_size": "card_offer : au plus {most} cartes face visible avec {players} joueurs",
    "position_runes_left": "{what}[{seat}] : plus de runes {colour} qu'il n'en existe ({n} de chaque)",
    "position_glyphs_left": "glyphs[{seat}] : plus de glyphes qu'il n'en existe ({n})",
    "position_familiar_space": "familiars_at[{seat}] : l'emplacement {vantage} n'a pas d'espace de familier libre "
                               "à {point} (règle « Familiers »)",
    "position_familiars_bound": "familiars_at[{seat}] : plus de familiers posés que le joueur {seat} n'en a liés",
    "position_charm": "charms[{seat}] : {name} n'est pas un charme de méditation libre avec {players} joueurs "
                      "({charms})",
    "position_covered": "covered[{seat}] : {name} ne s'écrit pas comme 'astral augury'",
    "position_covered_twice": "covered[{seat}] : {name} couvert deux fois (une étincelle par formule)",
    "position_discard": "discard : {n} cartes, mais une carte n'est défaussée qu'à l'achèvement d'un sort "
                        "(étape 7 du passage), et {completed} formules sont couvertes",
    "position_score": "scores[{seat}] : {score} points, mais les formules couvertes en donnent de {low} à {top} "
                      "(les points viennent seulement des sorts achevés)",
    "position_current_passed": "current : le joueur {seat} a passé cette manche et ne joue plus",
    "position_passed_charm": "passed : le joueur {seat} a passé, il a donc pris un charme de méditation (étape 2 "
                             "du passage) ; donnez charms[{seat}]",
    "position_charm_passed": "charms[{seat}] : un charme se prend en passant ; ajoutez {seat} à passed",
    "position_offer_cells": "offers[{plane}] : {n} cases avec {players} joueurs (rangée par rangée), des cubes ou "
                            "None chacune",
    "position_offer_cubes": "{what} : {n} cubes sur un espace d'offre à la manche {round} : la mise en place en pose "
                            "un sur chacun et chaque nettoyage en ajoute au plus un (seulement sur un espace qui n'a "
                            "qu'un noir), donc au plus {round}",
    "decision_pending": "D'abord, le joueur {player} doit décider : {decision}.",
    "sorcerer_used": "Votre sorcier agit une fois par manche : il a déjà agi.",
    "no_familiar": "Chaque familier lié agit une fois par manche : il n'en reste aucun (liés : {bound}).",
    "familiar_taken": "Un espace de familier reçoit un seul familier par manche : celui-ci est pris.",
    "familiar_row": "Un familier prend une rangée d'une offre, jamais une colonne.",
    "no_rune": "Vous n'avez pas de rune {vantage} face visible : une rune utilisée est retournée.",
    "rune_reach": "Une rune active l'un des quatre points qui touchent son emplacement.",
    "no_glyph": "Vous n'avez pas de glyphe.",
    "space_taken": "Un espace de mana reçoit un seul cube : celui-ci est pris.",
    "space_colour": "Cet espace ne prend que du mana {colours}.",
    "line_empty": "On ne peut pas prendre une ligne vide d'une offre.",
    "nether_used": "Le Néant ne sert qu'une fois par manche.",
    "nether_cost": "Le Néant prend {need} manas noirs d'un même cercle.",
    "main_done": "Vous avez déjà fait votre action ce tour : utilisez un glyphe ou finissez le tour.",
    # the engine's refusals (refusals.py) beyond the board's
    "familiar_reach": "Un familier se tient à un emplacement et active l'un des quatre points qui le touchent : "
                      "{point} ne touche pas l'emplacement {vantage}.",
    "glyph_used": "Un glyphe au plus par tour (G-10).",
    "pass_after_glyph": "Après un glyphe utilisé avant votre action, vous ne pouvez plus passer ce tour (G-10).",
    "no_cube": "Votre cercle {plane} n'a pas de mana {colour}.",
    "friendly_first": "Jeu amical : un espace à deux couleurs ne prend un cube qu'une fois l'espace {colour} du point "
                      "pris (G-20).",
    "stack_norwell": "Seul Norwell empile un cube sur un espace pris (G-08).",
    "stack_used": "Norwell empile un cube par manche : il l'a déjà fait cette manche (G-08).",
    "stack_empty": "Un cube s'empile seulement sur un espace pris : celui-ci est libre (G-08).",
    "character_taken": "Chaque personnage joue une fois : le joueur {player} a choisi {character}.",
    "forge_taken": "Une forge porte une carte : la forge {plane} porte la carte {card}.",
    "charm_taken": "Chaque charme se prend une fois par manche : le joueur {player} a le charme {charm}.",
    "charm_players": "Le charme {charm} est en jeu à partir de {least} joueurs.",
}


# The English names the engine's refusals fill in (refusals.py), in French.
_NAMES_FR = {**{en.lower(): fr for en, fr in zip(COLOURS["en"], COLOURS["fr"])},
             **{en.lower(): fr for en, fr in zip(PLANES["en"], PLANES["fr"])},
             **{en.lower(): fr for en, fr in zip(POINTS["en"], POINTS["fr"])},
             **{en.lower(): CHARMS["fr"][key] for key, en in CHARMS["en"].items()}}


def rule_value(name: str, value):
    """A value filled into a rule's sentence, in French (the decision asked: its prompt; a colour, plane, point,
    vantage or charm by its French name)."""
    if name == "decision" and hasattr(value, "kind"):
        return prompt_words(value)
    return name_fr(name, value)


def name_fr(name: str, value):
    """A colour, plane, point, vantage or charm the engine named in English (``"Arcana / Essence"`` too), in
    French; any other value as it is."""
    if name in ("colour", "colours", "plane", "point", "vantage", "charm") and isinstance(value, str):
        return " / ".join(_NAMES_FR.get(part.lower(), part) for part in value.split(" / "))
    return value


# ------------------------------------------------------------------------------------ the game log
LOG_FR = {
    "setup": "Mise en place : {players} sorciers{friendly}.",
    "position": "Une position préparée à la main : au joueur {player} de jouer.",
    "characters": "Personnages : {names}.",
    "choose": "Le joueur {player} joue {character}.",
    "steffan": "Le joueur {player} (Steffan) prend une rune {rune}.",
    "draws": "Le joueur {player} pioche {mana} mana et {cards} {cards:carte|cartes} de sort.",
    "draws.private": "Le joueur {player} pioche {mana} mana et {cards:la carte|les cartes} de sort {cards}.",
    "wild": "Le joueur {player} (Jenetta) prend {colour} comme mana joker.",
    "wild_swap": "Le joueur {player} (Jenetta) échange son mana joker contre {colour}.",
    "first": "Le joueur {player} est le premier joueur.",
    "round": "La manche {round} commence par le joueur {player}.",
    "start_mana": "Le joueur {player} a posé son mana de départ.",
    "forge": "Le joueur {player} pose la carte {card} sur la forge {forge}.",
    "pass": "Le joueur {player} passe.",
    "last": "Le joueur {player} est le dernier sorcier de la manche : un tour normal de plus.",
    "take_line": "Le joueur {player} prend la {kind} {number} de l'offre {plane} avec {worker}.",
    "activate": "Le joueur {player} utilise {worker} pour activer {point}.",
    "cube": "Le joueur {player} pose {colour} sur {point}, espace {space}.",
    "nether": "Le joueur {player} pose {count} {count:mana noir|manas noirs} sur le Néant.",
    "move": "Le joueur {player} déplace {colour} du cercle {source} vers le cercle {target}.",
    "discarded": "Mana non gardé : {cubes}.",
    "gain_forge": "Le joueur {player} reçoit la carte {card} sur la forge {forge}.",
    "gain_hand": "Le joueur {player} prend une carte de sort en main.",
    "gain_hand.private": "Le joueur {player} prend la carte {card} en main.",
    "gain": "Le joueur {player} reçoit la carte {card}.",
    "place": "Le joueur {player} pose {colour} sur la carte {forge} en {square}.",
    "swap_cards": "Le joueur {player} échange les cartes {first} et {second}.",
    "move_card": "Le joueur {player} déplace la carte {source} vers la forge {target}.",
    "portal_card": "Le joueur {player} échange la carte {mine} contre la carte {card} de l'offre.",
    "portal_bag": "Le joueur {player} échange du mana du cercle {circle} avec le sac.",
    "portal_drawn": "Le joueur {player} rend {given} et pioche {drawn}.",
    "portal_line": "Le joueur {player} échange du mana avec la {kind} {number} de l'offre {plane}.",
    "exchange": "Le joueur {player} donne {give} contre {take}.",
    "drawn": "Le joueur {player} pioche {cubes} dans le sac.",
    "swap": "Le joueur {player} échange {colour} du cercle {source} contre {back} du cercle {target}.",
    "charm": "Le joueur {player} prend le charme {charm}.",
    "glyph": "Le joueur {player} prend un glyphe.",
    "select": "Le joueur {player} choisit {colour} pour le cercle {circle}.",
    "complete": "Le joueur {player} achève la carte {card} sur la forge {forge} ({formula}) : {vp} PV{reward}.",
    "keep": "Le joueur {player} garde {colour} dans le cercle {circle}.",
    "final": "La dernière étincelle bleue est prise : c'est la dernière manche.",
    "bonus": "Le joueur {player} paie {price} mana pour un tour bonus.",
    "reshuffle": "La défausse ({cards} {cards:carte|cartes}) est mélangée en une nouvelle pioche.",
    "cleanup": "Nettoyage de fin de manche.",
    "forced": "Le joueur {player} n'avait qu'un choix, fait pour lui.",
    "forced.private": "Le joueur {player} n'avait qu'un choix, fait pour lui : {action}.",
    "end": "La partie est terminée. Scores : {scores}. {winners:Victoire|Victoire partagée} : {winners}.",
}

# In a log sentence a plane is named with its article ("la forge des Plaines astrales"), a cube by its colour.
OF_PLANE_FR = ("des Plaines astrales", "du Maelström", "de l'Éther")
CUBE_FR = ("un cube d'essence", "un cube d'énergie", "un cube d'arcane", "un cube de plasma", "un cube noir")
MANA_FR = tuple(name.lower() for name in COLOURS["fr"])

LOG_REWARDS_FR = {"": "", D.BIND: " et lie un familier", D.RUNE: " et une rune", D.GLYPH: " et un glyphe",
                  D.SURGE: " et un afflux de mana"}
LOG_WORKERS_FR = {"sorcerer": "son sorcier", "familiar": "un familier", "rune": "une rune", "glyph": "un glyphe",
                  "nether": "le Néant"}


def cubes_fr(cubes) -> str:
    """``(0, (2, 3))`` -> ``essence, 2 plasma``: cubes, one by one or counted."""
    colours = MANA_FR
    return ", ".join(colours[c] if not isinstance(c, tuple) else f"{c[1]} {colours[c[0]]}" for c in cubes) or "rien"


class FrenchWords(Words):
    """French names for the values Mystical Conjuraction's events carry."""

    templates = LOG_FR
    player_word = PLAYER["fr"]
    language = "fr"

    def value(self, name, value):
        if name in ("colour", "give", "take", "back"):
            return CUBE_FR[value]
        if name in ("forge", "circle", "plane", "source", "target", "first", "second") and isinstance(value, int):
            return OF_PLANE_FR[value]
        if name == "point":
            return POINTS["fr"][value]
        if name == "rune":
            return MANA_FR[value]
        if name == "formula":
            return FORMULAS["fr"][value]
        if name == "square":
            return f"{value // 3},{value % 3}"
        if name == "action":                   # a decision applied by itself: worded as the board's button
            return action_label(value, WORDS_FR)
        if name == "worker":
            return LOG_WORKERS_FR.get(value, value)
        if name == "kind":
            return ACTIONS_FR.get(value, value)
        if name == "character":
            return CHARACTERS["fr"].get(value, value)
        if name == "charm":
            return CHARMS["fr"].get(value, value)
        if name == "reward":
            return LOG_REWARDS_FR.get(value, value)
        if name == "friendly":
            return ", jeu amical" if value else ""
        if name == "cards" and isinstance(value, tuple):
            return listed(value, "et")
        if name in ("cubes", "given", "drawn"):
            return cubes_fr(value)
        if name == "names":
            return listed((CHARACTERS["fr"].get(n, n) for n in value), "et")
        return super().value(name, value)


def move_fr(action, view=None) -> str:
    """``action`` in French as the log names a move (its forced answers): the board's button for it, between
    guillemets, since a label such as « sorcier → Tissage de sort » names a button rather than makes a
    sentence (``view``: the position it is played from, for a bonus turn's price).

    >>> from mandrapy.conjuraction.actions import Pass
    >>> move_fr(Pass())
    '« Passer »'
    """
    return f"« {action_label(action, WORDS_FR, view.bonus_price if view is not None else 1)} »"


# ------------------------------------------------------------------------------------ print(game)
class TextFrench(TextWords):
    """The words of ``print(game)`` in French (see :func:`.view.render_text`)."""

    planes = PLANES["fr"]
    points = POINTS["fr"]
    formulas = FORMULAS["fr"]
    runes = COLOURS["fr"][:4]
    head = "Mystical Conjuraction, {players} joueurs, manche {round}{final}. {prompt}"
    bag = "Sac {bag} ; étincelles bleues {blue}"
    final = " (dernière manche)"
    offer = "Offre de sorts : {cards} ; pioche {deck}"
    plane_offer = "  offre {plane:<{width}}  {cells}"
    point = "  {point:<{width}} {marks}"
    nether = "  Néant : {nether} {black}{used}"
    black = ("noir", "noirs")
    used = " (utilisé)"
    no_character = "pas encore de personnage"
    seat = "Joueur {seat} ({name}) : {score} PV{passed}, glyphes {glyphs}, runes {runes}, familiers {familiars}"
    passed = ", a passé"
    circle = "    {plane:>{width}} : {cubes:<14} {card}"
    free_forge = "(libre)"
    card = "#{card} {rows} rune {rune}{done}"
    completes = ", passer achève {}"
    hand = "    main : {}"
    hidden = "{} cachée(s)"
    no_hand = "vide"
    letters = "Lettres : E Essence (blanc), Y Énergie (jaune), A Arcane (bleu), P Plasma (rouge), N Néant (noir) ; " \
        "* mana sur une carte"
    over = "partie terminée : scores {scores}, victoire : {winners}"

    def character(self, key: str) -> str:
        return CHARACTERS["fr"][key]

    def prompt(self, view) -> str:
        return f"Joueur {view.decision.player} : {prompt_words(view.decision)}."

    def scores(self, scores: tuple) -> str:
        return ", ".join(map(str, scores))

    def winners(self, winners: tuple) -> str:
        return ", ".join(f"joueur {p}" for p in winners)


def text_fr(view) -> str:
    """``print(game)`` in French (see :func:`.view.render_text`): supplies, offers, points, then each seat."""
    return render_text(view, TEXT_FR)


TEXT_FR = TextFrench()


FRENCH = Speech("fr", FrenchWords(), RULES_FR, rule_value, prompt_fr, text_fr, move_fr)
SPEECH = {"fr": FRENCH}

"""The words of Mandragora's exercises (:mod:`.questions`), English and French, and how an option is named.

Options and the values of a question or rule are facts (actions, cards, seats, small value types below);
:func:`name` words them in a language, with the game's own words (:mod:`.glossary`, :mod:`.speech`).

>>> from .actions import Seek
>>> name(Marker("holds", 2), "fr", None), name(Seats((0, 2)), "en", None), name(12, "fr", None)
("la sorcière 2 l'a", 'players 0 and 2', '12')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.language import action_words, number
from . import data
from .actions import Action, Cast, Seek
from .cards import Item, Spell
from .glossary import COLOURS, ITEMS, SPELLS
from .speech import SPEECH, item_label, move_fr
from .speech import WORDS as FRENCH_WORDS


@dataclass(frozen=True)
class Marker:
    """Where the Curse marker ends up: ``("holds", seat)``, ``("supply", None)`` or ``("chooses", seat)``
    (that seat must choose who of the tied players receives it)."""

    what: str
    seat: int | None = None


@dataclass(frozen=True)
class Seats:
    """Several seats, named together ("players 0 and 2")."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class Cards:
    """Cards and their copies, named together ("2 green, scroll 1")."""

    counts: tuple[tuple[Item, int], ...]


@dataclass(frozen=True)
class Event:
    """A move as a question tells it: the action, and the cards it takes from a day shop (None: none)."""

    action: Action
    cards: Cards | None = None


SHARED = {
    "en": {"yes": "yes", "no": "no", "shop": "shop {shop} (seek {steps})", "and": " and ",
           "players": "players {seats}", "player": "player {seat}", "cast": "{action} ({spell})",
           "level_spell": "a level-{level} spell",
           "holds": "player {seat} has it", "supply": "it goes back to the supply",
           "chooses": "player {seat} must choose who, among the tied players, gets it",
           "seek": "send the Assistant {steps} shop{s} on, to shop {shop}", "takes": ", taking {cards}"},
    "fr": {"yes": "oui", "no": "non", "shop": "échoppe {shop} (chercher {steps})", "and": " et ",
           "players": "les sorcières {seats}", "player": "la sorcière {seat}",
           "holds": "la sorcière {seat} l'a", "supply": "il retourne dans la réserve",
           "chooses": "la sorcière {seat} doit choisir qui, parmi les ex æquo, le reçoit",
           "takes": ", en prenant : {cards}",
           "cast_bare": "lancer {spell} (niveau {level}) avec {book}, sans ingrédient"},
}


def _labels(language: str) -> dict:
    return {"colour": COLOURS.get(language, COLOURS["en"]), "item": ITEMS.get(language, ITEMS["en"])}


def item_name(item: Item | None, language: str) -> str:
    return item_label(item, _labels(language))


def _said(language: str) -> dict:
    return SHARED.get(language, SHARED["en"])


def _seats(seats: tuple[int, ...], language: str) -> str:
    said = _said(language)
    listed = [number(q, "", language) for q in seats]
    joined = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + said["and"] + listed[-1]
    return said["players" if len(listed) > 1 else "player"].format(seats=joined, seat=joined)


def _cards(cards: Cards, language: str) -> str:
    return ", ".join(item_name(item, language) if n == 1 else f"{number(n, '', language)} "
                     f"{item_name(item, language)}" for item, n in cards.counts)


def _shop_of(action: Seek, view) -> int:
    return (view.assistant + action.steps) % data.SHOP_COUNT


def action_name(action, language: str, view) -> str:
    """An action as the exercises name it: a seek by the shop it reaches, a cast with its spell (the top of
    its stack), any other as the game's log words it."""
    said = _said(language)
    if isinstance(action, Seek) and view is not None:
        return said["shop"].format(shop=_shop_of(action, view), steps=number(action.steps, "", language))
    if isinstance(action, Cast):
        top = next((s.top for s in view.stacks if s.level == action.level), None) if view is not None else None
        if language == "fr" and not action.ingredients:       # (the log's words need an ingredient)
            spell = SPELLS["fr"][top.name] if top is not None else "un sortilège"
            return said["cast_bare"].format(spell=spell, level=action.level, book=FRENCH_WORDS.item_long(action.book))
        if language == "fr":
            return move_fr(action, view)
        spell = top.name if top is not None else said["level_spell"].format(level=action.level)
        return said["cast"].format(action=action, spell=spell)
    return action_words(SPEECH, language, view)(action)


def event_name(event: Event, language: str, view) -> str:
    """A move told in a question ("send the Assistant 2 shops on, to shop 5, taking scroll 2")."""
    said = _said(language)
    action = event.action
    if isinstance(action, Seek) and language == "fr":
        text = move_fr(action, view)
    elif isinstance(action, Seek):
        text = said["seek"].format(steps=action.steps, s="" if action.steps == 1 else "s",
                                   shop=_shop_of(action, view))
    else:
        text = action_words(SPEECH, language, view)(action)
    return text + (said["takes"].format(cards=_cards(event.cards, language)) if event.cards else "")


def name(option, language: str, view) -> str:
    """Any option or value of Mandragora's questions in ``language``."""
    said = _said(language)
    if isinstance(option, bool) or option is None:
        return str(option)
    if isinstance(option, (int, float)):
        return number(option, "", language)
    if isinstance(option, str):
        return said.get(option, option)
    if isinstance(option, Item):
        return item_name(option, language)
    if isinstance(option, Spell):
        return SPELLS.get(language, SPELLS["en"])[option.name]
    if isinstance(option, Marker):
        return said[option.what].format(seat=option.seat)
    if isinstance(option, Seats):
        return _seats(option.seats, language)
    if isinstance(option, Cards):
        return _cards(option, language)
    if isinstance(option, Event):
        return event_name(option, language, view)
    return action_name(option, language, view)


# Each kind's words: its question, the French rulebook section, and its own rules' sentences by code.
KIND_WORDS = {
    "setup_removed": {
        "en": {"question": "Setup for {players} players: which of these magical items go back in the box "
                           "(at least one copy)?",
               "removed": "For {players} players, {n} magical items go back in the box: {cards}."},
        "fr": {"question": "Mise en place à {players} sorcières : lesquels de ces articles magiques retournent "
                           "dans la boîte (au moins un exemplaire) ?",
               "rulebook": "Mise en place",
               "removed": "À {players} sorcières, {n} articles magiques retournent dans la boîte : {cards}."},
    },
    "setup_deck": {
        "en": {"question": "Setup for {players} players: once every player holds a mandrake and the shops "
                           "are stocked, how many magical items are left in the deck?",
               "deck_count": "{total} magical items for {players} players, minus {hands} mandrakes in hand, "
                             "minus {shops} cards in the shops (every shop but the start shop): {deck} in the "
                             "deck."},
        "fr": {"question": "Mise en place à {players} sorcières : une fois que chaque sorcière tient une "
                           "mandragore et que les échoppes sont garnies, combien d'articles magiques reste-t-il "
                           "dans la pioche ?",
               "rulebook": "Mise en place",
               "deck_count": "{total} articles magiques à {players} sorcières, moins {hands} mandragores en "
                             "main, moins {shops} cartes dans les échoppes (toutes sauf l'échoppe de départ) : "
                             "{deck} dans la pioche."},
    },
    "reach": {
        "en": {"question": "Player {seat} owns {swift} Swiftness spell(s); the Assistant stands at shop {shop}. "
                           "Which shops can it reach this turn?"},
        "fr": {"question": "La sorcière {seat} possède {swift} sortilège(s) Célérité ; l'Assistant est à "
                           "l'échoppe {shop}. Quelles échoppes peut-il atteindre à ce tour ?",
               "rulebook": "Envoyer l'Assistant à la recherche de nouveaux articles magiques"},
    },
    "can_cast": {
        "en": {"question": "Player {seat}: can you {cast}?"},
        "fr": {"question": "Sorcière {seat} : pouvez-vous {cast} ?", "rulebook": "Lancer un sortilège"},
    },
    "legal_moves": {
        "en": {"question": "Player {seat}: which of these moves are legal now?"},
        "fr": {"question": "Sorcière {seat} : lesquels de ces coups sont permis maintenant ?",
               "rulebook": "Déroulement du jeu"},
    },
    "curse_marker": {
        "en": {"question": "Player {seat} is about to {event}. Who has the Curse marker then, or who must "
                           "choose who gets it?",
               "curse_supply": "Nobody has a curse left: the Curse marker goes back to the supply.",
               "curse_most": "Only {player} has the most curses ({curses}): the Curse marker goes to them.",
               "curse_choose": "There is a tie for the most curses ({curses}) between {tied}, and the Curse "
                               "marker is with none of them: {chooser} (its holder, or the player whose turn "
                               "it is) chooses who of them receives it.",
               "curse_keep": "There is a tie for the most curses ({curses}) between {tied}; this event "
                             "changed the scrolls of none of them, so the holder, {holder}, keeps the Curse "
                             "marker.",
               "curse_give": "There is a tie for the most curses ({curses}) between {tied}, and this event "
                             "changed the scrolls of one of them: the holder, {holder}, gives the Curse marker "
                             "to another of them."},
        "fr": {"question": "La sorcière {seat} va {event}. Qui a ensuite le marqueur Malédiction, ou qui doit "
                           "choisir qui le reçoit ?",
               "rulebook": "La Malédiction",
               "curse_supply": "Plus personne n'a de malédiction : le marqueur Malédiction retourne dans la "
                               "réserve.",
               "curse_most": "Seule {player} a le plus de malédictions ({curses}) : le marqueur Malédiction "
                             "va chez elle.",
               "curse_choose": "Ex æquo pour le plus de malédictions ({curses}) : {tied}, et le marqueur "
                               "Malédiction n'est chez aucune d'elles : {chooser} (qui l'a, ou dont c'est le "
                               "tour) choisit laquelle le reçoit.",
               "curse_keep": "Ex æquo pour le plus de malédictions ({curses}) : {tied} ; cet événement n'a "
                             "changé les parchemins d'aucune d'elles : celle qui a le marqueur, {holder}, le "
                             "garde.",
               "curse_give": "Ex æquo pour le plus de malédictions ({curses}) : {tied}, et cet événement a "
                             "changé les parchemins de l'une d'elles : celle qui a le marqueur, {holder}, le "
                             "donne à une autre d'entre elles."},
    },
    "spell_score": {
        "en": {"question": "Player {seat}: if you {cast}, how many points will that spell score at the end "
                           "of the game?",
               "spell_points": "A spell scores its level plus its spellbook's value: {level} + {value} = "
                               "{points} (a mandrake used as the spellbook is worth 0)."},
        "fr": {"question": "Sorcière {seat} : combien de points rapportera en fin de partie le sortilège de ce "
                           "coup : {cast} ?",
               "rulebook": "Fin de partie",
               "spell_points": "Un sortilège rapporte son niveau plus la valeur de son grimoire : {level} + "
                               "{value} = {points} (une mandragore utilisée comme grimoire vaut 0)."},
    },
    "final_score": {
        "en": {"question": "The game is over. What is the score of player {seat}?",
               "score_sum": "Spells and spellbooks {spells}, minus {colours} (1 per colour in hand), minus "
                            "{marker} (2 for the Curse marker): {total}."},
        "fr": {"question": "La partie est finie. Quel est le score de la sorcière {seat} ?",
               "rulebook": "Fin de partie",
               "score_sum": "Sortilèges et grimoires {spells}, moins {colours} (1 par couleur en main), moins "
                            "{marker} (2 pour le marqueur Malédiction) : {total}."},
    },
    "levitation": {
        "en": {"question": "Player {seat} cast Levitation: which of these cards may you take?"},
        "fr": {"question": "La sorcière {seat} a lancé Lévitation : lesquelles de ces cartes pouvez-vous "
                           "prendre ?", "rulebook": "Lancer un sortilège"},
    },
    "scroll_spell": {
        "en": {"question": "Player {seat} cast {spell}: which of these choices are allowed?"},
        "fr": {"question": "La sorcière {seat} a lancé {spell} : lesquels de ces choix sont permis ?",
               "rulebook": "Lancer un sortilège"},
    },
}

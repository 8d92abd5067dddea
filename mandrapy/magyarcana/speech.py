"""Magyarcana in French outside the board: the log, refusals, prompts and ``print(game)`` a lesson shows once
``mandrapy.set_language("fr")`` is set (:mod:`mandrapy.core.language`). The board's labels
(``board/labels.py``) use the same tables; the game words come from :mod:`.glossary`.

>>> import mandrapy
>>> game = mandrapy.new("magyarcana", seed=1)
>>> with mandrapy.speaking("fr"):
...     print(game.prompt()); print(game.why_illegal("use King of Acorns"))
Joueur 0 : utiliser un territoire que vous contrôlez, jouer une carte de votre main, ou défausser et renouveler sa main.
Pour utiliser le pouvoir d'un territoire, il faut le contrôler : vos points doivent y être au moins ceux de l'adversaire (vous en avez 0, il en a 0).
"""

from __future__ import annotations

from ..core.language import Speech
from ..core.log import phrase
from .cards import Card
from .geometry import beside
from .glossary import PLAYER, SUITS, card_name
from .log import Words
from .view import TextWords, render_text



class CardName(str):
    """A card's French name that takes its article in a template: ``{card}`` "As de Cœurs", ``{card:le}``
    "l'As de Cœurs", ``{card:Le}`` (a sentence's start), ``{card:de}`` "de l'As de Cœurs" / "du 8 de Glands",
    ``{card:à}`` "à l'As de Cœurs" / "au 8 de Glands".

    >>> "{0:de} {1:à}".format(card_fr(Card.named("ace of hearts")), card_fr(Card.named("8 of acorns")))
    "de l'As de Cœurs au 8 de Glands"
    """

    ARTICLES = {"le": ("le ", "l'"), "Le": ("Le ", "L'"), "de": ("du ", "de l'"), "à": ("au ", "à l'")}

    def __format__(self, spec: str) -> str:
        if spec in self.ARTICLES:
            before_consonant, before_vowel = self.ARTICLES[spec]
            return (before_vowel if self[:1] in "AEIOUaeiou" else before_consonant) + str(self)
        return format(str(self), spec)


def card_fr(card: Card | None) -> str:
    """A card's French name ("Roi de Cœurs", a :class:`CardName`); ``None``: a card not shown."""
    return "?" if card is None else CardName(card_name(card.rank, card.suit, "fr"))


# Each step of a power, in a few words (the board's buttons and the log's "skip" and "no effect").
STEPS_FR = {
    "add_territory": "ajouter un territoire ou passer", "place_minion": "poser un sbire 1",
    "expel": "expulser un sbire", "expel_plus_2": "expulser un sbire (+2)",
    "expel_to": "où va le sbire expulsé", "move": "déplacer un sbire",
    "move_turning": "déplacer un sbire (en tournant)", "move_any": "déplacer n'importe quel sbire",
    "grow_or_replace": "grandir ou remplacer", "take_discard": "prendre une carte défaussée",
    "place_from_discard": "poser une carte défaussée", "place_minion_optional": "poser un sbire ou passer",
    "remove_territory": "retirer un territoire", "discard": "défausser, puis piocher",
}

# What must be decided, by the decision's code (the engine's English is each Kind's prompt, steps.py).
PROMPTS_FR = {
    "turn": "utiliser un territoire que vous contrôlez, jouer une carte de votre main, ou défausser et "
            "renouveler sa main",
    "add_territory": "ajouter à côté du plateau un territoire de votre main, ou passer (Glands)",
    "place_minion": "poser un sbire 1 sur un territoire qui a de la place (Glands)",
    "expel": "choisir un sbire adverse à expulser, sur un territoire que vous occupez (Grelots)",
    "expel_plus_2": "choisir un sbire adverse à expulser, avec +2 à votre jet (Roi de Grelots)",
    "expel_to": "choisir le territoire voisin où va le sbire expulsé (Grelots)",
    "move": "déplacer un de vos sbires en ligne droite (Cœurs)",
    "move_turning": "déplacer un de vos sbires, en tournant à chaque pas si vous voulez (Roi de Cœurs)",
    "move_any": "déplacer n'importe quel sbire vers n'importe quel autre territoire qui a de la place "
                "(As de Cœurs)",
    "grow_or_replace": "faire grandir un de vos sbires, ou remplacer un territoire par une carte plus haute "
                       "(Feuilles)",
    "take_discard": "prendre une carte dans la défausse (Roi de Glands)",
    "place_from_discard": "poser sur le plateau une carte de la défausse (As de Feuilles)",
    "place_minion_optional": "vous pouvez poser un sbire 1 sur le nouveau territoire (As de Feuilles)",
    "remove_territory": "retirer un territoire du plateau (Roi de Feuilles)",
    "discard": "défausser des cartes une à une, puis « done » pour repiocher jusqu'à 6",
    "draw_4": "piocher 4 cartes (As de Glands)",
}

END_REASONS_FR = {
    "third_reshuffle": "la défausse aurait dû être mélangée une troisième fois pour refaire la pioche",
    "no_cards": "il fallait piocher et la pioche comme la défausse sont vides",
}

# The rules' sentences by rule code. Placeholders are the values the engine filled into its own sentence
# (``IllegalAction.params``); ``{card}`` is worded by :func:`rule_value`, ``{prompt}`` by its step's code.
RULES_FR = {
    "two_players": "Magyarcana : players : ce jeu se joue à 2, pas à {players}",
    # hand-made positions (position.py)
    "position_empty_groups": "des territoires sans sbire dans leur groupe seraient retirés aussitôt (règle « "
                             "Territoires déconnectés ») : {names}. Mettez un sbire dans chaque groupe.",
    "position_cell": "territories : {key} n'est pas une case comme '0,1'",
    "position_cards": "{what} : {reason}",
    "position_placed_twice": "{where} : {card} est déjà placé (chaque carte existe une fois)",
    "position_territories": "territories doit associer des cases à des cartes, par ex. {{'0,0': 'Under of "
                            "Acorns'}}",
    "position_two_on_cell": "territories : deux cartes sur la case {cell}",
    "position_minions_off_board": "minions : {card} n'est pas un territoire du plateau",
    "position_minion": "minions sur {card} : propriétaire 0/1 et points 1-3, pas {entry}",
    "position_minions_left": "le joueur {owner} n'a que {count} sbires de {pips} points",
    "position_minions_room": "minions : {card} n'a pas de place pour un autre sbire {pips} (capacité {capacity})",
    "position_no_seat": "hands : la place {seat} n'existe pas",
    "position_current": "current doit être 0 ou 1",
    "position_reshuffles": "reshuffles doit aller de 0 à {top}",
    "limits_cell": "{what} : {value} n'est pas une case comme '0,1' aux coordonnées de -{top} à {top}",
    "limits_territories": "{what} doit associer des cases à des cartes, par ex. {{'0,0': 'Under of Acorns'}} "
                          "(1 à {most} territoires)",
    "limits_minion": "{what} doit être (propriétaire, points) avec propriétaire 0 ou 1 et points {low}-{high}, "
                     "pas {value}",
    "limits_minions": "{what} doit associer à la carte d'un territoire une liste de (propriétaire, points)",
    "not_on_board": "{card:Le} n'est pas un territoire du plateau.",
    "not_controlled": "Pour utiliser le pouvoir d'un territoire, il faut le contrôler : vos points doivent y "
                      "être au moins ceux de l'adversaire (vous en avez {mine}, il en a {theirs}).",
    "not_in_hand": "{card:Le} n'est pas dans la main du joueur {player}, qui doit jouer{where}.",
    "no_special": "Seules les figures (Valets, Roi, As) ont un pouvoir spécial.",
    "no_such_choice": "Il n'y a pas ce choix à faire maintenant : jouez une action de tour (utiliser un "
                      "territoire, jouer une carte, ou renouveler votre main).",
    "step_pending": "Terminez d'abord le pouvoir en cours : {prompt}.",
    "decision_pending": "Le joueur {player} doit d'abord prendre une autre décision.",
    "no_room": "{card:Le} n'a pas de place pour ce sbire (capacité {capacity}).",
    "not_your_minion": "Vous n'avez pas de sbire {pips} sur {card:le}.",
    "too_far": "Un sbire {pips} se déplace en ligne droite, de {pips} pas au plus : il ne peut pas atteindre "
               "{card:le}.",
    "too_far_turning": "Un sbire {pips} se déplace de {pips} pas au plus, en tournant à chaque pas s'il le veut "
                       "(Roi de Cœurs) : il ne peut pas atteindre {card:le}.",
    "not_a_move": "Un déplacement doit finir sur un autre territoire (un sbire ne peut pas bouger de 0 case).",
    "grow_largest": "Un sbire grandit d'une taille à la fois, jusqu'à {largest} points.",
    "grow_supply": "Grandir échange un sbire contre la taille suivante de votre réserve : il ne vous reste "
                   "aucun sbire {pips}.",
    "cell_taken": "Un nouveau territoire se pose sur une case libre à côté du plateau.",
    "beyond_edge": "Le monde s'arrête à {edge} cases de 0,0 : aucun territoire ne se pose au-delà.",
    "not_higher": "Feuilles remplace un territoire par une carte numérotée plus haute (ou une figure par une "
                  "figure).",
}


def rule_values(params: dict) -> dict:
    """The values filled into a rule's sentence, in French: a card by its French name, the pending step's
    prompt (the English ``prompt``) by its code ``step``."""
    values = {name: rule_value(name, value) for name, value in params.items()}
    if params.get("step") in PROMPTS_FR:
        values["prompt"] = PROMPTS_FR[params["step"]]
    return values


def rule_value(name: str, value):
    """A value filled into a rule's sentence, in French (a card)."""
    if name == "card":
        try:
            return card_fr(Card.named(value))
        except ValueError:
            return CardName(value)
    return value


# ------------------------------------------------------------------------------------ the game log
LOG_FR = {
    "setup": "Mise en place : les Valets de Glands sont les foyers, trois territoires les séparent ; le joueur "
             "{first} commence.",
    "position": "Position préparée à la main : le joueur {player} joue.",
    "use": "Le joueur {player} utilise le pouvoir {suit} {card:de}.",
    "play_special": "Le joueur {player} joue {card:le} pour son pouvoir spécial.",
    "play_suit": "Le joueur {player} joue {card:le} pour son pouvoir {suit}.",
    "refill": "Le joueur {player} défausse et renouvelle sa main.",
    "draw_4": "Le joueur {player} pioche 4 cartes (As de Glands).",
    "no_effect": "Rien à faire : « {step} » n'a pas d'effet.",
    "skip": "Le joueur {player} passe : {step}.",
    "add": "Le joueur {player} ajoute {card:le} au plateau, {where}.",
    "place": "Le joueur {player} pose un sbire 1 sur {card:le}.",
    "expelled_to": "Le sbire {pips} du joueur {owner} est expulsé vers {card:le}.",
    "move": "Le joueur {player} déplace un sbire {pips} {source:de} {target:à}.",
    "move_any": "Le joueur {player} déplace le sbire {pips} du joueur {owner} {source:de} {target:à}.",
    "grow": "Le joueur {player} fait grandir un sbire {pips} sur {card:le} jusqu'à {size} points.",
    "replace": "Le joueur {player} remplace {old:le} par {new:le} ; ses sbires restent.",
    "take": "Le joueur {player} prend {card:le} dans la défausse.",
    "place_discard": "Le joueur {player} pose {card:le}, pris dans la défausse, sur le plateau, {where}.",
    "remove": "Le joueur {player} retire {card:le} ; ses sbires retournent à leurs propriétaires.",
    "discard": "Le joueur {player} défausse {card:le}.",
    "expel_try": "Le joueur {player} tente d'expulser un sbire {pips} {card:de} : {mine} {mine:point|points} + "
                 "dé {die} = {attack} contre {theirs} {theirs:point|points} + dé {their_die} = {defence}.",
    "expel_try_bonus": "Le joueur {player} tente d'expulser un sbire {pips} {card:de} : {mine} {mine:point|points}"
                       " + dé {die} + {bonus} = {attack} contre {theirs} {theirs:point|points} + dé {their_die} = "
                       "{defence}.",
    "expel_fails": "L'expulsion échoue.",
    "expel_home": "Aucun territoire voisin n'a de place : le sbire retourne au joueur {owner}.",
    "pruned": "Inoccupés et coupés du reste, ces territoires sont retirés : {cards}.",
    "reshuffle": "La défausse est mélangée en une nouvelle pioche (mélange {number} sur {most}).",
    "draw": "Le joueur {player} pioche {count} {count:carte|cartes}.",
    "end_third_reshuffle": "La partie prend fin : la défausse aurait dû être mélangée une troisième fois. Scores : "
                           "joueur 0 {score0}, joueur 1 {score1}. {result}",
    "end_no_cards": "La partie prend fin : il fallait piocher et la pioche comme la défausse sont vides. Scores : "
                    "joueur 0 {score0}, joueur 1 {score1}. {result}",
    "result_one": "Victoire : joueur {winner}.",
    "result_both": "Victoire partagée : joueurs 0 et 1.",
}

# The answers a decision may apply by itself (its only choice), in French, by the action's class name.
ACTIONS_FR = {
    "UseTerritory": "utiliser {territory:le}", "Refill": "renouveler sa main", "DiscardCard": "défausser {card:le}",
    "Done": "piocher", "Skip": "passer", "AddTerritory": "ajouter {card:le}", "PlaceMinion": "poser un sbire 1 sur "
    "{territory:le}", "Expel": "expulser le sbire {pips} {territory:de}", "ExpelTo": "expulser vers {territory:le}",
    "Move": "déplacer le sbire {pips} {source:de} {target:à}", "MoveAny": "déplacer le sbire {pips} du "
    "joueur {owner} {source:de} {target:à}", "Grow": "faire grandir le sbire {pips} sur {territory:le}",
    "Replace": "remplacer {old:le} par {new:le}", "TakeFromDiscard": "prendre {card:le} dans la défausse",
    "PlaceFromDiscard": "poser {card:le}, pris dans la défausse", "RemoveTerritory": "retirer {territory:le}",
}


def action_fr(action) -> str:
    """An action in French words, for the log (its text, ``str(action)``, is the package's code)."""
    name = type(action).__name__
    if name == "PlayCard":
        return f"jouer {card_fr(action.card):le}" + (" (pouvoir spécial)" if action.special else "")
    template = ACTIONS_FR.get(name)
    if template is None:
        return str(action)
    fields = {field: getattr(action, field) for field in getattr(action, "__dataclass_fields__", {})}
    fields = {field: card_fr(value) if isinstance(value, Card) else value for field, value in fields.items()}
    return template.format(**fields)


# A move named as the log names it (a hint's moves, Speech.action), where the log's line says more than the
# short answer of ACTIONS_FR: the power used or played, where a card is added.
MOVES_FR = {
    "UseTerritory": "utiliser le pouvoir {suit} {card:de}",
    "PlayCard": "jouer {card:le} pour son pouvoir {suit}",
    "PlayCard.special": "jouer {card:le} pour son pouvoir spécial",
    "AddTerritory": "ajouter {card:le} au plateau, {where}",
    "PlaceFromDiscard": "poser {card:le}, pris dans la défausse, sur le plateau, {where}",
    "Move": "déplacer un sbire {pips} {source:de} {target:à}",
    "Expel": "expulser un sbire {pips} {card:de}",
    "Grow": "faire grandir un sbire {pips} sur {card:le}",
}


def move_fr(action, view=None) -> str:
    """``action`` in French as the log names the move (``view``: the position it is played from, or None).

    >>> from mandrapy.magyarcana.actions import Move, PlayCard
    >>> move_fr(PlayCard(Card.named("10 of leaves")))
    'jouer le 10 de Feuilles pour son pouvoir Feuilles'
    >>> move_fr(Move(Card.named("under of acorns"), 1, Card.named("over of hearts")))
    'déplacer un sbire 1 du Valet inférieur de Glands au Valet supérieur de Cœurs'
    """
    name = type(action).__name__
    if name == "UseTerritory":
        return phrase(MOVES_FR[name], WORDS, {"suit": action.territory.suit, "card": action.territory})
    if name == "PlayCard":
        return phrase(MOVES_FR["PlayCard.special" if action.special else name], WORDS,
                      {"card": action.card, "suit": action.card.suit})
    if name == "Move":
        return phrase(MOVES_FR[name], WORDS, {"pips": action.pips, "source": action.source, "target": action.target})
    if name in ("Expel", "Grow"):
        return phrase(MOVES_FR[name], WORDS, {"pips": action.pips, "card": action.territory})
    if name in ("AddTerritory", "PlaceFromDiscard") and view is not None:
        where = beside({territory.cell: territory.card for territory in view.territories}, action.cell)
        return phrase(MOVES_FR[name], WORDS, {"card": action.card, "where": where})
    return action_fr(action)


class FrenchWords(Words):
    """French names for the values Magyarcana's events carry."""

    templates = LOG_FR
    player_word = PLAYER["fr"]
    language = "fr"
    sides = {"west": "à gauche {card:de}", "east": "à droite {card:de}", "north": "au-dessus {card:de}",
             "south": "au-dessous {card:de}"}
    alone = "sur la table vide"

    def card(self, card) -> str:
        return card_fr(card)

    def suit(self, suit: str) -> str:
        return SUITS["fr"][suit]

    def step(self, kind: str) -> str:
        return STEPS_FR.get(kind) or PROMPTS_FR[kind]

    def value(self, name: str, value) -> str:
        if name == "action":                   # a decision applied by itself
            return action_fr(value)
        return super().value(name, value)


WORDS = FrenchWords()


# ------------------------------------------------------------------------------------ prompt and text
def prompt_fr(state) -> str:
    """What must happen now, in one French line (the engine's ``prompt()`` in French); ``state`` may be a
    view."""
    if state.is_over:
        return f"La partie est terminée ({END_REASONS_FR[state.end_reason]})."
    frame = state.decision
    return f"Joueur {frame.player} : {PROMPTS_FR[frame.kind.code]}."


SUITS_SHORT_FR = {"acorns": "Gl", "bells": "Gr", "hearts": "Cœ", "leaves": "Fe"}
RANKS_SHORT_FR = {"under": "Vi", "over": "Vs", "king": "R", "ace": "As"}


def short_fr(card: Card) -> str:
    """``King of Hearts`` -> ``RCœ``, ``Under of Acorns`` -> ``ViGl``, ``7 of Bells`` -> ``7Gr``."""
    return RANKS_SHORT_FR.get(card.rank, str(card.rank)) + SUITS_SHORT_FR[card.suit]


class TextFrench(TextWords):
    """The words of ``print(game)`` in French (see :func:`.view.render_text`; a = joueur 0, b = joueur 1)."""

    over = "partie terminée, victoire : {winners}"
    winner = "joueur {}"
    piles = "Pioche {deck}, défausse {discard}, mélanges {reshuffles}/2. Scores {scores}."
    hidden = "{} cartes cachées"
    seat = "{arrow}J{seat} ({letter}) : main {hand} | réserve {supply}"
    card = staticmethod(card_fr)  # type: ignore[assignment]   # (it names cards only)

    def short(self, card) -> str:
        return f"{short_fr(card):>4}"

    def prompt(self, view) -> str:
        return prompt_fr(view)


TEXT_FR = TextFrench()


def text_fr(view) -> str:
    """``print(game)`` in French (see :func:`.view.render_text`)."""
    return render_text(view, TEXT_FR)


class MagyarcanaSpeech(Speech):
    """A Speech whose refusals word the pending step by its code (``step``), not the English ``prompt``."""

    def rule(self, code: str, params: dict, english: str) -> str:
        return super().rule(code, rule_values(params), english)


FRENCH = MagyarcanaSpeech("fr", WORDS, RULES_FR, None, prompt_fr, text_fr, move_fr)
SPEECH = {"fr": FRENCH}

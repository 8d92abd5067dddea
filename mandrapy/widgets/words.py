"""The words every board says itself (whose turn, a failed computer, undo my turn, replay), per language,
and the sentences of the core's own rules (an unreadable action, the game is over, nothing to undo).

A game's own label table may override any of them (same key); a language the table below lacks falls back
to English, so a new game's board in a new language still says something sensible.
"""

from __future__ import annotations

from ..core.language import CORE_RULES

SHARED = {
    "en": {
        "wait_turn": "It is not your turn: {who} is to play.",
        "computer_failed": "{who} failed ({error}); the computer stopped. Undo, or play its move by hand.",
        "computer_illegal": "{who} chose an illegal move ({error}); the computer stopped. Undo, or play its "
                            "move by hand.",
        "since": "Since your last turn",
        "undo_turn": "Undo my whole turn",
        "undo_turn_tip": "Back to the start of your last turn: every move of that turn and the computer "
                         "moves after it. (Undo move, on the board, takes back one decision.)",
        "run_to_play": "A picture of the board. Run this cell (Shift-Enter) to play on it.",
        "run_to_replay": "A picture of the replay. Run this cell (Shift-Enter) to step through the game.",
        "alt_board": "The {title} board after move {n}.",
        "alt_replay": "A replay of a {title} game, at move {n} of {total}.",
        "alt_to_play": "{who} is to play.",
        "alt_over": "The game is over.",
        "hint": "Hint",
        "hint_title": "The computer's advice",
        "hint_none": "The game is over: there is no move left to suggest.",
        "move": "Move {n} / {total}",
        "player": "Player {n}",
        "computer": "computer",
        "you": "you",
        "stopped": "stopped",
        "not_allowed": "{action} is not allowed: {rule}",
        "kb_board": "game board",
        "kb_region": "The {title} board",
        "kb_how": "Arrow keys move between the choices, Enter chooses, Escape cancels; the moves are also listed "
                  "under the board.",
        "kb_moves": "Moves you can play ({n})",
        "kb_pick": "Choose a move, then press Enter or Play:",
        "kb_play": "Play",
        "kb_type": "Or type an action as game.play reads it (for example '{example}'), then press Enter:",
        "kb_text": "The board as text",
        "kb_none": "Nothing to choose on the board now.",
        "kb_cleared": "Selection cleared.",
        "kb_stale": "That list was for an earlier position: the moves are listed again.",
        "kb_n_moves": "{n} moves",
    },
    "fr": {
        "wait_turn": "Ce n'est pas votre tour : c'est à {who} de jouer.",
        "computer_failed": "{who} a échoué ({error}) ; l'ordinateur s'arrête. Annulez, ou jouez son coup "
                           "à la main.",
        "computer_illegal": "{who} a choisi un coup illégal ({error}) ; l'ordinateur s'arrête. Annulez, ou "
                            "jouez son coup à la main.",
        "since": "Depuis votre dernier tour",
        "undo_turn": "Annuler tout mon tour",
        "undo_turn_tip": "Revenir au début de votre dernier tour : tous les coups de ce tour et les coups de "
                         "l'ordinateur qui ont suivi. (Annuler le coup, sur le plateau, reprend une décision.)",
        "run_to_play": "Une image du plateau. Exécutez cette cellule (Maj-Entrée) pour y jouer.",
        "run_to_replay": "Une image de la relecture. Exécutez cette cellule (Maj-Entrée) pour parcourir la "
                         "partie.",
        "alt_board": "Le plateau de {title} après le coup {n}.",
        "alt_replay": "La relecture d'une partie de {title}, au coup {n} sur {total}.",
        "alt_to_play": "C'est à {who} de jouer.",
        "alt_over": "La partie est terminée.",
        "hint": "Conseil",
        "hint_title": "Le conseil de l'ordinateur",
        "hint_none": "La partie est terminée : il n'y a plus de coup à conseiller.",
        "move": "Coup {n} / {total}",
        "player": "Joueur {n}",
        "computer": "ordinateur",
        "you": "vous",
        "stopped": "arrêté",
        "not_allowed": "{action} n'est pas permis : {rule}",
        "kb_board": "plateau de jeu",
        "kb_region": "Le plateau de {title}",
        "kb_how": "Les flèches passent d'un choix à l'autre, Entrée choisit, Échap annule ; les coups sont aussi "
                  "listés sous le plateau.",
        "kb_moves": "Coups possibles ({n})",
        "kb_pick": "Choisissez un coup, puis appuyez sur Entrée ou Jouer :",
        "kb_play": "Jouer",
        "kb_type": "Ou tapez une action comme game.play la lit (par exemple « {example} »), puis appuyez sur "
                   "Entrée :",
        "kb_text": "Le plateau en texte",
        "kb_none": "Rien à choisir sur le plateau pour l'instant.",
        "kb_cleared": "Sélection effacée.",
        "kb_stale": "Cette liste était celle d'une position antérieure : les coups sont listés à nouveau.",
        "kb_n_moves": "{n} coups",
    },
}


def shared_word(labels: dict, language: str, key: str) -> str:
    """The board's own wording of ``key`` if its table has one, else the shared one (English if need be).

    >>> shared_word({}, "fr", "undo_turn"), shared_word({"undo_turn": "Back"}, "en", "undo_turn")
    ('Annuler tout mon tour', 'Back')
    >>> shared_word({}, "xx", "since")
    'Since your last turn'
    """
    if isinstance(labels.get(key), str):
        return labels[key]
    return SHARED.get(language, SHARED["en"])[key]


# The rules the core itself enforces, by code (mandrapy.core.language, listed once for boards and lessons).
CORE_CODES = tuple(CORE_RULES["fr"])

# A refusal shown to another seat than the one deciding (a computer's unreadable answer on a person's board)
# must not list the decider's choices (its hand may be in them): these sentences leave them out.
UNSEEN_CHOICES = {
    "en": {"unreadable": "{text} is not an action of {game}.", "not_an_action": "That is not an action.",
           "not_a_choice": "That is not one of the choices now.", "ambiguous": "That could be several actions."},
    "fr": {"unreadable": "{text} n'est pas une action de {game}.", "not_an_action": "Ce n'est pas une action.",
           "not_a_choice": "Ce n'est pas l'un des choix possibles maintenant.",
           "ambiguous": "Cela peut désigner plusieurs actions."},
}


def unseen_choices(code: str, params: dict, language: str) -> str | None:
    """The sentence of rule ``code`` without the decider's choices, for other seats (None: nothing to hide).

    >>> unseen_choices("not_a_choice", {"choices": "put card 34 on the astral forge"}, "en")
    'That is not one of the choices now.'
    """
    template = UNSEEN_CHOICES.get(language, UNSEEN_CHOICES["en"]).get(code)
    return None if template is None else template.format(**params)


def rule_sentences(table: dict, language: str) -> dict:
    """Rule code -> sentence in ``language``: the game's own ``table[language]`` over the core's.

    >>> rule_sentences({"fr": {"game_over": "Fini."}}, "fr")["game_over"]
    'Fini.'
    >>> rule_sentences({}, "fr")["nothing_to_undo"]
    "Il n'y a encore rien à annuler."
    """
    return {**CORE_RULES.get(language, {}), **table.get(language, {})}

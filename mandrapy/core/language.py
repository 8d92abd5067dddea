"""The language the package speaks outside a board: ``mandrapy.set_language("fr")``.

A lesson's first code cell sets it once (the French lessons are generated with that cell, see
docs/lessons.md); from then on, without touching any other cell,

* ``picture(...)`` and ``Board(...)`` draw in it when no ``language=`` is given;
* ``game.log``, ``game.view(seat).log`` and ``game.prompt()`` are worded in it;
* ``str(game.hint(...))`` (the computer's advice, :mod:`.hints`) is worded in it;
* an :class:`~mandrapy.core.errors.IllegalAction` (its ``str``, ``rule``), the Rule ``why_illegal`` returns
  and an :class:`~mandrapy.core.errors.InvalidPosition` that carries a rule code are in it;
* the core's own refusals (an argument of ``view``, ``rewind``, ``undo_turn``, ``new``, ``player``...) are
  worded in it when raised: each is a Rule with a code, its French in :data:`CORE_RULES` (one catalogue; a
  new core refusal adds its line there, see :func:`refusal`).

Action text (``"seek 3"``) and the values the API returns (``str(action)``, item names, dictionary keys) are
the package's own code words, the same in every language, like function names; a game's parser also reads
the words its French prompts, buttons and log use for actions (``"chercher 2"``), see
:class:`~mandrapy.core.parsing.ActionParser`.

A game speaks a language through a :class:`Speech` its state names (``GameState.speech``); English is the
engine's own words. Values stay English-keyed facts; only the wording changes, at this edge.

>>> from mandrapy.core.language import current_language, speaking
>>> with speaking("fr"):
...     current_language()
'fr'
>>> current_language()
'en'
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction

if TYPE_CHECKING:
    from .errors import MandrapyError, Rule
    from .log import Words
    from .parsing import Action
    from .protocols import View
    from .state import GameState

from .errors import MandrapyError, Rule

LANGUAGES = ("en", "fr")
_current = ["en"]
LANGUAGE = Rule("language", "{what}: language must be one of {known}, not {value}")

# The sentence around a refused action (the rule in the middle), per language.
NOT_ALLOWED = {"en": "{action} is not allowed: {rule}", "fr": "{action} n'est pas permis : {rule}"}

# The rules the core itself enforces (mandrapy.core: state, parsing, validate, observable, players, registry),
# by code, for every game; English is the engine's own sentence (a Rule where it is raised). A game's own table
# may word any of them its own way. A value that is itself a Rule (a part of a sentence: "a whole number from
# 2 to 4") is worded by its own code.
CORE_RULES = {
    "fr": {
        "game_over": "La partie est terminée : plus aucune action n'est possible.",
        "unreadable": "{text} n'est pas une action de {game}. Vouliez-vous dire {suggestions} ?{its_form}",
        "its_form": " Sa forme : {form}.",
        "ambiguous": "Cela peut désigner plusieurs actions maintenant : précisez, {choices}.",
        "not_an_action": "Une action est une valeur d'action ou son texte, comme {examples}.",
        "decision_pending": "D'abord, le joueur {player} doit prendre la décision en cours.",
        "not_a_choice": "Ce n'est pas l'un des choix possibles maintenant : {choices}.",
        "no_such_choice": "Il n'y a pas ce choix à faire maintenant : {choices}.",
        "and_more": "{shown} et {more} autres ; game.legal_actions() les donne tous",
        "on_the_board": " : elle est sur le plateau",
        "in_the_discard": " : elle est dans la défausse",
        "nothing_to_undo": "Il n'y a encore rien à annuler.",
        "no_turn_to_undo": "Le joueur {player} n'a aucun tour à reprendre.",
        "bad_value": "{field} doit être {expected}, pas {value}.",
        # arguments (core.validate): "{what} must be {expected}, not {value}" and its parts
        "bad_argument": "{what} doit être {expected}, pas {value}",
        "a_whole_number": "un nombre entier",
        "whole_from_to": "un nombre entier de {low} à {high}",
        "whole_at_least": "un nombre entier d'au moins {low}",
        "or_none": " ou None",
        "joined": "{first}{second}",
        "or_value": " ou {value}",
        "a_seat": "une place de 0 à {last}{extra}",
        "a_move": "un numéro de coup de 0 à {last}",
        "true_or_false": "True ou False",
        "a_text": "un texte d'au plus {n} caractères",
        "a_list_exactly": "une liste d'exactement {n} éléments",
        "a_list_at_most": "une liste d'au plus {n} éléments",
        "card_names": "un texte comme 'red, 2 green' ou une liste d'au plus {n} noms de cartes",
        "a_card_name": "un nom de carte",
        "a_key": "un nombre de {low} à {high}",
        "a_map": "un dictionnaire dont les clés vont de {low} à {high} (ou une liste, un élément par clé)",
        "given_twice_key": "{what} : {key} est donné deux fois (comme nombre et comme texte, par ex. 0 et '0') ; "
                           "donnez-le une fois",
        "unknown_arguments": "{what} : argument inconnu {names}{close} ; les arguments connus : {known}",
        # calls (core.registry, core.players)
        "no_such_argument": "{what} : il n'y a pas d'argument {name}.{close} Les arguments sont : {names}.",
        "did_you_mean": " Vouliez-vous dire {name} ?",
        "too_many_positional": "{what} : au plus {n} arguments peuvent être donnés par position ({names}), "
                               "pas {given}.",
        "given_twice": "{what} : {name} est donné deux fois (par position et par nom).",
        "unknown_game": "{what} : {name} n'est pas un jeu de mandrapy.{close} Les jeux connus : {games}.",
        "unknown_level": "niveau inconnu {name}{close} ; les niveaux sont {known}, ou un joueur qui a "
                         "une méthode choose(view)",
        "argument_says": "{what} : {rule}",
        "level_close": " (vouliez-vous dire {name} ?)",
        "not_a_level": "un niveau doit être un nom comme 'random' ou un joueur qui a une méthode choose(view), "
                       "pas {kind}",
        "human_on_board": "un humain joue sur un plateau (Board(game, seats={{0: 'human', 1: 'greedy'}})) ; "
                          "les niveaux de l'ordinateur sont {known}",
        "budget_names": "un budget est iterations= ou seconds=, pas {names}",
        "budget_level": "seul le niveau 'ismcts' prend un budget, pas {level} ({names})",
        "budget_player": "un budget va avec un nom de niveau, pas avec un joueur déjà fait ({level})",
        "seed_type": "{what} doit être un nombre entier ou None, pas {value}",
        # computer players given what is not theirs to choose (core.determinize)
        "not_a_view": "choose : ceci n'est pas une vue faite par game.view(seat) : un joueur de l'ordinateur en "
                      "a besoin",
        "choose_over": "choose : view : la partie est terminée : il n'y a plus rien à choisir",
        "budget_iterations": "iterations doit être un nombre entier d'au moins 1, pas {value}",
        "budget_seconds": "seconds doit être un nombre positif, pas {value}",
        # set-up, records and snapshots (core.observable, core.records, core.validate)
        "setup_by_name": "{game} : donnez la mise en place par nom, par ex. {example}",
        "record_lacks": "il manque à l'enregistrement : {missing}",
        "not_json": "{what} : ce n'est pas du JSON ({reason})",
        "language": "{what} : language doit être l'une des langues {known}, pas {value}",
        # the game review (core.review)
        "review_record": "review : record doit être une partie, l'enregistrement d'une partie (un dict) ou son "
                         "texte JSON, pas {value}",
        "review_progress": "review : progress doit être True, False, None ou une fonction appelée avec "
                           "(done, total), pas {value}",
        "choose_not_yours": "choose : c'est au tour de la place {to_play}, pas de la place {seat} : donnez-lui "
                            "game.view({to_play})",
        "no_questions": "exercises : game : {game} n'a pas encore d'exercices",
        "unknown_question": "exercises : kind : {kind!r} n'est pas une sorte de question de {game} (ses sortes : "
                            "{kinds} ; ou un thème : {topics})",
        "no_action_id": "action : {action} n'a pas de numéro dans l'espace des actions de {game}",
        "bad_action_id": "action_id : un nombre entier de 0 à {last}, pas {value}",
        "bad_count": "exercises : count doit être un nombre entier de 1 à {most}, pas {count!r}",
        "bad_seed": "exercises : seed doit être un nombre entier, pas {seed!r}",
        "not_an_answer": "check : answer doit être un des choix, ou une liste de choix, pas {value}",
        "exercise_name": "result : name doit être un texte, pas {value}",
        "no_position": "exercises : aucune position pour une question de la sorte {kind} en {tries} parties",
    },
}


# The core's lists of choices are joined in English ("'a', 'b' or 'c'", parsing.either).
_OR = {"fr": "' ou '"}


def core_value(language: str, name: str, value: object) -> object:
    """A value the core filled in (a list of choices, a part of a sentence), in ``language``."""
    if isinstance(value, Rule):
        return worded(value, language)
    if name in ("suggestions", "choices", "examples", "shown", "known") and isinstance(value, str) \
            and language in _OR:
        return value.replace("' or '", _OR[language])
    return value


def worded(rule: Rule, language: str | None = None) -> str:
    """A core rule's sentence in ``language`` (the current one by default): its French from
    :data:`CORE_RULES`, its English (``rule.text``) when it has none.

    >>> from mandrapy.core.errors import Rule
    >>> rule = Rule("a_move", "a move number from 0 to {last}").format(last=3)
    >>> worded(rule, "en"), worded(rule, "fr")
    ('a move number from 0 to 3', 'un numéro de coup de 0 à 3')
    """
    language = chosen(language)
    template = CORE_RULES.get(language, {}).get(rule.code)
    if template is None:
        return rule.text
    try:
        return template.format(**{name: core_value(language, name, value) for name, value in rule.values.items()})
    except (KeyError, IndexError, ValueError):
        return rule.text


def worded_values(params: dict[str, object], language: str) -> dict[str, object]:
    """``params`` with the parts of a sentence that are Rules worded in ``language`` (for a board's tables)."""
    return {name: worded(value, language) if isinstance(value, Rule) else value for name, value in params.items()}


def refusal(kind: type[Exception], rule: Rule) -> Exception:
    """An error of ``kind`` (ValueError, InvalidPosition...) saying a core ``rule``, worded in the current
    language; a MandrapyError keeps the rule's code and values, and ``english`` its English sentence.

    >>> from mandrapy.core.errors import Rule
    >>> with speaking("fr"):
    ...     print(refusal(ValueError, Rule("nothing_to_undo", "There is nothing to undo yet.")))
    Il n'y a encore rien à annuler.
    """
    sentence = worded(rule)
    error = kind(rule) if issubclass(kind, MandrapyError) and not issubclass(kind, IllegalAction) else kind(sentence)
    if isinstance(error, MandrapyError):
        error.english = rule.text
        error.args = (sentence, *error.args[1:])
    return error


def set_language(language: str) -> None:
    """Speak ``language`` (``"en"`` or ``"fr"``) from now on.

    >>> import mandrapy
    >>> mandrapy.set_language("fr"); mandrapy.current_language()
    'fr'
    >>> mandrapy.set_language("en")
    """
    _current[0] = language_argument(language, "set_language")


def language_argument(language: object, what: str) -> str:
    """``language`` as a known language code (``"FR"`` and ``"Fr"`` mean French too), or ValueError naming
    ``what`` (the call)."""
    if isinstance(language, str):
        language = language.strip().lower()
    if not isinstance(language, str) or language not in LANGUAGES:
        raise refusal(ValueError, LANGUAGE.format(what=what, known=", ".join(map(repr, LANGUAGES)),
                                                  value=repr(language)))
    return language


def current_language() -> str:
    """The language set by :func:`set_language` (English until then)."""
    return _current[0]


# How a number is written: format() writes English; French groups thousands with a space, writes the decimal
# comma and puts a space before "%".
_NUMBER_MARKS = {"fr": str.maketrans({",": " ", ".": ",", "%": " %"})}


def number(value: object, spec: str = "", language: str | None = None) -> str:
    """``value`` written as ``format(value, spec)`` would, the way ``language`` (default: the current one)
    writes numbers: ``f"{x:.1%}"`` in an English lesson is ``number(x, ".1%")`` in a French one.

    >>> number(20_000, ","), number(20_000, ",", "fr")
    ('20,000', '20 000')
    >>> number(0.268, ".1%", "fr"), number(3.25, "+.1f", "fr")
    ('26,8 %', '+3,2')
    """
    language = chosen(language)
    if language not in LANGUAGES:
        raise ValueError(f"number: language must be one of {', '.join(map(repr, LANGUAGES))}, not {language!r}")
    text = format(value, spec)
    marks = _NUMBER_MARKS.get(language)
    return text.translate(marks) if marks else text


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    """``with speaking("fr"): ...``: the language for a block only (tests, a generated picture)."""
    before = current_language()
    set_language(language)
    try:
        yield
    finally:
        set_language(before)


def chosen(language: str | None) -> str:
    """A ``language=`` argument, or the current language when it is None."""
    return current_language() if language is None else language


@dataclass(frozen=True)
class Speech:
    """How one game speaks one language outside its board.

    ``words``: the :class:`~mandrapy.core.log.Words` that word its log; ``rules``: rule code -> sentence (the
    values the engine filled in as ``{placeholders}``, see ``Rule.params``); ``values``: ``(name, value) ->
    word`` for those values (a colour, a card), identity by default; ``prompt``: ``state -> sentence`` saying
    what must happen now; ``text``: ``view -> text``, what ``print(game)`` shows (None: the engine's English);
    ``action``: ``(action, view) -> words``, a move named as this language's log names it (a hint's moves;
    ``view``, the position it is played from, may be None), None: its action text."""

    language: str
    words: Words | None
    rules: dict[str, str]
    values: Callable[[str, Any], object] | None = None
    prompt: Callable[[GameState], str] | None = None
    text: Callable[[Any], str] | None = None            # (a game's own view)
    action: Callable[[Any, Any], str] | None = None     # (a game's own action, its own view or None)

    def action_words(self, action: Action, view: View | None = None) -> str:
        """``action`` in this language's words (its action text when the game gives none)."""
        return str(action) if self.action is None else self.action(action, view)

    def rule(self, code: str, params: dict[str, object], english: str) -> str:
        """Rule ``code``'s sentence in this language (``english`` when it has none or cannot fill it)."""
        template = self.rules.get(code) or CORE_RULES.get(self.language, {}).get(code)
        if template is None:
            return english
        values = {name: self.rule(value.code, value.values, value.text) if isinstance(value, Rule) else
                  core_value(self.language, name, self.values(name, value) if self.values else value)
                  for name, value in params.items()}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return english


def speech_of(state: object, language: str | None = None) -> Speech | None:
    """The :class:`Speech` of ``state``'s game in ``language`` (the current one by default), or None (its
    English is the engine's own)."""
    language = chosen(language)
    if language == "en":
        return None
    found: Speech | None = getattr(state, "speech", {}).get(language)
    return found


def action_words(speech: Mapping[str, Speech], language: str, view: View | None = None) -> Callable[[Action], str]:
    """A function naming an action in ``language`` for a game whose state's ``speech`` table is ``speech``
    (from ``view``'s position when given): its :class:`Speech`'s words, else (English) the action text.

    >>> french = Speech("fr", words=None, rules={}, action=lambda action, view: f"jouer {action}")
    >>> action_words({"fr": french}, "fr")(3), action_words({"fr": french}, "en")(3)
    ('jouer 3', '3')
    """
    words = speech.get(language)
    if words is None:
        return str
    return lambda action: words.action_words(action, view)


def translate_rule(rule: Rule | None, speech: Speech | None) -> Rule | None:
    """A :class:`~mandrapy.core.errors.Rule` in ``speech``'s language (same code and values)."""
    if speech is None or rule is None:
        return rule
    return Rule(rule.code, speech.rule(rule.code, rule.values, rule.text), rule.params)


def translate_error(error: MandrapyError, speech: Speech | None) -> None:
    """Word an error carrying a rule code (IllegalAction, a coded InvalidPosition) in ``speech``'s language,
    in place: ``str(error)`` and ``error.rule``; ``error.english`` keeps the engine's sentence."""
    code = getattr(error, "code", None)
    if speech is None or code is None or getattr(error, "english", None) is not None:
        return
    english = getattr(error, "rule", None) or str(error)
    sentence = speech.rule(code, dict(getattr(error, "params", {}) or {}), english)
    error.english = english
    if isinstance(error, IllegalAction):               # "<action> is not allowed: <rule>"
        from .errors import _shown
        error.rule = sentence
        message = sentence if code == "unreadable" else \
            NOT_ALLOWED[speech.language].format(action=_shown(error.action), rule=sentence)
    else:
        message = sentence
    error.args = (message, *error.args[1:])


@dataclass(frozen=True)
class Term:
    """One game word in a glossary: the English a lesson or the engine uses, the word the French ones use
    (from the French rulebook where it has one), and other French forms that count as the same word (a
    verb's conjugations). Plurals (-s, -x) are always accepted."""

    en: str
    fr: str
    also: tuple[str, ...] = ()
    note: str = ""

"""Exercises: one question on a real position, the engine's answer, and feedback that cites the rule.

A game declares its kinds of question as it declares its kinds of decision: a tuple of :class:`QuestionKind`
in ``mandrapy/<game>/questions.py``, named by the game class (``questions = "mandrapy.<game>.questions:QUESTIONS"``).
A kind's ``ask(state, seat, rng)`` returns an :class:`Ask` (facts: the question's values, the options, the right
ones, the rule behind each) or None when the position has no such question. The core calls it on a state drawn
from ``view(seat)`` alone (:mod:`.determinize`), never on the game itself: two positions that differ only in what
the seat cannot see give the same question, the same options and the same picture.

Wording happens here, at the edge, from the kind's ``words`` (language -> ``"question"`` and the kind's own rule
sentences by code) over the game's ``speech`` (its refusals) and the core's. Feedback cites the rule: the engine's
refusal or explanation for each option chosen wrongly or missed, and the ruling's section in ``docs/rules/``.

>>> from mandrapy.core.errors import Rule
>>> ask = Ask({"n": 2}, options=(1, 2, 3), correct=frozenset({2}), reasons={1: Rule("low", "Too low.")})
>>> ask.verdict({1}), ask.verdict(2)
((False, frozenset({1}), frozenset({2})), (True, frozenset(), frozenset()))
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .contract import named
from .errors import Rule
from .language import CORE_RULES, action_words, chosen, number, refusal, speech_of
from .parsing import Action

if TYPE_CHECKING:
    from .hints import Hint
    from .observable import ObservableGame
    from .state import GameState

NOT_AN_ANSWER = Rule("not_an_answer", "check: answer must be one of the choices, or a list of them, not {value}")
TOPICS = ("setup", "turn", "decision", "scoring", "puzzle")
RULES_ROOT = "docs/rules/"

# The words every exercise says, per language (a kind's own are in its ``words``).
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "right": "Right.",
        "wrong": "Not quite.",
        "partly": "Partly right.",
        "chosen_wrong": "{option}: {reason}",
        "not_right": "{option} is not right.",
        "missed": "{option} was right too. {reason}",
        "answer": "The answer: {answer}.",
        "none": "none",
        "ruling": "Rule: {rulebook} (rulebook); {link}.",
        "rulebook": "Rule: {rulebook} (rulebook).",
        "one": "Choose one.",
        "all": "Choose every right answer.",
        "board": "Click on the board, or choose below.",
        "not_an_option": "{option} is not one of the choices.",
    },
    "fr": {
        "right": "Exact.",
        "wrong": "Pas tout à fait.",
        "partly": "En partie.",
        "chosen_wrong": "{option} : {reason}",
        "not_right": "{option} n'est pas juste.",
        "missed": "{option} était juste aussi. {reason}",
        "answer": "La réponse : {answer}.",
        "none": "aucune",
        "ruling": "Règle : {rulebook} (livret de règles) ; {link}.",
        "rulebook": "Règle : {rulebook} (livret de règles).",
        "one": "Choisissez une réponse.",
        "all": "Choisissez toutes les bonnes réponses.",
        "board": "Cliquez sur le plateau, ou choisissez ci-dessous.",
        "not_an_option": "{option} ne fait pas partie des choix.",
    },
}


@dataclass(frozen=True)
class Ask:
    """A question's facts: ``values`` fill the kind's question sentence; ``options`` are the choices (actions,
    seats, numbers, cells...), ``correct`` the right ones; ``reasons[option]`` is why an option is right or wrong
    (the engine's refusal, or the kind's explanation as a :class:`Rule` with its own code); ``because`` the rule
    behind the answer as a whole; ``hint`` the search's advice (best-move puzzles), worded after the answer."""

    values: Mapping[str, Any]
    options: tuple[Any, ...]
    correct: frozenset[Any]
    reasons: Mapping[Any, Rule] = field(default_factory=dict)
    because: Rule | None = None
    hint: Hint | None = None

    def verdict(self, answer: Any) -> tuple[bool, frozenset[Any], frozenset[Any]]:
        """(right, chosen wrongly, missed) for ``answer``: one option, or a collection of options."""
        try:
            chosen_set = frozenset(answer) if _is_collection(answer) else frozenset({answer})
        except TypeError:                   # (an option is a value: a list or a dict inside is none)
            raise refusal(ValueError, NOT_AN_ANSWER.format(value=repr(answer)[:60])) from None
        wrong, missed = chosen_set - self.correct, self.correct - chosen_set
        return (not wrong and not missed), wrong, missed


def _is_collection(answer: Any) -> bool:
    return isinstance(answer, (set, frozenset, list, tuple)) and not hasattr(answer, "_fields")


Asker = Callable[["GameState", int, random.Random], "Ask | None"]
Namer = Callable[[Any, str, Any], str]
Starter = Callable[[str, random.Random], "ObservableGame | None"]


@dataclass(frozen=True)
class QuestionKind:
    """One kind of question a game asks (declared once, like a decision ``Kind``).

    ``code``: stable (records, ``exercises(kind=...)``); ``topic``: one of :data:`TOPICS`; ``ask``: see the
    module; ``words``: language -> ``{"question": template, <rule code>: template, ...}``; ``section``: the
    ruling in ``docs/rules/`` (``"<game>.md#ruling-2"``; "" for none); ``rulebook``: the rulebook's section title (in
    another language: its ``words[language]["rulebook"]``);
    ``choose``: ``"one"`` right answer or ``"all"`` the right ones; ``board``: the options are actions the
    board plays, so the board answers by clicks; ``moves``: how many random moves into a game positions are
    drawn from (``start`` replaces that: a game made for the question, e.g. by ``from_position``); ``name``:
    how an option is worded (``(option, language, view) -> str``; default: an action as the game's log words
    it, a number as written in that language, else ``str``)."""

    code: str
    topic: str
    ask: Asker
    words: Mapping[str, Mapping[str, str]]
    section: str
    rulebook: str
    choose: str = "one"
    board: bool = False
    moves: tuple[int, int] = (0, 60)
    start: Starter | None = None
    name: Namer | None = None

    def __post_init__(self) -> None:
        if self.topic not in TOPICS:
            raise ValueError(f"QuestionKind {self.code}: topic must be one of {TOPICS}, not {self.topic!r}")
        if self.choose not in ("one", "all"):
            raise ValueError(f"QuestionKind {self.code}: choose must be 'one' or 'all', not {self.choose!r}")
        if "question" not in self.words.get("en", {}):
            raise ValueError(f"QuestionKind {self.code}: words['en'] needs a 'question' template")


@dataclass(frozen=True)
class Feedback:
    """How an answer went: ``right``; the options ``wrong`` (chosen, not right) and ``missed`` (right, not
    chosen); its ``lines`` in the exercise's language (the verdict, each wrong or missed option with its
    rule, the answer, the hint's advice for a puzzle, the ruling's section)."""

    right: bool
    wrong: frozenset[Any]
    missed: frozenset[Any]
    lines: tuple[str, ...]

    @property
    def score(self) -> int:
        return int(self.right)

    def __str__(self) -> str:
        return "\n".join(self.lines)


@dataclass(frozen=True)
class Exercise:
    """One question on one position: ``game`` as ``seat`` sees it, ``kind`` and its ``ask``."""

    game: ObservableGame
    seat: int
    kind: QuestionKind
    ask: Ask
    language: str = "en"
    seed: int = 0             # the seed the question was asked with (exercise_at)

    @property
    def options(self) -> tuple[Any, ...]:
        return self.ask.options

    def question(self, language: str | None = None) -> str:
        """The question in ``language`` (the exercise's by default)."""
        language = language or self.language
        values = {name: self.word(value, language) for name, value in self.ask.values.items()}
        return _template(self.kind.words, language, "question").format(**values)

    def instructions(self, language: str | None = None) -> str:
        language = language or self.language
        said = WORDS[_known(language)]
        return said[self.kind.choose] + (" " + said["board"] if self.kind.board else "")

    def word(self, option: Any, language: str | None = None) -> str:
        """An option (or any value of the question) in ``language``'s words."""
        language = language or self.language
        view = self.game.view(self.seat)
        if self.kind.name is not None:
            return self.kind.name(option, language, view)
        return default_name(option, language, view, self.game.state)

    def choices(self, language: str | None = None) -> tuple[str, ...]:
        return tuple(self.word(option, language) for option in self.options)

    def shown_view(self) -> Any:
        """The seat's view as the exercise shows it: its legal actions replaced by the options that are actions
        (a board lights what may be played: lit, right and wrong options alike); for other questions, none (a
        board then lights and fades nothing), so a board never gives the answer away."""
        view = self.game.view(self.seat)
        if self.kind.board:
            return dataclasses.replace(view, legal_actions=tuple(o for o in self.options if isinstance(o, Action)))
        return dataclasses.replace(view, legal_actions=())

    def picture(self, language: str | None = None, layout: str | None = None) -> Any:
        """The position as ``seat`` sees it (:meth:`shown_view`), drawn by the game's board without buttons, in
        ``layout`` (by default the compact one where the board has one: read at its design size, it leaves the
        question's options on a laptop's screen)."""
        from .drawing import Options, Picture
        board = named(type(self.game).board or "")        # (named by the game: no widget import here)
        layout = layout or ("compact" if "compact" in board.LAYOUTS else board.LAYOUTS[0])
        options = Options(language=language or self.language, interactive=False, layout=layout)
        return Picture(board.render(self.shown_view(), options), alt=self.question(language))

    def check(self, answer: Any) -> Feedback:
        """The feedback on ``answer``: one option, or a collection of them for a kind that asks for all."""
        right, wrong, missed = self.ask.verdict(answer)
        language = self.language
        said = WORDS[_known(language)]
        lines = [said["right"] if right else said["partly"] if (self.ask.correct - missed) and not wrong
                 else said["wrong"]]
        for option in sorted(wrong, key=self.options_order):
            reason = self.reason(option)
            key = "not_an_option" if option not in self.options else "chosen_wrong" if reason else "not_right"
            lines.append(said[key].format(option=self.word(option), reason=reason).strip())
        if self.kind.choose == "all":
            for option in sorted(missed, key=self.options_order):
                lines.append(said["missed"].format(option=self.word(option), reason=self.reason(option)).strip())
        if not right:
            right_ones = sorted(self.ask.correct, key=self.options_order)
            answer = said["answer"].format(answer=", ".join(self.word(o) for o in right_ones) or said["none"])
            if self.kind.choose == "one" and right_ones and self.reason(right_ones[0]):
                answer += " " + self.reason(right_ones[0])
            lines.append(answer)
        if self.ask.because is not None:
            lines.append(self.rule_text(self.ask.because))
        if self.ask.hint is not None:
            lines.extend(self.ask.hint.lines(language))
        if self.kind.topic != "puzzle":             # (a puzzle's answer is the search's, not a rule's)
            rulebook = self.kind.words.get(language, {}).get("rulebook", self.kind.rulebook)
            lines.append(said["ruling" if self.kind.section else "rulebook"].format(
                rulebook=rulebook, link=RULES_ROOT + self.kind.section))
        return Feedback(right, wrong, missed, tuple(lines))

    def options_order(self, option: Any) -> tuple[int, str]:
        return (self.options.index(option), "") if option in self.options else (len(self.options), repr(option))

    def reason(self, option: Any) -> str:
        rule = self.ask.reasons.get(option)
        if rule is None and option not in self.options:
            rule = self.game.state.why_illegal(option) if isinstance(option, Action) else None
        return "" if rule is None else self.rule_text(rule)

    def rule_text(self, rule: Rule) -> str:
        """A rule in the exercise's language: the kind's own sentence for its code, else the game's refusal."""
        language = self.language
        template = self.kind.words.get(language, {}).get(rule.code)
        if template is not None:
            values = {name: self.word(value) for name, value in rule.values.items()}
            return template.format(**values)
        if language == "en":
            return rule.text
        speech = speech_of(self.game.state, language)
        if speech is not None:
            return speech.rule(rule.code, rule.values, rule.text)
        template = CORE_RULES.get(language, {}).get(rule.code)
        return rule.text if template is None else template.format(**rule.values)


def default_name(option: Any, language: str, view: Any, state: GameState) -> str:
    """An option in ``language``: an action as the game's log names it, a number written in that language,
    a Rule by its sentence, anything else by ``str``."""
    if isinstance(option, bool) or option is None:
        return str(option)
    if isinstance(option, (int, float)):
        return number(option, "", language)
    if isinstance(option, str):
        return option
    if isinstance(option, Action):
        return action_words(type(state).speech, language, view)(option)
    return str(option)


def _known(language: str) -> str:
    return language if language in WORDS else "en"


def _template(words: Mapping[str, Mapping[str, str]], language: str, key: str) -> str:
    return words.get(language, {}).get(key) or words["en"][key]


def kinds_of(game: ObservableGame | type[ObservableGame]) -> tuple[QuestionKind, ...]:
    """The question kinds a game declares (its class's ``questions``: ``"module:NAME"``), () for none; then the
    best-move puzzle when the game has stored puzzles (:mod:`.puzzle_questions`)."""
    import importlib
    cls = game if isinstance(game, type) else type(game)
    target = cls.questions
    kinds: tuple[QuestionKind, ...] = ()
    if target is not None:
        kinds = named(target)
    # (loaded by name, as a game's kinds are: the puzzle kind builds on this module)
    puzzle = importlib.import_module(".puzzle_questions", __package__).puzzle_kind(cls.State.game)
    return kinds if puzzle is None else (*kinds, puzzle)


def exercise_at(game: ObservableGame, kind: QuestionKind, seat: int, seed: int,
                language: str | None = None, deal: int | None = None) -> Exercise | None:
    """The exercise of ``kind`` on ``game`` as ``seat`` sees it (None: the position has no such question).
    The kind's ``ask`` is given a state drawn from ``game.view(seat)`` by the game's sampler (with ``deal``,
    by default ``seed``) and a random generator seeded with ``seed``: what the seat has not seen is made up,
    so a kind that read it would change with ``deal`` (tests/test_exercises.py checks that none does)."""
    from .determinize import information
    sample = information(game.view(seat)).sampler().sample(random.Random(seed if deal is None else deal))
    found = kind.ask(sample, seat, random.Random(seed + 1))
    if found is None:
        return None
    return Exercise(game, seat, kind, found, chosen(language), seed)


def answers_collection(answer: Any) -> Collection[Any]:
    return answer if _is_collection(answer) else (answer,)


def unseen_twin(game: ObservableGame, seat: int, deal: int) -> ObservableGame:
    """A game that ``seat`` cannot tell from ``game``: what it has not seen dealt again by the game's sampler
    (with ``deal``). Its moves are hidden from the seat, so the twin has no past to travel back to."""
    from .determinize import information
    sample = information(game.view(seat)).sampler().sample(random.Random(deal))
    sample.history = []
    return type(game)._wrap(sample)

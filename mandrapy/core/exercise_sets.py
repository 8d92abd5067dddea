"""Exercise sets a teacher gives a class: ``mandrapy.exercises(game, kind=..., count=..., seed=..., language=...)``.

The same arguments give the same set on every machine: positions come from random games played from seeds drawn
by ``random.Random`` from the set's seed, and each kind asks on a state drawn from the seat's view with a seed of
its own (:func:`~mandrapy.core.exercises.exercise_at`). The set keeps the learner's answers and their time, gives
a score, and writes a small result file (a name, the answers, the time) that needs no server:
:meth:`ExerciseSet.result_json`. Shown in a notebook, the set is one widget (``mandrapy.widgets.exercises``).

>>> import mandrapy
>>> first = mandrapy.exercises("kuhn", count=3, seed=4)
>>> [e.question() for e in first] == [e.question() for e in mandrapy.exercises("kuhn", count=3, seed=4)]
True
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import InvalidPosition, Rule
from .exercises import Exercise, Feedback, QuestionKind, TOPICS, answers_collection, exercise_at, kinds_of
from .language import chosen, language_argument, refusal

if TYPE_CHECKING:
    from .observable import ObservableGame

TRIES = 60             # random positions tried for one question before the set gives up on that kind
MOST = 100             # exercises in one set at most
NO_QUESTIONS = Rule("no_questions", "exercises: game: {game} has no exercises yet")
UNKNOWN_KIND = Rule("unknown_question", "exercises: kind: {kind!r} is not a kind of question of {game} "
                                        "(its kinds: {kinds}; or a topic: {topics})")
BAD_COUNT = Rule("bad_count", "exercises: count must be a whole number from 1 to {most}, not {count!r}")
BAD_SEED = Rule("bad_seed", "exercises: seed must be a whole number, not {seed!r}")
BAD_NAME = Rule("exercise_name", "result: name must be text, not {value}")
NO_POSITION = Rule("no_position", "exercises: no position for a question of kind {kind} was found in "
                                  "{tries} games")


@dataclass
class Answered:
    """A learner's answer to exercise ``number``: what was chosen, the feedback, the seconds it took."""

    number: int
    answer: Any
    feedback: Feedback
    seconds: float | None


class ExerciseSet(Sequence[Exercise]):
    """A numbered list of exercises with the learner's answers (see the module)."""

    def __init__(self, game: str, exercises: tuple[Exercise, ...], seed: int, kind: Any, language: str):
        self.game, self.exercises, self.seed, self.kind, self.language = game, exercises, seed, kind, language
        self.answered: dict[int, Answered] = {}
        self.started = time.time()
        self.name = ""

    def __len__(self) -> int:
        return len(self.exercises)

    def __getitem__(self, index: Any) -> Any:
        return self.exercises[index]

    def __iter__(self) -> Iterator[Exercise]:
        return iter(self.exercises)

    def answer(self, number: int, answer: Any, seconds: float | None = None) -> Feedback:
        """Answer exercise ``number`` (from 0) with an option, or a collection of options; the first answer
        counts (the score never rewards a second try). Returns the feedback."""
        if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number < len(self):
            raise ValueError(f"answer: number must be a whole number from 0 to {len(self) - 1}, not {number!r}")
        feedback = self.exercises[number].check(answer)
        self.answered.setdefault(number, Answered(number, answer, feedback, seconds))
        return feedback

    @property
    def score(self) -> int:
        return sum(a.feedback.score for a in self.answered.values())

    @property
    def finished(self) -> bool:
        return len(self.answered) == len(self)

    def result(self, name: str | None = None) -> dict[str, Any]:
        """The result file's content: who, which set, each answer (its words and whether it was right), the
        score and the time."""
        if name is not None and not isinstance(name, str):
            raise refusal(ValueError, BAD_NAME.format(value=repr(name)[:40]))
        rows = []
        for number, exercise in enumerate(self.exercises):
            done = self.answered.get(number)
            rows.append({"number": number, "kind": exercise.kind.code, "question": exercise.question(),
                         "answer": None if done is None else [exercise.word(o) for o in
                                                              answers_collection(done.answer)],
                         "right": None if done is None else done.feedback.right,
                         "seconds": None if done is None or done.seconds is None else round(done.seconds, 1)})
        return {"name": self.name if name is None else name, "game": self.game, "seed": self.seed,
                "kind": self.kind, "language": self.language, "score": self.score, "out_of": len(self),
                "started": time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(self.started)),
                "seconds": round(time.time() - self.started, 1), "answers": rows}

    def result_json(self, name: str | None = None) -> str:
        return json.dumps(self.result(name), ensure_ascii=False, indent=1)

    def __str__(self) -> str:
        return "\n".join(f"{n + 1}. {e.question()}" for n, e in enumerate(self.exercises))

    def __repr__(self) -> str:
        return f"<ExerciseSet {self.game} seed={self.seed}: {len(self)} exercises, {self.score} right>"

    def widget(self) -> Any:
        """The set as one widget: each question with its position, its answers by clicks, feedback, score
        and the result file (``mandrapy.widgets.exercises``)."""
        import importlib
        return importlib.import_module("mandrapy.widgets.exercises").ExerciseWidget(self)

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.widget())  # type: ignore[no-untyped-call]


def exercises(game: Any, *, kind: Any = None, count: int = 10, seed: int = 0, language: str | None = None
              ) -> ExerciseSet:
    """``count`` exercises of ``game`` (a name, or a game object whose class is used), of the question
    ``kind`` (a code, a topic of :data:`~mandrapy.core.exercises.TOPICS`, a list of them, or None: all kinds
    in turn), from ``seed``, worded in ``language`` (the session's by default)."""
    from .observable import ObservableGame
    from .registry import game_class
    cls = game_class(type(game).State.game if isinstance(game, ObservableGame) else game, "exercises: game")
    name = cls.State.game
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MOST:
        raise refusal(ValueError, BAD_COUNT.format(most=MOST, count=count))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise refusal(ValueError, BAD_SEED.format(seed=seed))
    chosen_kinds = select(cls, kind)
    language = language_argument(chosen(language), "exercises")
    rng = random.Random(f"exercises {name} {seed}")
    order = list(chosen_kinds)
    rng.shuffle(order)
    found: list[Exercise] = []
    for n in range(count):
        found.append(make(cls, order[n % len(order)], rng, language, found))
    return ExerciseSet(name, tuple(found), seed, kind, language)


def select(cls: type[ObservableGame], kind: Any) -> tuple[QuestionKind, ...]:
    """The kinds ``kind`` names (see :func:`exercises`)."""
    every = kinds_of(cls)
    name = cls.State.game
    if not every:
        raise refusal(ValueError, NO_QUESTIONS.format(game=name))
    if kind is None:
        return tuple(k for k in every if k.topic != "puzzle") or every
    wanted = [kind] if isinstance(kind, str) else list(kind) if isinstance(kind, (list, tuple)) else [kind]
    picked = [k for k in every if k.code in wanted or k.topic in wanted]
    unknown = [w for w in wanted if not any(w in (k.code, k.topic) for k in every)]
    if unknown or not picked:
        raise refusal(ValueError, UNKNOWN_KIND.format(kind=unknown[0] if unknown else kind, game=name,
                                                     kinds=", ".join(k.code for k in every),
                                                     topics=", ".join(TOPICS)))
    return tuple(picked)


def make(cls: type[ObservableGame], kind: QuestionKind, rng: random.Random, language: str,
         asked: Sequence[Exercise] = ()) -> Exercise:
    """One exercise of ``kind``: positions from seeds drawn by ``rng`` until the kind has a question there
    that the set has not ``asked`` yet (the same question on the same position)."""
    seen = {(e.kind.code, e.question(), e.game.to_json()) for e in asked if e.kind is kind}
    for _ in range(TRIES):
        seed = rng.randrange(2 ** 31)
        game = position(cls, kind, seed)
        if game is None:
            continue
        state = game.state
        to_play = state.to_play
        seat = to_play if to_play is not None else random.Random(seed).randrange(state.players)
        found = exercise_at(game, kind, seat, seed, language)
        if found is not None and (kind.code, found.question(), game.to_json()) not in seen:
            return found
    raise refusal(InvalidPosition, NO_POSITION.format(kind=kind.code, tries=TRIES))


def position(cls: type[ObservableGame], kind: QuestionKind, seed: int) -> ObservableGame | None:
    """The game a question is asked on: the kind's own ``start``, or a new game after random moves."""
    rng = random.Random(seed)
    if kind.start is not None:
        return kind.start(cls.State.game, rng)
    state = cls.State.new(seed=seed)
    for _ in range(rng.randint(*kind.moves)):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_actions()))
    return cls._wrap(state)

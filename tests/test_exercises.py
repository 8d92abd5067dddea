"""The exercise engine (mandrapy/core/exercises.py, exercise_sets.py), checked for every game that declares kinds
of question: the same seed gives the same set; every question and option is worded in English and French; the
right answers are among the options and are judged right; a wrong answer's feedback says why and cites the
ruling; a question never depends on what its seat cannot see; bad arguments are refused by name."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

import mandrapy
from mandrapy.core.exercises import TOPICS, Ask, QuestionKind, exercise_at, kinds_of, unseen_twin
from mandrapy.core.registry import game_class

from budget import budget

GAMES = tuple(name for name in mandrapy.games() if game_class(name).questions is not None)
KINDS = [(name, kind.code) for name in GAMES for kind in kinds_of(game_class(name))]
SEEDS = range(budget(2, 6))
RULES = pathlib.Path(__file__).parents[1] / "docs" / "rules"


@pytest.fixture(autouse=True)
def english():
    mandrapy.set_language("en")
    yield
    mandrapy.set_language("en")


def kind_of(name: str, code: str) -> QuestionKind:
    return next(k for k in kinds_of(game_class(name)) if k.code == code)


def wrong_answer(exercise):
    """An answer that is not right: the first wrong option alone, or (every option right) nothing chosen."""
    wrong = [o for o in exercise.options if o not in exercise.ask.correct]
    if exercise.kind.choose == "one":
        return wrong[0] if wrong else None
    return {wrong[0]} if wrong else set()


@pytest.mark.parametrize("name", GAMES)
def test_a_game_declares_kinds_of_question_with_french_words(name):
    kinds = kinds_of(game_class(name))
    assert kinds and len({k.code for k in kinds}) == len(kinds)
    for kind in kinds:
        assert kind.topic in TOPICS
        assert "question" in kind.words["fr"], kind.code


@pytest.mark.parametrize("name", [name for name in GAMES if name != "kuhn"])
def test_a_game_asks_six_kinds_or_more_on_setup_a_turn_its_decisions_and_scoring(name):
    kinds = [k for k in kinds_of(game_class(name)) if k.topic != "puzzle"]
    assert len(kinds) >= 6
    assert {"setup", "turn", "decision", "scoring"} <= {k.topic for k in kinds}
    assert any(k.code == "legal_moves" and k.choose == "all" for k in kinds)


@pytest.mark.parametrize("name,code", KINDS)
def test_the_ruling_a_kind_cites_exists(name, code):
    """Its section names an anchor of docs/rules/<game>.md: an <a id> or a heading's."""
    kind = kind_of(name, code)
    if not kind.section:
        return
    document, _, anchor = kind.section.partition("#")
    text = (RULES / document).read_text(encoding="utf-8")
    headings = {re.sub(r"[^a-z0-9 -]", "", line.lstrip("#").strip().lower()).replace(" ", "-")
                for line in text.splitlines() if line.startswith("#")}
    assert f'id="{anchor}"' in text or anchor in headings, kind.section


@pytest.mark.parametrize("name,code", KINDS)
def test_the_same_seed_gives_the_same_set(name, code):
    first = mandrapy.exercises(name, kind=code, count=2, seed=5)
    again = mandrapy.exercises(name, kind=code, count=2, seed=5)
    assert [(e.question(), e.choices(), e.ask.correct) for e in first] == \
           [(e.question(), e.choices(), e.ask.correct) for e in again]
    assert [e.game.record() for e in first] == [e.game.record() for e in again]


@pytest.mark.parametrize("name,code", KINDS)
@pytest.mark.parametrize("seed", SEEDS)
def test_right_answers_are_options_and_are_judged_right(name, code, seed):
    exercise = mandrapy.exercises(name, kind=code, count=1, seed=seed)[0]
    assert exercise.ask.correct <= set(exercise.options) and 2 <= len(exercise.options) <= 12
    right = next(iter(exercise.ask.correct)) if exercise.kind.choose == "one" else set(exercise.ask.correct)
    if exercise.kind.choose == "one":
        assert len(exercise.ask.correct) == 1
    feedback = exercise.check(right)
    assert feedback.right and feedback.score == 1 and not feedback.wrong and not feedback.missed


@pytest.mark.parametrize("name,code", KINDS)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_wrong_answer_says_why_and_cites_the_ruling(name, code, language):
    exercise = mandrapy.exercises(name, kind=code, count=1, seed=1, language=language)[0]
    answer = wrong_answer(exercise)
    if answer is None:
        pytest.skip("every option is right here")
    feedback = exercise.check(answer)
    assert not feedback.right and feedback.score == 0
    text = "\n".join(feedback.lines)
    assert text.splitlines()[0] in ("Not quite.", "Partly right.", "Pas tout à fait.", "En partie.")
    rulebook = exercise.kind.words.get(language, {}).get("rulebook", exercise.kind.rulebook)
    assert (rulebook in feedback.lines[-1]) == (exercise.kind.topic != "puzzle")
    if exercise.kind.section:
        assert "docs/rules/" + exercise.kind.section in feedback.lines[-1]
    # Every option chosen wrongly or missed is named in the feedback, in the exercise's language.
    for option in feedback.wrong | feedback.missed:
        assert exercise.word(option) in text
    assert all(line.strip() for line in feedback.lines)


@pytest.mark.parametrize("name,code", KINDS)
def test_every_question_and_option_is_worded_in_french(name, code):
    exercise = mandrapy.exercises(name, kind=code, count=1, seed=2, language="fr")[0]
    english = mandrapy.exercises(name, kind=code, count=1, seed=2, language="en")[0]
    assert exercise.question() != english.question()
    assert all(choice.strip() for choice in exercise.choices())
    assert "{" not in exercise.question() and "{" not in " ".join(exercise.choices())


@pytest.mark.parametrize("name,code", KINDS)
def test_a_question_never_depends_on_what_its_seat_cannot_see(name, code):
    """Two positions that differ only in what the seat has not seen (the game's sampler deals it again) give the
    same question, choices, answer and picture; and so do other made-up deals of the unseen (a kind that read
    a hidden card from the state it is given would change with them)."""
    exercise = mandrapy.exercises(name, kind=code, count=1, seed=3)[0]
    game, seat = exercise.game, exercise.seat
    shown = (exercise.question(), exercise.choices(), exercise.ask.correct)
    for k in range(budget(3, 8)):
        other = unseen_twin(game, seat, 100 + k)
        assert other.view(seat) == game.view(seat)
        again = exercise_at(other, exercise.kind, seat, seed=exercise.seed)
        assert again is not None and (again.question(), again.choices(), again.ask.correct) == shown
        assert again.picture().svg() == exercise.picture().svg()
        dealt = exercise_at(game, exercise.kind, seat, seed=exercise.seed, deal=200 + k)
        assert dealt is not None and (dealt.question(), dealt.choices(), dealt.ask.correct) == shown


def test_the_set_keeps_answers_gives_a_score_and_a_result_file():
    test = mandrapy.exercises("kuhn", count=3, seed=4)
    right = test[0]
    test.answer(0, next(iter(right.ask.correct)) if right.kind.choose == "one" else set(right.ask.correct), 3.2)
    test.answer(0, wrong_answer(right))              # a second try never changes the score
    test.answer(1, wrong_answer(test[1]))
    assert test.score == 1 and not test.finished
    result = json.loads(test.result_json("Ann"))
    assert result["name"] == "Ann" and result["score"] == 1 and result["out_of"] == 3
    assert [row["right"] for row in result["answers"]] == [True, False, None]
    assert result["answers"][0]["seconds"] == 3.2 and result["answers"][0]["question"] == right.question()


@pytest.mark.parametrize("call,argument", [
    (dict(count=0), "count"), (dict(count=True), "count"), (dict(count=1000), "count"),
    (dict(seed="a"), "seed"), (dict(kind="nonsense"), "kind"), (dict(kind=["showdown", "nope"]), "kind"),
])
def test_bad_arguments_are_refused_by_name(call, argument):
    with pytest.raises(ValueError, match=f"exercises: {argument}"):
        mandrapy.exercises("kuhn", **call)


def test_bad_arguments_are_refused_in_french():
    with mandrapy.speaking("fr"), pytest.raises(ValueError) as error:
        mandrapy.exercises("kuhn", count=0)
    assert str(error.value).startswith("exercises : count doit être un nombre entier")


def test_an_unknown_game_is_refused():
    with pytest.raises(ValueError, match="exercises: game"):
        mandrapy.exercises("chess")


def test_a_kind_is_declared_with_a_known_topic_and_english_question():
    with pytest.raises(ValueError, match="topic"):
        QuestionKind("x", "nonsense", lambda s, q, r: None, {"en": {"question": "?"}}, "", "")
    with pytest.raises(ValueError, match="question"):
        QuestionKind("x", "turn", lambda s, q, r: None, {"en": {}}, "", "")


def test_an_answer_is_one_option_or_a_collection():
    ask = Ask({}, (1, 2, 3), frozenset({1, 3}))
    assert ask.verdict({1, 3})[0] and ask.verdict([3, 1])[0]
    assert ask.verdict(1) == (False, frozenset(), frozenset({3}))
    assert ask.verdict({1, 2, 3}) == (False, frozenset({2}), frozenset())

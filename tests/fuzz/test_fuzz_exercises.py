"""Bad input fed to the ways in of issue 32: ``mandrapy.exercises`` (game, kind, count, seed, language), an
exercise's ``check`` and a set's ``answer`` and ``result``, and ``mandrapy.review`` (what, seat, budget). Each
refuses with one ValueError (or InvalidRecord, a ValueError) naming what was wrong, never a raw TypeError, and a
refused answer changes nothing in the set."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import mandrapy

ANYTHING = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True),
                     st.text(max_size=12), st.lists(st.integers(), max_size=3),
                     st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
                     st.sampled_from(["kuhn", "KUHN", "showdown", "turn", "fr", "en", "FR", "de", "chess"]))
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(game=ANYTHING, kind=ANYTHING, count=ANYTHING, seed=ANYTHING, language=ANYTHING)
def test_exercises_refuses_bad_arguments_by_name(game, kind, count, seed, language):
    if isinstance(count, int) and not isinstance(count, bool) and count > 3:
        count = 3                                   # (a good count makes a set: keep it small)
    try:
        made = mandrapy.exercises(game, kind=kind, count=count, seed=seed, language=language)
    except ValueError as error:
        assert str(error).startswith(("exercises", "new")) or "exercises" in str(error), error
        return
    assert 1 <= len(made) <= 3


@FAST
@given(answer=st.one_of(ANYTHING, st.lists(ANYTHING, max_size=3)))
def test_a_bad_answer_is_refused_and_changes_nothing(answer):
    quiz = mandrapy.exercises("kuhn", count=2, seed=3)
    for number, exercise in enumerate(quiz):
        try:
            feedback = quiz.answer(number, answer)
        except ValueError as error:
            assert "answer" in str(error)
            assert number not in quiz.answered
            continue
        assert feedback.lines and isinstance(feedback.right, bool)
        assert feedback == exercise.check(answer)


@FAST
@given(name=ANYTHING)
def test_a_result_refuses_a_name_that_is_not_text(name):
    quiz = mandrapy.exercises("kuhn", count=1, seed=3)
    try:
        result = quiz.result(name)
    except ValueError as error:
        assert "name" in str(error) and not isinstance(name, str)
        return
    assert result["name"] == (name if name is not None else "")


@FAST
@given(what=ANYTHING, seat=ANYTHING, iterations=ANYTHING)
def test_review_refuses_bad_arguments_by_name(what, seat, iterations):
    game = mandrapy.new("kuhn", seed=2)
    game.play("bet")
    target = game if isinstance(what, bool) and what else what
    if isinstance(iterations, float) and not math.isfinite(iterations):
        iterations = -1
    try:
        mandrapy.review(target, seat=seat, iterations=iterations)
    except ValueError as error:
        assert any(word in str(error) for word in ("review", "seat", "iterations", "record")), error


@pytest.mark.parametrize("language", ["de", 3, None, ["fr"]])
def test_exercises_in_an_unknown_language_is_refused_naming_it(language):
    if language is None:
        assert mandrapy.exercises("kuhn", count=1, language=language).language == "en"
        return
    with pytest.raises(ValueError, match="exercises: language must be one of 'en', 'fr'"):
        mandrapy.exercises("kuhn", count=1, language=language)

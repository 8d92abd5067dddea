"""The facts the review sections of the "Ask the computer" lessons and the "Test yourself" lessons show, checked
by replaying each notebook (see notebook_lesson.py): what the prose says of the outputs holds.
"""

import json
import re

import pytest
from budget import LONG
from notebook_lesson import NOTEBOOKS, Lesson

import mandrapy
from mandrapy.core.exercises import TOPICS, kinds_of
from mandrapy.core.hints import VERDICTS

# English lesson, the review cell, the facts cell, the decisions the prose counts ("about 140": None when
# it gives no number).
ASK = {
    "mandragora/08_ask_the_computer.ipynb": ("c15", "c18", None),
    "magyarcana/09_ask_the_computer.ipynb": ("c13", "c17", 140),
    "conjuraction/09_ask_the_computer.ipynb": ("c12", "c16", 170),
}
LEAST = dict((verdict, least) for verdict, least in VERDICTS)


def markdown(path: str) -> str:
    cells = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


# make test replays the Mandragora lesson's review (nbval runs all three lessons anyway); make test-long all three.
@pytest.mark.parametrize("path", list(ASK) if LONG else list(ASK)[:1])
def test_the_review_section_reads_as_its_prose_says(path):
    review_cell, facts_cell, about = ASK[path]
    lesson = Lesson(path)
    lesson.run_through(review_cell)
    game, review = lesson.game, lesson.review
    assert game.is_over and review.seat == 0
    assert [m.move for m in review.moves] == [n for n, seat in enumerate(game.state.deciders) if seat == 0]
    if about is not None:                       # "about 140 of them"
        assert abs(len(review.moves) - about) <= 0.05 * about
    # The prose's example of a line's end, "(then 43 % to win)", is a line of this review.
    example = re.search(r"\(then \d+ % to win\)", markdown(path)).group(0)
    assert any(line.endswith(example) for line in review.lines()[1:])
    lesson.run_through(facts_cell)
    listed = [m for m in review.moves if m.verdict in ("mistake", "blunder")]
    assert listed, "the lesson lists the mistakes and blunders: this game must have some"
    assert all(m.drop >= LEAST[m.verdict] and m.better is not None for m in listed)


@pytest.mark.skipif(not LONG, reason="MANDRAPY_LONG=1 (tests/test_review.py checks the same of other games)")
def test_the_same_review_gives_the_same_verdicts():
    """The closing paragraph's claim, on the Mandragora lesson's game and budget."""
    lesson = Lesson("mandragora/08_ask_the_computer.ipynb").run_through("c15")
    again = mandrapy.review(lesson.game, seat=0, iterations=200, seed=1)
    assert [(m.move, m.verdict, m.better) for m in again.moves] == \
           [(m.move, m.verdict, m.better) for m in lesson.review.moves]


YOURSELF = {
    "mandragora/09_test_yourself_mandragora.ipynb": "mandragora",
    "magyarcana/10_test_yourself_magyarcana.ipynb": "magyarcana",
    "conjuraction/10_test_yourself_conjuraction.ipynb": "conjuraction",
}


@pytest.mark.parametrize("path", YOURSELF)
def test_a_test_yourself_lesson_shows_what_it_says(path):
    game = YOURSELF[path]
    lesson = Lesson(path)
    lesson.run_through("c01")
    quiz = lesson.quiz
    assert len(quiz) == 8 and all(e.kind.topic != "puzzle" for e in quiz)      # no puzzle unless asked for
    assert [e.question() for e in quiz] == [e.question() for e in mandrapy.exercises(game, count=8, seed=7)]
    kinds = kinds_of(type(quiz[0].game))
    assert {k.topic for k in kinds} == set(TOPICS)                 # the topics the lesson names, every one used
    # The kinds the class section names (kind=[...]) are the game's.
    named = json.loads(re.search(r"`kind=(\[[^]]*\])`", markdown(path)).group(1))
    assert set(named) <= {k.code for k in kinds} and len(mandrapy.exercises(game, kind=named, count=2)) == 2
    lesson.run_through("c09")
    one, wrong = lesson.one, lesson.wrong
    assert one.kind.board                                                       # "for a board kind"
    feedback = one.check(wrong)
    assert not feedback.right and f"docs/rules/{game}.md#" in feedback.lines[-1]
    lesson.run_through("c12")
    puzzle = lesson.puzzle
    assert puzzle.kind.code == "best_move" and puzzle.ask.hint is not None
    assert not puzzle.check(lesson.wrong).right
    lesson.run_through("c14")
    result = lesson.homework.result(name="Ada")
    assert result["name"] == "Ada" and result["game"] == game and result["seed"] == 2024
    first = result["answers"][0]
    assert first["seconds"] == 21.4 and first["right"] in (True, False) and first["answer"]
    assert all(row["kind"] in [k.code for k in kinds if k.topic == "scoring"] for row in result["answers"])

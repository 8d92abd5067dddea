"""Best-move puzzles: the stored ones replay and pass the criterion again; the criterion refuses a position whose
moves are equally good; the "best_move" exercises are deterministic, answered by the stored move, and give the
hint after the answer."""

import random

import pytest

import mandrapy
from budget import budget
from mandrapy.core.exercises import exercise_at, kinds_of
from mandrapy.core.ismcts import Move, Result
from mandrapy.core.puzzle_questions import hint_at, puzzle_at, puzzle_kind
from mandrapy.core.puzzles import BUDGETS, LEAD, LEAST_MOVES, SEEDS, Run, criterion, examine, stored_puzzles
from mandrapy.core.registry import game_class

GAMES = ("mandragora", "magyarcana", "conjuraction")


@pytest.mark.parametrize("name", GAMES)
def test_stored_puzzles_replay_to_their_position(name):
    puzzles = stored_puzzles(name)
    assert 5 <= len(puzzles) <= 12
    cls = game_class(name).State
    for puzzle in puzzles:
        state = puzzle.state()
        legal = [str(action) for action in state.legal_actions()]
        assert state.to_play == puzzle.seat and not state.is_over
        assert puzzle.best in legal and len(legal) >= LEAST_MOVES
        assert puzzle.criterion == criterion(cls)
        assert len(puzzle.runs) == len(SEEDS) * len(BUDGETS)
        assert all(run.passes(puzzle.best) for run in puzzle.runs)
        assert puzzle.lead >= LEAD
        assert puzzle.ranking[0].action == puzzle.best and set(puzzle.others()) <= set(legal)


@pytest.mark.parametrize("name", GAMES)
def test_stored_puzzles_pass_the_criterion_again(name):
    """The whole grid of searches, run again: the same runs (an iteration budget is the same on every machine)."""
    puzzles = stored_puzzles(name)
    for puzzle in puzzles[:budget(1, len(puzzles))]:
        verdict = examine(puzzle.state())
        assert verdict.passed, verdict.reason
        assert verdict.best == puzzle.best
        assert verdict.runs == puzzle.runs and verdict.ranking == puzzle.ranking


def kuhn_after(seed, *actions):
    state = mandrapy.new("kuhn", seed=seed).state
    for action in actions:
        state.play(action)
    return state


def test_the_criterion_refuses_two_equally_good_moves():
    """The Jack facing a bet loses the hand whether it calls or folds: no move leads in the share of the win."""
    state = kuhn_after(6, "bet")
    assert state.hands[state.to_play] == ["Jack"]
    verdict = examine(state)
    assert not verdict.passed and verdict.reason in ("lead", "not_clear")
    assert verdict.runs[0].lead < LEAD
    assert not examine(kuhn_after(6, "bet", "fold")).passed         # over: nobody is to play


def test_a_run_measures_the_lead_over_every_other_move():
    def result(*wins):
        moves = tuple(Move(f"m{n}", 200 if n == 0 else 100 - 10 * n, 0.3, 0.5, win, 0.0)
                      for n, win in enumerate(wins))
        return Result(0, moves, 300, 0.1)
    assert Run.of(result(0.6, 0.3, 0.55), seed=0).lead == pytest.approx(0.05)      # the third move is close
    assert not Run.of(result(0.6, 0.3, 0.55), seed=0).passes("m0")
    assert Run.of(result(0.6, 0.3, 0.45), seed=0).passes("m0")
    assert not Run.of(result(0.6, 0.3, 0.45), seed=0).passes("m1")


def test_kuhn_has_no_stored_puzzles():
    assert stored_puzzles("kuhn") == () and puzzle_kind("kuhn") is None
    assert "best_move" not in [kind.code for kind in kinds_of(game_class("kuhn"))]
    with pytest.raises(ValueError, match="best_move"):
        mandrapy.exercises("kuhn", kind="best_move", count=1)


def stored_for(exercise):
    actions = exercise.game.record()["actions"]
    return next(p for p in stored_puzzles(exercise.game.state.game) if p.record["actions"] == actions)


def test_best_move_exercises_are_deterministic_and_answered_by_the_stored_move():
    first = mandrapy.exercises("mandragora", kind="best_move", count=3, seed=0, language="en")
    again = mandrapy.exercises("mandragora", kind="best_move", count=3, seed=0, language="en")
    assert [e.question() for e in first] == [e.question() for e in again]
    assert [e.choices() for e in first] == [e.choices() for e in again]
    assert [e.ask.hint.lines("en") for e in first] == [e.ask.hint.lines("en") for e in again]
    for exercise in first:
        puzzle = stored_for(exercise)
        assert exercise.kind.code == "best_move" and exercise.seat == puzzle.seat
        assert [str(a) for a in exercise.ask.correct] == [puzzle.best]
        assert 2 <= len(exercise.options) <= 4 and len(set(exercise.options)) == len(exercise.options)
        assert exercise.ask.hint.suggestion == next(iter(exercise.ask.correct))
        assert exercise.check(next(iter(exercise.ask.correct))).right
        assert exercise.question() == f"Player {puzzle.seat}: find the best move."


@pytest.mark.parametrize("name", GAMES)
def test_a_wrong_answer_gets_the_hint_after_it(name):
    kind = puzzle_kind(name)
    puzzle = stored_puzzles(name)[0]
    game = game_class(name).from_record(puzzle.record)
    for language in ("en", "fr"):
        exercise = exercise_at(game, kind, puzzle.seat, seed=5, language=language)
        wrong = next(o for o in exercise.options if str(o) != puzzle.best)
        feedback = exercise.check(wrong)
        hint = exercise.ask.hint.lines(language)
        assert not feedback.right and hint[0] in feedback.lines
        answer = next(n for n, line in enumerate(feedback.lines) if exercise.word(puzzle_best(exercise)) in line)
        assert answer < feedback.lines.index(hint[0])                  # the hint comes after the answer
        assert feedback.lines[-len(hint):] == hint                       # last: no rulebook section
        assert exercise.word(exercise.ask.hint.suggestion) in hint[0]


def puzzle_best(exercise):
    return next(iter(exercise.ask.correct))


def test_the_puzzle_is_recognised_from_the_view_alone():
    """Two states drawn from the seat's view (different hidden cards) give the same question and hint."""
    name = "mandragora"
    puzzle = stored_puzzles(name)[0]
    game = game_class(name).from_record(puzzle.record)
    asked = [exercise_at(game, puzzle_kind(name), puzzle.seat, seed) for seed in (1, 2)]
    assert {frozenset(map(str, e.options)) for e in asked} == {frozenset(map(str, asked[0].options))}
    assert asked[0].ask.hint.lines("en") == asked[1].ask.hint.lines("en")
    other = game.state.determinize(puzzle.seat, random.Random(9))
    assert puzzle_at(name, other, puzzle.seat) == puzzle
    assert hint_at(other, puzzle.seat).lines("en") == asked[0].ask.hint.lines("en")
    assert puzzle_at(name, mandrapy.new(name, seed=1).state, 0) is None

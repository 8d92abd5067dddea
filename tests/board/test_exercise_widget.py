"""The exercise widget driven from Python (no browser): board clicks choose answers, Check gives the core's
feedback, the score, the result file, French labels, the stored notebook's picture."""

import base64
import html
import json
import re

import pytest

import mandrapy
from mandrapy.widgets.answers import Answering
from mandrapy.widgets.exercises import ExerciseWidget, file_name

SEED = 4


def widget(count: int = 4, language: str = "en", kind=None) -> ExerciseWidget:
    return ExerciseWidget(mandrapy.exercises("kuhn", count=count, seed=SEED, language=language, kind=kind))


def text(html_widget) -> str:
    return html.unescape(html_widget.value)


def result_file(shown: ExerciseWidget) -> tuple:
    """(file name, content) of the download link as the page has it."""
    found = re.search(r"download='([^']*)' href='data:application/json;base64,([^']*)'", shown.link.value)
    assert found, shown.link.value
    return found[1], json.loads(base64.b64decode(found[2]).decode("utf-8"))


def test_a_board_click_chooses_the_move_as_the_answer_and_plays_nothing():
    shown = widget(kind="legal_moves")
    exercise = shown.exercise
    board = shown.board
    assert isinstance(board, Answering) and board.game is not exercise.game     # a copy of the position
    before = exercise.game.move_number
    legal = board.game.legal_actions()
    board.click_target(("action", legal[0]))
    assert exercise.game.move_number == before and board.game.move_number == before
    assert shown.chosen() == frozenset({legal[0]})
    assert shown.choices.chosen == [exercise.options.index(legal[0])]
    assert board.message == f"Your answer: {exercise.word(legal[0])}."
    board.click_target(("action", legal[1]))
    assert shown.chosen() == frozenset(legal[:2])
    board.click_target(("action", legal[0]))                                    # a second click: not chosen
    assert shown.chosen() == frozenset({legal[1]})
    board.click_target(("action", legal[0]))
    feedback = shown.check()
    assert feedback.right and feedback.lines == exercise.check(frozenset(legal)).lines
    assert shown.verdict.lines == list(feedback.lines) and shown.verdict.verdict == "right"
    board.click_target(("action", legal[0]))                                    # checked: the answer stays
    assert shown.chosen() == frozenset(legal) and shown.choices.locked


def test_the_board_gives_nothing_away():
    shown = widget(kind="legal_moves")
    board = shown.board
    assert board.button_row.layout.display == "none"              # Undo my turn, Hint and its advice
    assert not board.access.playing                               # the list of legal moves is hidden
    assert not board.can_undo() and board.move_groups() == []
    options = shown.exercise.options                              # legal or not, every option is offered
    assert len(options) > len(board.game.legal_actions())
    assert board.view.legal_actions == options and board.game.view(board.seat).legal_actions != options
    drawn = {target.key for target in board.drawing().targets}
    assert {("action", option) for option in options} <= drawn
    assert [target.key for target in board.keyboard_targets()] == [("action", option) for option in options]
    assert board.board_label().endswith("Enter or Space chooses one as your answer (again: not chosen); the "
                                        "answers are also buttons under the board.")
    board.show_hint()
    assert board.current_hint() is None


def test_check_gives_the_core_feedback_and_the_score_counts_the_first_answer():
    shown = widget(kind="showdown")
    exercise = shown.exercise
    wrong = next(option for option in exercise.options if option not in exercise.ask.correct)
    assert shown.check() is None and shown.verdict.lines == ["Choose an answer first."]
    shown.choose(wrong)
    feedback = shown.check()
    assert not feedback.right and feedback.lines == exercise.check(wrong).lines
    assert feedback.lines[0] == "Not quite." and shown.verdict.verdict == "wrong"
    assert shown.choices.locked and "0 right so far" in text(shown.header)
    shown.next()
    right = next(iter(shown.exercise.ask.correct))
    shown.choose(right)
    assert shown.check().right
    assert "Question 2 of 4 — 1 right so far" in text(shown.header)
    assert shown.exercises.answered[1].seconds is not None and shown.exercises.answered[1].seconds >= 0


def test_the_end_gives_the_score_and_a_result_file_with_the_name_and_the_answers():
    shown = widget(count=3)
    answers, words = [], []
    for number in range(3):
        exercise = shown.exercise
        chosen = sorted(exercise.ask.correct, key=exercise.options.index) if number != 1 else \
            [next(o for o in exercise.options if o not in exercise.ask.correct)]
        chosen = chosen if exercise.kind.choose == "all" else chosen[:1]
        for option in chosen:
            shown.choose(option)
        words.append([exercise.word(option) for option in chosen])
        answers.append(shown.check().right)
        assert shown.ending.layout.display == "none"
        shown.next()
        if shown.board is not None:
            assert shown.board.message == ""                      # a new board says nothing of the last answer
    assert answers == [True, False, True]
    assert shown.finished and shown.asking.layout.display == "none" and shown.ending.layout.display is None
    assert shown.verdict.lines == ["Your score: 2 of 3"] and shown.verdict.verdict == "score"   # said, too
    assert re.findall(r"<b>([^<]*)</b></li>", shown.summary.value) == ["right", "not right", "right"]
    shown.name_field.value = "Zoé Martin"
    name, content = result_file(shown)
    assert name == "mandrapy-kuhn-4-Zoé-Martin.json"
    assert content["name"] == "Zoé Martin" and content["score"] == 2 and content["out_of"] == 3
    assert [row["right"] for row in content["answers"]] == answers
    assert sorted(map(sorted, (row["answer"] for row in content["answers"]))) == sorted(map(sorted, words))
    assert all(row["seconds"] is not None for row in content["answers"])


def test_french_labels():
    shown = widget(language="fr", kind="showdown")
    assert "Question 1 sur 4 — 0 juste jusqu'ici" in text(shown.header)
    assert shown.check_button.description == "Vérifier" and shown.next_button.description == "Question suivante"
    assert shown.choices.words == ["oui", "non", "cela dépend de l'autre carte"]
    assert shown.check() is None and shown.verdict.lines == ["Choisissez d'abord une réponse."]
    shown.choose(next(iter(shown.exercise.ask.correct)))
    assert shown.check().lines[0] == "Exact." and "1 juste jusqu'ici" in text(shown.header)
    for _ in range(3):
        shown.next()
    assert shown.next_button.description == "Voir mon score"
    shown.next()
    assert re.findall(r"<b>([^<]*)</b></li>", shown.summary.value) == ["juste"] + ["sans réponse"] * 3
    assert shown.verdict.lines == ["Votre score : 1 sur 4"] and "Télécharger mon résultat" in text(shown.link)
    board = widget(language="fr", kind="legal_moves").board
    board.click_target(("action", board.game.legal_actions()[0]))
    assert board.message.startswith("Votre réponse : ")


def test_a_stored_notebook_shows_the_first_question_and_its_picture():
    shown = widget()
    bundle = shown._repr_mimebundle_()
    assert "<img" in bundle["text/html"] and bundle["image/svg+xml"].startswith("<svg")
    assert f"Question 1 of 4: {shown.exercises[0].question()}" in bundle["text/plain"]
    assert "Question 1 sur 4 : " in widget(language="fr")._repr_mimebundle_()["text/plain"]


def test_the_static_picture_has_a_text_alternative():
    shown = widget(kind="showdown")
    picture = shown.position.children[0]
    assert re.search(r"alt='The position: [^']+'", picture.value), picture.value[-300:]


def test_file_names_keep_to_letters_and_digits():
    assert file_name("kuhn", 4, "") == "mandrapy-kuhn-4.json"
    assert file_name("kuhn", 4, " ../../etc ") == "mandrapy-kuhn-4-etc.json"


def test_the_widget_takes_an_exercise_set_only():
    with pytest.raises(ValueError, match="exercise_set must be an ExerciseSet"):
        ExerciseWidget("kuhn")


def board_kind(choose: str):
    """A kind of question answered on the board, for a test (the right moves: the first two options; asking
    for one, the second)."""
    from mandrapy.core.exercises import QuestionKind
    return QuestionKind("test_moves", "turn", lambda state, seat, rng: None,
                        {"en": {"question": "Which of these moves?"}}, "", "A turn", choose=choose, board=True)


def board_exercise(name: str, choose: str):
    """An exercise on a new game of ``name`` whose options are moves one click plays on its own board (tried
    on a copy of the game with the real board)."""
    from mandrapy.core.exercise_sets import ExerciseSet
    from mandrapy.core.exercises import Ask, Exercise
    from mandrapy.widgets.contract import board_class
    game = mandrapy.new(name, seed=3)
    replica = board_class(game)(game.clone(), seat=game.to_play)
    clicks = {}
    for target in replica.drawing().targets:
        moves = replica.moves_with(target.key)
        if len(moves) != 1 or moves[0] in clicks:
            continue
        tried = board_class(game)(game.clone(), seat=game.to_play)
        tried.click_target(target.key)
        if tried.game.history == (*game.history, moves[0]):
            clicks[moves[0]] = target.key
    options = tuple(list(clicks)[:3])
    assert len(options) >= 2, clicks
    ask = Ask({}, options, frozenset(options[:2] if choose == "all" else options[1:2]))
    exercise = Exercise(game, game.to_play, board_kind(choose), ask)
    return ExerciseWidget(ExerciseSet(name, (exercise,), 0, "test_moves", "en")), clicks


@pytest.mark.parametrize("name", ["mandragora", "magyarcana", "conjuraction"])
def test_every_game_board_chooses_the_move_a_click_would_play(name):
    shown, clicks = board_exercise(name, "all")
    board, game = shown.board, shown.exercise.game
    history = (game.history, board.game.history)
    chosen = set()
    for option in shown.exercise.options:
        board.click_target(clicks[option])
        chosen.add(option)
        assert shown.chosen() == frozenset(chosen), (clicks[option], shown.chosen())
    assert (game.history, board.game.history) == history                   # nothing was played
    assert board.message.startswith("Your answer: ")
    assert shown.check().lines == shown.exercise.check(frozenset(chosen)).lines
    assert shown.exercises.answered[0].answer == frozenset(chosen)


@pytest.mark.parametrize("name", ["mandragora", "kuhn"])
def test_asking_for_one_move_a_second_click_changes_the_answer(name):
    shown, clicks = board_exercise(name, "one")
    first, second = shown.exercise.options[:2]
    shown.board.click_target(clicks[first])
    shown.board.click_target(clicks[second])
    assert shown.chosen() == second and shown.choices.chosen == [1]
    assert shown.check().right


def test_a_click_the_rules_refuse_is_chosen_when_it_is_an_option_and_never_explained():
    """A near miss clicked on the board is an answer like any other; a click on no option says so, never the
    engine's refusal (which would tell whether a move is legal)."""
    from mandrapy.core.exercise_sets import ExerciseSet
    from mandrapy.core.exercises import Ask, Exercise
    from mandrapy.mandragora import Seek
    game = mandrapy.new("mandragora", seed=3)
    assert game.view(game.to_play).assistant == 0 and not game.is_legal(Seek(5))
    ask = Ask({}, (Seek(1), Seek(5)), frozenset({Seek(1)}), {Seek(5): game.why_illegal(Seek(5))})
    shown = ExerciseWidget(ExerciseSet("mandragora", (Exercise(game, game.to_play, board_kind("all"), ask),),
                                       0, "test_moves", "en"))
    shown.board.click_target(("shop", 5))
    assert shown.chosen() == frozenset({Seek(5)}) and shown.board.message == "Your answer: seek 5."
    shown.board.click_target(("shop", 6))
    assert shown.chosen() == frozenset({Seek(5)})
    assert shown.board.message == "seek 6 is not one of the choices."
    assert "clockwise" not in " ".join(shown.board.access.spoken)
    assert shown.check().lines[1].startswith("seek 5: The Assistant moves 1 to 3 shops")   # explained now


def test_next_without_checking_leaves_the_question_unanswered():
    shown = widget(count=2, kind="showdown")
    shown.choose(next(iter(shown.exercise.ask.correct)))
    shown.next()                                                  # not checked: not answered, not counted
    shown.choose(next(iter(shown.exercise.ask.correct)))
    shown.check()
    shown.next()
    assert shown.verdict.lines == ["Your score: 1 of 2"]
    assert re.findall(r"<b>([^<]*)</b></li>", shown.summary.value) == ["not answered", "right"]
    _name, content = result_file(shown)
    assert [(row["answer"], row["right"]) for row in content["answers"]][0] == (None, None)


def test_a_picture_comes_with_the_position_in_words_where_the_game_describes_it():
    from mandrapy.core.exercise_sets import ExerciseSet
    from mandrapy.core.exercises import Ask, Exercise, QuestionKind
    kind = QuestionKind("test_count", "scoring", lambda state, seat, rng: None,
                        {"en": {"question": "How many?"}}, "", "Scoring")
    game = mandrapy.new("mandragora", seed=3)
    exercise = Exercise(game, 1, kind, Ask({}, (1, 2), frozenset({1})), "fr")
    shown = ExerciseWidget(ExerciseSet("mandragora", (exercise,), 0, "test_count", "fr"))
    value = shown.position.children[0].value
    assert "<img" in value and "<summary" in value and "La position en texte</summary><section><h4>" in value
    assert widget(kind="showdown").position.children[0].value.count("<details") == 0    # Kuhn describes nothing


def test_a_big_board_is_pictured_in_its_compact_layout_at_its_design_size():
    from mandrapy.core.drawing import COMPACT_WIDTH
    from mandrapy.core.exercise_sets import ExerciseSet
    from mandrapy.core.exercises import Ask, Exercise, QuestionKind
    kind = QuestionKind("test_count", "scoring", lambda state, seat, rng: None,
                        {"en": {"question": "How many?"}}, "", "Scoring")
    game = mandrapy.new("magyarcana", seed=3)
    shown = ExerciseWidget(ExerciseSet("magyarcana", (Exercise(game, 0, kind, Ask({}, (1, 2), frozenset({1}))),),
                                       0, "test_count", "en"))
    box = shown.position.children[0]
    assert f"width='{COMPACT_WIDTH}'" in box.value and box.layout.max_width == f"{COMPACT_WIDTH}px"


def test_a_picture_never_shows_the_legal_moves():
    """Mandragora's board outlines the cards some legal spell uses and the shops in reach: not in a picture."""
    from mandrapy.core.exercise_sets import ExerciseSet
    from mandrapy.core.exercises import Ask, Exercise, QuestionKind
    from mandrapy.mandragora import Board
    kind = QuestionKind("test_count", "scoring", lambda state, seat, rng: None,
                        {"en": {"question": "How many?"}}, "", "Scoring")
    game = mandrapy.new("mandragora", seed=3)
    shown = ExerciseWidget(ExerciseSet("mandragora", (Exercise(game, game.to_play, kind,
                                                               Ask({}, (1, 2), frozenset({1}))),), 0, "t", "en"))
    drawn = " ".join(shape.text for shape in shown.position_picture(shown.exercise).drawing.shapes
                     if shape.kind == "text")
    board = " ".join(shape.text for shape in Board(game.clone(), seat=game.to_play).drawing("compact").shapes
                     if shape.kind == "text")
    assert "seek 1" in board and "seek 1" not in drawn


def test_a_press_in_the_page_is_a_toggle_message_and_junk_is_ignored():
    shown = widget(kind="legal_moves")
    choices = shown.choices
    for content in ({"toggle": 1}, {"toggle": 2}, {"toggle": 1}, {"toggle": 99}, {"toggle": "1"}, ["x"], {}):
        choices._on_page_message(choices, content, [])
    assert choices.chosen == [2]

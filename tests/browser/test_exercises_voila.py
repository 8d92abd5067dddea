"""An exercise set in Voila at 1366x768, answered by clicks as a learner does: three exercises (one right, one
wrong, and a third whose kind is a parameter: ``THIRD``), the feedback seen in the live region, the final score,
a name typed, and the result file downloaded and read. axe-core scans the page (question, feedback, end).

The test rebuilds the same set here (the same arguments give the same set on every machine) to know each
exercise's right answer and where the board draws each move. Screenshots: /tmp/exercise_*.png; the axe
summaries: /tmp/exercise_axe_*.txt.
"""

from __future__ import annotations

import json
import pathlib
import sys

import nbformat
import pytest

from axe_scan import scan, serious_own, summary
from conftest import local_server
from lab_pages import INK, LAYOUT

pytestmark = pytest.mark.browser
GAME = "mandragora"
# The kinds of the three exercises, in order: the first answered right on the board (a board kind), the
# second wrong, the third a best-move puzzle answered right (on the board where one click plays the answer,
# else by its button).
FIRST, SECOND, THIRD = "reach", "can_cast", "best_move"
SHOTS = pathlib.Path("/tmp")
VIEWPORT = {"width": 1366, "height": 768}
CANVAS = """() => [...document.querySelectorAll('.mandrapy-exercises .mandrapy-surface canvas')]
                  .find(c => c.offsetParent !== null && c.getBoundingClientRect().width > 50)"""


def exercise_set(seed: int):
    import mandrapy
    return mandrapy.exercises(GAME, kind=sorted({FIRST, SECOND, THIRD}), count=3, seed=seed, language="en")


def seed_for_kinds() -> int:
    """The first seed whose set asks the three kinds in the order wanted."""
    for seed in range(200):
        if tuple(e.kind.code for e in exercise_set(seed)) == (FIRST, SECOND, THIRD):
            return seed
    raise AssertionError(f"no seed below 200 gives {FIRST}, {SECOND}, {THIRD} in this order")


@pytest.fixture(scope="module")
def exercises_voila(tmp_path_factory):
    """Voila serving one notebook that shows the set; yields (address, seed)."""
    seed = seed_for_kinds()
    root = tmp_path_factory.mktemp("exercise-notebooks")
    code = (f"import mandrapy\nmandrapy.exercises({GAME!r}, kind={sorted({FIRST, SECOND, THIRD})!r}, count=3, "
            f"seed={seed}, language='en')")
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Test yourself"),
                                                   nbformat.v4.new_code_cell(code)]), root / "exercises.ipynb")

    def command(port):
        return [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                f"--Voila.root_dir={root}", "--VoilaConfiguration.show_tracebacks=True",
                "--ServerApp.port_retries=0"]
    with local_server(command, "/voila/tree", tmp_path_factory.mktemp("voila-log") / "voila.log",
                      "Voila") as base:
        yield base, seed


def option_button(page, words: str):
    return page.get_by_role("button", name=words, exact=True)


def one_click(exercise, action, layout: str):
    """The target of the board's ``layout`` one click on which plays ``action`` (tried with the game's real
    board on a copy of the position), or None."""
    from mandrapy.widgets.contract import board_class
    game = exercise.game
    replica = board_class(game)(game.clone(), seat=exercise.seat, language="en")
    for target in replica.drawing(layout).targets:
        if action not in replica.moves_with(target.key):
            continue
        tried = board_class(game)(game.clone(), seat=exercise.seat, language="en")
        tried.click_target(target.key, layout=layout)
        if tried.game.history == (*game.history, action):
            return replica.drawing(layout), target.key
    return None


def click_on_board(page, exercise, action) -> bool:
    """Click where the board draws a target that plays ``action`` (False: no one click plays it)."""
    page.wait_for_function(CANVAS, timeout=60_000)
    canvas = page.evaluate_handle(CANVAS).as_element()
    page.wait_for_function(f"c => ({INK})(c) > 2000", arg=canvas, timeout=60_000)
    found = one_click(exercise, action, canvas.evaluate(LAYOUT))
    if found is None:
        return False
    drawing, key = found
    canvas.scroll_into_view_if_needed()
    x, y = drawing.target_centre(key)
    box = canvas.bounding_box()
    scale = box["width"] / drawing.width
    page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)
    return True


def choose(page, exercise, options) -> int:
    """Choose ``options`` by clicks: on the board where one click plays them, else on their buttons; each
    chosen shows its button pressed. Returns how many were clicked on the board."""
    on_board = 0
    for option in options:
        words = exercise.word(option)
        if exercise.kind.board and click_on_board(page, exercise, option):
            on_board += 1
        else:
            option_button(page, words).click()
        page.wait_for_selector(f".mandrapy-choices button[aria-pressed='true']:text-is({json.dumps(words)})",
                               timeout=30_000)
    return on_board


def check(page, exercise, answer, number: int) -> list:
    """Click Check; the feedback must be the core's, visible, inside the polite live region."""
    expected = list(exercise.check(answer).lines)
    page.get_by_role("button", name="Check", exact=True).click()
    live = page.locator(".mandrapy-feedback[aria-live='polite']")
    page.wait_for_function("([first]) => { const p = document.querySelector('.mandrapy-feedback p');"
                           " return p && p.textContent === first; }", arg=[expected[0]], timeout=30_000)
    assert live.locator("p").all_inner_texts() == expected
    assert live.is_visible() and live.locator("p").first.is_visible()
    page.screenshot(path=str(SHOTS / f"exercise_{number}_feedback.png"))
    return expected


def axe(page, name: str) -> list:
    found = scan(page)
    text = summary(f"exercise_{name}", found)
    (SHOTS / f"exercise_axe_{name}.txt").write_text(text + "\n")
    print("\n" + text)
    return serious_own(found)


def test_three_exercises_by_clicks_then_the_score_and_the_result_file(exercises_voila, browser, request):
    base, seed = exercises_voila
    exercises = exercise_set(seed)
    context = browser.new_context(viewport=VIEWPORT, accept_downloads=True)
    page = context.new_page()
    page.goto(f"{base}/voila/render/exercises.ipynb", timeout=120_000)
    page.get_by_text("Question 1 of 3 — 0 right so far").wait_for(timeout=120_000)
    if exercises[0].kind.board:
        page.wait_for_function(CANVAS, timeout=60_000)
        page.wait_for_function(f"() => ({INK})(({CANVAS})()) > 2000", timeout=60_000)
    page.screenshot(path=str(SHOTS / "exercise_1_question.png"))
    serious = {"question": axe(page, "question")}

    plan = []                       # (exercise, options chosen, answer as the core takes it, right?)
    for number, exercise in enumerate(exercises):
        correct = sorted(exercise.ask.correct, key=exercise.options.index)
        wrong = [next(o for o in exercise.options if o not in exercise.ask.correct)]
        chosen = wrong if number == 1 else correct if exercise.kind.choose == "all" else correct[:1]
        answer = frozenset(chosen) if exercise.kind.choose == "all" else chosen[0]
        plan.append((exercise, chosen, answer, number != 1))

    for number, (exercise, chosen, answer, right) in enumerate(plan, start=1):
        page.get_by_text(f"Question {number} of 3").wait_for(timeout=30_000)
        assert page.get_by_text(exercise.question(), exact=True).is_visible()
        on_board = choose(page, exercise, chosen)
        if number == 1:
            assert on_board == len(chosen) > 0, "the first exercise is answered on the board"
        lines = check(page, exercise, answer, number)
        assert (lines[0] == "Right.") == right, lines
        if number == 2:
            serious["feedback"] = axe(page, "feedback")
        page.get_by_text(f"Question {number} of 3 — {number - (number > 1)} right so far").wait_for(timeout=30_000)
        page.get_by_role("button", name="See my score" if number == 3 else "Next question", exact=True).click()

    score = page.locator(".mandrapy-feedback.score[aria-live='polite']")
    score.wait_for(timeout=30_000)
    assert score.inner_text() == "Your score: 2 of 3"
    name = page.get_by_role("textbox", name="Your name")
    name.click()
    name.type("Zoé Martin")
    link = page.locator("a.mandrapy-download")
    page.wait_for_function("() => { const a = document.querySelector('a.mandrapy-download');"
                           " return a && a.download === 'mandrapy-%s-%d-Zoé-Martin.json'; }" % (GAME, seed),
                           timeout=30_000)
    page.screenshot(path=str(SHOTS / "exercise_end.png"))
    serious["end"] = axe(page, "end")
    with page.expect_download(timeout=30_000) as started:
        link.click()
    download = started.value
    assert download.suggested_filename == f"mandrapy-{GAME}-{seed}-Zoé-Martin.json"
    content = json.loads(pathlib.Path(download.path()).read_text(encoding="utf-8"))
    context.close()
    assert content["name"] == "Zoé Martin" and content["game"] == GAME and content["seed"] == seed
    assert content["score"] == 2 and content["out_of"] == 3
    assert [row["right"] for row in content["answers"]] == [right for *_, right in plan]
    assert [sorted(row["answer"]) for row in content["answers"]] == \
        [sorted(exercise.word(o) for o in chosen) for exercise, chosen, *_ in plan]
    assert all(isinstance(row["seconds"], float) and row["seconds"] > 0 for row in content["answers"])
    assert not any(serious.values()), serious


ACTIVE = "() => { const e = document.activeElement; return e ? [e.tagName, e.textContent.trim().slice(0, 60)] : []; }"


def tab_to(page, selector: str, text: str | None = None, most: int = 40) -> int:
    """Press Tab until an element matching ``selector`` (with the text ``text``) has the focus (at once when
    it has it already); how many presses it took."""
    wanted = "e => !!e && e.matches(selector) && (text === null || e.textContent === text)"
    for presses in range(0, most + 1):
        if presses:
            page.keyboard.press("Tab")
        if page.evaluate(f"([selector, text]) => ({wanted})(document.activeElement)", [selector, text]):
            return presses
    raise AssertionError(f"{selector} never got the focus in {most} Tabs (at {page.evaluate(ACTIVE)})")


def test_the_whole_set_with_the_keyboard_alone(exercises_voila, browser):
    """Tab reaches every control (through the board, which does not keep it); on the board Enter chooses the
    move the ring is on; Space presses an option, Enter checks and goes on; the next question's first option gets the focus, the end the name field; Enter on the
    link downloads the file. No mouse event is sent."""
    base, seed = exercises_voila
    exercises = exercise_set(seed)
    context = browser.new_context(viewport=VIEWPORT, accept_downloads=True)
    page = context.new_page()
    page.goto(f"{base}/voila/render/exercises.ipynb", timeout=120_000)
    page.get_by_text("Question 1 of 3 — 0 right so far").wait_for(timeout=120_000)
    page.wait_for_selector(".mandrapy-choices button", timeout=60_000)
    assert exercises[0].kind.board
    assert tab_to(page, ".mandrapy-surface") >= 1                   # the board, on the way
    assert "as your answer" in page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    page.keyboard.press("Home")                                      # the ring on the board's first option
    page.keyboard.press("Enter")                                     # chosen, not played
    first = exercises[0].options[0]
    page.wait_for_selector(".mandrapy-choices button[aria-pressed='true']:text-is("
                           f"{json.dumps(exercises[0].word(first))})", timeout=30_000)
    tab_to(page, ".mandrapy-choices button")
    for number, exercise in enumerate(exercises, start=1):
        assert page.evaluate("() => document.activeElement.matches('.mandrapy-choices button')"), \
            page.evaluate(ACTIVE)
        correct = sorted(exercise.ask.correct, key=exercise.options.index)
        wanted = correct if exercise.kind.choose == "all" else correct[:1]
        pressed = [first] if number == 1 else []                      # (a second press takes it back)
        for option in sorted(set(wanted) ^ set(pressed), key=exercise.options.index):
            words = exercise.word(option)
            tab_to(page, ".mandrapy-choices button", words)
            page.keyboard.press("Space")
            state = "true" if option in wanted else "false"
            page.wait_for_selector(f".mandrapy-choices button[aria-pressed='{state}']:text-is({json.dumps(words)})",
                                   timeout=30_000)
        if number == 2:
            page.screenshot(path=str(SHOTS / "exercise_keyboard_option.png"))
        tab_to(page, ".jupyter-button.mod-primary")                  # Check
        page.keyboard.press("Enter")
        page.wait_for_selector(".mandrapy-feedback p", timeout=30_000)
        feedback = page.locator(".mandrapy-feedback p").all_inner_texts()
        assert feedback == list(exercise.check(frozenset(wanted) if exercise.kind.choose == "all"
                                               else wanted[0]).lines), (number, feedback)
        page.get_by_text(f"Question {number} of 3 — {number} right so far").wait_for(timeout=30_000)
        tab_to(page, ".jupyter-button:not(.mod-primary)")             # Next
        page.keyboard.press("Enter")
        if number < 3:
            page.get_by_text(f"Question {number + 1} of 3 — {number} right so far").wait_for(timeout=30_000)
            page.wait_for_function("() => document.activeElement.matches('.mandrapy-choices button')",
                                   timeout=30_000)
    page.locator(".mandrapy-feedback.score").wait_for(timeout=30_000)
    assert page.locator(".mandrapy-feedback.score").inner_text() == "Your score: 3 of 3"
    page.wait_for_function("() => document.activeElement.matches('.mandrapy-exercises input[type=text]')",
                           timeout=30_000)
    page.keyboard.type("Ada")
    page.screenshot(path=str(SHOTS / "exercise_keyboard_name.png"))
    page.wait_for_function("() => document.querySelector('a.mandrapy-download').download"
                           f" === 'mandrapy-{GAME}-{seed}-Ada.json'", timeout=30_000)
    tab_to(page, "a.mandrapy-download", most=1)                        # the next stop after the name
    with page.expect_download(timeout=30_000) as started:
        page.keyboard.press("Enter")
    assert json.loads(pathlib.Path(started.value.path()).read_text(encoding="utf-8"))["score"] == 3
    page.keyboard.press("Tab")                                        # and out: nothing keeps the focus
    assert not page.evaluate("() => !!document.activeElement.closest('.mandrapy-exercises')"), \
        page.evaluate(ACTIVE)
    context.close()

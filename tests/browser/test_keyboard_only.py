"""Boards with the keyboard alone, in Chromium, as a learner without a mouse meets them (issue 30).

Voila serves small notebooks written here (a 2-player game against the random player, English or French);
JupyterLab opens a lesson. No mouse event is sent in the keyboard-only tests: only key presses. The live region
(what a screen reader says) is recorded in the page as it changes: each move must be named there.

The whole games, every game's Tab test and JupyterLab's run with ``MANDRAPY_LONG=1`` (.ci/run runs them);
``make test`` keeps one Tab test in Voila.
"""

import json
import os
import pathlib
import random
import sys

import nbformat
import pytest

from conftest import local_server

pytestmark = pytest.mark.browser
LONG = os.environ.get("MANDRAPY_LONG", "").lower() not in ("", "0", "false", "no")
GAMES = ("mandragora", "magyarcana", "conjuraction")
LANGUAGES = {"mandragora": "en", "magyarcana": "en", "conjuraction": "en", "mandragora_fr": "fr"}
SHOTS = pathlib.Path(os.environ.get("MANDRAPY_SHOTS", "/tmp/mandrapy-shots"))

INSIDE = "sel => { const e = document.activeElement; return !!(e && e.closest(sel)); }"
ACTIVE = ("() => { const e = document.activeElement; return e ? e.tagName + '.' + String(e.className) : ''; }")
# Every announcement, kept in the page as the live region receives it (the region itself keeps the last few).
RECORD = """() => {
  const live = document.querySelector('.mandrapy-live');
  window.__said = Array.from(live.children).map(p => p.textContent);
  new MutationObserver(changes => { for (const change of changes) for (const node of change.addedNodes)
    window.__said.push(node.textContent); }).observe(live, { childList: true });
}"""
LOG = """() => { const list = document.querySelector('.mandrapy-log ol');
  if (!list) return [0, []];
  return [Number(list.getAttribute('start')), Array.from(list.children).map(li => li.textContent)]; }"""


def board_notebook(name: str, language: str, seed: int) -> nbformat.NotebookNode:
    game = name.removesuffix("_fr")
    players = "" if game == "magyarcana" else ", players=2"
    code = (f"import mandrapy\nfrom mandrapy.{game} import Board\n"
            f"game = mandrapy.new({game!r}, seed={seed}{players})\n"
            f"Board(game, seat=0, seats={{1: 'random'}}, language={language!r})")
    # A link before the board and one after it: where Tab and Shift-Tab must arrive when they leave it.
    return nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("[Before the board](#before)"),
                                           nbformat.v4.new_code_cell(code),
                                           nbformat.v4.new_markdown_cell("[After the board](#after)")])


@pytest.fixture(scope="module")
def keyboard_voila(tmp_path_factory):
    """Voila serving one board notebook per game (and a French one), written for these tests."""
    root = tmp_path_factory.mktemp("keyboard-notebooks")
    for name, language in LANGUAGES.items():
        nbformat.write(board_notebook(name, language, seed=11), root / f"{name}.ipynb")

    def command(port):
        return [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                f"--Voila.root_dir={root}", "--VoilaConfiguration.show_tracebacks=True",
                "--ServerApp.port_retries=0"]
    with local_server(command, "/voila/tree", tmp_path_factory.mktemp("voila-log") / "voila.log",
                      "Voila") as base:
        yield base


def open_board(browser, base: str, name: str):
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.goto(f"{base}/voila/render/{name}.ipynb", timeout=120_000)
    page.wait_for_selector(".mandrapy-live p", state="attached", timeout=120_000)
    page.wait_for_function("() => document.querySelector('.mandrapy-surface[tabindex=\"0\"]')", timeout=30_000)
    page.evaluate(RECORD)
    return page


def said(page) -> list:
    return page.evaluate("() => window.__said")


def press_and_wait(page, key: str) -> list:
    """Press ``key`` and wait until the live region says something; return what it said."""
    before = len(said(page))
    page.keyboard.press(key)
    page.wait_for_function(f"() => window.__said.length > {before}", timeout=60_000)
    return said(page)[before:]


def tab_until(page, selector: str, key: str = "Tab", most: int = 40) -> int:
    for presses in range(1, most + 1):
        page.keyboard.press(key)
        if page.evaluate(f"() => !!document.activeElement && document.activeElement.matches({selector!r})"):
            return presses
    raise AssertionError(f"{selector} never got the focus in {most} presses of {key}: {page.evaluate(ACTIVE)}")


def check_tab_leaves_the_board(page) -> None:
    """From the link above the board: Tab reaches the board, goes through it and out to the link below it;
    Shift-Tab comes back into it and out of its top, to the link above."""
    canvases = page.evaluate("() => Array.from(document.querySelectorAll('.mandrapy-board canvas'))"
                             ".map(c => [c.getAttribute('tabindex'), c.getAttribute('aria-hidden')])")
    assert canvases and all(state == ["-1", "true"] for state in canvases), canvases
    tab_until(page, "a[href='#before']")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.matches('.mandrapy-surface')"), page.evaluate(ACTIVE)
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert "Arrow keys" in label or "flèches" in label, label
    for presses in range(1, 40):                          # noqa: B007 (read after the loop)
        page.keyboard.press("Tab")
        if not page.evaluate(INSIDE, ".mandrapy-board"):
            break
    assert page.evaluate("() => document.activeElement.matches(\"a[href='#after']\")"), \
        f"Tab is trapped in the board: {page.evaluate(ACTIVE)}"
    assert presses >= 3                                   # it went through the buttons and the move list
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(INSIDE, ".mandrapy-board"), "Shift-Tab does not come back into the board"
    tab_until(page, ".mandrapy-surface", key="Shift+Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.matches(\"a[href='#before']\")"), \
        f"Shift-Tab is trapped: {page.evaluate(ACTIVE)}"


@pytest.mark.parametrize("name", [pytest.param(game, marks=() if LONG or game == "magyarcana" else
                                               pytest.mark.skip(reason="MANDRAPY_LONG=1: every game"))
                                  for game in GAMES])
def test_tab_and_shift_tab_leave_the_board_both_ways_in_voila(keyboard_voila, browser, name):
    page = open_board(browser, keyboard_voila, name)
    try:
        check_tab_leaves_the_board(page)
    finally:
        page.close()


def play_the_first_move_on_the_board(page) -> list:
    """Tab to the board, Right to its first target, Enter: what was said."""
    tab_until(page, ".mandrapy-surface")
    ring = press_and_wait(page, "ArrowRight")
    assert ring and ring[-1], "the focused target is announced"
    return press_and_wait(page, "Enter")


def open_the_move_list(page) -> None:
    tab_until(page, "details.mandrapy-moves > summary")
    page.keyboard.press("Enter")
    page.wait_for_selector("select.mandrapy-move-list", state="visible")     # the list opens, as a person sees
    tab_until(page, "select.mandrapy-move-list")


def move_count(page) -> int:
    return page.evaluate("() => { const s = document.querySelector('select.mandrapy-move-list');"
                         " return s && !s.closest('[hidden]') ? s.options.length : 0; }")


def whole_game(page, seed: int, most: int = 1500) -> list:
    """Play to the end with the keyboard: the first move on the board, the rest from the move list (Down a
    random number of times, Enter). Returns (new log lines, what was said) for each move."""
    rng = random.Random(seed)
    steps = []
    number, lines = page.evaluate(LOG)
    last = number + len(lines) - 1
    for turn in range(most):
        if turn == 0:
            spoken = play_the_first_move_on_the_board(page)
            open_the_move_list(page)
        else:
            count = move_count(page)
            if count == 0:
                break
            for _ in range(rng.randrange(min(count, 6))):
                page.keyboard.press("ArrowDown")
            spoken = press_and_wait(page, "Enter")
        number, lines = page.evaluate(LOG)
        new = [line for index, line in enumerate(lines, start=number) if index > last]
        last = number + len(lines) - 1
        steps.append((new, spoken))
    return steps


@pytest.mark.skipif(not LONG, reason="a whole game per board: MANDRAPY_LONG=1 (.ci/run runs it)")
@pytest.mark.parametrize("name", [*GAMES, "mandragora_fr"])
def test_a_whole_game_against_the_random_player_with_the_keyboard_alone(keyboard_voila, browser, name):
    page = open_board(browser, keyboard_voila, name)
    # Any pointer event counts (a click made by Enter on a summary is the keyboard's: its detail is 0).
    mouse = page.evaluate("() => { window.__mouse = 0; for (const kind of ['mousedown', 'mouseup', 'pointerdown',"
                          " 'pointerup', 'mousemove', 'click']) document.addEventListener(kind, event => {"
                          " if (kind !== 'click' || event.detail > 0) window.__mouse++; }, true); return 0; }")
    try:
        steps = whole_game(page, seed=len(name))
        assert page.evaluate("() => window.__mouse") == mouse == 0
        status = page.evaluate("() => document.querySelector('.mandrapy-moves-status').textContent")
        assert "over" in status or "terminée" in status, (status, len(steps))
        for new, spoken in steps:
            text = " ".join(spoken)
            assert text.strip(), "every move is announced"
            assert all(line in text for line in new), (new, spoken)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"keyboard-{name}-end.png"))
        (SHOTS / f"keyboard-{name}.json").write_text(json.dumps(steps[:12], ensure_ascii=False, indent=1))
    finally:
        page.close()


@pytest.mark.skipif(not LONG, reason="JupyterLab's case: MANDRAPY_LONG=1 (.ci/run runs it)")
def test_tab_and_shift_tab_leave_a_board_both_ways_in_jupyterlab_and_its_keys_stay_on_the_board(lab_server, browser):
    """In a lesson run in JupyterLab: from the board, Tab goes through it and out, Shift-Tab back in and out of
    its top; the arrow keys on the board move its ring and never JupyterLab's cell selection."""
    from lab_pages import open_notebook, run_all
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        open_notebook(page, lab_server, "mandragora/06_play_against_the_computer.ipynb")
        run_all(page)
        page.wait_for_selector(".mandrapy-live p", state="attached", timeout=60_000)
        page.evaluate(RECORD)
        page.evaluate("() => [...document.querySelectorAll('.mandrapy-surface')].find(b => b.offsetParent).focus()")
        active_cell = "() => window.jupyterapp.shell.currentWidget.content.activeCellIndex"
        cell = page.evaluate(active_cell)
        spoken = press_and_wait(page, "ArrowDown")
        assert spoken[-1] and page.evaluate(active_cell) == cell
        assert page.evaluate("() => document.activeElement.matches('.mandrapy-surface')")
        for _ in range(40):
            page.keyboard.press("Tab")
            if not page.evaluate(INSIDE, ".mandrapy-board"):
                break
        assert not page.evaluate(INSIDE, ".mandrapy-board"), f"Tab is trapped: {page.evaluate(ACTIVE)}"
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(INSIDE, ".mandrapy-board"), page.evaluate(ACTIVE)
        tab_until(page, ".mandrapy-surface", key="Shift+Tab")
        page.keyboard.press("Shift+Tab")
        assert not page.evaluate(INSIDE, ".mandrapy-board"), f"Shift-Tab is trapped: {page.evaluate(ACTIVE)}"
    finally:
        page.close()

"""The lessons as a static browser site (site/, built by ``make lite``), as a class would use it offline.

``python -m http.server`` serves site/ on 127.0.0.1; Chromium may reach nothing else: every request to any
other host is aborted and counted, and the count must stay zero (a request to another host, made on
purpose at the end, shows the guard counts). For each play notebook (Mandragora, Conjuraction, a French
board), a fresh browser (nothing cached) opens it, runs all its cells, waits for the drawn board, clicks a
legal move on the canvas; the page's log must then equal the log of a replica, the notebook's own code run
here and given the same clicks. Every cold start must draw its board, the first time (no reload, no retry);
under ``make test-long`` (tests/budget.py) each board is opened cold ten times in a row, each in a fresh
browser context, and all ten must draw. Cold start (page opened to board drawn) and click-to-update are printed and
written to /tmp/screens/lite_timings.json; screenshots to /tmp/screens/lite_*.png.

Marker ``lite``: runs when site/ exists or MANDRAPY_LITE=1; a site older than its sources is rebuilt first.
"""

import json
import subprocess
import sys
import time
from urllib.parse import urlparse

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from budget import budget
from conftest import CHROMIUM_ARGS, ROOT, local_server
from lab_pages import BRING_INTO_VIEW, click_key, drawn, replica
from test_conjuraction_voila import SCREENS, same_log, whole
from test_voila_board import FINGERPRINT

sys.path.insert(0, str(ROOT / "tools" / "lite"))
import inputs  # noqa: E402

pytestmark = [pytest.mark.browser, pytest.mark.lite]
VIEWPORT = {"width": 1600, "height": 1000}
OFFLINE = "MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"      # no name resolves but 127.0.0.1, whoever asks
TIMINGS = {}
COLD_STARTS = budget(1, 10)                          # per board, each in a fresh browser context


@pytest.fixture(scope="module")
def lite_site():
    """site/, rebuilt with ``make lite`` when older than its sources."""
    if not inputs.site_is_current():
        subprocess.run(["make", "lite"], cwd=ROOT, check=True)
        assert inputs.site_is_current(), "make lite did not leave an up-to-date site/"
    return inputs.SITE


@pytest.fixture(scope="module")
def lite_server(lite_site, tmp_path_factory):
    def command(port):
        return [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                "--directory", str(lite_site)]
    with local_server(command, "/index.html", tmp_path_factory.mktemp("lite") / "http.log", "http.server") as base:
        yield base


@pytest.fixture(scope="module")
def offline_browser(playwright, chromium_path):
    browser = playwright.chromium.launch(executable_path=chromium_path,
                                         args=[*CHROMIUM_ARGS, f"--host-resolver-rules={OFFLINE}"])
    yield browser
    browser.close()
    (SCREENS / "lite_timings.json").write_text(json.dumps(TIMINGS, indent=1))


class Guard:
    """A fresh browser context that lets through requests to 127.0.0.1 only; the others are aborted, counted."""

    def __init__(self, browser):
        self.context = browser.new_context(viewport=VIEWPORT)
        self.local, self.elsewhere = [], []
        self.context.route("**/*", self.route)

    def downloaded(self, site) -> int:
        """Bytes of site/ the page asked for (each file once)."""
        paths = {urlparse(url).path for url in self.local}
        return sum(f.stat().st_size for f in (site / p.lstrip("/") for p in paths) if f.is_file())

    def route(self, route):
        url = route.request.url
        if urlparse(url).hostname == "127.0.0.1":
            self.local.append(url)
            route.continue_()
        else:
            self.elsewhere.append(url)
            route.abort()


# Before a real click: note the canvas's fingerprint and, once the mouse goes down, the time.
WATCH = """canvas => { window.mandrapyClick = {before: (""" + FINGERPRINT + """)(canvas)[0], start: null};
    document.addEventListener('mousedown', e => { window.mandrapyClick.start = performance.now(); },
                              {capture: true, once: true}); }"""
# After it: the ms from the mouse going down to the canvas's pixels changing (-1: they never did).
CHANGED = """canvas => new Promise(resolve => {
    const watch = window.mandrapyClick, fingerprint = """ + FINGERPRINT + """;
    const poll = () => {
        const now = performance.now();
        if (watch.start !== null && fingerprint(canvas)[0] !== watch.before) resolve(now - watch.start);
        else if (watch.start !== null && now - watch.start > 15000) resolve(-1);
        else requestAnimationFrame(poll);
    };
    poll();
})"""


def timed_click(page, canvas, board, key) -> tuple:
    """Click target ``key`` where the replica draws it in the layout shown; (ms until the canvas changed,
    that layout)."""
    layout = click_key(page, canvas, board, key, before_click=lambda: canvas.evaluate(WATCH))
    elapsed = canvas.evaluate(CHANGED)
    assert 0 < elapsed < 5000, (key, elapsed)              # -1: the pixels never changed
    return elapsed, layout


def next_shop(board, seeks=3):
    """Mandragora: send the Assistant one shop on (a seek, always legal), three turns in a row."""
    for _ in range(seeks):
        yield ("shop", (board.game.position.assistant + 1) % 10)


def starting_card(board):
    """Conjuraction's first decisions: a card of the hand (a worker), then a forge it lights up; twice."""
    from mandrapy.conjuraction.board.places import Places

    while board.view.decision.code == "starting_card" and board.view.to_play == 0:
        workers = Places(board.view).by_worker
        worker = min(workers)
        yield worker
        yield min(workers[worker])


PLAYS = {"mandragora": ("mandragora/06_play_against_the_computer.ipynb", next_shop),
         "conjuraction": ("conjuraction/07_play_against_the_computer.ipynb", starting_card),
         "mandragora_fr": ("boards/mandragora_fr.ipynb", next_shop)}


# The notebook's toolbar names its kernel once the notebook's session has one. Run All Cells clicked before
# that runs nothing: JupyterLab (4.4) then starts a kernel itself, finds no kernel specs loaded yet, clears
# every cell's outputs and execution count and stops (sometimes asking to select a kernel, or starting a
# second one). Cells left "[ ]", no board: what a cold start showed when clicked too soon.
KERNEL_NAMED = """() => [...document.querySelectorAll('.jp-NotebookPanel-toolbar .jp-KernelName')]
                        .some(e => e.innerText.includes('Pyodide'))"""


def run_all_cells(page):
    """As a person would: once the toolbar names the kernel, the Run menu, then Run All Cells."""
    page.wait_for_function(KERNEL_NAMED, timeout=120_000)
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


# Every code cell has run: its prompt shows an execution count ("[*]" while queued or running, "[ ]" before).
CELLS_RAN = r"""() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
                      .every(p => /\[\d+\]/.test(p.innerText))"""
QUEUED = """() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
                  .some(p => p.innerText.includes('*'))"""
KERNEL_START_MS = 300_000       # the page opened to every cell run: Pyodide's start, installs, the notebook
DRAW_MS = 30_000                # the cells run to the board drawn: a message to the page and one back


class NotDrawn(Exception):
    """A cold start that did not show a drawn board, and which step it stopped at."""


def open_board(page, base, notebook) -> tuple:
    """Open ``notebook`` alone (the notebook app), run it; its drawn board's canvas and the seconds it took.

    The board is painted once the kernel has run the cells and answered the canvases' first messages; a
    slow kernel start and a board left blank after its cells ran are told apart (NotDrawn says which)."""
    start = time.monotonic()
    page.goto(f"{base}/notebooks/index.html?path=notebooks/{notebook}", timeout=120_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    run_all_cells(page)
    try:
        page.wait_for_function(QUEUED, timeout=30_000)   # the stored execution counts are gone
    except PlaywrightTimeout:
        raise NotDrawn("Run All Cells queued no cell") from None
    try:
        page.wait_for_function(CELLS_RAN, timeout=KERNEL_START_MS)
    except PlaywrightTimeout:
        raise NotDrawn(f"the kernel had not run the cells {time.monotonic() - start:.0f} s after opening") from None
    ran = time.monotonic() - start
    try:
        canvas = drawn(page, timeout=DRAW_MS)
    except PlaywrightTimeout:
        raise NotDrawn(f"the cells ran (at {ran:.0f} s) but the board was still blank "
                       f"{time.monotonic() - start - ran:.0f} s later") from None
    return canvas, time.monotonic() - start


def run_new_cell(page, code: str) -> str:
    """Add a cell at the end of the notebook, type ``code``, run it; the cell's output text."""
    cells = page.locator(".jp-Notebook .jp-Cell")
    new = cells.count()
    cells.last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.type(code)
    page.keyboard.press("Shift+Enter")
    output = cells.nth(new).locator(".jp-OutputArea-output")      # Shift-Enter added one more below
    output.first.wait_for(timeout=60_000)
    return output.first.inner_text()


def cold_starts(browser, base, notebook, shot) -> tuple:
    """Open ``notebook`` cold ``COLD_STARTS`` times, each in a fresh context; every one must draw its board.

    Returns the last one's (guard, page, canvas, seconds) for the test to play on; the others are closed."""
    drawn_in, undrawn = [], []
    for attempt in range(COLD_STARTS):
        guard = Guard(browser)
        page = guard.context.new_page()
        console = []
        page.on("console", lambda message, console=console: console.append(f"{message.type}: {message.text}"))
        try:
            canvas, seconds = open_board(page, base, notebook)
        except NotDrawn as why:
            undrawn.append(f"{attempt}: {why}")
            shot(page, f"0_not_drawn_{attempt}")
            (SCREENS / f"lite_{notebook.replace('/', '_')}_0_not_drawn_{attempt}.log").write_text("\n".join(console))
            guard.context.close()
            continue
        drawn_in.append(round(seconds, 1))
        if attempt < COLD_STARTS - 1:
            guard.context.close()
    print(f"\n{notebook}: {len(drawn_in)} of {COLD_STARTS} cold starts drew the board, in {drawn_in} s")
    assert not undrawn, f"{notebook}: cold starts {undrawn} of {COLD_STARTS} left the board undrawn"
    return guard, page, canvas, seconds


@pytest.mark.parametrize("name", list(PLAYS))
def test_a_board_of_the_offline_site_plays_a_click(lite_server, offline_browser, name):
    notebook, moves = PLAYS[name]
    SCREENS.mkdir(exist_ok=True)

    def shot_of(page, step):
        page.screenshot(path=str(SCREENS / f"lite_{name}_{step}.png"))

    guard, page, canvas, cold_start = cold_starts(offline_browser, lite_server, notebook, shot_of)

    def shot(step):
        shot_of(page, step)

    page.wait_for_selector(".mandrapy-log ol li", state="attached", timeout=60_000)

    board = replica(notebook)
    before = same_log(page, board, "the notebook's game in the page is not the one its code builds here")
    canvas.evaluate(BRING_INTO_VIEW, 0)
    page.wait_for_timeout(300)
    shot("1_drawn")
    pixels = whole(canvas)

    # The keyboard and screen-reader layer (an anywidget) runs offline too: canvases out of the tab order, the
    # board focusable, the prompt said in the live region.
    page.wait_for_function("() => document.querySelector('.mandrapy-surface[tabindex=\"0\"]')", timeout=60_000)
    assert canvas.evaluate("c => [c.getAttribute('tabindex'), c.getAttribute('aria-hidden')]") == ["-1", "true"]
    page.wait_for_selector(".mandrapy-live p", state="attached", timeout=60_000)
    clicks = []
    for key in moves(board):
        elapsed, layout = timed_click(page, canvas, board, key)
        board.click_target(key, layout)                     # the replica gets the same click
        clicks.append(elapsed)
    assert clicks, f"{name}: no move to click (the replica's decision is {board.view.decision})"
    after = same_log(page, board)
    assert len(after) > len(before), "the click played nothing"
    assert whole(canvas) != pixels
    shot("2_clicked")

    timings = {"cold_start_s": round(cold_start, 1), "click_ms": [round(ms) for ms in clicks], "layout": layout,
               "downloaded_mb": round(guard.downloaded(inputs.SITE) / 1e6, 1)}
    if name == "mandragora":        # once, sharing this page's start: what the browser cannot do says so
        said = run_new_cell(page, "from mandrapy.core.browser import require_processes\n"
                                  "require_processes('A Dask cluster')")
        assert "NeedsProcesses: A Dask cluster needs other processes" in said, said
        shot("3_needs_processes")

    assert any(url.endswith("/pyodide.asm.wasm") for url in guard.local)   # the kernel's worker is guarded too
    assert guard.elsewhere == [], guard.elsewhere
    TIMINGS[name] = timings
    print(f"\n{name} in the browser site: {timings}")
    guard.context.close()


def test_the_front_page_opens_the_index_then_a_lesson_and_the_guard_counts(lite_server, offline_browser):
    """A learner's way in: the front page, Open the lessons (the index in JupyterLab), a lesson's link."""
    guard = Guard(offline_browser)
    page = guard.context.new_page()
    page.goto(f"{lite_server}/index.html")
    assert page.locator("a", has_text="Mandragora 6 — Play against the computer").count() == 1   # by its title
    assert page.locator("ul[lang=fr] a", has_text="Mandragora 6 — Jouer contre l'ordinateur").count() == 1
    page.screenshot(path=str(SCREENS / "lite_front_page.png"), full_page=True)
    page.get_by_role("link", name="Open the lessons").click()
    page.wait_for_selector(".jp-RenderedMarkdown h1:has-text('mandrapy notebooks')", timeout=120_000)
    page.locator(".jp-RenderedMarkdown a", has_text="01_setup.ipynb").first.click()
    page.wait_for_selector(".lm-TabBar-tab:has-text('01_setup.ipynb')", timeout=60_000)
    page.wait_for_selector(".jp-RenderedMarkdown h1:has-text('Mandragora 1')", timeout=60_000)
    page.screenshot(path=str(SCREENS / "lite_front_page_to_a_lesson.png"))
    assert guard.elsewhere == [], guard.elsewhere

    # The guard at work: a request to another host is refused and counted.
    answer = page.evaluate("() => fetch('https://example.org/x.js').then(() => 'fetched', () => 'refused')")
    assert answer == "refused" and guard.elsewhere == ["https://example.org/x.js"]
    guard.context.close()


def test_an_exercise_of_the_offline_site_is_answered_with_its_feedback(lite_server, offline_browser):
    """The Test-yourself lesson in the offline site: run, an option pressed, Check, the core's feedback in the
    live region (the exercise widget's front end is anywidget's, as the board's keyboard layer)."""
    from mandrapy.core.exercise_sets import exercises

    notebook = "mandragora/09_test_yourself_mandragora.ipynb"
    quiz = exercises("mandragora", count=8, seed=7, language="en")     # the lesson's first set
    guard = Guard(offline_browser)
    page = guard.context.new_page()
    page.goto(f"{lite_server}/notebooks/index.html?path=notebooks/{notebook}", timeout=120_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    run_all_cells(page)
    page.wait_for_function(QUEUED, timeout=30_000)
    page.wait_for_function(CELLS_RAN, timeout=KERNEL_START_MS)
    page.get_by_text("Question 1 of 8 — 0 right so far").first.wait_for(timeout=DRAW_MS)
    first = quiz[0]
    option = first.options[0]
    page.locator(".mandrapy-choices").first.get_by_role("button", name=first.word(option), exact=True).click()
    page.get_by_role("button", name="Check", exact=True).first.click()
    expected = list(first.check({option} if first.kind.choose == "all" else option).lines)
    live = page.locator(".mandrapy-feedback[aria-live='polite']").first
    page.wait_for_function("([first]) => [...document.querySelectorAll('.mandrapy-feedback p')]"
                           ".some(p => p.textContent === first)", arg=[expected[0]], timeout=DRAW_MS)
    assert live.locator("p").all_inner_texts() == expected
    page.screenshot(path=str(SCREENS / "lite_exercise_feedback.png"))
    assert guard.elsewhere == [], guard.elsewhere
    guard.context.close()

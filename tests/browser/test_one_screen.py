"""Everything a decision needs on one screen: a scripted game of each game in JupyterLab (file browser open) at
1280x720, 1366x768 and 1920x1080 and in Voila at 1366x768, English and French. At each step (a turn, a
mid-turn choice with its buttons, a selection in progress, the Hint's advice) the prompt, every target, the
decision's buttons, the learner's own panel, Undo, Hint and the advice are measured as shown: together they
are no taller than the visible area, and once scrolled to they all lie inside it; the smallest text is at
least 11 CSS px. Screenshots in /tmp/screens/one_screen_*.png.

Each game starts from a position reached by random play (``screen_scenarios``) where the learner (seat 0) has
a special decision: Mandragora's Replication (take the extra turn or waive it), a Conjuraction effect with
buttons (a Mystic Portal exchange), a Magyarcana turn with cards in hand. ``make test`` plays a sample (each
game once, both servers and both languages among them); ``MANDRAPY_LONG=1`` every case (.ci/run does).
"""

from __future__ import annotations

import pathlib

import nbformat
import pytest
from budget import LONG

from conftest import ROOT, local_server
from lab_pages import LAYOUT, drawn, idle_kernel
from screen_scenarios import notebook_source, replica_of, scenario, selection_key
from test_voila_board import FINGERPRINT

pytestmark = pytest.mark.browser
SCREENS = pathlib.Path("/tmp/screens")
LAB_SIZES = [(1280, 720), (1366, 768), (1920, 1080)]
VOILA_SIZES = [(1366, 768)]
GAMES = ("mandragora", "magyarcana", "conjuraction")
SAMPLE = {("lab", "mandragora", "en"), ("voila", "magyarcana", "fr"), ("lab", "conjuraction", "fr")}
CASES = [(server, game, language) for game in GAMES for language in ("en", "fr") for server in ("lab", "voila")
         if LONG or (server, game, language) in SAMPLE]
HINT = {"en": "Hint", "fr": "Conseil"}

# The visible part of the page: JupyterLab's notebook scroller, or Voila's window.
VISIBLE = """() => { const outer = [...document.querySelectorAll('.jp-NotebookPanel .jp-WindowedPanel-outer')]
                     .find(e => e.offsetParent !== null);
    if (!outer) return [0, window.innerHeight];
    const r = outer.getBoundingClientRect(); return [r.top, r.top + outer.clientHeight]; }"""
# Scroll whatever scrolls the canvas by ``dy`` CSS pixels.
SCROLL_BY = """([canvas, dy]) => {
    let scroller = canvas.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1
                         && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
    (scroller || document.scrollingElement).scrollTop += dy; }"""


@pytest.fixture(scope="module")
def pages_root(tmp_path_factory):
    return tmp_path_factory.mktemp("one-screen")


@pytest.fixture(scope="module")
def screen_voila(pages_root, tmp_path_factory):
    """Voila serving this test's own notebooks (positions made here, so nothing is written to the checkout)."""
    import sys

    def command(port):
        return [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                f"--Voila.root_dir={pages_root}", "--VoilaConfiguration.show_tracebacks=True",
                "--ServerApp.port_retries=0"]
    with local_server(command, "/voila/tree", tmp_path_factory.mktemp("voila-log") / "voila.log", "Voila",
                      cwd=ROOT) as base:
        yield base


def write_notebook(folder: pathlib.Path, name: str, source: str) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    notebook = nbformat.v4.new_notebook()         # with a kernelspec, or JupyterLab asks which kernel
    notebook.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    notebook.cells = [nbformat.v4.new_code_cell(source)]
    nbformat.write(notebook, folder / name)
    return name


def open_page(request, browser, server, pages_root, name, source):
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    if server == "voila":
        write_notebook(pages_root, name, source)
        page.goto(f"{request.getfixturevalue('screen_voila')}/voila/render/{name}", timeout=120_000)
        return page, drawn(page)
    lab_root = request.getfixturevalue("lab_root")
    write_notebook(lab_root / "screen", name, source)
    base = request.getfixturevalue("lab_server")
    page.goto(f"{base}/lab/tree/screen/{name}?reset", timeout=120_000)
    page.wait_for_function("() => window.jupyterapp && document.querySelector('.jp-NotebookPanel .jp-Notebook')",
                           timeout=120_000)
    idle_kernel(page)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells').then(() => null)")
    return page, drawn(page)


def boxes_on_screen(page, canvas, board) -> dict:
    """Every box a person needs now, in CSS pixels of the window: {what: (left, top, right, bottom)}."""
    layout = canvas.evaluate(LAYOUT)
    drawing = board.drawing(layout)
    shown = canvas.bounding_box()
    scale = shown["width"] / drawing.width

    def placed(x, y, w, h):
        return (shown["x"] + x * scale, shown["y"] + y * scale, shown["x"] + (x + w) * scale,
                shown["y"] + (y + h) * scale)
    found = {f"region {name}": placed(*box) for name, box in drawing.regions.items()}
    found.update({f"target {target.key}": placed(target.x, target.y, target.w, target.h)
                  for target in drawing.targets})
    column = page.locator(f".mandrapy-board .mandrapy-layout-{layout}").first
    for what, locator in (("undo my turn", column.locator("button").nth(0)),
                          ("hint", column.locator("button").nth(1)),
                          ("advice", column.locator(".mandrapy-hint"))):
        if locator.count():
            box = locator.bounding_box()
            found[what] = (box["x"], box["y"], box["x"] + box["width"], box["y"] + box["height"])
    return layout, scale, found


def check_one_screen(page, canvas, board, size, step, server, game, language):
    """Measure, scroll to the union of what is needed, measure again; a screenshot."""
    width, height = size
    layout, scale, found = boxes_on_screen(page, canvas, board)
    assert {"region prompt", "region panel", "undo my turn", "hint"} <= set(found), sorted(found)
    top, bottom = min(box[1] for box in found.values()), max(box[3] for box in found.values())
    visible_top, visible_bottom = page.evaluate(VISIBLE)
    assert bottom - top <= visible_bottom - visible_top + 0.5, (step, size, layout, bottom - top,
                                                                  visible_bottom - visible_top)
    page.evaluate(SCROLL_BY, [canvas, top - visible_top - 0.5])
    page.wait_for_timeout(100)
    _layout, _scale, found = boxes_on_screen(page, canvas, board)
    outside = {what: box for what, box in found.items()
               if box[1] < visible_top - 1 or box[3] > visible_bottom + 1 or box[0] < -1 or box[2] > width + 1}
    assert not outside, (step, size, layout, outside)
    drawing = board.drawing(layout)
    text = min(shape.size for shape in drawing.shapes if shape.kind == "text" and shape.text.strip()) * scale
    assert text >= 11, (step, size, layout, text)
    SCREENS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENS / f"one_screen_{server}_{game}_{language}_{width}x{height}_{step}.png"))
    print(f"\n{server} {game} {language} {width}x{height} {step}: {layout}, needed {bottom - top:.0f} of "
          f"{visible_bottom - visible_top:.0f} px, smallest text {text:.1f} px")


def click_in_both(page, canvas, board, key):
    """A person's click on ``key`` in the browser, and the same click on the replica (kept in step)."""
    layout = canvas.evaluate(LAYOUT)
    drawing = board.drawing(layout)
    x, y = drawing.target_centre(key)
    before = canvas.evaluate(FINGERPRINT)[0]
    shown = canvas.bounding_box()
    scale = shown["width"] / drawing.width
    visible_top, visible_bottom = page.evaluate(VISIBLE)
    middle = shown["y"] + y * scale
    if not visible_top + 10 < middle < visible_bottom - 10:
        page.evaluate(SCROLL_BY, [canvas, middle - (visible_top + visible_bottom) / 2])
        page.wait_for_timeout(100)
        shown = canvas.bounding_box()
    page.mouse.click(shown["x"] + x * scale, shown["y"] + y * scale)
    board.click_target(key, layout=layout)
    page.wait_for_function(f"c => ({FINGERPRINT})(c)[0] !== {before}", arg=canvas, timeout=30_000)
    page.wait_for_timeout(300)


def steps(page, canvas, board, sizes, server, game, language):
    """The scripted game: the special decision, the Hint, a choice button, a selection in progress."""
    def measure(step):
        for size in sizes:
            page.set_viewport_size({"width": size[0], "height": size[1]})
            page.wait_for_timeout(500)
            shown = drawn(page)
            check_one_screen(page, shown, board, size, step, server, game, language)
        page.set_viewport_size({"width": sizes[0][0], "height": sizes[0][1]})
        page.wait_for_timeout(500)
        return drawn(page)

    canvas = measure("decision")
    layout = canvas.evaluate(LAYOUT)
    page.locator(f".mandrapy-layout-{layout}").get_by_role("button", name=HINT[language]).click()
    page.wait_for_selector(f".mandrapy-layout-{layout} .mandrapy-hint li", timeout=60_000)
    canvas = measure("hint")
    canvas = select_and_measure(page, canvas, board, measure, "selection", clear=True)
    choice = next(target.key for target in board.drawing(layout).targets
                  if isinstance(target.key, tuple) and target.key[0] == "action")
    click_in_both(page, canvas, board, choice)
    canvas = measure("after_choice")
    select_and_measure(page, canvas, board, measure, "selection_after_choice", clear=False)


def select_and_measure(page, canvas, board, measure, step, clear):
    """Start a selection (a hand card...) where one can be started now, measure, and clear it if asked."""
    key = selection_key(board)
    if key is None:
        return canvas
    click_in_both(page, canvas, board, key)
    assert board.selection, key
    canvas = measure(step)
    if clear:
        click_in_both(page, canvas, board, ("clear",))
        assert not board.selection
    return canvas


@pytest.mark.parametrize("server, game, language", CASES)
def test_the_decision_at_hand_fits_one_screen(request, browser, pages_root, server, game, language):
    record = scenario(game)
    source = notebook_source(game, record, language)
    board = replica_of(source)
    page, canvas = open_page(request, browser, server, pages_root, f"{game}_{language}.ipynb", source)
    sizes = LAB_SIZES if server == "lab" else VOILA_SIZES
    steps(page, canvas, board, sizes, server, game, language)
    page.close()

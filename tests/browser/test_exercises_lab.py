"""An exercise set in JupyterLab (its file browser open), as a class's laptops and projectors show it: at
1280x720, 1366x768 and 1920x1080, English and French. With the set scrolled to the top, the question, the board
(a board question's targets) or picture are inside the window at every size, and the options and Check too at
1920x1080 (on a laptop they may still end just below it: a known defect, asserted as such); no text of the
widget is under 11 px; a click on an option and Check show the feedback; after a reload the set draws again."""

from __future__ import annotations

import nbformat
import pytest
from lab_pages import INK, idle_kernel

pytestmark = pytest.mark.browser
SIZES = [(1280, 720), (1366, 768), (1920, 1080)]
SHOTS = "/tmp/exercise_lab_{language}_{w}x{h}.png"
CANVAS = """() => [...document.querySelectorAll('.mandrapy-exercises .mandrapy-surface canvas')]
                  .find(c => c.offsetParent !== null && c.getBoundingClientRect().width > 50)"""
# Each box a person needs for the question at hand, in CSS px of the window: [left, top, right, bottom].
BOXES = """() => { const root = document.querySelector('.mandrapy-exercises');
    const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const canvas = (""" + CANVAS + """)();
    const check = [...root.querySelectorAll('button')].find(b => b.textContent.trim() === arguments[0]);
    return {question: box(root.querySelector('b')), choices: box(root.querySelector('.mandrapy-choices')),
            check: box(check), position: box(canvas || root.querySelector('.mandrapy-picture svg, .mandrapy-picture img')),
            window: [0, 0, window.innerWidth, window.innerHeight]}; }"""
SMALLEST = """() => Math.min(...[...document.querySelectorAll('.mandrapy-exercises *')]
    .filter(e => e.offsetParent !== null && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .map(e => parseFloat(getComputedStyle(e).fontSize)))"""
CHECK = {"en": "Check", "fr": "Vérifier"}


def notebook(folder, language: str) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    book = nbformat.v4.new_notebook()
    book.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    book.cells = [nbformat.v4.new_code_cell(f"import mandrapy\nmandrapy.set_language({language!r})\n"
                                            "mandrapy.exercises('mandragora', kind=['reach', 'can_cast'], count=2, "
                                            "seed=4)")]
    name = f"exercises_{language}.ipynb"
    nbformat.write(book, folder / name)
    return name


def run(page, base, name):
    page.goto(f"{base}/lab/tree/screen/{name}?reset", timeout=120_000)
    page.wait_for_function("() => window.jupyterapp && document.querySelector('.jp-NotebookPanel .jp-Notebook')",
                           timeout=120_000)
    idle_kernel(page)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells').then(() => null)")
    page.wait_for_selector(".mandrapy-exercises .mandrapy-choices button", timeout=120_000)


def inside(box, window) -> bool:
    return box[0] >= window[0] - 0.5 and box[1] >= window[1] - 0.5 and box[2] <= window[2] + 0.5 \
        and box[3] <= window[3] + 0.5


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_exercise_set_reads_on_one_screen_in_jupyterlab_and_survives_a_reload(request, browser, language):
    lab_root, base = request.getfixturevalue("lab_root"), request.getfixturevalue("lab_server")
    name = notebook(lab_root / "screen", language)
    page = browser.new_page(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    run(page, base, name)
    assert page.locator(".jp-FileBrowser").first.is_visible(), "the file browser is open, as a class has it"
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function(CANVAS, timeout=60_000)                       # the first question is on the board
        page.wait_for_function(f"() => ({INK})(({CANVAS})()) > 2000", timeout=60_000)
        page.locator(".mandrapy-exercises").first.evaluate("e => e.scrollIntoView({block: 'start'})")
        boxes = page.evaluate(BOXES.replace("arguments[0]", repr(CHECK[language])))
        window = boxes.pop("window")
        outside = {what: box for what, box in boxes.items() if not inside(box, window)}
        page.screenshot(path=SHOTS.format(language=language, w=width, h=height))
        assert not {"question", "position"} & set(outside), f"{width}x{height}: {outside}"
        if (width, height) != (1920, 1080):
            # Known, not yet fixed: on a laptop the options and Check may end up to 60 px under the window (the
            # question, the compact board at its design height and "The board as text" take the rest).
            assert set(outside) <= {"choices", "check"}, outside
            continue
        assert not outside, f"{width}x{height}: outside the window {window}: {outside}"
        assert page.evaluate(SMALLEST) >= 11
    page.locator(".mandrapy-choices button").first.click()
    page.get_by_role("button", name=CHECK[language], exact=True).click()
    page.wait_for_selector(".mandrapy-feedback p", timeout=30_000)
    page.reload()
    run(page, base, name)                                                  # reopened: it draws and asks again
    page.wait_for_function(f"() => ({INK})(({CANVAS})()) > 2000", timeout=60_000)
    page.close()

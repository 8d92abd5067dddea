"""axe-core scans (axe_scan.py) of a board page and of a lesson with a live board, in Voila and in JupyterLab
(after Run All), English and French, and of a board 60 moves into a game (its log longer than its box) in
JupyterLab, at 1366x768: no serious or critical violation in what mandrapy puts on the page. The host's
findings (JupyterLab's, Voila's) are reported, not asserted: each scan's summary and every node are written to
the pytest temporary folder (axe/), the summaries also to /tmp/screens/axe_*.txt with a screenshot, and
listed at the end of the run.

In JupyterLab a notebook is scanned twice: as opened (its stored picture) and after Run All; every live board
is scanned with the Hint's advice shown, and its log, where it scrolls, is scrolled from the keyboard. Every
test also plants an ``<img>`` without alt in an output and one in the page's body, and checks that the scan
finds each on its side.

``make test`` scans a sample (a Voila lesson in English, the long game in JupyterLab in French);
``MANDRAPY_LONG=1`` all ten.
"""

from __future__ import annotations

import pathlib

import pytest
from budget import LONG

from axe_scan import scan, serious_own, summary, write
from lab_pages import drawn, idle_kernel, open_notebook, run_all
from test_one_screen import write_notebook

pytestmark = pytest.mark.browser
SCREENS = pathlib.Path("/tmp/screens")
VIEWPORT = {"width": 1366, "height": 768}
NOTEBOOKS = {("board", "en"): "boards/mandragora.ipynb",
             ("board", "fr"): "boards/mandragora_fr.ipynb",
             ("lesson", "en"): "mandragora/06_play_against_the_computer.ipynb",
             ("lesson", "fr"): "fr/mandragora/06_jouer_a_mandragora.ipynb"}
# A board 60 moves into a game (written here, in JupyterLab's copy of the notebooks): its log is longer than
# its box, which scrolls.
LONG_GAME = """import random
import mandrapy
from mandrapy.mandragora import Board

game = mandrapy.new("mandragora", players=4, seed=7)
chance = random.Random(1)
while game.move_number < 60:
    game.play(chance.choice(game.legal_actions()))
Board(game, seat=0, seats={1: "random", 2: "random", 3: "random"}, seed=7, language=%r)"""
SAMPLE = {("voila", "lesson", "en"), ("lab", "long", "fr")}
CASES = [(server, kind, language) for server in ("voila", "lab") for kind in ("board", "lesson", "long")
         for language in ("en", "fr") if (server, kind) != ("voila", "long")
         and (LONG or (server, kind, language) in SAMPLE)]
# Voila removes its spinner once every cell has run.
VOILA_DONE = "() => !document.getElementById('loading')"


HINT = {"en": "Hint", "fr": "Conseil"}
# An <img> without alt (axe: image-alt, critical) in the first output and one in the page's own body, to see the
# scan find both and put each on its side.
PLANT = """() => { for (const where of [document.querySelector('.jp-OutputArea-output'), document.body]) {
    const image = document.createElement('img'); image.src = 'data:,'; image.className = 'axe-planted';
    image.width = image.height = 8; where.prepend(image); } }"""


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    return tmp_path_factory.mktemp("axe")


def shown(request, page, server: str, notebook: str, stored=None) -> None:
    """``notebook`` open in ``server`` with its board drawn (in JupyterLab after Run All) and every cell run.
    In JupyterLab, ``stored(name)`` is called first, on the notebook as opened, before it runs."""
    if server == "voila":
        page.goto(f"{request.getfixturevalue('voila_server')}/voila/render/{notebook}", timeout=120_000)
        drawn(page)
        page.wait_for_function(VOILA_DONE, timeout=120_000)
    else:
        open_notebook(page, request.getfixturevalue("lab_server"), notebook)
        if notebook in NOTEBOOKS.values():
            page.locator(".mandrapy-picture img").first.wait_for(timeout=60_000)
            stored("stored")
        run_all(page)
        idle_kernel(page)
    page.wait_for_selector(".mandrapy-log ol li", timeout=60_000)


def with_advice(page, language: str) -> None:
    """Hint pressed, as a person would: the advice shown beside the board."""
    page.locator(".mandrapy-board button:visible", has_text=HINT[language]).first.click()
    page.locator(".mandrapy-hint:visible").first.wait_for(timeout=60_000)   # the layout shown (each has one)


def keyboard_scrolls_the_log(page, shot: pathlib.Path) -> bool:
    """The log's text focused (as Tab reaches it), PageDown or PageUp (whichever way it can go) scrolls its box
    (a screenshot of it then in ``shot``)."""
    box = page.locator(".mandrapy-log").first
    if not box.evaluate("b => b.scrollHeight > b.clientHeight + 1"):
        return True                                       # nothing to scroll
    box.locator("[role=region]").focus()
    before = box.evaluate("b => b.scrollTop")
    page.keyboard.press("PageDown" if before == 0 else "PageUp")
    page.wait_for_timeout(300)                          # smooth scrolling
    box.screenshot(path=str(shot))
    return box.evaluate("b => b.scrollTop") != before


@pytest.mark.parametrize("server,kind,language", CASES)
def test_no_serious_violation_in_mandrapys_own_output(request, browser, reports, server, kind, language):
    name = f"{server}_{kind}_{language}"
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    found = {}

    def scanned(state: str) -> None:
        found[f"{name}_{state}"] = scan(page)
        page.screenshot(path=str(SCREENS / f"axe_{name}_{state}.png"))
    SCREENS.mkdir(exist_ok=True)
    if kind == "long":
        notebook = write_notebook(request.getfixturevalue("lab_root") / "notebooks" / "axe",
                                  f"long_game_{language}.ipynb", LONG_GAME % language)
        notebook = f"axe/{notebook}"
    else:
        notebook = NOTEBOOKS[kind, language]
    shown(request, page, server, notebook, scanned)
    with_advice(page, language)
    scanned("live")
    scrolls = keyboard_scrolls_the_log(page, SCREENS / f"axe_{name}_log_keys.png")
    page.evaluate(PLANT)
    planted = scan(page, rules=["image-alt"])
    context.close()
    for scan_name, violations in found.items():
        write(reports, scan_name, violations)
        (SCREENS / f"axe_{scan_name}.txt").write_text(summary(scan_name, violations) + "\n")
        request.node.user_properties.append(("axe", summary(scan_name, violations)))
        print("\n" + summary(scan_name, violations))
    assert [(entry["own"], len(entry["nodes"])) for entry in planted
            if entry["rule"] == "image-alt" and not entry["review"]] \
        == [(True, 1), (False, 1)], planted
    assert scrolls, "the log's box scrolls, but not from the keyboard"
    serious = {scan_name: serious_own(violations) for scan_name, violations in found.items()}
    assert not any(serious.values()), "\n".join(
        f"{scan_name} {entry['rule']} ({entry['impact']}): {entry['help']}\n  " + "\n  ".join(
            f"{node['target']} {node['html'][:160]}" for node in entry["nodes"][:5])
        for scan_name, entries in serious.items() for entry in entries)

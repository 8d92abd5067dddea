"""Boards a class can read, in Chromium: every board in Voila and JupyterLab at three laptop and desktop
sizes, English and French, text and cards measured as shown; screenshots in /tmp/screens; a replay."""

import pathlib

import pytest
from budget import LONG

from lab_pages import drawn, open_notebook, replica, run_all, seen_sizes
from test_voila_board import FINGERPRINT

pytestmark = pytest.mark.browser
SCREENS = pathlib.Path("/tmp/screens")
SIZES = [(1280, 720), (1366, 768), (1920, 1080)]
BOARDS = {("mandragora", "en"): "mandragora/06_play_against_the_computer.ipynb",
          ("magyarcana", "en"): "magyarcana/07_play_against_the_computer.ipynb",
          ("mandragora", "fr"): "boards/mandragora_fr.ipynb",
          ("magyarcana", "fr"): "boards/magyarcana_fr.ipynb",
          ("conjuraction", "en"): "boards/conjuraction.ipynb",
          ("conjuraction", "fr"): "boards/conjuraction_fr.ipynb"}
# make test shows each game once, in the server and language named here (both servers and both languages
# appear; test_lab.py reads the English play boards in JupyterLab at 1366x768). MANDRAPY_LONG=1 shows every
# board in both servers.
SAMPLE = {("mandragora", "en", "lab"), ("magyarcana", "fr", "voila"), ("conjuraction", "fr", "lab")}
CASES = [(server, game, language) for game, language in BOARDS for server in ("voila", "lab")
         if LONG or (game, language, server) in SAMPLE]
UNDO_MY_TURN = {"en": "Undo my whole turn", "fr": "Annuler tout mon tour"}
# Inside the window, to half a pixel (scrolling to an element at a fractional position rounds).
INSIDE = """([element, width, height]) => { const r = element.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom, r.left >= -0.5 && r.top >= -0.5 && r.right <= width + 0.5
            && r.bottom <= height + 0.5]; }"""


def drawn_canvas(page, selector="canvas"):
    shown = f"() => [...document.querySelectorAll('{selector}')].find(c => c.width > 100 && c.offsetParent)"
    page.wait_for_function(shown, timeout=120_000)
    handle = page.evaluate_handle(shown)
    page.wait_for_function(f"c => ({FINGERPRINT})(c)[1] > 5000", arg=handle, timeout=60_000)
    return handle.as_element()


@pytest.mark.parametrize("server, game, language", CASES)
def test_every_board_reads_at_every_screen_size(request, browser, server, game, language):
    """Each board in Voila and in JupyterLab (file browser open) at 1280x720, 1366x768 and 1920x1080: the
    smallest text and narrowest card as shown (design size times the scale shown) are at least 11 and 24
    CSS pixels, the board is never cut at the right, it keeps its proportions and its Undo my whole turn is
    reachable; a screenshot of each."""
    SCREENS.mkdir(exist_ok=True)
    notebook = BOARDS[game, language]
    board = replica(notebook)
    base = request.getfixturevalue(f"{server}_server")
    page = browser.new_page(viewport={"width": SIZES[1][0], "height": SIZES[1][1]})
    if server == "voila":
        page.goto(f"{base}/voila/render/{notebook}", timeout=120_000)
        canvas = drawn(page)
    else:
        open_notebook(page, base, notebook)
        canvas = run_all(page)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(600)
        canvas = drawn(page, timeout=120_000)                 # the layout shown may have changed
        layout, text, card = seen_sizes(canvas, board)
        box = canvas.bounding_box()
        assert text >= 11 and (card is None or card >= 24), (server, width, layout, text, card)
        assert box["x"] + box["width"] <= width + 0.5, (server, width, box)      # nothing cut at the right
        ratio = canvas.evaluate("c => c.getBoundingClientRect().width / c.getBoundingClientRect().height")
        assert ratio == pytest.approx(canvas.evaluate("c => c.width / c.height"), rel=0.01)   # no distortion
        undo = page.get_by_role("button", name=UNDO_MY_TURN[language]).locator("visible=true").first
        undo.scroll_into_view_if_needed()
        assert undo.is_visible()
        canvas.evaluate("c => c.scrollIntoView({block: 'start'})")
        page.screenshot(path=str(SCREENS / f"{server}_{game}_{language}_{width}x{height}.png"))
        print(f"\n{server} {game} {language} {width}x{height}: {layout}, text {text:.1f} px, "
              f"card {card and round(card, 1)} px, board {box['width']:.0f} px wide")
    page.close()


def test_a_replay_steps_forward_in_the_browser(voila_server, browser):
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.goto(f"{voila_server}/voila/render/boards/replay.ipynb", timeout=120_000)
    canvas = drawn_canvas(page, ".mandrapy-replay canvas")
    counter = page.locator(".mandrapy-replay-counter").first
    assert counter.inner_text() == "Move 0 / 40"
    before = canvas.evaluate(FINGERPRINT)
    forward = page.locator(".mandrapy-replay").first.get_by_role("button", name="▶", exact=True)
    for move in range(1, 4):
        forward.click()
        page.wait_for_function(f"e => e.innerText === 'Move {move} / 40'", arg=counter.element_handle(),
                               timeout=30_000)
    page.wait_for_function(f"([c, before]) => ({FINGERPRINT})(c)[0] !== before", arg=[canvas, before[0]],
                           timeout=30_000)
    page.locator(".mandrapy-replay").first.get_by_role("button", name="▶|", exact=True).click()
    page.wait_for_function("e => e.innerText === 'Move 40 / 40'", arg=counter.element_handle(), timeout=30_000)
    replay = page.locator(".mandrapy-replay").first
    replay.evaluate("e => e.scrollIntoView({block: 'start'})")
    assert replay.locator(".mandrapy-replay-caption").inner_text().startswith("Player ")   # the last move
    *box, inside = page.evaluate(INSIDE, [replay.element_handle(), 1366, 768])
    assert inside, box                                  # buttons, caption and picture all on screen
    page.screenshot(path=str(SCREENS / "replay_en_1366x768.png"))
    page.close()

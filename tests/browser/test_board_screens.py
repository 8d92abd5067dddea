"""Boards a class can follow, in Chromium: the whole board on a 1366x768 laptop, filling a 4K projector,
crisp (a 2x canvas), in English and French; screenshots in /tmp/screens; a replay stepping forward."""

import pathlib

import pytest

from test_voila_board import FINGERPRINT

pytestmark = pytest.mark.browser
SCREENS = pathlib.Path("/tmp/screens")
SIZES = [(1366, 768), (1920, 1080), (3840, 2160)]
BOARDS = {("mandragora", "en"): "mandragora/06_play_against_the_computer.ipynb",
          ("magyarcana", "en"): "magyarcana/07_play_against_the_computer.ipynb",
          ("mandragora", "fr"): "boards/mandragora_fr.ipynb",
          ("magyarcana", "fr"): "boards/magyarcana_fr.ipynb",
          ("conjuraction", "en"): "boards/conjuraction.ipynb"}
UNDO_MY_TURN = {"en": "Undo my turn", "fr": "Annuler mon tour"}
# Inside the window, to half a pixel (scrolling to an element at a fractional position rounds).
INSIDE = """([element, width, height]) => { const r = element.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom, r.left >= -0.5 && r.top >= -0.5 && r.right <= width + 0.5
            && r.bottom <= height + 0.5]; }"""


def drawn_canvas(page, selector="canvas"):
    page.wait_for_function(f"() => [...document.querySelectorAll('{selector}')].some(c => c.width > 100)",
                           timeout=120_000)
    handle = page.evaluate_handle(f"() => [...document.querySelectorAll('{selector}')].find(c => c.width > 100)")
    page.wait_for_function(f"c => ({FINGERPRINT})(c)[1] > 5000", arg=handle, timeout=60_000)
    return handle.as_element()


@pytest.mark.parametrize("game, language", list(BOARDS))
def test_the_whole_board_is_on_screen_at_every_size_and_crisp(voila_server, browser, game, language):
    from mandrapy.mandragora.board.render import HEIGHT, WIDTH
    SCREENS.mkdir(exist_ok=True)
    page = browser.new_page(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    page.goto(f"{voila_server}/voila/render/{BOARDS[game, language]}", timeout=120_000)
    canvas = drawn_canvas(page)
    if game == "mandragora":
        assert canvas.evaluate("c => [c.width, c.height]") == [2 * WIDTH, 2 * HEIGHT]   # 2 pixels per unit
    undo_turn = page.get_by_role("button", name=UNDO_MY_TURN[language])
    widths = []
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        canvas.evaluate("c => c.scrollIntoView({block: 'start'})")
        *box, inside = page.evaluate(INSIDE, [canvas, width, height])
        assert inside, (width, height, box)
        *button, inside = page.evaluate(INSIDE, [undo_turn.element_handle(), width, height])
        assert inside, (width, height, button)
        ratio = canvas.evaluate("c => c.getBoundingClientRect().width / c.getBoundingClientRect().height")
        assert ratio == pytest.approx(canvas.evaluate("c => c.width / c.height"), rel=0.01)   # no distortion
        widths.append(box[2] - box[0])
        page.screenshot(path=str(SCREENS / f"{game}_{language}_{width}x{height}.png"))
    assert widths[0] < widths[1] < widths[2] and widths[2] > 2000, widths       # it grows with the screen
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

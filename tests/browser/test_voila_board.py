"""A person's click in a real browser: Voila serves the play notebook, Chromium clicks a shop."""

import re

import pytest

from mandrapy.mandragora.board.render import WIDTH, shop_position

pytestmark = pytest.mark.browser
NOTEBOOK = "mandragora/06_play_against_the_computer.ipynb"

# A small fingerprint of the canvas: drawn down to 118x80 pixels, so a change anywhere shows.
FINGERPRINT = """canvas => {
    const small = document.createElement('canvas'); small.width = 118; small.height = 80;
    small.getContext('2d').drawImage(canvas, 0, 0, 118, 80);
    const data = small.getContext('2d').getImageData(0, 0, 118, 80).data;
    let hash = 0, ink = 0;
    for (let i = 0; i < data.length; i += 4) {
        hash = (hash * 31 + data[i] * 7 + data[i + 1] * 3 + data[i + 2]) | 0;
        if (data[i + 3] > 0) ink++;
    }
    return [hash, ink];
}"""

# Click, then time how long until the canvas pixels change (polled every animation frame).
CLICK_AND_TIME = """([canvas, x, y]) => new Promise(resolve => {
    const fingerprint = """ + FINGERPRINT + """;
    const before = fingerprint(canvas)[0];
    const start = performance.now();
    const box = canvas.getBoundingClientRect();
    const options = {bubbles: true, clientX: box.left + x, clientY: box.top + y, button: 0};
    for (const kind of ['mousedown', 'mouseup', 'click']) canvas.dispatchEvent(new MouseEvent(kind, options));
    const poll = () => {
        if (fingerprint(canvas)[0] !== before) resolve(performance.now() - start);
        else if (performance.now() - start > 15000) resolve(-1);
        else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
})"""


def board_canvas(page):
    shown = f"() => [...document.querySelectorAll('canvas')].find(c => c.width >= {WIDTH} && c.offsetParent)"
    page.wait_for_function(shown, timeout=120_000)
    handle = page.evaluate_handle(shown)
    page.wait_for_function(f"c => ({FINGERPRINT})(c)[1] > 5000", arg=handle, timeout=60_000)
    # As a person would: the board in view. (ipycanvas focuses the canvas on mousedown before reading the
    # click's position, so a click on a board partly out of view lands where the page scrolled to.)
    handle.evaluate("c => c.scrollIntoView({block: 'start'})")
    return handle.as_element()


def log_lines(page) -> list:
    return page.locator(".mandrapy-log ol li").all_inner_texts()


def assistant_shop(lines) -> int:
    """Where the Assistant stands, read from the game log a person sees (it starts at shop 0)."""
    shop = 0
    for line in lines:
        match = re.search(r"sends the Assistant \d+ shops? to (?:the empty )?shop (\d+)", line)
        if match:
            shop = int(match[1])
    return shop


def test_clicking_a_shop_in_the_browser_plays_a_seek(voila_server, browser):
    page = browser.new_page(viewport={"width": 1600, "height": 1100})
    page.goto(f"{voila_server}/voila/render/{NOTEBOOK}", timeout=120_000)
    canvas = board_canvas(page)
    page.wait_for_selector(".mandrapy-log ol li", timeout=60_000)
    before = log_lines(page)
    before_pixels = canvas.evaluate(FINGERPRINT)

    target = (assistant_shop(before) + 1) % 10
    box = canvas.bounding_box()
    scale = box["width"] / WIDTH
    x, y = (coordinate * scale for coordinate in shop_position(target))
    elapsed_ms = page.evaluate(CLICK_AND_TIME, [canvas, x, y])

    page.wait_for_function(f"() => document.querySelectorAll('.mandrapy-log ol li').length > {len(before)}",
                           timeout=30_000)
    after = log_lines(page)
    assert any(re.search(rf"Player 0 sends the Assistant 1 shop to (the empty )?shop {target}\b", line)
               for line in after[len(before):]), after[len(before):]
    assert canvas.evaluate(FINGERPRINT) != before_pixels
    assert 0 < elapsed_ms < 5000
    print(f"\nclick-to-update in the browser: {elapsed_ms:.0f} ms")
    page.close()


MAGYARCANA_NOTEBOOK = "magyarcana/07_play_against_the_computer.ipynb"


def test_clicking_refill_then_done_in_the_browser_plays_a_magyarcana_turn(voila_server, browser):
    from mandrapy.magyarcana.board import render

    page = browser.new_page(viewport={"width": 1600, "height": 1100})
    page.goto(f"{voila_server}/voila/render/{MAGYARCANA_NOTEBOOK}", timeout=120_000)
    canvas = board_canvas(page)
    page.wait_for_selector(".mandrapy-log ol li", timeout=60_000)
    before = log_lines(page)
    before_pixels = canvas.evaluate(FINGERPRINT)

    box = canvas.bounding_box()
    scale = box["width"] / render.WIDTH
    x, y, w, h = render.PRIMARY_BUTTON                 # Refill, then Done, in the same place
    centre = ((x + w / 2) * scale, (y + h / 2) * scale)
    elapsed_ms = page.evaluate(CLICK_AND_TIME, [canvas, *centre])
    page.wait_for_function(f"() => document.querySelectorAll('.mandrapy-log ol li').length > {len(before)}",
                           timeout=30_000)
    refilled = log_lines(page)
    assert "Player 0 discards and refills." in refilled[len(before):], refilled[len(before):]

    page.evaluate(CLICK_AND_TIME, [canvas, *centre])
    page.wait_for_function(f"() => document.querySelectorAll('.mandrapy-log ol li').length > {len(refilled)}",
                           timeout=30_000)
    after = log_lines(page)
    new = after[len(before):]
    assert any(line.startswith("Player 1 ") for line in new), new        # the computer answered
    assert canvas.evaluate(FINGERPRINT) != before_pixels
    assert 0 < elapsed_ms < 5000
    print(f"\nMagyarcana click-to-update in the browser: {elapsed_ms:.0f} ms")
    page.close()


def test_clicking_a_territory_in_the_browser_uses_its_power(voila_server, browser):
    """Player 0 clicks their home territory on the canvas: its Acorns power starts."""
    import mandrapy
    from mandrapy.magyarcana import Card
    from mandrapy.magyarcana.board import Board, render

    page = browser.new_page(viewport={"width": 1600, "height": 1100})
    page.goto(f"{voila_server}/voila/render/{MAGYARCANA_NOTEBOOK}", timeout=120_000)
    canvas = board_canvas(page)
    page.wait_for_selector(".mandrapy-log ol li", timeout=60_000)
    before = log_lines(page)
    before_pixels = canvas.evaluate(FINGERPRINT)

    # The same game as the notebook's first cell, to know where the home territory is drawn.
    game = mandrapy.new("magyarcana", seed=5)
    replica = Board(game, seat=0, seats={1: "random"}, seed=5)
    assert list(game.view(0).log) == before, "the notebook's game is not the one this test rebuilds"
    home = Card.named("Under of Acorns")
    x, y = replica.drawing().target_centre(("territory", home))
    scale = canvas.bounding_box()["width"] / render.WIDTH
    elapsed_ms = page.evaluate(CLICK_AND_TIME, [canvas, x * scale, y * scale])

    page.wait_for_function(f"() => document.querySelectorAll('.mandrapy-log ol li').length > {len(before)}",
                           timeout=30_000)
    new = log_lines(page)[len(before):]
    assert "Player 0 uses the Acorns power of Under of Acorns." in new, new
    assert canvas.evaluate(FINGERPRINT) != before_pixels
    assert 0 < elapsed_ms < 5000
    print(f"\nMagyarcana territory click-to-update in the browser: {elapsed_ms:.0f} ms")
    page.close()

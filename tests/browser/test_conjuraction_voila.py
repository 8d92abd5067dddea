"""Mystical Conjuraction in a real browser: Voila serves the board notebook, Chromium (1366x768) clicks a worker
on the canvas (a card in the hand, the first decision of a game whose characters are given), then one of its
lit targets (a forge); the log gains lines and the canvas pixels change. Screenshots in /tmp/screens/conj_*."""

import pathlib

import pytest

from test_board_screens import INSIDE, drawn_canvas
from test_voila_board import CLICK_AND_TIME, FINGERPRINT, log_lines

pytestmark = pytest.mark.browser
NOTEBOOK = "boards/conjuraction.ipynb"
SCREENS = pathlib.Path("/tmp/screens")
VIEWPORT = {"width": 1366, "height": 768}


def replica():
    """The notebook's own game and board, built here to know where its worker and targets are drawn."""
    import mandrapy
    from mandrapy.conjuraction import Board

    game = mandrapy.new("conjuraction", players=2, seed=1, characters=("larissa", "norwell"))
    return game, Board(game, seat=0, players={1: "random"}, seed=1)


def click(page, canvas, drawing, key) -> float:
    """Click the centre of target ``key`` of ``drawing`` on the browser's canvas; the ms until its pixels change."""
    x, y = drawing.target_centre(key)
    scale = canvas.bounding_box()["width"] / drawing.width
    return page.evaluate(CLICK_AND_TIME, [canvas, x * scale, y * scale])


def test_clicking_a_worker_then_a_lit_target_plays_it_in_the_browser(voila_server, browser):
    from mandrapy.conjuraction.board.places import Places

    SCREENS.mkdir(exist_ok=True)
    page = browser.new_page(viewport=VIEWPORT)
    page.goto(f"{voila_server}/voila/render/{NOTEBOOK}", timeout=120_000)
    canvas = drawn_canvas(page)
    page.wait_for_selector(".mandrapy-log ol li", timeout=60_000)
    canvas.evaluate("c => c.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)

    *box, inside = page.evaluate(INSIDE, [canvas, VIEWPORT["width"], VIEWPORT["height"]])
    assert inside, box                                         # the whole canvas on a 1366x768 laptop
    ratio = canvas.evaluate("c => c.getBoundingClientRect().width / c.getBoundingClientRect().height")
    assert ratio == pytest.approx(canvas.evaluate("c => c.width / c.height"), rel=0.01)

    game, board = replica()
    before = log_lines(page)
    assert list(game.view(0).log) == before, "the notebook's game is not the one this test rebuilds"
    view = board.view
    assert view.decision == "starting_card" and view.to_play == 0
    workers = Places(view).by_worker
    worker = min(key for key in workers if key[0] == "hand")   # a card in player 0's hand
    target = min(workers[worker])                              # one of the forges it may go to
    assert target[0] == "forge", target

    before_pixels = canvas.evaluate(FINGERPRINT)
    page.screenshot(path=str(SCREENS / "conj_1_before.png"))

    picked_ms = click(page, canvas, board.drawing(), worker)  # picking the worker lights its targets
    assert 0 < picked_ms < 5000, picked_ms
    assert log_lines(page) == before                           # picking plays nothing yet
    picked_pixels = canvas.evaluate(FINGERPRINT)
    assert picked_pixels != before_pixels
    page.screenshot(path=str(SCREENS / "conj_2_worker_picked.png"))

    board.handle(worker)                                       # the replica picks it too: its targets lit
    lit = board.drawing()
    elapsed_ms = click(page, canvas, lit, target)
    page.wait_for_function(f"() => document.querySelectorAll('.mandrapy-log ol li').length > {len(before)}",
                           timeout=30_000)
    page.wait_for_timeout(500)
    page.screenshot(path=str(SCREENS / "conj_3_target_clicked.png"))

    new = log_lines(page)[len(before):]
    board.handle(target)                                       # what the same click does headless
    assert new[0] == list(game.view(0).log)[len(before)], new
    assert new[0] == f"Player 0 puts card {worker[1]} on the Astral Plains forge.", new
    after_pixels = canvas.evaluate(FINGERPRINT)
    assert after_pixels != before_pixels and after_pixels != picked_pixels
    assert 0 < elapsed_ms < 5000, elapsed_ms
    print(f"\nConjuraction click-to-update in the browser: worker {picked_ms:.0f} ms, target {elapsed_ms:.0f} ms")
    page.close()

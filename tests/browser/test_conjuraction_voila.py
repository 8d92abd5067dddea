"""Mystical Conjuraction in a real browser: Voila serves the play notebook (07), Chromium (1366x768) plays it by
clicks on the canvas. First the setup decisions of player 0 (two starting cards onto forges, five starting mana
into circles) while the greedy computer answers, then the first real turn: click the sorcerer, its legal
targets light up, click one (an offer row); the log gains that line and the computer's answer, the pixels
change. A replica of the notebook's game and board, built here, receives the same clicks, so every click lands
where the replica draws its target and the page's log must equal the replica's. Screenshots of every step in
/tmp/screens/conj_turn_*.png; the click-to-update times are printed."""

import pathlib
import statistics

import pytest

from lab_pages import LAYOUT
from test_board_screens import drawn_canvas
from test_voila_board import CLICK_AND_TIME, log_lines

pytestmark = pytest.mark.browser
NOTEBOOK = "conjuraction/07_play_against_the_computer.ipynb"
SCREENS = pathlib.Path("/tmp/screens")
VIEWPORT = {"width": 1366, "height": 768}
TARGET = ("line", 2, "row", 0)                 # the sorcerer takes the Aether row 0

# A fingerprint of one rectangle of the canvas, in drawing units (``scale``: canvas pixels per unit).
REGION = """(canvas, [scale, x, y, w, h]) => {
    const data = canvas.getContext('2d').getImageData(Math.floor(x * scale), Math.floor(y * scale),
                                                      Math.ceil(w * scale), Math.ceil(h * scale)).data;
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) hash = (hash * 31 + data[i] * 7 + data[i + 1] * 3 + data[i + 2]) | 0;
    return hash;
}"""


def replica():
    """The notebook's own game and board (its first and board cells), built here to know where things are drawn."""
    import mandrapy
    from mandrapy.conjuraction import Board

    game = mandrapy.new("conjuraction", players=2, seed=7, characters=("larissa", "norwell"))
    return Board(game, seat=0, seats={1: "greedy"}, seed=7)


def click(page, canvas, drawing, key) -> float:
    """Click the centre of target ``key`` of ``drawing`` on the browser's canvas; the ms until its pixels change."""
    x, y = drawing.target_centre(key)
    scale = canvas.bounding_box()["width"] / drawing.width
    elapsed = page.evaluate(CLICK_AND_TIME, [canvas, x * scale, y * scale])
    assert 0 < elapsed < 5000, (key, elapsed)              # -1: the pixels never changed
    return elapsed


def region(canvas, drawing, key, pad=5) -> int:
    """The fingerprint of the canvas on target ``key`` as the replica draws it (``pad``: with its outline)."""
    box = next(t for t in reversed(drawing.targets) if t.key == key)
    scale = canvas.evaluate("c => c.width") / drawing.width
    return canvas.evaluate(REGION, [scale, box.x - pad, box.y - pad, box.w + 2 * pad, box.h + 2 * pad])


def whole(canvas) -> int:
    """The fingerprint of every canvas pixel (FINGERPRINT's small copy may miss a digit that changed)."""
    return canvas.evaluate(REGION, [1, 0, 0, canvas.evaluate("c => c.width"), canvas.evaluate("c => c.height")])


def same_log(page, board, why="the page's log is not the replica's") -> list:
    """Wait until the page's log has as many lines as the replica's, then check it says the same."""
    lines = list(board.log_lines())
    page.wait_for_function(f"() => document.querySelectorAll('.mandrapy-log ol li').length >= {len(lines)}",
                           timeout=30_000)
    assert log_lines(page) == lines, why
    return lines


def test_playing_the_setup_then_a_sorcerer_turn_by_clicks_in_the_browser(voila_server, browser):
    from mandrapy.conjuraction.board.places import Places

    SCREENS.mkdir(exist_ok=True)
    for old in SCREENS.glob("conj_turn_*.png"):
        old.unlink()
    shots = iter(range(100))

    def shot(name):
        page.screenshot(path=str(SCREENS / f"conj_turn_{next(shots):02d}_{name}.png"))

    page = browser.new_page(viewport=VIEWPORT)
    page.goto(f"{voila_server}/voila/render/{NOTEBOOK}", timeout=120_000)
    canvas = drawn_canvas(page)
    page.wait_for_selector(".mandrapy-log ol li", timeout=60_000)
    canvas.evaluate("c => c.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)

    box = canvas.bounding_box()                                # its whole width on a 1366x768 laptop
    assert box["x"] >= -0.5 and box["x"] + box["width"] <= VIEWPORT["width"] + 0.5, box
    ratio = canvas.evaluate("c => c.getBoundingClientRect().width / c.getBoundingClientRect().height")
    assert ratio == pytest.approx(canvas.evaluate("c => c.width / c.height"), rel=0.01)

    board = replica()
    game = board.game
    layout = canvas.evaluate(LAYOUT)                           # the compact board, on a laptop
    same_log(page, board, "the notebook's game is not the one this test rebuilds")
    assert board.view.decision.code == "starting_card" and board.view.to_play == 0
    shot("start")

    # Setup, as a person would: a worker (a card in the hand, a starting cube), then one of its lit targets.
    setup_ms = []
    while board.view.decision.code != "turn":
        view = board.view
        assert view.to_play == 0, view.decision.code                # the computer has moved on its own
        decision = view.decision.code
        workers = Places(view).by_worker
        worker = min(workers)
        target = min(workers[worker])
        logged = list(board.log_lines())
        before = whole(canvas)
        setup_ms.append(click(page, canvas, board.drawing(layout), worker))
        board.handle(worker)
        assert same_log(page, board) == logged                  # picking plays nothing yet
        shot(f"{worker[0]}_{worker[1]}_picked")
        setup_ms.append(click(page, canvas, board.drawing(layout), target))
        board.handle(target)
        lines = same_log(page, board)
        assert whole(canvas) != before
        if decision == "starting_card":
            assert lines[len(logged)] == f"Player 0 puts card {worker[1]} on the " \
                                         f"{('Astral Plains', 'Maelstrom', 'Aether')[target[1]]} forge."
            shot(f"card_{worker[1]}_on_forge_{target[1]}")
        else:
            shot(f"mana_{worker[1]}_in_circle_{target[1]}")
    logged = list(board.log_lines())
    assert "Player 0 has placed the starting mana." in logged
    assert any(line.startswith("Player 1 uses ") for line in logged)   # the computer played a turn meanwhile

    # The first real turn: the sorcerer, then one of its lit targets.
    view = board.view
    assert view.decision.code == "turn" and view.to_play == 0
    worker = ("sorcerer",)
    lit = sorted(Places(view).by_worker[worker])
    assert TARGET in lit and any(key[0] == "point" for key in lit), lit
    unlit = [("forge", forge) for forge in range(3)] + [("nether",)]    # lit neither before nor after
    plain = board.drawing(layout)
    regions = {key: region(canvas, plain, key) for key in lit}
    regions.update({key: region(canvas, plain, key, pad=0) for key in unlit})
    before = whole(canvas)

    picked_ms = click(page, canvas, plain, worker)
    board.handle(worker)
    assert board.selection.get("worker") == worker
    assert same_log(page, board) == logged                      # picking plays nothing yet
    picked = board.drawing(layout)
    changed = [key for key in lit if region(canvas, picked, key) != regions[key]]
    assert changed == lit, set(lit) - set(changed)              # every legal target lit up
    assert [region(canvas, picked, key, pad=0) for key in unlit] == [regions[key] for key in unlit]
    picked_pixels = whole(canvas)
    assert picked_pixels != before
    shot("sorcerer_picked")

    target_ms = click(page, canvas, picked, TARGET)
    board.handle(TARGET)
    lines = same_log(page, board)
    new = lines[len(logged):]
    assert new[0] == "Player 0 takes the Aether row 0 with their sorcerer.", new
    assert any(line.startswith("Player 1 ") for line in new[1:]), new    # and the computer answered
    after = whole(canvas)
    assert after != before and after != picked_pixels
    assert board.view.decision.code == "turn" and board.view.to_play == 0 and game.view(0).seats[0].sorcerer_used
    shot("aether_row_taken")

    box = canvas.bounding_box()                                # still its whole width after these clicks
    assert box["x"] >= -0.5 and box["x"] + box["width"] <= VIEWPORT["width"] + 0.5, box
    print(f"\nConjuraction click-to-update in the browser: setup {len(setup_ms)} clicks, median "
          f"{statistics.median(setup_ms):.0f} ms, max {max(setup_ms):.0f} ms; sorcerer {picked_ms:.0f} ms, "
          f"Aether row (and the computer's answer) {target_ms:.0f} ms")
    page.close()

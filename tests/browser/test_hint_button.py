"""The Hint button in a real browser: Voila serves a play notebook, Chromium clicks Hint, the advice appears
beside the Hint button and the suggested targets are outlined on the canvas shown, in the wide layout (a wide,
tall window), the compact one (a laptop's window) and the narrow one (a window narrower than the compact board);
Magyarcana's too, whose search finishes turns."""

import pathlib
import re

import pytest

from lab_pages import LAYOUT, SHOWN
from test_voila_board import FINGERPRINT

pytestmark = pytest.mark.browser
SCREENS = pathlib.Path("/tmp/screens")
MANDRAGORA = "mandragora/06_play_against_the_computer.ipynb"
MAGYARCANA = "magyarcana/07_play_against_the_computer.ipynb"
MAGYARCANA_FR = "fr/magyarcana/07_jouer_a_magyarcana.ipynb"
# The move the search tried most, as each board names it (the French one as its French log does, issue 29).
MOVE = {MANDRAGORA: r"(seek \d|cast .+)", MAGYARCANA: r"(use|play|refill).*",
        MAGYARCANA_FR: r"(utiliser le pouvoir|jouer (le|l')|renouveler sa main).*"}
# The first line names that move in one of two wordings: "looks best" only when the search's visits support it
# (core.hints.stands_out), otherwise "no move stands out" (core/hint_words.py, "suggest" and "lean").
WORDING = {"en": r"Player 0: (?:{move} looks best\. The search chose it|no move stands out\. The search tried "
                 r"{move} most,) in \d+ %",
           "fr": r"Joueur 0 : (?:{move} semble le meilleur coup\. La recherche l'a choisi|aucun coup ne se détache\. "
                 r"La recherche a surtout essayé {move},) dans \d+ %"}
ADVICE = {notebook: WORDING["fr" if notebook.startswith("fr/") else "en"].format(move=move)
          for notebook, move in MOVE.items()}
BUTTON = {MAGYARCANA_FR: "Conseil"}

# How many pixels of the full-size canvas are the outline's blue (a thin frame, lost in a thumbnail).
BLUE_PIXELS = """canvas => {
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) {
        if (data[i] < 40 && data[i + 1] > 110 && data[i + 1] < 150 && data[i + 2] > 220) blue++;
    }
    return blue;
}"""


@pytest.mark.parametrize("notebook, layout, width, height", [
    (MANDRAGORA, "wide", 1600, 1100), (MANDRAGORA, "compact", 1000, 768), (MANDRAGORA, "narrow", 780, 900),
    (MAGYARCANA, "wide", 1600, 1100), (MAGYARCANA_FR, "compact", 1366, 768)])
def test_clicking_hint_shows_the_suggestion_beside_it_and_outlines_it_on_the_board(voila_server, browser, notebook,
                                                                                  layout, width, height):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(f"{voila_server}/voila/render/{notebook}", timeout=120_000)
    page.wait_for_function(SHOWN, timeout=120_000)
    canvas = page.evaluate_handle(SHOWN).as_element()
    page.wait_for_function(f"c => ({FINGERPRINT})(c)[1] > 5000", arg=canvas, timeout=60_000)
    assert canvas.evaluate(LAYOUT) == layout
    page.wait_for_selector(".mandrapy-log ol li", timeout=60_000)
    before = canvas.evaluate(BLUE_PIXELS)

    hint = page.get_by_role("button", name=BUTTON.get(notebook, "Hint"))     # the one under the layout shown
    assert hint.count() == 1
    hint.click()
    page.locator(".mandrapy-hint:visible li").first.wait_for(timeout=60_000)      # (under the layout shown)
    advice = page.locator(".mandrapy-hint:visible li").all_inner_texts()
    assert re.match(ADVICE[notebook], advice[0]), advice
    if notebook.startswith("fr/"):
        assert not re.search(r"\b(play|use|refill|move|of)\b", " ".join(advice)), advice
    page.wait_for_function(f"c => ({BLUE_PIXELS})(c) > {before + 200}", arg=canvas, timeout=30_000)
    SCREENS.mkdir(exist_ok=True)
    page.locator(".mandrapy-hint:visible").first.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENS / f"hint_{notebook.rsplit('/', 1)[0].replace('/', '_')}_{layout}.png"))
    page.close()

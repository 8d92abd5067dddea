"""A French lesson in a real browser (issue 19): Voila serves the generated French play notebook, a person
clicks a shop on the canvas, and the log line the click writes is French."""

import re

import pytest

from lab_pages import click_key, drawn, log_lines, replica

pytestmark = pytest.mark.browser
NOTEBOOK = "fr/mandragora/06_jouer_a_mandragora.ipynb"


def test_a_click_on_the_french_play_notebook_under_voila_logs_in_french(voila_server, browser):
    board = replica(NOTEBOOK)             # the notebook's own cells, French included, run here
    assert board.language == "fr"
    target = (board.game.position.assistant + 1) % 10
    page = browser.new_page(viewport={"width": 1600, "height": 1000})
    page.goto(f"{voila_server}/voila/render/{NOTEBOOK}", timeout=120_000)
    canvas = drawn(page)
    page.wait_for_selector(".mandrapy-log ol li", timeout=60_000)
    before = log_lines(page)
    assert before and all(line.startswith(("Mise en place", "La sorcière")) for line in before), before

    click_key(page, canvas, board, ("shop", target))
    page.wait_for_function(f"() => document.querySelectorAll('.mandrapy-log ol li').length > {len(before)}",
                           timeout=30_000)
    new = log_lines(page)[len(before):]
    assert re.match(rf"La sorcière 0 envoie l'Assistant 1 échoppe plus loin, à l'échoppe (vide )?{target}\b", new[0]), new
    assert not any(re.search(r"\b(Player|sends|shop)\b", line) for line in new), new
    page.close()

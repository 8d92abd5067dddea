"""The stored form of a notebook (tools/store_notebooks.py): widgets leave their picture, or nothing."""

import html
import re
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from store_notebooks import WIDGET_VIEW, problems, tidy  # noqa: E402


def test_a_progress_bar_is_not_stored_at_0_percent_and_a_board_keeps_its_picture():
    notebook = nbformat.v4.new_notebook()
    bar = nbformat.v4.new_output("display_data", data={
        WIDGET_VIEW: {"model_id": "1"}, "text/plain": "games:   0%|          | 0/100 [00:00<?, ?game/s]"})
    board = nbformat.v4.new_output("display_data", data={
        WIDGET_VIEW: {"model_id": "2"}, "text/html": "<img src='data:image/png;base64,AA=='>"})
    line = nbformat.v4.new_output("stream", text="100 games in 1.0 s (100 games/s)\n")
    notebook.cells.append(nbformat.v4.new_code_cell("simulate()", outputs=[bar, board, line]))
    assert problems(notebook)
    tidy(notebook)
    outputs = notebook.cells[0].outputs
    assert [o.output_type for o in outputs] == ["display_data", "stream"]
    assert set(outputs[0].data) == {"text/html"}
    assert problems(notebook) == []


ROOT = Path(__file__).resolve().parents[2]
SVG = "image/svg+xml"
# ipywidgets' own text for a widget: what a stored board or replay showed before it carried its picture's text.
WIDGET_REPR = re.compile(r"^[A-Z]\w*\((children|layout|value|description)=")
IMG = re.compile(r"<img\b[^>]*\balt='([^']*)'")


def stored_outputs():
    for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        for cell in nbformat.read(path, as_version=4).cells:
            for output in cell.get("outputs", ()):
                yield f"{path.relative_to(ROOT)} cell {cell.get('id')}", output


def picture_problems(where: str, output) -> list:
    """Why ``output`` would not show as a picture in JupyterLab before its notebook is run (an untrusted
    notebook shows no SVG, only sanitised HTML), or would show a widget's repr as its text."""
    data = output.get("data", {})
    found = []
    text = "".join(data.get("text/plain", ""))
    if WIDGET_REPR.match(text):
        found.append(f"{where}: its text is a widget's repr, {text[:40]!r}")
    if WIDGET_VIEW in data or SVG in data:
        alts = IMG.findall("".join(data.get("text/html", "")))
        if not alts:
            found.append(f"{where}: a picture or widget without an HTML <img alt=...>")
        elif not all(alt.strip() for alt in alts):
            found.append(f"{where}: an <img> with an empty alt")
    return found


def test_every_stored_widget_and_picture_shows_as_a_picture_in_jupyterlab():
    found = [problem for where, output in stored_outputs() for problem in picture_problems(where, output)]
    assert found == [], "\n".join(found)


def test_the_check_finds_a_widget_stored_as_text_and_svg():
    replay = nbformat.v4.new_output("execute_result", execution_count=1, data={
        SVG: "<svg/>", "text/plain": "Replay(children=(VBox(children=(HBox(children=(Button(description='|◀'"})
    assert len(picture_problems("here", replay)) == 2


def test_a_replay_and_a_board_are_stored_as_a_picture_that_says_what_it_shows():
    import mandrapy
    from mandrapy.mandragora.board import Board
    from mandrapy.widgets import Replay

    game = mandrapy.new("mandragora", players=2, seed=4)
    for _ in range(3):
        game.play(game.legal_actions()[0])
    notebook = nbformat.v4.new_notebook()
    for widget in (Replay(game.record(), move=2), Board(game)):
        output = nbformat.v4.new_output("display_data", data=widget._repr_mimebundle_())
        notebook.cells.append(nbformat.v4.new_code_cell("widget", outputs=[output]))
    tidy(notebook)
    replay, board = (cell.outputs[0].data for cell in notebook.cells)
    assert WIDGET_VIEW not in replay and picture_problems("replay", {"data": replay}) == []
    assert IMG.findall(replay["text/html"]) == [replay["text/plain"].split(" A picture")[0]]
    assert replay["text/plain"].startswith("A replay of a Mandragora game, at move 2 of 3. Player ")
    assert "Run this cell" in replay["text/plain"] and picture_problems("board", {"data": board}) == []
    assert board["text/plain"].startswith("The Mandragora board after move 3. Player ")


def test_a_games_picture_says_what_it_shows_in_its_language_in_html_text_and_svg():
    """A picture given no words of its own (``picture(game)`` of each game) is named by its header: the
    game's title and what is asked, as drawn (in French on a French picture), not "board"."""
    import importlib

    import mandrapy

    for name, asked in (("mandragora", " — Sorcière 2 joue : "), ("magyarcana", " — Joueur 1 joue : "),
                        ("conjuraction", " — Joueur 0 : choisir un personnage")):
        picture = importlib.import_module(f"mandrapy.{name}.board").picture
        data = picture(mandrapy.new(name, seed=2), language="fr")._repr_mimebundle_()
        said = data["text/plain"]
        assert asked in said and said.split(" — ")[0] in ("Mandragora", "Magyarcana", "Mystical Conjuraction")
        escaped = html.escape(said)
        assert IMG.findall(data["text/html"]) == [escaped]
        assert re.match(r'<svg [^>]* role="img"><title>([^<]*)</title>', data[SVG])[1] == escaped, data[SVG][:300]


def test_a_progress_bar_of_simulate_is_not_stored():
    notebook = nbformat.v4.new_notebook()
    bar = nbformat.v4.new_output("display_data", data={"text/plain": "mandragora: 100%|██████████| 60/60"},
                                 metadata={"mandrapy-progress": True})
    line = nbformat.v4.new_output("stream", text="60 games in 1.0 s (60 games/s)\n")
    notebook.cells.append(nbformat.v4.new_code_cell("simulate()", outputs=[bar, line]))
    assert f"a progress bar in cell {notebook.cells[0].id}" in problems(notebook)
    tidy(notebook)
    assert [o.output_type for o in notebook.cells[0].outputs] == ["stream"] and problems(notebook) == []

"""The stored form of a notebook (tools/store_notebooks.py): widgets leave their picture, or nothing."""

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

"""Lessons show learners no test machinery (issue 16): nbval's checks are cell tags, not comments; rule codes
are checked in tests/notebooks/, not asserted in the lessons; rulings are links."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted(p for p in (Path(__file__).resolve().parents[2] / "notebooks").rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)


def cells(path):
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_lesson_shows_a_test_marker_or_asserts_a_rule_code(path):
    for cell in cells(path):
        source = "".join(cell["source"])
        assert "NBVAL" not in source, f"{path.name}: a test marker in a cell (use the nbval-check-output tag)"
        assert not re.search(r"assert \w+\.code\b", source), f"{path.name}: a rule code asserted in a lesson"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_rulings_are_cited_as_links(path):
    for cell in cells(path):
        if cell["cell_type"] != "markdown":
            continue
        text = re.sub(r"\[[^\]]*\]\([^)]*\)", "", "".join(cell["source"]))   # links taken out
        assert not re.search(r"\bruling (\d+|G-\d\d)\b|\(G-\d\d\)", text), f"{path.name}: {text[:200]}"


def test_the_checked_outputs_are_still_checked():
    tagged = [cell for path in NOTEBOOKS for cell in cells(path)
              if "nbval-check-output" in cell.get("metadata", {}).get("tags", [])]
    assert len(tagged) >= 14 and all(cell["cell_type"] == "code" and cell["outputs"] for cell in tagged)

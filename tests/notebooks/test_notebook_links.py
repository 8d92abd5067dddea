"""The notebook index lists every lesson, and every relative link in a notebook or its README leads to a file."""

import json
import pathlib
import re

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"
LINK = re.compile(r"\]\(([^)#\s]+)\)")


def markdown_of(path: pathlib.Path) -> str:
    if path.suffix == ".md":
        return path.read_text(encoding="utf-8")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")


def test_index_lists_every_lesson():
    index = markdown_of(NOTEBOOKS / "index.ipynb")
    lessons = sorted(p.relative_to(NOTEBOOKS).as_posix() for game in ("mandragora", "magyarcana", "conjuraction")
                     for p in (NOTEBOOKS / game).glob("*.ipynb"))
    assert lessons and [lesson for lesson in lessons if f"]({lesson})" not in index] == []


def test_index_links_every_board_page():
    index = markdown_of(NOTEBOOKS / "index.ipynb")
    boards = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in (NOTEBOOKS / "boards").glob("*.ipynb"))
    assert boards and [board for board in boards if f"]({board})" not in index] == []
    assert "](boards/README.md)" in index


def test_relative_links_resolve():
    broken = []
    for path in sorted(NOTEBOOKS.rglob("*")):
        if path.suffix not in (".ipynb", ".md") or ".ipynb_checkpoints" in path.parts:
            continue
        for target in LINK.findall(markdown_of(path)):
            if "://" not in target and not (path.parent / target).exists():
                broken.append(f"{path.relative_to(NOTEBOOKS)} -> {target}")
    assert broken == []

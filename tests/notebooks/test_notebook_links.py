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


# English lessons of two games that share a name (a JupyterLab tab shows the file name only). Known and listed
# here so that no new pair appears; renaming them (and their links, catalogues and voila addresses) is for
# another change. A pair that no longer exists must leave this list.
SHARED_ENGLISH_NAMES = {"07_play_against_the_computer.ipynb", "08_experiments.ipynb", "09_ask_the_computer.ipynb"}


def test_no_two_notebooks_share_a_file_name():
    """A JupyterLab tab is titled with the notebook's file name: two notebooks of the same name (an English
    lesson and its French one, two indexes) cannot be told apart in the tab bar."""
    root = NOTEBOOKS.parent
    paths = [p for p in root.rglob("*.ipynb") if not {".ipynb_checkpoints", ".venv", "site", "build",
                                                        "node_modules"} & set(p.relative_to(root).parts)]
    by_name: dict = {}
    for path in paths:
        by_name.setdefault(path.name, []).append(path.relative_to(root).as_posix())
    shared = {name: sorted(where) for name, where in by_name.items() if len(where) > 1}
    assert len(paths) > 50
    assert set(shared) == SHARED_ENGLISH_NAMES, shared
    assert all(not any(p.startswith("notebooks/fr/") for p in where) for where in shared.values()), shared

"""The layering rules of the package: the rules core never imports widget libraries."""

import ast
import pathlib
import subprocess
import sys

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "mandrapy"
WIDGET_LIBRARIES = ("ipywidgets", "ipycanvas")


def rules_modules():
    """Every module of the package except board widgets (``board.py`` / ``board/``)."""
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).parts
        if any(part == "board" or part.startswith("board.") or part == "board.py" for part in parts):
            continue
        yield path


def imported_names(path):
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_rules_modules_never_import_widget_libraries():
    modules = list(rules_modules())
    assert len(modules) >= 10
    offenders = [f"{path.relative_to(PACKAGE)} imports {name}" for path in modules
                 for name in imported_names(path) if name.split(".")[0] in WIDGET_LIBRARIES]
    assert offenders == []


def test_playing_a_game_loads_no_widget_library():
    code = (
        "import random, sys, mandrapy\n"
        "game = mandrapy.new('mandragora', players=3, seed=4)\n"
        "rng = random.Random(0)\n"
        "while not game.is_over: game.play(rng.choice(game.legal_actions()))\n"
        f"loaded = [m for m in sys.modules if m.split('.')[0] in {WIDGET_LIBRARIES!r}]\n"
        "print(loaded)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_core_knows_no_game():
    core = PACKAGE / "core"
    for path in core.rglob("*.py"):
        text = path.read_text().lower()
        for game in ("mandragora", "magyarcana", "conjuraction"):
            assert game not in text, f"core/{path.name} mentions {game}"

"""The layering rules of the package, checked module by module.

- In the core and the game rules, only ``mandrapy/core/observable.py`` imports traitlets.
- Only ``mandrapy/widgets/*`` and each ``mandrapy/<game>/board/*`` import ipywidgets, ipycanvas or ipyevents, or the
  widget modules themselves (``mandrapy.widgets``, a game's ``board``): a rules module that imported a board
  would load the widget libraries just as surely.
- The core names no game; playing a game loads no widget library.
- Only ``mandrapy/experiments/*`` (simulations and their analysis, the ``simulate`` extra) and
  ``mandrapy/interop/*`` (OpenSpiel, PettingZoo: their extras) import pandas, tqdm, dask, numpy or matplotlib;
  the rules, the core and the boards never do, and playing a game loads none.

The checker is tested on fake package trees too, so a violation is shown to be caught.
"""

import ast
import pathlib
import subprocess
import sys
import textwrap

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "mandrapy"
WIDGET_LIBRARIES = ("ipywidgets", "ipycanvas", "ipyevents")
SIMULATION_LIBRARIES = ("pandas", "tqdm", "dask", "distributed", "numpy", "matplotlib")
OBSERVABLE = "mandrapy.core.observable"         # the one core module allowed traitlets


def module_name(root: pathlib.Path, path: pathlib.Path) -> str:
    parts = (root.name, *path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer(module: str) -> str:
    """``core``, ``widgets``, ``experiments``, ``board`` (a game's board package) or ``rules`` (the rest of a
    game, and the package's own ``__init__``)."""
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in ("core", "widgets", "experiments", "interop"):
        return parts[1]
    if len(parts) > 2 and parts[2] == "board":
        return "board"
    return "rules"


def lazy_imports(tree) -> set:
    """Import statements inside a module-level ``__getattr__``: they run only when the attribute is asked for
    (``from mandrapy.mandragora import Board``), which the subprocess test below keeps honest."""
    return {id(node) for top in tree.body if isinstance(top, ast.FunctionDef) and top.name == "__getattr__"
            for node in ast.walk(top) if isinstance(node, (ast.Import, ast.ImportFrom))}


def import_statements(root: pathlib.Path, path: pathlib.Path):
    """For each import in ``path``, the absolute names it may load, relative imports resolved:
    ``import a, b`` gives [a] and [b]; ``from x import y, z`` gives [x, x.y, x.z] (y may be a module)."""
    module = module_name(root, path)
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    tree = ast.parse(path.read_text(), filename=str(path))
    lazy = lazy_imports(tree)
    for node in ast.walk(tree):
        if id(node) in lazy:
            continue
        if isinstance(node, ast.Import):
            yield from ([alias.name] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            yield [source, *(f"{source}.{alias.name}" for alias in node.names)]


def imported_modules(root: pathlib.Path, path: pathlib.Path) -> set:
    return {name for names in import_statements(root, path) for name in names}


def is_widget_module(name: str) -> bool:
    parts = name.split(".")
    return (parts[0] in WIDGET_LIBRARIES
            or (parts[0] == "mandrapy" and len(parts) > 1 and parts[1] == "widgets")
            or (parts[0] == "mandrapy" and len(parts) > 2 and parts[2] == "board"))


def broken_rule(module: str, name: str) -> str | None:
    where = layer(module)
    if name.split(".")[0] in SIMULATION_LIBRARIES and where not in ("experiments", "interop"):
        return "only mandrapy.experiments and mandrapy.interop may use the simulation libraries (their extras)"
    if where not in ("core", "rules"):
        return None
    if name.split(".")[0] == "traitlets" and module != OBSERVABLE:
        return "only the observable wrapper may use traitlets"
    if is_widget_module(name):
        return "only widgets and boards may load widget libraries"
    return None


def violations(root: pathlib.Path) -> list:
    """Every import statement that breaks the layering rules in the package at ``root``, as readable lines."""
    found = []
    for path in sorted(root.rglob("*.py")):
        module = module_name(root, path)
        for names in import_statements(root, path):
            for name in names:
                rule = broken_rule(module, name)
                if rule:
                    found.append(f"{module} imports {name}: {rule}")
                    break
    return found


def test_the_package_keeps_its_layers():
    modules = list(PACKAGE.rglob("*.py"))
    assert len(modules) >= 40
    assert {layer(module_name(PACKAGE, path)) for path in modules} == {"core", "rules", "widgets", "board",
                                                                       "experiments", "interop"}
    assert violations(PACKAGE) == []


def test_the_allowed_imports_are_really_there():
    """The exceptions the rules grant are used (else the checks above might be reading nothing)."""
    def imports(relative):
        return set(imported_modules(PACKAGE, PACKAGE / relative))
    assert "traitlets" in {name.split(".")[0] for name in imports("core/observable.py")}
    assert {"ipywidgets"} <= {name.split(".")[0] for name in imports("widgets/board.py")}
    assert {"ipywidgets", "ipycanvas", "ipyevents"} <= {name.split(".")[0] for name in imports("widgets/surface.py")}
    for game in ("mandragora", "magyarcana"):
        assert "mandrapy.widgets.board" in imports(f"{game}/board/__init__.py")
    assert "concurrent.futures" in imports("experiments/run.py")


FAKE_TREE = {
    "__init__.py": "",
    "core/__init__.py": "",
    "core/observable.py": "import traitlets\n",
    "core/drawing.py": "from dataclasses import dataclass\n",
    "widgets/__init__.py": "",
    "widgets/board.py": "import ipywidgets\nfrom ipycanvas import Canvas\nfrom ..core.drawing import dataclass\n",
    "widgets/controls.py": "from ..core import drawing\n",
    "chess/__init__.py": "from .state import State\n",
    "chess/state.py": "from ..core.observable import traitlets\n",
    "chess/board/__init__.py": "import ipywidgets\nfrom ...widgets.board import Canvas\nfrom . import render\n",
    "chess/board/render.py": "from ...widgets.controls import drawing\n",
}


def fake_package(tmp_path, extra=None) -> pathlib.Path:
    root = tmp_path / "mandrapy"
    for relative, text in {**FAKE_TREE, **(extra or {})}.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return root


def test_a_clean_fake_package_passes(tmp_path):
    lazy = "def __getattr__(name):\n    from .board import Board\n    return Board\n"
    assert violations(fake_package(tmp_path, {"chess/__init__.py": lazy})) == []


@pytest.mark.parametrize("relative, text, culprit", [
    ("core/board.py", "import ipywidgets\n", "mandrapy.core.board imports ipywidgets"),
    ("core/painter.py", "def paint():\n    from ipycanvas import Canvas\n", "mandrapy.core.painter imports ipycanvas"),
    ("core/state.py", "from traitlets import HasTraits\n", "mandrapy.core.state imports traitlets"),
    ("chess/state.py", "import traitlets.config\n", "mandrapy.chess.state imports traitlets.config"),
    ("chess/view.py", "from ..widgets.board import Canvas\n", "mandrapy.chess.view imports mandrapy.widgets.board"),
    ("chess/bots.py", "from .board import render\n", "mandrapy.chess.bots imports mandrapy.chess.board"),
    ("chess/log.py", "from . import board\n", "mandrapy.chess.log imports mandrapy.chess.board"),
    ("core/labels.py", "from .. import widgets\n", "mandrapy.core.labels imports mandrapy.widgets"),
    ("chess/boards.py", "import ipycanvas as c\n", "mandrapy.chess.boards imports ipycanvas"),
    ("chess/__init__.py", "from .board import Board\n\ndef __getattr__(name):\n    from . import board\n",
     "mandrapy.chess imports mandrapy.chess.board"),
    ("chess/stats.py", "import pandas as pd\n", "mandrapy.chess.stats imports pandas"),
    ("core/players.py", "def seeds():\n    from numpy.random import SeedSequence\n", "mandrapy.core.players imports numpy.random"),
    ("widgets/progress.py", "from tqdm.auto import tqdm\n", "mandrapy.widgets.progress imports tqdm.auto"),
    ("chess/board/plot.py", "import matplotlib.pyplot\n", "mandrapy.chess.board.plot imports matplotlib.pyplot"),
])
def test_each_kind_of_violation_is_caught(tmp_path, relative, text, culprit):
    found = violations(fake_package(tmp_path, {relative: text}))
    assert len(found) == 1 and found[0].startswith(culprit + ":"), found


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


def test_playing_a_game_loads_no_simulation_library():
    """``import mandrapy`` and whole games load none of the ``simulate`` extra; a simulation does."""
    code = (
        "import random, sys, mandrapy\n"
        "for name in mandrapy.games():\n"
        "    game = mandrapy.new(name, seed=4)\n"
        "    rng = random.Random(0)\n"
        "    while not game.is_over: game.play(rng.choice(game.legal_actions()))\n"
        f"print([m for m in sys.modules if m.split('.')[0] in {SIMULATION_LIBRARIES!r}])\n"
        "mandrapy.simulate('magyarcana', games=1, executor='serial', progress=False)\n"
        "print('pandas' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["[]", "True"]


def test_core_knows_no_game():
    core = PACKAGE / "core"
    for path in core.rglob("*.py"):
        text = path.read_text().lower()
        for game in ("mandragora", "magyarcana", "conjuraction"):
            assert game not in text, f"core/{path.name} mentions {game}"

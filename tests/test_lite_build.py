"""The checks of the browser-site build (tools/lite), each shown to refuse what it must refuse.

The build itself (downloads, JupyterLite) runs in CI's site step and in tests/browser/test_lite.py; these
are its pure parts, fast enough for every ``make test``.
"""

import json
import pathlib
import sys
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "lite"))

import fetch  # noqa: E402
import landing  # noqa: E402
import lock  # noqa: E402
import notebook_imports  # noqa: E402

PYODIDE_INFO = {"python": "3.12.7", "version": "0.27.7"}


def make_wheel(folder, name, version, requires=(), modules=("__init__.py",)):
    path = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as wheel:
        for module in modules:
            wheel.writestr(f"{name}/{module}", "")
        metadata = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
                    *(f"Requires-Dist: {r}" for r in requires)]
        wheel.writestr(f"{name}-{version}.dist-info/METADATA", "\n".join(metadata) + "\n")
    return path


def test_a_download_whose_bytes_changed_is_refused(tmp_path):
    path = tmp_path / "numpy.whl"
    path.write_bytes(b"official bytes")
    good = fetch.sha256(path)
    assert fetch.check_sha256(path, good, "the lock") == path
    path.write_bytes(b"other bytes")
    with pytest.raises(fetch.VerificationError, match=f"numpy.whl: sha256 .* is not {good} \\(the lock\\)"):
        fetch.check_sha256(path, good, "the lock")


def test_a_wheel_entry_keeps_only_the_requirements_that_apply_in_the_browser(tmp_path):
    wheel = make_wheel(tmp_path, "mandrapy", "0.1.0",
                       ["traitlets>=5.9", "orjson>=3.9; platform_machine != 'wasm32'", "pandas; extra == 'sim'"])
    entry = lock.wheel_entry(wheel, lock.browser_environment(PYODIDE_INFO))
    assert (entry["name"], entry["version"], entry["imports"], entry["depends"]) == \
        ("mandrapy", "0.1.0", ["mandrapy"], ["traitlets"])
    assert entry["sha256"] == fetch.sha256(wheel) and entry["file_name"] == wheel.name


def test_packages_that_do_not_fit_together_stop_the_build(tmp_path):
    environment = lock.browser_environment(PYODIDE_INFO)
    board = lock.wheel_entry(make_wheel(tmp_path, "board", "1.0", ["traitlets>=5.9", "numpy"]), environment)
    old = {"name": "traitlets", "version": "5.1.0", "depends": []}
    with pytest.raises(SystemExit) as stopped:
        lock.check_requirements({"board": board, "traitlets": old})
    assert str(stopped.value).splitlines()[1:] == [
        "  board needs traitlets>=5.9, the site serves 5.1.0",
        "  board needs numpy, which the site does not serve",
        "  board depends on numpy, which the site does not serve"]


def test_the_closure_follows_the_official_lock_whatever_the_spelling():
    packages = {"ipython": {"depends": ["prompt_toolkit", "traitlets"]},
                "prompt-toolkit": {"depends": ["wcwidth"]},
                "traitlets": {"depends": []}, "wcwidth": {"depends": []}, "numpy": {"depends": []}}
    assert lock.closure(packages, ["IPython"]) == ["ipython", "prompt-toolkit", "traitlets", "wcwidth"]


def write_notebook(path, *cells):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"cells": [{"cell_type": "code", "source": cell} for cell in cells]}))


def test_a_notebook_importing_what_the_site_lacks_stops_the_build(tmp_path, capsys):
    served = {"mandrapy": {"imports": ["mandrapy"]}, "matplotlib": {"imports": ["matplotlib", "pylab"]}}
    write_notebook(tmp_path / "mandragora" / "07.ipynb", "%matplotlib inline\nimport math, mandrapy\n"
                   "from matplotlib import pyplot\n!ls")
    notebook_imports.check(tmp_path, served)                       # stdlib, served, magics: all fine
    write_notebook(tmp_path / "boards" / "x.ipynb", "import pandas as pd\nfrom dask.distributed import Client")
    with pytest.raises(SystemExit, match="boards/x.ipynb imports pandas$"):
        notebook_imports.check(tmp_path, served)
    said = capsys.readouterr().out
    assert "boards/x.ipynb imports dask, which the browser site cannot have: a Dask cluster" in said


def test_the_front_page_lists_every_board_french_ones_included(tmp_path):
    files = tmp_path / "files"
    board = "from mandrapy.mandragora import Board\nBoard(game, seat=0)"
    write_notebook(files / "notebooks" / "mandragora" / "06_play_against_the_computer.ipynb", board)
    write_notebook(files / "notebooks" / "mandragora" / "01_setup.ipynb", "picture(game)")
    write_notebook(files / "notebooks" / "boards" / "replay.ipynb", "Replay(record)")
    write_notebook(files / "notebooks" / "fr" / "mandragora" / "06_jouer_a_mandragora.ipynb", board)
    assert landing.boards(files, "notebooks") == ["notebooks/boards/replay.ipynb",
                                                  "notebooks/fr/mandragora/06_jouer_a_mandragora.ipynb",
                                                  "notebooks/mandragora/06_play_against_the_computer.ipynb"]
    landing.write(tmp_path, "notebooks")
    page = (tmp_path / "index.html").read_text()
    assert 'href="lab/index.html?path=notebooks/index.ipynb"' in page
    english, in_french = page.split('<h2 lang="fr">En français</h2>')
    assert 'href="notebooks/index.html?path=notebooks/fr/mandragora/06_jouer_a_mandragora.ipynb"' in in_french
    assert 'href="lab/index.html?path=notebooks/fr/sommaire.ipynb"' in in_french
    assert "06_play_against_the_computer" in english and "/fr/" not in english
    assert 'id="jupyter-config-data"' in page           # every JupyterLite page reads it from the root

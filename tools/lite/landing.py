"""The site's front page: what this is, then links to the lesson index and to every board notebook.

It replaces JupyterLite's own index.html (a bare redirect to JupyterLab) but keeps its (empty) configuration
element, which every JupyterLite page reads from the root index.html. Plain HTML, nothing fetched from
elsewhere. A board notebook is one whose code builds a ``Board(`` or a ``Replay(``, whatever its name or
language, so new ones, French ones too, join by themselves.
"""

import html
import json
import pathlib

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>mandrapy in your browser</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>body{{font:17px/1.5 system-ui,sans-serif;max-width:46em;margin:2em auto;padding:0 1em;color:#222}}
a{{color:#6a3d9a}} li{{margin:.2em 0}} code{{background:#f3f0f7;padding:0 .2em}}</style></head>
<body>
<h1>mandrapy: tabletop games to learn in your browser</h1>
<p>Lessons and boards for Mandragora, Magyarcana and Mystical Conjuraction. Python runs inside this page
(JupyterLite and Pyodide): nothing to install, and nothing leaves your computer. The first start takes
a little while. The site carries everything it needs, nothing is fetched from the internet, and a board
already running keeps working if the network goes.</p>
<p><strong><a href="{lab}?path={index}">Open the lessons</a></strong> (JupyterLab, starting from the index).
Open a notebook, then <em>Run &rarr; Run All Cells</em> (or Shift-Enter cell by cell).</p>
<h2>Boards to play</h2>
<p>Each opens alone, ready to run: <em>Run &rarr; Run All Cells</em>, then click on the board.</p>
<ul>
{boards}
</ul>
<h2 lang="fr">En français</h2>
<p lang="fr"><strong><a href="{lab}?path={index_fr}">Les leçons en français</a></strong> (l'index des leçons).
Plateaux à jouer : <em>Run &rarr; Run All Cells</em>, puis cliquez sur le plateau.</p>
<ul lang="fr">
{boards_fr}
</ul>
<p>Not in the browser: anything that starts other processes (a Dask cluster, parallel simulation) says so
when asked; simulations run one game after another here, with the same results. Changes you make are kept
in this browser only (<em>File &rarr; Download</em> to keep a copy).</p>
</body></html>
"""


def title(notebook: pathlib.Path) -> str:
    for cell in json.loads(notebook.read_text())["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return notebook.stem.replace("_", " ")


def code(notebook: pathlib.Path) -> str:
    return "\n".join("".join(cell["source"]) for cell in json.loads(notebook.read_text())["cells"]
                     if cell["cell_type"] == "code")


def boards(files: pathlib.Path, top: str) -> list:
    found = [path for path in sorted(files.glob(f"{top}/**/*.ipynb"))
             if ".ipynb_checkpoints" not in path.parts and any(w in code(path) for w in ("Board(", "Replay("))]
    return [path.relative_to(files).as_posix() for path in found]


def french(path: str, top: str) -> bool:
    """A French notebook: a generated lesson (``<top>/fr/``) or a board page named ``*_fr``."""
    return path.startswith(f"{top}/fr/") or path.endswith("_fr.ipynb")


def write(output: pathlib.Path, top: str):
    files = output / "files"

    def items(paths):
        return "\n".join(
            f'<li><a href="notebooks/index.html?path={html.escape(path)}">{html.escape(title(files / path))}</a>'
            f" <code>{html.escape(path)}</code></li>" for path in paths)
    found = boards(files, top)
    (output / "index.html").write_text(PAGE.format(
        lab="lab/index.html", index=f"{top}/index.ipynb", index_fr=f"{top}/fr/sommaire.ipynb",
        boards=items(p for p in found if not french(p, top)), boards_fr=items(p for p in found if french(p, top))))

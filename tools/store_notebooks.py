"""Run the lessons and boards notebooks and store them as a reader should first see them.

    python tools/store_notebooks.py                 # every notebook under notebooks/
    python tools/store_notebooks.py notebooks/mandragora/03_casting_spells.ipynb ...
    python tools/store_notebooks.py --check         # exit 1 if a notebook's metadata is not as stored

What "as stored" means (tests/notebooks/test_stored_notebooks.py checks it):
- Outputs from a fresh kernel, run top to bottom.
- No live-widget outputs and no saved widget state: a board's or a replay's stored output is its picture (an
  ``<img>`` that JupyterLab shows before the notebook is run, with an ``alt`` that says what it shows, and SVG
  for GitHub) and that text (mandrapy/widgets/still.py). Widgets only mean something to the kernel that made
  them; stored, they showed as "Board(children=...)" text or "model not found". A widget with no picture is
  not stored at all: its text is how it looked when first shown. Nor is simulate's progress bar (an output
  marked ``mandrapy-progress``, mandrapy/experiments/progress.py): the line printed after it says what it
  counted.
- The kernelspec and language_info that the project's own environment writes (ipykernel's "Python 3
  (ipykernel)"), so that opening a notebook in JupyterLab changes nothing and autosave writes nothing.
"""

from __future__ import annotations

import argparse
import pathlib
import sys

import nbformat

ROOT = pathlib.Path(__file__).resolve().parents[1]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
PROGRESS = "mandrapy-progress"           # mandrapy.experiments.progress.MARK (tools import no mandrapy)
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def language_info() -> dict:
    """What ipykernel reports for this Python (JupyterLab copies it into a notebook it opens)."""
    return {"codemirror_mode": {"name": "ipython", "version": 3}, "file_extension": ".py",
            "mimetype": "text/x-python", "name": "python", "nbconvert_exporter": "python",
            "pygments_lexer": "ipython3", "version": ".".join(map(str, sys.version_info[:3]))}


def notebooks(paths) -> list:
    if paths:
        return [pathlib.Path(path).resolve() for path in paths]
    return sorted(path for path in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in path.parts)


def tidy(notebook) -> None:
    """Stored form: no widget views or state, the project's kernelspec and language_info."""
    notebook.metadata.pop("widgets", None)
    notebook.metadata["kernelspec"] = dict(KERNELSPEC)
    notebook.metadata["language_info"] = language_info()
    for cell in notebook.cells:
        kept = []
        for output in cell.get("outputs", ()):
            data = output.get("data")
            if output.get("metadata", {}).get(PROGRESS):
                continue                # a progress bar: the line printed after it says what it counted
            if data and WIDGET_VIEW in data:
                del data[WIDGET_VIEW]
                if set(data) <= {"text/plain"}:
                    continue            # only the text of how it looked when shown: a progress bar at 0 %
            kept.append(output)
        if cell.cell_type == "code":
            cell.outputs = kept


def problems(notebook) -> list:
    """Why ``notebook`` is not in its stored form (empty when it is)."""
    found = []
    if notebook.metadata.get("kernelspec") != KERNELSPEC:
        found.append(f"kernelspec {notebook.metadata.get('kernelspec')}")
    if notebook.metadata.get("language_info", {}).get("name") != "python":
        found.append("language_info")
    if "widgets" in notebook.metadata:
        found.append("saved widget state")
    for cell in notebook.cells:
        for output in cell.get("outputs", ()):
            if WIDGET_VIEW in output.get("data", {}):
                found.append(f"a widget output in cell {cell.get('id')}")
            elif output.get("metadata", {}).get(PROGRESS):
                found.append(f"a progress bar in cell {cell.get('id')}")
            elif "0%|" in output.get("data", {}).get("text/plain", ""):
                found.append(f"a progress bar stored at 0 % in cell {cell.get('id')}")
    return found


def run(path: pathlib.Path) -> None:
    from nbclient import NotebookClient
    notebook = nbformat.read(path, as_version=4)
    # An experiment's full run (20,000 games) takes 2 minutes on an idle laptop and 20 on a shared, busy machine.
    NotebookClient(notebook, timeout=3600, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    tidy(notebook)
    nbformat.write(notebook, path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--check", action="store_true", help="only check the stored form")
    parser.add_argument("--tidy", action="store_true", help="only tidy (no run)")
    arguments = parser.parse_args()
    failed = 0
    for path in notebooks(arguments.paths):
        if arguments.check:
            found = problems(nbformat.read(path, as_version=4))
            if found:
                failed += 1
                print(f"{path.relative_to(ROOT)}: {'; '.join(found)}")
            continue
        if arguments.tidy:
            notebook = nbformat.read(path, as_version=4)
            tidy(notebook)
            nbformat.write(notebook, path)
        else:
            print(f"running {path.relative_to(ROOT)}", flush=True)
            run(path)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

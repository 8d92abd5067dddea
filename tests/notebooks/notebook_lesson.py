"""Run a teaching notebook's code cells in this process, stopping where a test wants to look.

The notebooks teach; the tests beside this file check. A test replays a notebook cell by cell
(``lesson.run_through("c15")`` runs every code cell up to and including the one with id ``c15``) and
then asserts facts about the notebook's variables, read as attributes: ``lesson.game.to_play``.
Cell ids are nbformat's stable ``id`` field, so rewording a cell does not move a check.
"""

import json
import pathlib

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"


class Lesson:
    def __init__(self, name: str):
        import matplotlib

        matplotlib.use("Agg")              # the experiments plot; no window in a test run
        self._path = NOTEBOOKS / name
        cells = json.loads(self._path.read_text(encoding="utf-8"))["cells"]
        self._cells = [(cell["id"], "".join(cell["source"])) for cell in cells if cell["cell_type"] == "code"]
        self._ids = [cell_id for cell_id, _ in self._cells]
        self._next = 0
        self._namespace = {"__name__": "__main__"}

    def _run_until(self, stop: int) -> None:
        while self._next < stop:
            cell_id, source = self._cells[self._next]
            self._next += 1
            exec(compile(source, f"{self._path.name}[{cell_id}]", "exec"), self._namespace)

    def _index(self, cell_id: str) -> int:
        if cell_id not in self._ids:
            raise KeyError(f"{self._path.name} has no code cell {cell_id!r} (cells: {', '.join(self._ids)})")
        index = self._ids.index(cell_id)
        if index < self._next - 1:
            raise ValueError(f"{self._path.name}: cell {cell_id!r} has already run")
        return index

    def run_through(self, cell_id: str) -> "Lesson":
        """Run the code cells up to and including ``cell_id``."""
        self._run_until(self._index(cell_id) + 1)
        return self

    def run_before(self, cell_id: str) -> "Lesson":
        """Run the code cells before ``cell_id`` (to look at the position that cell starts from)."""
        self._run_until(self._index(cell_id))
        return self

    def run_to_end(self) -> "Lesson":
        self._run_until(len(self._cells))
        return self

    def __getattr__(self, name: str):
        try:
            return self._namespace[name]
        except KeyError:
            raise AttributeError(f"{self._path.name} defines no {name!r} before cell {self._ids[self._next - 1]!r}") from None

"""A board's hold on its game: released by ``close()``, by garbage collection, and when its cell re-runs.

The game keeps only a weak reference to a board (through :class:`WeakObserver`), so a board nobody holds
costs the game nothing once collected. ipywidgets itself keeps every widget until it is closed, so a board
also closes the boards an earlier run of the same notebook cell made (:func:`current_cell`): re-running a
cell 200 times leaves one live board, not 200; two boards made by one run (two screens, two seats) both stay.
"""

from __future__ import annotations

import weakref


class WeakObserver:
    """Observe ``names`` of ``game`` on behalf of ``owner`` without keeping ``owner`` alive.

    ``method`` is the name of the owner's callback. When the owner is gone (or :meth:`release` is called)
    the game no longer calls anything."""

    def __init__(self, game, owner, method: str, names: str):
        self.game, self.names, self.method = game, names, method
        self.owner = weakref.ref(owner)
        self.active = True
        game.observe(self, names=names)
        weakref.finalize(owner, WeakObserver.release, self)

    def __call__(self, change) -> None:
        owner = self.owner()
        if owner is None:
            self.release()
            return
        getattr(owner, self.method)(change)

    def release(self) -> None:
        if self.active:
            self.active = False
            try:
                self.game.unobserve(self, names=self.names)
            except ValueError:                   # already gone
                pass


def current_cell():
    """(cell id, execution count) of the notebook cell running now, or None outside a notebook."""
    try:
        from IPython import get_ipython
    except ImportError:                          # pragma: no cover - IPython comes with ipywidgets
        return None
    shell = get_ipython()
    kernel = getattr(shell, "kernel", None)
    if kernel is None:
        return None
    try:
        parent = kernel.get_parent("shell")
    except Exception:                            # noqa: BLE001 - older kernels: no cell id, no tracking
        return None
    cell = (parent or {}).get("metadata", {}).get("cellId")
    return None if cell is None else (cell, shell.execution_count)


class CellBoards:
    """The live boards of each notebook cell (weakly), to close those an earlier run of the cell made."""

    def __init__(self):
        self.boards: dict = {}                   # cell id -> [(execution count, weakref to board)]

    def add(self, board, cell) -> None:
        if cell is None:
            return
        cell_id, run = cell
        kept = []
        for earlier_run, ref in self.boards.get(cell_id, ()):
            earlier = ref()
            if earlier is None:
                continue
            if earlier_run < run:
                earlier.close()
            else:
                kept.append((earlier_run, ref))
        kept.append((run, weakref.ref(board)))
        self.boards[cell_id] = kept


CELLS = CellBoards()

"""Whether this Python runs inside a browser page (Pyodide: the no-install site, ``make lite``).

A browser page cannot start processes or open sockets. A feature that needs them calls
:func:`require_processes` first, which says so plainly instead of failing deep inside a library; a
simulation asked for several workers uses :func:`usable_workers`, which gives one in the browser: the games
then run one after another, with the same results, since a game's seed decides it, not the worker.

>>> usable_workers(4) == (1 if IN_BROWSER else 4)
True
"""

from __future__ import annotations

import sys

from .errors import MandrapyError

IN_BROWSER = sys.platform == "emscripten"


class NeedsProcesses(MandrapyError, RuntimeError):
    """A feature that needs other processes (a process pool, a Dask cluster), asked for in a browser page."""

    def __init__(self, feature: str):
        self.feature = feature
        super().__init__(f"{feature} needs other processes, which Python inside a browser page cannot start. "
                         "Run this notebook in Jupyter on a computer (make lab) or on Binder to use it; "
                         "simulations here run their games one after another, with the same results.")


def require_processes(feature: str, in_browser: bool | None = None) -> None:
    """Raise :class:`NeedsProcesses` when ``feature`` is asked for inside a browser page."""
    if IN_BROWSER if in_browser is None else in_browser:
        raise NeedsProcesses(feature)


def usable_workers(requested: int, in_browser: bool | None = None) -> int:
    """How many worker processes a simulation asking for ``requested`` may use here (1 in a browser)."""
    if requested < 1:
        raise ValueError(f"workers must be at least 1, not {requested}")
    return 1 if (IN_BROWSER if in_browser is None else in_browser) else requested

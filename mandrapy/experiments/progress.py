"""The progress bar of :func:`mandrapy.simulate` (and of a lesson's own long loop): games done, games per
second, time left. The notebook's bar is the core's (:mod:`mandrapy.core.progress`), which says why it is
not a widget.

Elsewhere (a terminal, a script) it is tqdm's text bar on stderr.

>>> print(meter(7000, 20_000, 40.3, "mandragora"))
mandragora:  35%|███▌      | 7000/20000 [00:40<01:14, 173.7 games/s]
"""

from __future__ import annotations

from ..core.progress import MARK, OutputBar, clock, in_notebook, meter

__all__ = ["MARK", "OutputBar", "clock", "in_notebook", "meter", "progress_bar"]


def progress_bar(total: int, desc: str = "games"):
    """A bar with ``update(n)`` and ``close()``: redrawn in place in a notebook, tqdm's text bar elsewhere."""
    if in_notebook():
        return OutputBar(total, desc)
    from tqdm.std import tqdm

    return tqdm(total=total, unit="game", desc=desc)

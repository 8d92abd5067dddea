"""The progress bar of :func:`mandrapy.simulate`: games done, games per second, time left.

In a notebook the bar is an output updated in place (``display(..., display_id=True)``), not a widget
(``tqdm.notebook``). JupyterLab (4.6, by default) opens a kernel subshell, through the control channel, for
the first widget a kernel shows; the kernel answers with a busy and an idle status, and JupyterLab and the
server (``/api/kernels``) take that idle for the kernel's own. A run that showed a widget bar therefore read
Idle from its first second to its end, though the cell still ran. An output updated in place sends nothing
to the kernel. Elsewhere (a terminal, a script) it is tqdm's own text bar on stderr.
"""

from __future__ import annotations

import html
import time

MARK = "mandrapy-progress"      # in the output's metadata: tools/store_notebooks.py does not store the bar
EVERY = 0.25                    # seconds at least between two redraws


def in_notebook() -> bool:
    """True in a Jupyter kernel (ipykernel, JupyterLite's), where outputs can be updated in place."""
    import sys

    if "IPython" not in sys.modules:
        return False
    shell = sys.modules["IPython"].get_ipython()
    return shell is not None and "Terminal" not in type(shell).__name__


def progress_bar(total: int, desc: str):
    """A bar with ``update(n)`` and ``close()``: in place in a notebook, tqdm's text bar elsewhere."""
    from tqdm.std import tqdm

    if in_notebook():
        return OutputBar(total, desc, tqdm.format_meter)
    return tqdm(total=total, unit="game", desc=desc)


class OutputBar:
    """A bar drawn as one notebook output, redrawn in place at most every ``EVERY`` seconds: an HTML
    ``<progress>`` with tqdm's meter line beside it, and the meter line as its text."""

    def __init__(self, total: int, desc: str, meter):
        from IPython.display import display

        self.total, self.desc, self.meter, self.n = total, desc, meter, 0
        self.started = self.drawn = time.perf_counter()
        self.handle = display(self.bundle(), raw=True, display_id=True, metadata={MARK: True})

    def bundle(self) -> dict:
        elapsed = time.perf_counter() - self.started
        line = self.meter(self.n, self.total, elapsed, prefix=self.desc, unit="game")
        short = self.meter(self.n, self.total, elapsed, prefix=self.desc, unit="game",
                           bar_format="{desc}: {percentage:3.0f}% {n_fmt}/{total_fmt} "
                                      "[{elapsed}<{remaining}, {rate_fmt}]")
        return {"text/plain": line,
                "text/html": f"<div class='{MARK}'><progress value='{self.n}' max='{max(self.total, 1)}' "
                             f"style='width:16em;vertical-align:middle'></progress> "
                             f"<code>{html.escape(short)}</code></div>"}

    def update(self, n: int = 1) -> None:
        self.n += n
        now = time.perf_counter()
        if now - self.drawn >= EVERY or self.n >= self.total:
            self.drawn = now
            self.redraw()

    def redraw(self) -> None:
        self.handle.update(self.bundle(), raw=True, metadata={MARK: True})

    def close(self) -> None:
        self.redraw()

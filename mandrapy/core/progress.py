"""A progress bar that needs no library: an output redrawn in place in a notebook, a text line on stderr
elsewhere. :func:`mandrapy.simulate` (its bar, ``mandrapy.experiments.progress``) and the game review
(``mandrapy.review(..., progress=True)``) show it.

In a notebook the bar is an output redrawn in place (``display(..., display_id=True)``), not a widget
(``tqdm.notebook``). JupyterLab (4.6, by default) opens a kernel subshell, through the control channel, for
the first widget a kernel shows; the kernel answers with a busy and an idle status, and JupyterLab and the
server (``/api/kernels``) take that idle for the kernel's own. A run that showed a widget bar therefore read
Idle from its first second to its end, though the cell still ran. An output redrawn in place sends nothing
to the kernel, and needs nothing but IPython (JupyterLite has no tqdm).

>>> print(meter(7000, 20_000, 40.3, "kuhn"))
kuhn:  35%|███▌      | 7000/20000 [00:40<01:14, 173.7 games/s]
"""

from __future__ import annotations

import html
import sys
import time
from typing import Any

MARK = "mandrapy-progress"      # in the output's metadata: tools/store_notebooks.py does not store the bar
EVERY = 0.25                    # seconds at least between two redraws
WIDTH = 10                      # characters of the text bar
BLOCKS = " ▏▎▍▌▋▊▉█"


def in_notebook() -> bool:
    """True in a Jupyter kernel (ipykernel, JupyterLite's), where an output can be redrawn in place."""
    if "IPython" not in sys.modules:
        return False
    shell = sys.modules["IPython"].get_ipython()
    return shell is not None and "Terminal" not in type(shell).__name__


def clock(seconds: float) -> str:
    minutes, seconds = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes:02d}:{seconds:02d}"


def meter(done: int, total: int, elapsed: float, desc: str, bar: bool = True, unit: str = "games") -> str:
    """``desc:  35%|███▌      | 7000/20000 [00:40<01:14, 173.7 games/s]`` (``bar=False``: without the bar)."""
    share = done / total if total else 1.0
    rate = done / elapsed if done and elapsed > 0 else None
    left = clock((total - done) / rate) if rate else "?"
    eighths = round(share * WIDTH * 8)
    drawn = ("█" * (eighths // 8) + (BLOCKS[eighths % 8] if eighths % 8 else "")).ljust(WIDTH)
    speed = f"{rate:.1f}" if rate else "?"
    return (f"{desc}: {share:4.0%}{'|' + drawn + '|' if bar else ''} {done}/{total} "
            f"[{clock(elapsed)}<{left}, {speed} {unit}/s]")


class OutputBar:
    """A bar drawn as one notebook output, redrawn in place at most every ``EVERY`` seconds: an HTML
    ``<progress>`` with the meter line beside it, and the meter line with a text bar as its text."""

    def __init__(self, total: int, desc: str, unit: str = "games"):
        from IPython.display import display

        show: Any = display             # (IPython is untyped)
        self.total, self.desc, self.unit, self.n = total, desc, unit, 0
        self.started = self.drawn = time.perf_counter()
        self.handle: Any = show(self.bundle(), raw=True, display_id=True, metadata={MARK: True})

    def bundle(self) -> dict[str, str]:
        elapsed = time.perf_counter() - self.started
        line = meter(self.n, self.total, elapsed, self.desc, bar=False, unit=self.unit)
        return {"text/plain": meter(self.n, self.total, elapsed, self.desc, unit=self.unit),
                "text/html": f"<div class='{MARK}'><progress value='{self.n}' max='{max(self.total, 1)}' "
                             f"style='width:16em;vertical-align:middle'></progress> "
                             f"<code>{html.escape(line)}</code></div>"}

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


class TextBar(OutputBar):
    """The same bar as one line of text on stderr, rewritten in place (a terminal, a script)."""

    def __init__(self, total: int, desc: str, unit: str = "games"):
        self.total, self.desc, self.unit, self.n = total, desc, unit, 0
        self.started = self.drawn = time.perf_counter()
        self.redraw()

    def redraw(self) -> None:
        line = meter(self.n, self.total, time.perf_counter() - self.started, self.desc, unit=self.unit)
        sys.stderr.write("\r" + line)
        sys.stderr.flush()

    def close(self) -> None:
        self.redraw()
        sys.stderr.write("\n")


def progress_bar(total: int, desc: str, unit: str = "games") -> OutputBar:
    """A bar with ``update(n)`` and ``close()``: redrawn in place in a notebook, a text line elsewhere."""
    return OutputBar(total, desc, unit) if in_notebook() else TextBar(total, desc, unit)

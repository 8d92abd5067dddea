"""The progress bar of :func:`mandrapy.simulate` (and of a lesson's own long loop): games done, games per
second, time left.

In a notebook the bar is an output redrawn in place (``display(..., display_id=True)``), not a widget
(``tqdm.notebook``). JupyterLab (4.6, by default) opens a kernel subshell, through the control channel, for
the first widget a kernel shows; the kernel answers with a busy and an idle status, and JupyterLab and the
server (``/api/kernels``) take that idle for the kernel's own. A run that showed a widget bar therefore read
Idle from its first second to its end, though the cell still ran. An output redrawn in place sends nothing
to the kernel, and needs nothing but IPython (JupyterLite has no tqdm). Elsewhere (a terminal, a script) it
is tqdm's text bar on stderr.

>>> print(meter(7000, 20_000, 40.3, "mandragora"))
mandragora:  35%|███▌      | 7000/20000 [00:40<01:14, 173.7 games/s]
"""

from __future__ import annotations

import html
import time

MARK = "mandrapy-progress"      # in the output's metadata: tools/store_notebooks.py does not store the bar
EVERY = 0.25                    # seconds at least between two redraws
WIDTH = 10                      # characters of the text bar
BLOCKS = " ▏▎▍▌▋▊▉█"


def in_notebook() -> bool:
    """True in a Jupyter kernel (ipykernel, JupyterLite's), where an output can be redrawn in place."""
    import sys

    if "IPython" not in sys.modules:
        return False
    shell = sys.modules["IPython"].get_ipython()
    return shell is not None and "Terminal" not in type(shell).__name__


def progress_bar(total: int, desc: str = "games"):
    """A bar with ``update(n)`` and ``close()``: redrawn in place in a notebook, tqdm's text bar elsewhere."""
    if in_notebook():
        return OutputBar(total, desc)
    from tqdm.std import tqdm

    return tqdm(total=total, unit="game", desc=desc)


def clock(seconds: float) -> str:
    minutes, seconds = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes:02d}:{seconds:02d}"


def meter(done: int, total: int, elapsed: float, desc: str, bar: bool = True) -> str:
    """``desc:  35%|███▌      | 7000/20000 [00:40<01:14, 173.7 games/s]`` (``bar=False``: without the bar)."""
    share = done / total if total else 1.0
    rate = done / elapsed if done and elapsed > 0 else None
    left = clock((total - done) / rate) if rate else "?"
    eighths = round(share * WIDTH * 8)
    drawn = ("█" * (eighths // 8) + (BLOCKS[eighths % 8] if eighths % 8 else "")).ljust(WIDTH)
    speed = f"{rate:.1f}" if rate else "?"
    return (f"{desc}: {share:4.0%}{'|' + drawn + '|' if bar else ''} {done}/{total} "
            f"[{clock(elapsed)}<{left}, {speed} games/s]")


class OutputBar:
    """A bar drawn as one notebook output, redrawn in place at most every ``EVERY`` seconds: an HTML
    ``<progress>`` with the meter line beside it, and the meter line with a text bar as its text."""

    def __init__(self, total: int, desc: str):
        from IPython.display import display

        self.total, self.desc, self.n = total, desc, 0
        self.started = self.drawn = time.perf_counter()
        self.handle = display(self.bundle(), raw=True, display_id=True, metadata={MARK: True})

    def bundle(self) -> dict:
        elapsed = time.perf_counter() - self.started
        line = meter(self.n, self.total, elapsed, self.desc, bar=False)
        return {"text/plain": meter(self.n, self.total, elapsed, self.desc),
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

"""The widget that opens a board to the keyboard and to screen readers (its front end: ``access.js``).

ipycanvas's canvas takes keyboard focus and cancels every key, Tab included (a keyboard trap, WCAG 2.1.2),
and a canvas says nothing to assistive technology. This small anywidget, placed in each board, takes the
canvases (a board's or a replay's) out of the tab order and the accessibility tree, makes the box around the
canvas shown the focusable board (its keys come to :meth:`~mandrapy.widgets.keyboard.Keyboard.key_press`),
and adds what a screen reader reads: a polite live region where the prompt and each new log line are announced, the list of the legal moves
(grouped, worded as the log words them, with a Play button and a field to type a move) and the board as text.
"""

from __future__ import annotations

from typing import Any

import pathlib

import anywidget
import traitlets

STYLE = """
.mandrapy-access { width: 100%; font-size: 13px; line-height: 1.4; color: #222; }
.mandrapy-access .mandrapy-live { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
.mandrapy-surface:focus { outline: none; }
.mandrapy-surface:focus-visible { outline: 3px solid #1a56db; outline-offset: -3px; }
.mandrapy-access details { margin: 2px 0; }
.mandrapy-access summary { cursor: pointer; font-weight: bold; padding: 2px 0; }
.mandrapy-access :focus-visible { outline: 2px solid #1a56db; outline-offset: 2px; }
.mandrapy-access .mandrapy-picker, .mandrapy-access .mandrapy-typing { display: flex; flex-wrap: wrap;
  gap: 6px; align-items: flex-start; margin: 4px 0; }
.mandrapy-access .mandrapy-picker[hidden], .mandrapy-access .mandrapy-typing[hidden] { display: none; }
.mandrapy-access label { width: 100%; }
.mandrapy-access select { min-width: min(420px, 100%); max-width: 100%; font-size: 13px; }
.mandrapy-access input { width: min(420px, 100%); font-size: 13px; }
.mandrapy-access button { font-size: 13px; padding: 2px 12px; }
.mandrapy-access .mandrapy-moves-status { margin: 2px 0; }
.mandrapy-access h4 { font-size: 13px; margin: 6px 0 2px; }
.mandrapy-access ul { margin: 0; padding-left: 1.4em; }
"""


class Access(anywidget.AnyWidget):
    """What the board says to the keyboard and to a screen reader; ``on_message(content)`` receives what the
    page sends: ``{"key": name, "layout": layout}``, ``{"blur": True}``, ``{"play": index, "move": n}`` (the
    ``index``-th listed move at move ``n``) and ``{"typed": text, "move": n}``."""

    _esm = pathlib.Path(__file__).with_name("access.js").read_text(encoding="utf-8")   # (a Path would be watched)
    _css = STYLE
    label = traitlets.Unicode("").tag(sync=True)          # the board's one-line accessible name
    words = traitlets.Dict().tag(sync=True)               # the layer's own words, in the board's language
    groups: Any = traitlets.List().tag(sync=True)              # [{"heading": str, "moves": [[index, text], ...]}]
    status = traitlets.Unicode("").tag(sync=True)         # why no move is listed (another seat plays, game over)
    sections = traitlets.Unicode("").tag(sync=True)       # the board as text (core.describe.as_html)
    announcement = traitlets.Unicode("").tag(sync=True)   # the last thing said in the live region
    said = traitlets.Int(0).tag(sync=True)                # counts announcements (the same words twice are said twice)
    move = traitlets.Int(0).tag(sync=True)                # the move number the listed moves are for
    playing = traitlets.Bool(True).tag(sync=True)         # False: a replay (no moves to list, nothing to play)

    def __init__(self, on_message, playing: bool = True):
        super().__init__(playing=playing)
        self.spoken: list = []                            # every announcement, in order (for tests and scripts)
        self.on_msg(lambda _widget, content, _buffers: on_message(content))

    def say(self, text: str) -> None:
        """Announce ``text`` in the live region (a screen reader reads it when it is idle)."""
        if not text:
            return
        self.spoken.append(text)
        with self.hold_sync():
            self.announcement = text
            self.said += 1

"""Boards you click: the widget side of mandrapy, shared by every game's board.

- :mod:`mandrapy.widgets.board`: :class:`CanvasBoard`, the clickable board (ipywidgets + ipycanvas).
- :mod:`mandrapy.widgets.paint`: :func:`paint`, which paints a pure :class:`~mandrapy.core.drawing.Drawing`
  on a canvas.
- :mod:`mandrapy.widgets.exercises`: :class:`ExerciseWidget`, an exercise set (``mandrapy.exercises``) answered
  one question at a time, on the game's own board (:mod:`mandrapy.widgets.answers`) or with buttons.
- :mod:`mandrapy.widgets.controls`: buttons, text fitting and the paged choice bar, drawn into a
  ``Drawing``; pure code that imports no widget library, so a board's ``draw`` stays pure.

Importing this package (or ``controls``) loads no widget library; ``CanvasBoard`` and ``paint`` load
ipywidgets and ipycanvas when first asked for.
"""

from __future__ import annotations

import importlib

_LAZY = {"CanvasBoard": "board", "paint": "paint", "Replay": "replay"}


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["CanvasBoard", "Replay", "paint"]

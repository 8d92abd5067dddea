"""Experiments at scale: :func:`simulate` plays many games (on every core, or a Dask cluster) into a pandas
DataFrame; :mod:`.analysis` reads it (win rates with Wilson 95 % intervals), :mod:`.plots` draws it.

Needs the ``simulate`` extra (pandas, tqdm); the ``dask`` extra for a Dask cluster. The rules import none
of them; the workers need only the game and numpy (:mod:`.play`).
"""

from __future__ import annotations

import importlib

_LAZY = {"simulate": "run", "wilson": "analysis", "win_rates": "analysis", "per_seat": "analysis",
         "score_summary": "analysis", "plot_win_rates": "plots", "plot_scores": "plots"}


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["per_seat", "plot_scores", "plot_win_rates", "score_summary", "simulate", "wilson", "win_rates"]

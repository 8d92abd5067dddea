"""Pictures of a :func:`mandrapy.simulate` table with matplotlib: win rates with their 95 % intervals
(first-player advantage, character balance, level strength) and score distributions.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> import mandrapy
>>> df = mandrapy.simulate("magyarcana", games=20, seed=3, executor="serial", progress=False)
>>> plot_win_rates(df, by="place").get_ylabel()
'share of wins'
>>> plot_scores(df, by="place").get_xlabel()
'final score'
"""

from __future__ import annotations

from .analysis import per_seat, win_rates

TITLES = {"place": "Win rate by place in turn order", "seat": "Win rate by seat", "level": "Win rate by level",
          "character": "Win rate by character"}


def _axes(ax, size):
    if ax is None:
        import matplotlib.pyplot as plt
        _, ax = plt.subplots(figsize=size)
    return ax


def plot_win_rates(df, by: str = "place", ax=None, title: str | None = None, colour: str = "#6c5ce7"):
    """Bars of each group's win rate with its Wilson 95 % interval, and a dashed line where the groups
    would be if all seats were equal. Returns the matplotlib axes."""
    table = win_rates(df, by)
    ax = _axes(ax, (1.2 + 0.9 * len(table), 3.5))
    labels = [str(value) for value in table.index]
    errors = [table["rate"] - table["low"], table["high"] - table["rate"]]
    ax.bar(labels, table["rate"], yerr=errors, capsize=4, color=colour)
    for x, even in enumerate(table["even"]):
        ax.hlines(even, x - 0.45, x + 0.45, colors="black", linestyles="dashed", linewidth=1)
    ax.set_ylabel("share of wins")
    ax.set_xlabel(by)
    ax.set_ylim(0, min(1, max(table["high"].max(), table["even"].max()) * 1.25))
    ax.set_title(title or f"{TITLES.get(by, f'Win rate by {by}')} ({len(df):,} games, 95 % intervals)")
    return ax


def plot_scores(df, by: str = "level", ax=None, title: str | None = None):
    """One histogram of final scores per group (outlines, so groups can be compared). Returns the axes."""
    long = per_seat(df)
    ax = _axes(ax, (6, 3.5))
    low, high = int(long["score"].min()), int(long["score"].max())
    bins = range(low, high + 2)
    for value, group in long.groupby(by):
        ax.hist(group["score"], bins=bins, histtype="step", linewidth=1.5, density=True, align="left",
                label=f"{by} {value}")
    ax.set_xlabel("final score")
    ax.set_ylabel("share of seats")
    ax.legend()
    ax.set_title(title or f"Final scores by {by} ({len(df):,} games)")
    return ax

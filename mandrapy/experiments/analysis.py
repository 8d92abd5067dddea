"""Reading a table from :func:`mandrapy.simulate`: who wins, how often, and how sure we can be.

A win rate from ``n`` games is only an estimate; :func:`wilson` gives the range that holds the true rate
with 95 % confidence (the Wilson score interval, which stays inside 0..1 and behaves with few games or
rates near 0 or 1). A shared win counts as a share: half a win each for two winners.

>>> round(wilson(50, 100)[0], 3), round(wilson(50, 100)[1], 3)
(0.404, 0.596)
>>> import mandrapy
>>> df = mandrapy.simulate("magyarcana", games=40, seed=3, executor="serial", progress=False)
>>> table = win_rates(df, by="place")
>>> list(table.columns), list(table.index), int(table["games"].sum())
(['games', 'wins', 'rate', 'low', 'high', 'even'], [1, 2], 80)
>>> bool((table["low"] <= table["rate"]).all() and (table["rate"] <= table["high"]).all())
True
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054            # the normal quantile for a two-sided 95 % interval


def wilson(wins, games, z: float = Z95) -> tuple:
    """(low, high): the Wilson score interval for ``wins`` out of ``games`` (numbers, or pandas Series)."""
    if not hasattr(games, "__len__") and games == 0:
        return (0.0, 1.0)
    rate = wins / games
    z2 = z * z
    centre = (rate + z2 / (2 * games)) / (1 + z2 / games)
    spread = z / (1 + z2 / games) * (rate * (1 - rate) / games + z2 / (4 * games * games)) ** 0.5
    return centre - spread, centre + spread


def _suffixed(df) -> dict:
    """name -> [column for seat 0, seat 1, ...] for the per-seat columns (``score_0``, ``score_1``, ...)."""
    found: dict = {}
    for column in df.columns:
        name, _, seat = str(column).rpartition("_")
        if name and seat.isdigit():
            found.setdefault(name, {})[int(seat)] = column
    return {name: [seats[p] for p in sorted(seats)] for name, seats in found.items()
            if sorted(seats) == list(range(len(seats)))}


def per_seat(df):
    """The table seat by seat: one row per game and seat, with ``game``, ``seat``, ``place`` (1: played
    first, 2: second, ...), ``players``, ``level``, ``score``, ``win`` and the game's per-seat statistics."""
    pd = __import__("pandas")
    if len(df) == 0:
        raise ValueError("df: a table of no games (simulate(games=0)) has no seat to count")
    columns = _suffixed(df)
    players = len(columns["score"])
    parts = []
    for seat in range(players):
        part = pd.DataFrame({"game": df.index, "seat": seat})
        part["place"] = ((seat - df["first_player"].to_numpy()) % players) + 1
        part["players"] = players
        for name, by_seat in columns.items():
            part[name] = df[by_seat[seat]].to_numpy()
        parts.append(part)
    long = pd.concat(parts, ignore_index=True).sort_values(["game", "seat"], kind="stable")
    return long.reset_index(drop=True)


def win_rates(df, by: str = "seat"):
    """Win rate with its 95 % interval for each value of ``by``: ``"seat"``, ``"place"`` in turn order,
    ``"level"``, or a per-seat statistic such as ``"character"``. Columns: ``games`` (seats counted),
    ``wins``, ``rate``, ``low`` and ``high`` (Wilson 95 %), ``even`` (the rate if all seats were equal)."""
    long = per_seat(df)
    if by not in long.columns:
        choices = ", ".join(repr(c) for c in long.columns if c not in ("game", "score", "win"))
        raise ValueError(f"by must be one of {choices}, not {by!r}")
    groups = long.groupby(by, sort=True)
    table = groups.agg(games=("win", "size"), wins=("win", "sum"))
    table["rate"] = table["wins"] / table["games"]
    table["low"], table["high"] = wilson(table["wins"], table["games"])
    table["even"] = groups["players"].apply(lambda n: (1 / n).mean())
    return table


def score_summary(df, by: str = "level"):
    """Final scores for each value of ``by`` (see :func:`win_rates`): count, mean, spread and quartiles,
    with a 95 % interval for the mean (``mean_low``, ``mean_high``: mean ± 1.96 standard errors)."""
    long = per_seat(df)
    table = long.groupby(by)["score"].describe()
    error = table["std"] / table["count"].map(math.sqrt)
    table["mean_low"], table["mean_high"] = table["mean"] - Z95 * error, table["mean"] + Z95 * error
    return table

"""The analysis helpers: Wilson intervals, the seat-by-seat table, win rates and score summaries, plots."""

import math

import matplotlib
import pandas as pd
import pytest
from hypothesis import given, strategies as st

import mandrapy
from mandrapy.experiments.analysis import per_seat, score_summary, wilson, win_rates
from mandrapy.experiments.plots import plot_scores, plot_win_rates

matplotlib.use("Agg")


def test_wilson_matches_the_textbook_values():
    low, high = wilson(0, 10)
    assert low == pytest.approx(0, abs=1e-12) and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson(10, 10)
    assert low == pytest.approx(0.7225, abs=1e-4) and high == pytest.approx(1, abs=1e-12)
    low, high = wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert wilson(0, 0) == (0.0, 1.0)
    # with many games it is the familiar rate ± 1.96 standard errors
    low, high = wilson(5000, 20000)
    assert high - low == pytest.approx(2 * 1.96 * math.sqrt(0.25 * 0.75 / 20000), rel=1e-3)


@given(st.integers(1, 10_000), st.floats(0, 1))
def test_a_wilson_interval_holds_its_rate_inside_zero_to_one(games, share):
    wins = games * share
    low, high = wilson(wins, games)
    assert -1e-12 <= low <= wins / games + 1e-12 and wins / games - 1e-12 <= high <= 1 + 1e-12


def test_it_works_on_columns_too():
    low, high = wilson(pd.Series([0, 50]), pd.Series([10, 100]))
    assert list(low.round(4)) == [0.0, 0.4038] and list(high.round(4)) == [0.2775, 0.5962]


@pytest.fixture(scope="module")
def games():
    return mandrapy.simulate("mandragora", games=120, seats={1: "greedy"}, seed=8, players=3, executor="serial",
                             progress=False)


def test_the_seat_by_seat_table(games):
    long = per_seat(games)
    assert len(long) == 3 * 120 and list(long.columns[:5]) == ["game", "seat", "place", "players", "level"]
    row = long[(long.game == 7) & (long.seat == 2)].iloc[0]
    assert row.score == games.loc[7, "score_2"] and row.spells == games.loc[7, "spells_2"]
    assert row.place == (2 - games.loc[7, "first_player"]) % 3 + 1
    assert (long[long.place == 1].set_index("game").seat == games.first_player).all()


def test_win_rates_by_place_level_and_seat(games):
    for by in ("place", "level", "seat"):
        table = win_rates(games, by)
        assert table["games"].sum() == 3 * 120 and table["wins"].sum() == pytest.approx(120)
        assert ((table.low <= table.rate) & (table.rate <= table.high)).all()
        assert table["even"].to_numpy() == pytest.approx([1 / 3] * len(table))
    levels = win_rates(games, "level")
    assert list(levels.index) == ["greedy", "random"] and list(levels["games"]) == [120, 240]
    assert levels.loc["greedy", "low"] > levels.loc["random", "high"]          # greedy is clearly stronger
    with pytest.raises(ValueError, match="by must be one of 'seat', 'place', 'players', 'level'"):
        win_rates(games, "colour")


def test_characters_are_a_way_to_group_too():
    table = mandrapy.simulate("conjuraction", games=3, seed=2, executor="serial", progress=False,
                              characters=("larissa", "steffan"))
    rates = win_rates(table, "character")
    assert list(rates.index) == ["larissa", "steffan"] and list(rates["games"]) == [3, 3]


def test_score_summary(games):
    summary = score_summary(games, "level")
    assert summary.loc["greedy", "count"] == 120
    assert summary.loc["greedy", "mean"] == pytest.approx(games["score_1"].mean())
    assert summary.loc["greedy", "mean_low"] < summary.loc["greedy", "mean"] < summary.loc["greedy", "mean_high"]


def test_the_plots_draw_what_the_tables_say(games):
    ax = plot_win_rates(games, by="level")
    heights = [bar.get_height() for bar in ax.patches]
    assert heights == pytest.approx(list(win_rates(games, "level")["rate"]))
    assert "120 games" in ax.get_title()
    ax = plot_scores(games, by="place")
    assert [text.get_text() for text in ax.get_legend().get_texts()] == ["place 1", "place 2", "place 3"]

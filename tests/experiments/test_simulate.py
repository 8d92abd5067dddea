"""mandrapy.simulate: the same table whatever runs the games (here, a process pool, a real Dask cluster),
whatever the batches; rows that replay; clear refusals; the serial fallback where processes cannot start."""

import importlib.util
import pathlib
import sys
from concurrent.futures import ProcessPoolExecutor

import pandas as pd
import pytest

import mandrapy
from mandrapy.experiments import pools
from mandrapy.experiments.play import Plan, game_seeds, play_one

CALL = dict(games=48, seats={0: "greedy", 2: "greedy"}, seed=2024, players=4, record=True, progress=False)


@pytest.fixture(scope="module")
def serial():
    return mandrapy.simulate("mandragora", executor="serial", **CALL)


def test_the_same_table_serially_on_a_process_pool_and_on_a_dask_cluster(serial, capsys):
    distributed = pytest.importorskip("dask.distributed")
    with ProcessPoolExecutor(2) as pool:
        pooled = mandrapy.simulate("mandragora", executor=pool, **CALL)
    with distributed.LocalCluster(processes=True, n_workers=2, threads_per_worker=1, dashboard_address=":0",
                                  silence_logs=40) as cluster, distributed.Client(cluster) as client:
        on_dask = mandrapy.simulate("mandragora", executor=client.get_executor(), batch=5, **CALL)
        link = client.dashboard_link
    printed = capsys.readouterr().out
    # The scheduler serves its dashboard only with bokeh (dask's "diagnostics" extra); without, its link is a 404.
    assert ("Dask dashboard: " + link in printed) is (importlib.util.find_spec("bokeh") is not None)
    assert printed.count("dashboard") <= 1
    assert len(serial) == 48 and not serial.attrs["partial"]
    pd.testing.assert_frame_equal(serial, pooled)
    pd.testing.assert_frame_equal(serial, on_dask)
    # A table that could not tell executors apart would pass trivially: its games differ from each other.
    assert serial["seed"].nunique() == 48 and serial["actions"].nunique() > 5


def test_no_dashboard_link_is_printed_for_a_dask_cluster_without_a_dashboard(serial, capsys):
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(processes=True, n_workers=1, threads_per_worker=1, dashboard_address=None,
                                  silence_logs=40) as cluster, distributed.Client(cluster) as client:
        assert client.dashboard_link             # listed (what the run used to print), though nothing serves it
        table = mandrapy.simulate("mandragora", executor=client.get_executor(), batch=16, **CALL)
    assert "dashboard" not in capsys.readouterr().out.lower()
    pd.testing.assert_frame_equal(serial, table)


def test_batches_and_the_default_pool_do_not_change_the_table(serial):
    for batch in (1, 7, 48):
        with ProcessPoolExecutor(2) as pool:
            pd.testing.assert_frame_equal(serial, mandrapy.simulate("mandragora", executor=pool, batch=batch,
                                                                    **CALL))
    pd.testing.assert_frame_equal(serial, mandrapy.simulate("mandragora", **CALL))      # our own pool


def test_a_game_is_its_number_and_the_root_seed(serial):
    plan = Plan.make("mandragora", {"players": 4}, CALL["seats"], 2024, record=True)
    row = play_one(plan, 17)
    assert row == {"game": 17, **serial.loc[17].to_dict()}
    assert game_seeds(2024, 17, 4)[0] == serial.loc[17, "seed"]
    assert game_seeds(2024, 17, 4) != game_seeds(2024, 18, 4) != game_seeds(2025, 17, 4)
    other = mandrapy.simulate("mandragora", executor="serial", **{**CALL, "seed": 2025, "games": 3})
    assert not other["seed"].isin(serial["seed"]).any()


def test_each_row_replays_on_a_board(serial):
    for game in (0, 31):
        row = serial.loc[game]
        replayed = mandrapy.replay(row["record"])
        assert replayed.is_over and replayed.scores == tuple(row[f"score_{p}"] for p in range(4))
        assert replayed.winners == row["winners"] and replayed.move_number == row["actions"]
        assert row["record"]["seed"] == row["seed"]
    from mandrapy.widgets.replay import Replay
    replay = Replay(serial.loc[5, "record"])
    assert replay.total == serial.loc[5, "actions"]
    replay.close()


def test_the_columns_say_who_played_how_and_what_happened(serial):
    assert list(serial.index) == list(range(48)) and serial.index.name == "game"
    assert [serial[f"level_{p}"].iloc[0] for p in range(4)] == ["greedy", "random", "greedy", "random"]
    assert (serial[[f"win_{p}" for p in range(4)]].sum(axis=1) == 1).all()     # shared wins are shares
    for _, row in serial.iterrows():
        assert all(row[f"win_{p}"] > 0 for p in row["winners"])
        assert row["spell_points_0"] - row["colours_0"] - 2 * row["curse_marker_0"] == row["score_0"]
    assert serial["first_player"].isin(range(4)).all() and serial["first_player"].nunique() > 1
    assert (serial["players"] == 4).all() and not serial["teams"].any()
    # greedy casts more spells than random (a fact of the games, not of the table's layout)
    assert serial[["spells_0", "spells_2"]].to_numpy().mean() > serial[["spells_1", "spells_3"]].to_numpy().mean()


def test_each_game_adds_its_own_statistics():
    magyarcana = mandrapy.simulate("magyarcana", games=4, seed=1, executor="serial", progress=False)
    assert {"territories_0", "faces_1", "minions_0", "pips_1", "end_reason", "reshuffles", "turns"} \
        <= set(magyarcana.columns)
    assert magyarcana["end_reason"].isin(["third_reshuffle", "no_cards"]).all()
    conjuraction = mandrapy.simulate("conjuraction", games=2, seed=1, executor="serial", progress=False,
                                     players=3, seats={1: "greedy"})
    assert {"character_0", "spells_2", "runes_1", "glyphs_0", "familiars_2", "rounds"} <= set(conjuraction.columns)
    assert conjuraction.loc[0, "level_1"] == "greedy" and conjuraction.loc[0, "players"] == 3
    # Conjuraction's first player is the first to take a turn, after the character draft
    recorded = mandrapy.simulate("conjuraction", games=2, seed=1, executor="serial", progress=False, players=3,
                                 seats={1: "greedy"}, record=True)
    for game in (0, 1):
        state = mandrapy.replay(recorded.loc[game, "record"]).state
        assert [values["player"] for code, values, *_ in state.events if code == "first"][0] \
            == conjuraction.loc[game, "first_player"]


def test_a_player_class_or_object_is_a_level(serial):
    from mandrapy.core.players import RandomPlayer
    from mandrapy.mandragora.bots import GreedyPlayer
    by_class = mandrapy.simulate("mandragora", executor="serial", **{**CALL, "seats": {0: GreedyPlayer,
                                                                                      2: GreedyPlayer}})
    pd.testing.assert_frame_equal(serial, by_class)

    class Counting(RandomPlayer):
        name = "counting"

        def reseed(self, seed):
            self.rng.seed(seed)

    table = mandrapy.simulate("magyarcana", games=6, seats={1: Counting(0)}, seed=3, executor="serial",
                              progress=False)
    assert (table["level_1"] == "counting").all()
    assert table.equals(mandrapy.simulate("magyarcana", games=6, seed=3, executor="serial", progress=False)
                        .assign(level_1="counting"))          # reseeded per game exactly as "random" is


def test_without_a_seed_one_is_drawn_and_kept():
    first = mandrapy.simulate("magyarcana", games=3, executor="serial", progress=False)
    again = mandrapy.simulate("magyarcana", games=3, seed=first.attrs["seed"], executor="serial", progress=False)
    pd.testing.assert_frame_equal(first, again)


def test_where_processes_cannot_start_the_games_run_here(monkeypatch, serial):
    monkeypatch.setattr(pools, "processes_available", lambda: False)
    assert pools.own_pool() is None
    pd.testing.assert_frame_equal(serial, mandrapy.simulate("mandragora", **CALL))

    def broken(*args, **kwargs):
        raise NotImplementedError("no sem_open on this platform")
    monkeypatch.setattr(pools, "processes_available", lambda: True)
    monkeypatch.setattr("concurrent.futures.ProcessPoolExecutor", broken)
    assert pools.own_pool() is None


def test_a_progress_bar_counts_games(capsys):
    mandrapy.simulate("magyarcana", games=5, seed=1, executor="serial")
    err = capsys.readouterr().err
    assert "5/5" in err and "game/s" in err


def test_a_game_of_a_class_not_registered_by_name():
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
    from kuhn_poker import Kuhn
    table = mandrapy.simulate(Kuhn, games=200, seed=5, executor="serial", progress=False)
    assert table.attrs["game"] == "Kuhn" and set(table["actions"]) <= {2, 3}
    assert table[["win_0", "win_1"]].sum(axis=1).eq(1).all() and 0.2 < table["win_0"].mean() < 0.8


@pytest.mark.parametrize("arguments, message", [
    (dict(games=-1), "games must be a whole number"),
    (dict(games=2.5), "games must be a whole number"),
    (dict(seed=2.5), "seed must be a whole number"),
    (dict(seed=True), "seed must be a whole number"),
    (dict(seats={1: "brilliant"}), "seats[1]: unknown level 'brilliant'; the levels are 'random', 'greedy'"),
    (dict(seats={5: "random"}), "seats: 5 is not a seat of this game (seats are 0 to 3)"),
    (dict(seats={True: "random"}), "seats: True is not a seat"),
    (dict(seats=["greedy"]), "seats must be a dict"),
    (dict(executor="fast"), "executor must be None, 'serial' or a concurrent.futures.Executor"),
    (dict(batch=0), "batch must be a whole number"),
    (dict(players=7), "players must be a whole number from 2 to 4"),
])
def test_bad_arguments_are_refused_before_any_game(arguments, message):
    with pytest.raises(ValueError) as caught:
        mandrapy.simulate("mandragora", **{"games": 3, "progress": False, "players": 4, **arguments})
    assert message in str(caught.value)


def test_simulate_takes_every_seed_new_takes_a_negative_one_with_games_of_its_own():
    call = {"games": 4, "executor": "serial", "progress": False, "players": 2}
    negative = mandrapy.simulate("mandragora", seed=-1, **call)
    assert negative.attrs["seed"] == -1 and len(negative) == 4 and mandrapy.new("mandragora", seed=-1).seed == -1
    pd.testing.assert_frame_equal(negative, mandrapy.simulate("mandragora", seed=-1, **call))
    assert not negative["seed"].isin(mandrapy.simulate("mandragora", seed=1, **call)["seed"]).any()
    assert game_seeds(-1, 2, 2)[0] == negative.loc[2, "seed"] != game_seeds(1, 2, 2)[0]


def test_the_search_level_plays_on_its_iterations_so_the_seed_alone_decides():
    plan = Plan.make("mandragora", {"players": 2}, {0: "ismcts", 1: "greedy"}, root=1)
    searcher = plan.players_for((5, 6), plan.game_class.levels)[0]
    assert (searcher.name, searcher.seconds) == ("ismcts", None)
    assert searcher.iterations == plan.game_class.State.search_iterations
    fast = mandrapy.player("ismcts", iterations=8)      # an object: copied and reseeded for each game
    call = dict(games=3, seats={0: fast, 1: "greedy"}, seed=3, executor="serial", progress=False)
    table = mandrapy.simulate("mandragora", **call)
    assert set(table["level_0"]) == {"ismcts"} and set(table["level_1"]) == {"greedy"}
    pd.testing.assert_frame_equal(table, mandrapy.simulate("mandragora", **call))
    assert fast.seed is None                            # the object given was not used itself
    greedy = mandrapy.simulate("magyarcana", games=2, seats={0: mandrapy.player("greedy")}, seed=3,
                               executor="serial", progress=False)
    assert set(greedy["level_0"]) == {"greedy"}


class Broken:
    name = "broken"

    def choose(self, view):
        raise RuntimeError("this bot is broken")


def test_a_failing_player_stops_the_run_with_its_error():
    with ProcessPoolExecutor(2) as pool, pytest.raises(RuntimeError, match="this bot is broken"):
        mandrapy.simulate("magyarcana", games=10, seats={1: Broken()}, executor=pool, progress=False)
    with pytest.raises(RuntimeError, match="this bot is broken"):
        mandrapy.simulate("magyarcana", games=10, seats={1: Broken()}, progress=False)


@pytest.mark.parametrize("game", ["chess", 42, mandrapy.new("magyarcana", seed=1)])
def test_the_game_is_a_name_or_a_game_class(game):
    with pytest.raises(ValueError, match="game"):
        mandrapy.simulate(game, games=1, progress=False)

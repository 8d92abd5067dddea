"""Games per second of ``mandrapy.simulate``: serially, on a 2-process pool and on a 2-worker Dask cluster.

    python benchmarks/simulate.py                       # every game, about 8 s of serial play each
    python benchmarks/simulate.py --game mandragora --seconds 20 --repeat 3

For each game the same call (same seed, so the same games; the tables are checked equal) runs serially (the
baseline: what the experiment notebooks did before, one process), on a ``ProcessPoolExecutor(2)`` and on a
``dask.distributed.LocalCluster(n_workers=2, threads_per_worker=1)``, both started and warmed up first
(the time to start a pool is printed apart). Each mode runs ``--repeat`` times, interleaved, and keeps its
best time, so a burst of load from elsewhere hurts one mode less than another. Parallel efficiency is
``rate / (2 x serial rate)``; the target is 85 % or more on 2 cores. The machine's load average is printed
before and after: on a shared machine, a load above 0 means the numbers are pessimistic.
"""

from __future__ import annotations

import argparse
import os
import time
from concurrent.futures import ProcessPoolExecutor

import mandrapy

SETUPS = {"mandragora": {"players": 4}, "magyarcana": {}, "conjuraction": {"players": 2}}


def timed(game: str, games: int, executor, **setup) -> tuple:
    started = time.perf_counter()
    table = mandrapy.simulate(game, games=games, seed=11, executor=executor, progress=False, **setup)
    return time.perf_counter() - started, table


def load_games(_) -> int:
    import mandrapy.conjuraction, mandrapy.magyarcana, mandrapy.mandragora  # noqa: E401, F401
    return os.getpid()


def warm(executor) -> None:
    """Start every worker and import the games there, so the timings are of playing only."""
    list(executor.map(load_games, range(8)))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=mandrapy.games(), action="append")
    parser.add_argument("--seconds", type=float, default=8.0, help="serial seconds per run (sets the games)")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--no-dask", action="store_true")
    args = parser.parse_args(argv)
    print(f"cores: {os.cpu_count()}, load average before: {os.getloadavg()[0]:.2f}")

    started = time.perf_counter()
    pool = ProcessPoolExecutor(2)
    warm(pool)
    print(f"process pool of 2 started in {time.perf_counter() - started:.2f} s")
    executors = {"serial": "serial", "2 processes": pool}
    cluster = client = None
    if not args.no_dask:
        from dask.distributed import Client, LocalCluster

        started = time.perf_counter()
        cluster = LocalCluster(processes=True, n_workers=2, threads_per_worker=1, dashboard_address=":0",
                               silence_logs=40)
        client = Client(cluster)
        executors["Dask, 2 workers"] = client.get_executor()
        warm(executors["Dask, 2 workers"])
        print(f"Dask cluster of 2 started in {time.perf_counter() - started:.2f} s")
    try:
        for game in args.game or list(SETUPS):
            setup = SETUPS[game]
            probe, _ = timed(game, 10, "serial", **setup)
            games = max(20, int(args.seconds / (probe / 10)))
            best, tables = {}, {}
            for _ in range(args.repeat):
                for name, executor in executors.items():
                    seconds, tables[name] = timed(game, games, executor, **setup)
                    best[name] = min(best.get(name, seconds), seconds)
            reference = tables["serial"]
            assert all(table.equals(reference) for table in tables.values()), "the tables differ"
            serial_rate = games / best["serial"]
            print(f"\n{game} {setup}: {games} games, {reference['actions'].mean():.0f} actions per game "
                  f"(best of {args.repeat})")
            for name in executors:
                rate = games / best[name]
                efficiency = "" if name == "serial" else f"  efficiency {rate / (2 * serial_rate):.0%}"
                print(f"  {name:<16} {best[name]:7.2f} s  {rate:8.1f} games/s{efficiency}")
    finally:
        pool.shutdown()
        if client is not None:
            client.close()
            cluster.close()
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()

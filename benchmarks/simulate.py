"""Games per second of ``mandrapy.simulate``: serially, on a 2-process pool and on a 2-worker Dask cluster.

    python benchmarks/simulate.py                       # every game, about 8 CPU-seconds of serial play each
    python benchmarks/simulate.py --game mandragora --seconds 20 --repeat 3

For each game the same call (same seed, so the same games; the tables are checked equal) runs serially (the
baseline: what the experiment notebooks did before, one process), on a ``ProcessPoolExecutor(2)`` and on a
``dask.distributed.LocalCluster(n_workers=2, threads_per_worker=1)``, both started and warmed up first
(the time to start a pool is printed apart). Each mode runs ``--repeat`` times, interleaved, keeping its
best time. Parallel efficiency is ``rate / (2 x serial rate)``; the target is 85 % or more on 2 cores.

Two efficiencies are printed. ``wall``: from elapsed time, the real thing on an idle machine, but on a
shared one it measures the other users' load as much as ours (the load average is printed before and
after). ``cpu``: from the CPU time each process used (read from /proc, so Linux only), what the same run
would take on 2 idle cores: the busiest worker's CPU time, or all the CPU time (workers + the calling
process, which hosts Dask's scheduler) shared by 2 cores if that is more. It counts every cost of going
parallel (pickling, queues, the scheduler, an unlucky last batch) but not the other users.

``--overhead`` measures instead what ``simulate`` costs per game beyond the players' own play, serially:

    python benchmarks/simulate.py --overhead --game mandragora --against /tmp/old --rounds 3

It plays the same games (same seeds, same players) three ways, in CPU time per game: ``simulate`` itself; the
plain engine with each seat choosing from ``view(seat)`` as simulate's players do (``play``: the games
themselves, views included); and the plain engine playing the same actions again, each taken from
``legal_actions()`` (``bare``: no views, comparable with benchmarks/playouts.py). The overhead is
``simulate - play`` (seeds, players, the row, statistics, the DataFrame); ``play - bare`` is what the
views cost. With ``--against DIR`` the code in DIR is measured in the same run, rounds alternating.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import mandrapy

SETUPS = {"mandragora": {"players": 4}, "magyarcana": {}, "conjuraction": {"players": 2}}


TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_of(pid: int) -> float:
    """CPU seconds (user + system) process ``pid`` has used so far."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICK
    except OSError:
        return float("nan")


def timed(game: str, games: int, executor, workers: list, **setup) -> tuple:
    """(wall seconds, projected seconds on 2 idle cores, table) of one run."""
    before = [cpu_of(pid) for pid in workers]
    started, cpu = time.perf_counter(), time.process_time()
    table = mandrapy.simulate(game, games=games, seed=11, executor=executor, progress=False, **setup)
    wall, parent = time.perf_counter() - started, time.process_time() - cpu
    used = [cpu_of(pid) - was for pid, was in zip(workers, before)]
    projected = parent if not used else max(max(used), (sum(used) + parent) / 2)
    return wall, projected, table


def load_games(_) -> int:
    import mandrapy.conjuraction, mandrapy.magyarcana, mandrapy.mandragora  # noqa: E401, F401
    time.sleep(0.2)                       # (so that every worker gets a task)
    return os.getpid()


def warm(executor) -> list:
    """Start every worker and import the games there, so the timings are of playing only; their pids."""
    return sorted(set(executor.map(load_games, range(8))))


def overhead(game: str, games: int) -> dict:
    """CPU seconds per game of ``simulate``, of the same games played on the plain engine from the views
    (``play``) and replayed from ``legal_actions()`` (``bare``: the same actions, no view): all random seats."""
    from mandrapy.experiments.play import Plan, game_seeds

    setup = SETUPS[game]
    mandrapy.simulate(game, games=2, seed=11, executor="serial", progress=False, **setup)   # (imports)
    cpu = time.process_time()
    mandrapy.simulate(game, games=games, seed=11, executor="serial", progress=False, **setup)
    found = {"simulate": time.process_time() - cpu}
    plan = Plan.make(game, setup, None, 11)
    State, levels = plan.game_class.State, plan.game_class.levels
    chosen: list = []                 # per game, the index in legal_actions() of each action (bare replays them)
    for way in ("record", "play", "bare"):
        cpu = time.process_time()
        for index in range(games):
            seed, seat_seeds = game_seeds(plan.root, index, plan.players)
            state = State.new(seed=seed, **dict(plan.setup))
            if way == "bare":
                for at in chosen[index]:
                    state.play(state.legal_actions()[at])
                continue
            seats = plan.players_for(seat_seeds, levels)
            if way == "record":
                chosen.append([])
            while not state.is_over:
                seat = state.to_play
                action = seats[seat].choose(state.view(seat))
                if way == "record":
                    chosen[index].append(state.legal_actions().index(action))
                state.play(action)
        found[way] = time.process_time() - cpu
    return {way: seconds / games * 1e3 for way, seconds in found.items()}


def overhead_main(args) -> None:
    """One tree's figures (ms per game), or old and new in the same run with ``--against``."""
    games = args.games
    if not args.against:
        for game in args.game or list(SETUPS):
            ms = overhead(game, games)
            print(f"{game} {SETUPS[game]}: {games} games, ms per game: simulate {ms['simulate']:.3f}, "
                  f"play {ms['play']:.3f}, bare {ms['bare']:.3f}")
        return
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    script = os.path.join(here, "benchmarks", "simulate.py")
    for game in args.game or list(SETUPS):
        found: dict = {"old": [], "new": []}
        for _ in range(args.rounds):
            for name, directory in (("old", args.against), ("new", here)):
                out = subprocess.run([sys.executable, script, "--overhead", "--game", game, "--games", str(games)],
                                     cwd=directory, env={**os.environ, "PYTHONPATH": directory},
                                     capture_output=True, text=True, check=True).stdout
                found[name].append({k: float(v) for k, v in re.findall(r"(simulate|play|bare) ([\d.]+)", out)})
        print(f"\n{game} {SETUPS[game]}: {games} games, ms of CPU per game, median of {args.rounds} rounds")
        for name, runs in found.items():
            ms = {k: statistics.median(r[k] for r in runs) for k in ("simulate", "play", "bare")}
            print(f"  {name}: simulate {ms['simulate']:7.3f}  play (views) {ms['play']:7.3f}  bare "
                  f"{ms['bare']:7.3f}   overhead simulate - play {ms['simulate'] - ms['play']:6.3f}  "
                  f"({(ms['simulate'] - ms['play']) / ms['simulate']:.0%} of simulate)  views play - bare "
                  f"{ms['play'] - ms['bare']:6.3f}")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=mandrapy.games(), action="append")
    parser.add_argument("--seconds", type=float, default=8.0, help="serial seconds per run (sets the games)")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--no-dask", action="store_true")
    parser.add_argument("--overhead", action="store_true", help="simulate's cost per game beyond the play")
    parser.add_argument("--games", type=int, default=300, help="games per --overhead measure")
    parser.add_argument("--against", help="with --overhead: also measure the code checked out in this directory")
    parser.add_argument("--rounds", type=int, default=3, help="with --overhead --against")
    args = parser.parse_args(argv)
    if args.overhead:
        return overhead_main(args)
    print(f"cores: {os.cpu_count()}, load average before: {os.getloadavg()[0]:.2f}")

    started = time.perf_counter()
    pool = ProcessPoolExecutor(2)
    pids = {"serial": [], "2 processes": warm(pool)}
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
        pids["Dask, 2 workers"] = sorted(client.run(os.getpid).values())
        print(f"Dask cluster of 2 started in {time.perf_counter() - started:.2f} s")
    try:
        for game in args.game or list(SETUPS):
            setup = SETUPS[game]
            timed(game, 2, "serial", [], **setup)                            # (first use: imports)
            _, probe, _ = timed(game, 10, "serial", [], **setup)            # CPU-seconds of 10 games
            games = max(20, int(args.seconds / (probe / 10)))
            best, projected, tables = {}, {}, {}
            for _ in range(args.repeat):
                for name, executor in executors.items():
                    wall, cpu, tables[name] = timed(game, games, executor, pids[name], **setup)
                    best[name] = min(best.get(name, wall), wall)
                    projected[name] = min(projected.get(name, cpu), cpu)
            reference = tables["serial"]
            assert all(table.equals(reference) for table in tables.values()), "the tables differ"
            print(f"\n{game} {setup}: {games} games, {reference['actions'].mean():.0f} actions per game "
                  f"(best of {args.repeat})")
            for name in executors:
                rate = games / best[name]
                line = f"  {name:<16} {best[name]:7.2f} s  {rate:8.1f} games/s"
                if name != "serial":
                    line += (f"  efficiency: wall {best['serial'] / (2 * best[name]):4.0%}, "
                             f"cpu {projected['serial'] / (2 * projected[name]):4.0%}")
                else:
                    line += f"  ({games / projected['serial']:.1f} games per CPU-second)"
                print(line)
    finally:
        pool.shutdown()
        if client is not None:
            client.close()
            cluster.close()
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()

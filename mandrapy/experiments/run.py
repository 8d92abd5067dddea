"""``mandrapy.simulate``: many games played by computer players, one row per game in a pandas DataFrame.

>>> import mandrapy
>>> df = mandrapy.simulate("mandragora", games=6, seats={0: "greedy"}, seed=1, executor="serial",
...                        progress=False, players=2)
>>> len(df), df.attrs["partial"], list(df.columns[:6])
(6, False, ['seed', 'players', 'teams', 'first_player', 'actions', 'winners'])
>>> df.equals(mandrapy.simulate("mandragora", games=6, seats={0: "greedy"}, seed=1, executor="serial",
...                             progress=False, players=2))
True
"""

from __future__ import annotations

import time
from concurrent.futures import FIRST_COMPLETED, Executor, wait

from .play import Plan, play_batch, play_one
from .pools import SERIAL, batch_size, dask_client, own_pool, stop_processes, worker_count
from .progress import in_notebook, progress_bar
from .words import say

EXTRAS = "pip install 'mandrapy[simulate]'"


def need(module: str):
    """Import an optional dependency, or say which extra brings it."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise ImportError(f"mandrapy.simulate needs {module.split('.')[0]}: {EXTRAS}") from None


def simulate(game, games: int = 1000, seats: dict | None = None, seed: int | None = None, executor=None,
             progress: bool = True, record: bool = False, batch: int | None = None, **setup):
    """Play ``games`` games of ``game`` between computer players; a pandas DataFrame, one row per game.

    ``game``: a name from ``mandrapy.games()``; ``**setup``: its set-up, as for ``mandrapy.new`` (e.g.
    ``players=4``). ``seats``: ``{seat: level}``; a level is ``"random"``, a game's own level such as
    ``"greedy"``, ``"ismcts"`` (the search at the game's default iterations, with no cap on the clock, so the
    table depends on the seed alone; ``mandrapy.player("ismcts", iterations=...)`` for another budget), a
    player class (made with a seed for each game), or an object with ``choose(view)`` (copied for each game;
    its ``reseed(seed)`` is called if it has one). Seats not named play ``"random"``.

    ``seed``: the root seed. Game ``i`` takes its seeds from ``numpy.random.SeedSequence(seed)``'s ``i``-th
    child, so the table is the same for a given seed whatever the executor, its workers and ``batch``
    (games per task; by default about 16 tasks per worker). Without a seed, one is drawn and kept in
    ``df.attrs["seed"]``.

    ``executor``: ``None`` (a process pool on every core, started and stopped here; the calling process
    itself where processes cannot be started, as in JupyterLite), ``"serial"`` (the calling process), or any
    ``concurrent.futures.Executor``, such as ``dask.distributed.Client(...).get_executor()`` (its dashboard
    link is printed). ``progress``: a progress bar (games done, games/s, time left; :mod:`.progress`).

    Interrupting (Ctrl-C, or the kernel's Interrupt) returns the games finished so far, with
    ``df.attrs["partial"] = True``; our own pool's workers are stopped, an executor given here has its
    waiting tasks cancelled.

    Each row (the index is the game's number): ``seed`` (replays the game), the set-up (``players``, ...),
    ``first_player``, ``actions``, ``winners`` (a tuple: a shared win lists every winner), then per seat
    ``level_<seat>``, ``score_<seat>``, ``win_<seat>`` (1, a share of a shared win such as 0.5, or 0) and the
    game's own statistics (documented in ``mandrapy.<game>.stats``), and with ``record=True`` the game's
    ``record`` (``mandrapy.replay(df.record[i])``, or ``Replay(df.record[i])`` on a board).
    """
    pd = need("pandas")
    if type(games) is not int or games < 0:
        raise ValueError(f"games must be a whole number of games, 0 or more, not {games!r}")
    if seed is not None and (type(seed) is not int or seed < 0):
        raise ValueError(f"seed must be a whole number, 0 or more, or None, not {seed!r}")
    if batch is not None and (type(batch) is not int or batch < 1):
        raise ValueError(f"batch must be a whole number of games per task, 1 or more, or None, not {batch!r}")
    if seats is not None and not isinstance(seats, dict):
        raise ValueError(f"seats must be a dict such as {{0: 'greedy'}}, not {type(seats).__name__}")
    if executor is not None and not isinstance(executor, Executor) and executor != SERIAL \
            and not callable(getattr(executor, "submit", None)):
        raise ValueError(f"executor must be None, 'serial' or a concurrent.futures.Executor, not {executor!r}")
    root = need("numpy").random.SeedSequence(seed).entropy
    plan = Plan.make(game, setup, seats, root, record)
    bar = None
    if progress:
        if not in_notebook():
            need("tqdm")                    # (a notebook's bar is an output redrawn in place)
        bar = progress_bar(games, game if isinstance(game, str) else "games")
    pool, owned = executor, False
    if executor is None:
        pool, owned = own_pool(), True
    rows: list = []
    started = time.perf_counter()
    try:
        if pool is None or pool == SERIAL:
            partial = _serially(plan, games, rows, bar)
        else:
            client = dask_client(pool)
            if client is not None:
                print(say("dashboard", link=client.dashboard_link))
            size = batch or batch_size(games, worker_count(pool))
            partial = _in_parallel(plan, games, size, pool, owned, rows, bar)
    finally:
        if bar is not None:
            bar.close()
        if owned and pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
    seconds = time.perf_counter() - started
    if partial:
        print(say("interrupted", done=len(rows), games=games))
    elif bar is not None:         # (a stored notebook shows this line where it cannot show the bar)
        print(say("finished", games=len(rows), seconds=seconds))
    table = pd.DataFrame(sorted(rows, key=lambda row: row["game"]))
    if len(table):
        table = table.set_index("game")
    table.attrs.update(game=game if isinstance(game, str) else getattr(game, "__name__", str(game)),
                       seed=root, games=games, partial=partial, setup=dict(setup),
                       seats={p: table[f"level_{p}"].iloc[0] for p in range(plan.players)} if len(table) else {})
    return table


def _serially(plan: Plan, games: int, rows: list, bar) -> bool:
    """Play every game here; True if interrupted (the game under way is dropped)."""
    klass = plan.game_class
    try:
        for index in range(games):
            rows.append(play_one(plan, index, klass))
            if bar is not None:
                bar.update(1)
    except KeyboardInterrupt:
        return True
    return False


def _in_parallel(plan: Plan, games: int, size: int, pool, owned: bool, rows: list, bar) -> bool:
    """Send batches of ``size`` games to ``pool``; gather their rows. True if interrupted."""
    futures: list = []
    gathered: set = set()

    def gather(future) -> None:
        found = future.result()                  # a failing game stops the run: its error is raised here
        gathered.add(future)
        rows.extend(found)
        if bar is not None:
            bar.update(len(found))

    try:
        for start in range(0, games, size):
            futures.append(pool.submit(play_batch, plan, start, min(start + size, games)))
        pending = set(futures)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                gather(future)
    except BaseException as exc:
        if owned:                  # (its futures fail as the workers end: cancelling them too upsets 3.11)
            stop_processes(pool)
        else:
            for future in futures:
                future.cancel()
        if not isinstance(exc, KeyboardInterrupt):
            raise
        for future in futures:                   # batches that finished before the workers stopped
            if future not in gathered and future.done() and not future.cancelled() \
                    and future.exception() is None:
                gather(future)
        return True
    return False

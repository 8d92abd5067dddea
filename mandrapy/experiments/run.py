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

from .play import Plan, play_one, run_batch, seed_sequence
from .pools import (
    SERIAL,
    batch_size,
    dashboard_link,
    interrupt_workers,
    own_pool,
    stop_processes,
    worker_count,
)
from .progress import in_notebook, progress_bar
from .words import say

EXTRAS = "pip install 'mandrapy[simulate]'"
STOP_SECONDS = 10       # an interrupted worker answers within one Python instruction, unless stuck in C code


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

    ``seed``: the root seed, any whole number (as for ``mandrapy.new``). Game ``i`` takes its seeds from
    ``numpy.random.SeedSequence(seed)``'s ``i``-th child (:func:`.play.game_seeds`), so the table is the same for
    a given seed whatever the executor, its workers and ``batch`` (games per task; by default about 16 tasks per
    worker). Without a seed, one is drawn and kept in ``df.attrs["seed"]``.

    ``executor``: ``None`` (a process pool on every core, started and stopped here; the calling process
    itself where processes cannot be started, as in JupyterLite), ``"serial"`` (the calling process), or any
    ``concurrent.futures.Executor``, such as ``dask.distributed.Client(...).get_executor()`` (its dashboard
    link is printed). ``progress``: a progress bar (games done, games/s, time left; :mod:`.progress`).

    Interrupting (Ctrl-C, or the kernel's Interrupt) returns the games finished so far, with
    ``df.attrs["partial"] = True``: on our own pool, every game finished (each worker is interrupted, ends the
    game it is playing and returns the rest of its batch); an executor given here has its waiting tasks
    cancelled, and the games of its batches under way are lost with them.

    Each row (the index is the game's number): ``seed`` (replays the game), the set-up (``players``, ...),
    ``first_player``, ``actions``, ``winners`` (a tuple: a shared win lists every winner), then per seat
    ``level_<seat>``, ``score_<seat>``, ``win_<seat>`` (1, a share of a shared win such as 0.5, or 0) and the
    game's own statistics (documented in ``mandrapy.<game>.stats``), and with ``record=True`` the game's
    ``record`` (``mandrapy.replay(df.record[i])``, or ``Replay(df.record[i])`` on a board).

    Cost: beyond the games themselves (each seat choosing from ``view(seat)``), simulate adds the seeds, the
    players, the row, the game's statistics and the DataFrame: within the noise of a loaded 2-core machine
    (Mandragora, 4 random seats: simulate 8.0 ms of CPU per game, the same games played from the views 8.4 ms,
    medians of 5 rounds; ``python benchmarks/simulate.py --overhead`` measures it). With random seats most of
    a game's time is the views the players read, not the rules: 7.7 ms of views against 0.7 ms of rules per
    Mandragora game (12.3 ms of views, 14.7 ms of simulate per game, before each log line was worded once
    for all the seats that see it alike).
    """
    pd = need("pandas")
    if type(games) is not int or games < 0:
        raise ValueError(f"games must be a whole number of games, 0 or more, not {games!r}")
    if seed is not None and type(seed) is not int:
        raise ValueError(f"seed must be a whole number or None, not {seed!r}")
    if batch is not None and (type(batch) is not int or batch < 1):
        raise ValueError(f"batch must be a whole number of games per task, 1 or more, or None, not {batch!r}")
    if seats is not None and not isinstance(seats, dict):
        raise ValueError(f"seats must be a dict such as {{0: 'greedy'}}, not {type(seats).__name__}")
    if executor is not None and not isinstance(executor, Executor) and executor != SERIAL \
            and not callable(getattr(executor, "submit", None)):
        raise ValueError(f"executor must be None, 'serial' or a concurrent.futures.Executor, not {executor!r}")
    need("numpy")
    root = seed_sequence(seed).entropy if seed is None else seed
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
            link = dashboard_link(pool)
            if link is not None:
                print(say("dashboard", link=link))
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
    """Send batches of ``size`` games to ``pool``; gather their rows. True if interrupted (here, or in a worker of
    our own pool: Ctrl-C in a terminal reaches them too)."""
    futures: list = []
    gathered: set = set()

    def gather(future) -> bool:
        found, whole = future.result()           # a failing game stops the run: its error is raised here
        gathered.add(future)
        rows.extend(found)
        if bar is not None:
            bar.update(len(found))
        return whole

    try:
        for start in range(0, games, size):
            futures.append(pool.submit(run_batch, plan, start, min(start + size, games)))
        pending = set(futures)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            wholes = [gather(future) for future in done]          # (every one: no short cut)
            if not all(wholes):
                raise KeyboardInterrupt
    except BaseException as exc:
        for future in futures:
            future.cancel()                      # (those not started)
        if owned:
            _stop_workers(pool, futures)
        if not isinstance(exc, KeyboardInterrupt):
            raise
        for future in futures:                   # batches finished, whole or cut short by the interrupt
            if future not in gathered and future.done() and not future.cancelled() \
                    and future.exception() is None:
                gather(future)
        return True
    return False


def _stop_workers(pool, futures: list) -> None:
    """Interrupt our own pool's workers and wait for the batches they were playing (each returns its finished
    games at once); a worker that does not answer within :data:`STOP_SECONDS` is ended, its batch lost."""
    interrupt_workers(pool)
    running = [future for future in futures if not future.done()]
    _, late = wait(running, timeout=STOP_SECONDS)
    if late:
        stop_processes(pool)

"""Which executor runs the games, how many workers it has, and how to stop it.

``simulate`` uses ``concurrent.futures`` executors only: a process pool of its own by default, or any
executor it is given (another process pool, ``dask.distributed.Client(...).get_executor()``, ...); and the
calling process itself where no process can be started (JupyterLite / Pyodide), or when told ``"serial"``.
"""

from __future__ import annotations

import os
import signal
import sys

SERIAL = "serial"


def stop_on_interrupt() -> None:
    """In our own pool's workers: Ctrl-C (sent to the whole terminal group, or by the parent to each worker when
    it is interrupted) ends the game under way and returns the batch's finished games (:func:`.play.interrupt`)."""
    from .play import interrupt

    signal.signal(signal.SIGINT, interrupt)


def processes_available() -> bool:
    return sys.platform not in ("emscripten", "wasi")


def own_pool(workers: int | None = None):
    """A process pool on every core, or None where processes cannot be started."""
    if not processes_available():
        return None
    from concurrent.futures import ProcessPoolExecutor

    try:
        return ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1, initializer=stop_on_interrupt)
    except (ImportError, NotImplementedError, OSError):       # no working multiprocessing here
        return None


def dask_client(executor):
    """The Dask client behind ``Client.get_executor()``, or None for any other executor."""
    if type(executor).__module__.split(".")[0] == "distributed":
        return getattr(executor, "_client", None)
    return None


def worker_count(executor) -> int:
    """How many games the executor plays at once (a guess where it does not say)."""
    if executor is None or executor == SERIAL:
        return 1
    client = dask_client(executor)
    if client is not None:
        try:
            return max(1, sum(client.nthreads().values()))
        except Exception:       # a client that cannot answer yet: guess, batches only get smaller
            return os.cpu_count() or 1
    return max(1, getattr(executor, "_max_workers", None) or os.cpu_count() or 1)


def batch_size(games: int, workers: int) -> int:
    """Games per task: about 16 tasks per worker, so a slow last task leaves the others idle little, the bar
    moves, and each task (a few hundred ms of play at least, on a real run) outweighs its overhead."""
    return max(1, min(500, -(-games // (16 * workers))))


def interrupt_workers(pool) -> None:
    """Send SIGINT to the worker processes of our own pool: each returns the games of its batch finished so far."""
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        if process.is_alive() and process.pid is not None:
            try:
                os.kill(process.pid, signal.SIGINT)
            except ProcessLookupError:               # (it ended meanwhile)
                pass


def dashboard_link(executor) -> str | None:
    """The dashboard's address of the Dask cluster behind ``executor``; None if it has none (or is no Dask's).

    A scheduler lists an HTTP server as its "dashboard" whether or not it serves the dashboard (it does only
    with bokeh installed where it runs, and not turned off): the scheduler is asked whether it does."""
    client = dask_client(executor)
    if client is None:
        return None

    def serves_dashboard(dask_scheduler) -> bool:       # (run on the scheduler: sent by value, not by name)
        application = getattr(dask_scheduler, "http_application", None)
        return any("Bokeh" in type(app).__name__ or type(app).__module__.startswith(("bokeh", "distributed.dashboard"))
                   for app in getattr(application, "applications", ()))      # (bokeh's Tornado application)

    try:
        link = client.dashboard_link             # "" (a LocalCluster) or a KeyError (a scheduler) without one
        served = client.run_on_scheduler(serves_dashboard)
    except (KeyError, AttributeError, TypeError, OSError):
        return None
    return (link or None) if served else None


def stop_processes(pool) -> None:
    """End the worker processes of our own pool now (the games they were playing are dropped)."""
    terminate = getattr(pool, "terminate_workers", None)          # Python 3.14
    if terminate is not None:
        terminate()
        return
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        if process.is_alive():
            process.terminate()
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.join(5)

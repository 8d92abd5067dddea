"""Interrupting a simulation (Ctrl-C, a kernel's Interrupt: SIGINT) returns the games finished so far, marked
partial, and leaves no worker process behind. A real SIGINT to a real run, in a child Python."""

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

import mandrapy

GAMES = 100_000             # far more than can finish: the run is always interrupted

# A random player that, once the test lays down a flag file, stalls for a minute at its next move: workers
# still playing when the run is interrupted must be stopped, not waited for.
SLEEPY = textwrap.dedent("""
    import os, time
    from mandrapy.core.players import RandomPlayer

    class Sleepy(RandomPlayer):
        name = "sleepy"

        def choose(self, view):
            if os.path.exists(os.environ["SLEEPY_FLAG"]):
                time.sleep(60)
            return super().choose(view)
""")

SCRIPT = textwrap.dedent(f"""
    import faulthandler, json, multiprocessing, os, signal, mandrapy
    faulthandler.register(signal.SIGUSR1, all_threads=True)    # (the test asks for a stack dump if it hangs)
    # Ctrl-C as a terminal or a kernel delivers it: a test run started in the background (`make test &`)
    # passes SIGINT on ignored, and Python then never raises KeyboardInterrupt.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    from mandrapy.experiments.play import Plan, play_one
    from sleepy import Sleepy

    table = mandrapy.simulate("mandragora", games={GAMES}, seed=9, players=4, batch=10, seats={{1: Sleepy}})
    os.remove(os.environ["SLEEPY_FLAG"])            # (so that the games replayed below do not stall)
    plan = Plan.make("mandragora", {{"players": 4}}, {{1: Sleepy}}, 9)
    sample = list(table.index[:2]) + list(table.index[-2:])
    same = all(play_one(plan, i) == {{"game": i, **table.loc[i].to_dict()}} for i in sample)
    print(json.dumps({{"rows": len(table), "partial": table.attrs["partial"], "same": same,
                       "children": [p.pid for p in multiprocessing.active_children()]}}))
""")


def children_of(pid: int) -> list:
    """The live processes whose parent is ``pid`` (from /proc; zombies count as gone)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.append(int(entry))
    return found


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_an_interrupted_run_returns_its_games_marked_partial_and_stops_its_workers(tmp_path):
    (tmp_path / "sleepy.py").write_text(SLEEPY)
    flag = tmp_path / "stall"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]),
           "SLEEPY_FLAG": str(flag)}
    child = subprocess.Popen([sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
    errors: list = []
    workers: list = []
    threading.Thread(target=lambda: errors.extend(iter(lambda: child.stderr.read(1), "")), daemon=True).start()
    try:
        deadline = time.monotonic() + 120
        done = 0
        while done < 60 and time.monotonic() < deadline:          # the bar: games done / GAMES
            time.sleep(0.2)
            counts = re.findall(rf"(\d+)/{GAMES}", "".join(errors))
            done = int(counts[-1]) if counts else 0
        workers[:] = children_of(child.pid)
        assert done >= 60 and len(workers) >= 1, "".join(errors)[-2000:]
        flag.touch()                       # every worker now stalls at its next move
        time.sleep(1)
        child.send_signal(signal.SIGINT)
        stopped = time.monotonic()
        try:
            out, _ = child.communicate(timeout=50)
        except subprocess.TimeoutExpired:
            child.send_signal(signal.SIGUSR1)          # where it hangs, for the failure's message
            time.sleep(2)
            raise AssertionError("the run did not end within 50 s of the interrupt; its threads:\n"
                                 + "".join(errors)[-6000:]) from None
        waited = time.monotonic() - stopped
    except BaseException:                  # a failed run must not leave its processes behind
        for pid in [child.pid, *workers]:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        raise
    report = json.loads(out.strip().splitlines()[-1])
    assert report["partial"] is True and 60 <= report["rows"] < GAMES
    assert report["same"], "the rows kept are the games as a full run plays them"
    assert report["children"] == []
    assert out.count(f"Interrupted: {report['rows']:,} of {GAMES:,} games finished") == 1
    assert waited < 30, f"the run waited {waited:.0f} s for stalled workers instead of stopping them"
    time.sleep(0.5)
    left = [pid for pid in workers if alive(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert left == []


def test_an_interrupted_serial_run_keeps_the_games_before_the_interrupt():
    class Interrupts:
        name = "interrupts"
        moves = 0

        def choose(self, view):
            Interrupts.moves += 1
            if Interrupts.moves == 500:
                raise KeyboardInterrupt
            return view.legal_actions[0]
    table = mandrapy.simulate("magyarcana", games=1000, seats={0: Interrupts()}, seed=4, executor="serial",
                              progress=False)
    assert table.attrs["partial"] and 0 < len(table) < 1000 and list(table.index) == list(range(len(table)))
    assert table.attrs["games"] == 1000


# A random player that, in one game of the run (the one whose seat seed it is made with), interrupts at its first
# move, then waits there for simulate to interrupt its worker: that game can never finish, and every game before it
# in its batch has finished. RUN_PID is the run's process (for an interrupt of the run, as Ctrl-C in a notebook),
# or none (the worker interrupts itself, as Ctrl-C in a terminal reaches every process of the group).
INTERRUPTER = textwrap.dedent("""
    import os, signal
    from mandrapy.core.players import RandomPlayer

    class Interrupter(RandomPlayer):
        name = "interrupter"

        def __init__(self, seed=None):
            super().__init__(seed)
            self.armed = seed == int(os.environ["TRIGGER_SEED"])

        def choose(self, view):
            if self.armed:
                self.armed = False
                os.kill(int(os.environ.get("RUN_PID") or os.getpid()), signal.SIGINT)
                while True:
                    signal.pause()            # until the worker's interrupt ends this game
            return super().choose(view)
""")

INTERRUPTED_RUN = textwrap.dedent("""
    import json, multiprocessing, os, signal, sys, mandrapy
    signal.signal(signal.SIGINT, signal.default_int_handler)       # (see SCRIPT)
    from mandrapy.experiments.play import Plan, game_seeds, play_one
    from interrupter import Interrupter

    os.environ["TRIGGER_SEED"] = str(game_seeds(9, 13, 2)[1][1])     # game 13's seat 1
    os.environ["RUN_PID"] = str(os.getpid()) if sys.argv[1] == "run" else ""
    table = mandrapy.simulate("mandragora", games=40, seed=9, players=2, batch=10, seats={1: Interrupter},
                              progress=False)
    plan = Plan.make("mandragora", {"players": 2}, {1: Interrupter}, 9)
    same = all(play_one(plan, i) == {"game": i, **table.loc[i].to_dict()} for i in table.index)
    print(json.dumps({"rows": [int(i) for i in table.index], "partial": table.attrs["partial"], "same": same,
                      "children": [p.pid for p in multiprocessing.active_children()]}))
""")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="signals between processes")
@pytest.mark.parametrize("interrupted", ["run", "worker"])
def test_an_interrupt_keeps_the_games_a_batch_under_way_had_finished(tmp_path, interrupted):
    """Games 10 to 19 are one batch; its game 13 interrupts the run (or its own worker) and cannot finish. The
    table has games 10, 11 and 12 (before, the whole batch was lost with the game under way: after Ctrl-C at 3 s,
    "0 of 400 games finished" for batches of 13 searching games), and every other batch's finished games."""
    (tmp_path / "interrupter.py").write_text(INTERRUPTER)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", INTERRUPTED_RUN, interrupted], capture_output=True, text=True,
                          env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    rows = report["rows"]
    assert report["partial"] is True and report["same"] and report["children"] == []
    assert {10, 11, 12} <= set(rows) and 13 not in rows
    for start in range(0, 40, 10):        # each batch: the games before the one its worker was stopped in
        kept = [i for i in rows if start <= i < start + 10]
        assert kept == list(range(start, start + len(kept)))
    assert done.stdout.count(f"Interrupted: {len(rows)} of 40 games finished") == 1

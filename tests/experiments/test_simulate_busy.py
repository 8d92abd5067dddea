"""A running simulation reads busy: in a real kernel, talked to as JupyterLab talks to it, no idle status is
published between the cell's busy and its end (JupyterLab's status bar and ``/api/kernels`` show the last
status published). Its progress bar moves all the same."""

import os
import queue
import signal
import time

import pytest

pytest.importorskip("tqdm")
pytest.importorskip("pandas")
jupyter_client = pytest.importorskip("jupyter_client")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# A few seconds of games, played in the kernel's own process (no pool: the machine is shared).
CODE = ('import mandrapy\n'
        'df = mandrapy.simulate("mandragora", games=50, seed=1, players=2, executor="serial")\n'
        'print(len(df))')


def test_the_kernel_reads_busy_for_the_whole_run():
    manager = jupyter_client.KernelManager(kernel_name="python3")
    manager.start_kernel(cwd=ROOT)             # (jupyter_client starts it in a session of its own)
    pid = manager.provisioner.pid
    client = manager.client()
    try:
        client.start_channels()
        client.wait_for_ready(timeout=60)
        subshells = "kernel subshells" in client.kernel_info(reply=True)["content"].get("supported_features", ())
        statuses, bar_draws, subshell_asked = run_as_jupyterlab(client, subshells)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
        try:
            os.killpg(pid, signal.SIGKILL)      # anything the kernel left in its group
        except (ProcessLookupError, PermissionError):
            pass
    assert statuses[0] == ("busy", "execute_request") and statuses[-1] == ("idle", "execute_request"), statuses
    assert ("idle" not in [state for state, _parent in statuses[:-1]]), \
        f"an idle status while the cell still ran: {statuses}"
    assert bar_draws >= 2, "the progress bar did not move"
    assert not subshell_asked, "the run showed a widget: JupyterLab would open a subshell for it"


def run_as_jupyterlab(client, subshells: bool):
    """Run CODE; as JupyterLab 4.6 does by default, ask for a kernel subshell over the control channel when
    the kernel first opens a widget comm. The statuses (state, parent message type) from the cell's busy to
    its idle, how many times the progress output was redrawn, and whether a subshell was asked for."""
    msg_id = client.execute(CODE)
    statuses, bar_draws, subshell_asked, started = [], 0, False, False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            message = client.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
        except queue.Empty:
            break
        kind, parent = message["msg_type"], message["parent_header"]
        if kind == "status":
            if parent.get("msg_id") == msg_id and message["content"]["execution_state"] == "busy":
                started = True
            if started:
                statuses.append((message["content"]["execution_state"], parent.get("msg_type")))
            if parent.get("msg_id") == msg_id and message["content"]["execution_state"] == "idle":
                break
        elif kind == "comm_open" and message["content"].get("target_name") == "jupyter.widget" \
                and subshells and not subshell_asked:
            client.control_channel.send(client.session.msg("create_subshell_request", {}))
            subshell_asked = True
        elif kind == "update_display_data" and parent.get("msg_id") == msg_id:
            bar_draws += 1
        elif kind == "error":
            raise AssertionError(message["content"]["evalue"])
    return statuses, bar_draws, subshell_asked

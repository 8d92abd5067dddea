"""A Voila server on 127.0.0.1 and Debian's Chromium driven by Playwright.

Chromium comes from Debian (``apt-get install chromium``), never from ``playwright install``. Without it the
browser tests are skipped on a developer machine and fail in CI (``CI`` set), where .ci/run installs it.
"""

import os
import pathlib
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

CHROMIUM = os.environ.get("MANDRAPY_CHROMIUM", "/usr/bin/chromium")
HOW_TO_GET = "apt-get install -y chromium (Debian's; never playwright install)"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = pathlib.Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


@pytest.fixture(scope="session")
def chromium_path():
    if not os.path.exists(CHROMIUM):
        if in_ci():
            pytest.fail(f"{CHROMIUM} is missing: CI requires the browser tests ({HOW_TO_GET})")
        pytest.skip(f"Debian's chromium is not installed at {CHROMIUM}: {HOW_TO_GET}")
    return CHROMIUM


def pytest_terminal_summary(terminalreporter):
    """Say it plainly when the browser tests did not run, and how to get them."""
    skipped = [report for report in terminalreporter.stats.get("skipped", ())
               if "tests/browser/" in report.nodeid.replace("\\", "/")]
    if skipped:
        terminalreporter.write_sep("=", f"{len(skipped)} BROWSER TESTS SKIPPED", yellow=True, bold=True)
        terminalreporter.write_line(f"No browser at {CHROMIUM}. To run them: {HOW_TO_GET}, then make test. "
                                    "With CI=true a missing browser fails the run instead.")


@pytest.fixture(scope="session")
def browser(chromium_path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory):
    """Voila serving the notebooks folder; started in its own process group, stopped by that group."""
    port = free_port()
    log = (tmp_path_factory.mktemp("voila") / "voila.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
         "--Voila.root_dir=" + str(ROOT / "notebooks"), "--VoilaConfiguration.show_tracebacks=True",
         "--ServerApp.port_retries=0"],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(base + "/voila/tree", timeout=2)
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    log.flush()
                    raise RuntimeError("Voila did not start:\n" + pathlib.Path(log.name).read_text()[-3000:])
                time.sleep(0.3)
        yield base
    finally:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=15)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(process.pid, signal.SIGKILL)
        log.close()


@pytest.fixture(scope="session")
def lab_root(tmp_path_factory):
    """A copy of the repository's notebooks in a git repository of its own, for JupyterLab to open and
    (autosave) write: the test reads ``git status`` there, and the real checkout is never touched."""
    import shutil
    root = tmp_path_factory.mktemp("lab") / "repo"
    shutil.copytree(ROOT / "notebooks", root / "notebooks")            # to play in
    shutil.copytree(ROOT / "notebooks", root / "pristine" / "notebooks")  # only opened and closed
    shutil.copy(ROOT / ".gitignore", root / ".gitignore")                  # as in the checkout
    for command in (["git", "init", "-q"], ["git", "add", "-A"],
                    ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "stored"]):
        subprocess.run(command, cwd=root, check=True)
    return root


@pytest.fixture(scope="session")
def lab_server(lab_root, tmp_path_factory):
    """JupyterLab on 127.0.0.1 serving ``lab_root``, in its own process group, stopped by that group.
    ``--expose-app-in-browser`` lets a test run Lab's own commands (Run All, Save, Close) as the menus do."""
    port = free_port()
    settings = tmp_path_factory.mktemp("lab-settings")
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True)
    (settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        '{"fetchNews": "false", "checkForUpdates": false}')
    log = (tmp_path_factory.mktemp("lab-log") / "lab.log").open("w")
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings), JUPYTER_CONFIG_DIR=str(settings / "config"))
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
         "--ServerApp.token=", "--ServerApp.password=", f"--ServerApp.root_dir={lab_root}",
         "--ServerApp.port_retries=0", "--expose-app-in-browser", "--allow-root"],
        cwd=lab_root, stdout=log, stderr=subprocess.STDOUT, start_new_session=True, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                urllib.request.urlopen(base + "/lab", timeout=2)
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    log.flush()
                    raise RuntimeError("JupyterLab did not start:\n" + pathlib.Path(log.name).read_text()[-3000:])
                time.sleep(0.3)
        yield base
    finally:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=15)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(process.pid, signal.SIGKILL)
        log.close()

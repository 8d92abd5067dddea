"""Local servers on 127.0.0.1 (Voila; http.server for the static site, in test_lite.py) and Debian's Chromium
driven by Playwright. The static-site tests (marker ``lite``) run only when site/ exists or MANDRAPY_LITE=1.

Chromium comes from Debian (``apt-get install chromium``), never from ``playwright install``. Without it the
browser tests are skipped on a developer machine and fail in CI (``CI`` set), where .ci/run installs it.
"""

import contextlib
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


def wants_lite() -> bool:
    """MANDRAPY_LITE=1 asks for the browser-site tests even without a site/ (the test then builds it)."""
    return os.environ.get("MANDRAPY_LITE", "").lower() not in ("", "0", "false", "no")


LITE_SKIP = "no site/ (the static browser site): `make lite` builds it, or set MANDRAPY_LITE=1"


def pytest_collection_modifyitems(config, items):
    """The site tests (marker ``lite``) run when site/ exists or MANDRAPY_LITE asks: building takes a while."""
    if wants_lite() or (ROOT / "site").exists():
        return
    for item in items:
        if item.get_closest_marker("lite"):
            item.add_marker(pytest.mark.skip(reason=LITE_SKIP))


def pytest_terminal_summary(terminalreporter):
    """Say it plainly when the browser tests did not run, and how to get them."""
    skipped = [report for report in terminalreporter.stats.get("skipped", ())
               if "tests/browser/" in report.nodeid.replace("\\", "/")]
    lite = [report for report in skipped if LITE_SKIP in str(report.longrepr)]
    scans = [value for outcome in ("passed", "failed") for report in terminalreporter.stats.get(outcome, [])
             for key, value in getattr(report, "user_properties", ()) if key == "axe"]
    if scans:
        terminalreporter.write_sep("=", "axe-core findings (tests/browser/test_axe.py)")
        terminalreporter.write_line("\n".join(sorted(scans)))
    skipped = [report for report in skipped if report not in lite and HOW_TO_GET in str(report.longrepr)]
    if lite:
        terminalreporter.write_sep("=", f"{len(lite)} BROWSER-SITE TESTS SKIPPED", yellow=True)
        terminalreporter.write_line(f"{LITE_SKIP} (CI runs them after make test, see .ci/run).")
    if skipped:
        terminalreporter.write_sep("=", f"{len(skipped)} BROWSER TESTS SKIPPED", yellow=True, bold=True)
        terminalreporter.write_line(f"No browser at {CHROMIUM}. To run them: {HOW_TO_GET}, then make test. "
                                    "With CI=true a missing browser fails the run instead.")


@pytest.fixture(scope="session")
def playwright():
    """One Playwright per worker: a second sync_playwright() in the same process refuses to start."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="session")
def browser(playwright, chromium_path):
    browser = playwright.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@contextlib.contextmanager
def local_server(command, probe, log_path, name, timeout=60, cwd=ROOT, env=None):
    """Run ``command`` (given the port) on 127.0.0.1 in its own process group, stopped by that group.

    Yields the base address once ``probe`` (a path) answers.
    """
    port = free_port()
    log = log_path.open("w")
    process = subprocess.Popen(command(port), cwd=cwd, stdout=log, stderr=subprocess.STDOUT,
                               start_new_session=True, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                urllib.request.urlopen(base + probe, timeout=2)
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    log.flush()
                    raise RuntimeError(f"{name} did not start:\n" + log_path.read_text()[-3000:]) from None
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
def voila_server(tmp_path_factory):
    """Voila serving the notebooks folder."""
    def command(port):
        return [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                "--Voila.root_dir=" + str(ROOT / "notebooks"), "--VoilaConfiguration.show_tracebacks=True",
                "--ServerApp.port_retries=0"]
    with local_server(command, "/voila/tree", tmp_path_factory.mktemp("voila") / "voila.log", "Voila") as base:
        yield base


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
    """JupyterLab serving ``lab_root``. ``--expose-app-in-browser`` lets a test run Lab's own commands
    (Run All, Save, Close) as the menus do."""
    settings = tmp_path_factory.mktemp("lab-settings")
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True)
    (settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        '{"fetchNews": "false", "checkForUpdates": false}')
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings), JUPYTER_CONFIG_DIR=str(settings / "config"))

    def command(port):
        return [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
                "--ServerApp.token=", "--ServerApp.password=", f"--ServerApp.root_dir={lab_root}",
                "--ServerApp.port_retries=0", "--expose-app-in-browser", "--allow-root"]
    with local_server(command, "/lab", tmp_path_factory.mktemp("lab-log") / "lab.log", "JupyterLab",
                      timeout=90, cwd=lab_root, env=env) as base:
        yield base

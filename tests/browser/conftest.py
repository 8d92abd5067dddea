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

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = pathlib.Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def chromium_path():
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: .ci/run should have installed Debian's chromium")
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    return CHROMIUM


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

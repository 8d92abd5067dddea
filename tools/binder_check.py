"""Build the Binder environment from binder/ alone, as mybinder.org (repo2docker) builds it, and run every
notebook in it.

    python tools/binder_check.py                    # the committed tree (HEAD), in a temporary directory
    python tools/binder_check.py --keep             # and keep that directory (its path is printed)

repo2docker's Python buildpack installs binder/requirements.txt with the image's pip, in the repository root,
after copying the whole repository when the file names a local path (`-e .[binder]`); then it runs
binder/postBuild, if there is one, from the repository root with that environment first on PATH. So here:
1. a clean copy of the committed tree (git archive): no .venv or .egg-info of the checkout can help;
2. a fresh venv from the machine's python3 (--python), into which nothing else is installed;
3. in the copy's root, `pip install -r binder/requirements.txt`, then ./binder/postBuild if it exists;
4. `pip check`, every board imported, JupyterLab and Voila enabled as server extensions;
5. every notebook under nbval with the options pyproject.toml gives pytest. pytest and nbval are the
   project's own (this interpreter, the .venv that `make venv` builds): they are not what Binder installs.
   The notebooks' kernel is the Binder venv's python, registered as a kernelspec in a private JUPYTER_PATH
   and named with --nbval-kernel-name, so each cell runs with what Binder would have installed.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import shlex
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
KERNEL = "mandrapy-binder"
IMPORTS = """
import pathlib, sys
import mandrapy
from mandrapy.mandragora import Board
from mandrapy.magyarcana import Board
from mandrapy.conjuraction import Board
import mandrapy.widgets.replay
assert pathlib.Path(mandrapy.__file__).is_relative_to(sys.argv[1]), mandrapy.__file__
print("boards import from", pathlib.Path(mandrapy.__file__).parent)
"""


def step(title: str, command: list, shown: int = 0, **kwargs) -> None:
    """Run one command (its first ``shown`` words printed, all if 0), its output shown, and stop the check
    (exit status 1) if it fails."""
    print(f"\n== {title}: {shlex.join(str(part) for part in command[:shown or None])}", flush=True)
    started = time.monotonic()
    done = subprocess.run(command, **kwargs)
    print(f"== {title}: exit {done.returncode} after {time.monotonic() - started:.0f} s", flush=True)
    if done.returncode:
        sys.exit(f"binder check failed at: {title}")


def clean_copy(ref: str, into: pathlib.Path) -> None:
    into.mkdir()
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", ref], check=True, capture_output=True,
                            text=True).stdout.strip()
    print(f"checking {ref} = {commit}, copied into {into}")
    archive = f"git -C {shlex.quote(str(ROOT))} archive {commit} | tar -x -C {shlex.quote(str(into))}"
    subprocess.run(["bash", "-o", "pipefail", "-c", archive], check=True)


def binder_environ(venv: pathlib.Path) -> dict:
    """The environment the build steps and the kernels see: the Binder venv first on PATH, and no Jupyter or
    IPython configuration of this machine's user (Binder's user has none)."""
    environ = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME")}
    environ["VIRTUAL_ENV"] = str(venv)
    environ["PATH"] = f"{venv / 'bin'}{os.pathsep}{environ.get('PATH', '')}"
    user = venv.parent / "user"
    user.mkdir(exist_ok=True)
    environ.update(JUPYTER_CONFIG_DIR=str(user / "jupyter-config"), JUPYTER_DATA_DIR=str(user / "jupyter-data"),
                   IPYTHONDIR=str(user / "ipython"))
    return environ


def build(python: str, repo: pathlib.Path, venv: pathlib.Path) -> None:
    environ = binder_environ(venv)
    step("fresh venv", [python, "-m", "venv", str(venv)])
    step("binder/requirements.txt", [str(venv / "bin" / "pip"), "install", "-r", "binder/requirements.txt"],
         cwd=repo, env=environ)
    post_build = repo / "binder" / "postBuild"
    if post_build.exists():
        post_build.chmod(0o755)
        step("binder/postBuild", ["./binder/postBuild"], cwd=repo, env=environ)


def check_environment(repo: pathlib.Path, venv: pathlib.Path) -> None:
    environ = binder_environ(venv)
    step("pip check", [str(venv / "bin" / "pip"), "check"], env=environ)
    step("boards import", [str(venv / "bin" / "python"), "-c", IMPORTS, str(repo)], cwd=venv, env=environ)
    listing = subprocess.run([str(venv / "bin" / "jupyter"), "server", "extension", "list"], env=environ,
                             capture_output=True, text=True)
    lines = (listing.stdout + listing.stderr).splitlines()
    for extension in ("jupyterlab", "voila.server_extension"):
        if not any(line.split()[:1] == [extension] and "enabled" in line for line in lines):
            sys.exit(f"binder check failed: {extension} is not an enabled server extension:\n" + "\n".join(lines))
    print("\n== server extensions enabled: jupyterlab, voila")


def register_kernel(venv: pathlib.Path, jupyter_path: pathlib.Path) -> None:
    """A kernelspec whose python is the Binder venv's (ipykernel comes with JupyterLab, as on Binder)."""
    spec = jupyter_path / "kernels" / KERNEL
    spec.mkdir(parents=True)
    argv = [str(venv / "bin" / "python"), "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    (spec / "kernel.json").write_text(json.dumps({"argv": argv, "display_name": "Binder", "language": "python"}))


def run_notebooks(repo: pathlib.Path, venv: pathlib.Path, scratch: pathlib.Path, workers: str) -> None:
    register_kernel(venv, scratch / "jupyter")
    environ = binder_environ(venv)
    environ.update(JUPYTER_PATH=str(scratch / "jupyter"), JUPYTER_RUNTIME_DIR=str(scratch / "runtime"),
                   MANDRAPY_NOTEBOOK_TEST="1")          # as the root conftest.py sets it for `make test`
    notebooks = sorted(str(path.relative_to(repo)) for path in (repo / "notebooks").rglob("*.ipynb"))
    print(f"\n{len(notebooks)} notebooks, kernel {KERNEL} = {venv / 'bin' / 'python'}")
    # The copy's pyproject.toml gives pytest its options (--nbval-lax, --nbval-sanitize-with), as for `make test`.
    options = ["-c", "pyproject.toml", "--rootdir", ".", f"--nbval-kernel-name={KERNEL}", "-n", workers,
               "--dist", "loadscope"]
    step("notebooks", [sys.executable, "-m", "pytest", *options, *notebooks], shown=3 + len(options),
         cwd=repo, env=environ)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ref", default="HEAD", help="the commit to check (default HEAD)")
    parser.add_argument("--python", default="python3", help="the interpreter the venv is made from")
    parser.add_argument("--workers", default="auto", help="pytest-xdist workers for the notebooks")
    parser.add_argument("--keep", action="store_true", help="keep the copy and the venv")
    args = parser.parse_args()
    started = time.monotonic()
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="binder-check-"))
    repo, venv = scratch / "repo", scratch / "venv"
    try:
        clean_copy(args.ref, repo)
        build(args.python, repo, venv)
        check_environment(repo, venv)
        run_notebooks(repo, venv, scratch, args.workers)
    finally:
        if args.keep:
            print(f"kept {scratch}")
        else:
            subprocess.run(["rm", "-rf", str(scratch)], check=False)
    print(f"\nbinder check passed in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()

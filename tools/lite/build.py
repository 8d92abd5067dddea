"""``make lite``: build ``site/``, a static JupyterLite site of the lessons and boards that needs no network.

Run by ``.lite-venv/bin/python`` (see the Makefile). Steps: the package's wheel from a clean copy of the
sources; the Pyodide folder with every wheel the kernel needs (lock.py); the notebooks and rules documents;
a check that every module the notebooks import is served; ``jupyter lite build`` with the front-end
extensions taken from verified wheels; then checks of the result, a landing page and a stamp.
"""

import json
import os
import pathlib
import shutil
import subprocess
import sys
import time
import zipfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import fetch  # noqa: E402
import inputs  # noqa: E402
import landing  # noqa: E402
import lock  # noqa: E402
import notebook_imports  # noqa: E402
import versions  # noqa: E402

ROOT = inputs.ROOT
STAGE = ROOT / "build" / "lite"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"


def package_wheel(folder: pathlib.Path) -> pathlib.Path:
    """mandrapy's wheel, built from a fresh copy (setuptools' build/ folder may hold deleted modules)."""
    source = folder / "source"
    shutil.copytree(ROOT / "mandrapy", source / "mandrapy", ignore=shutil.ignore_patterns(*inputs.IGNORED))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    # SOURCE_DATE_EPOCH: the same sources give the same bytes (and the browser's cache keeps them).
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "-w", str(folder), str(source)], check=True,
                   env={**os.environ, "SOURCE_DATE_EPOCH": "315532800"})
    return next(folder.glob("mandrapy-*.whl"))


def kernel_shims(kernel_wheel: pathlib.Path, folder: pathlib.Path) -> dict:
    """The wheels the Pyodide kernel carries, out of its verified wheel, checked against its own index too."""
    shims = {}
    with zipfile.ZipFile(kernel_wheel) as wheel:
        names = wheel.namelist()
        index = json.loads(wheel.read(next(n for n in names if n.endswith("/pypi/all.json"))))
        digests = {release["filename"]: release["digests"]["sha256"] for package in index.values()
                   for releases in package["releases"].values() for release in releases}
        for shim in versions.KERNEL_SHIMS:
            target = folder / shim
            target.write_bytes(wheel.read(next(n for n in names if n.endswith("/pypi/" + shim))))
            fetch.check_sha256(target, digests[shim], "the Pyodide kernel's own index")
            shims[shim.split("-")[0]] = target
    return shims


def stage_contents(files: pathlib.Path):
    files.mkdir(parents=True)
    for top in inputs.CONTENTS:
        if (ROOT / top).is_file():
            shutil.copy(ROOT / top, files / top)
        else:
            shutil.copytree(ROOT / top, files / top, ignore=shutil.ignore_patterns(*inputs.IGNORED))


def write_config(extension_wheels, output: pathlib.Path):
    settings = {KERNEL_PLUGIN: {"disablePyPIFallback": True,
                                "loadPyodideOptions": {"packages": list(versions.PRELOAD)}}}
    # Every cell stays attached: JupyterLab's default ("full") detaches cells out of view, and a board
    # below the fold then has no size until scrolled to (widgets are the side effects it warns of).
    (STAGE / "overrides.json").write_text(json.dumps(
        {"@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"}}, indent=1))
    (STAGE / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"appName": "mandrapy", "litePluginSettings": settings}}, indent=1))
    (STAGE / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
        "apps": ["lab", "notebooks"], "no_sourcemaps": True, "no_unused_shared_packages": True,
        "ignore_sys_prefix": ["federated_extensions"],
        "federated_extensions": [str(path) for path in extension_wheels],
        "output_dir": str(output)}}, indent=1))


def check_site(output: pathlib.Path, served: dict):
    config = json.loads((output / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"][KERNEL_PLUGIN]
    assert kernel.get("disablePyPIFallback") is True, kernel
    assert kernel.get("pyodideUrl", "").startswith("./static/pyodide/"), kernel
    tracker = config["settingsOverrides"]["@jupyterlab/notebook-extension:tracker"]
    assert tracker["windowingMode"] == "none", tracker
    pyodide = output / "static" / "pyodide"
    assert all(lock.canonical(name) in served for name in kernel["loadPyodideOptions"]["packages"])
    for entry in served.values():
        fetch.check_sha256(pyodide / entry["file_name"], entry["sha256"], "the served lock")
    # Nothing else in the folder: the core files (from the verified npm release), the wheels, the lock.
    expected = {*versions.PYODIDE_CORE_FILES, "pyodide-lock.json", *(e["file_name"] for e in served.values())}
    assert {p.name for p in pyodide.iterdir()} == expected, sorted({p.name for p in pyodide.iterdir()} ^ expected)
    extensions = {extension["name"] for extension in config.get("federated_extensions", ())}
    assert extensions == {"ipycanvas", "ipyevents", "anywidget", "@jupyter-widgets/jupyterlab-manager",
                          "@jupyterlite/pyodide-kernel-extension"}, sorted(extensions)


def size_report(output: pathlib.Path) -> dict:
    def size(path):
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    return {"site": size(output), "pyodide": size(output / "static" / "pyodide"),
            "contents": size(output / "files"), "extensions": size(output / "extensions")}


def main():
    started = time.monotonic()
    fingerprint = inputs.fingerprint()          # of the sources as this build reads them
    output = inputs.SITE
    shutil.rmtree(STAGE, ignore_errors=True)
    wheels = STAGE / "wheels"
    wheels.mkdir(parents=True)
    build_wheels = fetch.pypi_wheels(versions.BUILD_WHEELS)
    frontend = fetch.pypi_wheels(versions.FRONTEND_WHEELS)
    kernel = fetch.pypi_wheels(versions.KERNEL_WHEELS)
    ours = {"mandrapy": package_wheel(wheels),
            **kernel_shims(build_wheels["jupyterlite-pyodide-kernel"], wheels)}
    served = lock.build_pyodide_folder(STAGE / "static" / "pyodide", ours)
    stage_contents(STAGE / "files")
    notebook_imports.check(STAGE / "files", served)

    everything = {**build_wheels, **frontend, **kernel}
    write_config([everything[name] for name in versions.EXTENSION_WHEELS], output)
    shutil.rmtree(output, ignore_errors=True)
    lite = pathlib.Path(sys.executable).parent / "jupyter-lite"
    subprocess.run([str(lite), "build", "--lite-dir", str(STAGE)], check=True, cwd=STAGE)
    check_site(output, served)
    landing.write(output, inputs.CONTENTS[0])
    sizes = size_report(output)
    inputs.STAMP.write_text(json.dumps({"fingerprint": fingerprint, "pyodide": versions.PYODIDE,
                                        "bytes": sizes}, indent=1))
    print(f"site/ built in {time.monotonic() - started:.0f} s: "
          + ", ".join(f"{name} {value / 1e6:.1f} MB" for name, value in sizes.items()))


if __name__ == "__main__":
    main()

"""The Pyodide folder the site serves: the runtime, the wheels the kernel needs, and a lock file naming them.

Pyodide's kernel loads a package when a cell imports it, by looking the import up in ``pyodide-lock.json``.
The served lock is the official one cut down to the packages listed in versions.py (and their
dependencies), plus entries for the pure-Python wheels Pyodide lacks (ipywidgets, ipycanvas, mandrapy...).
Every file is checked: the runtime and the Pyodide-built wheels against the official release, the others
against PyPI's hash (fetch.py). A wheel whose requirements the lock cannot meet stops the build.
"""

import email
import json
import pathlib
import re
import shutil
import zipfile

from packaging.requirements import Requirement
from packaging.version import Version

import fetch
import versions


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def closure(packages: dict, roots) -> list:
    """The names in ``roots`` and everything they depend on in the official lock, in a stable order."""
    seen, stack = {}, [canonical(root) for root in roots]
    while stack:
        name = stack.pop()
        if name not in seen:
            seen[name] = True
            stack.extend(canonical(dep) for dep in packages[name]["depends"])
    return sorted(seen)


def browser_environment(info: dict) -> dict:
    """Marker values inside Pyodide (``platform_machine == 'wasm32'`` drops orjson, for example)."""
    python = info["python"]
    return {"sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
            "os_name": "posix", "implementation_name": "cpython", "platform_python_implementation": "CPython",
            "python_version": ".".join(python.split(".")[:2]), "python_full_version": python, "extra": ""}


def wheel_entry(path: pathlib.Path, environment: dict) -> dict:
    """A lock entry for a pure-Python wheel: its import names and its requirements in the browser."""
    with zipfile.ZipFile(path) as wheel:
        names = wheel.namelist()
        metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = email.message_from_bytes(wheel.read(metadata_name))
    imports = sorted({name.split("/")[0].removesuffix(".py") for name in names
                      if not name.split("/")[0].endswith((".dist-info", ".data"))
                      and (name.count("/") == 0 and name.endswith(".py") or name.endswith("/__init__.py")
                           and name.count("/") == 1)})
    requires = [requirement for requirement in map(Requirement, metadata.get_all("Requires-Dist") or ())
                if requirement.marker is None or requirement.marker.evaluate(environment)]
    return {"name": canonical(metadata["Name"]), "version": metadata["Version"], "file_name": path.name,
            "install_dir": "site", "sha256": fetch.sha256(path), "package_type": "package", "imports": imports,
            "depends": [canonical(r.name) for r in requires], "unvendored_tests": False,
            "requires": requires}


def check_requirements(packages: dict):
    """Every requirement of every served package is served, at a version it accepts."""
    problems = []
    for name, entry in packages.items():
        for requirement in entry.pop("requires", ()):
            dep = packages.get(canonical(requirement.name))
            if dep is None:
                problems.append(f"{name} needs {requirement}, which the site does not serve")
            elif not requirement.specifier.contains(Version(dep["version"]), prereleases=True):
                problems.append(f"{name} needs {requirement}, the site serves {dep['version']}")
        for dep in entry["depends"]:
            if canonical(dep) not in packages:
                problems.append(f"{name} depends on {dep}, which the site does not serve")
    if problems:
        raise SystemExit("the browser site's packages do not fit together:\n  " + "\n  ".join(problems))


def build_pyodide_folder(destination: pathlib.Path, extra_wheels: dict) -> dict:
    """Fill ``destination`` (the site's static/pyodide); ``extra_wheels``: {name: path} of local wheels.

    Returns the served lock's packages.
    """
    shutil.rmtree(destination, ignore_errors=True)
    core = fetch.pyodide_core(destination)
    official = json.loads(core.pop("pyodide-lock.json").read_text())
    assert official["info"]["version"] == versions.PYODIDE, official["info"]
    packages = {canonical(name): entry for name, entry in official["packages"].items()}

    name, version, sha = versions.PYODIDE_WHEELS_SOURCE
    source = fetch.pypi_wheels([(name, version, f"{name.replace('-', '_')}-{version}-py3-none-any.whl", sha)])
    served = {}
    with zipfile.ZipFile(source[name]) as archive:
        for package in closure(packages, versions.PYODIDE_PACKAGES):
            entry = packages[package]
            target = destination / entry["file_name"]
            target.write_bytes(archive.read(f"{versions.PYODIDE_WHEELS_FOLDER}/{entry['file_name']}"))
            fetch.check_sha256(target, entry["sha256"], f"the official Pyodide {versions.PYODIDE} lock")
            served[package] = entry

    environment = browser_environment(official["info"])
    kernel = fetch.pypi_wheels(versions.KERNEL_WHEELS)
    for wheel in [*kernel.values(), *extra_wheels.values()]:
        entry = wheel_entry(wheel, environment)
        entry["requires"] = [r for r in entry["requires"] if canonical(r.name) not in versions.NOT_IN_KERNEL]
        entry["depends"] = [canonical(r.name) for r in entry["requires"]]
        served[entry["name"]] = entry
        shutil.copy(wheel, destination / wheel.name)
    check_requirements(served)

    official["packages"] = served
    (destination / "pyodide-lock.json").write_text(json.dumps(official, indent=1, sort_keys=True))
    return served

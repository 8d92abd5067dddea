"""How much the long tests do: a sample in `make test`, their whole budget under `make test-long`.

A test that plays many random games, or opens every notebook, takes its count from :func:`budget`.
``MANDRAPY_LONG=1`` (what `make test-long` sets) gives the whole budget; without it, the sample keeps
`make test` within its time on CI (2 cores) while still able to fail.
"""

from __future__ import annotations

import os

LONG = os.environ.get("MANDRAPY_LONG") == "1"


def budget(sample, whole):
    """``whole`` under ``MANDRAPY_LONG=1``, else ``sample``."""
    return whole if LONG else sample

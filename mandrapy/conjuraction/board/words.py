"""Actions and picked pieces in words, in the board's language (see :mod:`mandrapy.conjuraction.wording`)."""

from ..wording import action_label, colour, worker_label  # noqa: F401

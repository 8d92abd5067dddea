"""Reading actions back from their text (each game declares one :class:`ActionParser`)."""

from __future__ import annotations

import re

from .validate import clean_action_text


class ActionParser:
    """Reads actions back from their text, with a table of (regular expression, builder) pairs.

    The text is capped in length before any pattern runs (:func:`~.validate.clean_action_text`), so a
    pattern with two unbounded groups costs at most a few hundred steps, never quadratic time on a long
    crafted text.

    >>> parser = ActionParser("Toy", [(r"take (\\d+)", lambda m: int(m[1]))])
    >>> parser.parse("  Take   3 ")
    3
    """

    def __init__(self, game: str, patterns):
        self.game = game
        self.patterns = tuple((re.compile(pattern + r"$"), build) for pattern, build in patterns)

    def parse(self, text: str):
        """The action written as ``text`` (case and spacing forgiven); ValueError if unreadable."""
        cleaned = clean_action_text(str(text))
        for pattern, build in self.patterns:
            match = pattern.match(cleaned)
            if match:
                return build(match)
        raise ValueError(f"cannot read {text!r} as a {self.game} action")

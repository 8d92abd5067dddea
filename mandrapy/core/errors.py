"""Errors shared by every game.

Two families, both ``ValueError`` so that ordinary ``except ValueError`` code keeps working:

* :class:`IllegalAction` -- a legal-looking request that breaks a rule of the game. It carries the
  action, a typed rule code and a sentence a learner understands. The game is unchanged after it.
* :class:`InvalidRecord` -- a saved game, record or hand-made position that cannot be read;
  :class:`InvalidPosition` (one kind of it) -- a game's setup or a hand-made position that is malformed or
  that the rules could never reach. Both name the argument and the reason.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """A rule of a game, as a stable code (for programs) and a sentence (for people).

    >>> Rule("seek_distance", "The Assistant moves 1 to 3 shops.")
    Rule(code='seek_distance', text='The Assistant moves 1 to 3 shops.')
    """

    code: str
    text: str
    params: tuple = ()          # the (name, value) pairs filled in, so other languages can re-render

    def __repr__(self) -> str:
        return f"Rule(code={self.code!r}, text={self.text!r})"

    def __str__(self) -> str:
        return self.text

    @property
    def values(self) -> dict:
        return dict(self.params)

    def format(self, **values) -> "Rule":
        """The same rule with ``{placeholders}`` in its sentence filled in."""
        return Rule(self.code, self.text.format(**values), tuple(sorted(values.items())))


class MandrapyError(Exception):
    """Base class of the package's own errors."""


class IllegalAction(MandrapyError, ValueError):
    """An action that the rules do not allow now.

    ``action`` is what was tried (an action value or the text given), ``rule`` the sentence that explains
    which rule it breaks, ``code`` the rule's stable code.
    """

    def __init__(self, action, rule: Rule | str):
        if isinstance(rule, str):
            rule = Rule("illegal", rule)
        self.action = action
        self.rule = rule.text
        self.code = rule.code
        self.params = rule.values
        super().__init__(f"{_shown(action)} is not allowed: {rule.text}")


def _shown(action) -> str:
    """The action as text, short: a crafted megabyte of text is not echoed back whole."""
    try:
        text = str(action)
    except Exception:                     # a number too long to write out, a field of the wrong type
        text = f"this {type(action).__name__}"
    return text if len(text) <= 100 else text[:97] + "..."


class InvalidRecord(MandrapyError, ValueError):
    """A saved game, record or position that is malformed or inconsistent."""


class InvalidPosition(InvalidRecord):
    """A game's setup arguments or a hand-made position: wrongly shaped, out of bounds, or unreachable by
    the rules. The message names the argument and the rule it breaks. (A record carrying such a position
    is an invalid record too, hence the subclass.)"""


# Tracebacks and reprs name the public path users import from: ``mandrapy.IllegalAction``.
for _error in (MandrapyError, IllegalAction, InvalidRecord, InvalidPosition):
    _error.__module__ = "mandrapy"

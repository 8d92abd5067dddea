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
    """Base class of the package's own errors.

    In IPython and Jupyter one shows as one short line, ``IllegalAction: <the sentence>`` (in the language of
    the game's board, when a board in another language shows the game), without the package's internal
    frames; ``%tb`` right after shows the full traceback (see :meth:`_render_traceback_`)."""

    speaker = None               # set by the game that raised it: error -> its sentence in the board's language
    decider = None               # the seat that was to decide (set by the game): whose choices a refusal lists
    code = None                  # the rule's stable code, when the error carries one
    params: dict = {}            # the values filled into its sentence (other languages re-word them)
    english: str | None = None   # the engine's English sentence, once worded in another language (core.language)

    def short(self) -> str:
        """The message, in the language of the board showing the game if there is one."""
        if self.speaker is not None:
            try:
                return self.speaker(self)
            except Exception:            # noqa: BLE001 - a failed translation falls back to English
                pass
        return str(self)

    def _render_traceback_(self) -> list:
        """IPython's hook: the first time, one line; asked again (``%tb``), the full traceback."""
        if getattr(self, "_shown", False):
            return full_traceback(self)
        self._shown = True
        return [f"{type(self).__name__}: {self.short()}"]


def full_traceback(error: BaseException) -> list:
    """The whole traceback of ``error``, as IPython would show it (plain text outside IPython)."""
    try:
        from IPython import get_ipython
        shell = get_ipython()
    except ImportError:                  # pragma: no cover - IPython calls the hook, so it is there
        shell = None
    if shell is not None:
        return shell.InteractiveTB.structured_traceback(type(error), error, error.__traceback__)
    import traceback
    return traceback.format_exception(type(error), error, error.__traceback__)


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
        # Text that reads as no action says so itself ("'sek 2' is not an action of ..."): not "not allowed".
        super().__init__(rule.text if rule.code == "unreadable" else f"{_shown(action)} is not allowed: {rule.text}")


def _shown(action) -> str:
    """The action as text, short: a crafted megabyte of text is not echoed back whole."""
    try:
        text = str(action)
    except Exception:                     # a number too long to write out, a field of the wrong type
        text = f"this {type(action).__name__}"
    return text if len(text) <= 100 else text[:97] + "..."


class InvalidRecord(MandrapyError, ValueError):
    """A saved game, record or position that is malformed or inconsistent.

    Raised with a sentence, or with a :class:`Rule` (its code and values kept, so that another language can
    word it: ``mandrapy.set_language``)."""

    def __init__(self, message, *more):
        if isinstance(message, Rule):
            self.code, self.params, message = message.code, message.values, message.text
        super().__init__(message, *more)


class InvalidPosition(InvalidRecord):
    """A game's setup arguments or a hand-made position: wrongly shaped, out of bounds, or unreachable by
    the rules. The message names the argument and the rule it breaks. (A record carrying such a position
    is an invalid record too, hence the subclass.)"""


# Tracebacks and reprs name the public path users import from: ``mandrapy.IllegalAction``.
for _error in (MandrapyError, IllegalAction, InvalidRecord, InvalidPosition):
    _error.__module__ = "mandrapy"

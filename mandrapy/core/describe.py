"""A board's text equivalent: the position one seat sees, as short sections with headings.

Whoever cannot see the canvas (a screen reader, a braille display, a learner who prefers words) reads the
same position as text. A game supplies ``describe(view, options) -> tuple[Section, ...]``, a pure function
of the seat's view and the board's :class:`~mandrapy.core.drawing.Options` (its language, the seats'
kinds), with the same signature as its ``draw``; because it reads the view and never the state, it cannot
tell a seat what the seat may not know. Its sections come in a fixed order: what is asked now, the table
(what every seat shares), each seat (the viewer's own hand in full, another's only as the view shows it),
the scores.

>>> sections = (Section("Now", ("Player 1 (you): cast a spell.",)), Section("Scores", ("Player 0: 3", "Player 1: 5")))
>>> print(as_text(sections))
Now
- Player 1 (you): cast a spell.
Scores
- Player 0: 3
- Player 1: 5
>>> as_html(sections[:1])
'<section><h4>Now</h4><ul><li>Player 1 (you): cast a spell.</li></ul></section>'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from .labels import fill, seat_name

if TYPE_CHECKING:
    from .drawing import Options


@dataclass(frozen=True)
class Section:
    """One area of the position: a heading ("Table", "Player 1 (you)", "Scores") and its lines."""
    heading: str
    lines: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.heading, str) or not self.heading:
            raise ValueError(f"heading must be a non-empty str, not {self.heading!r}")
        if not all(isinstance(line, str) for line in self.lines):
            raise ValueError(f"lines must be a tuple of str, not {self.lines!r}")
        object.__setattr__(self, "lines", tuple(self.lines))


class Say:
    """The words of one description: ``tables[language]`` (``str.format`` templates with the plural forms of
    :func:`~mandrapy.core.labels.fill`, and ``player``/``computer``/``you``/``and``), the options' seat kinds and
    the view. A game's describe subclasses it with its own nouns (cards, items, colours)."""

    def __init__(self, view: Any, options: Options, tables: dict[str, dict[str, Any]]) -> None:   # (the game's view)
        self.view, self.language = view, options.language
        self.words, self.kinds = tables[options.language], options.seat_kinds

    def __call__(self, key: str, **values: object) -> str:
        return fill(self.words[key], self.language, **values)

    def who(self, seat: int) -> str:
        """A seat's name as the board says it ("Player 1 (you)")."""
        return seat_name(seat, self.view, self.kinds, self.words)

    def listed(self, items: Iterable[str], last: str = "and") -> str:
        """``a, b and c`` in the table's words (``last``: the word before the last item)."""
        items = list(items)
        return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {self.words[last]} {items[-1]}"


def as_text(sections: Iterable[Section]) -> str:
    """The sections as plain text: each heading on its own line, its lines as a list under it."""
    return "\n".join(f"{section.heading}\n" + "\n".join(f"- {line}" for line in section.lines)
                     if section.lines else section.heading for section in sections)


def as_html(sections: Iterable[Section], level: int = 4) -> str:
    """The sections as HTML: a heading of ``level`` and a list per section (text escaped)."""
    return "".join(f"<section><h{level}>{escape(section.heading)}</h{level}>"
                   + (f"<ul>{''.join(f'<li>{escape(line)}</li>' for line in section.lines)}</ul>"
                      if section.lines else "") + "</section>" for section in sections)


def plain(text: str, heading: str) -> tuple[Section, ...]:
    """The default for a game without its own ``describe``: its printed text, one section of lines."""
    return (Section(heading, tuple(line.strip() for line in text.splitlines() if line.strip())),)

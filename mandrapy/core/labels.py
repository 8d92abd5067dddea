"""Helpers for each game's label tables (one table per language, every table with the same keys)."""

from __future__ import annotations

import string
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .protocols import View


def _keys(table: dict[str, Any], prefix: str = "") -> Iterator[str]:
    for key, value in table.items():
        if isinstance(value, dict):
            yield from _keys(value, f"{prefix}{key}.")
        else:
            yield prefix + key


def check_same_keys(tables: dict[str, dict[str, Any]], reference: str = "en") -> None:
    """Raise AssertionError unless every language's table has exactly the reference table's keys.

    >>> check_same_keys({"en": {"deck": "Deck"}, "fr": {"deck": "Pioche"}})
    >>> check_same_keys({"en": {"deck": "Deck"}, "fr": {}})
    Traceback (most recent call last):
      ...
    AssertionError: labels[fr]: missing ['deck'], extra []
    """
    expected = set(_keys(tables[reference]))
    for language, table in tables.items():
        found = set(_keys(table))
        if found != expected:
            raise AssertionError(f"labels[{language}]: missing {sorted(expected - found)}, "
                                 f"extra {sorted(found - expected)}")


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template fills in.

    >>> sorted(placeholders("Player {player} takes {n} card(s)."))
    ['n', 'player']
    """
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def seat_name(seat: int, view: View, seat_kinds: tuple[str, ...], labels: dict[str, str]) -> str:
    """"Player 2", "Player 2 (you)" or "Player 2 (computer)", in the table's language.

    A computer seat that failed and stopped (kind ``"stopped"``) is marked with a warning sign."""
    name = labels["player"].format(n=seat)
    kind = seat_kinds[seat] if seat < len(seat_kinds) else "human"
    if kind == "stopped":
        return f"{name} ({labels['computer']} ⚠)"
    if kind != "human":
        return f"{name} ({labels['computer']})"
    if view.seat == seat:
        return f"{name} ({labels['you']})"
    return name


def singular(n: int | tuple[object, ...] | list[object], language: str = "en") -> bool:
    """Whether ``n`` takes the singular: exactly one in English; in French every number below two in size
    (-1, 0, 1: "-1 point", "0 carte"). A tuple or list counts its items ("{winners:Winner|Winners}").

    >>> singular(1), singular(0), singular(-1), singular(-1, "fr"), singular(0, "fr"), singular(2, "fr")
    (True, False, False, True, True, False)
    >>> singular((3,)), singular((0, 2)), singular((), "fr")
    (True, False, True)
    """
    if isinstance(n, (tuple, list)):
        n = len(n)
    return -2 < n < 2 if language == "fr" else n == 1


def fill(template: str, language: str = "en", **values: object) -> str:
    """``template`` filled with ``values``; a ``{n:one|many}`` field picks the singular or plural by ``n``.

    >>> fill("{n} {n:curse|curses}", n=1), fill("{n} {n:curse|curses}", n=0), fill("{n} {n:curse|curses}", "fr", n=0)
    ('1 curse', '0 curses', '0 curse')
    >>> fill("{n} {n:point|points}", "fr", n=-1), fill("{n} {n:point|points}", "fr", n=-2)
    ('-1 point', '-2 points')
    """
    return _PLURAL.vformat(template, (), {name: (value, language) for name, value in values.items()})


class _Plural(string.Formatter):
    def format_field(self, pair: tuple[Any, str], spec: str) -> str:
        value, language = pair
        if "|" in spec:
            one, many = spec.split("|", 1)
            return one if singular(value, language) else many
        return format(value, spec)


_PLURAL = _Plural()

"""A game's fixed action space: every action the game can ever ask for, each with a stable integer id.

Research tools (OpenSpiel, PettingZoo, a learner's network) need actions as numbers in ``range(size)`` and a
mask of the legal ones. A game declares its space once, as rows: an action type and, for each of its fields,
the finite domain of values in a fixed order. A row's ids are its offset plus the mixed-radix number of the
field values' positions (the first field varying slowest), so the table of rows alone decides every id:
``tests/data/action_ids/<game>.json`` keeps it, and a test fails when an id moves.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Bet:
...     chips: int
>>> space = ActionSpace("demo", Row(Bet, chips=(1, 2, 5)))
>>> space.size, space.id(Bet(5)), space.action(1)
(3, 2, Bet(chips=2))
>>> space.mask([Bet(1), Bet(5)])
(1, 0, 1)
"""

from __future__ import annotations

import bisect
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from .errors import InvalidRecord, Rule
from .language import refusal

NO_ID = Rule("no_action_id", "action: {action} has no id in {game}'s action space")
BAD_ID = Rule("bad_action_id", "action_id: a whole number from 0 to {last}, not {value}")


@dataclass(frozen=True)
class Row:
    """One action type's ids: ``Row(Cast, book=BOOKS, level=(1, 2, 3))``. Every field of the type is named,
    with its domain (a sequence of distinct values, in the order that numbers them)."""

    action_type: type
    domains: tuple[tuple[str, tuple[Hashable, ...]], ...]

    def __init__(self, action_type: type, **domains: Iterable[Hashable]) -> None:
        names = tuple(f.name for f in fields(action_type))
        if set(names) != set(domains):
            raise ValueError(f"Row({action_type.__name__}): name every field, {names}, with its domain")
        table = tuple((name, tuple(domains[name])) for name in names)
        for name, domain in table:
            if len(set(domain)) != len(domain) or not domain:
                raise ValueError(f"Row({action_type.__name__}): {name}: a domain of distinct values")
        object.__setattr__(self, "action_type", action_type)
        object.__setattr__(self, "domains", table)

    @property
    def size(self) -> int:
        total = 1
        for _, domain in self.domains:
            total *= len(domain)
        return total


class ActionSpace:
    """The rows of a game's actions, numbered one after another (``game.action_id``, ``Game.action_from_id``)."""

    def __init__(self, game: str, *rows: Row) -> None:
        self.game, self.rows = game, rows
        self.offsets: list[int] = []
        total = 0
        for row in rows:
            self.offsets.append(total)
            total += row.size
        self.size = total
        self._positions = [tuple({v: i for i, v in enumerate(domain)} for _, domain in row.domains) for row in rows]
        self._known: dict[tuple[type, Any], int] = {}     # each action's id, found once (searches ask again and again)
        self._by_type: dict[type, list[int]] = {}
        for index, row in enumerate(rows):
            self._by_type.setdefault(row.action_type, []).append(index)

    def id(self, action: Any) -> int:
        """The id of ``action`` (ValueError naming ``action`` when the space has none for it)."""
        try:
            return self._known[type(action), action]
        except (KeyError, TypeError):           # not found yet, or unhashable (then it has no id either)
            pass
        for index in self._by_type.get(type(action), ()):
            number = self._number(index, action)
            if number is not None:
                self._known[type(action), action] = self.offsets[index] + number
                return self.offsets[index] + number
        raise refusal(ValueError, NO_ID.format(action=repr(action), game=self.game))

    def _number(self, index: int, action: Any) -> int | None:
        number = 0
        for (name, domain), positions in zip(self.rows[index].domains, self._positions[index]):
            value = getattr(action, name)
            try:
                position = positions.get(value)
            except TypeError:                   # an unhashable value has no id either
                return None
            if position is None:
                return None
            number = number * len(domain) + position
        return number

    def action(self, action_id: object) -> Any:
        """The action numbered ``action_id`` (InvalidRecord naming ``action_id`` outside ``range(size)``)."""
        if not _is_integer(action_id) or not 0 <= int(action_id) < self.size:       # type: ignore[call-overload]
            raise refusal(InvalidRecord, BAD_ID.format(last=self.size - 1, value=repr(action_id)))
        number = int(action_id)                # type: ignore[call-overload]
        index = bisect.bisect_right(self.offsets, number) - 1
        row, number = self.rows[index], number - self.offsets[index]
        values: list[Any] = []
        for _, domain in reversed(row.domains):
            number, position = divmod(number, len(domain))
            values.append(domain[position])
        return row.action_type(*reversed(values))

    def ids(self, actions: Iterable[Any]) -> list[int]:
        """The ids of ``actions``, sorted (OpenSpiel's legal actions are sorted)."""
        return sorted(self.id(action) for action in actions)

    def mask(self, actions: Iterable[Any]) -> tuple[int, ...]:
        """1 at the id of each of ``actions``, 0 elsewhere: a tuple of ``size`` ints."""
        mask = bytearray(self.size)
        for action in actions:
            mask[self.id(action)] = 1
        return tuple(mask)

    def table(self) -> list[dict[str, Any]]:
        """The rows as data (offset, type, each field's domain as text): what decides every id."""
        return [{"offset": offset, "type": row.action_type.__name__,
                 "fields": {name: [_text(v) for v in domain] for name, domain in row.domains}}
                for offset, row in zip(self.offsets, self.rows)]

    def __len__(self) -> int:
        return self.size

    def __repr__(self) -> str:
        return f"<ActionSpace {self.game}: {self.size} actions in {len(self.rows)} rows>"


def _is_integer(value: object) -> bool:
    """An int, or an integer of another type (numpy's); never a bool."""
    return hasattr(value, "__index__") and not isinstance(value, bool)


def _text(value: object) -> str:
    return str(value) if not isinstance(value, Sequence) or isinstance(value, str) else \
        "(" + ", ".join(_text(v) for v in value) + ")"

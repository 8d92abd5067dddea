"""Zones: every place a game keeps its components and facts, declared once.

A game lists its zones in one :class:`Zones` table. From that table alone come a blank position
(:meth:`Zones.blank`), a clone (:meth:`Zones.copy_into`), the JSON-able facts used to save and compare
(:meth:`Zones.to_dict`), the components counted for conservation checks (:meth:`Zones.components`) and
what a seat may see of each zone (:meth:`Zones.visible`). Adding a zone is one line; nothing else has to
be told.

A zone has a *layout* (how it holds things) and a *scope* (one for the game, one per seat, or ``per=N``
copies):

========== ============================================ ==============================
layout     holds                                        example
========== ============================================ ==============================
``VALUE``  one immutable fact (number, text, tuple...)  whose turn, a flag, a marker
``PILE``   an ordered list of components (top last)     a deck, a shop's cards
``COUNTS`` a multiset ``{component: copies}``           a hand of interchangeable cards
``MAP``    ``{key: immutable value}``                   cell -> card on a board
``TABLE``  ``{key: {key: value}}``                      cell -> {(owner, size): count}
========== ============================================ ==============================

``name`` (a function) turns a component into its JSON name; ``conserved=True`` counts the zone's
components; ``visible`` says who sees a zone: ``PUBLIC``, ``OWNER`` (a per-seat zone seen by its seat
only) or ``SECRET`` (nobody, e.g. the deck order). Hidden zones are shown to others by size only.

>>> zones = Zones(Zone("deck", PILE, visible=SECRET, conserved=True),
...               Zone("hands", COUNTS, per_seat=True, visible=OWNER, conserved=True),
...               Zone("current", VALUE, default=0))
>>> class Toy: players = 2
>>> toy = Toy(); zones.blank(toy); toy.deck.extend("abc"); toy.hands[1]["d"] = 2
>>> twin = Toy(); zones.copy_into(toy, twin); twin.deck.clear(); toy.deck
['a', 'b', 'c']
>>> zones.to_dict(toy)
{'deck': ['a', 'b', 'c'], 'hands': [{}, {'d': 2}], 'current': 0}
>>> sorted(zones.components(toy).items())
[('a', 1), ('b', 1), ('c', 1), ('d', 2)]
>>> zones.visible("hands", seat=0, owner=1), zones.visible("hands", seat=None, owner=1)
(False, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol, TypeVar

VALUE, PILE, COUNTS, MAP, TABLE = "value", "pile", "counts", "map", "table"
PUBLIC, OWNER, SECRET = "public", "owner", "secret"

T = TypeVar("T")
Name = Callable[[Any], str]              # a component -> its JSON name


class Seated(Protocol):
    """What the zones need of a state: its number of seats (the zones themselves are its attributes)."""

    players: int


def _same(value: T) -> T:
    return value


def _plain(value: object) -> object:
    """Tuples as lists, all the way down (what JSON keeps)."""
    return [_plain(v) for v in value] if isinstance(value, (tuple, list)) else value


def _key(key: object, name: Name) -> int | str:
    """A dict key in JSON: a component's name, a cell "x,y", or the key itself."""
    if isinstance(key, tuple):
        return ",".join(str(_key(k, name)) for k in key)
    return name(key) if not isinstance(key, (int, str)) else key


_COPY: dict[str, Callable[[Any], Any]] = {VALUE: _same, PILE: list, COUNTS: dict, MAP: dict,
         TABLE: lambda table: {key: dict(inner) for key, inner in table.items()}}
_EMPTY: dict[str, Callable[[], Any]] = {PILE: list, COUNTS: dict, MAP: dict, TABLE: dict}


@dataclass(frozen=True)
class Zone:
    name: str
    layout: str = VALUE
    per_seat: bool = False
    per: int | None = None                 # this many copies (shops, spell stacks), not per seat
    visible: str = PUBLIC
    conserved: bool = False
    default: Any = None                    # a VALUE zone's blank value (copied per seat/per); for other
                                           # layouts, a template each blank copy is copied from
    component_name: Name = str             # component -> its JSON name
    encode_with: Callable[[Any], object] | None = None    # one copy -> JSON, for a shape the layout cannot encode

    count_with: Callable[[Any], Iterable[tuple[Any, int]]] | None = None   # one copy -> (component, copies) pairs

    def __post_init__(self) -> None:
        if self.layout not in _COPY:
            raise ValueError(f"zone {self.name}: unknown layout {self.layout!r}")
        if self.per_seat and self.per is not None:
            raise ValueError(f"zone {self.name}: per_seat and per exclude each other")
        if self.visible == OWNER and not self.per_seat:
            raise ValueError(f"zone {self.name}: only a per-seat zone can be seen by its owner")

    # -------------------------------------------------------------- one copy of the zone
    def _blank_one(self) -> Any:
        return _blank_maker(self)()

    def _encode_one(self, value: Any) -> object:
        if self.encode_with is not None:
            return self.encode_with(value)
        name = self.component_name
        if self.layout == VALUE:
            return _plain(value)
        if self.layout == PILE:
            return [name(c) for c in value]
        if self.layout == COUNTS:
            return {name(c): n for c, n in sorted(value.items())}
        if self.layout == MAP:
            return {str(_key(k, name)): _encode_value(v, name) for k, v in sorted(value.items())}
        return {str(_key(k, name)): {str(_key(ik, name)): _encode_value(iv, name) for ik, iv in sorted(inner.items())}
                for k, inner in sorted(value.items())}

    def _components_one(self, value: Any, into: Counter[Any]) -> None:
        if self.count_with is not None:
            for component, n in self.count_with(value):
                into[component] += n
        elif self.layout == PILE:
            into.update(value)
        elif self.layout == COUNTS:
            for component, n in value.items():
                into[component] += n
        elif self.layout == MAP:
            into.update(value.values())
        elif self.layout == TABLE:
            for inner in value.values():
                for component, n in inner.items():
                    into[component] += n
        elif value is not None:
            into[value] += 1

    # -------------------------------------------------------------- the whole zone
    def copies(self, players: int) -> int | None:
        return players if self.per_seat else self.per

    def blank(self, players: int) -> Any:
        n = self.copies(players)
        return self._blank_one() if n is None else [self._blank_one() for _ in range(n)]

    def copy(self, value: Any) -> Any:
        copy = _COPY[self.layout]
        if self.per_seat or self.per is not None:
            return [copy(v) for v in value] if self.layout != VALUE else list(value)
        return copy(value)

    def encode(self, value: Any) -> object:
        if self.per_seat or self.per is not None:
            return [self._encode_one(v) for v in value]
        return self._encode_one(value)

    def components(self, value: Any, into: Counter[Any]) -> None:
        for one in (value if (self.per_seat or self.per is not None) else (value,)):
            self._components_one(one, into)

    def size(self, value: Any) -> int:
        """How many components one copy holds (what a hidden zone shows)."""
        if self.layout == COUNTS:
            return sum(value.values())
        return len(value)


def _blank_maker(zone: Zone) -> Callable[[], Any]:
    """A function of no argument returning one blank copy of ``zone`` (what ``Zone._blank_one`` returns)."""
    if zone.layout == VALUE:
        return partial(_same, zone.default)
    if zone.default is None:
        return _EMPTY[zone.layout]
    return partial(_COPY[zone.layout], zone.default)


def _encode_value(value: object, name: Name) -> object:
    if isinstance(value, (int, str)) or value is None:
        return value
    if isinstance(value, (tuple, list)):
        return [_encode_value(v, name) for v in value]
    return name(value)


class Zones:
    """A game's zone table: the single list from which blank, clone, save, conservation and masks come."""

    def __init__(self, *zones: Zone) -> None:
        self.zones: dict[str, Zone] = {}
        for zone in zones:
            if zone.name in self.zones:
                raise ValueError(f"two zones are called {zone.name!r}")
            self.zones[zone.name] = zone
        # (name, per seat, copies, a maker of one blank copy): what blank() does for each new game, decided once
        self._blanks = tuple((zone.name, zone.per_seat, zone.per, _blank_maker(zone)) for zone in zones)

    def __iter__(self) -> Iterator[Zone]:
        return iter(self.zones.values())

    def __getitem__(self, name: str) -> Zone:
        return self.zones[name]

    def names(self) -> tuple[str, ...]:
        return tuple(self.zones)

    def blank(self, state: Seated) -> None:
        """Give ``state`` every zone, empty (its ``players`` must be set)."""
        players = state.players
        for name, per_seat, per, one in self._blanks:
            n = players if per_seat else per
            setattr(state, name, one() if n is None else [one() for _ in range(n)])

    def copy_into(self, source: object, target: object) -> None:
        """Give ``target`` its own copy of every zone of ``source`` (the heart of ``clone()``)."""
        for zone in self:
            setattr(target, zone.name, zone.copy(getattr(source, zone.name)))

    def copy_all(self, state: object) -> tuple[Any, ...]:
        """A copy of every zone of ``state``, in declaration order (equal exactly when the zones are)."""
        return tuple(zone.copy(getattr(state, zone.name)) for zone in self)

    def to_dict(self, state: object) -> dict[str, Any]:
        """Every zone as JSON-able data, components by name, in declaration order."""
        return {zone.name: zone.encode(getattr(state, zone.name)) for zone in self}

    def components(self, state: object) -> Counter[Any]:
        """How many of each component the conserved zones hold (conservation invariants compare it)."""
        counted: Counter[Any] = Counter()
        for zone in self:
            if zone.conserved:
                zone.components(getattr(state, zone.name), counted)
        return counted

    def visible(self, name: str, seat: int | None, owner: int | None = None) -> bool:
        """Whether ``seat`` (``None``: everything) sees zone ``name`` (of ``owner``, for per-seat zones)."""
        zone = self.zones[name]
        if seat is None or zone.visible == PUBLIC:
            return True
        return zone.visible == OWNER and owner == seat

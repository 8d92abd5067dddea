"""Mandragora's cards as small immutable values: magical items and spells.

Every distinct kind of card exists once (interned), so cards compare by identity, hash fast, and
interchangeable cards (the twelve green ingredients) are one value.

>>> Item.named("green book 2")
<Item green book 2>
>>> Item.named("green book 2").colour, Item.named("mandrake").colour
('green', 'white')
>>> sorted(items_from("mandrake, green, green book 2, green"))
[<Item green book 2>, <Item mandrake>, <Item green>, <Item green>]
>>> Spell.named("Swiftness").level
2
"""

from __future__ import annotations

import re
from typing import ClassVar

from ..core.components import Component
from . import data

INGREDIENT, BOOK, MANDRAKE, SCROLL = "ingredient", "spellbook", "mandrake", "scroll"


class Item(Component):
    """One kind of magical item: an ingredient, a spellbook, a mandrake or a cursed scroll."""

    __slots__ = ("code", "kind", "colour", "value", "name")
    code: int
    kind: str
    colour: str | None
    value: int
    name: str
    _by_name: ClassVar[dict[str, "Item"]] = {}

    def __init__(self, code: int, kind: str, colour: str | None, value: int, name: str):
        self.fill(code, kind, colour, value, name)

    @property
    def is_scroll(self) -> bool:
        return self.kind == SCROLL

    @property
    def is_book(self) -> bool:
        return self.kind == BOOK

    @property
    def is_mandrake(self) -> bool:
        return self.kind == MANDRAKE

    @property
    def is_ingredient(self) -> bool:
        return self.kind == INGREDIENT

    @property
    def curses(self) -> int:
        return self.value if self.kind == SCROLL else 0

    def describe(self) -> str:
        """A longer name for sentences."""
        if self.kind == BOOK:
            return f"{self.colour} spellbook (value {self.value})"
        if self.kind == SCROLL:
            return f"cursed scroll ({self.value} curse{'s' if self.value > 1 else ''})"
        if self.kind == INGREDIENT:
            return f"{self.colour} ingredient"
        return "mandrake"

    @classmethod
    def named(cls, name: object) -> "Item":
        """The item called ``name`` (case and spacing are forgiven); ValueError if there is none."""
        key = " ".join(str(name).lower().replace("-", " ").split())
        key = _ALIASES.get(key, key)
        return cls.lookup(key, name, "magical item")


def _build_items() -> tuple:
    specs: list[tuple] = []
    for colour in data.COLOURS:
        for value in data.BOOK_VALUES:
            specs.append((BOOK, colour, value, f"{colour} book {value}"))
    specs.append((BOOK, data.BLACK, data.BLACK_BOOK_VALUE, f"{data.BLACK} book {data.BLACK_BOOK_VALUE}"))
    specs.append((MANDRAKE, data.MANDRAKE_COLOUR, 0, "mandrake"))
    for colour in data.COLOURS:
        specs.append((INGREDIENT, colour, 0, colour))
    for curses in sorted(data.SCROLL_COUNTS):
        specs.append((SCROLL, None, curses, f"scroll {curses}"))
    items = tuple(Item(code, *spec) for code, spec in enumerate(specs))
    Item._by_name.update((item.name, item) for item in items)
    return items


_ALIASES = {"mandragora": "mandrake", "mandrakes": "mandrake", "black book": "black book 3"}
_ALIASES.update({f"scroll {n} curse{s}": f"scroll {n}" for n in range(1, 4) for s in ("", "s")})
ITEMS = _build_items()
BOOKS = tuple(i for i in ITEMS if i.kind == BOOK)
INGREDIENTS = {i.colour: i for i in ITEMS if i.kind == INGREDIENT}
SCROLLS = {i.value: i for i in ITEMS if i.kind == SCROLL}
MANDRAKE_ITEM = Item.named("mandrake")
# Penalty colours, in the order hands are shown: five colours, black, white (mandrakes).
PENALTY_COLOURS = data.COLOURS + (data.BLACK, data.MANDRAKE_COLOUR)


def full_set() -> dict:
    """All 82 magical items: item -> copies."""
    counts = {book: 1 for book in BOOKS}
    counts[MANDRAKE_ITEM] = data.MANDRAKE_COUNT
    counts.update({INGREDIENTS[c]: n for c, n in data.INGREDIENT_COUNTS.items()})
    counts.update({SCROLLS[v]: n for v, n in data.SCROLL_COUNTS.items()})
    return counts


_COPIES_BEFORE = re.compile(r"^(?P<n>\d+)\s*[x×]?\s*(?P<name>[a-z].*)$")
_COPIES_AFTER = re.compile(r"^(?P<name>.*\D)\s*[x×]\s*(?P<n>\d+)$")


def components(players: int) -> dict:
    """The magical items a game for ``players`` uses (the full set less the player-count removals).

    >>> sum(components(4).values()), sum(components(3).values()), sum(components(2).values())
    (82, 77, 56)
    """
    if players not in data.PLAYER_COUNTS:
        raise ValueError(f"Mandragora is for {', '.join(map(str, data.PLAYER_COUNTS))} players")
    counts = full_set()
    for name, copies in data.REMOVED[players].items():
        counts[Item.named(name)] -= copies
    return {item: n for item, n in counts.items() if n}


def items_from(cards) -> list:
    """A list of items from a comma-separated string or an iterable of names/items.

    ``"3 green"`` and ``"green x3"`` both mean three green ingredients.
    """
    if isinstance(cards, str):
        cards = [part for part in cards.split(",") if part.strip()]
    result = []
    for card in cards:
        if isinstance(card, Item):
            result.append(card)
            continue
        text = " ".join(str(card).lower().split())
        copies = 1
        match = _COPIES_BEFORE.match(text) or _COPIES_AFTER.match(text)
        if match:
            copies, text = int(match["n"]), match["name"]
        item = Item.named(text)
        if copies > _MOST_COPIES:             # never build a list longer than the box could hold
            raise ValueError(f"no item has more than {_MOST_COPIES} copies in the game, not {copies}")
        result.extend([item] * copies)
    return result


_MOST_COPIES = max(full_set().values())


def count(items) -> dict:
    """Items -> copies, in canonical order."""
    counts: dict = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return dict(sorted(counts.items()))


def describe_counts(counts: dict) -> str:
    """``{green: 2, mandrake: 1}`` -> ``'mandrake, 2 green'``."""
    parts = [item.name if n == 1 else f"{n} {item.name}" for item, n in sorted(counts.items()) if n]
    return ", ".join(parts) if parts else "nothing"


class Spell(Component):
    """One kind of spell card."""

    __slots__ = ("code", "name", "level", "copies", "timing")
    code: int
    name: str
    level: int
    copies: int
    timing: str
    _by_name: ClassVar[dict[str, "Spell"]] = {}

    def __init__(self, code, name, level, copies, timing):
        self.fill(code, name, level, copies, timing)

    def __repr__(self) -> str:
        return f"<Spell {self.name} (level {self.level})>"


SPELLS = tuple(Spell(code, *spec) for code, spec in enumerate(data.SPELLS))
Spell._by_name.update((s.name.lower(), s) for s in SPELLS)
BANISHMENT, REPLICATION, TRANSFER, SWIFTNESS, SUBSTITUTION, LEVITATION, DISAPPEARANCE, PURIFICATION = SPELLS

"""Setting up a Mandragora position by hand, for teaching and for tests.

>>> from mandrapy.mandragora import Mandragora
>>> game = Mandragora.from_position(players=2, hands={0: "black book 3, red, yellow, mandrake"},
...                                 scrolls={1: [2]}, current=0, seed=5)
>>> game.play("cast black book 3 with mandrake, red, yellow at level 3")
>>> game.view(0).seats[0].spells[0].spell.level
3

Every zone you leave out is empty, except the deck and the spell stacks: the deck (when ``deck`` is not
given) holds every remaining item of the player count, shuffled by ``seed``; the stacks (when ``stacks``
is not given) hold every spell not already cast, shuffled. Items you place must exist: at most 12 green
ingredients, one green book 2, and so on. Items left over when you do give a ``deck`` go back to the box.
"""

from __future__ import annotations

from ..core.errors import InvalidRecord
from . import data
from .cards import SPELLS, Item, Spell, full_set, items_from

DEFAULT_NIGHT_SHOPS = (3, 6, 9)


def _seat_map(value, players: int, what: str) -> list:
    """``{seat: x}`` (keys may be strings, from JSON) or a list per seat -> list per seat."""
    result = [None] * players
    if value is None:
        return result
    entries = value.items() if isinstance(value, dict) else enumerate(value)
    for key, entry in entries:
        try:
            seat = int(key)
        except (TypeError, ValueError):
            raise InvalidRecord(f"{what}: {key!r} is not a seat number") from None
        if seat not in range(players):
            raise InvalidRecord(f"{what}: seat {seat} does not exist with {players} players")
        result[seat] = entry
    return result


def _items(value, what: str) -> list:
    try:
        return items_from(value or [])
    except (TypeError, ValueError) as exc:
        raise InvalidRecord(f"{what}: {exc}") from None


def _seat(value, players: int, what: str, allow_none: bool = False):
    if value is None and allow_none:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value not in range(players):
        raise InvalidRecord(f"{what} must be a seat from 0 to {players - 1}, not {value!r}")
    return value


def _parse_cast(text, what: str):
    """``"Swiftness: green book 1"`` or ``"Swiftness: green book 1 with 2 green"``."""
    try:
        spell_name, _, rest = str(text).partition(":")
        book_name, _, ingredients = rest.partition(" with ")
        return Spell.named(spell_name), Item.named(book_name), tuple(sorted(items_from(ingredients)))
    except ValueError as exc:
        raise InvalidRecord(f"{what}: cannot read {text!r} ({exc}); write e.g. "
                            f"'Swiftness: green book 1 with 2 green'") from None


def from_position(players: int = 4, teams: bool = False, seed: int | None = None, *, hands=None,
                  shops=None, night=DEFAULT_NIGHT_SHOPS, assistant: int = 0, scrolls=None, cast=None,
                  stacks=None, deck=None, discard=None, current: int = 0, curse_holder="auto",
                  dropped=(), endgame_first=None, endgame_slots=None):
    from .state import MandragoraState

    try:
        state = MandragoraState._blank(players, seed, teams)
    except ValueError as exc:
        raise InvalidRecord(str(exc)) from None
    pool = full_set()
    for name, copies in data.REMOVED[players].items():
        pool[Item.named(name)] -= copies
    spells_left = {spell: spell.copies for spell in SPELLS}

    def take(item: Item, where: str) -> None:
        if pool.get(item, 0) <= 0:
            raise InvalidRecord(f"{where}: there is no {item} left to place ({players}-player game: "
                                f"{full_set()[item] - data.REMOVED[players].get(item.name, 0)} in all)")
        pool[item] -= 1

    night = sorted({int(i) for i in night})
    if len(night) != data.NIGHT_SHOPS or not all(0 <= i < data.SHOP_COUNT for i in night):
        raise InvalidRecord(f"night must name {data.NIGHT_SHOPS} different shops from 0 to {data.SHOP_COUNT - 1}")
    state.night = tuple(i in night for i in range(data.SHOP_COUNT))
    if not isinstance(assistant, int) or assistant not in range(data.SHOP_COUNT):
        raise InvalidRecord(f"assistant must be a shop from 0 to {data.SHOP_COUNT - 1}")
    state.assistant = assistant

    for seat, cards in enumerate(_seat_map(hands, players, "hands")):
        for item in _items(cards, f"hand of player {seat}"):
            if item.is_scroll:
                raise InvalidRecord(f"hand of player {seat}: scrolls lie in front of a player; use scrolls=")
            take(item, f"hand of player {seat}")
            state._add(state.hands[seat], item)
    shop_entries = _seat_map(shops, data.SHOP_COUNT, "shops") if shops is not None else [None] * 10
    for shop, cards in enumerate(shop_entries):
        for item in _items(cards, f"shop {shop}"):
            take(item, f"shop {shop}")
            state.shops[shop].append(item)
    for seat, values in enumerate(_seat_map(scrolls, players, "scrolls")):
        for value in values or ():
            if value not in (1, 2, 3):
                raise InvalidRecord(f"scrolls of player {seat}: a scroll has 1, 2 or 3 curses, not {value!r}")
            take(Item.named(f"scroll {value}"), f"scrolls of player {seat}")
            state.scrolls[seat][value] += 1
    for seat, entries in enumerate(_seat_map(cast, players, "cast")):
        for text in entries or ():
            spell, book, ingredients = _parse_cast(text, f"spells of player {seat}")
            if not (book.is_book or book.is_mandrake):
                raise InvalidRecord(f"spells of player {seat}: {book} is not a spellbook or a mandrake")
            for item in (book, *ingredients):
                take(item, f"spells of player {seat}")
            if spells_left[spell] <= 0:
                raise InvalidRecord(f"spells of player {seat}: there are only {spell.copies} {spell} cards")
            spells_left[spell] -= 1
            state.cast[seat].append((spell, book, ingredients))
    for item in _items(discard, "discard"):
        take(item, "discard")
        state._add(state.discard, item)

    if stacks is None:
        for level, stack in enumerate(state.stacks, 1):
            stack.extend(s for s in SPELLS if s.level == level for _ in range(spells_left[s]))
            state.rng.shuffle(stack)
    else:
        entries = _seat_map({int(k) - 1: v for k, v in stacks.items()} if isinstance(stacks, dict)
                            else stacks, data.MAX_POWER, "stacks")
        for level, names in enumerate(entries, 1):
            for name in reversed(names or ()):        # given top first; stored top last
                try:
                    spell = Spell.named(name)
                except ValueError as exc:
                    raise InvalidRecord(f"stack {level}: {exc}") from None
                if spell.level != level:
                    raise InvalidRecord(f"stack {level}: {spell} is a level-{spell.level} spell")
                if spells_left[spell] <= 0:
                    raise InvalidRecord(f"stack {level}: there are only {spell.copies} {spell} cards")
                spells_left[spell] -= 1
                state.stacks[level - 1].append(spell)
        state.spell_box = {spell: left for spell, left in spells_left.items() if left}

    remaining = [item for item, copies in pool.items() for _ in range(copies)]
    if deck is None:
        state.deck = remaining
        state.rng.shuffle(state.deck)
    else:
        placed = _items(deck, "deck")
        for item in placed:
            take(item, "deck")
        state.deck = list(reversed(placed))           # given top first; stored top last
        remaining = [item for item, copies in pool.items() for _ in range(copies)]
    for item in remaining if deck is not None else ():
        state._add(state.box, item)
    for name, copies in data.REMOVED[players].items():
        state._add(state.box, Item.named(name), copies)

    state.current = state.first_player = _seat(current, players, "current")
    state.dropped = [seat in set(dropped) for seat in range(players)]
    if curse_holder == "auto":
        totals = [state.curses(p) for p in range(players)]
        tied = [p for p in range(players) if totals[p] == max(totals)]
        if max(totals) == 0:
            curse_holder = None
        elif len(tied) == 1:
            curse_holder = tied[0]
        else:
            raise InvalidRecord(f"players {tied} tie for the most curses: say who holds the Curse "
                                f"marker with curse_holder=")
    state.curse_holder = _seat(curse_holder, players, "curse_holder", allow_none=True)
    totals = [state.curses(p) for p in range(players)]
    most = [p for p in range(players) if totals[p] == max(totals)] if max(totals) else []
    if (state.curse_holder is not None and state.curse_holder not in most) or (
            state.curse_holder is None and len(most) == 1):
        raise InvalidRecord(f"the Curse marker lies with a most-cursed player ({most or 'nobody'}, "
                            f"curse totals {totals}), not with {state.curse_holder!r}")
    if not state.deck and endgame_first is None:
        endgame_first, endgame_slots = state.current, 1
    if endgame_first is not None:
        state.endgame_first = _seat(endgame_first, players, "endgame_first")
        state.endgame_slots = 1 if endgame_slots is None else int(endgame_slots)
    state.position = {
        "hands": [[i.name for i in _items(h, "")] for h in _seat_map(hands, players, "hands")],
        "shops": [[i.name for i in cards] for cards in state.shops],
        "night": night, "assistant": assistant,
        "scrolls": [sorted(v or ()) for v in _seat_map(scrolls, players, "scrolls")],
        "cast": [[str(t) for t in (c or ())] for c in _seat_map(cast, players, "cast")],
        "stacks": None if stacks is None else [[s.name for s in reversed(stack)] for stack in state.stacks],
        "deck": None if deck is None else [i.name for i in reversed(state.deck)],
        "discard": [i.name for i in _items(discard, "")],
        "current": state.current, "curse_holder": state.curse_holder,
        "dropped": sorted(set(dropped)), "endgame_first": state.endgame_first,
        "endgame_slots": state.endgame_slots if state.endgame_first is not None else None,
    }
    state.swiftness = tuple(sum(spell.name == "Swiftness" for spell, _, _ in spells) for spells in state.cast)
    state._say("position", players=players, player=state.current)
    state.begin_turn()
    return state

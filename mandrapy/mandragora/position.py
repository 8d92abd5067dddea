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

Arguments (every one may be left out; ``help(Mandragora.from_position)`` shows this):

* ``players`` (2-4, default 4), ``teams`` (True: the 4-player team variant), ``seed`` (shuffles what you leave
  out: the deck, the spell stacks), ``first_player`` (the seat that began the game) -- the set-up, as ``new``;
* ``hands``: ``{seat: cards}``, each player's hand, cards as a text (``"green book 2, 2 green, mandrake"``) or
  a list of names;
* ``shops``: ``{shop: cards}``, the cards lying in each of the 10 shops (0-9);
* ``night``: the 3 night shops (default ``(3, 6, 9)``); ``assistant``: the shop the Assistant stands on
  (default 0);
* ``scrolls``: ``{seat: [curses, ...]}``, the cursed scrolls (1, 2 or 3 curses) in front of each player;
* ``cast``: ``{seat: ["Swiftness: green book 1 with 2 green", ...]}``, the spells each player has cast;
* ``stacks``: ``{level: [spell names, top first]}``, the spell stacks by level (1-3; default: every spell not
  cast, shuffled);
* ``deck`` (top first) and ``discard``: cards, as for hands (default deck: every item not placed, shuffled);
* ``current``: the seat to play (default 0); ``curse_holder``: the seat holding the Curse marker, None, or
  ``"auto"`` (the most cursed, as the rules give it; the default);
* ``dropped``: the seats that have dropped out (final rounds only); ``endgame_first``: the seat that emptied
  the deck (the final rounds start with it; the deck must be empty); ``endgame_slots``: the turns of the final
  rounds already played.
"""

from __future__ import annotations

from ..core.errors import InvalidPosition, Rule
from ..core.validate import check_arguments
from . import data
from .cards import SPELLS, Item, Spell, count, full_set, items_from
from .casting import why_cast_illegal
from .limits import POSITION
from .state import MandragoraState

DEFAULT_NIGHT_SHOPS = (3, 6, 9)
# The position's rules, by code (worded in French by speech.RULES_FR, like the game's other rules).
TEAMS_FOUR = Rule("position_teams", "from_position: teams: the team variant is for 4 players")
NEVER_CAST = Rule("position_never_cast", "cast of player {seat}: {text} could never have been cast: {rule}")
COUNTDOWN_DECK = Rule("position_countdown_deck", "from_position: endgame_first: the Endgame Countdown starts only "
                                                 "once the deck is empty, and the deck still holds {n} cards")
SLOTS_ALONE = Rule("position_slots_alone", "from_position: endgame_slots counts turns of the final rounds: give "
                                           "endgame_first too (and an empty deck)")
SLOTS_TOO_MANY = Rule("position_slots", "from_position: endgame_slots: the final rounds have {top} turns with "
                                        "{players} players, not {slots}")
DROPPED_TWICE = Rule("position_dropped_twice", "from_position: dropped names a seat twice: {dropped}")
DROPPED_EARLY = Rule("position_dropped_early", "from_position: dropped: players may drop out only in the final "
                                               "rounds, once the deck is empty")
DROPPED_ALL = Rule("position_dropped_all", "from_position: dropped: when every player has dropped out the game is "
                                           "over; at most {most} may have dropped")
CURRENT_DROPPED = Rule("position_current_dropped", "from_position: current: player {seat} has dropped out and "
                                                   "plays no more")
NOT_A_SEAT_KEY = Rule("position_seat_key", "{what}: {key} is not a seat number")
NO_SUCH_SEAT = Rule("position_no_seat", "{what}: seat {seat} does not exist with {players} players")
UNREADABLE_CARDS = Rule("position_cards", "{what}: {reason}")
NOT_A_SEAT = Rule("position_seat", "{what} must be a seat from 0 to {last}, not {value}")
UNREADABLE_CAST = Rule("position_cast", "{what}: cannot read {text} ({reason}); write e.g. 'Swiftness: green book "
                                        "1 with 2 green'")
NIGHT_SHOPS = Rule("position_night", "night must name {n} different shops from 0 to {last}")
ASSISTANT_SHOP = Rule("position_assistant", "assistant must be a shop from 0 to {last}")
SCROLL_IN_HAND = Rule("position_scroll_in_hand", "hand of player {seat}: scrolls lie in front of a player; use "
                                                 "scrolls=")
SCROLL_CURSES = Rule("position_scroll_curses", "scrolls of player {seat}: a scroll has 1, 2 or 3 curses, not "
                                               "{value}")
SPELL_COPIES = Rule("position_spell_copies", "{where}: there are only {copies} {spell} cards")
STACK_LEVEL = Rule("position_stack_level", "stack {level}: {spell} is a level-{spell_level} spell")
CURSE_TIE = Rule("position_curse_tie", "players {tied} tie for the most curses: say who holds the Curse marker "
                                       "with curse_holder=")
CURSE_HOLDER = Rule("position_curse_holder", "the Curse marker lies with a most-cursed player ({most}, curse "
                                             "totals {totals}), not with {holder}")
NONE_LEFT = Rule("position_none_left", "{where}: there is no {item} left to place ({players}-player game: "
                                       "{total} in all)")


# ---------------------------------------------------------------- the boundary: shapes, then rules
def check_arguments_of(arguments: dict) -> None:
    """Every argument of the right type, shape and bounds (declared in :mod:`.limits`)."""
    players = arguments.get("players")
    check_arguments(POSITION, arguments, "from_position", {"players": players})
    if arguments.get("teams") and players != 4:
        raise InvalidPosition(TEAMS_FOUR)


def check_cast(seat: int, text: str, spell: Spell, book: Item, ingredients: tuple) -> None:
    """A cast spell must be one the rules let someone cast (rulebook "Cast a spell"): a spellbook or
    mandrake, ingredients that fit it, no scroll, one mandrake, and as many ingredients as its level."""
    rule = why_cast_illegal(count([book, *ingredients]), book, ingredients, spell.level, (1,) * data.MAX_POWER)
    if rule is not None:
        raise InvalidPosition(NEVER_CAST.format(seat=seat, text=repr(text), rule=rule))


def check_final_rounds(state, dropped, endgame_given: bool, slots_given: bool) -> None:
    """Rulebook "End of the game": the Countdown starts when the deck runs out, and only in the final rounds
    may players drop out -- never all of them (the game would be over), and a dropped player plays no more."""
    players = state.players
    if endgame_given and state.deck:
        raise InvalidPosition(COUNTDOWN_DECK.format(n=len(state.deck)))
    if slots_given and not endgame_given and state.deck:
        raise InvalidPosition(SLOTS_ALONE)
    if state.endgame_first is not None and state.endgame_slots > data.ENDGAME_ROUNDS * players:
        raise InvalidPosition(SLOTS_TOO_MANY.format(top=data.ENDGAME_ROUNDS * players, players=players,
                                                            slots=state.endgame_slots))
    if len(set(dropped)) != len(dropped):
        raise InvalidPosition(DROPPED_TWICE.format(dropped=list(dropped)))
    if dropped and state.endgame_first is None:
        raise InvalidPosition(DROPPED_EARLY)
    if len(dropped) > players - 1:
        raise InvalidPosition(DROPPED_ALL.format(most=players - 1))
    if state.current in dropped:
        raise InvalidPosition(CURRENT_DROPPED.format(seat=state.current))


def _add(counts: dict, item: Item, n: int = 1) -> None:
    counts[item] = counts.get(item, 0) + n


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
            raise InvalidPosition(NOT_A_SEAT_KEY.format(what=what, key=repr(key))) from None
        if seat not in range(players):
            raise InvalidPosition(NO_SUCH_SEAT.format(what=what, seat=seat, players=players))
        result[seat] = entry
    return result


def _items(value, what: str) -> list:
    try:
        return items_from(value or [])
    except (TypeError, ValueError) as exc:
        raise InvalidPosition(UNREADABLE_CARDS.format(what=what, reason=str(exc))) from None


def _seat(value, players: int, what: str, allow_none: bool = False):
    if value is None and allow_none:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value not in range(players):
        raise InvalidPosition(NOT_A_SEAT.format(what=what, last=players - 1, value=repr(value)))
    return value


def _parse_cast(text, what: str):
    """``"Swiftness: green book 1"`` or ``"Swiftness: green book 1 with 2 green"``."""
    try:
        spell_name, _, rest = str(text).partition(":")
        book_name, _, ingredients = rest.partition(" with ")
        return Spell.named(spell_name), Item.named(book_name), tuple(sorted(items_from(ingredients)))
    except ValueError as exc:
        raise InvalidPosition(UNREADABLE_CAST.format(what=what, text=repr(text), reason=str(exc))) from None


def from_position(*, players: int = 4, seed: int | None = None, first_player: int | None = None,
                  teams: bool = False, hands=None, shops=None, night=DEFAULT_NIGHT_SHOPS, assistant: int = 0,
                  scrolls=None, cast=None, stacks=None, deck=None, discard=None, current: int = 0,
                  curse_holder="auto", dropped=(), endgame_first=None, endgame_slots=None, **unknown):
    """A :class:`MandragoraState` set up by hand (see the module's documentation); ``first_player``: the seat
    that took the game's first turn (by default ``current``)."""

    arguments = dict(players=players, seed=seed, first_player=first_player, teams=teams, hands=hands,
                     shops=shops, night=night, assistant=assistant, scrolls=scrolls, cast=cast, stacks=stacks,
                     deck=deck, discard=discard, current=current, curse_holder=curse_holder, dropped=dropped, endgame_first=endgame_first,
                     endgame_slots=endgame_slots, **unknown)
    check_arguments_of(arguments)
    try:
        state = MandragoraState.blank(players, seed, teams)
    except ValueError as exc:
        raise InvalidPosition(UNREADABLE_CARDS.format(what="from_position", reason=str(exc))) from None
    pool = full_set()
    for name, copies in data.REMOVED[players].items():
        pool[Item.named(name)] -= copies
    spells_left = {spell: spell.copies for spell in SPELLS}

    def take(item: Item, where: str) -> None:
        if pool.get(item, 0) <= 0:
            raise InvalidPosition(NONE_LEFT.format(where=where, item=str(item), players=players,
                                                   total=full_set()[item] - data.REMOVED[players].get(item.name, 0)))
        pool[item] -= 1

    night = sorted(set(night))
    if len(night) != data.NIGHT_SHOPS or not all(0 <= i < data.SHOP_COUNT for i in night):
        raise InvalidPosition(NIGHT_SHOPS.format(n=data.NIGHT_SHOPS, last=data.SHOP_COUNT - 1))
    state.night = tuple(i in night for i in range(data.SHOP_COUNT))
    if not isinstance(assistant, int) or assistant not in range(data.SHOP_COUNT):
        raise InvalidPosition(ASSISTANT_SHOP.format(last=data.SHOP_COUNT - 1))
    state.assistant = assistant

    for seat, cards in enumerate(_seat_map(hands, players, "hands")):
        for item in _items(cards, f"hand of player {seat}"):
            if item.is_scroll:
                raise InvalidPosition(SCROLL_IN_HAND.format(seat=seat))
            take(item, f"hand of player {seat}")
            _add(state.hands[seat], item)
    shop_entries = _seat_map(shops, data.SHOP_COUNT, "shops") if shops is not None else [None] * 10
    for shop, cards in enumerate(shop_entries):
        for item in _items(cards, f"shop {shop}"):
            take(item, f"shop {shop}")
            state.shops[shop].append(item)
    for seat, values in enumerate(_seat_map(scrolls, players, "scrolls")):
        for value in values or ():
            if value not in (1, 2, 3):
                raise InvalidPosition(SCROLL_CURSES.format(seat=seat, value=repr(value)))
            take(Item.named(f"scroll {value}"), f"scrolls of player {seat}")
            state.scrolls[seat][value] += 1
    for seat, entries in enumerate(_seat_map(cast, players, "cast")):
        for text in entries or ():
            spell, book, ingredients = _parse_cast(text, f"spells of player {seat}")
            check_cast(seat, text, spell, book, ingredients)
            for item in (book, *ingredients):
                take(item, f"spells of player {seat}")
            if spells_left[spell] <= 0:
                raise InvalidPosition(SPELL_COPIES.format(where=f"spells of player {seat}", copies=spell.copies,
                                                                  spell=spell))
            spells_left[spell] -= 1
            state.cast[seat].append((spell, book, ingredients))
    for item in _items(discard, "discard"):
        take(item, "discard")
        _add(state.discard, item)

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
                    raise InvalidPosition(UNREADABLE_CARDS.format(what=f"stack {level}", reason=str(exc))) from None
                if spell.level != level:
                    raise InvalidPosition(STACK_LEVEL.format(level=level, spell=spell, spell_level=spell.level))
                if spells_left[spell] <= 0:
                    raise InvalidPosition(SPELL_COPIES.format(where=f"stack {level}", copies=spell.copies, spell=spell))
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
        _add(state.box, item)
    for name, copies in data.REMOVED[players].items():
        _add(state.box, Item.named(name), copies)

    state.current = state.first_player = _seat(current, players, "current")
    if first_player is not None:
        state.first_player = first_player
    state.dropped = [seat in set(dropped) for seat in range(players)]
    if curse_holder == "auto":
        totals = [state.curses(p) for p in range(players)]
        tied = [p for p in range(players) if totals[p] == max(totals)]
        if max(totals) == 0:
            curse_holder = None
        elif len(tied) == 1:
            curse_holder = tied[0]
        else:
            raise InvalidPosition(CURSE_TIE.format(tied=tied))
    state.curse_holder = _seat(curse_holder, players, "curse_holder", allow_none=True)
    totals = [state.curses(p) for p in range(players)]
    most = [p for p in range(players) if totals[p] == max(totals)] if max(totals) else []
    if (state.curse_holder is not None and state.curse_holder not in most) or (
            state.curse_holder is None and len(most) == 1):
        raise InvalidPosition(CURSE_HOLDER.format(most=most or "nobody", totals=totals,
                                                          holder=repr(state.curse_holder)))
    endgame_given, slots_given = endgame_first is not None, endgame_slots is not None
    if not state.deck and endgame_first is None:
        endgame_first, endgame_slots = state.current, 1
    if endgame_first is not None:
        state.endgame_first = _seat(endgame_first, players, "endgame_first")
        state.endgame_slots = 1 if endgame_slots is None else endgame_slots
    check_final_rounds(state, list(dropped), endgame_given, slots_given)
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
    state.note("position", players=players, player=state.current)
    state.begin_turn()
    return state


from_position.__doc__ = __doc__           # (Game.from_position's too: help() shows every argument)

"""Setting up a Magyarcana position by hand, for teaching and for tests.

>>> from mandrapy.magyarcana import Card, Magyarcana
>>> game = Magyarcana.from_position(
...     territories={"0,0": "Under of Acorns", "0,1": "9 of Hearts", "0,2": "Over of Acorns"},
...     minions={"Under of Acorns": [(0, 2)], "Over of Acorns": [(1, 1)]},
...     hands={0: "7 of Bells"}, current=0, seed=1)
>>> game.play("use Under of Acorns")       # Acorns: may add a territory, then must place a 1-minion
>>> game.play("add 7 of Bells at 1,1")
>>> game.play("place minion on 9 of Hearts")
>>> game.view(0).territory(Card.named("9 of Hearts")).minions
((0, 1),)

``territories`` maps cells (``"x,y"`` or ``(x, y)``) to cards; ``minions`` maps a territory's card to a
list of ``(owner, pips)``. The supply holds each player's minions not on the board. ``discard`` lists the
discard pile. Cards you place nowhere go to the deck, shuffled by ``seed``; if you give ``deck`` (top
first), they go on the discard pile instead. Every connected group of territories needs a minion: the rules
remove an unoccupied group at once, so such a position is refused with an explanation.

Arguments (every one may be left out; ``help(Magyarcana.from_position)`` shows this):

* ``players`` (2), ``seed`` (shuffles the deck: the cards you place nowhere), ``first_player`` (the seat that
  began the game) -- the set-up, as ``new``;
* ``territories``: ``{cell: card}``, the board's cards by cell (``"x,y"`` or ``(x, y)``; default: the seed's
  deal, the four home territories);
* ``minions``: ``{territory card: [(owner, pips), ...]}``, the minions on each territory;
* ``hands``: ``{seat: cards}``, each player's hand (a text ``"7 of Bells, King of Hearts"`` or a list);
* ``deck`` (top first) and ``discard``: cards, as for hands;
* ``current``: the seat to play (default 0); ``reshuffles``: how often the discard pile has been shuffled into
  a new deck (0-2).
"""

from __future__ import annotations

from ..core.errors import InvalidPosition, Rule
from ..core.decisions import Frame
from ..core.validate import check_arguments
from . import data
from .cards import CARDS, Card, cards_from
from .geometry import groups
from .limits import POSITION
from .state import MagyarcanaState
from .steps import TURN


# ---------------------------------------------------------------- the boundary: shapes, then rules

# The position's rules, by code (worded in French by speech.RULES_FR, like the game's other rules).
EMPTY_GROUPS = Rule("position_empty_groups", "territories with no minion in their connected group would be removed "
                                             "at once (rulebook 'Disconnected territories'): {names}. Put a minion "
                                             "in each group.")
NOT_A_CELL = Rule("position_cell", "territories: {key} is not a cell like '0,1'")
UNREADABLE_CARDS = Rule("position_cards", "{what}: {reason}")
PLACED_TWICE = Rule("position_placed_twice", "{where}: {card} is already placed (every card exists once)")
TERRITORIES_MAP = Rule("position_territories", "territories must map cells to cards, e.g. {{'0,0': 'Under of "
                                               "Acorns'}}")
TWO_ON_A_CELL = Rule("position_two_on_cell", "territories: two cards on cell {cell}")
MINIONS_OFF_BOARD = Rule("position_minions_off_board", "minions: {card} is not a territory on the board")
NOT_A_MINION = Rule("position_minion", "minions on {card}: owner 0/1 and pips 1-3, not {entry}")
MINIONS_LEFT = Rule("position_minions_left", "player {owner} has only {count} minions of {pips} pips")
MINIONS_ROOM = Rule("position_minions_room", "minions: {card} has no room for another {pips}-minion (capacity "
                                             "{capacity})")
NO_SUCH_SEAT = Rule("position_no_seat", "hands: seat {seat} does not exist")
CURRENT_SEAT = Rule("position_current", "current must be 0 or 1")
RESHUFFLES = Rule("position_reshuffles", "reshuffles must be 0 to {top}")


def check_arguments_of(arguments: dict) -> None:
    """Every argument of the right type, shape and bounds (declared in :mod:`.limits`): cells within
    reach of the start, minions as (owner, pips), seats 0 or 1."""
    check_arguments(POSITION, arguments, "from_position", {"players": 2})


def check_groups(state) -> None:
    """Rulebook "Disconnected territories" (docs/rules/magyarcana.md, Connectivity): a connected group of
    territories with no minion is removed at once, so no reachable position has one. (An occupied group
    cut off from the rest stays, so a position may hold several groups.)"""
    empty = [sorted(group) for group in groups(state.territories)
             if not any(cell in state.minions for cell in group)]
    if empty:
        names = "; ".join(", ".join(str(state.territories[c]) for c in group) for group in empty)
        raise InvalidPosition(EMPTY_GROUPS.format(names=names))


def _cell(key) -> tuple:
    try:
        if isinstance(key, str):
            x, y = (int(part) for part in key.replace("(", "").replace(")", "").split(","))
        else:
            x, y = key
        return (int(x), int(y))
    except (TypeError, ValueError):
        raise InvalidPosition(NOT_A_CELL.format(key=repr(key))) from None


def _cards(value, what: str) -> list:
    try:
        return cards_from(value or [])
    except (TypeError, ValueError) as exc:
        raise InvalidPosition(UNREADABLE_CARDS.format(what=what, reason=str(exc))) from None


def _dealt(dealt, minions) -> tuple:
    """The territories ``dealt`` (a new game) has, and its minions unless ``minions`` are given."""
    territories = {cell: card.name for cell, card in dealt.territories.items()}
    if minions is None:
        minions = {dealt.territories[cell].name: [(o, p) for (o, p), n in here.items() for _ in range(n)]
                   for cell, here in dealt.minions.items()}
    return territories, minions


def from_position(*, players: int = 2, seed: int | None = None, first_player: int | None = None, territories=None,
                  minions=None, hands=None, deck=None, discard=None, current: int = 0, reshuffles: int = 0,
                  **unknown):
    """A :class:`MagyarcanaState` set up by hand (see the module's documentation). ``territories`` and
    ``minions`` left out: the table ``seed`` deals (the two homes with a 1-minion each and the starting
    cards); ``first_player``: the seat that took the game's first turn (by default ``current``)."""

    check_arguments_of(dict(players=players, seed=seed, first_player=first_player, territories=territories,
                            minions=minions, hands=hands, deck=deck, discard=discard, current=current,
                            reshuffles=reshuffles, **unknown))

    try:
        state = MagyarcanaState.blank(seed)
    except ValueError as exc:
        raise InvalidPosition(str(exc)) from None
    if territories is None:
        territories, minions = _dealt(MagyarcanaState.new(seed=state.seed), minions)
    used: set = set()

    def claim(card: Card, where: str) -> None:
        if card in used:
            raise InvalidPosition(PLACED_TWICE.format(where=where, card=card))
        used.add(card)

    if not isinstance(territories, dict) or not territories:
        raise InvalidPosition(TERRITORIES_MAP)
    for key, name in territories.items():
        cell = _cell(key)
        card = _cards([name], f"territory {key}")[0]
        if cell in state.territories:
            raise InvalidPosition(TWO_ON_A_CELL.format(cell=cell))
        claim(card, "territories")
        state.put_territory(cell, card)
    for name, entries in (minions or {}).items():
        card = _cards([name], "minions")[0]
        if card not in state.cells:
            raise InvalidPosition(MINIONS_OFF_BOARD.format(card=card))
        cell = state.cells[card]
        for entry in entries:
            try:
                owner, pips = (int(v) for v in entry)
            except (TypeError, ValueError):
                raise InvalidPosition(NOT_A_MINION.format(card=card, entry=repr(entry))) from None
            if owner not in (0, 1) or pips not in data.MINIONS:
                raise InvalidPosition(NOT_A_MINION.format(card=card, entry=repr(entry)))
            if state.supply[owner][pips] <= 0:
                raise InvalidPosition(MINIONS_LEFT.format(owner=owner, count=data.MINIONS[pips], pips=pips))
            if not state.has_room(cell, pips):
                raise InvalidPosition(MINIONS_ROOM.format(card=card, pips=pips, capacity=card.capacity))
            state.supply[owner][pips] -= 1
            state.add_minion(cell, owner, pips)
    if isinstance(hands, (list, tuple)):           # one entry per seat, as the bounds allow
        hands = dict(enumerate(hands))
    for seat, cards in (hands or {}).items():
        if cards is None:
            continue
        seat = int(seat)
        if seat not in (0, 1):
            raise InvalidPosition(NO_SUCH_SEAT.format(seat=seat))
        for card in _cards(cards, f"hand of player {seat}"):
            claim(card, f"hand of player {seat}")
            state.hands[seat].append(card)
        state.hands[seat].sort()
    for card in _cards(discard, "discard"):
        claim(card, "discard")
        state.discard.append(card)
    rest = [card for card in CARDS if card not in used]
    if deck is None:
        state.deck = rest
        state.rng.shuffle(state.deck)
    else:
        placed = _cards(deck, "deck")
        for card in placed:
            claim(card, "deck")
        state.deck = list(reversed(placed))
        state.discard.extend(card for card in CARDS if card not in used)
    if current not in (0, 1):
        raise InvalidPosition(CURRENT_SEAT)
    if not 0 <= int(reshuffles) <= data.MAX_RESHUFFLES:
        raise InvalidPosition(RESHUFFLES.format(top=data.MAX_RESHUFFLES))
    state.current = state.first_player = current
    if first_player is not None:
        state.first_player = first_player
    state.decisions.push(Frame(TURN, current))
    state.reshuffles = int(reshuffles)
    state.position = {
        "territories": {f"{x},{y}": card.name for (x, y), card in sorted(state.territories.items())},
        "minions": {state.territories[cell].name: [[o, p] for (o, p), n in sorted(here.items()) for _ in range(n)]
                    for cell, here in sorted(state.minions.items())},
        "hands": {str(seat): [c.name for c in hand] for seat, hand in enumerate(state.hands)},
        "deck": None if deck is None else [c.name for c in reversed(state.deck)],
        "discard": [c.name for c in _cards(discard, "discard")],
        "current": current, "reshuffles": int(reshuffles),
    }
    check_groups(state)
    state.note("position", player=current)
    return state


from_position.__doc__ = __doc__           # (Game.from_position's too: help() shows every argument)

"""Magyarcana's actions: small frozen values with a readable ``str()`` that :func:`parse` reads back.

Territories are named by their card (every card is unique); a new territory's place is a cell ``x,y``.
Turn actions are :class:`UseTerritory`, :class:`PlayCard` and :class:`Refill`; the others answer the
choices a power asks for.

>>> str(Move(Card.named("9 of bells"), 2, Card.named("under of acorns")))
'move 2-minion from 9 of Bells to Under of Acorns'
>>> parse("add 7 of Hearts at 1,2") == AddTerritory(Card.named("7 of hearts"), (1, 2))
True
>>> parse("play King of Leaves special")
<PlayCard play King of Leaves special>
"""

from __future__ import annotations

import dataclasses

from ..core.parsing import Choices, Placed
from ..core.parsing import Action, ActionParser, action_value
from .cards import CARDS, Card
from .glossary import ACTION_WORDS_FR


def _cell(text: str) -> tuple:
    x, y = (int(part) for part in text.replace("(", "").replace(")", "").split(","))
    return (x, y)


def _at(cell: tuple) -> str:
    return f"{cell[0]},{cell[1]}"


@action_value
class UseTerritory(Action):
    """Resolve the suit power of a territory you control."""
    territory: Card

    def __str__(self):
        return f"use {self.territory}"


@action_value
class PlayCard(Action):
    """Play a card from your hand for its suit power, or (a face card) its special power."""
    card: Card
    special: bool = False

    def __str__(self):
        return f"play {self.card}{' special' if self.special else ''}"


@action_value
class Refill(Action):
    """Discard any number of cards (chosen next, one by one), then draw back up to six."""

    def __str__(self):
        return "refill"


@action_value
class DiscardCard(Action):
    """While refilling: discard this card."""
    card: Card

    def __str__(self):
        return f"discard {self.card}"


@action_value
class Done(Action):
    """While refilling: stop discarding and draw."""

    def __str__(self):
        return "done"


@action_value
class Skip(Action):
    """Let an optional part of a power go (adding a territory, the Ace of Leaves' minion)."""

    def __str__(self):
        return "skip"


@action_value
class AddTerritory(Action):
    """Acorns: put this card on the board at ``cell`` as a new territory."""
    card: Card
    cell: tuple[int, int]

    def __str__(self):
        return f"add {self.card} at {_at(self.cell)}"


@action_value
class PlaceMinion(Action):
    """Acorns (and Ace of Leaves): place a 1-minion from your supply on this territory."""
    territory: Card

    def __str__(self):
        return f"place minion on {self.territory}"


@action_value
class Expel(Action):
    """Bells: try to expel the opponent's ``pips``-minion from this territory (dice decide)."""
    territory: Card
    pips: int

    def __str__(self):
        return f"expel {self.pips}-minion from {self.territory}"


@action_value
class ExpelTo(Action):
    """Bells, after a win: the expelled minion goes to this neighbouring territory."""
    territory: Card

    def __str__(self):
        return f"expel to {self.territory}"


@action_value
class Move(Action):
    """Hearts: move your ``pips``-minion from one territory to another."""
    source: Card
    pips: int
    target: Card

    def __str__(self):
        return f"move {self.pips}-minion from {self.source} to {self.target}"


@action_value
class MoveAny(Action):
    """Ace of Hearts: move any minion (``owner``'s) to any other territory with room."""
    owner: int
    source: Card
    pips: int
    target: Card

    def __str__(self):
        return f"move player {self.owner}'s {self.pips}-minion from {self.source} to {self.target}"


@action_value
class Grow(Action):
    """Leaves: swap your ``pips``-minion on this territory for the next size."""
    territory: Card
    pips: int

    def __str__(self):
        return f"grow {self.pips}-minion on {self.territory}"


@action_value
class Replace(Action):
    """Leaves: replace a territory with a higher card from your hand (its minions move over)."""
    old: Card
    new: Card

    def __str__(self):
        return f"replace {self.old} with {self.new}"


@action_value
class TakeFromDiscard(Action):
    """King of Acorns: take this card from the discard pile."""
    card: Card

    def __str__(self):
        return f"take {self.card} from discard"


@action_value
class PlaceFromDiscard(Action):
    """Ace of Leaves: put this card from the discard pile on the board at ``cell``."""
    card: Card
    cell: tuple[int, int]

    def __str__(self):
        return f"place {self.card} from discard at {_at(self.cell)}"


@action_value
class RemoveTerritory(Action):
    """King of Leaves: remove this territory (its minions go back to their owners)."""
    territory: Card

    def __str__(self):
        return f"remove {self.territory}"


# A card put on the board beside another, as the log and the French say it ("left of King of Hearts").
_SIDE = r"(above|below|left of|right of)"
OFFSETS = {"left of": (-1, 0), "right of": (1, 0), "above": (0, -1), "below": (0, 1)}


@dataclasses.dataclass(frozen=True)
class Beside(Placed):
    """``make(card, cell)`` with the cell on ``side`` of ``neighbour``, found from the position when played
    (``resolve``, see :mod:`mandrapy.core.parsing`): None when ``neighbour`` is not on the board."""

    make: type
    card: Card
    side: str
    neighbour: Card

    def resolve(self, state) -> Action | None:
        cell = state.cells.get(self.neighbour)
        if cell is None:
            return None
        dx, dy = OFFSETS[self.side]
        return self.make(self.card, (cell[0] + dx, cell[1] + dy))


_CARD = r"(.+?)"
_CELL = r"\(?(-?\d+\s*,\s*-?\d+)\)?"
_PIPS = tuple(range(1, 4))


def _pips(build):
    """The minion's size left out (``expel minion from 9 of Bells``): the one legal size, if only one is."""
    return lambda m: Choices(build(m, pips) for pips in _PIPS)


_PATTERNS = (
    (rf"use {_CARD}", lambda m: UseTerritory(Card.named(m[1])), "use <territory>"),
    (rf"play {_CARD} special", lambda m: PlayCard(Card.named(m[1]), True), "play <card> [special]"),
    (rf"play {_CARD}", lambda m: PlayCard(Card.named(m[1]), False), "play <card> [special]"),
    (r"refill", lambda m: Refill(), "refill"),
    (rf"discard {_CARD}", lambda m: DiscardCard(Card.named(m[1])), "discard <card>"),
    (r"done", lambda m: Done(), "done"),
    (r"skip", lambda m: Skip(), "skip"),
    (rf"add {_CARD} at {_CELL}", lambda m: AddTerritory(Card.named(m[1]), _cell(m[2])), "add <card> at <x>,<y>"),
    (rf"add {_CARD} {_SIDE} {_CARD}", lambda m: Beside(AddTerritory, Card.named(m[1]), m[2], Card.named(m[3])),
     "add <card> at <x>,<y>"),
    (rf"place minion on {_CARD}", lambda m: PlaceMinion(Card.named(m[1])), "place minion on <territory>"),
    (rf"expel (\d)-minion from {_CARD}", lambda m: Expel(Card.named(m[2]), int(m[1])),
     "expel <pips>-minion from <territory>"),
    (rf"expel minion from {_CARD}", _pips(lambda m, n: Expel(Card.named(m[1]), n)),
     "expel <pips>-minion from <territory>"),
    (rf"expel to {_CARD}", lambda m: ExpelTo(Card.named(m[1])), "expel to <territory>"),
    (rf"move player (\d)'s (\d)-minion from {_CARD} to {_CARD}",
     lambda m: MoveAny(int(m[1]), Card.named(m[3]), int(m[2]), Card.named(m[4])),
     "move player <seat>'s <pips>-minion from <territory> to <territory>"),
    (rf"move (\d)-minion from {_CARD} to {_CARD}", lambda m: Move(Card.named(m[2]), int(m[1]), Card.named(m[3])),
     "move <pips>-minion from <territory> to <territory>"),
    (rf"move minion from {_CARD} to {_CARD}", _pips(lambda m, n: Move(Card.named(m[1]), n, Card.named(m[2]))),
     "move <pips>-minion from <territory> to <territory>"),
    (rf"grow (\d)-minion on {_CARD}", lambda m: Grow(Card.named(m[2]), int(m[1])), "grow <pips>-minion on <territory>"),
    (rf"grow minion on {_CARD}", _pips(lambda m, n: Grow(Card.named(m[1]), n)), "grow <pips>-minion on <territory>"),
    (rf"replace {_CARD} with {_CARD}", lambda m: Replace(Card.named(m[1]), Card.named(m[2])),
     "replace <territory> with <card>"),
    (rf"take {_CARD} from discard", lambda m: TakeFromDiscard(Card.named(m[1])), "take <card> from discard"),
    (rf"place {_CARD} from discard at {_CELL}", lambda m: PlaceFromDiscard(Card.named(m[1]), _cell(m[2])),
     "place <card> from discard at <x>,<y>"),
    (rf"place {_CARD} from discard {_SIDE} {_CARD}",
     lambda m: Beside(PlaceFromDiscard, Card.named(m[1]), m[2], Card.named(m[3])), "place <card> from discard at <x>,<y>"),
    (rf"remove {_CARD}", lambda m: RemoveTerritory(Card.named(m[1])), "remove <territory>"),
)
# Words a typo is corrected to (besides the forms'): the cards' names.
PARSER = ActionParser("Magyarcana", _PATTERNS, words=tuple(card.name for card in CARDS) + ("minion",),
                      languages={"fr": ACTION_WORDS_FR})


def parse(text: str) -> Action | Choices | Placed:
    """The action written as ``text`` (the form ``str(action)`` gives). ValueError if unreadable."""
    return PARSER.parse(text)

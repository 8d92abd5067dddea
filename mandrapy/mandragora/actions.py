"""Mandragora's actions: small frozen values with a readable ``str()`` that :func:`parse` reads back.

Turn actions are :class:`Seek`, :class:`Cast` and (in the final rounds) :class:`DropOut`. Every other
class is the answer to a decision a rule asks for: a spell's choice, the Curse marker in a tie, a team
exchange, Disappearance at the end.

>>> a = Cast.of("green book 2", "green, green, mandrake", 3)
>>> str(a)
'cast green book 2 with mandrake, 2 green at level 3'
>>> parse(str(a)) == a
True
>>> parse("seek 2"), parse("give scroll 1 to player 3")
(<Seek seek 2>, <Transfer give scroll 1 to player 3>)

``cast ... with ...`` may leave out the level when only one is legal (the game picks it).
"""

from __future__ import annotations

from ..core.parsing import Choices, Placed
from ..core.parsing import Action, ActionParser, action_value
from . import data
from .cards import ITEMS, SPELLS, Item, count, describe_counts, items_from
from .glossary import ACTION_WORDS_FR


NO_INGREDIENTS = "no ingredients"


def _item(value) -> Item:
    return value if isinstance(value, Item) else Item.named(value)


@action_value
class Seek(Action):
    """Send the Assistant ``steps`` shops clockwise and take everything in the shop it reaches."""
    steps: int

    def __str__(self):
        return f"seek {self.steps}"


@action_value
class Cast(Action):
    """Cast a spell: a spellbook (or a mandrake used as one), ingredients, and the power chosen."""
    book: Item
    ingredients: tuple[Item, ...]
    level: int

    @classmethod
    def of(cls, book, ingredients, level: int) -> "Cast":
        """Build from names or items; the ingredients may be a comma-separated string."""
        return cls(_item(book), tuple(sorted(items_from(ingredients))), int(level))

    def __str__(self):
        cards = describe_counts(count(self.ingredients)) if self.ingredients else NO_INGREDIENTS
        return f"cast {self.book} with {cards} at level {self.level}"


@action_value
class DropOut(Action):
    """In the final rounds: stop playing for good."""

    def __str__(self):
        return "drop out"


@action_value
class Banish(Action):
    """Banishment: remove one of your scrolls (named by its curses) from the game."""
    curses: int

    def __str__(self):
        return f"banish scroll {self.curses}"


@action_value
class Replicate(Action):
    """Replication: take another turn now, or waive it."""
    take: bool

    def __str__(self):
        return "take extra turn" if self.take else "waive extra turn"


@action_value
class Transfer(Action):
    """Transfer: give one of your scrolls to an opponent."""
    curses: int
    to: int

    def __str__(self):
        return f"give scroll {self.curses} to player {self.to}"


@action_value
class SubstituteFrom(Action):
    """Substitution, first half: draw a random card from this opponent's hand."""
    player: int

    def __str__(self):
        return f"draw from player {self.player}"


@action_value
class GiveBack(Action):
    """Substitution, second half: give this card from your hand to that opponent."""
    item: Item

    def __str__(self):
        return f"give back {self.item}"


@action_value
class Levitate(Action):
    """Levitation: take one card from a shop (``item`` is None for a face-down card)."""
    shop: int
    item: Item | None

    def __str__(self):
        return f"levitate {self.item or 'face-down card'} from shop {self.shop}"


@action_value
class GiveCurse(Action):
    """The Curse marker, in a tie: hand it to this player."""
    to: int

    def __str__(self):
        return f"give curse marker to player {self.to}"


@action_value
class TeamGive(Action):
    """Team variant: give this card to your partner."""
    item: Item

    def __str__(self):
        return f"team give {self.item}"


@action_value
class TeamAsk(Action):
    """Team variant: receive a card of your partner's choice."""

    def __str__(self):
        return "team ask partner"


@action_value
class TeamExchange(Action):
    """Team variant: exchange, handing over this card; your partner then picks theirs."""
    item: Item

    def __str__(self):
        return f"team exchange {self.item}"


@action_value
class TeamDecline(Action):
    """Team variant: let the chance to share a card go."""

    def __str__(self):
        return "team decline"


@action_value
class TeamHandOver(Action):
    """Team variant, the partner's answer: hand over this card."""
    item: Item

    def __str__(self):
        return f"team hand over {self.item}"


@action_value
class Disappear(Action):
    """Disappearance, at the end: discard every card of this colour from your hand."""
    colour: str

    def __str__(self):
        return f"disappear {self.colour}"


_SEAT = r"(?:player\s*)?(\d+)"
_PATTERNS = (
    (r"seek (\d+)", lambda m: Seek(int(m[1])), "seek <shops>"),
    (r"cast (.+?) with (.+) at level (\d+)",
     lambda m: Cast.of(m[1], "" if m[2] == NO_INGREDIENTS else m[2], int(m[3])),
     "cast <spellbook> with <ingredients> at level <level>"),
    (r"cast (.+?) with (.+)",                  # the level left out: the one legal level, if only one is
     lambda m: Choices(Cast.of(m[1], "" if m[2] == NO_INGREDIENTS else m[2], level)
                       for level in range(1, data.MAX_POWER + 1)),
     "cast <spellbook> with <ingredients> at level <level>"),
    (r"drop out", lambda m: DropOut(), "drop out"),
    (r"banish scroll (\d)", lambda m: Banish(int(m[1])), "banish scroll <curses>"),
    (r"take extra turn", lambda m: Replicate(True), "take extra turn"),
    (r"waive extra turn", lambda m: Replicate(False), "waive extra turn"),
    (rf"give scroll (\d) to {_SEAT}", lambda m: Transfer(int(m[1]), int(m[2])), "give scroll <curses> to player <seat>"),
    (rf"draw from {_SEAT}", lambda m: SubstituteFrom(int(m[1])), "draw from player <seat>"),
    (r"give back (.+)", lambda m: GiveBack(_item(m[1])), "give back <card>"),
    (r"levitate face-down card from shop (\d+)", lambda m: Levitate(int(m[1]), None),
     "levitate <card|face-down card> from shop <shop>"),
    (r"levitate (.+) from shop (\d+)", lambda m: Levitate(int(m[2]), _item(m[1])),
     "levitate <card|face-down card> from shop <shop>"),
    (rf"give curse marker to {_SEAT}", lambda m: GiveCurse(int(m[1])), "give curse marker to player <seat>"),
    (r"team give (.+)", lambda m: TeamGive(_item(m[1])), "team give <card>"),
    (r"team ask partner", lambda m: TeamAsk(), "team ask partner"),
    (r"team exchange (.+)", lambda m: TeamExchange(_item(m[1])), "team exchange <card>"),
    (r"team decline", lambda m: TeamDecline(), "team decline"),
    (r"team hand over (.+)", lambda m: TeamHandOver(_item(m[1])), "team hand over <card>"),
    (r"disappear (\w+)", lambda m: Disappear(m[1]), "disappear <colour>"),
)
# Words a typo is corrected to (besides the forms'): every card's name and the spells'.
_WORDS = tuple(item.name for item in ITEMS) + tuple(spell.name for spell in SPELLS) + (NO_INGREDIENTS,)
PARSER = ActionParser("Mandragora", _PATTERNS, words=_WORDS, languages={"fr": ACTION_WORDS_FR})


def parse(text: str) -> Action | Choices | Placed:
    """The action written as ``text`` (the form ``str(action)`` gives). ValueError if unreadable."""
    return PARSER.parse(text)


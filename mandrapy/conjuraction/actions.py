"""Mystical Conjuraction's actions: frozen values whose ``str()`` reads like the rulebook (:mod:`.parsing` reads them).

Colours, circles, points and vantages are indices into :mod:`.data`; texts use their lowercase names. Every
index in the text counts from 0, as seats do: offer rows and columns, mana spaces, a card's squares as
``row,column`` (card numbers are names, 0 to 43). Records made before this numbering (1-based) are converted
when read (:mod:`.numbering`). The parser (:mod:`.parsing`) forgives the printed names and the rulebook's
cube colours.

>>> from mandrapy.conjuraction.parsing import parse
>>> str(TakeLine("sorcerer", 2, "row", 0)), str(Activate("familiar", 0, 4))
('sorcerer takes aether row 0', 'familiar at essence activates conjure mana')
>>> parse("place arcana on the astral card at 1,1")
<Place place arcana on the astral card at 1,1>
>>> parse("Essence rune activates Spell Weave") == Activate("rune", 0, 0)
True
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..core.parsing import Action as CoreAction, action_value
from .data import COLOURS, PLANES, POINT_WORDS, VANTAGES

C, PL, PT, V = COLOURS, PLANES, POINT_WORDS, VANTAGES
WORKERS = ("sorcerer", "familiar", "rune", "glyph", "nether")


class Action(CoreAction):
    """Base class of Mystical Conjuraction's actions (so another game's action is never taken for one)."""

    __slots__ = ()


@action_value
class Choose(Action):
    character: str
    def __str__(self): return f"play as {self.character}"


@action_value
class TakeRune(Action):
    rune: int
    def __str__(self): return f"take an {V[self.rune]} rune" if V[self.rune][0] in "ae" else f"take a {V[self.rune]} rune"


@action_value
class WildColour(Action):
    colour: int
    def __str__(self): return f"wild colour {C[self.colour]}"


@action_value
class ForgeCard(Action):
    card: int
    forge: int
    def __str__(self): return f"put card {self.card} on the {PL[self.forge]} forge"


@action_value
class StartMana(Action):
    colour: int
    circle: int
    def __str__(self): return f"put starting {C[self.colour]} on {PL[self.circle]}"


@action_value
class TakeLine(Action):
    worker: str          # sorcerer or familiar
    plane: int
    kind: str            # row or column
    number: int          # from 0
    def __str__(self): return f"{self.worker} takes {PL[self.plane]} {self.kind} {self.number}"


@action_value
class Activate(Action):
    worker: str          # sorcerer, familiar (at a vantage), rune (of a vantage), glyph, nether
    vantage: int         # -1 unless familiar or rune
    point: int
    def __str__(self):
        who = {"familiar": f"familiar at {V[self.vantage]}", "rune": f"{V[self.vantage]} rune"}.get(
            self.worker, self.worker)
        return f"{who} activates {PT[self.point]}"


@action_value
class CubeOn(Action):
    colour: int
    circle: int
    point: int
    space: int           # from 0
    stack: bool = False  # Norwell's power
    def __str__(self):
        return (f"{'stack ' if self.stack else ''}{C[self.colour]} from {PL[self.circle]} on "
                f"{PT[self.point]} space {self.space}")


@action_value
class Nether(Action):
    circle: int
    def __str__(self): return f"nether from {PL[self.circle]}"


@action_value
class Pass(Action):
    def __str__(self): return "pass"


@action_value
class EndTurn(Action):
    def __str__(self): return "end turn"


@action_value
class Done(Action):
    def __str__(self): return "done"


@action_value
class BonusTurn(Action):
    def __str__(self): return "bonus turn"


@action_value
class Keep(Action):
    colour: int
    def __str__(self): return f"keep {C[self.colour]}"


@action_value
class ToCircle(Action):
    circle: int
    def __str__(self): return f"to the {PL[self.circle]} circle"


@action_value
class Place(Action):
    forge: int
    square: int          # 0..8 row by row; the text says row,column from 0 ("at 0,2" is square 2)
    colour: int          # the square's colour, or nether for a wild black
    how: str = ""        # "", "wild" (black wild) or "jenetta" (her substitution)
    def __str__(self):
        at = f"on the {PL[self.forge]} card at {self.square // 3},{self.square % 3}"
        if self.how == "wild":
            return f"place wild nether {at}"
        if self.how == "jenetta":
            return f"substitute {C[self.colour]} {at}"
        return f"place {C[self.colour]} {at}"


@action_value
class SwapCards(Action):
    first: int
    second: int
    def __str__(self): return f"swap {PL[self.first]} and {PL[self.second]} cards"


@action_value
class MoveCard(Action):
    source: int
    target: int
    def __str__(self): return f"move {PL[self.source]} card to {PL[self.target]}"


@action_value
class PortalCard(Action):
    forge: int           # -1 when the card comes from the hand
    mine: int            # the card given (hand card, or the forge's card)
    card: int            # the offer card taken
    def __str__(self):
        where = "hand" if self.forge < 0 else PL[self.forge]
        return f"exchange card {self.mine} from {where} for card {self.card}"


@action_value
class PortalBag(Action):
    circle: int
    def __str__(self): return f"exchange {PL[self.circle]} mana with the bag"


@action_value
class PortalLine(Action):
    plane: int
    kind: str
    number: int
    def __str__(self): return f"exchange {PL[self.plane]} mana with {self.kind} {self.number}"


@action_value
class Give(Action):
    colour: int
    def __str__(self): return f"return {C[self.colour]} to the bag"


@action_value
class Exchange(Action):
    give: int
    take: int
    cell: tuple[int, int]    # (row, column), from 0
    def __str__(self): return f"give {C[self.give]} for {C[self.take]} at {self.cell[0]},{self.cell[1]}"


@action_value
class TakeCard(Action):
    card: int
    def __str__(self): return f"take card {self.card}"


@action_value
class Move(Action):
    colour: int
    source: int
    target: int
    def __str__(self): return f"move {C[self.colour]} from {PL[self.source]} to {PL[self.target]}"


@action_value
class Swap(Action):
    colour: int
    source: int
    back: int
    target: int
    def __str__(self):
        return f"swap {C[self.colour]} from {PL[self.source]} with {C[self.back]} from {PL[self.target]}"


@action_value
class Pay(Action):
    colour: int
    circle: int
    def __str__(self): return f"pay {C[self.colour]} from {PL[self.circle]}"


@action_value
class TakeCharm(Action):
    charm: str
    def __str__(self): return f"take the {self.charm} charm"


@action_value
class Select(Action):
    colour: int
    circle: int
    def __str__(self): return f"select {C[self.colour]} to {PL[self.circle]}"


# Moves and swaps of mana between circles, made once (frozen values; the options list them very often), by their
# fields in order.
MOVES = {(k, a, b): Move(k, a, b) for k in range(5) for a in range(3) for b in range(3) if a != b}
SWAPS = {(k, a, j, b): Swap(k, a, j, b) for k in range(5) for j in range(5) if j != k
         for a in range(3) for b in range(3) if a != b}
DONE, END_TURN, PASS = Done(), EndTurn(), Pass()


def made_once(action_type: type) -> Callable:
    """``action_type`` as a maker that makes each action once and gives the same value after (actions are
    frozen values, and the options list the same ones again and again)."""
    return cache(action_type)

"""Mystical Conjuraction's actions: frozen values whose ``str()`` reads like the rulebook, and their parser.

Colours, circles, points and vantages are indices into :mod:`.data`; texts use their lowercase names.

>>> str(TakeLine("sorcerer", 2, "row", 1)), str(Activate("familiar", 0, 4))
('sorcerer takes aether row 1', 'familiar at essence activates conjure mana')
>>> parse("place arcana on astral square 4")
<Place place arcana on astral square 4>
>>> parse("Essence rune activates Spell Weave") == Activate("rune", 0, 0)
True
"""

from __future__ import annotations

from ..core.state import Action as CoreAction, ActionParser, action_value
from .data import CHARACTER_KEYS, COLOURS, PLANES, POINT_WORDS, VANTAGES, charms_for

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
    number: int          # 1-based
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
    space: int           # 1-based
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
    square: int          # 0..8
    colour: int          # the square's colour, or nether for a wild black
    how: str = ""        # "", "wild" (black wild) or "jenetta" (her substitution)
    def __str__(self):
        if self.how == "wild":
            return f"place wild nether on {PL[self.forge]} square {self.square}"
        if self.how == "jenetta":
            return f"substitute {C[self.colour]} on {PL[self.forge]} square {self.square}"
        return f"place {C[self.colour]} on {PL[self.forge]} square {self.square}"


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
    def __str__(self): return f"exchange {PL[self.plane]} mana with {PL[self.plane]} {self.kind} {self.number}"


@action_value
class Give(Action):
    colour: int
    def __str__(self): return f"return {C[self.colour]} to the bag"


@action_value
class Exchange(Action):
    give: int
    take: int
    cell: tuple          # (row, column), 1-based
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
    def __str__(self): return f"take {self.charm}"


@action_value
class Select(Action):
    colour: int
    circle: int
    def __str__(self): return f"select {C[self.colour]} to {PL[self.circle]}"


def _alt(words) -> str:
    return "(" + "|".join(w.replace(" ", r"\ ") for w in words) + ")"


COL, PLA, PNT, VAN = _alt(C), _alt(PL), _alt(PT), _alt(V)
_CHARMS = _alt(charms_for(5))
i, c, p, pt, v = int, C.index, PL.index, PT.index, V.index

PARSER = ActionParser("Mystical Conjuraction", [
    (rf"play as {_alt(CHARACTER_KEYS)}", lambda m: Choose(m[1])),
    (rf"take an? {VAN} rune", lambda m: TakeRune(v(m[1]))),
    (rf"wild colour {COL}", lambda m: WildColour(c(m[1]))),
    (rf"put card (\d+) on the {PLA} forge", lambda m: ForgeCard(i(m[1]), p(m[2]))),
    (rf"put starting {COL} on {PLA}", lambda m: StartMana(c(m[1]), p(m[2]))),
    (rf"(sorcerer|familiar) takes {PLA} (row|column) (\d)", lambda m: TakeLine(m[1], p(m[2]), m[3], i(m[4]))),
    (rf"(sorcerer|glyph|nether) activates {PNT}", lambda m: Activate(m[1], -1, pt(m[2]))),
    (rf"familiar at {VAN} activates {PNT}", lambda m: Activate("familiar", v(m[1]), pt(m[2]))),
    (rf"{VAN} rune activates {PNT}", lambda m: Activate("rune", v(m[1]), pt(m[2]))),
    (rf"(stack )?{COL} from {PLA} on {PNT} space (\d)",
     lambda m: CubeOn(c(m[2]), p(m[3]), pt(m[4]), i(m[5]), bool(m[1]))),
    (rf"nether from {PLA}", lambda m: Nether(p(m[1]))),
    (r"pass", lambda m: Pass()), (r"end turn", lambda m: EndTurn()), (r"done", lambda m: Done()),
    (r"bonus turn", lambda m: BonusTurn()),
    (rf"keep {COL}", lambda m: Keep(c(m[1]))),
    (rf"to the {PLA} circle", lambda m: ToCircle(p(m[1]))),
    (rf"place wild nether on {PLA} square (\d)", lambda m: Place(p(m[1]), i(m[2]), 4, "wild")),
    (rf"substitute {COL} on {PLA} square (\d)", lambda m: Place(p(m[2]), i(m[3]), c(m[1]), "jenetta")),
    (rf"place {COL} on {PLA} square (\d)", lambda m: Place(p(m[2]), i(m[3]), c(m[1]))),
    (rf"swap {PLA} and {PLA} cards", lambda m: SwapCards(p(m[1]), p(m[2]))),
    (rf"move {PLA} card to {PLA}", lambda m: MoveCard(p(m[1]), p(m[2]))),
    (r"exchange card (\d+) from hand for card (\d+)", lambda m: PortalCard(-1, i(m[1]), i(m[2]))),
    (rf"exchange card (\d+) from {PLA} for card (\d+)", lambda m: PortalCard(p(m[2]), i(m[1]), i(m[3]))),
    (rf"exchange {PLA} mana with the bag", lambda m: PortalBag(p(m[1]))),
    (rf"exchange {PLA} mana with {PLA} (row|column) (\d)",
     lambda m: PortalLine(p(m[1]), m[3], i(m[4])) if m[1] == m[2] else None),
    (rf"return {COL} to the bag", lambda m: Give(c(m[1]))),
    (rf"give {COL} for {COL} at (\d),(\d)", lambda m: Exchange(c(m[1]), c(m[2]), (i(m[3]), i(m[4])))),
    (r"take card (\d+)", lambda m: TakeCard(i(m[1]))),
    (rf"move {COL} from {PLA} to {PLA}", lambda m: Move(c(m[1]), p(m[2]), p(m[3]))),
    (rf"swap {COL} from {PLA} with {COL} from {PLA}", lambda m: Swap(c(m[1]), p(m[2]), c(m[3]), p(m[4]))),
    (rf"pay {COL} from {PLA}", lambda m: Pay(c(m[1]), p(m[2]))),
    (rf"take {_CHARMS}", lambda m: TakeCharm(m[1])),
    (rf"select {COL} to {PLA}", lambda m: Select(c(m[1]), p(m[2]))),
])


def parse(text: str):
    action = PARSER.parse(text)
    if action is None:
        raise ValueError(f"cannot read {text!r} as a Mystical Conjuraction action")
    return action

"""Reading Mystical Conjuraction's action text: what it forgives and the form of every action.

Besides case and spacing it forgives the printed names (``astral plains`` for ``astral``), the rulebook's cube
colours (white, yellow, blue, red, black for essence, energy, arcana, plasma, nether), articles (``the``,
``a``, ``an``), ``takes``/``take`` and ``activates``/``activate``, and words that only tell apart actions
that are not both legal: ``familiar activates spell weave`` when one vantage could do it, ``essence on spell
weave space 1`` when one circle could give it, ``pay essence`` from the one circle holding it. Texts of
earlier versions still read the same (``place essence on astral square 0``, ``take first player``). Every
index counts from 0 (rows, columns, spaces, a card's squares ``row,column``); a text of the time they counted
from 1 is converted first (:mod:`.numbering`, for records without ``"numbering": 0``).

>>> parse("Sorcerer takes Astral Plains row 0")
<TakeLine sorcerer takes astral row 0>
>>> parse("give red for blue at 0,1")
<Exchange give plasma for arcana at 0,1>
>>> parse("take the Take two Mana charm") == parse("take take two mana")
True
>>> [str(a) for a in parse("familiar activates spell weave")]
['familiar at essence activates spell weave']
"""

from __future__ import annotations

from ..core.parsing import ActionParser, Choices
from . import actions as A
from . import data as D
from .glossary import ACTION_WORDS_FR

SYNONYMS = (
    (r"astral plains?", "astral"),
    (r"white", "essence"), (r"yellow", "energy"), (r"blue", "arcana"), (r"red", "plasma"), (r"black", "nether"),
    (r"color", "colour"), (r"the|an?", ""),
)


def _alt(words) -> str:
    return "(" + "|".join(w.replace(" ", r"\ ") for w in words) + ")"


def _plain(words) -> tuple:
    """Names as the parser sees them once normalised (articles dropped: "select a mana" -> "select mana")."""
    return tuple(" ".join(w for w in word.split() if w not in ("the", "a", "an")) for word in words)


CHARM_WORDS = _plain(D.charms_for(5))
COL, PLA, PNT, VAN, CHARM = _alt(D.COLOURS), _alt(D.PLANES), _alt(D.POINT_WORDS), _alt(D.VANTAGES), _alt(CHARM_WORDS)
CHARS = _alt(D.CHARACTER_KEYS)
i, c, p, pt, v = int, D.COLOURS.index, D.PLANES.index, D.POINT_WORDS.index, D.VANTAGES.index
CHARM_OF = dict(zip(CHARM_WORDS, D.charms_for(5)))
ACT = r"activates?"


def _square(row: str, column: str) -> int | None:
    r, col = int(row), int(column)
    return 3 * r + col if r <= 2 and col <= 2 else None


def _place(forge, square, colour, how=""):
    return None if square is None else A.Place(forge, square, colour, how)


def _portal_line(m):
    if m[2] is not None and m[2] != m[1]:
        return None                                  # a Portal exchanges a circle with its own plane's offer
    return A.PortalLine(p(m[1]), m[3], i(m[4]))


def _cubes_on(m):
    """``essence [from astral] on spell weave [space 1]``: the circle and the space may be left out."""
    stack, k, point = bool(m[1]), c(m[2]), pt(m[4])
    circles = [p(m[3])] if m[3] else range(3)
    spaces = [i(m[5])] if m[5] else [s for s, allowed in enumerate(D.SPACES[point]) if k in allowed]
    found = [A.CubeOn(k, circle, point, space, stack) for space in spaces for circle in circles]
    return found[0] if len(found) == 1 else Choices(found)


def _familiar(m):
    point = pt(m[1])
    return Choices(A.Activate("familiar", t, point) for t in range(4) if point in D.VANTAGE_POINTS[t])


def _rune(m):
    point = pt(m[1])
    return Choices(A.Activate("rune", t, point) for t in range(4) if point in D.VANTAGE_POINTS[t])


PATTERNS = [
    (rf"play as {CHARS}", lambda m: A.Choose(m[1]), "play as <character>"),
    (rf"take {VAN} rune", lambda m: A.TakeRune(v(m[1])), "take an <essence|energy|arcana|plasma> rune"),
    (rf"wild colour {COL}", lambda m: A.WildColour(c(m[1])), "wild colour <colour>"),
    (rf"put card (\d{{1,3}}) on {PLA}(?: forge)?", lambda m: A.ForgeCard(i(m[1]), p(m[2])),
     "put card <number> on the <plane> forge"),
    (rf"put starting {COL} on {PLA}(?: circle)?", lambda m: A.StartMana(c(m[1]), p(m[2])),
     "put starting <colour> on <plane>"),
    (rf"(sorcerer|familiar) takes? {PLA} (row|column) (\d)", lambda m: A.TakeLine(m[1], p(m[2]), m[3], i(m[4])),
     "<sorcerer|familiar> takes <plane> <row|column> <number>"),
    (rf"(sorcerer|glyph|nether) {ACT} {PNT}", lambda m: A.Activate(m[1], -1, pt(m[2])),
     "<sorcerer|glyph|nether> activates <point>"),
    (rf"familiar at {VAN} {ACT} {PNT}", lambda m: A.Activate("familiar", v(m[1]), pt(m[2])),
     "familiar at <vantage> activates <point>"),
    (rf"familiar {ACT} {PNT}", _familiar, "familiar at <vantage> activates <point>"),
    (rf"{VAN} rune {ACT} {PNT}", lambda m: A.Activate("rune", v(m[1]), pt(m[2])), "<vantage> rune activates <point>"),
    (rf"rune {ACT} {PNT}", _rune, "<vantage> rune activates <point>"),
    (rf"(stack )?{COL}(?: from {PLA})? on {PNT}(?: space (\d))?", _cubes_on,
     "<colour> from <circle> on <point> space <number>"),
    (rf"nether from {PLA}", lambda m: A.Nether(p(m[1])), "nether from <circle>"),
    (r"pass", lambda m: A.Pass(), "pass"),
    (r"end turn", lambda m: A.EndTurn(), "end turn"),
    (r"done", lambda m: A.Done(), "done"),
    (r"bonus turn", lambda m: A.BonusTurn(), "bonus turn"),
    (rf"keep {COL}", lambda m: A.Keep(c(m[1])), "keep <colour>"),
    (rf"(?:to )?{PLA} circle", lambda m: A.ToCircle(p(m[1])), "to the <plane> circle"),
    (rf"place wild nether on {PLA} card at (\d),(\d)", lambda m: _place(p(m[1]), _square(m[2], m[3]), D.NETHER, "wild"),
     "place wild nether on the <plane> card at <row>,<column>"),
    (rf"substitute {COL} on {PLA} card at (\d),(\d)",
     lambda m: _place(p(m[2]), _square(m[3], m[4]), c(m[1]), "jenetta"),
     "substitute <colour> on the <plane> card at <row>,<column>"),
    (rf"place {COL} on {PLA} card at (\d),(\d)", lambda m: _place(p(m[2]), _square(m[3], m[4]), c(m[1])),
     "place <colour> on the <plane> card at <row>,<column>"),
    # earlier texts: squares numbered 0..8 row by row
    (rf"place wild nether on {PLA} square (\d)", lambda m: A.Place(p(m[1]), i(m[2]), D.NETHER, "wild"),
     "place wild nether on the <plane> card at <row>,<column>"),
    (rf"substitute {COL} on {PLA} square (\d)", lambda m: A.Place(p(m[2]), i(m[3]), c(m[1]), "jenetta"),
     "substitute <colour> on the <plane> card at <row>,<column>"),
    (rf"place {COL} on {PLA} square (\d)", lambda m: A.Place(p(m[2]), i(m[3]), c(m[1])),
     "place <colour> on the <plane> card at <row>,<column>"),
    (rf"swap {PLA} and {PLA} cards?", lambda m: A.SwapCards(p(m[1]), p(m[2])), "swap <plane> and <plane> cards"),
    (rf"move {PLA} card to {PLA}(?: forge)?", lambda m: A.MoveCard(p(m[1]), p(m[2])), "move <plane> card to <plane>"),
    (r"exchange card (\d{1,3}) from hand for card (\d{1,3})", lambda m: A.PortalCard(-1, i(m[1]), i(m[2])),
     "exchange card <number> from <hand|plane> for card <number>"),
    (r"exchange card (\d{1,3}) for card (\d{1,3})",          # from wherever card <number> is (the French button)
     lambda m: Choices(A.PortalCard(where, i(m[1]), i(m[2])) for where in (-1, *range(len(D.PLANES)))),
     "exchange card <number> from <hand|plane> for card <number>"),
    (rf"exchange card (\d{{1,3}}) from {PLA}(?: forge)? for card (\d{{1,3}})",
     lambda m: A.PortalCard(p(m[2]), i(m[1]), i(m[3])), "exchange card <number> from <hand|plane> for card <number>"),
    (rf"exchange {PLA} mana with bag", lambda m: A.PortalBag(p(m[1])), "exchange <plane> mana with the bag"),
    (rf"exchange {PLA} mana with (?:{PLA} )?(row|column) (\d)", _portal_line,
     "exchange <plane> mana with <row|column> <number>"),
    (rf"return {COL} to bag", lambda m: A.Give(c(m[1])), "return <colour> to the bag"),
    (rf"give {COL} for {COL} at (\d),(\d)", lambda m: A.Exchange(c(m[1]), c(m[2]), (i(m[3]), i(m[4]))),
     "give <colour> for <colour> at <row>,<column>"),
    (r"take card (\d{1,3})", lambda m: A.TakeCard(i(m[1])), "take card <number>"),
    (rf"move {COL} from {PLA} to {PLA}", lambda m: A.Move(c(m[1]), p(m[2]), p(m[3])),
     "move <colour> from <circle> to <circle>"),
    (rf"swap {COL} from {PLA} with {COL} from {PLA}", lambda m: A.Swap(c(m[1]), p(m[2]), c(m[3]), p(m[4])),
     "swap <colour> from <circle> with <colour> from <circle>"),
    (rf"pay {COL}(?: from {PLA})?",
     lambda m: A.Pay(c(m[1]), p(m[2])) if m[2] else Choices(A.Pay(c(m[1]), circle) for circle in range(3)),
     "pay <colour> from <circle>"),
    (rf"(?:take |choose )?(?:charm )?{CHARM}(?: charm)?", lambda m: A.TakeCharm(CHARM_OF[m[1]]),
     "take the <charm> charm"),
    (rf"select {COL} (?:to|for) {PLA}(?: circle)?", lambda m: A.Select(c(m[1]), p(m[2])), "select <colour> to <circle>"),
]
# Words a typo is corrected to (besides the forms'): every name the texts use.
WORDS = (*D.COLOURS, *D.PLANES, *D.POINT_WORDS, *D.CHARACTER_KEYS, *CHARM_WORDS, "charm", "card", "forge", "circle",
         "rune", "space", "square", "bag", "wild")
PARSER = ActionParser("Mystical Conjuraction", PATTERNS, SYNONYMS, WORDS, languages={"fr": ACTION_WORDS_FR})


def parse(text: str):
    """The action written ``text`` (or :class:`~mandrapy.core.parsing.Choices` when a word left out leaves
    several); ValueError if unreadable."""
    return PARSER.parse(text)

"""Setting up a Mystical Conjuraction position by hand, for teaching and for tests.

>>> from mandrapy.conjuraction import Conjuraction
>>> game = Conjuraction.from_position(players=2, characters=["norwell", "alaeric"], seed=1,
...     circles={0: {"astral": "2 essence, arcana"}, 1: ["nether, 3 plasma"]},
...     forges={0: {"astral": 5, "maelstrom": "card 7", "aether": 9}}, charged={0: {"astral": ["0,0", "0,1", "wild 1,1"]}},
...     spaces={"spell weave": ["arcana", None, None]}, glyphs={1: 1}, current=0)
>>> game.state.circles[0][(0, 0)], game.state.forges[0][1], game.state.locked[0][(0, 4)]
(2, 7, 4)
>>> game.play("essence from astral on spell weave space 1")

The play phase, at ``current``'s turn menu (every starting mana placed, setup over). Colours, planes, points,
vantages, forges, formulas and charms are named in words, in any case (``"astral"``, ``"spell weave"``, ``"augury"``;
colours by their names or the rulebook's, as the action text reads them: ``"red"`` is plasma); cubes as
a text ``"2 essence, nether"`` or a list of colour names; cards by number (``12`` or ``"card 12"``); a card's squares
as ``"row,column"`` from 0 as the action text writes them (``"1,2"``; ``"wild 1,1"`` for a wild black; the index 0..8
row by row is read too); offer cells row by row. What you place
nowhere is accounted for: cubes stay in the bag (plane offers you do not give are drawn from it, as in setup),
cards not placed are the draw pile, shuffled by ``seed`` (the card offer, when not given, is drawn from it),
runes and glyphs stay in the supply. ``set_aside`` names the cubes set aside this round (an overflow's rest, a
completed spell's cubes, a bonus turn's payment: back to the bag at cleanup; never black), ``out`` counts the
blacks out of the game and ``nether`` those in the Nether this round. Every position the rules could not reach
is refused with :class:`~mandrapy.InvalidPosition` naming the argument and the rule.

The position is built, then the game goes on as it would from there: a decision with a single answer is made
for the player at once, and said in the log ("Player 0 had one choice, made for them: pass.") and in the view's
``automatic``; so a player who can only pass has passed when ``from_position`` returns.

Arguments (every one may be left out; ``help(Conjuraction.from_position)`` shows this). A seat's entries are
``{seat: value}`` (or a list, one per seat); a plane's, point's or rune's are ``{name: value}`` (or a list in
the game's order).

* ``players`` (2-5, default 2), ``seed`` (shuffles what you place nowhere), ``characters`` (one per seat,
  default the first ones: norwell, larissa, ...), ``first_player``, ``friendly`` -- the set-up, as ``new``;
* ``circles``: each seat's thaumaturgic circles, ``{plane: cubes}``, at most 7 free cubes in each;
  ``start_mana``: refused (a position starts after the starting mana is placed: put it in circles);
* ``wild``: Jenetta's wild mana colour (not nether);
* ``offers``: ``{plane: [cubes of each offer cell]}``, the plane offers (default: drawn from the bag);
* ``spaces`` and ``stacked``: ``{point: [colour or None for each space]}``, the cubes on the mana spaces (and
  the one Norwell stacked this round);
* ``nether``: the black cubes in the Nether; ``out``: those out of the game; ``nether_used``: whether the
  Nether has been used this round;
* ``forges``: each seat's grimoire, ``{plane: card number}``; ``charged``: ``{plane: [squares]}``, the squares
  of each forge's card holding mana (``"row,column"``, ``"wild row,column"`` for a wild black);
* ``hands``: each seat's cards in hand; ``card_offer``: the face-up spell cards; ``discard``: the discard pile;
* ``runes`` and ``runes_used``: each seat's runes by colour, ready and used; ``glyphs``: each seat's glyphs;
* ``familiars``: how many familiars each seat has bound; ``familiars_at``: ``[(vantage, point), ...]``, where
  they stand; ``sorcerers_used``: the seats whose sorcerer has acted this round;
* ``charms``: each seat's meditation charm (or None); ``covered``: each seat's formulas covered, as
  ``"astral augury"``; ``scores``: each seat's score;
* ``round``: the round (from 1); ``passed``: the seats that have passed this round; ``current``: the seat to
  play (default 0); ``first``: the seat that began this round (default ``current``).
"""

from __future__ import annotations

import json

from ..core.errors import InvalidPosition, Rule
from ..core.validate import CLOSE_LEVEL, check_arguments, closest
from . import data as D
from .cards import CARDS, GRIDS
from .limits import POSITION
from .state import ConjuractionState
from .parsing import PARSER, SYNONYMS

# The position's rules, by code (worded in French by speech.RULES_FR, like the game's other rules).
NOT_ONE_OF = Rule("position_not_one_of", "{what}: {name} is not one of {names}{hint}")
NOT_CUBES = Rule("position_cubes", "{what}: {text} is not like '2 essence'")
TOO_MANY_CUBES = Rule("position_too_many_cubes", "{what}: more cubes than the game has ({total})")
NAMED_TWICE = Rule("position_named_twice", "{what}: the same {thing} named twice")
CHARACTERS_COUNT = Rule("position_characters", "from_position: characters must name {players} characters, one per "
                                               "seat")
CUBES_LEFT = Rule("position_cubes_left", "{what}: more {colour} cubes than exist (the game has {total}; components "
                                         "list)")
CARD_TWICE = Rule("position_card_twice", "{what}: card {card} is already in {where} (every card exists once)")
WILD_JENETTA = Rule("position_wild_jenetta", "wild[{seat}]: only Jenetta holds a wild mana cube (G-05)")
WILD_BLACK = Rule("position_wild_black", "wild[{seat}]: Jenetta's wild mana is a non-black colour (G-05)")
CIRCLE_FULL = Rule("position_circle_full", "circles[{seat}][{plane}]: more than {room} free cubes in a circle "
                                           "(rulebook 'Thaumaturgic circles': seven at most)")
START_MANA = Rule("position_start_mana", "start_mana[{seat}]: a hand-made position starts after every starting mana "
                                         "is placed; put the cubes in circles")
NETHER_USED = Rule("position_nether_used", "nether_used: blacks in the Nether were put there this round (cleanup "
                                           "step 5 empties it), so the Nether is used")
STACKED_NORWELL = Rule("position_stacked_norwell", "stacked: only Norwell stacks a cube, once a round (rulebook "
                                                   "'Characters', G-08)")
STACKED_EMPTY = Rule("position_stacked_empty", "stacked: a cube is stacked only on an occupied space (rulebook "
                                               "'Characters', G-08)")
SPACES_LIST = Rule("position_spaces", "{what}[{point}]: a list of {n} spaces (a colour or None each)")
ONE_CARD = Rule("position_one_card", "forges[{seat}][{plane}]: one card per forge (rulebook 'Grimoire')")
NO_CARD = Rule("position_no_card", "{what}: mana sits only on a card (no card on that forge)")
ONE_WILD = Rule("position_one_wild", "{what}: at most one wild black per card (rulebook 'Wild mana')")
HAND_FORGES = Rule("position_hand_forges", "hands[{seat}]: a player holds cards only while every forge is full: "
                                           "cards go onto free forges at once (G-24)")
OFFER_SIZE = Rule("position_offer_size", "card_offer: at most {most} face-up cards with {players} players")
RUNES_LEFT = Rule("position_runes_left", "{what}[{seat}]: more {colour} runes than exist ({n} of each)")
GLYPHS_LEFT = Rule("position_glyphs_left", "glyphs[{seat}]: more glyphs than exist ({n})")
FAMILIAR_SPACE = Rule("position_familiar_space", "familiars_at[{seat}]: the {vantage} vantage has no free familiar "
                                                 "space at {point} (rulebook 'Familiars')")
FAMILIARS_BOUND = Rule("position_familiars_bound", "familiars_at[{seat}]: more familiars placed than player {seat} "
                                                   "has bound")
NOT_A_CHARM = Rule("position_charm", "charms[{seat}]: {name} is not a free meditation charm with {players} players "
                                     "({charms})")
NOT_COVERED = Rule("position_covered", "covered[{seat}]: {name} is not like 'astral augury'")
COVERED_TWICE = Rule("position_covered_twice", "covered[{seat}]: {name} covered twice (one twink per formula)")
DISCARD_SIZE = Rule("position_discard", "discard: {n} cards, but a card is discarded only when a spell is completed "
                                        "(passing step 7), and {completed} formulas are covered")
SCORE_RANGE = Rule("position_score", "scores[{seat}]: {score} points, but the covered formulas give {low} to {top} "
                                     "(points come from completed spells only)")
CURRENT_PASSED = Rule("position_current_passed", "current: player {seat} has passed this round and plays no more "
                                                 "turns")
PASSED_CHARM = Rule("position_passed_charm", "passed: player {seat} passed, so took a meditation charm (passing step"
                                             " 2); give charms[{seat}]")
CHARM_PASSED = Rule("position_charm_passed", "charms[{seat}]: a charm is taken when passing; add {seat} to passed")
OFFER_CELLS = Rule("position_offer_cells", "offers[{plane}]: {n} cells with {players} players (row by row), each "
                                           "cubes or None")
OFFER_CUBES = Rule("position_offer_cubes", "{what}: {n} cubes on one offer space in round {round}: setup puts one on"
                                           " each and each cleanup adds at most one (only to a space holding black "
                                           "alone), so at most {round}")

FORMULA_WORDS = tuple(name.lower() for name in D.FORMULA_NAMES)


def _index(name, names, what: str, size=None) -> int:
    """A plane, point, vantage... named in words or by its number (or its text: JSON keys are texts)."""
    if isinstance(name, str) and name.isascii() and name.isdigit() and len(name) <= 2:
        name = int(name)
    if type(name) is int and 0 <= name < len(names):
        return name
    close = None
    if isinstance(name, str):
        word = " ".join(name.lower().replace("_", " ").split())
        if word in names:
            return names.index(word)
        try:                                 # the rulebook's words the action text reads too: "red" is plasma
            word = PARSER.normalise(word)
        except ValueError:
            word = ""
        if word in names:
            return names.index(word)
        rulebook = [w for w, meant in SYNONYMS if w.isalpha() and meant in names]     # "red", "white"...
        close = closest(word or name, [*names, *rulebook])
    hint = CLOSE_LEVEL.format(name=repr(close)) if close else ""
    raise InvalidPosition(NOT_ONE_OF.format(what=what, name=repr(str(name)[:40]), names=', '.join(names), hint=hint))


def _colour(name, what: str) -> int:
    return _index(name, D.COLOURS, what)


def _cubes(value, what: str) -> list:
    """``"2 essence, nether"`` or ``["essence", "essence"]`` -> colour indices."""
    if value is None or value == "":
        return []
    if isinstance(value, (list, tuple)):
        return [_colour(v, what) for v in value]
    found = []
    for part in value.split(","):
        words = part.split()
        if not words:
            continue
        count = 1
        if words[0].isascii() and words[0].isdigit() and len(words[0]) <= 3:
            count, words = int(words[0]), words[1:]
        if len(words) != 1:
            raise InvalidPosition(NOT_CUBES.format(what=what, text=repr(part.strip()[:40])))
        found += [_colour(words[0], what)] * count
        if len(found) > D.TOTAL_CUBES:
            raise InvalidPosition(TOO_MANY_CUBES.format(what=what, total=D.TOTAL_CUBES))
    return found


def _card(value, what: str) -> int:
    if isinstance(value, str):
        word = value.lower().replace("card", "").strip()
        if word.isascii() and word.isdigit() and len(word) <= 2:
            value = int(word)
    if type(value) is not int or value not in CARDS:
        raise InvalidPosition(f"{what}: {str(value)[:40]!r} is not a card number from 0 to 43")
    return value


def _square(value, what: str) -> tuple:
    """A square of a card: ``"1,2"`` (row, column from 0, as the action text says), or its index 0..8 row by
    row; ``"wild 1,2"`` (or ``"wild 5"``) for a wild black. -> (index, wild)."""
    wild = isinstance(value, str) and value.lower().split()[:1] == ["wild"]
    text = value.lower().replace("wild", "", 1).strip() if isinstance(value, str) else value
    if isinstance(text, str):
        parts = [part.strip() for part in text.split(",")]
        if all(part.isascii() and part.isdigit() and len(part) == 1 for part in parts) and len(parts) in (1, 2):
            numbers = [int(part) for part in parts]
            text = numbers[0] if len(numbers) == 1 else 3 * numbers[0] + numbers[1] if max(numbers) <= 2 else None
    if type(text) is not int or not 0 <= text <= 8:
        raise InvalidPosition(f"{what}: {str(value)[:20]!r} is not a square of a card: write '1,2' (row, column "
                              f"from 0), its index 0..8, or 'wild 1,2'")
    return text, wild


def _named(value, names, what: str) -> list:
    """``{name: x}`` or a list (one entry per name, in order) -> [(index, x)]."""
    if value is None:
        return []
    if isinstance(value, dict):
        pairs = [(_index(k, names, what), v) for k, v in value.items()]
        if len({i for i, _ in pairs}) != len(pairs):
            raise InvalidPosition(NAMED_TWICE.format(what=what, thing=what.split()[-1]))
        return pairs
    return list(enumerate(value))


def _seats(value, players: int) -> list:
    """``{seat: x}`` (keys numbers or their text) or a list -> [(seat, x)] (bounds checked by limits)."""
    if value is None:
        return []
    pairs = value.items() if isinstance(value, dict) else enumerate(value)
    return [(int(k), v) for k, v in pairs if v is not None]


def from_position(*, players: int = 2, seed: int | None = None, first_player: int | None = None, characters=None,
                  friendly: bool = False, **position):
    """See the module's documentation. Returns a :class:`ConjuractionState` at ``current``'s turn menu.
    ``first_player``: who plays first this round, when ``first`` is not given (by default ``current``)."""
    check_arguments(POSITION, dict(players=players, seed=seed, characters=characters, first_player=first_player,
                                   friendly=friendly, **position), "from_position", {"players": players})
    if characters is None:
        characters = tuple(D.CHARACTER_KEYS[:players])
    if len(characters) != players:
        raise InvalidPosition(CHARACTERS_COUNT.format(players=players))
    state = ConjuractionState.blank(players=players, seed=seed, characters=tuple(characters),
                                    first_player=first_player, friendly=friendly)
    if first_player is not None and position.get("first") is None:
        position = {**position, "first": first_player}
    Builder(state, position).build()
    state.position = json.loads(json.dumps(position))          # as given, JSON-able (a record carries it)
    return state


class Builder:
    """Places the components one argument at a time, taking each from its supply (so nothing is counted twice
    and nothing is invented), then checks the rules that tie them together."""

    def __init__(self, state, position: dict):
        self.s, self.p = state, position
        self.cards_used: dict = {}

    def get(self, name, default=None):
        value = self.p.get(name)
        return default if value is None else value

    def take_cube(self, k: int, what: str) -> int:
        if self.s.bag[k] <= 0:
            raise InvalidPosition(CUBES_LEFT.format(what=what, colour=D.COLOURS[k], total=D.CUBES[k]))
        self.s.bag[k] -= 1
        return k

    def take_card(self, card: int, what: str) -> int:
        if card in self.cards_used:
            raise InvalidPosition(CARD_TWICE.format(what=what, card=card, where=self.cards_used[card]))
        self.cards_used[card] = what
        return card

    def build(self) -> None:
        s, n = self.s, self.s.players
        self.circles_and_mana()
        self.points()
        self.grimoires()
        self.supplies()
        self.progress()
        self.rest()
        s.phase = "play"
        for p in range(n):
            s.started[p] = s.jenetta_asked[p] = True
        s.note("position", player=s.current)
        s.start_turn(s.current)
        s.settle()

    # ------------------------------------------------------------------ mana
    def circles_and_mana(self) -> None:
        s = self.s
        for p, value in _seats(self.p.get("wild"), s.players):
            if s.character[p] != "jenetta":
                raise InvalidPosition(WILD_JENETTA.format(seat=p))
            k = _colour(value, f"wild[{p}]")
            if k == D.NETHER:
                raise InvalidPosition(WILD_BLACK.format(seat=p))
            s.wild[p] = self.take_cube(k, f"wild[{p}]")
        for p in range(s.players):
            if s.character[p] == "jenetta" and s.wild[p] is None:
                s.wild[p] = self.take_cube(next(k for k in D.BASIC if s.bag[k]), "wild")
        for p, value in _seats(self.p.get("circles"), s.players):
            for c, cubes in _named(value, D.PLANES, f"circles[{p}] plane"):
                for k in _cubes(cubes, f"circles[{p}][{D.PLANES[c]}]"):
                    s.circles[p][(c, self.take_cube(k, f"circles[{p}]"))] += 1
                if s.room(p, c) < 0:
                    raise InvalidPosition(CIRCLE_FULL.format(seat=p, plane=D.PLANES[c], room=D.CIRCLE_ROOM))
        for p, _given in _seats(self.p.get("start_mana"), s.players):
            raise InvalidPosition(START_MANA.format(seat=p))
        for key in ("nether", "out"):
            count = self.get(key, 0)
            for _ in range(count):
                self.take_cube(D.NETHER, key)
            setattr(s, key, count)
        for k in _cubes(self.p.get("set_aside"), "set_aside"):
            if k == D.NETHER:
                raise InvalidPosition("set_aside: a black cube is never set aside: it leaves the game (the invariant "
                                      "of the set-aside pool); give it as out=")
            s.setaside[k] = s.setaside.get(k, 0) + 1
            self.take_cube(k, "set_aside")
        s.nether_used = bool(self.p.get("nether_used", s.nether > 0))
        if s.nether and not s.nether_used:
            raise InvalidPosition(NETHER_USED)

    def points(self) -> None:
        s = self.s
        for pt, spaces in _named(self.p.get("spaces"), D.POINT_WORDS, "spaces point"):
            self._spaces(pt, spaces, "spaces", s.spaces)
        stacked = _named(self.p.get("stacked"), D.POINT_WORDS, "stacked point")
        for pt, spaces in stacked:
            self._spaces(pt, spaces, "stacked", s.stacked)
        if s.stacked:
            norwell = [p for p in range(s.players) if s.character[p] == "norwell"]
            if not norwell or len(s.stacked) > 1:
                raise InvalidPosition(STACKED_NORWELL)
            if any(key not in s.spaces for key in s.stacked):
                raise InvalidPosition(STACKED_EMPTY)
            s.norwell_used[norwell[0]] = True

    def _spaces(self, pt, spaces, what, into) -> None:
        if not isinstance(spaces, (list, tuple)) or len(spaces) != len(D.SPACES[pt]):
            raise InvalidPosition(SPACES_LIST.format(what=what, point=D.POINT_WORDS[pt], n=len(D.SPACES[pt])))
        for i, name in enumerate(spaces):
            if name is None or name == "":
                continue
            k = _colour(name, f"{what}[{D.POINT_WORDS[pt]}]")
            if k not in D.SPACES[pt][i]:
                allowed = " or ".join(D.COLOURS[c] for c in D.SPACES[pt][i])
                raise InvalidPosition(f"{what}[{D.POINT_WORDS[pt]}]: space {i} takes {allowed}, not "
                                      f"{D.COLOURS[k]} (the mana-space table)")
            into[(pt, i)] = self.take_cube(k, what)

    # ------------------------------------------------------------------ grimoires, hands, cards
    def grimoires(self) -> None:
        s = self.s
        for p, value in _seats(self.p.get("forges"), s.players):
            for g, card in _named(value, D.PLANES, f"forges[{p}] forge"):
                if card is None:
                    continue
                if isinstance(card, (list, tuple)):
                    raise InvalidPosition(ONE_CARD.format(seat=p, plane=D.PLANES[g]))
                s.forges[p][g] = self.take_card(_card(card, f"forges[{p}]"), f"player {p}'s grimoire")
        for p, value in _seats(self.p.get("charged"), s.players):
            for g, squares in _named(value, D.PLANES, f"charged[{p}] forge"):
                what = f"charged[{p}][{D.PLANES[g]}]"
                if g not in s.forges[p]:
                    raise InvalidPosition(NO_CARD.format(what=what))
                wilds = 0
                for sq in squares:
                    sq, wild = _square(sq, what)
                    if (g, sq) in s.locked[p]:
                        raise InvalidPosition(f"{what}: square {sq // 3},{sq % 3} is given twice")
                    wilds += wild
                    k = D.NETHER if wild else GRIDS[s.forges[p][g]][sq]
                    s.locked[p][(g, sq)] = self.take_cube(k, what)
                if wilds > 1:
                    raise InvalidPosition(ONE_WILD.format(what=what))
        for p, cards in _seats(self.p.get("hands"), s.players):
            for card in cards:
                s.hands[p].append(self.take_card(_card(card, f"hands[{p}]"), f"player {p}'s hand"))
            if s.hands[p] and len(s.forges[p]) < 3:
                raise InvalidPosition(HAND_FORGES.format(seat=p))
        offer = self.p.get("card_offer")
        if offer is not None:
            if len(offer) > D.CARD_OFFER[s.players]:
                raise InvalidPosition(OFFER_SIZE.format(most=D.CARD_OFFER[s.players], players=s.players))
            s.card_offer.clear()
            for slot, card in enumerate(offer):
                s.card_offer[slot] = self.take_card(_card(card, "card_offer"), "the card offer")
        for card in self.get("discard", []):
            s.discard.append(self.take_card(_card(card, "discard"), "the discard pile"))

    # ------------------------------------------------------------------ runes, glyphs, familiars, charms
    def supplies(self) -> None:
        s = self.s
        for key, into in (("runes", s.runes_up), ("runes_used", s.runes_down)):
            for p, value in _seats(self.p.get(key), s.players):
                for t, count in _named(value, D.VANTAGES, f"{key}[{p}] rune"):
                    if count > s.rune_supply[t]:
                        raise InvalidPosition(RUNES_LEFT.format(what=key, seat=p, colour=D.VANTAGES[t],
                                                                n=D.RUNES_PER_TYPE))
                    s.rune_supply[t] -= count
                    into[p][t] += count
        for p, count in _seats(self.p.get("glyphs"), s.players):
            if count > s.glyph_supply + s.glyphs[p]:
                raise InvalidPosition(GLYPHS_LEFT.format(seat=p, n=D.GLYPHS))
            s.glyph_supply += s.glyphs[p] - count
            s.glyphs[p] = count
        for p, count in _seats(self.p.get("familiars"), s.players):
            s.familiars[p] = count
        for p, places in _seats(self.p.get("familiars_at"), s.players):
            for vantage, point in places:
                v = _index(vantage, D.VANTAGES, f"familiars_at[{p}] vantage")
                pt = _index(point, D.POINT_WORDS, f"familiars_at[{p}] point")
                if pt not in D.VANTAGE_POINTS[v] or (v, pt) in s.familiar_at:
                    raise InvalidPosition(FAMILIAR_SPACE.format(seat=p, vantage=D.VANTAGES[v], point=D.POINT_WORDS[pt]))
                s.familiar_at[(v, pt)] = p
                s.familiars_used[p] += 1
            if s.familiars_used[p] > s.familiars[p]:
                raise InvalidPosition(FAMILIARS_BOUND.format(seat=p))
        for p in self.get("sorcerers_used", []):
            s.sorcerer_used[p] = True
        for p, name in _seats(self.p.get("charms"), s.players):
            if name not in s.charms or name in s.charm:
                raise InvalidPosition(NOT_A_CHARM.format(seat=p, name=repr(str(name)[:40]), players=s.players,
                                                         charms=", ".join(s.charms)))
            s.charm[p] = name

    # ------------------------------------------------------------------ twinks, scores, round, turn order
    def progress(self) -> None:
        s, n = self.s, self.s.players
        for p, names in _seats(self.p.get("covered"), n):
            for name in names:
                words = str(name).lower().split()
                if len(words) != 2:
                    raise InvalidPosition(NOT_COVERED.format(seat=p, name=repr(str(name)[:40])))
                g = _index(words[0], D.PLANES, f"covered[{p}] forge")
                i = _index(words[1], FORMULA_WORDS, f"covered[{p}] formula")
                if (g, i) in s.covered[p]:
                    raise InvalidPosition(COVERED_TWICE.format(seat=p, name=name))
                s.covered[p][(g, i)] = 1
                if s.blue:
                    s.blue -= 1
                else:
                    s.yellow += 1
        s.final = s.blue == 0                                    # END-01: the last blue twink starts it
        completed = sum(len(c) for c in s.covered)
        if len(s.discard) > completed:
            raise InvalidPosition(DISCARD_SIZE.format(n=len(s.discard), completed=completed))
        given = dict(_seats(self.p.get("scores"), n))
        for p in range(n):
            top = sum(D.FORMULAS[g][i][1] for g, i in s.covered[p])
            low = top - len(s.covered[p])
            s.score[p] = given.get(p, top)
            if not low <= s.score[p] <= top:
                raise InvalidPosition(SCORE_RANGE.format(seat=p, score=s.score[p], low=low, top=top))
        s.round = self.get("round", 1)
        current = self.get("current", 0)
        passed = set(self.get("passed", []))
        if current in passed:
            raise InvalidPosition(CURRENT_PASSED.format(seat=current))
        for p in passed:
            s.passed[p] = True
            if s.charm[p] is None and any(c not in s.charm for c in s.charms):
                raise InvalidPosition(PASSED_CHARM.format(seat=p))
        for p in range(n):
            if s.charm[p] is not None and p not in passed:
                raise InvalidPosition(CHARM_PASSED.format(seat=p))
        s.current = current
        s.first = s.next_first = self.get("first", current)
        if "first player" in s.charm:
            s.next_first = s.charm.index("first player")
        if len(passed) == n - 1:
            s.last_player = current                              # PAS-09: the last one plays one more turn

    def rest(self) -> None:
        """What is placed nowhere: cards are the draw pile (the offer drawn from it if not given), cubes the
        bag (offers not given drawn from it, in setup's order)."""
        s = self.s
        s.deck = [c for c in CARDS if c not in self.cards_used]
        s.rng.shuffle(s.deck)
        if self.p.get("card_offer") is None:
            for slot in range(D.CARD_OFFER[s.players]):
                if s.deck:
                    s.card_offer[slot] = s.deck.pop()
        given = dict(_named(self.p.get("offers"), D.PLANES, "offers plane"))
        for plane, cells in given.items():                       # given planes first: draws take what is left
            if cells is None:
                continue
            if len(cells) != len(s.cells):
                raise InvalidPosition(OFFER_CELLS.format(plane=D.PLANES[plane], n=len(s.cells), players=s.players))
            for i, cell in enumerate(s.cells):
                what = f"offers[{D.PLANES[plane]}][{i}]"
                cubes = _cubes(cells[i], what)
                if len(cubes) > s.round:
                    raise InvalidPosition(OFFER_CUBES.format(what=what, n=len(cubes), round=s.round))
                s.offers[(plane, cell)] = tuple(sorted(self.take_cube(k, what) for k in cubes))
        for plane in range(3):
            if given.get(plane) is None:
                for cell in s.cells:                             # SET-06: row-major, from the bag
                    cube = s.draw_cube()
                    s.offers[(plane, cell)] = () if cube is None else (cube,)


from_position.__doc__ = __doc__           # (Game.from_position's too: help() shows every argument)

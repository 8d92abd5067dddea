"""Mystical Conjuraction's rules: setup, the round and turn machine, and the turn menu.

The imbuement points live in :mod:`.effects`, passing, completion, cleanup and the end in
:mod:`.passing`. Every decision is a frame on the core's DecisionStack (kinds in :mod:`.kinds`); cube
subsets are chosen one cube at a time. All chance comes from the game's GameRandom in a fixed order.

>>> s = ConjuractionState.new(players=2, seed=1, characters=("norwell", "steffan"))
>>> s.decision.code, s.to_play
('steffan_rune', 1)
"""

from __future__ import annotations

import random

from ..core.decisions import DecisionStack, Frame
from ..core.determinize import Determinized, attach
from ..core.errors import InvalidPosition
from ..core.language import speech_of
from ..core.rng import GameRandom
from ..core.state import DECISION_PENDING, GameState
from ..core.validate import closest
from ..core.zones import MAP, OWNER, PILE, SECRET, VALUE, Zone, Zones
from . import data as D
from .actions import Action, Activate, CubeOn, EndTurn, Move, Nether, Pass, TakeLine
from .cards import CARDS
from .effects import Effects
from .log import EN
from .limits import PARAMETERS
from .kinds import AFTER, AUTO, BLACK_MOVES, DRAFT, JEN_SWAP, KINDS, LAST, NETHER_POINT, START_MANA, TURN
from .parsing import PARSER
from .passing import Passing
from .setup import Setup
from .speech import SPEECH
from .glossary import PLAYER

ZONES = Zones(
    Zone("bag", MAP), Zone("offers", MAP), Zone("spaces", MAP), Zone("stacked", MAP),
    Zone("nether", VALUE, default=0), Zone("nether_used", VALUE, default=False),
    Zone("familiar_at", MAP), Zone("card_offer", MAP), Zone("deck", PILE, visible=SECRET),
    Zone("discard", PILE), Zone("setaside", MAP), Zone("out", VALUE, default=0), Zone("limbo", MAP),
    Zone("rune_supply", MAP), Zone("glyph_supply", VALUE, default=D.GLYPHS),
    Zone("blue", VALUE, default=0), Zone("yellow", VALUE, default=0),
    Zone("charms", VALUE, default=()),
    Zone("character", VALUE, per_seat=True), Zone("score", VALUE, per_seat=True, default=0),
    Zone("circles", MAP, per_seat=True), Zone("forges", MAP, per_seat=True), Zone("locked", MAP, per_seat=True),
    Zone("hands", PILE, per_seat=True, visible=OWNER), Zone("start_mana", MAP, per_seat=True),
    Zone("runes_up", MAP, per_seat=True), Zone("runes_down", MAP, per_seat=True),
    Zone("glyphs", VALUE, per_seat=True, default=0), Zone("familiars", VALUE, per_seat=True, default=1),
    Zone("familiars_used", VALUE, per_seat=True, default=0),
    Zone("sorcerer_used", VALUE, per_seat=True, default=False),
    Zone("covered", MAP, per_seat=True), Zone("charm", VALUE, per_seat=True),
    Zone("passed", VALUE, per_seat=True, default=False), Zone("started", VALUE, per_seat=True, default=False),
    Zone("norwell_used", VALUE, per_seat=True, default=False), Zone("wild", VALUE, per_seat=True),
    Zone("jenetta_asked", VALUE, per_seat=True, default=False),
    Zone("phase", VALUE, default="draft"), Zone("round", VALUE, default=1), Zone("current", VALUE, default=0),
    Zone("first", VALUE, default=0), Zone("next_first", VALUE, default=0), Zone("final", VALUE, default=False),
    Zone("in_turn", VALUE, default=False), Zone("last_player", VALUE), Zone("bonus", VALUE, default=0),
    Zone("glyph_used", VALUE, default=False), Zone("main_done", VALUE, default=False),
    Zone("black_moves", VALUE, default=0), Zone("is_over", VALUE, default=False),
)


# Action values built once (the turn menu is the hot path of random playouts).
_LINE_ACTIONS = {n: {w: [(TakeLine(w, pl, kind, k), tuple((pl, cell) for cell in cells)) for pl in range(3)
                         for kind, k, cells in D.offer_lines(n) if w == "sorcerer" or kind == "row"]
                     for w in ("sorcerer", "familiar")} for n in range(D.MIN_PLAYERS, D.MAX_PLAYERS + 1)}
_SORCERER_POINTS = [Activate("sorcerer", -1, pt) for pt in range(9)]
_FAMILIAR_POINTS = [((v, pt), Activate("familiar", v, pt)) for v, pt in D.FAMILIAR_SPACES]
_RUNE_POINTS = [[Activate("rune", t, pt) for pt in D.VANTAGE_POINTS[t]] for t in range(4)]
_SPACES_OF = {k: [(pt, s, len(allowed) > 1) for pt, spaces in enumerate(D.SPACES)
                  for s, allowed in enumerate(spaces) if k in allowed] for k in D.BASIC}
_CUBE_ACTIONS = {(k, c, pt, s, stack): CubeOn(k, c, pt, s + 1, stack) for k in D.BASIC for c in range(3)
                 for pt, s, _ in _SPACES_OF[k] for stack in (False, True)}
_NETHER = [Nether(c) for c in range(3)]


def _plain(value):
    return [_plain(v) for v in value] if isinstance(value, (tuple, list)) else value


def _encode(value, layout):
    """A zone as JSON data: a map as sorted [key, value] pairs (a tuple key as its text; values are ints,
    texts or flat tuples of ints), anything else with its tuples as lists."""
    if layout == MAP:
        return [[str(k) if type(k) is tuple else k, list(v) if type(v) is tuple else v]
                for k, v in sorted(value.items())]
    if layout == PILE:
        return list(value)
    return _plain(value)


class ConjuractionState(Setup, Effects, Passing, Determinized, GameState):
    """The whole position of a game of Mystical Conjuraction, and the rules that change it."""

    game = "conjuraction"
    parameter_spec = PARAMETERS          # setup arguments' bounds, checked by the core
    action_type = Action
    log_words = EN
    speech = SPEECH
    decision_kinds = KINDS
    zones = ZONES                        # clone, fingerprint and conservation derive from it
    parser = PARSER                      # reads action text (mandrapy.conjuraction.parsing)
    forced_public = True                 # no hidden information in any action: a forced one is said to all
    # ismcts's default budget; a random game lasts 900 to 1,700 decisions: it plays 10, then values the forges.
    player_word = PLAYER                # a player in each language, from the glossary (hints)
    search_iterations, search_cutoff, margin_scale = 300, 10, 8.0
    reshuffled = ()                      # the cards of each reshuffle (public; see .sampler)

    # ------------------------------------------------------------------ setup (rulebook "Setup")
    @classmethod
    def new(cls, players: int = 2, seed: int | None = None, characters=None, first_player=None,
            friendly: bool = False) -> "ConjuractionState":
        state = cls.blank(players, seed, characters, first_player, friendly)
        for plane in range(3):                                   # SET-06: planes in order, row-major
            for cell in state.cells:
                cube = state.draw_cube()
                state.offers[(plane, cell)] = (cube,)
        state.deck = list(CARDS)
        state.rng.shuffle(state.deck)                            # SET-09
        for slot in range(D.CARD_OFFER[players]):
            state.card_offer[slot] = state.deck.pop()
        state.note("setup", players=players, friendly=friendly)
        if state.given_characters is not None:
            state.character = list(state.given_characters)
        else:
            for p in range(players):
                state.decisions.queue(Frame.of(DRAFT, p))
        state.settle()
        return state

    @classmethod
    def blank(cls, players: int = 2, seed: int | None = None, characters=None, first_player=None,
              friendly: bool = False) -> "ConjuractionState":
        """The arguments checked; empty zones, every cube in the bag, every card and supply in the box (the
        start of :meth:`new`, and of :func:`~mandrapy.conjuraction.position.from_position`)."""
        cls.check_parameters(dict(players=players, seed=seed, characters=characters, first_player=first_player,
                                  friendly=friendly), "Mystical Conjuraction")
        if seed is None:
            seed = random.randrange(2**32)
        if characters is not None:
            characters = tuple(" ".join(c.lower().split()) if isinstance(c, str) else c for c in characters)
            unknown = [c for c in characters if c not in D.CHARACTERS]
            if len(characters) != players or unknown or len(set(characters)) != players:
                close = closest(str(unknown[0]), list(D.CHARACTER_KEYS)) if unknown else None
                why = (f"{unknown[0]!r} is not a character{f' (did you mean {close!r}?)' if close else ''}"
                       if unknown else
                       f"{len(characters)} names for {players} players" if len(characters) != players else
                       "a character is named twice (each character plays once, rulebook 'Setup')")
                raise InvalidPosition(f"Mystical Conjuraction: characters: {why}; give {players} different "
                                      f"names among {', '.join(D.CHARACTER_KEYS)}")
        state = cls.__new__(cls)
        state.players, state.seed, state.position = players, seed, None
        state.friendly, state.given_characters, state.given_first = friendly, characters, first_player
        state.rng = GameRandom(seed)
        ZONES.blank(state)
        state.decisions = DecisionStack()
        state.events = []
        state._cache = None
        state.start_history()
        state.lines = D.offer_lines(players)
        state.cells = D.offer_cells(players)
        state.bag = dict(enumerate(D.CUBES))
        state.charms = D.charms_for(players)
        state.blue = D.BLUE_TWINKS[players]
        state.rune_supply = {t: D.RUNES_PER_TYPE for t in range(4)}
        for p in range(players):
            state.circles[p] = {(c, k): 0 for c in range(3) for k in range(5)}
            state.runes_up[p] = {t: 0 for t in range(4)}
            state.runes_down[p] = {t: 0 for t in range(4)}
            state.start_mana[p] = {k: 0 for k in range(5)}
        if characters is not None:
            state.character = list(characters)
        return state

    @classmethod
    def create(cls, parameters: dict, seed, position) -> "ConjuractionState":
        if position is not None:
            from .position import from_position
            if not isinstance(position, dict):
                raise InvalidPosition("the record's position must be a dict")
            return from_position(seed=seed, **parameters, **position)
        return cls.new(seed=seed, **parameters)

    def parameters(self) -> dict:
        return {"players": self.players, "characters": list(self.given_characters) if self.given_characters
                else None, "first_player": self.given_first, "friendly": self.friendly}

    # ------------------------------------------------------------------ the decision machine
    def advance(self) -> bool:
        if self.phase != "play":
            return self._setup_step()
        if self.in_turn:
            self.in_turn = False
            return self._after_turn()
        return False

    def _start_turn(self, p: int) -> None:
        self.current, self.in_turn = p, True
        self.open_turn(p)                      # "undo my turn" goes back before the starting mana or swap too
        self.glyph_used = self.main_done = False
        if self.character[p] == "alaeric":
            self.black_moves = sum(self.circles[p][(c, D.NETHER)] for c in range(3))
        self.decisions.push(Frame.of(TURN, p))
        if self.character[p] == "jenetta" and not self.jenetta_asked[p] and self.wild[p] is not None:
            self.jenetta_asked[p] = True
            self.decisions.push(Frame.of(JEN_SWAP, p))
        if not self.started[p]:
            self.started[p] = True
            self.decisions.push(Frame.of(START_MANA, p, main=-1, extra=-1))

    def _after_turn(self) -> bool:
        """Rulebook "Passing" step 9 and "End-of-the Round Phase": who plays next."""
        c, n = self.current, self.players
        waiting = [p for p in range(n) if not self.passed[p]]
        if not waiting:
            return self.end_round()
        if self.passed[c] and len(waiting) == 1 and self.last_player is None:
            self.last_player, self.bonus = waiting[0], 0         # one more regular turn
            self.note("last", player=waiting[0])
            self._start_turn(waiting[0])
            return True
        if not self.passed[c] and c == self.last_player:
            self.in_turn = True
            self.open_turn(c)                  # a bonus turn begins with the choice to pay for it
            self.decisions.push(Frame.of(LAST, c))
            return True
        nxt = next(p for p in ((c + k) % n for k in range(1, n + 1)) if not self.passed[p])
        self._start_turn(nxt)
        return True

    def options(self, frame: Frame) -> list:
        cache = self._cache
        if cache is not None and cache[0] is frame:
            return cache[1]
        kind = frame.kind
        if kind is AUTO:
            found = []
        else:
            found = getattr(self, "_options_" + kind.code)(frame)
            if found and self.black_moves and kind.code in BLACK_MOVES and not any(type(a) is Move for a in found):
                found = found + self._black_moves(frame.player)      # G-07: at any of his decisions
        self._cache = (frame, found)
        return found

    def why_not_now(self, frame: Frame, action):
        # the decision itself too, so another language words its prompt (speech.py)
        return DECISION_PENDING.format(player=frame.player, prompt=frame.prompt(), decision=frame)

    def forget_options(self) -> None:
        super().forget_options()
        self._cache = None

    def why_not(self, frame: Frame, action):
        options = self.options(frame)
        for option in options:                   # the chosen value itself, usually: no equality tests
            if option is action:
                return None
        return None if action in options else super().why_not(frame, action)

    def resolve(self, frame: Frame, action) -> None:
        self._cache = None
        if type(action) is Move and frame.kind.code in BLACK_MOVES:   # G-07: the same decision is asked again
            self._move_black(frame.player, action)
            self.decisions.push(frame)
            return
        getattr(self, "_resolve_" + frame.kind.code)(frame, action)

    def skip(self, frame: Frame) -> None:
        self._cache = None
        if frame.kind is AUTO:
            getattr(self, "_auto_" + frame["step"])(frame)
        else:
            handler = getattr(self, "skip_" + frame.kind.code, None)
            if handler is not None:
                handler(frame)

    # ------------------------------------------------------------------ the turn menu (rulebook "Sequence of Play")
    def _options_turn(self, f):
        p = f.player
        found = [] if self.glyph_used else [Pass()]
        if not self.main_done:
            found += self._main_actions(p)
        if not self.glyph_used and self.glyphs[p]:
            found += [Activate("glyph", -1, pt) for pt in range(9)]
        found += self._black_moves(p)
        return found

    def _main_actions(self, p) -> list:
        found = []
        offers = self.offers
        if not self.sorcerer_used[p]:
            found += [a for a, keys in _LINE_ACTIONS[self.players]["sorcerer"]
                      if any(map(offers.__getitem__, keys))]
            found += _SORCERER_POINTS
        if self.familiars_used[p] < self.familiars[p]:
            found += [a for a, keys in _LINE_ACTIONS[self.players]["familiar"]
                      if any(map(offers.__getitem__, keys))]
            found += [a for (v, pt), a in _FAMILIAR_POINTS if (v, pt) not in self.familiar_at]
        for t in range(4):
            if self.runes_up[p][t]:
                found += _RUNE_POINTS[t]
        circles, spaces, friendly = self.circles[p], self.spaces, self.friendly
        stack = self.character[p] == "norwell" and not self.norwell_used[p]
        for k in D.BASIC:
            held = [c for c in range(3) if circles[(c, k)]]
            if not held:
                continue
            for pt, s, dual in _SPACES_OF[k]:
                taken = (pt, s) in spaces
                if taken and not (stack and (pt, s) not in self.stacked):
                    continue
                if friendly and dual and any(sp == (k,) and (pt, i) not in spaces
                                             for i, sp in enumerate(D.SPACES[pt])):
                    continue                                     # G-20: single-colour spaces first
                found += [_CUBE_ACTIONS[(k, c, pt, s, taken)] for c in held]
        if not self.nether_used:
            need = D.ALAERIC_NETHER if self.character[p] == "alaeric" else D.NETHER_COST
            found += [_NETHER[c] for c in range(3) if circles[(c, D.NETHER)] >= need]
        return found

    def _black_moves(self, p) -> list:
        """CHR-ALA-3 (G-07): Alaeric moves one free black between circles at any of his own decisions in his
        turn (effects, passing and the bonus payment included), within his turn's budget."""
        if self.character[p] != "alaeric" or not self.black_moves or p != self.current or not self.in_turn:
            return []
        return [Move(D.NETHER, a, b) for a in range(3) for b in range(3)
                if a != b and self.circles[p][(a, D.NETHER)] and self.room(p, b)]

    def _resolve_turn(self, f, a):
        p = f.player
        if isinstance(a, Pass):
            self.begin_pass(p)
            return
        if isinstance(a, Move):
            self._move_black(p, a)
            self.decisions.push(Frame.of(TURN, p, again=True))
            return
        if isinstance(a, Activate) and a.worker == "glyph":      # glyph before the main action (G-10)
            self.decisions.push(Frame.of(TURN, p, again=True))
            self._use_glyph(p, a.point)
            return
        self.main_done = True
        self.decisions.push(Frame.of(AFTER, p))
        if isinstance(a, TakeLine):
            if a.worker == "sorcerer":
                self.sorcerer_used[p] = True
            else:
                self.familiars_used[p] += 1
            self.note("take_line", player=p, worker=a.worker, plane=a.plane, kind=a.kind, number=a.number)
            self.take_line(p, a.plane, a.kind, a.number)
        elif isinstance(a, Activate):
            if a.worker == "sorcerer":
                self.sorcerer_used[p] = True
            elif a.worker == "familiar":
                self.familiars_used[p] += 1
                self.familiar_at[(a.vantage, a.point)] = p
            else:
                self.runes_up[p][a.vantage] -= 1
                self.runes_down[p][a.vantage] += 1
            self.note("activate", player=p, worker=a.worker, vantage=a.vantage, point=a.point)
            self.activate(p, a.point)
        elif isinstance(a, CubeOn):
            self.circles[p][(a.circle, a.colour)] -= 1
            if a.stack:
                self.norwell_used[p] = True
                self.stacked[(a.point, a.space - 1)] = a.colour
            else:
                self.spaces[(a.point, a.space - 1)] = a.colour
            self.note("cube", player=p, colour=a.colour, point=a.point, space=a.space, stack=a.stack)
            self.activate(p, a.point)
        elif isinstance(a, Nether):
            need = D.ALAERIC_NETHER if self.character[p] == "alaeric" else D.NETHER_COST
            self.circles[p][(a.circle, D.NETHER)] -= need
            self.nether += need
            self.nether_used = True
            self.note("nether", player=p, count=need)
            self.decisions.push(Frame.of(NETHER_POINT, p))

    def _options_nether_point(self, f):
        return [Activate("nether", -1, pt) for pt in range(9)]

    def _resolve_nether_point(self, f, a):
        self.note("activate", player=f.player, worker="nether", vantage=-1, point=a.point)
        self.activate(f.player, a.point)

    def _options_after(self, f):
        p = f.player
        found = [EndTurn()]
        if not self.glyph_used and self.glyphs[p]:
            found += [Activate("glyph", -1, pt) for pt in range(9)]
        return found + self._black_moves(p)

    def _resolve_after(self, f, a):
        p = f.player
        if isinstance(a, EndTurn):
            return
        self.decisions.push(Frame.of(AFTER, p))
        if isinstance(a, Move):
            self._move_black(p, a)
        else:
            self._use_glyph(p, a.point)

    def _use_glyph(self, p, point):
        self.glyph_used = True
        self.glyphs[p] -= 1
        self.glyph_supply += 1                                   # GLY-02: back to the supply
        self.note("activate", player=p, worker="glyph", vantage=-1, point=point)
        self.activate(p, point)

    def _move_black(self, p, a):
        self.black_moves -= 1
        self.circles[p][(a.source, D.NETHER)] -= 1
        self.circles[p][(a.target, D.NETHER)] += 1
        self.note("move", player=p, colour=D.NETHER, source=a.source, target=a.target)

    # ------------------------------------------------------------------ helpers
    def room(self, p, circle) -> int:
        c = self.circles[p]
        return D.CIRCLE_ROOM - c[(circle, 0)] - c[(circle, 1)] - c[(circle, 2)] - c[(circle, 3)] - c[(circle, 4)]

    def free_forges(self, p) -> list:
        return [g for g in range(3) if g not in self.forges[p]]

    def draw_cube(self, basic: bool = False):
        """A random cube from the bag (weighted by its colours in a fixed order), None if none (G-16).
        ``basic``: blacks drawn are put back and the draw repeated (setup step 22)."""
        bag = self.bag
        while True:
            total = sum(bag[k] for k in (D.BASIC if basic else range(5)))
            if not total:
                return None
            r = self.rng.randrange(sum(bag.values()))
            for k in range(5):
                r -= bag[k]
                if r < 0:
                    break
            if basic and k == D.NETHER:
                continue
            bag[k] -= 1
            return k

    def draw_card(self):
        """The top card of the draw pile; an empty pile is the shuffled discard pile (G-15)."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck, self.discard = self.discard, []
            self.reshuffled += (frozenset(self.deck),)
            self.rng.shuffle(self.deck)
            self.note("reshuffle", cards=len(self.deck))
        return self.deck.pop()

    # ------------------------------------------------------------------ copies, saves, views
    def clone(self) -> "ConjuractionState":
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        ZONES.copy_into(self, twin)
        twin.rng = self.rng.copy()
        twin.decisions = self.decisions.copy()
        twin.events = list(self.events)
        twin._cache = None
        self.copy_history_to(twin)
        return twin

    def to_dict(self) -> dict:
        """Every zone as JSON-able data (a flat encoding of the zone table: fast enough to call every move)."""
        facts = {}
        for zone in ZONES:
            value = getattr(self, zone.name)
            facts[zone.name] = [_encode(v, zone.layout) for v in value] if zone.per_seat else _encode(value, zone.layout)
        facts["decisions"] = self.decisions.to_json()
        facts["rng"] = self.rng.state()
        return facts

    def scores(self) -> tuple:
        return tuple(self.score)

    def view(self, player: int | None = None):
        from .view import make_view
        return attach(make_view(self, player), self, player)

    def evaluate(self) -> tuple:
        from .bots import evaluate
        return evaluate(self)

    def sampler(self, seat: int):
        from .sampler import ConjuractionSampler
        return ConjuractionSampler(self, seat)

    def summary(self) -> str:
        if self.is_over:
            return f"{self.players} players, over, scores {self.scores()}"
        return f"{self.players} players, round {self.round}, player {self.to_play} to play"

    def __str__(self) -> str:
        from .view import render_text
        speech = speech_of(self)
        return (speech.text if speech is not None and speech.text else render_text)(self.view(None))

"""Mystical Conjuraction's rules: setup and the round and turn machine.

The turn menu lives in :mod:`.turn`, the imbuement points in :mod:`.effects`, passing, completion, cleanup and
the end in :mod:`.passing`. Every decision is a frame on the core's DecisionStack (kinds in :mod:`.kinds`, how
each is answered in :mod:`.handlers`); cube
subsets are chosen one cube at a time. All chance comes from the game's GameRandom in a fixed order.

>>> s = ConjuractionState.new(players=2, seed=1, characters=("norwell", "steffan"))
>>> s.decision.code, s.to_play
('steffan_rune', 1)
"""

from __future__ import annotations

from dataclasses import replace

from ..core.decisions import DecisionStack, Frame
from ..core.determinize import Determinized
from ..core.errors import InvalidPosition
from ..core.rng import GameRandom, chosen_seed
from ..core.state import DECISION_PENDING, GameState
from ..core.validate import closest
from ..core.zones import MAP, OWNER, PILE, SECRET, VALUE, Zone, Zones
from . import data as D
from .actions import Action
from .cards import CARDS
from .effects import Effects
from .log import EN
from .numbering import renumbered_facts, renumbered_record
from .limits import PARAMETERS
from .kinds import DRAFT, JEN_SWAP, KINDS, LAST, START_MANA, TURN, frame_of
from .parsing import PARSER
from .passing import Passing
from .refusals import refusal
from .setup import Setup
from .speech import SPEECH
from .view import make_view, render_text
from .glossary import PLAYER
from .handlers import DISPATCH
from .turn import TurnMenu


def _pairs(value: dict) -> list:
    """A map zone as JSON data: sorted [key, value] pairs (a tuple key as its text; values are ints, texts or
    flat tuples of ints)."""
    return [[str(k) if type(k) is tuple else k, list(v) if type(v) is tuple else v] for k, v in sorted(value.items())]


def _saved_as_ever(*zones: Zone) -> tuple:
    """Conjuraction's saves have always held maps as pairs and piles' cards as numbers."""
    return tuple(replace(zone, encode_with=_pairs) if zone.layout == MAP else
                 replace(zone, encode_with=list) if zone.layout == PILE else zone for zone in zones)


ZONES = Zones(*_saved_as_ever(
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
))


_CIRCLE_KEYS = [tuple((circle, k) for k in range(5)) for circle in range(3)]    # a circle's keys in a seat's circles


class ConjuractionState(TurnMenu, Setup, Effects, Passing, Determinized, GameState):
    """The whole position of a game of Mystical Conjuraction, and the rules that change it."""

    game = "conjuraction"
    parameter_spec = PARAMETERS          # setup arguments' bounds, checked by the core
    position_builder = "mandrapy.conjuraction.position:from_position"
    action_type = Action
    log_words = EN
    speech = SPEECH
    make_view, render_text = staticmethod(make_view), staticmethod(render_text)
    decision_kinds = KINDS
    dispatch = DISPATCH                  # each kind's options, resolve and skip (see .handlers)
    zones = ZONES                        # clone, fingerprint and conservation derive from it
    parser = PARSER                      # reads action text (mandrapy.conjuraction.parsing)
    forced_public = True                 # no hidden information in any action: a forced one is said to all
    renumbered_record = staticmethod(renumbered_record)    # records from when rows and squares counted from 1
    renumbered_facts = staticmethod(renumbered_facts)
    # ismcts's default budget; a random game lasts 900 to 1,700 decisions: it plays 10, then values the forges.
    player_word = PLAYER                # a player in each language, from the glossary (hints)
    search_iterations, search_cutoff, margin_scale = 300, 10, 8.0
    reshuffled = ()                      # the cards of each reshuffle (public; see .sampler)
    # the research face (core/research.py): every action as a stable id, a view as a tensor
    action_space = "mandrapy.conjuraction.action_ids:ACTION_SPACE"
    observation = "mandrapy.conjuraction.tensor:OBSERVATION"

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
        seed = chosen_seed(seed)
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

    def start_turn(self, p: int) -> None:
        """``p``'s turn begins: the turn menu, after the starting mana and Jenetta's swap on a first turn."""
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
            self.decisions.push(frame_of(START_MANA, p, main=-1, extra=-1))

    def _after_turn(self) -> bool:
        """Rulebook "Passing" step 9 and "End-of-the Round Phase": who plays next."""
        c, n, passed = self.current, self.players, self.passed
        waiting = [p for p in range(n) if not passed[p]]
        if not waiting:
            return self.end_round()
        if passed[c] and len(waiting) == 1 and self.last_player is None:
            self.last_player, self.bonus = waiting[0], 0         # one more regular turn
            self.note("last", player=waiting[0])
            self.start_turn(waiting[0])
            return True
        if not passed[c] and c == self.last_player:
            self.in_turn = True
            self.open_turn(c)                  # a bonus turn begins with the choice to pay for it
            self.decisions.push(Frame.of(LAST, c))
            return True
        after = [p for p in waiting if p > c]                    # the next seat round the table still playing
        self.start_turn(after[0] if after else waiting[0])
        return True

    def why_not_now(self, frame: Frame, action):
        # the decision itself too, so another language words its prompt (speech.py)
        return DECISION_PENDING.format(player=frame.player, prompt=frame.prompt(), decision=frame)

    def why_not(self, frame: Frame, action):
        options = self.kept_options(frame)
        for option in options:                   # the chosen value itself, usually: no equality tests
            if option is action:
                return None
        if action in options:
            return None
        return refusal(self, frame, action) or super().why_not(frame, action)     # the rule broken, if known

    # ------------------------------------------------------------------ helpers
    def room(self, p, circle) -> int:
        c = self.circles[p]
        essence, energy, arcana, plasma, nether = _CIRCLE_KEYS[circle]
        return D.CIRCLE_ROOM - c[essence] - c[energy] - c[arcana] - c[plasma] - c[nether]

    def free_forges(self, p) -> list:
        return [g for g in range(3) if g not in self.forges[p]]

    def draw_cube(self, basic: bool = False):
        """A random cube from the bag (weighted by its colours in a fixed order), None if none (G-16).
        ``basic``: blacks drawn are put back and the draw repeated (setup step 22)."""
        bag = self.bag
        while True:
            if not bag[0] + bag[1] + bag[2] + bag[3] + (0 if basic else bag[D.NETHER]):
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
    def scores(self) -> tuple:
        return tuple(self.score)

    def score_breakdown(self, seat: int) -> dict:
        """Points come from completed spells only: the formulas ``seat`` covered, and their points."""
        return {"formulas": len(self.covered[seat]), "total": self.score[seat]}

    def evaluate(self) -> tuple:
        from .bots import evaluate
        return evaluate(self)

    def sampler(self, seat: int):
        from .sampler import ConjuractionSampler
        return ConjuractionSampler(self, seat)

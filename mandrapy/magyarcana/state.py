"""Magyarcana's rules: setup, the three turn actions, suit and special powers, control, the end.

:class:`MagyarcanaState` is plain Python. A turn is one action (use a territory you control, play a card,
or refill) followed by the steps its power takes, each a choice for the player whose turn it is (a step
with a single possible answer is applied at once; a step with none has no effect). Dice come from the
game's own seeded random source, so a replay reproduces every roll.

>>> s = MagyarcanaState.new(seed=2)
>>> sorted({type(a).__name__ for a in s.legal_actions()})
['PlayCard', 'Refill', 'UseTerritory']
"""

from __future__ import annotations

from operator import attrgetter

from ..core.decisions import DecisionStack, Frame
from ..core.determinize import Determinized
from ..core.rng import GameRandom, chosen_seed
from ..core.state import GameState
from ..core.zones import COUNTS, MAP, OWNER, PILE, SECRET, TABLE, Zone, Zones
from . import data
from .limits import PARAMETERS
from .actions import PARSER
from .actions import Action
from .cards import CARDS, HOMES, Card
from .choices import Choices
from .powers import DISPATCH, Powers
from .geometry import Shape
from .log import END_REASONS, EN, freeze
from .speech import SPEECH
from .steps import KINDS, TURN
from .view import make_view, render_text
from .glossary import PLAYER


def _name(card: Card) -> str:
    return card.name


_code = attrgetter("code")          # sorting cards by their code: their order, without calling Card.__lt__

def _cards_by_cell(territories: dict) -> list:
    return [[x, y, card.name] for (x, y), card in sorted(territories.items())]


def _minions_by_cell(minions: dict) -> list:
    return [[x, y, owner, pips, n] for (x, y), here in sorted(minions.items())
            for (owner, pips), n in sorted(here.items())]


# Every zone of a position, once: blank setup, clone, to_dict and the card count come from this table.
ZONES = Zones(
    Zone("territories", MAP, conserved=True, encode_with=_cards_by_cell),        # cell -> card
    Zone("minions", TABLE, encode_with=_minions_by_cell),                         # cell -> {(owner, pips): count}
    Zone("supply", COUNTS, per_seat=True, encode_with=lambda s: [s[k] for k in sorted(s)]),
    Zone("hands", PILE, per_seat=True, visible=OWNER, conserved=True, component_name=_name),
    Zone("deck", PILE, visible=SECRET, conserved=True, component_name=_name),   # top last
    Zone("discard", PILE, conserved=True, component_name=_name),
    Zone("reshuffles", default=0),
    Zone("current", default=0),
    Zone("turn", default=1),
    Zone("in_play", conserved=True, encode_with=lambda card: None if card is None else card.name),
    Zone("last_roll", encode_with=lambda roll: None if roll is None else roll.to_dict()),   # a Roll fact
    Zone("is_over", default=False),
    Zone("end_reason"),                                                      # a code of log.END_REASONS
)


def holds(here: dict, owner: int) -> bool:
    """Whether ``owner`` controls a territory whose minions are ``here`` ({(owner, pips): count}): at least one
    minion there and at least the opponent's pips (rulebook "Scoring"; a tie: both control)."""
    mine = theirs = 0
    for (o, p), n in here.items():
        if o == owner:
            mine += p * n
        else:
            theirs += p * n
    return mine > 0 and mine >= theirs


class MagyarcanaState(Powers, Choices, Determinized, GameState):
    """The whole position and the rules that change it. Player 0's home is the Under of Acorns."""

    game = "magyarcana"
    parser = PARSER                      # reads action text (see actions.py)
    forced_public = True                 # every action is public (the discard pile is face up)
    action_type = Action
    parameter_spec = PARAMETERS          # setup arguments' bounds, checked by the core
    position_builder = "mandrapy.magyarcana.position:from_position"
    players = 2
    decision_kinds = KINDS
    dispatch = DISPATCH                  # each kind's options and resolve (see .powers)
    zones = ZONES
    player_word = PLAYER                # a player in each language, from the glossary (hints)
    search_iterations = 200          # the ismcts player's default budget (see core.search_player)
    # Random moves undo control at once: the search values the board where its tree ends (no random playout),
    # its tree over whole turns (finish_turn below).
    search_cutoff, margin_scale, margins_seen = 0, 12.0, True     # margins scaled to those seen (core.ismcts)
    reshuffled = ()            # the cards of each reshuffle (public: a sampler's deck comes from the last)
    _shape: Shape | None = None      # the layout's facts (see shape()), None until asked after a change

    @property
    def rng(self) -> GameRandom:
        """The game's random source, copied on write: a clone shares its original's until either of them
        draws (or reads it), then that one takes its own copy. The search clones a state for every option
        it values, and few of them roll a die. ``_rng`` is (generator, shared): a generator shared is never
        drawn from. (One attribute, not two: past 29 attributes an instance loses CPython's compact
        dictionary, and every attribute read of the rules gets slower.)"""
        generator, shared = self._rng
        if shared:
            generator = generator.copy()
            self._rng = (generator, False)
        return generator

    @rng.setter
    def rng(self, generator: GameRandom) -> None:
        self._rng = (generator, False)

    # ------------------------------------------------------------------------------ setup
    @classmethod
    def new(cls, seed: int | None = None, first_player: int | None = None) -> "MagyarcanaState":
        """A game set up by the rulebook ("Setup"), shuffled by ``seed``."""
        state = cls.blank(seed)
        for owner, (home, cell) in enumerate(zip(HOMES, data.HOME_CELLS)):
            state.put_territory(cell, home)
            state.add_minion(cell, owner, 1)
            state.supply[owner][1] -= 1
        state.deck = [card for card in CARDS if card not in HOMES]
        state.rng.shuffle(state.deck)
        for cell in data.STARTING_CELLS:
            state.put_territory(cell, state.deck.pop())
        for hand in state.hands:
            hand.extend(state.deck.pop() for _ in range(data.HAND_SIZE))
            hand.sort(key=_code)
        drawn = state.rng.randrange(2)            # always drawn, so a given first player keeps the RNG in step
        if first_player is None:
            first_player = drawn
        elif first_player not in (0, 1):
            raise ValueError("first_player must be 0 or 1")
        state.current = state.first_player = first_player
        state.decisions.push(Frame(TURN, first_player))
        state._say("setup", first=first_player)
        return state

    @classmethod
    def blank(cls, seed: int | None) -> "MagyarcanaState":
        """The seed checked; an empty board, every minion in the supply, no card dealt, no turn asked (the start
        of :meth:`new`, and of :func:`~mandrapy.magyarcana.position.from_position`)."""
        seed = chosen_seed(seed)
        state = cls.__new__(cls)
        state.seed, state.position = seed, None
        state.rng = GameRandom(seed)
        ZONES.blank(state)
        state.supply = [dict(data.MINIONS) for _ in range(cls.players)]
        state.cells = {}                               # card -> cell: the index of territories
        state.first_player = 0
        state.decisions = DecisionStack()
        state.start_history()
        state.events = []
        return state

    def parameters(self) -> dict:
        return {"first_player": self.first_player}

    # ------------------------------------------------------------------------------ reading the board
    def pips(self, cell: tuple, owner: int) -> int:
        total = 0
        for (o, p), n in self.minions.get(cell, {}).items():     # a loop: twice as fast as sum() of a generator
            if o == owner:
                total += p * n
        return total

    def minion_count(self, cell: tuple) -> int:
        return sum(self.minions.get(cell, {}).values())

    def load(self, cell: tuple) -> int:
        """What counts against capacity: pips on a number card, minions on a face card."""
        card = self.territories[cell]
        if card.is_face:
            return self.minion_count(cell)
        return sum(p * n for (_, p), n in self.minions.get(cell, {}).items())

    def has_room(self, cell: tuple, pips: int) -> bool:
        """Whether one more minion of ``pips`` fits (rulebook "Territorial limits"): :meth:`load`, inlined (the
        options of most steps ask it of every territory)."""
        card, here = self.territories[cell], self.minions.get(cell)
        if not here:
            return (1 if card.is_face else pips) <= card.capacity
        if card.is_face:
            return sum(here.values()) + 1 <= card.capacity
        load = pips
        for (_, p), n in here.items():
            load += p * n
        return load <= card.capacity

    def controls(self, owner: int, cell: tuple) -> bool:
        """At least one minion there and at least the opponent's pips (a tie: both control)."""
        here = self.minions.get(cell)
        return bool(here) and holds(here, owner)

    def shape(self) -> Shape:
        """The facts of the territories' layout (order, groups, open cells, moves' reach), kept until a
        territory is put or lifted (only :meth:`put_territory` and :meth:`_lift` change the territories)."""
        shape = self._shape
        if shape is None:
            shape = self._shape = Shape(self.territories, data.EMPTY_BOARD_CELL, data.WORLD_EDGE)
        return shape

    def forget_options(self) -> None:
        """After editing the zones by hand: the layout's facts are forgotten too."""
        super().forget_options()
        self._shape = None

    def controlled_cells(self, owner: int) -> set:
        """The cells ``owner`` :meth:`controls`, in one pass over the minions."""
        return {cell for cell, here in self.minions.items() if holds(here, owner)}

    def minions_of(self, owner: int) -> list:
        """(cell, pips) of each distinct minion size ``owner`` has on each territory."""
        found = [(cell, p) for cell, here in self.minions.items() for (o, p) in here if o == owner]
        found.sort()
        return found

    def prompt(self) -> str:
        """What must be decided now, in English (other languages word ``decision`` by its code)."""
        if self.is_over:
            return f"The game is over ({END_REASONS[self.end_reason]})."
        frame = self.decision
        return f"Player {frame.player}: {frame.prompt()}."

    # ------------------------------------------------------------------------------ applying
    def skip(self, frame: Frame) -> None:
        self._say("no_effect", step=frame.code)

    def advance(self) -> bool:
        """The turn's power is resolved: the played card goes to the discard pile; the other player's turn."""
        if self.in_play is not None:
            self.discard.append(self.in_play)
            self.in_play = None
        self.current = 1 - self.current
        self.turn += 1
        self.decisions.push(Frame.of(TURN, self.current))
        return True

    # ------------------------------------------------------------------------------ helpers
    def put_territory(self, cell: tuple, card: Card) -> None:
        """``card`` becomes the territory at ``cell`` (nothing checked: the rules and positions check first)."""
        self.territories[cell] = card
        self.cells[card] = cell
        shape = self._shape
        if shape is not None:
            self._shape = shape.with_territory(cell, card)

    def _lift(self, cell: tuple) -> None:
        card = self.territories.pop(cell)
        del self.cells[card]
        self._shape = None
        self.discard.append(card)

    def _take_card(self, card: Card) -> None:
        if card is self.in_play:
            self.in_play = None
        else:
            self.hands[self.current].remove(card)

    def add_minion(self, cell: tuple, owner: int, pips: int) -> None:
        """One more minion of ``owner`` and ``pips`` at ``cell`` (its supply is the caller's to count)."""
        here = self.minions.setdefault(cell, {})
        here[(owner, pips)] = here.get((owner, pips), 0) + 1

    def _remove_minion(self, cell: tuple, owner: int, pips: int) -> None:
        here = self.minions[cell]
        here[(owner, pips)] -= 1
        if not here[(owner, pips)]:
            del here[(owner, pips)]
            if not here:
                del self.minions[cell]

    def _shift(self, source: tuple, owner: int, pips: int, target: tuple) -> None:
        self._remove_minion(source, owner, pips)
        self.add_minion(target, owner, pips)

    def _prune(self) -> None:
        """Rulebook "Disconnected territories": every connected group holding no minion is removed."""
        found = self.shape().groups               # in a fixed order: the discard pile must replay the same
        if len(found) < 2 and self.minions:
            return
        for group in found:
            if not any(cell in self.minions for cell in group):
                cards = tuple(self.territories[cell] for cell in group)
                for cell in group:
                    self._lift(cell)
                self._say("pruned", cards=cards)

    def _draw(self, count: int) -> None:
        """Draw ``count`` cards; an empty deck is refilled from the discard pile ("End of the game")."""
        hand = self.hands[self.current]
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    self._end("no_cards")
                    return
                if self.reshuffles >= data.MAX_RESHUFFLES:
                    self._end("third_reshuffle")
                    return
                self.deck, self.discard = self.discard, []
                self.reshuffled += (frozenset(self.deck),)
                self.rng.shuffle(self.deck)
                self.reshuffles += 1
                self._say("reshuffle", number=self.reshuffles, most=data.MAX_RESHUFFLES)
            hand.append(self.deck.pop())
        hand.sort(key=_code)
        if count:
            self._say("draw", player=self.current, count=count)

    def _end(self, reason: str) -> None:
        self.is_over = True
        self.end_reason = reason
        self.decisions.clear()
        if self.in_play is not None:              # a game ending mid-power still discards the played card
            self.discard.append(self.in_play)
            self.in_play = None
        scores = self.scores()
        winners = self.winners()
        result = ("result_both", ()) if len(winners) == 2 else ("result_one", freeze({"winner": winners[0]}))
        self._say(f"end_{reason}", score0=scores[0], score1=scores[1], result=result)

    # ------------------------------------------------------------------------------ scoring
    def controlled(self, owner: int) -> list:
        held = self.controlled_cells(owner)
        return [card for cell, card in self._by_card() if cell in held]

    def scores(self) -> tuple:
        """Rulebook "Scoring": each controlled territory's number, 11 for a face (both score a tie)."""
        return tuple(sum(card.points for card in self.controlled(owner)) for owner in (0, 1))

    def score_breakdown(self, seat: int) -> dict:
        """Rulebook "Scoring": the controlled number cards' values, the faces' 11 each, how many territories."""
        cards = self.controlled(seat)
        faces = sum(card.points for card in cards if card.is_face)
        numbers = sum(card.points for card in cards) - faces
        return {"numbers": numbers, "faces": faces, "territories": len(cards), "total": numbers + faces}

    def winners(self) -> tuple:
        if not self.is_over:
            return ()
        keys = [(self.scores()[owner], len(self.controlled(owner))) for owner in (0, 1)]
        best = max(keys)
        return tuple(owner for owner in (0, 1) if keys[owner] == best)

    # ------------------------------------------------------------------------------ records
    def _say(self, code: str, **params) -> None:
        """Log event ``code`` with its values (see :mod:`.log`); Magyarcana's log has no secrets."""
        self.events.append((code, params))         # frozen when read: random playouts never read the log

    log_words = EN
    speech = SPEECH                      # French: the log, refusals, prompts and text picture (speech.py)
    make_view, render_text = staticmethod(make_view), staticmethod(render_text)
    # The research face (core/research.py): every action's id, and the view as numbers.
    action_space, observation = "mandrapy.magyarcana.action_ids:ACTION_SPACE", "mandrapy.magyarcana.tensor:OBSERVATION"

    def seen_event(self, event, player: int | None) -> tuple:
        if len(event) > 2:                           # the core's own events (note): maybe with a private part
            return super().seen_event(event, player)
        return event[0], freeze(event[1])

    def clone(self) -> "MagyarcanaState":
        """An independent copy. The search clones for every option it values: each zone holding several
        things is copied here by hand (tests/magyarcana/test_clone.py checks that none of ZONES is missed);
        the zones holding one value, and the layout's shape, come with ``__dict__``."""
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.territories, twin.cells = dict(self.territories), dict(self.cells)
        twin.minions = {cell: dict(here) for cell, here in self.minions.items()}
        twin.supply = [dict(owned) for owned in self.supply]
        twin.hands = [list(hand) for hand in self.hands]
        twin.deck, twin.discard = list(self.deck), list(self.discard)
        self._rng = twin._rng = (self._rng[0], True)
        twin.decisions = self.decisions.copy()
        self.copy_history_to(twin)
        twin.events = list(self.events)
        return twin

    def saved_extras(self) -> dict:
        return {"seed": self.seed}

    def evaluate(self) -> tuple:
        from .bots import evaluate
        return evaluate(self)

    def finish_turn(self, rng) -> None:
        """For the search: the rest of the mover's turn, each step the best for the board right after it."""
        from .bots import SEARCH_OPTIONS, finish_turn
        if not self.is_over:
            finish_turn(self, self.to_play, rng, SEARCH_OPTIONS)

    def sampler(self, seat: int):
        from .sampler import MagyarcanaSampler
        return MagyarcanaSampler(self, seat)

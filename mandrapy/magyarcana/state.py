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

import random
from collections import deque

from ..core.errors import Rule
from ..core.rng import GameRandom
from ..core.state import GAME_OVER, GameState
from . import data
from .limits import PARAMETERS
from .actions import (Action, AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny,
                      PlaceFromDiscard, PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip,
                      TakeFromDiscard, UseTerritory, parse)
from .cards import CARDS, HOMES, Card
from .log import END_REASONS, EN, freeze, say
from .geometry import groups, neighbours, open_cells, straight_destinations, turning_destinations

NOT_ON_BOARD = Rule("not_on_board", "{card} is not a territory on the board.")
NOT_CONTROLLED = Rule("not_controlled", "To use a territory's power you must control it: your pips there "
                                        "must be at least your opponent's (you have {mine}, they have {theirs}).")
NOT_IN_HAND = Rule("not_in_hand", "{card} is not in your hand: it is player {player}'s turn.")
NO_SPECIAL = Rule("no_special", "Only face cards (Under, Over, King, Ace) have a special power.")
NO_SUCH_CHOICE = Rule("no_such_choice", "There is no such choice to make now: play a turn action "
                                        "(use a territory, play a card, or refill).")
STEP_PENDING = Rule("step_pending", "First finish the power being resolved: {prompt}.")
NOT_A_CHOICE = Rule("not_a_choice", "That is not one of the choices now: {choices}.")
NO_ROOM = Rule("no_room", "{card} has no room for that minion (capacity {capacity}).")
NOT_YOUR_MINION = Rule("not_your_minion", "You have no {pips}-minion on {card}.")
TOO_FAR = Rule("too_far", "A {pips}-minion moves in a straight line, {steps}: it cannot reach {card}.")
NOT_A_MOVE = Rule("not_a_move", "A move must end on another territory (a minion may not move 0 spaces).")
GROW_LARGEST = Rule("grow_largest", "A minion grows one size at a time, up to {largest} pips.")
GROW_SUPPLY = Rule("grow_supply", "Growing swaps a minion for the next size from your supply: you have no "
                                  "{pips}-minion left.")
CELL_TAKEN = Rule("cell_taken", "A new territory goes on an empty cell next to the board.")
NOT_HIGHER = Rule("not_higher", "Leaves replaces a territory with a higher number card (or a face card with a "
                                "face card).")

PROMPTS = {
    "add_territory": "add a territory from your hand next to the board, or skip (Acorns)",
    "place_minion": "place a 1-minion on a territory with room (Acorns)",
    "expel": "choose an opponent's minion in a territory you occupy to expel (Bells)",
    "expel_plus_2": "choose an opponent's minion to expel, with +2 to your roll (King of Bells)",
    "expel_to": "choose the neighbouring territory the expelled minion goes to (Bells)",
    "move": "move one of your minions in a straight line (Hearts)",
    "move_turning": "move one of your minions, turning at any step (King of Hearts)",
    "move_any": "move any minion to any other territory with room (Ace of Hearts)",
    "grow_or_replace": "grow one of your minions, or replace a territory with a higher card (Leaves)",
    "take_discard": "take a card from the discard pile (King of Acorns)",
    "place_from_discard": "put a card from the discard pile on the board (Ace of Leaves)",
    "place_minion_optional": "you may place a 1-minion on the new territory (Ace of Leaves)",
    "remove_territory": "remove a territory from the board (King of Leaves)",
    "discard": "discard cards one by one, then choose done to draw back up to 6",
}


# The answers each step takes (anything else is answered with the step's prompt).
STEP_ACTIONS = {
    "add_territory": (AddTerritory, Skip), "place_minion": (PlaceMinion,), "expel": (Expel,),
    "expel_plus_2": (Expel,), "expel_to": (ExpelTo,), "move": (Move,), "move_turning": (Move,),
    "move_any": (MoveAny,), "grow_or_replace": (Grow, Replace), "take_discard": (TakeFromDiscard,),
    "place_from_discard": (PlaceFromDiscard,), "place_minion_optional": (PlaceMinion, Skip),
    "remove_territory": (RemoveTerritory,), "discard": (DiscardCard, Done),
}


class Step:
    """One step of a power still to resolve, with what it refers to."""

    __slots__ = ("kind", "data")

    def __init__(self, kind: str, data=None):
        self.kind, self.data = kind, data

    def to_dict(self) -> dict:
        def plain(value):                  # JSON-able all the way down: ((x, y), pips) -> [[x, y], pips]
            return [plain(v) for v in value] if isinstance(value, (tuple, list)) else value
        return {"kind": self.kind, "data": plain(self.data)}


class MagyarcanaState(GameState):
    """The whole position and the rules that change it. Player 0's home is the Under of Acorns."""

    game = "magyarcana"
    action_type = Action
    parameter_spec = PARAMETERS          # setup arguments' bounds, checked by the core
    players = 2

    # ------------------------------------------------------------------------------ setup
    @classmethod
    def new(cls, seed: int | None = None, first_player: int | None = None) -> "MagyarcanaState":
        """A game set up by the rulebook ("Setup"), shuffled by ``seed``."""
        state = cls._blank(seed)
        for owner, (home, cell) in enumerate(zip(HOMES, data.HOME_CELLS)):
            state._put(cell, home)
            state._add_minion(cell, owner, 1)
            state.supply[owner][1] -= 1
        state.deck = [card for card in CARDS if card not in HOMES]
        state.rng.shuffle(state.deck)
        for cell in data.STARTING_CELLS:
            state._put(cell, state.deck.pop())
        for hand in state.hands:
            hand.extend(state.deck.pop() for _ in range(data.HAND_SIZE))
            hand.sort()
        drawn = state.rng.randrange(2)            # always drawn, so a given first player keeps the RNG in step
        if first_player is None:
            first_player = drawn
        elif first_player not in (0, 1):
            raise ValueError("first_player must be 0 or 1")
        state.current = state.first_player = first_player
        state._say("setup", first=first_player)
        return state

    @classmethod
    def _blank(cls, seed) -> "MagyarcanaState":
        if seed is None:
            seed = random.randrange(2**32)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("seed must be a whole number")
        state = cls.__new__(cls)
        state.seed, state.position = seed, None
        state.rng = GameRandom(seed)
        state.territories, state.cells = {}, {}       # cell -> card, card -> cell
        state.minions = {}                             # cell -> {(owner, pips): count}
        state.supply = [dict(data.MINIONS), dict(data.MINIONS)]
        state.hands = [[], []]
        state.deck, state.discard = [], []             # deck: top last
        state.reshuffles = 0
        state.current = state.first_player = 0
        state.in_play = None                           # the card played this turn, until resolved
        state.pending = deque()
        state.last_roll = None                         # (attacker die, defender die, attacker total, defender total)
        state.last_roll_by = None                      # the seat that attacked
        state.turn = 1
        state.is_over = False
        state.end_reason = ""
        state.start_history()
        state.events = []
        return state

    @classmethod
    def create(cls, parameters: dict, seed, position) -> "MagyarcanaState":
        if position is not None:
            from .position import from_position
            return from_position(seed=seed, **parameters, **position)
        return cls.new(seed=seed, **parameters)

    def parameters(self) -> dict:
        return {} if self.position is not None else {"first_player": self.first_player}

    @classmethod
    def parse_action(cls, text: str):
        return parse(text)

    # ------------------------------------------------------------------------------ reading the board
    @property
    def to_play(self) -> int | None:
        return None if self.is_over else self.current

    def pips(self, cell: tuple, owner: int) -> int:
        return sum(p * n for (o, p), n in self.minions.get(cell, {}).items() if o == owner)

    def minion_count(self, cell: tuple) -> int:
        return sum(self.minions.get(cell, {}).values())

    def load(self, cell: tuple) -> int:
        """What counts against capacity: pips on a number card, minions on a face card."""
        card = self.territories[cell]
        if card.is_face:
            return self.minion_count(cell)
        return sum(p * n for (_, p), n in self.minions.get(cell, {}).items())

    def has_room(self, cell: tuple, pips: int) -> bool:
        """Whether one more minion of ``pips`` fits (rulebook "Territorial limits")."""
        card = self.territories[cell]
        return self.load(cell) + (1 if card.is_face else pips) <= card.capacity

    def controls(self, owner: int, cell: tuple) -> bool:
        """At least one minion there and at least the opponent's pips (a tie: both control)."""
        mine = self.pips(cell, owner)
        return mine > 0 and mine >= self.pips(cell, 1 - owner)

    def minions_of(self, owner: int) -> list:
        """(cell, pips) of each distinct minion size ``owner`` has on each territory."""
        return sorted((cell, p) for cell, here in self.minions.items() for (o, p) in here if o == owner)

    def available_cards(self) -> list:
        """Cards the current player may put on the board: the hand, and the card in play."""
        cards = list(self.hands[self.current])
        if self.in_play is not None and data.PLAYED_CARD_CAN_BE_PLACED:
            cards.append(self.in_play)
        return sorted(cards)

    def prompt(self) -> str:
        if self.is_over:
            return f"The game is over ({self.end_reason})."
        if self.pending:
            return f"Player {self.current}: {PROMPTS[self.pending[0].kind]}."
        return (f"Player {self.current}: use a territory you control, play a card from your hand, "
                f"or discard and refill.")

    # ------------------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list:
        if self.is_over:
            return []
        if self.pending:
            return self._options(self.pending[0])
        p = self.current
        actions = [UseTerritory(card) for cell, card in sorted(self.territories.items(), key=lambda kv: kv[1])
                   if self.controls(p, cell)]
        actions += [PlayCard(card, False) for card in self.hands[p]]
        actions += [PlayCard(card, True) for card in self.hands[p] if card.is_face]
        actions.append(Refill())
        return actions

    def _options(self, step: Step) -> list:
        p, kind = self.current, step.kind
        territories = self.territories
        if kind == "add_territory":
            cells = open_cells(territories, data.EMPTY_BOARD_CELL)
            return [AddTerritory(card, cell) for card in self.available_cards() for cell in cells] + [Skip()]
        if kind == "place_minion":
            if not self.supply[p][1]:
                return []
            return [PlaceMinion(card) for cell, card in self._by_card() if self.has_room(cell, 1)]
        if kind in ("expel", "expel_plus_2"):
            opponent = 1 - p
            return [Expel(territories[cell], pips) for cell, pips in self.minions_of(opponent)
                    if self.pips(cell, p)]
        if kind == "expel_to":
            cell, pips = step.data
            return [ExpelTo(territories[n]) for n in sorted(neighbours(territories, cell))
                    if self.has_room(n, pips)]
        if kind in ("move", "move_turning"):
            reach = turning_destinations if kind == "move_turning" else straight_destinations
            return [Move(territories[cell], pips, territories[target])
                    for cell, pips in self.minions_of(p)
                    for target in sorted(reach(territories, cell, pips))
                    if (target != cell and self.has_room(target, pips))
                    or (target == cell and not data.MOVE_MUST_CHANGE_TERRITORY)]   # a wrap back: it is there
        if kind == "move_any":
            return [MoveAny(owner, territories[cell], pips, territories[target])
                    for owner in (0, 1) for cell, pips in self.minions_of(owner)
                    for target, _ in self._by_cell() if target != cell and self.has_room(target, pips)]
        if kind == "grow_or_replace":
            grow = [Grow(territories[cell], pips) for cell, pips in self.minions_of(p)
                    if pips < data.LARGEST and self.supply[p][pips + 1]
                    and (territories[cell].is_face or self.load(cell) + 1 <= territories[cell].capacity)]
            replace = [Replace(old, new) for cell, old in self._by_card() for new in self.available_cards()
                       if _replaces(new, old)]
            return grow + replace
        if kind == "take_discard":
            return [TakeFromDiscard(card) for card in sorted(self.discard)]
        if kind == "place_from_discard":
            cells = open_cells(territories, data.EMPTY_BOARD_CELL)
            return [PlaceFromDiscard(card, cell) for card in sorted(self.discard) for cell in cells]
        if kind == "place_minion_optional":
            cell = step.data
            if cell in territories and self.supply[p][1] and self.has_room(cell, 1):
                return [PlaceMinion(territories[cell]), Skip()]
            return []
        if kind == "remove_territory":
            return [RemoveTerritory(card) for _, card in self._by_card()]
        if kind == "discard":
            return [DiscardCard(card) for card in self.hands[p]] + [Done()]
        raise AssertionError(kind)

    def _by_card(self) -> list:
        return sorted(self.territories.items(), key=lambda kv: kv[1])

    def _by_cell(self) -> list:
        return sorted(self.territories.items())

    # ------------------------------------------------------------------------------ legality
    def why_illegal(self, action) -> Rule | None:
        if self.is_over:
            return GAME_OVER
        if self.pending:
            return self._why_step_illegal(self.pending[0], action)
        p = self.current
        if isinstance(action, UseTerritory):
            cell = self.cells.get(action.territory)
            if cell is None:
                return NOT_ON_BOARD.format(card=action.territory)
            if not self.controls(p, cell):
                return NOT_CONTROLLED.format(mine=self.pips(cell, p), theirs=self.pips(cell, 1 - p))
            return None
        if isinstance(action, PlayCard):
            if action.card not in self.hands[p]:
                return NOT_IN_HAND.format(card=action.card, player=p)
            if action.special and not action.card.is_face:
                return NO_SPECIAL
            return None
        if isinstance(action, Refill):
            return None
        return NO_SUCH_CHOICE

    def _why_step_illegal(self, step: Step, action) -> Rule | None:
        options = self._options(step)
        if action in options:
            return None
        if not isinstance(action, STEP_ACTIONS[step.kind]):
            return STEP_PENDING.format(prompt=PROMPTS[step.kind])
        for name in ("territory", "source", "target", "old"):
            card = getattr(action, name, None)
            if isinstance(card, Card) and card not in self.cells:
                return NOT_ON_BOARD.format(card=card)
        if isinstance(action, (AddTerritory, PlaceFromDiscard)) and action.cell in self.territories:
            return CELL_TAKEN
        if (isinstance(action, AddTerritory) and step.kind == "add_territory") \
                or (isinstance(action, Replace) and step.kind == "grow_or_replace"):
            card = action.card if isinstance(action, AddTerritory) else action.new
            if card not in self.available_cards():
                return NOT_IN_HAND.format(card=card, player=self.current)
            if isinstance(action, Replace):
                return NOT_HIGHER
            return CELL_TAKEN
        if (isinstance(action, Move) and step.kind in ("move", "move_turning")) \
                or (isinstance(action, Grow) and step.kind == "grow_or_replace"):
            cell = self.cells[action.source if isinstance(action, Move) else action.territory]
            if (self.current, action.pips) not in self.minions.get(cell, {}):
                return NOT_YOUR_MINION.format(pips=action.pips, card=self.territories[cell])
            if isinstance(action, Move):
                target = self.cells[action.target]
                if target == cell:
                    return NOT_A_MOVE
                if not self.has_room(target, action.pips):
                    return NO_ROOM.format(card=action.target, capacity=action.target.capacity)
                steps = "exactly 1 step" if action.pips == 1 else f"1 to {action.pips} steps"
                return TOO_FAR.format(pips=action.pips, steps=steps, card=action.target)
            if action.pips >= data.LARGEST:
                return GROW_LARGEST.format(largest=data.LARGEST)
            if not self.supply[self.current][action.pips + 1]:
                return GROW_SUPPLY.format(pips=action.pips + 1)
            return NO_ROOM.format(card=action.territory, capacity=action.territory.capacity)
        if isinstance(action, PlaceMinion) and step.kind == "place_minion" \
                and not self.has_room(self.cells[action.territory], 1):
            return NO_ROOM.format(card=action.territory, capacity=action.territory.capacity)
        shown = ", ".join(map(str, options[:6])) + (", ..." if len(options) > 6 else "")
        return NOT_A_CHOICE.format(choices=shown)

    # ------------------------------------------------------------------------------ applying
    def _apply(self, action) -> None:
        if self.pending:
            self._resolve(self.pending.popleft(), action)
        elif isinstance(action, UseTerritory):
            self._say("use", player=self.current, suit=action.territory.suit, card=action.territory)
            self._queue(data.SUIT_POWERS[action.territory.suit])
        elif isinstance(action, PlayCard):
            card = action.card
            self.hands[self.current].remove(card)
            self.in_play = card
            if action.special:
                face = "knave" if card.is_knave else card.rank
                self._say("play_special", player=self.current, card=card)
                self._queue(data.SPECIAL_POWERS[(card.suit, face)])
            else:
                self._say("play_suit", player=self.current, card=card, suit=card.suit)
                self._queue(data.SUIT_POWERS[card.suit])
        else:
            self._say("refill", player=self.current)
            self.pending.append(Step("discard"))
        self._settle()

    def _queue(self, kinds) -> None:
        for kind in kinds:
            self.pending.append(Step(kind))

    def _settle(self) -> None:
        """Apply automatic and forced steps; when nothing is left, the turn passes."""
        while self.pending and not self.is_over:
            step = self.pending[0]
            if step.kind == "draw_4":
                self.pending.popleft()
                self._say("draw_4", player=self.current)
                self._draw(4)
                continue
            options = self._options(step)
            if len(options) > 1:
                return
            self.pending.popleft()
            if options:
                self._resolve(step, options[0])
            else:
                self._say("no_effect", step=step.kind)
        if self.is_over:
            return
        if self.in_play is not None:              # the played card goes to the discard pile
            self.discard.append(self.in_play)
            self.in_play = None
        self.current = 1 - self.current
        self.turn += 1

    def _resolve(self, step: Step, action) -> None:
        p = self.current
        if isinstance(action, Skip):
            self._say("skip", player=p, step=step.kind)
        elif isinstance(action, AddTerritory):
            self._take_card(action.card)
            self._put(action.cell, action.card)
            self._say("add", player=p, card=action.card, cell=action.cell)
        elif isinstance(action, PlaceMinion):
            cell = self.cells[action.territory]
            self.supply[p][1] -= 1
            self._add_minion(cell, p, 1)
            self._say("place", player=p, card=action.territory)
            self._prune()                         # the first minion on an empty-of-minions board cuts off the rest
        elif isinstance(action, Expel):
            self._expel(step, action)
        elif isinstance(action, ExpelTo):
            cell, pips = step.data
            self._shift(cell, 1 - p, pips, self.cells[action.territory])
            self._say("expelled_to", owner=1 - p, pips=pips, card=action.territory)
            self._prune()
        elif isinstance(action, Move):
            self._shift(self.cells[action.source], p, action.pips, self.cells[action.target])
            self._say("move", player=p, pips=action.pips, source=action.source, target=action.target)
            self._prune()
        elif isinstance(action, MoveAny):
            self._shift(self.cells[action.source], action.owner, action.pips, self.cells[action.target])
            self._say("move_any", player=p, owner=action.owner, pips=action.pips, source=action.source,
                      target=action.target)
            self._prune()
        elif isinstance(action, Grow):
            cell = self.cells[action.territory]
            self._remove_minion(cell, p, action.pips)
            self._add_minion(cell, p, action.pips + 1)
            self.supply[p][action.pips] += 1
            self.supply[p][action.pips + 1] -= 1
            self._say("grow", player=p, pips=action.pips, card=action.territory, size=action.pips + 1)
        elif isinstance(action, Replace):
            cell = self.cells.pop(action.old)
            self._take_card(action.new)
            self._put(cell, action.new)
            self.discard.append(action.old)
            self._say("replace", player=p, old=action.old, new=action.new)
        elif isinstance(action, TakeFromDiscard):
            self.discard.remove(action.card)
            self.hands[p].append(action.card)
            self.hands[p].sort()
            self._say("take", player=p, card=action.card)
        elif isinstance(action, PlaceFromDiscard):
            self.discard.remove(action.card)
            self._put(action.cell, action.card)
            self._say("place_discard", player=p, card=action.card, cell=action.cell)
            self.pending.appendleft(Step("place_minion_optional", action.cell))
        elif isinstance(action, RemoveTerritory):
            cell = self.cells[action.territory]
            for (owner, pips), n in self.minions.pop(cell, {}).items():
                self.supply[owner][pips] += n
            self._lift(cell)
            self._say("remove", player=p, card=action.territory)
            self._prune()
        elif isinstance(action, DiscardCard):
            self.hands[p].remove(action.card)
            self.discard.append(action.card)
            self._say("discard", player=p, card=action.card)
            self.pending.appendleft(Step("discard"))
        elif isinstance(action, Done):
            self._draw(max(0, data.HAND_SIZE - len(self.hands[p])))
        else:
            raise AssertionError(action)

    def _expel(self, step: Step, action: Expel) -> None:
        """Bells: both roll a die and add their pips in the territory; the attacker must beat the defender."""
        p, opponent = self.current, 1 - self.current
        cell = self.cells[action.territory]
        bonus = data.KING_OF_BELLS_BONUS if step.kind == "expel_plus_2" else 0
        mine, theirs = self.rng.randint(1, data.DIE_SIDES), self.rng.randint(1, data.DIE_SIDES)
        attack = self.pips(cell, p) + mine + bonus
        defence = self.pips(cell, opponent) + theirs
        self.last_roll = (mine, theirs, attack, defence)
        self.last_roll_by = p
        self._say("expel_try_bonus" if bonus else "expel_try", player=p, pips=action.pips, card=action.territory,
                  mine=self.pips(cell, p), die=mine, bonus=bonus, attack=attack,
                  theirs=self.pips(cell, opponent), their_die=theirs, defence=defence)
        if attack <= defence:
            self._say("expel_fails")
            return
        if any(self.has_room(n, action.pips) for n in neighbours(self.territories, cell)):
            self.pending.appendleft(Step("expel_to", (cell, action.pips)))
            return
        self._remove_minion(cell, opponent, action.pips)
        self.supply[opponent][action.pips] += 1
        self._say("expel_home", owner=opponent)
        self._prune()

    # ------------------------------------------------------------------------------ helpers
    def _put(self, cell: tuple, card: Card) -> None:
        self.territories[cell] = card
        self.cells[card] = cell

    def _lift(self, cell: tuple) -> None:
        card = self.territories.pop(cell)
        del self.cells[card]
        self.discard.append(card)

    def _take_card(self, card: Card) -> None:
        if card is self.in_play:
            self.in_play = None
        else:
            self.hands[self.current].remove(card)

    def _add_minion(self, cell: tuple, owner: int, pips: int) -> None:
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
        self._add_minion(target, owner, pips)

    def _prune(self) -> None:
        """Rulebook "Disconnected territories": every connected group holding no minion is removed."""
        found = groups(self.territories)
        if len(found) < 2 and self.minions:
            return
        for group in sorted(found, key=min):     # a fixed order: the discard pile must replay the same
            if not any(cell in self.minions for cell in group):
                cards = tuple(self.territories[cell] for cell in sorted(group))
                for cell in sorted(group):
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
                self.rng.shuffle(self.deck)
                self.reshuffles += 1
                self._say("reshuffle", number=self.reshuffles, most=data.MAX_RESHUFFLES)
            hand.append(self.deck.pop())
        hand.sort()
        if count:
            self._say("draw", player=self.current, count=count)

    def _end(self, reason: str) -> None:
        self.is_over = True
        self.end_reason = END_REASONS[reason]
        self.pending.clear()
        if self.in_play is not None:              # a game ending mid-power still discards the played card
            self.discard.append(self.in_play)
            self.in_play = None
        scores = self.scores()
        winners = self.winners()
        result = ("result_both", ()) if len(winners) == 2 else ("result_one", freeze({"winner": winners[0]}))
        self._say(f"end_{reason}", score0=scores[0], score1=scores[1], result=result)

    # ------------------------------------------------------------------------------ scoring
    def controlled(self, owner: int) -> list:
        return [card for cell, card in self._by_card() if self.controls(owner, cell)]

    def scores(self) -> tuple:
        """Rulebook "Scoring": each controlled territory's number, 11 for a face (both score a tie)."""
        return tuple(sum(card.points for card in self.controlled(owner)) for owner in (0, 1))

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

    def log_events(self, player: int | None = None) -> tuple:
        return tuple((code, freeze(params)) for code, params in self.events)

    def log_lines(self, player: int | None = None) -> tuple:
        return tuple(say(code, EN, params) for code, params in self.events)

    def clone(self) -> "MagyarcanaState":
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.territories, twin.cells = dict(self.territories), dict(self.cells)
        twin.minions = {cell: dict(here) for cell, here in self.minions.items()}
        twin.supply = [dict(s) for s in self.supply]
        twin.hands = [list(h) for h in self.hands]
        twin.deck, twin.discard = list(self.deck), list(self.discard)
        twin.pending = deque(Step(s.kind, s.data) for s in self.pending)
        self.copy_history_to(twin)
        twin.events = list(self.events)
        return twin

    def to_dict(self) -> dict:
        return {
            "seed": self.seed,
            "territories": [[x, y, card.name] for (x, y), card in sorted(self.territories.items())],
            "minions": [[x, y, owner, pips, n] for (x, y), here in sorted(self.minions.items())
                        for (owner, pips), n in sorted(here.items())],
            "supply": [[s[k] for k in sorted(s)] for s in self.supply],
            "hands": [[c.name for c in hand] for hand in self.hands],
            "deck": [c.name for c in self.deck], "discard": [c.name for c in self.discard],
            "reshuffles": self.reshuffles, "current": self.current, "turn": self.turn,
            "in_play": self.in_play.name if self.in_play else None,
            "pending": [s.to_dict() for s in self.pending],
            "last_roll": list(self.last_roll) if self.last_roll else None, "last_roll_by": self.last_roll_by,
            "is_over": self.is_over, "rng": self.rng.state(),
        }

    def view(self, player: int | None = None):
        from .view import make_view
        return make_view(self, player)

    def summary(self) -> str:
        if self.is_over:
            return f"over, scores {self.scores()}"
        return f"turn {self.turn}, player {self.to_play} to play"

    def __str__(self) -> str:
        from .view import render_text
        return render_text(self.view(None))


def _replaces(new: Card, old: Card) -> bool:
    """Leaves: a higher number card replaces a number card; any face card replaces a face card."""
    if new.is_face or old.is_face:
        return new.is_face and old.is_face
    return new.value > old.value

"""What a Magyarcana player may answer to each decision, and why anything else is refused.

:class:`Choices` is the half of :class:`~mandrapy.magyarcana.state.MagyarcanaState` that reads the
position: ``options(frame)`` lists the legal answers to a frame (kinds in :mod:`.steps`), ``why_not`` and
``why_not_now`` name the rule an illegal answer breaks, each as a code and a learner's sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import Rule
from ..core.parsing import few_choices
from . import data
from .actions import (AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard,
                      PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip, TakeFromDiscard,
                      UseTerritory)
from .cards import CARDS, Card

NOT_ON_BOARD = Rule("not_on_board", "{card} is not a territory on the board.")
NOT_CONTROLLED = Rule("not_controlled", "To use a territory's power you must control it: your pips there "
                                        "must be at least your opponent's (you have {mine}, they have {theirs}).")
NOT_IN_HAND = Rule("not_in_hand", "{card} is not in the hand of player {player}, who is to play{where}.")
ON_THE_BOARD = Rule("on_the_board", ": it is on the board")          # (where it is, when everyone may know it)
IN_THE_DISCARD = Rule("in_the_discard", ": it is in the discard pile")
NO_SPECIAL = Rule("no_special", "Only face cards (Under, Over, King, Ace) have a special power.")
NO_SUCH_CHOICE = Rule("no_such_choice", "There is no such choice to make now: play a turn action "
                                        "(use a territory, play a card, or refill).")
STEP_PENDING = Rule("step_pending", "First finish the power being resolved: {prompt}.")
NOT_A_CHOICE = Rule("not_a_choice", "That is not one of the choices now: {choices}.")
NO_ROOM = Rule("no_room", "{card} has no room for that minion (capacity {capacity}).")
NOT_YOUR_MINION = Rule("not_your_minion", "You have no {pips}-minion on {card}.")
TOO_FAR = Rule("too_far", "A {pips}-minion moves in a straight line, {steps}: it cannot reach {card}.")
TOO_FAR_TURNING = Rule("too_far_turning", "A {pips}-minion moves {steps}, turning at any step if you like (King "
                                          "of Hearts): it cannot reach {card}.")
NOT_A_MOVE = Rule("not_a_move", "A move must end on another territory (a minion may not move 0 spaces).")
GROW_LARGEST = Rule("grow_largest", "A minion grows one size at a time, up to {largest} pips.")
GROW_SUPPLY = Rule("grow_supply", "Growing swaps a minion for the next size from your supply: you have no "
                                  "{pips}-minion left.")
CELL_TAKEN = Rule("cell_taken", "A new territory goes on an empty cell next to the board.")
BEYOND_EDGE = Rule("beyond_edge", "The world ends {edge} cells from 0,0: no territory goes beyond it.")
NOT_HIGHER = Rule("not_higher", "Leaves replaces a territory with a higher number card (or a face card with a "
                                "face card).")

MOVES = ("move", "move_turning")             # the kinds of a Hearts move (their reach: geometry.Shape.reach)


def replaces(new: Card, old: Card) -> bool:
    """Leaves: a higher number card replaces a number card; any face card replaces a face card."""
    if new.is_face or old.is_face:
        return new.is_face and old.is_face
    return new.value > old.value


# Action values made once (the turn menu and the one-card steps are the hot path of random playouts).
_USE = {card: UseTerritory(card) for card in CARDS}
_PLAY = {(card, special): PlayCard(card, special) for card in CARDS for special in (False, True)}
_PLACE = {card: PlaceMinion(card) for card in CARDS}
_REMOVE = {card: RemoveTerritory(card) for card in CARDS}
_DISCARD = {card: DiscardCard(card) for card in CARDS}
_TAKE = {card: TakeFromDiscard(card) for card in CARDS}
_EXPEL_TO = {card: ExpelTo(card) for card in CARDS}
_EXPEL = {(card, pips): Expel(card, pips) for card in CARDS for pips in data.MINIONS}
_GROW = {(card, pips): Grow(card, pips) for card in CARDS for pips in data.MINIONS}
_REFILL, _DONE, _SKIP = Refill(), Done(), Skip()


class _Made(dict):
    """Action values of several parts, each made the first time a step lists it (then found here)."""

    def __init__(self, make) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: tuple):
        value = self[key] = self.make(*key)
        return value


class _ByCell(dict):
    """Action values of one card and a cell, by cell (a step lists a card at every open cell: one lookup of a
    cell each, not of a (card, cell) pair), each made the first time a step lists it."""

    def __init__(self, make, card) -> None:
        super().__init__()
        self.make, self.card = make, card

    def __missing__(self, cell: tuple):
        value = self[cell] = self.make(self.card, cell)
        return value


class _ByCard(dict):
    """A :class:`_ByCell` for each card."""

    def __init__(self, make) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, card: Card) -> _ByCell:
        row = self[card] = _ByCell(self.make, card)
        return row


_ADD, _FROM_DISCARD = _ByCard(AddTerritory), _ByCard(PlaceFromDiscard)               # [card][cell]
_MOVE, _MOVE_ANY = _Made(Move), _Made(MoveAny)          # (source, pips, target), (owner, source, pips, target)
_REPLACE = {(old, new): Replace(old, new) for old in CARDS for new in CARDS if replaces(new, old)}


def _code(card: Card) -> int:          # sorting by code is the cards' order, without calling Card.__lt__
    return card.code


class Choices:
    """Legal answers and refusals; mixed into the state (which holds the zones and the rules' helpers)."""

    if TYPE_CHECKING:                # the state's zones (made by its ZONES table) and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    # ------------------------------------------------------------------------------ legal answers
    # The options of each kind (the dispatch table of .powers names them with their resolves).
    def _options_turn(self, frame) -> list:
        p = frame.player
        held = self.controlled_cells(p)
        actions: list = [_USE[card] for cell, card in self._by_card() if cell in held]
        hand = self.hands[p]
        actions += [_PLAY[card, False] for card in hand]
        actions += [_PLAY[card, True] for card in hand if card.is_face]
        actions.append(_REFILL)
        return actions

    def _options_add_territory(self, frame) -> list:
        cells = self.shape().open_cells
        actions: list = []
        for card in self.available_cards():
            row = _ADD[card]
            actions += [row[cell] for cell in cells]
        actions.append(_SKIP)
        return actions

    def _options_place_minion(self, frame) -> list:
        if not self.supply[frame.player][1]:
            return []
        return [_PLACE[card] for cell, card in self._by_card() if self.has_room(cell, 1)]

    def _options_expel(self, frame) -> list:            # expel and expel_plus_2
        p, territories = frame.player, self.territories
        return [_EXPEL[territories[cell], pips] for cell, pips in self.minions_of(1 - p) if self.pips(cell, p)]

    def _options_expel_to(self, frame) -> list:
        cell, pips, territories = frame["cell"], frame["pips"], self.territories
        return [_EXPEL_TO[territories[n]] for n in self.shape().neighbours(cell) if self.has_room(n, pips)]

    def _options_move(self, frame) -> list:             # move and move_turning
        how, reach, territories = frame.kind.code, self.shape().reach, self.territories
        return [_MOVE[territories[cell], pips, territories[target]]
                for cell, pips in self.minions_of(frame.player)
                for target in reach(how, cell, pips)
                if (target != cell and self.has_room(target, pips))
                or (target == cell and not data.MOVE_MUST_CHANGE_TERRITORY)]   # a wrap back: it is there

    def _options_move_any(self, frame) -> list:
        territories = self.territories
        return [_MOVE_ANY[owner, territories[cell], pips, territories[target]]
                for owner in (0, 1) for cell, pips in self.minions_of(owner)
                for target, _ in self._by_cell() if target != cell and self.has_room(target, pips)]

    def _options_grow_or_replace(self, frame) -> list:
        p, territories = frame.player, self.territories
        grow = [_GROW[territories[cell], pips] for cell, pips in self.minions_of(p)
                if pips < data.LARGEST and self.supply[p][pips + 1]
                and (territories[cell].is_face or self.load(cell) + 1 <= territories[cell].capacity)]
        cards = self.available_cards()
        replace = [_REPLACE[old, new] for cell, old in self._by_card() for new in cards if replaces(new, old)]
        return grow + replace

    def _options_take_discard(self, frame) -> list:
        return [_TAKE[card] for card in sorted(self.discard, key=_code)]

    def _options_place_from_discard(self, frame) -> list:
        cells = self.shape().open_cells
        actions: list = []
        for card in sorted(self.discard, key=_code):
            row = _FROM_DISCARD[card]
            actions += [row[cell] for cell in cells]
        return actions

    def _options_place_minion_optional(self, frame) -> list:
        cell, p, territories = frame["cell"], frame.player, self.territories
        if cell in territories and self.supply[p][1] and self.has_room(cell, 1):
            return [_PLACE[territories[cell]], _SKIP]
        return []

    def _options_remove_territory(self, frame) -> list:
        return [_REMOVE[card] for _, card in self._by_card()]

    def _options_discard(self, frame) -> list:
        return [_DISCARD[card] for card in self.hands[frame.player]] + [_DONE]

    def _options_draw_4(self, frame) -> list:
        return [_DONE]

    def has_options(self, frame) -> bool:
        return frame.kind.code == "turn" or bool(self.options(frame))    # refilling is always allowed

    # ------------------------------------------------------------------------------ refusals
    def why_not_now(self, frame, action) -> Rule:
        if frame.kind.code == "turn":
            return NO_SUCH_CHOICE
        return STEP_PENDING.format(prompt=frame.prompt(), step=frame.kind.code)

    def why_not(self, frame, action) -> Rule | None:
        if frame.kind.code == "turn":
            return self._why_not_turn(frame.player, action)
        options = self.kept_options(frame)
        if action in options:
            return None
        return self._why_not_step(frame, action, options)

    def _why_not_turn(self, p: int, action) -> Rule | None:
        if isinstance(action, UseTerritory):
            cell = self.cells.get(action.territory)
            if cell is None:
                return NOT_ON_BOARD.format(card=action.territory)
            if not self.controls(p, cell):
                return NOT_CONTROLLED.format(mine=self.pips(cell, p), theirs=self.pips(cell, 1 - p))
            return None
        if isinstance(action, PlayCard):
            if action.card not in self.hands[p]:
                return self._not_in_hand(action.card, p)
            if action.special and not action.card.is_face:
                return NO_SPECIAL
        return None                                      # a refill is always allowed

    def _not_in_hand(self, card: Card, p: int) -> Rule:
        """``card`` is not in ``p``'s hand, and where it is when that is public (another hand is not)."""
        where = ON_THE_BOARD if card in self.cells else IN_THE_DISCARD if card in self.discard else ""
        return NOT_IN_HAND.format(card=card, player=p, where=where)

    def _why_not_step(self, frame, action, options) -> Rule:
        kind, p = frame.kind.code, frame.player
        for name in ("territory", "source", "target", "old"):
            card = getattr(action, name, None)
            if isinstance(card, Card) and card not in self.cells:
                return NOT_ON_BOARD.format(card=card)
        if isinstance(action, (AddTerritory, PlaceFromDiscard)):
            if action.cell in self.territories:
                return CELL_TAKEN
            if any(abs(v) > data.WORLD_EDGE for v in action.cell):
                return BEYOND_EDGE.format(edge=data.WORLD_EDGE)
        if (isinstance(action, AddTerritory) and kind == "add_territory") \
                or (isinstance(action, Replace) and kind == "grow_or_replace"):
            card = action.card if isinstance(action, AddTerritory) else action.new
            if card not in self.available_cards():
                return self._not_in_hand(card, p)
            if isinstance(action, Replace):
                return NOT_HIGHER
            return CELL_TAKEN
        if (isinstance(action, Move) and kind in MOVES) or (isinstance(action, Grow) and kind == "grow_or_replace"):
            cell = self.cells[action.source if isinstance(action, Move) else action.territory]
            if (p, action.pips) not in self.minions.get(cell, {}):
                return NOT_YOUR_MINION.format(pips=action.pips, card=self.territories[cell])
            if isinstance(action, Move):
                target = self.cells[action.target]
                if target == cell:
                    return NOT_A_MOVE
                if not self.has_room(target, action.pips):
                    return NO_ROOM.format(card=action.target, capacity=action.target.capacity)
                steps = "exactly 1 step" if action.pips == 1 else f"1 to {action.pips} steps"
                too_far = TOO_FAR_TURNING if kind == "move_turning" else TOO_FAR
                return too_far.format(pips=action.pips, steps=steps, card=action.target)
            if action.pips >= data.LARGEST:
                return GROW_LARGEST.format(largest=data.LARGEST)
            if not self.supply[p][action.pips + 1]:
                return GROW_SUPPLY.format(pips=action.pips + 1)
            return NO_ROOM.format(card=action.territory, capacity=action.territory.capacity)
        if isinstance(action, PlaceMinion) and kind == "place_minion" \
                and not self.has_room(self.cells[action.territory], 1):
            return NO_ROOM.format(card=action.territory, capacity=action.territory.capacity)
        return NOT_A_CHOICE.format(choices=few_choices(options, action), count=len(options))

    # ------------------------------------------------------------------------------ reading the board
    def available_cards(self) -> list:
        """Cards the current player may put on the board: the hand, and the card in play."""
        cards = list(self.hands[self.current])
        if self.in_play is not None and data.PLAYED_CARD_CAN_BE_PLACED:
            cards.append(self.in_play)
        return sorted(cards, key=_code)

    def _by_card(self) -> list:
        return self.shape().by_card

    def _by_cell(self) -> list:
        return self.shape().by_cell

"""Magyarcana's answers applied: each kind's resolve, and the dispatch table naming every kind's handler.

A mixin of the state (which holds the zones and the board helpers: ``_put``, ``_add_minion``, ``_prune``...).
The table is the one place to find how a step is answered: its options (:mod:`.choices`) and its resolve here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from operator import attrgetter

from ..core.decisions import Frame, Handler, dispatch_table
from . import data
from .actions import Done, Expel, PlayCard, Replace, Skip, UseTerritory
from .choices import Choices
from .geometry import beside
from .steps import KINDS, TURN, Roll


_code = attrgetter("code")          # sorting cards by their code: their order, without calling Card.__lt__


class Powers:
    """The resolve of each kind of decision (mixed into the state)."""

    if TYPE_CHECKING:                # the state's zones (made by its ZONES table) and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def _resolve_turn(self, frame: Frame, action) -> None:
        p = frame.player
        if isinstance(action, UseTerritory):
            self._say("use", player=p, suit=action.territory.suit, card=action.territory)
            self._queue(data.SUIT_POWERS[action.territory.suit], p)
        elif isinstance(action, PlayCard):
            card = action.card
            self.hands[p].remove(card)
            self.in_play = card
            if action.special:
                face = "knave" if card.is_knave else str(card.rank)
                self._say("play_special", player=p, card=card)
                self._queue(data.SPECIAL_POWERS[(card.suit, face)], p)
            else:
                self._say("play_suit", player=p, card=card, suit=card.suit)
                self._queue(data.SUIT_POWERS[card.suit], p)
        else:                                             # a refill
            self._say("refill", player=p)
            self.decisions.queue(Frame.of(KINDS["discard"], p))

    def _queue(self, codes, player: int) -> None:
        for code in codes:
            self.decisions.queue(Frame.of(KINDS[code], player))

    def _skipped(self, frame: Frame, action) -> bool:
        """An optional step declined (``skip``): said in the log; True when so."""
        if isinstance(action, Skip):
            self._say("skip", player=frame.player, step=frame.code)
            return True
        return False

    def _resolve_add_territory(self, frame: Frame, action) -> None:
        if self._skipped(frame, action):
            return
        self._take_card(action.card)
        where = beside(self.territories, action.cell)
        self.put_territory(action.cell, action.card)
        self._say("add", player=frame.player, card=action.card, cell=action.cell, where=where)

    def _resolve_place_minion(self, frame: Frame, action) -> None:   # place_minion and its optional twin
        if self._skipped(frame, action):
            return
        p = frame.player
        cell = self.cells[action.territory]
        self.supply[p][1] -= 1
        self.add_minion(cell, p, 1)
        self._say("place", player=p, card=action.territory)
        self._prune()                         # the first minion on an empty-of-minions board cuts off the rest

    def _resolve_expel(self, frame: Frame, action: Expel) -> None:    # expel and expel_plus_2
        """Bells: both roll a die and add their pips in the territory; the attacker must beat the defender."""
        p, opponent = frame.player, 1 - frame.player
        cell = self.cells[action.territory]
        bonus = data.KING_OF_BELLS_BONUS if frame.code == "expel_plus_2" else 0
        mine, theirs = self.rng.randint(1, data.DIE_SIDES), self.rng.randint(1, data.DIE_SIDES)
        attack = self.pips(cell, p) + mine + bonus
        defence = self.pips(cell, opponent) + theirs
        self.last_roll = Roll(p, action.territory, cell, action.pips, mine, theirs, bonus, attack, defence)
        self._say("expel_try_bonus" if bonus else "expel_try", player=p, pips=action.pips, card=action.territory,
                  mine=self.pips(cell, p), die=mine, bonus=bonus, attack=attack,
                  theirs=self.pips(cell, opponent), their_die=theirs, defence=defence)
        if attack <= defence:
            self._say("expel_fails")
            return
        if any(self.has_room(n, action.pips) for n in self.shape().neighbours(cell)):
            self.decisions.push(Frame.of(KINDS["expel_to"], p, cell=cell, pips=action.pips))
            return
        self._remove_minion(cell, opponent, action.pips)
        self.supply[opponent][action.pips] += 1
        self._say("expel_home", owner=opponent)
        self._prune()

    def _resolve_expel_to(self, frame: Frame, action) -> None:
        p, cell, pips = frame.player, frame["cell"], frame["pips"]
        self._shift(cell, 1 - p, pips, self.cells[action.territory])
        self._say("expelled_to", owner=1 - p, pips=pips, card=action.territory)
        self._prune()

    def _resolve_move(self, frame: Frame, action) -> None:           # move and move_turning
        self._shift(self.cells[action.source], frame.player, action.pips, self.cells[action.target])
        self._say("move", player=frame.player, pips=action.pips, source=action.source, target=action.target)
        self._prune()

    def _resolve_move_any(self, frame: Frame, action) -> None:
        self._shift(self.cells[action.source], action.owner, action.pips, self.cells[action.target])
        self._say("move_any", player=frame.player, owner=action.owner, pips=action.pips, source=action.source,
                  target=action.target)
        self._prune()

    def _resolve_grow_or_replace(self, frame: Frame, action) -> None:
        p = frame.player
        if isinstance(action, Replace):
            cell = self.cells.pop(action.old)
            self._take_card(action.new)
            self.put_territory(cell, action.new)
            self.discard.append(action.old)
            self._say("replace", player=p, old=action.old, new=action.new)
            return
        cell = self.cells[action.territory]
        self._remove_minion(cell, p, action.pips)
        self.add_minion(cell, p, action.pips + 1)
        self.supply[p][action.pips] += 1
        self.supply[p][action.pips + 1] -= 1
        self._say("grow", player=p, pips=action.pips, card=action.territory, size=action.pips + 1)

    def _resolve_take_discard(self, frame: Frame, action) -> None:
        p = frame.player
        self.discard.remove(action.card)
        self.hands[p].append(action.card)
        self.hands[p].sort(key=_code)
        self._say("take", player=p, card=action.card)

    def _resolve_place_from_discard(self, frame: Frame, action) -> None:
        p = frame.player
        self.discard.remove(action.card)
        where = beside(self.territories, action.cell)
        self.put_territory(action.cell, action.card)
        self._say("place_discard", player=p, card=action.card, cell=action.cell, where=where)
        self.decisions.push(Frame.of(KINDS["place_minion_optional"], p, cell=action.cell))

    def _resolve_remove_territory(self, frame: Frame, action) -> None:
        cell = self.cells[action.territory]
        for (owner, pips), n in self.minions.pop(cell, {}).items():
            self.supply[owner][pips] += n
        self._lift(cell)
        self._say("remove", player=frame.player, card=action.territory)
        self._prune()

    def _resolve_discard(self, frame: Frame, action) -> None:
        p = frame.player
        if isinstance(action, Done):
            self._draw(max(0, data.HAND_SIZE - len(self.hands[p])))
            return
        self.hands[p].remove(action.card)
        self.discard.append(action.card)
        self._say("discard", player=p, card=action.card)
        self.decisions.push(Frame.of(KINDS["discard"], p))

    def _resolve_draw_4(self, frame: Frame, action) -> None:         # Ace of Acorns: no choice, drawn at once
        self._say("draw_4", player=frame.player)
        self._draw(4)


# Every kind of steps.KINDS and how it is answered (checked complete when the table is made).
DISPATCH = dispatch_table(KINDS, {
    TURN: Handler(Choices._options_turn, Powers._resolve_turn),
    KINDS["add_territory"]: Handler(Choices._options_add_territory, Powers._resolve_add_territory),
    KINDS["place_minion"]: Handler(Choices._options_place_minion, Powers._resolve_place_minion),
    KINDS["expel"]: Handler(Choices._options_expel, Powers._resolve_expel),
    KINDS["expel_plus_2"]: Handler(Choices._options_expel, Powers._resolve_expel),
    KINDS["expel_to"]: Handler(Choices._options_expel_to, Powers._resolve_expel_to),
    KINDS["move"]: Handler(Choices._options_move, Powers._resolve_move),
    KINDS["move_turning"]: Handler(Choices._options_move, Powers._resolve_move),
    KINDS["move_any"]: Handler(Choices._options_move_any, Powers._resolve_move_any),
    KINDS["grow_or_replace"]: Handler(Choices._options_grow_or_replace, Powers._resolve_grow_or_replace),
    KINDS["take_discard"]: Handler(Choices._options_take_discard, Powers._resolve_take_discard),
    KINDS["place_from_discard"]: Handler(Choices._options_place_from_discard, Powers._resolve_place_from_discard),
    KINDS["place_minion_optional"]: Handler(Choices._options_place_minion_optional, Powers._resolve_place_minion),
    KINDS["remove_territory"]: Handler(Choices._options_remove_territory, Powers._resolve_remove_territory),
    KINDS["discard"]: Handler(Choices._options_discard, Powers._resolve_discard),
    KINDS["draw_4"]: Handler(Choices._options_draw_4, Powers._resolve_draw_4),
}, "magyarcana")

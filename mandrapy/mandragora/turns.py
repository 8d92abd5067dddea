"""Answering Mandragora's turn: the seek (rulebook "Seek": the Assistant moves, restocks the shops it passes
and brings back the reached shop's cards), and the short road a seek or a cast takes through the decision
machine (every action of a playout but a few): see :meth:`Turns.apply_legal`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.state import GameState
from . import data
from .actions import Cast, Seek
from .cards import SCROLLS
from .decisions import SHOPS_PASSED, TURN_FRAMES, turn_frame
from .zones import PLAY

_SCROLLS = frozenset(SCROLLS.values())
# _SEEKS[start][steps]: (the shop reached, the shops passed and restocked in order)
_SEEKS = tuple(tuple(((start + steps) % data.SHOP_COUNT, passed) for steps, passed in enumerate(by_steps))
               for start, by_steps in enumerate(SHOPS_PASSED))


class Turns:
    """The seek and the turn's short road of :class:`~mandrapy.mandragora.state.MandragoraState`."""

    if TYPE_CHECKING:                # the state's zones (made by its ZONES table) and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def apply_legal(self, action) -> None:
        """The core's ``apply_legal`` (pop the turn, resolve, settle), in one step for a seek or a cast: they
        answer only a turn frame, which starts a turn (Mandragora never opens turns itself). When nothing is
        pending afterwards in an ordinary turn, settling would only ask ``advance`` for the next seat's turn
        frame: done here, the same way; anything else settles as usual."""
        kind = type(action)
        if kind is not Seek and kind is not Cast:
            GameState.apply_legal(self, action)
            return
        self._legal = None
        stack = self.decisions
        frames = stack._frames
        frames.popleft()
        stack.top = frames[0] if frames else None
        self.turn_starts.append(len(self.history))
        if kind is Seek:
            self._seek(action.steps)
        else:
            self._cast(action)
        if stack.top is None and not self.extra_turn and self.endgame_first is None and self.phase == PLAY:
            self.in_extra_turn = False
            p = self.current = (self.current + 1) % self.players
            key = (p, data.BASE_MOVES + self.swiftness[p], False, False)
            frame = stack.top = TURN_FRAMES.get(key) or turn_frame(*key)
            frames.appendleft(frame)
        else:
            self.settle()

    def _seek(self, steps: int) -> None:
        p, start, shops, deck = self.current, self.assistant, self.shops, self.deck
        destination, passed = _SEEKS[start][steps]
        taken = shops[destination]
        shops[destination] = []
        for shop in passed:                                      # restock in the order passed
            if not deck:
                break
            shops[shop].append(deck.pop())
        self.assistant = destination
        gained = False
        if taken:
            hand = self.hands[p]
            if len(taken) == 1:                                  # half the seeks: one card, counted at once
                item = taken[0]
                shown = {item: 1}
                if item in _SCROLLS:
                    self.scrolls[p][item.value] += 1
                    gained = True
                else:
                    hand[item] = hand.get(item, 0) + 1
            else:
                shown = {}
                for item in taken:
                    shown[item] = shown.get(item, 0) + 1
                for item, n in shown.items():
                    if item in _SCROLLS:
                        self.scrolls[p][item.value] += n
                        gained = True
                    else:
                        hand[item] = hand.get(item, 0) + n
            public = shown
            if self.night[destination]:          # only the scrolls are seen: they go face up
                if gained:
                    public = {item: n for item, n in shown.items() if item in _SCROLLS}
                    hidden = len(taken) - sum(public.values())
                    if hidden:
                        public = {None: hidden, **public}
                else:
                    public = {None: len(taken)}
            self.events.append(("seek", {"player": p, "steps": steps, "shop": destination, "cards": public},
                                (p,), {"cards": shown}))
        else:
            self.events.append(("seek_empty", {"player": p, "steps": steps, "shop": destination}, (), None))
        if not deck and self.endgame_first is None:
            self.endgame_first = (p + 1) % self.players
            self._say("deck_empty", player=self.endgame_first)
        if gained:
            self._curse_event((p,))
            self._team_offer(p)

"""Mandragora's decisions: each kind declared once, what answers it, and why an answer is refused.

Every decision is a :class:`~mandrapy.core.decisions.Frame` on the state's decision stack; the frame on
top is the one asked now. A whole turn is a frame too (:data:`TURN`: seek, cast or drop out), so
``to_play`` is always the top frame's player. A spell's choice, a Curse-marker tie and the team
variant's exchanges are queued under the turn's own effects, in the order the rules raise them.
A kind's code is its name everywhere: the French board labels key on it.

>>> TURN.code, TURN.turn, [kind.code for kind in KINDS.values()][:3]
('turn', True, ['turn', 'banish', 'replicate'])
>>> Frame.of(GIVE_BACK, 1, victim=0).prompt()
'choose a card to give back to player 0 (Substitution)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.decisions import Frame, Kind, kinds_table
from ..core.errors import Rule
from ..core.parsing import few_choices
from ..core.state import DECISION_PENDING
from . import data
from .actions import (Banish, Cast, Disappear, DropOut, GiveBack, GiveCurse, Levitate, Replicate, Seek,
                      SubstituteFrom, TeamAsk, TeamDecline, TeamExchange, TeamGive, TeamHandOver, Transfer)
from .cards import PENALTY_COLOURS
from .casting import legal_casts, why_cast_illegal

FORCED = data.AUTO_APPLY_FORCED_DECISIONS

# Rulebook "Your turn": seek or cast; "End of the game": or drop out, in the final rounds.
TURN = Kind("turn", (Seek, Cast, DropOut), "seek (move the Assistant 1-{steps} shops) or cast a spell{drop}",
            turn=True, forced=False)
BANISH = Kind("banish", (Banish,), "choose a cursed scroll to banish (Banishment)", forced=FORCED)
REPLICATE = Kind("replicate", (Replicate,), "take the extra turn or waive it (Replication)", forced=FORCED)
TRANSFER = Kind("transfer", (Transfer,), "choose a scroll and the opponent who receives it (Transfer)",
                forced=FORCED)
SUBSTITUTE = Kind("substitute", (SubstituteFrom,),
                  "choose an opponent to draw a random card from (Substitution)", forced=FORCED)
GIVE_BACK = Kind("give_back", (GiveBack,), "choose a card to give back to player {victim} (Substitution)",
                 forced=FORCED)
LEVITATE = Kind("levitate", (Levitate,), "choose a card to take from a shop (Levitation)", forced=FORCED)
CURSE = Kind("curse", (GiveCurse,), "choose who, among the most cursed, receives the Curse marker",
             forced=FORCED)
TEAM_OFFER = Kind("team_offer", (TeamGive, TeamAsk, TeamExchange, TeamDecline),
                  "give a card to, ask a card of, or exchange with your partner (or decline)", forced=FORCED)
# The card offered in an exchange is known to the two partners only.
HAND_OVER = Kind("hand_over", (TeamHandOver,), "choose the card to hand over to your partner",
                 forced=FORCED, secret=("offered",))
DISAPPEAR = Kind("disappear", (Disappear,), "choose a colour to discard from your hand (Disappearance)",
                 forced=FORCED)
KINDS = kinds_table(TURN, BANISH, REPLICATE, TRANSFER, SUBSTITUTE, GIVE_BACK, LEVITATE, CURSE, TEAM_OFFER,
                    HAND_OVER, DISAPPEAR, game="mandragora")
SPELL_DECISIONS = {"Banishment": BANISH, "Replication": REPLICATE, "Transfer": TRANSFER,
                   "Substitution": SUBSTITUTE, "Levitation": LEVITATE}

SEEK_DISTANCE = Rule("seek_distance", "The Assistant moves 1 to {top} shops clockwise "
                                      "(3, plus 1 for each Swiftness spell you own).")
DROP_OUT_TOO_EARLY = Rule("drop_out_too_early", "You can only drop out in the final three rounds, "
                                                "once the deck of magical items is empty.")
NO_SUCH_DECISION = Rule("no_such_decision", "There is no such choice to make now ({what}): player {player} "
                                            "should seek or cast a spell.")
NOT_A_CHOICE = Rule("not_a_choice", "That is not one of the choices now: {choices}.")
NO_SUCH_SCROLL = Rule("no_such_scroll", "You have no cursed scroll with {curses} curse{s}.")
NOT_AN_OPPONENT = Rule("not_an_opponent", "{spell} targets an opponent: player {player} is not one.")
EMPTY_HAND_TARGET = Rule("empty_hand_target", "Substitution draws from an opponent holding cards: "
                                              "player {player} has none.")
NOT_IN_HAND = Rule("not_in_hand", "There is no {item} in {whose} hand.")
NOT_IN_SHOP = Rule("not_in_shop", "Shop {shop} has no {item} (Levitation takes a card from a shop).")
FACE_DOWN = Rule("face_down", "The cards at night shop {shop} are face down: take a face-down card.")
CURSE_CHOICE = Rule("curse_choice", "The Curse marker must go to a tied most-cursed player: {choices}.")
COLOUR_NOT_HELD = Rule("colour_not_held", "Disappearance discards a colour you hold: you have no {colour} cards.")
PARTNER_EMPTY = Rule("partner_empty_hand", "Your partner, player {partner}, has no card to hand over: you can "
                                          "only give a card or decline.")

_SEEKS = tuple(tuple(Seek(k) for k in range(1, top + 1)) for top in range(data.SHOP_COUNT + 1))
_TURN_SEEKS = _SEEKS[data.BASE_MOVES:]        # by Swiftness spells owned
# SHOPS_PASSED[start][steps]: the shops a seek of ``steps`` from ``start`` passes (restocks), in order
SHOPS_PASSED = tuple(tuple(tuple(shop % data.SHOP_COUNT for shop in range(start, start + steps))
                           for steps in range(2 * data.SHOP_COUNT)) for start in range(data.SHOP_COUNT))
_DROP_OUT = DropOut()
_ALL_OPEN = (True,) * data.MAX_POWER          # every spell stack still has cards (most turns)
_DECISION_NAMES = {Banish: "scroll to banish", Replicate: "extra turn", Transfer: "scroll to transfer",
                   SubstituteFrom: "Substitution target", GiveBack: "card to give back",
                   Levitate: "card to levitate", GiveCurse: "Curse marker holder",
                   TeamGive: "team exchange", TeamAsk: "team exchange", TeamExchange: "team exchange",
                   TeamDecline: "team exchange", TeamHandOver: "card to hand over",
                   Disappear: "colour to discard"}


_MADE: dict = {}


def _made(cls, *fields):
    """The value ``cls(*fields)``, made once: actions are immutable, so every list of options shares it."""
    key = (cls, fields)
    value = _MADE.get(key)
    if value is None:
        value = _MADE[key] = cls(*fields)
    return value


TURN_FRAMES: dict = {}      # (player, steps, final, extra) -> the frame (the state looks it up inline)


def turn_frame(player: int, steps: int, final: bool, extra: bool) -> Frame:
    """The frame of ``player``'s turn. Frames are immutable: the few distinct ones are made once."""
    key = (player, steps, final, extra)
    frame = TURN_FRAMES.get(key)
    if frame is None:
        frame = TURN_FRAMES[key] = Frame.of(TURN, player, extra=extra, final=final, steps=steps)
    return frame


class Decisions:
    """The decision hooks of :class:`~mandrapy.mandragora.state.MandragoraState` (options and refusals)."""

    if TYPE_CHECKING:                # the state's zones (made by its ZONES table) and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    decision_kinds = KINDS

    def legal_actions(self) -> list:
        """The core's ``legal_actions`` (options kept until the state changes), a turn's options listed here
        as ``_options_turn`` lists them, without calling it: most actions of a playout ask for a turn's options,
        and that call cost more than listing them (tests/mandragora/test_options.py keeps the two in step)."""
        if self.is_over:
            return []
        frame = self.decisions.top
        kept = self._legal
        if kept is None or kept[0] is not frame:
            if frame is None:
                return []
            if frame.kind is TURN:
                p = frame.player
                actions = list(_TURN_SEEKS[self.swiftness[p]])
                stacks = self.stacks
                legal_casts(self.hands[p], _ALL_OPEN if all(stacks) else tuple(map(bool, stacks)), actions)
                if self.endgame_first is not None:
                    actions.append(_DROP_OUT)
            else:
                actions = self.options(frame)
            kept = self._legal = (frame, actions)
        return list(kept[1])

    # The options of each kind (the state's dispatch table names them with their resolves).
    def _options_turn(self, frame: Frame) -> list:
        actions = list(_TURN_SEEKS[self.swiftness[frame.player]])
        stacks = self.stacks
        legal_casts(self.hands[frame.player], _ALL_OPEN if all(stacks) else tuple(map(bool, stacks)), actions)
        if self.endgame_first is not None:
            actions.append(_DROP_OUT)
        return actions

    def _options_banish(self, frame: Frame) -> list:
        return [_made(Banish, v) for v in (1, 2, 3) if self.scrolls[frame.player][v]]

    def _options_replicate(self, frame: Frame) -> list:
        return [_made(Replicate, True), _made(Replicate, False)]

    def _options_transfer(self, frame: Frame) -> list:
        p = frame.player
        return [_made(Transfer, v, q) for v in (1, 2, 3) if self.scrolls[p][v] for q in self._opponents[p]]

    def _options_substitute(self, frame: Frame) -> list:
        return [_made(SubstituteFrom, q) for q in self._opponents[frame.player] if self.hands[q]]

    def _options_give_back(self, frame: Frame) -> list:
        return [_made(GiveBack, item) for item in sorted(self.hands[frame.player])]

    def _options_hand_over(self, frame: Frame) -> list:
        return [_made(TeamHandOver, item) for item in sorted(self.hands[frame.player])]

    def _options_levitate(self, frame: Frame) -> list:
        options = []
        for shop, cards in enumerate(self.shops):
            if cards and self.night[shop]:
                options.append(_made(Levitate, shop, None))
            elif cards:
                options += [_made(Levitate, shop, item) for item in sorted(set(cards))]
        return options

    def _options_curse(self, frame: Frame) -> list:
        return [_made(GiveCurse, q) for q in frame["choices"]]

    def _options_team_offer(self, frame: Frame) -> list:
        p = frame.player
        mine, partners = sorted(self.hands[p]), self.hands[self.partner(p)]
        options = [_made(TeamGive, item) for item in mine]
        if partners:
            options.append(_made(TeamAsk))
            options += [_made(TeamExchange, item) for item in mine]
        return options + [_made(TeamDecline)]

    def _options_disappear(self, frame: Frame) -> list:
        held = {item.colour for item in self.hands[frame.player]}
        return [_made(Disappear, c) for c in PENALTY_COLOURS if c in held]

    def why_not_now(self, frame: Frame, action) -> Rule:
        if frame.kind is TURN:
            return NO_SUCH_DECISION.format(what=_DECISION_NAMES.get(type(action), "such choice"),
                                           player=frame.player)
        return DECISION_PENDING.format(player=frame.player, prompt=frame.prompt(), decision=frame.code)

    def why_not(self, frame: Frame, action) -> Rule | None:
        p = frame.player
        if frame.kind is TURN:
            if isinstance(action, Seek):
                top = self.max_steps(p)
                if not isinstance(action.steps, int) or not 1 <= action.steps <= top:
                    return SEEK_DISTANCE.format(top=top)
                return None
            if isinstance(action, Cast):
                stacks = [len(stack) for stack in self.stacks]
                return why_cast_illegal(self.hands[p], action.book, action.ingredients, action.level, stacks)
            return None if self.final_rounds else DROP_OUT_TOO_EARLY
        options = self.kept_options(frame)
        if action in options:
            return None
        if isinstance(action, (Banish, Transfer)) and not (action.curses in (1, 2, 3)
                                                           and self.scrolls[p][action.curses]):
            return NO_SUCH_SCROLL.format(curses=action.curses, s="" if action.curses == 1 else "s")
        if isinstance(action, Transfer):
            return NOT_AN_OPPONENT.format(spell="Transfer", player=action.to)
        if isinstance(action, SubstituteFrom):
            if action.player not in self._opponents[p]:
                return NOT_AN_OPPONENT.format(spell="Substitution", player=action.player)
            return EMPTY_HAND_TARGET.format(player=action.player)
        if isinstance(action, (TeamAsk, TeamExchange)) and not self.hands[self.partner(p)]:
            return PARTNER_EMPTY.format(partner=self.partner(p))
        if isinstance(action, (GiveBack, TeamGive, TeamExchange, TeamHandOver)):
            return NOT_IN_HAND.format(item=action.item, whose="your")
        if isinstance(action, Levitate):
            if action.shop in range(data.SHOP_COUNT) and self.night[action.shop] and action.item:
                return FACE_DOWN.format(shop=action.shop)
            return NOT_IN_SHOP.format(shop=action.shop, item=action.item or "face-down card")
        if isinstance(action, GiveCurse):
            return CURSE_CHOICE.format(choices=", ".join(f"player {q}" for q in frame["choices"]))
        if isinstance(action, Disappear):
            return COLOUR_NOT_HELD.format(colour=action.colour)
        return NOT_A_CHOICE.format(choices=few_choices(options, action), count=len(options))

    def knowers(self, frame: Frame) -> tuple:
        """Who, besides the deciding seat, may see ``frame``'s secret values."""
        return (frame["asker"],) if frame.kind is HAND_OVER else ()

    def prompt(self) -> str:
        """What must happen now, in one English line (other languages word ``view.decision``)."""
        frame = self.decision
        if frame is None:
            return "The game is over."
        if frame.kind is TURN:
            extra = " (extra turn)" if frame["extra"] else ""
            drop = ", or drop out" if frame["final"] else ""
            return f"Player {frame.player}{extra}: {frame.prompt(drop=drop)}."
        return f"Player {frame.player}: {frame.prompt()}"

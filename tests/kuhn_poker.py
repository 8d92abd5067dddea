"""Kuhn poker: the smallest complete game on the mandrapy core. Read this before writing a game.

Jack < Queen < King; two players with one chip each in the pot, each dealt one card (chance) seen only by
its owner (hidden information). Player 0 checks or bets a chip; facing a bet, a player calls or folds. Two
checks or a call: the higher card takes the pot. It uses every core hook once: decision kinds, zones, a
view per seat, a log worded per seat, a sampler of what a seat has not seen (for search), the observable wrapper.

>>> game = Kuhn(seed=4)
>>> game.to_play, [str(a) for a in game.legal_actions()]
(0, ['check', 'bet'])
>>> game.play("bet"); game.play("fold")
>>> game.is_over, game.winners, game.scores
(True, (0,), (1, -1))
>>> game.play("call")
Traceback (most recent call last):
  ...
mandrapy.IllegalAction: call is not allowed: The game is over: no more actions can be played.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mandrapy.core.decisions import DecisionStack, Frame, Handler, Kind, dispatch_table, kinds_table
from mandrapy.core.determinize import Determinized, attach, deal, observed_copy, reseed
from mandrapy.core.log import Words
from mandrapy.core.observable import ObservableGame
from mandrapy.core.rng import GameRandom
from mandrapy.core.state import Action, ActionParser, GameState, action_value
from mandrapy.core.zones import OWNER, PILE, SECRET, VALUE, Zone, Zones

CARDS = ("Jack", "Queen", "King")


@action_value
class Open(Action):
    bet: bool

    def __str__(self): return "bet" if self.bet else "check"


@action_value
class Answer(Action):
    call: bool

    def __str__(self): return "call" if self.call else "fold"


# Each decision is declared once: its code, the actions that answer it, its prompt (English; other
# languages key on the code). Both are whole turns, so a board can offer "undo my turn".
OPEN = Kind("open", answers=(Open,), prompt="check or bet one chip", turn=True)
FACING = Kind("facing", answers=(Answer,), prompt="call player {bettor}'s bet or fold", turn=True)

# Every place the game keeps things, once: blank, clone, save and the per-seat masks derive from it.
ZONES = Zones(Zone("deck", PILE, visible=SECRET, conserved=True),
              Zone("hands", PILE, per_seat=True, visible=OWNER, conserved=True),
              Zone("pot", VALUE, per_seat=True, default=1),      # chips each player has put in
              Zone("moves", VALUE, default=""),                  # "c", "b", "cb": checks and bets so far
              Zone("winner", VALUE))

WORDS = Words()
WORDS.templates = {"deal": "Each player is dealt a card.", "deal.private": "You are dealt the {card}.",
                   "act": "Player {player}: {action}.", "end": "Player {winner} wins the pot of {pot}."}
PARSER = ActionParser("Kuhn poker", [("(check|bet)", lambda m: Open(m[1] == "bet")),
                                     ("(call|fold)", lambda m: Answer(m[1] == "call"))])


class KuhnState(Determinized, GameState):
    """The rules. Saving, comparing and cloning come from ``zones``; reading actions from ``parser``."""

    game, players, action_type, zones, parser, log_words = "kuhn", 2, Action, ZONES, PARSER, WORDS
    decision_kinds = kinds_table(OPEN, FACING)

    @classmethod
    def new(cls, seed: int | None = None) -> "KuhnState":
        state = cls.__new__(cls)
        state.seed, state.position, state.is_over = random.randrange(2**32) if seed is None else seed, None, False
        state.rng, state.decisions, state.events = GameRandom(state.seed), DecisionStack(), []
        ZONES.blank(state)
        state.start_history()
        state.deck.extend(CARDS)
        state.rng.shuffle(state.deck)                      # chance comes only from the game's RNG
        for seat, hand in enumerate(state.hands):
            hand.append(state.deck.pop())
            state.note("deal", seat, {"card": hand[0]})
        state.decisions.push(Frame.of(OPEN, 0))
        return state

    # The decision machine asks three things: the options of a frame and how to resolve an answer (each
    # kind's handler, in the dispatch table below), and what happens when nothing is pending (here never:
    # the game ends inside a resolve).
    def _options_open(self, frame: Frame) -> list:
        return [Open(False), Open(True)]

    def _resolve_open(self, frame: Frame, action: Open) -> None:
        p = frame.player
        self.note("act", player=p, action=str(action))
        self.pot[p] += action.bet
        self.moves += "b" if action.bet else "c"
        if action.bet:
            self.decisions.push(Frame.of(FACING, 1 - p, bettor=p))
        elif self.moves == "c":
            self.decisions.push(Frame.of(OPEN, 1))
        else:                                              # two checks: showdown
            self._showdown()

    def _options_facing(self, frame: Frame) -> list:
        return [Answer(True), Answer(False)]

    def _resolve_facing(self, frame: Frame, action: Answer) -> None:
        p = frame.player
        self.note("act", player=p, action=str(action))
        if action.call:
            self.pot[p] += 1
            self.moves += "b"
            self._showdown()
        else:                                              # a fold
            self._end(1 - p)

    # Every kind of decision_kinds has its handler (checked when the class is made): find a kind's code here.
    dispatch = dispatch_table(decision_kinds, {OPEN: Handler(_options_open, _resolve_open),
                                               FACING: Handler(_options_facing, _resolve_facing)}, "kuhn")

    def advance(self) -> bool:
        return False

    def _showdown(self) -> None:
        self._end(max((0, 1), key=lambda q: CARDS.index(self.hands[q][0])))

    def _end(self, winner: int) -> None:
        self.winner, self.is_over = winner, True
        self.decisions.clear()
        self.note("end", winner=winner, pot=sum(self.pot))

    def scores(self) -> tuple:
        if self.winner is None:
            return (0, 0)
        return tuple(self.pot[1 - q] if q == self.winner else -self.pot[q] for q in (0, 1))

    def winners(self) -> tuple:
        return () if self.winner is None else (self.winner,)

    def sampler(self, seat: int) -> "KuhnSampler":
        return KuhnSampler(self, seat)

    def view(self, seat: int | None = None) -> "KuhnView":
        everything = seat is None or self.is_over
        return attach(KuhnView(seat, tuple(hand[0] if everything or ZONES.visible("hands", seat, q) else None
                                    for q, hand in enumerate(self.hands)),
                        tuple(self.pot), self.to_play, self.decision,
                        tuple(self.legal_actions()) if seat in (None, self.to_play) else (),
                        self.is_over, self.winners(), self.scores(), self.log_lines(seat)), self, seat)


class KuhnSampler:
    """For search: the cards ``seat`` has not seen, dealt at random to the hidden places (the other hand, the
    deck), on a copy that keeps the rest; its chance reseeded. Hidden places are read by size only."""

    def __init__(self, state: KuhnState, seat: int):
        self.base, seen = observed_copy(state, seat), state.view(seat).hands
        self.unseen = [card for card in CARDS if card not in seen]
        self.hidden = [(q, 1) for q, card in enumerate(seen) if card is None] + [("deck", len(state.deck))]

    def sample(self, rng) -> KuhnState:
        state, places = self.base.clone(), deal(rng, self.unseen, self.hidden)
        for q, _ in self.hidden[:-1]:
            state.hands[q] = places[q]
        state.deck = places["deck"]
        reseed(state, rng)
        return state


@dataclass(frozen=True)
class KuhnView:
    """What one seat sees: ``hands`` has None where the card is hidden from it."""
    seat: int | None; hands: tuple; pot: tuple; to_play: int | None; decision: Frame | None  # noqa: E702
    legal_actions: tuple; is_over: bool; winners: tuple; scores: tuple; log: tuple           # noqa: E702


class Kuhn(ObservableGame):
    """The observable game: traitlets publish each change (``Kuhn(seed=1).observe(...)``)."""
    State = KuhnState

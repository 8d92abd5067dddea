"""Kuhn poker's rules: the smallest complete game on the mandrapy core (read it with docs/architecture.md).

Two players put one chip each in the pot and are dealt one card each (chance, from the game's RNG), seen only
by its owner (hidden information). The opener checks or bets a chip; facing a bet, a player calls or folds.
Two checks or a call: the higher card takes the pot.

>>> state = KuhnState.new(seed=4)
>>> state.prompt()
'Player 0: check or bet one chip.'
>>> state.play("bet"); state.play("fold")
>>> state.is_over, state.winners(), state.scores()
(True, (0,), (1, -1))
"""

from __future__ import annotations

import random

from ..core.decisions import DecisionStack, Frame, Handler, dispatch_table
from ..core.determinize import Determinized
from ..core.errors import InvalidRecord
from ..core.rng import GameRandom
from ..core.parsing import Action
from ..core.state import GameState
from .glossary import PLAYER
from .limits import CARDS, PARAMETERS, position_hands, position_opening
from .rules import FACING, KINDS, OPEN, PARSER, WORDS, ZONES, Answer, Open
from .sampler import KuhnSampler
from .speech import SPEECH
from .view import make_view, render_text


class KuhnState(Determinized, GameState):
    """The rules. Saving, comparing and cloning come from ``zones``; reading actions from ``parser``; the
    decision machine (``options``, ``resolve``, ``advance``) from :class:`~mandrapy.core.state.GameState`."""

    game, players, action_type, zones, parser, log_words = "kuhn", 2, Action, ZONES, PARSER, WORDS
    decision_kinds, parameter_spec, speech, player_word = KINDS, PARAMETERS, SPEECH, PLAYER
    make_view, render_text = staticmethod(make_view), staticmethod(render_text)    # core.face shows the state
    action_space, observation = "mandrapy.kuhn.rules:ACTION_SPACE", "mandrapy.kuhn.tensor:OBSERVATION"
    search_iterations = 200              # the "ismcts" level's budget: a tiny tree
    forced_public = True                 # no decision is ever forced; said for the contract's sake
    first_player: int | None           # as given (None: player 0 opens)
    rng: GameRandom
    hands: list
    deck: list
    pot: list
    moves: str
    opener: int
    winner: int | None

    @classmethod
    def new(cls, *, players: int = 2, seed: int | None = None, first_player: int | None = None) -> KuhnState:
        """A new game: ``first_player`` opens (None: player 0, the dealer's left)."""
        cls.check_parameters({"players": players, "seed": seed, "first_player": first_player}, "Kuhn poker")
        return cls.setup(seed, first_player)

    @classmethod
    def setup(cls, seed: int | None, first_player: int | None, hands=None, position=None,
              opening: str | None = None) -> KuhnState:
        """The start of a game; ``hands`` (one card per seat) replaces the deal and ``opening`` ("check" or
        "bet") is what the opener did, for a hand-made ``position`` (:mod:`.position`, recorded as given)."""
        state = cls.__new__(cls)
        state.seed = random.randrange(2**32) if seed is None else seed
        state.position, state.first_player, state.is_over = position, first_player, False
        state.rng, state.decisions, state.events = GameRandom(state.seed), DecisionStack(), []
        ZONES.blank(state)
        state.start_history()                              # (again below, after a hand-made opening)
        state.opener = 0 if first_player is None else first_player
        state.deck.extend(CARDS)
        state.rng.shuffle(state.deck)                      # chance comes only from the game's RNG
        for seat, hand in enumerate(state.hands):
            hand.append(state.deck.pop() if hands is None else hands[seat])
            state.note("deal", seat, {"card": hand[0]})
        if hands is not None:
            state.deck = [card for card in CARDS if card not in hands]
        state.decisions.push(Frame.of(OPEN, state.opener))
        if opening is not None:                            # part of the position, not of the history
            state.apply_legal(Open(opening == "bet"))
            state.start_history()
        return state

    @classmethod
    def create(cls, parameters: dict, seed: int | None, position: dict | None) -> KuhnState:
        if position is None:
            return cls.new(seed=seed, **parameters)
        if not isinstance(position, dict):
            raise InvalidRecord("a Kuhn poker record's position must be a dict")
        arguments = {"seed": seed, **parameters, **position}
        hands = position_hands(arguments, "the record's position")
        opening = position_opening(arguments, "the record's position")
        return cls.setup(seed, parameters.get("first_player"), hands, position, opening)

    def parameters(self) -> dict:
        return {"first_player": self.first_player}

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
            self.decisions.push(Frame.of(OPEN, 1 - p))
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
    dispatch = dispatch_table(KINDS, {OPEN: Handler(_options_open, _resolve_open),
                                      FACING: Handler(_options_facing, _resolve_facing)}, "kuhn")

    def advance(self) -> bool:
        return False

    def _showdown(self) -> None:
        self._end(max((0, 1), key=lambda q: CARDS.index(self.hands[q][0])))

    def _end(self, winner: int) -> None:
        self.winner, self.is_over = winner, True
        self.decisions.clear()
        self.note("end", winner=winner, pot=sum(self.pot))

    @property
    def current(self) -> int:
        """Whose turn it is (once the game is over, who played last)."""
        return self.to_play if self.to_play is not None else (self.deciders or [self.opener])[-1]

    def prompt(self) -> str:
        """Who must decide what now, in English."""
        if self.is_over:
            return f"The game is over: player {self.winner} wins the pot of {sum(self.pot)}."
        frame = self.decisions.top
        assert frame is not None                           # a game not over always asks a decision
        return f"Player {frame.player}: {frame.prompt()}."

    def score_breakdown(self, seat: int) -> dict:
        """Where ``seat``'s score comes from: the chips it put in and the pot it won."""
        won = sum(self.pot) if self.winner == seat else 0
        return {"put_in": -self.pot[seat], "won": won, "total": won - self.pot[seat] if self.is_over else 0}

    def scores(self) -> tuple:
        return tuple(self.score_breakdown(q)["total"] for q in (0, 1))

    def winners(self) -> tuple:
        return () if self.winner is None else (self.winner,)

    def sampler(self, seat: int) -> KuhnSampler:
        return KuhnSampler(self, seat)

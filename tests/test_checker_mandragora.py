"""The game-agnostic checker (mandrapy.core.checker) on Mandragora, and on broken games it must catch."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

import pytest
from budget import budget

from mandrapy.core.checker import CheckFailure, check_observable, check_playout, check_random_playouts
from mandrapy.core.errors import Rule
from mandrapy.core.rng import GameRandom
from mandrapy.core.state import Action, GameState, action_value
from mandrapy.mandragora import Mandragora, MandragoraState
from mandrapy.mandragora.invariants import check_invariants
from mandrapy.mandragora.view import make_view

CONFIGS = {
    "2p": dict(players=2),
    "3p": dict(players=3),
    "4p": dict(players=4),
    "4p-teams": dict(players=4, teams=True),
}
# a sample in make test; MANDRAPY_LONG=1 plays the whole budget (more: benchmarks/playouts.py, the fuzz suite)
GAMES = {"2p": budget(12, 35), "3p": budget(10, 30), "4p": budget(10, 30), "4p-teams": budget(10, 25)}


def maker(cls=MandragoraState, **kwargs):
    return lambda seed: cls.new(seed=seed, **kwargs)


# --------------------------------------------------------------------------- Mandragora passes
@pytest.mark.parametrize("name", CONFIGS)
def test_random_playouts(name):
    report = check_random_playouts(maker(**CONFIGS[name]), games=GAMES[name], seed=1000,
                                   invariants=check_invariants, sample_every=4)
    assert report.games == GAMES[name]
    # the random games reach the interesting parts of the rules, not just seeking
    assert {"Seek", "Cast", "DropOut", "Replicate", "Banish", "Transfer"} <= set(report.kinds)
    if CONFIGS[name].get("teams"):
        assert {"TeamGive", "TeamAsk", "TeamExchange", "TeamHandOver", "TeamDecline"} <= set(report.kinds)


def test_every_step_sampled():
    """The expensive checks (clone, undo, record, JSON) on every single move, for a few games."""
    for kwargs in CONFIGS.values():
        check_random_playouts(maker(**kwargs), games=budget(1, 2), seed=77, invariants=check_invariants,
                              sample_every=1)


@pytest.mark.parametrize("name", CONFIGS)
def test_observable_notifications(name):
    for seed in range(3):
        assert check_observable(Mandragora(seed=seed, **CONFIGS[name]), actions=500, seed=seed) > 10


def test_invariants_hold_on_hand_made_positions():
    game = Mandragora.from_position(players=2, hands={0: "black book 3, red, yellow, mandrake"},
                                    scrolls={1: [2]}, current=0, seed=5)
    check_invariants(game.state)
    report = check_random_playouts(
        lambda seed: Mandragora.from_position(players=3, hands={0: "green book 2, 3 green"},
                                              scrolls={1: [1, 1], 2: [3]}, current=2, seed=seed).state,
        games=5, seed=3, invariants=check_invariants)
    assert report.games == 5


# --------------------------------------------------------------------------- a tiny second game
@action_value
class Take(Action):
    stones: int

    def __str__(self):
        return f"take {self.stones}"


class PileState(GameState):
    """Two players take 1-3 stones in turn from a seeded pile; who takes the last stone wins."""

    game = "pile"
    action_type: ClassVar[type] = Take

    @classmethod
    def new(cls, seed=0, players=2):
        state = cls.__new__(cls)
        state.players, state.seed, state.position = players, seed, None
        state.rng = GameRandom(seed)
        state.pile = state.rng.randrange(8, 20)
        state.turn, state.history, state.deciders, state.is_over = 0, [], [], False
        return state

    @classmethod
    def create(cls, parameters, seed, position):
        return cls.new(seed=seed, **parameters)

    def parameters(self):
        return {"players": self.players}

    @property
    def to_play(self):
        return None if self.is_over else self.turn

    def legal_actions(self):
        return [] if self.is_over else [Take(n) for n in range(1, min(3, self.pile) + 1)]

    def why_illegal(self, action):
        if self.is_over:
            return Rule("over", "The game is over.")
        if not isinstance(action, Take) or not 1 <= action.stones <= min(3, self.pile):
            return Rule("take", "Take 1 to 3 stones, no more than the pile.")
        return None

    def apply_legal(self, action):
        self.pile -= action.stones
        if self.pile == 0:
            self.is_over = True
        else:
            self.turn = 1 - self.turn

    def scores(self):
        return tuple(int(self.is_over and p == self.turn) for p in range(self.players))

    def winners(self):
        return (self.turn,) if self.is_over else ()

    def view(self, player):
        return (self.pile, self.turn)

    @classmethod
    def parse_action(cls, text):
        word, _, number = text.partition(" ")
        if word != "take" or not number.isdigit():
            raise ValueError(text)
        return Take(int(number))

    def to_dict(self):
        return {"pile": self.pile, "turn": self.turn, "over": self.is_over, "rng": self.rng.state()}

    def clone(self):
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.rng, twin.history, twin.deciders = self.rng.copy(), list(self.history), list(self.deciders)
        return twin


def pile_invariants(state):
    assert state.pile >= 0, f"the pile has {state.pile} stones"


def test_checker_is_game_agnostic():
    report = check_random_playouts(PileState.new, games=30, seed=0, invariants=pile_invariants, sample_every=1)
    assert report.games == 30 and report.kinds["Take"] == report.actions


class DuplicateActions(PileState):
    def legal_actions(self):
        return super().legal_actions() * 2


class LenientRules(PileState):
    def why_illegal(self, action):
        return Rule("over", "over") if self.is_over else None


class DirtyRefusal(PileState):
    def play(self, action):
        self.turn = 1 - self.turn if isinstance(action, Take) and action.stones > self.pile else self.turn
        super().play(action)


class EndlessPile(PileState):
    def apply_legal(self, action):
        super().apply_legal(action)
        if self.is_over:
            self.is_over, self.pile = False, 10


class SharedClone(PileState):
    def clone(self):
        twin = super().clone()
        twin.history = self.history
        return twin


class SharedDeciders(PileState):
    def clone(self):
        twin = super().clone()
        twin.deciders = self.deciders
        return twin


class WrongText(PileState):
    @classmethod
    def parse_action(cls, text):
        return Take(1)


class WrongUndo(PileState):
    def undone(self):
        return self.clone()


class NoSeat(PileState):
    @property
    def to_play(self):
        return None if self.is_over else self.turn + 5


class CrashingRules(PileState):
    def apply_legal(self, action):
        if self.pile < 4:
            raise KeyError("boom")
        super().apply_legal(action)


class NoWinner(PileState):
    def winners(self):
        return ()


class ChattyListing(PileState):
    def legal_actions(self):
        self.rng.random()
        return super().legal_actions()


@pytest.mark.parametrize("broken, message", [
    (DuplicateActions, "duplicate legal actions"),
    (LenientRules, "why_illegal returns None"),
    (DirtyRefusal, "changed the state"),
    (EndlessPile, "not over after 300 actions"),
    (SharedClone, "clone"),
    (SharedDeciders, "deciders"),
    (WrongText, "parses back as a different action"),
    (WrongUndo, r"undone\(\) differs"),
    (NoSeat, "not a seat"),
    (CrashingRules, "crash: KeyError"),
    (NoWinner, "winners"),
    (ChattyListing, "changed the state"),
])
def test_checker_catches_broken_games(broken, message):
    with pytest.raises(CheckFailure, match=message):
        check_random_playouts(broken.new, games=10, seed=0, max_actions=300, sample_every=1)


def test_checker_catches_a_failing_invariant_and_says_how_to_reproduce():
    def small_pile(state):
        assert state.pile < 16, "pile too big"

    with pytest.raises(CheckFailure, match="pile too big") as caught:
        check_random_playouts(PileState.new, games=10, seed=0, invariants=small_pile)
    failure = caught.value
    assert failure.seed is not None and failure.move == 0 and failure.record["game"] == "pile"
    assert f"seed={failure.seed}" in str(failure)
    with pytest.raises(CheckFailure, match="pile too big"):
        check_playout(PileState.new, failure.seed, invariants=small_pile)


# --------------------------------------------------------------------------- broken Mandragoras
class LeakyDeck(MandragoraState):
    """Seeking loses the deck's top card once the deck is half gone."""

    def _seek(self, steps):
        super()._seek(steps)
        if 0 < len(self.deck) < 30:
            self.deck.pop()


class ForgetfulCurse(MandragoraState):
    def _curse_event(self, movers):
        pass


class NoCurseMarkerPenalty(MandragoraState):
    def score_breakdown(self, player):
        result = dict(super().score_breakdown(player))
        result["total"] += 2 * result["curse_marker"]
        return result


class PeekingView(MandragoraState):
    def view(self, player=None):
        seen = make_view(self, player)
        return dataclasses.replace(seen, seats=make_view(self, None).seats)


class ShallowClone(MandragoraState):
    def clone(self):
        twin = super().clone()
        twin.hands = self.hands
        return twin


class PhantomSpell(MandragoraState):
    def _cast(self, action):
        super()._cast(action)
        if any(self.stacks):
            next(stack for stack in self.stacks if stack).pop()


@pytest.mark.parametrize("broken, message", [
    (LeakyDeck, "82 magical items are not all accounted for"),
    (ForgetfulCurse, "Curse marker"),
    (NoCurseMarkerPenalty, r"scores\(\) is"),
    (PeekingView, "can see player"),
    (ShallowClone, "clone"),
    (PhantomSpell, "24 spells are not all accounted for"),
])
def test_checker_catches_broken_mandragora(broken, message):
    with pytest.raises(CheckFailure, match=message):
        check_random_playouts(maker(broken, players=4), games=10, seed=0, invariants=check_invariants)


class SilentGame(Mandragora):
    def play(self, action):
        self._state.play(action)          # forgets to publish


class MutablePosition(Mandragora):
    def _publish(self):
        super()._publish()
        self.set_trait("position", {"state": self._state.to_dict()})


class LaggingTurn(Mandragora):
    def _publish(self):
        to_play = self.to_play
        super()._publish()
        if self.move_number % 5 == 0:
            self.set_trait("to_play", to_play)


@pytest.mark.parametrize("broken, message", [
    (SilentGame, "move_number"),
    (MutablePosition, "position"),
    (LaggingTurn, "to_play"),
])
def test_checker_catches_broken_observables(broken, message):
    with pytest.raises(CheckFailure, match=message):
        check_observable(broken(players=4, seed=1), actions=100)

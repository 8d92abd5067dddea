"""The game-agnostic checker (mandrapy.core.checker) on Magyarcana, and on broken Magyarcanas it must catch."""

from __future__ import annotations

import dataclasses

import pytest
from budget import budget

from mandrapy.core.checker import CheckFailure, check_observable, check_random_playouts
from mandrapy.magyarcana import Magyarcana, MagyarcanaState
from mandrapy.magyarcana import state as state_module
from mandrapy.magyarcana.invariants import check_invariants
from mandrapy.magyarcana.view import make_view

# The random games reach every kind of choice the powers ask for, specials included.
EVERY_KIND = {"UseTerritory", "PlayCard", "Refill", "DiscardCard", "Done", "Skip", "AddTerritory", "PlaceMinion",
              "Expel", "ExpelTo", "Move", "MoveAny", "Grow", "Replace", "TakeFromDiscard", "PlaceFromDiscard",
              "RemoveTerritory"}


def maker(cls=MagyarcanaState, **kwargs):
    return lambda seed: cls.new(seed=seed, **kwargs)


# --------------------------------------------------------------------------- Magyarcana passes
def test_random_playouts():
    # Games end by themselves (the third reshuffle); max_actions only guards against an endless game.
    games = budget(10, 25)
    report = check_random_playouts(maker(), games=games, seed=2000, invariants=check_invariants, max_actions=5000,
                                   sample_every=12)
    assert report.games == games and report.longest < 5000
    assert EVERY_KIND <= set(report.kinds), EVERY_KIND - set(report.kinds)


def test_random_playouts_with_a_given_first_player():
    for first in (0, 1):
        check_random_playouts(maker(first_player=first), games=budget(2, 4), seed=50, invariants=check_invariants,
                              sample_every=8)


def test_every_step_sampled():
    """The expensive checks (clone, undo, record, JSON) on every single move, for a few games."""
    check_random_playouts(maker(), games=budget(1, 2), seed=77, invariants=check_invariants, sample_every=1)


def test_observable_notifications():
    for seed in range(3):
        assert check_observable(Magyarcana(seed=seed), actions=300, seed=seed) > 10


def crowded(seed):
    """A hand-made position: a crossroads with a cut-off occupied island and crowded territories."""
    return Magyarcana.from_position(
        seed=seed,
        territories={"0,0": "Under of Acorns", "0,1": "9 of Bells", "0,2": "King of Hearts", "0,3": "Over of Acorns",
                     "1,1": "7 of Leaves", "-1,1": "10 of Hearts", "4,4": "8 of Acorns"},
        minions={"Under of Acorns": [(0, 1)], "9 of Bells": [(0, 3), (1, 3), (1, 2)],
                 "King of Hearts": [(0, 1), (1, 1), (1, 3)], "Over of Acorns": [(1, 1)], "8 of Acorns": [(0, 2)]},
        hands={0: "Ace of Hearts, King of Leaves, Over of Bells, 7 of Acorns", 1: "Ace of Leaves, King of Acorns"},
        discard=["Ace of Acorns", "8 of Hearts"], current=seed % 2).state


def test_invariants_hold_on_hand_made_positions():
    check_invariants(crowded(0))
    games = budget(3, 6)
    report = check_random_playouts(crowded, games=games, seed=3, invariants=check_invariants, sample_every=6)
    assert report.games == games


# --------------------------------------------------------------------------- broken Magyarcanas
class NoCapacity(MagyarcanaState):
    """The capacity check is gone: any minion fits anywhere."""

    def has_room(self, cell, pips):
        return True


class ReplaceKeepsNoRecord(MagyarcanaState):
    """Leaves replace forgets to discard the old territory."""

    def resolve(self, frame, action):
        super().resolve(frame, action)
        if type(action).__name__ == "Replace":
            self.discard.remove(action.old)


class RemovalLosesMinions(MagyarcanaState):
    """King of Leaves: the removed territory's minions vanish instead of going back to the supply."""

    def resolve(self, frame, action):
        if type(action).__name__ == "RemoveTerritory":
            self.minions.pop(self.cells[action.territory], None)
        super().resolve(frame, action)


class NoPruning(MagyarcanaState):
    def _prune(self):
        pass


class StrictControl(MagyarcanaState):
    """A tie gives control to nobody."""

    def controls(self, owner, cell):
        return self.pips(cell, owner) > self.pips(cell, 1 - owner)


class FacesScoreTen(MagyarcanaState):
    def scores(self):
        return tuple(sum(10 if card.is_face else card.points for card in self.controlled(owner)) for owner in (0, 1))


class PeekingView(MagyarcanaState):
    def view(self, player=None):
        seen = make_view(self, player)
        return dataclasses.replace(seen, hands=make_view(self, None).hands)


class KeepsPlayedCard(MagyarcanaState):
    """The played card never reaches the discard pile."""

    def advance(self):
        played = self.in_play
        moved_on = super().advance()
        if played is not None and self.in_play is None and self.discard and self.discard[-1] is played:
            self.discard.pop()
        return moved_on


class TupleInSnapshot(MagyarcanaState):
    """The pending decisions' values kept as tuples in to_dict() (the bug once fixed in Step.to_dict)."""

    def to_dict(self):
        result = super().to_dict()
        result["decisions"] = [{"kind": f.code, "player": f.player, "values": dict(f.values)}
                               for f in self.decisions]
        return result


@pytest.mark.parametrize("broken, message", [
    (NoCapacity, r"\(capacity \d+\)"),
    (ReplaceKeepsNoRecord, "32 cards are not all accounted for"),
    (RemovalLosesMinions, "minions on the board and"),
    (NoPruning, "unoccupied group is cut off"),
    (StrictControl, "shows controllers"),
    (FacesScoreTen, r"scores\(\) is"),
    (PeekingView, "can see player"),
    (KeepsPlayedCard, "32 cards are not all accounted for"),
    (TupleInSnapshot, "does not survive JSON"),
])
def test_checker_catches_broken_magyarcana(broken, message):
    with pytest.raises(CheckFailure, match=message):
        check_random_playouts(maker(broken), games=20, seed=0, invariants=check_invariants, sample_every=1)


def test_checker_catches_a_monkeypatched_capacity_check(monkeypatch):
    """The engine's own class, with its capacity rule broken in place, is caught by the invariants."""
    monkeypatch.setattr(MagyarcanaState, "has_room", lambda self, cell, pips: True)
    with pytest.raises(CheckFailure, match="capacity") as caught:
        check_random_playouts(maker(), games=20, seed=0, invariants=check_invariants)
    assert caught.value.record["game"] == "magyarcana"
    assert state_module.MagyarcanaState is MagyarcanaState

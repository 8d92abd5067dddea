"""Kuhn poker's invariants, for the shared checker (``check_random_playouts(..., invariants=check_invariants)``):
each raises AssertionError with what broke."""

from __future__ import annotations

from .limits import CARDS


def check_invariants(state) -> None:
    cards = [*state.deck, *(card for hand in state.hands for card in hand)]
    assert sorted(cards) == sorted(CARDS), f"the three cards are not all there once: {cards}"
    assert all(len(hand) == 1 for hand in state.hands), f"a hand holds one card: {state.hands}"
    assert all(pot in (1, 2) for pot in state.pot), f"each seat puts in one or two chips: {state.pot}"
    assert state.moves in ("", "c", "b", "cc", "cb", "bb", "cbb"), f"checks and bets: {state.moves!r}"
    assert len(state.history) <= 3, "a game has at most three actions"
    scores = state.scores()
    assert sum(scores) == 0 and all(-2 <= s <= 2 for s in scores), f"the pot changes hands: {scores}"
    if state.is_over:
        assert len(state.winners()) == 1 and state.to_play is None
    else:
        assert state.winners() == () and scores == (0, 0) and state.to_play is not None
    for seat in (0, 1):
        seen = state.view(seat).hands
        assert seen[seat] == state.hands[seat][0], "a seat sees its own card"
        assert state.is_over or seen[1 - seat] is None, f"seat {seat} sees the other card before the end"

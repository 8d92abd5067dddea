"""Helpers for the Magyarcana rule tests: hand-made positions, minions on a territory, illegal actions."""

from __future__ import annotations

import pytest

from mandrapy import IllegalAction
from mandrapy.magyarcana import Card, Magyarcana
from mandrapy.magyarcana.invariants import check_invariants

C = Card.named


def position(seed: int = 1, **kwargs) -> Magyarcana:
    """A hand-made position (see ``Magyarcana.from_position``); seed 1 and player 0 to play unless told.

    Without ``deck`` the unused cards are shuffled into the deck; with ``deck`` (top first) they go to
    the discard pile. The position is checked against the invariants before it is returned.
    """
    kwargs.setdefault("current", 0)
    game = Magyarcana.from_position(seed=seed, **kwargs)
    check_invariants(game.state)
    return game


def column(*cards, x: int = 0, top: int = 0) -> dict:
    """Territories in a vertical line: the first card on ``(x, top)``, then southwards."""
    return {(x, top + i): card for i, card in enumerate(cards)}


def row(*cards, y: int = 0, left: int = 0) -> dict:
    """Territories in a horizontal line: the first card on ``(left, y)``, then eastwards."""
    return {(left + i, y): card for i, card in enumerate(cards)}


def minions(game: Magyarcana, card) -> list:
    """The minions on a territory as sorted ``(owner, pips)`` (None when the card is not on the board)."""
    state = game.state
    cell = state.cells.get(C(card))
    if cell is None:
        return None
    return sorted((o, p) for (o, p), n in state.minions.get(cell, {}).items() for _ in range(n))


def cell_of(game: Magyarcana, card):
    return game.state.cells.get(C(card))


def on_board(game: Magyarcana) -> set:
    return {card.name for card in game.state.territories.values()}


def hand(game: Magyarcana, seat: int) -> list:
    return [card.name for card in game.state.hands[seat]]


def discard(game: Magyarcana) -> list:
    return [card.name for card in game.state.discard]


def supply(game: Magyarcana, seat: int) -> dict:
    return dict(game.state.supply[seat])


def legal(game: Magyarcana) -> list:
    return [str(a) for a in game.legal_actions()]


def decision(game: Magyarcana):
    """The kind of step the current player must resolve, or None at the start of a turn."""
    frame = game.view(None).decision
    return None if frame is None or frame.kind.turn else frame.code


def play(game: Magyarcana, *actions) -> Magyarcana:
    for action in actions:
        game.play(action)
        check_invariants(game.state)
    return game


def assert_illegal(game: Magyarcana, action, *words: str) -> IllegalAction:
    """Playing ``action`` raises IllegalAction whose rule mentions every word, and changes nothing."""
    before = game.state.to_dict()
    moves, to_play = len(game.history), game.to_play
    with pytest.raises(IllegalAction) as caught:
        game.play(action)
    error = caught.value
    assert isinstance(error, ValueError)
    assert isinstance(error.rule, str) and error.rule.endswith((".", "?")) and error.code
    for word in words:
        assert word.lower() in error.rule.lower(), f"{word!r} not in {error.rule!r}"
    assert game.state.to_dict() == before
    assert len(game.history) == moves and game.to_play == to_play
    return error


def dice(game: Magyarcana) -> tuple:
    """The next two dice the game's random source will roll (attacker, defender), without rolling them."""
    rng = game.state.rng.copy()
    return rng.randint(1, 6), rng.randint(1, 6)


def seed_with_dice(make, condition, tries: int = 400) -> int:
    """The first seed whose game (``make(seed)``) will roll dice (attacker, defender) meeting ``condition``."""
    for seed in range(tries):
        if condition(*dice(make(seed))):
            return seed
    raise AssertionError("no seed gives such dice")

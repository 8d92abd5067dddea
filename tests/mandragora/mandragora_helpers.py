"""Helpers for the Mandragora rule tests: hand-made positions and illegal-action checks."""

from __future__ import annotations

import pytest

from mandrapy import IllegalAction
from mandrapy.mandragora import Item, Mandragora
from mandrapy.mandragora.cards import items_from


def position(players: int = 2, seed: int = 1, **kwargs) -> Mandragora:
    """A hand-made position (see ``Mandragora.from_position``); 2 players and seed 1 unless told."""
    return Mandragora.from_position(players=players, seed=seed, **kwargs)


def hand(game: Mandragora, seat: int) -> dict:
    """A seat's hand as ``{name: copies}``."""
    return {item.name: n for item, n in game.state.hands[seat].items()}


def counts(text: str) -> dict:
    """``"2 green, mandrake"`` -> ``{"green": 2, "mandrake": 1}``."""
    result: dict = {}
    for item in items_from(text):
        result[item.name] = result.get(item.name, 0) + 1
    return result


def shop(game: Mandragora, index: int) -> list:
    """The names of the cards at a shop, bottom (oldest) first."""
    return [item.name for item in game.state.shops[index]]


def scrolls(game: Mandragora, seat: int) -> list:
    """The curses of each scroll in front of a seat, e.g. ``[1, 1, 3]``."""
    held = game.state.scrolls[seat]
    return [v for v in (1, 2, 3) for _ in range(held[v])]


def spells(game: Mandragora, seat: int) -> list:
    """The names of the spells a seat has cast, in order."""
    return [spell.name for spell, _, _ in game.state.cast[seat]]


def legal(game: Mandragora) -> list:
    return [str(a) for a in game.legal_actions()]


def assert_illegal(game: Mandragora, action, *words: str) -> IllegalAction:
    """Playing ``action`` raises IllegalAction whose rule mentions every word, and changes nothing."""
    before = game.state.to_dict()
    moves, to_play = len(game.history), game.to_play
    with pytest.raises(IllegalAction) as caught:
        game.play(action)
    error = caught.value
    assert isinstance(error, ValueError)
    assert isinstance(error.rule, str) and error.rule.endswith((".", "?"))
    for word in words:
        assert word.lower() in error.rule.lower(), f"{word!r} not in {error.rule!r}"
    assert game.state.to_dict() == before
    assert len(game.history) == moves and game.to_play == to_play
    return error


def total_items(state) -> int:
    """Every magical item accounted for: deck, shops, hands, scrolls, spells cast, discard, box."""
    total = len(state.deck) + sum(len(cards) for cards in state.shops)
    total += sum(sum(h.values()) for h in state.hands)
    total += sum(sum(s[1:]) for s in state.scrolls)
    total += sum(1 + len(ingredients) for cast in state.cast for _, _, ingredients in cast)
    total += sum(state.discard.values()) + sum(state.box.values())
    return total


ITEM = Item.named

"""Kuhn poker's observation tensor (``Kuhn.observation_layout(2)`` prints it): the core segments, then each
seat's card (one-hot, zeros where the viewer cannot see it) and chips in the pot. Made from the view alone."""

from __future__ import annotations

from ..core.tensors import Layout, Segment, core_segments, encode_core, one_hot
from .rules import CARDS, KINDS

CODES = tuple(KINDS)


class KuhnObservation:
    def layout(self, players: int) -> Layout:
        return Layout(*core_segments(players, CODES),
                      Segment("cards", (players, len(CARDS)), "per seat, one-hot: its card (0s: hidden)"),
                      Segment("pot", (players,), "per seat: the chips it has put in"))

    def encode(self, view) -> dict[str, list[int]]:
        cards = [bit for card in view.hands
                 for bit in one_hot(None if card is None else CARDS.index(card), len(CARDS))]
        return {**encode_core(view, CODES), "cards": cards, "pot": list(view.pot)}


OBSERVATION = KuhnObservation()

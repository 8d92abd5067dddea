"""Kuhn poker's determinization, for search: what a seat has not seen, dealt at random."""

from __future__ import annotations

from ..core.determinize import deal, observed_copy, reseed
from .limits import CARDS


class KuhnSampler:
    """The cards ``seat`` has not seen, dealt at random to the hidden places (the other hand, the deck), on a
    copy that keeps the rest; its chance reseeded. Hidden places are read by size only."""

    def __init__(self, state, seat: int):
        self.base, seen = observed_copy(state, seat), state.view(seat).hands
        self.unseen = [card for card in CARDS if card not in seen]
        self.hidden = [(q, 1) for q, card in enumerate(seen) if card is None] + [("deck", len(state.deck))]

    def sample(self, rng):
        state, places = self.base.clone(), deal(rng, self.unseen, self.hidden)
        for q, _ in self.hidden[:-1]:
            state.hands[q] = places[q]
        state.deck = places["deck"]
        reseed(state, rng)
        return state

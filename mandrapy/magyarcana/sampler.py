"""Magyarcana's determinization: the opponent's hand and the deck's order, drawn from what a seat has not seen.

A seat sees the board, the discard pile, the card in play and its own hand; the opponent's hand and the
deck are the unseen cards. What the seat watched still holds in every sample:

* a card the opponent took from the discard pile (rulebook "Hearts", the King of Leaves) stays in its hand
  until seen played (read from the log);
* after a reshuffle the deck holds only cards of the discard pile that was shuffled (``state.reshuffled``
  keeps the cards of each reshuffle): an unseen card that was not in the last one must be in the opponent's
  hand; the opponent's draws since then split the shuffled cards between its hand and the deck at random.

Every arrangement consistent with that is equally likely (tests/test_determinize.py counts them).
"""

from __future__ import annotations

from ..core.determinize import HandsAndDeck, observed_copy, reseed, still_held


class MagyarcanaSampler:
    def __init__(self, state, seat: int):
        self.base, self.other = observed_copy(state, seat), 1 - seat
        seen = set(state.territories.values()) | set(state.discard) | set(state.hands[seat])
        if state.in_play is not None:
            seen.add(state.in_play)
        if state.is_over:                                     # both hands are shown
            seen.update(state.hands[self.other])
        unseen = sorted(card for card in state.zones.components(state) if card not in seen)
        entered, shuffles = {}, 0              # cards the opponent took from the discard pile
        for code, params, *_private in state.events:        # (the core's own events carry two more)
            if code == "reshuffle":
                shuffles += 1
            elif code == "take" and params["player"] == self.other:
                entered[params["card"]] = (self.other, shuffles)
        known = still_held(entered, state.reshuffled, unseen)
        size = 0 if state.is_over else len(state.hands[self.other])
        self.cards = HandsAndDeck(unseen, {self.other: known.get(self.other, [])}, {self.other: size},
                                  len(state.deck), state.reshuffled[-1] if state.reshuffled else None)

    def sample(self, rng):
        state = self.base.clone()
        hands, state.deck = self.cards.sample(rng)
        if not state.is_over:
            state.hands[self.other] = sorted(hands[self.other])
        reseed(state, rng)
        return state

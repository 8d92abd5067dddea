"""Mystical Conjuraction's determinization: other players' hands and the draw pile's order, drawn from the
spell cards a seat has not seen.

Everything else is public: the bag shows its mana by colour, and its draws come from the sample's own
reseeded random generator. A seat sees the offer, the discard pile, every forge and its own hand. What it
watched still holds in every sample:

* a card seen going into a hand stays there until seen leaving (onto a forge, back to the offer): Mystic
  Portal exchanges it with the offer in the open, and Concoct takes it from the offer in the open (the log
  words that gain privately, as for a card drawn, but everyone saw the offer's card taken);
* after a reshuffle the pile holds only cards of the discard pile that was shuffled (``state.reshuffled``
  keeps the cards of each reshuffle): an unseen card that was not in the last one is in someone's hand.
"""

from __future__ import annotations

from ..core.determinize import HandsAndDeck, observed_copy, reseed, still_held
from .cards import CARDS


class ConjuractionSampler:
    def __init__(self, state, seat: int):
        self.base = observed_copy(state, seat)
        others = [q for q in range(state.players) if q != seat]
        seen = set(state.discard) | set(state.card_offer.values()) | set(state.hands[seat])
        for q in range(state.players):
            seen.update(state.forges[q].values())
            if state.is_over:
                seen.update(state.hands[q])
        unseen = [card for card in CARDS if card not in seen]
        entered, shuffles = {}, 0           # card -> (the seat it was seen going to, reshuffles before)
        for code, params, _knowers, secret in state.events:
            if code == "reshuffle":
                shuffles += 1
            elif code == "portal_card" or (code == "gain_hand" and params["how"] == "concoct"):
                # (a concocted card was face up in the offer: public, though logged as the taker's secret; a
                # state that is itself a sample has lost that secret, and then cannot place the card)
                card = params["card"] if code == "portal_card" else (secret or {}).get("card")
                if card is not None:
                    entered[card] = (params["player"], shuffles)
        held = still_held(entered, state.reshuffled, unseen)
        known = {q: held.get(q, []) for q in others}
        shuffled = state.reshuffled[-1] if state.reshuffled else None
        sizes = {q: 0 if state.is_over else len(state.hands[q]) for q in others}
        self.cards = HandsAndDeck(unseen, known, sizes, len(state.deck), shuffled)
        self.others = others

    def sample(self, rng):
        state = self.base.clone()
        hands, state.deck = self.cards.sample(rng)
        if not state.is_over:
            for q in self.others:
                state.hands[q] = hands.get(q, [])
        reseed(state, rng)
        return state

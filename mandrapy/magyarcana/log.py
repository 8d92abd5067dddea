"""What Magyarcana's log says, as data: each event is a code plus values, worded by a template.

The engine words its log in English with :data:`TEMPLATES`; a board words the same events in its own
language (see ``mandrapy.magyarcana.board.labels``).
"""

from __future__ import annotations

from ..core import log as core_log
from ..core.log import freeze, say
from .cards import Card

TEMPLATES = {
    "setup": "Setup: the Knaves of Acorns are the homes, three territories lie between them; player {first} "
             "begins.",
    "position": "A position set up by hand: player {player} to play.",
    "use": "Player {player} uses the {suit} power of {card}.",
    "play_special": "Player {player} plays {card} for its special power.",
    "play_suit": "Player {player} plays {card} for its {suit} power.",
    "refill": "Player {player} discards and refills.",
    "draw_4": "Player {player} draws 4 cards (Ace of Acorns).",
    "no_effect": "Nothing to do: {step} has no effect.",
    "skip": "Player {player} skips: {step}.",
    "add": "Player {player} adds {card} to the board, {where}.",
    "place": "Player {player} places a 1-minion on {card}.",
    "expelled_to": "Player {owner}'s {pips}-minion is expelled to {card}.",
    "move": "Player {player} moves a {pips}-minion from {source} to {target}.",
    "move_any": "Player {player} moves player {owner}'s {pips}-minion from {source} to {target}.",
    "grow": "Player {player} grows a {pips}-minion on {card} to {size} pips.",
    "replace": "Player {player} replaces {old} with {new}; its minions stay.",
    "take": "Player {player} takes {card} from the discard pile.",
    "place_discard": "Player {player} puts {card} from the discard pile on the board, {where}.",
    "remove": "Player {player} removes {card}; its minions go back to their owners.",
    "discard": "Player {player} discards {card}.",
    "expel_try": "Player {player} tries to expel a {pips}-minion from {card}: {mine} {mine:pip|pips} + die {die} = "
                 "{attack} against {theirs} {theirs:pip|pips} + die {their_die} = {defence}.",
    "expel_try_bonus": "Player {player} tries to expel a {pips}-minion from {card}: {mine} {mine:pip|pips} + die "
                       "{die} + {bonus} = {attack} against {theirs} {theirs:pip|pips} + die {their_die} = {defence}.",
    "expel_fails": "The expulsion fails.",
    "expel_home": "No neighbouring territory has room: the minion goes back to player {owner}.",
    "pruned": "Unoccupied and cut off, these territories are removed: {cards}.",
    "reshuffle": "The discard pile is shuffled into a new deck (reshuffle {number} of {most}).",
    "draw": "Player {player} draws {count} {count:card|cards}.",
    "end_third_reshuffle": "The game ends: the discard pile would have been shuffled into a new deck a third "
                           "time. Scores: player 0 {score0}, player 1 {score1}. {result}",
    "end_no_cards": "The game ends: a card had to be drawn and both the deck and the discard pile are empty. "
                    "Scores: player 0 {score0}, player 1 {score1}. {result}",
    "result_one": "Winner: player {winner}.",
    "result_both": "Winners: players 0 and 1.",
}
END_REASONS = {
    "third_reshuffle": "the discard pile would have been shuffled into a new deck a third time",
    "no_cards": "a card had to be drawn and both the deck and the discard pile are empty",
}


SIDES = {"west": "left of {card}", "east": "right of {card}", "north": "above {card}", "south": "below {card}"}


class Words(core_log.Words):
    """How one language names the values a Magyarcana event carries."""

    templates = TEMPLATES
    sides = SIDES
    alone = "on the empty table"

    def where(self, value) -> str:
        """A cell as a person says it: ``(side, card)`` -> "left of King of Hearts" (never coordinates)."""
        if value is None:
            return self.alone
        side, card = value
        return self.sides[side].format(card=self.card(card))

    def card(self, card: Card) -> str:
        return card.name

    def suit(self, suit: str) -> str:
        return suit.title()

    def step(self, kind: str) -> str:
        from .steps import KINDS
        return KINDS[kind].prompt.split(" (")[0]

    def value(self, name: str, value) -> str:
        if isinstance(value, Card):
            return self.card(value)
        if name == "cards":
            return ", ".join(self.card(card) for card in value)
        if name == "suit":
            return self.suit(value)
        if name == "step":
            return self.step(value)
        if name == "where":
            return self.where(value)
        if name == "result":                     # a nested event: (code, values)
            code, params = value
            return say(code, self, params)
        return super().value(name, value)


EN = Words()

__all__ = ["END_REASONS", "EN", "TEMPLATES", "Words", "freeze", "say"]

"""What Mandragora's log says, as data: each event is a code plus values, worded by a template.

The engine words its log in English with :data:`TEMPLATES`; a board words the same events in its own
language with its own templates and :class:`Words` (names of cards, spells, colours, seats). An event with a
``.private`` template has a second wording for the players who know more (a card taken face down, a card
drawn by Substitution).

>>> from .cards import Item
>>> say("seek", EN, freeze(dict(player=1, steps=2, shop=5, cards={None: 1, Item.named("scroll 2"): 1})))
'Player 1 sends the Assistant 2 shops to shop 5 and takes 1 face-down card, scroll 2.'
"""

from __future__ import annotations

from ..core import log as core_log
from ..core.log import say
from .cards import Item, Spell

TEMPLATES = {
    "forced": "Player {player} had one choice, made for them.",                  # as the core says it
    "forced.private": "Player {player} had one choice, made for them: {action}.",
    "setup": "Setup for {players} players: player {first} begins.",
    "setup_teams": "Setup for {players} players in two teams: player {first} begins.",
    "position": "A position set up by hand for {players} players: player {player} to play.",
    "drop_out": "Player {player} drops out and takes no more turns.",
    "extra_turn": "Player {player} takes the extra turn from Replication.",
    "round": "Round {round} of the final three begins: the Countdown marker shows {marker}.",
    "round_last": "Round {round} of the final three begins: the last round.",
    "seek": "Player {player} sends the Assistant {steps} {steps:shop|shops} to shop {shop} and takes {cards}.",
    "seek.private": "Player {player} sends the Assistant {steps} {steps:shop|shops} to shop {shop} and takes "
                    "{cards}.",
    "seek_empty": "Player {player} sends the Assistant {steps} {steps:shop|shops} to the empty shop {shop}.",
    "deck_empty": "The deck is empty: player {player} receives the Countdown marker (III). Three rounds remain.",
    "cast": "Player {player} casts {spell} (level {level}) with the {book_long} and {count} "
            "{count:ingredient|ingredients}.",
    "cast.private": "Player {player} casts {spell} (level {level}) with the {book_long} and {ingredients}.",
    "banish": "Player {player} banishes a scroll with {curses} {curses:curse|curses}.",
    "replicate_take": "Player {player} will take an extra turn (Replication).",
    "replicate_waive": "Player {player} waives an extra turn (Replication).",
    "transfer": "Player {player} gives a scroll with {curses} {curses:curse|curses} to player {to}.",
    "substitute": "Player {player} draws a random card from player {victim}'s hand.",
    "substitute.private": "Player {player} draws a random card from player {victim}'s hand: {card}.",
    "give_back": "Player {player} gives a card back to player {victim}.",
    "give_back.private": "Player {player} gives {card} back to player {victim}.",
    "levitate": "Player {player} levitates {card} from shop {shop}.",
    "levitate_blind": "Player {player} levitates a face-down card from shop {shop}.",
    "levitate_blind.private": "Player {player} levitates {card} from shop {shop}.",
    "curse_given": "Player {player} hands the Curse marker to player {to}.",
    "curse_taken": "Player {player} is the most cursed and takes the Curse marker.",
    "curse_supply": "Nobody has a curse any more: the Curse marker goes back to the supply.",
    "team_give": "Player {player} gives a card to partner {partner}.",
    "team_give.private": "Player {player} gives {card} to partner {partner}.",
    "team_ask": "Player {player} asks partner {partner} for a card.",
    "team_exchange": "Player {player} offers partner {partner} an exchange.",
    "team_decline": "Player {player} does not share a card with partner {partner}.",
    "hand_over": "Player {player} hands a card to partner {partner}.",
    "hand_over.private": "Player {player} hands {card} to partner {partner}.",
    "hand_over_exchange": "Player {player} hands a card to partner {partner}.",
    "hand_over_exchange.private": "Player {player} hands {card} to partner {partner} in exchange for {offered}.",
    "disappear": "Player {player} makes every {colour} card disappear: {cards}.",
    "game_ends": "The game ends. End-of-game spells are applied before scoring.",
    "purification": "Player {player}'s Purification discards their whole hand: {cards}.",
    "final_one": "Final scores: {scores}. Winner: {winners}.",
    "final_many": "Final scores: {scores}. Winners: {winners}.",
}


class Counts(tuple):
    """Copies of items as an immutable value: ((item, copies), ...); item None is a face-down card."""

    @classmethod
    def of(cls, counts: dict) -> "Counts":
        return cls(sorted(counts.items(), key=lambda pair: -1 if pair[0] is None else pair[0].code))


def freeze(params: dict) -> tuple:
    """An event's values as an immutable, comparable tuple of (name, value) pairs."""
    return core_log.freeze(params, lambda value: Counts.of(value) if isinstance(value, dict) else value)


class Words(core_log.Words):
    """How one language names the values a Mandragora event carries."""

    templates = TEMPLATES
    face_down = ("face-down card", "face-down cards")          # singular, plural
    nothing = "nothing"

    def item(self, item: Item) -> str:
        return item.name

    def item_long(self, item: Item) -> str:
        return item.describe()

    def spell(self, spell: Spell) -> str:
        return spell.name

    def colour(self, colour: str) -> str:
        return colour

    def value(self, name: str, value) -> str:
        if isinstance(value, Item):
            return self.item_long(value) if name.endswith("_long") else self.item(value)
        if isinstance(value, Spell):
            return self.spell(value)
        if isinstance(value, Counts):                    # copies of items (None: face-down cards)
            parts = [f"{n} {self.face_down[0 if self.singular(n) else 1]}" if item is None else self.item(item) if n == 1
                     else f"{n} {self.item(item)}" for item, n in value]
            return ", ".join(parts) if parts else self.nothing
        if name == "colour":
            return self.colour(value)
        return super().value(name, value)


EN = Words()

__all__ = ["Counts", "EN", "TEMPLATES", "Words", "freeze", "say"]

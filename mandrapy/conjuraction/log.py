"""What Mystical Conjuraction's log says, as data: each event is a code plus values, worded by a template.

Private events (a card drawn into a hand) carry a ``.private`` wording for the seats that know them.
"""

from __future__ import annotations

from ..core.log import Words
from . import data as D

TEMPLATES = {
    "setup": "Setup: {players} sorcerers{friendly}.",
    "characters": "Characters: {names}.",
    "choose": "Player {player} plays as {character}.",
    "steffan": "Player {player} (Steffan) takes one {rune} rune.",
    "draws": "Player {player} draws {mana} mana and {cards} spell {cards:card|cards}.",
    "draws.private": "Player {player} draws {mana} mana and spell {cards:card|cards} {cards}.",
    "wild": "Player {player} (Jenetta) takes one {colour} cube as her wild mana.",
    "wild_swap": "Player {player} (Jenetta) swaps her wild mana for {colour}.",
    "first": "Player {player} is the first player.",
    "position": "A position set up by hand: player {player} to play.",
    "round": "Round {round} begins with player {player}.",
    "start_mana": "Player {player} has placed the starting mana.",
    "forge": "Player {player} puts card {card} on the {forge} forge.",
    "pass": "Player {player} passes.",
    "last": "Player {player} is the last sorcerer in the round: one more regular turn.",
    "take_line": "Player {player} takes the {plane} {kind} {number} with {worker}.",
    "activate": "Player {player} uses {worker} to activate {point}.",
    "cube": "Player {player} puts {colour} on {point} space {space}.",
    "nether": "Player {player} puts {count} nether mana on the Nether.",
    "move": "Player {player} moves {colour} from {source} to {target}.",
    "discarded": "Mana not kept: {cubes}.",
    "gain_forge": "Player {player} gets card {card} onto the {forge} forge.",
    "gain_hand": "Player {player} takes a spell card into the hand.",
    "gain_hand.private": "Player {player} takes card {card} into the hand.",
    "gain": "Player {player} gets card {card}.",
    "place": "Player {player} places {colour} on the {forge} card at {square}.",
    "swap_cards": "Player {player} swaps the {first} and {second} cards.",
    "move_card": "Player {player} moves the {source} card to the {target} forge.",
    "portal_card": "Player {player} exchanges card {mine} for card {card} of the offer.",
    "portal_bag": "Player {player} exchanges {circle} mana with the bag.",
    "portal_drawn": "Player {player} returns {given} and draws {drawn}.",
    "portal_line": "Player {player} exchanges mana with the {plane} {kind} {number}.",
    "exchange": "Player {player} gives {give} for {take}.",
    "drawn": "Player {player} draws {cubes} from the bag.",
    "swap": "Player {player} swaps {colour} from {source} with {back} from {target}.",
    "charm": "Player {player} takes the {charm} charm.",
    "glyph": "Player {player} takes a glyph.",
    "select": "Player {player} selects {colour} for the {circle} circle.",
    "complete": "Player {player} completes card {card} on the {forge} forge ({formula}): {vp} VP{reward}.",
    "keep": "Player {player} keeps {colour} in the {circle} circle.",
    "final": "The last blue twink is used: this is the final round.",
    "bonus": "Player {player} pays {price} mana for a bonus turn.",
    "reshuffle": "The discard pile ({cards} {cards:card|cards}) is shuffled into a new draw pile.",
    "cleanup": "End-of-round cleanup.",
    "forced": "Player {player} had one choice, made for them.",
    "forced.private": "Player {player} had one choice, made for them: {action}.",
    "end": "The game is over. Scores: {scores}. {winners:Winner|Winners}: {winners}.",
}


WORKERS = {"sorcerer": "their sorcerer", "familiar": "a familiar", "rune": "a rune", "glyph": "a glyph",
           "nether": "the Nether"}
CHARMS = {name: printed for name, printed, _, _ in D.CHARMS}
REWARDS = {"": "", D.BIND: " and binds a familiar", D.RUNE: " and a rune", D.GLYPH: " and a glyph",
           D.SURGE: " and a mana surge"}


def listed(items, last: str = "and") -> str:
    """``"10, 4 and 7"``: items joined as a sentence lists them."""
    items = [str(item) for item in items]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}" if items else ""


class English(Words):
    templates = TEMPLATES

    def value(self, name, value):
        if name == "friendly":
            return ", friendly play" if value else ""
        if name in ("character", "names"):                  # printed names ("Jenetta the Wild Conjuror")
            return D.CHARACTERS[value][0] if name == "character" else listed(D.CHARACTERS[k][0] for k in value)
        if name == "cards" and isinstance(value, tuple):
            return listed(value)
        if name == "worker":
            return WORKERS.get(value, value)
        if name == "charm":
            return CHARMS.get(value, value)
        if name == "reward":
            return REWARDS.get(value, value)
        if name in ("colour", "give", "take", "back"):
            return D.COLOURS[value]
        if name in ("forge", "circle", "plane", "source", "target", "first", "second") and isinstance(value, int):
            return D.PLANE_NAMES[value]
        if name == "point":
            return D.POINTS[value]
        if name == "rune":
            return D.VANTAGES[value]
        if name == "formula":
            return D.FORMULA_NAMES[value]
        if name == "square":                                # row,column from 0, as the action text says
            return f"{value // 3},{value % 3}"
        if name == "action" and type(value).__name__ == "TakeCharm":
            return f"take the {CHARMS.get(value.charm, value.charm)} charm"
        if name in ("cubes", "given", "drawn"):
            return ", ".join(D.COLOURS[c] if not isinstance(c, tuple) else f"{c[1]} {D.COLOURS[c[0]]}"
                             for c in value) or "nothing"
        return super().value(name, value)


EN = English()

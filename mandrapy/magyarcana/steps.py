"""Magyarcana's decisions, each declared once: the turn and every step a power takes.

A turn (rulebook "Turn order") is one frame of :data:`TURN`; its answer queues the steps its power takes
(``data.SUIT_POWERS`` / ``data.SPECIAL_POWERS`` name them by code). Each kind carries the actions that answer
it and its English prompt; other languages word a step by its code (see ``board/labels.py``).

>>> KINDS["expel_to"].prompt
'choose the neighbouring territory the expelled minion goes to (Bells)'
>>> TURN.turn, KINDS["discard"].turn
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.decisions import Kind, kinds_table
from . import data
from .actions import (AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard,
                      PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip, TakeFromDiscard,
                      UseTerritory)
from .cards import Card

# A turn is never played by itself, even when refilling is the only choice: the player decides.
TURN = Kind("turn", (UseTerritory, PlayCard, Refill),
            "use a territory you control, play a card from your hand, or discard and refill",
            turn=True, forced=False)

KINDS = kinds_table(
    TURN,
    Kind("add_territory", (AddTerritory, Skip),
         "add a territory from your hand next to the board, or skip (Acorns)"),
    Kind("place_minion", (PlaceMinion,), "place a 1-minion on a territory with room (Acorns)"),
    Kind("expel", (Expel,), "choose an opponent's minion in a territory you occupy to expel (Bells)"),
    Kind("expel_plus_2", (Expel,), "choose an opponent's minion to expel, with +2 to your roll (King of Bells)"),
    Kind("expel_to", (ExpelTo,), "choose the neighbouring territory the expelled minion goes to (Bells)"),
    Kind("move", (Move,), "move one of your minions in a straight line (Hearts)"),
    Kind("move_turning", (Move,), "move one of your minions, turning at any step (King of Hearts)"),
    Kind("move_any", (MoveAny,), "move any minion to any other territory with room (Ace of Hearts)"),
    Kind("grow_or_replace", (Grow, Replace),
         "grow one of your minions, or replace a territory with a higher card (Leaves)"),
    Kind("take_discard", (TakeFromDiscard,), "take a card from the discard pile (King of Acorns)"),
    Kind("place_from_discard", (PlaceFromDiscard,),
         "put a card from the discard pile on the board (Ace of Leaves)"),
    Kind("place_minion_optional", (PlaceMinion, Skip),
         "you may place a 1-minion on the new territory (Ace of Leaves)"),
    Kind("remove_territory", (RemoveTerritory,), "remove a territory from the board (King of Leaves)"),
    Kind("discard", (DiscardCard, Done), "discard cards one by one, then choose done to draw back up to 6"),
    Kind("draw_4", (Done,), "draw 4 cards (Ace of Acorns)", announce=False),   # no choice: applied at once
    game="magyarcana",
)

# Steps a player chooses (the turn and the automatic draw aside): what boards and labels must word.
STEPS = tuple(code for code in KINDS if code not in (TURN.code, "draw_4"))


def _check_powers() -> None:
    """Every power in data.py names declared steps."""
    named = {code for codes in (*data.SUIT_POWERS.values(), *data.SPECIAL_POWERS.values()) for code in codes}
    unknown = named - set(KINDS)
    if unknown:
        raise ValueError(f"data.py names undeclared steps {sorted(unknown)}")


_check_powers()


@dataclass(frozen=True)
class Roll:
    """The last expulsion attempt (rulebook "Bells"), as facts: who attacked where, the dice and totals."""

    attacker: int
    territory: Card                # where the defending minion stood
    cell: tuple
    pips: int                      # the size of the minion the attacker tried to expel
    die: int                       # the attacker's die
    their_die: int                 # the defender's die
    bonus: int                     # King of Bells: +2 to the attacker
    attack: int                    # attacker's pips there + die + bonus
    defence: int                   # defender's pips there + die

    @property
    def defender(self) -> int:
        return 1 - self.attacker

    @property
    def outcome(self) -> str:
        """``"expelled"`` when the attacker beat the defender, ``"held"`` otherwise (a tie holds)."""
        return "expelled" if self.attack > self.defence else "held"

    @property
    def dice(self) -> tuple:
        """(attacker die, defender die, attacker total, defender total)."""
        return (self.die, self.their_die, self.attack, self.defence)

    def to_dict(self) -> dict:
        return {"attacker": self.attacker, "territory": self.territory.name, "cell": list(self.cell),
                "pips": self.pips, "die": self.die, "their_die": self.their_die, "bonus": self.bonus,
                "attack": self.attack, "defence": self.defence}

"""Kuhn poker's actions, decisions, zones and log words: the declarations the rules (:mod:`.state`) run on.

Jack < Queen < King. An action is a frozen value with a text (``"bet"``); the parser reads that text (and the
French verbs the French prompt shows). Each decision kind is declared once with the actions that answer it
and its English prompt; other languages word it by its code (:mod:`.speech`).
"""

from __future__ import annotations

from ..core.action_space import ActionSpace, Row
from ..core.decisions import Kind, kinds_table
from ..core.log import Words
from ..core.parsing import Action, ActionParser, action_value
from ..core.zones import OWNER, PILE, SECRET, VALUE, Zone, Zones
from .limits import CARDS

__all__ = ["ACTION_SPACE", "CARDS", "FACING", "KINDS", "OPEN", "PARSER", "WORDS", "ZONES", "Answer", "Open"]


@action_value
class Open(Action):
    """The opening decision: check (pass without betting) or bet one chip."""
    bet: bool

    def __str__(self) -> str: return "bet" if self.bet else "check"


@action_value
class Answer(Action):
    """Facing a bet: call it (one chip) or fold (lose the pot)."""
    call: bool

    def __str__(self) -> str: return "call" if self.call else "fold"


# Both decisions are whole turns (``turn=True``): "undo my turn" goes back before them.
OPEN = Kind("open", answers=(Open,), prompt="check or bet one chip", turn=True)
FACING = Kind("facing", answers=(Answer,), prompt="call player {bettor}'s bet or fold", turn=True)
KINDS = kinds_table(OPEN, FACING)

# Every place the game keeps things, once: blank, clone, save and the per-seat masks derive from it.
ZONES = Zones(Zone("deck", PILE, visible=SECRET, conserved=True),
              Zone("hands", PILE, per_seat=True, visible=OWNER, conserved=True),
              Zone("pot", VALUE, per_seat=True, default=1),      # chips each player has put in
              Zone("moves", VALUE, default=""),                  # "c", "b", "cb": checks and bets so far
              Zone("opener", VALUE, default=0),                  # the seat that opens
              Zone("winner", VALUE))


# The log in English (the engine's own words); other languages word the same codes (speech.py).
WORDS = Words()
WORDS.templates = {"deal": "Each player is dealt a card.", "deal.private": "You are dealt the {card}.",
                   "act": "Player {player}: {action}.", "end": "Player {winner} wins the pot of {pot}."}
# The French verbs of the French prompt are read as the same actions (synonyms, whole words only).
PARSER = ActionParser("Kuhn poker", [("(check|bet)", lambda m: Open(m[1] == "bet")),
                                     ("(call|fold)", lambda m: Answer(m[1] == "call"))],
                      synonyms=(("parole", "check"), ("miser", "bet"), ("suivre", "call"), ("se coucher", "fold")))

# Every action as a stable integer (core/action_space.py): 0 check, 1 bet, 2 fold, 3 call.
ACTION_SPACE = ActionSpace("kuhn", Row(Open, bet=(False, True)), Row(Answer, call=(False, True)))

"""What a click may do now, read from the legal actions and the selection (the board's highlights)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..actions import (AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard,
                       PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip, TakeFromDiscard,
                       UseTerritory)


# Actions answered by clicking the board; any other legal action is offered as a button.
CLICKED = (UseTerritory, PlayCard, DiscardCard, AddTerritory, PlaceMinion, Expel, ExpelTo, Move, MoveAny, Grow,
           Replace, TakeFromDiscard, PlaceFromDiscard, RemoveTerritory)
PRIMARY = (Refill, Done, Skip)


def destinations(legal, minion) -> dict:
    """Where the selected minion ``(card, owner, pips)`` may go: target card -> the action that moves it."""
    card, owner, pips = minion
    found: dict = {}
    for action in legal:
        if isinstance(action, Move) and action.source == card and action.pips == pips:
            found[action.target] = action
        elif isinstance(action, MoveAny) and (action.source, action.owner, action.pips) == minion:
            found[action.target] = action
    return found


@dataclass
class Highlights:
    """What a click may do now, read from the legal actions and the selection."""
    territories: set = field(default_factory=set)     # cards whose click plays a legal action
    minions: set = field(default_factory=set)         # (card, owner, pips) a click may pick
    cells: set = field(default_factory=set)           # open cells a click may fill
    open_cells: set = field(default_factory=set)      # open cells to show (dashed)
    hand: set = field(default_factory=set)            # cards (hand or in play) a click may use
    discard: set = field(default_factory=set)         # discard pile cards a click may pick
    previews: dict = field(default_factory=dict)      # destination card -> move action (selected minion)


def highlights(view, selection: dict) -> Highlights:
    legal = view.legal_actions
    h = Highlights()
    card, pick, minion = selection.get("card"), selection.get("discard"), selection.get("minion")
    for action in legal:
        if isinstance(action, (UseTerritory, PlaceMinion, ExpelTo, RemoveTerritory)):
            h.territories.add(action.territory)
        elif isinstance(action, PlayCard):
            h.hand.add(action.card)
        elif isinstance(action, DiscardCard):
            h.hand.add(action.card)
        elif isinstance(action, AddTerritory):
            h.hand.add(action.card)
            h.open_cells.add(action.cell)
            if action.card == card:
                h.cells.add(action.cell)
        elif isinstance(action, PlaceFromDiscard):
            h.discard.add(action.card)
            h.open_cells.add(action.cell)
            if action.card == pick:
                h.cells.add(action.cell)
        elif isinstance(action, Expel):
            h.minions.add((action.territory, 1 - view.to_play, action.pips))
        elif isinstance(action, Move):
            h.minions.add((action.source, view.to_play, action.pips))
        elif isinstance(action, MoveAny):
            h.minions.add((action.source, action.owner, action.pips))
        elif isinstance(action, Grow):
            if card is None:
                h.minions.add((action.territory, view.to_play, action.pips))
        elif isinstance(action, Replace):
            h.hand.add(action.new)
            if action.new == card:
                h.territories.add(action.old)
        elif isinstance(action, TakeFromDiscard):
            h.discard.add(action.card)
    if minion is not None:
        h.previews = destinations(legal, minion)
    return h

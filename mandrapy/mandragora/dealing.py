"""What Mandragora's setup deals, before its shuffles: made once per player count (random playouts set up
thousands of games)."""

from __future__ import annotations

from . import data
from .cards import SPELLS, Item, full_set

STARTING_HAND = {Item.named(name): copies for name, copies in data.STARTING_HAND.items()}
_SETUP: dict = {}


def setup_lists(players: int) -> tuple:
    """(the deck before its shuffle, the box, the spell stacks before theirs) for ``players``, made once: the
    rulebook's "Setup" without chance (each list in the order the shuffles expect, so seeds replay)."""
    found = _SETUP.get(players)
    if found is None:
        pool = full_set()
        box: dict[Item, int] = {}
        for name, copies in data.REMOVED[players].items():
            item = Item.named(name)
            pool[item] -= copies
            box[item] = box.get(item, 0) + copies
        for item, copies in STARTING_HAND.items():
            pool[item] -= copies * players
        deck = tuple(item for item, copies in pool.items() for _ in range(copies))
        stacks = tuple(tuple(s for s in SPELLS if s.level == level for _ in range(s.copies))
                       for level in range(1, data.MAX_POWER + 1))
        found = _SETUP[players] = (deck, box, stacks)
    return found


_SEATING: dict = {}


def seating(players: int, teams: bool) -> tuple:
    """(each seat's opponents, each seat's partner or None): data.TEAMS in the team variant; made once (for
    the teams data.TEAMS says now: a test may change them)."""
    key = (players, data.TEAMS if teams else None)
    found = _SEATING.get(key)
    if found is None:
        if teams:
            team_of = {seat: team for team in data.TEAMS for seat in team}
            opponents = tuple(tuple(q for q in range(players) if team_of[q] != team_of[p]) for p in range(players))
            partners: tuple = tuple(next(q for q in team_of[p] if q != p) for p in range(players))
        else:
            opponents = tuple(tuple(q for q in range(players) if q != p) for p in range(players))
            partners = (None,) * players
        found = _SEATING[key] = (opponents, partners)
    return found

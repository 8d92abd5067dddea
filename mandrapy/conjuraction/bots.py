"""A greedy computer player for Mystical Conjuraction: it prefers moves that fill its spell cards toward
their best formula, takes offer lines whose mana its cards need, and passes once a formula is complete.

It decides from ``view(seat)`` only (never peeks) and breaks ties with its own random generator.
:func:`evaluate` values an unfinished position for the search's cut-off playouts.

>>> import mandrapy
>>> from mandrapy.core.players import play_game
>>> state = mandrapy.new("conjuraction", players=2, seed=4).state
>>> result = play_game(state, [GreedyPlayer(1), GreedyPlayer(2)])
>>> result["actions"] > 50
True
"""

from __future__ import annotations

import math

from ..core.determinize import choosable
from ..core.players import Player
from . import actions as A
from . import data as D
from .cards import GRIDS

CARD_POINTS = (D.WEAVE, D.GLIDE, D.CHARGE)
PROGRESS_WEIGHT = 0.7       # a formula's VP times the square of the share of its squares filled, discounted
TEMPERATURE = 4.0           # points of lead at which a seat's estimated win share is e times another's


# Each forge's formulas: their key among a seat's covered ones, their squares, VP and number of squares.
_FORMULAS = [[((forge, number), squares, vp, len(squares)) for number, (squares, vp, _) in enumerate(formulas)]
             for forge, formulas in enumerate(D.FORMULAS)]


def potential(state, p: int) -> float:
    """Points ``p`` may still make on its forges: for each card, its best uncovered formula's VP weighted by
    the squared share of that formula's squares already filled."""
    total = 0.0
    locked, covered = state.locked[p], state.covered[p]
    for forge in state.forges[p]:
        filled = {s for (g, s) in locked if g == forge}
        best = 0.0
        for key, squares, vp, size in _FORMULAS[forge]:
            if key not in covered:
                value = vp * (len(squares & filled) / size) ** 2
                if value > best:
                    best = value
        total += best
    return total


def evaluate(state) -> tuple:
    """Estimated (win share, score margin) per seat of an unfinished game: the score plus the discounted
    potential of the forges, turned into win shares by a softmax."""
    values = [state.score[p] + PROGRESS_WEIGHT * potential(state, p) for p in range(state.players)]
    top = max(values)
    weights = [math.exp((v - top) / TEMPERATURE) for v in values]
    total = sum(weights)
    margins = tuple(values[p] - max(values[q] for q in range(len(values)) if q != p) for p in range(len(values)))
    return tuple(w / total for w in weights), margins


class GreedyPlayer(Player):
    """Scores each legal action by how much it helps complete a formula; picks a best one."""

    name = "greedy"

    def choose(self, view):
        legal = choosable(view)
        seat = view.seats[view.to_play]
        need = self.needs(seat)
        best, found = None, []
        for action in legal:
            score = self.score(action, seat, need) + self.rng.random()
            if best is None or score > best:
                best, found = score, [action]
        return found[0]

    @staticmethod
    def needs(seat) -> dict:
        """forge -> the squares still empty in its best reachable formula (the one with fewest gaps)."""
        need = {}
        for g, forge in enumerate(seat.grimoire):
            if forge.card is None:
                continue
            gaps = [{3 * r + c for r, c in formula.missing} for formula in forge.formulas
                    if not formula.covered]
            if gaps:
                need[g] = min(gaps, key=len)
        return need

    @staticmethod
    def complete(seat, need) -> bool:
        return any(not gap for gap in need.values())

    def score(self, action, seat, need) -> float:
        t = type(action)
        if t is A.Place:
            gap = need.get(action.forge, set())
            return 20 + (10 if action.square in gap else 0) - (6 if action.how == "wild" else 0)
        if t is A.Pass:
            return 15 if self.complete(seat, need) else -5
        if t is A.BonusTurn:
            return -3
        wanted = self.wanted(seat, need)
        if t is A.TakeLine:
            return 2 + sum(wanted.get((action.plane, k), 0) for k in range(5)) * 0.1 + 1
        if t is A.Activate:
            if action.point in CARD_POINTS and self.placeable(seat, need):
                return 12
            if action.point in (D.CONCOCT, D.ENTREAT) and any(card is None for card in seat.forges):
                return 6
            return 1 if action.worker != "glyph" else -1
        if t is A.CubeOn:
            return 11 if action.point in CARD_POINTS and self.placeable(seat, need) else 0
        if t in (A.Keep, A.StartMana, A.Select):
            circle = getattr(action, "circle", None)
            return 3 if circle is not None and wanted.get((circle, action.colour)) else 1
        if t is A.Done:
            return 0.5
        return 1

    @staticmethod
    def wanted(seat, need) -> dict:
        """(circle, colour) -> how many squares of the forge's card still want that colour."""
        found: dict = {}
        for g, gap in need.items():
            grid = GRIDS[seat.forges[g]]
            for s in gap:
                found[(g, grid[s])] = found.get((g, grid[s]), 0) + 1
        return found

    def placeable(self, seat, need) -> bool:
        """Whether some circle holds a colour its forge's card still needs."""
        return any(seat.circles[g][k] for (g, k) in self.wanted(seat, need))

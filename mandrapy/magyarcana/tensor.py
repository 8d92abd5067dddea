"""Magyarcana's observation tensor (``Magyarcana.observation_layout(2)`` prints it), made from the view alone.

After the core segments: where each card is as far as the viewer knows (its own hand, the board, the discard
pile, the card in play; the deck and a hidden hand are "unseen"), each territory's cell, minions and
controllers (by card, in the order of ``CARDS``), the world's grid as planes (its cells in the order of the
action ids' ``CELLS``, row by row), then the counts: hands, supplies, the deck and discard pile, reshuffles,
scores, the step pending and the last roll. Seats are absolute (the ``seat`` segment says whose eyes).
"""

from __future__ import annotations

from ..core.tensors import Layout, Segment, core_segments, encode_core
from . import data
from .action_ids import CELLS
from .cards import CARDS
from .steps import KINDS

CODES = tuple(KINDS)
PLACES = ("board", "hand of seat 0", "hand of seat 1", "in play", "discard pile", "unseen")
PIPS = tuple(sorted(data.MINIONS))
SIDE = 2 * data.WORLD_EDGE + 1
PLANES = (*data.SUITS, "number", "face", "pips of seat 0", "pips of seat 1")
_CELL = {cell: i for i, cell in enumerate(CELLS)}
_CARD = {card: i for i, card in enumerate(CARDS)}
_SUIT = {suit: i for i, suit in enumerate(data.SUITS)}
_NUMBER, _FACE, _PIPS0 = len(data.SUITS), len(data.SUITS) + 1, len(data.SUITS) + 2


class MagyarcanaObservation:
    def layout(self, players: int) -> Layout:
        cards = len(CARDS)
        return Layout(
            *core_segments(players, CODES),
            Segment("where", (cards, len(PLACES)), "per card (CARDS order), one-hot: where the viewer sees it, "
                    "of " + ", ".join(PLACES) + " (unseen: in the deck or a hidden hand)"),
            Segment("cell", (cards, 2), "per card on the board: its cell's x and y (0, 0 off the board)"),
            Segment("minions", (cards, players, len(PIPS)), "per card on the board, per seat, per size (1-3 "
                    "pips): how many of the seat's minions of that size are on it"),
            Segment("controllers", (cards, players), "per card on the board, per seat: 1 if the seat controls "
                    "it (at least one minion and at least the opponent's pips)"),
            Segment("grid", (len(PLANES), SIDE, SIDE), "planes over the world's cells (y, then x, from "
                    f"-{data.WORLD_EDGE} to {data.WORLD_EDGE}), each: " + ", ".join(PLANES) + " (1 where a "
                    "card of that suit lies; its number, 7-10; 1 for a face card; each seat's pips there)"),
            Segment("hand_sizes", (players,), "per seat: cards in hand"),
            Segment("supply", (players, len(PIPS)), "per seat, per size (1-3 pips): minions in its supply"),
            Segment("piles", (3,), "cards in the deck, cards in the discard pile, reshuffles so far (0-2)"),
            Segment("scores", (players,), "per seat: its score now (controlled numbers, 11 a face)"),
            Segment("controlled", (players,), "per seat: territories it controls (the tie-break)"),
            Segment("pending", (cards, len(PIPS)), "the pending step's territory and minion size, one-hot "
                    "(expel_to: where the expelled minion stands; place_minion_optional: the new territory, "
                    "size 1); all 0 otherwise"),
            Segment("last_roll", (8,), "the last expulsion: 1 if any, attacker is seat 0, attacker is seat 1, "
                    "attacker's die, defender's die, attacker's bonus, 1 if expelled, its minion's pips"))

    def encode(self, view) -> dict[str, list[int]]:
        parts, board = _board(view)
        return {**encode_core(view, CODES), **parts, "where": _where(view), "hand_sizes": list(view.hand_sizes),
                "supply": [dict(seat).get(pips, 0) for seat in view.supply for pips in PIPS],
                "piles": [view.deck_size, len(view.discard), view.reshuffles], "scores": list(view.scores),
                "controlled": list(view.controlled), "pending": _pending(view, board),
                "last_roll": _roll(view.last_roll)}


def _board(view) -> tuple[dict[str, list[int]], dict]:
    """The segments of the territories (cell, minions, controllers, grid), and each cell's card index."""
    cards, cells, board = len(CARDS), len(CELLS), {}
    cell, minions, controllers = [0] * (cards * 2), [0] * (cards * 2 * len(PIPS)), [0] * (cards * 2)
    grid = [0] * (len(PLANES) * cells)
    for t in view.territories:
        i, at, card = _CARD[t.card], _CELL[t.cell], t.card
        board[t.cell] = i
        cell[2 * i], cell[2 * i + 1] = t.cell
        for owner, pips in t.minions:
            minions[(2 * i + owner) * len(PIPS) + pips - 1] += 1
            grid[(_PIPS0 + owner) * cells + at] += pips
        for owner in t.controllers:
            controllers[2 * i + owner] = 1
        grid[_SUIT[card.suit] * cells + at] = 1
        grid[(_FACE if card.is_face else _NUMBER) * cells + at] = 1 if card.is_face else card.value
    return {"cell": cell, "minions": minions, "controllers": controllers, "grid": grid}, board


def _where(view) -> list[int]:
    """Per card, one-hot of PLACES: where the view shows it, else unseen."""
    width = len(PLACES)
    where = [0] * (len(CARDS) * width)
    seen = [(0, [t.card for t in view.territories])]
    seen += [(1 + seat, hand) for seat, hand in enumerate(view.hands) if hand is not None]
    seen += [(3, [view.in_play] if view.in_play is not None else []), (4, view.discard)]
    for place, pile in seen:
        for card in pile:
            where[_CARD[card] * width + place] = 1
    for i in range(len(CARDS)):
        if not any(where[i * width:(i + 1) * width]):
            where[i * width + width - 1] = 1
    return where


def _pending(view, board: dict) -> list[int]:
    values = [0] * (len(CARDS) * len(PIPS))
    frame = view.decision
    if frame is not None and frame.kind.code in ("expel_to", "place_minion_optional"):
        index = board.get(tuple(frame["cell"]))
        if index is not None:
            values[index * len(PIPS) + frame.get("pips", 1) - 1] = 1
    return values


def _roll(roll) -> list[int]:
    if roll is None:
        return [0] * 8
    return [1, int(roll.attacker == 0), int(roll.attacker == 1), roll.die, roll.their_die, roll.bonus,
            int(roll.outcome == "expelled"), roll.pips]


OBSERVATION = MagyarcanaObservation()

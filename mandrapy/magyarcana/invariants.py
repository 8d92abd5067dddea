"""Magyarcana's invariants, for :func:`mandrapy.core.checker.check_random_playouts`.

:func:`check_invariants` raises ``AssertionError`` with a clear message when a position breaks one of
them. It reads the state's zones directly and recomputes capacity, connected groups, control and scores
on its own (it does not call the engine's ``load``, ``has_room``, ``controls``, ``scores`` helpers or the
geometry module), so that a mistake in one place does not hide itself.

>>> from mandrapy.magyarcana import MagyarcanaState
>>> check_invariants(MagyarcanaState.new(seed=4))
"""

from __future__ import annotations

from collections import Counter

from . import data
from .cards import CARDS

ALL_CARDS = 32
MINIONS_PER_PLAYER = 15


def check_invariants(state) -> None:
    """Cards and minions accounted for, capacity, connectivity, control and scores, hidden hands."""
    _check_cards(state)
    _check_minions(state)
    _check_capacity(state)
    _check_connectivity(state)
    _check_turn(state)
    _check_scores(state)
    _check_hidden_information(state)


def _check_cards(state) -> None:
    assert len(CARDS) == ALL_CARDS and len(set(CARDS)) == ALL_CARDS
    for cell, card in state.territories.items():
        assert state.cells.get(card) == cell, f"{card} lies on {cell}, but cells says {state.cells.get(card)}"
    assert len(state.cells) == len(state.territories), \
        f"cells lists {len(state.cells)} cards for {len(state.territories)} territories"
    found = state.zones.components(state)       # every zone declared to hold cards (state.ZONES)
    expected = Counter(CARDS)
    if found != expected:
        extra, missing = found - expected, expected - found
        raise AssertionError(f"the 32 cards are not all accounted for: extra "
                             f"{sorted(map(str, extra.elements()))}, missing {sorted(map(str, missing.elements()))}")


def _check_minions(state) -> None:
    on_board: list[Counter] = [Counter(), Counter()]
    for cell, here in state.minions.items():
        assert cell in state.territories, f"minions stand on {cell}, which holds no territory"
        assert here, f"an empty minion entry is kept on {state.territories[cell]}"
        for (owner, pips), n in here.items():
            assert owner in (0, 1) and pips in data.MINIONS, f"a minion ({owner}, {pips}) on {cell}"
            assert isinstance(n, int) and n > 0, f"{n!r} minions ({owner}, {pips}) on {cell}"
            on_board[owner][pips] += n
    for owner in (0, 1):
        supply = state.supply[owner]
        assert set(supply) == set(data.MINIONS), f"player {owner}'s supply has sizes {sorted(supply)}"
        for pips, total in data.MINIONS.items():
            assert supply[pips] >= 0, f"player {owner} has {supply[pips]} {pips}-minions in supply"
            assert supply[pips] + on_board[owner][pips] == total, \
                (f"player {owner} has {on_board[owner][pips]} {pips}-minions on the board and {supply[pips]} "
                 f"in supply, not {total}")
        assert sum(supply.values()) + sum(on_board[owner].values()) == MINIONS_PER_PLAYER, \
            f"player {owner} does not have 15 minions"


def _check_capacity(state) -> None:
    for cell, card in state.territories.items():
        here = state.minions.get(cell, {})
        if card.rank in data.FACE_RANKS:
            used, limit = sum(here.values()), 3
        else:
            used, limit = sum(pips * n for (_, pips), n in here.items()), card.rank
        assert used <= limit, f"{card} holds {used} (capacity {limit}): {dict(here)}"


def _groups(cells) -> list:
    left, found = set(cells), []
    while left:
        todo = [left.pop()]
        group = set(todo)
        while todo:
            x, y = todo.pop()
            for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if near in left:
                    left.discard(near)
                    group.add(near)
                    todo.append(near)
        found.append(group)
    return found


def _check_connectivity(state) -> None:
    """Every connected group of territories holds a minion (an unoccupied group is removed at once;
    with no minion anywhere, no territory is left)."""
    found = _groups(state.territories)
    for group in found:
        if not any(state.minions.get(cell) for cell in group):
            names = ", ".join(sorted(str(state.territories[cell]) for cell in group))
            raise AssertionError(f"an unoccupied group is cut off from the rest and still on the board: {names}")


def _check_turn(state) -> None:
    assert 0 <= state.reshuffles <= data.MAX_RESHUFFLES, f"{state.reshuffles} reshuffles"
    assert state.current in (0, 1)
    if state.is_over:
        assert state.to_play is None and not state.decisions, "the game is over but a step is pending"
        return
    frame = state.decision
    assert frame is not None, "the game goes on but nothing is to be decided"
    assert state.to_play == frame.player == state.current
    assert all(f.player == state.current for f in state.decisions), "a step is pending for the other player"
    assert sum(f.kind.turn for f in state.decisions) <= 1, "two turns are pending at once"
    if frame.kind.turn:
        assert len(state.decisions) == 1, "a step is pending behind the turn"
        assert state.in_play is None, f"{state.in_play} is still in play between turns"


def _check_scores(state) -> None:
    view = state.view(None)
    assert all(hand is not None for hand in view.hands), "view(None) hides a hand"
    assert len(view.territories) == len(state.territories)
    totals, counts = [0, 0], [0, 0]
    for territory in view.territories:
        pips = [sum(p for o, p in territory.minions if o == owner) for owner in (0, 1)]
        rulers = tuple(owner for owner in (0, 1) if pips[owner] > 0 and pips[owner] >= pips[1 - owner])
        assert territory.controllers == rulers, \
            f"{territory.card} shows controllers {territory.controllers}, its minions give {rulers}"
        card = territory.card
        load = len(territory.minions) if card.rank in data.FACE_RANKS else sum(pips)
        assert territory.load == load, f"{card} shows load {territory.load}, its minions give {load}"
        points = 11 if card.rank in data.FACE_RANKS else card.rank
        for owner in rulers:
            totals[owner] += points
            counts[owner] += 1
    assert tuple(state.scores()) == tuple(totals), f"scores() is {tuple(state.scores())}, the view gives {totals}"
    assert tuple(view.scores) == tuple(totals), "the view shows wrong scores"
    shown = getattr(view, "controlled", None)
    assert shown is None or tuple(shown) == tuple(counts), \
        f"the view shows {shown} controlled territories, the minions give {tuple(counts)}"
    if state.is_over:
        best = max(zip(totals, counts))
        expected = tuple(owner for owner in (0, 1) if (totals[owner], counts[owner]) == best)
        assert tuple(state.winners()) == expected, f"winners() is {state.winners()}, expected {expected}"
    else:
        assert tuple(state.winners()) == (), "winners are named before the end"


def _check_hidden_information(state) -> None:
    full = state.view(None)
    for viewer in (0, 1):
        view = state.view(viewer)
        assert view.seat == viewer
        for seat in (0, 1):
            assert view.hand_sizes[seat] == len(state.hands[seat]), \
                f"player {seat}'s hand size shows {view.hand_sizes[seat]} to player {viewer}"
            if seat == viewer or state.is_over:
                assert view.hands[seat] == tuple(state.hands[seat]) == full.hands[seat], \
                    f"player {viewer} does not see player {seat}'s hand right"
            else:
                assert view.hands[seat] is None, f"player {viewer} can see player {seat}'s hand"
        assert view.deck_size == len(state.deck)
        if viewer != state.to_play:
            assert view.legal_actions == (), f"player {viewer} can see another player's legal actions"
        other_hand = set(state.hands[1 - viewer])
        if not state.is_over and other_hand:
            for action in view.legal_actions:
                for name in ("card", "new"):
                    card = getattr(action, name, None)
                    assert card is None or card not in other_hand, \
                        f"player {viewer}'s legal actions name {card} from the other hand"

"""Mystical Conjuraction's invariants, for :func:`mandrapy.core.checker.check_random_playouts`.

They read the state's zones directly and recompute scores from the covered formulas on their own, so a
mistake in the engine's bookkeeping does not hide itself.

>>> from mandrapy.conjuraction.state import ConjuractionState
>>> check_invariants(ConjuractionState.new(players=3, seed=4))
"""

from __future__ import annotations

from collections import Counter

from . import data as D
from .kinds import CARD_FORGE


def check_invariants(state) -> None:
    _check_cubes(state)
    _check_cards(state)
    _check_supplies(state)
    _check_grimoires(state)
    _check_hidden_information(state)


def _check_cubes(state) -> None:
    found: Counter = Counter()
    for k, n in state.bag.items():
        assert n >= 0, f"the bag holds {n} {D.COLOURS[k]}"
        found[k] += n
    for cubes in state.offers.values():
        found.update(cubes)
    found.update(state.spaces.values())
    found.update(state.stacked.values())
    found[D.NETHER] += state.nether + state.out
    for where in (state.setaside, state.limbo):
        for k, n in where.items():
            assert n >= 0, f"negative cubes {where}"
            found[k] += n
    for p in range(state.players):
        for (c, k), n in state.circles[p].items():
            assert n >= 0, f"player {p} has {n} {D.COLOURS[k]} in circle {c}"
            found[k] += n
        for c in range(3):
            assert state.room(p, c) >= 0, f"player {p}'s {D.PLANE_NAMES[c]} circle holds more than 7 free cubes"
        found.update(state.locked[p].values())
        for k, n in state.start_mana[p].items():
            found[k] += n
        if state.wild[p] is not None:
            found[state.wild[p]] += 1
    expected = Counter(dict(enumerate(D.CUBES)))
    assert +found == +expected, f"the 145 cubes are not all accounted for: found {dict(found)}"
    assert state.setaside.get(D.NETHER, 0) == 0, "a black cube sits in the set-aside pool"


def _check_cards(state) -> None:
    cards = list(state.deck) + list(state.discard) + list(state.card_offer.values())
    for p in range(state.players):
        cards += list(state.forges[p].values()) + list(state.hands[p])
    assert sorted(cards) == list(range(44)), "the 44 spell cards are not all accounted for"
    for p in range(state.players):
        assert set(state.forges[p]) <= {0, 1, 2}, "a forge outside the grimoire"
        for (g, _s), _k in state.locked[p].items():
            assert g in state.forges[p], f"player {p} has cubes on the empty {D.PLANE_NAMES[g]} forge"
        wilds = Counter(g for (g, s), k in state.locked[p].items() if k == D.NETHER)
        assert all(n <= 1 for n in wilds.values()), "more than one wild black on a card"
        choosing = any(f.kind is CARD_FORGE and f.player == p for f in state.decisions)
        if state.phase == "play" and state.hands[p] and not choosing and len(state.decisions) and \
                state.decisions.top.code in ("turn", "after"):
            assert len(state.forges[p]) == 3, f"player {p} holds a card in hand while a forge is free (G-24)"


def _check_supplies(state) -> None:
    for t in range(4):
        held = sum(state.runes_up[p][t] + state.runes_down[p][t] for p in range(state.players))
        assert held + state.rune_supply[t] == D.RUNES_PER_TYPE, f"{D.VANTAGES[t]} runes are not all accounted for"
    assert sum(state.glyphs) + state.glyph_supply == D.GLYPHS, "the 10 glyphs are not all accounted for"
    assert all(1 <= n <= D.FAMILIARS for n in state.familiars), "a player has a wrong number of familiars"
    assert all(0 <= state.familiars_used[p] <= state.familiars[p] for p in range(state.players))
    assert len(state.familiar_at) == sum(state.familiars_used) or state.familiar_at == {} or \
        len(state.familiar_at) <= sum(state.familiars_used), "familiar spaces and used familiars disagree"
    covered = sum(len(c) for c in state.covered)
    assert D.BLUE_TWINKS[state.players] - state.blue + state.yellow == covered, "twinks and covered formulas"


def _check_grimoires(state) -> None:
    """Scores recomputed from covered formulas: each covered formula's VP, minus at most 1 for a wild,
    plus the final round's charm points."""
    for p in range(state.players):
        top = sum(D.FORMULAS[g][i][1] for g, i in state.covered[p])
        low = top - len(state.covered[p])
        if state.is_over and state.final:
            bonus = D.CHARM_VP.get(state.charm[p], 0)
            top, low = top + bonus, low + bonus
        assert low <= state.score[p] <= top, f"player {p} scores {state.score[p]}, covered formulas say {low}..{top}"


def _check_hidden_information(state) -> None:
    if len(state.history) % 16:                  # a view words the whole log: every 16th move suffices
        return
    for seat in range(state.players):
        view = state.view(seat)
        for p, seen in enumerate(view.seats):
            assert (seen.hand is None) == (p != seat), f"player {seat} can see player {p}'s hand"
            assert seen.hand_size == len(state.hands[p])

"""Mandragora's invariants, for :func:`mandrapy.core.checker.check_random_playouts`.

:func:`check_invariants` raises ``AssertionError`` with a clear message when a position breaks one of
them. It reads the state's zones directly, and recomputes the scores from the public view on its own
(it does not call the engine's scoring helpers), so that a mistake in one place does not hide itself.

>>> from mandrapy.mandragora import MandragoraState
>>> check_invariants(MandragoraState.new(players=3, seed=4))
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .cards import ITEMS, SPELLS, Item, Spell, count, full_set
from .casting import why_cast_illegal
from .log import EN, freeze, say
from .zones import ZONES

COLOURS_IN_HAND = ("purple", "red", "yellow", "green", "blue", "black", "white")


@lru_cache(maxsize=50_000)     # each step rereads the whole log of every seat: word each line once
def _public_line(code: str, values: tuple) -> str:
    return say(code, EN, values)


def check_invariants(state) -> None:
    """Every item and spell is somewhere (counted over the declared zones), the Curse marker and scores are
    right, views hide enough, and the decision asked now is someone's."""
    _check_items(state)
    _check_spells(state)
    _check_curse_marker(state)
    _check_scores(state)
    _check_hidden_information(state)
    _check_decisions(state)


def _check_decisions(state) -> None:
    frame = state.decision
    if state.is_over:
        assert frame is None and not state.decisions, "a finished game still waits for a decision"
        return
    assert frame is not None and frame.player in range(state.players), f"nobody decides now: {frame!r}"
    assert state.to_play == frame.player and state.legal_actions(), f"{frame!r} offers no choice"
    turns = [f for f in state.decisions if f.kind.turn]
    assert len(turns) <= 1 and (not turns or turns[0] is state.decisions[len(state.decisions) - 1]), \
        "a turn waits under its own decisions"


def _positive(counts: dict, where: str) -> Counter:
    for item, n in counts.items():
        assert isinstance(n, int) and n > 0, f"{where} holds {n!r} x {item} (counts must be positive)"
    return Counter(counts)


def _check_items(state) -> None:
    for p, hand in enumerate(state.hands):
        _positive(hand, f"the hand of player {p}")
        assert not any(item.is_scroll for item in hand), f"player {p} holds a cursed scroll in hand"
    for p, scrolls in enumerate(state.scrolls):
        assert scrolls[0] == 0 and all(n >= 0 for n in scrolls), f"player {p} has scroll counts {scrolls}"
    _positive(state.discard, "the discard")
    _positive(state.box, "the box")
    counted = ZONES.components(state)      # every zone the game declares as holding components
    found = Counter({thing: n for thing, n in counted.items() if isinstance(thing, Item)})
    expected = Counter(full_set())
    assert sum(expected.values()) == 82 and set(expected) == set(ITEMS)
    if found != expected:
        extra, missing = found - expected, expected - found
        raise AssertionError(f"the 82 magical items are not all accounted for: extra {dict(extra)}, "
                             f"missing {dict(missing)}")
    spells = Counter({thing: n for thing, n in counted.items() if isinstance(thing, Spell)})
    expected = Counter({spell: spell.copies for spell in SPELLS})
    assert sum(expected.values()) == 24 and set(counted) == set(found) | set(spells)
    assert spells == expected, (f"the 24 spells are not all accounted for: extra {dict(spells - expected)}, "
                                f"missing {dict(expected - spells)}")


def _check_spells(state) -> None:
    for level, stack in enumerate(state.stacks, 1):
        for spell in stack:
            assert spell.level == level, f"{spell} (level {spell.level}) lies on the level-{level} stack"
    for p, spells in enumerate(state.cast):
        # Spells placed in a hand-made position are taken as given; spells cast in play obey the rules.
        placed = len((state.position or {}).get("cast", [[]] * state.players)[p] or ())
        for number, (spell, book, ingredients) in enumerate(spells):
            assert book.is_book or book.is_mandrake, f"player {p} cast {spell} on {book}, not a spellbook"
            if number >= placed:
                rule = why_cast_illegal(count((book, *ingredients)), book, ingredients, spell.level, (1,) * 5)
                assert rule is None, f"player {p} cast {spell} with {book}, {ingredients}: {rule}"
        swift = sum(spell.name == "Swiftness" for spell, _, _ in spells)
        assert state.swiftness[p] == swift, f"player {p} owns {swift} Swiftness but moves as if {state.swiftness[p]}"


def _curses(state, p: int) -> int:
    return sum(curses * state.scrolls[p][curses] for curses in (1, 2, 3))


def _check_curse_marker(state) -> None:
    holder = state.curse_holder
    assert holder is None or holder in range(state.players), f"the Curse marker lies with {holder!r}"
    if any(not frame.kind.turn for frame in state.decisions):     # a Curse-marker tie may be pending
        return
    totals = [_curses(state, p) for p in range(state.players)]
    if max(totals) == 0:
        assert holder is None, f"player {holder} holds the Curse marker, but nobody has a curse"
    elif holder is None and state.position is not None:
        # A position set up by hand may leave a tie for the most curses without a holder yet.
        assert totals.count(max(totals)) > 1, f"nobody holds the Curse marker with curse totals {totals}"
    else:
        assert holder is not None and totals[holder] == max(totals), \
            f"player {holder} holds the Curse marker with curse totals {totals}"


def _check_scores(state) -> None:
    view = state.view(None)
    expected = []
    for seat in view.seats:
        assert seat.hand is not None, "view(None) hides a hand"
        spells = sum(s.spell.level + (0 if s.book.is_mandrake else s.book.value) for s in seat.spells)
        colours = {item.colour for item in seat.hand}
        assert colours <= set(COLOURS_IN_HAND), f"player {seat.seat}'s hand shows colours {colours}"
        expected.append(spells - len(colours) - 2 * (seat.seat == view.curse_holder))
        assert seat.has_curse_marker == (seat.seat == view.curse_holder)
        assert seat.curses == sum(seat.scrolls), f"player {seat.seat}: curses {seat.curses} != {seat.scrolls}"
    assert tuple(state.scores()) == tuple(expected), \
        f"scores() is {tuple(state.scores())}, the view's cards give {tuple(expected)}"
    assert tuple(seat.score for seat in view.seats) == tuple(expected), "the view shows wrong scores"


def _check_hidden_information(state) -> None:
    full = state.view(None)
    for viewer in range(state.players):
        view = state.view(viewer)
        assert view.seat == viewer
        for seat, whole in zip(view.seats, full.seats):
            assert seat.hand_size == len(whole.hand) == sum(state.hands[seat.seat].values()), \
                f"player {seat.seat}'s hand size shows {seat.hand_size} to player {viewer}"
            if seat.seat == viewer or state.is_over:
                assert seat.hand == whole.hand, f"player {viewer} does not see their own hand right"
            else:
                assert seat.hand is None and seat.score is None, \
                    f"player {viewer} can see player {seat.seat}'s hand"
                assert all(s.ingredients is None for s in seat.spells), \
                    f"player {viewer} can see the ingredients under player {seat.seat}'s spells"
        for shop, whole in zip(view.shops, full.shops):
            assert len(shop.cards) == len(whole.cards) == len(state.shops[shop.index]), \
                f"shop {shop.index} shows the wrong number of cards to player {viewer}"
            if shop.night:
                assert all(card is None for card in shop.cards), \
                    f"player {viewer} can see a face-down card at night shop {shop.index}"
            else:
                assert shop.cards == whole.cards, f"day shop {shop.index} is not shown face up"
        if viewer != state.to_play:
            assert view.legal_actions == (), f"player {viewer} can see another player's legal actions"
        log = view.log
        assert len(log) == len(state.events), f"player {viewer}'s log has {len(log)} lines, not {len(state.events)}"
        assert len(view.events) == len(log)
        for line, (seen, _), (code, params, knowers, secret) in zip(log, view.events, state.events):
            if viewer not in knowers and secret is not None:
                assert seen == code and line == _public_line(code, freeze(params)), (
                    f"player {viewer} reads a private log line of {knowers}: {line!r}")

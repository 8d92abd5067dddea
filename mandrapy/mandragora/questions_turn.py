"""Mandragora's questions on the setup and on a turn (see :mod:`.questions`): each ``ask(state, seat, rng)``
reads a state drawn from the seat's view and answers with the engine's facts (its setup, ``legal_actions``,
``why_illegal``), never with a second copy of a rule.
"""

from __future__ import annotations

import random
from typing import Any

from ..core.errors import Rule
from ..core.exercises import Ask
from .actions import Cast, DropOut, Seek
from .cards import MANDRAKE_ITEM, SCROLLS, Item, components
from .decisions import TURN
from .questions_words import Cards
from .state import MandragoraState

REMOVED = Rule("removed", "For {players} players, {n} magical items go back in the box: {cards}.")
DECK_COUNT = Rule("deck_count", "{total} magical items for {players} players, minus {hands} mandrakes in hand, "
                                "minus {shops} cards in the shops (every shop but the start shop): {deck} in "
                                "the deck.")


def _at_setup(state: MandragoraState) -> bool:
    return not state.history and not state.is_over


def ask_removed(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """Which of these items go back in the box for 2 or 3 players? (The box of a new game holds them.)"""
    if not _at_setup(state) or not state.box:
        return None
    removed = sorted(state.box)
    kept = sorted(item for item in components(state.players) if item not in state.box)
    options = rng.sample(removed, min(3, len(removed))) + rng.sample(kept, 3)
    because = REMOVED.format(players=state.players, n=sum(state.box.values()),
                             cards=Cards(tuple(sorted(state.box.items()))))
    return Ask({"players": state.players}, tuple(sorted(options)), frozenset(state.box) & frozenset(options),
               because=because)


def ask_deck(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """How many items are left in the deck once the hands and shops are dealt? (The new game's deck.)"""
    if not _at_setup(state):
        return None
    deck, players = len(state.deck), state.players
    shops = sum(len(cards) for cards in state.shops)
    hands = sum(state.hand_size(p) for p in range(players))
    total = sum(components(players).values())
    options = sorted({deck, deck + hands, deck + shops, deck + shops + hands, deck - players})
    because = DECK_COUNT.format(total=total, players=players, hands=hands, shops=shops, deck=deck)
    return Ask({"players": players}, tuple(options), frozenset({deck}), because=because)


def refusals(state: MandragoraState, options, right) -> dict[Any, Rule]:
    """The engine's refusal of each option not in ``right``."""
    found = {a: state.why_illegal(a) for a in options if a not in right}
    return {a: rule for a, rule in found.items() if rule is not None}


def by_rule(state: MandragoraState, misses: list, k: int, rng: random.Random) -> list:
    """Up to ``k`` of ``misses``, spread over the rules that refuse them (a rule drawn first, then a miss)."""
    groups: dict[str, list] = {}
    for miss in misses:
        rule = state.why_illegal(miss)
        groups.setdefault(rule.code if rule is not None else "", []).append(miss)
    codes = sorted(groups)
    rng.shuffle(codes)
    chosen: list = []
    while codes and len(chosen) < k:
        for code in list(codes):
            if len(chosen) < k:
                chosen.append(groups[code].pop(rng.randrange(len(groups[code]))))
            if not groups[code]:
                codes.remove(code)
    return chosen


def turn_of(state: MandragoraState, seat: int) -> bool:
    frame = state.decision
    return not state.is_over and frame is not None and frame.kind is TURN and frame.player == seat


def ask_reach(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """Which shops can the Assistant reach this turn? (Seeks one and two steps too far are refused.)"""
    if not turn_of(state, seat):
        return None
    top = state.max_steps(seat)
    options = tuple(Seek(steps) for steps in range(1, top + 3))
    legal = frozenset(a for a in options if state.is_legal(a))
    values = {"seat": seat, "swift": state.swiftness[seat], "shop": state.assistant}
    return Ask(values, options, legal, refusals(state, options, legal), because=state.why_illegal(Seek(top + 1)))


# --------------------------------------------------------------------------- casting: legal or a near miss
def _with(cast: Cast, *extra: Item, level: int | None = None) -> Cast:
    return Cast(cast.book, tuple(sorted(cast.ingredients + extra)), cast.level if level is None else level)


def near_casts(state: MandragoraState, seat: int, rng: random.Random) -> list[Cast]:
    """Casts this hand almost makes, each refused by one rule: a level one too high or whose stack is empty,
    an ingredient of another colour or one copy more than held, a cursed scroll, a second mandrake, no
    ingredient at all."""
    hand = state.hands[seat]
    casts = [a for a in state.legal_actions() if isinstance(a, Cast)]
    found: list[Cast] = []
    if casts:
        cast = rng.choice(casts)
        n = len(cast.ingredients)
        found.append(_with(cast, level=min(n, 5) + 1))
        found += [_with(cast, level=level) for level in range(1, min(n, 5) + 1) if not state.stacks[level - 1]][:1]
        colours = [item for item in hand if item.is_ingredient and item not in cast.ingredients]
        if colours:
            found.append(_with(cast, rng.choice(colours)))
        same = [item for item in cast.ingredients if item.is_ingredient]
        if same:
            found.append(_with(cast, *[same[0]] * (hand.get(same[0], 0) - same.count(same[0]) + 1)))
        if any(state.scrolls[seat]):
            found.append(_with(cast, SCROLLS[next(v for v in (1, 2, 3) if state.scrolls[seat][v])]))
    books = sorted(item for item in hand if item.is_book or item.is_mandrake)
    ingredients = sorted(item for item in hand if item.is_ingredient)
    if MANDRAKE_ITEM in hand and ingredients:
        found.append(Cast(MANDRAKE_ITEM, tuple(sorted((MANDRAKE_ITEM, rng.choice(ingredients)))), 1))
    if books:
        found.append(Cast(rng.choice(books), (), 1))
    return [cast for cast in found if not state.is_legal(cast)]


def ask_can_cast(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """Can this hand cast that spell at that level? (Half the time a legal cast, else a near miss.)"""
    if not turn_of(state, seat):
        return None
    casts = [a for a in state.legal_actions() if isinstance(a, Cast)]
    misses = near_casts(state, seat, rng)
    if not casts and not misses:
        return None
    legal = bool(casts) and (not misses or rng.random() < 0.5)
    cast = rng.choice(casts) if legal else by_rule(state, misses, 1, rng)[0]
    if legal:              # the rule it follows: the power its ingredients allow (the refusal of one level more)
        because = state.why_illegal(_with(cast, level=min(len(cast.ingredients), 5) + 1))
    else:
        because = state.why_illegal(cast)
    return Ask({"seat": seat, "cast": cast}, ("yes", "no"), frozenset({"yes" if legal else "no"}),
               because=because)


def ask_legal_moves(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """Which of these moves are legal? Two or three legal moves and as many near misses: a seek one shop too
    far, dropping out before the final rounds, casts refused by one rule."""
    if not turn_of(state, seat):
        return None
    top = state.max_steps(seat)
    casts = [a for a in state.legal_actions() if isinstance(a, Cast)]
    legal = rng.sample(range(1, top + 1), 2 if casts else 3)
    options: list = [Seek(k) for k in sorted(legal)] + [Seek(top + 1)]
    if casts:
        options.append(rng.choice(casts))
    misses = near_casts(state, seat, rng)
    options += by_rule(state, misses, 2, rng)
    options.append(DropOut())
    chosen = tuple(dict.fromkeys(options))
    right = frozenset(a for a in chosen if state.is_legal(a))
    return Ask({"seat": seat}, chosen, right, refusals(state, chosen, right))

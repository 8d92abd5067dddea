"""Mandragora's observation tensor (``print(Mandragora.observation_layout(4))`` shows it): the core segments,
the decision's own facts, the shops, the spell stacks, then each seat's facts by seat number. Made from
``view(seat)`` alone: a hand, a face-down shop card, the ingredients under another's spells, a score or the card
offered in a partners' exchange is 0 where the view hides it, with a flag saying whether it is known.

Item orders are the items' codes (:data:`~.cards.ITEMS`; a hand's omit the scrolls, which never lie in a hand);
spells are :data:`~.cards.SPELLS` in order; seats, shops and levels are numbered as in the game.
"""

from __future__ import annotations

from ..core.tensors import Layout, Segment, core_segments, encode_core, one_hot
from . import data
from .action_ids import HAND_ITEMS
from .cards import BOOKS, INGREDIENTS, ITEMS, MANDRAKE_ITEM, SPELLS, Item
from .decisions import KINDS

CODES = tuple(KINDS)
BOOKLIKE = (*BOOKS, MANDRAKE_ITEM)                 # what a spell is cast with: a spellbook or a mandrake
UNDER = (MANDRAKE_ITEM, *(INGREDIENTS[c] for c in data.COLOURS))     # what lies under a spell besides it


def _names(items) -> str:
    return ", ".join(item.name for item in items)


_AT = {item: i for i, item in enumerate(ITEMS)}
_IN_HAND = {item: i for i, item in enumerate(HAND_ITEMS)}
_BOOK_AT = {item: i for i, item in enumerate(BOOKLIKE)}
_UNDER_AT = {item: i for i, item in enumerate(UNDER)}
_SPELL_AT = {spell: i for i, spell in enumerate(SPELLS)}
_ENDGAME = ("extra turn", "final round", "countdown III", "countdown II")
_COUNTDOWN = {"III": 2, "II": 3}


def _segments(p: int) -> tuple[Segment, ...]:
    shops, levels, spells, hand = data.SHOP_COUNT, data.MAX_POWER, len(SPELLS), len(HAND_ITEMS)
    return (
        Segment("teams", (1,), "1 in the team variant (partners 0 & 2, 1 & 3)"),
        Segment("endgame", (len(_ENDGAME),), "1 for each that holds now: " + ", ".join(_ENDGAME) +
                " (the Endgame Countdown marker's face)"),
        Segment("victim", (p,), "give_back: one-hot, the seat the card goes back to (Substitution's target)"),
        Segment("curse_choices", (p,), "curse: 1 for each seat the Curse marker may be given to"),
        Segment("asker", (p,), "hand_over: one-hot, the partner who asked"),
        Segment("offered", (hand,), "hand_over: one-hot over the hand items, the card offered in exchange "
                "(0s: none, or hidden from this seat)"),
        Segment("shops", (shops, len(ITEMS) + 1), f"per shop 0-{shops - 1}: copies of each item seen there, in "
                f"the order {_names(ITEMS)}; then the face-down cards (night shops, to the players)"),
        Segment("night", (shops,), "per shop: 1 for a night shop"),
        Segment("assistant", (shops,), "one-hot: the shop the Assistant stands at"),
        Segment("deck", (1,), "cards left in the deck"),
        Segment("stacks", (levels, 1 + spells), f"per level 1-{levels}: cards left, then one-hot over the "
                f"spells {', '.join(s.name for s in SPELLS)}: the top card (0s: empty)"),
        Segment("hand_known", (p,), "per seat: 1 when this seat sees its hand"),
        Segment("hands", (p, hand), f"per seat: copies of each item in its hand, in the order "
                f"{_names(HAND_ITEMS)} (0s: hidden)"),
        Segment("hand_size", (p,), "per seat: cards in its hand"),
        Segment("scrolls", (p, 3), "per seat: its cursed scrolls with 1, 2 and 3 curses"),
        Segment("curses", (p,), "per seat: its curses in all"),
        Segment("spells", (p, spells), f"per seat: copies of each spell it has cast, in the order "
                f"{', '.join(s.name for s in SPELLS)}"),
        Segment("books", (p, len(BOOKLIKE)), f"per seat: what its spells were cast with, counted: "
                f"{_names(BOOKLIKE)} (a mandrake used as a spellbook)"),
        Segment("under_known", (p,), "per seat: 0 when some of its spells hide their ingredients from this seat, "
                "else 1"),
        Segment("under", (p, len(UNDER)), f"per seat: the ingredients under its spells, counted: {_names(UNDER)}"
                " (0s: hidden)"),
        Segment("spell_points", (p,), "per seat: points of its spells and their spellbooks"),
        Segment("swiftness", (p,), "per seat: Swiftness spells owned (one more shop a seek may go, each)"),
        Segment("dropped", (p,), "per seat: 1 once it has dropped out"),
        Segment("curse_marker", (p,), "one-hot: the seat holding the Curse marker (0s: in the supply)"),
        Segment("countdown_holder", (p,), "one-hot: the seat holding the Endgame Countdown marker"),
        Segment("score_known", (p,), "per seat: 1 when this seat knows its score (it sees its hand)"),
        Segment("score", (p,), "per seat: its score now (0 when unknown)"),
    )


def _decision(view) -> dict[str, list[int]]:
    p, frame = view.players, view.decision
    code = None if frame is None else frame.code
    offered = frame.get("offered") if code == "hand_over" else None
    return {"victim": one_hot(frame["victim"] if code == "give_back" else None, p),
            "curse_choices": [int(q in frame["choices"]) for q in range(p)] if code == "curse" else [0] * p,
            "asker": one_hot(frame["asker"] if code == "hand_over" else None, p),
            "offered": one_hot(None if offered is None else _IN_HAND[Item.named(offered)], len(HAND_ITEMS))}


def _table(view) -> dict[str, list[int]]:
    width = len(ITEMS) + 1
    shops = [0] * (data.SHOP_COUNT * width)
    for shop in view.shops:
        base = shop.index * width
        for item in shop.cards:
            shops[base + (len(ITEMS) if item is None else _AT[item])] += 1
    stacks: list[int] = []
    for stack in view.stacks:
        stacks.append(stack.size)
        stacks += one_hot(None if stack.top is None else _SPELL_AT[stack.top], len(SPELLS))
    endgame = [int(view.extra_turn), int(view.final_round), 0, 0]
    if view.countdown in _COUNTDOWN:
        endgame[_COUNTDOWN[view.countdown]] = 1
    return {"teams": [int(view.teams)], "endgame": endgame, "shops": shops,
            "night": [int(shop.night) for shop in view.shops],
            "assistant": one_hot(view.assistant, data.SHOP_COUNT), "deck": [view.deck_size], "stacks": stacks}


def _seats(view) -> dict[str, list[int]]:
    hand_width, book_width, under_width = len(HAND_ITEMS), len(BOOKLIKE), len(UNDER)
    parts: dict[str, list[int]] = {name: [] for name in (
        "hand_known", "hands", "hand_size", "scrolls", "curses", "spells", "books", "under_known", "under",
        "spell_points", "swiftness", "dropped", "curse_marker", "score_known", "score")}
    for seat in view.seats:
        hand = [0] * hand_width
        if seat.hand is not None:
            for item in seat.hand:
                hand[_IN_HAND[item]] += 1
        spells, books, under = [0] * len(SPELLS), [0] * book_width, [0] * under_width
        known = 1
        for cast in seat.spells:
            spells[_SPELL_AT[cast.spell]] += 1
            books[_BOOK_AT[cast.book]] += 1
            if cast.ingredients is None:
                known = 0
            else:
                for item in cast.ingredients:
                    under[_UNDER_AT[item]] += 1
        parts["hand_known"].append(int(seat.hand is not None))
        parts["hands"] += hand
        parts["hand_size"].append(seat.hand_size)
        parts["scrolls"] += [seat.scrolls.count(1), seat.scrolls.count(2), seat.scrolls.count(3)]
        parts["curses"].append(seat.curses)
        parts["spells"] += spells
        parts["books"] += books
        parts["under_known"].append(known)
        parts["under"] += under
        parts["spell_points"].append(seat.spell_points)
        parts["swiftness"].append(seat.swiftness)
        parts["dropped"].append(int(seat.dropped_out))
        parts["curse_marker"].append(int(seat.has_curse_marker))
        parts["score_known"].append(int(seat.score is not None))
        parts["score"].append(seat.score or 0)
    return parts


class MandragoraObservation:
    def layout(self, players: int) -> Layout:
        return Layout(*core_segments(players, CODES), *_segments(players))

    def encode(self, view) -> dict[str, list[int]]:
        return {**encode_core(view, CODES), **_decision(view), **_table(view), **_seats(view),
                "countdown_holder": one_hot(view.countdown_holder, view.players)}


OBSERVATION = MandragoraObservation()

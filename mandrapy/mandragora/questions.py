"""Mandragora's kinds of question for exercises (:mod:`mandrapy.core.exercises`): the setup, a turn, the
special decisions (the Curse marker, Levitation, Banishment and Transfer) and the scoring.

Each kind's ``ask`` reads only the state it is given (drawn from the seat's view: other hands and night shops
are samples, never named in a question) and answers with the engine's facts: the legal actions and the
refusals of the others, the state after playing a move on a copy, the score breakdown.

>>> import mandrapy
>>> exercise = mandrapy.exercises("mandragora", kind="reach", count=1, seed=1)[0]
>>> reach = exercise.game.state.max_steps(exercise.seat)
>>> sorted(seek.steps for seek in exercise.ask.correct) == list(range(1, reach + 1)), len(exercise.options) - reach
(True, 2)
"""

from __future__ import annotations

import random
from typing import Any

from ..core.errors import Rule
from ..core.exercises import Ask, QuestionKind
from . import data
from .actions import Banish, Cast, Levitate, Seek, Transfer
from .cards import BANISHMENT, TRANSFER, count
from .decisions import BANISH, CURSE, LEVITATE
from .decisions import TRANSFER as TRANSFER_KIND
from .questions_start import curse_game, finished_game, hoard_game, levitation_game, new_game, scroll_spell_game
from .questions_start import small_game, swift_game
from .questions_turn import ask_can_cast, ask_deck, ask_legal_moves, ask_reach, ask_removed, by_rule, refusals
from .questions_turn import turn_of
from .questions_words import KIND_WORDS, Cards, Event, Marker, Seats, name
from .state import MandragoraState

CURSE_SUPPLY = Rule("curse_supply", "Nobody has a curse left: the Curse marker goes back to the supply.")
CURSE_MOST = Rule("curse_most", "Only {player} has the most curses ({curses}): the Curse marker goes to them.")
CURSE_CHOOSE = Rule("curse_choose", "There is a tie for the most curses ({curses}) between {tied}, and the Curse "
                                    "marker is with none of them: {chooser} chooses who of them receives it.")
CURSE_KEEP = Rule("curse_keep", "There is a tie for the most curses ({curses}) between {tied}; this event changed "
                                "the scrolls of none of them, so the holder, {holder}, keeps the Curse marker.")
CURSE_GIVE = Rule("curse_give", "There is a tie for the most curses ({curses}) between {tied}, and this event "
                                "changed the scrolls of one of them: the holder, {holder}, gives the Curse "
                                "marker to another of them.")
SPELL_POINTS = Rule("spell_points", "A spell scores its level plus its spellbook's value: {level} + {value} = "
                                    "{points} (a mandrake used as the spellbook is worth 0).")
SCORE_SUM = Rule("score_sum", "Spells and spellbooks {spells}, minus {colours} (1 per colour in hand), minus "
                              "{marker} (2 for the Curse marker): {total}.")


# ------------------------------------------------------------------------------------ the Curse marker
def _curse_moves(state: MandragoraState, seat: int) -> list[Event]:
    """The moves of ``seat`` that change scrolls: seeks to a day shop holding a scroll, or the Banishment or
    Transfer choices."""
    frame = state.decision
    if frame is None or frame.player != seat or state.is_over:
        return []
    if frame.kind in (BANISH, TRANSFER_KIND):
        return [Event(action) for action in state.legal_actions()]
    if not turn_of(state, seat):
        return []
    moves = []
    for action in state.legal_actions():
        shop = (state.assistant + action.steps) % data.SHOP_COUNT if isinstance(action, Seek) else None
        if shop is not None and not state.night[shop] and any(card.is_scroll for card in state.shops[shop]):
            moves.append(Event(action, Cards(tuple(count(state.shops[shop]).items()))))
    return moves


def _tied(after: MandragoraState) -> bool:
    totals = [after.curses(q) for q in range(after.players)]
    return max(totals) > 0 and totals.count(max(totals)) > 1


def _curse_outcome(after: MandragoraState) -> Marker:
    frame = after.decision
    if frame is not None and frame.kind is CURSE:
        return Marker("chooses", frame.player)
    return Marker("supply") if after.curse_holder is None else Marker("holds", after.curse_holder)


def _curse_rule(before: MandragoraState, after: MandragoraState, outcome: Marker) -> Rule:
    """Which case of ruling 7 the engine's outcome is (an explanation, read from the state after the move)."""
    totals = [after.curses(q) for q in range(after.players)]
    top = max(totals)
    tied = tuple(q for q in range(after.players) if totals[q] == top)
    holder = before.curse_holder
    if top == 0:
        return CURSE_SUPPLY
    if len(tied) == 1:
        return CURSE_MOST.format(player=Seats(tied), curses=top)
    if holder is None or holder not in tied:          # (the engine then asks a chooser: outcome.seat)
        return CURSE_CHOOSE.format(curses=top, tied=Seats(tied), chooser=Seats(tuple(q for q in (outcome.seat,) if q is not None)))
    if outcome == Marker("holds", holder):
        return CURSE_KEEP.format(curses=top, tied=Seats(tied), holder=Seats((holder,)))
    return CURSE_GIVE.format(curses=top, tied=Seats(tied), holder=Seats((holder,)))


def ask_curse(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """After this move, who has the Curse marker, or who must choose who gets it? (The move is played on a
    copy; its outcome is the engine's.)"""
    played = []
    for event in _curse_moves(state, seat):
        after = state.clone()
        after.play(event.action)
        played.append((event, after))
    if not played:
        return None
    ties = [(event, after) for event, after in played if _tied(after)]     # ruling 7's ties, 3 times in 4
    event, after = rng.choice(ties if ties and rng.random() < 0.75 else played)
    outcome = _curse_outcome(after)
    choosers = dict.fromkeys(q for q in (state.curse_holder, state.current) if q is not None)
    options = ([Marker("holds", q) for q in range(state.players)] + [Marker("supply")]
               + [Marker("chooses", q) for q in choosers])
    return Ask({"seat": seat, "event": event}, tuple(options), frozenset({outcome}),
               because=_curse_rule(state, after, outcome))


# ------------------------------------------------------------------------------------ scoring
def ask_spell_score(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """What does this spell score at the end? (Cast on a copy: the spells' points before and after.)"""
    if not turn_of(state, seat):
        return None
    casts = [a for a in state.legal_actions() if isinstance(a, Cast)]
    if not casts:
        return None
    book = rng.choice(sorted({cast.book for cast in casts}))
    cast = rng.choice([c for c in casts if c.book is book])
    after = state.clone()
    after.play(cast)
    points = after.score_breakdown(seat)["spells"] - state.score_breakdown(seat)["spells"]
    level = cast.level
    options = sorted({points, level, points - level, level + len(cast.ingredients), points + 1})
    because = SPELL_POINTS.format(level=level, value=points - level, points=points)
    return Ask({"seat": seat, "cast": cast}, tuple(options), frozenset({points}), because=because)


def ask_final_score(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """A finished game: what does this seat score? (The engine's breakdown; the others leave out a penalty.)"""
    if not state.is_over:
        return None
    b = state.score_breakdown(seat)
    colours, marker = b["colours_in_hand"] * data.COLOUR_PENALTY, b["curse_marker"] * data.CURSE_MARKER_PENALTY
    total = b["total"]
    options = sorted({total, b["spells"], b["spells"] - colours, b["spells"] - marker, total - 1})
    because = SCORE_SUM.format(spells=b["spells"], colours=colours, marker=marker, total=total)
    return Ask({"seat": seat}, tuple(options), frozenset({total}), because=because)


# ------------------------------------------------------------------------------------ spells' choices
def _deciding(state: MandragoraState, seat: int, *kinds) -> bool:
    frame = state.decision
    return not state.is_over and frame is not None and frame.kind in kinds and frame.player == seat


def _public_items(state: MandragoraState, seat: int) -> list:
    """Items the seat sees: in day shops and in its hand (never a face-down card)."""
    shown = {item for shop, cards in enumerate(state.shops) if not state.night[shop] for item in cards}
    return sorted(shown | set(state.hands[seat]))


def _levitation_misses(state: MandragoraState, seat: int, rng: random.Random) -> list:
    """Near misses: a named card at a night shop (taken face down), a card a day shop lacks, an empty shop."""
    seen = _public_items(state, seat)
    misses = []
    for shop, cards in enumerate(state.shops):
        if cards and state.night[shop]:
            misses.append(Levitate(shop, rng.choice(seen)))
        elif cards:
            lacking = [item for item in seen if item not in cards]
            misses += [Levitate(shop, rng.choice(lacking))] if lacking else []
        else:                          # an empty shop: no card by night, not the card named by day
            misses.append(Levitate(shop, None if state.night[shop] else rng.choice(seen)))
    return misses


def ask_levitation(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """Levitation: which of these cards may you take? (Some legal takes, and near misses.)"""
    if not _deciding(state, seat, LEVITATE):
        return None
    legal = state.legal_actions()
    options = rng.sample(legal, min(3, len(legal)))
    misses = _levitation_misses(state, seat, rng)
    options += by_rule(state, misses, 3, rng)
    options.sort(key=lambda a: (a.shop, str(a)))
    right = frozenset(a for a in options if state.is_legal(a))
    return Ask({"seat": seat}, tuple(options), right, refusals(state, options, right))


def ask_scroll_spell(state: MandragoraState, seat: int, rng: random.Random) -> Ask | None:
    """Banishment or Transfer: which choices are allowed? (Scrolls not held, yourself or your partner as the
    receiver are refused.)"""
    if not _deciding(state, seat, BANISH, TRANSFER_KIND):
        return None
    held = [v for v in (1, 2, 3) if state.scrolls[seat][v]]
    options: list[Any]
    if _deciding(state, seat, BANISH):
        spell, options = BANISHMENT, [Banish(v) for v in (1, 2, 3)]
    else:
        legal = state.legal_actions()
        spell, options = TRANSFER, rng.sample(legal, min(3, len(legal)))
        others = [q for q in range(state.players) if q != seat]
        missing = [v for v in (1, 2, 3) if v not in held]
        options += [Transfer(rng.choice(missing), rng.choice(others)), Transfer(rng.choice(held), seat)]
        partner = state.partner(seat)
        options += [Transfer(rng.choice(held), partner)] if partner is not None else []
        options = sorted(dict.fromkeys(options), key=lambda a: (a.curses, a.to))
    right = frozenset(a for a in options if state.is_legal(a))
    return Ask({"seat": seat, "spell": spell}, tuple(options), right, refusals(state, options, right))


def _kind(code: str, topic: str, ask, section: str, rulebook: str, **more) -> QuestionKind:
    return QuestionKind(code, topic, ask, KIND_WORDS[code], "mandragora.md#" + section, rulebook, name=name, **more)


QUESTIONS = (
    _kind("setup_removed", "setup", ask_removed, "components-datapy", "Setup", choose="all", start=small_game),
    _kind("setup_deck", "setup", ask_deck, "ruling-1", "Setup", start=new_game),
    _kind("reach", "turn", ask_reach, "ruling-2", "Playing the Game", choose="all", board=True,
          start=swift_game),
    _kind("can_cast", "turn", ask_can_cast, "ruling-3", "Cast a Spell", start=hoard_game),
    _kind("legal_moves", "turn", ask_legal_moves, "ruling-3", "Playing the Game", choose="all", board=True,
          start=hoard_game),
    _kind("curse_marker", "decision", ask_curse, "ruling-7", "The Curse", start=curse_game),
    _kind("levitation", "decision", ask_levitation, "ruling-5", "Cast a Spell", choose="all", board=True,
          start=levitation_game),
    _kind("scroll_spell", "decision", ask_scroll_spell, "ruling-4", "Cast a Spell", choose="all", board=True,
          start=scroll_spell_game),
    _kind("spell_score", "scoring", ask_spell_score, "ruling-10", "End of the Game", start=hoard_game),
    _kind("final_score", "scoring", ask_final_score, "ruling-10", "End of the Game", start=finished_game),
)

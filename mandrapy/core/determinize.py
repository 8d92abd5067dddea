"""Determinization: whole game states consistent with what one seat has seen, for search without peeking.

A computer player gets a view, never the state. To look ahead it needs full states, so each game implements
one hook, ``state.sampler(seat)``: an object whose ``sample(rng)`` returns a complete state that ``seat``
could be in, drawn from what it has *not* seen (other hands, the draw pile's order, face-down cards)
while keeping everything it has seen (its own cards, the table, the cards it watched go into a hand). The
sample's random generator is reseeded from ``rng``: a search never sees the draws the real game will make.

Two rules keep a sampler honest, and tests check them for every game (tests/test_determinize*.py):

* ``sample.view(seat) == state.view(seat)``: the sample differs only where ``seat`` cannot see;
* a sampler reads hidden zones only by size, and the unseen components as a multiset in a fixed order, so
  two states that differ only in what ``seat`` cannot see give the same samples for the same ``rng``.

A view carries its :class:`Information` (attached by the game's ``view``), so ``information(view)`` is
the one road from a view to samples; a player calls nothing else of the state.

>>> import random
>>> unseen = sorted("aabcd")
>>> places = deal(random.Random(1), unseen, (("hand", 2), ("deck", 3)))
>>> sorted(places["hand"] + places["deck"]) == unseen
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from .errors import Rule
from .language import refusal
from .rng import GameRandom

if TYPE_CHECKING:
    from .log import RawEvent
    from .parsing import Action
    from .protocols import Sampler, View
    from .state import GameState

T = TypeVar("T")
S = TypeVar("S", bound="GameState")
NOT_A_VIEW = Rule("not_a_view", "choose: this is not a view made by game.view(seat): a computer player needs one")
CHOOSE_OVER = Rule("choose_over", "choose: view: the game is over: there is nothing left to choose")
CHOOSE_NOT_YOURS = Rule("choose_not_yours", "choose: it is seat {to_play}'s turn, not seat {seat}'s: pass "
                                            "game.view({to_play})")

HIDDEN_MOVE = None          # what a sample's history holds instead of the actions played (they may tell secrets)


class Information:
    """The handle a view carries to its seat's information set: samples for a search, nothing else.

    It keeps the game's state as it was when the view was made (a later move is undone by time travel), so a
    player may use a view after the game moved on."""

    __slots__ = ("_state", "_move", "seat")

    def __init__(self, state: GameState, seat: int | None) -> None:
        self._state, self._move, self.seat = state, len(state.history), seat

    @property
    def game(self) -> str:
        return self._state.game

    @property
    def state_class(self) -> type[GameState]:
        return type(self._state)

    def _at_view(self) -> GameState:
        state = self._state
        return state if len(state.history) == self._move else state.at(self._move)

    def sampler(self) -> Sampler:
        """The game's sampler for this seat (``seat`` None: the state itself, everything being seen)."""
        state = self._at_view()
        if self.seat is None:
            return _Everything(state)
        return state.sampler(self.seat)

    def sample(self, rng: random.Random) -> GameState:
        return self.sampler().sample(rng)


class _Everything:
    def __init__(self, state: GameState) -> None:
        self.state = state

    def sample(self, rng: random.Random) -> GameState:
        twin = self.state.clone()
        twin._checkpoints = None
        return twin


def attach(view: T, state: GameState, seat: int | None) -> T:
    """Give ``view`` (a frozen dataclass) its :class:`Information`; returns the view. Equality, hashing and
    ``repr`` of the view ignore it."""
    object.__setattr__(view, "_information", Information(state, seat))
    return view


def information(view: object) -> Information:
    """The information set behind ``view`` (a view made by a game's ``view(seat)``)."""
    found: Information | None = getattr(view, "_information", None)
    if found is None:
        raise refusal(ValueError, NOT_A_VIEW)
    return found


def choosable(view: View) -> tuple[Action, ...]:
    """The legal actions a computer player may choose from in ``view``, or a ValueError saying why there are
    none: not a view made by ``game.view(seat)`` (a game object, say), a finished game, or another seat's
    turn."""
    information(view)
    legal = tuple(view.legal_actions)
    if not legal:
        if view.is_over:
            raise refusal(ValueError, CHOOSE_OVER)
        raise refusal(ValueError, CHOOSE_NOT_YOURS.format(to_play=view.to_play, seat=view.seat))
    return legal


class Determinized:
    """Mixin of a game's state: ``determinize(seat, rng)`` from the game's ``sampler(seat)`` hook."""

    def sampler(self, seat: int) -> Sampler:
        """An object whose ``sample(rng)`` returns a state consistent with what ``seat`` has seen."""
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> GameState:
        """One state ``seat`` could be in, drawn from what it has not seen (see the module's text)."""
        return self.sampler(seat).sample(rng)


def observed_copy(state: S, seat: int) -> S:
    """A clone of ``state`` keeping only what may be known: the log's secrets that ``seat`` does not share
    dropped (a 4-tuple event's private values), the actions played replaced by placeholders, no seed, no
    hand-made position and no checkpoints (they would tell the hidden cards). Hidden zones still hold the
    true components: a sampler overwrites them."""
    twin = state.clone()
    twin.history = [HIDDEN_MOVE] * len(state.history)  # type: ignore[list-item]   # (placeholders)
    twin._checkpoints = None
    twin.position = None
    twin.seed = None
    twin.events = [_scrubbed(event, seat) for event in state.events]
    twin.__dict__.pop("_log", None)
    twin.rng = NO_CHANCE_YET  # type: ignore[assignment]   # (no generator until reseed)
    return twin


class _NoChanceYet:
    """A sampler's base copy has no random generator: each sample gets its own (:func:`reseed`). Cloning the
    base copies this marker for nothing, where copying a generator's state costs more than the rest."""

    def copy(self) -> _NoChanceYet:
        return self

    def __getattr__(self, name: str) -> Any:
        raise AttributeError("a sample's random generator is set by reseed(state, rng)")


NO_CHANCE_YET = _NoChanceYet()


def _scrubbed(event: RawEvent, seat: int) -> RawEvent:
    if len(event) == 4 and event[3] is not None and seat not in event[2]:
        return event[0], event[1], event[2], None
    return event


def reseed(state: GameState, rng: random.Random) -> None:
    """The sample's own chance, drawn from the search's generator: never the real game's next draws."""
    seed = rng.getrandbits(32)
    state.rng = GameRandom(seed)
    state.seed = seed


def deal(rng: random.Random, unseen: Sequence[T], places: Iterable[tuple[Hashable, int]]) -> dict[Any, list[T]]:
    """Shuffle ``unseen`` (a list in a fixed order, e.g. sorted) and cut it into ``places``, pairs of (name,
    size) in a fixed order: every arrangement is equally likely. Returns ``{name: list}``; the sizes must add
    up to ``len(unseen)``."""
    cards = list(unseen)
    rng.shuffle(cards)
    found: dict[Any, list[T]] = {}
    start = 0
    for name, size in places:
        found[name] = cards[start:start + size]
        start += size
    if start != len(cards):
        raise AssertionError(f"{len(cards)} unseen components for {start} hidden places")
    return found


def minus(total: Counter[T], *parts: Mapping[T, int]) -> Counter[T]:
    """``total`` less each part; a part larger than what is left is a bug in a game's knowledge (it would
    claim to have seen more copies than exist), so it raises."""
    left = Counter(total)
    for part in parts:
        for item, n in part.items():
            if n > left[item]:
                raise AssertionError(f"a sampler counts {n} {item} seen, only {left[item]} exist")
            left[item] -= n
    return +left


def in_order(multiset: Counter[Any], key: Callable[[Any], Any] | None = None) -> list[Any]:
    """The components of ``multiset`` as a list in a fixed order (so a shuffle depends on the seed only)."""
    return [item for item in sorted(multiset, key=key) for _ in range(multiset[item])]


def still_held(entered: Mapping[T, tuple[int | None, int]], reshuffles: Sequence[Collection[T]],
               unseen: Iterable[T]) -> dict[int, list[T]]:
    """``{holder: cards}`` surely in each hand: ``entered`` maps a card to (the holder it was last seen going
    to, how many reshuffles had happened then); a card since shuffled into a new pile (it is in one of the
    later ``reshuffles``, the sets of cards of each reshuffle) may be anywhere."""
    held: dict[int, list[T]] = {}
    for card in unseen:
        holder, before = entered.get(card, (None, 0))
        if holder is not None and not any(card in cards for cards in reshuffles[before:]):
            held.setdefault(holder, []).append(card)
    return held


class HandsAndDeck:
    """The unseen cards of a game with hands and a draw pile that is refilled by shuffling the discard pile
    (two of the games), split between other seats' hands and the pile as a seat's observations allow.

    ``unseen``: the cards the seat has not seen (hands of others and the pile, in a fixed order); ``known``:
    ``{holder: cards}`` surely in that hand (see :func:`still_held`); ``sizes``: ``{holder: hand size}``;
    ``shuffled``: the cards of the last reshuffle (``None`` if none): the pile holds only those, so an unseen
    card outside them is in a hand. ``sample(rng)`` gives ``({holder: cards}, pile)``, each arrangement allowed
    equally likely (with one holder; with several, cards of hands older than the reshuffle are spread over the
    hands at random)."""

    def __init__(self, unseen: Iterable[Any], known: Mapping[int, Collection[Any]], sizes: Mapping[int, int], pile: int,
                 shuffled: Collection[Any] | None = None) -> None:
        sure = {card for cards in known.values() for card in cards}
        free = [card for card in unseen if card not in sure]
        self.pool = free if shuffled is None else [card for card in free if card in shuffled]
        self.forced = [card for card in free if shuffled is not None and card not in shuffled]
        self.known = {holder: sorted(cards) for holder, cards in known.items()}
        self.slots = [holder for holder in sorted(sizes) for _ in range(sizes[holder] - len(known.get(holder, ())))]
        self.pile = pile
        if len(self.forced) > len(self.slots) or len(self.pool) != pile + len(self.slots) - len(self.forced):
            raise AssertionError("the unseen cards do not fit the hidden hands and pile")

    def sample(self, rng: random.Random) -> tuple[dict[int, list[Any]], list[Any]]:
        slots, pool = list(self.slots), list(self.pool)
        if len(set(slots)) > 1:
            rng.shuffle(slots)
        rng.shuffle(pool)
        hands = {holder: list(cards) for holder, cards in self.known.items()}
        cards = [*self.forced, *pool]
        for holder, card in zip(slots, cards):
            hands.setdefault(holder, []).append(card)
        return hands, cards[len(slots):]

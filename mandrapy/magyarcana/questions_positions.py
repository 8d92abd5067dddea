"""Where Magyarcana's questions are asked: games brought to the decision a kind is about (its ``start``).

Random play rarely stops on a given step (a Hearts move, a Leaves choice), so each start plays a random game
from a seed the exercise set draws, and at a turn of the player to move (after a random number of actions)
tries the turn action that opens the step on a copy; the first copy that stands at that step, with a choice
left to make, is the position. Everything comes from the ``rng`` the set gives: the same seed, the same game.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .actions import PlayCard, UseTerritory
from .cards import Card
from .game import Magyarcana
from .state import MagyarcanaState

LONGEST = 400                  # actions a search plays at most (random games end in about 150)
KING_OF_HEARTS = Card.named("King of Hearts")
PLACING_STEPS = frozenset({"move", "move_turning", "move_any", "grow_or_replace", "place_minion",
                           "remove_territory", "expel_to"})


def suit_power(suit: str) -> Callable[[object], bool]:
    """A turn action that starts ``suit``'s suit power: use such a territory, or play such a card for it."""
    def opens(action) -> bool:
        if isinstance(action, UseTerritory):
            return action.territory.suit == suit
        return isinstance(action, PlayCard) and not action.special and action.card.suit == suit
    return opens


def king_of_hearts(action) -> bool:
    return action == PlayCard(KING_OF_HEARTS, True)


def any_power(action) -> bool:
    return isinstance(action, (UseTerritory, PlayCard))


def _step(state) -> str:
    """The code of the decision asked now (the game is not over)."""
    frame = state.decision
    return "" if frame is None else frame.kind.code


def at_step(rng: random.Random, steps, opens: Callable[[object], bool], lo: int = 0,
            hi: int = 120) -> Magyarcana | None:
    """A game at one of ``steps`` for the player to move, reached by a turn action ``opens`` accepts after
    ``lo`` to ``hi`` random actions (None if the random game ends first)."""
    state = MagyarcanaState.new(seed=rng.randrange(2 ** 31))
    after = rng.randint(lo, hi)
    for count in range(LONGEST):
        if state.is_over:
            return None
        legal = state.legal_actions()
        if count >= after and _step(state) == "turn":
            tried = [action for action in legal if opens(action)]
            if tried:
                trial = state.clone()
                trial.play(rng.choice(tried))
                if (not trial.is_over and _step(trial) in steps
                        and trial.to_play == state.to_play and trial.legal_actions()):
                    return Magyarcana._wrap(trial)
        state.play(rng.choice(legal))
    return None


def hearts_move(game: str, rng: random.Random) -> Magyarcana | None:
    return at_step(rng, {"move"}, suit_power("hearts"))


def turning_move(game: str, rng: random.Random) -> Magyarcana | None:
    return at_step(rng, {"move_turning"}, king_of_hearts)


def leaves_choice(game: str, rng: random.Random) -> Magyarcana | None:
    return at_step(rng, {"grow_or_replace"}, suit_power("leaves"))


def placing_choice(game: str, rng: random.Random) -> Magyarcana | None:
    return at_step(rng, PLACING_STEPS, any_power, lo=10)


def new_game(game: str, rng: random.Random) -> Magyarcana:
    return Magyarcana(seed=rng.randrange(2 ** 31))


def last_reshuffle(game: str, rng: random.Random) -> Magyarcana | None:
    """A game after its second reshuffle (the next one would end it), at a turn once the deck is down to a
    few cards (a refill may then end the game, or not)."""
    state = MagyarcanaState.new(seed=rng.randrange(2 ** 31))
    low = rng.randint(3, 8)
    for _ in range(LONGEST):
        if state.is_over:
            return None
        if state.reshuffles >= 2 and len(state.deck) <= low and _step(state) == "turn":
            return Magyarcana._wrap(state)
        state.play(rng.choice(state.legal_actions()))
    return None

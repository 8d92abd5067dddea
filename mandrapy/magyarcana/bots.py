"""Computer players for Magyarcana, and the position value the search ends on (it plays no random moves).

:class:`GreedyPlayer` looks one turn ahead: for each choice it plays the rest of its own turn choosing each
step by the best :func:`value` right after it (:func:`finish_turn`), on one determinization of its view (it
never peeks), and keeps the choice whose turn ends best. The search finishes each turn of its tree the same way
(``MagyarcanaState.finish_turn``), so its tree compares whole turns; :func:`evaluate` turns :func:`value`
into estimated outcomes for :mod:`mandrapy.core.ismcts` where the tree ends.

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> play_game(mandrapy.new("magyarcana", seed=3), [RandomPlayer(1), RandomPlayer(2)])["actions"] > 0
True
>>> play_game(mandrapy.new("magyarcana", seed=3), [GreedyPlayer(1), RandomPlayer(2)])["winners"]
(0,)
"""

from __future__ import annotations

import math

from ..core.determinize import choosable, information
from ..core.players import Player
from .actions import Done
from .data import HAND_SIZE, MAX_RESHUFFLES
from .steps import KINDS

PIP_WEIGHT = 0.5           # a pip on the board is worth half a point of territory: it holds and takes control
MARGIN_SCALE = 12.0        # points of margin at which a lead wins about three games in four
FULL_GAME = 51             # still_to_draw() at the start: a lead weighs more as the end nears
CARD_VALUE = 1.0           # a card in hand, in points: an action to come (a refill of an empty hand pays)
ENDED = 1e6               # prospect() of a game won (lost: its negative), beyond any lead
MOST_OPTIONS = 24          # a step with more options has a random sample of them valued
SEARCH_OPTIONS = 8         # the same inside the search, where a turn is finished at every iteration
DISCARDING = KINDS["discard"]


def standing(state) -> tuple:
    """(points controlled, pips on the board) per seat, in one pass over the minions (the rulebook's
    "Scoring": a territory counts for each seat with a minion there and at least the other's pips)."""
    points, pips = [0, 0], [0, 0]
    territories = state.territories
    for cell, here in state.minions.items():
        held = [0, 0]
        for (owner, size), n in here.items():
            held[owner] += size * n
        pips[0] += held[0]
        pips[1] += held[1]
        worth = territories[cell].points
        if held[0] and held[0] >= held[1]:
            points[0] += worth
        if held[1] and held[1] >= held[0]:
            points[1] += worth
    return points, pips


def value(state, seat: int) -> float:
    """Points controlled and pips on the board, ``seat``'s less the opponent's."""
    points, pips = standing(state)
    return points[seat] - points[1 - seat] + PIP_WEIGHT * (pips[seat] - pips[1 - seat])


def still_to_draw(state) -> int:
    """About how many cards may still be drawn before the end (ruling 15: the game ends when a third
    reshuffle would be needed): the deck, then the cards outside hands and board for each reshuffle left."""
    loose = len(state.deck) + len(state.discard)
    return len(state.deck) + (MAX_RESHUFFLES - state.reshuffles) * loose + HAND_SIZE


def prospect(state, seat: int) -> float:
    """What greedy maximizes: ``seat``'s lead, cards in hand counted in, over the spread still to come (the
    logit of :func:`evaluate`'s win share, which never saturates). Ahead, drawing toward the end raises it;
    behind, time does; and a card in hand is an action still to take. A finished game counts as won or lost."""
    if state.is_over:                                   # the outcome is certain: no spread left
        winners = state.winners()
        return 0.0 if len(winners) != 1 else ENDED if seat in winners else -ENDED
    hands = state.hands
    lead = value(state, seat) + CARD_VALUE * (len(hands[seat]) - len(hands[1 - seat]))
    return lead / math.sqrt(max(1, still_to_draw(state)) / FULL_GAME)


def _step_prospect(state, seat: int) -> float:
    """:func:`prospect` after a step; a discard of a refill is valued by the refill it ends (done at once)."""
    if not state.is_over and state.to_play == seat and state.decision.kind is DISCARDING:
        state = state.clone()
        state.apply_legal(Done())
    return prospect(state, seat)


def finish_turn(state, seat: int, rng, most: int = MOST_OPTIONS) -> None:
    """Play ``seat``'s remaining steps of this turn, each the best by :func:`prospect` right after it (of a
    random sample of ``most`` options where there are more)."""
    while not state.is_over and state.to_play == seat and not state.decision.kind.turn:
        options = state.legal_actions()
        if len(options) > most:
            options = rng.sample(options, most)
        best, best_value = None, -math.inf
        for option in options:
            after = state.clone()
            after.apply_legal(option)
            found = _step_prospect(after, seat)
            if found > best_value:
                best, best_value = option, found
        state.apply_legal(best)


def evaluate(state) -> tuple:
    """Estimated (win share, margin) per seat of an unfinished game, for the search where its tree ends.

    The margin is the lead (board, pips and cards in hand, as :func:`prospect` counts it) discounted by the
    time still to come, ``sqrt(HAND_SIZE / (still_to_draw + HAND_SIZE))``: a third of it at the start, 0.71 of
    it with nothing left to draw, and a finished game's score margin counts whole. Ahead, drawing toward the
    end raises it, and ending the game more still (far ahead, the win share is about 1 whatever it does: a
    margin of points alone kept it retaking territories forever against a player behind, and a whole lead
    counting pips made a game one refill from its end worth more than ended); behind, time does."""
    points, pips = standing(state)
    lead = points[0] - points[1] + PIP_WEIGHT * (pips[0] - pips[1])
    left = still_to_draw(state)
    win = 1 / (1 + math.exp(-lead / (MARGIN_SCALE / 1.1 * math.sqrt(left / FULL_GAME))))
    hands = state.hands
    margin = (lead + CARD_VALUE * (len(hands[0]) - len(hands[1]))) * math.sqrt(HAND_SIZE / (left + HAND_SIZE))
    return (win, 1 - win), (margin, -margin)


def board(state) -> tuple:
    """The board alone (territories and minions), to recognize a board seen before."""
    return (frozenset(state.territories.items()),
            frozenset((cell, frozenset(here.items())) for cell, here in state.minions.items() if here))


class GreedyPlayer(Player):
    """Chooses what ends its own turn with the best :func:`prospect` (see the module's text).

    Ahead, it counts a turn that gives back a board its own turns have already made as no gain: two greedy
    players can take and retake the same territory forever, each turn a gain for the mover, and the one ahead
    then draws instead, toward the end, which is what that lead is worth."""

    name = "greedy"
    _boards: tuple[float, set[tuple]]

    def choose(self, view):
        legal = choosable(view)
        if len(legal) == 1:
            return legal[0]
        seat = view.to_play
        state = information(view).sample(self.rng)
        made = self._made(state)
        now, start = board(state), prospect(state, seat)
        best, best_value, best_board = legal[0], -math.inf, now
        for action in legal:
            after = state.clone()
            after.apply_legal(action)
            finish_turn(after, seat, self.rng)
            found, reached = prospect(after, seat), board(after)
            if found > 0 and reached != now and reached in made:
                found = min(found, start)                   # a cycle: no progress (see the class's text)
            found += 1e-6 * self.rng.random()
            if found > best_value:
                best, best_value, best_board = action, found, reached
        if state.decision is not None and state.decision.kind.turn:
            made.add(best_board)
        return best

    def _made(self, state) -> set:
        """The boards this player's turns have made in this game (forgotten when a new game begins)."""
        turn, made = getattr(self, "_boards", (math.inf, set()))
        if state.turn < turn:
            made = set()
        self._boards = (state.turn, made)
        return made


__all__ = ["GreedyPlayer", "evaluate", "prospect", "value"]

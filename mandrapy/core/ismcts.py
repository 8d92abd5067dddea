"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), for every game.

The searching seat never sees the state: each iteration starts from a fresh determinization, a whole state
drawn by the game's sampler from what the seat has seen (:mod:`mandrapy.core.determinize`). One tree is
grown over the actions of every seat; a node is reached in a determinization only if its action is legal
there, so a child is chosen by UCB1 with *availability counts* (how often it could have been chosen) in
place of its parent's visits. Below the tree, play goes on at random to the end of the game, or, for a game
that declares ``search_cutoff``, for that many actions and then the game's ``evaluate()`` (estimated
outcomes) stands in for the end. Each seat's reward blends its share of the win (a tie shares it) with its
score margin (its score less the best other seat's, scaled by the game's ``margin_scale`` into 0..1): the
margin tells good moves from bad ones long before the win does, and among equal chances prefers a bigger lead.

A game that declares ``margins_seen`` has each seat's margins scaled instead to the lowest and highest margin that
seat has had so far in this search: far behind or far ahead, where a fixed scale reads every move as lost or won
alike, moves still differ. Its nodes keep sums of wins and margins, and a reward is computed from them when a
child is chosen, against the range seen by then, so every node is judged on one scale (a reward summed as it
came would mix the scales of different moments).

A game whose turn is a chain of small steps that are worth something only together (take a card, then choose
where it goes, then what to place there) may define ``finish_turn(rng)``: after each action the tree chooses,
it plays the rest of that seat's turn by the game's own quick policy. The tree then compares whole turns, each
finished sensibly, instead of averaging a first step over every random way of going on with it.

With an iteration budget the search is deterministic for its random generator; with ``seconds`` (or an
absolute ``deadline`` on :func:`time.perf_counter`'s clock) it stops on the clock, whichever comes first. The
clock is read between iterations: a search ends at most one iteration after its deadline.

>>> import random, mandrapy
>>> from mandrapy.core.determinize import information
>>> game = mandrapy.new(max(mandrapy.games()), players=2, seed=3)
>>> result = search(information(game.view(0)), random.Random(1), iterations=50)
>>> result.iterations, result.best in game.legal_actions()
(50, True)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from .determinize import Information
    from .state import GameState

Outcome = tuple[tuple[float, ...], tuple[float, ...]]      # (win share, score margin) per seat
Seen = list[list[float]]                                   # per seat: [lowest, highest margin] (margins_seen)

EXPLORATION = 0.7          # UCB1's constant for rewards in [0, 1]
MARGIN_WEIGHT = 0.5        # the score margin's part in a reward (the win share has the rest)


class Node:
    """A node of the tree: the action that led here, its visits, how often it was available, and the
    rewards (for the seat that chose it) summed over its visits."""

    __slots__ = ("available", "children", "margin", "reward", "visits", "wins")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.margin = 0.0
        self.wins = 0.0


@dataclass(frozen=True)
class Move:
    """What the search found for one legal action at the root."""

    action: object
    visits: int
    share: float               # visits / all visits at the root
    reward: float              # mean reward for the searching seat
    win: float                 # mean share of the win
    margin: float              # mean score margin (own score minus the best other seat's)


@dataclass(frozen=True)
class Result:
    """A finished search: the root's moves, most visited first."""

    seat: int | None
    moves: tuple[Move, ...]
    iterations: int
    seconds: float

    @property
    def best(self) -> Any:
        return self.moves[0].action

    def move(self, action: Any) -> Move | None:
        return next((m for m in self.moves if m.action == action), None)


def outcome(state: GameState) -> Outcome:
    """(win share, score margin) per seat of a finished game."""
    winners, scores = state.winners(), state.scores()
    n = len(scores)
    share = 1 / len(winners) if winners else 0.0
    wins = tuple(share if p in winners else 0.0 for p in range(n))
    return wins, margins(scores)


def margins(scores: list[float] | tuple[float, ...]) -> tuple[float, ...]:
    """Each seat's score minus the best score among the others."""
    n = len(scores)
    if n == 1:
        return (0.0,)
    found = []
    for p in range(n):
        best = max(scores[q] for q in range(n) if q != p)
        found.append(scores[p] - best)
    return tuple(found)


def _rewards(wins: tuple[float, ...], margin: tuple[float, ...], scale: float) -> tuple[float, ...]:
    return tuple((1 - MARGIN_WEIGHT) * w + MARGIN_WEIGHT * (0.5 + 0.5 * max(-1.0, min(1.0, m / scale)))
                 for w, m in zip(wins, margin))


def search(info: Information, rng: random.Random, iterations: int | None = None, seconds: float | None = None,
           roots: Iterable[Any] | None = None, deadline: float | None = None) -> Result:
    """Search from ``info`` (a view's :class:`~mandrapy.core.determinize.Information`) until the budget is
    spent. ``roots`` (optional): only these actions are tried at the root (to compare a few moves).
    ``deadline``: a time on ``time.perf_counter()``'s clock to stop at (with ``seconds``: the earlier)."""
    if iterations is None and seconds is None and deadline is None:
        raise ValueError("a search needs a budget: iterations=... or seconds=...")
    started = time.perf_counter()
    if seconds is not None:
        deadline = started + seconds if deadline is None else min(deadline, started + seconds)
    sampler, seat = cast(Any, info).sampler(), info.seat      # (determinize is typed elsewhere)
    root = Node()
    first = sampler.sample(rng)
    cls = type(first)
    cutoff, scale, finish = cls.search_cutoff, cls.margin_scale, cls.finish_turn
    seen: Seen | None = [] if cls.margins_seen else None
    evaluate = cls.evaluate if cutoff is not None else None
    allowed = None if roots is None else list(roots)
    done = 0
    state = first
    while True:
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and done and time.perf_counter() >= deadline:
            break
        if state is None:
            state = sampler.sample(rng)
        _iterate(state, root, rng, cutoff, evaluate, scale, allowed, finish, seen)
        state = None
        done += 1
    return _result(root, seat, done, time.perf_counter() - started, seen)


def _iterate(state: GameState, root: Node, rng: random.Random, cutoff: int | None,
             evaluate: Callable[[GameState], Outcome] | None, scale: float, allowed: list[Any] | None,
             finish: Callable[[GameState, random.Random], None] | None, seen: Seen | None = None) -> None:
    node = root
    path: list[tuple[Node, Any]] = []          # (node, the seat that chose its action)
    choice = rng.choice
    log = math.log
    while not state.is_over:
        legal = state.legal_actions()
        if node is root and allowed is not None:
            legal = [a for a in legal if a in allowed] or legal
        mover = state.to_play
        children = node.children
        untried = [a for a in legal if a not in children]
        if untried:
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.available += 1
            action = choice(untried)
            child = children[action] = Node()
            child.available = 1
            state.apply_legal(action)
            if finish is not None:
                finish(state, rng)
            path.append((child, mover))
            break
        best: Any = None
        best_value = -1.0
        if seen is None:
            for a in legal:
                child = children[a]
                child.available += 1
                value = child.reward / child.visits + EXPLORATION * math.sqrt(log(child.available) / child.visits)
                if value > best_value:
                    best, best_value = a, value
        else:
            low, width = _range(seen, mover)
            for a in legal:
                child = children[a]
                child.available += 1
                value = _seen_reward(child, low, width) + EXPLORATION * math.sqrt(log(child.available) / child.visits)
                if value > best_value:
                    best, best_value = a, value
        node = children[best]
        state.apply_legal(best)
        if finish is not None:
            finish(state, rng)
        path.append((node, mover))
    wins, margin = _playout(state, rng, cutoff, evaluate)
    rewards = _rewards(wins, margin, scale)
    if seen is not None:
        if not seen:
            seen.extend([m, m] for m in margin)
        for bounds, m in zip(seen, margin):
            bounds[0], bounds[1] = min(bounds[0], m), max(bounds[1], m)
    for child, mover in path:
        child.visits += 1
        child.reward += rewards[mover]
        child.wins += wins[mover]
        child.margin += margin[mover]


def _playout(state: GameState, rng: random.Random, cutoff: int | None,
             evaluate: Callable[[GameState], Outcome] | None) -> Outcome:
    choice = rng.choice
    if cutoff is None:
        while not state.is_over:
            state.apply_legal(choice(state.legal_actions()))
        return outcome(state)
    for _ in range(cutoff):
        if state.is_over:
            return outcome(state)
        state.apply_legal(choice(state.legal_actions()))
    if state.is_over or evaluate is None:
        return outcome(state)
    return evaluate(state)


def _range(seen: Seen, seat: int | None) -> tuple[float, float]:
    """(low, width) mapping ``seat``'s margins seen onto 0..1; a single margin seen maps to 0.5."""
    if not seen or seat is None:
        return 0.0, 1.0
    low, high = seen[seat]
    return (low, high - low) if high > low else (low - 0.5, 1.0)


def _seen_reward(child: Node, low: float, width: float) -> float:
    """A visited ``child``'s mean reward with its margins scaled to the range seen (``margins_seen``)."""
    n = child.visits
    return (1 - MARGIN_WEIGHT) * child.wins / n + MARGIN_WEIGHT * (child.margin / n - low) / width


def _result(root: Node, seat: int | None, iterations: int, seconds: float, seen: Seen | None = None) -> Result:
    total = sum(child.visits for child in root.children.values()) or 1
    moves = []
    low, width = _range(seen, seat) if seen is not None else (0.0, 1.0)
    for action, child in root.children.items():
        n = child.visits or 1
        reward = child.reward / n if seen is None or not child.visits else _seen_reward(child, low, width)
        moves.append(Move(action, child.visits, child.visits / total, reward, child.wins / n, child.margin / n))
    moves.sort(key=lambda m: (-m.visits, -m.reward))
    return Result(seat, tuple(moves), iterations, seconds)

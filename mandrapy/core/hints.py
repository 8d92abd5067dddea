"""Hints that explain: the search's best moves for the seat to play, and a judgement of a seat's last move.

``game.hint(seat)`` returns a :class:`Hint`, facts only. For the seat to play: the top moves of a search from
``view(seat)`` (each with its share of the search's visits, its expected share of the win and its expected
score margin). For any seat: a :class:`Judgement` of its last decision in the lichess style: the drop in
expected outcome (share of the win) from the best move then to the move played makes it an inaccuracy
(5 points or more), a mistake (10) or a blunder (15). A seat not to play (or any seat of a finished game) gets
the judgement and whose turn it is, and no suggestion.

A move is called best only when the search's visits support it (:func:`stands_out`): it was tried the most,
at least :data:`LEAD` times as often as the next move, in at least :data:`FEW` tries, and no other move did
better on both the win and the score margin.

The clock: ``seconds=`` bounds the whole hint (the suggestion's search and the judgement's two searches share
one deadline; each search stops at most one iteration after its part of it). Without a budget a hint takes
:data:`HINT_SECONDS` at most, and at most twice the game's ``search_iterations`` per search (the answer then
depends on the machine's speed); ``iterations=`` alone gives the same hint on every machine.

Wording comes from one catalogue per language (:mod:`.hint_words`): ``str(hint)`` speaks the session's
language (``mandrapy.set_language``) and names the moves as the game's log does in that language (its
``Speech.action``; in English, the action text).

>>> import mandrapy
>>> game = mandrapy.new(max(mandrapy.games()), players=2, seed=3)
>>> advice = game.hint(iterations=60)
>>> advice.suggestion in game.legal_actions(), str(advice).startswith("Player 0: ")
(True, True)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .determinize import information
from .ismcts import Move, Result, search
from .validate import seat_argument

if TYPE_CHECKING:
    from .state import GameState

# Drops in expected share of the win (lichess grades by winning chances: 0.1, 0.2, 0.3 on its -1..1
# scale, that is 5, 10 and 15 points of win probability).
VERDICTS = (("blunder", 0.15), ("mistake", 0.10), ("inaccuracy", 0.05))
TOP = 3
WIDTH = 88                  # characters per printed line: it fits a notebook's output at 1280 px
HINT_SECONDS = 0.8          # a default hint's clock: with a search's last iteration, within 1 s
LEAD = 1.5                  # the most tried move stands out with this many times the tries of the next
FEW = 10                    # ... and at least this many tries


def stands_out(moves: tuple[Move, ...]) -> bool:
    """Whether the search's visits support calling the first of ``moves`` (most visited first) the best."""
    if not moves or moves[0].visits < FEW:
        return False
    first, others = moves[0], moves[1:]
    if others and first.visits < LEAD * others[0].visits:
        return False
    return not any(m.win >= first.win and m.margin >= first.margin and (m.win, m.margin) != (first.win, first.margin)
                   for m in others)


@dataclass(frozen=True)
class Judgement:
    """What the search thinks of a move already played (move number ``move`` of the history)."""

    move: int
    action: Any
    # "only" (no choice), "best", "good", "inaccuracy", "mistake", "blunder"; "unknown": no other move was
    # tried in the time given
    verdict: str
    better: Any | None        # the move compared with (None for "only", "best" and "unknown")
    drop: float               # expected share of the win lost against ``better``
    points: float             # expected score margin lost against ``better``
    view: Any = field(default=None, repr=False, compare=False)    # the seat's view when it played it
    win: float | None = None  # the seat's expected share of the win with the move played (None: not searched)


@dataclass(frozen=True)
class Hint:
    """The search's advice for ``seat`` (facts; see :meth:`text` for words). ``moves`` is empty when ``seat``
    is not to play (``to_play`` is, None when the game ``over``): the hint then only judges its last move."""

    seat: int
    moves: tuple[Move, ...]   # the best moves, best first (mandrapy.core.ismcts.Move)
    judgement: Judgement | None
    iterations: int
    player_word: Mapping[str, str] | None = None    # the game's word for a player per language (its glossary's)
    # How the game names a move in each language (its state's ``speech``), from this position (the view).
    speech: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)
    view: Any = field(default=None, repr=False, compare=False)
    to_play: int | None = None
    over: bool = False

    @property
    def suggestion(self) -> Any:
        """The move the search suggests (None for a seat not to play)."""
        return self.moves[0].action if self.moves else None

    @property
    def clear(self) -> bool:
        """Whether the search's visits support calling the suggestion the best (:func:`stands_out`)."""
        return stands_out(self.moves)

    def name(self, action: Any, language: str | None = None, judged: bool = False) -> str:
        """One of this advice's moves in words: as the game's log names a move in ``language`` (the session's
        by default; in English, its action text), from the position the advice is for (``judged``: from the
        one the judged move was played in, for the judgement's ``action`` and ``better``)."""
        from .language import action_words, current_language
        view = self.judgement.view if judged and self.judgement is not None else self.view
        words: Callable[[Any], str] = action_words(self.speech, language or current_language(), view)
        return words(action)

    def lines(self, language: str | None = None, action_text: Callable[[Any], str] | None = None
              ) -> tuple[str, ...]:
        """The advice as sentences in ``language`` (``"en"``, ``"fr"``; by default the session's, as set by
        ``mandrapy.set_language``); ``action_text`` words an action (by default as the game's log in that
        language names a move; in English its action text)."""
        from .hint_words import hint_lines
        from .language import current_language
        return hint_lines(self, language or current_language(), action_text)

    def text(self, language: str | None = None, action_text: Callable[[Any], str] | None = None,
             width: int | None = None) -> str:
        """The advice in one line, or with ``width``: each sentence on lines of at most ``width`` characters
        (a notebook's output breaks a longer line anywhere, even mid-word)."""
        lines = self.lines(language, action_text)
        if width is None:
            return " ".join(lines)
        import textwrap
        return "\n".join(textwrap.fill(line, width, break_long_words=False, break_on_hyphens=False)
                         for line in lines)

    def __str__(self) -> str:
        return self.text(width=WIDTH)


@dataclass(frozen=True)
class Budget:
    """What a hint may spend: ``iterations`` per search (None: no count) and one ``deadline`` for the whole
    hint on ``time.perf_counter()``'s clock (None: no clock)."""

    iterations: int | None
    deadline: float | None = None

    @classmethod
    def start(cls, state_class: type[GameState], iterations: int | None, seconds: float | None) -> Budget:
        if iterations is None and seconds is None:
            iterations, seconds = 2 * state_class.search_iterations, HINT_SECONDS
        return cls(iterations, None if seconds is None else time.perf_counter() + seconds)

    def part(self, share: float) -> dict[str, Any]:
        """A search's budget: the iterations, and ``share`` of the time left."""
        if self.deadline is None:
            return {"iterations": self.iterations}
        now = time.perf_counter()
        return {"iterations": self.iterations, "deadline": now + share * max(0.0, self.deadline - now)}


def hint(state: GameState, seat: int | None = None, seed: int = 0, iterations: int | None = None,
         seconds: float | None = None) -> Hint:
    """Advice for ``seat`` in ``state`` (a plain GameState): see the module. By default the seat to play, or
    in a finished game the seat that made the last move."""
    if seat is None:
        seat = (state.deciders[-1] if state.deciders else 0) if state.is_over else state.to_play
    seat_argument(seat, state.players, "hint: seat")
    assert seat is not None
    from .search_player import check_budget
    check_budget(iterations, seconds)
    budget = Budget.start(type(state), iterations, seconds)
    rng = random.Random(seed)
    view = state.view(seat)
    last = last_decision(state, seat)
    moves: tuple[Move, ...] = ()
    done = 0
    if not state.is_over and seat == state.to_play:     # half of the time when a judgement searches too
        judging = last is not None and len(last[1].legal_actions()) > 1
        result = search(information(view), rng, **budget.part(0.5 if judging else 1.0))
        moves, done = result.moves[:TOP], result.iterations
    return Hint(seat, moves, judge(state, seat, rng, budget, last), done, type(state).player_word,
                type(state).speech, view, None if state.is_over else state.to_play, state.is_over)


def last_decision(state: GameState, seat: int) -> tuple[int, GameState] | None:
    """(the move number of ``seat``'s last decision, the game as it was then), or None if it has made none."""
    move = next((m for m in range(len(state.deciders) - 1, -1, -1) if state.deciders[m] == seat), None)
    return None if move is None else (move, state.at(move))


def judge(state: GameState, seat: int, rng: random.Random, budget: Budget,
          last: tuple[int, GameState] | None = None) -> Judgement | None:
    """The judgement of ``seat``'s last decision in ``state`` (None if it has made none; ``last``: its
    :func:`last_decision` when known): see :func:`judge_move`."""
    last = last or last_decision(state, seat)
    if last is None:
        return None
    return judge_move(state, last[0], rng, budget, last[1])


def judge_move(state: GameState, move: int, rng: random.Random, budget: Budget,
               past: GameState | None = None) -> Judgement:
    """The judgement of move number ``move`` of ``state``'s history, by the seat that decided it (``past``:
    ``state.at(move)`` when known): a search from that seat's view where it was played, then a duel of the
    move played with the search's favourite (or, if that is the move played, with the next most tried), half
    of the time left each. Its ``win`` is the seat's expected share of the win with the move it played."""
    past = state.at(move) if past is None else past
    seat, played = state.deciders[move], state.history[move]
    seen = past.view(seat)
    if len(past.legal_actions()) == 1:
        return Judgement(move, played, "only", None, 0.0, 0.0, seen)
    info = information(seen)
    found: Result = search(info, rng, **budget.part(0.5))
    mine = found.move(played)
    if found.best == played and stands_out(found.moves):
        return Judgement(move, played, "best", None, 0.0, 0.0, seen, _win(mine))
    rival = next((m.action for m in found.moves if m.action != played), None)
    if rival is None:                       # (the clock left no time to try another move)
        return Judgement(move, played, "unknown", None, 0.0, 0.0, seen, _win(mine))
    # The move played may have few visits: compare the two on an equal footing.
    duel = search(info, rng, roots=(rival, played), **budget.part(1.0))
    mine, top = _pair(duel, found, played, rival)
    drop = top.win - mine.win
    verdict = next((name for name, least in VERDICTS if drop >= least), "good")
    if verdict == "good" and duel.best == played and stands_out(duel.moves):
        return Judgement(move, played, "best", None, 0.0, 0.0, seen, _win(mine))
    return Judgement(move, played, verdict, rival, drop, top.margin - mine.margin, seen, _win(mine))


def _win(move: Move | None) -> float | None:
    """A move's expected share of the win, if the search tried it."""
    return move.win if move is not None and move.visits else None


def _pair(duel: Result, found: Result, played: Any, rival: Any) -> tuple[Move, Move]:
    """The move played and its rival as the duel saw them (as the first search did, where the duel tried
    one of them in no determinization)."""
    pairs = ((duel.move(played), duel.move(rival)), (found.move(played), found.move(rival)))
    for mine, top in pairs:
        if mine is not None and top is not None and mine.visits and top.visits:
            return mine, top
    empty = Move(None, 0, 0.0, 0.0, 0.0, 0.0)
    mine, top = pairs[0][0] or pairs[1][0] or empty, pairs[0][1] or pairs[1][1] or empty
    return mine, top

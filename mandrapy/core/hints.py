"""Hints that explain: the search's best moves for the seat to play, and a judgement of its last move.

``game.hint(seat)`` returns a :class:`Hint`, facts only: the top moves of a search from ``view(seat)`` (each
with its share of the search's visits, its expected share of the win and its expected score margin) and a
:class:`Judgement` of the seat's previous decision in the lichess style: the drop in expected outcome
(share of the win) from the best move then to the move played makes it an inaccuracy (5 points or more),
a mistake (10) or a blunder (15). Wording comes from one catalogue per language (:mod:`.hint_words`):
``str(hint)`` speaks the session's language (``mandrapy.set_language``) and names the moves as the game's log
does in that language (its ``Speech.action``; in English, the action text).

>>> import mandrapy
>>> game = mandrapy.new(max(mandrapy.games()), players=2, seed=3)
>>> advice = game.hint(iterations=60)
>>> advice.suggestion in game.legal_actions(), str(advice).startswith("Player 0: ")
(True, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .determinize import information
from .ismcts import Result, search
from .validate import seat_argument

# Drops in expected share of the win (lichess grades by winning chances: 0.1, 0.2, 0.3 on its -1..1
# scale, that is 5, 10 and 15 points of win probability).
VERDICTS = (("blunder", 0.15), ("mistake", 0.10), ("inaccuracy", 0.05))
TOP = 3
WIDTH = 88                  # characters per printed line: it fits a notebook's output at 1280 px


@dataclass(frozen=True)
class Judgement:
    """What the search thinks of a move already played (move number ``move`` of the history)."""

    move: int
    action: object
    verdict: str              # "only" (no choice), "best", "good", "inaccuracy", "mistake", "blunder"
    better: object | None     # the move the search prefers (None when the move played is it)
    drop: float               # expected share of the win lost against ``better``
    points: float             # expected score margin lost against ``better``
    view: object = field(default=None, repr=False, compare=False)    # the seat's view when it played it


@dataclass(frozen=True)
class Hint:
    """The search's advice for ``seat`` (facts; see :meth:`text` for words)."""

    seat: int
    moves: tuple              # the best moves, best first (mandrapy.core.ismcts.Move)
    judgement: Judgement | None
    iterations: int
    player_word: dict | None = None    # the game's word for a player per language (its glossary's PLAYER)
    # How the game names a move in each language (its state's ``speech``), from this position (the view).
    speech: dict = field(default_factory=dict, repr=False, compare=False)
    view: object = field(default=None, repr=False, compare=False)

    @property
    def suggestion(self):
        """The move the search suggests."""
        return self.moves[0].action

    def name(self, action, language: str | None = None, judged: bool = False) -> str:
        """One of this advice's moves in words: as the game's log names a move in ``language`` (the session's
        by default; in English, its action text), from the position the advice is for (``judged``: from the
        one the judged move was played in, for the judgement's ``action`` and ``better``)."""
        from .language import action_words, current_language
        view = self.judgement.view if judged and self.judgement is not None else self.view
        return action_words(self.speech, language or current_language(), view)(action)

    def lines(self, language: str | None = None, action_text=None) -> tuple:
        """The advice as sentences in ``language`` (``"en"``, ``"fr"``; by default the session's, as set by
        ``mandrapy.set_language``); ``action_text`` words an action (by default as the game's log in that
        language names a move; in English its action text)."""
        from .hint_words import hint_lines
        from .language import current_language
        return hint_lines(self, language or current_language(), action_text)

    def text(self, language: str | None = None, action_text=None, width: int | None = None) -> str:
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


def default_budget(state, iterations, seconds) -> dict:
    if iterations is None and seconds is None:
        return {"iterations": 2 * type(state).search_iterations}
    return {"iterations": iterations, "seconds": seconds}


def hint(state, seat: int | None = None, seed: int = 0, iterations: int | None = None,
         seconds: float | None = None) -> Hint:
    """Advice for ``seat`` (the seat to play by default) in ``state`` (a plain GameState): see the module."""
    if state.is_over:
        raise ValueError("the game is over: there is no move left to suggest")
    if seat is None:
        seat = state.to_play
    seat_argument(seat, state.players, "hint: seat")
    if seat != state.to_play:
        raise ValueError(f"hint: seat: hints are for the seat to play, player {state.to_play}, not player {seat}")
    from .search_player import check_budget
    check_budget(iterations, seconds)
    budget = default_budget(state, iterations, seconds)
    rng = random.Random(seed)
    result = search(information(state.view(seat)), rng, **budget)
    return Hint(seat, result.moves[:TOP], judge(state, seat, rng, budget), result.iterations,
                type(state).player_word, type(state).speech, state.view(seat))


def judge(state, seat: int, rng, budget: dict) -> Judgement | None:
    """The judgement of ``seat``'s last decision in ``state`` (None if it has made none)."""
    moves = [m for m, who in enumerate(state.deciders) if who == seat]
    if not moves:
        return None
    move = moves[-1]
    past = state.at(move)
    played = state.history[move]
    seen = past.view(seat)
    if len(past.legal_actions()) == 1:
        return Judgement(move, played, "only", None, 0.0, 0.0, seen)
    info = information(seen)
    found: Result = search(info, rng, **budget)
    best = found.best
    if best == played:
        return Judgement(move, played, "best", None, 0.0, 0.0, seen)
    # The move played may have few visits: compare the two on an equal footing.
    duel = search(info, rng, roots=(best, played), **budget)
    mine, top = duel.move(played), duel.move(best)
    if mine is None or top is None or mine.visits == 0 or top.visits == 0:
        mine, top = found.move(played) or mine, found.move(best) or top
    drop = top.win - mine.win
    verdict = next((name for name, least in VERDICTS if drop >= least), "good")
    return Judgement(move, played, verdict, best, drop, top.margin - mine.margin, seen)

"""The game review: the search's verdict on every decision a seat made in a game, as a hint judges a last move.

``mandrapy.review(game_or_record, seat=...)`` takes a game (``mandrapy.new(...)`` or a plain state), a record
(``game.record()``) or its JSON text (or a snapshot's, ``game.to_json()``), and judges each of the seat's
decisions with :func:`mandrapy.core.hints.judge_move`, exactly as ``game.hint`` judges a seat's last move: a
search from the seat's view where it played, then a duel of the move played with the search's favourite. The
verdicts use the hints' thresholds (:data:`~mandrapy.core.hints.VERDICTS`): "only" (one legal move), "best",
"good", "inaccuracy", "mistake", "blunder" ("unknown" when a clock left no time to try another move).

The seat: by default the seat to play, or once the game is over the seat that made the last decision (as a
hint's). After a finished game against the computer that may be the computer's seat: give ``seat=``
(``board.review()`` reviews the board's own seat).

The budget, per decision judged: ``iterations`` per search (two searches a decision) and/or ``seconds`` for
both, whichever comes first. By default the game's ``search_iterations`` per search, the budget of each move of
its "ismcts" computer player (200 to 300 in the games of mandrapy): the review of a seat's decisions in a
60-move game (about 30 of them with 2 players) then takes under a minute on a 2-core laptop in every game:
15 to 23 s of one core's time in the slowest game, 5 to 16 s in the others (``benchmarks/review.py``). With an iteration budget alone the review is the
same on every machine: each decision's searches are seeded from (``seed``, its move number), so a decision's
verdict does not depend on which others were judged.

>>> import mandrapy
>>> game = mandrapy.new("kuhn", seed=4)
>>> game.play("bet"); game.play("call")
>>> found = review(game, seat=1, iterations=200)
>>> [(m.move, str(m.action)) for m in found.moves], found.moves[0].verdict in VERDICT_ORDER
([(1, 'call')], True)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import InvalidRecord, Rule
from .hints import WIDTH, Budget, Judgement, judge_move
from .language import current_language, refusal
from .search_player import check_budget
from .state import GameState
from .validate import A_WHOLE_NUMBER, BAD_ARGUMENT, is_whole, seat_argument

if TYPE_CHECKING:
    from .drawing import Picture

VERDICT_ORDER = ("only", "best", "good", "unknown", "inaccuracy", "mistake", "blunder")
COSTLY = ("inaccuracy", "mistake", "blunder")
NOT_A_GAME = Rule("review_record", "review: record must be a game, a game's record (a dict) or its JSON text, "
                                   "not {value}")
NOT_PROGRESS = Rule("review_progress", "review: progress must be True, False, None or a function called with "
                                       "(done, total), not {value}")

MoveReview = Judgement      # a reviewed decision: move number, action, verdict, better, drop, points, win


@dataclass(frozen=True)
class Review:
    """The verdicts on ``seat``'s decisions in a game, oldest first (facts; :meth:`text` and :meth:`picture`
    word and draw them). Each of ``moves`` is a :class:`~mandrapy.core.hints.Judgement`: its ``move`` number
    in the game's history, the ``action`` played, the ``verdict``, the ``better`` move (for "good" and worse),
    the ``drop`` in expected share of the win and the ``points`` of score margin lost against it, and ``win``:
    the seat's expected share of the win with the move it played, as the search saw it from the seat's view
    (None for a move that was the only one possible: no search)."""

    seat: int
    moves: tuple[MoveReview, ...]
    game: str
    length: int                           # the number of moves in the game's history
    iterations: int | None
    seconds: float | None
    seed: int
    player_word: Mapping[str, str] | None = None
    speech: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)
    language: str | None = field(default=None, compare=False)    # its words' (None: the session's language)

    def counts(self) -> dict[str, int]:
        """How many decisions got each verdict (only the verdicts given), in :data:`VERDICT_ORDER`."""
        found = [m.verdict for m in self.moves]
        return {verdict: found.count(verdict) for verdict in VERDICT_ORDER if verdict in found}

    def mistakes(self) -> tuple[MoveReview, ...]:
        """The inaccuracies, mistakes and blunders."""
        return tuple(m for m in self.moves if m.verdict in COSTLY)

    def lines(self, language: str | None = None) -> tuple[str, ...]:
        """A head line with the counts, then one line per decision, in ``language`` (the session's by default)."""
        from .review_words import review_lines
        return review_lines(self, language or self.language or current_language())

    def text(self, language: str | None = None, width: int | None = None) -> str:
        """The review, one line per decision (with ``width``: each broken into lines of at most ``width``
        characters, the rest of a decision's line indented)."""
        lines = self.lines(language)
        if width is None:
            return "\n".join(lines)
        import textwrap
        # "15 %" stays on one line: its space is made unbreakable while the lines are broken.
        return "\n".join(textwrap.fill(line.replace(" %", "\u00a0%"), width, subsequent_indent="    ",
                                       break_long_words=False, break_on_hyphens=False).replace("\u00a0", " ")
                         for line in lines)

    def __str__(self) -> str:
        return self.text(width=WIDTH)

    def picture(self, language: str | None = None) -> Picture:
        """A line plot of the seat's expected share of the win after each of its decisions, the costly ones
        marked (an SVG :class:`~mandrapy.core.drawing.Picture`, shown everywhere without matplotlib)."""
        from .review_picture import review_picture
        return review_picture(self, language or self.language or current_language())

    def _repr_html_(self) -> str:
        return self.html()

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> dict[str, str]:
        return {"text/plain": str(self), "text/html": self.html()}

    def html(self, language: str | None = None) -> str:
        """The head line, the picture, then one line per decision, the costly ones marked in their colour."""
        import html
        from .review_picture import COLOURS
        language = language or self.language or current_language()
        head, *lines = self.lines(language)
        items = "".join(
            f"<li style='border-left:4px solid {COLOURS.get(m.verdict, 'transparent')};padding-left:6px'>"
            f"{html.escape(line)}</li>" for m, line in zip(self.moves, lines))
        drawn = self.picture(language)._repr_mimebundle_()["text/html"] if self.moves else ""
        return (f"<div class='mandrapy-review' lang='{html.escape(language)}' style='font-size:13px'>"
                f"<p><b>{html.escape(head)}</b></p>{drawn}"
                f"<ul style='list-style:none;padding-left:0;margin:4px 0'>{items}</ul></div>")


def review(game_or_record: object, seat: int | None = None, *, iterations: int | None = None,
           seconds: float | None = None, seed: int = 0,
           progress: bool | Callable[[int, int], object] | None = None) -> Review:
    """The search's verdict on each of ``seat``'s decisions in a game (see the module): ``game_or_record`` a
    game, a state, a record or JSON text; ``iterations``/``seconds`` the budget per decision; ``seed`` seeds
    each decision's searches with its move number; ``progress`` True for a bar (a notebook output redrawn in
    place; a text line on stderr elsewhere), or a function called with (done, total) after each decision."""
    state = game_state(game_or_record)
    seat = _seat(state, seat)
    iterations = _budget(state, iterations, seconds, seed)
    report = _progress(progress)
    decisions = [move for move, decider in enumerate(state.deciders) if decider == seat]
    judged = []
    if report is not None:
        report(0, len(decisions))
    for done, move in enumerate(decisions, 1):
        budget = Budget(iterations, None if seconds is None else time.perf_counter() + seconds)
        judged.append(judge_move(state, move, random.Random(f"review {seed} {move}"), budget))
        if report is not None:
            report(done, len(decisions))
    close = getattr(report, "close", None)
    if close is not None:
        close()
    kind = type(state)
    return Review(seat, tuple(judged), kind.game, len(state.history), iterations, seconds, seed,
                  kind.player_word, kind.speech)


def _seat(state: GameState, seat: object) -> int:
    """The seat to review: by default the seat to play, or once the game is over the one that moved last."""
    if seat is None:
        seat = (state.deciders[-1] if state.deciders else 0) if state.is_over else state.to_play
    seat_argument(seat, state.players, "review: seat")
    assert isinstance(seat, int)
    return seat


def _budget(state: GameState, iterations: int | None, seconds: float | None, seed: object) -> int | None:
    """The iterations per search (the game's ``search_iterations`` when no budget is given), once the budget
    and the seed are checked."""
    check_budget(iterations, seconds)
    if not is_whole(seed):
        raise refusal(ValueError, BAD_ARGUMENT.format(what="review: seed", expected=A_WHOLE_NUMBER,
                                                      value=repr(seed)[:60]))
    return type(state).search_iterations if iterations is None and seconds is None else iterations


def game_state(given: object) -> GameState:
    """The plain state of a game, a state, a record (dict) or JSON text (a record's or a snapshot's)."""
    if isinstance(given, GameState):
        return given
    if isinstance(getattr(given, "state", None), GameState):
        found: GameState = given.state  # type: ignore[attr-defined]
        return found
    from .registry import replay
    if isinstance(given, (str, bytes)):
        from .validate import json_loads
        given = json_loads(given, "review: record")
    if isinstance(given, dict):
        snapshot = "state" in given and "record" in given        # (game.to_json(): its record is the game)
        return replay(given["record"] if snapshot else given).state
    raise refusal(InvalidRecord, NOT_A_GAME.format(value=type(given).__name__))


class _Bar:
    """``progress=True``: a bar, made when the review tells its total."""

    def __init__(self) -> None:
        self.bar: Any = None

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            from .progress import progress_bar
            self.bar = progress_bar(total, "review", unit="decisions")
        self.bar.update(done - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _progress(progress: object) -> Callable[[int, int], object] | None:
    if progress is None or progress is False:
        return None
    if progress is True:
        return _Bar()
    if callable(progress):
        return progress
    raise refusal(ValueError, NOT_PROGRESS.format(value=repr(progress)[:60]))

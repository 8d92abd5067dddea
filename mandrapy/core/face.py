"""What every game's rules object shows of itself, the same way in every game: its view, its prompt, how its
scores are made, its text picture and its one-line summary. A game declares ``make_view`` and ``render_text``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from .determinize import attach
from .language import speech_of
from .validate import seat_argument

if TYPE_CHECKING:
    from .state import GameState


class Shown:
    """The showing half of :class:`~mandrapy.core.state.GameState` (which inherits it)."""

    # (state, seat) -> the game's view, a frozen dataclass with the core fields (seat, players, current,
    # to_play, decision, prompt, legal_actions, log, events, scores, is_over, winners, automatic); and
    # (view, words=None) -> the text picture ``print(game)`` shows, who is to move first.
    make_view: ClassVar[Any] = None
    render_text: ClassVar[Any] = None

    def view(self, seat: int | None = None) -> Any:
        """What ``seat`` may see (``None``: everything, for teachers): the game's view, which a computer
        player reads (see :func:`mandrapy.core.determinize.information`)."""
        state = cast("GameState", self)
        seat_argument(seat, state.players, "view: seat", optional=True)
        return attach(type(self).make_view(state, seat), state, seat)

    def prompt(self) -> str:
        """What must be decided now and by whom, in English (other languages word ``decision`` by its code)."""
        frame = cast("GameState", self).decision
        return "The game is over." if frame is None else f"Player {frame.player}: {frame.prompt()}."

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        """How ``seat``'s score is made up; ``"total"`` is its score (games list the parts)."""
        return {"total": cast("GameState", self).scores()[seat]}

    def __str__(self) -> str:
        speech = speech_of(self)
        text = speech.text if speech is not None and speech.text else type(self).render_text
        return str(text(self.view(None)))

    def summary(self) -> str:
        """One line for ``repr``: how far the game is and who is to play."""
        state = cast("GameState", self)
        if state.is_over:
            return f"{state.players} players, over after {len(state.history)} moves, scores {state.scores()}"
        return f"{state.players} players, move {len(state.history)}, player {state.to_play} to play"

"""The Hint button every board has: the computer's advice (``game.hint``) worded beside the board, in the
board's language, and the suggested move's click targets outlined on the board.

A game's board says which of its targets a move is made with (:meth:`Hints.hint_targets`; a button
``("action", move)`` of the choice bar is always one). The advice is for the position it was asked in:
after any move it is gone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import html

from ..core.hint_words import CATALOGUES

OUTLINE = "#0a84ff"           # the suggested targets' frame
# The advice beside the Hint button shows its first lines (the suggestion) at once and scrolls for the rest, so
# that on a laptop it stays on the screen with the board (widgets.layout.SCREEN_RESERVE counts it).
ADVICE_HEIGHT = 112
PAD = 3


def outline(drawing, keys) -> int:
    """Frame every target of ``drawing`` whose key is in ``keys``; returns how many were framed."""
    framed = 0
    for target in drawing.targets:
        if target.key in keys:
            drawing.rect(target.x - PAD, target.y - PAD, target.w + 2 * PAD, target.h + 2 * PAD,
                         stroke=OUTLINE, width=4, radius=4)
            framed += 1
    return framed


class Hints:
    """Mixin of :class:`~mandrapy.widgets.board.CanvasBoard`: the Hint button's behaviour."""

    if TYPE_CHECKING:              # what the board it is mixed into provides
        game: Any
        view: Any
        seat: int | None
        labels: Any
        language: str
        message: str

        def word(self, key: str, **values: Any) -> str: ...
        def redraw(self, *_args: Any) -> Any: ...
        def my_turn(self) -> bool: ...
        def seat_kinds(self) -> tuple: ...

    hint = None                    # the last advice, with the move number it was asked at
    hint_move = None
    # The advice's budget on a board, whichever comes first (both None: the hint's own default, within 1 s:
    # mandrapy.core.hints.HINT_SECONDS, and twice the game's search_iterations per search).
    hint_seconds = None
    hint_iterations = None

    def hint_targets(self, action) -> tuple:
        """The keys of the targets ``action`` is played with (a game's board adds its own)."""
        return (("action", action),)

    def show_hint(self) -> None:
        """Ask the computer for advice for the seat to play (the Hint button); once the game is over, for its
        judgement of the board's seat's last move (of the last move made, on a board for every seat)."""
        game = self.game
        if not game.is_over and not self.my_turn():
            self.message = self.word("wait_turn", who=self.seat_label_for_hint())
            self.redraw()
            return
        seat = self.seat if game.is_over else game.to_play
        if game.is_over and (seat is None and not game.history or seat is not None and seat not in game.deciders):
            self.message = self.word("hint_none")
            self.redraw()
            return
        self.hint = game.hint(seat, iterations=self.hint_iterations, seconds=self.hint_seconds)
        self.hint_move = game.move_number
        self.message = ""
        self.redraw()

    def review(self, seat: int | None = None, **budget: Any):
        """The search's review of this board's game so far (:func:`mandrapy.review`; ``iterations=``,
        ``seconds=``, ``seed=``, ``progress=`` as there): the board's seat by default, worded in the board's
        language."""
        import dataclasses

        from ..core.review import review
        found = review(self.game, self.seat if seat is None else seat, **budget)
        return dataclasses.replace(found, language=self.language if self.language in CATALOGUES else None)

    def seat_label_for_hint(self) -> str:
        from ..core.labels import seat_name
        return seat_name(self.game.to_play, self.view, self.seat_kinds(), self.labels)

    def current_hint(self):
        return self.hint if self.hint is not None and self.hint_move == self.game.move_number else None

    def with_hint(self, drawing):
        """``drawing`` with the suggested move's targets outlined (when there is advice for this position)."""
        advice = self.current_hint()
        if advice is not None and advice.moves:
            outline(drawing, set(self.hint_targets(advice.suggestion)))
        return drawing

    def hint_lines(self) -> tuple:
        advice = self.current_hint()
        if advice is None:
            return ()
        language = self.language if self.language in CATALOGUES else "en"
        return advice.lines(language)          # moves named as the game's log names them in that language

    def hint_html(self) -> str:
        lines = self.hint_lines()
        if not lines:
            return ""
        # Its own ink on its own ground (14.2:1): a dark theme's light text would be lost on the pale blue.
        title = html.escape(self.word("hint_title"))
        return (f"<div class='mandrapy-hint' role='region' aria-label='{title}' tabindex='0' "
                f"lang='{html.escape(self.language)}' style='background:#e8f3ff;color:#222;"
                f"border-left:4px solid {OUTLINE};padding:2px 6px;font-size:12px;line-height:1.35;"
                f"max-height:{ADVICE_HEIGHT}px;overflow-y:auto'>"
                f"<b>{title}</b><ul style='margin:2px 0;padding-left:1.4em'>"
                + "".join(f"<li>{html.escape(line)}</li>" for line in lines) + "</ul></div>")

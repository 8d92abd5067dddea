"""Undo on every board: take back the last human decision, or the viewer's whole turn (with the computer moves
after it). Mixin of :class:`~mandrapy.widgets.board.CanvasBoard`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .recent import last_turn_start


class Rewind:
    """Mixin of :class:`~mandrapy.widgets.board.CanvasBoard`: the Undo move target and the Undo my turn button."""

    if TYPE_CHECKING:                # the board's traits and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def undo(self) -> None:
        """Take back the last human decision and the computer moves after it.

        Computer moves made before any human decision are not undone: undoing them would hand a
        computer's turn to the person clicking.
        """
        human_moves = self.human_moves()
        if human_moves:
            self._rewind(human_moves[-1])

    def undo_my_turn(self) -> None:
        """Go back to the start of the viewer's last turn (``game.undo_turn``), computer moves after it too."""
        player = self.seat
        if player is None:
            humans = [seat for seat in self.game.deciders if seat not in self.computers]
            player = humans[-1] if humans else None
        if player is None:
            return
        state = self.game.state
        start = last_turn_start(state.deciders, state.turn_starts, player)
        if start is not None:
            self._rewind(start)

    def _rewind(self, move: int) -> None:
        self._thinking = True
        try:
            self.game.rewind(move)
        finally:
            self._thinking = False
        self.message = ""
        self.stopped: dict = {}
        self.on_game_change()
        self.redraw()

    def human_moves(self) -> list:
        """Move numbers at which a human seat decided."""
        return [move for move, seat in enumerate(self.game.deciders) if seat not in self.computers]

    def can_undo(self) -> bool:
        return bool(self.human_moves())


"""Time travel from kept snapshots: a clone of the game every ``EVERY`` moves, so going back replays a few
moves from the nearest snapshot instead of the whole game from move 0.

Only states that ask for them keep checkpoints (:meth:`GameState.keep_checkpoints
<mandrapy.core.state.GameState.keep_checkpoints>`; the observable game does): random playouts pay
nothing. A snapshot is never played on (time travel clones it first), so several states may list the
same snapshots; each state has its own list, bound to its own history list, so a clone that copied the
attribute without the list (or a snapshot) never appends to another state's checkpoints. Checkpoints are
not facts of the position: they are in no ``to_dict`` and no JSON.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .parsing import Action
    from .records import Records

EVERY = 16
"""Moves between snapshots, chosen by measurement (a loaded 2-core machine, the slower of the two games
first built, whose move replays in about 0.05 ms): undo at the end of a game took a median 0.13 ms with
4, 0.26 with 8, 0.9 with 16, 1.4 with 32 and 5.6 ms with 64, while the snapshots' cost per observable
move (one clone every ``EVERY`` moves) was within noise for all; 16 keeps undo under 2 ms with margin
for games with slower moves and bigger states to clone."""


class Checkpoints:
    """Snapshots of one game after 0, ``every``, 2 ``every``... moves (``snapshots[i]`` after i*every)."""

    __slots__ = ("history", "snapshots", "every", "next")

    def __init__(self, history: list[Action], snapshots: list[Records], every: int = EVERY) -> None:
        self.history = history          # the owning state's history list (identity binds the owner)
        self.snapshots = snapshots
        self.every = every
        self.next = len(snapshots) * every     # the move after which the next snapshot is due

    def take(self, state: Records) -> None:
        """Keep a snapshot of ``state`` (its ``len(history)`` is :attr:`next`)."""
        snapshot = state.clone()
        snapshot._checkpoints = None
        snapshot.__dict__.pop("_log", None)
        self.snapshots.append(snapshot)
        self.next += self.every

    def copy_for(self, state: Records, upto: int | None = None) -> "Checkpoints":
        """A list of their own for ``state`` (a clone, or a state back at move ``upto``)."""
        snapshots = self.snapshots if upto is None else self.snapshots[:upto // self.every + 1]
        return Checkpoints(state.history, list(snapshots), self.every)

    def nearest(self, move: int) -> tuple[Records, int]:
        """The last snapshot at or before ``move``, and the move it was taken after."""
        index = min(move // self.every, len(self.snapshots) - 1)
        return self.snapshots[index], index * self.every

"""The shapes the core reads of objects a game makes, for the type checker (nothing here runs).

A game's view is its own frozen dataclass; the core reads only the fields below, which every game's view has
(see docs/architecture.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import random

    from .log import Seen
    from .parsing import Action
    from .state import GameState


class View(Protocol):
    """What the core reads of a game's view (``state.view(seat)``)."""

    @property
    def seat(self) -> int | None: ...

    @property
    def to_play(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def legal_actions(self) -> Sequence[Action]: ...

    @property
    def log(self) -> tuple[str, ...]: ...

    @property
    def events(self) -> tuple[Seen, ...]: ...


class Sampler(Protocol):
    """What a game's ``state.sampler(seat)`` returns (core.determinize)."""

    def sample(self, rng: random.Random) -> GameState: ...     # a whole state the seat could be in


class Player(Protocol):

    """A computer player (core.players): chooses an action from a seat's view, never from the state."""

    def choose(self, view: Any) -> Action: ...         # (the game's own view, see View)




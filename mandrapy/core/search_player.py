"""The ``"ismcts"`` computer player: a search (:mod:`mandrapy.core.ismcts`) from its view at every decision.

Its budget is ``iterations=`` (deterministic for a seed) and/or ``seconds=`` (whichever comes first). With
neither, a game's own ``search_iterations`` with a cap of :data:`DEFAULT_SECONDS`: the iteration count is
set per game so that a board answers in under half a second on a 2-core laptop (``benchmarks/answers.py``
measures it), the cap keeps it so on a slower or busier machine (the answer then depends on the machine's
speed).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from .determinize import choosable, information
from .errors import Rule
from .ismcts import Result, search
from .language import refusal

if TYPE_CHECKING:
    from .state import GameState

DEFAULT_SECONDS = 0.45       # with a search's last iteration, a board's computer answers within 0.5 s


def fixed_budget(state_class: type[GameState]) -> dict[str, Any]:
    """The default budget without the clock's cap: the game's iterations only (a simulation's games then depend
    on their seeds alone, never on how busy the machine is)."""
    return {"iterations": state_class.search_iterations}


BUDGET_ITERATIONS = Rule("budget_iterations", "iterations must be a whole number of at least 1, not {value}")
BUDGET_SECONDS = Rule("budget_seconds", "seconds must be a positive number, not {value}")


def check_budget(iterations: object, seconds: object) -> None:
    if iterations is not None and (type(iterations) is not int or iterations < 1):
        raise refusal(ValueError, BUDGET_ITERATIONS.format(value=repr(iterations)))
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                or not math.isfinite(seconds) or seconds <= 0):
        raise refusal(ValueError, BUDGET_SECONDS.format(value=repr(seconds)))


class SearchPlayer:
    """Chooses the most visited action of a search from its view."""

    name = "ismcts"
    takes_budget = True              # (the levels resolver passes iterations= and seconds= on)

    def __init__(self, seed: int | None = None, iterations: int | None = None, seconds: float | None = None):
        check_budget(iterations, seconds)
        self.seed, self.iterations, self.seconds = seed, iterations, seconds
        self.rng = random.Random(seed)
        self.last: Result | None = None        # the last search's Result (for hints and curious users)

    def reseed(self, seed: int | None) -> None:
        """Start again from ``seed`` (``mandrapy.simulate`` gives each game's copy of a player its own)."""
        self.seed, self.rng = seed, random.Random(seed)

    def budget(self, state_class: type[GameState]) -> dict[str, Any]:
        if self.iterations is None and self.seconds is None:
            return {"iterations": state_class.search_iterations,
                    "seconds": DEFAULT_SECONDS}
        return {"iterations": self.iterations, "seconds": self.seconds}

    def search(self, view: Any, **budget: Any) -> Result:
        info = information(view)
        rng = random.Random(self.rng.getrandbits(64))
        found = self.last = search(info, rng, **(budget or self.budget(info.state_class)))
        return found

    def choose(self, view: Any) -> Any:
        legal = choosable(view)              # a view made by game.view(seat) with a choice, or a clear error
        if len(legal) == 1:
            return legal[0]
        return self.search(view).best

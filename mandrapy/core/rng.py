"""The seeded random source that each game owns.

Every random event of a game (shuffles, random draws, dice) comes from its own ``GameRandom``, so a seed
plus the list of actions reproduces a game exactly, and a snapshot can carry the generator's state.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any

from .errors import InvalidRecord


_DRAWS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def chosen_seed(seed: int | None) -> int:
    """``seed`` itself, or a fresh random one for ``None`` (a game records the seed it was given or drew);
    ValueError for anything but a whole number (``True`` and ``2.0`` included)."""
    if seed is None:
        return random.randrange(2**32)
    if type(seed) is not int:
        raise ValueError("seed must be a whole number")
    return seed


def _draws(size: int) -> tuple[tuple[int, int, int], ...]:
    """What shuffling ``size`` things draws: for each place from the last, (place, range drawn in, its bits)."""
    _DRAWS[size] = draws = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    return draws


class GameRandom(random.Random):
    """``random.Random`` whose state can be saved as JSON-friendly lists.

    >>> a = GameRandom(7); b = GameRandom.from_state(a.state())
    >>> a.random() == b.random()
    True
    """

    def shuffle(self, x: MutableSequence[Any]) -> None:  # type: ignore[override,unused-ignore]  # (3.10: random=)
        """``random.Random.shuffle`` exactly (the same draws in the same order, so seeds keep their games), its
        per-card ``_randbelow`` call inlined: a setup shuffles about a hundred cards."""
        getrandbits = self.getrandbits
        draws = _DRAWS.get(len(x))
        if draws is None:
            draws = _draws(len(x))
        for i, n, k in draws:
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]

    def state(self) -> list[Any]:
        version, internal, gauss = self.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_state(cls, data: Any) -> "GameRandom":
        try:
            version, internal, gauss = data
            if not (isinstance(internal, list) and len(internal) == 625
                    and all(isinstance(x, int) and 0 <= x < 2**32 + 1 for x in internal)):
                raise ValueError
            rng = cls()
            rng.setstate((version, tuple(internal), gauss))
        except (TypeError, ValueError) as exc:
            raise InvalidRecord("the saved random-generator state is malformed") from exc
        return rng

    def copy(self) -> "GameRandom":
        twin = GameRandom.__new__(GameRandom)        # not GameRandom(): seeding it from the system costs more
        twin.setstate(self.getstate())              # than the copy (the search copies one per clone)
        return twin

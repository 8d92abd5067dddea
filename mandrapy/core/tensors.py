"""Observation tensors: what a seat sees, as a fixed-length list of numbers, made from ``view(seat)`` alone.

A game declares an :class:`Observation` (``mandrapy/<game>/tensor.py``, named by the rules' ``observation``
hook): its :class:`Layout` for a player count (named segments, each with a shape and a meaning, so the layout
documents itself: ``print(Game.observation_layout(players))``) and ``encode(view)``, each segment's numbers.
Because only the view is read, two states that differ only in what the seat cannot see give the same tensor.
Plain Python lists: numpy belongs to the tools that read them (``mandrapy.interop``).

>>> layout = Layout(Segment("hand", (3,), "one-hot: the seat's card"), Segment("pot", (2,), "chips per seat"))
>>> layout.size, layout.tensor({"hand": [0, 1, 0], "pot": [1, 2]})
(5, (0.0, 1.0, 0.0, 1.0, 2.0))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Segment:
    """A named part of a tensor: its ``shape`` (flattened row by row into the tensor) and what it holds."""

    name: str
    shape: tuple[int, ...]
    meaning: str

    @property
    def size(self) -> int:
        total = 1
        for n in self.shape:
            total *= n
        return total


class Layout:
    """Segments one after another: offsets, the flat size, and the check that an encoding fills each exactly."""

    def __init__(self, *segments: Segment) -> None:
        self.segments = segments
        self.offsets: dict[str, int] = {}
        total = 0
        for segment in segments:
            if segment.name in self.offsets:
                raise ValueError(f"Layout: segment {segment.name!r} twice")
            self.offsets[segment.name] = total
            total += segment.size
        self.size = total

    @property
    def shape(self) -> tuple[int]:
        return (self.size,)

    def tensor(self, parts: Mapping[str, Sequence[float]]) -> tuple[float, ...]:
        """The flat tensor from each segment's numbers (ValueError when a segment is missing, extra or the wrong
        length: an encoder that does not fill its layout is a bug, never a silently shifted tensor)."""
        if set(parts) != set(self.offsets):
            raise ValueError(f"observation: segments {sorted(parts)} do not match the layout {list(self.offsets)}")
        flat: list[float] = []
        for segment in self.segments:
            values = parts[segment.name]
            if len(values) != segment.size:
                raise ValueError(f"observation: segment {segment.name!r} has {len(values)} numbers, "
                                 f"its layout {segment.size}")
            flat.extend(values)
        return tuple(map(float, flat))

    def split(self, tensor: Sequence[float]) -> dict[str, Sequence[float]]:
        """Each segment's numbers of a flat tensor (to read one back)."""
        return {s.name: tensor[self.offsets[s.name]:self.offsets[s.name] + s.size] for s in self.segments}

    def __str__(self) -> str:
        lines = [f"{self.size} numbers:"]
        for segment in self.segments:
            start = self.offsets[segment.name]
            shape = "x".join(map(str, segment.shape))
            lines.append(f"  [{start}:{start + segment.size}] {segment.name} ({shape}): {segment.meaning}")
        return "\n".join(lines)

    __repr__ = __str__


class Observation(Protocol):
    """What a game declares (its ``tensor.py``): the layout for a player count, and each segment's numbers for
    a view (one-hot codes, counts, flags: the view's facts, nothing worded)."""

    def layout(self, players: int) -> Layout: ...

    def encode(self, view: Any) -> Mapping[str, Sequence[float]]: ...


def one_hot(index: int | None, size: int) -> list[int]:
    """``size`` zeros with a 1 at ``index`` (None: all zeros, for something the seat cannot see)."""
    values = [0] * size
    if index is not None:
        values[index] = 1
    return values


def counts(items: Sequence[Any], order: Sequence[Any]) -> list[int]:
    """How many of each of ``order`` there are in ``items`` (a hand as counts of each card)."""
    position = {item: i for i, item in enumerate(order)}
    values = [0] * len(order)
    for item in items:
        values[position[item]] += 1
    return values


def core_segments(players: int, kinds: Sequence[str]) -> tuple[Segment, ...]:
    """The segments every game's tensor begins with, from the core view fields (``encode_core`` fills them):
    whose eyes, whose turn, who decides now and what, whether it is over and who won."""
    return (Segment("seat", (players,), "one-hot: the seat whose view this is"),
            Segment("current", (players,), "one-hot: whose turn it is"),
            Segment("to_play", (players,), "one-hot: the seat that decides now (all 0 once over)"),
            Segment("decision", (len(kinds),), "one-hot: the kind of decision asked now, in the order " +
                    ", ".join(kinds)),
            Segment("over", (1,), "1 once the game is over"),
            Segment("winners", (players,), "1 for each winning seat once over"))


def encode_core(view: Any, kinds: Sequence[str]) -> dict[str, list[int]]:
    """The core segments' numbers for ``view`` (``kinds``: the game's decision codes, in a fixed order)."""
    players, frame = view.players, view.decision
    return {"seat": one_hot(view.seat, players), "current": one_hot(view.current, players),
            "to_play": one_hot(view.to_play, players),
            "decision": one_hot(None if frame is None else list(kinds).index(frame.kind.code), len(kinds)),
            "over": [int(view.is_over)], "winners": [int(q in view.winners) for q in range(players)]}

"""A board's arguments, all checked before the board touches the game: a refused board changes nothing.

Exact types (a seat is an ``int``, never ``True``, ``"0"`` or ``1.0``), seats in range, known levels,
a known language, sizes and a pace in sensible bounds; each refusal is a ValueError naming the argument.
"""

from __future__ import annotations

import math

from ..core.observable import ObservableGame
from ..core.players import computer, level_names

MAX_SIZE = 10_000          # pixels: a 4K projector is 3840 wide
MAX_PACE = 10              # seconds between two computer moves
HUMAN = (None, "human")


def _is_int(value) -> bool:
    return type(value) is int


def check_seat(value, players: int, name: str = "seat") -> None:
    if not _is_int(value) or not 0 <= value < players:
        raise ValueError(f"{name} must be a seat number from 0 to {players - 1}, not {value!r}")


def check_board_arguments(game, seat, seats, language, seed, width, height, pace, labels,
                          shows: str | None = None) -> dict:
    """Check a board's arguments; return its computer players by seat (nothing is changed anywhere).
    ``shows``: the registered name of the game the board draws (another game's object is refused)."""
    if not isinstance(game, ObservableGame):
        raise ValueError(f"game must be a game made by mandrapy.new(...), not {type(game).__name__}")
    own = game.state.game
    if shows is not None and own != shows:
        raise ValueError(f"Board: game: this is a {type(game).__name__} game; use mandrapy.{own}.Board "
                         f"(this board shows {shows.title()})")
    if seat is not None:
        check_seat(seat, game.players)
    if not isinstance(language, str) or language not in labels:
        raise ValueError(f"language must be one of {', '.join(labels)}, not {language!r}")
    if seed is not None and not _is_int(seed):
        raise ValueError(f"seed must be an int or None, not {seed!r}")
    for name, value in (("width", width), ("height", height)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                  or not 0 < value <= MAX_SIZE):
            raise ValueError(f"{name} must be a number of pixels from 1 to {MAX_SIZE}, not {value!r}")
    if isinstance(pace, bool) or not isinstance(pace, (int, float)) or math.isnan(pace) \
            or not 0 <= pace <= MAX_PACE:
        raise ValueError(f"pace must be a number of seconds from 0 to {MAX_PACE}, not {pace!r}")
    return computers_from(seats, game.players, seed, type(game).levels)


def computers_from(levels, seats: int, seed, game_levels: dict | None = None, name: str = "seats") -> dict:
    """``levels`` (None, a dict seat -> level, or a list/tuple of levels) as computer players by seat.
    A level is "human" (or None), "computer" (= "random"), or anything :func:`~mandrapy.core.players.computer`
    takes: a level name of every game or of this one, a player class, an object with ``choose(view)``."""
    if levels is None:
        return {}
    if isinstance(levels, (list, tuple)):
        if len(levels) > seats:
            raise ValueError(f"{name} lists {len(levels)} seats; this game has {seats}")
        levels = dict(enumerate(levels))
    if not isinstance(levels, dict):
        raise ValueError(f"{name} must be a dict such as {{1: 'random'}}, not {type(levels).__name__}")
    computers = {}
    for seat, level in levels.items():
        check_seat(seat, seats, f"a seat in {name}")
        if level in HUMAN or (isinstance(level, str) and level.strip().lower() in HUMAN):
            continue
        try:                                 # "computer" (any case): the default computer level
            computers[seat] = computer(level, game_levels, None if seed is None else seed + seat)
        except ValueError:
            known = ", ".join(repr(k) for k in ("human", *level_names(game_levels)))
            raise ValueError(f"{name}[{seat}] must be one of {known} (or 'computer'), or a player with a "
                             f"choose(view) method, not {level!r}") from None
    return computers

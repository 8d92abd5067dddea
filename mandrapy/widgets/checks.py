"""A board's arguments, all checked before the board touches the game: a refused board changes nothing.

Exact types (a seat is an ``int``, never ``True``, ``"0"`` or ``1.0``), seats in range, known player kinds,
a known language, sizes and a pace in sensible bounds; each refusal is a ValueError naming the argument.
"""

from __future__ import annotations

import math

from ..core.observable import ObservableGame
from ..core.players import LEVELS, RandomPlayer, player

MAX_SIZE = 10_000          # pixels: a 4K projector is 3840 wide
MAX_PACE = 10              # seconds between two computer moves
HUMAN, COMPUTER = (None, "human"), ("random", "computer")


def _is_int(value) -> bool:
    return type(value) is int


def check_seat(value, players: int, name: str = "seat") -> None:
    if not _is_int(value) or not 0 <= value < players:
        raise ValueError(f"{name} must be a seat number from 0 to {players - 1}, not {value!r}")


def check_board_arguments(game, seat, players, language, seed, width, height, pace, labels,
                          kinds: dict | None = None) -> dict:
    """Check a board's arguments; return its computer players by seat (nothing is changed anywhere)."""
    if not isinstance(game, ObservableGame):
        raise ValueError(f"game must be a game made by mandrapy.new(...), not {type(game).__name__}")
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
    return computers_from(players, game.players, seed, kinds)


def computers_from(players, seats: int, seed, kinds: dict | None = None) -> dict:
    """``players`` (None, a dict seat -> kind, or a list/tuple of kinds) as computer players by seat."""
    if players is None:
        return {}
    if isinstance(players, (list, tuple)):
        if len(players) > seats:
            raise ValueError(f"players lists {len(players)} seats; this game has {seats}")
        players = dict(enumerate(players))
    if not isinstance(players, dict):
        raise ValueError(f"players must be a dict such as {{1: 'random'}}, not {type(players).__name__}")
    computers = {}
    for seat, kind in players.items():
        check_seat(seat, seats, "a seat in players")
        if isinstance(kind, str) and kind in COMPUTER:
            computers[seat] = RandomPlayer(None if seed is None else seed + seat)
        elif isinstance(kind, str) and kind in LEVELS:                   # "greedy", "ismcts" (mandrapy.player)
            computers[seat] = player(kind, None if seed is None else seed + seat)
        elif isinstance(kind, str) and kind in (kinds or {}):          # a game's own computer players
            computers[seat] = kinds[kind](None if seed is None else seed + seat)
        elif kind in HUMAN:
            continue
        elif not isinstance(kind, str) and callable(getattr(kind, "choose", None)):
            computers[seat] = kind
        else:
            known = ", ".join(repr(k) for k in dict.fromkeys(("human", *LEVELS, *(kinds or {}))))
            raise ValueError(f"players[{seat}] must be one of {known} (or 'computer'), or a player with a "
                             f"choose(view) method, not {kind!r}")
    return computers

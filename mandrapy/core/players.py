"""Computer players that work for every game: they decide from ``view(seat)`` only, so never peek.

A *level* names how a computer plays: ``"random"`` for every game, plus a game's own levels (its game
class's ``levels``, such as a ``"greedy"`` player). :func:`computer` is the one place a level becomes a
player, for boards (``seats={1: "greedy"}``) and for ``mandrapy.simulate`` alike.

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> for name in mandrapy.games():
...     state = mandrapy.new(name, seed=2).state
...     result = play_game(state, [RandomPlayer(seat) for seat in range(state.players)])
>>> sorted(result)
['actions', 'first_player', 'scores', 'winners']
"""

from __future__ import annotations

import random


class RandomPlayer:
    """Picks uniformly among the legal actions of its view."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view):
        return self.rng.choice(view.legal_actions)


LEVELS: dict = {"random": RandomPlayer}       # every game's levels: name -> class called with a seed


def level_names(game_levels: dict | None = None) -> tuple:
    """The names a level may take for a game whose own levels are ``game_levels``."""
    return (*LEVELS, *(name for name in (game_levels or {}) if name not in LEVELS))


def computer(level, game_levels: dict | None = None, seed: int | None = None):
    """The computer player for ``level``: a level name (every game's, then the game's own), a player class
    (called with ``seed``) or an object with ``choose(view)`` (returned as it is). ValueError otherwise.

    >>> computer("random", seed=3).name, computer(RandomPlayer, seed=3).rng.random() == RandomPlayer(3).rng.random()
    ('random', True)
    >>> computer("brilliant")
    Traceback (most recent call last):
      ...
    ValueError: unknown level 'brilliant'; the levels are 'random', or a player with a choose(view) method
    """
    if isinstance(level, str):
        factory = LEVELS.get(level) or (game_levels or {}).get(level)
        if factory is None:
            known = ", ".join(repr(name) for name in level_names(game_levels))
            raise ValueError(f"unknown level {level!r}; the levels are {known}, or a player with a "
                             f"choose(view) method")
        return factory(seed)
    if isinstance(level, type) and callable(getattr(level, "choose", None)):
        return level(seed)
    if callable(getattr(level, "choose", None)):
        return level
    raise ValueError(f"a level must be a name such as 'random' or a player with a choose(view) method, "
                     f"not {type(level).__name__}")


def level_name(level) -> str:
    """How a level is shown in a table: its name, a player's ``name`` or its class name."""
    if isinstance(level, str):
        return level
    return getattr(level, "name", None) or getattr(level, "__name__", None) or type(level).__name__


def play_game(state, players, max_actions: int = 100_000) -> dict:
    """Play ``state`` (a plain GameState) to the end, seat ``i`` played by ``players[i]``."""
    first_player = state.to_play
    for _ in range(max_actions):
        if state.is_over:
            break
        seat = state.to_play
        state.play(players[seat].choose(state.view(seat)))
    else:
        raise RuntimeError(f"the game did not end within {max_actions} actions")
    if state.turn_starts:              # the first whole turn's player (decisions before it are setup)
        first_player = state.deciders[state.turn_starts[0]]
    return {"scores": state.scores(), "winners": state.winners(), "actions": len(state.history),
            "first_player": first_player}

"""Computer players that work for every game: they decide from ``view(seat)`` only, so never peek.

``player(level, seed=None, **budget)`` is the one place level names resolve: ``"random"``, ``"greedy"`` (the
game's own one-move player) and ``"ismcts"`` (information-set Monte Carlo tree search, with a budget of
``iterations=`` or ``seconds=``). Boards, :func:`play_game` and simulations take the same names.

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> for name in mandrapy.games():
...     state = mandrapy.new(name, seed=2).state
...     result = play_game(state, [RandomPlayer(seat) for seat in range(state.players)])
>>> sorted(result)
['actions', 'first_player', 'scores', 'winners']
>>> state = mandrapy.new(mandrapy.games()[-1], players=2, seed=2).state
>>> play_game(state, ["greedy", "random"], seed=1)["actions"] == len(state.history)
True
"""

from __future__ import annotations

import random

from .determinize import information

LEVELS = ("random", "greedy", "ismcts")


class RandomPlayer:
    """Picks uniformly among the legal actions of its view."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view):
        return self.rng.choice(view.legal_actions)


class GreedyPlayer:
    """The game's own greedy player (``GreedyPlayer`` of the game's ``bots`` module), found from the view."""

    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.seed, self.players = seed, {}

    def choose(self, view):
        cls = information(view).state_class
        found = self.players.get(cls)
        if found is None:
            found = self.players[cls] = cls.greedy_player(self.seed)
        return found.choose(view)


def player(level: str, seed: int | None = None, **budget):
    """A computer player (an object with ``choose(view)``) of ``level``: ``"random"``, ``"greedy"`` or
    ``"ismcts"``. Only ``"ismcts"`` takes a budget: ``iterations=`` and/or ``seconds=`` (the default keeps a
    board's answer under a second). The same seed and view give the same choice (with an iteration budget).

    >>> import mandrapy
    >>> game = mandrapy.new(mandrapy.games()[-1], players=2, seed=3)
    >>> mandrapy.player("ismcts", seed=1, iterations=30).choose(game.view(0)) in game.legal_actions()
    True
    >>> mandrapy.player("strong")
    Traceback (most recent call last):
      ...
    ValueError: level must be one of 'random', 'greedy', 'ismcts', not 'strong'
    """
    if not isinstance(level, str) or level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(map(repr, LEVELS))}, not {level!r}")
    if seed is not None and (type(seed) is not int):
        raise ValueError(f"seed must be an int or None, not {seed!r}")
    if level == "ismcts":
        from .search_player import SearchPlayer
        return SearchPlayer(seed, **budget)
    if budget:
        raise ValueError(f"only the 'ismcts' level takes a budget, not {level!r} ({', '.join(budget)})")
    return RandomPlayer(seed) if level == "random" else GreedyPlayer(seed)


def resolve(kind, seed: int | None = None):
    """``kind`` as a player: a level name (seeded ``seed``) or an object with ``choose(view)`` as it is."""
    if isinstance(kind, str):
        return player(kind, seed)
    if callable(getattr(kind, "choose", None)):
        return kind
    raise ValueError(f"a computer player is a level ({', '.join(map(repr, LEVELS))}) or an object with a "
                     f"choose(view) method, not {kind!r}")


def play_game(state, players, max_actions: int = 100_000, seed: int | None = None) -> dict:
    """Play ``state`` (a plain GameState) to the end, seat ``i`` played by ``players[i]`` (a player or a level
    name, seeded ``seed + i``)."""
    players = [resolve(kind, None if seed is None else seed + i) for i, kind in enumerate(players)]
    first_player = state.to_play
    for _ in range(max_actions):
        if state.is_over:
            break
        seat = state.to_play
        state.play(players[seat].choose(state.view(seat)))
    else:
        raise RuntimeError(f"the game did not end within {max_actions} actions")
    return {"scores": state.scores(), "winners": state.winners(), "actions": len(state.history),
            "first_player": first_player}

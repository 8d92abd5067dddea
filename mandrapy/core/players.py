"""Computer players that work for every game: they decide from ``view(seat)`` only, so never peek.

A *level* names how a computer plays: ``"random"`` and ``"ismcts"`` (information-set Monte Carlo tree search,
with a budget of ``iterations=`` or ``seconds=``) for every game, plus a game's own levels (its game class's
``levels``, such as a one-move ``"greedy"`` player). :func:`computer` is the one place a level becomes a player
for a known game, for boards (``seats={1: "greedy"}``) and for ``mandrapy.simulate`` alike;
:func:`player` (``mandrapy.player``) makes one before the game is known.

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> for name in mandrapy.games():
...     state = mandrapy.new(name, seed=2).state
...     result = play_game(state, [RandomPlayer(seat) for seat in range(state.players)])
>>> sorted(result)
['actions', 'first_player', 'scores', 'winners']
>>> game = mandrapy.new(max(mandrapy.games()), players=2, seed=2)
>>> play_game(game, ["greedy", "random"], seed=1)["actions"] == game.move_number
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from .determinize import choosable, information
from .errors import Rule
from .language import refusal
from .search_player import SearchPlayer
from .validate import CLOSE_LEVEL, closest

# (Said of an argument: ``what``, such as "player: level", comes first when given: ARGUMENT_SAYS.)
ARGUMENT_SAYS = Rule("argument_says", "{what}: {rule}")
UNKNOWN_LEVEL = Rule("unknown_level", "unknown level {name}{close}; the levels are {known}, or a player with a "
                                      "choose(view) method")
NOT_A_LEVEL = Rule("not_a_level", "a level must be a name such as 'random' or a player with a choose(view) "
                                  "method, not {kind}")
HUMAN_ON_BOARD = Rule("human_on_board", "a human plays on a board (Board(game, seats={{0: 'human', 1: "
                                        "'greedy'}})); the computer levels are {known}")
BUDGET_NAMES = Rule("budget_names", "a budget is iterations= or seconds=, not {names}")
BUDGET_LEVEL = Rule("budget_level", "only the 'ismcts' level takes a budget, not {level} ({names})")
BUDGET_PLAYER = Rule("budget_player", "a budget is for a level name, not for a player already made ({level})")
SEED_TYPE = Rule("seed_type", "{what} must be a whole number or None, not {value}")

if TYPE_CHECKING:
    from .parsing import Action
    from .protocols import Player as Chooser, View

Level = Callable[..., "Chooser"]        # a level's player class: called with a seed (and, for "ismcts", a budget)


class Player:
    """What every computer player shares: its level's ``name`` and its own random generator ``rng`` from
    ``seed`` (the same seed and view give the same choice); subclasses implement ``choose(view)``."""

    name = "?"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        raise NotImplementedError


class RandomPlayer(Player):
    """Picks uniformly among the legal actions of its view."""

    name = "random"

    def choose(self, view: View) -> Action:
        return self.rng.choice(choosable(view))


LEVELS: dict[str, Level] = {"random": RandomPlayer, "ismcts": SearchPlayer}   # every game's levels: name -> class
COMPUTER = "random"          # the level "computer" names: a board's default computer
HUMAN = "human"              # a person at a board: no computer level


def level_names(game_levels: Mapping[str, object] | None = None) -> tuple[str, ...]:
    """The names a level may take for a game whose own levels are ``game_levels`` (weakest first)."""
    first, *others = LEVELS
    return (first, *(name for name in (game_levels or {}) if name not in LEVELS), *others)


BUDGETS = ("iterations", "seconds")


def _made(factory: Level, seed: int | None, budget: dict[str, Any], level: object,
          what: str | None = None) -> Chooser:
    unknown = [name for name in budget if name not in BUDGETS]
    if unknown:
        raise _refused(what, BUDGET_NAMES.format(names=", ".join(f"{name}=" for name in unknown)))
    if budget and not getattr(factory, "takes_budget", False):
        raise _refused(what, BUDGET_LEVEL.format(level=repr(level_name(level)),
                                                      names=", ".join(budget)))
    return factory(seed, **budget)


def _refused(what: str | None, rule: Rule) -> ValueError:
    """A ValueError saying ``rule`` of the argument ``what`` (when given), in the session's language."""
    error = refusal(ValueError, rule if what is None else ARGUMENT_SAYS.format(what=what, rule=rule))
    assert isinstance(error, ValueError)
    return error


def level_key(level: str) -> str:
    """A level name as typed (any case and spacing) as the level it names: ``" Greedy"`` -> ``"greedy"``,
    ``"computer"`` -> the board's default computer level."""
    key = level.strip().lower()
    return COMPUTER if key == "computer" else key


def unknown_level(level: str, names: tuple[str, ...], what: str | None) -> ValueError:
    """The refusal of a level name that is none of ``names`` (``"human"``: a person plays on a board)."""
    known = ", ".join(repr(name) for name in names)
    if level.strip().lower() == HUMAN:
        return _refused(what, HUMAN_ON_BOARD.format(known=known))
    close = closest(level, [*names, "computer"])
    return _refused(what, UNKNOWN_LEVEL.format(name=repr(level[:60]), known=known,
                                                    close=CLOSE_LEVEL.format(name=repr(close)) if close else ""))


def computer(level: object, game_levels: Mapping[str, Level | None] | None = None, seed: int | None = None,
             what: str | None = None, **budget: Any) -> Chooser:
    """The computer player for ``level``: a level name in any case (every game's, then the game's own;
    ``"computer"``: the board's default, ``"random"``), a player class (called with ``seed``) or an object
    with ``choose(view)`` (returned as it is). ValueError naming the argument (``what``) otherwise.
    ``budget`` (``iterations=``, ``seconds=``) is for the ``"ismcts"`` level.

    >>> computer("random", seed=3).name, computer(RandomPlayer, seed=3).rng.random() == RandomPlayer(3).rng.random()
    ('random', True)
    >>> computer("ismcts", seed=3, iterations=50).iterations
    50
    >>> computer("brilliant")
    Traceback (most recent call last):
      ...
    ValueError: unknown level 'brilliant'; the levels are 'random', 'ismcts', or a player with a choose(view) method
    """
    if isinstance(level, str):
        key = level_key(level)                            # "Greedy", " ISMCTS" are the levels people mean
        factory = LEVELS.get(key) or (game_levels or {}).get(key)
        if factory is None:
            raise unknown_level(level, level_names(game_levels), what)
        return _made(factory, seed, budget, key, what)
    if isinstance(level, type) and callable(getattr(level, "choose", None)):
        return _made(level, seed, budget, level, what)
    if callable(getattr(level, "choose", None)):
        if budget:
            raise _refused(what, BUDGET_PLAYER.format(level=level_name(level)))
        return cast("Chooser", level)             # (it has a choose method)
    raise _refused(what, NOT_A_LEVEL.format(kind=type(level).__name__))


def level_name(level: object) -> str:
    """How a level is shown in a table: its name, a player's ``name`` or its class name."""
    if isinstance(level, str):
        return level
    name: str = getattr(level, "name", None) or getattr(level, "__name__", None) or type(level).__name__
    return name


def game_levels(game: str) -> dict[str, Level]:
    """The own levels of the game registered as ``game`` (none for a game not registered by name)."""
    from .registry import game_class
    try:
        return game_class(game).levels
    except ValueError:
        return {}


def _every_game_level() -> tuple[str, ...]:
    from .registry import games
    found: list[str] = []
    for name in games():
        found += [level for level in game_levels(name) if level not in found]
    return tuple(found)


class GameLevel:
    """A game's own level (``"greedy"``) before the game is known: the game's player, found from the view."""

    players: dict[str, Chooser]          # game -> its player of this level

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.name, self.seed, self.players = level, seed, {}

    def reseed(self, seed: int | None) -> None:
        """Start again from ``seed`` (``mandrapy.simulate`` gives each game's copy of a player its own)."""
        self.seed, self.players = seed, {}

    def choose(self, view: View) -> Action:
        game = information(view).game
        found = self.players.get(game)
        if found is None:
            found = self.players[game] = computer(self.name, game_levels(game), self.seed)
        return found.choose(view)


def player(level: object, seed: int | None = None, **budget: Any) -> Chooser:
    """A computer player (an object with ``choose(view)``) of ``level``: ``"random"``, a game's own level such
    as ``"greedy"``, or ``"ismcts"`` with a budget of ``iterations=`` and/or ``seconds=`` (the default keeps a
    board's answer under a second). The same seed and view give the same choice (with an iteration budget).

    >>> import mandrapy
    >>> game = mandrapy.new(max(mandrapy.games()), players=2, seed=3)
    >>> mandrapy.player("ismcts", seed=1, iterations=30).choose(game.view(0)) in game.legal_actions()
    True
    >>> mandrapy.player("greedy", seed=1).choose(game.view(0)) in game.legal_actions()
    True
    >>> mandrapy.player("strong")
    Traceback (most recent call last):
      ...
    ValueError: player: level: unknown level 'strong'; the levels are 'random', 'greedy', 'ismcts', or a player with a choose(view) method
    >>> mandrapy.player("computer").name, mandrapy.player(" ISMCTS ", iterations=10).iterations
    ('random', 10)
    """
    if seed is not None and type(seed) is not int:
        raise refusal(ValueError, SEED_TYPE.format(what="player: seed", value=repr(seed)[:60]))
    what = "player: level"
    if isinstance(level, str) and level_key(level) not in LEVELS:
        own = _every_game_level()
        if level_key(level) in own:
            if budget:
                raise _refused(what, BUDGET_LEVEL.format(level=repr(level_key(level)),
                                                              names=", ".join(budget)))
            return GameLevel(level_key(level), seed)
        return computer(level, dict.fromkeys(own), seed, what, **budget)     # refused, naming every level
    return computer(level, None, seed, what, **budget)


def play_game(game: Any, seats: Sequence[Any], *, seed: int | None = None,
              max_actions: int = 100_000) -> dict[str, Any]:
    """Play ``game`` (a game from ``mandrapy.new``, or its plain ``state``) to the end, seat ``i`` played by
    ``seats[i]``: a player or a level (resolved by :func:`computer`, seeded ``seed + i``); the result's
    ``scores``, ``winners``, ``actions`` and ``first_player``."""
    state = getattr(game, "state", game)           # an observable game plays through its own play (observers)
    levels = game_levels(state.game) if any(isinstance(kind, (str, type)) for kind in seats) else {}
    seats = [computer(kind, levels, None if seed is None else seed + i) for i, kind in enumerate(seats)]
    first_player = state.to_play
    for _ in range(max_actions):
        if game.is_over:
            break
        seat: int = game.to_play
        game.play(seats[seat].choose(game.view(seat)))
    else:
        raise RuntimeError(f"the game did not end within {max_actions} actions")
    state = getattr(game, "state", game)
    if state.turn_starts:              # the first whole turn's player (decisions before it are setup)
        first_player = state.deciders[state.turn_starts[0]]
    return {"scores": state.scores(), "winners": state.winners(), "actions": len(state.history),
            "first_player": first_player}

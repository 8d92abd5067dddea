"""What the fuzz suite needs to know about each game: one adapter per game, registered in one line.

A new game plugs in with one line at the bottom: its registered name, the ``mandrapy.new`` arguments of a
few set-ups, and one valid hand-made position (the fuzzer mutates it). Everything else (random actions,
text, snapshots, records, positions) is generic and goes through the public API only.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import mandrapy
from mandrapy.core.registry import game_class


@dataclass(frozen=True)
class FuzzAdapter:
    name: str                                  # as registered: mandrapy.new(name, ...)
    setups: tuple                              # keyword arguments of mandrapy.new (a seed is added)
    position: dict                             # a valid from_position(**position)
    texts: object = field(default=tuple, repr=False)   # () -> extra pathological texts for its parser
    scenes: tuple = ()                         # (position arguments, action texts): moments random games rarely reach

    def new(self, setup: int, seed: int):
        return mandrapy.new(self.name, seed=seed, **self.setups[setup % len(self.setups)])

    def from_position(self, **arguments):
        return game_class(self.name).from_position(**arguments)

    def cls(self):
        return game_class(self.name)

    def scene(self, index: int):
        """A game at one of the adapter's ``scenes``: a hand-made position and the actions played from it."""
        position, actions = self.scenes[index % len(self.scenes)]
        game = self.from_position(**position)
        for text in actions:
            game.play(text)
        return game


ADAPTERS: list = []


def register(adapter: FuzzAdapter) -> None:
    ADAPTERS.append(adapter)


def snapshot(game) -> tuple:
    """Everything a refused input must leave as it was."""
    return game.state.to_dict(), tuple(map(str, game.history)), game.move_number, game.to_play


def walk(game, rng, moves: int):
    """Play up to ``moves`` random legal actions (stops at the end of the game)."""
    for _ in range(moves):
        legal = game.legal_actions()
        if not legal:
            break
        game.play(rng.choice(legal))
    return game


class Timer:
    """Collects the slowest answer, so the suite can assert a bound and report it. It counts this process's
    CPU time: the machine is shared, and wall-clock time measures the neighbours' load as well."""

    slowest = 0.0
    cases = 0

    def __init__(self, limit: float = 1.0):
        self.limit = limit

    def __enter__(self):
        self.start = time.process_time()
        return self

    def __exit__(self, *exc):
        elapsed = time.process_time() - self.start
        Timer.cases += 1
        Timer.slowest = max(Timer.slowest, elapsed)
        assert elapsed < self.limit, f"took {elapsed:.2f} s (limit {self.limit} s)"
        return False


# ---------------------------------------------------------------- the games (one line each)
register(FuzzAdapter("mandragora", ({"players": 2}, {"players": 3}, {"players": 4, "teams": True}),
                     {"players": 2, "seed": 1, "hands": {0: "black book 3, red, yellow, mandrake"},
                      "scrolls": {1: [2]}, "cast": {1: ["Banishment: green book 1 with green"]}, "current": 0},
                     lambda: ("cast " + "a with " * 8000, "cast red book 1 with 1000000000 red at level 1",
                      "give scroll 1 to player " + "9" * 5000)))
register(FuzzAdapter("magyarcana", ({},),
                     {"seed": 1, "territories": {"0,0": "Under of Acorns", "0,1": "9 of Hearts",
                                                 "0,2": "Over of Acorns"},
                      "minions": {"Under of Acorns": [(0, 2)], "Over of Acorns": [(1, 1)]},
                      "hands": {0: "7 of Bells"}, "current": 0},
                     lambda: ("move player 1's 2-minion from " + "a to " * 8000, "add 7 of Hearts at " + "1" * 5000 + ",1",
                      "replace " + "x with " * 8000)))
register(FuzzAdapter("conjuraction", ({"players": 2}, {"players": 3, "characters": ["alaeric", "jenetta", "norwell"]},
                                      {"players": 5, "friendly": True}),
                     {"players": 2, "seed": 1, "characters": ["alaeric", "jenetta"],
                      "circles": {0: {"astral": "2 nether, essence"}, 1: ["arcana", "", "plasma"]},
                      "forges": {0: [3, 4, 5], 1: {"astral": 6}}, "charged": {0: {"astral": [0, "wild 4"]}},
                      "hands": {0: [7]}, "spaces": {"spell weave": ["arcana", None, None]}, "glyphs": {0: 1},
                      "covered": {1: ["astral augury"]}, "passed": [1], "charms": {1: "first player"},
                      "current": 0},
                     lambda: ("put card " + "9" * 5000 + " on the astral forge",
                              "sorcerer takes " + "astral " * 8000 + "row 1", "move nether from " + "a to " * 8000),
                     scenes=(({"players": 2, "seed": 1, "circles": {0: {"astral": "essence, arcana"}},
                               "offers": {"astral": ["energy"] * 6}},     # a Mystic Portal exchange with an offer row
                              ("sorcerer activates mystic portal", "exchange astral mana with row 1")),)))
register(FuzzAdapter("kuhn", ({}, {"first_player": 1}), {"seed": 1, "hands": ["King", "Jack"], "first_player": 1},
                     lambda: ("bet " * 8000, "se coucher " + "x" * 5000)))

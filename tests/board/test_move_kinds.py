"""The headings of the legal-move list's groups (``labels["kinds"]``, read by widgets/keyboard.py): every kind of
move a game offers has one, in every language.

The kinds a game offers are found two ways: the action classes of its actions module (the ``@action_value``
dataclasses defined there), and the classes of the legal actions met in random playouts of a few seeds (the
setups vary: 2 to 5 players, Mandragora's team variant). The playouts must meet every class of the module, so
"every class that can be legal has a heading" is checked on what the games really offer, and a name in a table
that is no class of the module is a stale one.
"""

import dataclasses
import functools
import importlib
import random

import pytest

import mandrapy
from mandrapy.core.parsing import Action
from mandrapy.conjuraction import Board as ConjuractionBoard
from mandrapy.magyarcana import Board as MagyarcanaBoard
from mandrapy.mandragora import Board as MandragoraBoard

GAMES = ("mandragora", "magyarcana", "conjuraction")
BOARDS = {"mandragora": MandragoraBoard, "magyarcana": MagyarcanaBoard, "conjuraction": ConjuractionBoard}
SETUPS = {                                  # seed -> the game's arguments
    "mandragora": lambda seed: {"players": (2, 3, 4, 4)[seed % 4], "teams": seed % 4 == 3, "seed": seed},
    "magyarcana": lambda seed: {"seed": seed},
    "conjuraction": lambda seed: {"players": 2 + seed % 4, "seed": seed},
}
SEEDS = {"mandragora": 12, "magyarcana": 16, "conjuraction": 5}
LONGEST = 45                                # a heading is a short line ("under ~40 characters")


def labels(name):
    return importlib.import_module(f"mandrapy.{name}.board.labels").LABELS


@functools.cache
def module_classes(name) -> frozenset:
    """The names of the action classes defined in the game's actions module."""
    module = importlib.import_module(f"mandrapy.{name}.actions")
    return frozenset(key for key, value in vars(module).items()
                     if isinstance(value, type) and issubclass(value, Action) and dataclasses.is_dataclass(value)
                     and value.__module__ == module.__name__)


@functools.cache
def legal_classes(name) -> frozenset:
    """The class names of every legal action met in random playouts of ``SEEDS[name]`` games."""
    seen = set()
    for seed in range(SEEDS[name]):
        game, rng = mandrapy.new(name, **SETUPS[name](seed)), random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            seen.update(type(action).__name__ for action in legal)
            game.play(rng.choice(legal))
    return frozenset(seen)


@pytest.mark.parametrize("name", GAMES)
def test_the_playouts_meet_every_action_class_of_the_game(name):
    assert module_classes(name), "the actions module has action classes"
    assert legal_classes(name) <= module_classes(name), "every legal action is of a class of the module"
    assert module_classes(name) <= legal_classes(name), (
        f"never legal in the playouts (more seeds or setups, or not a player's answer?): "
        f"{sorted(module_classes(name) - legal_classes(name))}")


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_kind_of_move_has_a_short_heading_and_no_stale_one(name, language):
    kinds = labels(name)[language]["kinds"]
    assert legal_classes(name) <= set(kinds), f"no heading: {sorted(legal_classes(name) - set(kinds))}"
    assert set(kinds) <= module_classes(name), f"stale: {sorted(set(kinds) - module_classes(name))}"
    for kind, heading in kinds.items():
        assert heading.strip() == heading and 0 < len(heading) <= LONGEST, (kind, heading)
    assert len(set(kinds.values())) == len(kinds), "two kinds share a heading"


@pytest.mark.parametrize("name", GAMES)
def test_french_headings_are_not_the_english_ones(name):
    english, french = labels(name)["en"]["kinds"], labels(name)["fr"]["kinds"]
    assert set(english) == set(french)
    same = [kind for kind in english if english[kind].casefold() == french[kind].casefold()]
    assert not same, same


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_move_list_is_headed_by_the_tables_words(name, language):
    game, rng = mandrapy.new(name, **SETUPS[name](1)), random.Random(1)
    kinds, checked = labels(name)[language]["kinds"], 0
    for _ in range(12):
        if game.is_over:
            break
        board = BOARDS[name](game, seat=game.to_play, language=language)
        legal = game.legal_actions()
        for group in board.move_groups():
            kind = type(legal[group["moves"][0][0]]).__name__
            assert group["heading"] == kinds[kind], (kind, group["heading"])
            checked += 1
        game.play(rng.choice(legal))
    assert checked >= 12, "a group headed at every position"

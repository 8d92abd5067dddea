"""The research face of every registered game (core/research.py): a fixed action space whose ids round-trip over
random games and never move (the saved table beside this test), legal-action masks, and observation tensors of
a fixed shape made from the view alone (a seat's tensor cannot tell two states apart that differ only in what it
has not seen)."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from budget import budget

import mandrapy
from mandrapy import InvalidRecord
from mandrapy.core.exercises import unseen_twin

GAMES = tuple(mandrapy.games())
SAVED = Path(__file__).parent / "data" / "action_ids"


def counts(name: str) -> list[int]:
    fewest, most = mandrapy.games()[name].players
    return list(range(fewest, most + 1))


def random_games(name: str, games: int, seed: int = 0, least: int = 30):
    """Each position of ``games`` random games per player count, more while fewer than ``least`` positions
    were seen (the game object, moved on in place)."""
    for players in counts(name):
        k = seen = 0
        while k < games or seen < least:
            rng = random.Random(seed * 1000 + k)
            game = mandrapy.new(name, players=players, seed=seed * 1000 + k)
            yield game
            while not game.is_over:
                game.play(rng.choice(game.legal_actions()))
                seen += 1
                yield game
            k += 1


@pytest.mark.parametrize("name", GAMES)
def test_every_legal_action_has_an_id_that_reads_back(name):
    space = mandrapy.new(name).action_space()
    positions = 0
    for game in random_games(name, budget(1, 4)):
        legal = game.legal_actions()
        ids = game.legal_action_ids()
        assert ids == sorted(ids) and len(set(ids)) == len(legal), "two legal actions share an id"
        assert all(0 <= i < len(space) for i in ids)
        assert [type(game).action_from_id(game.action_id(a)) for a in legal] == legal
        mask = game.action_mask()
        assert len(mask) == len(space) and [i for i, bit in enumerate(mask) if bit] == ids
        positions += 1
    assert positions > 10


@pytest.mark.parametrize("name", GAMES)
def test_ids_never_move(name):
    """The saved table (tools/save_action_ids.py) is what decides every id: rows, domains and texts."""
    path = SAVED / f"{name}.json"
    assert path.exists(), f"no saved action ids for {name}: run tools/save_action_ids.py {name}"
    saved = json.loads(path.read_text())
    space = mandrapy.new(name).action_space()
    assert space.table() == saved["rows"]
    assert len(space) == saved["size"]
    assert {k: str(space.action(int(k))) for k in saved["texts"]} == saved["texts"]


@pytest.mark.parametrize("name", GAMES)
def test_ids_refuse_what_is_not_an_id(name):
    game = mandrapy.new(name)
    size = len(game.action_space())
    for wrong in (-1, size, "3", 2.5, True, None):
        with pytest.raises(InvalidRecord, match="action_id"):
            type(game).action_from_id(wrong)
    with pytest.raises(ValueError, match="action"):
        game.action_id(object())


def spread_positions(name: str, per_game: int, seed: int):
    """About ``per_game`` positions spread evenly over one random game per player count (long games are
    1,000+ decisions: every position would cost minutes)."""
    for players in counts(name):
        game, rng = mandrapy.new(name, players=players, seed=seed), random.Random(seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_actions()))
        length = game.move_number
        for move in sorted({length * k // per_game for k in range(per_game)}):
            yield game.at(move)


@pytest.mark.parametrize("name", GAMES)
def test_observation_tensor_has_a_fixed_shape(name):
    for players in counts(name):
        layout = type(mandrapy.new(name)).observation_layout(players)
        assert layout.size == sum(s.size for s in layout.segments) and str(layout).startswith(f"{layout.size} ")
    for game in spread_positions(name, budget(20, 80), seed=2):
        size = type(game).observation_layout(game.players).size
        for seat in range(game.players):
            tensor = game.observation_tensor(seat)
            assert len(tensor) == size and all(isinstance(x, float) and math.isfinite(x) for x in tensor)


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_tensor_ignores_what_it_has_not_seen(name):
    """A twin with the unseen dealt again gives the seat the same tensor and string; and the test could fail:
    the twins do differ (everything seen), and the seats' tensors differ from one another."""
    different_twins = different_seats = checked = 0
    seed = 0
    while seed < budget(1, 4) or checked < 24:         # a short game (Kuhn poker) plays more games
        seed += 1
        for game in spread_positions(name, 8, seed=5 + seed):
            for seat in range(game.players):
                twin = unseen_twin(game, seat, deal=game.move_number + seat)
                assert twin.observation_tensor(seat) == game.observation_tensor(seat)
                assert twin.observation_string(seat) == game.observation_string(seat)
                different_twins += twin.view(None) != game.view(None)
                checked += 1
            different_seats += len({game.observation_tensor(seat) for seat in range(game.players)}) == game.players
    assert checked > 5
    if mandrapy.games()[name].information == "imperfect":
        assert different_twins > 0, "no twin ever differed from its game: the test proves nothing"
    assert different_seats > 0


@pytest.mark.parametrize("name", GAMES)
def test_observation_tensor_follows_the_game(name):
    """Not a constant: over one game, a seat's tensor changes at most moves."""
    game, rng = mandrapy.new(name, seed=9), random.Random(9)
    seen, moves = {game.observation_tensor(0)}, 0
    while not game.is_over and moves < 60:
        game.play(rng.choice(game.legal_actions()))
        seen.add(game.observation_tensor(0))
        moves += 1
    assert len(seen) > moves // 2

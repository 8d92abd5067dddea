"""The observable layer: traits are replaced with new immutable values once per change."""

import dataclasses

import pytest

import mandrapy
from mandrapy import IllegalAction
from mandrapy.mandragora import Mandragora

TRAITS = ("position", "to_play", "log", "is_over", "scores", "move_number")


def watch(game):
    changes = []
    game.observe(lambda change: changes.append(change["name"]), names=list(TRAITS))
    return changes


def test_each_play_fires_move_number_exactly_once():
    game = mandrapy.new("mandragora", players=4, seed=3)
    changes = watch(game)
    for number in range(1, 6):
        game.play(game.legal_actions()[-1])
        assert changes.count("move_number") == number
        assert changes.count("position") == number
        assert changes.count("log") == number


def test_illegal_action_fires_nothing_and_changes_nothing():
    game = mandrapy.new("mandragora", players=2, seed=3)
    before = game.state.to_dict()
    changes = watch(game)
    with pytest.raises(IllegalAction):
        game.play("seek 9")
    with pytest.raises(IllegalAction):
        game.play("not an action at all")
    assert changes == []
    assert game.state.to_dict() == before


def test_traits_hold_immutable_values_replaced_after_each_action():
    game = mandrapy.new("mandragora", players=3, seed=8)
    position, log = game.position, game.log
    assert isinstance(log, tuple) and isinstance(game.scores, tuple)
    with pytest.raises(dataclasses.FrozenInstanceError):
        position.deck_size = 0
    game.play("seek 1")
    assert game.position is not position and game.position != position
    assert len(game.log) > len(log) and game.log[: len(log)] == log


def test_undo_fires_and_restores_every_trait():
    game = mandrapy.new("mandragora", players=4, seed=5)
    game.play("seek 3")
    snapshot = {name: getattr(game, name) for name in TRAITS}
    game.play(game.legal_actions()[0])
    changes = watch(game)
    game.undo()
    assert changes.count("move_number") == 1
    assert {name: getattr(game, name) for name in TRAITS} == snapshot


def test_to_play_trait_follows_the_decider_not_the_turn():
    game = Mandragora.from_position(players=3, hands={0: "red book 1, red, red"}, scrolls={0: [1]},
                                    stacks={2: ["Transfer"]}, current=0, seed=1)
    seen = []
    game.observe(lambda change: seen.append(change["new"]), names="to_play")
    game.play("cast red book 1 with 2 red at level 2")
    assert game.to_play == 0 and game.current == 0          # Transfer: caster chooses
    game.play("give scroll 1 to player 2")
    assert game.to_play == 1 and seen == [1]                 # turn passes to player 1


def test_public_contract_names_exist():
    game = mandrapy.new("mandragora", players=4, seed=1, teams=False)
    for name in ("to_play", "legal_actions", "play", "is_over", "scores", "winners", "undo", "view",
                 "record", "to_json", "from_json", "from_position", "at", "history"):
        assert hasattr(game, name), name
    assert isinstance(mandrapy.replay(game.record()), Mandragora)
    assert isinstance(Mandragora.from_json(game.to_json()), Mandragora)
    assert issubclass(IllegalAction, ValueError) and issubclass(mandrapy.InvalidRecord, ValueError)


def test_time_travel_returns_the_game_as_it_was():
    game = mandrapy.new("mandragora", players=2, seed=12)
    states = [game.state.to_dict()]
    for _ in range(6):
        game.play(game.legal_actions()[0])
        states.append(game.state.to_dict())
    for move, expected in enumerate(states):
        assert game.at(move).state.to_dict() == expected
    assert game.state.to_dict() == states[-1]

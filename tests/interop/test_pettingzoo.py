"""mandrapy.interop.pettingzoo: every game with a research face as a PettingZoo AEC environment. PettingZoo's own
checks (api_test, seed_test, render_test) pass; a random game through the environment is the same game as the
same actions played on ``mandrapy.new``, with the same winners, masks and tensors; illegal ids are refused and
change nothing; the rgb_array picture is the board's."""

from __future__ import annotations

import doctest
import functools
import importlib
import random
import warnings
from pathlib import Path

import numpy as np
import pytest
from budget import LONG, budget
from pettingzoo.test import api_test, render_test, seed_test

import mandrapy
from mandrapy import IllegalAction, InvalidPosition, InvalidRecord
from mandrapy.core import research
from mandrapy.core.drawing import Drawing
from mandrapy.interop.pettingzoo import env, raw_env
from mandrapy.interop.raster import rgb_array

GAMES = tuple(name for name in mandrapy.games() if type(mandrapy.new(name)).State.action_space)   # all, once merged
# What api_test says of any environment whose observation is a Dict (it names PettingZoo's own such games).
DICT_WARNINGS = ("Observation is not a NumPy array", "Observation space for each agent probably should be")
DOCS = Path(__file__).resolve().parents[2] / "docs" / "pettingzoo.md"
VARIANTS = {"mandragora": {"players": 4, "teams": True}, "conjuraction": {"friendly": True}}


def counts(name: str) -> list[int]:
    fewest, most = mandrapy.games()[name].players
    return list(range(fewest, most + 1)) if LONG else [mandrapy.games()[name].default_players]


def cases() -> list[tuple[str, int]]:
    return [(name, players) for name in GAMES for players in counts(name)]


@pytest.mark.parametrize(("name", "players"), cases())
def test_pettingzoo_api_test(name, players):
    """PettingZoo's api_test, with no warning but the two it gives every Dict observation."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(name, players=players), num_cycles=budget(20, 300))
    said = {str(w.message) for w in caught}
    assert not {s for s in said if not s.startswith(DICT_WARNINGS)}, said


@pytest.mark.parametrize(("name", "players"), cases())
def test_pettingzoo_seed_test(name, players):
    seed_test(functools.partial(env, name, players=players), num_cycles=budget(15, 200))


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_render_test(name, capsys):
    """Each mode (human prints the text): rgb_array at the board picture's size, ansi the game's text."""
    width = importlib.import_module(f"mandrapy.{name}").picture(mandrapy.new(name)).drawing.width
    render_test(functools.partial(env, name), custom_tests={
        "rgb_array": lambda a: a.shape[1] == width and colours(a) > 4,
        "ansi": lambda text: isinstance(text, str) and text.strip() != ""})
    assert capsys.readouterr().out.strip(), "human mode printed nothing"


def colours(pixels: np.ndarray) -> int:
    """How many colours a picture has."""
    return len(np.unique(pixels.reshape(-1, 3).astype(np.uint32) @ np.array([65536, 256, 1], np.uint32)))


def play_through(table, rng: random.Random, check_every: int = 1):
    """Random legal ids through ``table`` to the end (each from the selected agent's mask), checking the
    observations against a mandrapy game fed the same actions: the ids played and that game."""
    base = table.unwrapped
    twin = mandrapy.new(base.info.name, players=base.players, seed=base.game.seed, **base.setup)
    played: list[int] = []
    for step, agent in enumerate(table.agent_iter(base.info.longest + base.players)):
        observation, _, terminated, truncated, _ = table.last()
        assert not truncated
        if terminated:
            table.step(None)
            continue
        seat = int(agent.split("_")[1])
        assert seat == twin.to_play
        mask = observation["action_mask"]
        assert mask.dtype == np.int8 and np.flatnonzero(mask).tolist() == twin.legal_action_ids()
        assert observation["observation"].dtype == np.float32
        assert observation["observation"].tolist() == list(np.float32(twin.observation_tensor(seat)))
        if step % check_every == 0:
            assert tuple(mask) == twin.action_mask()
            for other in table.agents:
                if other != agent:
                    assert not table.observe(other)["action_mask"].any(), f"{other} is not to play"
        action = int(rng.choice(np.flatnonzero(mask)))
        table.step(action)
        twin.play(type(twin).action_from_id(action))
        played.append(action)
    return played, twin


@pytest.mark.parametrize(("name", "players"), cases())
def test_a_random_game_is_the_game_mandrapy_plays(name, players):
    """Same ids on mandrapy.new(...) with the same seed: the same history and winners; the rewards are
    research.returns (the win shares), given once at the end; every agent terminated, none truncated."""
    for k in range(budget(1, 4)):
        table, rng = env(name, players=players), random.Random(k)
        table.reset(seed=40 + k)
        rewards = {agent: 0.0 for agent in table.possible_agents}
        ended, played = {}, []
        for agent in table.agent_iter(table.unwrapped.info.longest + players):
            _, reward, terminated, truncated, _ = table.last()
            rewards[agent] += reward
            if terminated or truncated:
                ended[agent] = (terminated, truncated)
                table.step(None)
            else:
                played.append(int(rng.choice(np.flatnonzero(table.observe(agent)["action_mask"]))))
                table.step(played[-1])
        game = table.unwrapped.game
        assert game.is_over and table.agents == []
        assert ended == {agent: (True, False) for agent in table.possible_agents}
        again = mandrapy.new(name, players=players, seed=40 + k)
        for action in played:
            again.play(type(again).action_from_id(action))
        assert again.is_over and again.winners == game.winners and again.history == game.history
        shares = research.returns(again.state)
        assert [rewards[f"player_{seat}"] for seat in range(players)] == list(shares) and sum(shares) == 1


@pytest.mark.parametrize(("name", "players"), cases())
def test_masks_and_tensors_follow_the_game(name, players):
    """At every step the selected agent's mask is the game's legal ids, its tensor the game's; others' masks
    are zeros. Two games replayed from the same seed and ids stay the same game."""
    table = env(name, players=players)
    table.reset(seed=7)
    played, twin = play_through(table, random.Random(7), check_every=budget(10, 1))
    assert twin.is_over and twin.winners == table.unwrapped.game.winners
    table.reset(seed=7)
    for action in played:
        table.step(action)
    assert table.unwrapped.game.history == twin.history


def positions(name: str, wanted: int):
    """A few positions of a random game through the environment (the table at each)."""
    table, rng = env(name), random.Random(3)
    table.reset(seed=3)
    every = max(1, mandrapy.games()[name].longest // (wanted * 40))
    for step, agent in enumerate(table.agent_iter()):
        if table.terminations[agent]:
            break
        if step % every == 0:
            yield table
        table.step(int(rng.choice(np.flatnonzero(table.observe(agent)["action_mask"]))))


@pytest.mark.parametrize("name", GAMES)
def test_illegal_ids_are_refused_and_change_nothing(name):
    seen = 0
    for table in positions(name, budget(4, 20)):
        game, agent = table.unwrapped.game, table.agent_selection
        before, mask = game.history, table.observe(agent)["action_mask"]
        for wrong in [i for i in range(len(mask)) if not mask[i]][:budget(5, 50)]:
            with pytest.raises(IllegalAction, match=f"action id {wrong} "):
                table.step(wrong)
        for wrong in (-1, len(mask), 2.5, "1", True):
            with pytest.raises(InvalidRecord, match="action_id"):
                table.step(wrong)
        with pytest.raises(ValueError, match=f"{agent} is to play"):
            table.step(None)
        assert game.history == before and table.agent_selection == agent and table.unwrapped.game is game
        seen += 1
    assert seen > 1


@pytest.mark.parametrize("name", GAMES)
def test_reset_deals_by_the_seed(name):
    """reset(seed) gives mandrapy.new(seed=...)'s game; reset() goes on from the last seed, the same way twice;
    different seeds give different games."""
    one, two = env(name), env(name)
    one.reset(seed=11)
    two.reset(seed=11)
    assert str(one.unwrapped.game) == str(mandrapy.new(name, seed=11)) == str(two.unwrapped.game)
    one.reset()
    two.reset()
    assert one.unwrapped.game.seed == two.unwrapped.game.seed != 11
    two.reset(seed=np.int64(11))
    assert str(two.unwrapped.game) == str(mandrapy.new(name, seed=11))
    with pytest.raises(InvalidPosition, match="seed"):
        two.reset(seed=2.5)
    deals = set()
    for seed in range(8):
        one.reset(seed=seed)
        deals.add(str(one.unwrapped.game))
    assert len(deals) > 1


@pytest.mark.parametrize("name", GAMES)
def test_setup_reaches_the_game_and_is_checked(name):
    for setup in ([VARIANTS[name]] if name in VARIANTS else []):
        table = env(name, **setup)
        table.reset(seed=1)
        assert str(table.unwrapped.game) == str(mandrapy.new(name, seed=1, **setup))
    with pytest.raises(InvalidPosition, match="nonsense"):
        env(name, nonsense=True)
    with pytest.raises(InvalidPosition, match="players"):
        env(name, players=99)
    table = env(name)
    table.reset(seed=1)
    with pytest.raises(ValueError, match="observe: agent must be one of player_0, "):
        table.observe("player_99")
    with pytest.raises(ValueError, match="render_mode"):
        env(name, render_mode="window")
    with pytest.raises(InvalidPosition, match="env: game"):
        env("no such game")


@pytest.mark.parametrize("name", GAMES)
def test_renders_show_the_whole_position(name):
    table = raw_env(name, render_mode="ansi")
    table.reset(seed=5)
    assert table.render() == str(table.game)
    picture = importlib.import_module(f"mandrapy.{name}").picture(table.game).drawing
    table.render_mode = "rgb_array"
    pixels = table.render()
    assert pixels.shape == (picture.height, picture.width, 3) and pixels.dtype == np.uint8
    assert np.array_equal(pixels, rgb_array(picture))


def test_kuhn_picture_shows_both_cards():
    """The watcher's picture: the green table, and both cards face up (white), where the board draws them."""
    table = raw_env("kuhn", render_mode="rgb_array")
    table.reset(seed=1)
    pixels = table.render()
    assert pixels[250, 10].tolist() == [0x1E, 0x6B, 0x45]                       # the table's green
    for x in (60, 300):                                                        # each card (70 x 100 at y 60)
        assert pixels[70, x + 8].tolist() == [255, 255, 255]


def test_raster_paints_each_shape():
    d = Drawing(80, 40, background="#000000")
    d.rect(0, 0, 20, 20, fill="#ff0000", radius=4)
    d.circle(40, 10, 8, fill="#00ff00")
    d.rect(0, 20, 20, 20, fill="#0000ff", alpha=0.5)
    d.line(22, 30, 58, 30, stroke="#ffffff", width=4, dash=(4, 4))
    d.polygon([(30, 22), (38, 22), (34, 28)], fill="#ffff00")
    d.text(62, 12, "x", size=12, fill="#ffffff")
    p = rgb_array(d)
    assert p[10, 10].tolist() == [255, 0, 0] and p[0, 0].tolist() != [255, 0, 0]          # rounded corner
    assert p[10, 40].tolist() == [0, 255, 0] and p[10, 49].tolist() == [0, 0, 0]
    assert abs(int(p[30, 10, 2]) - 128) <= 2 and p[30, 10, :2].tolist() == [0, 0]          # half see-through
    assert {p[30, x].tolist()[0] for x in range(24, 40)} >= {0, 255}                     # dashes and gaps
    assert p[23, 34].tolist()[:2] == [255, 255]
    assert p[6:18, 60:72].max() > 0 and p[6:18, 72:80].max() == 0                         # the text
    assert rgb_array(d, scale=2).shape == (80, 160, 3)
    d = Drawing(40, 40, background="#000000")
    d.rect(0, 0, 40, 40, fill="#00ff00")
    d.rect(10, 10, 20, 20, stroke="#ff0000", width=2, dash=(4, 4))        # an outline only: its gaps show through
    p = rgb_array(d)
    assert p[10, 12].tolist() == [255, 0, 0] and p[10, 16].tolist() == [0, 255, 0] and p[20, 20].tolist() == [0, 255, 0]
    with pytest.raises(ValueError, match="scale"):
        rgb_array(d, scale=0)


def test_the_docs_examples_run():
    failed, tried = doctest.testfile(str(DOCS), module_relative=False, optionflags=doctest.ELLIPSIS, verbose=False)
    assert tried >= 10 and failed == 0


def test_a_refusal_lists_the_legal_ids_shortly():
    from mandrapy.interop.pettingzoo import shown

    assert shown([0, 1]) == "[0, 1]"
    assert shown(list(range(30))) == "[" + ", ".join(map(str, range(20))) + ", ... 30 in all]"

"""mandrapy.interop.openspiel: every game with a research face as a pyspiel Python game. OpenSpiel's own checks
(random_sim_test; the resampling check of its C++ ResampleInfostateTest, in Python), its Python ISMCTS bot playing
through our resampler, pyspiel's own serialization, the chance node that deals each game, and clear refusals."""

from __future__ import annotations

import copy
import pickle
import random

import numpy as np
import pytest
from budget import LONG, budget

import mandrapy
from mandrapy.core import research
from mandrapy.core.registry import game_class

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python import observation as os_observation  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from mandrapy.interop import openspiel  # noqa: E402
from mandrapy.interop.openspiel_game import resample  # noqa: E402
from mandrapy.interop.openspiel_state import DEALS  # noqa: E402

GAMES = tuple(name for name in mandrapy.games() if type(mandrapy.new(name)).State.action_space)   # all, once merged
# Sims of random_sim_test per game and player count: Kuhn is tiny (but its chance node, 65,536 deals, each
# named and masked by the test, costs some 75 ms a sim); the others one (with a long game's log read at every
# move, a Conjuraction game is about 7 s at 2 players, 100 s at 5): `make test` plays each at its default
# player count, `make test-long` at every one.
SIMS = {"kuhn": budget(10, 100)}


def counts(name):
    fewest, most = mandrapy.games()[name].players
    return list(range(fewest, most + 1)) if LONG else [mandrapy.games()[name].default_players]


def setups():
    return [(name, players) for name in GAMES for players in counts(name)]


def dealt(game, seed):
    """A new state of ``game`` past its chance node: the deal of ``seed``."""
    state = game.new_initial_state()
    state.apply_action(seed)
    return state


@pytest.mark.parametrize("name, players", setups())
def test_openspiels_random_sim_test_passes(name, players):
    """Serialization included (pyspiel's own, at the first ten moves then powers of two): the game's chance is
    explicit, so pyspiel asks it for no generator's state."""
    game = openspiel.load(name, players=players)
    pyspiel.random_sim_test(game, num_sims=SIMS.get(name, 1), serialize=True, verbose=False)


@pytest.mark.parametrize("name", GAMES)
def test_game_type_and_info_come_from_the_declared_game_info(name):
    declared = mandrapy.games()[name]
    game = openspiel.load(name)
    kind = game.get_type()
    assert kind.short_name == f"mandrapy_{name}" and (kind.min_num_players, kind.max_num_players) == declared.players
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.max_chance_outcomes() == DEALS
    assert kind.information == (pyspiel.GameType.Information.IMPERFECT_INFORMATION
                                if declared.information == "imperfect" else pyspiel.GameType.Information.PERFECT_INFORMATION)
    assert kind.utility == pyspiel.GameType.Utility.CONSTANT_SUM
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert kind.provides_information_state_string and not kind.provides_information_state_tensor
    assert set(kind.parameter_specification) == {"players", *openspiel.variants(name)}
    assert game.num_players() == declared.default_players and game.max_game_length() == declared.longest
    assert game.num_distinct_actions() == len(game_class(name).action_space())
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (0.0, 1.0, 1.0)
    assert game.observation_tensor_shape() == [game_class(name).observation_layout(game.num_players()).size]


@pytest.mark.parametrize("name", GAMES)
def test_the_game_plays_through_pyspiel_like_any_other(name):
    """Loaded by its string; actions by id are the game's ids; tensors, strings and returns the research face's."""
    openspiel.register(name)
    game = pyspiel.load_game(f"mandrapy_{name}")
    state, rng, played = dealt(game, 3), random.Random(3), [3]
    space = game_class(name).action_space()
    while not state.is_terminal() and len(played) < 31:
        inner, player = state.mandrapy_state, state.current_player()
        assert player == inner.to_play and state.legal_actions() == research.legal_action_ids(inner)
        mask = state.legal_actions_mask()
        assert len(mask) == len(space) and [i for i, bit in enumerate(mask) if bit] == state.legal_actions()
        for seat in range(game.num_players()):
            tensor = np.array(state.observation_tensor(seat), np.float32)
            assert np.array_equal(tensor, np.array(research.observation_tensor(inner, seat), np.float32))
            assert state.observation_string(seat) == research.observation_string(inner, seat)
            assert state.information_state_string(seat) == research.information_state_string(inner, seat)
        action = rng.choice(state.legal_actions())
        assert state.action_to_string(player, action) == str(space.action(action))
        state.apply_action(action)
        played.append(action)
    assert state.history() == played and [str(a) for a in state.mandrapy_state.history] == \
        [str(space.action(a)) for a in played[1:]]
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.current_player() == pyspiel.PlayerId.TERMINAL and state.legal_actions() == []
    assert state.returns() == list(research.returns(state.mandrapy_state)) and sum(state.returns()) == 1.0
    winners = state.mandrapy_state.winners()
    assert [r > 0 for r in state.returns()] == [seat in winners for seat in range(game.num_players())]


@pytest.mark.parametrize("name", GAMES)
def test_an_observation_has_the_layouts_named_segments(name):
    game = openspiel.load(name)
    layout = game_class(name).observation_layout(game.num_players())
    observation = os_observation.make_observation(game)
    assert list(observation.dict) == [segment.name for segment in layout.segments]
    assert [observation.dict[s.name].shape for s in layout.segments] == [s.shape for s in layout.segments]
    observation.set_from(game.new_initial_state(), 1)
    assert not observation.tensor.any()                       # the chance node: nothing seen yet
    state = dealt(game, 2)
    observation.set_from(state, 1)
    assert observation.tensor.dtype == np.float32
    assert tuple(observation.tensor) == research.observation_tensor(state.mandrapy_state, 1)
    assert layout.split(observation.tensor)["seat"].tolist() == [float(q == 1) for q in range(game.num_players())]
    recall = os_observation.make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    assert recall.string_from(state, 0) == state.information_state_string(0)


@pytest.mark.parametrize("name", GAMES)
def test_a_game_starts_with_a_chance_node_that_deals_one_of_n_games(name):
    """Outcome k deals the game of seed k (mandrapy.new), each of DEALS as likely; the seat sees the deal, not k."""
    game = openspiel.load(name)
    root = game.new_initial_state()
    assert root.is_chance_node() and root.current_player() == pyspiel.PlayerId.CHANCE and root.history() == []
    outcomes = root.chance_outcomes()
    assert [k for k, _ in outcomes] == list(range(DEALS)) == root.legal_actions()
    assert len({p for _, p in outcomes}) == 1 and sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert root.action_to_string(pyspiel.PlayerId.CHANCE, 123) == "deal 123"
    assert root.clone().is_chance_node() and not root.is_terminal() and root.returns() == [0.0] * game.num_players()
    first, second = dealt(game, 48611), dealt(game, 48612)
    assert first.history() == [48611] and not first.is_chance_node() and first.chance_outcomes() == []
    assert str(first) != str(second), "two deals alike"
    assert str(first) == str(mandrapy.new(name, seed=48611).state) == str(dealt(game, 48611))
    for seat in range(game.num_players()):
        assert root.information_state_string(seat) == root.observation_string(seat) == ""
        for said in (first.information_state_string(seat), first.observation_string(seat)):
            assert "48611" not in said and "seed" not in said.lower()


@pytest.mark.parametrize("name", GAMES)
def test_pyspiels_serialization_brings_a_game_and_its_state_back(name):
    game, rng = openspiel.load(name), random.Random(5)
    root = game.new_initial_state()
    game2, root2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, root))
    assert str(game2) == str(game) and root2.is_chance_node() and str(root2) == str(root)
    state = dealt(game, 5)
    while len(state.history()) < 6 and not state.is_terminal() and len(state.legal_actions()) > 1:
        state.apply_action(rng.choice(state.legal_actions()))
    game2, state2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(game2) == str(game) and str(state2) == str(state) and state2.history() == state.history()
    while not state.is_terminal():
        assert state2.legal_actions() == state.legal_actions()
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        state2.apply_action(action)
    assert str(state2) == str(state) and state2.returns() == state.returns()


def resample_check(name, resampler, sims, seed=0, every=3):
    """OpenSpiel's ResampleInfostateTest, in Python: at states of random games, each seat's resampled state
    keeps its information-state string, its observation tensor and the player to move. Returns (what broke,
    how many resamples differed from the true state, how many were checked)."""
    game, rng = openspiel.load(name), random.Random(seed)
    broken, differed, checked = [], 0, 0
    for _ in range(sims):
        state = dealt(game, rng.randrange(DEALS))
        while not state.is_terminal():
            if (len(state.history()) - 1) % every == 0:          # (the moves after the deal)
                for seat in range(game.num_players()):
                    other = resampler(state, seat)
                    for what in ("information_state_string", "observation_tensor"):
                        if getattr(other, what)(seat) != getattr(state, what)(seat):
                            broken.append((len(state.history()), seat, what))
                    if other.current_player() != state.current_player():
                        broken.append((len(state.history()), seat, "current_player"))
                    differed += other.mandrapy_state.view(None) != state.mandrapy_state.view(None)
                    checked += 1
            state.apply_action(rng.choice(state.legal_actions()))
    return broken, differed, checked


SAMPLE_GAMES = {"kuhn": budget(30, 200)}
EVERY = {"kuhn": 1, "conjuraction": budget(29, 7)}     # the moves checked (Conjuraction: 1,000+ in a game)


@pytest.mark.parametrize("name", GAMES)
def test_resampled_states_keep_what_the_seat_saw_and_deal_the_rest_again(name):
    sims = SAMPLE_GAMES.get(name, 1)
    broken, differed, checked = resample_check(name, openspiel.Resampler(1), sims, every=EVERY.get(name, budget(9, 3)))
    assert not broken and checked > 10 + 20 * LONG
    if mandrapy.games()[name].information == "imperfect":
        assert differed > checked // 10, "the resampled states hardly differ: the check proves little"
    sampler = pyspiel.UniformProbabilitySampler(0., 1.)
    state = dealt(openspiel.load(name), 4)
    other = state.resample_from_infostate(1, sampler)
    assert other.information_state_string(1) == state.information_state_string(1)
    root = openspiel.load(name).new_initial_state()                # nothing seen: the chance node itself
    assert all(r.is_chance_node() for r in (openspiel.Resampler(1)(root, 0), openspiel.resampler(root, 1)))


def test_the_resampling_check_can_fail():
    """A resampler that peeks (the true state itself) keeps everything and never differs; one that deals again
    what another seat has not seen changes what this seat saw."""
    name = "kuhn" if "kuhn" in GAMES else GAMES[0]
    broken, differed, checked = resample_check(name, lambda state, seat: state.clone(), 3)
    assert not broken and checked > 0 and differed == 0
    wrong_seat = lambda state, seat: resample(state, 1 - seat, random.Random(len(state.history())))  # noqa: E731
    broken, _, _ = resample_check(name, wrong_seat, 5)
    assert any(what == "information_state_string" for _, _, what in broken)


def bot(game, seed, simulations, rollout=None):
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed), max_length=rollout)
    player = ismcts.ISMCTSBot(game, evaluator, 2.0, simulations, random_state=np.random.RandomState(seed))
    player.set_resampler(openspiel.Resampler(seed))
    return player


@pytest.mark.parametrize("name", GAMES)
def test_openspiels_ismcts_bot_plays_a_whole_game_with_our_resampler(name):
    """Kuhn at a real budget; the other games at a tiny one (short rollouts: a check that it runs, not a
    strength test: benchmarks/tournament.py --openspiel measures that), the bots deciding the first 30
    moves in `make test` (a Conjuraction game is 1,000+: random moves then finish it), all of them when long."""
    kuhn = name == "kuhn"
    game, rng = openspiel.load(name, players=2), random.Random(9)
    bots = [bot(game, seat, 100 if kuhn else 2, None if kuhn else 8) for seat in range(2)]
    state, searched = dealt(game, 9), 0
    while not state.is_terminal():
        before = state.information_state_string(state.current_player())
        if len(state.history()) < budget(30, game.max_game_length()):
            action = bots[state.current_player()].step(state)
            searched += len(state.legal_actions()) > 1
        else:
            action = rng.choice(state.legal_actions())
        assert action in state.legal_actions()
        assert state.information_state_string(state.current_player()) == before      # the search left it alone
        state.apply_action(action)
    assert sum(state.returns()) == 1.0 and searched > 0


def test_ismcts_beats_a_random_player_at_kuhn():
    """The resampler feeds the search what it needs: OpenSpiel's ISMCTS wins more than its fair half against
    random play (a whole game is a few moves: 60 games)."""
    game, won = openspiel.load("kuhn"), 0.0
    rng = random.Random(21)
    for number in range(budget(60, 200)):
        searcher, state = bot(game, number, 200), dealt(game, rng.randrange(DEALS))
        seat = number % 2
        while not state.is_terminal():
            player = state.current_player()
            state.apply_action(searcher.step(state) if player == seat else rng.choice(state.legal_actions()))
        won += state.returns()[seat]
    assert won / budget(60, 200) > 0.55


def test_wrong_parameters_are_refused_clearly():
    name = GAMES[0]
    fewest, most = mandrapy.games()[name].players
    with pytest.raises(ValueError, match=r"players: a whole number from \d+ to \d+, not 9"):
        openspiel.load(name, players=9)
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter 'rng_seed'"):
        openspiel.load(name, rng_seed=1)                        # (no use: chance is the first node's)
    with pytest.raises(pyspiel.SpielError, match="Wrong type for parameter players"):
        openspiel.load(name, players="two")
    with pytest.raises(mandrapy.InvalidPosition, match="not a game of mandrapy"):
        openspiel.load("chess")
    with pytest.raises(ValueError, match="observers take no parameters"):
        openspiel.load(name).make_py_observer(None, {"x": 1})
    root = openspiel.load(name).new_initial_state()
    with pytest.raises(mandrapy.IllegalAction, match="a deal is one of 0 to 65535"):
        root.apply_action(DEALS)
    with pytest.raises(ValueError, match="mandrapy_state: none yet"):
        _ = root.mandrapy_state
    state = dealt(openspiel.load(name), 1)
    illegal = next(i for i in range(len(game_class(name).action_space())) if i not in state.legal_actions())
    with pytest.raises(mandrapy.IllegalAction):
        state.apply_action(illegal)
    with pytest.raises(mandrapy.InvalidRecord, match="action_id"):
        state.apply_action(10**6)
    with pytest.raises(ValueError, match="player"):
        openspiel.Resampler(1)(state, 5)


@pytest.mark.skipif("mandragora" not in GAMES, reason="Mandragora's research face is not in yet")
def test_a_variant_the_rules_refuse_is_refused_by_the_rules():
    assert openspiel.load("mandragora", players=4, teams=True).get_parameters()["teams"] is True
    with pytest.raises(mandrapy.InvalidPosition):
        openspiel.load("mandragora", players=2, teams=True)


def test_registering_again_changes_nothing():
    names = openspiel.register()
    assert names == [f"mandrapy_{name}" for name in GAMES] == openspiel.register()
    assert set(names) <= set(pyspiel.registered_names())


def test_a_state_and_a_game_pickle_and_deep_copy():
    """Through pyspiel's serialization, the game registered first (an unpickled state has a game of its own)."""
    name = GAMES[0]
    game = openspiel.load(name)
    state = dealt(game, 6)
    state.apply_action(state.legal_actions()[-1])
    for twin in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
        assert str(twin) == str(state) and twin.legal_actions() == state.legal_actions()
        assert str(twin.get_game()) == str(game) and twin.history() == state.history()
    assert pickle.loads(pickle.dumps(game.new_initial_state())).is_chance_node()
    assert str(pickle.loads(pickle.dumps(game))) == str(game) == str(copy.deepcopy(game))


@pytest.mark.parametrize("name", GAMES)
def test_a_clone_goes_its_own_way_with_its_own_log(name):
    """A clone shares the log worded so far (openspiel_state.Deal): after different moves, each state's strings
    are those of a rules state copied afresh (its log worded from nothing)."""
    game, rng = openspiel.load(name), random.Random(8)
    state = dealt(game, 8)
    while len(state.legal_actions()) < 2:                      # (a choice, to go two ways)
        state.apply_action(rng.choice(state.legal_actions()))
    for seat in range(game.num_players()):
        state.information_state_string(seat)                  # the log worded, then shared with the clone
    twin = state.clone()
    first, second = state.legal_actions()[:2]
    state.apply_action(first)
    twin.apply_action(second)
    for pyspiel_state in (state, twin):
        fresh = pyspiel_state.mandrapy_state.clone()
        for seat in range(game.num_players()):
            assert pyspiel_state.information_state_string(seat) == research.information_state_string(fresh, seat)
            assert pyspiel_state.observation_string(seat) == research.observation_string(fresh, seat)
    assert any(state.information_state_string(s) != twin.information_state_string(s) for s in range(game.num_players()))


@pytest.mark.parametrize("name", GAMES)
def test_resampled_states_play_on_to_the_end_with_ids(name):
    """A search plays on from resampled states: every action their rules then offer has an id. One that has
    none shows a sampler dealing a state the real game never reaches (what a seat cannot hold, say)."""
    game, rng = openspiel.load(name, players=2), random.Random(13)
    resampler, played = openspiel.Resampler(13), 0
    for _ in range(budget(4, 16) if name == "conjuraction" else budget(40, 160)):     # (1,000+ moves a game)
        state = game.new_initial_state()
        stop = rng.randrange(0, min(40, game.max_game_length() + 1))
        while not state.is_terminal() and len(state.history()) < stop:
            state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        sample = resampler(state, state.current_player())
        for _ in range(budget(3, 10)):
            twin = sample.clone()
            while not twin.is_terminal():
                try:
                    twin.apply_action(rng.choice(twin.legal_actions()))
                except ValueError as error:
                    pytest.fail(f"a resampled {name} state (move {len(state.history())}) went on to an action "
                                f"with no id: {error}")
            played += 1
    assert played > 5

"""The search (mandrapy.core.ismcts) and the computer levels (mandrapy.player): deterministic for a seed,
within budget, from views only, and accepted wherever computer seats are."""

import random
import time

import pytest

import mandrapy
from mandrapy.core.determinize import information
from mandrapy.core.ismcts import margins, search
from mandrapy.core.players import GameLevel, RandomPlayer, play_game

from kuhn_poker import Answer, Kuhn, KuhnState

PARAMETERS = {"mandragora": {"players": 2}, "magyarcana": {}, "conjuraction": {"players": 2}}


def midgame(name: str, moves: int = 12):
    game = mandrapy.new(name, seed=7, **PARAMETERS[name])
    rng = random.Random(1)
    while len(game.history) < moves or len(game.legal_actions()) < 2:
        game.play(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("name", sorted(PARAMETERS))
def test_the_search_is_deterministic_for_a_seed_and_chooses_a_legal_action(name):
    game = midgame(name)
    info = information(game.view(game.to_play))
    first, second = (search(info, random.Random(4), iterations=40) for _ in range(2))
    assert first.moves == second.moves and first.iterations == 40
    assert first.best in game.legal_actions()
    assert sum(m.visits for m in first.moves) == 40
    assert {m.action for m in first.moves} <= set(game.legal_actions())


def test_the_search_stops_on_the_clock():
    game = midgame("mandragora")
    started = time.perf_counter()
    result = search(information(game.view(game.to_play)), random.Random(1), seconds=0.2)
    assert time.perf_counter() - started < 10 and 1 <= result.iterations < 20_000     # a loaded machine is slow


def test_the_search_calls_a_kings_bet_and_folds_a_jack_facing_one():
    for seed, card in ((1, "King"), (0, "Jack")):
        game = Kuhn(seed=seed)
        game.play("bet")
        if game.view(1).hands[1] != card:
            continue
        choice = mandrapy.player("ismcts", seed=2, iterations=300).choose(game.view(1))
        assert str(choice) == ("call" if card == "King" else "fold")


class TimidState(KuhnState):
    """Kuhn poker where a player facing a bet always folds: the game's ``finish_turn`` answers at once."""

    def finish_turn(self, rng):
        if not self.is_over and self.decision.kind.code == "facing":
            self.apply_legal(Answer(False))


def test_a_games_finish_turn_plays_on_after_every_action_the_tree_chooses():
    # Facing a timid opponent every bet wins the pot, so even a Jack bets: the search played the fold itself.
    # Without the hook, the same seed checks with the Jack.
    for state_class, choice in ((KuhnState, "check"), (TimidState, "bet")):
        game = Kuhn(seed=1)
        assert game.view(0).hands[0] == "Jack"
        game.state.__class__ = state_class
        result = search(information(game.view(0)), random.Random(3), iterations=300)
        assert str(result.best) == choice
        if state_class is TimidState:
            assert result.move(result.best).win == 1.0


def test_margins_are_each_score_less_the_best_other():
    assert margins((5, 9, 2)) == (-4, 4, -7)


def test_levels_resolve_to_players_and_refuse_anything_else():
    assert isinstance(mandrapy.player("random", seed=1), RandomPlayer)
    assert isinstance(mandrapy.player("greedy"), GameLevel)
    assert mandrapy.player("ismcts", iterations=5).name == "ismcts"
    for bad, message in ((("hard",), "unknown level 'hard'; the levels are 'random', 'greedy', 'ismcts'"),
                         (("random",), "only the 'ismcts' level"),
                         (("ismcts",), "iterations must be")):
        with pytest.raises(ValueError, match=message):
            mandrapy.player(*bad, **({"iterations": 0} if bad == ("ismcts",) else
                                     {"iterations": 5} if bad == ("random",) else {}))
    with pytest.raises(ValueError, match="seconds must be a positive number"):
        mandrapy.player("ismcts", seconds=-1)


@pytest.mark.parametrize("name", sorted(PARAMETERS))
def test_every_level_plays_a_whole_game_of_every_game(name):
    levels = ["greedy", "ismcts"] if name != "conjuraction" else ["greedy", "random"]
    state = mandrapy.new(name, seed=3, **PARAMETERS[name]).state
    players = [mandrapy.player(level, seed=1, **({"iterations": 8} if level == "ismcts" else {}))
               for level in levels]
    result = play_game(state, players)
    assert state.is_over and result["winners"]


def test_play_game_takes_level_names_and_refuses_junk():
    state = mandrapy.new("mandragora", players=2, seed=5).state
    assert play_game(state, ["greedy", "random"], seed=1)["actions"] == len(state.history)
    with pytest.raises(ValueError, match="a level must be a name such as 'random' or a player"):
        play_game(mandrapy.new("mandragora", players=2, seed=5).state, [42, "random"])


def test_a_player_decides_from_a_view_and_refuses_anything_else():
    with pytest.raises(ValueError, match="not a view made by game.view"):
        mandrapy.player("ismcts", iterations=5).choose(object())


def test_a_view_taken_before_a_move_still_gives_samples_of_its_own_position():
    game = midgame("magyarcana", 6)
    view = game.view(game.to_play)
    game.play(game.legal_actions()[0])
    assert information(view).sample(random.Random(1)).view(view.seat) == view


def test_a_search_stops_at_its_deadline_after_one_iteration_at_least():
    game = midgame("mandragora")
    info = information(game.view(game.to_play))
    late = search(info, random.Random(1), deadline=time.perf_counter() - 1)
    assert late.iterations == 1
    capped = search(info, random.Random(1), iterations=10_000_000, deadline=time.perf_counter() + 0.05)
    assert 1 <= capped.iterations < 10_000_000
    both = search(info, random.Random(1), seconds=60, deadline=time.perf_counter() - 1)     # the earlier
    assert both.iterations == 1
    with pytest.raises(ValueError, match="a search needs a budget"):
        search(info, random.Random(1))

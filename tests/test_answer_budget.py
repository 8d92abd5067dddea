"""A board's computer answers within half a second: the default budget's clock (issue 34)."""

import time

import mandrapy
from mandrapy.core.search_player import DEFAULT_SECONDS, SearchPlayer


def test_the_default_budget_is_the_games_iterations_capped_within_half_a_second():
    player = SearchPlayer(seed=1)
    for name in ("mandragora", "magyarcana", "conjuraction"):
        state_class = type(mandrapy.new(name, seed=1).state)
        assert player.budget(state_class) == {"iterations": state_class.search_iterations,
                                              "seconds": DEFAULT_SECONDS}
    assert DEFAULT_SECONDS <= 0.45


def test_a_huge_default_budget_still_stops_on_the_clock(monkeypatch):
    game = mandrapy.new("conjuraction", players=5, seed=2)
    monkeypatch.setattr(type(game.state), "search_iterations", 10**9)
    player = SearchPlayer(seed=1)
    started = time.process_time()
    player.choose(game.view(game.to_play))
    assert player.last.iterations < 10**9
    assert time.process_time() - started < DEFAULT_SECONDS + 0.3          # (one last iteration may overrun)

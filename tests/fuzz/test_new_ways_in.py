"""Bad input fed to the ways in that issues 17 and 19 added: the session's language, a computer player's
level and budget, a hint's seat and budget. Each gets one ValueError naming what was wrong, and nothing
changes (the language spoken, the game)."""

from __future__ import annotations

import pytest

import mandrapy

# ("FR" and "fr " are French: names are read in any case and spacing, tests/test_names_any_case.py.)
NOT_LANGUAGES = [None, 3, "", ["fr"], b"fr", {"fr": 1}, "english", "f r"]
BAD_BUDGETS = [{"iterations": 0}, {"iterations": -1}, {"iterations": 1.5}, {"iterations": True},
               {"iterations": "9"}, {"seconds": float("nan")}, {"seconds": float("inf")}, {"seconds": -1},
               {"seconds": 0}, {"seconds": True}, {"speed": 3}, {"iteration": 10}]


@pytest.mark.parametrize("language", NOT_LANGUAGES, ids=repr)
def test_set_language_refuses_what_is_not_a_language_and_keeps_the_one_spoken(language):
    mandrapy.set_language("fr")
    with pytest.raises(ValueError, match="language"):
        mandrapy.set_language(language)
    assert mandrapy.current_language() == "fr"
    mandrapy.set_language("en")


@pytest.mark.parametrize("budget", BAD_BUDGETS, ids=repr)
def test_a_computer_player_refuses_a_bad_budget_naming_it(budget):
    with pytest.raises(ValueError, match="|".join(budget)):
        mandrapy.player("ismcts", seed=1, **budget)


@pytest.mark.parametrize("level", [None, 3, "", "IS MCTS", ["random"], "minimax"], ids=repr)
def test_a_computer_player_refuses_an_unknown_level(level):
    with pytest.raises(ValueError, match="level"):
        mandrapy.player(level)


@pytest.mark.parametrize("name", mandrapy.games())
@pytest.mark.parametrize("seat, budget", [(-1, {}), (9, {}), ("0", {}), (1.0, {}), (True, {}),
                                          (None, {"iterations": 0}), (None, {"seconds": float("nan")})], ids=repr)
def test_a_hint_refuses_a_bad_seat_or_budget_and_changes_nothing(name, seat, budget):
    game = mandrapy.new(name, seed=1)
    before, moves = game.state.to_dict(), game.move_number
    with pytest.raises(ValueError, match="seat" if budget == {} else "|".join(budget)):
        game.hint(seat, **budget) if seat is not None else game.hint(**budget)
    assert game.state.to_dict() == before and game.move_number == moves

"""hint(seat) for any seat (issue 31): the seat to play gets a suggestion and a judgement of its last move; a seat
not to play, or any seat of a finished game, gets the judgement of its last move and whose turn it is; a seat that
is not one is refused with a ValueError naming the argument."""

import random

import pytest
from kuhn_poker import Kuhn

import mandrapy
from mandrapy.core.language import speaking

GAMES = {"mandragora": {"players": 2}, "magyarcana": {}, "conjuraction": {"players": 2}}


def test_a_seat_not_to_play_has_its_move_just_made_judged_and_is_told_whose_turn_it_is():
    game = Kuhn(seed=1)
    game.play("bet")
    advice = game.hint(0, iterations=50)
    assert advice.seat == 0 and advice.moves == () and advice.suggestion is None and advice.to_play == 1
    assert advice.judgement.move == 0 and str(advice.judgement.action) == "bet"
    lines = advice.lines("en")
    assert lines[0] == "Player 0: it is not your turn (Player 1 is to play)."
    assert lines[1].startswith("Your last move, bet, ")
    assert advice.lines("fr")[0] == "Joueur 0 : ce n'est pas votre tour (Joueur 1 joue)."
    assert game.hint(0, iterations=50) == advice                  # deterministic for its seed


def test_a_seat_that_has_not_moved_yet_is_only_told_whose_turn_it_is():
    advice = Kuhn(seed=1).hint(1, iterations=50)
    assert advice.judgement is None and advice.moves == ()
    assert advice.lines("en") == ("Player 1: it is not your turn (Player 0 is to play).",)


def test_a_finished_game_judges_each_seat_s_last_move_by_default_the_last_one_made():
    game = Kuhn(seed=1)
    game.play("bet")
    game.play("fold")
    last = game.hint(iterations=50)
    assert last.seat == 1 and last.over and last.to_play is None and str(last.judgement.action) == "fold"
    first = game.hint(0, iterations=50)
    assert str(first.judgement.action) == "bet" and first.judgement.move == 0
    assert first.lines("en")[0] == "Player 0: the game is over."
    with speaking("fr"):
        assert str(first).startswith("Joueur 0 : la partie est finie.\nVotre dernier coup, ")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_judges_the_seat_that_just_moved(name):
    game = mandrapy.new(name, seed=5, **GAMES[name])
    rng = random.Random(3)
    while len(game.history) < 6 or game.deciders[-1] == game.to_play \
            or len(game.state.at(len(game.history) - 1).legal_actions()) < 2:
        game.play(rng.choice(game.legal_actions()))
    mover = game.deciders[-1]
    advice = game.hint(mover, iterations=30)
    assert advice.moves == () and advice.to_play == game.to_play
    assert advice.judgement.move == len(game.history) - 1 and advice.judgement.action == game.history[-1]
    assert advice.judgement.verdict != "only"
    assert str(advice).startswith(f"Player {mover}: it is not your turn")


@pytest.mark.parametrize("seat", [2, -1, True, 1.0, "0"])
def test_a_seat_that_is_not_one_is_refused_naming_the_argument(seat):
    with pytest.raises(ValueError, match=r"^hint: seat must be a seat from 0 to 1, not "):
        Kuhn(seed=1).hint(seat, iterations=10)

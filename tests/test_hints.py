"""Hints (mandrapy.core.hints): the search's advice as facts, worded in English and French, and the lichess-style
judgement of a seat's last move."""

import random

import pytest
from kuhn_poker import Kuhn

import mandrapy
from mandrapy.core.hint_words import CATALOGUES
from mandrapy.core.hints import Budget, Hint, Judgement, judge

GAMES = {"mandragora": {"players": 2}, "magyarcana": {}, "conjuraction": {"players": 2}}


def dealt(card: str, seat: int = 1) -> Kuhn:
    return next(game for game in (Kuhn(seed=s) for s in range(50)) if game.state.hands[seat][0] == card)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_gives_a_hint_for_the_seat_to_play_naming_its_move_as_its_log_does(name):
    """English names the move in its action text; French as the game's French log does (Speech.action)."""
    game = mandrapy.new(name, seed=5, **GAMES[name])
    rng = random.Random(2)
    while len(game.history) < 6 or len(game.legal_actions()) < 2:
        game.play(rng.choice(game.legal_actions()))
    advice = game.hint(iterations=40)
    assert isinstance(advice, Hint) and advice.seat == game.to_play
    assert advice.suggestion in game.legal_actions()
    player = "Sorcière" if name == "mandragora" else "Joueur"        # each game's glossary word
    named = game.state.speech["fr"].action_words(advice.suggestion, game.view(game.to_play))
    assert named != str(advice.suggestion)
    if advice.clear:
        assert str(advice).startswith(f"Player {game.to_play}: {advice.suggestion} looks best.")
        assert advice.text("fr").startswith(f"{player} {game.to_play} : {named} semble le meilleur coup.")
    else:
        assert str(advice).startswith(f"Player {game.to_play}: no move stands out. The search tried "
                                      f"{advice.suggestion} most")
        assert advice.text("fr").startswith(f"{player} {game.to_play} : aucun coup ne se détache. La recherche a "
                                            f"surtout essayé {named},")
    assert 1 <= len(advice.moves) <= 3 and all(0 < m.share <= 1 for m in advice.moves)
    assert advice.judgement is None or advice.judgement.move < len(game.history)
    assert game.hint(iterations=40) == advice                    # deterministic for its seed


def test_folding_a_king_is_a_blunder_and_calling_is_named_the_better_move():
    game = dealt("King")
    game.play("bet")
    game.play("fold")
    found = judge(game.state, 1, random.Random(0), Budget(300))
    assert found.verdict == "blunder" and str(found.better) == "call" and found.drop > 0.5


def test_folding_a_jack_facing_a_bet_is_the_best_move():
    game = dealt("Jack")
    game.play("bet")
    game.play("fold")
    assert judge(game.state, 1, random.Random(0), Budget(300)).verdict == "best"


def test_the_judgement_is_worded_with_its_facts_in_both_languages():
    from mandrapy.core.ismcts import Move
    move = Move("seek 2", 30, 0.6, 0.7, 0.65, 2.5)
    other = Move("seek 1", 20, 0.4, 0.5, 0.45, -1.0)
    advice = Hint(0, (move, other), Judgement(3, "seek 3", "mistake", "seek 2", 0.12, 3.4), 50)
    english, french = advice.lines("en"), advice.lines("fr")
    assert english == (("Player 0: seek 2 looks best. The search chose it in 60 % of its tries; in the futures it "
                       "sampled it won 65 % of the time and ended 2.5 points ahead of the best other player."),
                       ("Also considered: seek 1 (40 % of the tries; it won 45 % of the time and ended about 3.5 "
                       "points worse on average)."),
                       ("Your last move, seek 3, was a mistake: it cost about 12 % of your winning chances "
                       "and about 3.4 points on average; seek 2 was better."))
    assert french[2] == ("Votre dernier coup, seek 3, était une erreur : il a coûté environ 12 % de vos chances de "
                         "gagner et environ 3,4 points en moyenne ; seek 2 était meilleur.")
    with pytest.raises(ValueError, match="language must be one of en, fr"):
        advice.text("de")


def test_french_points_below_two_are_singular_and_the_games_word_names_the_player():
    from mandrapy.core.ismcts import Move
    move = Move("seek 2", 30, 0.6, 0.7, 0.65, 1.0)
    other = Move("seek 1", 20, 0.4, 0.5, 0.45, -0.5)
    advice = Hint(0, (move, other), Judgement(3, "seek 3", "mistake", "seek 2", 0.12, 2.0), 50,
                  {"en": "player", "fr": "sorcière"})
    french = advice.lines("fr")
    assert french[0].startswith("Sorcière 0 : seek 2 semble le meilleur coup.")
    assert french[0].endswith("fini avec 1,0 point d'avance sur le meilleur adversaire.")
    assert french[1] == ("Autre coup étudié : seek 1 (40 % des essais ; il a gagné 45 % des parties et fini avec "
                         "environ 1,5 point de moins en moyenne).")
    assert "et environ 2,0 points en moyenne ;" in french[2]
    assert advice.lines("en")[0].startswith("Player 0: ") and "1.0 points ahead" in advice.lines("en")[0]


def test_both_catalogues_word_the_same_facts():
    assert set(CATALOGUES["en"]) == set(CATALOGUES["fr"])
    for key, english in CATALOGUES["en"].items():
        fields = {part.split("}")[0] for part in english.split("{")[1:]}
        assert fields == {part.split("}")[0] for part in CATALOGUES["fr"][key].split("{")[1:]}, key


def test_a_hint_without_a_language_speaks_the_session_language_set_by_set_language():
    from mandrapy.core.language import speaking
    advice = mandrapy.new("mandragora", players=2, seed=5).hint(iterations=40)
    with speaking("fr"):
        assert str(advice) == advice.text("fr", width=88) and advice.text("fr") == " ".join(advice.lines())
        seat = advice.seat
        assert str(advice).startswith(f"Sorcière {seat} : ") and advice.text("en").startswith(f"Player {seat}: ")
    assert str(advice) == advice.text("en", width=88)


def test_a_printed_hint_has_short_lines_and_splits_no_word():
    advice = mandrapy.new("mandragora", players=2, seed=5).hint(iterations=40)
    for language in ("en", "fr"):
        printed = advice.text(language, width=88)
        assert max(map(len, printed.splitlines())) <= 88 and len(printed.splitlines()) > len(advice.lines())
        assert printed.split() == advice.text(language).split()

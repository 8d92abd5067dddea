"""Hint words never contradict their numbers (issue 31), from constructed facts in English and French: equal win
shares are never "winning less often" (each move shows its own); a move is called best only when the search's
visits support it (mandrapy.core.hints.stands_out); a judgement's points are said as a cost or a gain."""

import pytest

from mandrapy.core.hints import FEW, LEAD, Hint, Judgement, stands_out
from mandrapy.core.ismcts import Move


def move(action, visits, win, margin, total=100):
    return Move(action, visits, visits / total, 0.5, win, margin)


def test_the_issue_s_hint_equal_wins_with_a_better_margin_elsewhere_is_not_called_best_nor_winning_less():
    first, other = move("seek 2", 60, 1.0, 3.0), move("seek 1", 30, 1.0, 3.9)
    advice = Hint(0, (first, other), None, 100)
    english, french = advice.lines("en"), advice.lines("fr")
    assert not advice.clear                        # the other move did as well on wins and better on points
    assert english == (
        ("Player 0: no move stands out. The search tried seek 2 most, in 60 % of its tries; in the futures it "
        "sampled it won 100 % of the time and ended 3.0 points ahead of the best other player."),
        ("Also considered: seek 1 (30 % of the tries; it won 100 % of the time and ended about 0.9 points better "
        "on average)."))
    assert french == (
        ("Joueur 0 : aucun coup ne se détache. La recherche a surtout essayé seek 2, dans 60 % de ses essais ; dans "
        "les suites qu'elle a tirées au sort, il a gagné 100 % des parties et fini avec 3,0 points d'avance sur le "
        "meilleur adversaire."),
        ("Autre coup étudié : seek 1 (30 % des essais ; il a gagné 100 % des parties et fini avec environ 0,9 point "
        "de plus en moyenne)."))
    assert "less often" not in " ".join(english) and "moins souvent" not in " ".join(french)


def test_a_move_tried_in_7_percent_of_the_tries_is_not_called_best():
    moves = (move("a", 7, 0.6, 1.0), move("b", 6, 0.5, 0.0), move("c", 6, 0.4, -1.0))
    advice = Hint(1, moves, None, 100)
    assert not advice.clear
    assert advice.lines("en")[0].startswith("Player 1: no move stands out. The search tried a most, in 7 % ")
    assert advice.lines("fr")[0].startswith("Joueur 1 : aucun coup ne se détache. La recherche a surtout essayé "
                                            "a, dans 7 % ")
    assert all("looks best" not in line for line in advice.lines("en"))
    assert all("semble le meilleur coup" not in line for line in advice.lines("fr"))


def test_a_clear_favourite_looks_best_in_both_languages():
    advice = Hint(0, (move("a", 60, 0.7, 2.0), move("b", 20, 0.5, 2.2)), None, 100)
    assert advice.clear
    assert advice.lines("en")[0].startswith("Player 0: a looks best. The search chose it in 60 % of its tries;")
    assert advice.lines("fr")[0].startswith("Joueur 0 : a semble le meilleur coup. La recherche l'a choisi dans 60 %")
    assert advice.lines("en")[1] == ("Also considered: b (20 % of the tries; it won 50 % of the time and ended with "
                                     "about the same margin).")
    assert advice.lines("fr")[1] == ("Autre coup étudié : b (20 % des essais ; il a gagné 50 % des parties et fini "
                                     "avec à peu près le même écart).")


@pytest.mark.parametrize("moves, clear", [
    ((move("a", FEW, 0.5, 0.0),), True),                                     # the only move tried, enough tries
    ((move("a", FEW - 1, 0.5, 0.0),), False),                                # too few tries to say
    ((move("a", 30, 0.5, 0.0), move("b", 20, 0.4, 0.0)), True),              # 1.5 times the next
    ((move("a", 29, 0.5, 0.0), move("b", 20, 0.4, 0.0)), False),             # less than 1.5 times
    ((move("a", 60, 0.5, 0.0), move("b", 20, 0.6, 0.0)), False),             # b won more, as many points
    ((move("a", 60, 0.5, 0.0), move("b", 20, 0.6, -1.0)), True),             # b won more, fewer points
    ((move("a", 60, 0.5, 1.0), move("b", 20, 0.5, 1.0)), True),              # the same numbers: a was tried more
])
def test_the_criterion_for_best(moves, clear):
    assert LEAD == 1.5 and stands_out(moves) is clear


@pytest.mark.parametrize("points, english, french", [
    (3.4, " and about 3.4 points on average;", " et environ 3,4 points en moyenne ;"),
    (-1.2, ", though it ended about 1.2 points better on average;",
     ", bien qu'il ait fini avec environ 1,2 point de plus en moyenne ;"),
    (0.04, " winning chances; seek 2 was better.", " chances de gagner ; seek 2 était meilleur."),
])
def test_a_judgement_says_its_points_as_a_cost_or_a_gain_or_not_at_all(points, english, french):
    advice = Hint(0, (move("seek 2", 60, 0.7, 2.0),), Judgement(3, "seek 3", "mistake", "seek 2", 0.12, points), 60)
    assert english in advice.lines("en")[-1] and french in advice.lines("fr")[-1]
    assert advice.lines("en")[-1].startswith("Your last move, seek 3, was a mistake: it cost about 12 % of your ")


def test_a_judgement_without_time_to_compare_says_so():
    advice = Hint(0, (), Judgement(3, "seek 3", "unknown", None, 0.0, 0.0), 0, to_play=1)
    assert advice.lines("en")[-1] == "Your last move, seek 3: the search had no time to compare it with another move."
    assert advice.lines("fr")[-1] == ("Votre dernier coup, seek 3 : la recherche n'a pas eu le temps de le comparer "
                                      "à un autre.")

"""Rulebook "Scoring": a controlled number territory scores its number, a face 11; ties score for both;
most points wins, then most controlled territories, then a shared victory."""

from magyarcana_helpers import C, column, play, position

HOMES = ("Under of Acorns", "Over of Acorns")


def ended(territories, placed, seed=1):
    """The position, then player 0 refills and the game ends (deck empty, two reshuffles used)."""
    game = position(seed=seed, territories=column(*territories), minions=placed, hands={0: "8 of Acorns"},
                    deck=[], reshuffles=2)
    play(game, "refill", "done")
    assert game.is_over
    return game


def test_a_controlled_number_territory_scores_its_number_and_a_face_scores_eleven():
    game = position(territories=column(HOMES[0], "9 of Bells", "King of Hearts", "7 of Leaves", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], "9 of Bells": [(0, 2), (1, 1)], "King of Hearts": [(1, 3)],
                             "7 of Leaves": [(0, 1), (1, 2)], HOMES[1]: [(1, 1)]})
    # Player 0: Under (11) + 9 of Bells (9); player 1: King of Hearts (11) + 7 of Leaves (7) + Over (11).
    assert game.view(None).scores == (20, 29)
    assert game.state.controlled(0) == [C(HOMES[0]), C("9 of Bells")]


def test_a_tied_territory_scores_for_both_players():
    game = position(territories=column(HOMES[0], "10 of Bells", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], "10 of Bells": [(0, 1), (0, 1), (1, 2)], HOMES[1]: [(1, 1)]})
    assert game.view(None).scores == (21, 21)


def test_an_empty_territory_scores_for_nobody():
    game = position(territories=column(HOMES[0], "10 of Bells", HOMES[1]),
                    minions={HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]})
    assert game.view(None).scores == (11, 11)


def test_most_points_wins():
    game = ended([HOMES[0], "10 of Bells", HOMES[1]],
                 {HOMES[0]: [(0, 1)], "10 of Bells": [(0, 2), (1, 1)], HOMES[1]: [(1, 1)]})
    assert game.scores == (21, 11) and game.winners == (0,)


def test_equal_points_most_controlled_territories_wins():
    # Player 0: King (11) + 10 = 21 on two territories; player 1: 7 + 7 + 7 = 21 on three.
    game = ended(["King of Hearts", "10 of Bells", "7 of Bells", "7 of Hearts", "7 of Leaves"],
                 {"King of Hearts": [(0, 1)], "10 of Bells": [(0, 1)], "7 of Bells": [(1, 1)],
                  "7 of Hearts": [(1, 1)], "7 of Leaves": [(1, 1)]})
    assert game.scores == (21, 21) and game.winners == (1,)


def test_equal_points_and_territories_is_a_shared_victory():
    game = ended([HOMES[0], "10 of Bells", "9 of Hearts", HOMES[1]],
                 {HOMES[0]: [(0, 1)], "10 of Bells": [(0, 1)], "9 of Hearts": [(1, 1)], HOMES[1]: [(1, 1), (1, 1)]})
    assert game.scores == (21, 20) and game.winners == (0,)
    game = ended([HOMES[0], "10 of Bells", "10 of Hearts", HOMES[1]],
                 {HOMES[0]: [(0, 1)], "10 of Bells": [(0, 1)], "10 of Hearts": [(1, 1)], HOMES[1]: [(1, 1)]})
    assert game.scores == (21, 21) and game.winners == (0, 1)
    assert "players 0 and 1" in game.log[-1]


def test_a_shared_territory_counts_for_both_in_the_tie_break():
    # Both control the tied 10 of Bells: 11 + 10 each and two territories each: shared victory.
    game = ended([HOMES[0], "10 of Bells", HOMES[1]],
                 {HOMES[0]: [(0, 1)], "10 of Bells": [(0, 2), (1, 2)], HOMES[1]: [(1, 1)]})
    assert game.scores == (21, 21) and game.winners == (0, 1)


def test_no_winner_before_the_end():
    game = position(territories=column(*HOMES), minions={HOMES[0]: [(0, 1)]})
    assert game.winners == () and game.scores == (11, 0)

"""Magyarcana's computer levels play games that end by the rules (ruling 15: a third reshuffle ends it):
greedy draws toward the end when ahead and refills an empty hand when that pays; the search's rewards still
tell moves apart far behind (margins scaled to those seen in the search, ``margins_seen``)."""

import random

import pytest
from magyarcana_helpers import column, hand, position

import mandrapy
from mandrapy.core.determinize import information
from mandrapy.core.ismcts import search
from mandrapy.core.players import RandomPlayer
from mandrapy.magyarcana.bots import GreedyPlayer, standing
from mandrapy.magyarcana.state import MagyarcanaState

LINE = column("Under of Acorns", "9 of Bells", "Over of Acorns")
DECK = ["7 of Hearts", "Ace of Bells", "8 of Leaves", "9 of Leaves", "10 of Hearts", "7 of Acorns", "8 of Acorns",
        "9 of Acorns"]
BELLS = "7 of Bells, 8 of Bells, 10 of Bells, Under of Bells, Over of Bells, King of Bells"   # nobody to expel


def greedy_turn(game, seed):
    player, seat = GreedyPlayer(seed), game.to_play
    while game.to_play == seat and not game.is_over:
        game.play(player.choose(game.view(seat)))
    return game


def ahead_with_nothing_to_gain():
    """Player 0 leads 20 to 11; its 1-minions are all placed and its hand expels nobody: no move changes the
    board, only a refill moves the game toward its end."""
    return position(territories=LINE, minions={"Under of Acorns": [(0, 1)] * 3, "9 of Bells": [(0, 1)] * 2,
                                               "Over of Acorns": [(1, 1)]},
                    hands={0: BELLS, 1: "7 of Leaves"}, deck=DECK)


@pytest.mark.parametrize("seed", range(4))
def test_greedy_ahead_cycles_its_whole_hand_toward_the_end(seed):
    game = ahead_with_nothing_to_gain()
    assert standing(game.state)[0] == [20, 11]
    assert str(GreedyPlayer(seed).choose(game.view(0))) == "refill"
    greedy_turn(game, seed)
    assert len(game.state.deck) == len(DECK) - 6 and not set(BELLS.split(", ")) & set(hand(game, 0))


def empty_hand(spare_minion: bool):
    """Player 0, behind, with no cards; with ``spare_minion`` its Acorns home can place a 1-minion beside player
    1's on the Over of Acorns and share its 11 points."""
    bells = [(0, 1)] * (1 if spare_minion else 2) + [(1, 3)]
    return position(territories=LINE, minions={"Under of Acorns": [(0, 1)] * 3, "9 of Bells": bells,
                                               "Over of Acorns": [(1, 1)]},
                    hands={0: "", 1: "7 of Leaves"}, deck=DECK)


@pytest.mark.parametrize("seed", range(4))
def test_greedy_refills_an_empty_hand_when_the_board_offers_nothing(seed):
    game = empty_hand(spare_minion=False)
    assert str(GreedyPlayer(seed).choose(game.view(0))) == "refill"


@pytest.mark.parametrize("seed", range(4))
def test_greedy_takes_eleven_points_rather_than_six_cards(seed):
    game = empty_hand(spare_minion=True)
    assert str(GreedyPlayer(seed).choose(game.view(0))) == "use Under of Acorns"


MOST_ACTIONS = 1500          # games of these levels take 80 to 600 actions


@pytest.mark.parametrize("levels, seed, seeds", [
    (("greedy", "greedy"), 5, (50, 51)),
    (("greedy", "greedy"), 10_004, (4000, 4001)),     # retook one territory turn after turn, never drawing
    (("greedy", "random"), 6, (60, 61)),
    (("random", "greedy"), 7, (70, 71))])
def test_computer_levels_end_the_game_by_the_rules(levels, seed, seeds):
    game = mandrapy.new("magyarcana", seed=seed)
    players = [(GreedyPlayer if level == "greedy" else RandomPlayer)(s) for level, s in zip(levels, seeds)]
    while not game.is_over and len(game.state.history) < MOST_ACTIONS:
        game.play(players[game.to_play].choose(game.view(game.to_play)))
    assert game.is_over and game.state.reshuffles == 2


BEHIND = {(0, 0): "Under of Acorns", (0, 1): "9 of Bells", (0, 2): "Over of Acorns", (1, 2): "10 of Hearts",
          (1, 1): "10 of Leaves", (1, 0): "King of Hearts"}


def far_behind(**changes):
    """Player 0 controls 11 points, player 1 51 (``changes``: other hands, deck, seat to play...)."""
    given = dict(territories=BEHIND, minions={"Under of Acorns": [(0, 1)], "9 of Bells": [(0, 1), (1, 2)],
                                              "Over of Acorns": [(1, 1)], "10 of Hearts": [(1, 2)],
                                              "10 of Leaves": [(1, 1)], "King of Hearts": [(1, 1)]},
                 hands={0: "7 of Acorns, 8 of Hearts, 10 of Bells, 8 of Leaves", 1: "7 of Leaves"},
                 deck=["7 of Hearts", "Ace of Bells", "9 of Leaves", "8 of Acorns", "9 of Acorns", "10 of Acorns",
                       "7 of Bells", "8 of Bells"])
    return position(**{**given, **changes})


def test_far_behind_the_search_still_tells_its_moves_apart():
    game = far_behind()
    assert standing(game.state)[0] == [11, 51]
    moves = search(information(game.view(0)), random.Random(1), iterations=200).moves
    rewards = [m.reward for m in moves]
    assert len(moves) == 6 and max(rewards) - min(rewards) > 0.15       # a fixed scale of 12: about 0.02
    assert moves[0].visits > 2 * moves[-1].visits                       # ... and visits about even
    assert moves[0].margin > moves[-1].margin + 2                       # (discounted by the time to come)


def test_margins_seen_is_magyarcanas_choice_only():
    assert MagyarcanaState.margins_seen is True
    assert not mandrapy.new("mandragora", players=2, seed=1).state.margins_seen
    assert not mandrapy.new("conjuraction", players=2, seed=1).state.margins_seen


def test_far_ahead_with_nothing_left_to_draw_the_search_ends_the_game():
    """Both hands empty, the deck spent after the second reshuffle: a refill ends the game (ruling 15). A lead
    counting pips in full once made the unended game look better than the ended one (tournament game 17 went
    on to 3,000 actions); a finished game's margin now counts whole and an unfinished one's at most 0.71."""
    game = far_behind(current=1, hands={0: "", 1: ""}, deck=[], reshuffles=2)
    assert game.state.reshuffles == 2 and not game.state.deck and not any(game.state.hands)
    result = search(information(game.view(1)), random.Random(3), iterations=200)
    assert str(result.best) == "refill" and result.move(result.best).win == 1.0
    game.play(result.best)
    assert game.is_over and game.winners == (1,)

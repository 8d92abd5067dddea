"""Rulebook "End of the game": reshuffles of the discard pile (two allowed), the end on the third, or
when a draw finds both the deck and the discard pile empty; and "Scoring"."""

from mandrapy.magyarcana import CARDS
from mandrapy.magyarcana.invariants import check_invariants
from mandrapy.magyarcana.log import END_REASONS
from magyarcana_helpers import assert_illegal, column, discard, hand, legal, play, position

HOMES = ("Under of Acorns", "Over of Acorns")
LINE = column(HOMES[0], "9 of Bells", HOMES[1])
PLACED = {HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]}


def low_deck(deck=(), reshuffles=0, hands="7 of Bells, 8 of Bells", discard_pile=None, other=""):
    """Player 0 to play with a short deck; every card not placed lies in the discard pile."""
    return position(territories=LINE, minions=PLACED, hands={0: hands, 1: other}, deck=list(deck),
                    reshuffles=reshuffles, **({"discard": discard_pile} if discard_pile else {}))


def test_drawing_from_an_empty_deck_shuffles_the_discard_pile_into_a_new_deck():
    game = low_deck(deck=["7 of Hearts"])
    pile = len(game.state.discard)
    play(game, "refill", "done")                              # 4 to draw: 1 from the deck, then reshuffle
    assert game.state.reshuffles == 1 and not game.is_over
    assert len(hand(game, 0)) == 6 and "7 of Hearts" in hand(game, 0)
    assert game.state.discard == [] and len(game.state.deck) == pile - 3
    assert any("reshuffle 1 of 2" in e for e in game.log)


def test_the_reshuffle_comes_from_the_games_seeded_random_source():
    orders = []
    for seed in (1, 1, 2):
        game = position(seed=seed, territories=LINE, minions=PLACED, hands={0: "7 of Bells"}, deck=[])
        play(game, "refill", "done")
        orders.append(hand(game, 0) + [c.name for c in game.state.deck])
    assert orders[0] == orders[1] != orders[2]


def test_a_second_reshuffle_is_allowed():
    game = low_deck(reshuffles=1)
    play(game, "refill", "done")
    assert game.state.reshuffles == 2 and not game.is_over and len(hand(game, 0)) == 6


def test_the_game_ends_when_the_discard_pile_would_be_shuffled_a_third_time():
    game = low_deck(deck=["7 of Hearts"], reshuffles=2)
    play(game, "refill", "done")
    assert game.is_over and game.to_play is None and game.state.reshuffles == 2
    assert game.state.end_reason == "third_reshuffle" and "third time" in END_REASONS[game.state.end_reason]
    assert "7 of Hearts" in hand(game, 0) and len(hand(game, 0)) == 3       # drew what the deck still had
    assert legal(game) == [] and game.winners
    error = assert_illegal(game, "refill", "the game is over")
    assert error.code == "game_over"


def test_the_game_ends_when_a_draw_finds_deck_and_discard_pile_empty():
    # All 32 cards are placed: 3 territories, 2 in player 0's hand, the other 27 with player 1.
    placed = set(LINE.values()) | {"7 of Bells", "8 of Bells"}
    rest = ", ".join(c.name for c in CARDS if c.name not in placed)
    game = low_deck(other=rest)
    assert game.state.deck == [] and game.state.discard == []
    play(game, "refill", "done")
    assert game.is_over and game.state.end_reason == "no_cards" \
        and "both the deck and the discard pile are empty" in END_REASONS[game.state.end_reason]
    assert game.state.reshuffles == 0


def test_no_draw_needed_means_no_end_even_with_nothing_left_to_draw():
    game = low_deck(hands="7 of Bells, 8 of Bells, 7 of Hearts, 8 of Hearts, 7 of Leaves, 8 of Leaves",
                    reshuffles=2)
    play(game, "refill", "done")
    assert not game.is_over and game.current == 1


def test_a_power_that_draws_can_end_the_game_at_once():
    game = low_deck(hands="Ace of Acorns", deck=["7 of Hearts", "8 of Hearts"], reshuffles=2)
    play(game, "play Ace of Acorns special")
    assert game.is_over and sorted(hand(game, 0)) == ["7 of Hearts", "8 of Hearts"]
    assert discard(game)[-1] == "Ace of Acorns" and game.state.in_play is None     # played, so discarded
    check_invariants(game.state)


def test_the_hands_are_shown_to_everyone_once_the_game_is_over():
    game = low_deck(reshuffles=2, other="Ace of Bells")
    assert game.view(0).hands[1] is None
    play(game, "refill", "done")
    assert game.is_over and [list(map(str, h)) for h in game.view(0).hands] == [hand(game, 0), ["Ace of Bells"]]


def test_a_game_played_to_the_end_by_itself_ends_and_names_a_winner():
    import random

    game = position(seed=9, territories=LINE, minions=PLACED, hands={0: "7 of Bells"})
    bot = random.Random(9)
    while not game.is_over:
        game.play(bot.choice(game.legal_actions()))
    assert game.is_over and game.winners and discard(game) is not None
    check_invariants(game.state)

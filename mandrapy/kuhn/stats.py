"""What ``mandrapy.simulate("kuhn", ...)`` records about a finished game, beside the scores and winners every
game has.

Per seat (columns ``card_0``, ``card_1``): ``card``: the card dealt ("Jack", "Queen", "King"); ``put_in``: the
chips it put in the pot. Per game: ``showdown``: whether the cards were compared (no fold).

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> state = mandrapy.new("kuhn", seed=3).state
>>> _ = play_game(state, [RandomPlayer(1), RandomPlayer(2)])
>>> seats, game = statistics(state)
>>> sorted(seats), sorted(game)
(['card', 'put_in'], ['showdown'])
"""

from __future__ import annotations


def statistics(state) -> tuple:
    """(per-seat {name: tuple of one value per seat}, per-game {name: value}) of a finished game."""
    folded = state.pot[0] != state.pot[1]
    return ({"card": tuple(hand[0] for hand in state.hands), "put_in": tuple(state.pot)},
            {"showdown": not folded})

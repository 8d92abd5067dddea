"""What ``mandrapy.simulate("magyarcana", ...)`` records about a finished game, beside the scores and winners
every game has.

Per seat (columns ``territories_0``, ``territories_1``, ...):

- ``territories``: territories the seat controls at the end (rulebook "Scoring"; a tie on pips: both)
- ``faces``: how many of them are face cards (11 points each)
- ``minions``: the seat's minions on the map at the end
- ``pips``: the pips of those minions added up

Per game:

- ``end_reason``: why the game ended: ``"third_reshuffle"`` or ``"no_cards"`` (rulebook "End of the Game")
- ``reshuffles``: how many times the discard pile became the deck
- ``turns``: how many turns were begun

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> state = mandrapy.new("magyarcana", seed=3).state
>>> _ = play_game(state, [RandomPlayer(1), RandomPlayer(2)])
>>> seats, game = statistics(state)
>>> sorted(seats), sorted(game)
(['faces', 'minions', 'pips', 'territories'], ['end_reason', 'reshuffles', 'turns'])
"""

from __future__ import annotations


def statistics(state) -> tuple:
    """(per-seat {name: tuple of one value per seat}, per-game {name: value}) of a finished game."""
    controlled = [state.controlled(owner) for owner in (0, 1)]
    minions = [[(pips, count) for here in state.minions.values() for (o, pips), count in here.items() if o == owner]
               for owner in (0, 1)]
    return {
        "territories": tuple(len(cards) for cards in controlled),
        "faces": tuple(sum(card.is_face for card in cards) for cards in controlled),
        "minions": tuple(sum(count for _, count in mine) for mine in minions),
        "pips": tuple(sum(pips * count for pips, count in mine) for mine in minions),
    }, {"end_reason": state.end_reason, "reshuffles": state.reshuffles, "turns": state.turn}

"""What ``mandrapy.simulate("mandragora", ...)`` records about each seat of a finished game, beside the
scores and winners every game has. One column per statistic and seat (``spells_0``, ``spells_1``, ...):

- ``spells``: spells the seat cast (rulebook "Casting a spell")
- ``spell_points``: points from those spells and their spellbooks ("Calculating your score")
- ``top_spell``: the highest level among them (0: none cast)
- ``curses``: curses on the scrolls the seat holds at the end (one per curse printed on a scroll)
- ``curse_marker``: whether the seat ends holding the Curse marker (-2 points)
- ``colours``: colours of the cards left in hand (-1 point each)
- ``dropped_out``: whether the seat dropped out of the endgame before the end

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> state = mandrapy.new("mandragora", players=2, seed=3).state
>>> _ = play_game(state, [RandomPlayer(1), RandomPlayer(2)])
>>> seats, game = statistics(state)
>>> sorted(seats), game
(['colours', 'curse_marker', 'curses', 'dropped_out', 'spell_points', 'spells', 'top_spell'], {})
>>> seats["spell_points"][0] - seats["colours"][0] - 2 * seats["curse_marker"][0] == state.scores()[0]
True
"""

from __future__ import annotations


def statistics(state) -> tuple:
    """(per-seat {name: tuple of one value per seat}, per-game {name: value}) of a finished game."""
    seats = range(state.players)
    breakdown = [state.score_breakdown(p) for p in seats]
    return {
        "spells": tuple(len(state.cast[p]) for p in seats),
        "spell_points": tuple(b["spells"] for b in breakdown),
        "top_spell": tuple(max((spell.level for spell, _, _ in state.cast[p]), default=0) for p in seats),
        "curses": tuple(state.curses(p) for p in seats),
        "curse_marker": tuple(bool(b["curse_marker"]) for b in breakdown),
        "colours": tuple(b["colours_in_hand"] for b in breakdown),
        "dropped_out": tuple(bool(state.dropped[p]) for p in seats),
    }, {}

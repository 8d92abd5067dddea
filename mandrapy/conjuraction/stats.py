"""What ``mandrapy.simulate("conjuraction", ...)`` records about a finished game, beside the scores and
winners every game has.

Per seat (columns ``character_0``, ``character_1``, ...):

- ``character``: the seat's character (rulebook "Characters"), e.g. ``"larissa"``
- ``spells``: spell formulas the seat completed; each took one twink, blue while any were left, then yellow
  (rulebook "Passing", step 5)
- ``runes``: runes the seat owns at the end, face up or down
- ``glyphs``: glyphs the seat owns at the end
- ``familiars``: familiars the seat has at the end (it starts with one; a bind reward adds one)

Per game:

- ``rounds``: how many rounds were played (the last blue twink makes the round it is taken in the last)

>>> import mandrapy
>>> from mandrapy.core.players import RandomPlayer, play_game
>>> state = mandrapy.new("conjuraction", players=2, seed=4, characters=("larissa", "norwell")).state
>>> _ = play_game(state, [RandomPlayer(1), RandomPlayer(2)])
>>> seats, game = statistics(state)
>>> seats["character"], sorted(seats), sorted(game)
(('larissa', 'norwell'), ['character', 'familiars', 'glyphs', 'runes', 'spells'], ['rounds'])
"""

from __future__ import annotations


def statistics(state) -> tuple:
    """(per-seat {name: tuple of one value per seat}, per-game {name: value}) of a finished game."""
    seats = range(state.players)
    return {
        "character": tuple(state.character),
        "spells": tuple(len(state.covered[p]) for p in seats),
        "runes": tuple(sum(state.runes_up[p].values()) + sum(state.runes_down[p].values()) for p in seats),
        "glyphs": tuple(state.glyphs[p] for p in seats),
        "familiars": tuple(state.familiars[p] for p in seats),
    }, {"rounds": state.round}

"""What just happened, from game-agnostic data only (the moves to mark: ``core.drawing.moves_since``).

Pure functions of a game's ``history``, ``deciders`` and ``turn_starts`` (every game has them), so every
board, present and future, can show "since your last turn" and highlight the last moves without knowing
the game.

>>> since_last_decision(deciders=[0, 1, 1, 0, 2, 1], viewer=0)
4
>>> since_last_decision(deciders=[1, 1], viewer=0), since_last_decision([0, 1], None, turn_starts=[0, 1])
(0, 1)
"""

from __future__ import annotations


def since_last_decision(deciders, viewer: int | None, turn_starts=()) -> int:
    """The first move after ``viewer``'s last decision (0 if it never decided).

    ``viewer`` None (nobody is to decide: the game is over) gives the start of the last turn."""
    if viewer is None:
        return turn_starts[-1] if turn_starts else max(len(deciders) - 1, 0)
    for move in range(len(deciders) - 1, -1, -1):
        if deciders[move] == viewer:
            return move + 1
    return 0


def last_turn_start(deciders, turn_starts, player: int):
    """The move that began ``player``'s last turn, or None if it never decided.

    Games mark their turns (``turn_starts``); for one that does not, a turn is a run of the player's
    consecutive decisions.

    >>> last_turn_start([0, 1, 1, 0, 0], [], 0), last_turn_start([0, 1, 1, 0, 0], [0, 1, 3], 1)
    (3, 1)
    >>> last_turn_start([1, 1], [], 0) is None
    True
    """
    marked = [move for move in turn_starts if deciders[move] == player]
    if marked:
        return marked[-1]
    moves = [move for move, seat in enumerate(deciders) if seat == player]
    if not moves:
        return None
    start = moves[-1]
    while start > 0 and deciders[start - 1] == player:
        start -= 1
    return start

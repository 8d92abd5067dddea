"""A Kuhn poker position set up by hand: ``Kuhn.from_position(hands=("King", "Jack"))``.

Every argument is optional: a position is the seed's deal with what is given replaced. It is built through
the state's public surface (``KuhnState.setup``) and recorded, so records and saves replay it.
"""

from __future__ import annotations

from .limits import position_hands, position_opening
from .state import KuhnState


def from_position(*, players: int = 2, seed: int | None = None, first_player: int | None = None,
                  **position) -> KuhnState:
    """A Kuhn poker state from a hand-made position.

    ``players``: 2 (the only count). ``seed``: the chance of the rest (the deck's card, search). ``first_player``:
    the seat that opens (None: player 0). ``hands``: one card per seat, e.g. ``("King", "Jack")`` (names in
    any case; None: the seed's deal). ``opening``: what the opener has done, ``"check"`` or ``"bet"`` (None:
    nothing yet). ``current``: the seat to play (None: as ``opening`` says; the other seat than the opener,
    without ``opening``: the opener checked)."""
    arguments = {"players": players, "seed": seed, "first_player": first_player, **position}
    hands, opening = position_hands(arguments), position_opening(arguments)
    recorded = {**({} if hands is None else {"hands": hands}), **({} if opening is None else {"opening": opening})}
    return KuhnState.setup(seed, first_player, hands, recorded or None, opening)

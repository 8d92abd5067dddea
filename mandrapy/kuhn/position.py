"""A Kuhn poker position set up by hand: ``Kuhn.from_position(hands=("King", "Jack"))``.

Every argument is optional: a position is the seed's deal with what is given replaced. It is built through
the state's public surface (``KuhnState.setup``) and recorded, so records and saves replay it.
"""

from __future__ import annotations

from ..core.validate import check_arguments
from .limits import POSITION


def from_position(*, players: int = 2, seed: int | None = None, first_player: int | None = None, **position):
    """A Kuhn poker state from a hand-made position.

    ``players``: 2 (the only count). ``seed``: the chance of the rest (the deck's card, search). ``first_player``:
    the seat that opens (None: player 0). ``hands``: one card per seat, e.g. ``("King", "Jack")`` (names in
    any case; None: the seed's deal)."""
    from .state import KuhnState
    given = {"players": players, "seed": seed, "first_player": first_player, **position}
    check_arguments(POSITION, given, "Kuhn poker: from_position", {"players": players})
    hands = position.get("hands")
    if len(set(map(str.title, hands or ()))) < len(hands or ()):
        from ..core.errors import InvalidPosition
        raise InvalidPosition(f"Kuhn poker: from_position: hands: the two cards differ, not {hands!r}")
    cards = None if hands is None else [card.strip().title() for card in hands]
    return KuhnState.setup(seed, first_player, cards, None if cards is None else {"hands": cards})

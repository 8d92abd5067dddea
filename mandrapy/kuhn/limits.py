"""Kuhn poker's bounds on what comes from outside, as data (checked by :mod:`mandrapy.core.validate`):
``PARAMETERS`` for a new game or a record, ``POSITION`` for a hand-made one (:mod:`.position`)."""

from __future__ import annotations

from ..core.errors import InvalidPosition
from ..core.validate import check_arguments, optional, seat, text, whole

CARDS = ("Jack", "Queen", "King")
SEED = whole(-2 ** 256, 2 ** 256, optional=True)

PARAMETERS = {
    "players": whole(2, 2),
    "seed": SEED,
    "first_player": seat(optional=True),
}


def card(value, what, context=None) -> None:
    """One of the three cards, by its English name in any case."""
    text(10)(value, what)
    if value.strip().title() not in CARDS:
        raise InvalidPosition(f"{what}: {value!r} is not a card: Jack, Queen or King")


def hands(value, what, context=None) -> None:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise InvalidPosition(f"{what}: one card per seat, e.g. ('King', 'Jack')")
    for seat_, name in enumerate(value):
        card(name, f"{what}[{seat_}]")


def opening(value, what, context=None) -> None:
    if value not in ("check", "bet"):
        raise InvalidPosition(f"{what}: 'check' or 'bet' (what the opener did), not {value!r}")


POSITION = {**PARAMETERS, "hands": optional(hands), "current": seat(optional=True), "opening": optional(opening)}


def position_hands(arguments: dict, what: str = "Kuhn poker: from_position") -> list | None:
    """Check a hand-made position's arguments (InvalidPosition naming the one that is wrong); its hands, one
    card name per seat as the game writes it, or None (the seed's deal)."""
    check_arguments(POSITION, arguments, what, {"players": arguments.get("players", 2)})
    given = arguments.get("hands")
    if given is None:
        return None
    cards = [name.strip().title() for name in given]
    if cards[0] == cards[1]:
        raise InvalidPosition(f"{what}: hands: the two cards differ, not {tuple(given)!r}")
    return cards


def position_opening(arguments: dict, what: str = "Kuhn poker: from_position") -> str | None:
    """What the opener did before the position (None: nothing yet), from ``opening`` and ``current`` (checked
    with :func:`position_hands` first): a ``current`` other than the opener, alone, means the opener checked."""
    opener = arguments.get("first_player") or 0
    done, current = arguments.get("opening"), arguments.get("current")
    if current is None or done is None:
        return done if current is None or current == opener else "check"
    if current == opener:
        raise InvalidPosition(f"{what}: current: player {opener} opened ({done}): player {1 - opener} is to play")
    return done

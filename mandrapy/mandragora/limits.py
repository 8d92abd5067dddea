"""Mandragora's bounds on everything that comes from outside, as data (checked by mandrapy.core.validate).

``PARAMETERS`` are the arguments of a new game (and of a record); ``POSITION`` those of a hand-made
position (:mod:`.position`). Each maps an argument to a checker; the rules of the position itself (castable
spells, the final rounds) are checked in :mod:`.position`.
"""

from __future__ import annotations

from ..core.validate import cards, flag, items, last_seat, optional, per_key, seat, text, whole
from . import data

SEED = whole(-2 ** 256, 2 ** 256, optional=True)

PARAMETERS = {
    "players": whole(min(data.PLAYER_COUNTS), max(data.PLAYER_COUNTS)),
    "teams": flag,
    "seed": SEED,
    "first_player": seat(optional=True),
}

SCROLL_LIST = items(whole(1, 3), max_length=sum(data.SCROLL_COUNTS.values()))

POSITION = {
    **{name: PARAMETERS[name] for name in ("players", "teams", "seed", "first_player")},
    "hands": per_key(cards, 0, last_seat),
    "shops": per_key(cards, 0, data.SHOP_COUNT - 1),
    "night": items(whole(0, data.SHOP_COUNT - 1), exact=data.NIGHT_SHOPS),
    "assistant": whole(0, data.SHOP_COUNT - 1),
    "scrolls": per_key(SCROLL_LIST, 0, last_seat),
    "cast": per_key(items(text(200), max_length=sum(c for _, _, c, _ in data.SPELLS)), 0, last_seat),
    "stacks": per_key(items(text(40), max_length=max(c for _, _, c, _ in data.SPELLS) * 2), 1, data.MAX_POWER),
    "deck": optional(cards),
    "discard": optional(cards),
    "current": seat(),
    "curse_holder": seat(optional=True, also=("auto",)),
    "dropped": items(seat(), max_length=max(data.PLAYER_COUNTS)),
    "endgame_first": seat(optional=True),
    "endgame_slots": whole(1, data.ENDGAME_ROUNDS * max(data.PLAYER_COUNTS), optional=True),
}

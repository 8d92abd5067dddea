"""Where Mandragora keeps its cards and facts, declared once: blank setup, clone, save and the card count
all come from :data:`ZONES`.

Scrolls are kept per seat as ``[0, ones, twos, threes]`` (index = curses of the scroll) and saved as
``[ones, twos, threes]``; a cast spell is ``(spell, book, ingredients)`` and keeps its cards under it.

>>> from mandrapy.mandragora import ITEMS, SPELLS, MandragoraState
>>> counted = ZONES.components(MandragoraState.new(players=4, seed=1))
>>> sum(n for thing, n in counted.items() if thing in ITEMS), sum(n for thing, n in counted.items() if thing in SPELLS)
(82, 24)
"""

from __future__ import annotations

from ..core.zones import COUNTS, OWNER, PILE, SECRET, VALUE, Zone, Zones
from . import data
from .cards import SCROLLS

PLAY, SCORING, OVER = "play", "scoring", "over"


def _scroll_json(held: list) -> list:
    return held[1:]


def _scroll_cards(held: list):
    return ((SCROLLS[curses], held[curses]) for curses in (1, 2, 3))


def _cast_json(spells: list) -> list:
    return [[spell.name, book.name, [i.name for i in ingredients]] for spell, book, ingredients in spells]


def _cast_cards(spells: list):
    for spell, book, ingredients in spells:
        yield spell, 1
        yield book, 1
        for item in ingredients:
            yield item, 1


ZONES = Zones(
    Zone("night", VALUE, default=(False,) * data.SHOP_COUNT),       # which shops are night tiles
    Zone("assistant", VALUE, default=0),                             # the shop the Assistant stands at
    Zone("shops", PILE, per=data.SHOP_COUNT, conserved=True),      # oldest card first
    Zone("deck", PILE, visible=SECRET, conserved=True),             # top last
    Zone("stacks", PILE, per=data.MAX_POWER, conserved=True),      # spells of levels 1..5, top last
    Zone("hands", COUNTS, per_seat=True, visible=OWNER, conserved=True),
    Zone("scrolls", PILE, per_seat=True, conserved=True, default=(0, 0, 0, 0),
         encode_with=_scroll_json, count_with=_scroll_cards),
    Zone("cast", PILE, per_seat=True, conserved=True, encode_with=_cast_json, count_with=_cast_cards),
    Zone("discard", COUNTS, conserved=True),
    Zone("box", COUNTS, conserved=True),                            # items out of the game
    Zone("spell_box", COUNTS, conserved=True),                      # spells a hand-made position left out
    Zone("current", VALUE, default=0),                               # whose turn it is
    Zone("extra_turn", VALUE, default=False),                        # Replication taken: another turn follows
    Zone("in_extra_turn", VALUE, default=False),                     # this turn is such an extra turn
    Zone("curse_holder", VALUE),
    Zone("endgame_first", VALUE),                                    # the Endgame Countdown marker's holder
    Zone("endgame_slots", VALUE, default=0),                         # turns begun since the deck ran out
    Zone("dropped", VALUE, per_seat=True, default=False),
    Zone("phase", VALUE, default=PLAY),
)

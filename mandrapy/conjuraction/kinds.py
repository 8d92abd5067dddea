"""The decision kinds of Mystical Conjuraction (frames on the core's shared DecisionStack).

A kind with no answers (``AUTO``) is a step the engine carries out by itself when it reaches the top of
the stack (it has no options, so the settle loop hands it to ``skip``): passing steps and cleanup run in
their printed order this way.
"""

from __future__ import annotations

from functools import lru_cache

from ..core.decisions import Frame, Kind, kinds_table
from .actions import (Activate, BonusTurn, Choose, CubeOn, Done, EndTurn, Exchange, ForgeCard, Give, Keep,
                      Move, MoveCard, Nether, Pass, Pay, Place, PortalBag, PortalCard, PortalLine, Select,
                      StartMana, Swap, SwapCards, TakeCard, TakeCharm, TakeLine, TakeRune, ToCircle,
                      WildColour)

AUTO = Kind("auto", prompt="(the engine carries out {step})")
DRAFT = Kind("draft", (Choose,), "choose a character")
STEFFAN = Kind("steffan_rune", (TakeRune,), "choose Steffan's starting rune")
JEN_SETUP = Kind("jenetta_colour", (WildColour,), "choose Jenetta's wild colour from the bag")
START_CARD = Kind("starting_card", (ForgeCard,), "put a spell card on a free forge")
START_MANA = Kind("starting_mana", (StartMana,), "place your starting mana on your circles")
JEN_SWAP = Kind("jenetta_swap", (WildColour, Done), "swap your wild mana for another colour, or done")
# A turn begins where the state opens it (open_turn), often before the menu: starting mana and Jenetta's swap
# come first on a first turn (rulebook "Sequence of Play": "On the first turn only ..."; G-04, G-05), and the
# decision to pay for a bonus turn belongs to that turn; asked again after a glyph or a black move, it goes on.
TURN = Kind("turn", (TakeLine, Activate, CubeOn, Nether, Pass, Move), "take an action or pass", turn=True,
            starts_turn=False)
AFTER = Kind("after", (Activate, Move, EndTurn), "use a glyph after your action, or end your turn")
LAST = Kind("last", (Pass, BonusTurn, Move), "pass, or pay for a bonus turn")
PAY = Kind("pay", (Pay, Move), "pay {left} more non-black free mana for the bonus turn")
OVERFLOW = Kind("overflow", (Keep, Done, Move), "choose which mana to keep in your circle")
NETHER_POINT = Kind("nether_point", (Activate, Move), "choose the imbuement point the Nether activates")
WEAVE = Kind("weave", (SwapCards, Place, Done, Move), "swap two forge cards and/or place mana (Spell Weave)")
GLIDE = Kind("glide", (MoveCard, Place, Done, Move), "move a card to a free forge and/or place mana (Spell Glide)")
CHARGE = Kind("charge", (Place, Done, Move), "place mana on your forge cards (Spell Charge)")
PORTAL = Kind("portal", (PortalCard, PortalBag, PortalLine, Move), "choose a Mystic Portal exchange")
PORTAL_BAG = Kind("portal_bag", (Give, Done, Move), "choose mana to exchange with the bag, then done")
PORTAL_LINE = Kind("portal_line", (Exchange, Done, Move), "exchange mana with the offer line, then done")
CONCOCT = Kind("concoct", (TakeCard, Move), "take a face-up spell card (Concoct Spell)")
# The drawn card goes face up on a forge whatever the choice, and the log names it: no secret (issue 16).
CARD_FORGE = Kind("card_forge", (ForgeCard, Move), "put the new spell card on a free forge")
CIRCLE = Kind("circle", (ToCircle, Move), "choose the circle for the two drawn mana")
KEEP_ONE = Kind("keep_one", (Keep, Move, Done), "choose which drawn mana to keep")
DRIFT = Kind("drift", (Move, Done), "move mana between two circles (Mana Drift)")
MANA_WEAVE = Kind("mana_weave", (Swap, Done, Move), "swap mana between two circles (Mana Weave)")
CHARM = Kind("charm", (TakeCharm, Move), "choose a meditation charm")
SELECT = Kind("select", (Select, Move), "select a mana from the bag (Select a Mana)")
KEEP_CARD = Kind("keep_card", (Keep, Done, Move), "choose {left} mana of the completed spell to keep")
HAND_FORGE = Kind("hand_forge", (ForgeCard, Move), "put a spell card from your hand on a free forge")

# G-07: Alaeric's free black moves (``Move`` of a black) are offered at these decisions by the state itself;
# the turn menu, after the action and mana placement offer them in their own options, and in Mana Drift a
# move of a black is the drift's own.
BLACK_MOVES = frozenset(kind.code for kind in (LAST, PAY, OVERFLOW, NETHER_POINT, PORTAL, PORTAL_BAG, PORTAL_LINE,
                                               CONCOCT, CARD_FORGE, CIRCLE, KEEP_ONE, MANA_WEAVE, CHARM, SELECT,
                                               KEEP_CARD, HAND_FORGE))

KINDS = kinds_table(AUTO, DRAFT, STEFFAN, JEN_SETUP, START_CARD, START_MANA, JEN_SWAP, TURN, AFTER, LAST, PAY,
                    OVERFLOW, NETHER_POINT, WEAVE, GLIDE, CHARGE, PORTAL, PORTAL_BAG, PORTAL_LINE, CONCOCT,
                    CARD_FORGE, CIRCLE, KEEP_ONE, DRIFT, MANA_WEAVE, CHARM, SELECT, KEEP_CARD, HAND_FORGE,
                    game="conjuraction")


@lru_cache(maxsize=4096)
def frame_of(kind: Kind, player: int, **values) -> Frame:
    """``Frame.of(kind, player, **values)``, made once: frames are immutable values, and the rules push the same
    ones again and again (an engine step, a card effect's next step, a payment's next cube)."""
    return Frame.of(kind, player, **values)

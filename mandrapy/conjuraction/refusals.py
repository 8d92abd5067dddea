"""Why a move is refused: the rule an action of the right kind breaks at the turn menu, the draft, a forge or a
charm (``state.why_illegal``), rather than only the list of choices.

Asked only once the action is known not to be legal (:meth:`ConjuractionState.why_not`), so every sentence here is
true of the refused action; None leaves the core's refusal (the choices). Values are words in English (colours,
planes, points and vantages by their names); :mod:`.speech` words them in French.

>>> from mandrapy.conjuraction.position import from_position
>>> from mandrapy.conjuraction.actions import TakeLine
>>> s = from_position(players=2, characters=("norwell", "larissa"), seed=1, sorcerers_used=[0])
>>> s.why_illegal(TakeLine("familiar", 0, "column", 1)).code, s.why_illegal(TakeLine("sorcerer", 0, "row", 0)).text
('familiar_row', 'Your sorcerer acts once per round: it has already acted.')
"""

from __future__ import annotations

from ..core.errors import Rule
from . import data as D
from .actions import Activate, Choose, CubeOn, ForgeCard, Nether, Pass, TakeCharm, TakeLine

SORCERER_USED = Rule("sorcerer_used", "Your sorcerer acts once per round: it has already acted.")
NO_FAMILIAR = Rule("no_familiar", "Each bound familiar acts once per round: none is left (bound: {bound}).")
FAMILIAR_TAKEN = Rule("familiar_taken", "A familiar space holds one familiar per round: this one is taken.")
FAMILIAR_ROW = Rule("familiar_row", "A familiar takes a row of a plane offer, never a column.")
FAMILIAR_REACH = Rule("familiar_reach", "A familiar stands at a vantage and activates one of the four points "
                                        "touching it: {point} does not touch the {vantage} vantage.")
NO_RUNE = Rule("no_rune", "You have no face-up {vantage} rune: a rune turns face down when used.")
RUNE_REACH = Rule("rune_reach", "A rune activates one of the four points touching its vantage.")
NO_GLYPH = Rule("no_glyph", "You have no glyph.")
GLYPH_USED = Rule("glyph_used", "At most one glyph per turn (G-10).")
NO_PASS = Rule("pass_after_glyph", "After a glyph used before your action you may no longer pass this turn (G-10).")
LINE_EMPTY = Rule("line_empty", "An empty line of an offer cannot be taken.")
SPACE_TAKEN = Rule("space_taken", "A mana space holds one cube: this one is taken.")
SPACE_COLOUR = Rule("space_colour", "This space takes {colours} mana only.")
NO_CUBE = Rule("no_cube", "Your {plane} circle holds no {colour} mana.")
FRIENDLY = Rule("friendly_first", "Friendly play: a two-colour space takes a cube only once the point's {colour} "
                                  "space is taken (G-20).")
STACK_NORWELL = Rule("stack_norwell", "Only Norwell stacks a cube on a taken space (G-08).")
STACK_USED = Rule("stack_used", "Norwell stacks one cube per round: he has stacked this round (G-08).")
STACK_EMPTY = Rule("stack_empty", "A cube is stacked only on a taken space: this one is free (G-08).")
NETHER_USED = Rule("nether_used", "The Nether is used once per round.")
NETHER_COST = Rule("nether_cost", "The Nether takes {need} black mana from one circle.")
MAIN_DONE = Rule("main_done", "You have already taken your action this turn: use a glyph or end your turn.")
CHARACTER_TAKEN = Rule("character_taken", "Each character plays once: player {player} has chosen {character}.")
FORGE_TAKEN = Rule("forge_taken", "A forge holds one card: the {plane} forge holds card {card}.")
CHARM_TAKEN = Rule("charm_taken", "Each charm is taken once a round: player {player} has the {charm} charm.")
CHARM_PLAYERS = Rule("charm_players", "The {charm} charm is in play with {least} players or more.")


def colour(k: int) -> str:
    return D.COLOURS[k].capitalize()


def refusal(state, frame, action) -> Rule | None:
    """The rule ``action`` breaks at ``frame`` (known not to be legal there), or None for the core's."""
    code, p = frame.kind.code, frame.player
    if code == "turn":
        return turn_refusal(state, p, action)
    if code == "after" and isinstance(action, Activate):
        return glyph_refusal(state, p) if action.worker == "glyph" else MAIN_DONE
    if code == "draft" and isinstance(action, Choose) and action.character in state.character:
        return CHARACTER_TAKEN.format(player=state.character.index(action.character),
                                      character=action.character.capitalize())
    if code in ("starting_card", "card_forge", "hand_forge") and isinstance(action, ForgeCard) \
            and 0 <= action.forge < 3 and action.forge in state.forges[p]:
        return FORGE_TAKEN.format(plane=D.PLANE_NAMES[action.forge], card=state.forges[p][action.forge])
    if code == "charm" and isinstance(action, TakeCharm):
        return charm_refusal(state, action.charm)
    return None


def turn_refusal(state, p, action) -> Rule | None:
    if isinstance(action, Pass):
        return NO_PASS if state.glyph_used else None
    if isinstance(action, Activate) and action.worker == "glyph":
        return glyph_refusal(state, p)
    if state.main_done and isinstance(action, (TakeLine, Activate, CubeOn, Nether)):
        return MAIN_DONE
    if isinstance(action, TakeLine):
        return line_refusal(state, p, action)
    if isinstance(action, Activate):
        return worker_refusal(state, p, action)
    if isinstance(action, CubeOn):
        return cube_refusal(state, p, action)
    if isinstance(action, Nether) and 0 <= action.circle < 3:
        if state.nether_used:
            return NETHER_USED
        need = D.ALAERIC_NETHER if state.character[p] == "alaeric" else D.NETHER_COST
        if state.circles[p][(action.circle, D.NETHER)] < need:
            return NETHER_COST.format(need=need)
    return None


def glyph_refusal(state, p) -> Rule | None:
    if not state.glyphs[p]:
        return NO_GLYPH
    return GLYPH_USED if state.glyph_used else None


def line_refusal(state, p, action) -> Rule | None:
    if action.worker == "sorcerer" and state.sorcerer_used[p]:
        return SORCERER_USED
    if action.worker == "familiar":
        if action.kind == "column":
            return FAMILIAR_ROW
        if state.familiars_used[p] >= state.familiars[p]:
            return NO_FAMILIAR.format(bound=state.familiars[p])
    cells = next((cells for kind, k, cells in state.lines if (kind, k) == (action.kind, action.number)), None)
    if cells is not None and 0 <= action.plane < 3 and not any(state.offers[(action.plane, c)] for c in cells):
        return LINE_EMPTY
    return None


def worker_refusal(state, p, action) -> Rule | None:
    point, vantage = action.point, action.vantage
    if action.worker == "sorcerer" and state.sorcerer_used[p]:
        return SORCERER_USED
    if action.worker == "familiar":
        if state.familiars_used[p] >= state.familiars[p]:
            return NO_FAMILIAR.format(bound=state.familiars[p])
        if 0 <= vantage < 4 and 0 <= point < 9 and point not in D.VANTAGE_POINTS[vantage]:
            return FAMILIAR_REACH.format(point=D.POINTS[point], vantage=colour(vantage))
        if (vantage, point) in state.familiar_at:
            return FAMILIAR_TAKEN
    if action.worker == "rune" and 0 <= vantage < 4:
        if 0 <= point < 9 and point not in D.VANTAGE_POINTS[vantage]:
            return RUNE_REACH
        if not state.runes_up[p][vantage]:
            return NO_RUNE.format(vantage=colour(vantage))
    return None


def cube_refusal(state, p, action) -> Rule | None:
    k, point, space = action.colour, action.point, action.space
    if not (0 <= point < 9 and 0 <= space < len(D.SPACES[point]) and 0 <= action.circle < 3 and 0 <= k < 5):
        return None
    allowed = D.SPACES[point][space]
    if k not in allowed:
        return SPACE_COLOUR.format(colours=" / ".join(colour(c) for c in allowed))
    if not state.circles[p][(action.circle, k)]:
        return NO_CUBE.format(plane=D.PLANE_NAMES[action.circle], colour=colour(k))
    taken = (point, space) in state.spaces
    if action.stack:
        return stack_refusal(state, p, taken)
    if taken:
        return SPACE_TAKEN
    if state.friendly and len(allowed) > 1 and any(sp == (k,) and (point, i) not in state.spaces
                                                   for i, sp in enumerate(D.SPACES[point])):
        return FRIENDLY.format(colour=colour(k))
    return None


def stack_refusal(state, p, taken) -> Rule | None:
    if state.character[p] != "norwell":
        return STACK_NORWELL
    if state.norwell_used[p]:
        return STACK_USED
    return None if taken else STACK_EMPTY       # (one stacked cube per space: only one a round in all)


def charm_refusal(state, charm) -> Rule | None:
    least = next((n for name, _, n, _ in D.CHARMS if name == charm), None)
    if least is None:
        return None
    if charm not in state.charms:
        return CHARM_PLAYERS.format(charm=dict((n, w) for n, w, _, _ in D.CHARMS)[charm], least=least)
    if charm in state.charm:
        return CHARM_TAKEN.format(player=state.charm.index(charm),
                                  charm=dict((n, w) for n, w, _, _ in D.CHARMS)[charm])
    return None

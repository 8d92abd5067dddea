"""Mystical Conjuraction's dispatch table: how each kind of decision (:mod:`.kinds`) is answered.

One row per kind: its options, its resolve and, for some, what happens when it has no option (``skip``). The
handlers live in the state's mixins: :mod:`.setup`, :mod:`.turn`, :mod:`.effects`, :mod:`.passing`. The
engine's own steps (``AUTO`` frames) are named in :data:`STEPS`.
"""

from __future__ import annotations

from typing import Any

from ..core.decisions import Handler, dispatch_table, no_options
from .actions import Move
from .effects import Effects
from .kinds import (AFTER, AUTO, BLACK_MOVES, CARD_FORGE, CHARGE, CHARM, CIRCLE, CONCOCT, DRAFT, DRIFT, GLIDE,
                    HAND_FORGE, JEN_SETUP, JEN_SWAP, KEEP_CARD, KEEP_ONE, KINDS, LAST, MANA_WEAVE, NETHER_POINT,
                    OVERFLOW, PAY, PORTAL, PORTAL_BAG, PORTAL_LINE, SELECT, START_CARD, START_MANA, STEFFAN, TURN,
                    WEAVE)
from .passing import Passing
from .setup import Setup
from .turn import TurnMenu


def _black_moves_too(handler: Handler) -> Handler:
    """G-07: Alaeric's free black moves are offered at this kind of decision too (when it has options and
    none of its own is a move); moving one asks the same decision again."""
    options, resolve = handler.options, handler.resolve

    def with_moves(state, frame) -> list:
        found = options(state, frame)
        if found and state.black_moves and not any(type(a) is Move for a in found):
            found = found + state._black_moves(frame.player)
        return found

    def or_move(state, frame, action) -> None:
        if type(action) is Move:
            state._move_black(frame.player, action)
            state.decisions.push(frame)
        else:
            resolve(state, frame, action)  # type: ignore[misc]   # (dispatch_table: actions answer it)
    return Handler(with_moves, or_move, handler.skip)


# The engine's own steps (AUTO frames, by their "step" value): passing steps 3-8 and cleanup, in printed order.
STEPS: dict[str, Any] = {"hand": Setup._auto_hand, "complete_0": Passing._auto_complete_0, "complete_1": Passing._auto_complete_1,
         "complete_2": Passing._auto_complete_2, "flush": Passing._auto_flush}


def _run_step(state, f) -> None:
    """An ``AUTO`` frame reached the top: the engine carries out its step."""
    STEPS[f["step"]](state, f)


def _with_black_moves(table: dict) -> dict:
    return {code: _black_moves_too(handler) if code in BLACK_MOVES else handler for code, handler in table.items()}


# Every kind of .kinds and how it is answered: its options, its resolve, and what happens when it has no option
# (skip). Checked complete when made. The kinds of BLACK_MOVES also take Alaeric's free black moves.
DISPATCH = _with_black_moves(dispatch_table(KINDS, {
    AUTO: Handler(no_options, skip=_run_step),
    DRAFT: Handler(Setup._options_draft, Setup._resolve_draft),
    STEFFAN: Handler(Setup._options_steffan_rune, Setup._resolve_steffan_rune),
    JEN_SETUP: Handler(Setup._options_jenetta_colour, Setup._resolve_jenetta_colour),
    START_CARD: Handler(Setup._options_starting_card, Setup._resolve_starting_card),
    START_MANA: Handler(Setup._options_starting_mana, Setup._resolve_starting_mana),
    JEN_SWAP: Handler(Setup._options_jenetta_swap, Setup._resolve_jenetta_swap),
    TURN: Handler(TurnMenu._options_turn, TurnMenu._resolve_turn),
    AFTER: Handler(TurnMenu._options_after, TurnMenu._resolve_after),
    LAST: Handler(Passing._options_last, Passing._resolve_last),
    PAY: Handler(Passing._options_pay, Passing._resolve_pay),
    OVERFLOW: Handler(Effects._options_overflow, Effects._resolve_overflow, Effects.skip_overflow),
    NETHER_POINT: Handler(TurnMenu._options_nether_point, TurnMenu._resolve_nether_point),
    WEAVE: Handler(Effects._options_weave, Effects._resolve_weave),
    GLIDE: Handler(Effects._options_glide, Effects._resolve_glide),
    CHARGE: Handler(Effects._options_charge, Effects._resolve_charge),
    PORTAL: Handler(Effects._options_portal, Effects._resolve_portal),
    PORTAL_BAG: Handler(Effects._options_portal_bag, Effects._resolve_portal_bag),
    PORTAL_LINE: Handler(Effects._options_portal_line, Effects._resolve_portal_line),
    CONCOCT: Handler(Effects._options_concoct, Effects._resolve_concoct),
    CARD_FORGE: Handler(Effects._options_card_forge, Effects._resolve_card_forge),
    CIRCLE: Handler(Effects._options_circle, Effects._resolve_circle, Effects.skip_circle),
    KEEP_ONE: Handler(Effects._options_keep_one, Effects._resolve_keep_one),
    DRIFT: Handler(Effects._options_drift, Effects._resolve_drift),
    MANA_WEAVE: Handler(Effects._options_mana_weave, Effects._resolve_mana_weave),
    CHARM: Handler(Passing._options_charm, Passing._resolve_charm),
    SELECT: Handler(Passing._options_select, Passing._resolve_select),
    KEEP_CARD: Handler(Passing._options_keep_card, Passing._resolve_keep_card),
    HAND_FORGE: Handler(Setup._options_starting_card, Setup._resolve_starting_card),
}, "conjuraction"))

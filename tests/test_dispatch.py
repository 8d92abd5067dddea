"""One decision-dispatch style: every game's table answers exactly its decision kinds, checked when made."""

from __future__ import annotations

import pytest

from mandrapy.core.decisions import Handler, Kind, dispatch_table, kinds_table, no_options
from mandrapy.core.registry import game_class
from mandrapy.core.state import Action, GameState

from kuhn_poker import KuhnState


class Take(Action):
    pass


TAKE = Kind("take", answers=(Take,), prompt="take")
STEP = Kind("step", prompt="(a step)")
KINDS = kinds_table(TAKE, STEP)
OPTIONS, RESOLVE = (lambda state, frame: []), (lambda state, frame, action: None)


@pytest.mark.parametrize("state", [game_class(name).State for name in ("mandragora", "magyarcana", "conjuraction")]
                         + [KuhnState], ids=lambda state: state.game)
def test_every_game_dispatches_each_of_its_kinds_through_its_table(state):
    assert set(state.dispatch) == set(state.decision_kinds)
    for code, handler in state.dispatch.items():
        assert isinstance(handler, Handler) and callable(handler.options)
        assert handler.resolve is not None or not state.decision_kinds[code].answers


def test_a_table_is_refused_when_a_kind_has_no_handler_or_a_handler_no_kind():
    with pytest.raises(ValueError, match="no handler for the decision kinds step"):
        dispatch_table(KINDS, {TAKE: Handler(OPTIONS, RESOLVE)}, "toy")
    with pytest.raises(ValueError, match="not one of its decision kinds"):
        dispatch_table(KINDS, {TAKE: Handler(OPTIONS, RESOLVE), STEP: Handler(no_options),
                               Kind("other"): Handler(no_options)}, "toy")
    with pytest.raises(ValueError, match="has no resolve"):
        dispatch_table(KINDS, {TAKE: Handler(OPTIONS), STEP: Handler(no_options)}, "toy")
    table = dispatch_table(KINDS, {TAKE: Handler(OPTIONS, RESOLVE), STEP: Handler(no_options)}, "toy")
    assert set(table) == {"take", "step"}


def test_a_state_class_whose_table_misses_its_kinds_is_refused_when_made():
    with pytest.raises(ValueError, match="does not answer exactly its decision kinds"):
        type("Toy", (GameState,), {"decision_kinds": KINDS,
                                   "dispatch": {"take": Handler(OPTIONS, RESOLVE)}})
    with pytest.raises(ValueError, match="does not answer exactly its decision kinds"):
        type("Toy", (GameState,), {"decision_kinds": KINDS})          # kinds, no table, no options of its own

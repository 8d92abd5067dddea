"""The model game (mandrapy/kuhn): hidden cards, typed decisions (the shared checker: test_checker_kuhn.py)."""

import pytest

from mandrapy import IllegalAction
from mandrapy.kuhn import OPEN, Kuhn


def test_a_seat_sees_its_own_card_only_until_the_showdown():
    game = Kuhn(seed=8)
    mine, theirs = game.view(0).hands
    assert mine in ("Jack", "Queen", "King") and theirs is None
    assert game.view(1).log[1].startswith("You are dealt") and game.view(0).log[1] == "Each player is dealt a card."
    game.play("check"); game.play("check")
    assert None not in game.view(0).hands


def test_the_pending_decision_is_a_typed_frame_and_the_wrong_kind_is_explained():
    game = Kuhn(seed=1)
    assert game.view(0).decision.kind == OPEN and game.state.turn_starts == []
    with pytest.raises(IllegalAction) as error:
        game.play("call")
    assert error.value.code == "decision_pending" and "check or bet" in error.value.rule
    game.play("bet")
    assert game.view(1).decision["bettor"] == 0 and game.state.turn_starts == [0]

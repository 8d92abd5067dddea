"""Names a learner types are read in any case and spacing, and a near miss is answered with the closest name."""

import pytest

import mandrapy
from mandrapy.core.players import player


def test_levels_are_read_in_any_case_and_a_near_miss_gets_did_you_mean():
    game = mandrapy.new("mandragora", players=2, seed=1)
    for level in ("Greedy", " RANDOM ", "IsMcTs"):
        chooser = player(level, seed=1, **({"iterations": 10} if "mcts" in level.lower() else {}))
        assert chooser.choose(game.view(game.to_play)) in game.legal_actions()
    with pytest.raises(ValueError, match=r"^player: level: unknown level 'ismct' \(did you mean 'ismcts'\?\)"):
        player("ismct")
    with pytest.raises(ValueError, match=r"^player: level: unknown level 'Strong'; the levels are"):
        player("Strong")


def test_a_board_seat_level_is_read_in_any_case():
    from mandrapy.mandragora import Board
    game = mandrapy.new("mandragora", players=2, seed=1)
    Board(game, seat=0, seats={1: "Random"})
    game.play(game.legal_actions()[0])
    assert game.to_play == 0                  # the computer seat answered at once


def test_set_language_reads_any_case():
    try:
        mandrapy.set_language(" FR ")
        assert mandrapy.current_language() == "fr"
    finally:
        mandrapy.set_language("en")
    with pytest.raises(ValueError, match="^set_language: language must be one of"):
        mandrapy.set_language("de")

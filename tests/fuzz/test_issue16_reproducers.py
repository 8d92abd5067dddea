"""Issue 16's fuzz findings on Mystical Conjuraction (1-5 and the minor ones), each a named test that failed on
the code before the fix: one clear error, nothing changed, every save still loads."""

from __future__ import annotations

import pytest

import mandrapy
from mandrapy import IllegalAction, InvalidPosition
from mandrapy.conjuraction import Conjuraction
from mandrapy.conjuraction.actions import Exchange


def exchange_game():
    game = Conjuraction.from_position(players=2, seed=1, circles={0: {"astral": "essence"}},
                                      offers={"astral": ["energy"] * 6})
    game.play("sorcerer activates mystic portal")
    game.play("exchange astral mana with astral row 1")
    return game


def refused(game, action):
    before, moves, saved = game.state.to_dict(), game.move_number, game.to_json()
    rule = game.why_illegal(action)
    with pytest.raises(IllegalAction) as caught:
        game.play(action)
    assert rule is not None and rule.code == caught.value.code
    assert game.state.to_dict() == before and game.move_number == moves
    assert mandrapy.load(game.to_json()).state.to_dict() == mandrapy.load(saved).state.to_dict()
    return caught.value


@pytest.mark.parametrize("cell", [(1, True), (True, 1), (1.0, 1), (1, 2.0), [1, 1], (1, 1, 1), (1,), "1,1"])
def test_1_and_2_an_exchange_cell_of_another_type_is_refused_and_the_save_still_loads(cell):
    game = exchange_game()
    assert game.is_legal(Exchange(0, 1, (1, 1)))
    error = refused(game, Exchange(0, 1, cell))
    assert error.code == "bad_value" and "Exchange.cell" in error.rule
    game.play(Exchange(0, 1, (1, 1)))
    assert mandrapy.load(game.to_json()).history == game.history


@pytest.mark.parametrize("game", ["mandragora", "magyarcana", "conjuraction"])
@pytest.mark.parametrize("seat", [True, False, 1.0, "0", 9, -1])
def test_3_view_refuses_what_is_not_a_seat_in_every_game(game, seat):
    with pytest.raises(ValueError, match="view: seat must be a seat"):
        mandrapy.new(game, seed=1).view(seat)


@pytest.mark.parametrize("argument, value", [
    ("forges", {0: {"astral": 5}, "0": {"astral": 6}}),
    ("wild", {0: "essence", "0": "energy"}),
    ("hands", {0: [1], "0": [2]}),
    ("runes", {0: {"essence": 1}, "0": {"essence": 2}}),
])
def test_4_a_seat_given_twice_is_refused_naming_the_argument(argument, value):
    characters = ["jenetta", "norwell"] if argument == "wild" else None
    with pytest.raises(InvalidPosition, match=rf"{argument}: 0 is given twice"):
        Conjuraction.from_position(players=2, seed=1, characters=characters, **{argument: value})


@pytest.mark.parametrize("game, position", [
    ("mandragora", {"players": 2, "hands": {0: "red", "0": "blue"}}),
    ("magyarcana", {"territories": {"0,0": "Under of Acorns", "0,1": "Over of Acorns"},
                    "minions": {"Under of Acorns": [(0, 1)], "Over of Acorns": [(1, 1)]},
                    "hands": {0: "7 of Bells", "0": "8 of Bells"}}),
])
def test_4_the_other_games_refuse_a_seat_given_twice_too(game, position):
    from mandrapy.core.registry import game_class
    with pytest.raises(InvalidPosition, match="hands: 0 is given twice"):
        game_class(game).from_position(seed=1, **position)


class Junk:
    """A computer player whose answer reads as no action."""

    def choose(self, view):
        return "xyzzy"


@pytest.mark.parametrize("game", ["mandragora", "magyarcana", "conjuraction"])
def test_5_a_refused_computer_answer_does_not_show_the_computers_choices_on_another_seats_board(game):
    pytest.importorskip("ipycanvas")
    from mandrapy.core.registry import game_class
    board_class = __import__(f"mandrapy.{game}", fromlist=["Board"]).Board
    played = mandrapy.new(game, seed=2, **({"players": 2} if game != "magyarcana" else {}))
    while played.to_play != 1:                             # seat 1 (the computer) decides next
        played.play(played.legal_actions()[0])
    secret = [str(a) for a in played.legal_actions()]
    board = board_class(played, seat=0, seats={1: Junk()})
    assert 1 in board.stopped and "xyzzy" in board.message and "not an action" in board.message
    assert not any(text in board.message for text in secret), board.message
    if game == "conjuraction":                             # the case: cards of the computer's hand
        assert "put card" not in board.message
    hot_seat = board_class(game_class(game)._wrap(played.state.clone()), seat=None, seats={1: Junk()})
    assert any(text in hot_seat.message for text in secret)   # seat None sees everything: choices listed


def test_5_the_conjuraction_setup_refusal_names_no_card_of_the_computers_hand():
    pytest.importorskip("ipycanvas")
    from mandrapy.conjuraction import Board
    game = mandrapy.new("conjuraction", players=2, seed=3, characters=("larissa", "norwell"))
    while game.to_play == 0:
        game.play(game.legal_actions()[0])
    hand = game.state.hands[1]
    assert game.state.decision.code == "starting_card" and hand
    board = Board(game, seat=0, seats={1: Junk()})
    assert board.stopped and not any(f"card {card}" in board.message for card in hand), board.message


# ---------------------------------------------------------------- minor
def test_minor_a_seed_of_2_to_the_64_is_accepted_as_the_message_promises():
    assert Conjuraction.from_position(seed=2 ** 64).seed == 2 ** 64


@pytest.mark.parametrize("cubes", ["² essence", "¹ nether", "٣ arcana"])
def test_minor_a_number_that_is_not_ascii_is_an_invalid_position(cubes):
    with pytest.raises(InvalidPosition, match="is not like '2 essence'"):
        Conjuraction.from_position(circles={0: {"astral": cubes}})


def test_minor_thirty_cubes_on_one_offer_space_are_refused():
    with pytest.raises(InvalidPosition, match=r"offers\[astral\]\[0\]: 30 cubes on one offer space in round 1"):
        Conjuraction.from_position(offers={"astral": ["30 essence"] + [None] * 5})
    Conjuraction.from_position(offers={"astral": ["nether, essence"] + [None] * 5}, round=2)   # reachable


def test_minor_all_44_cards_in_the_discard_pile_are_refused():
    with pytest.raises(InvalidPosition, match="discard: 44 cards, but a card is discarded only when a spell is "
                                              "completed"):
        Conjuraction.from_position(discard=list(range(44)))
    game = Conjuraction.from_position(players=2, discard=[40], covered={1: ["astral augury"]}, scores={1: 2})
    assert game.view(None).discard == (40,)

"""Where a turn begins, so that "undo my turn" takes back the whole of it: the choice to pay for a bonus turn and
the payment (rulebook "End-of-the Round Phase"), the starting mana and Jenetta's swap on a first turn (rulebook
"Sequence of Play": "On the first turn only, you should place your starting mana"; G-04, G-05)."""

import random

import pytest

import mandrapy
from mandrapy import IllegalAction
from mandrapy.conjuraction import Conjuraction
from mandrapy.conjuraction.state import ConjuractionState


def last_sorcerer_at_the_choice(circle="2 essence, arcana, 2 nether"):
    """Player 0 passes; player 1, the last sorcerer, takes his one more regular turn (Mana Drift moves his
    cubes to the Maelstrom) and is asked: pass, or pay for a bonus turn."""
    game = Conjuraction.from_position(players=2, seed=3, characters=["norwell", "larissa"],
                                      circles={1: [circle, "", ""]}, current=0)
    game.play("pass")
    while game.to_play == 0:
        game.play(game.legal_actions()[0])
    game.play("sorcerer activates mana drift")
    while game.state.decision.code != "last":
        game.play(game.legal_actions()[0])
    assert game.to_play == 1 and "bonus turn" in map(str, game.legal_actions())
    return game


def set_aside(game) -> int:
    return sum(game.state.setaside.values())


def test_undo_turn_after_a_whole_bonus_turn_takes_back_the_payment_too():
    game = last_sorcerer_at_the_choice()
    choice, before = game.move_number, game.state.to_dict()
    game.play("bonus turn")
    assert game.state.decision.code == "pay"               # essence or arcana: a real choice
    game.play("pay arcana from maelstrom")
    assert game.state.decision.code == "turn" and set_aside(game) == 1
    game.play("familiar takes astral row 0")
    while game.state.decision.code != "last":               # the bonus turn ends: pass or another bonus turn
        game.play(game.legal_actions()[0])
    game.undo_turn(seat=1)
    assert game.move_number == choice and game.state.to_dict() == before
    assert game.state.decision.code == "last" and set_aside(game) == 0 and game.state.bonus == 0


def test_undo_turn_in_the_middle_of_a_bonus_turn_goes_back_before_the_choice_to_pay():
    game = last_sorcerer_at_the_choice()
    choice, before = game.move_number, game.state.to_dict()
    game.play("bonus turn")
    game.play("pay essence from maelstrom")
    assert game.state.decision.code == "turn"
    game.undo_turn()                                        # the seat to play: player 1
    assert game.move_number == choice and game.state.to_dict() == before


def test_undo_turn_right_after_a_bonus_turn_paid_by_itself_goes_back_before_the_choice():
    game = last_sorcerer_at_the_choice("3 essence, 2 nether")
    choice, before = game.move_number, game.state.to_dict()
    game.play("bonus turn")                                 # one payable colour: paid by itself
    assert game.state.decision.code == "turn" and set_aside(game) == 1
    game.undo_turn()
    assert game.move_number == choice and game.state.to_dict() == before


def test_undo_turn_of_a_second_bonus_turn_keeps_the_first_one_paid():
    game = last_sorcerer_at_the_choice("3 essence, arcana, 2 nether")
    game.play("bonus turn")
    game.play("pay arcana from maelstrom")
    game.play("familiar takes astral row 0")
    while game.state.decision.code != "last":
        game.play(game.legal_actions()[0])
    second, before = game.move_number, game.state.to_dict()
    game.play("bonus turn")                                 # costs two now
    while game.state.decision.code == "pay":
        game.play(game.legal_actions()[0])
    assert set_aside(game) == 3 and game.state.bonus == 2
    game.undo_turn()
    assert game.move_number == second and game.state.to_dict() == before
    assert set_aside(game) == 1 and game.state.bonus == 1


def test_undo_turn_after_passing_instead_of_a_bonus_turn_goes_back_to_that_choice():
    game = last_sorcerer_at_the_choice()
    choice, before = game.move_number, game.state.to_dict()
    game.play("pass")
    while game.state.round == 1:                            # what passing asks him, then round 2
        game.play(game.legal_actions()[0])
    game.undo_turn(seat=1)
    assert game.move_number == choice and game.state.to_dict() == before


def to_the_first_turn(characters, seed=5):
    """A new game, its setup decisions answered, at the first player's first decision."""
    game = mandrapy.new("conjuraction", players=2, seed=seed, characters=characters, first_player=0)
    while game.state.phase != "play":
        with pytest.raises(IllegalAction, match="no turn to take back"):
            game.undo_turn()                                # setup is no one's turn
        game.play(game.legal_actions()[0])
    assert game.state.turn_starts == [] and game.to_play == 0
    return game


def test_undo_turn_on_a_first_turn_goes_back_before_the_starting_mana():
    game = to_the_first_turn(["larissa", "norwell"])        # Larissa places her cubes one by one
    start, before = game.move_number, game.state.to_dict()
    assert game.state.decision.code == "starting_mana"
    while game.state.decision.code == "starting_mana":
        game.play(game.legal_actions()[-1])
    game.play("sorcerer activates mana drift")
    assert game.to_play == 0 and game.state.decision.code == "drift"
    game.undo_turn()                                        # in the middle of the turn
    assert game.move_number == start and game.state.to_dict() == before
    assert sum(game.state.start_mana[0].values()) == 5


def test_undo_turn_after_a_whole_first_turn_goes_back_before_the_starting_mana():
    game = to_the_first_turn(["norwell", "larissa"])
    start, before = game.move_number, game.state.to_dict()
    while game.to_play == 0:
        game.play(game.legal_actions()[0])                  # starting mana, then pass and a charm
    assert game.state.passed[0] and game.to_play == 1
    game.undo_turn(seat=0)
    assert game.move_number == start and game.state.to_dict() == before


def test_undo_turn_on_jenettas_first_turn_goes_back_before_her_starting_mana_and_swap():
    game = to_the_first_turn(["jenetta", "norwell"])
    start, before = game.move_number, game.state.to_dict()
    game.play(game.legal_actions()[0])                      # starting mana (the rest follows by itself)
    assert game.state.decision.code == "jenetta_swap"
    game.play("wild colour arcana")
    assert game.state.decision.code == "turn"
    game.undo_turn()
    assert game.move_number == start and game.state.to_dict() == before


def test_undo_turn_on_jenettas_first_turn_of_round_two_goes_back_before_her_swap():
    """G-05: every round, Jenetta may swap her wild mana first thing on her first turn of the round."""
    game = to_the_first_turn(["jenetta", "norwell"])
    while not (game.state.round == 2 and game.state.decision.code == "jenetta_swap"):
        game.play(game.legal_actions()[0])                  # everyone passes at once: round 2
    start, before = game.move_number, game.state.to_dict()
    wild = game.state.wild[0]
    game.play(game.legal_actions()[-1])                     # a swap
    assert game.state.wild[0] != wild and game.state.decision.code == "turn"
    game.play("pass")
    assert game.state.passed[0]
    game.undo_turn(seat=0)
    assert game.move_number == start and game.state.to_dict() == before


def test_a_turn_of_glyph_and_black_moves_has_one_start():
    """G-07, G-10: the turn menu asked again (after a glyph or a black move) goes on with the same turn."""
    game = Conjuraction.from_position(players=2, seed=3, characters=["alaeric", "larissa"],
                                      circles={0: ["2 nether, essence", "", ""]}, glyphs={0: 1}, current=0)
    game.play("move nether from astral to maelstrom")
    game.play("move nether from maelstrom to aether")
    assert game.state.decision.code == "turn" and game.state.turn_starts == [0]


def random_game(seed: int, moves: int) -> ConjuractionState:
    """A game of ``moves`` seeded random actions (bonus turns preferred when offered, so some are paid)."""
    chooser = random.Random(seed)
    state = ConjuractionState.new(players=3, seed=seed, characters=["jenetta", "larissa", "alaeric"])
    while len(state.history) < moves and not state.is_over:
        legal = state.legal_actions()
        bonus = [a for a in legal if str(a) == "bonus turn"]
        state.play(bonus[0] if bonus else chooser.choice(legal))
    return state


def test_turn_starts_are_rebuilt_by_replay_json_clone_and_time_travel():
    """``turn_starts`` is not saved: a record, a JSON snapshot, a clone and time travel all rebuild the same."""
    state = random_game(seed=11, moves=400)
    starts = list(state.turn_starts)
    assert len(starts) > 20
    assert ConjuractionState.from_record(state.record()).turn_starts == starts
    assert ConjuractionState.from_json(state.to_json()).turn_starts == starts
    twin = state.clone()
    assert twin.turn_starts == starts and twin.turn_opened == state.turn_opened
    twin.play(twin.legal_actions()[0])
    assert state.turn_starts == starts                      # the clone's own copy
    state.keep_checkpoints(every=16)
    for move in (0, 1, 37, 100, 255, len(state.history) - 1):
        travelled, replayed = state.at(move), ConjuractionState.from_record(state.record(), upto=move)
        assert travelled.turn_starts == replayed.turn_starts == [s for s in starts if s < move]
        assert travelled.turn_opened == replayed.turn_opened


def test_every_turn_starts_with_a_decision_of_its_player_that_begins_a_turn():
    """Each start is the first thing its player decided that turn: starting mana, Jenetta's swap, the turn menu,
    or the choice to pay for a bonus turn; when that choice was forced (a pass: no bonus turn affordable), what
    passing asked him next."""
    state = random_game(seed=12, moves=600)
    frames, passed = {}, {}
    replay = ConjuractionState.from_record({**state.record(), "actions": []})
    for action in state.history:
        frames[len(replay.history)] = replay.decision
        passed[len(replay.history)] = replay.passed[replay.to_play]
        replay.play(action)
    begun = [frames[s] for s in state.turn_starts]
    opening = {"starting_mana", "jenetta_swap", "turn", "last"}
    assert opening <= {f.code for f in begun}
    assert all(f.code in opening or passed[s] for s, f in zip(state.turn_starts, begun))
    assert [f.code for f in begun[:3]] == ["starting_mana"] * 3          # each one's first turn
    assert not any(f.get("again") for f in begun)                       # the menu asked again goes on
    assert all(state.deciders[s] == f.player for s, f in zip(state.turn_starts, begun))
    after_payment = [m + 1 for m, f in frames.items() if f.code == "pay" and frames.get(m + 1) is not None
                     and frames[m + 1].code == "turn"]
    assert after_payment and not set(after_payment) & set(state.turn_starts)

"""Hypothesis properties of the Magyarcana engine: records, snapshots, undo, illegal actions, action text,
hand-made positions, and the geometry of the board (steps, wrap-around, groups)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

import mandrapy
from mandrapy import IllegalAction, InvalidRecord
from mandrapy.magyarcana import (CARDS, AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, MagyarcanaState,
                                 Move, MoveAny, PlaceFromDiscard, PlaceMinion, PlayCard, Refill, RemoveTerritory,
                                 Replace, Skip, TakeFromDiscard, UseTerritory, parse)
from mandrapy.magyarcana.geometry import (DIRECTIONS, groups, neighbours, open_cells, step, straight_destinations,
                                          turning_destinations)
from mandrapy.magyarcana.invariants import check_invariants

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

seeds = st.integers(0, 2**32 - 1)
choices = st.lists(st.integers(0, 10**6), max_size=120)


def play_out(seed, picks, finish=False, first=None) -> MagyarcanaState:
    """A game after the chosen moves (pick % number of legal actions); ``finish``: then random to the end."""
    state = MagyarcanaState.new(seed=seed, first_player=first)
    bot = random.Random(seed)
    for pick in picks:
        if state.is_over:
            break
        legal = state.legal_actions()
        state.play(legal[pick % len(legal)])
    while finish and not state.is_over:
        state.play(bot.choice(state.legal_actions()))
    return state


games = st.builds(play_out, seeds, choices, st.booleans(), st.none() | st.integers(0, 1))

# ------------------------------------------------------------------------------ any action value
cards = st.sampled_from(CARDS)
cells = st.tuples(st.integers(-4, 6), st.integers(-4, 6))
pips = st.integers(0, 9)
actions = st.one_of(
    st.builds(UseTerritory, cards), st.builds(PlayCard, cards, st.booleans()), st.just(Refill()),
    st.builds(DiscardCard, cards), st.just(Done()), st.just(Skip()), st.builds(AddTerritory, cards, cells),
    st.builds(PlaceMinion, cards), st.builds(Expel, cards, pips), st.builds(ExpelTo, cards),
    st.builds(Move, cards, pips, cards), st.builds(MoveAny, st.integers(0, 1), cards, pips, cards),
    st.builds(Grow, cards, pips), st.builds(Replace, cards, cards), st.builds(TakeFromDiscard, cards),
    st.builds(PlaceFromDiscard, cards, cells), st.builds(RemoveTerritory, cards),
)


@FAST
@given(games)
def test_replay_reproduces_the_game(state):
    record = json.loads(json.dumps(state.record()))
    assert MagyarcanaState.from_record(record).to_dict() == state.to_dict()
    game = mandrapy.replay(record)
    assert game.state.to_dict() == state.to_dict() and game.record() == state.record()
    assert game.scores == state.scores() and game.winners == state.winners()
    assert list(game.log) == list(state.log_lines())


@FAST
@given(games)
def test_json_round_trip(state):
    snapshot = state.to_dict()
    assert json.loads(json.dumps(snapshot)) == snapshot
    assert MagyarcanaState.from_json(state.to_json()).to_dict() == snapshot
    assert mandrapy.load(state.to_json(indent=2)).state.to_dict() == snapshot


@FAST
@given(games, st.integers(0, 10**6), st.data())
def test_undo_after_play_restores(state, pick, data):
    if state.is_over:
        assert state.undone().to_dict() == state.at(len(state.history) - 1).to_dict()
        return
    before = state.to_dict()
    legal = state.legal_actions()
    state.play(legal[pick % len(legal)])
    assert state.undone().to_dict() == before
    move = data.draw(st.integers(0, len(state.history)))
    assert state.at(move).to_dict() == MagyarcanaState.from_record(state.record(), upto=move).to_dict()


@FAST
@given(games)
def test_invariants_hold_in_any_reachable_position(state):
    check_invariants(state)


@FAST
@given(games, st.lists(actions, min_size=1, max_size=10), games)
def test_illegal_actions_change_nothing(state, tried, elsewhere):
    """why_illegal agrees with legal_actions, and refused actions (or junk) leave the state alone."""
    tried = tried + elsewhere.legal_actions()[:10]
    legal = set(state.legal_actions())
    before, length = state.to_dict(), len(state.history)
    for action in tried:
        if action in legal:
            assert state.why_illegal(action) is None
            continue
        rule = state.why_illegal(action)
        assert rule is not None, f"{action} is accepted but not listed as legal"
        with pytest.raises(IllegalAction) as caught:
            state.play(action)
        assert caught.value.code and caught.value.rule.endswith(".")
        assert state.to_dict() == before and len(state.history) == length
    for junk in ("", "use", "play the joker", "move 1-minion from 9 of Bells", "add 7 of Bells at x,y", 42, None,
                 ["refill"]):
        with pytest.raises(IllegalAction):
            state.play(junk)
    assert state.to_dict() == before


@settings(max_examples=300, deadline=None)
@given(actions)
@example(AddTerritory(CARDS[0], (-3, -4)))
@example(MoveAny(1, CARDS[31], 3, CARDS[0]))
@example(PlaceFromDiscard(CARDS[7], (0, -1)))
def test_action_text_parses_back(action):
    assert parse(str(action)) == action
    assert str(parse(str(action).upper())) == str(action)
    assert str(parse("  " + str(action).replace(" ", "   ") + " ")) == str(action)


@FAST
@given(games)
def test_legal_action_text_parses_back(state):
    texts = [str(a) for a in state.legal_actions()]
    assert len(set(texts)) == len(texts)
    for action in state.legal_actions():
        assert MagyarcanaState.parse_action(str(action)) == action


@FAST
@given(games)
def test_views_hide_exactly_the_other_hand(state):
    for seat in (0, 1):
        view = state.view(seat)
        assert view.hands[seat] == tuple(state.hands[seat])
        assert view.hands[1 - seat] == (tuple(state.hands[1 - seat]) if state.is_over else None)
        assert view.hand_sizes == tuple(len(h) for h in state.hands)


# ------------------------------------------------------------------------------ geometry
boards = st.sets(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), min_size=1, max_size=25)


@settings(max_examples=200, deadline=None)
@given(boards, st.data())
def test_a_step_always_lands_on_a_territory(board, data):
    cell = data.draw(st.sampled_from(sorted(board)))
    for direction in DIRECTIONS:
        assert step(board, cell, direction) in board


@settings(max_examples=200, deadline=None)
@given(boards, st.data())
def test_wrap_symmetry_a_step_back_returns_to_the_start(board, data):
    """Stepping in the opposite direction undoes any step, wrap or not."""
    cell = data.draw(st.sampled_from(sorted(board)))
    for dx, dy in DIRECTIONS:
        there = step(board, cell, (dx, dy))
        assert step(board, there, (-dx, -dy)) == cell
    assert all(cell in neighbours(board, near) for near in neighbours(board, cell))


@settings(max_examples=200, deadline=None)
@given(boards)
def test_groups_partition_the_board(board):
    found = groups(board)
    assert sum(len(g) for g in found) == len(board) and set().union(*found) == board
    owner = {cell: i for i, group in enumerate(found) for cell in group}
    for cell in board:
        x, y = cell
        for near in ((x + 1, y), (x, y + 1)):
            if near in board:
                assert owner[near] == owner[cell], "orthogonal neighbours in different groups"
        for direction in DIRECTIONS:
            assert owner[step(board, cell, direction)] == owner[cell], "a step left its group"
    for group in found:                                   # each group is connected by steps
        start = next(iter(group))
        reached, todo = {start}, [start]
        while todo:
            for near in neighbours(board, todo.pop()):
                if near not in reached:
                    reached.add(near)
                    todo.append(near)
        assert reached == group


@settings(max_examples=150, deadline=None)
@given(boards, st.integers(1, 3), st.data())
def test_moves_stay_on_the_board_and_turning_reaches_at_least_the_straight_line(board, most, data):
    cell = data.draw(st.sampled_from(sorted(board)))
    straight = straight_destinations(board, cell, most)
    turning = turning_destinations(board, cell, most)
    assert straight <= board and turning <= board and straight <= turning
    assert straight_destinations(board, cell, 1) == {step(board, cell, d) for d in DIRECTIONS}
    assert straight_destinations(board, cell, most - 1 or 1) <= straight


@settings(max_examples=150, deadline=None)
@given(boards)
def test_open_cells_are_empty_and_next_to_the_board(board):
    for x, y in open_cells(board):
        assert (x, y) not in board
        assert {(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)} & board


# ------------------------------------------------------------------------------ malformed input
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=8)
card_names = st.sampled_from([card.name for card in CARDS])
cell_keys = st.builds("{},{}".format, st.integers(-2, 2), st.integers(-2, 4))
position_values = {
    "territories": st.dictionaries(cell_keys, card_names, min_size=1, max_size=8),
    "minions": st.dictionaries(card_names, st.lists(st.tuples(st.integers(-1, 2), st.integers(0, 4)), max_size=4),
                               max_size=4),
    "hands": st.dictionaries(st.integers(-1, 2).map(str), st.lists(card_names, max_size=7), max_size=2),
    "deck": st.none() | st.lists(card_names, max_size=6),
    "discard": st.lists(card_names, max_size=4),
    "current": st.integers(-1, 2), "reshuffles": st.integers(-1, 3),
}
positions = st.fixed_dictionaries({"territories": position_values["territories"]},
                                  optional={k: v for k, v in position_values.items() if k != "territories"})


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds, positions | st.dictionaries(st.sampled_from(sorted(position_values) + ["bogus"]), json_values,
                                          max_size=4), st.integers(0, 2**16))
@example(1, {"territories": {"0,0": "9 of Bells"}, "minions": {"9 of Bells": [[0, 3], [1, 3], [0, 3], [1, 1]]}}, 0)
@example(1, {"territories": {"0,0": "9 of Bells", "0,1": "9 of Bells"}}, 0)
@example(1, {"territories": {"0,0": "9 of Bells"}, "reshuffles": "x"}, 0)
@example(0, {"territories": {"0,-2": "8 of Acorns", "0,4": "7 of Hearts", "0,0": "7 of Acorns"}}, 0)   # replay order
def test_hand_made_positions_are_refused_or_sound(seed, position, bot_seed):
    """A position set up by hand is either refused with InvalidRecord or obeys every invariant to the end."""
    record = {"game": "magyarcana", "parameters": {}, "seed": seed, "position": position, "actions": []}
    try:
        state = MagyarcanaState.from_record(record)
    except InvalidRecord as exc:
        assert isinstance(exc, ValueError) and str(exc)
        return
    bot = random.Random(bot_seed)
    check_invariants(state)
    while not state.is_over and len(state.history) < 600:
        state.play(bot.choice(state.legal_actions()))
        check_invariants(state)
    assert state.is_over
    assert MagyarcanaState.from_json(state.to_json()).to_dict() == state.to_dict()


@st.composite
def mutated_records(draw):
    record = draw(games).record()
    how = draw(st.sampled_from(["drop", "junk", "parameter", "actions", "action", "position"]))
    if how == "drop":
        del record[draw(st.sampled_from(sorted(record)))]
    elif how == "junk":
        record[draw(st.sampled_from(sorted(record)))] = draw(json_values)
    elif how == "parameter":
        record["parameters"][draw(st.sampled_from(["first_player", "players", "bogus"]))] = \
            draw(json_values | st.integers(-2, 3))
    elif how == "actions":
        record["actions"] = record["actions"][:draw(st.integers(0, len(record["actions"])))]
        record["actions"].append(draw(st.text(max_size=30) | actions.map(str)))
    elif how == "action" and record["actions"]:
        record["actions"][draw(st.integers(0, len(record["actions"]) - 1))] = draw(actions.map(str))
    else:
        record["position"] = draw(json_values)
    return record


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_records())
def test_malformed_records_raise_invalid_record(record):
    for function in (mandrapy.replay, MagyarcanaState.from_record):
        try:
            function(record)
        except InvalidRecord as exc:
            assert isinstance(exc, ValueError) and str(exc)

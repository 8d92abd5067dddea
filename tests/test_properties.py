"""Hypothesis properties of the Mandragora engine and of records and snapshots in general."""

from __future__ import annotations

import json
import random
from itertools import product

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st
from budget import budget

import mandrapy
from mandrapy import IllegalAction, InvalidRecord
from mandrapy.mandragora import (Banish, Cast, Disappear, DropOut, GiveBack, GiveCurse, Levitate,
                                 MandragoraState, Replicate, Seek, SubstituteFrom, TeamAsk, TeamDecline,
                                 TeamExchange, TeamGive, TeamHandOver, Transfer, parse)
from mandrapy.mandragora.cards import ITEMS, MANDRAKE_ITEM, PENALTY_COLOURS, count
from mandrapy.mandragora.casting import legal_casts, why_cast_illegal
from mandrapy.mandragora.invariants import check_invariants

FAST = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

configs = st.sampled_from([(2, False), (3, False), (4, False), (4, True)])
seeds = st.integers(0, 2**32 - 1)
choices = st.lists(st.integers(0, 10**6), max_size=100)


def play_out(config, seed, picks, finish=False) -> MandragoraState:
    """A game after the chosen moves (pick % number of legal actions); ``finish``: then random to the end."""
    players, teams = config
    state = MandragoraState.new(players=players, teams=teams, seed=seed)
    bot = random.Random(seed)
    for pick in picks:
        if state.is_over:
            break
        legal = state.legal_actions()
        state.play(legal[pick % len(legal)])
    while finish and not state.is_over:
        state.play(bot.choice(state.legal_actions()))
    return state


games = st.builds(play_out, configs, seeds, choices, st.booleans())

# ------------------------------------------------------------------------------ any action value
NOT_SCROLLS = [item for item in ITEMS if not item.is_scroll]
items = st.sampled_from(ITEMS)
seats = st.integers(0, 3)
casts = st.builds(Cast.of, items, st.lists(items, min_size=1, max_size=7), st.integers(1, 5))
actions = st.one_of(
    st.builds(Seek, st.integers(1, 6)), casts, st.just(DropOut()),
    st.builds(Banish, st.integers(1, 3)), st.builds(Replicate, st.booleans()),
    st.builds(Transfer, st.integers(1, 3), seats), st.builds(SubstituteFrom, seats),
    st.builds(GiveBack, items), st.builds(Levitate, st.integers(0, 9), st.none() | items),
    st.builds(GiveCurse, seats), st.builds(TeamGive, items), st.just(TeamAsk()),
    st.builds(TeamExchange, items), st.just(TeamDecline()), st.builds(TeamHandOver, items),
    st.builds(Disappear, st.sampled_from(PENALTY_COLOURS)),
)


@FAST
@given(games)
def test_replay_reproduces_the_game(state):
    record = json.loads(json.dumps(state.record()))
    assert MandragoraState.from_record(record).to_dict() == state.to_dict()
    game = mandrapy.replay(record)
    assert game.state.to_dict() == state.to_dict() and game.record() == state.record()
    assert game.scores == state.scores() and game.winners == state.winners()


@FAST
@given(games)
def test_json_round_trip(state):
    text = state.to_json()
    assert MandragoraState.from_json(text).to_dict() == state.to_dict()
    assert mandrapy.load(state.to_json(indent=2)).state.to_dict() == state.to_dict()


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
    assert state.at(move).to_dict() == MandragoraState.from_record(state.record(), upto=move).to_dict()


@FAST
@given(games, st.lists(actions, min_size=1, max_size=8), games)
def test_illegal_actions_change_nothing(state, tried, elsewhere):
    """why_illegal agrees with legal_actions, and refused actions (or junk) leave the state alone."""
    tried = tried + elsewhere.legal_actions()[:8]
    legal = set(state.legal_actions())
    before, length = state.to_dict(), len(state.history)
    for action in tried:
        if action in legal:
            assert state.why_illegal(action) is None
            continue
        assert state.why_illegal(action) is not None, f"{action} is accepted but not listed as legal"
        with pytest.raises(IllegalAction) as caught:
            state.play(action)
        assert caught.value.code and caught.value.rule
        assert state.to_dict() == before and len(state.history) == length
    for junk in ("", "seek", "cast nothing", "levitate unicorn from shop 2", 42, None, ["seek 1"]):
        with pytest.raises(IllegalAction):
            state.play(junk)
    assert state.to_dict() == before


@settings(max_examples=200, deadline=None)
@given(actions)
@example(Levitate(3, None))
@example(GiveBack(ITEMS[-1]))
def test_action_text_parses_back(action):
    assert parse(str(action)) == action
    assert str(parse(str(action).upper())) == str(action)


@FAST
@given(games)
def test_legal_action_text_parses_back(state):
    for action in state.legal_actions():
        assert MandragoraState.parse_action(str(action)) == action


# ------------------------------------------------------------------------------ casting, brute force
def brute_force_casts(hand: dict, open_stacks: tuple) -> set:
    stack_sizes = [1 if is_open else 0 for is_open in open_stacks]
    found = set()
    for book in hand:
        if not (book.is_book or book.is_mandrake):
            continue
        rest = dict(hand)
        rest[book] -= 1
        kinds = sorted(item for item, n in rest.items() if n)
        for copies in product(*(range(rest[item] + 1) for item in kinds)):
            ingredients = tuple(item for item, n in zip(kinds, copies) for _ in range(n))
            for level in range(1, 6):
                if why_cast_illegal(hand, book, ingredients, level, stack_sizes) is None:
                    found.add(Cast(book, ingredients, level))
    return found


# Weighted toward castable hands: ingredients and mandrakes appear more often than any single book.
HAND_CARDS = [i for i in NOT_SCROLLS if i.is_ingredient] * 4 + [MANDRAKE_ITEM] * 3 + \
             [i for i in NOT_SCROLLS if i.is_book]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(HAND_CARDS), max_size=9), st.tuples(*[st.booleans()] * 5))
@example([ITEMS[20], MANDRAKE_ITEM, *[i for i in ITEMS if i.is_ingredient]], (True,) * 5)
def test_legal_casts_equal_brute_force(cards, open_stacks):
    hand = count(cards)
    listed = legal_casts(hand, open_stacks)
    assert len(listed) == len(set(listed)), "legal_casts lists a spell twice"
    assert set(listed) == brute_force_casts(hand, open_stacks)


# ------------------------------------------------------------------------------ malformed input
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=8)
POSITION_KEYS = ["hands", "shops", "night", "assistant", "scrolls", "cast", "stacks", "deck", "discard",
                 "current", "curse_holder", "dropped", "endgame_first", "endgame_slots", "players", "bogus"]
action_texts = st.one_of(st.text(max_size=30), actions.map(str),
                         st.sampled_from(["seek 0", "seek 99", "cast mandrake with red at level 9",
                                          "levitate face-down card from shop 77", "disappear pink"]))


@st.composite
def mutated_records(draw):
    record = draw(games).record()
    how = draw(st.sampled_from(["drop", "junk", "parameter", "actions", "action", "game", "position",
                                "whole"]))
    if how == "drop":
        del record[draw(st.sampled_from(sorted(record)))]
    elif how == "junk":
        record[draw(st.sampled_from(sorted(record)))] = draw(json_values)
    elif how == "parameter":
        key = draw(st.sampled_from(["players", "teams", "first_player", "seed", "bogus"]))
        record["parameters"][key] = draw(json_values | st.integers(-2, 6))
    elif how == "actions":
        record["actions"] = record["actions"][:draw(st.integers(0, len(record["actions"])))]
        record["actions"].append(draw(action_texts | json_values))
    elif how == "action" and record["actions"]:
        index = draw(st.integers(0, len(record["actions"]) - 1))
        record["actions"][index] = draw(action_texts)
    elif how == "game":
        record["game"] = draw(json_values | st.sampled_from(["magyarcana", "Mandragora", ""]))
    elif how == "position":
        record["position"] = draw(st.dictionaries(st.sampled_from(POSITION_KEYS), json_values, max_size=4)
                                  | json_values)
    else:
        return draw(json_values)
    return record


def must_be_invalid_record(function, value) -> None:
    """Either the input is (still) valid, or InvalidRecord is raised: never another exception."""
    try:
        function(value)
    except InvalidRecord as exc:
        assert isinstance(exc, ValueError) and str(exc)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_records())
@example({"game": []})
@example({"game": "mandragora", "parameters": {"players": 4.0}, "seed": 1, "actions": []})
def test_malformed_records_raise_invalid_record(record):
    must_be_invalid_record(mandrapy.replay, record)
    must_be_invalid_record(MandragoraState.from_record, record)


@st.composite
def mutated_snapshots(draw):
    state = draw(games)
    text = state.to_json()
    how = draw(st.sampled_from(["truncate", "record", "state", "top", "text"]))
    if how == "truncate":
        return text[:draw(st.integers(0, len(text) - 1))]
    if how == "text":
        return draw(st.text(max_size=40) | json_values.map(json.dumps))
    data = json.loads(text)
    if how == "record":
        data["record"] = draw(mutated_records())
    elif how == "state":
        key = draw(st.sampled_from(sorted(data["state"])))
        data["state"][key] = draw(json_values)
    else:
        data[draw(st.sampled_from(["format", "version", "game", "record", "state"]))] = draw(json_values)
    return json.dumps(data)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_snapshots())
@example('{"game": []}')
@example('{"game": {}, "format": "mandrapy"}')
def test_malformed_snapshots_raise_invalid_record(text):
    must_be_invalid_record(mandrapy.load, text)
    must_be_invalid_record(MandragoraState.from_json, text)


def test_changed_state_in_a_snapshot_is_refused():
    state = play_out((3, False), 5, list(range(20)))
    data = json.loads(state.to_json())
    data["state"]["assistant"] = (data["state"]["assistant"] + 1) % 10
    with pytest.raises(InvalidRecord, match="does not match"):
        MandragoraState.from_json(json.dumps(data))


# ------------------------------------------------------------------------------ hand-made positions
item_names = st.sampled_from([item.name for item in ITEMS])
spell_names = st.sampled_from(["Banishment", "Replication", "Transfer", "Swiftness", "Substitution",
                               "Levitation", "Disappearance", "Purification"])
small_seats = st.integers(-1, 4)
position_values = {
    "hands": st.dictionaries(st.integers(0, 4).map(str), st.lists(item_names, max_size=6), max_size=3),
    "shops": st.dictionaries(st.integers(0, 10).map(str), st.lists(item_names, max_size=3), max_size=3),
    "night": st.lists(st.integers(-1, 10), min_size=2, max_size=4),
    "assistant": st.integers(-1, 10),
    "scrolls": st.dictionaries(st.integers(0, 4).map(str), st.lists(st.integers(0, 4), max_size=3), max_size=3),
    "cast": st.dictionaries(st.integers(0, 4).map(str), st.lists(
        st.builds("{}: {} with {}".format, spell_names, item_names, item_names), max_size=2), max_size=2),
    "stacks": st.dictionaries(st.integers(0, 6).map(str), st.lists(spell_names, max_size=3), max_size=2),
    "deck": st.none() | st.lists(item_names, max_size=8),
    "discard": st.lists(item_names, max_size=3),
    "current": small_seats, "curse_holder": st.just("auto") | st.none() | small_seats,
    "dropped": st.lists(small_seats, max_size=3), "endgame_first": st.none() | small_seats,
    "endgame_slots": st.none() | st.integers(-1, 14),
}
positions = st.fixed_dictionaries({}, optional=position_values)


@settings(max_examples=budget(60, 150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs, seeds, positions, st.integers(0, 2**16))
def test_hand_made_positions_are_refused_or_sound(config, seed, position, bot_seed):
    """A position set up by hand is either refused with InvalidRecord or obeys every invariant."""
    players, teams = config
    record = {"game": "mandragora", "parameters": {"players": players, "teams": teams}, "seed": seed,
              "position": position, "actions": []}
    try:
        state = MandragoraState.from_record(record)
    except InvalidRecord:
        return
    bot = random.Random(bot_seed)
    check_invariants(state)
    while not state.is_over and len(state.history) < 400:
        state.play(bot.choice(state.legal_actions()))
        check_invariants(state)
    assert state.is_over
    assert MandragoraState.from_json(state.to_json()).to_dict() == state.to_dict()


@pytest.mark.parametrize("scrolls, holder", [({1: [1]}, 0), ({}, 1), ({0: [2], 1: [1]}, None)])
def test_position_with_a_misplaced_curse_marker_is_refused(scrolls, holder):
    """Regression: a hand-made Curse marker away from the most cursed used to be accepted."""
    record = {"game": "mandragora", "parameters": {"players": 3, "teams": False}, "seed": 1,
              "position": {"scrolls": scrolls, "curse_holder": holder}, "actions": []}
    with pytest.raises(InvalidRecord, match="Curse marker"):
        mandrapy.replay(record)

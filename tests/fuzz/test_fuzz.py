"""Fuzzing every way into every game: each bad input gives its documented error, fast, and changes nothing.

Inputs: legal actions of other games and other moments, action values with wrongly typed fields, random and
pathological text, mutated snapshots and records, mutated hand-made positions, and inputs of up to 1 MB.
Documented errors: IllegalAction for actions, InvalidRecord for records and snapshots, InvalidPosition for
positions; nothing else may escape (no TypeError, RecursionError, MemoryError...). Games come from
``fuzz_adapters.ADAPTERS``, so a new game is fuzzed by adding one line there.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mandrapy
from mandrapy import IllegalAction, InvalidPosition, InvalidRecord
from fuzz_adapters import ADAPTERS, Timer, snapshot, walk

FUZZ = settings(max_examples=12, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
JUNK = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-10 ** 30, 10 ** 30), st.floats(allow_nan=True),
              st.text(max_size=20), st.sampled_from(["0", "1", "-1", "2.0", "1e400", "", " ", "auto"])),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner),
                            st.dictionaries(st.text(max_size=5), inner, max_size=3)),
    max_leaves=8)
games = pytest.mark.parametrize("adapter", ADAPTERS, ids=lambda a: a.name)


def try_action(game, action):
    """Play ``action``: legal exactly when why_illegal says so; refused with a rule and no change otherwise."""
    before = snapshot(game)
    with Timer():
        rule = game.why_illegal(action)
        try:
            game.play(action)
        except IllegalAction as error:
            assert rule is not None and error.code == rule.code, (action, rule, error)
            assert error.rule and snapshot(game) == before
            return False
    assert rule is None, (action, rule)
    return True


def random_game(adapter, rng):
    seed = rng.randrange(10 ** 6)
    return walk(adapter.new(seed, seed), rng, rng.randrange(60))


# ---------------------------------------------------------------- actions
@games
@FUZZ
@given(seed=st.integers(0, 10 ** 9))
def test_actions_from_other_games_and_moments(adapter, seed):
    rng = random.Random(seed)
    game, other = random_game(adapter, rng), random_game(adapter, rng)
    actions = other.legal_actions() + list(other.history[-5:])
    for action in rng.sample(actions, min(10, len(actions))):
        try_action(game, action)


@games
@FUZZ
@given(seed=st.integers(0, 10 ** 9), junk=st.lists(JUNK, min_size=1, max_size=6))
def test_action_values_with_wrongly_typed_fields(adapter, seed, junk):
    rng = random.Random(seed)
    game = random_game(adapter, rng)
    candidates = [a for a in game.legal_actions() if dataclasses.fields(a)]
    for value in junk:
        if not candidates:
            break
        action = rng.choice(candidates)
        name = rng.choice(dataclasses.fields(action)).name
        original = getattr(action, name)
        mutant = dataclasses.replace(action, **{name: value})
        if try_action(game, mutant):        # accepted: it must have been a value of the right type
            assert type(value) is type(original), mutant
            break


def equal_of_another_type(value):
    """Values equal to ``value`` (``==``) but of another type: True for 1, 2.0 for 2, a list for a tuple, and the
    same inside tuples. A game that took one would compare it equal to a legal action and go wrong later."""
    if type(value) is bool:
        yield int(value)
        yield float(value)
    elif type(value) is int:
        yield float(value)
        if value in (0, 1):
            yield bool(value)
    elif type(value) is tuple:
        yield list(value)
        for index, element in enumerate(value):
            for other in equal_of_another_type(element):
                yield value[:index] + (other,) + value[index + 1:]


@games
@FUZZ
@given(seed=st.integers(0, 10 ** 9))
def test_a_field_swapped_for_an_equal_value_of_another_type_is_refused(adapter, seed):
    """The generic type-swap attack (issue 16): every field of legal actions, each swap refused, nothing changed."""
    rng = random.Random(seed)
    game = adapter.scene(seed) if adapter.scenes and seed % 2 else random_game(adapter, rng)
    legal = [a for a in game.legal_actions() if dataclasses.fields(a)]
    tried = 0
    for action in rng.sample(legal, min(12, len(legal))):
        for field in dataclasses.fields(action):
            for other in equal_of_another_type(getattr(action, field.name)):
                mutant = dataclasses.replace(action, **{field.name: other})
                assert not try_action(game, mutant), mutant
                tried += 1
    if adapter.scenes and seed % 2:
        assert tried, "the scene offers actions with numbers or tuples to swap"


TOKENS = st.sampled_from(["cast", "with", "at", "level", "seek", "play", "use", "add", "move", "from", "to",
                          "player", "1", "2", "3", "-1", "99999999999999999999", ",", "of", "minion", "special",
                          "red", "green book 2", "mandrake", "scroll 1", "9 of Bells", "Under of Acorns",
                          "2-minion", "x3", "(", ")", "'s", "0,1", "   ", "\u00e9", "\x00"])


@games
@FUZZ
@given(seed=st.integers(0, 10 ** 9), texts=st.lists(st.one_of(
    st.text(max_size=60), st.lists(TOKENS, max_size=14).map(" ".join),
    st.tuples(TOKENS, st.integers(1, 20000)).map(lambda t: (t[0] + " ") * t[1])), min_size=1, max_size=8))
def test_random_and_pathological_text(adapter, seed, texts):
    rng = random.Random(seed)
    game = random_game(adapter, rng)
    legal = [str(a) for a in game.legal_actions()]
    for text in texts + list(adapter.texts()):
        try_action(game, text)
        if legal:                           # near misses: a legal text, cut or extended
            near = rng.choice(legal)
            cut = rng.randrange(len(near) + 1)
            try_action(game, near[:cut] + text[:200] + near[cut:])


# ---------------------------------------------------------------- snapshots and records
def mutate(data, rng, junk):
    """``data`` (JSON-like) with one random place replaced by ``junk``, deleted, or duplicated."""
    data = copy.deepcopy(data)
    holder, key = None, None
    node = data
    for _ in range(rng.randrange(1, 6)):
        if isinstance(node, dict) and node:
            holder, key = node, rng.choice(sorted(node, key=str))
        elif isinstance(node, list) and node:
            holder, key = node, rng.randrange(len(node))
        else:
            break
        node = holder[key]
    if holder is None:
        return junk
    choice = rng.randrange(4)
    if choice == 0 and isinstance(holder, dict):
        del holder[key]
    elif choice == 1 and isinstance(holder, list):
        holder.insert(key, copy.deepcopy(holder[key]))
    else:
        holder[key] = junk
    return data


def refuses_or_loads(load, data, error):
    with Timer():
        try:
            game = load(data)
        except error as exc:
            assert str(exc)
            return None
    game.legal_actions()
    return game


@games
@FUZZ
@given(seed=st.integers(0, 10 ** 9), junk=st.lists(JUNK, min_size=1, max_size=5))
def test_mutated_snapshots(adapter, seed, junk):
    rng = random.Random(seed)
    game = random_game(adapter, rng)
    text = game.to_json()
    data = json.loads(text)
    for value in junk:
        refuses_or_loads(mandrapy.load, json.dumps(mutate(data, rng, value)), InvalidRecord)
        cut = rng.randrange(len(text))
        refuses_or_loads(mandrapy.load, text[:cut] + rng.choice("[]{}\",:0\\ x") + text[cut + 1:], InvalidRecord)
        refuses_or_loads(adapter.cls().from_json, text[:cut], InvalidRecord)


@games
@FUZZ
@given(seed=st.integers(0, 10 ** 9), junk=st.lists(JUNK, min_size=1, max_size=5))
def test_mutated_records(adapter, seed, junk):
    rng = random.Random(seed)
    record = random_game(adapter, rng).record()
    for value in junk:
        loaded = refuses_or_loads(mandrapy.replay, mutate(record, rng, value), InvalidRecord)
        if loaded is not None:              # a record that loads is a game that saves and reloads the same
            assert mandrapy.load(loaded.to_json()).state.to_dict() == loaded.state.to_dict()


# ---------------------------------------------------------------- positions
@games
@FUZZ
@given(seed=st.integers(0, 10 ** 9), junk=st.lists(JUNK, min_size=1, max_size=5),
       extra=st.sampled_from([None, "deck", "dropped", "endgame_first", "reshuffles", "minions", "stacks",
                              "night", "curse_holder", "nonsense"]))
def test_mutated_positions(adapter, seed, junk, extra):
    rng = random.Random(seed)
    for value in junk:
        arguments = dict(adapter.position)
        if extra is not None and rng.random() < 0.3:
            arguments[extra] = value
        else:
            arguments = mutate(arguments, rng, value)
            if not isinstance(arguments, dict):
                arguments = {"seed": arguments}
        game = refuses_or_loads(lambda a: adapter.from_position(**a), arguments, InvalidPosition)
        if game is not None:                # an accepted position is a playable, printable, savable game
            str(game)
            again = mandrapy.load(game.to_json())
            assert again.state.to_dict() == game.state.to_dict()
            walk(game, rng, 5)


# ---------------------------------------------------------------- big inputs: refused in under a second
MEGABYTE = 1_000_000


def big_texts(adapter):
    yield from adapter.texts()
    yield "x" * MEGABYTE
    yield " " * MEGABYTE
    yield "(" * MEGABYTE
    yield "9" * MEGABYTE
    yield "seek " + "1" * (MEGABYTE - 5)
    yield ("play " + "a " * 10) * (MEGABYTE // 25)


@games
def test_inputs_of_up_to_a_megabyte_are_refused_within_a_second(adapter):
    game = adapter.new(0, 1)
    for text in big_texts(adapter):
        assert len(text) <= MEGABYTE
        assert not try_action(game, text)
    record = game.record()
    for action in ("cast " + "a with " * 20000, "x" * (MEGABYTE - 100)):
        refuses_or_loads(mandrapy.replay, {**record, "actions": [action]}, InvalidRecord)
    snapshot_text = game.to_json()
    for text in ("[" * MEGABYTE, "{\"a\":" * (MEGABYTE // 5), "\"" + "\\\\" * (MEGABYTE // 2 - 1),
                 snapshot_text[:-1] + ", \"pad\": \"" + "x" * (MEGABYTE - len(snapshot_text) - 20) + "\"}",
                 "[" * 35 + "1" * (MEGABYTE - 100) + "]" * 35):
        assert len(text) <= MEGABYTE + 10
        for load in (mandrapy.load, adapter.cls().from_json):
            refuses_or_loads(load, text, InvalidRecord)
    for name in adapter.position:
        if name != "seed":
            refuses_or_loads(lambda a: adapter.from_position(**a), {**adapter.position, name: "x," * (MEGABYTE // 2)},
                             InvalidPosition)

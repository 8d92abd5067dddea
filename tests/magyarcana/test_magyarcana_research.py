"""Magyarcana's research face on hand-made positions: the ids of known actions, every decision's legal
actions numbered, and the facts of a view at their documented places of its tensor."""

from __future__ import annotations

import random

import pytest
from budget import budget

from mandrapy import IllegalAction, InvalidPosition
from mandrapy.magyarcana import (CARDS, AddTerritory, Card, Grow, Magyarcana, Move, PlayCard, RemoveTerritory,
                                 Replace, parse)
from mandrapy.magyarcana.action_ids import ACTION_SPACE, CELLS
from mandrapy.magyarcana.limits import MAX_COORDINATE
from mandrapy.magyarcana.steps import KINDS
from mandrapy.magyarcana.tensor import PLACES, PLANES
from magyarcana_helpers import column, decision, dice, play, position, row, seed_with_dice

C = Card.named
HOMES = ("Under of Acorns", "Over of Acorns")
LINE = column(HOMES[0], "9 of Bells", "10 of Hearts", HOMES[1])       # (0,0) (0,1) (0,2) (0,3)
HAND = "7 of Acorns, 7 of Bells, 7 of Leaves, King of Hearts, Ace of Hearts, 10 of Leaves"
DISCARD = ["8 of Hearts", "Ace of Bells", "9 of Leaves"]


def game_with(hand: str = HAND, seed: int = 1, **kwargs) -> Magyarcana:
    """The line above, both players sharing the 9 of Bells and the 10 of Hearts, player 0 to play ``hand``."""
    kwargs.setdefault("minions", {HOMES[0]: [(0, 1)], "9 of Bells": [(0, 2), (1, 1)], "10 of Hearts": [(0, 1), (1, 2)],
                                  HOMES[1]: [(1, 1)]})
    kwargs.setdefault("discard", DISCARD)
    return position(seed=seed, territories=LINE, hands={0: hand, 1: "8 of Acorns, Over of Leaves"}, **kwargs)


def tensor_parts(game: Magyarcana, seat: int) -> dict:
    return type(game).observation_layout(2).split(game.observation_tensor(seat))


# --- ids ------------------------------------------------------------------------------------------------------
def test_known_actions_have_their_ids_and_read_back():
    ids = {"use 7 of Acorns": 0, "play 7 of Acorns": 32, "play Under of Acorns special": 64,
           "play Ace of Leaves special": 79, "refill": 80, "add 7 of Acorns at -20,-20": 115,
           "add 7 of Acorns at 0,0": 115 + 20 * 41 + 20, "remove Ace of Leaves": len(ACTION_SPACE) - 1}
    for text, number in ids.items():
        action = parse(text)
        assert Magyarcana.action_from_id(number) == action and ACTION_SPACE.id(action) == number
    assert len(ACTION_SPACE) == 115_872


def test_a_played_card_reads_back_equal_with_its_default():
    action = Magyarcana.action_from_id(ACTION_SPACE.id(PlayCard(C("King of Hearts"))))
    assert action == PlayCard(C("King of Hearts")) and action.special is False
    assert action != PlayCard(C("King of Hearts"), True)


@pytest.mark.parametrize("action", [PlayCard(C("7 of Bells"), True), Grow(C("9 of Bells"), 3),
                                    Replace(C("10 of Bells"), C("7 of Hearts")),
                                    Replace(C("9 of Bells"), C("King of Bells")),
                                    AddTerritory(C("7 of Bells"), (MAX_COORDINATE + 1, 0)),
                                    RemoveTerritory(C("King of Leaves")), Move(C("7 of Bells"), 4, C("8 of Bells"))])
def test_what_the_rules_never_ask_for_has_no_id(action):
    with pytest.raises(ValueError, match="no id"):
        ACTION_SPACE.id(action)


def test_the_cells_are_the_world_and_nothing_else():
    edge = MAX_COORDINATE
    assert len(CELLS) == len(set(CELLS)) == (2 * edge + 1) ** 2
    assert {abs(v) for cell in CELLS for v in cell} == set(range(edge + 1))
    assert CELLS[:2] == ((-edge, -edge), (1 - edge, -edge))              # row by row, as the grid's planes


# --- every decision ------------------------------------------------------------------------------------------
def expelled(seed: int) -> Magyarcana:
    return play(game_with(seed=seed), "play 7 of Bells", "expel 1-minion from 9 of Bells")


SCENES = {   # the decision each reaches: the actions from game_with()
    "turn": (), "add_territory": ("play 7 of Acorns",), "place_minion": ("play 7 of Acorns", "skip"),
    "expel": ("play 7 of Bells",), "move": ("play King of Hearts",), "move_turning": ("play King of Hearts special",),
    "move_any": ("play Ace of Hearts special",), "grow_or_replace": ("play 7 of Leaves",),
    "discard": ("refill", "discard 7 of Bells"),
}
FACES = {   # (hand, actions)
    "expel_plus_2": ("King of Bells", ("play King of Bells special",)),
    "take_discard": ("King of Acorns", ("play King of Acorns special",)),
    "place_from_discard": ("Ace of Leaves", ("play Ace of Leaves special",)),
    "place_minion_optional": ("Ace of Leaves", ("play Ace of Leaves special", "place 8 of Hearts from discard at 1,0")),
    "remove_territory": ("King of Leaves", ("play King of Leaves special",)),
}


def scenes():
    for code, actions in SCENES.items():
        yield code, play(game_with(), *actions)
    for code, (hand, actions) in FACES.items():
        yield code, play(game_with(hand), *actions)
    seed = seed_with_dice(lambda s: game_with(seed=s), lambda mine, theirs: 2 + mine > 1 + theirs)
    yield "expel_to", expelled(seed)


def assert_numbered(game: Magyarcana) -> None:
    legal, ids = game.legal_actions(), game.legal_action_ids()
    assert legal and len(set(ids)) == len(legal) == len(ids)
    assert [Magyarcana.action_from_id(game.action_id(a)) for a in legal] == legal
    assert sorted(ACTION_SPACE.id(a) for a in legal) == ids
    assert [i for i, bit in enumerate(game.action_mask()) if bit] == ids


def test_every_decision_kind_has_every_legal_action_numbered():
    seen, types = set(), set()
    for code, game in scenes():
        assert (decision(game) or "turn") == code
        assert_numbered(game)
        seen.add(code)
        types |= {type(action) for action in game.legal_actions()}
    assert seen == set(KINDS) - {"draw_4"}           # the Ace of Acorns' draw is applied by itself
    assert types == {row.action_type for row in ACTION_SPACE.rows}
    assert Magyarcana.action_from_id(ACTION_SPACE.id(parse("done"))) == parse("done")


def test_random_play_from_each_decision_keeps_every_action_numbered():
    rng, positions = random.Random(4), 0
    for _, start in scenes():
        game = start
        for _ in range(budget(6, 200)):
            if game.is_over:
                break
            assert_numbered(game)
            game.play(rng.choice(game.legal_actions()))
            positions += 1
    assert positions > 50


# --- the world's edge ------------------------------------------------------------------------------------------
def test_no_territory_goes_beyond_the_worlds_edge():
    edge = MAX_COORDINATE
    territories = row(HOMES[0], "9 of Bells", "10 of Hearts", HOMES[1], left=edge - 3)
    game = position(territories=territories, minions={HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]},
                    hands={0: "7 of Acorns"})
    play(game, "play 7 of Acorns")
    cells = {a.cell for a in game.legal_actions() if isinstance(a, AddTerritory)}
    assert (edge - 4, 0) in cells and (edge, 1) in cells and not any(abs(x) > edge for x, _ in cells)
    with pytest.raises(IllegalAction) as caught:
        game.play(f"add 7 of Acorns at {edge + 1},0")
    assert caught.value.code == "beyond_edge"
    assert_numbered(game)
    with pytest.raises(InvalidPosition, match="cell"):
        position(territories={f"{edge + 1},0": HOMES[0]}, minions={HOMES[0]: [(0, 1)]})


# --- the tensor ----------------------------------------------------------------------------------------------
def index(card: str) -> int:
    return CARDS.index(C(card))


def place(parts: dict, card: str) -> str:
    """Where a view's tensor says ``card`` is (its one-hot row of the ``where`` segment)."""
    one_hot = list(parts["where"][index(card) * len(PLACES):(index(card) + 1) * len(PLACES)])
    assert sum(one_hot) == 1
    return PLACES[one_hot.index(1)]


def test_a_hand_card_shows_in_its_owners_tensor_only():
    game = game_with()
    mine, theirs = tensor_parts(game, 0), tensor_parts(game, 1)
    assert place(mine, "King of Hearts") == "hand of seat 0" and place(theirs, "King of Hearts") == "unseen"
    assert place(theirs, "Over of Leaves") == "hand of seat 1" and place(mine, "Over of Leaves") == "unseen"
    for parts in (mine, theirs):
        assert place(parts, "9 of Bells") == "board" and place(parts, "Ace of Bells") == "discard pile"
        assert list(parts["hand_sizes"]) == [6, 2] and list(parts["piles"])[1:] == [3, 0]
    play(game, "play King of Hearts")
    assert place(tensor_parts(game, 1), "King of Hearts") == "in play"


def test_a_territory_shows_on_its_cell_in_its_planes():
    parts, cells = tensor_parts(game_with(), 1), len(CELLS)
    hearts, bells = CELLS.index((0, 2)), CELLS.index((0, 1))

    def plane(name: str, at: int) -> float:
        return parts["grid"][PLANES.index(name) * cells + at]
    assert plane("hearts", hearts) == 1 and plane("number", hearts) == 10 and plane("face", hearts) == 0
    assert plane("acorns", hearts) == plane("bells", hearts) == 0 and plane("bells", bells) == 1
    assert plane("pips of seat 0", bells) == 2 and plane("pips of seat 1", bells) == 1
    assert sum(parts["grid"][PLANES.index("hearts") * cells:(PLANES.index("hearts") + 1) * cells]) == 1
    nine = index("9 of Bells")
    assert list(parts["cell"][2 * nine:2 * nine + 2]) == [0, 1]
    assert list(parts["minions"][6 * nine:6 * nine + 6]) == [0, 1, 0, 1, 0, 0]     # seat 0: a 2; seat 1: a 1
    assert list(parts["controllers"][2 * nine:2 * nine + 2]) == [1, 0]


def test_the_pending_expulsion_and_its_roll_show():
    seed = seed_with_dice(lambda s: game_with(seed=s), lambda mine, theirs: 2 + mine > 1 + theirs)
    mine, theirs = dice(game_with(seed=seed))
    parts = tensor_parts(expelled(seed), 1)
    nine = index("9 of Bells")
    assert [i for i, bit in enumerate(parts["pending"]) if bit] == [3 * nine]       # the 1-minion on the 9 of Bells
    assert list(parts["last_roll"]) == [1, 1, 0, mine, theirs, 0, 1, 1]
    assert list(parts["decision"]) == [int(code == "expel_to") for code in KINDS]
    assert list(parts["to_play"]) == [1, 0] and list(parts["seat"]) == [0, 1]

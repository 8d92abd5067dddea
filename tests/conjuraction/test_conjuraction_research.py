"""Mystical Conjuraction's research face (action_ids.py, tensor.py) on hand-made positions: known facts at their
documented places of a seat's tensor (and not in another seat's), specific ids and their actions, impossible
actions refused an id, and every legal action of every kind of decision numbered and read back."""

from __future__ import annotations

import random

import pytest
from budget import budget

from mandrapy.conjuraction import Conjuraction
from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.action_ids import ACTION_SPACE
from mandrapy.conjuraction.actions import (Activate, BonusTurn, Choose, CubeOn, Done, Exchange, ForgeCard, Give,
                                           Move, MoveCard, Pass, Place, PortalBag, PortalCard, PortalLine, Select,
                                           StartMana, Swap, SwapCards, TakeCharm, TakeLine)
from mandrapy.conjuraction.cards import GRIDS
from mandrapy.conjuraction.kinds import KINDS
from mandrapy.conjuraction.tensor import CODES, SPACES

FIVE = ["norwell", "larissa", "alaeric", "jenetta", "steffan"]


def game(players=2, characters=None, **given) -> Conjuraction:
    return Conjuraction.from_position(players=players, seed=1, characters=characters or FIVE[:players], **given)


def parts(g: Conjuraction, seat: int) -> dict:
    layout = Conjuraction.observation_layout(g.players)
    return {name: list(values) for name, values in layout.split(g.observation_tensor(seat)).items()}


def at(g: Conjuraction, seat: int, segment: str, *index: int) -> float:
    """The number at ``index`` of ``segment`` (row by row, as its shape says) in ``seat``'s tensor."""
    layout = Conjuraction.observation_layout(g.players)
    found = next(s for s in layout.segments if s.name == segment)
    flat = 0
    for i, n in zip(index, found.shape, strict=True):
        assert 0 <= i < n
        flat = flat * n + i
    return g.observation_tensor(seat)[layout.offsets[segment] + flat]


def checked(g: Conjuraction) -> list:
    """The legal actions, each with an id that reads back as the same action (dataclass equality)."""
    legal = g.legal_actions()
    ids = g.legal_action_ids()
    assert len(set(ids)) == len(legal) and ids == sorted(ids)
    assert [Conjuraction.action_from_id(g.action_id(a)) for a in legal] == legal
    mask = g.action_mask()
    assert [i for i, bit in enumerate(mask) if bit] == ids
    return legal


# ------------------------------------------------------------------ the tensor
def test_a_hand_card_shows_in_its_owners_tensor_only():
    g = game(3, forges={0: [5, 7, 9]}, hands={0: [12, 13]}, card_offer=[20, 21, 22, 23])
    assert at(g, 0, "hands", 0, 12) == at(g, 0, "hands", 0, 13) == 1 and sum(parts(g, 0)["hands"]) == 2
    for seat in (1, 2):
        assert at(g, seat, "hands", 0, 12) == 0 and sum(parts(g, seat)["hands"]) == 0
        assert at(g, seat, "unseen", 12) == 1 and parts(g, seat)["hand_known"] == [int(q == seat) for q in range(3)]
    assert parts(g, 0)["hand_known"] == [1, 0, 0] and at(g, 0, "unseen", 12) == 0
    assert all(parts(g, seat)["hand_size"] == [2, 0, 0] for seat in range(3))
    assert at(g, 1, "forge_card", 0, 1, 7) == 1 and at(g, 1, "unseen", 7) == 0 and at(g, 1, "card_offer", 21) == 1


def test_what_a_seat_has_not_seen_leaves_its_tensor_alone():
    given = dict(forges={1: [5, 7, 9]}, card_offer=[20, 21, 22])
    one, other = game(hands={1: [12]}, **given), game(hands={1: [13]}, **given)
    assert one.observation_tensor(0) == other.observation_tensor(0)
    assert one.observation_tensor(1) != other.observation_tensor(1)


def test_cubes_on_spaces_offers_and_cards_show_at_their_places():
    g = game(spaces={"spell weave": ["arcana", None, None], "mana weave": [None, None, "essence"]},
             stacked={"mana weave": [None, None, "arcana"]},
             offers={"maelstrom": ["2 nether", "essence", None, "plasma", "energy", "arcana"]},
             forges={0: {"aether": 5}}, charged={0: {"aether": ["0,0", "wild 1,1"]}},
             familiars_at={1: [("plasma", "mana weave")]}, familiars={1: 2},
             covered={1: ["astral augury", "maelstrom enchantment"]}, round=2)
    for seat in (0, 1):
        assert at(g, seat, "spaces", SPACES.index((0, 0)), D.ARCANA) == 1
        assert at(g, seat, "spaces", SPACES.index((8, 2)), D.ESSENCE) == 1 and sum(parts(g, seat)["spaces"]) == 2
        assert at(g, seat, "stacked", SPACES.index((8, 2)), D.ARCANA) == 1
        assert at(g, seat, "offers", 1, 0, D.NETHER) == 2 and at(g, seat, "offers", 1, 1, D.ESSENCE) == 1
        assert sum(parts(g, seat)["offers"][30:60]) == 6                # the Maelstrom's six cells, six cubes
        assert at(g, seat, "forge_card", 0, 2, 5) == 1 and at(g, seat, "forge_rune", 0, 2, 0) == 1
        assert at(g, seat, "forge_layout", 0, 2, 0, GRIDS[5][0]) == 1
        assert at(g, seat, "forge_placed", 0, 2, 0, GRIDS[5][0]) == 1
        assert at(g, seat, "forge_placed", 0, 2, 4, D.NETHER) == 1 and sum(parts(g, seat)["forge_placed"]) == 2
        assert at(g, seat, "missing", 0, 2, 0) == 3                     # Theurgy's augury: squares 6, 7, 8
        assert at(g, seat, "familiars_at", D.FAMILIAR_SPACES.index((3, 8)), 1) == 1
        assert parts(g, seat)["score"] == [0, 6] and parts(g, seat)["familiars"] == [1, 2]
        assert at(g, seat, "covered", 1, 0, 0) == at(g, seat, "covered", 1, 1, 1) == 1
        assert sum(parts(g, seat)["covered"]) == 2 and parts(g, seat)["twinks"] == [D.BLUE_TWINKS[2] - 2, 0]
        assert at(g, seat, "decision", CODES.index("turn")) == 1 and at(g, seat, "to_play", 0) == 1
    assert at(g, 0, "seat", 0) == 1 and at(g, 1, "seat", 1) == 1


def test_the_decision_s_own_facts():
    g = game(current=0)
    g.play("sorcerer activates entreat spell")                          # no card on a forge: three free forges
    card = g.state.decision["card"]
    for seat in (0, 1):
        assert at(g, seat, "decision", CODES.index("card_forge")) == 1 and at(g, seat, "asked_card", card) == 1
        assert at(g, seat, "unseen", card) == 0
    assert len(CODES) == len(KINDS)


def test_layout_sizes():
    assert [Conjuraction.observation_layout(n).size for n in range(2, 6)] == [1678, 2262, 2861, 3430]


# ------------------------------------------------------------------ ids
def test_specific_ids_and_their_actions():
    assert len(ACTION_SPACE) == 8802 and Conjuraction(players=2).action_space() is ACTION_SPACE
    assert [ACTION_SPACE.id(a) for a in (Choose("norwell"), Choose("mindally"), StartMana(0, 0), Pass())] == \
        [0, 5, 146, 472]
    assert ACTION_SPACE.id(TakeLine("familiar", 0, "row", 0)) == 182
    assert ACTION_SPACE.id(CubeOn(D.ARCANA, 1, 0, 0, True)) == 256
    assert ACTION_SPACE.id(PortalCard(-1, 0, 1)) == 736 and ACTION_SPACE.id(PortalCard(2, 43, 42)) == 736 + 44 * 43 * 4 - 1
    for action in (CubeOn(D.ARCANA, 2, 0, 2), Place(1, 4, D.PLASMA), Place(2, 8, D.NETHER, "wild"),
                   Place(0, 3, D.ENERGY, "jenetta"), Exchange(4, 0, (3, 2)), Swap(4, 1, 0, 2), Move(4, 2, 0),
                   Activate("rune", 3, 8), Activate("familiar", 2, 3), TakeCharm("take a glyph"), Select(4, 2)):
        assert ACTION_SPACE.action(ACTION_SPACE.id(action)) == action
    assert ACTION_SPACE.action(ACTION_SPACE.id(CubeOn(2, 2, 0, 2))).stack is False
    assert ACTION_SPACE.action(ACTION_SPACE.id(Place(1, 4, D.PLASMA))).how == ""


@pytest.mark.parametrize("impossible", [
    PortalCard(-1, 5, 5), Activate("familiar", 0, 8), Activate("sorcerer", 0, 1), CubeOn(D.PLASMA, 0, 0, 0),
    CubeOn(D.NETHER, 0, 4, 0), TakeLine("familiar", 0, "column", 0), TakeLine("sorcerer", 0, "row", 4),
    SwapCards(1, 0), MoveCard(2, 2), Move(0, 1, 1), Swap(0, 0, 0, 1), Swap(0, 1, 1, 0), Exchange(2, 2, (0, 0)),
    Exchange(1, 2, (3, 3)), Place(0, 0, D.NETHER), Place(0, 0, D.ESSENCE, "wild"), StartMana(D.NETHER, 0),
    ForgeCard(44, 0), Choose("merlin"), TakeCharm("extra turn"), PortalLine(0, "diagonal", 0)])
def test_what_the_rules_never_ask_has_no_id(impossible):
    with pytest.raises(ValueError, match="no id"):
        ACTION_SPACE.id(impossible)


def test_norwell_stacks_jenetta_substitutes_and_a_wild_black_each_have_ids():
    g = game(circles={0: {"astral": "essence"}}, spaces={"spell weave": [None, "essence", None]})
    assert CubeOn(D.ESSENCE, 0, 0, 1, True) in checked(g) and CubeOn(D.ESSENCE, 0, 0, 1) not in g.legal_actions()
    g = game(characters=["jenetta", "norwell"], wild={0: "plasma"}, forges={0: {"astral": 0}},
             circles={0: {"astral": "plasma, 3 nether"}})
    g.play("sorcerer activates spell charge")
    legal = checked(g)
    assert Place(0, 0, D.ENERGY, "jenetta") in legal and Place(0, 3, D.PLASMA) in legal
    assert Place(0, 8, D.NETHER, "wild") in legal


def test_portal_exchanges_each_have_ids():
    g = game(forges={0: {"astral": 3}}, circles={0: {"maelstrom": "essence, nether"}}, card_offer=[20, 21, 22])
    g.play("sorcerer activates mystic portal")
    legal = checked(g)
    assert {PortalCard(0, 3, 20), PortalBag(1), PortalLine(1, "column", 2)} <= set(legal)
    g.play(PortalLine(1, "row", 0))
    assert any(isinstance(a, Exchange) for a in checked(g))
    g.play(next(a for a in g.legal_actions() if isinstance(a, Exchange)))
    assert Done() in checked(g)
    g.undo()
    g.undo()
    g.play(PortalBag(1))
    assert set(checked(g)) == {Give(D.ESSENCE), Give(D.NETHER)}


def test_bonus_turn_payment_and_charms_each_have_ids():
    g = game(current=1, circles={0: {"astral": "2 essence"}})
    g.play("pass")
    g.play("take the first player charm")
    g.play("sorcerer takes astral row 0")
    while g.state.decision.code != "last":
        g.play(g.legal_actions()[0])
    assert BonusTurn() in checked(g)
    g.play(BonusTurn())
    assert g.state.decision.code == "pay" and checked(g)
    g = game(4, current=0, passed=[1], charms={1: "first player"})
    g.play("pass")
    assert TakeCharm("select a mana") in checked(g)
    g.play(TakeCharm("select a mana"))
    assert g.state.decision.code == "select" and Select(D.NETHER, 2) in checked(g)


def _walk(g: Conjuraction, rng: random.Random, seen: set, moves: int | None = None) -> None:
    """Random moves (every one of them when ``moves`` is None), each position's legal actions checked."""
    while not g.is_over and (moves is None or moves > 0):
        seen.add(g.state.decision.code)
        g.play(rng.choice(checked(g)))
        moves = None if moves is None else moves - 1


def test_every_kind_of_decision_has_ids_for_all_its_legal_actions():
    """Setup (draft, Steffan's rune, Jenetta's colour, starting cards and mana), the turn, every point's
    decisions, passing, charms and the bonus turn: random games from the start and from hand-made positions."""
    seen: set = set()
    rng = random.Random(4)
    for players in range(2, 6):
        for k in range(budget(1, 4)):
            _walk(Conjuraction(players=players, seed=k, friendly=k % 2 == 1), rng, seen)
    _walk(Conjuraction(players=3, seed=5, characters=("steffan", "jenetta", "mindally")), rng, seen, 40)
    nether = game(circles={0: {"astral": "4 nether"}}, current=0)
    nether.play("nether from astral")
    _walk(nether, rng, seen, 30)
    entreat = game(current=0)
    entreat.play("sorcerer activates entreat spell")
    _walk(entreat, rng, seen, 30)
    assert seen == set(KINDS) - {"auto"}

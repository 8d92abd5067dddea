"""Hand-made Mystical Conjuraction positions: set up by readable arguments, accounted for, and every
impossible one refused with InvalidPosition naming the argument and the rule."""

from __future__ import annotations

import random

import pytest

import mandrapy
from mandrapy import InvalidPosition
from mandrapy.conjuraction import Conjuraction
from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.invariants import check_invariants
from mandrapy.conjuraction.position import from_position

CHARS = ["norwell", "alaeric", "jenetta"]


def test_every_component_placed_and_the_rest_accounted_for():
    s = from_position(players=3, seed=2, characters=CHARS,
                      offers={"astral": ["essence", None, "2 nether", "plasma", "energy", "arcana",
                                         "essence", "essence", "energy"]},
                      spaces={"spell weave": ["arcana", "essence", None]}, stacked={"spell weave": [None, "essence", None]},
                      nether=4, circles={0: {"astral": "2 essence, arcana", "aether": ["nether"]}},
                      forges={0: [5, "card 7", 9], 1: {"maelstrom": 11}}, charged={0: {"astral": [0, 1, "wild 4"]}},
                      hands={0: [12, 13]}, card_offer=[20, 21, 22, 23], discard=[30],
                      runes={1: {"energy": 2}}, runes_used={1: {"plasma": 1}}, glyphs={2: 3}, familiars={0: 2},
                      familiars_at={0: [["essence", "spell weave"]]}, sorcerers_used=[0], charms={2: "draw a card"},
                      covered={1: ["astral augury", "maelstrom enchantment"]}, scores={1: 5}, round=3, passed=[2],
                      wild={2: "plasma"}, set_aside="2 energy", out=3, current=1)
    check_invariants(s)
    assert s.to_play == 1 and s.round == 3 and s.decision.code == "turn"
    assert s.offers[(0, (0, 2))] == (4, 4) and s.offers[(0, (0, 1))] == ()
    assert s.spaces[(0, 0)] == 2 and s.stacked[(0, 1)] == 0 and s.norwell_used[0]
    assert s.circles[0][(0, 0)] == 2 and s.circles[0][(2, 4)] == 1
    assert s.forges[0] == {0: 5, 1: 7, 2: 9} and s.locked[0][(0, 4)] == D.NETHER
    assert s.hands[0] == [12, 13] and [s.card_offer[i] for i in range(4)] == [20, 21, 22, 23]
    assert len(s.deck) == 44 - 4 - 2 - 4 - 1      # forges, hand, offer, discard
    assert s.runes_up[1][1] == 2 and s.runes_down[1][3] == 1 and s.rune_supply[1] == 8
    assert s.glyphs[2] == 3 and s.glyph_supply == 7
    assert s.familiar_at == {(0, 0): 0} and s.sorcerer_used[0] and s.charm[2] == "draw a card"
    assert s.score == [0, 5, 0] and s.blue == D.BLUE_TWINKS[3] - 2 and s.passed[2] and s.wild[2] == 3
    assert s.setaside == {D.ENERGY: 2} and s.out == 3
    assert sum(s.bag.values()) + 0 < D.TOTAL_CUBES


def test_records_and_snapshots_carrying_a_position_replay():
    game = Conjuraction.from_position(players=2, seed=4, characters=["alaeric", "larissa"],
                                      circles={0: ["4 nether", "essence", "plasma"]}, glyphs={0: 1}, current=0)
    rng = random.Random(3)
    for _ in range(60):
        game.play(rng.choice(game.legal_actions()))
    again = mandrapy.replay(game.record())
    assert again.state.to_dict() == game.state.to_dict()
    assert Conjuraction.from_json(game.to_json()).state.to_dict() == game.state.to_dict()
    game.undo()
    assert len(game.history) == 59


def test_position_played_to_the_end_keeps_the_invariants():
    s = from_position(players=4, seed=9, covered={0: ["astral augury"]}, passed=[0, 1, 2],
                      charms={0: "select a mana", 1: "first player", 2: "take two mana"}, current=3)
    assert s.last_player == 3                         # PAS-09: the last one plays one more regular turn
    rng = random.Random(1)
    while not s.is_over:
        s.play(rng.choice(s.legal_actions()))
        check_invariants(s)


@pytest.mark.parametrize("arguments, words", [
    ({"circles": {0: {"astral": "8 essence"}}}, "more than 7 free cubes"),
    ({"forges": {0: {"astral": [1, 2]}}}, "one card per forge"),
    ({"circles": {0: ["7 essence", "7 essence", "7 essence"], 1: ["7 essence", "3 essence"]}}, "more essence cubes than exist"),
    ({"nether": 26}, "more nether cubes than exist"),
    ({"hands": {0: [3]}}, "G-24"),
    ({"forges": {0: [1, 2, 3], 1: [3]}}, "already in"),
    ({"charged": {0: {"astral": [1]}}}, "no card on that forge"),
    ({"forges": {0: [1]}, "charged": {0: {"astral": ["wild 1", "wild 2"]}}}, "one wild black"),
    ({"spaces": {"spell weave": ["plasma", None, None]}}, "takes arcana"),
    ({"spaces": {"spell weave": ["arcana"]}}, "a list of 3 spaces"),
    ({"stacked": {"spell weave": ["arcana", None, None]}}, "only Norwell"),
    ({"runes": {0: {"essence": 11}}}, "runes"),
    ({"glyphs": {0: 6, 1: 5}}, "more glyphs than exist"),
    ({"familiars_at": {0: [["essence", "mana weave"]]}}, "no free familiar space"),
    ({"familiars_at": {0: [["essence", "spell weave"], ["energy", "spell glide"]]}}, "more familiars placed"),
    ({"charms": {0: "take a glyph"}, "passed": [0], "current": 1}, "not a free meditation charm"),
    ({"charms": {1: "first player"}}, "taken when passing"),
    ({"passed": [1], "current": 1}, "has passed"),
    ({"passed": [1]}, "took a meditation charm"),
    ({"covered": {0: ["astral augury", "astral augury"]}}, "covered twice"),
    ({"scores": {0: 3}}, "covered formulas give 0 to 0"),
    ({"wild": {0: "essence"}}, "only Jenetta"),
    ({"offers": {"astral": ["essence"]}}, "6 cells"),
    ({"start_mana": {0: "essence"}}, "starting mana"),
    ({"circles": {7: ["essence"]}}, "circles"),
    ({"circles": {0: {"astral": "essence, 2 sky"}}}, "sky"),
    ({"forges": {0: [44]}}, "forges"),
    ({"round": 0}, "round"),
    ({"round": True}, "round"),
    ({"current": 2.0}, "current"),
    ({"nether": 3, "nether_used": False}, "Nether is used"),
    ({"set_aside": "energy, nether"}, "never set aside"),
    ({"set_aside": "31 energy"}, "more energy cubes than exist"),
    ({"colour": "red"}, "unknown argument"),
])
def test_impossible_positions_are_refused_naming_the_argument_and_rule(arguments, words):
    with pytest.raises(InvalidPosition, match=words) as refused:
        from_position(players=2, seed=1, characters=["larissa", "steffan"], **arguments)
    name = next(iter(arguments))
    assert name in str(refused.value) or words in str(refused.value)


def test_players_and_characters_are_checked():
    with pytest.raises(InvalidPosition, match="players"):
        from_position(players=6)
    with pytest.raises(InvalidPosition, match="characters"):
        from_position(players=2, characters=["norwell"])
    with pytest.raises(InvalidPosition, match="characters"):
        from_position(players=2, characters=["norwell", "gandalf"])


def random_position(rng):
    """A random position within the rules: cubes in circles (at most 7), cards on forges with mana on some
    squares, hands only with a full grimoire, runes, glyphs, covered formulas, some players passed."""
    n = rng.randint(2, 5)
    chars = rng.sample(D.CHARACTER_KEYS, n)
    cards = rng.sample(range(44), 44)
    position = {"players": n, "seed": rng.randrange(10 ** 6), "characters": chars, "circles": {}, "forges": {},
                "charged": {}, "hands": {}, "runes": {}, "glyphs": {}, "covered": {}}
    for p in range(n):
        position["circles"][p] = [", ".join(rng.choice(D.COLOURS) for _ in range(rng.randint(0, 7)))
                                  for _ in range(3)]
        forges = {g: cards.pop() for g in range(3) if rng.random() < 0.7}
        position["forges"][p] = forges
        position["charged"][p] = {g: rng.sample(range(9), rng.randint(0, 4)) for g in forges}
        if len(forges) == 3 and rng.random() < 0.5:
            position["hands"][p] = [cards.pop()]
        position["runes"][p] = {rng.choice(D.VANTAGES): rng.randint(0, 2)}
        position["glyphs"][p] = rng.randint(0, 2)
        position["covered"][p] = rng.sample([f"{pl} {f.lower()}" for pl in D.PLANES for f in D.FORMULA_NAMES],
                                            rng.randint(0, 3))
    passed = rng.sample(range(n), rng.randint(0, n - 1))
    free = list(D.charms_for(n))
    position["passed"], position["charms"] = passed, {p: free.pop(0) for p in passed}
    position["current"] = rng.choice([p for p in range(n) if p not in passed])
    return position


@pytest.mark.parametrize("seed", range(12))
def test_random_positions_keep_the_invariants_and_replay(seed):
    rng = random.Random(seed)
    position = random_position(rng)
    try:
        game = Conjuraction.from_position(**position)
    except InvalidPosition as refused:               # only the rules on cube supplies may refuse these
        assert "cubes than exist" in str(refused)
        return
    check_invariants(game.state)
    for _ in range(80):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
        check_invariants(game.state)
    assert mandrapy.replay(game.record()).state.to_dict() == game.state.to_dict()

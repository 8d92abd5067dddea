"""A refused move names the rule it breaks (refusals.py), in English and in French, rather than listing the
choices: one position per rule; each rule's French sentence exists and is filled with French names."""

from __future__ import annotations

import re

import pytest

import mandrapy
from mandrapy.conjuraction import Conjuraction
from mandrapy.conjuraction import data as D
from mandrapy.conjuraction import refusals as R
from mandrapy.conjuraction.actions import (Activate, Choose, CubeOn, ForgeCard, Nether, Pass, TakeCharm, TakeLine)
from mandrapy.conjuraction.speech import RULES_FR
from mandrapy.core.errors import Rule

from conjuraction_helpers import position

SEAT0 = {"current": 0}


def glyph_then_turn(s):
    """Seat 0 uses a glyph before its action (Conjure Mana), then is back at the turn menu."""
    s.play("glyph activates conjure mana")
    while s.decision.kind.code != "turn":
        s.play(s.legal_actions()[0])
    return s


def after_action(s):
    s.play("sorcerer activates mana drift")
    while s.decision.kind.code != "after":
        s.play(s.legal_actions()[0])
    return s


CASES = [   # (position, what is played first, the refused action, its rule's code)
    ({"sorcerers_used": [0]}, None, TakeLine("sorcerer", 0, "row", 0), "sorcerer_used"),
    ({"sorcerers_used": [0]}, None, Activate("sorcerer", -1, 4), "sorcerer_used"),
    ({"familiars_at": {0: [["essence", "spell weave"]]}}, None, Activate("familiar", 1, 1), "no_familiar"),
    ({"familiars_at": {1: [["essence", "spell weave"]]}}, None, Activate("familiar", 0, 0), "familiar_taken"),
    ({}, None, TakeLine("familiar", 0, "column", 1), "familiar_row"),
    ({}, None, Activate("familiar", 0, 8), "familiar_reach"),
    ({}, None, Activate("rune", 0, 0), "no_rune"),
    ({"runes": {0: {"essence": 1}}}, None, Activate("rune", 0, 8), "rune_reach"),
    ({}, None, Activate("glyph", -1, 0), "no_glyph"),
    ({"glyphs": {0: 2}}, glyph_then_turn, Activate("glyph", -1, 0), "glyph_used"),
    ({"glyphs": {0: 2}}, glyph_then_turn, Pass(), "pass_after_glyph"),
    ({"glyphs": {0: 1}}, after_action, Activate("sorcerer", -1, 4), "main_done"),
    ({"offers": {"astral": [None, None, None, "essence", "arcana", "plasma"]}}, None,
     TakeLine("sorcerer", 0, "row", 0), "line_empty"),
    ({"circles": {0: {"maelstrom": "essence"}}, "spaces": {"spell weave": [None, "essence", None]}}, None,
     CubeOn(0, 1, 0, 1), "space_taken"),
    ({"circles": {0: {"maelstrom": "essence"}}}, None, CubeOn(0, 1, 0, 0), "space_colour"),
    ({"circles": {0: {"maelstrom": "essence"}}}, None, CubeOn(0, 0, 0, 1), "no_cube"),
    ({"circles": {1: {"maelstrom": "essence"}}, "spaces": {"spell weave": [None, "essence", None]}, "current": 1},
     None, CubeOn(0, 1, 0, 1, True), "stack_norwell"),
    ({"circles": {0: {"maelstrom": "essence"}}, "spaces": {"spell weave": ["arcana", "essence", None]},
      "stacked": {"spell weave": ["arcana", None, None]}}, None, CubeOn(0, 1, 0, 1, True), "stack_used"),
    ({"circles": {0: {"maelstrom": "essence"}}}, None, CubeOn(0, 1, 0, 1, True), "stack_empty"),
    ({"circles": {0: {"maelstrom": "essence"}}, "friendly": True}, None, CubeOn(0, 1, 0, 2), "friendly_first"),
    ({"circles": {0: {"astral": "4 nether"}}, "nether_used": True, "nether": 4}, None, Nether(0), "nether_used"),
    ({"circles": {0: {"astral": "3 nether"}}}, None, Nether(0), "nether_cost"),
]


@pytest.mark.parametrize("given, before, action, code", CASES, ids=[case[3] + str(n) for n, case in enumerate(CASES)])
def test_a_refused_turn_names_its_rule(given, before, action, code):
    s = position(**{**SEAT0, **given})
    if before is not None:
        before(s)
    rule = s.why_illegal(action)
    assert rule.code == code and "{" not in rule.text
    with pytest.raises(mandrapy.IllegalAction, match=re.escape(rule.text)):
        s.play(action)


def test_the_draft_the_forges_and_the_charms():
    s = mandrapy.new("conjuraction", players=3, seed=2).state
    s.play(Choose("jenetta"))
    assert s.why_illegal(Choose("jenetta")).text == "Each character plays once: player 0 has chosen Jenetta."
    s = mandrapy.new("conjuraction", players=2, seed=2, characters=("norwell", "larissa")).state
    card = s.legal_actions()[0]
    s.play(card)
    other = next(a for a in s.legal_actions() if isinstance(a, ForgeCard))
    rule = s.why_illegal(ForgeCard(other.card, card.forge))
    assert rule.code == "forge_taken" and f"holds card {card.card}" in rule.text
    s = position(players=3, current=0, passed=[1], charms={1: "draw a card"})
    s.play("pass")
    assert s.why_illegal(TakeCharm("draw a card")).text == ("Each charm is taken once a round: player 1 has the "
                                                            "Draw a Card charm.")
    assert s.why_illegal(TakeCharm("take a glyph")).text == "The Take a Glyph charm is in play with 5 players or more."


def test_a_legal_move_is_never_refused_and_an_unknown_one_lists_the_choices():
    s = position(current=0, circles={0: {"maelstrom": "essence"}})
    assert s.why_illegal(CubeOn(0, 1, 0, 1)) is None and s.why_illegal(Pass()) is None
    assert s.why_illegal(TakeLine("sorcerer", 0, "row", 9)).code == "not_a_choice"


def test_every_rule_in_french_with_french_names():
    rules = [value for value in vars(R).values() if isinstance(value, Rule)]
    assert len(rules) >= 20 and all(rule.code in RULES_FR for rule in rules)
    game = Conjuraction.from_position(players=2, seed=1, current=0, circles={0: {"maelstrom": "essence"}})
    with mandrapy.speaking("fr"):
        with pytest.raises(mandrapy.IllegalAction) as caught:
            game.play(CubeOn(2, 0, 0, 0))
    assert "Votre cercle Plaines astrales n'a pas de mana Arcane." in str(caught.value)
    assert D.COLOURS[2] not in str(caught.value).split(":")[-1].lower()

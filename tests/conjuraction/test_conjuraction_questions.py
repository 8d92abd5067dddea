"""Mystical Conjuraction's exercises (issue 32): for every kind of question, the answer is what the engine says on
the exercise's own game, checked through the public API (legal moves, playing the pass, the round's end, the
setup's starting mana); a wrong answer's feedback names the rule, in English and in French; hand-made positions
for the kinds the issue names; a question never tells what the seat cannot see (the other hands)."""

from __future__ import annotations

import random
import re

import pytest

import mandrapy
from mandrapy.conjuraction import Conjuraction
from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.actions import Action, CubeOn, Pay, TakeCharm
from mandrapy.conjuraction.info import INFO
from mandrapy.conjuraction.questions import QUESTIONS
from mandrapy.conjuraction.speech import RULES_FR
from mandrapy.core.determinize import information
from mandrapy.core.exercises import Exercise, exercise_at

KINDS = {kind.code: kind for kind in QUESTIONS}
SEEDS = range(4)
ACTION_KINDS = ("offer_lines", "cube_spaces", "legal_moves", "charm_choice", "draft")


def made(code, seed, language="en"):
    return mandrapy.exercises("conjuraction", kind=code, count=1, seed=seed, language=language)[0]


def fragment(template: str) -> str:
    """The longest fixed piece of a sentence template (what shows whatever fills its placeholders)."""
    return max(re.split(r"\{[^}]*\}", template), key=len).strip()


def test_every_topic_and_six_kinds_at_least():
    assert len(QUESTIONS) >= 6
    assert {kind.topic for kind in QUESTIONS} >= {"setup", "turn", "decision", "scoring"}
    for kind in QUESTIONS:
        assert kind.words["en"]["question"] and kind.words["fr"]["question"] and kind.words["fr"]["rulebook"]


def test_the_same_seed_gives_the_same_set():
    first, again = (mandrapy.exercises("conjuraction", count=len(QUESTIONS), seed=11, language="fr") for _ in "ab")
    assert [(e.kind.code, e.question(), e.choices()) for e in first] == [
        (e.kind.code, e.question(), e.choices()) for e in again]
    assert {e.kind.code for e in first} == set(KINDS)


# ---------------------------------------------------------------------------- the engine's answer
@pytest.mark.parametrize("code", ACTION_KINDS)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_right_moves_are_the_legal_ones(code, seed):
    exercise = made(code, seed)
    game = exercise.game
    assert all(isinstance(o, Action) for o in exercise.options) and 2 <= len(exercise.options) <= 8
    assert exercise.ask.correct == {o for o in exercise.options if game.is_legal(o)}
    for option in exercise.options:
        if option not in exercise.ask.correct:       # each wrong move: the engine's refusal, a rule of its own
            rule = game.why_illegal(option)
            assert rule.code != "not_a_choice"
            assert f"{exercise.word(option)}: {rule.text}" in exercise.check(option).lines


@pytest.mark.parametrize("seed", SEEDS)
def test_legal_moves_mixes_moves_and_near_misses(seed):
    exercise = made("legal_moves", seed)
    assert exercise.ask.correct and set(exercise.options) - exercise.ask.correct


def passed_and_scored(game, seat):
    """The game after ``seat`` passes (each later choice its first), up to the next seat's decision: the points
    it scored, and the log's new lines."""
    game = game.clone()
    before, lines = game.scores[seat], len(game.log)
    game.play("pass")
    while game.to_play == seat and not game.is_over:
        game.play(game.legal_actions()[0])
    return game.scores[seat] - before, game.log[lines:]


@pytest.mark.parametrize("seed", range(8))
def test_formula_is_what_passing_completes(seed):
    exercise = made("formula", seed)
    points, log = passed_and_scored(exercise.game, exercise.seat)
    (right,) = exercise.ask.correct
    assert points == right.vp
    completed = [line for line in log if "completes" in line]
    if right.formula is None:
        assert not completed
    else:
        assert len(completed) == 1 and D.FORMULA_NAMES[right.formula] in completed[0]


def final_round(charm, players=5):
    """A hand-made last round: every seat but 0 has passed, seat 0 completes an Augury by passing and so takes the
    last blue twink; it takes ``charm`` (the others hold the other charms)."""
    others = [c for c in D.charms_for(players) if c != charm][:players - 1]
    every = [(g, n) for g in range(3) for n in range(4)]                  # 12 formulas a seat may cover
    left, covered, scores = D.BLUE_TWINKS[players] - 1, {}, {}
    for q in range(1, players):
        mine, left = every[:min(left, 12)], left - min(left, 12)
        covered[q] = [f"{D.PLANES[g]} {D.FORMULA_NAMES[n].lower()}" for g, n in mine]
        scores[q] = sum(D.FORMULAS[g][n][1] for g, n in mine)
    return Conjuraction.from_position(
        players=players, seed=1, current=0, passed=list(range(1, players)),
        charms={q: others[q - 1] for q in range(1, players)}, covered=covered, scores=scores,
        forges={0: {"astral": 3}}, charged={0: {"astral": ["0,0", "0,1", "0,2"]}})


def charm_points(charm) -> int:
    """What the charm's back added to seat 0's score when the game ended (the last twink taken by its pass)."""
    game = final_round(charm)
    game.play("pass")
    while not game.is_over:
        legal = game.legal_actions()
        game.play(TakeCharm(charm) if TakeCharm(charm) in legal else legal[0])
    return game.scores[0] - 2                                  # the Augury's 2 VP


@pytest.mark.parametrize("seed", SEEDS)
def test_charm_worth_is_what_the_game_end_adds(seed):
    exercise = made("charm_worth", seed)
    charm = exercise.ask.values["charm"].key
    assert exercise.ask.correct == {charm_points(charm)}


def test_every_charm_worth_at_the_game_end():
    game = final_round("take a glyph")
    assert {c: charm_points(c) for c in D.charms_for(5)} == {
        "first player": 0, "take two mana": 1, "draw a card": 1, "select a mana": 2, "take a glyph": 2}
    kind = KINDS["charm_worth"]
    for seed in range(12):
        exercise = exercise_at(game, kind, 0, seed)
        assert exercise.ask.correct == {charm_points(exercise.ask.values["charm"].key)}


def round_ended(game):
    """The game after every seat passes (each choice its first, no bonus turn): the spaces still taken."""
    game = game.clone()
    start = game.state.round
    while game.state.round == start and not game.is_over:
        legal = game.legal_actions()
        game.play(next((a for a in legal if str(a) == "pass"), next(a for a in legal if not isinstance(a, CubeOn))))
    return {(pt, s) for pt, s, _ in game.view(None).spaces}


@pytest.mark.parametrize("seed", SEEDS)
def test_cleanup_points_are_those_the_round_end_empties(seed):
    exercise = made("cleanup", seed)
    before = {(pt, s) for pt, s, _ in exercise.game.view(None).spaces}
    after = round_ended(exercise.game)
    emptied = {o for o in exercise.options if not any((o.key, s) in after for s in range(3))}
    assert exercise.ask.correct == emptied and all(any(pt == o.key for pt, _ in before) for o in exercise.options)


@pytest.mark.parametrize("seed", SEEDS)
def test_starting_mana_is_what_the_seat_places(seed):
    exercise = made("start_mana", seed)
    game = exercise.game.clone()
    while game.state.decision.kind.code == "starting_mana" and game.to_play == exercise.seat:
        game.play(game.legal_actions()[0])
    placed = sum(game.state.circles[exercise.seat].values())     # (its circles were empty: asked before the first)
    assert exercise.ask.correct == {placed}


@pytest.mark.parametrize("seed", range(6))
def test_bonus_price_is_what_the_bonus_turn_takes(seed):
    exercise = made("bonus_price", seed)
    game = exercise.game.clone()
    start = len(game.history)
    game.play("bonus turn")
    while game.state.decision.kind.code == "pay":
        game.play(game.legal_actions()[0])
    made_for_them = [a for _, a in game.view(None).automatic]            # (a payment with one way is made for you)
    paid = [a for a in (*game.history[start:], *made_for_them) if isinstance(a, Pay)]
    assert exercise.ask.correct == {len(paid)}


# ---------------------------------------------------------------------------- feedback names the rule
@pytest.mark.parametrize("code", sorted(KINDS))
@pytest.mark.parametrize("seed", SEEDS)
def test_a_wrong_answer_names_the_rule_in_english_and_french(code, seed):
    for language in ("en", "fr"):
        exercise = made(code, seed, language)
        wrong = [o for o in exercise.options if o not in exercise.ask.correct]
        assert wrong, "every question has a wrong option"
        feedback = exercise.check(wrong[0] if exercise.kind.choose == "one" else {wrong[0]})
        text = "\n".join(feedback.lines)
        assert not feedback.right and KINDS[code].section in text
        rule = exercise.ask.reasons.get(wrong[0]) or exercise.ask.because
        words = exercise.kind.words[language].get(rule.code) or (RULES_FR[rule.code] if language == "fr" else None)
        assert fragment(words or rule.text) in text, (language, rule.code, text)
        if language == "fr":
            assert "Règle :" in text and fragment(exercise.kind.words["fr"]["question"]) in exercise.question()


# ---------------------------------------------------------------------------- hand-made positions
def at(game, code, seed=0, seat=0):
    return exercise_at(game, KINDS[code], seat, seed)


def test_the_sorcerer_takes_a_line_holding_mana():
    game = Conjuraction.from_position(
        players=2, seed=3, current=0, familiars_at={0: [["essence", "spell weave"]]},
        offers={"astral": [None, None, None, "essence", "arcana", "plasma"]})
    exercise = at(game, "offer_lines")
    assert [str(o) for o in exercise.options] == [
        "sorcerer takes astral row 0", "sorcerer takes astral row 1", "sorcerer takes astral column 0",
        "sorcerer takes astral column 1", "sorcerer takes astral column 2"]
    assert {str(o) for o in exercise.ask.correct} == {"sorcerer takes astral row 1", "sorcerer takes astral column 0",
                                                      "sorcerer takes astral column 1", "sorcerer takes astral column 2"}
    assert "sorcerer takes astral row 0: An empty line of an offer cannot be taken." in exercise.check(
        set(exercise.options)).lines


def test_a_familiar_takes_rows_only():
    game = Conjuraction.from_position(players=2, seed=3, current=0, sorcerers_used=[0])
    exercise = at(game, "offer_lines")
    assert {o.kind for o in exercise.ask.correct} == {"row"}
    assert {o.kind for o in exercise.options} == {"row", "column"}
    column = next(o for o in exercise.options if o.kind == "column")
    assert "A familiar takes a row of a plane offer, never a column." in str(exercise.check({column}))


def test_where_an_essence_cube_may_go():
    game = Conjuraction.from_position(players=2, seed=3, current=0, circles={0: {"maelstrom": "essence"}},
                                      spaces={"spell weave": [None, "essence", None], "conjure mana": ["essence", None, None, None]})
    for seed in range(6):
        exercise = at(game, "cube_spaces", seed)
        for option in exercise.options:
            free = (option.point, option.space) not in {(0, 1), (4, 0)}
            assert (option in exercise.ask.correct) == (free and D.ESSENCE in D.SPACES[option.point][option.space])
        taken = [o for o in exercise.options if (o.point, o.space) in {(0, 1), (4, 0)}]
        for option in taken:
            assert "A mana space holds one cube: this one is taken." in str(exercise.check({option}))


def test_legal_moves_near_misses_teach_on_a_hand_made_turn():
    game = Conjuraction.from_position(players=2, seed=4, current=0, sorcerers_used=[0], runes={0: {"arcana": 1}},
                                      circles={0: {"astral": "essence, 3 nether"}},
                                      spaces={"spell weave": [None, "essence", None]})
    codes = set()
    for seed in range(12):
        exercise = at(game, "legal_moves", seed)
        assert exercise.ask.correct == {o for o in exercise.options if game.is_legal(o)}
        for option in set(exercise.options) - exercise.ask.correct:
            rule = game.why_illegal(option)
            codes.add(rule.code)
            assert f"{exercise.word(option)}: {rule.text}" in exercise.check({option}).lines
    assert {"sorcerer_used", "nether_cost", "familiar_row"} & codes and "not_a_choice" not in codes
    assert len(codes) >= 5


@pytest.mark.parametrize("character, vp", [("alaeric", 6), ("norwell", 5)])
def test_a_wild_black_costs_a_point_except_for_alaeric(character, vp):
    theurgy = ["0,0", "0,1", "0,2", "1,0", "1,1", "1,2", "wild 2,1"]   # the Astral forge's Theurgy (one square wild)
    # and its Augury
    game = Conjuraction.from_position(players=2, seed=2, characters=[character, "larissa"], current=0,
                                      forges={0: {"astral": 8}}, charged={0: {"astral": theurgy}})
    exercise = at(game, "formula")
    (right,) = exercise.ask.correct
    assert (right.formula, right.vp) == (2, vp) and passed_and_scored(game, 0)[0] == vp
    text = str(exercise.check(next(o for o in exercise.options if o.formula == 0)))
    assert "Passing completes the formula with the most VP that the card satisfies (G-19): Theurgy." in text
    if character == "norwell":
        assert "A wild black on the card costs 1 VP" in str(exercise.check(next(
            o for o in exercise.options if o.formula == 2 and o.vp == 6)))


def test_a_covered_formula_is_not_completed_again():
    game = Conjuraction.from_position(players=2, seed=2, current=0, forges={0: {"maelstrom": 8}},
                                      charged={0: {"maelstrom": ["1,0", "1,1", "1,2", "0,1", "2,1"]}},
                                      covered={0: ["maelstrom enchantment"]}, scores={0: 4})
    exercise = at(game, "formula")
    (right,) = exercise.ask.correct
    assert (right.formula, right.vp) == (0, 2) and passed_and_scored(game, 0)[0] == 2
    enchantment = next(o for o in exercise.options if o.formula == 1)
    assert "The Enchantment formula of this forge is already covered" in str(exercise.check(enchantment))


# ---------------------------------------------------------------------------- hidden information
def with_other_hands(game, seat, k):
    """The same position with the other seats' hidden cards (and the draw pile) drawn again."""
    return type(game)._wrap(information(game.view(seat)).sampler().sample(random.Random(k)))


def test_a_question_never_tells_the_other_hands():
    assert INFO.information == "imperfect"
    game = Conjuraction.from_position(
        players=2, seed=5, current=0, forges={0: {"astral": 8}, 1: [1, 2, 3]}, hands={1: [4, 5, 6]},
        charged={0: {"astral": ["0,0", "0,1", "0,2"]}}, spaces={"conjure mana": ["essence", "energy", None, None]},
        circles={0: {"astral": "essence, energy"}})
    other = with_other_hands(game, 0, 7)
    assert other.state.hands[1] != game.state.hands[1] and other.view(0) == game.view(0)
    asked = 0
    for kind in QUESTIONS:
        for seed in range(3):
            first, second = exercise_at(game, kind, 0, seed), exercise_at(other, kind, 0, seed)
            assert (first is None) == (second is None)
            if first is None:
                continue
            asked += 1
            for language in ("en", "fr"):
                assert first.question(language) == second.question(language)
                assert first.choices(language) == second.choices(language)
                assert first.picture(language).svg() == second.picture(language).svg()
            # the kind itself reads nothing hidden either (asked on each real position, not on a sample)
            mine, theirs = (Exercise(g, 0, kind, kind.ask(g.state.clone(), 0, random.Random(seed)), "fr")
                            for g in (game, other))
            for language in ("en", "fr"):
                assert (mine.question(language), mine.choices(language)) == (
                    theirs.question(language), theirs.choices(language))
            assert mine.ask.correct == theirs.ask.correct
    assert asked >= 3 * 5

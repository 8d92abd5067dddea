"""Magyarcana's kinds of question (mandrapy/magyarcana/questions.py): each answer is what the engine says on the
exercise's real game, checked through the public API; a wrong answer's feedback names the rule in English and
French; hand-made positions for every kind; the opponent's hidden hand never changes a question."""

from __future__ import annotations

import random
import re

import pytest
from magyarcana_helpers import C, column, play, position

import mandrapy
from mandrapy.core.determinize import information
from mandrapy.core.errors import InvalidPosition
from mandrapy.core.exercises import exercise_at
from mandrapy.core.language import speaking
from mandrapy.magyarcana import Card, Magyarcana
from mandrapy.magyarcana.questions import QUESTIONS

KINDS = {kind.code: kind for kind in QUESTIONS}          # its own kinds (the puzzles have their tests)
ACTION_KINDS = ("first_turn", "move", "play_cards", "legal_moves", "leaves_replace", "king_of_hearts")
HOMES = ("Under of Acorns", "Over of Acorns")
# (0,0) Under of Acorns, (0,1) 9 of Bells, (0,2) 8 of Hearts, (0,3) 10 of Leaves, (0,4) Over of Acorns,
# (1,1) 7 of Leaves east of the 9 of Bells, (1,3) 7 of Bells east of the 10 of Leaves.
BOARD = {**column(HOMES[0], "9 of Bells", "8 of Hearts", "10 of Leaves", HOMES[1]),
         (1, 1): "7 of Leaves", (1, 3): "7 of Bells"}


def exercises(code: str, seed: int, count: int = 3, language: str = "en"):
    return mandrapy.exercises("magyarcana", kind=code, count=count, seed=seed, language=language)


def asked(game, code: str, seat: int = 0, seeds=range(16), language: str = "en") -> list:
    """The exercises of kind ``code`` on ``game`` for ``seat`` with several seeds (their random choices vary)."""
    found = [exercise_at(game, KINDS[code], seat, seed, language) for seed in seeds]
    return [e for e in found if e is not None]


def words(e, options) -> set:
    return {e.word(o) for o in options}


# ------------------------------------------------------------------------------ the answer is the engine's
def expected(e) -> frozenset:
    """The right options found through the public API on the exercise's real game."""
    game, seat, values, code = e.game, e.seat, e.ask.values, e.kind.code
    if code in ACTION_KINDS:
        return frozenset(o for o in e.options if game.is_legal(o))
    if code == "control":
        return frozenset({control_after(game, seat, values["card"], values["owner"], values["pips"])})
    if code == "best_score":
        margins = {o: margin_after(game, seat, o) for o in e.options}
        return frozenset(o for o, m in margins.items() if m == max(margins.values()))
    if code == "winner":
        view = game.view(seat)
        keys = [(view.scores[p], view.controlled[p]) for p in (0, 1)]
        return frozenset({"shared" if keys[0] == keys[1] else f"p{keys.index(max(keys))}"})
    assert code == "game_end"
    return frozenset({"yes" if ends_after_refill(game, seat, values["discarding"]) else "no"})


def control_after(game, seat: int, card, owner: int, pips: int) -> str:
    """Who controls ``card`` once ``owner``'s ``pips``-minion joins it: the same board set up by hand."""
    view = game.view(seat)
    minions = {t.card.name: list(t.minions) for t in view.territories if t.minions}
    minions.setdefault(card.name, []).append((owner, pips))
    try:
        after = Magyarcana.from_position(territories={t.cell: t.card.name for t in view.territories},
                                         minions=minions)
    except InvalidPosition as error:
        assert error.code == "position_minions_room", error
        return "no_room"
    controllers = after.view(None).territory(card).controllers
    return "both" if len(controllers) == 2 else f"p{controllers[0]}"


def margin_after(game, seat: int, action) -> int:
    after = game.clone()
    after.play(action)
    return after.score_breakdown(seat)["total"] - after.score_breakdown(1 - seat)["total"]


def ends_after_refill(game, seat: int, discarding: int) -> bool:
    after = game.clone()
    after.play("refill")
    for card in game.view(seat).hands[seat][:discarding]:
        if after.is_over or after.view(None).decision.code != "discard":
            break
        after.play(f"discard {card}")
    if not after.is_over and after.view(None).decision.code == "discard":
        after.play("done")
    return after.is_over


@pytest.mark.parametrize("code", sorted(KINDS))
@pytest.mark.parametrize("seed", range(3))
def test_the_answer_is_the_engines(code, seed):
    for e in exercises(code, seed):
        assert e.ask.correct == expected(e), (code, seed, e.question(), e.choices())
        assert 2 <= len(e.options) <= 8 and e.ask.correct and set(e.options) - e.ask.correct
        for option in set(e.options) - e.ask.correct:
            if code in ACTION_KINDS:                 # each wrong action's reason is the engine's refusal
                assert e.ask.reasons[option] == e.game.state.why_illegal(option)


@pytest.mark.parametrize("code", ["move", "king_of_hearts"])
def test_every_territory_the_minion_reaches_is_a_choice(code):
    """The board answers by clicks: each territory the chosen minion may reach is among the options."""
    for seed in range(4):
        for e in exercises(code, seed):
            source, pips = e.ask.values["source"], e.ask.values["pips"]
            reach = {a for a in e.game.legal_actions() if a.source == source and a.pips == pips}
            assert reach and reach <= set(e.options) and reach == e.ask.correct


# ------------------------------------------------------------------------------ feedback names the rule
def rule_sentences(e, language: str) -> list:
    """What a wrong answer's feedback must say: the engine's refusal of a wrong action; the kind's own rules
    (the reason given for the wrong option, the rule behind the answer) by the longest fixed part of their
    sentence."""
    wrong = next(o for o in e.options if o not in e.ask.correct)
    if e.kind.code in ACTION_KINDS:
        with speaking(language):
            return [str(e.game.why_illegal(wrong))]
    rules = [rule for rule in (e.ask.reasons.get(wrong), e.ask.because) if rule is not None]
    return [max(re.split(r"\{[^}]*\}", e.kind.words[language][rule.code]), key=len) for rule in rules]


@pytest.mark.parametrize("code", sorted(KINDS))
def test_a_wrong_answer_names_the_rule_in_english_and_french(code):
    for seed in range(2):
        for english, french in zip(exercises(code, seed), exercises(code, seed, language="fr")):
            assert english.question("en") == french.question("en")          # the same exercise, worded twice
            wrong = next(o for o in english.options if o not in english.ask.correct)
            answer = {wrong} if english.kind.choose == "all" else wrong
            for e, language in ((english, "en"), (french, "fr")):
                feedback = e.check(answer)
                assert not feedback.right and wrong in feedback.wrong
                said = "\n".join(feedback.lines)
                for sentence in rule_sentences(e, language):
                    assert sentence and sentence in said, (language, sentence, said)
                assert "docs/rules/magyarcana.md" in said
            assert english.check(english.ask.correct if english.kind.choose == "all"
                                 else next(iter(english.ask.correct))).right


def test_every_rule_sentence_is_in_english_and_french():
    for kind in KINDS.values():
        english, french = kind.words["en"], kind.words["fr"]
        assert set(english) - {"rulebook"} <= set(french) and french.get("rulebook"), kind.code
        assert kind.topic in ("setup", "turn", "decision", "scoring")
    assert {kind.topic for kind in KINDS.values()} == {"setup", "turn", "decision", "scoring"}


# ------------------------------------------------------------------------------ hand-made positions
def test_first_turn_only_the_home_may_be_used():
    for seed, first in ((5, 0), (5, 1)):
        game = Magyarcana(seed=seed, first_player=first)
        found = asked(game, "first_turn", seat=first, seeds=range(2))
        assert found
        for e in found:
            assert words(e, e.ask.correct) == {f"use {HOMES[first]}"}
            assert len(e.options) == 5                # the two homes and the three cards between them
            assert "you have 0, they have 0" in str(e.check({e.options[2]}))


def test_control_counts_pips_and_capacity():
    """A 7 holding player 0's 3-minion and player 1's 2-minion (5 of 7 pips); an Ace with three minions."""
    game = position(territories=BOARD, minions={"7 of Leaves": [(0, 3), (1, 2)]})
    table = {(0, 1): "p0", (0, 2): "p0", (1, 1): "both", (1, 2): "p1", (0, 3): "no_room", (1, 3): "no_room"}
    found = asked(game, "control", seeds=range(40))
    assert {(e.ask.values["owner"], e.ask.values["pips"]) for e in found} == set(table)
    for e in found:
        assert e.ask.values["card"] == C("7 of Leaves")
        assert e.ask.correct == {table[e.ask.values["owner"], e.ask.values["pips"]]}
    full = position(territories={(0, 0): "Ace of Hearts"}, minions={"Ace of Hearts": [(0, 1), (0, 1), (1, 1)]})
    for e in asked(full, "control"):                   # a face card counts minions, not pips
        assert e.ask.correct == {"no_room"}
        assert "holds 3 of 3" in str(e.check("p0"))


def hearts_move(card: str = "7 of Hearts", special: bool = False) -> Magyarcana:
    """Player 0's 2-minion on the Under of Acorns, the 8 of Hearts full (8 of 8 pips of player 1)."""
    game = position(territories=BOARD, minions={HOMES[0]: [(0, 2)], "8 of Hearts": [(1, 3), (1, 3), (1, 2)]},
                    hands={0: card})
    return play(game, f"play {card}" + (" special" if special else ""))


def test_move_wraps_and_stops_only_where_there_is_room():
    found = asked(hearts_move(), "move")
    assert found
    for e in found:
        assert words(e, e.options) == {f"move 2-minion from {HOMES[0]} to {t}" for t in
                                       ("9 of Bells", "8 of Hearts", "10 of Leaves", HOMES[1], "7 of Leaves",
                                        "7 of Bells")}
        # south one step; north off the edge wraps to the Over of Acorns, then the 10 of Leaves
        assert words(e, e.ask.correct) == {f"move 2-minion from {HOMES[0]} to {t}" for t in
                                           ("9 of Bells", "10 of Leaves", HOMES[1])}
        said = str(e.check(set(e.options)))
        assert "8 of Hearts has no room" in said and "straight line, 1 to 2 steps: it cannot reach 7 of" in said


def test_king_of_hearts_turns_at_each_step():
    found = asked(hearts_move("King of Hearts", special=True), "king_of_hearts")
    assert found
    for e in found:
        assert words(e, e.ask.correct) == {f"move 2-minion from {HOMES[0]} to {t}" for t in
                                           ("9 of Bells", "10 of Leaves", HOMES[1], "7 of Leaves")}
        said = str(e.check(set(e.options)))
        assert "turning at any step if you like (King of Hearts): it cannot reach 7 of Bells" in said
        assert "straight line" not in said


def test_cards_to_play_suit_power_for_any_card_special_for_face_cards():
    game = position(territories=BOARD, minions={HOMES[0]: [(0, 1)]},
                    hands={0: "7 of Hearts, 9 of Leaves, King of Bells"}, discard="8 of Acorns")
    legal = {"play 7 of Hearts", "play 9 of Leaves", "play King of Bells", "play King of Bells special"}
    seen = set()
    for e in asked(game, "play_cards"):
        shown = words(e, e.options)
        seen |= shown
        assert words(e, e.ask.correct) == shown & legal
    assert {"play 7 of Hearts special", "play 9 of Leaves special"} & seen           # no special power
    assert {"play 8 of Acorns"} | {f"play {t}" for t in BOARD.values()} & seen      # not in the hand


def test_leaves_replaces_with_a_higher_number_or_face_for_face():
    game = position(territories=BOARD, minions={HOMES[0]: [(0, 1)]},
                    hands={0: "8 of Leaves, 10 of Bells, Ace of Hearts"})
    play(game, "play 8 of Leaves")                     # the card in play may be the replacement (ruling 9)
    legal = ({f"replace {old} with 10 of Bells" for old in ("9 of Bells", "8 of Hearts", "7 of Leaves",
                                                            "7 of Bells")}
             | {f"replace {old} with Ace of Hearts" for old in HOMES}
             | {f"replace {old} with 8 of Leaves" for old in ("7 of Leaves", "7 of Bells")})
    found = asked(game, "leaves_replace")
    assert found
    for e in found:
        assert words(e, e.ask.correct) == words(e, e.options) & legal
        assert "higher number card" in str(e.check(set(e.options)))


def test_best_score_takes_the_over_of_acorns_by_the_wrap():
    found = asked(hearts_move(), "best_score")
    assert found
    for e in found:
        assert words(e, e.ask.correct) == {f"move 2-minion from {HOMES[0]} to {HOMES[1]}"}
        assert "player 0 scores 11 and player 1 scores 8" in str(e.check(e.options[0]))


def test_winner_ties_on_points_then_territories():
    # player 0: 7 + 7 + 8 = 22 on three territories; player 1: 11 + 11 = 22 on two: player 0 wins
    game = position(territories=BOARD, minions={HOMES[0]: [(1, 1)], HOMES[1]: [(1, 1)], "7 of Leaves": [(0, 1)],
                                                "7 of Bells": [(0, 1)], "8 of Hearts": [(0, 1)]})
    e = asked(game, "winner", seeds=range(1))[0]
    assert e.ask.correct == {"p0"} and "Scores 22 to 22, territories controlled 3 to 2" in str(e.check("shared"))
    shared = position(territories=BOARD, minions={HOMES[0]: [(0, 1), (1, 1)]})
    assert asked(shared, "winner", seeds=range(1))[0].ask.correct == {"shared"}


@pytest.mark.parametrize("deck", [1, 3, 10])
def test_game_end_on_the_third_reshuffle(deck):
    """Hand of 4, 2 reshuffles done: refilling after discarding k cards draws 2 + k; more than the deck ends it."""
    cards = ["7 of Hearts", "9 of Hearts", "10 of Hearts", "Ace of Hearts"]
    game = position(territories=BOARD, minions={HOMES[0]: [(0, 1)]}, hands={0: cards},
                    deck=["Ace of Bells", "King of Bells", "7 of Acorns", "8 of Acorns", "9 of Acorns",
                          "10 of Acorns", "Ace of Acorns", "King of Acorns", "Over of Bells", "Under of Bells"][:deck],
                    reshuffles=2)
    found = asked(game, "game_end")
    assert found
    for e in found:
        ends = 2 + e.ask.values["discarding"] > deck
        assert e.ask.correct == {"yes" if ends else "no"}
        assert f"{2 + e.ask.values['discarding']} cards to draw from a deck of {deck}" in str(e.check("yes"))
    if deck == 3:
        assert {next(iter(e.ask.correct)) for e in found} == {"yes", "no"}


def test_legal_moves_mix_legal_moves_with_near_misses():
    game = position(territories=BOARD, minions={HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]},
                    hands={0: "7 of Hearts, King of Bells"}, discard="8 of Acorns")
    for e in asked(game, "legal_moves"):
        assert words(e, e.ask.correct) == words(e, e.options) & {"use Under of Acorns", "play 7 of Hearts",
                                                                 "play King of Bells", "play King of Bells special",
                                                                 "refill"}
        assert e.ask.correct and set(e.options) - e.ask.correct


# ------------------------------------------------------------------------------ hidden information
def other_hand(game, seat: int, k: int):
    """The same game with the opponent's hidden hand (and the deck) drawn again from ``seat``'s view by the
    game's sampler. (The sample's own history is hidden moves, which a game cannot replay: its hidden zones
    go into a copy of the real state instead.)"""
    sample = information(game.view(seat)).sampler().sample(random.Random(k))
    state = game.state.clone()
    state.hands[1 - seat], state.deck = list(sample.hands[1 - seat]), list(sample.deck)
    return Magyarcana._wrap(state)


@pytest.mark.parametrize("code", sorted(KINDS))
def test_the_opponents_hidden_hand_never_changes_the_question(code):
    e = exercises(code, 7, count=1)[0]
    game, seat = e.game, e.seat
    others = (other_hand(game, seat, k) for k in range(20))
    other = next(g for g in others if g.state.hands[1 - seat] != game.state.hands[1 - seat])
    assert other.state.hands[seat] == game.state.hands[seat]
    for seed in (3, 11):
        for language in ("en", "fr"):
            first, second = (exercise_at(g, e.kind, seat, seed, language) for g in (game, other))
            if first is None:
                assert second is None
                continue
            assert first.question() == second.question() and first.choices() == second.choices()
            assert first.picture().svg() == second.picture().svg()


def cards_named(value) -> set:
    """The cards in an option or a question's value (an action's fields, or a card itself)."""
    if isinstance(value, Card):
        return {value}
    fields = getattr(value, "__dataclass_fields__", {})
    return {getattr(value, name) for name in fields if isinstance(getattr(value, name), Card)}


@pytest.mark.parametrize("code", sorted(KINDS))
def test_no_question_names_a_card_the_seat_cannot_see(code):
    for seed in range(3):
        for e in exercises(code, seed):
            view = e.game.view(e.seat)
            seen = ({t.card for t in view.territories} | set(view.discard) | set(view.hands[e.seat])
                    | ({view.in_play} if view.in_play is not None else set()))
            for value in (*e.options, *e.ask.values.values()):
                assert cards_named(value) <= seen, (code, seed, value)

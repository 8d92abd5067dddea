"""Mandragora's exercises (mandrapy/mandragora/questions.py): every kind's answer is what the engine says on the
exercise's own game (checked here through the public API), a wrong answer's feedback names the rule in English
and in French, hand-made positions give the answers the rules print, and a question never depends on the
cards its seat cannot see."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest

import mandrapy
from mandrapy.core.determinize import information
from mandrapy.core.exercises import Exercise, exercise_at
from mandrapy.mandragora import Banish, Cast, Item, Levitate, Mandragora, Seek, Transfer, components
from mandrapy.mandragora.questions import QUESTIONS
from mandrapy.mandragora.questions_words import Marker

KINDS = {kind.code: kind for kind in QUESTIONS}
SEEDS = range(4)


def exercises(code: str) -> list[Exercise]:
    return [e for seed in SEEDS for e in mandrapy.exercises("mandragora", kind=code, count=3, seed=seed)]


def legal(e: Exercise) -> frozenset:
    return frozenset(o for o in e.options if e.game.is_legal(o))


def removed(e: Exercise) -> frozenset:
    here, full = components(e.game.players), components(4)
    return frozenset(o for o in e.options if here.get(o, 0) < full[o])


def curse_after(e: Exercise) -> frozenset:
    after = e.game.clone()
    after.play(e.ask.values["event"].action)
    view = after.view(None)
    if view.decision is not None and view.decision.code == "curse":
        return frozenset({Marker("chooses", view.decision.player)})
    return frozenset({Marker("supply") if view.curse_holder is None else Marker("holds", view.curse_holder)})


def spell_points(e: Exercise) -> frozenset:
    after = e.game.clone()
    after.play(e.ask.values["cast"])
    return frozenset({after.view(e.seat).seats[e.seat].spells[-1].points})


EXPECTED = {
    "setup_removed": removed,
    "setup_deck": lambda e: frozenset({e.game.view(e.seat).deck_size}),
    "reach": legal,
    "can_cast": lambda e: frozenset({"yes" if e.game.is_legal(e.ask.values["cast"]) else "no"}),
    "legal_moves": legal,
    "curse_marker": curse_after,
    "levitation": legal,
    "scroll_spell": legal,
    "spell_score": spell_points,
    "final_score": lambda e: frozenset({e.game.score_breakdown(e.seat)["total"]}),
}


def test_every_kind_is_tested_and_the_topics_are_covered():
    assert set(EXPECTED) == set(KINDS) and len(KINDS) >= 6
    assert {kind.topic for kind in QUESTIONS} == {"setup", "turn", "decision", "scoring"}


def test_each_kind_cites_a_section_of_the_rulings():
    text = (Path(__file__).parents[2] / "docs" / "rules" / "mandragora.md").read_text(encoding="utf-8")
    headings = {re.sub(r"[^\w\- ]", "", h.replace("`", "").strip().lower()).replace(" ", "-")
                for h in re.findall(r"^#+\s+(.*)$", text, re.M)}
    for kind in QUESTIONS:
        page, _, anchor = kind.section.partition("#")
        assert page == "mandragora.md" and (f'id="{anchor}"' in text or anchor in headings), kind.code


@pytest.mark.parametrize("code", sorted(KINDS))
def test_a_set_of_each_kind_is_found_for_the_first_seeds(code):
    for seed in range(10):
        found = mandrapy.exercises("mandragora", kind=code, count=2, seed=seed)
        assert [e.question() for e in found] == [e.question() for e in mandrapy.exercises(
            "mandragora", kind=code, count=2, seed=seed)]


@pytest.mark.parametrize("code", sorted(KINDS))
def test_the_answer_is_the_engines(code):
    found = exercises(code)
    for e in found:
        assert e.ask.correct == EXPECTED[code](e), e.question()
        assert 2 <= len(e.options) <= 8 and len(set(e.options)) == len(e.options)
        for language in ("en", "fr"):
            assert "{" not in e.question(language) and all(e.choices(language))
        assert e.check(e.ask.correct if e.kind.choose == "all" else next(iter(e.ask.correct))).right
    assert any(not e.check(wrong(e)).right for e in found)


def wrong(e: Exercise):
    """A wrong answer: an option that is not right (or, every option being right, one of them only)."""
    bad = [o for o in e.options if o not in e.ask.correct]
    if bad:
        return bad[0]
    return next(iter(e.ask.correct)) if len(e.ask.correct) > 1 else e.options[0]


def french(e: Exercise) -> Exercise:
    return dataclasses.replace(e, language="fr")


@pytest.mark.parametrize("code", sorted(KINDS))
def test_a_wrong_answer_names_the_rule(code):
    for e in exercises(code):
        answer = wrong(e)
        english, francais = e.check(answer).lines, french(e).check(answer).lines
        assert not e.check(answer).right
        if answer in e.ask.reasons:                       # the engine's own refusal, in each language
            assert any(e.game.why_illegal(answer).text in line for line in english)
            with mandrapy.speaking("fr"):
                refusal = e.game.why_illegal(answer).text
            assert any(refusal in line for line in francais) and refusal not in " ".join(english)
        else:                                             # the kind's explanation
            assert e.ask.because is not None
            assert e.rule_text(e.ask.because) in english
            assert french(e).rule_text(e.ask.because) in francais
            assert french(e).rule_text(e.ask.because) != e.rule_text(e.ask.because)
        assert english[-1].endswith(f"docs/rules/{e.kind.section}.") and "#" in e.kind.section
        assert "livret de règles" in francais[-1]


@pytest.mark.parametrize("code", sorted(set(KINDS) - {"final_score"}))     # (a finished game shows every hand)
def test_questions_hide_what_the_seat_cannot_see(code):
    """Two positions that differ only in hidden cards (the second drawn from the first's view by the game's
    sampler) give the same question, choices and picture."""
    e = exercises(code)[0]
    base, seat = e.game, e.seat
    for k in range(2):
        state = information(base.view(seat)).sampler().sample(random.Random(k))
        state.history = []            # (a sample keeps placeholders for the moves, which _wrap would replay)
        twin = Mandragora._wrap(state)
        assert twin.view(None).seats != base.view(None).seats or twin.view(None).shops != base.view(None).shops
        one, two = exercise_at(base, e.kind, seat, 11), exercise_at(twin, e.kind, seat, 11)
        assert one is not None and two is not None
        for language in ("en", "fr"):
            assert one.question(language) == two.question(language)
            assert one.choices(language) == two.choices(language)
        assert one.picture().svg() == two.picture().svg()


# ------------------------------------------------------------------------------------ hand-made positions
def ask(game: Mandragora, code: str, seed: int = 0, language: str = "en") -> Exercise:
    found = exercise_at(game, KINDS[code], game.to_play, seed, language)
    assert found is not None
    return found


def test_reach_counts_swiftness():
    game = Mandragora.from_position(players=2, seed=1, assistant=8, cast={0: ["Swiftness: green book 1 with 2 green"]})
    e = ask(game, "reach")
    assert e.options == tuple(Seek(k) for k in range(1, 7))
    assert e.ask.correct == {Seek(1), Seek(2), Seek(3), Seek(4)}
    assert e.choices()[:4] == ("shop 9 (seek 1)", "shop 0 (seek 2)", "shop 1 (seek 3)", "shop 2 (seek 4)")
    assert "owns 1 Swiftness" in e.question() and "shop 8" in e.question()
    lines = e.check({Seek(1), Seek(5)}).lines
    assert "shop 3 (seek 5): The Assistant moves 1 to 4 shops clockwise (3, plus 1 for each Swiftness spell " \
           "you own)." in lines
    assert ask(game, "reach", language="fr").choices()[0] == "échoppe 9 (chercher 1)"


def test_can_cast_follows_the_casting_rules():
    game = Mandragora.from_position(players=2, seed=1, hands={0: "black book 3, red, 2 yellow, green book 1, mandrake"})
    answers, refusals = set(), set()
    for seed in range(30):
        e = ask(game, "can_cast", seed)
        cast = e.ask.values["cast"]
        answers |= e.ask.correct
        assert e.ask.correct == {"yes" if game.is_legal(cast) else "no"}
        if not game.is_legal(cast):
            refusals.add(e.ask.because.code)
            assert e.ask.because.text == game.why_illegal(cast).text
    assert answers == {"yes", "no"} and len(refusals) >= 3
    fr = ask(game, "can_cast", 0, "fr")
    assert fr.question().startswith("Sorcière 0 : pouvez-vous lancer ")


def curse_game(scrolls: dict, holder, **more) -> Mandragora:
    return Mandragora.from_position(players=3, seed=2, scrolls=scrolls, curse_holder=holder, night=(5, 6, 7),
                                    **more)


def test_curse_marker_goes_to_the_other_tied_player_when_the_holder_is_caught_up():
    """Ruling 7: player 0 catches up with the holder, player 1: the holder must give the marker to another
    tied player, and player 0 is the only one (ruling 6: applied at once)."""
    game = curse_game({0: [1], 1: [2]}, 1, shops={1: "scroll 1, red"})
    e = ask(game, "curse_marker")
    assert e.ask.values["event"].action == Seek(1)
    assert e.ask.correct == {Marker("holds", 0)}
    assert e.ask.because.code == "curse_give"
    assert "Player 0 is about to send the Assistant 1 shop on, to shop 1, taking red, scroll 1." in e.question()
    assert "the holder, player 1, gives the Curse marker to another of them." in e.check(Marker("holds", 1)).lines[-2]
    french_lines = ask(game, "curse_marker", language="fr").check(Marker("holds", 1)).lines
    assert any("celle qui a le marqueur, la sorcière 1, le donne" in line for line in french_lines)


def test_curse_marker_stays_when_the_event_moves_no_tied_player():
    game = curse_game({1: [2], 2: [1, 1]}, 1, shops={2: "scroll 1"})
    e = ask(game, "curse_marker")
    assert e.ask.values["event"].action == Seek(2)
    assert e.ask.correct == {Marker("holds", 1)} and e.ask.because.code == "curse_keep"


def test_curse_marker_banishment_leaves_the_holder_to_choose():
    """The holder banishes a scroll: whichever it banishes, a tie remains that the holder must settle."""
    game = curse_game({0: [1, 2], 1: [2], 2: [1, 1]}, 0, hands={0: "red book 1, red"},
                      stacks={1: ["Banishment"]})
    game.play(Cast.of("red book 1", "red", 1))
    codes = set()
    for seed in range(12):
        e = ask(game, "curse_marker", seed)
        assert e.ask.values["event"].action in (Banish(1), Banish(2))
        assert e.ask.correct == {Marker("chooses", 0)}
        codes.add(e.ask.because.code)
    assert codes == {"curse_give", "curse_choose"}


def test_spell_score_is_level_plus_book_value():
    game = Mandragora.from_position(players=2, seed=1, hands={0: "black book 3, red, yellow, mandrake"})
    seen = set()
    for seed in range(20):
        e = ask(game, "spell_score", seed)
        cast = e.ask.values["cast"]
        value = 3 if cast.book == Item.named("black book 3") else 0          # the printed values (ruling 10)
        assert e.ask.correct == {cast.level + value}
        seen.add(cast.book.name)
    assert seen == {"black book 3", "mandrake"}


def test_setup_for_three_players():
    game = Mandragora(players=3, seed=4)
    e = ask(game, "setup_removed")
    assert e.ask.correct <= {Item.named(n) for n in ("scroll 1", "mandrake", "yellow", "green", "blue")}
    assert e.rule_text(e.ask.because) == ("For 3 players, 5 magical items go back in the box: mandrake, yellow, "
                                           "green, blue, scroll 1.")
    deck = ask(game, "setup_deck")
    assert deck.ask.correct == {65}                      # 77 items, 3 mandrakes in hand, 9 shops
    assert "77 magical items for 3 players, minus 3 mandrakes" in deck.rule_text(deck.ask.because)


def test_levitation_takes_night_cards_face_down():
    game = Mandragora.from_position(players=2, seed=3, hands={0: "green book 2, 3 green"}, night=(3, 6, 9),
                                    shops={1: "red, scroll 1", 3: "yellow", 6: "red book 1"},
                                    stacks={3: ["Levitation"]})
    game.play(Cast.of("green book 2", "3 green", 3))
    for seed in range(8):
        e = ask(game, "levitation", seed)
        assert e.ask.correct == legal(e)
        for option in e.options:
            if option.shop in (3, 6, 9) and option.item is not None:
                assert e.ask.reasons[option].code == "face_down"
        assert all(o.item is None for o in e.options if o.shop in (3, 6) and o in e.ask.correct)
    assert Levitate(3, None) in game.legal_actions()


def test_transfer_never_to_a_partner_in_the_team_variant():
    game = Mandragora.from_position(players=4, teams=True, seed=1, hands={0: "red book 1, 2 red"},
                                    scrolls={0: [1, 2]}, stacks={2: ["Transfer"]})
    game.play(Cast.of("red book 1", "2 red", 2))
    e = ask(game, "scroll_spell")
    assert Transfer(1, 2) in e.options or Transfer(2, 2) in e.options
    partner = next(o for o in e.options if o.to == 2)
    assert partner not in e.ask.correct
    assert "Transfer targets an opponent: player 2 is not one." in " ".join(e.check(partner).lines)

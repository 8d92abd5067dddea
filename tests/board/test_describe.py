"""Each game's board as text (issue 30): ``<game>.describe.describe(view, options)`` gives sections in a fixed
order, in English and French, from the seat's view only, so that it never tells a seat a card it cannot see."""

import importlib
import random
import re

import pytest

import mandrapy
from mandrapy.core.describe import as_text
from mandrapy.core.drawing import Options
from mandrapy.core.labels import seat_name

LANGUAGES = ("en", "fr")
# every game with 2 players and its largest count (Mandragora's team variant too)
TABLES = [("mandragora", {"players": 2}), ("mandragora", {"players": 4}), ("mandragora", {"players": 4, "teams": True}),
          ("magyarcana", {}), ("conjuraction", {"players": 2}), ("conjuraction", {"players": 5})]
IDS = [f"{name}-{'-'.join(map(str, parameters.values())) or 2}" for name, parameters in TABLES]
SEEDS = (1, 2, 3)
MOVES = (0, 17, 45)
LONGEST = 200


def module(name):
    return importlib.import_module(f"mandrapy.{name}.describe")


def words(name, language):
    return module(name).WORDS[language]


def playout(name, parameters, seed, moves):
    """The state after ``moves`` random moves (fewer if the game ends) of a seeded game."""
    state = mandrapy.new(name, seed=seed, **parameters).state
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_actions()))
    return state


def finished(name, parameters, seed):
    return playout(name, parameters, seed, 100_000)


def options(state, seat, language):
    kinds = tuple("human" if p == seat else "computer" for p in range(state.players))
    return Options(language=language, seat_kinds=kinds)


def describe(name, state, seat, language):
    return module(name).describe(state.view(seat), options(state, seat, language))


def positions(name, parameters):
    """A few positions of several seeded games, and the end of one."""
    for seed in SEEDS:
        for moves in MOVES:
            yield playout(name, parameters, seed, moves)
    yield finished(name, parameters, SEEDS[0])


# ------------------------------------------------------------------------------------ shape
@pytest.mark.parametrize("name, parameters", TABLES, ids=IDS)
def test_sections_come_in_order_with_short_lines_in_both_languages(name, parameters):
    for state in positions(name, parameters):
        for seat in sorted({0, state.players - 1}):
            view = state.view(seat)
            for language in LANGUAGES:
                table = words(name, language)
                sections = describe(name, state, seat, language)
                headings = [section.heading for section in sections]
                seats = [seat_name(p, view, options(state, seat, language).seat_kinds, table)
                         for p in range(state.players)]
                assert headings[0] == table["now"] and headings[-1] == table["scores"]
                assert headings[-1 - state.players:-1] == seats, "a section per seat, in seat order, before scores"
                assert len(headings) - state.players - 2 >= 1, "the table comes between now and the seats"
                assert all(section.lines for section in sections), headings
                assert len(set(headings)) == len(headings), headings
                lines = [line for section in sections for line in section.lines]
                assert all(line.strip() and len(line) <= LONGEST for line in lines), \
                    max(lines, key=len)
                winner = re.match(r"\{n:([^|}]+)", table["winners"]).group(1)      # "Winner", "Victoire"
                assert any(line.startswith(winner) for line in sections[-1].lines) == state.is_over


@pytest.mark.parametrize("name, parameters", TABLES, ids=IDS)
def test_french_says_no_english_heading_word(name, parameters):
    for state in (playout(name, parameters, 2, 30), finished(name, parameters, 2)):
        english = describe(name, state, 0, "en")
        french = describe(name, state, 0, "fr")
        words_of = lambda sections: {w.lower() for s in sections for w in re.findall(r"[^\W\d_]+", s.heading)}  # noqa: E731
        forbidden = words_of(english) - words_of(french)
        assert forbidden, "the English headings have words of their own"
        text = as_text(french)
        found = {w for w in forbidden if re.search(rf"\b{w}\b", text, re.IGNORECASE)}
        assert not found, found


@pytest.mark.parametrize("name", ["mandragora", "magyarcana", "conjuraction"])
def test_seats_are_named_as_the_board_names_them(name):
    labels = importlib.import_module(f"mandrapy.{name}.board.labels").LABELS
    for language in LANGUAGES:
        table = words(name, language)
        assert {key: table[key] for key in ("player", "you", "computer")} == \
            {key: labels[language][key] for key in ("player", "you", "computer")}


# ------------------------------------------------------------------------------------ what a seat may know
HIDDEN = {                   # (parameters, seed, moves) of a position where seats 0 and 1 hold cards
    "mandragora": ({"players": 2}, 4, 20),
    "magyarcana": ({}, 1, 25),
    "conjuraction": ({"players": 2}, 1, 2),      # both seats hold their two starting spell cards
}
LARGEST = [("mandragora", {"players": 4}, 2, 40), ("conjuraction", {"players": 5}, 1, 6)]


def hand_of(state, seat):
    hand = state.hands[seat]
    if isinstance(hand, dict):                  # Mandragora: item -> copies
        return sorted(item for item, copies in hand.items() for _ in range(copies))
    return sorted(hand)


@pytest.mark.parametrize("name, parameters, seed, moves",
                         [(name, *case) for name, case in sorted(HIDDEN.items())] + LARGEST)
def test_a_seat_reads_the_same_whatever_the_cards_it_cannot_see(name, parameters, seed, moves):
    state = playout(name, parameters, seed, moves)
    seat, opponent = 0, 1
    other = state.determinize(seat, random.Random(seed))
    assert other.to_dict() != state.to_dict()
    assert hand_of(other, opponent) != hand_of(state, opponent), "the test needs an opponent's hand that differs"
    assert hand_of(other, seat) == hand_of(state, seat)
    for language in LANGUAGES:
        assert describe(name, other, seat, language) == describe(name, state, seat, language)
        # the opponent sees its own hand: for it, the two states read differently
        assert describe(name, other, opponent, language) != describe(name, state, opponent, language)


# ------------------------------------------------------------------------------------ the viewer's own hand
def card_names(name, state, seat, language):
    if name == "mandragora":
        from mandrapy.mandragora.speech import item_label
        return [item_label(item, words(name, language)) for item in hand_of(state, seat)]
    if name == "magyarcana":
        return [words(name, language)["card"](card) for card in hand_of(state, seat)]
    return [f"{'card' if language == 'en' else 'carte'} {card}," for card in hand_of(state, seat)]


@pytest.mark.parametrize("name", sorted(HIDDEN))
def test_the_viewers_own_hand_is_named_in_full(name):
    parameters, seed, moves = HIDDEN[name]
    state = playout(name, parameters, seed, moves)
    for seat in (0, 1):
        names = card_names(name, state, seat, "en")
        assert names, "the test needs a hand with cards"
        for language in LANGUAGES:
            sections = describe(name, state, seat, language)
            own = next(section for section in sections if section.heading == seat_name(
                seat, state.view(seat), options(state, seat, language).seat_kinds, words(name, language)))
            text = "\n".join(own.lines)
            missing = [card for card in card_names(name, state, seat, language) if card not in text]
            assert not missing, (missing, text)


def test_another_seats_hand_is_only_counted():
    state = playout("mandragora", {"players": 2}, 4, 20)
    text = as_text(describe("mandragora", state, 0, "en"))
    assert f"Hand: {sum(state.hands[1].values())} hidden cards." in text


def test_the_board_describes_with_its_games_function():
    from mandrapy.mandragora.board import Board
    game = mandrapy.new("mandragora", players=2, seed=1)
    board = Board(game, seat=0, seats={1: "random"}, language="fr")
    assert board.description() == module("mandragora").describe(game.view(0), board.options())
    assert board.description()[0].heading == "À faire maintenant"
    for name in ("magyarcana", "conjuraction"):
        board_class = importlib.import_module(f"mandrapy.{name}.board").Board
        assert board_class.describe is module(name).describe

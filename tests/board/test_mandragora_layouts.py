"""The Mandragora board in its two layouts: the narrow one (at most NARROW_WIDTH units, for a notebook beside
a file browser on a laptop) shows the same facts and the same click targets as the wide one, readably;
every card face a person reads is at least 24 units wide in both."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from budget import LONG

import mandrapy
from mandrapy.core.drawing import NARROW_WIDTH, Options
from mandrapy.mandragora import Mandragora
from mandrapy.mandragora.board import Board, picture
from mandrapy.widgets.still import last_moves
from mandrapy.mandragora.board.labels import LABELS, RULES
from mandrapy.mandragora.board.render import HEIGHT, WIDTH, draw

from test_readable import CASES, card_problems, drawings, played, problems

MANDRAGORA_CASES = [case[1:] for case in CASES if case[0] == "mandragora"]
# make test draws each position in one language, alternately; MANDRAPY_LONG=1 in both.
LAYOUT_CASES = [(*case, language) for index, case in enumerate(MANDRAGORA_CASES + [("crowded", None, None)])
                for language in ("en", "fr") if LONG or language == ("en", "fr")[index % 2]]


def crowded():
    """More than the board shows of everything: a shop of ten cards, eleven scrolls, seven spells, a hand of
    fifteen different cards, every marker, names with "(computer)"."""
    return Mandragora.from_position(
        players=4, seed=3, current=0, assistant=5, dropped=(3,), deck="", endgame_first=1,
        hands={0: "green book 2, green, red, blue, yellow, purple, mandrake, red book 1, blue book 1, "
                  "yellow book 1, purple book 1, green book 0, green book 1, red book 2, blue book 2, 2 green",
               1: "red, blue"},
        shops={2: "mandrake, red, 2 green, blue, yellow, scroll 1, black book 3, red book 3, yellow book 0",
               3: "red, red", 6: "5 blue, 3 mandrake, red"},
        scrolls={1: [1] * 6 + [2] * 4 + [3]},
        cast={2: ["Banishment: blue book 3 with blue", "Replication: yellow book 3 with yellow",
                  "Banishment: green book 3 with green", "Transfer: mandrake with 2 green",
                  "Swiftness: yellow book 2 with 2 yellow", "Substitution: blue book 0 with 3 blue",
                  "Levitation: purple book 0 with 2 purple, mandrake"]})


def boards(game, language):
    """(what, board) for every seat and a teacher, the seat to play with a card selected too."""
    for seat in (None, *range(game.players)):
        board = Board(game, seat=seat, language=language)
        yield f"seat {seat}", board
        board = Board(game, seat=seat, language=language)
        hand = [t.key for t in board.drawing().targets if t.key[0] == "hand"]
        if hand:
            board.click_target(hand[0])
            yield f"seat {seat} with a selection", board


def both(board, **changes) -> tuple:
    options = replace(board.options(), **changes)
    return draw(board.view, options), draw(board.view, replace(options, layout="narrow"))


def keys(drawing) -> set:
    return {target.key for target in drawing.targets}


def games(language):
    for parameters, seed, moves in MANDRAGORA_CASES:
        yield played("mandragora", seed, moves, **parameters)
    yield crowded()


def check_same_targets(wide, narrow) -> list:
    found = [f"only wide: {key}" for key in keys(wide) - keys(narrow)]
    found += [f"only narrow: {key}" for key in keys(narrow) - keys(wide)]
    for key in keys(wide) & keys(narrow):
        for name, drawing in (("wide", wide), ("narrow", narrow)):
            if drawing.hit(*drawing.target_centre(key)) != key:
                found.append(f"{name}: the centre of {key} clicks {drawing.hit(*drawing.target_centre(key))}")
    return found


@pytest.mark.parametrize("parameters, seed, moves, language", LAYOUT_CASES)
def test_the_narrow_board_has_the_wide_boards_targets_and_their_centres_click_them(parameters, seed, moves,
                                                                                   language):
    game = crowded() if parameters == "crowded" else played("mandragora", seed, moves, **parameters)
    found = []
    for what, board in boards(game, language):
        computers = ("human", "computer", "computer", "stopped")[:game.players]
        for extra in ({}, {"page": 1}, {"message": LABELS[language]["nothing_selected"]},
                      {"seat_kinds": computers}):
            wide, narrow = both(board, **extra)
            found += [f"{what} {extra}: {problem}" for problem in check_same_targets(wide, narrow)]
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("parameters, seed, moves, language", LAYOUT_CASES)
def test_the_narrow_board_is_readable_within_narrow_width_with_any_names(parameters, seed, moves, language):
    game = crowded() if parameters == "crowded" else played("mandragora", seed, moves, **parameters)
    found = []
    computers = ("computer", "stopped", "computer", "computer")[:game.players]
    named = [(f"{what} with computers' names", drawn) for what, board in boards(game, language)
             for drawn in both(board, seat_kinds=computers)]
    for what, drawing in [*drawings(game, Board, picture, language, layout="narrow"), *named]:
        assert drawing.width <= (WIDTH if drawing.width == WIDTH else NARROW_WIDTH)
        outside = [t.key for t in drawing.targets if t.x < 0 or t.y < 0 or t.x + t.w > drawing.width
                   or t.y + t.h > drawing.height]
        found += [f"{what}: {problem}" for problem in problems(drawing)]
        found += [f"{what}: {key} is outside the board" for key in outside]
    assert not found, "\n".join(sorted(set(found))[:30])


@pytest.mark.parametrize("parameters, seed, moves, language", LAYOUT_CASES)
def test_every_card_face_is_24_wide_with_its_letters_on_it_in_both_layouts(parameters, seed, moves, language):
    game = crowded() if parameters == "crowded" else played("mandragora", seed, moves, **parameters)
    found = []
    for layout in ("wide", "narrow"):
        for what, drawing in drawings(game, Board, picture, language, layout=layout):
            assert drawing.cards, what
            found += [f"{layout} {what}: {problem}" for problem in card_problems(drawing)]
    assert not found, "\n".join(sorted(set(found))[:30])


def test_the_crowded_position_is_crowded():
    view = crowded().view(None)
    assert len(view.shops[2].cards) == 10 and len(view.seats[1].scrolls) == 11 and len(view.seats[2].spells) == 7
    assert len(set(view.seats[0].hand)) == 15 and view.seats[3].dropped_out


def expected_cards(view) -> int:
    """The card faces a person reads in ``view``: every card shown on a shop tile (8 places, the last one
    a "+n" when more), each scroll and spell shown, each different card of a hand shown, each stack's top."""
    shops = sum(min(len(shop.cards), 8 if len(shop.cards) <= 8 else 7) for shop in view.shops)
    seats = sum(min(len(s.scrolls), 8) + min(len(s.spells), 6) + (min(len(set(s.hand)), 14) if s.hand else 0)
                for s in view.seats)
    return shops + seats + sum(1 for stack in view.stacks if stack.top)


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_every_card_face_is_recorded_and_no_hidden_hand(seat):
    for game in (crowded(), played("mandragora", 3, 40, players=4)):
        view = game.view(seat)
        for layout in ("wide", "narrow"):
            assert len(draw(view, Options(layout=layout)).cards) == expected_cards(view), (layout, seat)


class Three(dict):
    def __missing__(self, key):
        return "3"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_narrow_header_wraps_a_long_rule_and_prompt_instead_of_shrinking_them(language):
    game = mandrapy.new("mandragora", players=4, seed=3)
    longest = max(RULES["fr"].values(), key=len).format_map(Three()) if language == "fr" else \
        "The Assistant moves 1 to 3 shops clockwise (3, plus 1 for each Swiftness spell owned); " \
        "a longer sentence than any rule the engine writes."
    options = Options(language=language, message=longest, layout="narrow", seat_kinds=("computer",) * 4)
    narrow = draw(game.view(None), options)
    lines = [s for s in narrow.shapes if s.kind == "text" and s.fill == "#ff7675"]
    assert len(lines) == 2 and " ".join(s.text for s in lines) == longest and min(s.size for s in lines) >= 11
    prompt = [s for s in narrow.shapes if s.kind == "text" and s.fill == "#fff" and s.geometry[1] < 44
              and s.size < 18]
    assert len(prompt) == 2 and min(s.size for s in prompt) >= 12
    assert not problems(narrow)
    header = narrow.shapes[0].geometry
    assert header == (0, 0, NARROW_WIDTH, 80)               # the same height with a message or without
    assert draw(game.view(None), replace(options, message="")).shapes[0].geometry == header


def test_the_narrow_board_shows_the_viewers_panel_first_then_the_others_in_turn_order():
    game = played("mandragora", 3, 40, players=4)
    for seat in (None, 0, 1, 2, 3):
        view = game.view(seat)
        narrow = draw(view, Options(layout="narrow"))
        first = view.to_play if seat is None else seat
        names = [LABELS["en"]["player"].format(n=(first + k) % 4) for k in range(4)]
        tops = [min(s.geometry[1] for s in narrow.shapes if s.kind == "text" and s.text.startswith(name)
                    and s.size == 14) for name in names]
        assert tops == sorted(tops) and tops[0] > 700, (seat, tops)


def test_a_choice_page_names_the_same_choices_in_both_layouts():
    for seed in range(40):
        game = mandrapy.new("mandragora", players=2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            view = game.view(None)
            wide, narrow = draw(view), draw(view, Options(layout="narrow"))
            if ("page", 1) in keys(wide):
                for page in (0, 1):
                    wide, narrow = (draw(view, Options(page=page, layout=layout)) for layout in ("wide", "narrow"))
                    actions = {key for key in keys(wide) if key[0] == "action"}
                    assert actions and actions == {key for key in keys(narrow) if key[0] == "action"}
                    assert not check_same_targets(wide, narrow)
                return
            game.play(rng.choice(game.legal_actions()))
    raise AssertionError("no position with more choices than one page")


def test_static_pictures_keep_the_wide_layout():
    game = played("mandragora", 2, 40, players=3)
    shown = picture(game, seat=1).drawing
    assert (shown.width, shown.height) == (WIDTH, HEIGHT)
    assert shown.shapes == draw(game.view(1), Options(interactive=False, last_moves=last_moves(game, 1))).shapes


@pytest.mark.parametrize("players, teams", [(2, False), (3, False), (4, True)])
def test_along_random_games_the_layouts_agree_and_the_narrow_one_reads(players, teams):
    game = mandrapy.new("mandragora", players=players, teams=teams, seed=players)
    rng = random.Random(players)
    found, seen = [], 0
    while not game.is_over:
        if len(game.history) % 4 == 0:
            seen += 1
            seat = game.to_play if seen % 2 else None
            options = Options(language=("en", "fr")[seen % 2], last_moves=last_moves(game, seat))
            wide, narrow = (draw(game.view(seat), replace(options, layout=layout)) for layout in ("wide", "narrow"))
            problems_here = check_same_targets(wide, narrow) + problems(narrow) + card_problems(narrow) + \
                card_problems(wide)
            found += [f"move {len(game.history)}, seat {seat}: {problem}" for problem in problems_here]
        game.play(rng.choice(game.legal_actions()))
    assert seen >= 5 and not found, "\n".join(found[:20])

"""The compact Mandragora board (issue 29): everything a decision needs within COMPACT_WIDTH x COMPACT_HEIGHT
units, with the wide board's click targets, readable, over random games of every size, the team variant,
every kind of decision, long games and both languages."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from budget import budget

import mandrapy
from mandrapy.core.drawing import COMPACT_HEIGHT, COMPACT_WIDTH, LAYOUTS, Options
from mandrapy.mandragora.board import Board
from mandrapy.widgets.still import last_moves
from mandrapy.mandragora.board.labels import LABELS
from mandrapy.mandragora.board.render import draw
from mandrapy.mandragora.board.seats import HAND_SHOWN

from test_mandragora_layouts import crowded
from test_readable import card_problems, click_differences, every_page, played, problems

DECISIONS = ("turn", "banish", "replicate", "transfer", "substitute", "give_back", "levitate", "curse",
             "team_offer", "hand_over", "disappear")


def inside(box, drawing) -> bool:
    x, y, w, h = box
    return x >= 0 and y >= 0 and x + w <= drawing.width and y + h <= drawing.height


def hand_beyond_wide(view) -> set:
    """The hand keys of cards the wide panel has no room for (past HAND_SHOWN different cards); the compact
    panel shows its whole hand."""
    seat = view.seats[view.to_play] if view.to_play is not None else None
    if seat is None or seat.hand is None:
        return set()
    return {("hand", item) for item in list(dict.fromkeys(seat.hand))[HAND_SHOWN:]}


def compact_problems(view, options: Options) -> list:
    """Everything the compact drawing of ``view`` must satisfy, as sentences (none when all is well)."""
    compact = draw(view, replace(options, layout="compact"))
    wide = draw(view, replace(options, layout="wide"))
    found = []
    if compact.width != COMPACT_WIDTH or compact.height > COMPACT_HEIGHT:
        found.append(f"the drawing is {compact.width} x {compact.height}")
    found += problems(compact) + card_problems(compact)
    found += [f"{t.key!r} is outside the board" for t in compact.targets if not inside((t.x, t.y, t.w, t.h), compact)]
    if options.interactive:
        beyond = hand_beyond_wide(view)
        differences = click_differences(list(every_page(draw, view, replace(options, layout="wide"))),
                                        list(every_page(draw, view, replace(options, layout="compact"))))
        found += [problem for problem in differences if not any(repr(key) in problem for key in beyond)]
        wanted = {"prompt", "panel"} | ({"choices"} if "choices" in wide.regions else set())
        found += [f"no {name} region" for name in wanted - set(compact.regions)]
        found += [f"the {name} region is outside the board" for name, box in compact.regions.items()
                  if not inside(box, compact)]
    found += own_hand_problems(view, compact)
    return found


def own_hand_problems(view, compact) -> list:
    """The deciding seat's hand is drawn whole in its panel: one card face for each different card."""
    own = view.seat if view.seat is not None else view.to_play
    if own is None or view.seats[own].hand is None or "panel" not in compact.regions:
        return []
    x, y, w, h = compact.regions["panel"]
    faces = [c for c in compact.cards if x <= c[0] and c[0] + c[2] <= x + w and y <= c[1] and c[1] + c[3] <= y + h
             and c[2] < 30 and c[3] == 30]
    different = len(set(view.seats[own].hand))
    return [] if len(faces) == different else [f"the own hand shows {len(faces)} of {different} cards"]


def positions(players: int, teams: bool, seed: int, every: int):
    """(game, seat) along a random game, one position in ``every`` moves, and each first decision of a kind."""
    game = mandrapy.new("mandragora", players=players, teams=teams, seed=seed)
    rng = random.Random(seed)
    seen = set()
    while not game.is_over:
        code = code_of(game.view(None))
        if len(game.history) % every == 0 or code not in seen:
            seen.add(code)
            yield game, (game.to_play if len(game.history) % 2 else None)
        game.play(rng.choice(game.legal_actions()))
    yield game, None


def code_of(view) -> str:
    """The kind of the decision asked (``"over"`` once the game is over)."""
    return "over" if view.decision is None else view.decision.code


GAMES = [(2, False), (3, False), (4, False), (4, True)]


@pytest.mark.parametrize("players, teams", GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_compact_board_fits_reads_and_has_the_wide_boards_targets(players, teams, language):
    found, seen, codes = [], 0, set()
    for seed in range(budget(2, 8)):
        for game, seat in positions(players, teams, 10 * seed + players, budget(9, 3)):
            seen += 1
            view = game.view(seat)
            codes.add(code_of(view))
            computers = ("human", "computer", "computer", "stopped")[:players]
            options = Options(language=language, last_moves=last_moves(game, seat),
                              seat_kinds=computers if seen % 3 == 0 else (),
                              message=LABELS[language]["nothing_selected"] if seen % 5 == 0 else "")
            found += [f"{len(game.history)} moves, seat {seat}: {p}" for p in compact_problems(view, options)]
    assert seen >= 10 and "turn" in codes and "over" in codes
    assert not found, "\n".join(sorted(set(found))[:30])


def decision_recipes() -> dict:
    """How to reach a position of each kind of decision: (seed, moves, parameters) of a random game."""
    found = {}
    for seed in range(80):
        teams = seed % 4 == 3
        parameters = dict(players=4 if teams else 2 + seed % 3, teams=teams)
        game = mandrapy.new("mandragora", seed=seed, **parameters)
        rng = random.Random(seed)
        while not game.is_over and len(found) < len(DECISIONS):
            found.setdefault(code_of(game.view(None)), (seed, len(game.history), parameters))
            game.play(rng.choice(game.legal_actions()))
        if len(found) >= len(DECISIONS):
            return found
    return found


RECIPES = decision_recipes()


def position(code: str):
    """A fresh game at the first position found of a ``code`` decision."""
    seed, moves, parameters = RECIPES[code]
    return played("mandragora", seed, moves, **parameters)


@pytest.mark.parametrize("code", DECISIONS)
def test_every_kind_of_decision_fits_with_its_buttons_under_the_prompt(code):
    game = position(code)
    assert code_of(game.view(None)) == code
    for language in ("en", "fr"):
        for seat in (None, game.to_play):
            view = game.view(seat)
            options = Options(language=language, last_moves=last_moves(game, seat))
            assert not compact_problems(view, options), (code, language, seat, compact_problems(view, options)[:5])
            compact = draw(view, replace(options, layout="compact"))
            if "choices" in compact.regions:
                px, py, pw, ph = compact.regions["prompt"]
                cx, cy, cw, ch = compact.regions["choices"]
                assert 0 <= cy - (py + ph) <= 40, (code, cy, py + ph)      # right under the prompt
            for key in (t.key for t in compact.targets if t.key[0] == "action"):
                assert compact.hit(*compact.target_centre(key)) == key


def test_the_crowded_position_fits_with_its_whole_hand():
    game = crowded()
    for seat in (None, 0, 1, 2):
        for language in ("en", "fr"):
            view = game.view(seat)
            kinds = ("computer",) * 4
            assert not compact_problems(view, Options(language=language, seat_kinds=kinds)), (seat, language)
    board = Board(game, seat=0)
    board.click_target(("hand", next(iter(game.view(0).seats[0].hand))), layout="compact")
    assert not compact_problems(board.view, board.options("compact"))


def test_a_long_game_in_the_team_variant_still_fits():
    game = played("mandragora", 4, 2000, players=4, teams=True)
    assert game.is_over
    for seat in (None, 0, 3):
        assert not compact_problems(game.view(seat), Options(last_moves=last_moves(game, seat)))


def test_the_board_offers_the_three_layouts_in_order():
    assert Board.LAYOUTS == LAYOUTS == ("wide", "compact", "narrow")


def test_every_layout_declares_the_prompt_the_choices_and_the_own_panel():
    game = position("replicate")
    for layout in LAYOUTS:
        drawing = draw(game.view(None), Options(layout=layout))
        assert set(drawing.regions) == {"prompt", "choices", "panel"}, layout
        assert all(inside(box, drawing) for box in drawing.regions.values()), layout


def click_on_its_page(board, key, layout: str) -> None:
    """Click ``key`` in ``layout``, turning the choice bar's pages (by its own buttons) until it shows."""
    for page in range(50):
        if key in {t.key for t in board.drawing(layout).targets}:
            board.click_target(key, layout=layout)
            return
        board.click_target(("page", page + 1), layout=layout)
    raise AssertionError(f"{key!r} is on no page of the {layout} board")


def state(board) -> tuple:
    return board.game.state.to_dict(), dict(board.selection), board.message


@pytest.mark.parametrize("code", ["turn", "replicate", "levitate", "transfer", "team_offer", "curse"])
def test_a_click_on_each_compact_target_does_what_the_same_wide_click_does(code):
    compared = 0
    for selected in (False, True):
        first = Board(position(code), seat=None)
        hand = [t.key for t in first.drawing("compact").targets if t.key[0] == "hand"][:1] if selected else []
        if selected and not hand:
            continue
        for key in hand:
            first.click_target(key, layout="compact")
        keys = {t.key for drawing in every_page(draw, first.view, first.options("compact"))
                for t in drawing.targets if t.key[0] != "page"}
        for key in sorted(keys, key=repr)[::budget(2, 1)]:        # make test: every other key
            boards = [Board(position(code), seat=None) for _ in range(2)]
            for board, layout in zip(boards, ("wide", "compact")):
                for chosen in hand:
                    board.click_target(chosen, layout=layout)
                click_on_its_page(board, key, layout)
            assert state(boards[0]) == state(boards[1]), (code, key)
            compared += 1
    assert compared >= 2


@pytest.mark.parametrize("layout", LAYOUTS)
def test_a_spell_cast_and_marked_leaves_the_spells_cast_line_clear(layout):
    """Issue: the ring marking a spell cast since one's last turn covered "Spells cast (level + book): 1 pts"."""
    from test_readable import extent
    checked = 0
    for seed in range(6):
        game = mandrapy.new("mandragora", players=2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over and checked < 20 * (seed + 1):
            seat = game.to_play
            options = Options(layout=layout, last_moves=last_moves(game, seat))
            drawing = draw(game.view(seat), options)
            rings = [s.geometry for s in drawing.shapes if s.kind == "rect" and s.width == 3 and s.radius == 5]
            lines = [extent(s) for s in drawing.shapes if s.kind == "text" and s.text.startswith("Spells cast")]
            for x, y, w, h in rings:
                checked += 1
                for left, top, right, bottom in lines:
                    clear = y - 1.5 >= bottom or y + h + 1.5 <= top or x - 1.5 >= right or x + w + 1.5 <= left
                    assert clear, (layout, seed, len(game.history))
            game.play(rng.choice(game.legal_actions()))
    assert checked >= 20

"""The Magyarcana board's compact layout (issue 29): what a decision needs in COMPACT_WIDTH x COMPACT_HEIGHT
units, with the wide layout's click targets, every text readable and in its box, every card face at least 24
wide, and the prompt, the choice buttons and the deciding seat's panel (its whole hand) declared as regions.
The positions and the checks are the narrow layout's tests' (test_magyarcana_narrow, test_readable)."""

import random
from dataclasses import replace

import pytest

import mandrapy
from mandrapy.core.drawing import COMPACT_HEIGHT, COMPACT_WIDTH, REGIONS, Options, moves_since
from mandrapy.magyarcana.board import Board
from mandrapy.magyarcana.board.render import draw

from budget import budget
from test_magyarcana_board import keys_for
from test_magyarcana_narrow import POSITIONS, on_a_minion, position, row_and_column, under_the_menu, variants
from test_readable import card_problems, click_differences, every_page, problems


def compact(options):
    return replace(options, layout="compact")


def inside(box, drawing) -> bool:
    x, y, w, h = box
    return 0 <= x and 0 <= y and x + w <= drawing.width + 0.5 and y + h <= drawing.height + 0.5 and w > 0 < h


def region_problems(wide, drawing, view, options) -> list:
    """The regions a person must see together: declared, inside the drawing, the panel holding the deciding
    seat's whole hand (each card a target when it is that seat's turn to click)."""
    found = []
    expected = {"prompt", "panel"} | ({"choices"} if "choices" in wide.regions else set())
    missing = expected - drawing.regions.keys()
    found += [f"no {name!r} region" for name in sorted(missing)]
    found += [f"the {name!r} region {box} is not inside the drawing" for name, box in drawing.regions.items()
              if not inside(box, drawing)]
    own = view.seat if view.seat is not None else view.to_play if view.to_play is not None else 0
    hand, panel = view.hands[own], drawing.regions.get("panel")
    if hand and panel:
        x, y, w, h = panel
        cards = [c for c in drawing.cards if x <= c[0] and c[0] + c[2] <= x + w and y <= c[1] and c[1] + c[3] <= y + h]
        if len(cards) != len(hand):
            found.append(f"the panel shows {len(cards)} of the {len(hand)} cards in hand")
        clickable = {t.key for t in wide.targets if t.key[0] == "hand"} - ({("hand", view.in_play)})
        shown = {t.key for t in drawing.targets if t.key[0] == "hand"}
        if not clickable <= shown:
            found.append(f"hand cards not clickable: {sorted(clickable - shown, key=repr)}")
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("seed, moves", POSITIONS[::budget(3, 1)])
def test_the_compact_layout_offers_the_wide_layouts_clicks_on_one_screen(seed, moves, language):
    game = position(seed, moves)
    found = []
    for what, view, options in variants(game, language):
        wide_pages = list(every_page(draw, view, options))
        compact_pages = list(every_page(draw, view, compact(options)))
        covered = under_the_menu(wide_pages[0], options)
        found += [f"{what}: {problem}" for problem in click_differences(wide_pages, compact_pages)
                  if not any(problem.startswith(f"the centre of {key!r} ") for key in covered)
                  and not on_a_minion(problem, view)]
        for drawing in compact_pages:
            assert drawing.width == COMPACT_WIDTH and drawing.height <= COMPACT_HEIGHT, (what, drawing.height)
        drawing = compact_pages[0]
        found += [f"{what}: {problem}" for problem in problems(drawing) + card_problems(drawing)]
        found += [f"{what}: {problem}" for problem in region_problems(wide_pages[0], drawing, view, options)]
    assert not found, "\n".join(sorted(set(found))[:30])


@pytest.mark.parametrize("layout", ["wide", "narrow"])
def test_the_other_layouts_declare_the_regions_too(layout):
    game = position(2, "discard")
    view = game.view(None)
    drawing = draw(view, Options(layout=layout))
    assert set(drawing.regions) == set(REGIONS)
    assert all(inside(box, drawing) for box in drawing.regions.values())


@pytest.mark.parametrize("width, depth, counted", [(3, 7, 1), (9, 0, 2), (6, 6, 0)])
def test_a_large_grid_fits_the_compact_area_with_cards_24_wide(width, depth, counted):
    """Grids as wide (11 columns) and as tall (9 rows) as random games make them fit the compact drawing."""
    drawing = draw(row_and_column(width, depth, counted).view(None), Options(layout="compact"))
    assert drawing.height <= COMPACT_HEIGHT
    assert not card_problems(drawing) and not problems(drawing)


def largest_grids(games: int, greedy: bool) -> list:
    """The compact drawing of the position with the tallest and of the one with the widest grid of each game."""
    found = []
    for seed in range(games):
        game = mandrapy.new("magyarcana", seed=seed)
        rng = random.Random(seed)
        players = [mandrapy.player("greedy" if greedy else "random", seed=seed + n) for n in (0, 1)]
        tallest = widest = None
        while not game.is_over and len(game.history) < 600:
            view = game.view(None)
            xs, ys = {t.cell[0] for t in view.territories}, {t.cell[1] for t in view.territories}
            if tallest is None or max(ys) - min(ys) > tallest[0]:
                tallest = (max(ys) - min(ys), view)
            if widest is None or max(xs) - min(xs) > widest[0]:
                widest = (max(xs) - min(xs), view)
            game.play(rng.choice(game.legal_actions()) if not greedy else
                      players[game.to_play].choose(game.view(game.to_play)))
        found += [(seed, tallest[1]), (seed, widest[1])]
    return found


TALLEST = 10        # rows of territories the compact grid holds with cards 24 wide (no open cell shown)


@pytest.mark.parametrize("greedy", [False, True])
def test_the_largest_grids_of_long_games_fit_with_readable_cards(greedy):
    """Every grid fits the drawing; its cards stay 24 wide up to TALLEST rows of territories (one fewer while
    a card is being added: the open cells around). Taller grids (11 rows: 32 of 54,838 positions of 400
    random games) are drawn with narrower cards."""
    found = []
    for seed, view in largest_grids(budget(6, 200) if not greedy else budget(1, 12), greedy):
        drawing = draw(view, Options(layout="compact"))
        assert drawing.height <= COMPACT_HEIGHT
        ys = [t.cell[1] for t in view.territories]
        adding = view.decision is not None and view.decision.code in ("add_territory", "place_from_discard")
        if max(ys) - min(ys) + 1 + adding <= TALLEST:        # open cells shown: a ring of half cells too
            found += [f"seed {seed}: {problem}" for problem in card_problems(drawing)]
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("seed", [4])
def test_a_whole_game_is_clicked_at_the_compact_targets_centres(seed):
    game = mandrapy.new("magyarcana", seed=seed)
    board = Board(game, seat=None)
    rng = random.Random(seed)
    while not game.is_over:
        view = board.view
        action = rng.choice(view.legal_actions)
        for key in keys_for(action, view):
            board.click_target(key, layout="compact")
        assert game.history[-1] == action, (action, board.message)


def test_the_board_draws_three_layouts():
    assert Board.LAYOUTS == ("wide", "compact", "narrow")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_wide_legend_is_11_px_in_a_laptops_notebook_column_and_names_the_last_move_marks(language):
    """A static picture (always wide) is shown 848 px wide in JupyterLab at 1280x720 beside the file browser."""
    from mandrapy.magyarcana.board import picture
    from mandrapy.magyarcana.board.labels import LABELS
    drawing = picture(position(3, 30), language=language).drawing
    words = LABELS[language]["legend"].split()
    legend = [s for s in drawing.shapes if s.kind == "text" and s.text.split()[:1] in ([words[0]],)]
    assert legend and min(s.size for s in legend) * 848 / drawing.width >= 11
    assert ("brackets" if language == "en" else "Coins") in LABELS[language]["legend"]


def test_a_territory_just_used_is_marked_by_corner_brackets_not_a_border():
    """A whole outline in a seat's colour reads as control; the last move's mark is four corners."""
    from mandrapy.magyarcana.actions import UseTerritory
    from mandrapy.magyarcana.board.pieces import SEAT_COLOURS
    game = position(2, 30)
    marked = [(seat, a) for seat, a in moves_since(game.history, game.deciders, None, game.to_play)
              if isinstance(a, UseTerritory)] or [(0, UseTerritory(game.view(None).territories[0].card))]
    for layout in ("wide", "compact", "narrow"):
        drawing = draw(game.view(None), Options(layout=layout, last_moves=tuple(marked[-1:])))
        corners = [s for s in drawing.shapes if s.kind == "polygon" and s.fill == SEAT_COLOURS[marked[-1][0]]
                   and len(s.geometry) == 6]
        assert len(corners) == 4, layout

"""The Conjuraction board's compact layout (issue 29): everything a decision needs in COMPACT_WIDTH x
COMPACT_HEIGHT units, with the wide board's clicks, every text readable and every card face wide enough,
over random positions of 2 to 5 players (every decision kind reached), in English and French, for every seat
and a teacher, with pieces picked, menus and other grimoires in focus. The checks themselves are
test_readable's; the positions and variants are the narrow layout's."""

import random
from dataclasses import replace

import pytest
from budget import budget

import mandrapy
from mandrapy.conjuraction.board import Board
from mandrapy.conjuraction.board.render import draw
from mandrapy.conjuraction.kinds import KINDS
from mandrapy.core.drawing import COMPACT_HEIGHT, COMPACT_WIDTH, Options

from conj_clicks import click_path
from test_conjuraction_narrow import position, variants
from test_readable import card_problems, click_differences, every_page, played, problems

POSITIONS = [(players, moves) for players in (2, 3, 4, 5) for moves in (0, 9, 40, 150, 1000)] + \
            [(players, -moves) for players in (2, 3, 4, 5) for moves in (30, 120)]
CASES = [(players, moves, language) for index, (players, moves) in enumerate(POSITIONS)
         for language in ("en", "fr") if budget(language == ("en", "fr")[index % 2], True)]


def compact(options):
    return replace(options, layout="compact")


def inside(region, drawing) -> bool:
    x, y, w, h = region
    return 0 <= x and 0 <= y and x + w <= drawing.width + 0.5 and y + h <= drawing.height + 0.5 and w > 0 and h > 0


def compact_problems(what, wide_pages, compact_pages, view, options) -> list:
    """Everything the compact drawing must be, against the wide drawing of the same view and options."""
    found = [f"{what}: {problem}" for problem in click_differences(wide_pages, compact_pages)]
    drawing = compact_pages[0]
    if drawing.width != COMPACT_WIDTH or drawing.height > COMPACT_HEIGHT:
        found.append(f"{what}: {drawing.width} x {drawing.height}")
    found += [f"{what}: {problem}" for problem in problems(drawing) + card_problems(drawing)]
    wanted = ["prompt", "panel"] + (["choices"] if any(t.key[0] == "action" for t in wide_pages[0].targets) else [])
    found += [f"{what}: no region {name!r} on screen" for name in wanted
              if name not in drawing.regions or not inside(drawing.regions[name], drawing)]
    for key in ("prompt", "choices"):
        for page in (drawing, wide_pages[0]):
            if key in page.regions and not inside(page.regions[key], page):
                found.append(f"{what}: region {key!r} outside the {page.width}-wide drawing")
    focus = options.selection.get("focus")
    seat = view.seats[focus if focus is not None else (view.seat if view.seat is not None else
                                                       (view.to_play if view.to_play is not None else 0))]
    if seat.hand is not None:
        hand = {t.key[1] for t in drawing.targets if t.key[0] == "hand"}
        x, y, w, h = drawing.regions.get("panel", (0, 0, 0, 0))
        cards = [c for c in drawing.cards if x <= c[0] and c[0] + c[2] <= x + w and y <= c[1] and c[1] + c[3] <= y + h]
        if options.interactive and view.legal_actions and seat is view.seats[view.to_play] and hand != set(seat.hand):
            found.append(f"{what}: hand cards {sorted(seat.hand)} but targets {sorted(hand)}")
        if len(cards) < len(seat.hand):
            found.append(f"{what}: {len(seat.hand)} cards in hand, {len(cards)} cards drawn in the panel")
    return found


@pytest.mark.parametrize("players, moves, language", CASES)
def test_the_compact_layout_fits_offers_the_wide_clicks_and_reads_well(players, moves, language):
    game = position(players, moves)
    found = []
    for what, view, options in variants(game, language):
        wide_pages = list(every_page(draw, view, options))
        compact_pages = list(every_page(draw, view, compact(options)))
        found += compact_problems(what, wide_pages, compact_pages, view, options)
    assert not found, "\n".join(sorted(set(found))[:30])


def random_positions(games: int):
    """Positions of random games, one at every decision kind's first appearance in each game, and a few more."""
    for seed in range(games):
        players = 2 + seed % 4
        game = mandrapy.new("conjuraction", players=players, seed=100 + seed)
        rng = random.Random(seed)
        seen = set()
        while not game.is_over:
            code = game.view(None).decision.code
            if code not in seen or rng.random() < 0.01:
                seen.add(code)
                yield game, code
            game.play(rng.choice(game.legal_actions()))
        yield game, None


def test_every_decision_kind_is_drawn_compact_and_fits():
    """Over whole random games, at each decision kind: the size, the clicks, the regions and the texts."""
    reached, found = set(), []
    for game, code in random_positions(budget(4, 40)):
        reached.add(code)
        language = ("en", "fr")[len(reached) % 2]
        view = game.view(game.to_play)
        options = Options(language=language, can_undo=True, seat_kinds=("human",) * game.players)
        wide_pages = list(every_page(draw, view, options))
        compact_pages = list(every_page(draw, view, compact(options)))
        found += compact_problems(f"{code} ({game.players}p, move {game.move_number})", wide_pages, compact_pages,
                                  view, options)
    rare = {"auto", "card_forge"}            # (not reached at these seeds in random play)
    assert set(KINDS) - rare <= reached, set(KINDS) - reached
    assert not found, "\n".join(sorted(set(found))[:30])


def test_the_checks_catch_a_tall_drawing_a_missing_region_and_an_undrawn_hand_card():
    game = position(3, -30)
    view = game.view(game.to_play)
    options = Options(seat_kinds=("human",) * 3)
    wide = [draw(view, options)]
    good = draw(view, compact(options))
    assert not compact_problems("", wide, [good], view, options)
    bad = draw(view, compact(options))
    bad.height = COMPACT_HEIGHT + 1
    del bad.regions["panel"]
    bad.cards.clear()
    found = " ".join(compact_problems("", wide, [bad], view, options))
    assert f"x {COMPACT_HEIGHT + 1}" in found and "no region 'panel'" in found


def test_a_whole_turn_is_clicked_at_the_compact_targets_centres():
    """Clicks at the compact drawing's target centres play the game as the wide ones do."""
    game = mandrapy.new("conjuraction", players=4, seed=7)
    board = Board(game, seat=None)
    from mandrapy.conjuraction.bots import GreedyPlayer
    chooser = GreedyPlayer(7)
    for _ in range(budget(40, 200)):
        if game.is_over:
            break
        action = chooser.choose(game.view(game.to_play))
        click_path(CompactClicks(board), action)
        assert game.history[-1] == action, board.message


class CompactClicks:
    """A board seen through its compact drawing: ``click_target`` clicks the key's centre there."""

    def __init__(self, board):
        self.board = board

    def __getattr__(self, name):
        return getattr(self.board, name)

    @property
    def _last_drawing(self):
        return draw(self.board.view, compact(self.board.options()))

    def redraw(self):
        self.board.redraw()
        return self._last_drawing

    def click_target(self, key):
        drawing = self._last_drawing
        hit = drawing.hit(*drawing.target_centre(key))
        assert hit == key, (key, hit)
        self.board.click_target(hit)


def test_the_board_offers_the_compact_layout():
    assert Board.LAYOUTS == ("wide", "compact", "narrow")
    board = Board(mandrapy.new("conjuraction", players=2, seed=1), seat=None)
    assert board.drawing("compact").width == COMPACT_WIDTH


def at_a_turn(players: int, moves: int):
    """A random playout of ``moves`` moves, then on (first choices) until a seat's turn begins."""
    game = played("conjuraction", players, moves, players=players)
    while not game.is_over and game.view(None).decision.code != "turn":
        game.play(game.legal_actions()[0])
    assert not game.is_over
    return game


@pytest.mark.parametrize("players, moves, worker", [(3, 30, False), (4, 30, True), (5, 40, False), (2, 150, True)])
def test_a_click_on_each_compact_target_does_what_the_wide_click_does(players, moves, worker):
    """Every target of the compact drawing, clicked at its centre there, leaves the game, the selection and
    the message as the same target clicked in the wide drawing does (with a worker picked first, or not)."""
    game = at_a_turn(players, moves)
    wide_board = Board(game.clone(), seat=None)
    keys = [t.key for t in wide_board.drawing("compact").targets if t.key[0] not in ("page",)]
    keys = [key for n, key in enumerate(dict.fromkeys(keys)) if n % budget(10, 1) == 0]
    differ = []
    for key in keys:
        after = []
        for layout in ("wide", "compact"):
            board = Board(game.clone(), seat=None)
            if worker:
                picked = next(t.key for t in board.drawing().targets if t.key[0] in ("sorcerer", "familiar"))
                board.click_target(picked)
            drawing = board.drawing(layout)
            board.surfaces[layout].drawing = drawing      # what the surface shows, where the click lands
            board.click(*drawing.target_centre(key), layout=layout)
            after.append((board.game.state.to_dict(), board.selection, board.message, board.page))
        if after[0] != after[1]:
            differ.append(key)
    assert keys and not differ, differ[:10]


def luminance(colour: str) -> float:
    code = colour.lstrip("#")
    code = "".join(c * 2 for c in code) if len(code) == 3 else code
    channels = [int(code[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    channels = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]


def contrast(first: str, second: str) -> float:
    a, b = sorted((luminance(first), luminance(second)))
    return (b + 0.05) / (a + 0.05)


def ground(drawing, index: int, x: float, y: float) -> str:
    """The fill a text drawn ``index``-th sits on at its anchor: the last opaque shape painted under it."""
    for shape in reversed(drawing.shapes[:index]):
        if shape.kind == "text" or not shape.fill or shape.alpha < 1:
            continue
        g = shape.geometry
        if shape.kind == "rect" and g[0] <= x <= g[0] + g[2] and g[1] <= y <= g[1] + g[3]:
            return shape.fill
        if shape.kind == "circle" and (x - g[0]) ** 2 + (y - g[1]) ** 2 <= g[2] ** 2:
            return shape.fill
        if shape.kind == "polygon" and min(p[0] for p in g) <= x <= max(p[0] for p in g) \
                and min(p[1] for p in g) <= y <= max(p[1] for p in g):
            return shape.fill
    return drawing.background


def contrast_problems(drawing) -> list:
    """Every opaque text at least 4.5:1 against what it is drawn on (faded pieces, alpha < 1, aside)."""
    return [f"{shape.text!r} {shape.fill} on {ground(drawing, n, *shape.geometry)}"
            for n, shape in enumerate(drawing.shapes)
            if shape.kind == "text" and shape.alpha == 1 and shape.text.strip()
            and contrast(shape.fill, ground(drawing, n, *shape.geometry)) < 4.5]


@pytest.mark.parametrize("players, moves", [(2, 9), (3, 40), (4, 150), (5, 40), (5, 1000)])
def test_every_text_stands_out_from_its_ground_in_every_layout(players, moves):
    game = played("conjuraction", players, moves, players=players)
    found = []
    for seat in (None, game.to_play if game.to_play is not None else 0):
        for layout in ("wide", "compact", "narrow"):
            options = Options(layout=layout, can_undo=True, seat_kinds=("human",) * players)
            found += [f"{layout}: {problem}" for problem in contrast_problems(draw(game.view(seat), options))]
    assert not found, sorted(set(found))[:20]


def test_the_contrast_check_can_fail():
    from mandrapy.core.drawing import Drawing
    drawing = Drawing(100, 40)
    drawing.rect(0, 0, 50, 40, fill="#e67e22")
    drawing.text(10, 20, "2", fill="#ffffff")
    drawing.text(70, 20, "ok", fill="#222222")
    assert contrast_problems(drawing) == ["'2' #ffffff on #e67e22"]

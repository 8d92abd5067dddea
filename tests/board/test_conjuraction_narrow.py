"""The Conjuraction board's narrow layout (issue 15): the wide board's facts and clicks in at most
NARROW_WIDTH units, every text readable and every card face wide enough, over random positions of 2 to 5
players, in English and French, for every seat and a teacher, with pieces picked and other grimoires in
focus. The checks themselves are test_readable's."""

from dataclasses import replace

import pytest
from budget import LONG

import mandrapy
from mandrapy.conjuraction.board import Board, picture
from mandrapy.conjuraction.board.labels import RULES
from mandrapy.conjuraction.board.places import Places
from mandrapy.conjuraction.board.render import draw
from mandrapy.core.drawing import NARROW_WIDTH, Options

from conj_clicks import click_path
from test_readable import card_problems, click_differences, every_page, played, problems

POSITIONS = [(players, moves) for players in (2, 3, 4, 5) for moves in (0, 9, 40, 150, 1000)] + \
            [(players, -moves) for players in (2, 3, 4, 5) for moves in (30, 120)]     # then on to a turn
# make test reads each position in one language, alternately; MANDRAPY_LONG=1 in both.
CASES = [(players, moves, language) for index, (players, moves) in enumerate(POSITIONS)
         for language in ("en", "fr") if LONG or language == ("en", "fr")[index % 2]]


def position(players: int, moves: int):
    """A random playout of ``abs(moves)`` moves (negative: then on until a seat starts its turn's main action)."""
    game = played("conjuraction", players, abs(moves), players=players)
    while moves < 0 and not game.is_over and game.view(None).decision != "turn":
        game.play(game.legal_actions()[-1])
    return game


def variants(game, language):
    """``(what, view, options)``: every seat and a teacher; with the position's first worker picked, a menu
    of the actions on one target, and another seat's grimoire in focus under a long message."""
    base = Options(language=language, can_undo=True, seat_kinds=("human",) * game.players)
    message = RULES[language]["familiar_taken"] + " " + RULES[language]["nether_used"]
    for seat in (None, *range(game.players)):
        view = game.view(seat)
        yield f"seat {seat}", view, base
        if view.legal_actions:
            places = Places(view)
            if places.by_worker:
                worker = sorted(places.by_worker, key=repr)[0]
                yield f"seat {seat}, {worker} picked", view, replace(base, selection={"worker": worker})
            menus = [pairs for pairs in places.by_target.values() if len(pairs) > 1]
            if menus:
                menu = tuple(action for _, action in menus[0])
                yield f"seat {seat}, a menu", view, replace(base, selection={"menu": menu})
        if seat is not None:
            other = (seat + 1) % game.players
            yield (f"seat {seat} looking at {other}", view,
                   replace(base, selection={"focus": other}, message=message))


def narrow(options):
    return replace(options, layout="narrow")


@pytest.mark.parametrize("players, moves, language", CASES)
def test_the_narrow_layout_offers_the_wide_layouts_clicks_and_reads_well(players, moves, language):
    game = position(players, moves)
    found = []
    for what, view, options in variants(game, language):
        wide_pages = list(every_page(draw, view, options))
        narrow_pages = list(every_page(draw, view, narrow(options)))
        found += [f"{what}: {problem}" for problem in click_differences(wide_pages, narrow_pages)]
        drawing = narrow_pages[0]
        assert drawing.width <= NARROW_WIDTH, (what, drawing.width)
        found += [f"{what}: {problem}" for problem in problems(drawing) + card_problems(drawing)]
        found += [f"{what}, wide: {problem}" for problem in problems(wide_pages[0]) + card_problems(wide_pages[0])]
    assert not found, "\n".join(sorted(set(found))[:30])


def test_the_checks_catch_a_missing_target_a_moved_target_a_narrow_card_and_an_overlap():
    """The checks above can fail: a target missing, one whose centre hits another key, a 20-wide card, a
    word spilling out of a card, two words over each other."""
    game = played("conjuraction", 3, 40, players=3)
    view = game.view(None)
    wide = draw(view, Options())
    cut = draw(view, Options(layout="narrow"))
    gone = cut.targets.pop()
    assert f"{gone.key!r} is only in the wide layout" in click_differences([wide], [cut])
    covered = draw(view, Options(layout="narrow"))
    first = covered.targets[0]
    covered.target(("nether",), first.x, first.y, first.w, first.h)
    assert any(problem.startswith(f"the centre of {first.key!r}") for problem in click_differences([wide], [covered]))
    covered.card(10, 10, 20, 30)
    assert "a card at (10, 10) is 20 wide" in card_problems(covered)
    covered.text(12, 20, "Hand", size=11)
    assert "'Hand' spills out of the card at (10, 10, 20, 30)" in card_problems(covered)
    covered.text(14, 22, "over", size=11)
    assert "'Hand' and 'over' overlap" in problems(covered)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_narrow_board_keeps_one_size_per_player_count(players):
    """The canvas does not change size from one move to the next (nor between languages)."""
    sizes = set()
    for moves in (0, 9, 40, 150, 1000):
        game = played("conjuraction", players, moves, players=players)
        for language in ("en", "fr"):
            drawing = draw(game.view(0), Options(language=language, layout="narrow"))
            sizes.add((drawing.width, drawing.height))
    assert len(sizes) == 1 and sizes.pop()[0] == NARROW_WIDTH


@pytest.mark.parametrize("players", [2, 5])
def test_the_viewers_grimoire_sits_under_the_imbuement_points_and_above_the_buttons(players):
    """A worker and its targets on the table in one screen (the offers' top to the workers: < 700 units),
    the Nether between the points and the grimoire, the buttons right under the grimoire."""
    game = played("conjuraction", players, 40, players=players)
    drawing = draw(game.view(game.to_play), Options(layout="narrow"))
    where = {t.key: t for t in drawing.targets}
    points_bottom = max(where[("point", p)].y + where[("point", p)].h for p in range(9))
    workers = where[("sorcerer",)]
    lines_top = min(t.y for key, t in where.items() if key[0] == "line")
    assert points_bottom < where[("nether",)].y < workers.y < points_bottom + 300
    assert workers.y + workers.h - lines_top < 700
    assert all(t.x >= 462 and t.y < workers.y + 600 for key, t in where.items() if key[0] == "focus")
    assert all(t.y > workers.y + 400 for key, t in where.items() if key[0] in ("action", "undo"))


def test_a_whole_turn_is_clicked_at_the_narrow_targets_centres():
    """Clicks at the narrow drawing's target centres (a person's clicks) play the game as the wide ones do."""
    game = mandrapy.new("conjuraction", players=3, seed=5)
    board = Board(game, seat=None)
    from mandrapy.conjuraction.bots import GreedyPlayer
    chooser = GreedyPlayer(5)
    for _ in range(40):
        action = chooser.choose(game.view(game.to_play))
        click_path(NarrowClicks(board), action)
        assert game.history[-1] == action, board.message


class NarrowClicks:
    """A board seen through its narrow drawing: ``click_target`` clicks the key's centre there."""

    def __init__(self, board):
        self.board = board

    def __getattr__(self, name):
        return getattr(self.board, name)

    @property
    def _last_drawing(self):
        return draw(self.board.view, narrow(self.board.options()))

    def redraw(self):
        self.board.redraw()
        return self._last_drawing

    def click_target(self, key):
        drawing = self._last_drawing
        hit = drawing.hit(*drawing.target_centre(key))
        assert hit == key, (key, hit)
        self.board.click_target(hit)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_static_pictures_keep_the_wide_layout(language):
    game = played("conjuraction", 4, 40, players=4)
    assert picture(game, seat=0, language=language).drawing.width == 1180
    with pytest.raises(ValueError, match="layout"):
        draw(game.view(0), Options(layout="tall"))


def test_the_boards_width_estimate_is_never_narrower_than_the_font():
    """The narrow layout fits names and labels with ``line_width``: no character is measured narrower than
    DejaVu Sans draws it (so what it says fits, fits on screen)."""
    from font_metrics import WIDTHS
    from mandrapy.conjuraction.board.common import line_width
    for style, bold in (("regular", False), ("bold", True)):
        short = [char for char, width in WIDTHS[style].items() if line_width(char, 10, bold) < width * 10 - 1e-9]
        assert not short, (style, short)
    assert line_width("⚠", 10) >= 10

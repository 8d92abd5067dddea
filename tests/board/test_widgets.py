"""The shared widget package: lazy boards, the paged choice bar, buttons and a canvas sized per board."""

import random
import subprocess
import sys

import pytest

import mandrapy
from mandrapy.core.drawing import Drawing
from mandrapy.core.measure import line_width
from mandrapy.widgets.board import CanvasBoard
from mandrapy.widgets.controls import button, choice_bar, paginate

WIDGET_LIBRARIES = ("ipywidgets", "ipycanvas")


def loaded_after(code: str) -> list:
    script = f"import sys\n{code}\nprint(sorted({{m.split('.')[0] for m in sys.modules}} & {set(WIDGET_LIBRARIES)!r}))"
    return eval(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout)


def test_importing_the_rules_loads_no_widget_library_but_their_board_attribute_does():
    assert loaded_after("import mandrapy.mandragora, mandrapy.magyarcana") == []
    assert loaded_after("from mandrapy.mandragora import Mandragora, Seek") == []
    assert loaded_after("import mandrapy.widgets, mandrapy.widgets.controls") == []
    assert loaded_after("from mandrapy.magyarcana import Board") == sorted(WIDGET_LIBRARIES)
    assert loaded_after("from mandrapy.mandragora import picture") == sorted(WIDGET_LIBRARIES)


def test_the_lazy_board_attributes_are_the_boards_themselves():
    import mandrapy.magyarcana.board as magyarcana_board
    import mandrapy.mandragora.board as mandragora_board
    from mandrapy.magyarcana import Board as MagyarcanaBoard, picture as magyarcana_picture
    from mandrapy.mandragora import Board as MandragoraBoard, picture as mandragora_picture
    assert MandragoraBoard is mandragora_board.Board and mandragora_picture is mandragora_board.picture
    assert MagyarcanaBoard is magyarcana_board.Board and magyarcana_picture is magyarcana_board.picture
    assert issubclass(MandragoraBoard, CanvasBoard) and issubclass(MagyarcanaBoard, CanvasBoard)
    with pytest.raises(ImportError):
        from mandrapy.mandragora import Bored  # noqa: F401


# ------------------------------------------------------------------------------------ the choice bar
def choices(n, text="choice"):
    return [(f"{text} {k}", ("action", k)) for k in range(n)]


def test_choices_that_fit_are_drawn_in_a_row_with_no_page_buttons():
    d = Drawing(600, 60)
    bar = choice_bar(d, choices(3), 10, 10, right=590)
    assert (bar.pages, bar.page) == (1, 0)
    assert [t.key for t in d.targets] == [("action", 0), ("action", 1), ("action", 2)]
    plain = Drawing(600, 60)                    # the same as three buttons laid out by hand
    x = 10
    for text, key in choices(3):
        w = 20 + line_width(text, 13, bold=True)
        button(plain, x, 10, w, 30, text, key)
        x += w + 8
    assert d.to_svg() == plain.to_svg()


@pytest.mark.parametrize("count, rows", [(9, 1), (30, 1), (30, 2), (20, 3)])
def test_every_choice_is_on_exactly_one_page_and_the_pages_link_up(count, rows):
    seen = []
    page, pages = 0, None
    while True:
        d = Drawing(500, 120)
        bar = choice_bar(d, choices(count, "a longer choice"), 10, 10, right=490, page=page, rows=rows)
        pages = pages or bar.pages
        seen.extend(bar.shown)
        keys = [t.key for t in d.targets]
        assert all(t.x >= 10 and t.x + t.w <= 490.001 for t in d.targets)
        assert (("page", page - 1) in keys) == (page > 0)
        assert (("page", page + 1) in keys) == (page < pages - 1)
        assert f"{page + 1}/{pages}" in d.texts()
        if page == pages - 1:
            break
        page += 1
    assert pages > 1
    assert seen == [key for _, key in choices(count)]


def test_a_stale_page_is_clamped_and_no_choice_is_ever_dropped():
    assert choice_bar(Drawing(500, 60), choices(9), 10, 10, right=490, page=99).page > 0
    assert choice_bar(Drawing(500, 60), choices(2), 10, 10, right=490, page=5).page == 0
    assert choice_bar(Drawing(500, 60), [], 10, 10, right=490).shown == ()
    assert paginate([500, 20], 100, 8) == [[[0]], [[1]]]       # wider than the bar: a row of its own


# ------------------------------------------------------------------------------------ on a board
def overflowing_mandragora_board():
    """A Mandragora board whose choices (e.g. many Levitate options) do not fit the footer."""
    for seed in range(40):
        game = mandrapy.new("mandragora", players=2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        board = mandrapy.mandragora.Board(game, seat=None)
        while not game.is_over:
            if ("page", 1) in [t.key for t in board.redraw().targets]:
                return game, board
            game.play(rng.choice(game.legal_actions()))
    raise AssertionError("no position with more choices than the footer holds")


def test_a_board_pages_its_choices_and_forgets_the_page_after_a_move():
    game, board = overflowing_mandragora_board()
    first = [t.key for t in board.redraw().targets if t.key[0] == "action"]
    board.click_target(("page", 1))
    assert board.page == 1 and game.move_number == board.game.move_number
    second = [t.key for t in board.redraw().targets if t.key[0] == "action"]
    assert second and not set(first) & set(second)
    board.click_target(second[0])
    assert game.history[-1] == second[0][1]
    assert board.page == 0


class Strip(CanvasBoard):
    """A board whose picture grows with the player count (as Conjuraction's will)."""
    LABELS = {"en": {}}

    def drawing(self):
        d = Drawing(300, 100 * self.game.players)
        d.target(("row", self.game.players - 1), 0, 100 * (self.game.players - 1), 300, 100)
        return d

    def handle(self, key):
        self.clicked = key


def test_the_canvas_takes_its_size_from_the_drawing_or_from_the_board_instance():
    four = Strip(mandrapy.new("mandragora", players=4, seed=1))
    assert (four.canvas.width, four.canvas.height) == (600, 800)            # 2 canvas pixels per unit
    assert four.size == (600, 800)                                          # at most twice the drawing
    assert four.column.layout.width == "min(600px, 100%, calc((100vh - 56px) * 0.7500))"
    two = Strip(mandrapy.new("mandragora", players=2, seed=1))
    assert (two.canvas.width, two.canvas.height) == (600, 400)
    shown = Strip(mandrapy.new("mandragora", players=4, seed=1), width=150)
    assert (shown.canvas.width, shown.canvas.height) == (600, 800)          # drawn at full size,
    assert shown.size == (150, 200)                                         # shown at most this big
    assert shown.column.layout.width.startswith("min(150px, 100%,")
    assert shown.log_box.layout.max_height == "min(200px, calc(100vh - 56px))"
    shown.click(150, 350)                                 # clicks arrive in drawing coordinates
    assert shown.clicked == ("row", 3)
    shown.clicked = None                                  # the browser's: CSS pixels in the box as shown
    shown.surfaces["wide"]._on_event({"relativeX": 75, "relativeY": 175, "boundingRectWidth": 150})
    assert shown.clicked == ("row", 3)
    shown.clicked = None
    shown.surfaces["wide"]._on_event({"relativeX": 750, "relativeY": 1750, "boundingRectWidth": 1500})
    assert shown.clicked == ("row", 3)


@pytest.mark.parametrize("size", [{"width": 0}, {"width": True}, {"height": "400"}, {"width": 1e9},
                                  {"height": float("nan")}])
def test_a_board_size_must_be_a_sensible_number_of_pixels(size):
    with pytest.raises(ValueError, match="width|height"):
        Strip(mandrapy.new("mandragora", players=2, seed=1), **size)

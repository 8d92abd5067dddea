"""What just happened: both boards mark the moves since the viewer's last turn, pictures included."""

import mandrapy
from mandrapy.core.drawing import moves_since
from mandrapy.magyarcana import Magyarcana, Move
from mandrapy.magyarcana.board import Board as MagyarcanaBoard, picture as magyarcana_picture
from mandrapy.magyarcana.board.grid import Grid
from mandrapy.magyarcana.board.pieces import SEAT_COLOURS as MAGYARCANA_SEATS
from mandrapy.mandragora import Seek
from mandrapy.mandragora.board import Board as MandragoraBoard, picture as mandragora_picture
from mandrapy.mandragora.board.render import SEAT_COLOURS as MANDRAGORA_SEATS


def seat_shapes(drawing, colour, kind):
    return [s for s in drawing.shapes if s.kind == kind and colour in (s.fill, s.stroke)]


def test_moves_since_the_viewers_last_turn_include_its_turn_in_progress():
    assert moves_since("abcdef", [0, 1, 2, 0, 1, 1], seat=1) == ((2, "c"), (0, "d"), (1, "e"), (1, "f"))
    assert moves_since("abc", [0, 1, 0], seat=None, to_play=None) == ((1, "b"), (0, "c"))     # game over
    assert moves_since("", [], seat=0) == ()


def test_the_mandragora_board_marks_the_computers_seeks_with_numbers_in_their_colours():
    game = mandrapy.new("mandragora", players=3, seed=1)
    board = MandragoraBoard(game, seat=0, seats={1: "random", 2: "random"}, seed=3)
    start = game.position.assistant
    board.click_target(("shop", (start + 1) % 10))
    moves = board.options().last_moves
    assert [seat for seat, _ in moves] == [1, 2]                 # what the others did since seat 0's turn
    drawing = board.redraw()
    for seat, action in moves:
        if isinstance(action, Seek):                 # an arrowhead on the ring per shop crossed
            assert len(seat_shapes(drawing, MANDRAGORA_SEATS[seat], "polygon")) >= action.steps
    discs = {s.geometry[:2]: s.fill for s in drawing.shapes if s.kind == "circle" and s.geometry[2] == 10}
    badges = {s.text: discs[s.geometry] for s in drawing.shapes
              if s.kind == "text" and s.text in ("1", "2", "3") and s.geometry in discs}
    assert badges["1"] == MANDRAGORA_SEATS[moves[0][0]] and badges["2"] == MANDRAGORA_SEATS[moves[1][0]]
    picture = mandragora_picture(game, seat=0).drawing                       # the picture marks them too
    assert len(seat_shapes(picture, MANDRAGORA_SEATS[1], "polygon")) == len(seat_shapes(drawing, MANDRAGORA_SEATS[1],
                                                                                        "polygon"))
    assert not seat_shapes(mandragora_picture(game, seat=0, marks=False).drawing, MANDRAGORA_SEATS[1], "polygon")


def test_a_magyarcana_move_is_an_arrow_from_where_the_minion_was_to_where_it_went():
    game = Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "0,1": "7 of Bells", "0,2": "Over of Acorns", "1,0": "8 of Leaves"},
        minions={"Under of Acorns": [(0, 2), (0, 1)], "Over of Acorns": [(1, 1)]},
        hands={0: "10 of Hearts, 9 of Leaves", 1: "7 of Acorns"}, current=0, seed=1)
    game.play("play 10 of Hearts")
    move = next(a for a in game.legal_actions() if isinstance(a, Move) and a.pips == 2)
    game.play(move)
    board = MagyarcanaBoard(game, seat=1)
    assert board.options().last_moves[-1] == (0, move)
    for drawing in (board.redraw(), magyarcana_picture(game, seat=1).drawing):
        heads = seat_shapes(drawing, MAGYARCANA_SEATS[0], "polygon")
        lines = [s for s in seat_shapes(drawing, MAGYARCANA_SEATS[0], "line") if s.width == 4]
        assert lines and heads
        view = game.view(1)
        cells = {t.card: t.cell for t in view.territories}
        x1, y1, x2, y2 = lines[0].geometry
        grid = Grid.fit(cells.values())
        (sx, sy), (tx, ty) = grid.centre(cells[move.source]), grid.centre(cells[move.target])
        assert (x2 - x1) * (tx - sx) + (y2 - y1) * (ty - sy) > 0            # pointing from source to target


def test_the_log_says_singular_and_plural_and_never_coordinates():
    game = mandrapy.new("magyarcana", seed=5)
    game.play("use Under of Acorns")
    add = next(a for a in game.legal_actions() if type(a).__name__ == "AddTerritory")
    game.play(add)
    line = next(line for line in game.log if " adds " in line)
    assert "(" not in line and any(side in line for side in ("left of", "right of", "above", "below"))
    french = MagyarcanaBoard(game, seat=0, language="fr").log_lines()
    assert any("à gauche de" in line or "à droite de" in line or "au-dessus" in line or "au-dessous" in line
               for line in french)
    game = mandrapy.new("mandragora", players=2, seed=1)
    game.play(Seek(1))
    assert "1 shop to shop" in game.log[-1] and "(s)" not in " ".join(game.log)
    game.play(Seek(2))
    assert "2 shops to shop" in game.log[-1]
    french = MandragoraBoard(game, language="fr").log_lines()
    assert "1 échoppe plus loin" in french[-2] and "2 échoppes plus loin" in french[-1]

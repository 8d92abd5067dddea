"""Readable by everyone: no text under 11 px, none spilling out of its box or button, none over another,
in English and French, on the board and on static pictures, over many positions of both games."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import mandrapy
from mandrapy.core.drawing import moves_since
from mandrapy.magyarcana.board import Board as MagyarcanaBoard, picture as magyarcana_picture
from mandrapy.mandragora.board import Board as MandragoraBoard, picture as mandragora_picture

from font_metrics import WIDEST, WIDTHS      # rootdir-relative: tests/board is on sys.path (rootdir conftest-less)

SMALLEST = 11
SLACK = 1.0          # pixels of rounding allowed at a box's edge


def measure(text: str, size: float, bold: bool = False) -> float:
    """The width of ``text`` in DejaVu Sans, the widest common sans-serif (font_metrics)."""
    table = WIDTHS["bold" if bold else "regular"]
    return sum(table.get(char, WIDEST) for char in text) * size


def extent(shape) -> tuple:
    """(left, top, right, bottom) of a text shape."""
    x, y = shape.geometry
    width = measure(shape.text, shape.size, shape.bold)
    left = {"left": x, "center": x - width / 2, "right": x - width}[shape.align]
    return left, y - shape.size / 2, left + width, y + shape.size / 2


def problems(drawing) -> list:
    found = []
    texts = [s for s in drawing.shapes if s.kind == "text" and s.text.strip()]
    for shape in texts:
        left, top, right, bottom = extent(shape)
        if shape.size < SMALLEST:
            found.append(f"{shape.text!r} is {shape.size:g} px")
        bx, by, bw, bh = shape.box or (0, 0, drawing.width, drawing.height)
        if left < bx - SLACK or right > bx + bw + SLACK or top < by - SLACK or bottom > by + bh + SLACK:
            found.append(f"{shape.text!r} ({left:.0f}..{right:.0f}, {top:.0f}..{bottom:.0f}) spills out of "
                         f"{'its box' if shape.box else 'the picture'} {tuple(round(v) for v in (bx, by, bw, bh))}")
        for target in drawing.targets:         # a button's words stay inside the button
            x, y = shape.geometry
            if shape.align == "center" and target.contains(x, y) and target.w < 400 \
                    and abs(target.x + target.w / 2 - x) < 1 and right - left > target.w + SLACK:
                found.append(f"{shape.text!r} is wider than its button {target.key!r}")
    extents = [extent(shape) for shape in texts]
    order = sorted(range(len(texts)), key=lambda n: extents[n][1])
    for place, n in enumerate(order):           # no text drawn over another (a sweep down the page)
        la, ta, ra, ba = extents[n]
        for m in order[place + 1:]:
            lb, tb, rb, bb = extents[m]
            if tb >= ba - 2:
                break
            overlap_w, overlap_h = min(ra, rb) - max(la, lb), min(ba, bb) - max(ta, tb)
            if overlap_w > 2 and overlap_h > 2:
                first, second = texts[min(n, m)], texts[max(n, m)]
                found.append(f"{first.text!r} and {second.text!r} overlap")
    return found


def played(name: str, seed: int, moves: int, **parameters):
    game = mandrapy.new(name, seed=seed, **parameters)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    return game


def drawings(game, Board, picture, language, layout="wide"):
    """The board for every seat and a teacher, with a selection when one is possible, and the picture
    (pictures are wide only). ``layout``: the board's drawing in that layout (``Options.layout``)."""
    def drawn(board):
        return board.drawing() if layout == "wide" else \
            type(board).render(board.view, replace(board.options(), layout=layout))
    for seat in (None, *range(game.players)):
        board = Board(game, seat=seat, language=language)
        yield f"board seat {seat}", drawn(board)
        hand = [a for a in board.drawing().targets if a.key[0] == "hand"]
        if hand and seat == game.to_play:
            board.click_target(hand[0].key)
            yield f"board seat {seat} with a selection", drawn(board)
    if layout == "wide":
        yield "picture", picture(game, language=language).drawing
        yield "picture seat 0", picture(game, seat=0, language=language).drawing


CASES = [("mandragora", dict(players=players), seed, moves) for players, seed in ((2, 1), (3, 2), (4, 3))
         for moves in (0, 15, 40, 400)] + \
        [("mandragora", dict(players=4, teams=True), 4, moves) for moves in (10, 60)] + \
        [("magyarcana", {}, seed, moves) for seed in (1, 2, 3, 4, 5, 6) for moves in (0, 7, 30, 80, 500)]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name, parameters, seed, moves", CASES)
def test_every_text_is_readable_and_fits_its_box(name, parameters, seed, moves, language):
    game = played(name, seed, moves, **parameters)
    Board, picture = ((MandragoraBoard, mandragora_picture) if name == "mandragora"
                      else (MagyarcanaBoard, magyarcana_picture))
    found = []
    for what, drawing in drawings(game, Board, picture, language):
        found += [f"{what}: {problem}" for problem in problems(drawing)]
    assert not found, "\n".join(sorted(set(found))[:30])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_choice_button_label_fits_in_both_languages(language):
    """Every legal action's button, over many random positions, is wider than its words."""
    from mandrapy.magyarcana.board.render import draw as draw_magyarcana
    from mandrapy.mandragora.board.render import draw as draw_mandragora
    from mandrapy.core.drawing import Options
    for name, draw, seeds in (("mandragora", draw_mandragora, range(6)), ("magyarcana", draw_magyarcana, range(12))):
        for seed in seeds:
            game = mandrapy.new(name, seed=seed)
            rng = random.Random(seed)
            while not game.is_over and len(game.history) < 300:
                if len(game.history) % 17 == 0:
                    view = game.view(game.to_play)
                    moves = moves_since(game.history, game.deciders, game.to_play, game.to_play)
                    drawing = draw(view, Options(language=language, last_moves=moves))
                    assert not problems(drawing), (name, seed, len(game.history), problems(drawing)[:5])
                game.play(rng.choice(game.legal_actions()))


# ---------------------------------------------------------------- the narrow layout (issue 15), for every game
CARD_SMALLEST = 24       # units: a card face a person reads, no narrower (the narrow layout is shown at scale >= 1)


def card_problems(drawing, smallest: float = CARD_SMALLEST) -> list:
    """Every card face recorded with ``Drawing.card`` is at least ``smallest`` wide and keeps the letters
    on it inside it. Its letters: texts boxed to it, or unboxed texts anchored inside it. A badge (a text in a
    box of its own, such as a count on a card's corner) is not the card's; ``problems`` sees it if it covers
    letters."""
    found = []
    texts = [s for s in drawing.shapes if s.kind == "text" and s.text.strip()]
    for card in drawing.cards:
        x, y, w, h = card
        where = f"({x:.0f}, {y:.0f}, {w:g}, {h:g})"
        if w < smallest:
            found.append(f"a card at ({x:.0f}, {y:.0f}) is {w:g} wide")
        letters = [s for s in texts if (all(abs(a - b) < 0.01 for a, b in zip(s.box, card)) if s.box else
                                        x <= s.geometry[0] <= x + w and y <= s.geometry[1] <= y + h)]
        for shape in letters:
            left, top, right, bottom = extent(shape)
            if left < x - SLACK or right > x + w + SLACK or top < y - SLACK or bottom > y + h + SLACK:
                found.append(f"{shape.text!r} spills out of the card at {where}")
    return found


def every_page(render, view, options):
    """The drawing of each page of the choice bar (its buttons are paged differently at different widths)."""
    from dataclasses import replace
    page = 0
    while True:
        drawing = render(view, replace(options, page=page))
        yield drawing
        if page > 50 or ("page", page + 1) not in {t.key for t in drawing.targets}:
            return
        page += 1


def click_differences(wide_pages, narrow_pages) -> list:
    """How two layouts' clicks differ: a key only one of them offers (on any page of the choice bar; the page
    buttons themselves aside), or a target whose centre, clicked, hits another key in one than in the other."""
    def hits(pages):
        found = {}
        for drawing in pages:
            for target in drawing.targets:
                if not (isinstance(target.key, tuple) and target.key[:1] == ("page",)) and target.key not in found:
                    found[target.key] = drawing.hit(*drawing.target_centre(target.key))
        return found
    wide, narrow = hits(wide_pages), hits(narrow_pages)
    return ([f"{key!r} is only in the wide layout" for key in wide.keys() - narrow.keys()]
            + [f"{key!r} is only in the narrow layout" for key in narrow.keys() - wide.keys()]
            + [f"the centre of {key!r} hits {wide[key]!r} wide but {narrow[key]!r} narrow"
               for key in wide.keys() & narrow.keys() if wide[key] != narrow[key]])

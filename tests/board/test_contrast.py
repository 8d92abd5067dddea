"""Text contrast of at least 4.5:1 on every board (issue 30; WCAG 2.1 AA, 1.4.3): every text of every game's
board, in every layout and both languages, for 2 players and the largest count, over random positions (every
kind of decision met along them, a finished game), for a teacher and the seat to play, with a message, with
computer seats, with a selection in progress and as a static picture. Large text (>= 24 px, or >= 18.66 px
bold) may use 3:1, as WCAG allows. The measure itself (contrast.py) is tested first, on drawings made by hand."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from budget import budget

import mandrapy
from mandrapy.core.drawing import LAYOUTS, Drawing, Options, moves_since
from mandrapy.widgets.words import shared_word

from contrast import blend, failures, hex_of, pairs, ratio, rgb


# ---------------------------------------------------------------- the measure
def only(drawing):
    (pair,) = pairs(drawing)
    return pair


def test_black_on_white_is_21_and_same_on_same_is_1():
    d = Drawing(100, 40)
    d.text(10, 20, "ink", fill="#000")
    assert only(d).ratio == pytest.approx(21)
    d = Drawing(100, 40, background="#3a7bd5")
    d.text(10, 20, "ink", fill="#3a7bd5")
    assert only(d).ratio == pytest.approx(1) and failures(d)


def test_known_pairs():
    assert ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)     # the lightest grey passing on white
    assert ratio("#777777", "#fff") == pytest.approx(4.48, abs=0.01)
    assert ratio("#ff0000", "#ffffff") == pytest.approx(4.0, abs=0.01)
    assert ratio("#8395a7", "#dfe6e9") == pytest.approx(2.5, abs=0.1)


def test_the_shape_under_the_text_counts_blended():
    d = Drawing(200, 100)
    d.rect(0, 0, 200, 100, fill="#000000", alpha=0.5)      # half black over white: #808080
    d.text(100, 50, "grey", fill="#ffffff", align="center")
    d.rect(0, 0, 200, 30, fill="#ffffff")                   # painted after the text, away from it
    pair = only(d)
    assert pair.ground == "#808080" and pair.ratio == pytest.approx(ratio("#ffffff", "#808080"), abs=0.05)
    assert pair.fails                                       # 3.98:1


def test_a_half_transparent_text_is_blended_on_its_ground():
    d = Drawing(100, 40)
    d.text(10, 20, "faint", fill="#000000", alpha=0.4)
    assert only(d).ink == "#999999" and only(d).fails


def test_circles_polygons_and_rounded_corners_cover_only_their_inside():
    d = Drawing(300, 100)
    d.circle(50, 50, 30, fill="#000")
    d.text(50, 50, "A", fill="#fff", align="center")        # on the disc: white on black
    d.text(95, 50, "B", fill="#fff", align="center")        # beside it: white on white
    d.polygon([(150, 10), (190, 90), (110, 90)], fill="#000")
    d.text(150, 70, "C", fill="#fff", align="center")
    d.rect(200, 10, 80, 80, fill="#000", radius=20)
    d.text(201, 11, "D", fill="#000", align="left")         # in the rounded-off corner: black on white
    a, b, c, corner = pairs(d)
    assert a.ratio == pytest.approx(21) and c.ratio == pytest.approx(21)
    assert b.ratio == pytest.approx(1) and corner.ground == "#ffffff"


def test_a_text_half_off_its_ground_is_measured_at_its_worst_point():
    d = Drawing(300, 40)
    d.rect(0, 0, 40, 40, fill="#000")
    d.text(10, 20, "a long line running off the dark", fill="#fff")     # anchor on black, centre on white
    assert only(d).ratio == pytest.approx(1)


def test_a_veil_painted_over_the_text_fades_it_and_its_ground():
    d = Drawing(100, 40)
    d.rect(0, 0, 100, 40, fill="#f0e442")
    d.text(50, 20, "Y", fill="#222222", align="center")
    d.rect(0, 0, 100, 40, fill="#ffffff", alpha=0.55)
    d.rect(0, 0, 100, 10, fill="#000000")                   # not over the text
    pair = only(d)
    assert pair.ground == hex_of(blend(rgb("#ffffff"), 0.55, rgb("#f0e442")))
    assert pair.ink == hex_of(blend(rgb("#ffffff"), 0.55, rgb("#222222")))
    assert pair.fails                                       # 3.3:1 rather than 12:1 unveiled


def test_large_text_needs_3_to_1():
    d = Drawing(200, 100, background="#ffffff")
    d.text(10, 30, "big", fill="#949494", size=24)               # 3.03:1
    d.text(10, 70, "big bold", fill="#949494", size=19, bold=True)
    assert not failures(d)
    d.text(10, 90, "small", fill="#949494", size=18, bold=True)
    assert [p.text for p in failures(d)] == ["small"]


# ---------------------------------------------------------------- the boards
def board_class(name: str):
    if name == "mandragora":
        from mandrapy.mandragora.board import Board
    elif name == "magyarcana":
        from mandrapy.magyarcana.board import Board
    else:
        from mandrapy.conjuraction.board import Board
    return Board


def kind_of(view) -> object:
    decision = getattr(view, "decision", None)
    return getattr(decision, "code", decision)


def positions(name: str, parameters: dict, seed: int, every: int):
    """Games along a random playout: one in ``every`` moves, the first of each kind of decision, the end."""
    game = mandrapy.new(name, seed=seed, **parameters)
    rng = random.Random(seed)
    seen = set()
    while not game.is_over and len(game.history) < 600:
        kind = kind_of(game.view(None))
        if len(game.history) % every == 0 or kind not in seen:
            seen.add(kind)
            yield game
        game.play(rng.choice(game.legal_actions()))
    while not game.is_over:
        game.play(game.legal_actions()[0])
    yield game


def selected(game, Board, language):
    """The options of a board for the seat to play once it has clicked its first target that selects
    something without playing (None when none does)."""
    board = Board(game.clone(), seat=game.to_play, language=language)
    try:
        keys = sorted({t.key for t in board.drawing().targets if t.key[0] not in ("action", "page", "undo", "clear")},
                      key=repr)
        for key in keys[:3]:
            board.click_target(key)
            if board.game.move_number != game.move_number:      # that click played a move
                return None
            if board.selection:
                return board.options()
        return None
    finally:
        board.close()


def variants(game, Board, language, index):
    """(view, options) to draw, by turns: a teacher (Undo enabled or not), the seat to play with a message and
    computer seats; now and then a selection in progress and a static picture; the finished game both ways."""
    seat = game.to_play
    moves = moves_since(game.history, game.deciders, seat, seat)
    base = Options(language=language, last_moves=moves, can_undo=index % 4 == 0)
    if seat is None:
        yield game.view(None), base
        yield game.view(0), replace(base, interactive=False)
        return
    kinds = ("human",) + ("computer", "stopped") * 3
    message = shared_word(Board.LABELS[language], language, "hint_none")     # any sentence: its colours count
    if index % 2 == 0:
        yield game.view(None), base
    else:
        yield game.view(seat), replace(base, seat_kinds=kinds[:game.players], message=message)
    if index % 3 == 0:
        options = selected(game, Board, language)
        if options is not None:
            yield game.view(seat), replace(options, last_moves=moves)
    if index % 5 == 0:
        yield game.view(seat), replace(base, interactive=False)


# (game, parameters, a position every so many moves); each language plays games of its own seeds (the colours
# are the same in both, the words and so the places differ)
GAMES = [("mandragora", dict(players=2), 9), ("mandragora", dict(players=4), 12),
         ("mandragora", dict(players=4, teams=True), 15), ("magyarcana", {}, 8),
         ("conjuraction", dict(players=2), 80), ("conjuraction", dict(players=5), 120)]


def seeds(language: str) -> range:
    first = 1 if language == "en" else 101
    return range(first, first + budget(1, 4))


def measured(name, parameters, seeds, every, language):
    """Every (where, pair) measured on the boards of ``name``."""
    Board = board_class(name)
    for seed in seeds:
        for index, game in enumerate(positions(name, parameters, seed, every)):
            for view, options in variants(game, Board, language, index):
                for layout in LAYOUTS:
                    drawing = Board.render(view, replace(options, layout=layout))
                    where = f"{name} {parameters} seed {seed}, {len(game.history)} moves, {layout}"
                    yield from ((where, pair) for pair in pairs(drawing))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name, parameters, every", GAMES)
def test_every_text_on_every_board_has_aa_contrast(name, parameters, every, language):
    measures = list(measured(name, parameters, seeds(language), every, language))
    assert len(measures) > 1000
    failed = {}
    for where, pair in measures:
        if pair.fails:
            failed.setdefault((pair.ink, pair.ground, pair.size, pair.bold), (pair, where))
    worst = sorted(failed.values(), key=lambda item: item[0].ratio)
    assert not worst, f"{len(failed)} failing pairs:\n" + "\n".join(f"{pair} [{where}]" for pair, where in worst[:40])

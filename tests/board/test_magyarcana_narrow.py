"""The Magyarcana board's narrow layout (issue 15): the wide board's facts and clicks in at most NARROW_WIDTH
units, every text readable and every card face at least 24 wide with its letters inside, over the readability
test's positions, in English and French, for each seat and a teacher, with a hand card, a minion, a discarded
card or a menu picked. The checks themselves are test_readable's."""

import random
from dataclasses import replace

import pytest

import mandrapy
from mandrapy.core.drawing import NARROW_WIDTH, Options, moves_since
from mandrapy.magyarcana import Magyarcana
from mandrapy.magyarcana.actions import Expel, Grow, Replace
from mandrapy.magyarcana.board import Board, picture
from mandrapy.magyarcana.board.grid import letters_pitch
from mandrapy.magyarcana.board.highlights import highlights
from mandrapy.magyarcana.board.labels import RULES
from mandrapy.magyarcana.board.layout import MIN_PITCH, NARROW_GRID_W
from mandrapy.magyarcana.board.render import draw
from mandrapy.magyarcana.steps import STEPS

from test_magyarcana_board import keys_for
from test_readable import CASES, card_problems, click_differences, every_page, played, problems

POSITIONS = [(seed, moves) for name, _, seed, moves in CASES if name == "magyarcana"] + \
            [(seed, step) for seed in (1, 2) for step in STEPS]        # then on to a power's step
LONG = {"en": "To use a territory's power you must control it: your pips there must be at least your opponent's "
              "(you have 1, they have 3).",
        "fr": RULES["fr"]["not_controlled"].format(mine=1, theirs=3)}


def position(seed: int, moves):
    """The readability test's random playout of ``moves`` moves, or (a step's code) the first position of
    the ``seed``-th random game that reaches that step of a power."""
    if isinstance(moves, int):
        return played("magyarcana", seed, moves)
    for n in range(seed, seed + 200):
        game = mandrapy.new("magyarcana", seed=n)
        rng = random.Random(n)
        while not game.is_over:
            if game.view(None).decision.code == moves:
                return game
            game.play(rng.choice(game.legal_actions()))
    raise AssertionError(f"no random game reached {moves}")


def menus(view) -> list:
    """The actions a click on one territory leaves open (the board offers them as a menu)."""
    by_territory: dict = {}
    for action in view.legal_actions:
        if isinstance(action, (Expel, Grow)):
            by_territory.setdefault(action.territory, []).append(action)
        elif isinstance(action, Replace):
            by_territory.setdefault(action.old, []).append(action)
    return [tuple(actions) for actions in by_territory.values() if len(actions) > 1]


def variants(game, language):
    """``(what, view, options)``: every seat and a teacher, as a board shows them; for the seat to play, with
    a hand card, a minion, a discarded card or a menu picked, and with a long message."""
    for seat in (None, 0, 1):
        view = game.view(seat)
        base = Options(language=language, can_undo=True, seat_kinds=("human", "human"),
                       last_moves=moves_since(game.history, game.deciders, seat, game.to_play))
        yield f"seat {seat}", view, base
        if not view.legal_actions:
            continue
        h = highlights(view, {})
        picks = [("card", card) for card in sorted(h.hand, key=repr)[:1]] + \
                [("minion", minion) for minion in sorted(h.minions, key=repr)[:1]] + \
                [("discard", card) for card in sorted(h.discard, key=repr)[:1]] + \
                [("menu", menu) for menu in menus(view)[:1]]
        for name, value in picks:
            yield f"seat {seat}, {name} {value!r} picked", view, replace(base, selection={name: value})
        yield f"seat {seat}, a message", view, replace(base, message=LONG[language])


def narrow(options):
    return replace(options, layout="narrow")


def under_the_menu(drawing, options) -> set:
    """Keys whose centre the wide board's menu covers (it lies over the grid; the narrow one is below it)."""
    menu = {("action", action) for action in options.selection.get("menu", ())}
    return {t.key for t in drawing.targets
            if t.key not in menu and drawing.hit(*drawing.target_centre(t.key)) in menu}


def on_a_minion(problem: str, view) -> bool:
    """A territory's centre that lands on one of its own minions in both layouts, a different one in each
    (cards of other proportions put their pyramids in other columns): the territory itself is clicked on the
    rest of its card, and each minion's own target is compared at its own centre."""
    for t in view.territories:
        start = f"the centre of {('territory', t.card)!r} hits ('minion', {t.card!r}, "
        if problem.startswith(start) and f" but ('minion', {t.card!r}, " in problem:
            return True
    return False


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("seed, moves", POSITIONS)
def test_the_narrow_layout_offers_the_wide_layouts_clicks_and_reads_well(seed, moves, language):
    game = position(seed, moves)
    found = []
    for what, view, options in variants(game, language):
        wide_pages = list(every_page(draw, view, options))
        narrow_pages = list(every_page(draw, view, narrow(options)))
        covered = under_the_menu(wide_pages[0], options)
        found += [f"{what}: {problem}" for problem in click_differences(wide_pages, narrow_pages)
                  if not any(problem.startswith(f"the centre of {key!r} ") for key in covered)
                  and not on_a_minion(problem, view)]
        drawing = narrow_pages[0]
        assert drawing.width <= NARROW_WIDTH, (what, drawing.width)
        found += [f"{what}: {problem}" for problem in problems(drawing) + card_problems(drawing)]
        if "menu" not in options.selection:            # the wide menu lies over the grid's words
            found += [f"{what}, wide: {problem}" for problem in problems(wide_pages[0])]
        found += [f"{what}, wide: {problem}" for problem in card_problems(wide_pages[0])]
    assert not found, "\n".join(sorted(set(found))[:30])


def test_every_card_face_is_recorded_in_both_layouts():
    """Territories, hand cards, the discard pile, its top card, the card in play and the deck (its count)."""
    game = played("magyarcana", 3, 30)
    view = game.view(None)
    expected = len(view.territories) + sum(len(hand) for hand in view.hands) + min(len(view.discard), 39) \
        + bool(view.discard) + (view.in_play is not None) + 1
    for layout in ("wide", "narrow"):
        assert len(draw(view, Options(layout=layout)).cards) == expected, layout


def test_the_menu_offered_by_an_ambiguous_click_sits_under_the_narrow_grid():
    game = next(g for g in (played("magyarcana", seed, 40) for seed in range(40)) if menus(g.view(None)))
    view = game.view(None)
    menu = menus(view)[0]
    drawing = draw(view, Options(layout="narrow", selection={"menu": menu}))
    where = {t.key: t for t in drawing.targets}
    grid_bottom = max(t.y + t.h for key, t in where.items() if key[0] in ("territory", "cell"))
    assert all(where[("action", action)].y > grid_bottom for action in menu)


NAMES = ["Under of Acorns", "7 of Bells", "10 of Hearts", "8 of Leaves", "9 of Bells", "Over of Hearts", "10 of Leaves",
         "7 of Acorns", "King of Bells", "9 of Hearts", "8 of Acorns", "10 of Bells", "Ace of Hearts", "7 of Leaves",
         "9 of Leaves", "King of Hearts", "8 of Bells", "Under of Leaves", "8 of Hearts", "10 of Acorns",
         "Ace of Bells", "Over of Leaves", "9 of Acorns"]


def row_and_column(width: int, depth: int, counted: int):
    """``width`` territories in a row and ``depth`` more in a column under its first one; the first
    ``counted`` of the row with two like minions of a seat (a "×2" count), else one minion on the first."""
    cells = [(x, 0) for x in range(width)] + [(0, y) for y in range(1, depth + 1)]
    names = NAMES[:len(cells)]
    return Magyarcana.from_position(
        territories={f"{x},{y}": name for (x, y), name in zip(cells, names)},
        minions={name: [(x % 2, x // 2 % 3 + 1)] * (2 if x < counted else 1)
                 for x, name in enumerate(names[:max(1, counted)])},
        hands={0: "Ace of Acorns", 1: "7 of Hearts"}, current=0, seed=1)


@pytest.mark.parametrize("width, depth, counted", [(3, 10, 3), (8, 8, 8), (8, 12, 1), (10, 10, 0), (2, 20, 0)])
def test_the_narrow_grid_gives_its_cards_the_room_their_letters_need(width, depth, counted):
    """The grid's cells are as large as the letters on its cards need (a "×2" count: 64 units) as long as
    the row fits the width, however many rows there are: the grid grows downwards instead."""
    view = row_and_column(width, depth, counted).view(None)
    drawing = draw(view, Options(layout="narrow"))
    assert not card_problems(drawing) and not problems(drawing)
    need = letters_pitch(view.territories)
    assert need >= (64 if counted else 40)
    territories = [t for t in drawing.targets if t.key[0] == "territory"]
    assert min(min(t.w, t.h) for t in territories) >= 0.64 * min(need, NARROW_GRID_W / (width + 2)) - 1e-6
    assert drawing.height > (depth + 3) * 0.64 * need


def test_a_grid_wider_than_the_drawing_allows_still_has_cards_24_wide():
    """Past what the width allows at the letters' pitch (in 300 random games, 10 positions of 41,255), the
    cards shrink to the width, not under 24 units wide up to NARROW_GRID_W / MIN_PITCH columns."""
    drawing = draw(row_and_column(15, 0, 0).view(None), Options(layout="narrow"))
    assert 17 * MIN_PITCH <= NARROW_GRID_W
    assert drawing.width == NARROW_WIDTH
    assert min(min(w, h) for x, y, w, h in drawing.cards) >= 24


def test_nothing_moves_under_the_pointer_when_a_card_is_picked_or_a_message_shows():
    """Picking a hand card shows the selection and its buttons in room kept for them, and a message fits
    in the header's lines: the hand and the grid stay where the person is about to click."""
    game = mandrapy.new("magyarcana", seed=5)
    view = game.view(0)

    def places(drawing):
        return {t.key: (t.x, t.y) for t in drawing.targets if t.key[0] in ("hand", "territory", "minion")}

    before = draw(view, Options(layout="narrow"))
    card = next(key for key in places(before) if key[0] == "hand")
    picked = draw(view, Options(layout="narrow", selection={"card": card[1]}))
    lifted = {key: (x, y - 4 if key == card else y) for key, (x, y) in places(before).items()}   # a picked card
    assert places(picked) == lifted and ("action", "play") not in places(picked)
    assert any(t.key[0] == "action" and t.y > before.targets[0].y for t in picked.targets)
    told = draw(view, Options(layout="narrow", message=LONG["fr"], language="fr"))
    assert places(told) == places(before)
    assert picked.height == told.height == before.height


@pytest.mark.parametrize("seed", [4])
def test_a_whole_game_is_clicked_at_the_narrow_targets_centres(seed):
    """Clicks at the narrow drawing's centres (what a person on a laptop clicks) play every move."""
    game = mandrapy.new("magyarcana", seed=seed)
    board = Board(game, seat=None)
    rng = random.Random(seed)
    while not game.is_over:
        view = board.view
        action = rng.choice(view.legal_actions)
        for key in keys_for(action, view):
            board.click_target(key, layout="narrow")
        assert game.history[-1] == action, (action, board.message)
    assert any(text.startswith("Game over") for text in board.drawing("narrow").texts())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_static_pictures_keep_the_wide_layout(language):
    game = played("magyarcana", 2, 30)
    assert picture(game, seat=0, language=language).drawing.width == 1180
    with pytest.raises(ValueError, match="layout"):
        draw(game.view(0), Options(layout="tall"))
    assert Board.LAYOUTS == ("wide", "compact", "narrow")

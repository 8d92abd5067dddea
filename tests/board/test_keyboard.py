"""Keyboard play and what a screen reader is told (mandrapy/widgets/keyboard.py, access.py), in Python: the
same calls the page makes (Access messages), without a browser. tests/browser/test_keyboard_only.py drives Chromium."""

import random

import pytest

from budget import budget

import mandrapy
from mandrapy.conjuraction import Board as ConjuractionBoard
from mandrapy.magyarcana import Board as MagyarcanaBoard
from mandrapy.mandragora import Board as MandragoraBoard
from mandrapy.widgets.keyboard import RING, OWN_KINDS, common_words, reading_order
from mandrapy.core.drawing import Target

BOARDS = {"mandragora": MandragoraBoard, "magyarcana": MagyarcanaBoard, "conjuraction": ConjuractionBoard}


def new_game(name, seed=1):
    return mandrapy.new(name, seed=seed, **({} if name == "magyarcana" else {"players": 2}))


def shown(board, layout="compact"):
    """The board as a browser shows it: its canvas of ``layout`` has a view (what on_client_ready says)."""
    board._on_client_ready(board.surfaces[layout])
    return board


def advance(game, moves, seed=0):
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    return game


def kind(key):
    return key[0] if isinstance(key, tuple) and key else key


@pytest.mark.parametrize("name", BOARDS)
@pytest.mark.parametrize("layout", ["wide", "compact", "narrow"])
def test_the_arrow_keys_visit_the_decisions_targets_only(name, layout):
    for seed in range(4):
        game = advance(new_game(name, seed), 6 + seed, seed)
        board = BOARDS[name](game, seat=game.to_play)
        targets = board.keyboard_targets(layout)
        wanted = board.decision_keys()
        assert targets, (name, seed)
        assert all(t.key in wanted or kind(t.key) in OWN_KINDS for t in targets)
        drawn = {t.key for t in board.drawing(layout).targets}
        assert wanted & drawn <= {t.key for t in targets}     # every target a legal move is made with is visited
        keys = []
        for _ in targets:
            board.key_press("ArrowRight", layout)
            keys.append(board.focused)
        assert keys == [t.key for t in targets]                 # Right walks them all, in reading order, once
        board.key_press("ArrowRight", layout)
        assert board.focused == targets[0].key                  # and wraps


def test_reading_order_is_row_by_row_left_to_right():
    cells = [Target(("c", r, c), 100 * c + (3 if r else 0), 50 * r + (c % 2) * 4, 80, 40)
             for r in range(3) for c in (2, 0, 1)]
    assert [t.key for t in reading_order(cells)] == [("c", r, c) for r in range(3) for c in range(3)]


def test_up_and_down_go_to_the_nearest_target_above_and_below():
    game = new_game("mandragora")
    board = MandragoraBoard(game, seat=0)
    targets = board.keyboard_targets("wide")
    board.key_press("Home", "wide")
    first = board.focused
    board.key_press("ArrowUp", "wide")
    centre = {t.key: t.y + t.h / 2 for t in targets}
    assert centre[board.focused] <= centre[first]
    board.key_press("ArrowDown", "wide")
    board.key_press("End", "wide")
    assert board.focused == targets[-1].key


@pytest.mark.parametrize("name", BOARDS)
def test_enter_on_a_target_does_what_a_click_on_it_does(name):
    for seed in range(3):
        keyed, clicked = (advance(new_game(name, seed), 5, seed) for _ in range(2))
        by_keys = BOARDS[name](keyed, seat=keyed.to_play)
        by_mouse = BOARDS[name](clicked, seat=clicked.to_play)
        targets = by_keys.keyboard_targets("compact")
        goal = targets[seed % len(targets)]
        while by_keys.focused != goal.key:
            by_keys.key_press("ArrowRight", "compact")
        by_keys.key_press("Enter", "compact")
        by_mouse.choose_target(goal.key)
        assert keyed.state.history == clicked.state.history
        assert by_keys.selection == by_mouse.selection and by_keys.message == by_mouse.message


def test_the_ring_is_drawn_around_the_focused_target_and_goes_when_the_board_loses_focus():
    board = MandragoraBoard(new_game("mandragora"), seat=0)
    board.key_press("ArrowRight", "compact")
    drawing = board.drawing("compact")
    target = next(t for t in reversed(drawing.targets) if t.key == board.focused)
    rings = [s for s in drawing.shapes if s.kind == "rect" and s.stroke == RING]
    assert len(rings) == 1
    x, y, w, h = rings[0].geometry
    assert x < target.x and y < target.y and x + w > target.x + target.w and y + h > target.y + target.h
    board.on_access_message({"blur": True})
    assert board.focused is None
    assert not [s for s in board.drawing("compact").shapes if s.kind == "rect" and s.stroke == RING]


def test_escape_cancels_a_selection_in_progress():
    for moves in range(4, 40):                       # the first position where a card may be selected to cast
        game = advance(new_game("mandragora", 2), moves, 2)
        board = MandragoraBoard(game, seat=game.to_play)
        hand = [t for t in board.keyboard_targets("compact") if kind(t.key) == "hand"]
        if hand:
            break
    assert hand, "a position with a card to select"
    while board.focused != hand[0].key:
        board.key_press("ArrowRight", "compact")
    board.key_press("Enter", "compact")
    assert board.selection
    before = game.move_number
    board.key_press("Escape", "compact")
    assert board.selection == {} and board.focused is None and game.move_number == before


@pytest.mark.parametrize("name", BOARDS)
def test_every_legal_move_is_listed_once_and_the_list_plays_it(name):
    game = advance(new_game(name, 3), 4, 3)
    board = BOARDS[name](game, seat=game.to_play)
    groups = board.move_groups()
    listed = [index for group in groups for index, _ in group["moves"]]
    legal = game.legal_actions()
    assert sorted(listed) == list(range(len(legal)))
    assert all(group["heading"] for group in groups)
    index = len(legal) - 1
    history = list(game.state.history)
    assert board.play_listed(index, game.move_number)
    assert game.state.history[:len(history) + 1] == [*history, legal[index]]


def test_a_list_made_for_an_earlier_position_plays_nothing():
    game = new_game("magyarcana")
    board = MagyarcanaBoard(game, seat=None)
    shown(board)
    old = game.move_number
    game.play(game.legal_actions()[0])
    after = list(game.state.history)
    assert not board.play_listed(0, old)
    assert game.state.history == after
    assert board.access.spoken[-1] == board.word("kb_stale")


def test_a_typed_move_is_played_and_a_wrong_one_is_explained_and_changes_nothing():
    game = new_game("mandragora")
    board = MandragoraBoard(game, seat=0)
    assert not board.play_typed("sek 9")
    assert game.move_number == 0 and "sek 9" in board.message
    assert board.play_typed("seek 2", 0)
    assert str(game.state.history[0]) == "seek 2"


@pytest.mark.parametrize("name", BOARDS)
def test_the_live_region_says_each_new_log_line_the_computers_moves_included(name):
    game = new_game(name, 4)
    board = shown(BOARDS[name](game, seat=0, seats={1: "random"}))
    rng = random.Random(4)
    for _ in range(6):
        if game.is_over:
            break
        lines = len(board.log_lines())
        spoken = len(board.access.spoken)
        groups = board.move_groups()
        assert groups, "the person is to play"
        chosen = rng.choice([index for group in groups for index, _ in group["moves"]])
        board.on_access_message({"play": chosen, "move": game.move_number})
        said = " ".join(board.access.spoken[spoken:])
        new = board.log_lines()[lines:] or (board.move_words()(game.state.history[-1]),)
        assert all(line in said for line in new), (new, said)


def test_the_prompt_is_said_as_the_board_draws_it_in_its_language():
    board = shown(MandragoraBoard(new_game("mandragora"), seat=0, language="fr"))
    assert board.access.spoken[0].startswith("Sorcière 0 (vous)")
    assert board.access.words["play"] == "Jouer"
    headings = [group["heading"] for group in board.move_groups()]
    assert headings == ["Chercher : déplacer l'Assistant"]


def test_a_target_is_announced_by_its_words_and_its_move():
    board = shown(MandragoraBoard(new_game("mandragora"), seat=0))
    board.on_access_message({"key": "ArrowRight", "layout": "compact"})
    said = board.access.spoken[-1]
    assert said.startswith(f"Shop {board.focused[1]}") and "seek" in said


def test_random_keys_never_break_a_board():
    for name, Board in BOARDS.items():
        rng = random.Random(7)
        game = new_game(name, 7)
        board = shown(Board(game, seat=0, seats={1: "random"}, seed=7))     # the computer's moves: seeded too
        keys = ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Enter", " ", "Escape", "Home", "End"]
        played = 0
        for _ in range(budget(200, 600)):
            if game.is_over:
                break
            before = game.move_number
            board.on_access_message({"key": rng.choice(keys), "layout": rng.choice(board.LAYOUTS)})
            played += max(0, game.move_number - before)
        # The keys played, and nothing raised. Counted as played: Enter on "Undo my whole turn" takes moves back.
        assert played > 10, name


def test_common_words_head_a_group():
    assert common_words(["seek 1", "seek 2"]) == "Seek"
    assert common_words(["« Carte 2 → forge Astral »", "« Carte 2 → forge Éther »"]) == "Carte 2 → forge"
    assert common_words(["done"]) == "Done"


def test_a_replay_says_each_step_and_describes_the_position():
    game = advance(new_game("magyarcana"), 6)
    replay = MagyarcanaBoard(game, seat=0).replay()
    replay._on_client_ready()
    replay.step(1)
    assert replay.access.spoken and replay.access.spoken[-1].startswith(replay.counter.value)
    assert replay.access.sections and not replay.access.playing


def test_junk_from_the_page_changes_nothing_and_raises_nothing():
    game = new_game("mandragora")
    board = shown(MandragoraBoard(game, seat=0, seats={1: "random"}))
    junk = [None, 3, "play", [], {}, {"key": 3}, {"key": None}, {"play": "0"}, {"play": True}, {"play": 2.0},
            {"play": -1}, {"play": 10 ** 30}, {"typed": 5}, {"typed": "x" * 100_000}, {"key": "Tab"},
            {"key": "ArrowRight", "layout": "huge"}, {"play": 0, "move": "0"}, {"typed": "seek 2", "move": 99}]
    for content in junk:
        board.on_access_message(content)
    assert game.move_number == 0 and board.selection == {}

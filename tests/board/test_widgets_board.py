"""What every board gets from the shared widget package: issue 8's board reproducers (6, 7, 8, 9) as named
tests, and issue 10's shared features (last moves, since your last turn, Undo my turn, pace, replay)."""

import gc
import html
import time
import weakref

import pytest

import mandrapy
from mandrapy.magyarcana import Board as MagyarcanaBoard
from mandrapy.magyarcana import Refill
from mandrapy.mandragora import Board as MandragoraBoard
from mandrapy.mandragora import Seek
from mandrapy.widgets import Replay, lifetime


def observers(game) -> int:
    return len(game._trait_notifiers.get("move_number", {}).get("change", []))


def mandragora(first_player=0, players=2):
    return mandrapy.new("mandragora", players=players, seed=1, first_player=first_player)


# ------------------------------------------------------------------ 6: a refused board poisons the game
@pytest.mark.parametrize("seat", [7, -1, "0", 1.5, True, False, 2.0])
def test_reproducer_6_a_refused_board_leaves_the_game_untouched(seat):
    game = mandragora()
    with pytest.raises(ValueError, match="seat"):
        MandragoraBoard(game, seat=seat)
    assert observers(game) == 0
    game.play(Seek(1))                       # raised after the move before: the game was poisoned
    assert game.move_number == 1


@pytest.mark.parametrize("arguments, named", [
    ({"seats": {1: "minimax"}}, "seats"), ({"seats": {5: "random"}}, "seats"),
    ({"seats": {"1": "random"}}, "seats"), ({"seats": {True: "random"}}, "seats"),
    ({"seats": "random"}, "seats"), ({"seats": ["human", "random", "random"]}, "seats"),
    ({"language": "xx"}, "language"), ({"language": 3}, "language"), ({"seed": 1.5}, "seed"),
    ({"seed": True}, "seed"), ({"width": True}, "width"), ({"pace": -1}, "pace"), ({"pace": True}, "pace"),
    ({"pace": float("nan")}, "pace"), ({"pace": 1e9}, "pace")])
def test_reproducer_7_bad_board_arguments_are_refused_naming_the_argument(arguments, named):
    """(language=None is no longer refused: it means the language set by mandrapy.set_language.)"""
    game = mandragora()
    with pytest.raises(ValueError, match=named):
        MandragoraBoard(game, seat=0, **arguments)
    assert observers(game) == 0 and game.move_number == 0


def test_a_board_without_a_language_speaks_the_one_set_by_set_language():
    """``language=None`` (the default) is no longer refused: it means mandrapy.set_language's (issue 19)."""
    import mandrapy
    assert MandragoraBoard(mandragora(), seat=0).language == "en"
    with mandrapy.speaking("fr"):
        board = MandragoraBoard(mandragora(), seat=0, language=None)
    assert board.language == "fr" and board.labels["shop"] == "Échoppe {n}"
    with pytest.raises(ValueError, match="language"):
        mandrapy.set_language("xx")


def test_a_board_needs_a_game():
    with pytest.raises(ValueError, match="game"):
        MandragoraBoard(mandragora().state, seat=0)


# ------------------------------------------------------------------ 7: a failing computer seat
class Raises:
    def choose(self, view):
        raise RuntimeError("out of ideas")


class Illegal:
    def choose(self, view):
        return Seek(99)


class Junk:
    def choose(self, view):
        return object()


@pytest.mark.parametrize("computer, said", [(Raises(), "failed (RuntimeError: out of ideas)"),
                                            (Illegal(), "chose an illegal move"),
                                            (Junk(), "chose an illegal move")])
def test_reproducer_7_a_failing_computer_is_reported_on_the_board_and_the_move_kept(computer, said):
    game = mandragora()
    board = MandragoraBoard(game, seat=0, seats={1: computer})
    board.click_target(("shop", (game.position.assistant + 1) % 10))        # no exception reaches the click
    assert game.history == (Seek(1),)                                     # the person's move stands
    assert board.message.startswith("Player 1 (computer ⚠) ") and said in board.message
    assert board.seat_kinds() == ("human", "stopped")
    assert any("Player 1 (computer ⚠)" in text for text in board.redraw().texts())
    board.click_target(("undo",))                   # Undo takes the move back; the computer is retried later
    assert game.move_number == 0 and board.message == "" and board.seat_kinds() == ("human", "computer")


def test_a_failing_computer_in_magyarcana_does_not_stick_and_says_it_in_french():
    game = mandrapy.new("magyarcana", seed=5)
    board = MagyarcanaBoard(game, seat=0, seats={1: Raises()}, language="fr")
    board.play(Refill())
    for card in list(game.view(0).hands[0])[:1]:
        board.click_target(("hand", card))
    board.click_target(("action", board.view.legal_actions[-1]))           # Done: player 1 is to play
    assert game.to_play == 1 and "a échoué" in board.message
    once = board.message
    board.redraw()
    assert board.message == once
    computer = board.computers[1]
    board.computers[1] = mandrapy.core.players.RandomPlayer(1)            # fixed: any click retries it
    board.click(*board.redraw().target_centre(board.redraw().targets[0].key))
    assert game.to_play == 0 and board.stopped == {} and computer is not None


def test_a_computer_failing_before_anyone_clicked_is_retried_by_the_next_click():
    game = mandragora(first_player=1)
    board = MandragoraBoard(game, seat=0, seats={1: Raises()})
    assert game.move_number == 0 and board.stopped
    board.computers[1] = mandrapy.core.players.RandomPlayer(3)
    board.click_target(("shop", (game.position.assistant + 1) % 10))
    assert game.deciders == (1,) and game.to_play == 0 and not board.stopped


# ------------------------------------------------------------------ 8: whose turn it is
def test_reproducer_8_the_mandragora_board_says_whose_turn_it_is():
    game = mandragora(first_player=1)
    board = MandragoraBoard(game, seat=0)
    board.click_target(("shop", (game.position.assistant + 1) % 10))
    assert game.move_number == 0
    assert board.message == "It is not your turn: Player 1 is to play."
    french = MandragoraBoard(game, seat=0, language="fr")
    french.click_target(("shop", (game.position.assistant + 1) % 10))
    player = french.labels["player"].format(n=1)
    assert french.message == f"Ce n'est pas votre tour : c'est à {player} de jouer."
    MandragoraBoard(game, seat=1).click_target(("shop", (game.position.assistant + 1) % 10))
    assert game.deciders == (1,)


# ------------------------------------------------------------------ 9: boards are released
def move_seconds(game, moves=5) -> float:
    started = time.perf_counter()
    for _ in range(moves):
        game.play(game.legal_actions()[0])
    for _ in range(moves):
        game.undo()
    return (time.perf_counter() - started) / (2 * moves)


def test_reproducer_9_re_running_a_cell_200_times_leaves_one_board(monkeypatch):
    game = mandrapy.new("magyarcana", seed=5)
    one = MagyarcanaBoard(game, seat=None)
    alone = min(move_seconds(game) for _ in range(3))
    one.close()
    runs = iter(range(1, 1000))
    monkeypatch.setattr(lifetime, "current_cell", lambda: ("cell-1", next(runs)))
    monkeypatch.setattr("mandrapy.widgets.board.current_cell", lifetime.current_cell)
    boards = [weakref.ref(MagyarcanaBoard(game, seat=None)) for _ in range(200)]
    assert sum(not board().closed for board in boards if board() is not None) == 1
    assert observers(game) == 1
    crowded = min(move_seconds(game) for _ in range(3))
    assert crowded < 3 * alone + 0.005, (alone, crowded)


def test_a_closed_board_is_released_and_garbage_collected():
    game = mandragora()
    board = MandragoraBoard(game, seat=0, seats={1: "random"})
    assert observers(game) == 1
    board.close()
    assert observers(game) == 0
    ref = weakref.ref(board)
    del board
    gc.collect()
    assert ref() is None
    game.play(game.legal_actions()[0])


def test_the_game_holds_a_board_only_weakly():
    game = mandragora()
    handle = lifetime.WeakObserver(game, owner := type("Owner", (), {"seen": 0,
                                   "on": lambda self, change: setattr(self, "seen", self.seen + 1)})(),
                                   "on", "move_number")
    game.play(Seek(1))
    assert owner.seen == 1 and observers(game) == 1
    del owner
    gc.collect()
    game.play(game.legal_actions()[0])
    assert observers(game) == 0 and not handle.active


# ------------------------------------------------------------------ what just happened
def test_the_last_moves_and_since_your_last_turn_come_from_the_game_data():
    game = mandrapy.new("mandragora", players=4, seed=7)
    board = MandragoraBoard(game, seat=0, seats={1: "random", 2: "random", 3: "random"}, seed=7)
    board.click_target(("shop", (game.position.assistant + 1) % 10))
    options = board.options()
    mine = max(m for m, seat in enumerate(game.deciders) if seat == 0)
    assert options.last_moves == tuple(zip(game.deciders[mine + 1:], game.history[mine + 1:]))
    assert {seat for seat, _ in options.last_moves} == {1, 2, 3}
    recent = board.recent_lines()
    assert recent and all(line in game.view(0).log for line in recent)
    assert recent[-1] == game.view(0).log[-1] and "Player 0" not in recent[0]
    assert "Since your last turn" in board.log_box.value
    french = MandragoraBoard(game, seat=0, language="fr")
    assert "Depuis votre dernier tour" in french.log_box.value


def test_undo_my_turn_goes_back_to_the_start_of_my_turn():
    game = mandrapy.new("magyarcana", seed=5)
    board = MagyarcanaBoard(game, seat=0, seats={1: "random"}, seed=5)
    start = game.move_number
    board.play(Refill())
    board.click_target(("hand", game.view(0).hands[0][0]))
    assert game.move_number > start and game.to_play == 0
    board.undo_turn_button.click()
    assert game.move_number == start and game.to_play == 0
    assert board.undo_turn_button.description == "Undo my whole turn"
    assert "one decision" in board.undo_turn_button.tooltip
    french = MagyarcanaBoard(game, seat=0, language="fr").undo_turn_button
    assert french.description == "Annuler tout mon tour" and "une décision" in french.tooltip


def test_a_pace_redraws_between_computer_moves(monkeypatch):
    slept = []
    monkeypatch.setattr("mandrapy.widgets.board.time.sleep", slept.append)
    game = mandrapy.new("mandragora", players=4, seed=7)
    board = MandragoraBoard(game, seat=0, seats={1: "random", 2: "random", 3: "random"}, seed=7, pace=0.6)
    board.ready.add("wide")                  # a browser shows it
    redraws = board.redraws
    board.click_target(("shop", (game.position.assistant + 1) % 10))
    computer_moves = sum(1 for seat in game.deciders[1:] if seat != 0)
    assert slept == [0.6] * computer_moves and board.redraws >= redraws + computer_moves


# ------------------------------------------------------------------ replay
def played(name, moves, **kwargs):
    game = mandrapy.new(name, seed=3, **kwargs)
    players = [mandrapy.core.players.RandomPlayer(seat) for seat in range(game.players)]
    for _ in range(moves):
        game.play(players[game.to_play].choose(game.view(game.to_play)))
    return game


@pytest.mark.parametrize("name, kwargs", [("mandragora", {"players": 3}), ("magyarcana", {})])
def test_a_replay_steps_through_a_recorded_game(name, kwargs):
    game = played(name, 30, **kwargs)
    replay = Replay(mandrapy.load(game.to_json()).record())
    assert (replay.move, replay.total, replay.counter.value) == (0, 30, "Move 0 / 30")
    seen = [tuple(replay.show(0).texts())]
    for move in range(1, 31):
        replay.buttons[2].click()                                     # ▶
        assert replay.move == move and replay.counter.value == f"Move {move} / 30"
        assert replay.options().last_moves == ((game.deciders[move - 1], game.history[move - 1]),)
        assert replay.move_lines() == game.log[len(game.at(move - 1).log):len(game.at(move).log)]
        assert all(line in replay.caption.value for line in map(html.escape, replay.move_lines()[-4:]))
        seen.append(tuple(replay.drawing().texts()))
    assert len(set(seen)) > 10
    assert replay.buttons[2].disabled and not replay.buttons[0].disabled
    replay.slider.value = 12
    assert replay.move == 12 and replay.drawing().texts() == list(seen[12])
    replay.buttons[0].click()
    assert replay.move == 0 and replay.buttons[1].disabled
    assert replay.drawing().to_svg() == replay.render(game.at(0).view(None), replay.options()).to_svg()


def test_board_replay_sees_from_the_board_seat_in_its_language():
    game = played("mandragora", 12, players=2)
    board = MandragoraBoard(game, seat=1, language="fr")
    replay = board.replay()
    replay.last()
    assert replay.counter.value == "Coup 12 / 12" and replay.seat == 1
    assert replay.drawing().to_svg() == Replay(game, seat=1, language="fr", move=12).drawing().to_svg()
    game.play(game.legal_actions()[0])
    assert replay.total == 12                              # a replay is of the game as it was


@pytest.mark.parametrize("arguments", [{"seat": 5}, {"seat": True}, {"language": "xx"}, {"move": 99},
                                       {"move": 1.0}, {"width": 0}])
def test_a_replay_checks_its_arguments(arguments):
    with pytest.raises(ValueError):
        Replay(played("magyarcana", 3), **arguments)
    with pytest.raises(ValueError):
        Replay(42)


def test_the_cell_a_board_is_made_in_comes_from_the_kernel(monkeypatch):
    class Kernel:
        def get_parent(self, channel):
            return {"metadata": {"cellId": "abc"}} if channel == "shell" else {}

    class Shell:
        kernel, execution_count = Kernel(), 7

    import IPython
    monkeypatch.setattr(IPython, "get_ipython", lambda: Shell())
    assert lifetime.current_cell() == ("abc", 7)
    monkeypatch.setattr(IPython, "get_ipython", lambda: None)
    assert lifetime.current_cell() is None


def test_two_boards_from_one_run_of_a_cell_both_stay(monkeypatch):
    monkeypatch.setattr("mandrapy.widgets.board.current_cell", lambda: ("cell-2", 1))
    game = mandragora()
    boards = [MandragoraBoard(game, seat=0), MandragoraBoard(game, seat=1)]
    assert not any(board.closed for board in boards) and observers(game) == 2
    monkeypatch.setattr("mandrapy.widgets.board.current_cell", lambda: ("cell-2", 2))
    MandragoraBoard(game, seat=None)
    assert all(board.closed for board in boards) and observers(game) == 1


# ------------------------------------------------------------------ the shared Clear and Undo buttons
def picked_something(name):
    """A board of game ``name`` where the person has picked a worker, a card or a minion (a real click)."""
    from mandrapy.conjuraction import Board as ConjuractionBoard
    if name == "mandragora":
        game = mandragora()
        board = MandragoraBoard(game, seat=None)
        while not [t for t in board.redraw().targets if t.key[0] == "hand"]:     # seek until cards are held
            game.play(game.legal_actions()[0])
        board.click_target(next(t.key for t in board.redraw().targets if t.key[0] == "hand"))
    elif name == "magyarcana":
        board = MagyarcanaBoard(mandrapy.new("magyarcana", seed=5), seat=None)
        board.click_target(next(t.key for t in board.redraw().targets if t.key[0] == "hand"))
    else:
        board = ConjuractionBoard(mandrapy.new("conjuraction", players=2, seed=1, characters=("larissa", "norwell")),
                                  seat=None)
        board.selection = {"focus": 0}
        board.click_target(next(t.key for t in board.redraw().targets if t.key[0] == "hand"))
    return board


@pytest.mark.parametrize("name", ["mandragora", "magyarcana", "conjuraction"])
def test_clear_forgets_the_pick_and_undo_takes_back_a_move_on_every_board(name):
    board = picked_something(name)
    picked = {k: v for k, v in board.selection.items() if k != "focus"}
    assert picked, "the click picked nothing"
    moves = board.game.move_number
    board.click_target(("clear",))
    assert {k: v for k, v in board.selection.items() if k != "focus"} == {} and board.message == ""
    assert board.game.move_number == moves
    if name == "conjuraction":
        assert board.selection.get("focus") == 0          # Clear keeps the grimoire one is looking at
    board.game.play(board.game.legal_actions()[0])
    board.redraw()
    board.click_target(("undo",))
    assert board.game.move_number == moves

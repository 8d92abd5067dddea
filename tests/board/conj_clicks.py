"""Helpers for driving the Conjuraction board by clicks alone (only keys the drawing offers as targets)."""

from mandrapy.conjuraction.board.places import place

PAGE = "page"


def keys(board):
    """The click targets of the drawing shown now (the board redraws after every change)."""
    drawing = board._last_drawing or board.redraw()
    return [t.key for t in drawing.targets]


def click(board, key):
    assert key in keys(board), f"{key} is not a target of the drawing"
    board.click_target(key)


def click_button(board, action):
    """Click the choice-bar button of ``action``, turning the bar's pages as a person would."""
    for _ in range(60):
        found = keys(board)
        if ("action", action) in found:
            board.click_target(("action", action))
            return
        nexts = [k for k in found if isinstance(k, tuple) and k[:1] == (PAGE,) and k[1] == board.page + 1]
        assert nexts, f"no button for {action} on any page"
        board.click_target(nexts[0])
    raise AssertionError(f"no button for {action}")


def click_path(board, action) -> None:
    """Play ``action`` by clicks: its worker then its target (then a menu button), or its button."""
    view = board.view
    worker, target = place(action, dict(view.decision.values) if view.decision is not None else {})
    if target is None:
        click_button(board, action)
        return
    if worker is not None:
        if board.selection.get("worker") != worker:
            click(board, worker)
        assert board.selection.get("worker") == worker, (action, board.message)
    before = board.game.move_number
    click(board, target)
    if board.game.move_number == before:                 # several actions fit: a menu of buttons
        assert board.selection.get("menu"), (action, board.message)
        click_button(board, action)

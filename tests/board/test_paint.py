"""The painter sends one message per redraw, and its fast batch makes the same canvas calls as its fallback
(the canvas's own methods), so the speed-up cannot change a picture."""

from __future__ import annotations

import json

import ipycanvas.canvas
import numpy as np
import pytest
from ipycanvas import Canvas

import mandrapy
from mandrapy.core.drawing import Drawing
from mandrapy.widgets import paint as painter


def a_drawing() -> Drawing:
    d = Drawing(200, 100, background="#fff")
    d.rect(1, 2, 30.123456, 20, fill="#fc0", stroke="#000", width=2)
    d.rect(40, 2, 30, 20, fill="#0cf", radius=4, alpha=0.5)
    d.circle(100, 50, 8, stroke="#333")
    d.line(0, 100, 200, 0, stroke="#900", dash=(3, 2))
    d.line(0, 0, 200, 100, stroke="#900")
    d.polygon([(10, 90), (20, 80), (30, 90)], fill="#090")
    d.text(150, 50, "Bonjour", size=13, bold=True, align="center")
    d.text(150, 70, "again", size=13, bold=True, align="center")     # same styles: none sent again
    return d


@pytest.fixture
def messages(monkeypatch):
    sent = []
    monkeypatch.setattr(ipycanvas.canvas._CANVAS_MANAGER, "send",
                        lambda content, buffers=None: sent.append((content, buffers)))
    return sent


def decoded(message) -> list:
    """The commands of one sent message, nested batches flattened, written by name."""
    names = {code: name for name, code in ipycanvas.canvas.COMMANDS.items()}
    styles = {code: name for name, code in Canvas.ATTRS.items()}
    _, buffers = message
    commands = json.loads(bytes(np.asarray(buffers[0])).decode())

    def flat(batch):
        for command in batch:
            if isinstance(command[0], list):
                yield from flat(command)
            elif names[command[0]] == "set":
                yield ["set", [styles[command[1][0]], command[1][1]]]
            elif names[command[0]] != "switchCanvas":
                yield [names[command[0]], command[1]]
    return list(flat(commands))


def test_one_message_holds_the_whole_drawing_and_equals_the_named_commands(messages):
    canvas = Canvas(width=400, height=200)
    messages.clear()
    painter.paint(canvas, a_drawing(), scale=2)
    assert len(messages) == 1
    expected = json.loads(json.dumps(painter.compile_ops(a_drawing(), 2, painter.NAMES)))
    assert decoded(messages[0]) == expected
    sets = [args[0] for name, args in expected if name == "set"]
    assert sets.count("font") == 1 and sets.count("text_align") == 1     # styles are sent only when they change


def test_the_fallback_calls_the_canvas_methods_with_the_same_commands(monkeypatch, messages):
    monkeypatch.setattr(painter, "_fast_table", lambda canvas: None)
    canvas = Canvas(width=400, height=200)
    messages.clear()
    painter.paint(canvas, a_drawing(), scale=2)
    assert len(messages) == 1
    fallback = decoded(messages[0])
    expected = json.loads(json.dumps(painter.compile_ops(a_drawing(), 2, painter.NAMES)))
    # ipycanvas's own methods send the same commands, except that it trims a trailing None
    assert fallback == expected
    assert canvas.font.startswith("bold 13px")          # the fallback really went through the traits


def test_a_real_board_paints_the_same_either_way(monkeypatch, messages):
    from mandrapy.conjuraction.board import Board
    game = mandrapy.new("conjuraction", players=3, seed=4)
    board = Board(game, seat=None)
    board.canvas._client_ready_callbacks()
    messages.clear()
    board.redraw()
    fast = decoded(messages[-1])
    monkeypatch.setattr(painter, "_fast_table", lambda canvas: None)
    messages.clear()
    board.redraw()
    assert decoded(messages[-1]) == fast and len(fast) > 1000


def test_a_bad_shape_is_refused_before_anything_is_sent(messages):
    canvas = Canvas(width=10, height=10)
    bad = Drawing(10, 10)
    bad.rect(0, 0, 5, 5, fill="#000")
    object.__setattr__(bad.shapes[0], "kind", "hexagon")
    messages.clear()
    with pytest.raises(ValueError, match="unknown kind 'hexagon'"):
        painter.paint(canvas, bad)
    assert messages == [] and ipycanvas.canvas._CANVAS_MANAGER._caching is False


def test_a_failure_while_sending_leaves_the_canvas_manager_sending_again(monkeypatch, messages):
    canvas = Canvas(width=10, height=10)

    def broken(*args, **kwargs):
        raise RuntimeError("the comm is closed")
    monkeypatch.setattr(ipycanvas.canvas._CANVAS_MANAGER, "send_command", broken)
    with pytest.raises(RuntimeError):
        painter.paint(canvas, a_drawing())
    assert ipycanvas.canvas._CANVAS_MANAGER._caching is False


def test_every_batch_names_its_canvas_so_a_page_opened_later_can_draw_it(messages):
    """A reloaded page (or a second window) has a front-end canvas manager that has named no canvas yet: a
    batch that relies on the kernel's memory of the last canvas fails there and the board stays blank.
    Every redraw's batch starts by naming its canvas, even when the kernel sent the same canvas last."""
    names = {code: name for name, code in ipycanvas.canvas.COMMANDS.items()}
    canvas = Canvas(width=400, height=200)
    for _ in range(3):
        messages.clear()
        painter.paint(canvas, a_drawing(), scale=2)
        assert len(messages) == 1
        batch = json.loads(bytes(np.asarray(messages[0][1][0])).decode())
        first = batch[0]
        assert isinstance(first[0], int) and names[first[0]] == "switchCanvas", str(first)[:80]
        assert batch[0][1] == [f"IPY_MODEL_{canvas.model_id}"]

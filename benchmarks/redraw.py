"""How long a full board redraw takes in Python, and how many messages it sends to the browser.

    python benchmarks/redraw.py --game mandragora --repeat 200
    python benchmarks/redraw.py --game conjuraction --players 5

A redraw computes the drawing from the seat's view (pure Python) and paints it inside one
``hold_canvas()``, so the browser receives exactly one batched message per redraw.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import time

import ipycanvas.canvas
import ipycanvas.utils

import mandrapy
from mandrapy.core.drawing import Options
from mandrapy.widgets.paint import paint


def midgame(name: str, seed: int, actions: int = 40, players: int | None = None):
    game = mandrapy.new(name, seed=seed, **({} if players is None else {"players": players}))
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    return game


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--game", default="mandragora", choices=mandrapy.games())
    parser.add_argument("--players", type=int, default=None, help="the player count (default: the game's)")
    parser.add_argument("--actions", type=int, default=40, help="random actions played before measuring")
    args = parser.parse_args(argv)
    Board = importlib.import_module(f"mandrapy.{args.game}").Board     # the lazy board attribute
    draw = importlib.import_module(f"mandrapy.{args.game}.board.render").draw

    sent = []
    ipycanvas.canvas._CANVAS_MANAGER.send = lambda *a, **k: sent.append(sum(len(b) for b in k.get("buffers", [])))
    game = midgame(args.game, args.seed, args.actions, args.players)
    board = Board(game, seat=None)
    board.canvas._client_ready_callbacks()         # as if a browser view had connected

    view = game.view(None)
    started = time.perf_counter()
    for _ in range(args.repeat):
        drawing = draw(view, Options())
    draw_ms = (time.perf_counter() - started) / args.repeat * 1000

    started = time.perf_counter()
    for _ in range(args.repeat):
        paint(board.canvas, drawing)
    paint_ms = (time.perf_counter() - started) / args.repeat * 1000

    timings = []
    sent.clear()
    for _ in range(args.repeat):
        started = time.perf_counter()
        board.redraw()
        timings.append((time.perf_counter() - started) * 1000)
    messages = len(sent) / args.repeat
    print(f"game: {args.game}")
    print(f"shapes per drawing: {len(drawing.shapes)}, click targets: {len(drawing.targets)}")
    print(f"draw(view) alone: {draw_ms:.2f} ms")
    print(f"paint(canvas, drawing) alone: {paint_ms:.2f} ms")
    print(f"full redraw (view + draw + paint + log): median {statistics.median(timings):.2f} ms, "
          f"max {max(timings):.2f} ms over {args.repeat}")
    print(f"messages per redraw: {messages:g}, bytes per message: {statistics.mean(sent):.0f}")
    print(f"batches serialised with: {'orjson' if ipycanvas.utils.ORJSON_AVAILABLE else 'json (install orjson)'}")


if __name__ == "__main__":
    main()

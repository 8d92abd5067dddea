"""Positions for the one-screen test: the learner (seat 0) facing a decision with buttons, reached by random play.

``scenario(game)`` is a game snapshot (``game.to_json()``); ``notebook_source`` the cell that loads it into a
board with the computer at the other seat; ``replica_of`` runs that cell here, so the test knows where every
target, region and text is drawn; ``selection_key`` finds a click that starts a selection without playing.
"""

from __future__ import annotations

import ast
import functools
import random

import mandrapy
from mandrapy.core.drawing import Options


def _code(game) -> str:
    return game.view(0).decision.kind.code


def _has_buttons(game) -> bool:
    from mandrapy.conjuraction.board import Board
    drawing = Board.render(game.view(0), Options(seat_kinds=("human", "computer")))
    buttons = [t for t in drawing.targets if isinstance(t.key, tuple) and t.key and t.key[0] == "action"]
    return _code(game) not in ("draft", "turn") and len(buttons) >= 2


WANTED = {
    # Replication: "take the extra turn, or waive it?" (its two buttons), then the extra turn.
    "mandragora": ({"players": 2}, lambda game: _code(game) == "replicate"),
    # A Conjuraction effect answered with buttons (a Mystic Portal exchange, a Spell Glide...).
    "conjuraction": ({"players": 2}, _has_buttons),
    # A Magyarcana turn well into the game, with cards in hand and Refill among its buttons.
    "magyarcana": ({}, lambda game: _code(game) == "turn" and game.move_number >= 12 and game.view(0).hands[0]),
}


@functools.lru_cache(maxsize=None)
def scenario(name: str, tries: int = 500) -> str:
    """A snapshot of the first random game (by seed) that reaches the wanted decision for seat 0."""
    parameters, wanted = WANTED[name]
    for seed in range(tries):
        game = mandrapy.new(name, seed=seed, **parameters)
        rng = random.Random(seed)
        while not game.is_over and game.move_number < 3000:
            if game.to_play == 0 and wanted(game):
                return game.to_json()
            game.play(rng.choice(game.legal_actions()))
    raise AssertionError(f"no {name} game of {tries} reached the wanted decision")


def notebook_source(name: str, snapshot: str, language: str) -> str:
    return (f"import mandrapy\nfrom mandrapy.{name} import Board\n\n"
            f"game = mandrapy.load({snapshot!r})\n"
            f"Board(game, seat=0, seats={{1: \"random\"}}, seed=1, language={language!r})")


def replica_of(source: str):
    """The board the cell makes, made here."""
    tree = ast.parse(source)
    last = tree.body.pop()
    namespace: dict = {}
    exec(compile(tree, "<one-screen>", "exec"), namespace)                          # noqa: S102 - ours
    return eval(compile(ast.Expression(last.value), "<one-screen>", "eval"), namespace)


def selection_key(board):
    """A target whose click starts a selection (and plays nothing), or None: tried on copies of the game."""
    layout = board.LAYOUTS[0]
    for target in board.drawing(layout).targets:
        key = target.key
        if not isinstance(key, tuple) or key[0] in ("action", "undo", "clear", "page"):
            continue
        game = mandrapy.load(board.game.to_json())
        trial = type(board)(game, seat=0, language=board.language)
        trial.click_target(key, layout=layout)
        if trial.selection and game.move_number == board.game.move_number:
            trial.close()
            return key
        trial.close()
    return None

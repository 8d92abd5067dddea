"""Kuhn poker's board: the smallest complete board (a pure ``draw`` and a ``Board`` that plays a click).

>>> import mandrapy
>>> game = mandrapy.new("kuhn", seed=4)
>>> board = Board(game, seat=0, seats={1: "random"})
>>> board.click_target(("action", game.legal_actions()[1]))          # bet
>>> game.move_number >= 1
True
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core.drawing import Drawing, Options
from ..widgets.board import CanvasBoard
from ..widgets.controls import button, button_width
from ..widgets.still import picture_function
from .glossary import ACTIONS, CARD_WORDS
from .rules import WORDS as ENGLISH_WORDS
from .speech import WORDS as FRENCH_WORDS
from .speech import prompt_words, rule_value

WIDTH, HEIGHT = 520, 260
CARD_W, CARD_H = 70, 100

LABELS: dict[str, dict[str, Any]] = {
    "en": {"title": "Kuhn poker", "log": "Log", "player": "Player {n}", "computer": "computer", "you": "you",
           "pot": "Put in: {n}", "hidden": "?", "cards": CARD_WORDS["en"], "actions": ACTIONS["en"]},
    "fr": {"title": "Poker de Kuhn", "log": "Journal", "player": "Joueur {n}", "computer": "ordinateur",
           "you": "vous", "pot": "Misé : {n}", "hidden": "?", "cards": CARD_WORDS["fr"], "actions": ACTIONS["fr"]},
}


def draw(view, options: Options) -> Drawing:
    """The table as ``view.seat`` sees it: the prompt, each seat's card and chips, the choices as buttons."""
    labels = LABELS[options.language]
    d = Drawing(WIDTH, HEIGHT, background="#1e6b45")
    prompt = view.prompt if options.language == "en" else prompt_words(view)
    d.text(16, 24, prompt, size=15, fill="#ffffff", bold=True, box=(0, 0, WIDTH, 48))
    d.region("prompt", 0, 0, WIDTH, 48)
    for q, card in enumerate(view.hands):
        x = 60 + q * 240
        d.rect(x, 60, CARD_W, CARD_H, fill="#ffffff" if card else "#34495e", stroke="#222", radius=6)
        d.card(x, 60, CARD_W, CARD_H)
        d.text(x + CARD_W / 2, 110, labels["cards"][card] if card else labels["hidden"], size=14, align="center",
               fill="#222" if card else "#ffffff", bold=True, box=(x, 60, CARD_W, CARD_H))
        d.text(x + CARD_W + 12, 90, labels["player"].format(n=q), size=14, fill="#ffffff", bold=view.to_play == q)
        d.text(x + CARD_W + 12, 112, labels["pot"].format(n=view.pot[q]), size=13, fill="#ffffff")
    if options.interactive and view.legal_actions:
        left = 16.0
        for action in view.legal_actions:
            text = labels["actions"][str(action)]
            w = button_width(text, 14)
            button(d, left, 190, w, 34, text, ("action", action), size=14)
            left += w + 10
        d.region("choices", 16, 190, left - 16, 34)
    if options.message:
        d.text(16, 244, options.message, size=12, fill="#ffeaa7", box=(0, 232, WIDTH, 24))
    return d


class Board(CanvasBoard):
    """``Board(game, *, seat=None, seats=None, language=None, width=None)``: click a choice to play it."""

    LABELS = LABELS
    LOG_WORDS: ClassVar[dict] = {"en": ENGLISH_WORDS, "fr": FRENCH_WORDS}
    RULES: ClassVar[dict] = {}             # only the core's rules: CORE_RULES words them
    render = staticmethod(draw)

    @staticmethod
    def rule_values(params: dict, language: str) -> dict:
        return {name: rule_value(name, value) for name, value in params.items()} if language == "fr" else params

    def handle(self, key) -> None:
        if key[0] == "action":
            self.play(key[1])


picture = picture_function(Board)      # selection unused: a choice is one click

"""The Mandragora board widget: play a whole game by clicking.

>>> import mandrapy
>>> from mandrapy.mandragora import Board
>>> game = mandrapy.new("mandragora", players=2, seed=1)
>>> board = Board(game, seat=0, seats={1: "random"})
>>> before = game.move_number
>>> board.click_target(("shop", (game.position.assistant + 1) % 10))
>>> game.move_number > before
True
"""

from __future__ import annotations


from ...core.drawing import Picture
from ...core.players import RandomPlayer
from ...widgets.board import CanvasBoard
from ...widgets.still import picture_function
from .. import data
from ..actions import Cast, Levitate, Seek
from ..cards import Item
from ..describe import describe
from .labels import LABELS, LOG_WORDS, check_tables, explain_rule
from .render import draw, selection_cast


class Board(CanvasBoard):
    """``Board(game, *, seat=None, seats=None, language=None, seed=None, width=None, height=None, pace=0)``.

    ``seat``: whose eyes the board shows (``None``: everything, for teachers). ``seats``: which seats the
    computer plays, e.g. ``{1: "random", 2: "greedy"}`` (default: every seat is human, hot-seat).
    """

    GAME = "mandragora"
    LABELS = LABELS
    LAYOUTS = ("wide", "compact", "narrow")
    LOG_WORDS = LOG_WORDS
    render = staticmethod(draw)
    explain_rule = staticmethod(explain_rule)
    check_tables = staticmethod(check_tables)
    describe = staticmethod(describe)

    @staticmethod
    def selected(cards) -> dict:
        """``picture(selection=...)``: the cards shown picked for a spell, as :meth:`select` takes them."""
        from ..cards import count, items_from
        return count(items_from(cards)) if cards else {}

    # ---------------------------------------------------------------- what a click means
    def handle(self, key) -> None:
        kind = key[0]
        if kind == "action":
            self.play(key[1])
        elif kind == "hand":
            self.toggle(key[1])
        elif kind == "stack":
            self.cast_at(key[1])
        elif kind in ("shop", "shop_card"):
            self.shop_clicked(key[1], key[2] if kind == "shop_card" else None)

    def hint_targets(self, action) -> tuple:
        """What the Hint button outlines for ``action``: the shop sought, the cards and stack of a spell."""
        keys = [("action", action)]
        if isinstance(action, Seek):
            keys.append(("shop", (self.view.assistant + action.steps) % data.SHOP_COUNT))
        elif isinstance(action, Cast):
            keys += [("hand", item) for item in (action.book, *action.ingredients)] + [("stack", action.level)]
        elif isinstance(action, Levitate):
            keys += [("shop_card", action.shop, action.item), ("shop", action.shop)]
        return tuple(keys)

    def toggle(self, item: Item) -> None:
        """Select one more copy of ``item`` for a spell (past the copies held: none again)."""
        hand = self.view.seats[self.game.to_play].hand or ()
        chosen = self.selection.get(item, 0) + 1
        if chosen > hand.count(item):
            self.selection.pop(item, None)
        else:
            self.selection[item] = chosen
        self.message = ""
        self.redraw()

    def select(self, cards) -> None:
        """Select cards for a spell, e.g. ``board.select("green book 2, 2 green")``."""
        from ..cards import count, items_from
        self.selection = count(items_from(cards))
        self.redraw()

    def cast_at(self, level: int) -> None:
        chosen = selection_cast(self.selection)
        if chosen is None:
            self.message = self.labels["nothing_selected"]
            self.redraw()
            return
        book, ingredients = chosen
        if self.play(Cast(book, ingredients, level)):
            self.selection = {}

    def shop_clicked(self, shop: int, item) -> None:
        view = self.view
        if view.decision is not None and view.decision.code == "levitate":
            options = [a for a in view.legal_actions if isinstance(a, Levitate) and a.shop == shop]
            chosen = [a for a in options if a.item == item] if item is not None else options
            self.play(chosen[0] if len(chosen) == 1 else Levitate(shop, item))
            return
        steps = (shop - view.assistant) % data.SHOP_COUNT
        self.play(Seek(steps))


picture = picture_function(Board)


__all__ = ["Board", "Picture", "RandomPlayer", "picture"]

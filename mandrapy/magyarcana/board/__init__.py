"""The Magyarcana board widget: play a whole game by clicking.

>>> import mandrapy
>>> from mandrapy.magyarcana import Refill
>>> from mandrapy.magyarcana import Board
>>> game = mandrapy.new("magyarcana", seed=5)
>>> board = Board(game, seat=0, seats={1: "random"}, seed=5)
>>> board.click_target(("action", Refill()))            # the Refill button
>>> board.view.decision.code
'discard'
"""

from __future__ import annotations


from ...core.drawing import Picture
from ...core.players import RandomPlayer
from ...widgets.board import CanvasBoard
from ...widgets.still import picture_function
from ..actions import (AddTerritory, DiscardCard, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard, PlaceMinion,
                       PlayCard, RemoveTerritory, Replace, TakeFromDiscard, UseTerritory)
from ..describe import describe
from .labels import LABELS, LOG_WORDS, check_tables, explain_rule
from .render import destinations, draw, seat_name, step_of

MOVES = ("move", "move_turning", "move_any")
EXPELS = ("expel", "expel_plus_2")
CARD_STEPS = ("add_territory", "grow_or_replace")     # steps that use a card from your hand (or in play)


class Board(CanvasBoard):
    """``Board(game, *, seat=None, seats=None, language=None, seed=None, width=None, height=None, pace=0)``.

    ``seat``: whose eyes the board shows (``None``: everything, for teachers and hot-seat play). ``seats``:
    which seats the computer plays, e.g. ``{1: "random"}`` (default: both seats are human).

    Clicks: a territory you control uses its power; a hand card, then a "play" button, plays it; Refill is
    the green button. During a power, click what the prompt asks for: a pyramid (minion) then a highlighted
    territory to move, an opponent's pyramid to expel, a territory to place on / expel to / remove, a card
    then a dashed open cell to add a territory, hand cards then Done to refill.
    """

    LAYOUTS = ("wide", "compact", "narrow")   # render.draw draws each (core.drawing.LAYOUTS)
    GAME = "magyarcana"
    LABELS = LABELS
    LOG_WORDS = LOG_WORDS
    render = staticmethod(draw)
    explain_rule = staticmethod(explain_rule)
    check_tables = staticmethod(check_tables)
    describe = staticmethod(describe)

    # ---------------------------------------------------------------- small helpers
    def say(self, key: str, **values) -> None:
        """Show one of the board's own hints (not a rule: nothing was tried)."""
        self.message = self.labels[key].format(**values)
        self.redraw()

    def choose(self, **selection) -> None:
        self.selection = {name: value for name, value in selection.items() if value is not None}
        self.message = ""
        self.redraw()

    def offer(self, actions) -> None:
        """Several actions fit one click: offer them as buttons."""
        self.selection = {**{k: v for k, v in self.selection.items() if k != "menu"}, "menu": tuple(actions)}
        self.message = self.labels["choose_one"]
        self.redraw()

    def hint_targets(self, action) -> tuple:
        """What the Hint button outlines for ``action``: the cards, territories, cells and minions it uses."""
        me = self.view.to_play
        keys: list[tuple] = [("action", action)]
        keys += [("territory", getattr(action, name)) for name in ("territory", "source", "target", "old")
                 if getattr(action, name, None) is not None]
        if isinstance(action, (PlayCard, AddTerritory, DiscardCard)):
            keys.append(("hand", action.card))
        elif isinstance(action, Replace):
            keys.append(("hand", action.new))
        elif isinstance(action, (TakeFromDiscard, PlaceFromDiscard)):
            keys.append(("discard", action.card))
        if isinstance(action, (AddTerritory, PlaceFromDiscard)):
            keys.append(("cell", action.cell))
        if isinstance(action, Move):
            keys.append(("minion", action.source, me, action.pips))
        elif isinstance(action, Grow):
            keys.append(("minion", action.territory, me, action.pips))
        elif isinstance(action, MoveAny):
            keys.append(("minion", action.source, action.owner, action.pips))
        elif isinstance(action, Expel):
            keys.append(("minion", action.territory, 1 - me, action.pips))
        return tuple(keys)

    # ---------------------------------------------------------------- what a click means
    def handle(self, key) -> None:
        kind = key[0]
        view = self.view
        if not view.legal_actions:
            if not view.is_over:
                self.say("wait_turn", who=seat_name(view.to_play, view, self.options(), self.labels))
            return
        if kind == "action":
            self.play(key[1])
        elif kind == "hand":
            self.hand_clicked(view, key[1])
        elif kind == "discard":
            self.discard_clicked(view, key[1])
        elif kind == "cell":
            self.cell_clicked(view, key[1])
        elif kind == "territory":
            self.territory_clicked(view, key[1])
        elif kind == "minion":
            self.minion_clicked(view, key[1], key[2], key[3])

    def hand_clicked(self, view, card) -> None:
        step = step_of(view)
        if step == "discard":
            self.play(DiscardCard(card))
        elif step is None or step in CARD_STEPS:
            self.choose(card=None if self.selection.get("card") == card else card)
        else:                                  # the engine says which step must be finished first
            self.play(PlayCard(card))

    def discard_clicked(self, view, card) -> None:
        if step_of(view) == "take_discard":
            self.play(TakeFromDiscard(card))
        elif step_of(view) == "place_from_discard":
            self.choose(discard=None if self.selection.get("discard") == card else card)

    def cell_clicked(self, view, cell) -> None:
        if step_of(view) == "place_from_discard":
            card = self.selection.get("discard")
            if card is None:
                self.say("select_discard_first")
            else:
                self.play(PlaceFromDiscard(card, cell))
            return
        card = self.selection.get("card")
        if card is None:
            cards = {a.card for a in view.legal_actions if isinstance(a, AddTerritory)}
            if len(cards) != 1:
                self.say("select_card_first")
                return
            card = cards.pop()
        self.play(AddTerritory(card, cell))

    def territory_clicked(self, view, card) -> None:
        step, legal = step_of(view), view.legal_actions
        if step is None:
            self.play(UseTerritory(card))
        elif step in ("place_minion", "place_minion_optional"):
            self.play(PlaceMinion(card))
        elif step == "expel_to":
            self.play(ExpelTo(card))
        elif step == "remove_territory":
            self.play(RemoveTerritory(card))
        elif step in EXPELS:
            options: list = [a for a in legal if isinstance(a, Expel) and a.territory == card]
            if len(options) == 1:
                self.play(options[0])
            elif options:
                self.offer(options)
            else:
                theirs = [p for t in view.territories if t.card == card for o, p in t.minions if o != view.to_play]
                if theirs:
                    self.play(Expel(card, theirs[0]))          # the engine explains why not
                else:
                    self.say("no_enemy_here")
        elif step in MOVES:
            self.move_to(view, card)
        elif step == "grow_or_replace":
            new = self.selection.get("card")
            if new is not None:
                self.play(Replace(card, new))
                return
            options = [a for a in legal if (isinstance(a, Grow) and a.territory == card)
                       or (isinstance(a, Replace) and a.old == card)]
            if len(options) == 1:
                self.play(options[0])
            elif options:
                self.offer(options)
            else:
                self.say("grow_or_replace_hint")
        elif step in ("add_territory", "place_from_discard"):
            self.say("click_open_cell" if step == "add_territory" or self.selection.get("discard")
                     else "select_discard_first")
        else:                                    # the engine says which step must be finished first
            self.play(UseTerritory(card))

    def move_to(self, view, card) -> None:
        """A territory clicked during a move: the destination of the selected minion, or a minion to pick."""
        chosen = self.selection.get("minion")
        if chosen is not None:
            source, owner, pips = chosen
            action = destinations(view.legal_actions, chosen).get(card)
            if action is None:
                action = (MoveAny(owner, source, pips, card) if step_of(view) == "move_any"
                          else Move(source, pips, card))
            self.play(action)                    # an unreachable territory: the engine explains
            return
        movable = sorted({m for m in self.movable(view) if m[0] == card})
        if len(movable) == 1:
            self.choose(minion=movable[0])
        else:
            self.say("click_pyramid" if movable else
                     "no_move_from_here" if any(t.card == card and t.minions for t in view.territories)
                     else "click_minion_first")

    @staticmethod
    def movable(view) -> set:
        found = set()
        for a in view.legal_actions:
            if isinstance(a, Move):
                found.add((a.source, view.to_play, a.pips))
            elif isinstance(a, MoveAny):
                found.add((a.source, a.owner, a.pips))
        return found

    def minion_clicked(self, view, card, owner, pips) -> None:
        step, me = step_of(view), view.to_play
        minion = (card, owner, pips)
        if step in MOVES:
            chosen = self.selection.get("minion")
            if chosen == minion:
                self.choose()
            elif chosen is not None and card in destinations(view.legal_actions, chosen):
                self.move_to(view, card)
            elif minion in self.movable(view):
                self.choose(minion=minion)
            elif chosen is not None:
                self.move_to(view, card)
            elif owner != me and step != "move_any":
                self.play(Move(card, pips, card))      # the engine: you have no such minion there
            else:
                self.say("no_move_from_here")
        elif step in EXPELS and owner != me:
            self.play(Expel(card, pips))
        elif step == "grow_or_replace" and owner == me and self.selection.get("card") is None:
            self.play(Grow(card, pips))
        else:
            self.territory_clicked(view, card)


picture = picture_function(Board)


__all__ = ["Board", "Picture", "RandomPlayer", "picture"]

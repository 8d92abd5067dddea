"""The Mystical Conjuraction board widget: play a whole game by clicking.

Click a worker (the sorcerer, a familiar, a rune, a glyph, a cube in a circle) and its legal targets light
up (offer lines ▶ ▼, imbuement points, familiar spaces, mana spaces, the Nether); click one to play it.
Sub-steps light up card squares, circles, chips and forges directly; every choice with no place on the
board (pass, done, end turn, bonus turn, keep a colour, Portal mode, characters) is a button below.

>>> import mandrapy
>>> from mandrapy.conjuraction import Board
>>> game = mandrapy.new("conjuraction", players=2, seed=3, characters=("larissa", "norwell"))
>>> board = Board(game, seat=None)
>>> board.view.decision.code
'starting_card'
"""

from __future__ import annotations

from ...core.language import worded_values
from ...core.drawing import Picture
from ...core.errors import IllegalAction
from ...core.players import RandomPlayer
from ...widgets.board import CanvasBoard
from ...widgets.still import picture_function
from .. import actions as A
from .. import data as D
from ..bots import GreedyPlayer
from ..describe import describe
from .labels import LABELS, LOG_WORDS, RULES, check_tables, explain_rule, prompt_of
from .places import Places, place
from .render import draw
from .words import worker_label

TURN_WORKERS = ("sorcerer", "familiar", "rune", "glyph", "cube")


class Board(CanvasBoard):
    """``Board(game, *, seat=None, seats=None, language=None, seed=None, width=None, height=None, pace=0)``.

    ``seat``: whose eyes the board shows (``None``: everything, for teachers and hot-seat play). ``seats``:
    which seats the computer plays, e.g. ``{1: "random", 2: "greedy"}``.
    """

    GAME = "conjuraction"
    LABELS = LABELS
    LAYOUTS = ("wide", "compact", "narrow")
    LOG_WORDS = LOG_WORDS
    render = staticmethod(draw)
    explain_rule = staticmethod(explain_rule)
    check_tables = staticmethod(check_tables)
    describe = staticmethod(describe)

    # ---------------------------------------------------------------- small helpers
    def say(self, key: str, **values) -> None:
        self.message = self.labels[key].format(**values)
        self.redraw()

    def rule(self, code: str, **values) -> None:
        """Show a rule the board knows (a click that cannot be played), in the board's language."""
        self.message = explain_rule(code, values, RULES["en"][code].format(**values), self.language)
        self.redraw()

    def choose(self, **picked) -> None:
        focus = self.selection.get("focus")
        self.selection = {k: v for k, v in {"focus": focus, **picked}.items() if v is not None}
        self.message = ""
        self.redraw()

    def clear_selection(self) -> None:
        self.choose()                          # keeps the grimoire in focus

    def explain(self, error: IllegalAction) -> str:
        hidden = self.without_choices(error)
        if hidden is not None:
            return hidden
        view = self.view
        params = worded_values(error.params, self.language)
        if view.decision is not None:
            params["kind_prompt"] = prompt_of(view.decision.code, dict(view.decision.values), self.labels)
        return explain_rule(error.code, params, error.rule, self.language)

    def play_or_offer(self, actions) -> None:
        if len(actions) == 1:
            self.play(actions[0])
            return
        self.selection = {**self.selection, "menu": tuple(actions)}
        self.selection.pop("worker", None)
        self.message = self.labels["choose_one"]
        self.page = 0
        self.redraw()

    def hint_targets(self, action) -> tuple:
        """What the Hint button outlines for ``action``: its worker and where it is played (see .places)."""
        decision = self.view.decision
        worker, target = place(action, dict(decision.values) if decision is not None else {})
        return tuple(key for key in (("action", action), worker, target) if key is not None)

    # ---------------------------------------------------------------- what a click means
    def handle(self, key) -> None:
        kind = key[0]
        if kind == "focus":
            self.selection = {"focus": key[1]}
            self.message = ""
            self.redraw()
            return
        view = self.view
        if not view.legal_actions:
            if not view.is_over:
                self.say("wait_turn", who=self.seat_label(view.to_play))
            return
        if kind == "action":
            self.play(key[1])
            return
        places = Places(view)
        worker = self.selection.get("worker")
        if worker is not None and worker not in places.by_worker:
            worker = None
        if worker is not None and key in places.by_worker[worker]:
            self.play_or_offer(places.by_worker[worker][key])
        elif key in places.by_worker:
            self.choose(worker=None if key == worker else key)
        elif places.actions_at(key, None):
            self.play_or_offer(places.actions_at(key, None))
        elif key in places.by_target:
            self.play_or_offer([a for _, a in places.by_target[key]])
        else:
            self.refuse(view, key, worker)

    def seat_label(self, seat) -> str:
        from ...core.labels import seat_name
        return seat_name(seat, self.view, self.seat_kinds(), self.labels)

    def refuse(self, view, key, worker) -> None:
        """A click that plays nothing: say which rule stands in the way."""
        seat = view.seats[view.to_play]
        kind = key[0]
        code = view.decision.code if view.decision is not None else None
        if code in ("turn", "after"):
            if code == "after" and kind in TURN_WORKERS:
                return self.rule("main_done")
            if kind == "sorcerer" and seat.sorcerer_used:
                return self.rule("sorcerer_used")
            if kind == "familiar" and seat.familiars_used >= seat.familiars:
                return self.rule("no_familiar", bound=seat.familiars)
            if kind == "rune":
                return self.rule("no_rune", vantage=self.labels["vantage"][key[1]])
            if kind == "glyph":
                return self.rule("no_glyph")
            if kind == "fam" and any((v, pt) == key[1:] for v, pt, _ in view.familiar_at):
                return self.rule("familiar_taken")
            if kind == "space":
                if any((pt, s) == key[1:] for pt, s, _ in view.spaces):
                    return self.rule("space_taken")
                if worker is not None and worker[0] == "cube" and worker[2] not in D.SPACES[key[1]][key[2]]:
                    names = " / ".join(self.labels["colour"][k] for k in D.SPACES[key[1]][key[2]])
                    return self.rule("space_colour", colours=names)
            if kind == "line":
                if worker == ("familiar",) and key[2] == "column":
                    return self.rule("familiar_row")
                cells = next(c for k, n, c in D.offer_lines(view.players) if (k, n) == key[2:])
                offer = {(r, c): cubes for r, c, cubes in view.offers[key[1]]}
                if not any(offer[cell] for cell in cells):
                    return self.rule("line_empty")
            if kind == "nether":
                if view.nether_used:
                    return self.rule("nether_used")
                return self.rule("nether_cost", need=D.ALAERIC_NETHER if seat.character == "alaeric"
                                 else D.NETHER_COST)
            if kind == "point" and worker is not None and worker[0] == "rune" \
                    and key[1] not in D.VANTAGE_POINTS[worker[1]]:
                return self.rule("rune_reach")
            action = self.guess(key, worker)
            if action is not None:
                self.play(action)                    # the engine explains
                return
        self.say("nothing_here", what=prompt_of(code, dict(view.decision.values) if code else {}, self.labels))

    @staticmethod
    def guess(key, worker):
        """The turn action a worker and a target would be, for the engine to explain why not."""
        if worker is None:
            return None
        kind, w = key[0], worker[0]
        if kind == "line" and w in ("sorcerer", "familiar"):
            return A.TakeLine(w, key[1], key[2], key[3])
        if kind == "point" and w in ("sorcerer", "glyph"):
            return A.Activate(w, -1, key[1])
        if kind == "point" and w == "rune":
            return A.Activate("rune", worker[1], key[1])
        if kind == "fam" and w == "familiar":
            return A.Activate("familiar", key[1], key[2])
        if kind == "space" and w == "cube" and worker[2] != D.NETHER:
            return A.CubeOn(worker[2], worker[1], key[1], key[2])
        if kind == "nether" and w == "cube":
            return A.Nether(worker[1])
        return None

    def picked(self) -> str:
        worker = self.selection.get("worker")
        return "" if worker is None else worker_label(worker, self.labels)


picture = picture_function(Board)


__all__ = ["Board", "GreedyPlayer", "Picture", "RandomPlayer", "picture"]

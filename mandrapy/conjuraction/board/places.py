"""Where each legal action lives on the board: the piece you pick first (a worker) and the place you click.

Every legal action gets a ``(worker, target)`` pair of click keys: ``worker`` is ``None`` when one click on
``target`` is enough, and ``target`` is ``None`` when the action has no place on the board (it is then a
button of the choice bar). The board lights up workers that have actions, then the targets of the worker
picked; several actions on one target are offered as buttons. So every legal action has a click path.

Keys (every number in them counts from 0): ``("sorcerer",)``, ``("familiar",)``, ``("rune", vantage)``, ``("glyph",)``, ``("cube", circle,
colour)`` (free mana in a circle), ``("start", colour)`` (starting mana), ``("hand", card)``, ``("forge",
forge)``, ``("bag", colour)``, ``("line", plane, kind, number)``, ``("point", point)``, ``("fam", vantage,
point)`` (a familiar space), ``("space", point, space)``, ``("square", forge, square)``,
``("circle", circle)``, ``("offer", card)``, ``("cell", plane, row, column)``, ``("charm", name)``,
``("runepile", rune)``, ``("nether",)``.

>>> from .. import actions as A
>>> place(A.TakeLine("sorcerer", 1, "row", 2))
(('sorcerer',), ('line', 1, 'row', 2))
>>> place(A.Pass())
(None, None)
"""

from __future__ import annotations

from .. import actions as A



def place(action, frame: dict | None = None) -> tuple:
    """``(worker, target)`` of a legal action (``frame``: the decision's values, for the circle it is about)."""
    frame = frame or {}
    t = type(action)
    if t is A.TakeLine:
        return (action.worker,), ("line", action.plane, action.kind, action.number)
    if t is A.Activate:
        w = action.worker
        if w == "familiar":
            return ("familiar",), ("fam", action.vantage, action.point)
        if w == "rune":
            return ("rune", action.vantage), ("point", action.point)
        if w == "nether":
            return None, ("point", action.point)
        return (w,), ("point", action.point)
    if t is A.CubeOn:
        return ("cube", action.circle, action.colour), ("space", action.point, action.space)
    if t is A.Nether:
        return ("cube", action.circle, 4), ("nether",)
    if t is A.Move:
        return ("cube", action.source, action.colour), ("circle", action.target)
    if t is A.Swap:
        return ("cube", action.source, action.colour), ("cube", action.target, action.back)
    if t is A.Place:
        return None, ("square", action.forge, action.square)
    if t is A.SwapCards:
        return ("forge", action.first), ("forge", action.second)
    if t is A.MoveCard:
        return ("forge", action.source), ("forge", action.target)
    if t is A.ForgeCard:
        if "card" in frame:                       # the card is known: a free forge is all to choose
            return None, ("forge", action.forge)
        return ("hand", action.card), ("forge", action.forge)
    if t is A.StartMana:
        return ("start", action.colour), ("circle", action.circle)
    if t is A.ToCircle:
        return None, ("circle", action.circle)
    if t is A.PortalCard:
        mine = ("hand", action.mine) if action.forge < 0 else ("forge", action.forge)
        return mine, ("offer", action.card)
    if t is A.PortalLine:
        return None, ("line", action.plane, action.kind, action.number)
    if t is A.Exchange:
        plane = frame.get("plane", 0)
        return ("cube", plane, action.give), ("cell", plane, action.cell[0], action.cell[1])
    if t is A.Give:
        return None, ("cube", frame.get("circle", 0), action.colour)
    if t is A.Pay:
        return None, ("cube", action.circle, action.colour)
    if t is A.TakeCard:
        return None, ("offer", action.card)
    if t is A.TakeCharm:
        return None, ("charm", action.charm)
    if t is A.Select:
        return ("bag", action.colour), ("circle", action.circle)
    if t is A.WildColour:
        return None, ("bag", action.colour)
    if t is A.TakeRune:
        return None, ("runepile", action.rune)
    return None, None             # Choose, Pass, EndTurn, Done, BonusTurn, Keep, PortalBag: buttons


class Places:
    """The legal actions of a view sorted by where they are clicked."""

    def __init__(self, view):
        frame = dict(view.decision.values) if view.decision is not None else {}
        self.by_target: dict = {}        # target -> [(worker, action)]
        self.by_worker: dict = {}        # worker -> {target: [actions]}
        self.buttons: list = []          # actions with no place
        for action in view.legal_actions:
            worker, target = place(action, frame)
            if target is None:
                self.buttons.append(action)
                continue
            self.by_target.setdefault(target, []).append((worker, action))
            if worker is not None:
                self.by_worker.setdefault(worker, {}).setdefault(target, []).append(action)

    def targets(self, worker) -> set:
        """What lights up: the targets of ``worker``, or (none picked) the workers and the one-click targets."""
        if worker is not None and worker in self.by_worker:
            return set(self.by_worker[worker])
        return set(self.by_worker) | {t for t, pairs in self.by_target.items() if any(w is None for w, _ in pairs)}

    def actions_at(self, target, worker) -> list:
        """The actions a click on ``target`` may mean, with ``worker`` picked (or none)."""
        pairs = self.by_target.get(target, [])
        if worker is not None and worker in self.by_worker:
            return [a for w, a in pairs if w == worker]
        plain = [a for w, a in pairs if w is None]
        return plain

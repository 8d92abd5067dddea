"""Actions and picked pieces in words, from a table of words in one language: the board's buttons, hints and
breadcrumb (``board/labels.py``), and the French log's forced answers (:mod:`.speech`). Below the board, so the
rules' French speech may use it."""

from __future__ import annotations

from . import actions as A
from .data import LETTERS


def colour(k: int, labels: dict) -> str:
    return f"{labels['colour'][k]} ({LETTERS[k]})"


def action_label(action, labels: dict, bonus_price: int = 1) -> str:
    """An action as a short button text."""
    w, col, pl = labels["action"], (lambda k: colour(k, labels)), labels["plane_short"]
    t = type(action)
    if t is A.Choose:
        return w["choose"].format(character=labels["character"][action.character])
    if t is A.TakeRune:
        return w["rune"].format(vantage=labels["vantage"][action.rune])
    if t is A.WildColour:
        return w["wildcolour"].format(colour=col(action.colour))
    if t is A.ForgeCard:
        return w["forgecard"].format(card=action.card, forge=pl[action.forge])
    if t is A.StartMana:
        return w["start"].format(colour=col(action.colour), circle=pl[action.circle])
    if t is A.TakeLine:
        return w["line"].format(worker=labels["worker"][action.worker], plane=pl[action.plane],
                                kind=w[action.kind], number=action.number)
    if t is A.Activate:
        return w["activate"].format(worker=worker_label(_worker_of(action), labels),
                                    point=labels["point"][action.point])
    if t is A.CubeOn:
        return w["stack" if action.stack else "cube"].format(colour=col(action.colour), circle=pl[action.circle],
                                                            point=labels["point"][action.point], space=action.space)
    if t is A.Nether:
        return w["nether"].format(circle=pl[action.circle])
    if t is A.Pass:
        return w["pass"]
    if t is A.EndTurn:
        return w["end"]
    if t is A.Done:
        return w["done"]
    if t is A.BonusTurn:
        return w["bonus"].format(price=bonus_price)
    if t is A.Keep:
        return w["keep"].format(colour=col(action.colour))
    if t is A.ToCircle:
        return w["tocircle"].format(circle=pl[action.circle])
    if t is A.Place:
        key = {"wild": "wildplace", "jenetta": "substitute"}.get(action.how, "place")
        return w[key].format(colour=col(action.colour), forge=pl[action.forge], square=f"{action.square // 3},{action.square % 3}")
    if t is A.SwapCards:
        return w["swapcards"].format(first=pl[action.first], second=pl[action.second])
    if t is A.MoveCard:
        return w["movecard"].format(source=pl[action.source], target=pl[action.target])
    if t is A.PortalCard:
        return w["portalcard"].format(mine=action.mine, card=action.card)
    if t is A.PortalBag:
        return w["portalbag"].format(circle=pl[action.circle])
    if t is A.PortalLine:
        return w["portalline"].format(plane=pl[action.plane], kind=w[action.kind], number=action.number)
    if t is A.Give:
        return w["give"].format(colour=col(action.colour))
    if t is A.Exchange:
        return w["exchange"].format(give=col(action.give), take=col(action.take), row=action.cell[0],
                                    column=action.cell[1])
    if t is A.TakeCard:
        return w["takecard"].format(card=action.card)
    if t is A.Move:
        return w["move"].format(colour=col(action.colour), source=pl[action.source], target=pl[action.target])
    if t is A.Swap:
        return w["swap"].format(colour=LETTERS[action.colour], source=pl[action.source], back=LETTERS[action.back],
                                target=pl[action.target])
    if t is A.Pay:
        return w["pay"].format(colour=col(action.colour), circle=pl[action.circle])
    if t is A.TakeCharm:
        return w["charm"].format(charm=labels["charm"][action.charm])
    if t is A.Select:
        return w["select"].format(colour=col(action.colour), circle=pl[action.circle])
    return str(action)


def _worker_of(action) -> tuple:
    if action.worker == "rune":
        return ("rune", action.vantage)
    return (action.worker,)


def worker_label(worker: tuple, labels: dict) -> str:
    """A picked piece in words, e.g. "Arcana (A) in Maelstrom"."""
    words = labels["worker"]
    kind = worker[0]
    if kind == "rune":
        return words["rune"].format(vantage=labels["vantage"][worker[1]])
    if kind == "cube":
        return words["cube"].format(colour=colour(worker[2], labels), circle=labels["plane_short"][worker[1]])
    if kind in ("start", "bag"):
        return words[kind].format(colour=colour(worker[1], labels))
    if kind == "hand":
        return words["hand"].format(card=worker[1])
    if kind == "forge":
        return words["forge"].format(plane=labels["plane_short"][worker[1]])
    return words.get(kind, kind)

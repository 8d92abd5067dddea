"""The Magyarcana board's sentences: seat names, button labels, the prompt and the selection."""

from __future__ import annotations

from ...core.drawing import Options
from ...core.labels import seat_name as name_seat
from ..actions import (AddTerritory, DiscardCard, Done, Expel, ExpelTo, Grow, Move, MoveAny, PlaceFromDiscard,
                       PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace, Skip, TakeFromDiscard,
                       UseTerritory)
from ...core.labels import fill
from ..geometry import beside
from ..cards import Card
from ..log import EN as ENGLISH_WORDS
from ..speech import FrenchWords

# The log's words for a place beside a card. (The board's labels import this module: it imports them not.)
PLACE_WORDS = {"en": ENGLISH_WORDS, "fr": FrenchWords()}


def card_label(card: Card | None, labels: dict) -> str:
    """A card's name in the board's language, e.g. "King of Hearts" / "Roi de Cœurs"."""
    if card is None:
        return "?"
    return labels["card"].format(rank=labels["rank"][str(card.rank)], suit=labels["suit"][card.suit])


def where(cell, view, labels) -> str:
    """An open cell in words, by the territory next to it ("left of King of Hearts"), never coordinates."""
    words = PLACE_WORDS[labels["language"]]
    return words.where(beside({t.cell: t.card for t in view.territories}, cell))


def seat_name(seat: int, view, options: Options, labels: dict) -> str:
    return name_seat(seat, view, options.seat_kinds, labels)


def action_label(action, view, options: Options, labels: dict) -> str:
    words = labels["action"]
    name = lambda card: card_label(card, labels)  # noqa: E731
    at = lambda cell: where(cell, view, labels)   # noqa: E731
    if isinstance(action, UseTerritory):
        return words["use"].format(card=name(action.territory))
    if isinstance(action, PlayCard):
        if action.special:
            return words["special"].format(card=name(action.card))
        return words["play"].format(card=name(action.card), suit=labels["suit"][action.card.suit])
    if isinstance(action, Refill):
        return words["refill"]
    if isinstance(action, DiscardCard):
        return words["discard"].format(card=name(action.card))
    if isinstance(action, Done):
        return words["done"]
    if isinstance(action, Skip):
        return words["skip"]
    if isinstance(action, AddTerritory):
        return words["add"].format(card=name(action.card), where=at(action.cell))
    if isinstance(action, PlaceMinion):
        return words["place"].format(card=name(action.territory))
    if isinstance(action, Expel):
        return words["expel"].format(pips=action.pips, card=name(action.territory))
    if isinstance(action, ExpelTo):
        return words["expel_to"].format(card=name(action.territory))
    if isinstance(action, Move):
        return words["move"].format(pips=action.pips, source=name(action.source), target=name(action.target))
    if isinstance(action, MoveAny):
        return words["move_any"].format(who=labels["player"].format(n=action.owner), pips=action.pips,
                                        source=name(action.source), target=name(action.target))
    if isinstance(action, Grow):
        return words["grow"].format(pips=action.pips, card=name(action.territory))
    if isinstance(action, Replace):
        return words["replace"].format(old=name(action.old), new=name(action.new))
    if isinstance(action, TakeFromDiscard):
        return words["take"].format(card=name(action.card))
    if isinstance(action, PlaceFromDiscard):
        return words["place_discard"].format(card=name(action.card), where=at(action.cell))
    if isinstance(action, RemoveTerritory):
        return words["remove"].format(card=name(action.territory))
    return str(action)


def step_of(view) -> str | None:
    """The code of the power step being resolved, or None at the start of a turn (or once over)."""
    frame = view.decision
    return None if frame is None or frame.kind.turn else frame.code


def prompt_text(view, options: Options, labels: dict) -> str:
    who = seat_name(view.to_play, view, options, labels) if view.to_play is not None else ""
    if view.is_over:
        winners = ", ".join(seat_name(p, view, options, labels) for p in view.winners)
        return fill(labels["game_over"], labels["language"], n=len(view.winners), who=winners,
                    scores=" - ".join(map(str, view.scores)))
    if not view.legal_actions:
        return labels["watching"].format(who=who)
    if not options.interactive:
        if step_of(view):
            return labels["prompt"]["static"].format(who=who, what=labels["step"][step_of(view)])
        return labels["prompt"]["turn_static"].format(who=who)
    return labels["prompt"][view.decision.code].format(who=who)


def selection_text(view, options: Options, labels) -> str:
    selection = options.selection
    parts = []
    for name in ("card", "discard"):
        if selection.get(name) is not None:
            parts.append(card_label(selection[name], labels))
    if selection.get("minion"):
        card, owner, pips = selection["minion"]
        parts.append(labels["minion"].format(who=labels["player"].format(n=owner), pips=pips,
                                             card=card_label(card, labels)))
    return labels["selected"].format(what=", ".join(parts)) if parts else ""

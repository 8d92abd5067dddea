"""What both layouts of the Mandragora board share: colours, a card, button labels, the facts a view's
legal actions give the drawing (what is highlighted, what the choice bar offers), and the header's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.drawing import Drawing, Options
from ...core.labels import fill, seat_name as name_seat
from ...core.measure import line_width
from .. import data
from ..actions import (Banish, Cast, Disappear, DropOut, GiveBack, GiveCurse, Levitate, Replicate, Seek,
                       SubstituteFrom, TeamAsk, TeamDecline, TeamExchange, TeamGive, TeamHandOver, Transfer)
from ..cards import Item
from ..speech import item_label

# Okabe-Ito hues (told apart under the common colour-blindnesses), and a letter on every card besides.
COLOURS = {"purple": "#cc79a7", "red": "#d55e00", "yellow": "#f0e442", "green": "#009e73",
           "blue": "#0072b2", "black": "#2d3436", "white": "#f7f1e3"}
INK = {"purple": "#222", "red": "#000", "yellow": "#222", "green": "#222", "blue": "#fff", "black": "#fff",   # >= 4.5:1
       "white": "#5d4037"}
FADED_INK = "#222"       # letters on a veiled card, >= 4.5:1 on every colour veiled
SMALLEST = 11            # no text under 11 px at 100% zoom
SEAT_COLOURS = ("#e17055", "#0984e3", "#00b894", "#6c5ce7")
SEAT_INK = ("#222", "#000", "#222", "#fff")        # a number on a seat's colour, >= 4.5:1
DAY_TILE, NIGHT_TILE = "#fdf6e3", "#2c3e66"
HIGHLIGHT = "#ff9f1a"
ASSISTANT = "#6c5ce7"
ASSISTANT_INK = "#4834d4"        # its letter on its yellow disc (5.1:1)
SCROLL_FILL = "#f3e0b5"
CARD_BACK = "#34495e"
HEADER_FILL = "#2d3436"
CARD_W, CARD_H = 24, 30          # a card in a shop: 24 wide at least, so its letters read at 11 px
WIDTH, HEIGHT = 1180, 800        # the wide board


def seat_name(seat: int, view, options: Options, labels: dict) -> str:
    return name_seat(seat, view, options.seat_kinds, labels)


def action_label(action, view, options: Options, labels: dict) -> str:
    words = labels["action"]
    who = lambda seat: seat_name(seat, view, options, labels)  # noqa: E731
    if isinstance(action, Seek):
        return words["seek"].format(n=action.steps)
    if isinstance(action, DropOut):
        return words["drop_out"]
    if isinstance(action, Banish):
        return words["banish"].format(n=action.curses)
    if isinstance(action, Replicate):
        return words["take"] if action.take else words["waive"]
    if isinstance(action, Transfer):
        return words["transfer"].format(n=action.curses, who=who(action.to))
    if isinstance(action, SubstituteFrom):
        return words["substitute"].format(who=who(action.player))
    if isinstance(action, GiveBack):
        return words["give_back"].format(item=item_label(action.item, labels))
    if isinstance(action, Levitate):
        return words["levitate"].format(item=item_label(action.item, labels), shop=action.shop)
    if isinstance(action, GiveCurse):
        return words["curse"].format(who=who(action.to))
    if isinstance(action, TeamGive):
        return words["team_give"].format(item=item_label(action.item, labels))
    if isinstance(action, TeamAsk):
        return words["team_ask"]
    if isinstance(action, TeamExchange):
        return words["team_exchange"].format(item=item_label(action.item, labels))
    if isinstance(action, TeamDecline):
        return words["team_decline"]
    if isinstance(action, TeamHandOver):
        return words["team_hand_over"].format(item=item_label(action.item, labels))
    if isinstance(action, Disappear):
        return words["disappear"].format(colour=labels["colour"].get(action.colour, action.colour))
    return str(action)


def selection_cast(selection: dict):
    """(book, ingredients) the selected cards would cast, or None when nothing usable is selected."""
    cards = [item for item, n in sorted(selection.items()) for _ in range(n)]
    books = [item for item in cards if item.is_book]
    book = books[0] if books else (Item.named("mandrake") if Item.named("mandrake") in cards else None)
    if book is None:
        return None
    rest = list(cards)
    rest.remove(book)
    return book, tuple(sorted(rest))


def button_width(text: str) -> float:
    """This board's own button sizing (a little tighter than the shared default), kept as it looked."""
    return 16 + line_width(text, 13, bold=True)


def bar_right(labels) -> float:
    """Where the wide footer's choice bar ends (Clear and Undo to its right). Its pages are the pages of
    both layouts, so ``options.page`` names the same choices whichever layout is shown."""
    return WIDTH - 120 - button_width(labels["clear"])


@dataclass(frozen=True)
class Scene:
    """What the view's legal actions and the options make of the board, for either layout."""
    seek_steps: dict          # shop -> steps, for the shops the Assistant may reach
    levitation: set           # (shop, item) a Levitation may take
    casts: list
    hand_items: set           # the cards some legal spell uses (clickable in the hand)
    stack_levels: set         # the levels the selected cards may be cast at
    choices: list             # (label, key) of the choice bar: the legal actions with no place on the board
    prompt: str
    second: str               # under the prompt: the rule an illegal click broke, or "Final round"


def scene(view, options: Options, labels: dict) -> Scene:
    legal = view.legal_actions
    casts = [a for a in legal if isinstance(a, Cast)]
    chosen = selection_cast(options.selection)
    choices = [(action_label(a, view, options, labels), ("action", a)) for a in legal
               if not isinstance(a, (Seek, Cast))]
    return Scene(
        seek_steps={(view.assistant + a.steps) % data.SHOP_COUNT: a.steps for a in legal if isinstance(a, Seek)},
        levitation={(a.shop, a.item) for a in legal if isinstance(a, Levitate)},
        casts=casts,
        hand_items={item for a in casts for item in (a.book, *a.ingredients)},
        stack_levels={a.level for a in casts if chosen and (a.book, a.ingredients) == chosen},
        choices=choices,
        prompt=prompt(view, options, labels),
        second=options.message or (labels["final_round"] if view.final_round else ""))


def prompt(view, options: Options, labels: dict) -> str:
    """Who plays and what to do now."""
    who = seat_name(view.to_play, view, options, labels) if view.to_play is not None else ""
    if view.is_over:
        winners = ", ".join(seat_name(p, view, options, labels) for p in view.winners)
        scores = ", ".join(str(s.score) for s in view.seats)
        return fill(labels["game_over"], options.language, n=len(view.winners), who=winners, scores=scores)
    if not view.legal_actions:
        return labels["watching"].format(who=who)
    if view.decision.code != "turn":
        return labels["prompt"][view.decision.code].format(who=who)
    if not options.interactive:
        return labels["prompt"]["turn_static"].format(who=who)
    return labels["prompt"]["turn_final" if view.countdown_holder is not None or view.final_round
                            else "turn"].format(who=who)


def selection_text(options: Options, labels: dict) -> str:
    names = ", ".join(item_label(i, labels) for i, n in sorted(options.selection.items()) for _ in range(n))
    return labels["selection"].format(cards=names)


def face(d: Drawing, x, y, w, h, fill: str, stroke: str, width: float = 1.0, faded: bool = False) -> None:
    """A card's face; ``faded``: veiled in white (a card that cannot be used now), its letters drawn after."""
    d.rect(x, y, w, h, fill=fill, stroke=stroke, width=width, radius=3)
    if faded:
        d.rect(x, y, w, h, fill="#ffffff", alpha=0.55, radius=3)


def draw_card(d: Drawing, x, y, w, h, item: Item | None, labels: dict, outline=None, faded: bool = False):
    """One card: an ingredient, a spellbook, a mandrake, a scroll, or a back (None).

    Every face carries a letter besides its colour (the colour's initial, "M" for a mandrake); a book shows
    its colour's initial over its value, a scroll its curses. ``faded``: a hand card that cannot be used
    now, its colour veiled and its letters in FADED_INK (they stay readable)."""
    box = (x, y, w, h)
    d.card(x, y, w, h)
    big = max(SMALLEST, min(w, h) * 0.45)
    if item is None:
        card_back(d, x, y, w, h)
    elif item.is_scroll:
        face(d, x, y, w, h, SCROLL_FILL, "#8d6e63", faded=faded)
        d.text(x + w / 2, y + h / 2, "☠" * item.value if w >= 26 else str(item.value),
               size=max(SMALLEST, min(w / 2.2, h / 2.2)), fill="#b71c1c", align="center", bold=True, box=box)
    elif item.is_mandrake:
        face(d, x, y, w, h, COLOURS["white"], "#8d6e63", 1.5, faded)
        d.text(x + w / 2, y + h / 2, "M", size=big, fill=INK["white"], align="center", bold=True, box=box)
    elif item.is_book:
        ink = FADED_INK if faded else INK[item.colour]
        face(d, x, y, w, h, COLOURS[item.colour], "#222", 1.5, faded)
        d.rect(x + 2, y + 2, w - 4, h - 4, fill=None, stroke=ink, width=1, radius=2)
        size = max(SMALLEST, min(w * 0.5, h * 0.3))
        d.text(x + w / 2, y + h * 0.3, labels["initial"][item.colour], size=size, fill=ink, align="center",
               box=box)
        d.text(x + w / 2, y + h * 0.72, str(item.value), size=size, fill=ink, align="center", bold=True, box=box)
    else:
        face(d, x, y, w, h, COLOURS[item.colour], "#555", faded=faded)
        d.text(x + w / 2, y + h / 2, labels["initial"][item.colour], size=big,
               fill=FADED_INK if faded else INK[item.colour], align="center", bold=True, box=box)
    if outline:
        d.rect(x - 2, y - 2, w + 4, h + 4, fill=None, stroke=outline, width=3, radius=4)


def card_back(d: Drawing, x, y, w, h) -> None:
    """A face-down card. Drawn alone (not through :func:`draw_card`) it is not recorded as a card face: a
    hidden hand's fan of backs, whose number the text beside it says."""
    d.rect(x, y, w, h, fill=CARD_BACK, stroke="#1b2631", radius=3)
    d.text(x + w / 2, y + h / 2, "?", size=max(SMALLEST, min(w, h) * 0.45), fill="#aab7c4", align="center",
           bold=True, box=(x, y, w, h))

"""The compact Magyarcana board's right column: the deciding seat's own panel (score, supply, the whole hand
as clickable cards), the other seat as a two-line strip, and the piles (deck, discard, the card in play,
the last expulsion roll; the discard pile's cards while a power takes one from it)."""

from __future__ import annotations

from ...core.drawing import Drawing, Options
from .. import data
from .highlights import Highlights
from .panels import PILE_SHOWN, draw_pile_card
from .pieces import HIGHLIGHT, OPEN_CELL, SEAT_COLOURS, SEAT_DARK, SELECTED, card_back, draw_die, pyramid
from ...widgets.controls import text_width
from .words import seat_name

HAND_TOP = 49                     # the hand's top in the own panel (a picked card rises 3, clear of the supply)
PILE_CARD = (24, 34, 27)          # a discard pile card while one is picked: width, height, step
SMALL_CARD = (34, 48)             # the deck, the discard pile's top card and the card in play


def hand_cards(count: int, room: float) -> tuple:
    """(width, height, step, per row) of the hand's cards: as large as one row of them allows."""
    for w, hh, step in ((40, 56, 44), (34, 48, 37)):
        if count * step <= room:
            return w, hh, step, max(1, count)
    return 34, 48, 37, max(1, int(room // 37))


def own_height(view, seat: int, width: float) -> float:
    hand = view.hands[seat]
    if hand is None:
        return HAND_TOP + 20
    w, hh, step, per_row = hand_cards(len(hand), width - 24)
    rows = max(1, -(-len(hand) // per_row))
    return HAND_TOP + rows * (hh + 4) + 6


def score_line(view, seat: int, labels) -> str:
    controlled = sum(1 for t in view.territories if seat in t.controllers)
    return f"{labels['score'].format(n=view.scores[seat])} · {labels['controls'].format(n=controlled)}"


def name_and_score(d: Drawing, view, seat: int, options: Options, labels, x, y, width, size) -> None:
    score = score_line(view, seat, labels)
    score_w = text_width(score, size)
    d.text(x + 16, y + 12, seat_name(seat, view, options, labels), size=size + 1, fill="#222", bold=True,
           box=(x, y, width - score_w - 22, 24))
    d.text(x + width - 10, y + 12, score, size=size, fill=SEAT_DARK[seat], align="right", bold=True,
           box=(x + width - 10 - score_w, y, score_w, 24))


def supply(d: Drawing, view, seat: int, labels, x, y, size: float, step: float) -> float:
    """The label "Supply" then one pyramid per size with how many are left; returns where it ends."""
    label_w = text_width(labels["supply"], size) + 6
    d.text(x, y, labels["supply"], size=size, fill="#4b4b4b", box=(x, y - 9, label_w, 18))
    sx = x + label_w + 8
    for pips, count in view.supply[seat]:
        pyramid(d, sx, y + 8, 10 + 3 * pips, seat, pips, alpha=1.0 if count else 0.3)
        d.text(sx + 10, y, f"×{count}", size=size, fill="#222", bold=True, box=(sx + 9, y - 9, step - 18, 18))
        sx += step
    return sx


def draw_own(d: Drawing, view, seat: int, options: Options, labels, h: Highlights, box: tuple) -> None:
    x, y, width, height = box
    active = view.to_play == seat
    d.rect(x, y, width, height, fill="#ffffff", stroke=SEAT_COLOURS[seat] if active else "#b2bec3",
           width=3 if active else 1.5, radius=8)
    d.rect(x, y, 8, height, fill=SEAT_COLOURS[seat], radius=3)
    name_and_score(d, view, seat, options, labels, x, y + 2, width, 12)
    supply(d, view, seat, labels, x + 16, y + 33, 12, 52)
    hand = view.hands[seat]
    if hand is None:
        d.text(x + 16, y + HAND_TOP + 8, labels["hidden_hand"].format(n=view.hand_sizes[seat]), size=12,
               fill="#4b4b4b", box=(x, y + HAND_TOP, width, 18))
        return
    clickable = options.interactive and active and bool(view.legal_actions)
    chosen = options.selection.get("card")
    w, hh, step, per_row = hand_cards(len(hand), width - 24)
    for n, card in enumerate(hand):
        row, col = divmod(n, per_row)
        cx, cy = x + 16 + col * step, y + HAND_TOP + row * (hh + 4) + (-3 if card == chosen else 1)
        usable = clickable and card in h.hand      # outlined; the others are not faded: read at full contrast
        draw_pile_card(d, cx, cy, w, hh, card, labels,
                       outline=SELECTED if card == chosen else HIGHLIGHT if usable else None,
                       key=("hand", card) if clickable else None)


def draw_strip(d: Drawing, view, seat: int, options: Options, labels, box: tuple) -> float:
    """Another seat in two labelled lines: name and score; supply and cards in hand. Returns its bottom."""
    x, y, width = box
    active = view.to_play == seat
    d.rect(x, y, width, 44, fill="#ffffff", stroke=SEAT_COLOURS[seat] if active else "#b2bec3",
           width=3 if active else 1.5, radius=8)
    d.rect(x, y, 8, 44, fill=SEAT_COLOURS[seat], radius=3)
    name_and_score(d, view, seat, options, labels, x, y, width, 11)
    end = supply(d, view, seat, labels, x + 16, y + 31, 11, 46)
    count = labels["hidden_hand"].format(n=view.hand_sizes[seat])
    d.text(x + width - 10, y + 31, count, size=11, fill="#4b4b4b", align="right",
           box=(end, y + 22, x + width - 10 - end, 18))
    return y + 44


def choosing(view, options: Options, h: Highlights) -> bool:
    """Whether a power takes a card from the discard pile now (its cards are then shown to click)."""
    return bool(h.discard) or options.selection.get("discard") is not None


def piles_strip_height(view, h: Highlights, width: float, options: Options | None = None) -> float:
    if not (h.discard or (options and options.selection.get("discard") is not None)):
        return 78
    per_row = int((width - 16) // PILE_CARD[2])
    rows = max(1, -(-min(len(view.discard), PILE_SHOWN) // per_row))
    return 78 + 16 + rows * (PILE_CARD[1] + 4) + 4


def draw_piles_strip(d: Drawing, view, options: Options, labels, h: Highlights, box: tuple) -> None:
    x, y, width, height = box
    d.rect(x, y, width, height, fill="#ffffff", stroke="#b2bec3", width=1.5, radius=8)
    w, hh = SMALL_CARD
    columns = ((x + 4, 46), (x + 50, 72), (x + 122, 60))        # deck, discard, in play: (left, width)
    for (left, room), text, bold in zip(columns, (labels["deck"], f"{labels['discard']} {len(view.discard)}",
                                                  labels["in_play"]), (False, False, True)):
        if text == labels["in_play"] and view.in_play is None:
            continue
        d.text(left + room / 2, y + 11, text, size=11, fill="#4b4b4b", align="center", bold=bold,
               box=(left, y + 2, room, 18))
    top = y + 22
    deck_x = columns[0][0] + (columns[0][1] - w) / 2
    card_back(d, deck_x, top, w, hh)
    d.card(deck_x, top, w, hh)                                  # its count is read like a card's rank
    d.text(deck_x + w / 2, top + hh / 2, view.deck_size, size=16, fill="#fff", align="center", bold=True)
    pile_x = columns[1][0] + (columns[1][1] - w) / 2
    if view.discard:
        draw_pile_card(d, pile_x, top, w, hh, view.discard[-1], labels)
    else:
        d.rect(pile_x, top, w, hh, stroke=OPEN_CELL, dash=(4, 3), radius=4)
    if view.in_play is not None:
        usable = options.interactive and view.in_play in h.hand
        chosen = options.selection.get("card") == view.in_play
        draw_pile_card(d, columns[2][0] + (columns[2][1] - w) / 2, top, w, hh, view.in_play, labels,
                       outline=SELECTED if chosen else HIGHLIGHT if usable else None,
                       key=("hand", view.in_play) if usable else None)
    roll_box(d, view, labels, (x + 188, y, x + width - 8 - (x + 188), 78))
    if choosing(view, options, h):
        pile(d, view, options, labels, h, (x, y + 78, width))


def roll_box(d: Drawing, view, labels, box: tuple) -> None:
    """The reshuffles, then the last expulsion roll: each die with its role and total, and the outcome."""
    x, y, width, height = box
    done = view.reshuffles >= data.MAX_RESHUFFLES
    d.text(x, y + 12, labels["reshuffles"].format(n=view.reshuffles, top=data.MAX_RESHUFFLES), size=12,
           fill="#b03a2e" if done else "#222", bold=True, box=(x, y + 2, width, 20))
    d.text(x, y + 30, labels["dice"], size=11, fill="#4b4b4b", bold=True, box=(x, y + 21, width, 18))
    if view.last_roll is None:
        d.text(x, y + 50, labels["no_roll"], size=11, fill="#636e72", box=(x, y + 40, width, 20))
        return
    roll = view.last_roll
    mine, theirs, attack, defence = roll.dice
    for row, (role, die, total, seat) in enumerate(((labels["attacker"], mine, attack, roll.attacker),
                                                    (labels["defender"], theirs, defence, roll.defender))):
        ry = y + 40 + row * 19
        draw_die(d, x, ry, 17, die, SEAT_COLOURS[seat])
        d.text(x + 22, ry + 9, labels["roll"].format(role=role, total=total), size=11, fill="#222", bold=True,
               box=(x + 20, ry, width - 90, 18))
    expelled = roll.outcome == "expelled"
    d.text(x + width, y + 59, labels["expelled"] if expelled else labels["held"], size=12,
           fill="#b03a2e" if expelled else "#027a5a", align="right", bold=True,
           box=(x + width - 70, y + 48, 70, 22))


def pile(d: Drawing, view, options: Options, labels, h: Highlights, box: tuple) -> None:
    """The discard pile's cards (the last PILE_SHOWN, as the wide board shows), the ones to pick outlined."""
    x, y, width = box
    d.text(x + 10, y + 8, labels["discard_pile"].format(n=len(view.discard)), size=11, fill="#4b4b4b",
           box=(x, y, width, 16))
    w, hh, step = PILE_CARD
    per_row = int((width - 16) // step)
    chosen = options.selection.get("discard")
    for n, card in enumerate(view.discard[-PILE_SHOWN:]):
        row, col = divmod(n, per_row)
        usable = options.interactive and card in h.discard
        draw_pile_card(d, x + 10 + col * step, y + 18 + row * (hh + 4), w, hh, card, labels,
                       outline=SELECTED if card == chosen else HIGHLIGHT if usable else None,
                       key=("discard", card) if usable else None)

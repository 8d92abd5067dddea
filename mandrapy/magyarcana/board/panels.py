"""The Magyarcana side panels: each seat (score, supply, hand), then the deck, discard pile and dice."""

from __future__ import annotations

from ...core.drawing import Drawing, Options
from .. import data
from .highlights import Highlights
from .layout import (HAND_H, HAND_SIZES, HAND_W, PANEL_W, PANEL_X, PILE_H, PILE_PER_ROW, PILE_STEP, PILE_W, PILES_H,
                     PILES_Y, SEAT_H, SEAT_Y)
from .pieces import HIGHLIGHT, OPEN_CELL, SEAT_COLOURS, SEAT_DARK, SELECTED, card_back, card_face, draw_die, pyramid
from ...widgets.controls import text_width
from .words import seat_name

PILE_SHOWN = PILE_PER_ROW * 3          # the last discarded cards shown face up, in every layout


def draw_pile_card(d: Drawing, x, y, w, h, card, labels, outline=None, faded=False, key=None):
    if card is None:
        card_back(d, x, y, w, h)
        if faded:
            d.rect(x, y, w, h, fill="#ffffff", alpha=0.5, radius=3)
    else:
        card_face(d, x, y, w, h, card, labels, small=True, faded=faded)
        d.card(x, y, w, h)
    if outline:
        d.rect(x - 2, y - 2, w + 4, h + 4, stroke=outline, width=3, radius=4)
    if key is not None:
        d.target(key, x, y, w, h)


def hand_size(hand) -> tuple:
    """(up to n cards shown, card width, card height, step) for a hand of this many cards."""
    return next((size for size in HAND_SIZES if len(hand) <= size[0]), HAND_SIZES[-1])


def seat_height(view, seat: int, per_row: tuple, compact: bool) -> float:
    """The height of a seat's panel drawn by ``draw_seat`` with ``per_row`` and ``compact``."""
    hand = view.hands[seat]
    if hand is None:
        return 62 if compact else SEAT_H
    most, _, hh, _ = hand_size(hand)
    row = per_row[0] if len(hand) <= HAND_SIZES[0][0] else per_row[1]
    rows = max(1, -(-min(len(hand), most) // row))
    one_row = 68 + HAND_SIZES[0][2] + 14          # kept whatever the hand: the panels below stay in place
    return max(one_row, 68 + rows * (hh + 6) + (24 if len(hand) > most else 8))


def draw_seat(d: Drawing, view, seat: int, options: Options, labels, h: Highlights, box: tuple = (),
              per_row: tuple = (6, 8), compact: bool = False):
    """A seat's panel in ``box`` (x, y, w, h; by default its place on the wide board). ``per_row``: hand
    cards a row for up to 6 cards and for more; ``compact``: a hidden hand as a count only."""
    x, y, width, height = box or (PANEL_X, SEAT_Y[seat], PANEL_W, SEAT_H)
    active = view.to_play == seat
    colour = SEAT_COLOURS[seat]
    d.rect(x, y, width, height, fill="#ffffff", stroke=colour if active else "#b2bec3", width=4 if active else 1.5,
           radius=8)
    d.rect(x, y, 9, height, fill=colour, radius=3)
    controlled = sum(1 for t in view.territories if seat in t.controllers)
    score = f"{labels['score'].format(n=view.scores[seat])} · {labels['controls'].format(n=controlled)}"
    score_w = text_width(score, 13)
    d.text(x + 18, y + 17, seat_name(seat, view, options, labels), size=14, fill="#222", bold=True,
           box=(x, y, width - score_w - 24, 30))
    d.text(x + width - 12, y + 17, score, size=13, fill=SEAT_DARK[seat], align="right", bold=True,
           box=(x + width - 12 - score_w, y, score_w, 30))
    # supply: one pyramid per size with how many are left
    d.text(x + 18, y + 42, labels["supply"], size=12, fill="#555", box=(x, y + 32, 90 - 14, 20))
    sx = x + 90
    for pips, count in view.supply[seat]:
        pyramid(d, sx, y + 52, 12 + 4 * pips, seat, pips, alpha=1.0 if count else 0.3)
        d.text(sx + 13, y + 45, f"×{count}", size=12, fill="#222", bold=True)
        sx += 62
    # hand: face up (own, or everything for a teacher) and clickable on its turn, else a row of backs
    hand = view.hands[seat]
    top = y + 68
    if hand is None and compact:
        count = labels["hidden_hand"].format(n=view.hand_sizes[seat])
        d.text(x + width - 12, y + 42, count, size=12, fill="#555", align="right",
               box=(sx, y + 32, x + width - 12 - sx, 20))
        return
    if hand is None:
        d.text(x + 18, top + 8, labels["hidden_hand"].format(n=view.hand_sizes[seat]), size=12, fill="#555")
        for n in range(min(view.hand_sizes[seat], 16)):
            card_back(d, x + 18 + n * 22, top + 22, 42, 58)
        return
    clickable = options.interactive and active and bool(view.legal_actions)
    chosen = options.selection.get("card")
    most, w, hh, step = hand_size(hand)
    row_of = per_row[1] if len(hand) > HAND_SIZES[0][0] else per_row[0]
    for n, card in enumerate(hand[:most]):
        row, col = divmod(n, row_of)
        cx, cy = x + 18 + col * step, top + row * (hh + 6)
        if card == chosen:
            cy -= 4
        usable = clickable and card in h.hand
        draw_pile_card(d, cx, cy, w, hh, card, labels,
                       outline=SELECTED if card == chosen else HIGHLIGHT if usable else None,
                       faded=clickable and not usable, key=("hand", card) if clickable else None)
    if len(hand) > most:
        d.text(x + width - 12, y + height - 12, f"+{len(hand) - most}", size=13, fill="#222", align="right",
               bold=True)


def piles_height(view, per_row: int) -> float:
    """The height of the piles panel drawn by ``draw_piles`` with ``per_row`` discarded cards a row."""
    rows = max(1, -(-min(len(view.discard), PILE_SHOWN) // per_row))
    return 114 + 10 + rows * (PILE_H + 4) + 6


def draw_piles(d: Drawing, view, options: Options, labels, h: Highlights, box: tuple = (),
               per_row: int = PILE_PER_ROW):
    """Deck, discard, the card in play, the dice and the discard pile in ``box`` (by default their place on
    the wide board), ``per_row`` discarded cards a row."""
    x, y, width, height = box or (PANEL_X, PILES_Y, PANEL_W, PILES_H)
    d.rect(x, y, width, height, fill="#ffffff", stroke="#b2bec3", width=1.5, radius=8)
    # deck, discard, the card in play
    d.text(x + 12 + HAND_W / 2, y + 13, labels["deck"], size=11, fill="#555", align="center",
           box=(x + 4, y, 52, 22))
    card_back(d, x + 12, y + 22, HAND_W, HAND_H)
    d.card(x + 12, y + 22, HAND_W, HAND_H)                  # its count is read like a card's rank
    d.text(x + 12 + HAND_W / 2, y + 22 + HAND_H / 2, view.deck_size, size=18, fill="#fff", align="center",
           bold=True)
    d.text(x + 70 + HAND_W / 2, y + 13, f"{labels['discard']} {len(view.discard)}", size=11, fill="#555",
           align="center", box=(x + 56, y, 76, 22))
    if view.discard:
        draw_pile_card(d, x + 70, y + 22, HAND_W, HAND_H, view.discard[-1], labels)
    else:
        d.rect(x + 70, y + 22, HAND_W, HAND_H, stroke=OPEN_CELL, dash=(4, 3), radius=4)
    d.text(x + 12, y + 100, labels["reshuffles"].format(n=view.reshuffles, top=data.MAX_RESHUFFLES), size=12,
           fill="#c0392b" if view.reshuffles >= data.MAX_RESHUFFLES else "#222", bold=True)
    if view.in_play is not None:
        usable = options.interactive and view.in_play in h.hand
        chosen = options.selection.get("card") == view.in_play
        d.text(x + 140 + HAND_W / 2, y + 13, labels["in_play"], size=11, fill="#555", align="center", bold=True,
               box=(x + 136, y, 66, 22))
        draw_pile_card(d, x + 140, y + 22, HAND_W, HAND_H, view.in_play, labels,
                       outline=SELECTED if chosen else HIGHLIGHT if usable else None,
                       key=("hand", view.in_play) if usable else None)
    # the last expulsion's dice
    dx = x + 206
    dice_box = (dx, y, x + width - 6 - dx, 100)
    d.text(dx, y + 13, labels["dice"], size=11, fill="#555", bold=True, box=dice_box)
    if view.last_roll is None:
        d.text(dx, y + 50, labels["no_roll"], size=11, fill="#636e72", box=dice_box)
    else:
        roll = view.last_roll
        mine, theirs, attack, defence = roll.dice
        colours = (SEAT_COLOURS[roll.attacker], SEAT_COLOURS[roll.defender])
        for row, (role, die, total, colour) in enumerate(((labels["attacker"], mine, attack, colours[0]),
                                                          (labels["defender"], theirs, defence, colours[1]))):
            ry = y + 24 + row * 34
            draw_die(d, dx, ry, 28, die, colour)
            d.text(dx + 35, ry + 14, labels["roll"].format(role=role, total=total), size=11, fill="#222", bold=True,
                   box=(dx + 32, ry, 94, 28))
        expelled = roll.outcome == "expelled"
        d.text(dx + 158, y + 56, labels["expelled"] if expelled else labels["held"], size=12,
               fill="#c0392b" if expelled else "#027a5a", align="center", bold=True, box=(dx + 126, y + 40, 64, 32))
    # the discard pile, face up (public); clickable when a power takes from it
    top = y + 114
    d.text(x + 12, top, labels["discard_pile"].format(n=len(view.discard)), size=11, fill="#555",
           box=(x, top - 8, width, 16))
    chosen = options.selection.get("discard")
    shown = view.discard[-PILE_SHOWN:]
    for n, card in enumerate(shown):
        row, col = divmod(n, per_row)
        usable = options.interactive and card in h.discard
        draw_pile_card(d, x + 12 + col * PILE_STEP, top + 10 + row * (PILE_H + 4), PILE_W, PILE_H, card, labels,
                       outline=SELECTED if card == chosen else HIGHLIGHT if usable else None,
                       faded=bool(h.discard) and not usable, key=("discard", card) if usable else None)

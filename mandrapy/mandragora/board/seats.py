"""A seat's panel: its name and markers, scrolls, spells cast and hand.

A panel is drawn at its own (0, 0): the wide board places the panels one under another right of the
table, the narrow one under the table, each through ``Drawing.moved``.
"""

from __future__ import annotations

from ...core.drawing import Drawing, Options
from ...core.labels import fill
from ...core.measure import line_width
from ..cards import Item
from .pieces import COLOURS, HIGHLIGHT, INK, SEAT_COLOURS, card_back, draw_card
from .strips import draw_badges, markers, seat_title

SPELL_W, SPELLS_SHOWN = 72, 6
SCROLLS_SHOWN = 8                # then "+n", clear of the score at the right
HAND_SHOWN = 14                  # different cards shown in a hand: what the wide panel has room for
HAND_Y = 102                     # the hand's row when spells are shown (narrow panels keep it always)
# The spells' label, and their row under it: clear of the ring a cast spell is marked with (3 units out).
SPELLS_LABEL, SPELL_Y = 53, 65
SCROLL_W, SCROLL_H = 24, 22      # a scroll card: 24 wide, so its number reads at 11 px
# A narrow panel's height: a hidden hand is a count on the name's row; a hand shown is a row of cards.
NARROW_HIDDEN, NARROW_SHOWN = 102, 158


def spell_rect(index: int):
    """(x, y, w, h) of the ``index``-th spell cast in a panel, or None when it is not shown."""
    if not 0 <= index < SPELLS_SHOWN:
        return None
    return 16 + index * (SPELL_W + 2), SPELL_Y, SPELL_W, 32


def narrow_height(seat) -> int:
    return NARROW_HIDDEN if seat.hand is None else NARROW_SHOWN


def draw_seat(d: Drawing, view, seat, options: Options, labels, hand_items: set, width: float, height: float,
              narrow: bool = False) -> None:
    """``seat``'s panel, ``width`` x ``height``, at (0, 0) of ``d``."""
    active = seat.seat == view.to_play
    d.rect(0, 0, width, height, fill="#fff" if not seat.dropped_out else "#eceff1",
           stroke=SEAT_COLOURS[seat.seat] if active else "#b2bec3", width=4 if active else 1.5, radius=8)
    d.rect(0, 0, 8, height, fill=SEAT_COLOURS[seat.seat], radius=3)
    title = seat_title(seat, view, options, labels)
    size = 14 if line_width(title, 14, bold=True) <= 178 else 12       # "(computer)" and a team: 12 px
    bx = max(200, 16 + line_width(title, size, bold=True) + 10)
    d.text(16, 14, title, size=size, fill="#222", bold=True, box=(0, 0, bx - 6, 28))
    draw_badges(d, bx, 5, markers(seat, view, labels))
    if seat.score is not None:
        d.text(width - 12, 36, fill(labels["score"], options.language, n=seat.score), size=13, fill="#222",
               align="right", bold=True, box=(width - 120, 26, 116, 20))
    # scrolls and spells
    d.text(16, 36, fill(labels["scrolls"], options.language, total=seat.curses), size=11, fill="#6d4c41",
           box=(0, 26, 168, 20))
    for n, curses in enumerate(seat.scrolls[:SCROLLS_SHOWN]):
        draw_card(d, 170 + n * (SCROLL_W + 2), 25, SCROLL_W, SCROLL_H, Item.named(f"scroll {curses}"), labels)
    if len(seat.scrolls) > SCROLLS_SHOWN:
        d.text(170 + SCROLLS_SHOWN * (SCROLL_W + 2) + 2, 36, f"+{len(seat.scrolls) - SCROLLS_SHOWN}", size=12,
               fill="#222", bold=True)
    d.text(16, SPELLS_LABEL, labels["spells"].format(points=seat.spell_points), size=11, fill="#6d214f",
           box=(0, SPELLS_LABEL - 8, width - 10, 16))
    shown = seat.spells[:SPELLS_SHOWN]
    for n, spell in enumerate(shown):       # spell name over "level + book" (the scoring's order)
        colour, ink = COLOURS.get(spell.book.colour, "#ccc"), INK.get(spell.book.colour, "#222")
        box = x, y, _, _ = spell_rect(n)
        d.rect(*box, fill=colour, stroke="#222", radius=3)
        d.card(*box)
        d.text(x + SPELL_W / 2, y + 8, labels["spell_short"][spell.spell.name], size=11, fill=ink,
               align="center", box=box)
        book = spell.book.value if spell.book.is_book else "M"
        d.text(x + SPELL_W / 2, y + 23, labels["spell_points"].format(level=spell.spell.level, book=book),
               size=11, fill=ink, align="center", bold=True, box=box)
    if len(seat.spells) > len(shown):
        d.text(16 + len(shown) * (SPELL_W + 2) + 4, SPELL_Y + 16, f"+{len(seat.spells) - len(shown)}", size=12,
               fill="#222", bold=True)
    hy = HAND_Y if seat.spells or narrow else 70
    if seat.hand is None:
        hidden = labels["hidden_hand"].format(n=seat.hand_size)
        if narrow:          # on the name's row, right of the markers: the count is the fact, not the backs
            d.text(width - 12, 14, hidden, size=12, fill="#555", align="right", box=(bx, 0, width - bx - 8, 28))
            return
        d.text(16, hy + 14, hidden, size=12, fill="#555", box=(0, hy, 168, 28))
        for n in range(min(seat.hand_size, 16)):
            card_back(d, 170 + n * 9, hy + 2, 16, 24)
        return
    draw_hand(d, view, seat, options, labels, hand_items, hy)


def draw_hand(d: Drawing, view, seat, options: Options, labels, hand_items: set, hy: float) -> None:
    active = seat.seat == view.to_play
    d.text(16, hy + 14, labels["hand"], size=12, fill="#222", bold=True)
    counts: dict = {}
    for item in seat.hand:
        counts[item] = counts.get(item, 0) + 1
    x = 60
    for item, copies in list(counts.items())[:HAND_SHOWN]:
        chosen = options.selection.get(item, 0) if active else 0
        usable = active and item in hand_items
        # (no choices shown, as in an exercise's picture: nothing is faded, nothing gives an answer away)
        faded = active and bool(view.legal_actions) and not usable
        draw_card(d, x, hy, 26, 36, item, labels, outline=HIGHLIGHT if chosen else None, faded=faded)
        if copies > 1:
            d.text(x + 13, hy + 45, f"×{copies}", size=11, fill="#222", align="center")
        if chosen:
            d.circle(x + 24, hy + 2, 8, fill=HIGHLIGHT, stroke="#fff")
            d.text(x + 24, hy + 2, chosen, size=11, fill="#222", align="center", bold=True,
                   box=(x + 16, hy - 6, 16, 16))      # a badge on the card's corner, not the card's letters
        if usable:
            d.target(("hand", item), x, hy, 26, 36)
        x += 31

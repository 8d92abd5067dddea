"""The compact board's right side: the deciding seat's own panel, full (markers, scrolls, spells cast, hand),
and every other seat as a strip of labelled counts (name, markers, score, scrolls, hand, spell points).

Both are drawn at their own (0, 0) and laid out by :mod:`.compact`, which gives the own panel what the strips
leave. Their heights come from :func:`own_height` and :func:`strip_height`, so they are known before drawing.
"""

from __future__ import annotations

from ...core.drawing import Drawing, Options
from ...core.labels import fill
from ...core.measure import line_width
from .. import data
from ..cards import Item
from .pieces import COLOURS, HIGHLIGHT, INK, SEAT_COLOURS, draw_card, seat_name

PAD = 14                          # text's left edge, right of the seat's colour bar
LINE = 16                         # a strip's line
ROW_A = 22                        # the own panel's name row (and a row of markers, when they need their own)
SCROLL_W, SCROLL_H, SCROLLS_SHOWN = 24, 22, 8
SPELL_W, SPELL_H = 64, 32         # "Disparaître" at 11 units is 61 wide
HAND_W, HAND_H, HAND_STEP, HAND_X = 24, 30, 25, 50      # 12 different cards a row
HAND_ROW = HAND_H + 12            # a row of the hand: the cards, then "×n" under those held twice or more


def seat_title(seat, view, options: Options, labels) -> str:
    title = seat_name(seat.seat, view, options, labels)
    if view.teams:
        title += f"  [{'AB'[next(t for t, team in enumerate(data.TEAMS) if seat.seat in team)]}]"
    return title


def markers(seat, view, labels) -> list:
    """(text, colour) of the markers ``seat`` holds: the Curse marker, the countdown, dropped out."""
    found = []
    if seat.has_curse_marker:
        found.append((labels["curse_marker"], "#b71c1c"))
    if view.countdown_holder == seat.seat and view.countdown:
        found.append((labels["countdown"].format(face=view.countdown), "#6c5ce7"))
    if seat.dropped_out:
        found.append((labels["dropped"], "#636e72"))
    return found


def badge_width(text: str) -> float:
    return 12 + line_width(text, 11, bold=True)


def draw_badges(d: Drawing, x: float, y: float, badges) -> None:
    """Markers as white words on their colour, from (x, y) (their row's top) rightwards."""
    for text, colour in badges:
        w = badge_width(text)
        d.rect(x, y, w, 18, fill=colour, radius=9)
        d.text(x + w / 2, y + 9, text, size=11, fill="#fff", align="center", bold=True, box=(x, y, w, 18))
        x += w + 6


def badges_width(badges) -> float:
    return sum(badge_width(text) + 6 for text, _ in badges)


def score_text(seat, options: Options, labels) -> str:
    return fill(labels["score"], options.language, n=seat.score) if seat.score is not None else ""


def frame(d: Drawing, view, seat, width: float, height: float) -> None:
    active = seat.seat == view.to_play
    d.rect(0, 0, width, height, fill="#fff" if not seat.dropped_out else "#eceff1",
           stroke=SEAT_COLOURS[seat.seat] if active else "#b2bec3", width=4 if active else 1.5, radius=8)
    d.rect(0, 0, 7, height, fill=SEAT_COLOURS[seat.seat], radius=3)


# ---------------------------------------------------------------------------------------------- strips
def strip_facts(seat, options: Options, labels) -> str:
    """The counts a player watches of another seat, each with its word."""
    hand = len(seat.hand) if seat.hand is not None else seat.hand_size
    return " · ".join((fill(labels["scrolls"], options.language, total=seat.curses),
                         labels["hand_count"].format(n=hand), labels["spell_count"].format(points=seat.spell_points)))


def strip_lines(seat, view, options: Options, labels, width: float) -> list:
    """The strip's lines, each a list of parts: ("name", text), ("score", text), ("facts", text) and
    ("badges", [(text, colour)]); markers go where they fit (after the name, after the facts, else below)."""
    title, score, facts = seat_title(seat, view, options, labels), score_text(seat, options, labels), \
        strip_facts(seat, options, labels)
    badges = markers(seat, view, labels)
    room = width - PAD - 10
    first = [("name", title)] + ([("score", score)] if score else [])
    used = line_width(title, 12, True) + (line_width(score, 12, True) + 12 if score else 0) + 8
    second = [("facts", facts)]
    if not badges:
        return [first, second]
    if used + badges_width(badges) <= room:
        return [first + [("badges", badges)], second]
    if line_width(facts, 11) + 8 + badges_width(badges) <= room:
        return [first, second + [("badges", badges)]]
    return [first, second, [("badges", badges)]]


def strip_height(seat, view, options: Options, labels, width: float) -> float:
    return 6 + LINE * len(strip_lines(seat, view, options, labels, width))


def draw_strip(d: Drawing, view, seat, options: Options, labels, width: float, height: float) -> None:
    """Another seat as a strip, ``width`` x ``height``, at (0, 0) of ``d``."""
    frame(d, view, seat, width, height)
    for n, parts in enumerate(strip_lines(seat, view, options, labels, width)):
        y = 3 + LINE * n
        x: float = PAD
        for kind, value in parts:
            if kind == "name":
                d.text(x, y + 9, value, size=12, fill="#222", bold=True, box=(0, y, width, LINE))
                x += line_width(value, 12, True) + 8
            elif kind == "facts":
                d.text(x, y + 9, value, size=11, fill="#4b4b4b", box=(0, y, width, LINE))
                x += line_width(value, 11) + 8
            elif kind == "score":
                d.text(width - 10, y + 9, value, size=12, fill="#222", align="right", bold=True,
                       box=(0, y, width - 4, LINE))
            else:
                draw_badges(d, x, y, value)


# ---------------------------------------------------------------------------------------------- own panel
def scrolls_shown(seat, options: Options, labels, width: float) -> tuple:
    """(where the scroll cards start, how many are shown) in the own panel's scrolls row."""
    left = PAD + line_width(fill(labels["scrolls"], options.language, total=seat.curses), 11) + 8
    fits = min(int((width - left - 30) // (SCROLL_W + 2)), SCROLLS_SHOWN)
    return left, len(seat.scrolls) if len(seat.scrolls) <= fits else fits - 1


def own_rows(seat, view, options: Options, labels, width: float) -> dict:
    """Where the own panel's rows start (name, scrolls, spells' label, spells, hand), where its markers go
    ((x, y): after the name, else right of the scrolls, else on a row of their own) and how many cards a row
    of its hand holds."""
    title, score = seat_title(seat, view, options, labels), score_text(seat, options, labels)
    badges = markers(seat, view, labels)
    after_name = PAD + line_width(title, 13, True) + 10
    rows, y = {"name": 3, "badges": (after_name, 4)}, 3 + ROW_A
    left, shown = scrolls_shown(seat, options, labels, width)
    after_scrolls = left + (shown + (shown < len(seat.scrolls))) * (SCROLL_W + 2) + 24
    if badges and after_name + badges_width(badges) + line_width(score, 13, True) + 10 > width:
        if after_scrolls + badges_width(badges) <= width:
            rows["badges"] = (after_scrolls, y + 2)
        else:
            rows["badges"], y = (PAD, y), y + 20
    rows["scrolls"], y = y, y + SCROLL_H + 2
    rows["label"], y = y, y + 18        # clear of the ring a spell cast since one's last turn is marked with
    rows["spells"], y = y, y + SPELL_H + 6
    rows["hand"] = y
    rows["per_row"] = int((width - HAND_X - 6) // HAND_STEP)
    return rows


def hand_items(seat) -> list:
    counts: dict = {}
    for item in seat.hand or ():
        counts[item] = counts.get(item, 0) + 1
    return list(counts.items())


def own_height(seat, view, options: Options, labels, width: float) -> float:
    rows = own_rows(seat, view, options, labels, width)
    if seat.hand is None:
        return rows["hand"] + 24
    lines = max(1, -(-len(hand_items(seat)) // rows["per_row"]))
    return rows["hand"] + lines * HAND_ROW


def spells_shown(seat, width: float) -> int:
    """How many spells cast the own panel shows (then "+n")."""
    room = width - PAD - 4
    if len(seat.spells) * (SPELL_W + 2) <= room:
        return len(seat.spells)
    return int((room - 26) // (SPELL_W + 2))


def own_spell_rect(index: int, rows: dict, shown: int):
    """(x, y, w, h) of the ``index``-th spell cast in the own panel, or None when it is not shown."""
    if not 0 <= index < shown:
        return None
    return PAD + index * (SPELL_W + 2), rows["spells"], SPELL_W, SPELL_H


def draw_own(d: Drawing, view, seat, options: Options, labels, usable: set, width: float, height: float) -> None:
    """The deciding seat's panel, ``width`` x ``height``, at (0, 0) of ``d``: all it owns, and its hand."""
    frame(d, view, seat, width, height)
    rows = own_rows(seat, view, options, labels, width)
    title, score = seat_title(seat, view, options, labels), score_text(seat, options, labels)
    d.text(PAD, rows["name"] + 10, title, size=13, fill="#222", bold=True, box=(0, rows["name"], width, 20))
    if score:
        d.text(width - 10, rows["name"] + 10, score, size=13, fill="#222", align="right", bold=True,
               box=(0, rows["name"], width - 4, 20))
    draw_badges(d, *rows["badges"], markers(seat, view, labels))
    draw_scrolls(d, seat, options, labels, rows["scrolls"], width)
    d.text(PAD, rows["label"] + 7, labels["spells"].format(points=seat.spell_points), size=11, fill="#6d214f",
           box=(0, rows["label"], width, 13))
    shown = spells_shown(seat, width)
    for n, spell in enumerate(seat.spells[:shown]):
        colour, ink = COLOURS.get(spell.book.colour, "#ccc"), INK.get(spell.book.colour, "#222")
        box = x, y, w, _ = own_spell_rect(n, rows, shown)
        d.rect(*box, fill=colour, stroke="#222", radius=3)
        d.card(*box)
        d.text(x + w / 2, y + 8, labels["spell_short"][spell.spell.name], size=11, fill=ink, align="center", box=box)
        book = spell.book.value if spell.book.is_book else "M"
        d.text(x + w / 2, y + 23, labels["spell_points"].format(level=spell.spell.level, book=book), size=11,
               fill=ink, align="center", bold=True, box=box)
    if len(seat.spells) > shown:
        x = PAD + shown * (SPELL_W + 2) + 2
        d.text(x, rows["spells"] + 16, f"+{len(seat.spells) - shown}", size=12, fill="#222", bold=True,
               box=(x, rows["spells"], width - x, SPELL_H))
    draw_hand(d, view, seat, options, labels, usable, rows, width)


def draw_scrolls(d: Drawing, seat, options: Options, labels, y: float, width: float) -> None:
    text = fill(labels["scrolls"], options.language, total=seat.curses)
    d.text(PAD, y + SCROLL_H / 2, text, size=11, fill="#6d4c41", box=(0, y, width, SCROLL_H))
    left, count = scrolls_shown(seat, options, labels, width)
    shown = seat.scrolls[:count]
    for n, curses in enumerate(shown):
        draw_card(d, left + n * (SCROLL_W + 2), y, SCROLL_W, SCROLL_H, Item.named(f"scroll {curses}"), labels)
    if len(shown) < len(seat.scrolls):
        x = left + len(shown) * (SCROLL_W + 2) + 2
        d.text(x, y + SCROLL_H / 2, f"+{len(seat.scrolls) - len(shown)}", size=12, fill="#222", bold=True,
               box=(x, y, width - x, SCROLL_H))


def draw_hand(d: Drawing, view, seat, options: Options, labels, usable: set, rows: dict, width: float) -> None:
    top = rows["hand"]
    if seat.hand is None:
        d.text(PAD, top + 10, labels["hidden_hand"].format(n=seat.hand_size), size=12, fill="#555",
               box=(0, top, width, 20))
        return
    d.text(PAD, top + 12, labels["hand"], size=12, fill="#222", bold=True, box=(0, top, HAND_X, 24))
    active = seat.seat == view.to_play
    for n, (item, copies) in enumerate(hand_items(seat)):
        x = HAND_X + (n % rows["per_row"]) * HAND_STEP
        y = top + (n // rows["per_row"]) * HAND_ROW
        chosen = options.selection.get(item, 0) if active else 0
        draw_card(d, x, y, HAND_W, HAND_H, item, labels, outline=HIGHLIGHT if chosen else None,
                  faded=active and bool(view.legal_actions) and item not in usable)    # (none shown: none faded)
        if copies > 1:
            d.text(x + HAND_W / 2, y + HAND_H + 6, f"×{copies}", size=11, fill="#222", align="center",
                   box=(x - 1, y + HAND_H, HAND_STEP, 12))
        if chosen:
            d.circle(x + HAND_W + 1, y + 1, 8, fill=HIGHLIGHT, stroke="#fff")    # clear of the card's letters
            d.text(x + HAND_W + 1, y + 1, chosen, size=11, fill="#222", align="center", bold=True,
                   box=(x + HAND_W - 7, y - 7, 16, 16))
        if active and item in usable:
            d.target(("hand", item), x, y, HAND_W, HAND_H)

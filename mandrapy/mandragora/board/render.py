"""Drawing a Mandragora view: a pure function ``draw(view, options) -> Drawing``.

Nothing here touches a widget: the board paints the returned drawing on its canvas, and the static
fallback writes it as SVG. Highlights come from ``view.legal_actions`` (the engine's own checks), so the
board never offers what the rules refuse.
"""

from __future__ import annotations

import math

from ...core.drawing import Drawing, Options
from ...core.labels import fill, seat_name as name_seat
from ...widgets.controls import button, choice_bar, fitting_size, text_width, wrap
from .. import data
from ..actions import (Banish, Cast, Disappear, DropOut, GiveBack, GiveCurse, Levitate, Replicate, Seek,
                       SubstituteFrom, TeamAsk, TeamDecline, TeamExchange, TeamGive, TeamHandOver, Transfer)
from ..cards import Item
from .labels import LABELS, item_label
from .marks import draw_marks, draw_paths, mark_facts

WIDTH, HEIGHT = 1180, 800
HEADER = 64
CENTRE = (330, HEADER + 345)
RING = 255
TILE_W, TILE_H = 112, 84
PANEL_X = 650
SPELL_W, SPELLS_SHOWN = 72, 6
PROMPT_X = 170                   # the header's prompt, clear of the title
FOOTER = 66

# Okabe-Ito hues (told apart under the common colour-blindnesses), and a letter on every card besides.
COLOURS = {"purple": "#cc79a7", "red": "#d55e00", "yellow": "#f0e442", "green": "#009e73",
           "blue": "#0072b2", "black": "#2d3436", "white": "#f7f1e3"}
INK = {"purple": "#222", "red": "#fff", "yellow": "#222", "green": "#fff", "blue": "#fff", "black": "#fff",
       "white": "#5d4037"}
SMALLEST = 11            # no text under 11 px at 100% zoom
SEAT_COLOURS = ("#e17055", "#0984e3", "#00b894", "#6c5ce7")
DAY_TILE, NIGHT_TILE = "#fdf6e3", "#2c3e66"
HIGHLIGHT = "#ff9f1a"
ASSISTANT = "#6c5ce7"
SCROLL_FILL = "#f3e0b5"
CARD_BACK = "#34495e"


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


def stack_rect(level: int) -> tuple:
    """(x, y, w, h) of the spell stack of ``level`` (1 to 5) in the centre."""
    w, h, gap = 68, 90, 6
    left = CENTRE[0] - (5 * w + 4 * gap) / 2
    return left + (level - 1) * (w + gap), CENTRE[1] - 20, w, h


def seat_top(view, seat: int) -> tuple:
    """(y, height) of ``seat``'s panel."""
    top, bottom = HEADER + 6, HEIGHT - FOOTER - 6
    height = (bottom - top) / view.players
    return top + seat * height, height


def spell_rect(view, seat: int, index: int):
    """(x, y, w, h) of the ``index``-th spell ``seat`` cast, or None when it is not shown."""
    if not 0 <= index < SPELLS_SHOWN:
        return None
    y, _ = seat_top(view, seat)
    return PANEL_X + 16 + index * (SPELL_W + 2), y + 62, SPELL_W, 32


def shop_position(index: int) -> tuple:
    angle = -math.pi / 2 + 2 * math.pi * index / data.SHOP_COUNT
    return CENTRE[0] + RING * math.cos(angle), CENTRE[1] + RING * math.sin(angle)


# ------------------------------------------------------------------------------------ pieces
def draw_card(d: Drawing, x, y, w, h, item: Item | None, labels: dict, outline=None):
    """One card: an ingredient, a spellbook, a mandrake, a scroll, or a back (None).

    Every face carries a letter besides its colour (the colour's initial, "M" for a mandrake); a book shows
    its colour's initial over its value, a scroll its curses."""
    box = (x, y, w, h)
    big = max(SMALLEST, min(w, h) * 0.45)
    if item is None:
        d.rect(x, y, w, h, fill=CARD_BACK, stroke="#1b2631", radius=3)
        d.text(x + w / 2, y + h / 2, "?", size=big, fill="#aab7c4", align="center", bold=True, box=box)
    elif item.is_scroll:
        d.rect(x, y, w, h, fill=SCROLL_FILL, stroke="#8d6e63", radius=3)
        d.text(x + w / 2, y + h / 2, "☠" * item.value if w >= 26 else str(item.value),
               size=max(SMALLEST, min(w / 2.2, h / 2.2)), fill="#b71c1c", align="center", bold=True, box=box)
    elif item.is_mandrake:
        d.rect(x, y, w, h, fill=COLOURS["white"], stroke="#8d6e63", width=1.5, radius=3)
        d.text(x + w / 2, y + h / 2, "M", size=big, fill=INK["white"], align="center", bold=True, box=box)
    elif item.is_book:
        ink = INK[item.colour]
        d.rect(x, y, w, h, fill=COLOURS[item.colour], stroke="#222", width=1.5, radius=3)
        d.rect(x + 2, y + 2, w - 4, h - 4, fill=None, stroke=ink, width=1, radius=2)
        size = max(SMALLEST, min(w * 0.5, h * 0.3))
        d.text(x + w / 2, y + h * 0.3, labels["initial"][item.colour], size=size, fill=ink, align="center",
               box=box)
        d.text(x + w / 2, y + h * 0.72, str(item.value), size=size, fill=ink, align="center", bold=True, box=box)
    else:
        d.rect(x, y, w, h, fill=COLOURS[item.colour], stroke="#555", radius=3)
        d.text(x + w / 2, y + h / 2, labels["initial"][item.colour], size=big, fill=INK[item.colour],
               align="center", bold=True, box=box)
    if outline:
        d.rect(x - 2, y - 2, w + 4, h + 4, fill=None, stroke=outline, width=3, radius=4)


def button_width(text: str) -> float:
    """This board's own button sizing (a little tighter than the shared default), kept as it looked."""
    return 16 + len(text) * 13 * 0.68         # bold words, measured generously (DejaVu Sans is wide)



def draw_shops(d: Drawing, view, labels, seek_steps: dict, levitation: set):
    for shop in view.shops:
        cx, cy = shop_position(shop.index)
        x, y = cx - TILE_W / 2, cy - TILE_H / 2
        reachable = shop.index in seek_steps
        border = HIGHLIGHT if reachable else ASSISTANT if shop.has_assistant else "#7f8c8d"
        d.rect(x, y, TILE_W, TILE_H, fill=NIGHT_TILE if shop.night else DAY_TILE,
               stroke=border, width=4 if reachable or shop.has_assistant else 1.5, radius=10)
        ink = "#dfe6f7" if shop.night else "#5d4037"
        kind = labels["night"] if shop.night else labels["day"]
        d.text(x + 8, y + 11, labels["shop"].format(n=shop.index), size=11, fill=ink, bold=True,
               box=(x, y, TILE_W - 20, TILE_H))
        if len(shop.cards) <= 6:        # a second row of cards leaves no room: the tile's shade tells
            d.text(x + 8, y + TILE_H - 9, kind, size=11, fill=ink, box=(x, y + TILE_H - 18, 36, 18))
        if shop.cards:
            d.circle(x + TILE_W - 11, y + 11, 9, fill="#fff", stroke="#7f8c8d")
            d.text(x + TILE_W - 11, y + 11, len(shop.cards), size=11, fill="#222", align="center", bold=True,
                   box=(x + TILE_W - 20, y + 2, 18, 18))
        per_row, cw, ch = 6, 15, 24
        for n, item in enumerate(shop.cards[:12]):
            col, row = n % per_row, n // per_row
            draw_card(d, x + 8 + col * (cw + 2), y + 24 + row * (ch + 3), cw, ch, item, labels)
            if (shop.index, item) in levitation:
                d.rect(x + 6 + col * (cw + 2), y + 22 + row * (ch + 3), cw + 4, ch + 4, stroke=HIGHLIGHT,
                       width=2.5, radius=3)
                d.target(("shop_card", shop.index, item), x + 8 + col * (cw + 2), y + 24 + row * (ch + 3),
                         cw, ch)
        if reachable:
            d.text(x + TILE_W - 6, y + TILE_H - 9, labels["action"]["seek"].format(n=seek_steps[shop.index]),
                   size=11, fill=HIGHLIGHT, align="right", bold=True, box=(x + 36, y, TILE_W - 36, TILE_H))
        d.target(("shop", shop.index), x, y, TILE_W, TILE_H)
        if levitation:   # card targets must sit above the tile target
            for n, item in enumerate(shop.cards[:12]):
                if (shop.index, item) in levitation:
                    col, row = n % per_row, n // per_row
                    d.target(("shop_card", shop.index, item), x + 8 + col * (cw + 2),
                             y + 24 + row * (ch + 3), cw, ch)
        if shop.has_assistant:          # on the tile's rim, facing the centre, clear of the stacks
            ax, ay = x + TILE_W - 14, y + TILE_H - 14
            d.circle(ax, ay, 15, fill="#fdcb6e", stroke=ASSISTANT, width=3)
            d.text(ax, ay, "A", size=15, fill=ASSISTANT, align="center", bold=True)


def draw_centre(d: Drawing, view, labels, stack_levels: set):
    cx, cy = CENTRE
    d.rect(cx - 30, cy - 130, 60, 84, fill=CARD_BACK, stroke="#1b2631", width=2, radius=6)
    d.text(cx, cy - 98, labels["deck"], size=12, fill="#dfe6e9", align="center")
    d.text(cx, cy - 78, view.deck_size, size=20, fill="#fff", align="center", bold=True)
    for stack in view.stacks:
        x, y, w, h = stack_rect(stack.level)
        legal = stack.level in stack_levels
        d.rect(x, y, w, h, fill="#fbeee6" if stack.size else "#ecf0f1",
               stroke=HIGHLIGHT if legal else "#95a5a6", width=4 if legal else 1.5, radius=6)
        box = (x, y, w, h)
        d.text(x + w / 2, y + 13, labels["level"].format(n=stack.level), size=11, fill="#6d214f",
               align="center", bold=True, box=box)
        name = labels["spell"][stack.top.name] if stack.top else labels["empty_stack"]
        if text_width(name, 11) > w - 4:
            name = labels["spell_short"][stack.top.name]
        d.text(x + w / 2, y + 44, name, size=11, fill="#222", align="center", box=box)
        d.text(x + w / 2, y + 74, f"×{stack.size}", size=13, fill="#555", align="center", bold=True, box=box)
        d.target(("stack", stack.level), x, y, w, h)


def draw_seats(d: Drawing, view, options: Options, labels, hand_items: set):
    selection = options.selection
    for seat in view.seats:
        y, height = seat_top(view, seat.seat)
        active = seat.seat == view.to_play
        d.rect(PANEL_X, y, WIDTH - PANEL_X - 10, height - 6, fill="#fff" if not seat.dropped_out else "#eceff1",
               stroke=SEAT_COLOURS[seat.seat] if active else "#b2bec3", width=4 if active else 1.5, radius=8)
        d.rect(PANEL_X, y, 8, height - 6, fill=SEAT_COLOURS[seat.seat], radius=3)
        title = seat_name(seat.seat, view, options, labels)
        if view.teams:
            title += f"  [{'AB'[next(t for t, team in enumerate(data.TEAMS) if seat.seat in team)]}]"
        d.text(PANEL_X + 16, y + 14, title, size=14, fill="#222", bold=True, box=(PANEL_X, y, 190, 28))
        badges = []
        if seat.has_curse_marker:
            badges.append((labels["curse_marker"], "#b71c1c"))
        if view.countdown_holder == seat.seat and view.countdown:
            badges.append((labels["countdown"].format(face=view.countdown), "#6c5ce7"))
        if seat.dropped_out:
            badges.append((labels["dropped"], "#636e72"))
        bx = PANEL_X + 200
        for text, colour in badges:
            width = 12 + 6.6 * len(text)
            d.rect(bx, y + 5, width, 18, fill=colour, radius=9)
            d.text(bx + width / 2, y + 14, text, size=11, fill="#fff", align="center", bold=True,
                   box=(bx, y + 5, width, 18))
            bx += width + 6
        if seat.score is not None:
            d.text(WIDTH - 22, y + 36, fill(labels["score"], options.language, n=seat.score), size=13, fill="#222",
                   align="right", bold=True, box=(WIDTH - 130, y + 26, 116, 20))
        # scrolls and spells
        d.text(PANEL_X + 16, y + 36, fill(labels["scrolls"], options.language, total=seat.curses), size=11,
               fill="#6d4c41", box=(PANEL_X, y + 26, 168, 20))
        for n, curses in enumerate(seat.scrolls[:10]):
            draw_card(d, PANEL_X + 170 + n * 17, y + 27, 15, 18, Item.named(f"scroll {curses}"), labels)
        d.text(PANEL_X + 16, y + 56, labels["spells"].format(points=seat.spell_points), size=11, fill="#6d214f",
               box=(PANEL_X, y + 46, WIDTH - PANEL_X - 20, 20))
        shown = seat.spells[:SPELLS_SHOWN]
        for n, spell in enumerate(shown):       # spell name over "level + book" (the scoring's order)
            colour, ink = COLOURS.get(spell.book.colour, "#ccc"), INK.get(spell.book.colour, "#222")
            box = x, _, _, _ = spell_rect(view, seat.seat, n)
            d.rect(*box, fill=colour, stroke="#222", radius=3)
            d.text(x + SPELL_W / 2, y + 70, labels["spell_short"][spell.spell.name], size=11, fill=ink,
                   align="center", box=box)
            book = spell.book.value if spell.book.is_book else "M"
            d.text(x + SPELL_W / 2, y + 85, labels["spell_points"].format(level=spell.spell.level, book=book),
                   size=11, fill=ink, align="center", bold=True, box=box)
        if len(seat.spells) > len(shown):
            d.text(PANEL_X + 16 + len(shown) * (SPELL_W + 2) + 4, y + 79, f"+{len(seat.spells) - len(shown)}",
                   size=12, fill="#222", bold=True)
        # hand
        hy = y + 100 if seat.spells else y + 70
        if seat.hand is None:
            d.text(PANEL_X + 16, hy + 14, labels["hidden_hand"].format(n=seat.hand_size), size=12, fill="#555",
                   box=(PANEL_X, hy, 168, 28))
            for n in range(min(seat.hand_size, 16)):
                draw_card(d, PANEL_X + 170 + n * 9, hy + 2, 16, 24, None, labels)
            continue
        d.text(PANEL_X + 16, hy + 14, labels["hand"], size=12, fill="#222", bold=True)
        counts: dict = {}
        for item in seat.hand:
            counts[item] = counts.get(item, 0) + 1
        x = PANEL_X + 60
        for item, copies in counts.items():
            if x > WIDTH - 50:
                break
            chosen = selection.get(item, 0) if active else 0
            usable = active and item in hand_items
            draw_card(d, x, hy, 26, 36, item, labels, outline=HIGHLIGHT if chosen else None)
            if active and not usable:
                d.rect(x, hy, 26, 36, fill="#ffffff", alpha=0.55, radius=3)
            if copies > 1:
                d.text(x + 13, hy + 45, f"×{copies}", size=11, fill="#222", align="center")
            if chosen:
                d.circle(x + 24, hy + 2, 8, fill=HIGHLIGHT, stroke="#fff")
                d.text(x + 24, hy + 2, chosen, size=11, fill="#222", align="center", bold=True)
            if usable:
                d.target(("hand", item), x, hy, 26, 36)
            x += 31


def draw(view, options: Options | None = None) -> Drawing:
    """The whole board for ``view`` (what one seat, or a teacher, may see)."""
    options = options or Options()
    labels = LABELS[options.language]
    d = Drawing(WIDTH, HEIGHT, background="#f5f6fa")
    legal = view.legal_actions
    seek_steps = {(view.assistant + a.steps) % data.SHOP_COUNT: a.steps for a in legal if isinstance(a, Seek)}
    levitation = {(a.shop, a.item) for a in legal if isinstance(a, Levitate)}
    casts = [a for a in legal if isinstance(a, Cast)]
    hand_items = {item for a in casts for item in (a.book, *a.ingredients)}
    chosen = selection_cast(options.selection)
    stack_levels = {a.level for a in casts if chosen and (a.book, a.ingredients) == chosen}

    # header: who plays and what to do now
    who = seat_name(view.to_play, view, options, labels) if view.to_play is not None else ""
    if view.is_over:
        winners = ", ".join(seat_name(p, view, options, labels) for p in view.winners)
        scores = ", ".join(str(s.score) for s in view.seats)
        prompt = fill(labels["game_over"], options.language, n=len(view.winners), who=winners, scores=scores)
    elif not legal:
        prompt = labels["watching"].format(who=who)
    elif view.prompt_code != "turn":
        prompt = labels["prompt"][view.prompt_code].format(who=who)
    elif not options.interactive:
        prompt = labels["prompt"]["turn_static"].format(who=who)
    else:
        prompt = labels["prompt"]["turn_final" if view.countdown_holder is not None or view.final_round
                                  else "turn"].format(who=who)
    d.rect(0, 0, WIDTH, HEADER, fill="#2d3436")
    d.text(16, 20, labels["title"], size=20, fill="#fdcb6e", bold=True)
    room = WIDTH - PROMPT_X - 12
    size = fitting_size(prompt, room, 14, 12)
    lines = [prompt] if text_width(prompt, size) <= room else wrap(prompt, room, 12, 2)
    second = options.message or (labels["final_round"] if view.final_round else "")
    for n, line in enumerate(lines):
        d.text(PROMPT_X, 20 if len(lines) == 1 else 14 + 16 * n, line, size=size if len(lines) == 1 else 12,
               fill="#fff", box=(PROMPT_X, 0, room, HEADER))
    if second:
        size = fitting_size(second, room, 13, SMALLEST)
        d.text(PROMPT_X, 46 if len(lines) == 1 else 52, second, size=size, bold=True, box=(PROMPT_X, 0, room, HEADER),
               fill="#ff7675" if options.message else "#a29bfe")

    facts = mark_facts(view, options.last_moves)
    draw_paths(d, facts)
    draw_shops(d, view, labels, seek_steps, levitation)
    draw_centre(d, view, labels, stack_levels)
    draw_seats(d, view, options, labels, hand_items)
    draw_marks(d, view, facts, labels)

    if not options.interactive:
        return d
    # footer: the choices of a pending decision, drop out, selection, undo
    y = HEIGHT - FOOTER + 12
    if options.selection:
        names = ", ".join(item_label(i, labels) for i, n in sorted(options.selection.items()) for _ in range(n))
        text = labels["selection"].format(cards=names)
        d.text(12, HEIGHT - FOOTER - 10, text, size=fitting_size(text, PANEL_X - 24, 12, SMALLEST), fill="#222",
               bold=True, box=(0, HEIGHT - FOOTER - 20, PANEL_X - 10, 20))
    elif casts and view.prompt_code == "turn":
        d.text(12, HEIGHT - FOOTER - 10, labels["nothing_selected"], size=12, fill="#636e72",
               box=(0, HEIGHT - FOOTER - 20, WIDTH, 20))
    choices = [a for a in legal if not isinstance(a, (Seek, Cast))]
    clear = button_width(labels["clear"])
    choice_bar(d, [(action_label(a, view, options, labels), ("action", a)) for a in choices], 12, y,
               WIDTH - 120 - clear, page=options.page, width=button_width)
    if options.selection:
        button(d, WIDTH - 110 - clear, y, clear, 30, labels["clear"], ("clear",), accent="#dfe6e9")
    button(d, WIDTH - 100, y, 88, 30, labels["undo"], ("undo",), enabled=options.can_undo, accent="#74b9ff")
    return d

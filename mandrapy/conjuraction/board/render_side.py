"""The spell offer, the twinks, the charms and the scores: the wide board's middle column (236 wide), drawn
at any place and width (190 beside the table in the narrow layout, where names and lines get less room and
the header says the twinks)."""

from __future__ import annotations

from ...core.drawing import Drawing
from .. import data as D
from .common import (INK, LIT_FILL, MUTED, SEAT_COLOURS, SEAT_INK, SMALL, Context, cut, fit_text, line_width, panel,
                     spell_card, target)

WIDE_SQUARE, NARROW_SQUARE = 22, 18       # a spell card's squares in the offer (18: two cards in 190 units)
SCORE_ROW = {False: 30, True: 30}          # first player and passed on a second line under the name


def spell_offer_height(players: int, narrow: bool, shown: int = 0) -> float:
    square = NARROW_SQUARE if narrow else WIDE_SQUARE
    rows = (max(shown, D.CARD_OFFER[players]) + 1) // 2
    return 24 + rows * (3 * square + 16) + 30


def side_height(players: int, narrow: bool) -> float:
    """The column's height for a player count (every charm in play, the offer full)."""
    charms = len(D.charms_for(players))
    twinks = 0 if narrow else 50 + 8
    return spell_offer_height(players, narrow) + 8 + twinks + 20 + charms * 24 + 8 + 22 + players * SCORE_ROW[narrow]


def draw_spell_offer(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    view, labels = ctx.view, ctx.labels
    square = NARROW_SQUARE if ctx.narrow else WIDE_SQUARE
    card_w, card_h = 3 * square + 30, 3 * square + 8
    step = min(card_w + 18, w - 16 - card_w)
    h = spell_offer_height(view.players, ctx.narrow, len(view.card_offer))
    panel(d, x, top, w, h, labels["card_offer"])
    for n, card in enumerate(view.card_offer):
        cx, cy = x + 8 + (n % 2) * step, top + 24 + (n // 2) * (card_h + 8)
        spell_card(d, cx, cy, square, card, labels)
        target(d, ctx, ("offer", card), cx, cy, card_w, card_h)
    y = top + h - 16
    d.text(x + 10, y, labels["deck"].format(n=view.deck_size), size=12, fill=INK)
    d.text(x + (w // 2 if ctx.narrow else 120), y, labels["discard"].format(n=len(view.discard)), size=12, fill=INK)
    return top + h


def draw_twinks(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    view, labels = ctx.view, ctx.labels
    d.rect(x, top, w, 50, fill="#ffffff", stroke="#b2bec3", radius=8)
    d.text(x + 10, top + 15, labels["twinks"].format(blue=view.blue, yellow=view.yellow), size=12, fill=INK)
    if view.final:
        d.text(x + w / 2, top + 36, labels["final"], size=13, fill="#c0392b", align="center", bold=True)
    return top + 50


def draw_charms(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    """Each charm in play: its name, its back VP, who holds it."""
    view, labels = ctx.view, ctx.labels
    holders = {s.charm: p for p, s in enumerate(view.seats) if s.charm}
    h = 20 + len(view.charms) * 24
    panel(d, x, top, w, h, labels["charms"])
    # narrow: the holder's token sits on the row's end, leaving the name room
    vp_right, holder_x, r = (x + w - 22, x + w - 9, 7) if ctx.narrow else (x + w - 40, x + w - 20, 8)
    for n, name in enumerate(view.charms):
        ry = top + 20 + n * 24
        lit = ("charm", name) in ctx.lit
        d.rect(x + 6, ry, w - 12, 21, fill=LIT_FILL if lit else "#f5f6fa", stroke="#a4b0be", radius=4)
        vp = labels["vp"].format(n=D.CHARM_VP[name])
        words, size = labels["charm"][name], float(SMALL + 1)
        if ctx.narrow:
            words, size = fit_text(words, vp_right - line_width(vp, SMALL) - 6 - (x + 12), SMALL + 1)
        d.text(x + 12, ry + 11, words, size=size, fill=INK)
        d.text(vp_right, ry + 11, vp, size=SMALL, fill=MUTED, align="right")
        if name in holders:
            d.circle(holder_x, ry + 10, r, fill=SEAT_COLOURS[holders[name]], stroke="#2d3436")
            holder = holders[name]
            d.text(holder_x, ry + 10.5, str(holder), size=SMALL, fill=SEAT_INK[holder], align="center", bold=True)
        target(d, ctx, ("charm", name), x + 6, ry, w - 12, 21)
    return top + h


def draw_scores(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    view, labels = ctx.view, ctx.labels
    row = SCORE_ROW[ctx.narrow]
    h = 22 + view.players * row
    panel(d, x, top, w, h, labels["scores"] + " · " + labels["round"].format(n=view.round))
    for p, seat in enumerate(view.seats):
        ry = top + 28 + p * row
        d.circle(x + 16, ry, 6, fill=SEAT_COLOURS[p])
        name, bold = ctx.seat_name(p), p == view.to_play
        vp = labels["vp"].format(n=seat.score)
        beside = w - 28 - 10 - line_width(vp, 12, True) - 8
        vp_y = ry if line_width(name, 12, bold) <= beside else ry + 14     # a long name takes the whole row
        name, size = fit_text(name, beside if vp_y == ry else w - 28 - 10, 12, bold)
        d.text(x + 28, ry, name, size=size, fill=INK, bold=bold)
        extra = ([labels["first_player"]] if p == view.first else []) + ([labels["passed"]] if seat.passed else [])
        room = w - 28 - 10 - (line_width(vp, 12, True) + 8 if vp_y > ry else 0)
        d.text(x + 28, ry + 14, cut(" · ".join(extra), room, SMALL), size=SMALL, fill=MUTED)
        d.text(x + w - 10, vp_y, vp, size=12, fill=INK, align="right", bold=True)
    return top + h


def draw_side(d: Drawing, ctx: Context, x: float, w: float, top: float) -> float:
    """The whole column from ``top``; returns the lowest y drawn. (The narrow layout's header says the
    twinks: they are the game's clock, and the column beside the table has no room to spare.)"""
    y = draw_spell_offer(d, ctx, x, w, top)
    if not ctx.narrow:
        y = draw_twinks(d, ctx, x, w, y + 8)
    y = draw_charms(d, ctx, x, w, y + 8)
    return draw_scores(d, ctx, x, w, y + 8)

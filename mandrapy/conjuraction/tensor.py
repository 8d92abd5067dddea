"""Mystical Conjuraction's observation tensor (``Conjuraction.observation_layout(players)`` prints it), made from
``view(seat)`` alone: the core segments, the decision's own facts, the board and supplies, then each seat's
public things (seats by number, as the view has them) and the hands as far as the view shows them.

Everything is a count, a flag or a one-hot, with the game's indices (:mod:`.data`): colours essence, energy,
arcana, plasma, nether; circles, forges and planes astral, maelstrom, aether; points row by row; a card's squares
0..8 row by row; cards 0..43. Plain Python: a view of 5 players encodes in well under a millisecond.
"""

from __future__ import annotations

from ..core.tensors import Layout, Segment, core_segments, encode_core
from . import data as D
from .cards import CARDS, GRIDS, RUNE_OF
from .kinds import KINDS

CODES = tuple(KINDS)
NC, NK, NR = len(CARDS), len(D.COLOURS), len(D.VANTAGES)      # 44 cards, 5 colours, 4 runes
SPACES = tuple((pt, s) for pt, spaces in enumerate(D.SPACES) for s in range(len(spaces)))     # 28
SPACE_AT = {space: i for i, space in enumerate(SPACES)}
FAMILIAR_AT = {space: i for i, space in enumerate(D.FAMILIAR_SPACES)}
CHARM_NAMES = tuple(name for name, _, _, _ in D.CHARMS)
CHARM_AT = {name: i for i, name in enumerate(CHARM_NAMES)}
CHARACTER_AT = {key: i for i, key in enumerate(D.CHARACTER_KEYS)}
FORMULAS = len(D.FORMULA_NAMES)
FORMULA_AT = {name: i for i, name in enumerate(D.FORMULA_NAMES)}
LINES = tuple((kind, k) for kind in ("row", "column") for k in range(4))
# Each card's squares (9 one-hots of its 4 colours) and rune, made once.
LAYOUT_BITS = tuple(tuple(int(GRIDS[card][s] == k) for s in range(9) for k in D.BASIC) for card in CARDS)
RUNE_BITS = tuple(tuple(int(RUNE_OF[card] == t) for t in range(NR)) for card in CARDS)
NO_LAYOUT, NO_RUNE = (0,) * 36, (0,) * NR


def _board(players: int) -> tuple[Segment, ...]:
    cells = len(D.offer_cells(players))
    return (
        Segment("offers", (3, cells, NK), "per plane, per active offer cell (row by row, data.offer_cells): its "
                                          "cubes of each colour"),
        Segment("spaces", (len(SPACES), 4), "per mana space (points in order, then their spaces, data.SPACES): "
                                            "one-hot, the colour of its cube (0s: empty)"),
        Segment("stacked", (len(SPACES), 4), "per mana space: one-hot, the colour Norwell stacked on it this round"),
        Segment("nether", (1,), "black cubes in the Nether this round"),
        Segment("nether_used", (1,), "1 once the Nether was used this round"),
        Segment("familiars_at", (len(D.FAMILIAR_SPACES), players), "per familiar space (vantage, point) in "
                                                                   "data.FAMILIAR_SPACES: one-hot, the owner of "
                                                                   "the familiar on it"),
        Segment("card_offer", (NC,), "1 for each face-up spell card of the offer"),
        Segment("discard", (NC,), "1 for each card in the discard pile"),
        Segment("unseen", (NC,), "1 for each card out of sight in this view (the draw pile, others' hands)"),
        Segment("deck", (1,), "cards in the draw pile"),
        Segment("bag", (NK,), "cubes of each colour in the bag"),
        Segment("setaside", (NK,), "cubes of each colour set aside this round (back to the bag at cleanup)"),
        Segment("out", (1,), "black cubes out of the game"),
        Segment("twinks", (2,), "blue twinks left, yellow twinks taken (completions after the blue ran out)"),
        Segment("rune_supply", (NR,), "runes of each type left in the supply"),
        Segment("glyph_supply", (1,), "glyphs left in the supply"),
        Segment("charms", (len(CHARM_NAMES),), "1 for each meditation charm in play at this count (data.CHARMS)"))


def _seats(players: int) -> tuple[Segment, ...]:
    n, forges = players, (players, 3)
    return (
        Segment("character", (n, len(D.CHARACTER_KEYS)), "per seat, one-hot: its character (data.CHARACTER_KEYS; "
                                                          "0s before the draft chose it)"),
        Segment("score", (n,), "per seat: its VP (public)"),
        Segment("circles", (n, 3, NK), "per seat, per circle: its cubes of each colour"),
        Segment("start_mana", (n, NK), "per seat: its starting mana not yet placed, by colour"),
        Segment("forge_card", (*forges, NC), "per seat, per forge: one-hot, its card (0s: a free forge)"),
        Segment("forge_layout", (*forges, 9, 4), "per seat, per forge, per square of its card: one-hot, the "
                                                 "square's colour (0s: a free forge)"),
        Segment("forge_rune", (*forges, NR), "per seat, per forge: one-hot, its card's rune"),
        Segment("forge_placed", (*forges, 9, NK), "per seat, per forge, per square: one-hot, the colour of the "
                                                  "cube on it (nether: a wild black; 0s: empty)"),
        Segment("covered", (*forges, FORMULAS), "per seat, per forge, per formula (Augury, Enchantment, Theurgy, "
                                                "Thaumaturgy): 1 if covered"),
        Segment("missing", (*forges, FORMULAS), "per seat, per forge, per formula: its squares without mana yet "
                                                "(0: satisfied)"),
        Segment("completes", (*forges, FORMULAS), "per seat, per forge: one-hot, the formula passing now would "
                                                  "complete"),
        Segment("hands", (n, NC), "per seat: 1 for each card in its hand, as far as this view shows it (0s: hidden)"),
        Segment("hand_known", (n,), "per seat: 1 if this view shows its hand"),
        Segment("hand_size", (n,), "per seat: cards in its hand"),
        Segment("runes_up", (n, NR), "per seat: its ready runes of each type"),
        Segment("runes_down", (n, NR), "per seat: its runes of each type used this round"),
        Segment("glyphs", (n,), "per seat: its glyphs"),
        Segment("familiars", (n,), "per seat: its bound familiars"),
        Segment("familiars_used", (n,), "per seat: its familiars that acted this round"),
        Segment("sorcerer_used", (n,), "per seat: 1 once its sorcerer acted this round"),
        Segment("passed", (n,), "per seat: 1 once it passed this round"),
        Segment("charm", (n, len(CHARM_NAMES)), "per seat, one-hot: its meditation charm this round"),
        Segment("wild", (n, 4), "per seat, one-hot: Jenetta's wild mana colour"))


def _decision(players: int) -> tuple[Segment, ...]:
    return (
        Segment("round", (1,), "the round, from 1"),
        Segment("final", (1,), "1 in the final round (the last blue twink was taken)"),
        Segment("first", (players,), "one-hot: the seat that began this round"),
        Segment("bonus_price", (1,), "the free non-black mana a bonus turn costs now"),
        Segment("waiting", (len(CODES),), "per decision kind (the order of 'decision'): how many are pending "
                                          "under the one asked now"),
        Segment("asked_circle", (3,), "one-hot: the circle, plane or forge the decision asked now is bound to "
                                      "(an overflow's or a keep's circle, a portal's plane, the forge a weave or "
                                      "glide placed on, the starting mana's first circle)"),
        Segment("asked_pair", (3, 3), "1 at [a][b]: the two circles or forges the decision asked now is bound to "
                                      "(a weave's swap, a glide's move, a drift's or mana weave's circles)"),
        Segment("asked_line", (len(LINES),), "one-hot: the offer line of a portal exchange (rows 0-3, columns 0-3)"),
        Segment("asked_card", (NC,), "one-hot: the card to put on a forge"),
        Segment("asked_left", (1,), "how many more the decision asks (mana to pay or to keep)"),
        Segment("asked_acted", (1,), "how many times the decision asked now was answered already (placements, "
                                     "cubes given, swaps)"))


class ConjuractionObservation:
    """The layout for a player count, and a view's numbers (``encode``)."""

    def layout(self, players: int) -> Layout:
        return Layout(*core_segments(players, CODES), *_decision(players), *_board(players), *_seats(players))

    def encode(self, view) -> dict[str, list[int]]:
        return {**encode_core(view, CODES), **_encode_decision(view), **_encode_board(view),
                **_encode_seats(view), **_encode_grimoires(view)}


def _one(index, size: int) -> list[int]:
    values = [0] * size
    if index is not None and index >= 0:
        values[index] = 1
    return values


def _encode_decision(view) -> dict[str, list[int]]:
    values = dict(view.decision.values) if view.decision is not None else {}
    waiting = [0] * len(CODES)
    for code in view.waiting:
        waiting[CODES.index(code)] += 1
    circle = next((values[k] for k in ("circle", "plane", "forge", "main") if k in values), None)
    pair = [0] * 9
    for key in ("pair", "moved"):
        if values.get(key):
            a, b = values[key]
            pair[3 * a + b] = 1
    line = LINES.index((values["line"], values["number"])) if "line" in values else None
    given = values.get("given", 0)
    acted = values.get("acted", 0) + values.get("swaps", 0) + (given if type(given) is int else len(given))
    return {"round": [view.round], "final": [int(view.final)], "first": _one(view.first, view.players),
            "bonus_price": [view.bonus_price], "waiting": waiting, "asked_circle": _one(circle, 3),
            "asked_pair": pair, "asked_line": _one(line, len(LINES)), "asked_card": _one(values.get("card"), NC),
            "asked_left": [values.get("left", 0)], "asked_acted": [acted]}


def _encode_board(view) -> dict[str, list[int]]:
    offers: list[int] = []
    for plane in view.offers:
        for cell in plane:
            counts = [0] * NK
            for k in cell.cubes:
                counts[k] += 1
            offers += counts
    familiars = [0] * (len(D.FAMILIAR_SPACES) * view.players)
    for v, pt, owner in view.familiar_at:
        familiars[FAMILIAR_AT[(v, pt)] * view.players + owner] = 1
    return {"offers": offers, "spaces": _spaces(view.spaces), "stacked": _spaces(view.stacked),
            "nether": [view.nether], "nether_used": [int(view.nether_used)], "familiars_at": familiars,
            "card_offer": _cards(view.card_offer), "discard": _cards(view.discard), "unseen": _unseen(view),
            "deck": [view.deck_size], "bag": list(view.bag), "setaside": list(view.setaside), "out": [view.out],
            "twinks": [view.blue, view.yellow], "rune_supply": list(view.rune_supply),
            "glyph_supply": [view.glyph_supply], "charms": [int(name in view.charms) for name in CHARM_NAMES]}


def _spaces(cubes) -> list[int]:
    values = [0] * (4 * len(SPACES))
    for pt, s, k in cubes:
        values[4 * SPACE_AT[(pt, s)] + k] = 1
    return values


def _cards(cards) -> list[int]:
    values = [0] * NC
    for card in cards:
        values[card] = 1
    return values


def _unseen(view) -> list[int]:
    values = [1] * NC
    seen = [view.card_offer, view.discard]
    if view.decision is not None and "card" in dict(view.decision.values):
        seen.append([dict(view.decision.values)["card"]])              # the drawn card going onto a forge
    for seat in view.seats:
        seen.append([card for card in seat.forges if card is not None])
        if seat.hand is not None:
            seen.append(seat.hand)
    for cards in seen:
        for card in cards:
            values[card] = 0
    return values


def _encode_seats(view) -> dict[str, list[int]]:
    seats = view.seats
    circles: list[int] = []
    hands: list[int] = []
    for seat in seats:
        for circle in seat.circles:
            circles += circle
        hands += _cards(seat.hand or ())
    return {"character": [bit for s in seats for bit in _one(CHARACTER_AT.get(s.character), len(CHARACTER_AT))],
            "score": [s.score for s in seats], "circles": circles,
            "start_mana": [k for s in seats for k in s.start_mana], "hands": hands,
            "hand_known": [int(s.hand is not None) for s in seats], "hand_size": [s.hand_size for s in seats],
            "runes_up": [r for s in seats for r in s.runes_up], "runes_down": [r for s in seats for r in s.runes_down],
            "glyphs": [s.glyphs for s in seats], "familiars": [s.familiars for s in seats],
            "familiars_used": [s.familiars_used for s in seats],
            "sorcerer_used": [int(s.sorcerer_used) for s in seats], "passed": [int(s.passed) for s in seats],
            "charm": [bit for s in seats for bit in _one(CHARM_AT.get(s.charm), len(CHARM_NAMES))],
            "wild": [bit for s in seats for bit in _one(s.wild, 4)]}


def _encode_grimoires(view) -> dict[str, list[int]]:
    card_bits: list[int] = []
    layout: list[int] = []
    rune: list[int] = []
    placed: list[int] = []
    covered: list[int] = []
    missing: list[int] = []
    completes: list[int] = []
    for seat in view.seats:
        for forge in seat.grimoire:
            card = forge.card
            card_bits += _one(card, NC)
            layout += NO_LAYOUT if card is None else LAYOUT_BITS[card]
            rune += NO_RUNE if card is None else RUNE_BITS[card]
            on = [0] * (9 * NK)
            for (r, c), k in forge.placed:
                on[NK * (3 * r + c) + k] = 1
            placed += on
            covered += [int(f.covered) for f in forge.formulas]
            missing += [len(f.missing) for f in forge.formulas]
            completes += _one(FORMULA_AT.get(forge.completes), FORMULAS)
    return {"forge_card": card_bits, "forge_layout": layout, "forge_rune": rune, "forge_placed": placed,
            "covered": covered, "missing": missing, "completes": completes}


OBSERVATION = ConjuractionObservation()

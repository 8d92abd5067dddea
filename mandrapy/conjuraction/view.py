"""What one seat may see of Mystical Conjuraction, and the text picture of a view.

Hidden: the hands of other seats (shown by count) and the draw pile's order (shown by size). The bag shows
its composition (derivable by anyone), never a future draw. Everything else is public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..core.decisions import Frame
from . import data as D
from .cards import GRIDS, RUNE_OF
from .glossary import COLOURS
from .names import Colour, Mana, Plane, Planes, Point, Vantage, cell_of, colours, mana


@dataclass(frozen=True)
class Formula:
    """One formula printed under a forge: the squares it needs, what covering it gives, how far the card is."""
    name: str               # Augury, Enchantment, Theurgy, Thaumaturgy
    cells: tuple            # the (row, column) squares it needs, rows and columns from 0
    vp: int
    reward: str | None      # "rune", "glyph", "bind familiar", "mana surge" or None
    covered: bool           # this player covered it already (a twink on it)
    missing: tuple          # its squares the forge's card does not hold mana on yet (empty: satisfied)


@dataclass(frozen=True)
class Forge:
    """One forge of a grimoire: its card's layout, the mana placed on it and the formulas under it."""
    plane: Plane
    card: int | None        # the card number (a name, 0 to 43), or None for a free forge
    layout: tuple | None    # the card's squares: 3 rows of 3 colours
    rune: Vantage | None    # the card's rune (a Rune reward is of this type)
    placed: tuple           # ((row, column), colour) of each cube on the card
    formulas: tuple         # the four Formula of this forge, in printed order
    completes: str | None   # the formula passing now would complete (the best satisfied uncovered one), if any


@dataclass(frozen=True)
class SeatView:
    character: str | None
    score: int
    circles: Planes         # per circle (astral, maelstrom, aether): Mana counts by colour
    forges: Planes          # per forge: card number or None
    grimoire: Planes        # per forge: a Forge (layout, placed mana, formulas)
    hand: tuple | None      # own hand (or everything for teachers); None when hidden
    hand_size: int
    start_mana: Mana
    runes_up: Runes
    runes_down: Runes
    glyphs: int
    familiars: int
    familiars_used: int
    sorcerer_used: bool
    covered: tuple          # ((forge, formula name), ...)
    charm: str | None
    passed: bool
    wild: Colour | None


@dataclass(frozen=True)
class ConjuractionView:
    """Everything ``seat`` may see. Colours, planes, points and vantages print as their names (they are ints,
    indices into :mod:`.data`); rows, columns, spaces and squares count from 0, as seats do and as the action
    text does; card numbers are names (0 to 43)."""
    seat: int | None
    players: int
    round: int
    first: int
    current: int            # whose turn it is (``to_play`` may be someone else, answering a decision)
    to_play: int | None
    decision: Frame | None  # the decision asked now as this seat may see it (.code, .player, .values)
    prompt: str             # the decision and who must answer, in English (game.prompt() words it)
    legal_actions: tuple
    bag: Mana
    offers: Planes          # per plane: (Cell(row, column, cubes), ...)
    spaces: tuple           # ((point, space, colour), ...), spaces from 0 as in "on spell weave space 0"
    stacked: tuple
    nether: int
    nether_used: bool
    familiar_at: tuple      # ((vantage, point, owner), ...)
    card_offer: tuple       # the face-up spell cards, left to right
    deck_size: int
    discard: tuple
    setaside: Mana
    out: int
    blue: int
    yellow: int
    rune_supply: Runes
    glyph_supply: int
    charms: tuple
    final: bool
    seats: tuple
    scores: tuple
    is_over: bool
    winners: tuple
    log: tuple
    events: tuple
    waiting: tuple = ()     # the codes of the decisions pending under the one asked now, next first (a
                            # board's breadcrumb)
    bonus_price: int = 1    # what a bonus turn costs now (end-of-round phase)
    automatic: tuple = ()   # ((seat, action), ...) applied by itself since the last action chosen (the only choice)


class Cell(NamedTuple):
    row: int
    column: int
    cubes: tuple


class Runes(NamedTuple):
    essence: int
    energy: int
    arcana: int
    plasma: int


def _forge(state, p: int, g: int) -> Forge:
    card = state.forges[p].get(g)
    on = {s: k for (f, s), k in state.locked[p].items() if f == g}
    best = state.best_formula(p, g)
    formulas = tuple(Formula(D.FORMULA_NAMES[n], tuple(cell_of(s) for s in sorted(squares)), vp, reward,
                             (g, n) in state.covered[p], tuple(cell_of(s) for s in sorted(squares) if s not in on))
                     for n, (squares, vp, reward) in enumerate(D.FORMULAS[g]))
    layout = None if card is None else tuple(tuple(Colour(GRIDS[card][3 * r + c]) for c in range(3)) for r in range(3))
    return Forge(Plane(g), card, layout, None if card is None else Vantage(RUNE_OF[card]),
                 tuple((cell_of(s), Colour(k)) for s, k in sorted(on.items())), formulas,
                 None if best is None else D.FORMULA_NAMES[best])


def make_view(state, seat: int | None) -> ConjuractionView:
    frame = state.decision
    sees_choices = frame is not None and (seat is None or seat == frame.player)
    seats = tuple(SeatView(
        character=state.character[p], score=state.score[p],
        circles=Planes(*(mana(state.circles[p][(c, k)] for k in range(5)) for c in range(3))),
        forges=Planes(*(state.forges[p].get(g) for g in range(3))),
        grimoire=Planes(*(_forge(state, p, g) for g in range(3))),
        hand=tuple(sorted(state.hands[p])) if seat is None or seat == p else None,
        hand_size=len(state.hands[p]), start_mana=mana(state.start_mana[p][k] for k in range(5)),
        runes_up=Runes(*(state.runes_up[p][t] for t in range(4))),
        runes_down=Runes(*(state.runes_down[p][t] for t in range(4))),
        glyphs=state.glyphs[p], familiars=state.familiars[p], familiars_used=state.familiars_used[p],
        sorcerer_used=state.sorcerer_used[p],
        covered=tuple((Plane(g), D.FORMULA_NAMES[n]) for g, n in sorted(state.covered[p])), charm=state.charm[p],
        passed=state.passed[p], wild=None if state.wild[p] is None else Colour(state.wild[p]))
        for p in range(state.players))
    return ConjuractionView(
        seat=seat, players=state.players, round=state.round, first=state.first, current=state.current,
        to_play=state.to_play, decision=frame.seen_by(seat) if frame is not None else None, prompt=state.prompt(),
        legal_actions=tuple(state.legal_actions()) if sees_choices else (),
        bag=mana(state.bag[k] for k in range(5)),
        offers=Planes(*(tuple(Cell(r, c, colours(state.offers[(pl, (r, c))])) for r, c in state.cells)
                        for pl in range(3))),
        spaces=tuple((Point(pt), s, Colour(k)) for (pt, s), k in sorted(state.spaces.items())),
        stacked=tuple((Point(pt), s, Colour(k)) for (pt, s), k in sorted(state.stacked.items())),
        nether=state.nether, nether_used=state.nether_used,
        familiar_at=tuple((Vantage(v), Point(pt), o) for (v, pt), o in sorted(state.familiar_at.items())),
        card_offer=tuple(card for _, card in sorted(state.card_offer.items())), deck_size=len(state.deck),
        discard=tuple(state.discard), setaside=mana(state.setaside.get(k, 0) for k in range(5)), out=state.out,
        blue=state.blue, yellow=state.yellow, rune_supply=Runes(*(state.rune_supply[t] for t in range(4))),
        glyph_supply=state.glyph_supply, charms=tuple(state.charms), final=state.final, seats=seats,
        scores=state.scores(), is_over=state.is_over, winners=state.winners(),
        log=state.log_lines(seat), events=state.log_events(seat),
        waiting=tuple(code for code in state.decisions.kinds()[1:] if code != "auto") if frame is not None else (),
        bonus_price=state.bonus_price(), automatic=state.seen_automatic(seat))


class TextWords:
    """The words of :func:`render_text` in one language: ``str.format`` templates, the names of planes, points,
    formulas, characters and runes, and ``prompt``/``scores``/``winners``. English here; the French table is
    ``speech.TextFrench``."""

    planes = D.PLANE_NAMES
    points = D.POINTS
    formulas = D.FORMULA_NAMES
    runes = COLOURS["en"][:4]           # a rune is named by its colour, as in the log and the French picture
    head = "Mystical Conjuraction, {players} players, round {round}{final}. {prompt}"
    bag = "Bag {bag}; twinks blue {blue}"
    final = " (final round)"
    offer = "Spell offer: {cards}; deck {deck}"
    plane_offer = "{plane:>{width}} offer  {cells}"
    point = "  {point:<14} {marks}"
    nether = "  Nether: {nether} {black}{used}"
    black = ("black", "black")          # one, several
    used = " (used)"
    no_character = "no character yet"
    seat = "Player {seat} ({name}): {score} VP{passed}, glyphs {glyphs}, runes {runes}, familiars {familiars}"
    passed = " passed"
    circle = "    {plane:>{width}}: {cubes:<14} {card}"
    free_forge = "(empty)"
    card = "#{card} {rows} {rune} rune{done}"
    completes = ", passing completes {}"
    hand = "    hand: {}"
    hidden = "{} hidden"
    no_hand = "none"
    letters = "Letters: E Essence (white), Y Energy (yellow), A Arcana (blue), P Plasma (red), N Nether (black); " \
        "* mana on a card"
    over = "game over: scores {scores}, winners {winners}"

    def character(self, key: str) -> str:
        return D.CHARACTERS[key][0]

    def prompt(self, view) -> str:
        return view.prompt

    def scores(self, scores: tuple) -> str:
        return str(scores)

    def winners(self, winners: tuple) -> str:
        return str(winners)


ENGLISH = TextWords()


def _cubes(counts) -> str:
    return " ".join(f"{n}{D.LETTERS[k]}" for k, n in enumerate(counts) if n) or "-"


def _card(forge: Forge, words: TextWords) -> str:
    if forge.card is None:
        return words.free_forge
    on = dict(forge.placed)
    rows = ["".join("*" if (r, c) in on else D.LETTERS[k] for c, k in enumerate(row))
            for r, row in enumerate(forge.layout)]
    done = words.completes.format(words.formulas[D.FORMULA_NAMES.index(forge.completes)]) if forge.completes else ""
    return words.card.format(card=forge.card, rows="/".join(rows), rune=words.runes[forge.rune], done=done)


def render_text(view: ConjuractionView, words: TextWords | None = None) -> str:
    """A compact text picture: who is to move, supplies, offers, points, then one block per seat, in the language
    of ``words`` (English by default).
    Cubes are written with the board's letters (E Essence, Y Energy, A Arcana, P Plasma, N Nether); rows and
    columns count from 0."""
    words = words or ENGLISH
    prompt = (words.over.format(scores=words.scores(view.scores), winners=words.winners(view.winners))
              if view.is_over else words.prompt(view))
    lines = [words.head.format(players=view.players, round=view.round, final=words.final if view.final else "",
                               prompt=prompt),
             words.bag.format(bag=_cubes(view.bag), blue=view.blue),
             words.offer.format(cards=", ".join(f"#{c}" for c in view.card_offer), deck=view.deck_size)]
    width = max(map(len, words.planes))
    for pl in range(3):
        cells = " ".join(f"{r},{c}:" + ("".join(D.LETTERS[k] for k in cubes) or ".") for r, c, cubes in view.offers[pl])
        lines.append(words.plane_offer.format(plane=words.planes[pl], width=width, cells=cells))
    taken = {(pt, s): k for pt, s, k in view.spaces}
    point_width = max(map(len, words.points))
    for pt, spaces in enumerate(D.SPACES):
        marks = " ".join(D.LETTERS[taken[(pt, s)]] if (pt, s) in taken else "_" for s in range(len(spaces)))
        lines.append(words.point.format(point=words.points[pt], width=point_width, marks=marks))
    lines.append(words.nether.format(nether=view.nether, black=words.black[view.nether >= 2],
                                     used=words.used if view.nether_used else ""))
    for p, s in enumerate(view.seats):
        lines.append(words.seat.format(
            seat=p, name=words.character(s.character) if s.character else words.no_character, score=s.score,
            passed=words.passed if s.passed else "", glyphs=s.glyphs, runes=_cubes(s.runes_up),
            familiars=s.familiars))
        for g in range(3):
            lines.append(words.circle.format(plane=words.planes[g], width=width, cubes=_cubes(s.circles[g]),
                                             card=_card(s.grimoire[g], words)))
        hand = ", ".join(f"#{c}" for c in s.hand) if s.hand is not None else words.hidden.format(s.hand_size)
        lines.append(words.hand.format(hand or words.no_hand))
    lines.append(words.letters)
    return "\n".join(lines)

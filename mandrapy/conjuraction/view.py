"""What one seat may see of Mystical Conjuraction, and the text picture of a view.

Hidden: the hands of other seats (shown by count) and the draw pile's order (shown by size). The bag shows
its composition (derivable by anyone), never a future draw. Everything else is public.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import data as D
from .cards import GRIDS, RUNE_OF


@dataclass(frozen=True)
class SeatView:
    character: str | None
    score: int
    circles: tuple          # per circle: counts of the 5 colours
    forges: tuple           # per forge: card number or None
    locked: tuple           # per forge: ((square, colour), ...)
    hand: tuple | None      # own hand (or everything for teachers); None when hidden
    hand_size: int
    start_mana: tuple
    runes_up: tuple
    runes_down: tuple
    glyphs: int
    familiars: int
    familiars_used: int
    sorcerer_used: bool
    covered: tuple          # ((forge, formula), ...)
    charm: str | None
    passed: bool
    wild: int | None


@dataclass(frozen=True)
class ConjuractionView:
    seat: int | None
    players: int
    round: int
    first: int
    to_play: int | None
    decision: str | None
    prompt: str
    legal_actions: tuple
    bag: tuple
    offers: tuple           # per plane: ((row, column, cubes), ...)
    spaces: tuple           # ((point, space, colour), ...)
    stacked: tuple
    nether: int
    nether_used: bool
    familiar_at: tuple      # ((vantage, point, owner), ...)
    card_offer: tuple       # ((slot, card), ...)
    deck_size: int
    discard: tuple
    setaside: tuple
    out: int
    blue: int
    yellow: int
    rune_supply: tuple
    glyph_supply: int
    charms: tuple
    final: bool
    seats: tuple
    scores: tuple
    is_over: bool
    winners: tuple
    log: tuple
    events: tuple
    stack: tuple = ()       # the pending decisions' codes, top first (a board's breadcrumb)
    frame: tuple = ()       # the decision's own values as (name, value) pairs, as this seat may see them
    bonus_price: int = 1    # what a bonus turn costs now (end-of-round phase)


def make_view(state, seat: int | None) -> ConjuractionView:
    if seat is not None and (not isinstance(seat, int) or not 0 <= seat < state.players):
        raise ValueError(f"seat must be None or 0 to {state.players - 1}")
    frame = state.decision
    sees_choices = frame is not None and (seat is None or seat == frame.player)
    seats = tuple(SeatView(
        character=state.character[p], score=state.score[p],
        circles=tuple(tuple(state.circles[p][(c, k)] for k in range(5)) for c in range(3)),
        forges=tuple(state.forges[p].get(g) for g in range(3)),
        locked=tuple(tuple(sorted((s, k) for (g, s), k in state.locked[p].items() if g == f)) for f in range(3)),
        hand=tuple(sorted(state.hands[p])) if seat is None or seat == p else None,
        hand_size=len(state.hands[p]), start_mana=tuple(state.start_mana[p][k] for k in range(5)),
        runes_up=tuple(state.runes_up[p][t] for t in range(4)),
        runes_down=tuple(state.runes_down[p][t] for t in range(4)),
        glyphs=state.glyphs[p], familiars=state.familiars[p], familiars_used=state.familiars_used[p],
        sorcerer_used=state.sorcerer_used[p], covered=tuple(sorted(state.covered[p])), charm=state.charm[p],
        passed=state.passed[p], wild=state.wild[p]) for p in range(state.players))
    return ConjuractionView(
        seat=seat, players=state.players, round=state.round, first=state.first, to_play=state.to_play,
        decision=frame.code if frame is not None else None,
        prompt=frame.seen_by(seat).prompt() if frame is not None else "The game is over.",
        legal_actions=tuple(state.legal_actions()) if sees_choices else (),
        bag=tuple(state.bag[k] for k in range(5)),
        offers=tuple(tuple((r, c, state.offers[(pl, (r, c))]) for r, c in state.cells) for pl in range(3)),
        spaces=tuple((pt, s, k) for (pt, s), k in sorted(state.spaces.items())),
        stacked=tuple((pt, s, k) for (pt, s), k in sorted(state.stacked.items())),
        nether=state.nether, nether_used=state.nether_used,
        familiar_at=tuple((v, pt, o) for (v, pt), o in sorted(state.familiar_at.items())),
        card_offer=tuple(sorted(state.card_offer.items())), deck_size=len(state.deck),
        discard=tuple(state.discard), setaside=tuple(state.setaside.get(k, 0) for k in range(5)), out=state.out,
        blue=state.blue, yellow=state.yellow, rune_supply=tuple(state.rune_supply[t] for t in range(4)),
        glyph_supply=state.glyph_supply, charms=tuple(state.charms), final=state.final, seats=seats,
        scores=state.scores(), is_over=state.is_over, winners=state.winners(),
        log=state.log_lines(seat), events=state.log_events(seat),
        stack=tuple(code for code in state.decisions.kinds() if code != "auto") if frame is not None else (),
        frame=frame.seen_by(seat).values if frame is not None else (), bonus_price=state.bonus_price())


def _cubes(counts) -> str:
    return " ".join(f"{n}{D.COLOUR_LOOKS[k][0].upper()}" for k, n in enumerate(counts) if n) or "-"


def _card(card, locked) -> str:
    if card is None:
        return "(empty)"
    on = dict(locked)
    squares = "".join("*" if s in on else "EYAP"[GRIDS[card][s]] for s in range(9))
    return f"#{card} {squares[:3]}/{squares[3:6]}/{squares[6:]} {D.VANTAGES[RUNE_OF[card]]}"


def render_text(view: ConjuractionView) -> str:
    """A compact text picture: supplies, offers, points, then one block per seat."""
    lines = [f"Mystical Conjuraction, {view.players} players, round {view.round}"
             + (" (final round)" if view.final else "") + f"; bag {_cubes(view.bag)}; twinks blue {view.blue}",
             "Spell offer: " + ", ".join(f"#{c}" for _, c in view.card_offer) + f"; deck {view.deck_size}"]
    for pl in range(3):
        cells = " ".join(f"{r + 1},{c + 1}:" + ("".join(D.COLOUR_LOOKS[k][0].upper() for k in cubes) or ".")
                         for r, c, cubes in view.offers[pl])
        lines.append(f"{D.PLANE_NAMES[pl]:>13} offer  {cells}")
    taken = {(pt, s): k for pt, s, k in view.spaces}
    for pt, spaces in enumerate(D.SPACES):
        marks = " ".join(D.COLOUR_LOOKS[taken[(pt, s)]][0].upper() if (pt, s) in taken else "_"
                         for s in range(len(spaces)))
        lines.append(f"  {D.POINTS[pt]:<14} {marks}")
    lines.append(f"  Nether: {view.nether} black{' (used)' if view.nether_used else ''}")
    for p, s in enumerate(view.seats):
        name = D.CHARACTERS[s.character][0] if s.character else "no character yet"
        lines.append(f"Player {p} ({name}): {s.score} VP" + (" passed" if s.passed else "")
                     + f", glyphs {s.glyphs}, runes {s.runes_up}, familiars {s.familiars}")
        for g in range(3):
            lines.append(f"    {D.PLANE_NAMES[g]:>13}: {_cubes(s.circles[g]):<14} {_card(s.forges[g], s.locked[g])}")
        hand = ", ".join(f"#{c}" for c in s.hand) if s.hand is not None else f"{s.hand_size} hidden"
        lines.append(f"    hand: {hand or 'none'}")
    lines.append(f"To play: player {view.to_play}: {view.prompt}" if not view.is_over
                 else f"Game over: scores {view.scores}, winners {view.winners}")
    return "\n".join(lines)

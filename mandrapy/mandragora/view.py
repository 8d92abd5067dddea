"""What one seat may see (``view(player)``), and the compact text picture of a view.

This module is the only place that decides what is hidden: a seat sees its own hand, other hands as
counts, no face-down night card and no deck order; ``player=None`` sees everything (for teachers).
Once the game is over every hand is shown, as players reveal them to score. Boards draw views, never
the raw state.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.decisions import Frame
from ..core.validate import seat_argument
from .cards import Item, Spell, describe_counts


@dataclass(frozen=True)
class CastSpellView:
    spell: Spell
    book: Item
    ingredients: tuple | None          # hidden under the spell card from other seats

    @property
    def points(self) -> int:
        return self.spell.level + (self.book.value if self.book.is_book else 0)


@dataclass(frozen=True)
class PlayerView:
    seat: int
    hand: tuple | None                 # sorted items, or None when hidden from the viewer
    hand_size: int
    scrolls: tuple                     # curses of each scroll held, e.g. (1, 1, 3)
    curses: int
    spells: tuple                      # CastSpellView, in the order cast
    spell_points: int
    swiftness: int
    dropped_out: bool
    has_curse_marker: bool
    score: int | None                  # None when the hand is hidden (it costs points)


@dataclass(frozen=True)
class ShopView:
    index: int
    night: bool
    cards: tuple                       # items; None stands for a face-down card
    has_assistant: bool


@dataclass(frozen=True)
class StackView:
    level: int
    top: Spell | None
    size: int


@dataclass(frozen=True)
class MandragoraView:
    seat: int | None
    players: int
    teams: bool
    shops: tuple
    assistant: int
    deck_size: int
    stacks: tuple
    seats: tuple                       # PlayerView per seat
    current: int
    to_play: int | None
    extra_turn: bool                   # the current turn is a Replication extra turn
    curse_holder: int | None
    countdown_holder: int | None
    countdown: str | None              # "III", "II", or None (not out yet / final round)
    final_round: bool
    decision: Frame | None             # the decision asked now, as this seat may see it (None: game over);
                                       # .code is its kind ("turn", "banish", "curse", ...), see .decisions
    prompt_code: str                   # what to do now, as a code ("over" once the game is over) ...
    prompt_values: tuple               # ... and its values: words come from the language layer
    prompt: str                        # the same in English (for compatibility)
    legal_actions: tuple               # empty unless the viewer must decide (or sees all)
    is_over: bool
    winners: tuple
    log: tuple                         # what happened, in English words
    events: tuple                      # the same, as (template code, values) for other languages (see .log)
    automatic: tuple = ()              # ((seat, action), ...) applied by itself since the last action chosen
                                       # (its only choice); another seat's action is None (it may be secret)


def make_view(state, seat: int | None) -> MandragoraView:
    seat_argument(seat, state.players, "view: seat", optional=True)
    everything = seat is None or state.is_over
    seats = []
    for p in range(state.players):
        sees_hand = everything or p == seat
        spells = tuple(CastSpellView(spell, book, ingredients if (seat is None or p == seat) else None)
                       for spell, book, ingredients in state.cast[p])
        breakdown = state.score_breakdown(p)
        seats.append(PlayerView(
            seat=p,
            hand=tuple(item for item, n in sorted(state.hands[p].items()) for _ in range(n))
            if sees_hand else None,
            hand_size=state.hand_size(p),
            scrolls=tuple(v for v in (1, 2, 3) for _ in range(state.scrolls[p][v])),
            curses=state.curses(p),
            spells=spells,
            spell_points=breakdown["spells"],
            swiftness=state.swiftness[p],
            dropped_out=state.dropped[p],
            has_curse_marker=state.curse_holder == p,
            score=breakdown["total"] if sees_hand else None,
        ))
    shops = tuple(ShopView(i, state.night[i],
                           tuple(None if state.night[i] and seat is not None else item for item in cards),
                           i == state.assistant)
                  for i, cards in enumerate(state.shops))
    stacks = tuple(StackView(level, stack[-1] if stack else None, len(stack))
                   for level, stack in enumerate(state.stacks, 1))
    to_play = state.to_play
    frame = state.decision
    if frame is not None:
        frame = frame.seen_by(seat, state.knowers(frame))
    final_round = state.final_rounds and state.countdown is None and not state.is_over
    return MandragoraView(
        seat=seat, players=state.players, teams=state.teams, shops=shops, assistant=state.assistant,
        deck_size=len(state.deck), stacks=stacks, seats=tuple(seats), current=state.current,
        to_play=to_play, extra_turn=state.in_extra_turn, curse_holder=state.curse_holder,
        countdown_holder=state.endgame_first if state.countdown else None, countdown=state.countdown,
        final_round=final_round, decision=frame, prompt_code="over" if frame is None else frame.code,
        prompt_values=() if frame is None else frame.values, prompt=state.prompt(),
        legal_actions=tuple(state.legal_actions()) if seat is None or seat == to_play else (),
        is_over=state.is_over, winners=state.winners(), log=state.log_lines(seat),
        events=state.log_events(seat), automatic=state.seen_automatic(seat),
    )


def _hand_text(view: PlayerView) -> str:
    if view.hand is None:
        return f"{view.hand_size} hidden card{'s' if view.hand_size != 1 else ''}"
    counts: dict = {}
    for item in view.hand:
        counts[item] = counts.get(item, 0) + 1
    return describe_counts(counts) if counts else "empty"


def render_text(view: MandragoraView) -> str:
    """A compact picture of a view, one line per shop and per seat."""
    teams = " in teams" if view.teams else ""
    if view.is_over:
        head = "game over, winner(s): " + ", ".join(f"player {p}" for p in view.winners)
    else:
        head = view.prompt
    lines = [f"Mandragora, {view.players} players{teams}. {head}"]
    stacks = "  ".join(f"L{s.level} {s.top.name if s.top else '-'} ({s.size})" for s in view.stacks)
    lines.append(f"Spells: {stacks}")
    lines.append(f"Deck: {view.deck_size}" + (f"   Countdown: {view.countdown} (player "
                                              f"{view.countdown_holder})" if view.countdown else "")
                 + ("   Final round" if view.final_round else ""))
    for shop in view.shops:
        mark = "A" if shop.has_assistant else " "
        cards = ", ".join("?" if item is None else item.name for item in shop.cards) or "-"
        lines.append(f" {mark} shop {shop.index} {'night' if shop.night else 'day  '}: {cards}")
    for p in view.seats:
        flags = []
        if p.has_curse_marker:
            flags.append("CURSE")
        if p.dropped_out:
            flags.append("out")
        if view.countdown_holder == p.seat:
            flags.append(f"countdown {view.countdown}")
        spells = ", ".join(f"{s.spell.name}+{s.book.name}" for s in p.spells) or "-"
        scrolls = "+".join(map(str, p.scrolls)) or "0"
        score = f" score {p.score}" if p.score is not None else ""
        arrow = ">" if p.seat == view.to_play else " "
        lines.append(f"{arrow}P{p.seat}{' [' + ', '.join(flags) + ']' if flags else ''}: hand {_hand_text(p)}"
                     f" | curses {scrolls} | spells {spells} ({p.spell_points} pts){score}")
    return "\n".join(lines)

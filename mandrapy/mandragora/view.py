"""What one seat may see (``view(player)``), and the compact text picture of a view.

This module is the only place that decides what is hidden: a seat sees its own hand, other hands as
counts, no face-down night card and no deck order; ``player=None`` sees everything (for teachers).
Once the game is over every hand is shown, as players reveal them to score. Boards draw views, never
the raw state.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.decisions import Frame
from .cards import Item, Spell
from .log import EN


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
    prompt: str                        # the decision and who must answer, in English (game.prompt() words it)
    legal_actions: tuple               # empty unless the viewer must decide (or sees all)
    scores: tuple                      # per seat; None for a seat whose hand is hidden (it costs points)
    is_over: bool
    winners: tuple
    log: tuple                         # what happened, in English words
    events: tuple                      # the same, as (template code, values) for other languages (see .log)
    automatic: tuple = ()              # ((seat, action), ...) applied by itself since the last action chosen
                                       # (its only choice); another seat's action is None (it may be secret)


def make_view(state, seat: int | None) -> MandragoraView:
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
            scrolls=(1,) * state.scrolls[p][1] + (2,) * state.scrolls[p][2] + (3,) * state.scrolls[p][3],
            curses=state.curses(p),
            spells=spells,
            spell_points=breakdown["spells"],
            swiftness=state.swiftness[p],
            dropped_out=state.dropped[p],
            has_curse_marker=state.curse_holder == p,
            score=breakdown["total"] if sees_hand else None,
        ))
    shops = tuple(ShopView(i, state.night[i],
                           (None,) * len(cards) if state.night[i] and seat is not None else tuple(cards),
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
        final_round=final_round, decision=frame, prompt=state.prompt(),
        legal_actions=tuple(state.legal_actions()) if seat is None or seat == to_play else (),
        scores=tuple(p.score for p in seats), is_over=state.is_over, winners=state.winners(), log=state.log_lines(seat),
        events=state.log_events(seat), automatic=state.seen_automatic(seat),
    )


class TextWords:
    """The words of :func:`render_text` in one language: ``str.format`` templates, the log's words for items and
    spells (``names``), and ``prompt(view)``. English here; the French table is ``speech.TextFrench``."""

    names = EN
    title = "Mandragora, {players} players{teams}. {head}"
    teams = " in teams"
    over = "game over, winner(s): {winners}"
    winner = "player {}"
    stacks = "Spells: {stacks}"
    stack = "L{level} {top} ({size})"
    deck = "Deck: {size}"
    countdown = "   Countdown: {countdown} (player {holder})"
    final_round = "   Final round"
    shop = " {mark} shop {index} {time}: {cards}"
    day, night = "day  ", "night"
    curse, out, counting = "CURSE", "out", "countdown {}"
    hidden = ("{} hidden card", "{} hidden cards")         # one, several
    empty = "empty"
    seat = "{arrow}P{seat}{flags}: hand {hand} | curses {scrolls} | spells {spells} ({points} pts){score}"

    def prompt(self, view) -> str:
        return view.prompt


def _hand_text(view: PlayerView, words: TextWords) -> str:
    if view.hand is None:
        return words.hidden[view.hand_size != 1].format(view.hand_size)
    counts: dict = {}
    for item in view.hand:
        counts[item] = counts.get(item, 0) + 1
    item = words.names.item
    return ", ".join(item(i) if n == 1 else f"{n} {item(i)}" for i, n in counts.items()) or words.empty


ENGLISH = TextWords()


def render_text(view: MandragoraView, words: TextWords | None = None) -> str:
    """A compact picture of a view: who is to move, then one line per shop and per seat, in the language of
    ``words`` (English by default)."""
    words = words or ENGLISH
    item, spell = words.names.item, words.names.spell
    if view.is_over:
        head = words.over.format(winners=", ".join(words.winner.format(p) for p in view.winners))
    else:
        head = words.prompt(view)
    lines = [words.title.format(players=view.players, teams=words.teams if view.teams else "", head=head)]
    lines.append(words.stacks.format(stacks="  ".join(
        words.stack.format(level=s.level, top=spell(s.top) if s.top else "-", size=s.size) for s in view.stacks)))
    lines.append(words.deck.format(size=view.deck_size)
                 + (words.countdown.format(countdown=view.countdown, holder=view.countdown_holder)
                    if view.countdown else "") + (words.final_round if view.final_round else ""))
    for shop in view.shops:
        cards = ", ".join("?" if card is None else item(card) for card in shop.cards) or "-"
        lines.append(words.shop.format(mark="A" if shop.has_assistant else " ", index=shop.index,
                                       time=words.night if shop.night else words.day, cards=cards))
    for p in view.seats:
        flags = ([words.curse] if p.has_curse_marker else []) + ([words.out] if p.dropped_out else []) + \
            ([words.counting.format(view.countdown)] if view.countdown_holder == p.seat else [])
        lines.append(words.seat.format(
            arrow=">" if p.seat == view.to_play else " ", seat=p.seat,
            flags=" [" + ", ".join(flags) + "]" if flags else "", hand=_hand_text(p, words),
            scrolls="+".join(map(str, p.scrolls)) or "0",
            spells=", ".join(f"{spell(s.spell)}+{item(s.book)}" for s in p.spells) or "-",
            points=p.spell_points, score=f" score {p.score}" if p.score is not None else ""))
    return "\n".join(lines)

"""What one seat may see of Magyarcana, and the compact text picture of a view.

Only hands and the deck's order are hidden: the board, minions, supplies, the discard pile and dice are
public. ``player=None`` sees everything; once the game is over both hands are shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .geometry import turned


@dataclass(frozen=True)
class TerritoryView:
    cell: tuple
    card: object
    turned: bool                       # drawn at 90 degrees (every card is turned from its neighbours)
    minions: tuple                     # (owner, pips) for each minion, sorted
    load: int                          # pips (number card) or minions (face card) counted against capacity
    capacity: int
    controllers: tuple                 # the seats that control it (both on a tie)


@dataclass(frozen=True)
class MagyarcanaView:
    seat: int | None
    players: int
    territories: tuple                 # TerritoryView, sorted by cell (row by row)
    hands: tuple                       # per seat: sorted cards, or None when hidden
    hand_sizes: tuple
    supply: tuple                      # per seat: ((pips, count), ...)
    deck_size: int
    discard: tuple                     # the discard pile, oldest first (face up)
    reshuffles: int
    current: int
    to_play: int | None
    in_play: object                    # the card being played this turn, or None
    decision: object                   # the pending Frame (kind code "turn", "move", "expel_to"...), or None
    prompt: str                        # the decision and who must answer, in English (game.prompt() words it)
    legal_actions: tuple               # empty unless the viewer must decide (or sees all)
    last_roll: object                  # the last expulsion's Roll (who, where, dice, totals, outcome) or None
    scores: tuple
    controlled: tuple                  # territories each seat controls (the first tie-break)
    end_reason: str | None             # why the game ended, a code of log.END_REASONS (None while it goes on)
    is_over: bool
    winners: tuple
    log: tuple                         # what happened, in English words
    events: tuple                      # the same, as (template code, values) for other languages (see .log)
    automatic: tuple = ()              # ((seat, action), ...) applied by itself since the last action chosen
                                       # (its only choice)

    def territory(self, card):
        """The TerritoryView of ``card`` -- a card or its name (None when it is not on the board)."""
        card = Card.named(card)
        return next((t for t in self.territories if t.card == card), None)


def make_view(state, seat: int | None) -> MagyarcanaView:
    everything = seat is None or state.is_over
    territories = tuple(
        TerritoryView(cell, card, turned(cell),
                      tuple(sorted((o, p) for (o, p), n in state.minions.get(cell, {}).items() for _ in range(n))),
                      state.load(cell), card.capacity,
                      tuple(o for o in (0, 1) if state.controls(o, cell)))
        for cell, card in sorted(state.territories.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    to_play = state.to_play
    frame = state.decision
    return MagyarcanaView(
        seat=seat, players=state.players, territories=territories,
        hands=tuple(tuple(hand) if everything or p == seat else None for p, hand in enumerate(state.hands)),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        supply=tuple(tuple(sorted(s.items())) for s in state.supply),
        deck_size=len(state.deck), discard=tuple(state.discard), reshuffles=state.reshuffles,
        current=state.current, to_play=to_play, in_play=state.in_play,
        decision=None if frame is None else frame.seen_by(seat), prompt=state.prompt(),
        legal_actions=tuple(state.legal_actions()) if seat is None or seat == to_play else (),
        last_roll=state.last_roll, scores=state.scores(),
        controlled=tuple(len(state.controlled(owner)) for owner in (0, 1)), end_reason=state.end_reason,
        is_over=state.is_over, winners=state.winners(),
        log=state.log_lines(seat), events=state.log_events(seat), automatic=state.seen_automatic(seat),
    )


def _short(card) -> str:
    rank = {"under": "U", "over": "O", "king": "K", "ace": "A"}.get(card.rank, str(card.rank))
    return f"{rank}{card.suit[0].upper()}"


def territory_grid(view, short) -> list:
    """The territories as text rows, one per row of the table: ``short(card)``, capacity used, minions (a =
    player 0, b = player 1); shared by every language's picture."""
    if not view.territories:
        return []
    xs = [t.cell[0] for t in view.territories]
    ys = [t.cell[1] for t in view.territories]
    texts = {t.cell: f"{short(t.card)} {t.load}/{t.capacity} "
                     + "".join("ab"[o] + str(p) for o, p in t.minions) for t in view.territories}
    width = max(len(text) for text in texts.values())      # wide enough for the fullest territory
    return [f"{y:>3} |" + "|".join(texts.get((x, y), "").ljust(width) for x in range(min(xs), max(xs) + 1)) + "|"
            for y in range(min(ys), max(ys) + 1)]


class TextWords:
    """The words of :func:`render_text` in one language: ``str.format`` templates, how a card is named in full
    and in short, and ``prompt(view)``. English here; the French table is ``speech.TextFrench``."""

    title = "Magyarcana. {head}"
    over = "game over, winner(s): {winners}"
    winner = "player {}"
    piles = "Deck {deck}, discard {discard}, reshuffles {reshuffles}/2. Scores {scores}."
    hidden = "{} hidden cards"
    seat = "{arrow}P{seat} ({letter}): hand {hand} | supply {supply}"
    card = staticmethod(str)

    def short(self, card) -> str:
        return f"{_short(card):>3}"

    def prompt(self, view) -> str:
        return view.prompt


ENGLISH = TextWords()


def render_text(view: MagyarcanaView, words: TextWords | None = None) -> str:
    """A grid picture: who is to move, then each territory as card, capacity used, and minions (a = player 0,
    b = player 1), in the language of ``words`` (English by default)."""
    words = words or ENGLISH
    head = (words.over.format(winners=", ".join(words.winner.format(p) for p in view.winners)) if view.is_over
            else words.prompt(view))
    lines = [words.title.format(head=head),
             words.piles.format(deck=view.deck_size, discard=len(view.discard), reshuffles=view.reshuffles,
                                scores=f"{view.scores[0]}-{view.scores[1]}")]
    lines += territory_grid(view, words.short)
    for p in (0, 1):
        hand = view.hands[p]
        shown = ", ".join(map(words.card, hand)) if hand is not None else words.hidden.format(view.hand_sizes[p])
        supply = " ".join(f"{pips}x{n}" for pips, n in view.supply[p])
        lines.append(words.seat.format(arrow=">" if view.to_play == p else " ", seat=p, letter="ab"[p], hand=shown,
                                       supply=supply))
    return "\n".join(lines)

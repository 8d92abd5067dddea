"""What one seat may see of Kuhn poker, and its text picture (``print(game)``).

The core fields come first (:data:`mandrapy.core.contract.CORE_VIEW_FIELDS`), the game's own after them.
A seat sees its own card; the other is None until the showdown (``seat=None``: everything).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.decisions import Frame
from ..core.validate import seat_argument
from .glossary import CARD_WORDS


@dataclass(frozen=True)
class KuhnView:
    seat: int | None
    players: int
    current: int
    to_play: int | None
    decision: Frame | None
    prompt: str                        # game.prompt() in English
    legal_actions: tuple               # () unless the viewer must decide (or sees all)
    log: tuple                         # what happened, in English words, as the viewer may know it
    events: tuple                      # the same as (template code, values), for other languages
    scores: tuple
    is_over: bool
    winners: tuple
    automatic: tuple                   # (seat, action) applied by itself since the last choice (never here)
    hands: tuple                       # a card per seat, None where hidden from the viewer
    pot: tuple                         # chips each seat has put in


def make_view(state, seat: int | None) -> KuhnView:
    seat_argument(seat, 2, "view: seat", optional=True)
    everything = seat is None or state.is_over
    return KuhnView(
        seat=seat, players=2, current=state.current, to_play=state.to_play, decision=state.decision,
        prompt=state.prompt(),
        legal_actions=tuple(state.legal_actions()) if seat in (None, state.to_play) else (),
        log=state.log_lines(seat), events=state.log_events(seat), scores=state.scores(),
        is_over=state.is_over, winners=state.winners(), automatic=state.seen_automatic(seat),
        hands=tuple(hand[0] if everything or q == seat else None for q, hand in enumerate(state.hands)),
        pot=tuple(state.pot))


TEXT: dict[str, dict[str, Any]] = {
    "en": {"title": "Kuhn poker", "row": "Player {q}: {card}, put in {n}", "hidden": "a hidden card",
           "over": "Game over: player {winner} wins the pot of {pot}.", "cards": CARD_WORDS["en"]},
    "fr": {"title": "Poker de Kuhn", "row": "Joueur {q} : {card}, a misé {n}", "hidden": "une carte cachée",
           "over": "Partie terminée : le joueur {winner} remporte le pot de {pot}.", "cards": CARD_WORDS["fr"]}}


def render_text(view: KuhnView, words: dict[str, Any] | None = None) -> str:
    """A few lines: the title and who is to move (or that the game is over, and who won), then each seat's
    card and chips (``words``: a :data:`TEXT` table and a ``"prompt"`` function of the view, for another
    language than English).

    >>> from mandrapy.kuhn import Kuhn
    >>> print(render_text(Kuhn(seed=4).view(0)))
    Kuhn poker. Player 0: check or bet one chip.
    >Player 0: Jack, put in 1
     Player 1: a hidden card, put in 1
    """
    words = words or TEXT["en"]
    cards = words["cards"]
    if view.is_over:
        header = words["over"].format(winner=view.winners[0], pot=sum(view.pot))
    else:
        header = words.get("prompt", lambda v: v.prompt)(view)
    lines = [f"{words['title']}. {header}"]
    for q, card in enumerate(view.hands):
        arrow = ">" if view.to_play == q else " "
        shown = cards[card] if card is not None else words["hidden"]
        lines.append(arrow + words["row"].format(q=q, card=shown, n=view.pot[q]))
    return "\n".join(lines)

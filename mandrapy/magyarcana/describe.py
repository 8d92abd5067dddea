"""Magyarcana's board as text, for a screen reader: ``describe(view, options)`` (see :mod:`mandrapy.core.describe`).

It reads the seat's view only (never the state): the other hand is said by its size. The grid of territories
becomes one sentence per territory, row by row, rows and columns counted from 0 at the top left (as every
index in mandrapy). Words come
from the game's glossary and the French prompts of :mod:`.speech`; this module's sentences are in
:data:`WORDS`, one table per language.

>>> import mandrapy
>>> from mandrapy.core.describe import as_text
>>> from mandrapy.core.drawing import Options
>>> game = mandrapy.new("magyarcana", seed=1)
>>> lines = as_text(describe(game.view(0), Options(seat_kinds=("human", "computer")))).splitlines()
>>> print(lines[1]); print(lines[4])
- Player 0 (you): use a territory you control, play a card from your hand, or discard and refill.
- Row 0, column 0: Under of Acorns, 1 of 3 minions; Player 0 (you): a minion of 1 pip; controlled by Player 0 (you).
"""

from __future__ import annotations

from typing import Any

from ..core.describe import Say, Section
from . import data
from .log import END_REASONS
from .speech import END_REASONS_FR, PROMPTS_FR, card_fr

WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "player": "Player {n}", "you": "you", "computer": "computer",
        "and": "and", "prompts": None, "end_reasons": END_REASONS, "card": str,
        "now": "Now",
        "asked": "{who}: {prompt}.",
        "over": "The game is over: {reason}.",
        "in_play": "Card in play: {card}.",
        "territories": "Territories",
        "size": "{n} {n:territory|territories} in {rows} {rows:row|rows} and {columns} {columns:column|columns}, "
                "rows from the top, columns from the left.",
        "territory": "Row {row}, column {column}: {card}, {load}{minions}{control}.",
        "pips_load": "{load} of {capacity} pips",
        "face_load": "{load} of {capacity} minions",
        "empty_pips": "empty, room for {capacity} pips",
        "empty_face": "empty, room for {capacity} minions",
        "owned": "; {who}: {minions}",
        "minions": "{n:a minion|minions} of {pips} {last:pip|pips}",
        "controlled": "; controlled by {who}",
        "tied": "; tied: both control it",
        "piles": "Deck and discard pile",
        "deck": "Deck: {n} {n:card|cards}; reshuffles so far: {done} of {most}.",
        "discard": "Discard pile, {n} {n:card|cards}, oldest first: {cards}.",
        "discard_more": "Discard pile, continued: {cards}.",
        "no_discard": "Discard pile: empty.",
        "roll": "Last expulsion roll: {who} against {minion} on {card}: {attack} against {defence}, {outcome}.",
        "total": "die {die} + {pips} {pips:pip|pips}{bonus} = {total}",
        "bonus": " + 2",
        "expelled": "expelled", "held": "it held",
        "hand": "Hand: {cards}.",
        "empty_hand": "Hand: empty.",
        "hidden_hand": "Hand: {n} hidden {n:card|cards}.",
        "supply": "Minions in supply: {minions}.",
        "supply_one": "{n} of {pips} {pips:pip|pips}",
        "no_supply": "Minions in supply: none.",
        "controls": "Controls {n} {n:territory|territories}.",
        "scores": "Scores",
        "score": "{who}: {n} {n:point|points}.",
        "winners": "{n:Winner|Winners}: {who}.",
    },
    "fr": {
        "player": "Joueur {n}", "you": "vous", "computer": "ordinateur",
        "and": "et", "prompts": PROMPTS_FR, "end_reasons": END_REASONS_FR, "card": card_fr,
        "now": "À faire maintenant",
        "asked": "{who} : {prompt}.",
        "over": "La partie est terminée : {reason}.",
        "in_play": "Carte en jeu : {card}.",
        "territories": "Territoires",
        "size": "{n} {n:territoire|territoires} sur {rows} {rows:rangée|rangées} et {columns} "
                "{columns:colonne|colonnes}, rangées depuis le haut, colonnes depuis la gauche.",
        "territory": "Rangée {row}, colonne {column} : {card}, {load}{minions}{control}.",
        "pips_load": "{load} {load:point|points} sur {capacity}",
        "face_load": "{load} {load:sbire|sbires} sur {capacity}",
        "empty_pips": "vide, place pour {capacity} points",
        "empty_face": "vide, place pour {capacity} sbires",
        "owned": " ; {who} : {minions}",
        "minions": "{n:un sbire|sbires} de {pips} {last:point|points}",
        "controlled": " ; contrôlé par {who}",
        "tied": " ; égalité : contrôlé par les deux",
        "piles": "Pioche et défausse",
        "deck": "Pioche : {n} {n:carte|cartes} ; mélanges faits : {done} sur {most}.",
        "discard": "Défausse, {n} {n:carte|cartes}, la plus ancienne d'abord : {cards}.",
        "discard_more": "Défausse, suite : {cards}.",
        "no_discard": "Défausse : vide.",
        "roll": "Dernier jet d'expulsion : {who} contre {minion} sur {card:le} : {attack} contre {defence}, "
                "{outcome}.",
        "total": "dé {die} + {pips} {pips:point|points}{bonus} = {total}",
        "bonus": " + 2",
        "expelled": "expulsé", "held": "il résiste",
        "hand": "Main : {cards}.",
        "empty_hand": "Main : vide.",
        "hidden_hand": "Main : {n} {n:carte cachée|cartes cachées}.",
        "supply": "Sbires en réserve : {minions}.",
        "supply_one": "{n} de {pips} {pips:point|points}",
        "no_supply": "Sbires en réserve : aucun.",
        "controls": "Contrôle {n} {n:territoire|territoires}.",
        "scores": "Scores",
        "score": "{who} : {n} {n:point|points}.",
        "winners": "{n:Victoire|Victoire partagée} : {who}.",
    },
}
CARDS_WIDTH = 120              # a line of the discard pile names cards up to this many characters


class _Say(Say):
    """The core's :class:`~mandrapy.core.describe.Say` with this game's nouns."""

    def __init__(self, view, options):
        super().__init__(view, options, WORDS)

    def card(self, card) -> str:
        """A card's name; in French one that takes its article (``{card:le}``, see :class:`.speech.CardName`)."""
        return self.words["card"](card)


def describe(view, options) -> tuple:
    """The position ``view`` shows, as sections: what is asked now, the territories, the piles, each seat,
    the scores."""
    say = _Say(view, options)
    return (Section(say.words["now"], tuple(_now(say))),
            Section(say.words["territories"], tuple(_territories(say))),
            Section(say.words["piles"], tuple(_piles(say))),
            *(Section(say.who(seat), tuple(_seat(say, seat))) for seat in range(len(view.hands))),
            Section(say.words["scores"], tuple(_scores(say))))


def _now(say: _Say):
    view, frame = say.view, say.view.decision
    if view.is_over:
        yield say("over", reason=say.words["end_reasons"][view.end_reason])
        return
    prompts = say.words["prompts"]
    yield say("asked", who=say.who(frame.player),
              prompt=frame.prompt() if prompts is None else prompts[frame.kind.code])
    if view.in_play is not None:
        yield say("in_play", card=say.card(view.in_play))


def _territories(say: _Say):
    territories = say.view.territories
    if not territories:
        return
    left = min(t.cell[0] for t in territories)
    top = min(t.cell[1] for t in territories)
    yield say("size", n=len(territories), rows=max(t.cell[1] for t in territories) - top + 1,
              columns=max(t.cell[0] for t in territories) - left + 1)
    for t in territories:                  # the view lists them row by row
        if not t.minions:
            yield say("territory", row=t.cell[1] - top, column=t.cell[0] - left, card=say.card(t.card),
                      load=say("empty_face" if t.card.is_face else "empty_pips", capacity=t.capacity), minions="",
                      control="")
            continue
        load = say("face_load" if t.card.is_face else "pips_load", load=t.load, capacity=t.capacity)
        mine = {owner: [pips for o, pips in t.minions if o == owner] for owner in (0, 1)}
        minions = "".join(say("owned", who=say.who(owner), minions=_minions(say, pips))
                          for owner, pips in mine.items() if pips)
        if len(t.controllers) == 2:
            control = say.words["tied"]
        elif t.controllers:
            control = say("controlled", who=say.who(t.controllers[0]))
        else:
            control = ""
        yield say("territory", row=t.cell[1] - top, column=t.cell[0] - left, card=say.card(t.card),
                  load=load, minions=minions, control=control)


def _minions(say: _Say, pips: list) -> str:
    """``minions of 1, 1 and 3 pips``: one seat's minions on a territory, smallest first."""
    return say("minions", n=len(pips), pips=say.listed(map(str, pips)), last=pips[-1])


def _piles(say: _Say):
    view = say.view
    yield say("deck", n=view.deck_size, done=view.reshuffles, most=data.MAX_RESHUFFLES)
    if not view.discard:
        yield say("no_discard")
    for n, chunk in enumerate(_chunks([say.card(card) for card in view.discard])):
        yield say("discard", n=len(view.discard), cards=chunk) if n == 0 else say("discard_more", cards=chunk)
    roll = view.last_roll
    if roll is not None:
        bonus = say.words["bonus"] if roll.bonus else ""
        attack = say("total", die=roll.die, pips=roll.attack - roll.die - roll.bonus, bonus=bonus,
                     total=roll.attack)
        defence = say("total", die=roll.their_die, pips=roll.defence - roll.their_die, bonus="",
                      total=roll.defence)
        yield say("roll", who=say.who(roll.attacker), minion=_minions(say, [roll.pips]), card=say.card(roll.territory),
                  attack=attack, defence=defence, outcome=say.words[roll.outcome])


def _chunks(names: list):
    """The names joined by commas, in lines short enough to hear in one go."""
    line: list = []
    for name in names:
        if line and len(", ".join(line + [name])) > CARDS_WIDTH:
            yield ", ".join(line)
            line = []
        line.append(name)
    if line:
        yield ", ".join(line)


def _seat(say: _Say, seat: int):
    view = say.view
    hand = view.hands[seat]
    if hand is None:
        yield say("hidden_hand", n=view.hand_sizes[seat])
    else:
        yield say("hand", cards=", ".join(say.card(card) for card in hand)) if hand else say("empty_hand")
    supply = [say("supply_one", n=n, pips=pips) for pips, n in view.supply[seat] if n]
    yield say("supply", minions=", ".join(supply)) if supply else say("no_supply")
    yield say("controls", n=view.controlled[seat])


def _scores(say: _Say):
    view = say.view
    for seat, score in enumerate(view.scores):
        yield say("score", who=say.who(seat), n=score)
    if view.is_over:
        yield say("winners", n=len(view.winners), who=say.listed(say.who(p) for p in view.winners))

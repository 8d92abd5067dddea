"""Mandragora's board as text, for a screen reader: ``describe(view, options)`` (see :mod:`mandrapy.core.describe`).

It reads the seat's view only (never the state), so it says no more than the board shows that seat: another
seat's hand by its size, a night shop's cards as face-down cards. Words come from the game's glossary and the
French prompts of :mod:`.speech`; this module's own sentences are in :data:`WORDS`, one table per language.

>>> import mandrapy
>>> from mandrapy.core.describe import as_text
>>> from mandrapy.core.drawing import Options
>>> game = mandrapy.new("mandragora", players=2, seed=1)
>>> text = as_text(describe(game.view(0), Options(seat_kinds=("human", "computer"))))
>>> print(text.splitlines()[1])
- Player 0 (you): seek (move the Assistant 1-3 shops) or cast a spell.
"""

from __future__ import annotations

from ..core.describe import Say, Section
from . import data
from .glossary import COLOURS, ITEMS, SPELLS
from .actions import Seek
from .speech import PROMPTS_FR, item_label

WORDS = {
    "en": {
        "player": "Player {n}", "you": "you", "computer": "computer",
        "colour": COLOURS["en"], "item": ITEMS["en"], "spell": SPELLS["en"],
        "and": "and", "prompts": {},
        "now": "Now",
        "extra": " (extra turn)", "drop": ", or drop out",
        "asked": "{who}{extra}: {prompt}.",
        "reach": "Shops you can reach: {shops}.",
        "over": "The game is over.",
        "final_round": "Final round: each player plays once more.",
        "countdown": "Countdown marker {face}, held by {who}.",
        "spells_heading": "Spells to cast",
        "stack": "Level {level}: {spell}, {n} {n:card|cards} in the stack.",
        "empty_stack": "Level {level}: no spell left.",
        "shops_heading": "Shops",
        "deck": "Deck: {n} {n:card|cards}.",
        "assistant": "The Assistant is at shop {n}.",
        "shop": "Shop {n}, {time}: {cards}.",
        "day": "day", "night": "night",
        "face_down": "{n} face-down {n:card|cards}",
        "empty": "empty",
        "team": "Team {team}, with {partner}.",
        "hand": "Hand: {cards}.",
        "hidden_hand": "Hand: {n} hidden {n:card|cards}.",
        "curses": "Cursed scrolls: {n} ({scrolls} {last:curse|curses}), {curses} {curses:curse|curses} in all.",
        "one_scroll": "Cursed scrolls: 1, of {curses} {curses:curse|curses}.",
        "no_curses": "Cursed scrolls: none.",
        "no_spells": "Spells cast: none.",
        "spells": "Spells cast: {n}, for {points} {points:point|points}.",
        "spell_cast": "{spell} (level {level} + {book})",
        "curse_marker": "Holds the Curse marker (minus {n} {n:point|points} at the end).",
        "holds_countdown": "Holds the Countdown marker ({face}).",
        "dropped": "Has dropped out.",
        "scores": "Scores",
        "score": "{who}: {n} {n:point|points}.",
        "partial_score": "{who}: {n} {n:point|points} from spells; the hidden hand costs points at the end.",
        "team_score": "Team {team}: {n} {n:point|points}.",
        "winners": "{n:Winner|Winners}: {who}.",
    },
    "fr": {
        "player": "Sorcière {n}", "you": "vous", "computer": "ordinateur",
        "colour": COLOURS["fr"], "item": ITEMS["fr"], "spell": SPELLS["fr"],
        "and": "et", "prompts": PROMPTS_FR,
        "now": "À faire maintenant",
        "extra": " (tour supplémentaire)", "drop": ", ou passer",
        "asked": "{who}{extra} : {prompt}.",
        "reach": "Échoppes à votre portée : {shops}.",
        "over": "La partie est terminée.",
        "final_round": "Dernier tour de table : chaque sorcière joue encore une fois.",
        "countdown": "Marqueur Fin de partie {face}, chez {who}.",
        "spells_heading": "Sortilèges à lancer",
        "stack": "Niveau {level} : {spell}, {n} {n:carte|cartes} dans la pile.",
        "empty_stack": "Niveau {level} : plus aucun sortilège.",
        "shops_heading": "Échoppes",
        "deck": "Pioche : {n} {n:carte|cartes}.",
        "assistant": "L'Assistant est à l'échoppe {n}.",
        "shop": "Échoppe {n}, {time} : {cards}.",
        "day": "de jour", "night": "de nuit",
        "face_down": "{n} {n:carte face cachée|cartes face cachées}",
        "empty": "vide",
        "team": "Équipe {team}, avec {partner}.",
        "hand": "Main : {cards}.",
        "hidden_hand": "Main : {n} {n:carte cachée|cartes cachées}.",
        "curses": "Parchemins maudits : {n} ({scrolls} {last:malédiction|malédictions}), {curses} "
                  "{curses:malédiction|malédictions} en tout.",
        "one_scroll": "Parchemins maudits : 1, à {curses} {curses:malédiction|malédictions}.",
        "no_curses": "Parchemins maudits : aucun.",
        "no_spells": "Sortilèges lancés : aucun.",
        "spells": "Sortilèges lancés : {n}, pour {points} {points:point|points}.",
        "spell_cast": "{spell} (niveau {level} + {book})",
        "curse_marker": "A le marqueur Malédiction (moins {n} {n:point|points} à la fin).",
        "holds_countdown": "A le marqueur Fin de partie ({face}).",
        "dropped": "A passé.",
        "scores": "Scores",
        "score": "{who} : {n} {n:point|points}.",
        "partial_score": "{who} : {n} {n:point|points} de sortilèges ; la main cachée coûtera des points à la fin.",
        "team_score": "Équipe {team} : {n} {n:point|points}.",
        "winners": "{n:Victoire|Victoire partagée} : {who}.",
    },
}
TEAM_NAMES = "AB"
SPELLS_A_LINE = 3                 # a line of spells cast stays short enough to hear in one go


class _Say(Say):
    """The core's :class:`~mandrapy.core.describe.Say` with this game's nouns."""

    def __init__(self, view, options):
        super().__init__(view, options, WORDS)

    def item(self, item) -> str:
        return item_label(item, self.words)


def describe(view, options) -> tuple:
    """The position ``view`` shows, as sections: what is asked now, the spells and shops, each seat, the scores."""
    say = _Say(view, options)
    return (Section(say.words["now"], tuple(_now(say))),
            Section(say.words["spells_heading"], tuple(_stacks(say))),
            Section(say.words["shops_heading"], tuple(_shops(say))),
            *(Section(say.who(seat.seat), tuple(_seat(say, seat))) for seat in view.seats),
            Section(say.words["scores"], tuple(_scores(say))))


def _now(say: _Say):
    view, frame = say.view, say.view.decision
    if frame is None:
        yield say("over")
    elif frame.kind.code == "turn":
        prompt = frame.prompt(say.words["prompts"].get("turn"), drop=say.words["drop"] if frame["final"] else "")
        yield say("asked", who=say.who(frame.player), extra=say.words["extra"] if frame["extra"] else "",
                  prompt=prompt)
        reach = [(view.assistant + a.steps) % data.SHOP_COUNT for a in view.legal_actions if isinstance(a, Seek)]
        if reach:
            yield say("reach", shops=say.listed(map(str, reach)))
    else:
        prompt = frame.prompt(say.words["prompts"].get(frame.kind.code))      # English: the kind's own
        yield say("asked", who=say.who(frame.player), extra="", prompt=prompt.rstrip("."))
    if view.countdown:
        yield say("countdown", face=view.countdown, who=say.who(view.countdown_holder))
    if view.final_round:
        yield say("final_round")


def _stacks(say: _Say):
    for stack in say.view.stacks:
        if stack.top is None:
            yield say("empty_stack", level=stack.level)
        else:
            yield say("stack", level=stack.level, spell=say.words["spell"][stack.top.name], n=stack.size)


def _shops(say: _Say):
    view = say.view
    yield say("deck", n=view.deck_size)
    yield say("assistant", n=view.assistant)
    for shop in view.shops:
        yield say("shop", n=shop.index, time=say.words["night" if shop.night else "day"],
                  cards=_cards(say, shop.cards) or say.words["empty"])


def _cards(say: _Say, cards) -> str:
    """Cards by name, copies counted ("2 red"), face-down cards counted last."""
    counts: dict = {}
    for card in cards:
        if card is not None:
            counts[card] = counts.get(card, 0) + 1
    named = [say.item(card) if n == 1 else f"{n} {say.item(card)}" for card, n in sorted(counts.items())]
    hidden = sum(card is None for card in cards)
    return ", ".join(named + ([say("face_down", n=hidden)] if hidden else []))


def _seat(say: _Say, seat):
    view = say.view
    if view.teams:
        team = next(t for t, members in enumerate(data.TEAMS) if seat.seat in members)
        partner = next(q for q in data.TEAMS[team] if q != seat.seat)
        yield say("team", team=TEAM_NAMES[team], partner=say.who(partner))
    if seat.hand is None:
        yield say("hidden_hand", n=seat.hand_size)
    else:
        yield say("hand", cards=_cards(say, seat.hand) or say.words["empty"])
    if len(seat.scrolls) == 1:
        yield say("one_scroll", curses=seat.curses)
    elif seat.scrolls:
        yield say("curses", n=len(seat.scrolls), scrolls=say.listed(map(str, seat.scrolls)), last=seat.scrolls[-1],
                  curses=seat.curses)
    else:
        yield say("no_curses")
    if seat.spells:
        yield say("spells", n=len(seat.spells), points=seat.spell_points)
    else:
        yield say("no_spells")
    spells = [say("spell_cast", spell=say.words["spell"][spell.spell.name], level=spell.spell.level,
                       book=say.item(spell.book)) for spell in seat.spells]
    for start in range(0, len(spells), SPELLS_A_LINE):
        yield ", ".join(spells[start:start + SPELLS_A_LINE]) + "."
    if seat.has_curse_marker:
        yield say("curse_marker", n=data.CURSE_MARKER_PENALTY)
    if view.countdown and view.countdown_holder == seat.seat:
        yield say("holds_countdown", face=view.countdown)
    if seat.dropped_out:
        yield say("dropped")


def _scores(say: _Say):
    view = say.view
    for seat in view.seats:
        if seat.score is None:
            yield say("partial_score", who=say.who(seat.seat), n=seat.spell_points)
        else:
            yield say("score", who=say.who(seat.seat), n=seat.score)
    if view.teams and all(seat.score is not None for seat in view.seats):
        for team, members in enumerate(data.TEAMS):
            yield say("team_score", team=TEAM_NAMES[team], n=sum(view.seats[q].score for q in members))
    if view.is_over:
        yield say("winners", n=len(view.winners), who=say.listed(say.who(p) for p in view.winners))

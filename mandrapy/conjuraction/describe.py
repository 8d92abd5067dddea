"""Mystical Conjuraction's board as text, for a screen reader: ``describe(view, options)`` (see
:mod:`mandrapy.core.describe`).

It reads the seat's view only (never the state): another seat's hand is said by its size, the deck by its
size, the bag by its colours. Colours are words (the board's letters E Y A P N are not), a card's squares are
read row by row, each point's mana spaces one by one. The sentences are in :mod:`.describe_words`.

>>> import mandrapy
>>> from mandrapy.core.describe import as_text
>>> from mandrapy.core.drawing import Options
>>> game = mandrapy.new("conjuraction", players=2, seed=1, characters=("larissa", "norwell"))
>>> text = as_text(describe(game.view(0), Options(seat_kinds=("human", "computer"))))
>>> print(text.splitlines()[1])
- Player 0 (you): put a spell card on a free forge.
"""

from __future__ import annotations

from ..core.describe import Say, Section
from . import data as D
from .cards import GRIDS, RUNE_OF
from .describe_words import WORDS

OFFER_WIDTH = 150              # a plane's offer longer than this is said row by row


class _Say(Say):
    """The core's :class:`~mandrapy.core.describe.Say` with this game's nouns."""

    def __init__(self, view, options):
        super().__init__(view, options, WORDS)

    def colour(self, colour: int) -> str:
        return self.words["colour"][colour]

    def mana(self, counts) -> str:
        """``2 Essence, 1 Nether``: cubes counted by colour (``none`` when there are none)."""
        return ", ".join(self("count", n=n, colour=self.colour(k)) for k, n in enumerate(counts) if n) \
            or self.words["none"]

    def card(self, number: int, layout=None, placed=()) -> str:
        """A spell card: its number, its rune and its squares row by row, the colour each free square needs
        ("filled" where mana lies: its colour no longer matters)."""
        layout = layout or tuple(GRIDS[number][3 * r:3 * r + 3] for r in range(3))
        filled = {cell for cell, _ in placed}
        rows = {f"row{r}": ", ".join(self.words["filled"] if (r, c) in filled else self.colour(colour)
                                          for c, colour in enumerate(row)) for r, row in enumerate(layout)}
        return self("card", n=number, rune=self.colour(RUNE_OF[number]), **rows)


def describe(view, options) -> tuple:
    """The position ``view`` shows, as sections: what is asked now, the spell offer, the plane offers, the
    imbuement points, the supply, each seat, the scores."""
    say = _Say(view, options)
    words = say.words
    return (Section(words["now"], tuple(_now(say))),
            Section(words["spell_offer"], tuple(_spell_offer(say))),
            Section(words["plane_offers"], tuple(_plane_offers(say))),
            Section(words["points"], tuple(_points(say))),
            Section(words["supply"], tuple(_supply(say))),
            *(Section(say.who(p), tuple(_seat(say, p, seat))) for p, seat in enumerate(view.seats)),
            Section(words["scores"], tuple(_scores(say))))


def _now(say: _Say):
    view, frame = say.view, say.view.decision
    if frame is None:
        yield say("over")
    else:
        yield say("asked", who=say.who(frame.player), prompt=say.words["prompt"](frame))
    yield say("round", n=view.round, final=say.words["final"] if view.final else "", who=say.who(view.first))


def _spell_offer(say: _Say):
    view = say.view
    for card in view.card_offer:
        yield say("offer_card", card=say.card(card))
    if not view.card_offer:
        yield say("no_offer")
    yield say("piles", deck=view.deck_size, discard=len(view.discard))


def _plane_offers(say: _Say):
    """A plane's offer on one line, row by row (or a line per row where that would be too long to hear)."""
    for plane, cells in enumerate(say.view.offers):
        rows: dict = {}
        for cell in cells:
            counts = [cell.cubes.count(k) for k in range(len(D.COLOURS))]
            cubes = [say("cubes", n=n, colour=say.colour(k)) for k, n in enumerate(counts) if n]
            rows.setdefault(cell.row, []).append(say.words["cube_and"].join(cubes) or say.words["cell_empty"])
        texts = {row: ", ".join(cells) for row, cells in rows.items()}
        name = say.words["plane"][plane]
        whole = say("offer", plane=name, rows=say.words["sep"].join(say("row", row=row, cells=text)
                                                                     for row, text in texts.items()))
        if len(whole) <= OFFER_WIDTH:
            yield whole
        else:
            yield from (say("offer_row", plane=name, row=row, cells=text) for row, text in texts.items())


def _points(say: _Say):
    view = say.view
    taken = {(point, space) for point, space, _ in view.spaces}
    stacked = {(point, space) for point, space, _ in view.stacked}
    for point, spaces in enumerate(D.SPACES):
        texts = []
        for space, takes in enumerate(spaces):
            holds = "stacked" if (point, space) in stacked else "taken" if (point, space) in taken else "free"
            texts.append(say("space", n=space, takes=say.listed(map(say.colour, takes), "or"),
                             holds=say.words[holds]))
        yield say("point_line", point=say.words["point"][point], spaces=say.words["sep"].join(texts))
    for vantage, point, owner in view.familiar_at:
        yield say("familiar", who=say.who(owner), point=say.words["point"][point], vantage=say.colour(vantage))
    yield say("nether", n=view.nether, used=say.words["nether_used"] if view.nether_used else "")


def _supply(say: _Say):
    view = say.view
    yield say("bag", mana=say.mana(view.bag))
    if any(view.setaside) or view.out:
        yield say("set_aside", mana=say.mana(view.setaside), out=view.out)
    yield say("runes", runes=say.mana(view.rune_supply), glyphs=view.glyph_supply)
    yield say("twinks", blue=view.blue, yellow=view.yellow)
    held = {seat.charm for seat in view.seats}
    yield say("charms", charms=", ".join(say.words["charm"][charm] for charm in view.charms if charm not in held)
              or say.words["none"])


def _seat(say: _Say, p: int, seat):
    if seat.character is None:
        yield say("no_character")
    else:
        wild = "" if seat.wild is None else say("wild", colour=say.colour(seat.wild))
        yield say("character_line", name=say.words["character"][seat.character], wild=wild)
    yield say("status", sorcerer=say.words["sorcerer_used" if seat.sorcerer_used else "sorcerer_free"],
              left=seat.familiars - seat.familiars_used, bound=seat.familiars, glyphs=seat.glyphs)
    if any(seat.runes_up) or any(seat.runes_down):
        yield say("seat_runes", up=say.mana(seat.runes_up), down=say.mana(seat.runes_down))
    if seat.passed:
        yield say("passed", charm=say("charm_taken", charm=say.words["charm"][seat.charm]) if seat.charm else "")
    yield say("circles", circles=say.words["sep"].join(
        say("circle", plane=say.words["plane"][g], mana=say.mana(seat.circles[g]) if any(seat.circles[g])
            else say.words["empty"]) for g in range(3)))
    if any(seat.start_mana):
        yield say("start_mana", mana=say.mana(seat.start_mana))
    for forge in seat.grimoire:
        yield from _forge(say, forge)
    yield from _hand(say, seat)


def _forge(say: _Say, forge):
    of_plane = say.words["of_plane"][forge.plane]
    if forge.card is None:
        yield say("free_forge", of_plane=of_plane)
        return
    yield say("forge", of_plane=of_plane, card=say.card(forge.card, forge.layout, forge.placed))
    if not forge.placed and not any(f.covered for f in forge.formulas):
        return                                 # every formula still needs all its squares: nothing to say
    formulas = ", ".join(say("covered", name=say.words["formula"][D.FORMULA_NAMES.index(f.name)]) if f.covered
                         else say("formula_missing", name=say.words["formula"][D.FORMULA_NAMES.index(f.name)],
                                  missing=len(f.missing)) for f in forge.formulas)
    completes = "" if forge.completes is None else say(
        "completes", name=say.words["formula"][D.FORMULA_NAMES.index(forge.completes)])
    yield say("formulas", of_plane=of_plane, formulas=formulas, completes=completes)


def _hand(say: _Say, seat):
    if seat.hand is None:
        yield say("hidden_hand", n=seat.hand_size)
        return
    for card in seat.hand:
        yield say("hand", card=say.card(card))
    if not seat.hand:
        yield say("empty_hand")


def _scores(say: _Say):
    view = say.view
    for p, score in enumerate(view.scores):
        yield say("score", who=say.who(p), n=score)
    if view.is_over:
        yield say("winners", n=len(view.winners), who=say.listed(say.who(p) for p in view.winners))

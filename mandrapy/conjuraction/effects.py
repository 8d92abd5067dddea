"""The nine imbuement points, offer takes and mana placement on cards (rulebook "The Imbue-ment Points").

A mixin of :class:`~mandrapy.conjuraction.state.ConjuractionState`: ``activate(p, point)`` pushes the
point's decisions; each ``_options_<kind>`` / ``_resolve_<kind>`` answers one kind of :mod:`.kinds` (named
in the dispatch table of :mod:`.handlers`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.decisions import Frame
from . import data as D
from .actions import (DONE, MOVES, SWAPS, Done, Exchange, ForgeCard, Give, Keep, Move, MoveCard, Place, PortalBag,
                      PortalCard, PortalLine, SwapCards, TakeCard, ToCircle, made_once)
from .cards import GRIDS
from .kinds import (CARD_FORGE, CHARGE, CIRCLE, CONCOCT, DRIFT, GLIDE, KEEP_ONE, MANA_WEAVE, OVERFLOW, PORTAL,
                    PORTAL_BAG, PORTAL_LINE, WEAVE, frame_of)

N = D.NETHER
# Every placement's action, made once (frozen values; the options of placing mana are listed very often):
# _PLACES[how][forge][square][colour].
_PLACES = {how: [[[Place(g, s, k, how) for k in range(5)] for s in range(9)] for g in range(3)]
           for how in ("", "wild", "jenetta")}
_PORTAL_CARD, _PORTAL_BAG = made_once(PortalCard), [PortalBag(c) for c in range(3)]
# Each line of each plane's offer (by players, plane): its exchange, its first cell's key and all its cells' keys.
_PORTAL_LINES = {n: [[(PortalLine(c, kind, k), (c, cells[0]), tuple((c, cell) for cell in cells))
                      for kind, k, cells in D.offer_lines(n)] for c in range(3)]
                 for n in range(D.MIN_PLAYERS, D.MAX_PLAYERS + 1)}
_TO_CIRCLE, _KEEP = [ToCircle(c) for c in range(3)], [Keep(k) for k in range(5)]
_SQUARES = [[(g, s) for s in range(9)] for g in range(3)]          # keys of a seat's locked mana, by forge
# By forge and card: each square's key in the seat's locked mana, its colour's key in the seat's circles, and its
# plain placement.
_CARD_SQUARES = [[tuple(((g, s), (g, grid[s]), _PLACES[""][g][s][grid[s]]) for s in range(9)) for grid in GRIDS]
                 for g in range(3)]


class Effects:
    """Points, offers and cards (mixed into the state)."""

    if TYPE_CHECKING:                # the state's zones (made by its ZONES table) and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def activate(self, p: int, point: int) -> None:
        push = self.decisions.push
        if point == D.WEAVE:
            push(frame_of(WEAVE, p, pair=(), forge=-1, acted=0))
        elif point == D.GLIDE:
            push(frame_of(GLIDE, p, moved=(), forge=-1, acted=0))
        elif point == D.CHARGE:
            push(frame_of(CHARGE, p, acted=0))
        elif point == D.PORTAL:
            push(Frame.of(PORTAL, p))
        elif point == D.CONCOCT:
            push(Frame.of(CONCOCT, p))
        elif point == D.CONJURE:
            self.draw_two(p)
        elif point == D.ENTREAT:
            card = self.draw_card()
            if card is not None:
                self.gain_card(p, card, "entreat")
        elif point == D.DRIFT:
            push(frame_of(DRIFT, p, pair=(), acted=0))
        elif point == D.MANA_WEAVE:
            push(frame_of(MANA_WEAVE, p, pair=(), swaps=0))

    # ------------------------------------------------------------------ offers (rulebook "Taking Mana from the Planes Offers")
    def take_line(self, p, plane, kind, number) -> None:
        cells = next(cells for k, n, cells in self.lines if k == kind and n == number)
        for cell in cells:                                       # OFF-02: the whole line
            for cube in self.offers[(plane, cell)]:
                self.limbo[cube] = self.limbo.get(cube, 0) + 1
            self.offers[(plane, cell)] = ()
        if sum(self.limbo.values()) <= self.room(p, plane):
            self.keep_all(p, plane)
        else:
            self.decisions.push(frame_of(OVERFLOW, p, circle=plane))

    def keep_all(self, p, circle) -> None:
        for cube, n in self.limbo.items():
            self.circles[p][(circle, cube)] += n
        self.limbo.clear()

    def discard_limbo(self, to_bag: bool = False) -> None:
        """Cubes not kept: black out of the game, others to the set-aside pool (or back to the bag)."""
        for cube, n in self.limbo.items():
            if cube == N:
                self.out += n
            elif to_bag:
                self.bag[cube] += n
            else:
                self.setaside[cube] = self.setaside.get(cube, 0) + n
        if self.limbo:
            self.note("discarded", cubes=tuple(sorted(self.limbo.items())))
        self.limbo.clear()

    def _options_overflow(self, f):
        if self.room(f.player, f["circle"]):
            return [_KEEP[k] for k in sorted(self.limbo)]
        return self._full_circle(f.player)

    def _full_circle(self, p) -> list:
        """A full circle while cubes wait (G-27): Alaeric may still move a black out to keep one more (G-07),
        or be done (the rest are discarded)."""
        moves = self._black_moves(p)
        return moves + [DONE] if moves else []

    def _resolve_overflow(self, f, a):
        if isinstance(a, Done):
            self.discard_limbo()
            return
        self._keep(f.player, f["circle"], a.colour)
        if self.limbo:
            self.decisions.push(f)                               # kept on while room (or a black move) is left
        else:
            self.discard_limbo()

    def skip_overflow(self, f):
        self.discard_limbo()

    def _keep(self, p, circle, colour) -> None:
        self.limbo[colour] -= 1
        if not self.limbo[colour]:
            del self.limbo[colour]
        self.circles[p][(circle, colour)] += 1

    # ------------------------------------------------------------------ cards
    def gain_card(self, p, card, how) -> None:
        """FRG-02/03: onto a free forge (the player chooses among several), else into the hand."""
        free = self.free_forges(p)
        self.hands[p].append(card)
        if len(free) == 1:
            self.hands[p].remove(card)
            self.forges[p][free[0]] = card
            self.note("gain_forge", player=p, card=card, forge=free[0], how=how)
        elif not free:
            self.note("gain_hand", p, {"card": card}, player=p, how=how)
        else:
            self.note("gain", player=p, card=card, how=how)
            self.decisions.push(frame_of(CARD_FORGE, p, card=card))

    def _options_card_forge(self, f):
        return [ForgeCard(f["card"], g) for g in self.free_forges(f.player)]

    def _resolve_card_forge(self, f, a):
        self._resolve_starting_card(f, a)

    def _options_concoct(self, f):
        return [TakeCard(card) for _, card in sorted(self.card_offer.items())]

    def _resolve_concoct(self, f, a):
        slot = next(s for s, c in self.card_offer.items() if c == a.card)
        del self.card_offer[slot]                                # FRG-07: refilled at cleanup only
        self.gain_card(f.player, a.card, "concoct")

    def move_card(self, p, source, target) -> None:
        """FRG-05: a card moves with its locked cubes."""
        forges, locked = self.forges[p], self.locked[p]
        a, b = forges.pop(source, None), forges.pop(target, None)
        if a is not None:
            forges[target] = a
        if b is not None:
            forges[source] = b
        moved = {}
        for (g, s), cube in list(locked.items()):
            if g in (source, target):
                del locked[(g, s)]
                moved[(target if g == source else source, s)] = cube
        locked.update(moved)

    # ------------------------------------------------------------------ placing mana on cards
    def placements(self, p, forge) -> list:
        """MAN-01..09: cubes of a forge's circle onto matching empty squares of its card."""
        card = self.forges[p].get(forge)
        if card is None:
            return []
        grid, locked, circle = GRIDS[card], self.locked[p], self.circles[p]
        found = [place for square, colour, place in _CARD_SQUARES[forge][card]
                 if square not in locked and circle[colour]]
        need = D.ALAERIC_WILD if self.character[p] == "alaeric" else D.WILD_COST
        if circle[(forge, N)] >= need and not any(g == forge and c == N for (g, _), c in locked.items()):
            found += [_PLACES["wild"][forge][s][N] for s, key in enumerate(_SQUARES[forge]) if key not in locked]
        wild = self.wild[p]
        if self.character[p] == "jenetta" and wild is not None and circle[(forge, wild)]:
            jenetta = _PLACES["jenetta"][forge]
            found += [jenetta[s][grid[s]] for s, key in enumerate(_SQUARES[forge])
                      if key not in locked and grid[s] != wild and self.bag[grid[s]]]
        return found

    def place(self, p, a) -> None:
        circle = self.circles[p]
        if a.how == "wild":
            need = D.ALAERIC_WILD if self.character[p] == "alaeric" else D.WILD_COST
            circle[(a.forge, N)] -= need
            self.out += need - 1                                 # MAN-07: the other blacks leave the game
        elif a.how == "jenetta":                                 # G-06
            wild = self.wild[p]
            circle[(a.forge, wild)] -= 1
            self.setaside[wild] = self.setaside.get(wild, 0) + 1
            self.bag[a.colour] -= 1
        else:
            circle[(a.forge, a.colour)] -= 1
        self.locked[p][(a.forge, a.square)] = a.colour
        self.note("place", player=p, colour=a.colour, forge=a.forge, square=a.square, how=a.how)

    def _options_weave(self, f):
        p, pair, forge = f.player, f["pair"], f["forge"]
        found = []
        if not pair:
            cards = sorted(self.forges[p])
            found += [SwapCards(a, b) for a in cards for b in cards if a < b and (forge < 0 or forge in (a, b))]
        targets = [forge] if forge >= 0 else (list(pair) if pair else range(3))
        for g in targets:
            found += self.placements(p, g)
        return self._with_done_and_moves(f, found)

    def _with_done_and_moves(self, f, found) -> list:
        """``done`` once something was done; Alaeric's black moves (G-07) while there is something to do."""
        if found and f["acted"]:
            found.append(DONE)
        return found + self._black_moves(f.player) if found and self.black_moves else found

    def _alaeric_moved(self, f, a) -> bool:
        if isinstance(a, Move):
            self._move_black(f.player, a)
            self.decisions.push(f)
            return True
        return False

    def _resolve_weave(self, f, a):
        if isinstance(a, Done) or self._alaeric_moved(f, a):
            return
        pair, forge = f["pair"], f["forge"]
        if isinstance(a, SwapCards):
            self.move_card(f.player, a.first, a.second)
            self.note("swap_cards", player=f.player, first=a.first, second=a.second)
            pair = (a.first, a.second)
            if forge >= 0:                                       # the placed-on card moved with its cubes
                forge = a.second if forge == a.first else a.first
        else:
            self.place(f.player, a)
            forge = a.forge
        self.decisions.push(frame_of(WEAVE, f.player, pair=pair, forge=forge, acted=1))

    def _options_glide(self, f):
        p, moved, forge = f.player, f["moved"], f["forge"]
        found = []
        if not moved:
            free = self.free_forges(p)
            sources = [forge] if forge >= 0 else sorted(self.forges[p])
            found += [MoveCard(a, b) for a in sources for b in free]
        targets = [forge] if forge >= 0 else ([moved[1]] if moved else range(3))
        for g in targets:
            found += self.placements(p, g)
        return self._with_done_and_moves(f, found)

    def _resolve_glide(self, f, a):
        if isinstance(a, Done) or self._alaeric_moved(f, a):
            return
        moved, forge = f["moved"], f["forge"]
        if isinstance(a, MoveCard):
            self.move_card(f.player, a.source, a.target)
            self.note("move_card", player=f.player, source=a.source, target=a.target)
            moved, forge = (a.source, a.target), (a.target if forge >= 0 else -1)
        else:
            self.place(f.player, a)
            forge = a.forge
        self.decisions.push(frame_of(GLIDE, f.player, moved=moved, forge=forge, acted=1))

    def _options_charge(self, f):
        found = [x for g in range(3) for x in self.placements(f.player, g)]
        return self._with_done_and_moves(f, found)

    def _resolve_charge(self, f, a):
        if not isinstance(a, Done) and not self._alaeric_moved(f, a):
            self.place(f.player, a)
            self.decisions.push(frame_of(CHARGE, f.player, acted=1))

    # ------------------------------------------------------------------ Mystic Portal (G-13)
    def _options_portal(self, f):
        p = f.player
        offer = sorted(self.card_offer.values())
        found: list = [_PORTAL_CARD(g, card, new) for g, card in sorted(self.forges[p].items()) for new in offer]
        found += [_PORTAL_CARD(-1, card, new) for card in sorted(self.hands[p]) for new in offer]
        circles, offers = self.circles[p], self.offers
        for c in range(3):
            if any(circles[(c, k)] for k in range(5)):
                found.append(_PORTAL_BAG[c])
                found += [a for a, first, keys in _PORTAL_LINES[self.players][c]
                          if offers[first] or any(map(offers.__getitem__, keys))]
        return found

    def _resolve_portal(self, f, a):
        p = f.player
        if isinstance(a, PortalCard):
            slot = next(s for s, c in self.card_offer.items() if c == a.card)
            self.card_offer[slot] = a.mine
            if a.forge < 0:
                self.hands[p].remove(a.mine)
                self.hands[p].append(a.card)
            else:
                for (g, s), cube in list(self.locked[p].items()):   # PT-POR-3: lost like completed mana
                    if g == a.forge:
                        del self.locked[p][(g, s)]
                        self.limbo[cube] = self.limbo.get(cube, 0) + 1
                self.discard_limbo()
                self.forges[p][a.forge] = a.card
            self.note("portal_card", player=p, mine=a.mine, card=a.card)
        elif isinstance(a, PortalBag):
            self.note("portal_bag", player=p, circle=a.circle)
            self.decisions.push(frame_of(PORTAL_BAG, p, circle=a.circle, given=0))
        else:
            self.note("portal_line", player=p, plane=a.plane, kind=a.kind, number=a.number)
            self.decisions.push(frame_of(PORTAL_LINE, p, plane=a.plane, line=a.kind, number=a.number, given=()))

    def _options_portal_bag(self, f):
        circle = f["circle"]
        found = [Give(k) for k in range(5) if self.circles[f.player][(circle, k)]]
        return found + [DONE] if f["given"] else found

    def _resolve_portal_bag(self, f, a):
        p, circle = f.player, f["circle"]
        if isinstance(a, Give):
            self.circles[p][(circle, a.colour)] -= 1
            self.limbo[a.colour] = self.limbo.get(a.colour, 0) + 1
            self.decisions.push(frame_of(PORTAL_BAG, p, circle=circle, given=f["given"] + 1))
            return
        drawn = []
        for _ in range(f["given"]):                              # G-13b: draw first, then return
            cube = self.draw_cube()
            if cube is not None:
                drawn.append(cube)
                self.circles[p][(circle, cube)] += 1
        self.note("portal_drawn", player=p, given=tuple(sorted(self.limbo.items())), drawn=tuple(drawn))
        for cube, n in self.limbo.items():                       # PT-POR-5: blacks may go back too
            self.bag[cube] += n
        self.limbo.clear()

    def _options_portal_line(self, f):
        p, plane = f.player, f["plane"]
        cells = next(cells for k, n, cells in self.lines if k == f["line"] and n == f["number"])
        given = f["given"]
        mine = [k for k in range(5) if self.circles[p][(plane, k)]]
        found = []
        for cell in cells:
            here = list(self.offers[(plane, cell)])
            for g_cell, g_colour in given:                       # a cube put down is not taken back
                if tuple(g_cell) == cell:
                    here.remove(g_colour)
            for take in sorted(set(here)):
                found += [Exchange(give, take, cell) for give in mine if give != take]
        return found + [DONE] if given else found

    def _resolve_portal_line(self, f, a):
        if isinstance(a, Done):
            return
        p, plane = f.player, f["plane"]
        cell = a.cell
        here = list(self.offers[(plane, cell)])
        here.remove(a.take)
        self.offers[(plane, cell)] = tuple(sorted(here + [a.give]))
        self.circles[p][(plane, a.give)] -= 1
        self.circles[p][(plane, a.take)] += 1
        self.note("exchange", player=p, give=a.give, take=a.take)
        self.decisions.push(frame_of(PORTAL_LINE, p, plane=plane, line=f["line"], number=f["number"],
                                     given=f["given"] + ((cell, a.give),)))

    # ------------------------------------------------------------------ Conjure Mana / Take two Mana (G-12)
    def draw_two(self, p) -> None:
        drawn = [cube for cube in (self.draw_cube(), self.draw_cube()) if cube is not None]
        for cube in drawn:
            self.limbo[cube] = self.limbo.get(cube, 0) + 1
        self.note("drawn", player=p, cubes=tuple(drawn))
        if drawn:
            self.decisions.push(Frame.of(CIRCLE, p))

    def _options_circle(self, f):
        return [_TO_CIRCLE[c] for c in range(3) if self.room(f.player, c)]

    def _resolve_circle(self, f, a):
        p = f.player
        if sum(self.limbo.values()) <= self.room(p, a.circle) or len(self.limbo) == 1:
            while self.limbo and self.room(p, a.circle):
                self._keep(p, a.circle, next(iter(self.limbo)))
            self.discard_limbo(to_bag=True)
        else:
            self.decisions.push(frame_of(KEEP_ONE, p, circle=a.circle))

    def skip_circle(self, f):
        self.discard_limbo(to_bag=True)                          # no circle has room: both go back

    def _options_keep_one(self, f):
        if not self.room(f.player, f["circle"]):
            # G-31 (docs/rules): Alaeric's black moved into the circle filled it; he may move one out again, or be
            # done (the drawn cubes go back to the bag, as when no circle has room).
            return self._black_moves(f.player) + [DONE]
        return [_KEEP[k] for k in sorted(self.limbo)]

    def _resolve_keep_one(self, f, a):
        if not isinstance(a, Done):
            self._keep(f.player, f["circle"], a.colour)
        self.discard_limbo(to_bag=True)

    # ------------------------------------------------------------------ Mana Drift and Mana Weave
    def _options_drift(self, f):
        p, pair = f.player, f["pair"]
        pairs = [pair] if pair else [(a, b) for a in range(3) for b in range(3) if a != b]
        found = [MOVES[k, a, b] for a, b in pairs if self.room(p, b) for k in range(5) if self.circles[p][(a, k)]]
        return found + [DONE] if f["acted"] and found else found

    def _resolve_drift(self, f, a):
        if isinstance(a, Done):
            return
        self.circles[f.player][(a.source, a.colour)] -= 1
        self.circles[f.player][(a.target, a.colour)] += 1
        self.note("move", player=f.player, colour=a.colour, source=a.source, target=a.target)
        self.decisions.push(frame_of(DRIFT, f.player, pair=(a.source, a.target), acted=1))

    def _options_mana_weave(self, f):
        p, pair = f.player, f["pair"]
        if f["swaps"] >= 3:
            return []
        pairs = [pair] if pair else [(0, 1), (0, 2), (1, 2)]
        c = self.circles[p]
        found = [SWAPS[k, a, j, b] for a, b in pairs for k in range(5) if c[(a, k)]
                 for j in range(5) if j != k and c[(b, j)]]
        return found + [DONE] if f["swaps"] and found else found

    def _resolve_mana_weave(self, f, a):
        if isinstance(a, Done):
            return
        c = self.circles[f.player]
        c[(a.source, a.colour)] -= 1
        c[(a.target, a.colour)] += 1
        c[(a.target, a.back)] -= 1
        c[(a.source, a.back)] += 1
        self.note("swap", player=f.player, colour=a.colour, source=a.source, back=a.back, target=a.target)
        self.decisions.push(frame_of(MANA_WEAVE, f.player, pair=(a.source, a.target), swaps=f["swaps"] + 1))

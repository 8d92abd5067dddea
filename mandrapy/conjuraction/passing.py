"""Passing (steps 1-9), meditation charms, spell completion and rewards, the end-of-round phase, cleanup
and the end of the game (rulebook "Passing", "End-of-the Round Phase", "End-of-Round Cleanup", "Game End").

A mixin of the state. Passing steps are frames too: the engine's own steps are ``AUTO`` frames, carried out
in order as they reach the top of the stack; the passer's choices (charm, its reward, cubes to keep, cards
onto forges) come between them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.decisions import Frame
from . import data as D
from .actions import BonusTurn, Done, Keep, Pass, Pay, Select, TakeCharm
from .cards import RUNE_OF
from .kinds import AUTO, CHARM, KEEP_CARD, PAY, SELECT, TURN, frame_of


# Each forge's formulas: their key among a seat's covered ones (forge, number) and their squares.
_FORMULA_SQUARES = [[((forge, number), squares) for number, (squares, _vp, _) in enumerate(formulas)]
                    for forge, formulas in enumerate(D.FORMULAS)]
_POINT_SPACES = [tuple((pt, s) for s in range(len(spaces))) for pt, spaces in enumerate(D.SPACES)]   # keys, by point


class Passing:
    """Passing, completion, the round's end and the game's end (mixed into the state)."""

    if TYPE_CHECKING:                # the state's zones (made by its ZONES table) and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def begin_pass(self, p: int) -> None:
        self.note("pass", player=p)
        push = self.decisions.push
        for step in ("hand", "complete_2", "complete_1", "complete_0"):   # steps 3-8, Astral first (G-19)
            push(frame_of(AUTO, p, step=step))
        push(Frame.of(CHARM, p))                                          # steps 1-2
        self.passed[p] = True

    # ------------------------------------------------------------------ meditation charms
    def _options_charm(self, f):
        taken = set(self.charm)
        return [TakeCharm(name) for name in self.charms if name not in taken]

    def _resolve_charm(self, f, a):
        p = f.player
        self.charm[p] = a.charm
        self.note("charm", player=p, charm=a.charm)
        if a.charm == "first player":                                     # CHM-01
            self.next_first = p
            if self.character[p] == "mindally" and self.glyph_supply:     # CHR-MIN-2 (G-21)
                self._gain_glyph(p)
        elif a.charm == "take two mana":
            self.draw_two(p)
        elif a.charm == "draw a card":
            card = self.draw_card()
            if card is not None:
                self.gain_card(p, card, "charm")
        elif a.charm == "select a mana":
            self.decisions.push(Frame.of(SELECT, p))
        elif a.charm == "take a glyph" and self.glyph_supply:
            self._gain_glyph(p)

    def _gain_glyph(self, p) -> None:
        self.glyph_supply -= 1
        self.glyphs[p] += 1
        self.note("glyph", player=p)

    def _options_select(self, f):
        return [Select(k, c) for k in range(5) if self.bag[k] for c in range(3) if self.room(f.player, c)]

    def _resolve_select(self, f, a):
        self.bag[a.colour] -= 1
        self.circles[f.player][(a.circle, a.colour)] += 1
        self.note("select", player=f.player, colour=a.colour, circle=a.circle)

    # ------------------------------------------------------------------ completing spells (G-19)
    def best_formula(self, p, forge):
        """The highest-VP uncovered formula of ``forge`` that its card satisfies, or None (SPL-01/02)."""
        if forge not in self.forges[p]:
            return None
        filled = {s for (g, s) in self.locked[p] if g == forge}
        covered, best = self.covered[p], None
        for key, squares in _FORMULA_SQUARES[forge]:
            if key not in covered and squares <= filled:
                best = key[1]
        return best

    def _complete(self, f, forge):
        p = f.player
        number = self.best_formula(p, forge)
        if number is None:
            return
        _, vp, reward = D.FORMULAS[forge][number]
        card = self.forges[p][forge]
        wild = any(g == forge and c == D.NETHER for (g, _), c in self.locked[p].items())
        if wild:                                                          # SPL-04, CHR-ALA-2 (G-07)
            vp -= D.WILD_PENALTY
            if self.character[p] == "alaeric":
                vp += D.ALAERIC_WILD_BONUS
        self.score[p] += vp
        if self.blue:                                                     # PAS-05, END-01
            self.blue -= 1
            if not self.blue:
                self.final = True
                self.note("final")
        else:
            self.yellow += 1
        self.covered[p][(forge, number)] = 1
        self.note("complete", player=p, card=card, forge=forge, formula=number, vp=vp, reward=reward or "")
        keep = 0
        if reward == D.BIND and self.familiars[p] < D.FAMILIARS:
            self.familiars[p] += 1
        elif reward == D.RUNE and self.rune_supply[RUNE_OF[card]]:
            self.rune_supply[RUNE_OF[card]] -= 1
            self.runes_up[p][RUNE_OF[card]] += 1
        elif reward == D.GLYPH and self.glyph_supply:
            self._gain_glyph(p)
        elif reward == D.SURGE:
            keep += D.SURGE_CUBES
        if self.character[p] == "larissa":                                # CHR-LAR-2/3
            keep += 1
        for (g, s), cube in list(self.locked[p].items()):                 # step 6 (after the keeps)
            if g == forge:
                del self.locked[p][(g, s)]
                self.limbo[cube] = self.limbo.get(cube, 0) + 1
        del self.forges[p][forge]
        self.discard.append(card)                                         # step 7
        self.decisions.push(frame_of(AUTO, p, step="flush"))
        if keep:
            self.decisions.push(frame_of(KEEP_CARD, p, circle=forge, left=keep))

    def _auto_complete_0(self, f):
        self._complete(f, 0)

    def _auto_complete_1(self, f):
        self._complete(f, 1)

    def _auto_complete_2(self, f):
        self._complete(f, 2)

    def _auto_flush(self, f):
        self.discard_limbo()

    def _options_keep_card(self, f):
        if not f["left"] or not self.limbo:
            return []
        if not self.room(f.player, f["circle"]):
            return self._full_circle(f.player)                   # G-07: Alaeric may make room first
        return [Keep(k) for k in sorted(self.limbo)]

    def _resolve_keep_card(self, f, a):
        if isinstance(a, Done):
            return
        self._keep(f.player, f["circle"], a.colour)
        self.note("keep", player=f.player, colour=a.colour, circle=f["circle"])
        if f["left"] > 1 and self.limbo:
            self.decisions.push(frame_of(KEEP_CARD, f.player, circle=f["circle"], left=f["left"] - 1))

    # ------------------------------------------------------------------ the end-of-round phase
    def bonus_price(self) -> int:
        return self.bonus + 1

    def _options_last(self, f):
        p = f.player
        free = sum(self.circles[p][(c, k)] for c in range(3) for k in D.BASIC)
        return [Pass()] + ([BonusTurn()] if free >= self.bonus_price() else [])

    def _resolve_last(self, f, a):
        p = f.player
        if isinstance(a, Pass):
            self.begin_pass(p)
            return
        price = self.bonus_price()
        self.bonus = price
        self.note("bonus", player=p, price=price)
        self.glyph_used = self.main_done = False
        self.decisions.push(Frame.of(TURN, p))
        self.decisions.push(frame_of(PAY, p, left=price))

    def _options_pay(self, f):
        p = f.player
        return [Pay(k, c) for c in range(3) for k in D.BASIC if self.circles[p][(c, k)]]

    def _resolve_pay(self, f, a):
        self.circles[f.player][(a.circle, a.colour)] -= 1
        self.setaside[a.colour] = self.setaside.get(a.colour, 0) + 1     # EOR-03
        if f["left"] > 1:
            self.decisions.push(frame_of(PAY, f.player, left=f["left"] - 1))

    # ------------------------------------------------------------------ round end, cleanup, game end
    def end_round(self) -> bool:
        if self.final or self.round >= D.MAX_ROUNDS:
            for p in range(self.players):                                 # END-04 (G-18)
                if self.final:
                    self.score[p] += D.CHARM_VP.get(self.charm[p], 0)
            self.is_over = True
            self.note("end", scores=tuple(enumerate(self.score)), winners=self.winners())
            return True
        self.cleanup()
        self.round += 1
        self.first = self.next_first
        self.note("round", round=self.round, player=self.first)
        self.start_turn(self.first)
        return True

    def cleanup(self) -> None:
        """End-of-Round Cleanup, steps 1-10 in printed order."""
        n = self.players
        self.charm = [None] * n                                           # 1
        for k, m in self.setaside.items():                                # 2
            self.bag[k] += m
        self.setaside.clear()
        for k in self.stacked.values():                           # 3
            self.bag[k] += 1
        self.stacked.clear()
        taken = self.spaces
        for keys in _POINT_SPACES:                                        # 4
            if all(key in taken for key in keys):
                for key in keys:
                    self.bag[taken.pop(key)] += 1
        self.out += self.nether                                           # 5
        self.nether, self.nether_used = 0, False
        offers, cells = self.offers, [(plane, cell) for plane in D.REFILL_ORDER for cell in self.cells]
        for key in cells:                                                 # 6 (G-16 order)
            here = offers[key]
            if here and here.count(D.NETHER) == len(here):                 # only blacks here
                cube = self.draw_cube()
                if cube is not None:
                    offers[key] = here + (cube,)
        for key in cells:                                                 # 7
            if not offers[key]:
                cube = self.draw_cube()
                if cube is not None:
                    offers[key] = (cube,)
        for slot in range(D.CARD_OFFER[n]):                               # 8
            if slot not in self.card_offer:
                card = self.draw_card()
                if card is not None:
                    self.card_offer[slot] = card
        self.familiar_at.clear()                                          # 9
        for p in range(n):
            self.sorcerer_used[p], self.familiars_used[p] = False, 0
            for t in range(4):                                            # 10
                self.runes_up[p][t] += self.runes_down[p][t]
                self.runes_down[p][t] = 0
            self.passed[p] = self.norwell_used[p] = self.jenetta_asked[p] = False
        self.last_player, self.bonus = None, 0
        self.note("cleanup")

    # ------------------------------------------------------------------ the winners
    def winners(self) -> tuple:
        if not self.is_over:
            return ()
        keys = [self.rank_key(p) for p in range(self.players)]
        best = max(keys)
        return tuple(p for p in range(self.players) if keys[p] == best)

    def rank_key(self, p) -> tuple:
        """Score, then the printed tie-breaks (rulebook "Game End")."""
        return (self.score[p], len(self.covered[p]), sum(self.runes_up[p].values()) +
                sum(self.runes_down[p].values()) + self.glyphs[p],
                len(self.forges[p]) + len(self.hands[p]),
                sum(self.circles[p][(c, k)] for c in range(3) for k in D.BASIC))

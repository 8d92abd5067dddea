"""Mystical Conjuraction's turn menu (rulebook "Sequence of Play"): the main actions, glyphs before or after the
main action, the Nether's imbuement point, and Alaeric's free black moves (G-07).

A mixin of the state: these are the options and resolves of the kinds ``turn``, ``after`` and ``nether_point``
(the dispatch table in :mod:`.handlers` names them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.decisions import Frame
from . import data as D
from .actions import END_TURN, MOVES, PASS, Activate, CubeOn, EndTurn, Move, Nether, Pass, TakeLine
from .kinds import AFTER, NETHER_POINT, TURN, frame_of

# Action values built once (the turn menu is the hot path of random playouts).
# Each line's action, its first cell's key and all its cells' keys (a line with cubes is usually full: the first
# cell tells), by players and worker.
_LINE_ACTIONS = {n: {w: [(TakeLine(w, pl, kind, k), (pl, cells[0]), tuple((pl, cell) for cell in cells))
                         for pl in range(3) for kind, k, cells in D.offer_lines(n) if w == "sorcerer" or kind == "row"]
                     for w in ("sorcerer", "familiar")} for n in range(D.MIN_PLAYERS, D.MAX_PLAYERS + 1)}
_SORCERER_POINTS = [Activate("sorcerer", -1, pt) for pt in range(9)]
_FAMILIAR_POINTS = [((v, pt), Activate("familiar", v, pt)) for v, pt in D.FAMILIAR_SPACES]
_RUNE_POINTS = [[Activate("rune", t, pt) for pt in D.VANTAGE_POINTS[t]] for t in range(4)]
_NETHER = [Nether(c) for c in range(3)]
_GLYPH_POINTS = [Activate("glyph", -1, pt) for pt in range(9)]
_NETHER_POINTS = [Activate("nether", -1, pt) for pt in range(9)]
_BLACK_MOVES = [((a, D.NETHER), b, MOVES[D.NETHER, a, b]) for a in range(3) for b in range(3) if a != b]
_HELD_KEYS = {k: ((0, k), (1, k), (2, k)) for k in D.BASIC}         # a colour's keys in a seat's circles


def _by_held(actions: tuple) -> tuple:
    """``actions`` (one per circle) of the circles in each set of circles, a set being a bit mask (1: first)."""
    return tuple(tuple(actions[c] for c in range(3) if held >> c & 1) for held in range(8))


def _space_row(k, pt, s, allowed) -> tuple:
    """A mana space that takes colour ``k``: its key, the single-colour spaces of ``k`` at its point when it
    is a two-colour one (G-20: placed on first in a friendly game), and the cube's actions put on the free
    space and stacked (Norwell) on a taken one, by the set of circles holding ``k`` (see _by_held)."""
    singles = tuple((pt, i) for i, sp in enumerate(D.SPACES[pt]) if sp == (k,)) if len(allowed) > 1 else ()
    return ((pt, s), singles, _by_held(tuple(CubeOn(k, c, pt, s, False) for c in range(3))),
            _by_held(tuple(CubeOn(k, c, pt, s, True) for c in range(3))))


_SPACES_OF = {k: [_space_row(k, pt, s, allowed) for pt, spaces in enumerate(D.SPACES)
                  for s, allowed in enumerate(spaces) if k in allowed] for k in D.BASIC}


class TurnMenu:
    """The turn menu, the action's after-step and the Nether's point (mixed into the state)."""

    if TYPE_CHECKING:                # the state's zones (made by its ZONES table) and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def _options_turn(self, f):
        p = f.player
        found: list = [] if self.glyph_used else [PASS]
        if not self.main_done:
            found += self._main_actions(p)
        if not self.glyph_used and self.glyphs[p]:
            found += _GLYPH_POINTS
        if self.black_moves:                                     # Alaeric's, while he has some
            found += self._black_moves(p)
        return found

    def _main_actions(self, p) -> list:
        found: list = []
        lines = _LINE_ACTIONS[self.players]
        offers = self.offers
        if not self.sorcerer_used[p]:
            found += [a for a, first, keys in lines["sorcerer"] if offers[first] or any(map(offers.__getitem__, keys))]
            found += _SORCERER_POINTS
        if self.familiars_used[p] < self.familiars[p]:
            found += [a for a, first, keys in lines["familiar"] if offers[first] or any(map(offers.__getitem__, keys))]
            found += [a for at, a in _FAMILIAR_POINTS if at not in self.familiar_at]
        for t in range(4):
            if self.runes_up[p][t]:
                found += _RUNE_POINTS[t]
        circles, spaces, friendly = self.circles[p], self.spaces, self.friendly
        stack = self.character[p] == "norwell" and not self.norwell_used[p]
        for k in D.BASIC:
            first, second, third = _HELD_KEYS[k]
            held = (1 if circles[first] else 0) | (2 if circles[second] else 0) | (4 if circles[third] else 0)
            if not held:                                         # (the circles holding k, as a bit mask)
                continue
            for key, singles, free, stacked in _SPACES_OF[k]:
                if key in spaces:
                    if not stack or key in self.stacked:
                        continue
                    actions = stacked
                else:
                    actions = free
                if friendly and any(single not in spaces for single in singles):
                    continue                                     # G-20: single-colour spaces first
                found += actions[held]
        if not self.nether_used:
            need = D.ALAERIC_NETHER if self.character[p] == "alaeric" else D.NETHER_COST
            found += [_NETHER[c] for c in range(3) if circles[(c, D.NETHER)] >= need]
        return found

    def _black_moves(self, p) -> list:
        """CHR-ALA-3 (G-07): Alaeric moves one free black between circles at any of his own decisions in his
        turn (effects, passing and the bonus payment included), within his turn's budget."""
        if not self.black_moves or self.character[p] != "alaeric" or p != self.current or not self.in_turn:
            return []
        circles = self.circles[p]
        return [move for source, target, move in _BLACK_MOVES if circles[source] and self.room(p, target)]

    def _resolve_turn(self, f, a):
        p = f.player
        if isinstance(a, Pass):
            self.begin_pass(p)
            return
        if isinstance(a, Move):
            self._move_black(p, a)
            self.decisions.push(frame_of(TURN, p, again=True))
            return
        if isinstance(a, Activate) and a.worker == "glyph":      # glyph before the main action (G-10)
            self.decisions.push(frame_of(TURN, p, again=True))
            self._use_glyph(p, a.point)
            return
        self.main_done = True
        self.decisions.push(Frame.of(AFTER, p))
        if isinstance(a, TakeLine):
            if a.worker == "sorcerer":
                self.sorcerer_used[p] = True
            else:
                self.familiars_used[p] += 1
            self.note("take_line", player=p, worker=a.worker, plane=a.plane, kind=a.kind, number=a.number)
            self.take_line(p, a.plane, a.kind, a.number)
        elif isinstance(a, Activate):
            if a.worker == "sorcerer":
                self.sorcerer_used[p] = True
            elif a.worker == "familiar":
                self.familiars_used[p] += 1
                self.familiar_at[(a.vantage, a.point)] = p
            else:
                self.runes_up[p][a.vantage] -= 1
                self.runes_down[p][a.vantage] += 1
            self.note("activate", player=p, worker=a.worker, vantage=a.vantage, point=a.point)
            self.activate(p, a.point)
        elif isinstance(a, CubeOn):
            self.circles[p][(a.circle, a.colour)] -= 1
            if a.stack:
                self.norwell_used[p] = True
                self.stacked[(a.point, a.space)] = a.colour
            else:
                self.spaces[(a.point, a.space)] = a.colour
            self.note("cube", player=p, colour=a.colour, point=a.point, space=a.space, stack=a.stack)
            self.activate(p, a.point)
        elif isinstance(a, Nether):
            need = D.ALAERIC_NETHER if self.character[p] == "alaeric" else D.NETHER_COST
            self.circles[p][(a.circle, D.NETHER)] -= need
            self.nether += need
            self.nether_used = True
            self.note("nether", player=p, count=need)
            self.decisions.push(Frame.of(NETHER_POINT, p))

    def _options_nether_point(self, f):
        return list(_NETHER_POINTS)

    def _resolve_nether_point(self, f, a):
        self.note("activate", player=f.player, worker="nether", vantage=-1, point=a.point)
        self.activate(f.player, a.point)

    def _options_after(self, f):
        p = f.player
        found: list = [END_TURN]
        if not self.glyph_used and self.glyphs[p]:
            found += _GLYPH_POINTS
        return found + self._black_moves(p) if self.black_moves else found

    def _resolve_after(self, f, a):
        p = f.player
        if isinstance(a, EndTurn):
            return
        self.decisions.push(Frame.of(AFTER, p))
        if isinstance(a, Move):
            self._move_black(p, a)
        else:
            self._use_glyph(p, a.point)

    def _use_glyph(self, p, point):
        self.glyph_used = True
        self.glyphs[p] -= 1
        self.glyph_supply += 1                                   # GLY-02: back to the supply
        self.note("activate", player=p, worker="glyph", vantage=-1, point=point)
        self.activate(p, point)

    def _move_black(self, p, a):
        self.black_moves -= 1
        self.circles[p][(a.source, D.NETHER)] -= 1
        self.circles[p][(a.target, D.NETHER)] += 1
        self.note("move", player=p, colour=D.NETHER, source=a.source, target=a.target)

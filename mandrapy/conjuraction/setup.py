"""Setup after the draft (rulebook "Setup", G-01..G-05, G-29) and the setup decisions; starting mana on the
first turn; hand cards onto free forges (setup step 24, passing step 8). A mixin of the state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.decisions import Frame
from . import data as D
from .actions import Choose, Done, ForgeCard, StartMana, TakeRune, WildColour
from .kinds import AUTO, HAND_FORGE, JEN_SETUP, START_CARD, START_MANA, STEFFAN, frame_of


class Setup:
    """The setup steps and decisions (mixed into the state)."""

    if TYPE_CHECKING:                # the state's zones (made by its ZONES table) and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    def _setup_step(self) -> bool:
        """The setup after the draft (G-02): Steffan's rune, draws, Jenetta's colour, cards, first player."""
        n = self.players
        if self.phase == "draft":
            self.phase = "rune"
            self.note("characters", names=tuple(self.character))
            for p in range(n):
                if self.character[p] == "steffan":
                    self.decisions.push(Frame.of(STEFFAN, p))
                if self.character[p] == "mindally" and self.glyph_supply:
                    self.glyph_supply -= 1
                    self.glyphs[p] += 1
            return True
        if self.phase == "rune":
            self.phase = "draws"
            for p in range(n):                                   # SET-18/19, seat order
                _, cards, mana = D.CHARACTERS[self.character[p]]
                for _ in range(cards):
                    card = self.draw_card()
                    if card is not None:
                        self.hands[p].append(card)
                for _ in range(mana):
                    cube = self.draw_cube(basic=True)
                    if cube is not None:
                        self.start_mana[p][cube] += 1
                self.note("draws", p, {"cards": tuple(self.hands[p])}, player=p, cards=len(self.hands[p]),
                          mana=sum(self.start_mana[p].values()))
                if self.character[p] == "jenetta":
                    self.decisions.queue(Frame.of(JEN_SETUP, p))
            return True
        if self.phase == "draws":
            self.phase = "cards"
            for p in range(n):
                self.decisions.queue(frame_of(AUTO, p, step="hand"))
            return True
        if self.phase == "cards":
            drawn = self.rng.randrange(n)                        # always drawn: the RNG stays in step
            if "mindally" in self.character:
                first = self.character.index("mindally")
            else:
                first = drawn if self.given_first is None else self.given_first
            self.first = self.next_first = first
            for k in range(1, n):                                # SET-28
                p = (first + k) % n
                for _ in range(k):
                    cube = self.draw_cube(basic=True)
                    if cube is not None:
                        self.start_mana[p][cube] += 1
            self.note("first", player=first)
            self.phase, self.current = "play", first
            self.note("round", round=self.round, player=first)
            self.start_turn(first)
            return True
        raise AssertionError(self.phase)

    # ------------------------------------------------------------------ setup decisions
    def _options_draft(self, f):
        return [Choose(k) for k in D.CHARACTER_KEYS if k not in self.character]

    def _resolve_draft(self, f, a):
        self.character[f.player] = a.character
        self.note("choose", player=f.player, character=a.character)

    def _options_steffan_rune(self, f):
        return [TakeRune(t) for t in range(4) if self.rune_supply[t]]

    def _resolve_steffan_rune(self, f, a):
        self.rune_supply[a.rune] -= 1
        self.runes_up[f.player][a.rune] += 1
        self.note("steffan", player=f.player, rune=a.rune)

    def _options_jenetta_colour(self, f):
        return [WildColour(k) for k in D.BASIC if self.bag[k]]

    def _resolve_jenetta_colour(self, f, a):
        self.bag[a.colour] -= 1
        self.wild[f.player] = a.colour
        self.note("wild", player=f.player, colour=a.colour)

    def _options_jenetta_swap(self, f):
        return [Done()] + [WildColour(k) for k in D.BASIC if k != self.wild[f.player] and self.bag[k]]

    def _resolve_jenetta_swap(self, f, a):
        if isinstance(a, WildColour):                            # CHR-JEN-3: a free action
            p = f.player
            self.bag[self.wild[p]] += 1
            self.bag[a.colour] -= 1
            self.wild[p] = a.colour
            self.note("wild_swap", player=p, colour=a.colour)

    def _options_starting_mana(self, f):
        """G-04: all on one circle, the extras (beyond 7) on one other; Larissa anywhere."""
        p, main, extra = f.player, f["main"], f["extra"]
        colours = [k for k in range(5) if self.start_mana[p][k]]
        if self.character[p] == "larissa" or main < 0:
            circles = [c for c in range(3) if self.room(p, c)]
        elif self.room(p, main):
            circles = [main]
        else:
            circles = [extra] if extra >= 0 else [c for c in range(3) if c != main and self.room(p, c)]
        return [StartMana(k, c) for k in colours for c in circles]

    def _resolve_starting_mana(self, f, a):
        p = f.player
        self.start_mana[p][a.colour] -= 1
        self.circles[p][(a.circle, a.colour)] += 1
        main, extra = f["main"], f["extra"]
        if main < 0:
            main = a.circle
        elif a.circle != main:
            extra = a.circle
        if any(self.start_mana[p].values()):
            self.decisions.push(frame_of(START_MANA, p, main=main, extra=extra))
        else:
            self.note("start_mana", player=p)

    def _auto_hand(self, f):
        """Setup step 24 and passing step 8: hand cards onto free forges, as many as possible."""
        p = f.player
        if self.hands[p] and self.free_forges(p):
            kind = START_CARD if self.phase != "play" else HAND_FORGE
            self.decisions.push(frame_of(AUTO, p, step="hand"))
            self.decisions.push(Frame.of(kind, p))

    def _options_starting_card(self, f):
        return [ForgeCard(card, g) for card in sorted(self.hands[f.player]) for g in self.free_forges(f.player)]

    def _resolve_starting_card(self, f, a):
        self.hands[f.player].remove(a.card)
        self.forges[f.player][a.forge] = a.card
        self.note("forge", player=f.player, card=a.card, forge=a.forge)


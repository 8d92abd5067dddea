"""Mandragora's rules: setup, turns, the eight spells, the Curse marker, the endgame and scoring.

:class:`MandragoraState` is plain Python (no widgets, no traitlets): fast enough for random playouts.
A turn is one action (seek, cast, or in the final rounds drop out) followed by the decisions it raises,
in order; each decision names who must answer it, which may be another player than the one whose turn it
is (a Curse-marker tie, a team exchange). A decision with a single possible answer is applied at once.

>>> s = MandragoraState.new(players=2, seed=3)
>>> s.to_play, [str(a) for a in s.legal_actions()][:3]
(0, ['seek 1', 'seek 2', 'seek 3'])
>>> s.play("seek 2"); s.to_play
1
"""

from __future__ import annotations

import random
from collections import deque

from ..core.errors import Rule
from ..core.rng import GameRandom
from ..core.state import GAME_OVER, GameState
from . import data
from .limits import PARAMETERS
from .actions import (Action, Banish, Cast, Disappear, DropOut, GiveBack, GiveCurse, Levitate, Replicate,
                      Seek, SubstituteFrom, TeamAsk, TeamDecline, TeamExchange, TeamGive, TeamHandOver,
                      Transfer, parse)
from .cards import (BANISHMENT, LEVITATION, PURIFICATION, REPLICATION, SCROLLS, SPELLS,
                    SUBSTITUTION, SWIFTNESS, TRANSFER, DISAPPEARANCE, PENALTY_COLOURS, Item, Spell,
                    full_set)
from .casting import legal_casts, why_cast_illegal
from .log import EN, freeze, say

PLAY, SCORING, OVER = "play", "scoring", "over"
SEEK_DISTANCE = Rule("seek_distance", "The Assistant moves 1 to {top} shops clockwise "
                                      "(3, plus 1 for each Swiftness spell you own).")
DROP_OUT_TOO_EARLY = Rule("drop_out_too_early", "You can only drop out in the final three rounds, "
                                                "once the deck of magical items is empty.")
DECISION_PENDING = Rule("decision_pending", "First, player {player} must {prompt}.")
NO_SUCH_DECISION = Rule("no_such_decision", "There is no {what} to choose now; player {player} should "
                                            "seek or cast a spell.")
NOT_A_CHOICE = Rule("not_a_choice", "That is not one of the choices now: {choices}.")
NO_SUCH_SCROLL = Rule("no_such_scroll", "You have no cursed scroll with {curses} curse{s}.")
NOT_AN_OPPONENT = Rule("not_an_opponent", "{spell} targets an opponent: player {player} is not one.")
EMPTY_HAND_TARGET = Rule("empty_hand_target", "Substitution draws from an opponent holding cards: "
                                              "player {player} has none.")
NOT_IN_HAND = Rule("not_in_hand", "There is no {item} in {whose} hand.")
NOT_IN_SHOP = Rule("not_in_shop", "Shop {shop} has no {item} (Levitation takes a card from a shop).")
FACE_DOWN = Rule("face_down", "The cards at night shop {shop} are face down: take a face-down card.")
CURSE_CHOICE = Rule("curse_choice", "The Curse marker must go to a tied most-cursed player: {choices}.")
COLOUR_NOT_HELD = Rule("colour_not_held", "Disappearance discards a colour you hold: you have no {colour} cards.")
PARTNER_EMPTY = Rule("partner_empty_hand", "Your partner, player {partner}, has no card to hand over: you can "
                                          "only give a card or decline.")


class Decision:
    """A choice the rules wait for: its kind, who answers it, and what it refers to."""

    __slots__ = ("kind", "player", "data")

    def __init__(self, kind: str, player: int, data=None):
        self.kind, self.player, self.data = kind, player, data

    def to_dict(self) -> dict:
        return {"kind": self.kind, "player": self.player, "data": _jsonable(self.data)}


PROMPTS = {
    "banish": "choose a cursed scroll to banish (Banishment)",
    "replicate": "take the extra turn or waive it (Replication)",
    "transfer": "choose a scroll and the opponent who receives it (Transfer)",
    "substitute": "choose an opponent to draw a random card from (Substitution)",
    "give_back": "choose a card to give back to player {data} (Substitution)",
    "levitate": "choose a card to take from a shop (Levitation)",
    "curse": "choose who, among the most cursed, receives the Curse marker",
    "team_offer": "give a card to, ask a card of, or exchange with your partner (or decline)",
    "hand_over": "choose the card to hand over to your partner",
    "disappear": "choose a colour to discard from your hand (Disappearance)",
}


def _jsonable(value):
    if isinstance(value, (Item, Spell)):
        return value.name
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


class MandragoraState(GameState):
    """The whole position and the rules that change it."""

    game = "mandragora"
    action_type = Action
    parameter_spec = PARAMETERS          # setup arguments' bounds, checked by the core

    # ------------------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players: int = 4, seed: int | None = None, teams: bool = False,
            first_player: int | None = None) -> "MandragoraState":
        """A game set up by the rulebook ("Setup"), shuffled by ``seed``."""
        state = cls._blank(players, seed, teams)
        rng = state.rng
        night = [True] * data.NIGHT_SHOPS + [False] * (data.SHOP_COUNT - 1 - data.NIGHT_SHOPS)
        rng.shuffle(night)
        state.night = (data.START_SHOP_IS_NIGHT, *night)
        for level, spells in enumerate(state.stacks, 1):
            spells.extend(s for s in SPELLS if s.level == level for _ in range(s.copies))
            rng.shuffle(spells)
        pool = full_set()
        for name, copies in data.REMOVED[players].items():
            item = Item.named(name)
            pool[item] -= copies
            state.box[item] = state.box.get(item, 0) + copies
        for hand in state.hands:
            for name, copies in data.STARTING_HAND.items():
                item = Item.named(name)
                pool[item] -= copies
                hand[item] = hand.get(item, 0) + copies
        state.deck = [item for item, copies in pool.items() for _ in range(copies)]
        rng.shuffle(state.deck)
        for shop in range(1, data.SHOP_COUNT):           # the start shop stays empty
            state.shops[shop].append(state.deck.pop())
        drawn = rng.randrange(players)        # always drawn, so a given first player keeps the RNG in step
        if first_player is None:
            first_player = drawn
        elif first_player not in range(players):
            raise ValueError(f"first_player must be a seat from 0 to {players - 1}")
        state.first_player = state.current = first_player
        state._say("setup_teams" if teams else "setup", players=players, first=first_player)
        return state

    @classmethod
    def _blank(cls, players, seed, teams) -> "MandragoraState":
        if players not in data.PLAYER_COUNTS:
            raise ValueError(f"Mandragora is for {', '.join(map(str, data.PLAYER_COUNTS))} players, "
                             f"not {players!r}")
        if teams and players != 4:
            raise ValueError("the team variant is for 4 players")
        if seed is None:
            seed = random.randrange(2**32)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("seed must be a whole number")
        state = cls.__new__(cls)
        state.players, state.seed, state.teams, state.position = players, seed, bool(teams), None
        state.rng = GameRandom(seed)
        state.night = (False,) * data.SHOP_COUNT
        state.shops = [[] for _ in range(data.SHOP_COUNT)]
        state.assistant = 0
        state.deck = []
        state.stacks = [[] for _ in range(data.MAX_POWER)]
        state.hands = [{} for _ in range(players)]
        state.scrolls = [[0, 0, 0, 0] for _ in range(players)]     # index = curses of the scroll
        state.cast = [[] for _ in range(players)]                   # (spell, book, ingredients)
        state.swiftness = [0] * players
        state.discard, state.box = {}, {}
        state.spell_box = {}                     # spells out of the game (a hand-made position's)
        state.first_player = state.current = 0
        state.extra_turn = False                 # Replication taken: another turn follows this one
        state.in_extra_turn = False              # this turn is such an extra turn
        state.curse_holder = None
        state.endgame_first, state.endgame_slots = None, 0
        state.dropped = [False] * players
        state.phase = PLAY
        state.is_over = False
        state.pending = deque()
        state.start_history()
        state.events = []
        return state

    @classmethod
    def create(cls, parameters: dict, seed, position) -> "MandragoraState":
        if position is not None:
            from .position import from_position
            return from_position(seed=seed, **parameters, **position)
        return cls.new(seed=seed, **parameters)

    def parameters(self) -> dict:
        if self.position is not None:
            return {"players": self.players, "teams": self.teams}
        return {"players": self.players, "teams": self.teams, "first_player": self.first_player}

    @classmethod
    def parse_action(cls, text: str):
        return parse(text)

    # ------------------------------------------------------------------------------ who decides
    @property
    def to_play(self) -> int | None:
        if self.is_over:
            return None
        return self.pending[0].player if self.pending else self.current

    def opponents(self, player: int) -> list:
        if self.teams:
            return [q for q in range(self.players) if q % 2 != player % 2]
        return [q for q in range(self.players) if q != player]

    def partner(self, player: int) -> int | None:
        return (player + 2) % 4 if self.teams else None

    def max_steps(self, player: int) -> int:
        return data.BASE_MOVES + self.swiftness[player]

    def curses(self, player: int) -> int:
        n = self.scrolls[player]
        return n[1] + 2 * n[2] + 3 * n[3]

    def hand_size(self, player: int) -> int:
        return sum(self.hands[player].values())

    def open_stacks(self) -> tuple:
        return tuple(bool(stack) for stack in self.stacks)

    @property
    def countdown(self) -> str | None:
        """The Endgame Countdown marker's face ("III", "II"), or None (not out yet, or final round)."""
        if self.endgame_first is None or self.phase != PLAY:
            return None
        rounds_left = data.ENDGAME_ROUNDS - max(self.endgame_slots - 1, 0) // self.players
        return {3: "III", 2: "II"}.get(rounds_left)

    @property
    def final_rounds(self) -> bool:
        return self.endgame_first is not None

    def prompt(self) -> str:
        """What must happen now, in one line."""
        if self.is_over:
            return "The game is over."
        if self.pending:
            d = self.pending[0]
            return f"Player {d.player}: " + PROMPTS[d.kind].format(data=d.data)
        extra = " (extra turn)" if self.in_extra_turn else ""
        drop = ", or drop out" if self.final_rounds else ""
        return (f"Player {self.current}{extra}: seek (move the Assistant 1-{self.max_steps(self.current)} "
                f"shops) or cast a spell{drop}.")

    # ------------------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list:
        if self.is_over:
            return []
        if self.pending:
            return self._options(self.pending[0])
        player = self.current
        actions: list = [Seek(k) for k in range(1, self.max_steps(player) + 1)]
        actions += legal_casts(self.hands[player], self.open_stacks())
        if self.final_rounds:
            actions.append(DropOut())
        return actions

    def _options(self, d: Decision) -> list:
        p, kind = d.player, d.kind
        if kind == "banish":
            return [Banish(v) for v in (1, 2, 3) if self.scrolls[p][v]]
        if kind == "replicate":
            return [Replicate(True), Replicate(False)]
        if kind == "transfer":
            return [Transfer(v, q) for v in (1, 2, 3) if self.scrolls[p][v] for q in self.opponents(p)]
        if kind == "substitute":
            return [SubstituteFrom(q) for q in self.opponents(p) if self.hands[q]]
        if kind == "give_back":
            return [GiveBack(item) for item in sorted(self.hands[p])]
        if kind == "levitate":
            options = []
            for shop, cards in enumerate(self.shops):
                if cards and self.night[shop]:
                    options.append(Levitate(shop, None))
                elif cards:
                    options += [Levitate(shop, item) for item in sorted(set(cards))]
            return options
        if kind == "curse":
            return [GiveCurse(q) for q in d.data]
        if kind == "team_offer":
            mine, partners = sorted(self.hands[p]), self.hands[self.partner(p)]
            options = [TeamGive(item) for item in mine]
            if partners:
                options.append(TeamAsk())
                options += [TeamExchange(item) for item in mine]
            return options + [TeamDecline()]
        if kind == "hand_over":
            return [TeamHandOver(item) for item in sorted(self.hands[p])]
        if kind == "disappear":
            held = {item.colour for item in self.hands[p]}
            return [Disappear(c) for c in PENALTY_COLOURS if c in held]
        raise AssertionError(kind)

    # ------------------------------------------------------------------------------ legality
    def why_illegal(self, action) -> Rule | None:
        if self.is_over:
            return GAME_OVER
        if self.pending:
            return self._why_decision_illegal(self.pending[0], action)
        player = self.current
        if isinstance(action, Seek):
            top = self.max_steps(player)
            if not isinstance(action.steps, int) or not 1 <= action.steps <= top:
                return SEEK_DISTANCE.format(top=top)
            return None
        if isinstance(action, Cast):
            stacks = [len(stack) for stack in self.stacks]
            return why_cast_illegal(self.hands[player], action.book, action.ingredients, action.level, stacks)
        if isinstance(action, DropOut):
            return None if self.final_rounds else DROP_OUT_TOO_EARLY
        return NO_SUCH_DECISION.format(what=_decision_name(action), player=player)

    def _why_decision_illegal(self, d: Decision, action) -> Rule | None:
        options = self._options(d)
        if action in options:
            return None
        p = d.player
        expected = type(options[0]) if options else None
        if not isinstance(action, expected) and not (d.kind == "team_offer" and isinstance(
                action, (TeamGive, TeamAsk, TeamExchange, TeamDecline))):
            return DECISION_PENDING.format(player=p, prompt=PROMPTS[d.kind].format(data=d.data))
        if isinstance(action, (Banish, Transfer)) and not (action.curses in (1, 2, 3)
                                                           and self.scrolls[p][action.curses]):
            return NO_SUCH_SCROLL.format(curses=action.curses, s="" if action.curses == 1 else "s")
        if isinstance(action, Transfer):
            return NOT_AN_OPPONENT.format(spell="Transfer", player=action.to)
        if isinstance(action, SubstituteFrom):
            if action.player not in self.opponents(p):
                return NOT_AN_OPPONENT.format(spell="Substitution", player=action.player)
            return EMPTY_HAND_TARGET.format(player=action.player)
        if isinstance(action, (TeamAsk, TeamExchange)) and not self.hands[self.partner(p)]:
            return PARTNER_EMPTY.format(partner=self.partner(p))
        if isinstance(action, (GiveBack, TeamGive, TeamExchange, TeamHandOver)):
            return NOT_IN_HAND.format(item=action.item, whose="your")
        if isinstance(action, Levitate):
            if action.shop in range(data.SHOP_COUNT) and self.night[action.shop] and action.item:
                return FACE_DOWN.format(shop=action.shop)
            return NOT_IN_SHOP.format(shop=action.shop, item=action.item or "face-down card")
        if isinstance(action, GiveCurse):
            return CURSE_CHOICE.format(choices=", ".join(f"player {q}" for q in d.data))
        if isinstance(action, Disappear):
            return COLOUR_NOT_HELD.format(colour=action.colour)
        return NOT_A_CHOICE.format(choices=", ".join(map(str, options)))

    # ------------------------------------------------------------------------------ applying
    def _apply(self, action) -> None:
        if self.pending:
            self._resolve(self.pending.popleft(), action)
        elif isinstance(action, Seek):
            self._seek(action.steps)
        elif isinstance(action, Cast):
            self._cast(action)
        else:
            self.dropped[self.current] = True
            self._say("drop_out", player=self.current)
        self._settle()

    def _settle(self) -> None:
        """Apply forced decisions; when nothing is left to decide, move on to the next turn."""
        while True:
            if self.pending:
                options = self._options(self.pending[0])
                if len(options) > 1 or (options and not data.AUTO_APPLY_FORCED_DECISIONS):
                    return
                d = self.pending.popleft()
                if options:
                    self._resolve(d, options[0])
                continue
            if self.phase == PLAY:
                self._next_turn()
                if self.phase == PLAY:
                    return
            elif self.phase == SCORING:
                self._finish()
                return

    def _next_turn(self) -> None:
        self.in_extra_turn = self.extra_turn
        if self.extra_turn:                      # Replication: the same player goes again
            self.extra_turn = False
            self._say("extra_turn", player=self.current)
            return
        n = self.players
        if self.endgame_first is None:
            self.current = (self.current + 1) % n
            return
        while True:                              # "End of the game": three rounds, then scoring
            if all(self.dropped) or self.endgame_slots >= data.ENDGAME_ROUNDS * n:
                self._begin_scoring()
                return
            seat = (self.endgame_first + self.endgame_slots) % n
            self.endgame_slots += 1
            if self.endgame_slots % n == 1 and self.endgame_slots > 1:
                marker = self.countdown
                self._say("round" if marker else "round_last", round=(self.endgame_slots - 1) // n + 1,
                          marker=marker)
            if not self.dropped[seat]:
                self.current = seat
                return

    # seek ----------------------------------------------------------------------------------
    def _seek(self, steps: int) -> None:
        p, start = self.current, self.assistant
        destination = (start + steps) % data.SHOP_COUNT
        taken, self.shops[destination] = self.shops[destination], []
        hand, scrolls = self.hands[p], self.scrolls[p]
        gained = []
        for item in taken:
            if item.is_scroll:
                scrolls[item.value] += 1
                gained.append(item)
            else:
                hand[item] = hand.get(item, 0) + 1
        deck = self.deck
        for shop in range(start, start + steps):                 # restock in the order passed
            if not deck:
                break
            self.shops[shop % data.SHOP_COUNT].append(deck.pop())
        self.assistant = destination
        if taken:
            shown = {i: taken.count(i) for i in set(taken)}
            public = shown
            if self.night[destination]:          # only the scrolls are seen: they go face up
                hidden = sum(not item.is_scroll for item in taken)
                public = {**({None: hidden} if hidden else {}), **{i: taken.count(i) for i in set(gained)}}
            self._say("seek", p, {"cards": shown}, player=p, steps=steps, shop=destination, cards=public)
        else:
            self._say("seek_empty", player=p, steps=steps, shop=destination)
        if not deck and self.endgame_first is None:
            self.endgame_first = (p + 1) % self.players
            self._say("deck_empty", player=self.endgame_first)
        if gained:
            self._curse_event((p,))
            self._team_offer(p)

    # cast ----------------------------------------------------------------------------------
    def _cast(self, action: Cast) -> None:
        p = self.current
        hand = self.hands[p]
        for item in (action.book, *action.ingredients):
            left = hand[item] - 1
            if left:
                hand[item] = left
            else:
                del hand[item]
        spell = self.stacks[action.level - 1].pop()
        self.cast[p].append((spell, action.book, action.ingredients))
        self._say("cast", p, {"ingredients": {i: action.ingredients.count(i) for i in set(action.ingredients)}},
                  player=p, spell=spell, level=action.level, book_long=action.book, count=len(action.ingredients))
        if spell is SWIFTNESS:
            self.swiftness[p] += 1
        elif spell is BANISHMENT:
            self.pending.append(Decision("banish", p))
        elif spell is REPLICATION:
            self.pending.append(Decision("replicate", p))
        elif spell is TRANSFER:
            self.pending.append(Decision("transfer", p))
        elif spell is SUBSTITUTION:
            self.pending.append(Decision("substitute", p))
        elif spell is LEVITATION:
            self.pending.append(Decision("levitate", p))

    # decisions -----------------------------------------------------------------------------
    def _resolve(self, d: Decision, action) -> None:
        p = d.player
        if isinstance(action, Banish):
            self.scrolls[p][action.curses] -= 1
            self._add(self.discard, SCROLLS[action.curses])
            self._say("banish", player=p, curses=action.curses)
            self._curse_event((p,))
        elif isinstance(action, Replicate):
            self.extra_turn = action.take
            self._say("replicate_take" if action.take else "replicate_waive", player=p)
        elif isinstance(action, Transfer):
            self.scrolls[p][action.curses] -= 1
            self.scrolls[action.to][action.curses] += 1
            self._say("transfer", player=p, curses=action.curses, to=action.to)
            self._curse_event((p, action.to))
            self._team_offer(action.to)
        elif isinstance(action, SubstituteFrom):
            drawn = self._random_card(action.player)
            self._move(self.hands[action.player], self.hands[p], drawn)
            self._say("substitute", (p, action.player), {"card": drawn}, player=p, victim=action.player)
            self.pending.appendleft(Decision("give_back", p, action.player))
        elif isinstance(action, GiveBack):
            self._move(self.hands[p], self.hands[d.data], action.item)
            self._say("give_back", (p, d.data), {"card": action.item}, player=p, victim=d.data)
        elif isinstance(action, Levitate):
            self._levitate(p, action)
        elif isinstance(action, GiveCurse):
            self.curse_holder = action.to
            self._say("curse_given", player=p, to=action.to)
        elif isinstance(action, (TeamGive, TeamAsk, TeamExchange, TeamDecline)):
            self._team_choice(p, action)
        elif isinstance(action, TeamHandOver):
            receiver, offered = d.data
            self._move(self.hands[p], self.hands[receiver], action.item)
            if offered is not None:
                self._move(self.hands[receiver], self.hands[p], offered)
            self._say("hand_over_exchange" if offered else "hand_over", (p, receiver),
                      {"card": action.item, "offered": offered}, player=p, partner=receiver)
        elif isinstance(action, Disappear):
            hand = self.hands[p]
            gone = {item: n for item, n in hand.items() if item.colour == action.colour}
            for item, n in gone.items():
                del hand[item]
                self._add(self.discard, item, n)
            self._say("disappear", player=p, colour=action.colour, cards=gone)
        else:
            raise AssertionError(action)

    def _levitate(self, p: int, action: Levitate) -> None:
        cards = self.shops[action.shop]
        if action.item is None:
            item = cards.pop()                    # data.LEVITATE_NIGHT_TAKES: the top face-down card
        else:
            item = action.item
            cards.remove(item)
        if item.is_scroll:
            self.scrolls[p][item.value] += 1
            self._say("levitate", player=p, card=item, shop=action.shop)
            self._curse_event((p,))
            self._team_offer(p)
        else:
            self._add(self.hands[p], item)
            if action.item is None:
                self._say("levitate_blind", p, {"card": item}, player=p, shop=action.shop)
            else:
                self._say("levitate", player=p, card=item, shop=action.shop)

    def _team_choice(self, p: int, action) -> None:
        partner = self.partner(p)
        if isinstance(action, TeamGive):
            self._move(self.hands[p], self.hands[partner], action.item)
            self._say("team_give", (p, partner), {"card": action.item}, player=p, partner=partner)
        elif isinstance(action, TeamAsk):
            self._say("team_ask", player=p, partner=partner)
            self.pending.appendleft(Decision("hand_over", partner, (p, None)))
        elif isinstance(action, TeamExchange):
            self._say("team_exchange", player=p, partner=partner)
            self.pending.appendleft(Decision("hand_over", partner, (p, action.item)))
        else:
            self._say("team_decline", player=p, partner=partner)

    def _random_card(self, player: int) -> Item:
        hand = self.hands[player]
        index = self.rng.randrange(sum(hand.values()))
        for item in sorted(hand):
            index -= hand[item]
            if index < 0:
                return item
        raise AssertionError("empty hand")

    # curse and team triggers -----------------------------------------------------------------
    def _curse_event(self, movers: tuple) -> None:
        """Rulebook "The Curse", with the project's tie ruling (docs/rules/mandragora.md)."""
        totals = [self.curses(q) for q in range(self.players)]
        top = max(totals)
        holder = self.curse_holder
        if top == 0:
            if holder is not None:
                self._say("curse_supply")
            self.curse_holder = None
            return
        tied = [q for q in range(self.players) if totals[q] == top]
        if len(tied) == 1:
            if holder != tied[0]:
                self._say("curse_taken", player=tied[0])
            self.curse_holder = tied[0]
            return
        if holder not in tied:
            decider = holder if holder is not None else self.current
            self.pending.append(Decision("curse", decider, tuple(tied)))
        elif any(q in tied for q in movers):
            self.pending.append(Decision("curse", holder, tuple(q for q in tied if q != holder)))

    def _team_offer(self, player: int) -> None:
        if self.teams:
            self.pending.append(Decision("team_offer", player))

    # end of the game -------------------------------------------------------------------------
    def _begin_scoring(self) -> None:
        self.phase = SCORING
        self._say("game_ends")
        for p in range(self.players):
            spells = [s for s, _, _ in self.cast[p]]
            if PURIFICATION in spells and self.hands[p]:
                for item, n in self.hands[p].items():
                    self._add(self.discard, item, n)
                self._say("purification", player=p, cards=dict(self.hands[p]))
                self.hands[p] = {}
            for _ in range(spells.count(DISAPPEARANCE)):
                self.pending.append(Decision("disappear", p))

    def _finish(self) -> None:
        self.phase = OVER
        self.is_over = True
        scores = self.scores()
        winners = self.winners()
        self._say("final_many" if len(winners) > 1 else "final_one", scores=tuple(enumerate(scores)),
                  winners=winners)

    # ------------------------------------------------------------------------------ scoring
    def score_breakdown(self, player: int) -> dict:
        """Rulebook "Calculating your score": spells + spellbooks, minus hand colours, minus the marker."""
        spells = sum(spell.level + (book.value if book.is_book else 0) for spell, book, _ in self.cast[player])
        colours = len({item.colour for item in self.hands[player]})
        curse = player == self.curse_holder
        total = spells - data.COLOUR_PENALTY * colours - data.CURSE_MARKER_PENALTY * curse
        return {"spells": spells, "colours_in_hand": colours, "curse_marker": curse, "total": total}

    def scores(self) -> tuple:
        return tuple(self.score_breakdown(p)["total"] for p in range(self.players))

    def team_scores(self) -> tuple:
        """Team variant: (seats 0 & 2, seats 1 & 3)."""
        scores = self.scores()
        return tuple(sum(scores[q] for q in team) for team in data.TEAMS) if self.teams else ()

    def winners(self) -> tuple:
        """The winning seats once the game is over (ties: most spells cast, then shared)."""
        if not self.is_over:
            return ()
        scores = self.scores()
        if self.teams:
            keys = [(sum(scores[q] for q in team), sum(len(self.cast[q]) for q in team))
                    for team in data.TEAMS]
            best = max(keys)
            return tuple(sorted(q for team, key in zip(data.TEAMS, keys) if key == best for q in team))
        keys = [(scores[p], len(self.cast[p])) for p in range(self.players)]
        best = max(keys)
        return tuple(p for p in range(self.players) if keys[p] == best)

    # ------------------------------------------------------------------------------ helpers
    @staticmethod
    def _add(counts: dict, item: Item, n: int = 1) -> None:
        counts[item] = counts.get(item, 0) + n

    @staticmethod
    def _move(source: dict, target: dict, item: Item) -> None:
        left = source[item] - 1
        if left:
            source[item] = left
        else:
            del source[item]
        target[item] = target.get(item, 0) + 1

    def _say(self, code: str, knowers=(), secret: dict | None = None, **params) -> None:
        """Log event ``code`` (see :mod:`.log`). ``knowers`` (a seat or seats) read its ``.private``
        wording, with ``secret`` values added; everyone else reads the public one."""
        # Values are frozen when the log is read, not here: random playouts never read it.
        knowers = (knowers,) if isinstance(knowers, int) else tuple(knowers)
        self.events.append((code, params, knowers, secret))

    def log_events(self, player: int | None = None) -> tuple:
        """What happened, as (template code, values) pairs that ``player`` may know (``None``: all)."""
        return tuple((code + ".private", freeze({**params, **secret}))
                     if secret is not None and (player is None or player in knowers) else (code, freeze(params))
                     for code, params, knowers, secret in self.events)

    def log_lines(self, player: int | None = None) -> tuple:
        return tuple(say(code, EN, params) for code, params in self.log_events(player))

    def clone(self) -> "MandragoraState":
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.shops = [list(cards) for cards in self.shops]
        twin.deck = list(self.deck)
        twin.stacks = [list(stack) for stack in self.stacks]
        twin.hands = [dict(hand) for hand in self.hands]
        twin.scrolls = [list(s) for s in self.scrolls]
        twin.cast = [list(c) for c in self.cast]
        twin.swiftness = list(self.swiftness)
        twin.discard, twin.box, twin.spell_box = dict(self.discard), dict(self.box), dict(self.spell_box)
        twin.dropped = list(self.dropped)
        twin.pending = deque(Decision(d.kind, d.player, d.data) for d in self.pending)
        self.copy_history_to(twin)
        twin.events = list(self.events)
        return twin

    def to_dict(self) -> dict:
        names = lambda counts: {item.name: n for item, n in sorted(counts.items())}  # noqa: E731
        return {
            "players": self.players, "teams": self.teams, "seed": self.seed,
            "night": list(self.night), "assistant": self.assistant,
            "shops": [[i.name for i in cards] for cards in self.shops],
            "deck": [i.name for i in self.deck],
            "stacks": [[s.name for s in stack] for stack in self.stacks],
            "hands": [names(hand) for hand in self.hands],
            "scrolls": [s[1:] for s in self.scrolls],
            "cast": [[[s.name, b.name, [i.name for i in ing]] for s, b, ing in c] for c in self.cast],
            "discard": names(self.discard), "box": names(self.box),
            "spell_box": {s.name: n for s, n in sorted(self.spell_box.items())},
            "current": self.current, "extra_turn": self.extra_turn, "in_extra_turn": self.in_extra_turn,
            "curse_holder": self.curse_holder,
            "endgame_first": self.endgame_first, "endgame_slots": self.endgame_slots,
            "dropped": list(self.dropped), "phase": self.phase,
            "pending": [d.to_dict() for d in self.pending],
            "rng": self.rng.state(),
        }

    def view(self, player: int | None = None):
        from .view import make_view
        return make_view(self, player)

    def summary(self) -> str:
        if self.is_over:
            return f"{self.players} players, over, scores {self.scores()}"
        return f"{self.players} players, move {len(self.history)}, player {self.to_play} to play"

    def __str__(self) -> str:
        from .view import render_text
        return render_text(self.view(None))


def _decision_name(action) -> str:
    return {Banish: "scroll to banish", Replicate: "extra turn", Transfer: "scroll to transfer",
            SubstituteFrom: "Substitution target", GiveBack: "card to give back",
            Levitate: "card to levitate", GiveCurse: "Curse marker holder",
            TeamGive: "team exchange", TeamAsk: "team exchange", TeamExchange: "team exchange",
            TeamDecline: "team exchange", TeamHandOver: "card to hand over",
            Disappear: "colour to discard"}.get(type(action), "such choice")

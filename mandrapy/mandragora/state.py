"""Mandragora's rules: setup, turns, the eight spells, the Curse marker, the endgame and scoring.

:class:`MandragoraState` is plain Python (no widgets, no traitlets): fast enough for random playouts.
Every decision, a whole turn included, is a frame on the shared decision stack (see :mod:`.decisions`);
a spell's choice, a Curse-marker tie or a team exchange is queued after the turn that raised it and may be
answered by another seat. Forced decisions are applied at once (``data.AUTO_APPLY_FORCED_DECISIONS``).

>>> s = MandragoraState.new(players=2, seed=3)
>>> s.to_play, [str(a) for a in s.legal_actions()][:3]
(0, ['seek 1', 'seek 2', 'seek 3'])
>>> s.play("seek 2"); s.to_play
1
"""

from __future__ import annotations


from ..core.decisions import DecisionStack, Frame, Handler, dispatch_table
from ..core.determinize import Determinized
from ..core.rng import GameRandom, chosen_seed
from ..core.state import GameState
from . import data
from .actions import (PARSER, Action, Banish, Cast, Disappear, GiveBack, GiveCurse, Levitate, Replicate, Seek,
                      SubstituteFrom, TeamAsk, TeamExchange, TeamGive, TeamHandOver, Transfer)
from .cards import DISAPPEARANCE, PURIFICATION, SCROLLS, SWIFTNESS, Item
from .casting import ingredient_counts
from .dealing import STARTING_HAND, seating, setup_lists
from .decisions import (BANISH, CURSE, DISAPPEAR, GIVE_BACK, HAND_OVER, KINDS, LEVITATE, REPLICATE,
                        SPELL_DECISIONS, SUBSTITUTE, TEAM_OFFER, TRANSFER, TURN, TURN_FRAMES, Decisions,
                        turn_frame)
from .log import EN, freeze
from .turns import Turns
from .speech import SPEECH
from .view import make_view, render_text
from .zones import OVER, PLAY, SCORING, ZONES
from .limits import PARAMETERS
from .glossary import PLAYER

_NIGHT_TAKES = {"top": -1, "bottom": 0}     # data.LEVITATE_NIGHT_TAKES -> the index taken from a shop
class MandragoraState(Turns, Decisions, Determinized, GameState):
    """The whole position and the rules that change it."""

    game = "mandragora"
    parser = PARSER                      # reads action text (see actions.py)
    zones = ZONES
    player_word = PLAYER                # a player in each language, from the glossary (hints)
    search_iterations = 300          # the ismcts player's default budget (see core.search_player)
    action_type = Action
    parameter_spec = PARAMETERS          # setup arguments' bounds, checked by the core
    position_builder = "mandrapy.mandragora.position:from_position"
    action_space = "mandrapy.mandragora.action_ids:ACTION_SPACE"      # the research face (core/research.py)
    observation = "mandrapy.mandragora.tensor:OBSERVATION"

    # ------------------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players: int = 4, seed: int | None = None, teams: bool = False,
            first_player: int | None = None) -> "MandragoraState":
        """A game set up by the rulebook ("Setup"), shuffled by ``seed``."""
        state = cls.blank(players, seed, teams)
        rng = state.rng
        night = [True] * data.NIGHT_SHOPS + [False] * (data.SHOP_COUNT - 1 - data.NIGHT_SHOPS)
        rng.shuffle(night)
        state.night = (data.START_SHOP_IS_NIGHT, *night)
        deck, box, stacks = setup_lists(players)
        for spells, template in zip(state.stacks, stacks):
            spells.extend(template)
            rng.shuffle(spells)
        state.box.update(box)
        for hand in state.hands:
            hand.update(STARTING_HAND)
        state.deck = list(deck)
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
        state.begin_turn()
        return state

    @classmethod
    def blank(cls, players: int, seed: int | None, teams: bool) -> "MandragoraState":
        """The arguments checked; every zone empty, no turn asked (the start of :meth:`new`, and of
        :func:`~mandrapy.mandragora.position.from_position`)."""
        if players not in data.PLAYER_COUNTS:
            raise ValueError(f"Mandragora is for {', '.join(map(str, data.PLAYER_COUNTS))} players, "
                             f"not {players!r}")
        if teams and players != 4:
            raise ValueError("the team variant is for 4 players")
        seed = chosen_seed(seed)
        state = cls.__new__(cls)
        state.players, state.seed, state.teams, state.position = players, seed, bool(teams), None
        state.rng = GameRandom(seed)
        ZONES.blank(state)
        # Derived from the zones, immutable (shared by clones): Swiftness owned (a cache of ``cast``) and
        # each seat's opponents and partner (data.TEAMS in the team variant).
        state.swiftness = (0,) * players
        state._opponents, state._partners = seating(players, bool(teams))
        state.first_player = 0
        state.is_over = False
        state.decisions = DecisionStack()
        state.start_history()
        state.events = []
        return state

    def parameters(self) -> dict:
        return {"players": self.players, "teams": self.teams, "first_player": self.first_player}

    # ------------------------------------------------------------------------------ facts
    def opponents(self, player: int) -> list:
        return list(self._opponents[player])

    def partner(self, player: int) -> int | None:
        return self._partners[player]

    def max_steps(self, player: int) -> int:
        return data.BASE_MOVES + self.swiftness[player]

    def curses(self, player: int) -> int:
        n = self.scrolls[player]
        return n[1] + 2 * n[2] + 3 * n[3]

    def hand_size(self, player: int) -> int:
        return sum(self.hands[player].values())

    def open_stacks(self) -> tuple:
        return tuple(map(bool, self.stacks))

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

    # ------------------------------------------------------------------------------ the decision machine
    def begin_turn(self) -> None:
        """Ask the current player for their turn (the frame every turn starts with)."""
        p = self.current
        self.decisions.push(turn_frame(p, data.BASE_MOVES + self.swiftness[p], self.endgame_first is not None,
                                       self.in_extra_turn))

    def _resolve_turn(self, frame: Frame, action) -> None:
        if type(action) is Seek:
            self._seek(action.steps)
        elif type(action) is Cast:
            self._cast(action)
        else:
            self.dropped[self.current] = True
            self._say("drop_out", player=self.current)

    def advance(self) -> bool:
        """Nothing is pending: the next turn, the scoring, or the end."""
        if self.phase == PLAY:
            if self.extra_turn or self.endgame_first is not None:
                self._next_turn()
                if self.phase != PLAY:
                    return True
            else:                                # the usual case, inlined (every turn of every playout)
                self.in_extra_turn = False
                self.current = (self.current + 1) % self.players
            p = self.current                     # begin_turn, inlined too
            key = (p, data.BASE_MOVES + self.swiftness[p], self.endgame_first is not None, self.in_extra_turn)
            self.decisions.push(TURN_FRAMES.get(key) or turn_frame(*key))
            # A turn always offers at least three seeks: nothing is forced, settling stops here.
            return False
        self._finish()
        return True

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
        self.events.append(("cast", {"player": p, "spell": spell, "level": action.level, "book_long": action.book,
                                     "count": len(action.ingredients)},
                            (p,), {"ingredients": ingredient_counts(action.ingredients)}))   # _say, spelt out
        if spell is SWIFTNESS:
            self.swiftness = tuple(n + (q == p) for q, n in enumerate(self.swiftness))
        elif spell.name in SPELL_DECISIONS:
            self.decisions.queue(Frame.of(SPELL_DECISIONS[spell.name], p))

    # decisions: each kind's resolve (the dispatch table below names them with their options) -------------
    def _resolve_banish(self, frame: Frame, action: Banish) -> None:
        p = frame.player
        self.scrolls[p][action.curses] -= 1
        self._add(self.discard, SCROLLS[action.curses])
        self._say("banish", player=p, curses=action.curses)
        self._curse_event((p,))

    def _resolve_replicate(self, frame: Frame, action: Replicate) -> None:
        self.extra_turn = action.take
        self._say("replicate_take" if action.take else "replicate_waive", player=frame.player)

    def _resolve_transfer(self, frame: Frame, action: Transfer) -> None:
        p = frame.player
        self.scrolls[p][action.curses] -= 1
        self.scrolls[action.to][action.curses] += 1
        self._say("transfer", player=p, curses=action.curses, to=action.to)
        self._curse_event((p, action.to))
        self._team_offer(action.to)

    def _resolve_substitute(self, frame: Frame, action: SubstituteFrom) -> None:
        p = frame.player
        drawn = self._random_card(action.player)
        self._move(self.hands[action.player], self.hands[p], drawn)
        self._say("substitute", (p, action.player), {"card": drawn}, player=p, victim=action.player)
        self.decisions.push(Frame.of(GIVE_BACK, p, victim=action.player))

    def _resolve_give_back(self, frame: Frame, action: GiveBack) -> None:
        p, victim = frame.player, frame["victim"]
        self._move(self.hands[p], self.hands[victim], action.item)
        self._say("give_back", (p, victim), {"card": action.item}, player=p, victim=victim)

    def _resolve_levitate(self, frame: Frame, action: Levitate) -> None:
        self._levitate(frame.player, action)

    def _resolve_curse(self, frame: Frame, action: GiveCurse) -> None:
        self.curse_holder = action.to
        self._say("curse_given", player=frame.player, to=action.to)

    def _resolve_team_offer(self, frame: Frame, action) -> None:
        self._team_choice(frame.player, action)

    def _resolve_hand_over(self, frame: Frame, action: TeamHandOver) -> None:
        p, receiver, offered = frame.player, frame["asker"], frame["offered"]
        offered = None if offered is None else Item.named(offered)
        self._move(self.hands[p], self.hands[receiver], action.item)
        if offered is not None:
            self._move(self.hands[receiver], self.hands[p], offered)
        self._say("hand_over_exchange" if offered else "hand_over", (p, receiver),
                  {"card": action.item, "offered": offered}, player=p, partner=receiver)

    def _resolve_disappear(self, frame: Frame, action: Disappear) -> None:
        p = frame.player
        hand = self.hands[p]
        gone = {item: n for item, n in hand.items() if item.colour == action.colour}
        for item, n in gone.items():
            del hand[item]
            self._add(self.discard, item, n)
        self._say("disappear", player=p, colour=action.colour, cards=gone)

    # Every kind of decisions.KINDS and how it is answered (checked complete when the class is made).
    dispatch = dispatch_table(KINDS, {
        TURN: Handler(Decisions._options_turn, _resolve_turn),
        BANISH: Handler(Decisions._options_banish, _resolve_banish),
        REPLICATE: Handler(Decisions._options_replicate, _resolve_replicate),
        TRANSFER: Handler(Decisions._options_transfer, _resolve_transfer),
        SUBSTITUTE: Handler(Decisions._options_substitute, _resolve_substitute),
        GIVE_BACK: Handler(Decisions._options_give_back, _resolve_give_back),
        LEVITATE: Handler(Decisions._options_levitate, _resolve_levitate),
        CURSE: Handler(Decisions._options_curse, _resolve_curse),
        TEAM_OFFER: Handler(Decisions._options_team_offer, _resolve_team_offer),
        HAND_OVER: Handler(Decisions._options_hand_over, _resolve_hand_over),
        DISAPPEAR: Handler(Decisions._options_disappear, _resolve_disappear),
    }, "mandragora")

    def _levitate(self, p: int, action: Levitate) -> None:
        cards = self.shops[action.shop]
        if action.item is None:
            item = cards.pop(_NIGHT_TAKES[data.LEVITATE_NIGHT_TAKES])     # face down: a ruling
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
            self.decisions.push(Frame.of(HAND_OVER, partner, asker=p, offered=None))
        elif isinstance(action, TeamExchange):
            self._say("team_exchange", player=p, partner=partner)
            self.decisions.push(Frame.of(HAND_OVER, partner, asker=p, offered=action.item.name))
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
        totals = [n[1] + 2 * n[2] + 3 * n[3] for n in self.scrolls]        # curses(q) of every seat
        top = max(totals)
        holder = self.curse_holder
        if top == 0:
            if holder is not None:
                self._say("curse_supply")
            self.curse_holder = None
            return
        if totals.count(top) == 1:
            most = totals.index(top)
            if holder != most:
                self._say("curse_taken", player=most)
            self.curse_holder = most
            return
        tied = [q for q in range(self.players) if totals[q] == top]
        if holder not in tied:
            decider = holder if holder is not None else self.current
            self.decisions.queue(Frame.of(CURSE, decider, choices=tuple(tied)))
        elif any(q in tied for q in movers):
            self.decisions.queue(Frame.of(CURSE, holder, choices=tuple(q for q in tied if q != holder)))

    def _team_offer(self, player: int) -> None:
        if self.teams:
            self.decisions.queue(Frame(TEAM_OFFER, player))

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
                self.decisions.queue(Frame(DISAPPEAR, p))

    def _finish(self) -> None:
        self.phase = OVER
        self.is_over = True
        scores = self.scores()
        winners = self._winners(scores)
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
        return self._winners(self.scores()) if self.is_over else ()

    def _winners(self, scores: tuple) -> tuple:
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

    _say = GameState.note          # log event ``code`` (see .log); ``knowers`` read its ``.private`` wording

    log_words = EN
    speech = SPEECH
    make_view, render_text = staticmethod(make_view), staticmethod(render_text)

    def seen_event(self, event, player: int | None) -> tuple:
        """The core's, with this game's ``freeze``: a dict of item counts becomes an immutable ``Counts``."""
        code, params, knowers, secret = event
        if secret is not None and (player is None or player in knowers):
            return code + ".private", freeze({**params, **secret})
        return code, freeze(params)

    def saved_extras(self) -> dict:
        return {"players": self.players, "teams": self.teams, "seed": self.seed}

    def sampler(self, seat: int):
        from .sampler import MandragoraSampler
        return MandragoraSampler(self, seat)

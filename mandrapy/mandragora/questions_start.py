"""The games Mandragora's exercises are asked on (:mod:`.questions`), each made from a random generator alone,
so that a set's seed gives the same positions everywhere: a new game, a random game whose players favour some
move, or a position set up by hand (:func:`~.position.from_position`) where a rule is at stake, played on to
the decision asked.

>>> import random
>>> game = levitation_game("mandragora", random.Random(3))
>>> game.state.decision.code
'levitate'
"""

from __future__ import annotations

import random

from . import data
from .actions import Cast, Seek
from .cards import SPELLS, SWIFTNESS, Item, components
from .game import Mandragora
from .state import MandragoraState

_CAST_COLOURS = ("red", "yellow", "green")        # colours with a book and 3+ ingredients at any player count


def new_game(name: str, rng: random.Random, players: tuple[int, ...] = (2, 3, 4)) -> Mandragora:
    """A new game, set up for a player count drawn from ``players``."""
    return Mandragora(players=rng.choice(players), seed=rng.randrange(2 ** 31))


def small_game(name: str, rng: random.Random) -> Mandragora:
    """A new game for 2 or 3 players (the counts that remove cards)."""
    return new_game(name, rng, (2, 3))


def playout(state: MandragoraState, rng: random.Random, moves: int, favour=None) -> MandragoraState:
    """``moves`` random moves (fewer if the game ends); a move ``favour(state, action)`` likes is chosen
    7 times in 10 when there is one."""
    for _ in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        liked = [a for a in legal if favour(state, a)] if favour is not None else []
        state.play(rng.choice(liked if liked and rng.random() < 0.7 else legal))
    return state


def _casts_swiftness(state: MandragoraState, action) -> bool:
    return isinstance(action, Cast) and action.level == 2 and state.stacks[1][-1:] == [SWIFTNESS]


def _swift_to_play(state: MandragoraState) -> bool:
    frame = state.decision
    return frame is not None and frame.kind.code == "turn" and state.swiftness[frame.player] > 0


def swift_game(name: str, rng: random.Random) -> Mandragora:
    """A random game whose players cast Swiftness when they can, stopped (6 times in 10, if it comes within
    40 more moves) where the player to move owns one."""
    state = MandragoraState.new(players=rng.choice((2, 3, 4)), seed=rng.randrange(2 ** 31))
    playout(state, rng, rng.randint(0, 45), _casts_swiftness)
    if rng.random() < 0.6:
        for _ in range(40):
            if state.is_over or _swift_to_play(state):
                break
            playout(state, rng, 1, _casts_swiftness)
    return Mandragora._wrap(state)


def _seeks(state: MandragoraState, action) -> bool:
    return isinstance(action, Seek)


def hoard_game(name: str, rng: random.Random) -> Mandragora:
    """A random game whose players seek more than they cast (so hands hold more cards to cast with)."""
    state = MandragoraState.new(players=rng.choice((2, 3, 4)), seed=rng.randrange(2 ** 31))
    return Mandragora._wrap(playout(state, rng, rng.randint(4, 40), _seeks))


def finished_game(name: str, rng: random.Random) -> Mandragora:
    """A random game played to its end."""
    state = MandragoraState.new(players=rng.choice((2, 3, 4)), seed=rng.randrange(2 ** 31))
    return Mandragora._wrap(playout(state, rng, 10_000))


# ------------------------------------------------------------------------ positions set up by hand
def _stacks(rng: random.Random, top: str | None = None) -> dict:
    """Every spell in its stack, shuffled; ``top`` (a spell's name) on top of its own."""
    stacks = {}
    for level in range(1, data.MAX_POWER + 1):
        names = [s.name for s in SPELLS if s.level == level for _ in range(s.copies)]
        rng.shuffle(names)
        if top in names:
            names.remove(top)
            names.insert(0, top)
        stacks[level] = names
    return stacks


class Pool:
    """The items of a player count not placed yet, drawn by name or at random."""

    def __init__(self, players: int, rng: random.Random):
        self.left, self.rng = dict(components(players)), rng

    def take(self, name: str) -> bool:
        item = Item.named(name)
        if self.left.get(item, 0) <= 0:
            return False
        self.left[item] -= 1
        return True

    def draw(self) -> str:
        cards = sorted(item for item, n in self.left.items() for _ in range(n))
        item = self.rng.choice(cards)
        self.left[item] -= 1
        return item.name


def _scrolls(pool: Pool, players: int, choices: tuple, fixed: dict) -> dict:
    """Scrolls for each seat: ``fixed`` ones, the others' drawn from ``choices`` (lists of curses) while
    copies last."""
    found = {}
    for seat in sorted(range(players), key=lambda q: q not in fixed):
        options = [fixed[seat]] if seat in fixed else list(choices)
        pool.rng.shuffle(options)
        chosen = next(c for c in options + [[]] if _take_all(pool, [f"scroll {v}" for v in c]))
        found[seat] = list(chosen)
    return dict(sorted(found.items()))


def _take_all(pool: Pool, names: list[str]) -> bool:
    taken: list[str] = []
    for name in names:
        if not pool.take(name):
            for back in taken:
                pool.left[Item.named(back)] += 1
            return False
        taken.append(name)
    return True


def _holder(rng: random.Random, scrolls: dict):
    """Who holds the Curse marker before the question: a most-cursed seat (drawn among the tied)."""
    totals = {seat: sum(values) for seat, values in scrolls.items()}
    top = max(totals.values())
    return None if top == 0 else rng.choice([seat for seat, n in totals.items() if n == top])


def _shop_cards(pool: Pool, shops, most: int = 2) -> dict:
    """Random cards for ``shops`` (0 to ``most`` each)."""
    return {shop: [pool.draw() for _ in range(pool.rng.randint(0, most))] for shop in shops}


def _caster(pool: Pool, players: int, seat: int, ingredients: int) -> tuple[dict, Cast]:
    """The hands: the seat's casts a spell of level ``ingredients`` with one colour (and holds its mandrake),
    every other holds its mandrake; and that cast."""
    colour = pool.rng.choice(_CAST_COLOURS)
    book = f"{colour} book {pool.rng.choice(data.BOOK_VALUES)}"
    hand = [book, *[colour] * ingredients, "mandrake"]
    _take_all(pool, hand + ["mandrake"] * (players - 1))
    hands = {q: ", ".join(hand) if q == seat else "mandrake" for q in range(players)}
    return hands, Cast.of(book, [colour] * ingredients, ingredients)


CURSE_CHOICES = ((), (1,), (2,), (1, 1), (2,), (1, 1), (1, 2), (3,))


def curse_game(name: str, rng: random.Random) -> Mandragora:
    """Scrolls spread for ties (rulings 7 and 6), and the player to move about to take a scroll from a day
    shop, or to give one by Transfer, or to banish one."""
    players = rng.choice((3, 4))
    seat = rng.randrange(players)
    spell = rng.choice((None, "Transfer", "Banishment"))
    pool = Pool(players, rng)
    hands, cast = _caster(pool, players, seat, 1 if spell == "Banishment" else 2)
    mine = {"Transfer": ((1,), (2,), (1, 1), (1, 2)), "Banishment": ((1, 2), (1, 1, 2))}.get(spell or "")
    scrolls = _scrolls(pool, players, CURSE_CHOICES, {seat: rng.choice(mine)} if mine else {})
    assistant, night = rng.randrange(data.SHOP_COUNT), rng.sample(range(data.SHOP_COUNT), data.NIGHT_SHOPS)
    shops: dict = {shop: [] for shop in range(data.SHOP_COUNT)}
    for shop in ((assistant + k) % data.SHOP_COUNT for k in (1, 2, 3)):
        scroll = f"scroll {rng.choice((1, 1, 2))}"
        shops[shop] = ([scroll] if shop not in night and pool.take(scroll) else []) + [pool.draw()]
    game = Mandragora.from_position(players=players, seed=rng.randrange(2 ** 31), hands=hands, shops=shops,
                                    night=night, assistant=assistant, scrolls=scrolls, stacks=_stacks(rng, spell),
                                    current=seat, curse_holder=_holder(rng, scrolls))
    if spell is not None:
        game.play(cast)
    return game


def levitation_game(name: str, rng: random.Random) -> Mandragora:
    """Shops with cards by day and by night, and the player to move casting Levitation (rulings 4 and 5)."""
    players = rng.choice((2, 3, 4))
    seat = rng.randrange(players)
    pool = Pool(players, rng)
    hands, cast = _caster(pool, players, seat, 3)
    night = rng.sample(range(1, data.SHOP_COUNT), data.NIGHT_SHOPS)
    scrolls = _scrolls(pool, players, CURSE_CHOICES, {})
    game = Mandragora.from_position(players=players, seed=rng.randrange(2 ** 31), hands=hands,
                                    shops=_shop_cards(pool, range(data.SHOP_COUNT)), night=night, scrolls=scrolls,
                                    stacks=_stacks(rng, "Levitation"), current=seat, curse_holder=_holder(rng, scrolls))
    game.play(cast)
    return game


SCROLL_CHOICES = ((), (1,), (2,), (1, 2), (1, 3), (1, 1, 2), (2, 2))


def scroll_spell_game(name: str, rng: random.Random) -> Mandragora:
    """The player to move, holding several kinds of scroll, casts Banishment or Transfer (ruling 4; in the
    team variant, ruling 12)."""
    teams = rng.random() < 0.3
    players = 4 if teams else rng.choice((2, 3, 4))
    seat = rng.randrange(players)
    banish = rng.random() < 0.5
    pool = Pool(players, rng)
    hands, cast = _caster(pool, players, seat, 1 if banish else 2)
    scrolls = _scrolls(pool, players, SCROLL_CHOICES, {seat: rng.choice(((1, 2), (1, 3), (1, 1, 2)))})
    game = Mandragora.from_position(players=players, teams=teams, seed=rng.randrange(2 ** 31), hands=hands,
                                    shops=_shop_cards(pool, range(1, data.SHOP_COUNT), most=1), scrolls=scrolls,
                                    stacks=_stacks(rng, "Banishment" if banish else "Transfer"), current=seat,
                                    curse_holder=_holder(rng, scrolls))
    game.play(cast)
    return game

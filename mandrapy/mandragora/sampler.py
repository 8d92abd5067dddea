"""Mandragora's determinization: other hands, the ingredients under their spells, the night shops' face-down
cards, the deck's order and the spell stacks under their top cards, drawn from what a seat has not seen.

What the seat watched still holds in every sample (read from its own log, :func:`known_cards`):

* each player's starting mandrake, and every card seen going into a hand (a day shop, Levitation in the
  light, a card the seat itself gave) stays in that player's hands-and-spells until seen leaving it;
* a card secretly moved between two other players (Substitution, the team variant's exchanges) may be in
  either: their hands are then drawn together, as one group, from their cards known together;
* the ingredients hidden under another player's spell fit the spellbook's rule (rulebook "Cast a spell"):
  the kinds of ingredient are drawn first, each possible kind set weighted by the ways to pick it from the
  group's known and unseen cards, then the rest of the group's hands from what is left.

The unseen cards left over fill the night shops and the deck at random. A ruling: ingredient kinds are drawn
cast by cast (weighted as above) rather than jointly, so samples always fit every spell cast, and are exactly
uniform wherever no other player cast a spell.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from ..core.determinize import deal, in_order, minus, observed_copy, reseed
from . import data
from .cards import INGREDIENTS, MANDRAKE_ITEM, SCROLLS, Item

_COLOUR_INGREDIENTS = tuple(INGREDIENTS[c] for c in data.COLOURS)


def known_cards(events, seat: int, players: int):
    """From ``seat``'s log: which other seats' hands are drawn together (a group id per seat) and, per group,
    the cards surely held in its hands or under its spells. ``events`` are the state's raw events."""
    group = list(range(players))
    known: list[Counter] = [Counter() for _ in range(players)]

    def root(q):
        while group[q] != q:
            q = group[q]
        return q

    def add(q, card, n=1):
        if q != seat and not card.is_scroll:
            known[root(q)][card] += n

    def remove(q, card, n=1):
        if q != seat:
            bag = known[root(q)]
            bag[card] = max(0, bag[card] - n)

    def merge(q, r):
        a, b = root(q), root(r)
        if a != b:
            group[b] = a
            known[a] += known[b]
            known[b] = Counter()

    for code, params, knowers, secret in events:
        mine = seat in knowers
        if code in ("setup", "setup_teams"):
            for q in range(players):
                for name, n in data.STARTING_HAND.items():
                    add(q, Item.named(name), n)
        elif code == "seek" and not mine:
            for card, n in params["cards"].items():
                if card is not None:
                    add(params["player"], card, n)
        elif code == "levitate":
            add(params["player"], params["card"])
        elif code == "cast":
            remove(params["player"], params["book_long"])
        elif code in ("disappear", "purification"):
            for card, n in params["cards"].items():
                remove(params["player"], card, n)
        elif code in ("substitute", "give_back", "team_give", "hand_over", "hand_over_exchange"):
            giver, taker = _movers(code, params)
            if not mine:
                merge(giver, taker)
                continue
            card = secret["card"]
            remove(giver, card)
            add(taker, card)
            if code == "hand_over_exchange":
                remove(taker, secret["offered"])
                add(giver, secret["offered"])
    groups = [root(q) for q in range(players)]
    return groups, known


def _movers(code: str, params: dict) -> tuple:
    """(the seat a secret card leaves, the seat it joins)."""
    p = params["player"]
    if code == "substitute":
        return params["victim"], p
    if code == "give_back":
        return p, params["victim"]
    return p, params["partner"]


def ingredient_kinds(book: Item, k: int) -> list:
    """Every multiset of ingredient kinds (as a tuple of items) that ``k`` ingredients under ``book`` may be."""
    options = []
    if book.is_mandrake:
        options += [(item,) * k for item in _COLOUR_INGREDIENTS]
        if k > 1:
            options += list(combinations(_COLOUR_INGREDIENTS, k))
    elif book.colour == data.BLACK:
        if k <= len(_COLOUR_INGREDIENTS):
            options += list(combinations(_COLOUR_INGREDIENTS, k))
        options += [(MANDRAKE_ITEM, *rest) for rest in combinations(_COLOUR_INGREDIENTS, k - 1)]
    else:
        own = INGREDIENTS[book.colour]
        options += [(own,) * k, (MANDRAKE_ITEM,) + (own,) * (k - 1)]
    return options


def _options(book: Item, k: int) -> tuple:
    """The kinds ``ingredient_kinds`` gives, each with its counts: ((kinds, ((item, n), ...)), ...)."""
    return tuple((kinds, tuple(Counter(kinds).items())) for kinds in ingredient_kinds(book, k))


def _ways(counts: tuple, mine: dict, left: dict) -> int:
    """The ways to pick ``counts`` out of the group's known cards and the unseen ones."""
    ways = 1
    for item, n in counts:
        have = mine.get(item, 0) + left.get(item, 0)
        for i in range(n):
            ways *= max(0, have - i)
    return ways


def _overlap(counts: tuple, known: dict) -> int:
    """How many of the kinds ``counts`` the known cards could supply."""
    return sum(min(n, known.get(item, 0)) for item, n in counts)


class MandragoraSampler:
    def __init__(self, state, seat: int):
        self.base, self.seat = observed_copy(state, seat), seat
        n, over = state.players, state.is_over
        groups, known = known_cards(state.events, seat, n)
        seen = Counter(state.hands[seat])
        for q in range(n):
            for item, copies in state.hands[q].items() if over and q != seat else ():
                seen[item] += copies
            for _spell, book, ingredients in state.cast[q]:
                seen[book] += 1
                if q == seat:
                    seen.update(ingredients)
            for curses in (1, 2, 3):
                seen[SCROLLS[curses]] += state.scrolls[q][curses]
        for shop, cards in enumerate(state.shops):
            if not state.night[shop]:
                seen.update(cards)
        seen.update(state.discard)
        seen.update(state.box)
        total = Counter({item: n for item, n in state.zones.components(state).items() if isinstance(item, Item)})
        unseen = minus(total, seen)
        self.groups = []      # (seats, hand sizes, hidden casts [(seat, index, book, options)], known cards)
        for g in sorted(set(groups[q] for q in range(n) if q != seat)):
            seats = tuple(q for q in range(n) if q != seat and groups[q] == g)
            hands = tuple(0 if over else sum(state.hands[q].values()) for q in seats)
            casts = tuple((q, i, book, _options(book, len(ingredients))) for q in seats
                          for i, (spell, book, ingredients) in enumerate(state.cast[q]))
            mine = Counter(known[g])
            if over:                                 # the hands are shown: what is known is under spells
                for q in seats:
                    for item, c in state.hands[q].items():
                        mine[item] -= min(c, mine[item])
            slots = sum(hands) + sum(len(options[0][0]) for *_, options in casts)
            if sum(mine.values()) > slots:
                raise AssertionError("Mandragora's sampler knows more cards than a group holds")
            self.groups.append((seats, hands, casts, dict(+mine)))
        self.free = dict(minus(unseen, *(Counter(mine) for *_, mine in self.groups)))
        self.free_cards = in_order(Counter(self.free))
        self.casts = any(casts for _, _, casts, _ in self.groups)
        self.night = tuple((shop, len(cards)) for shop, cards in enumerate(state.shops) if state.night[shop])
        self.deck = len(state.deck)
        self.stacks = tuple(in_order(Counter(stack[:-1])) for stack in state.stacks)

    def sample(self, rng):
        state = self.base.clone()
        cards = list(self.free_cards)
        if self.casts:
            knowns, unders = self._under_spells(rng, cards)
        else:
            knowns, unders = [mine for *_, mine in self.groups], [()] * len(self.groups)
        rng.shuffle(cards)                   # one shuffle of the unseen cards, cut into every hidden place
        missing = [0 if state.is_over else sum(hands) - sum(mine.values())
                   for (_, hands, _, _), mine in zip(self.groups, knowns)]
        drawn, cards = _hand_cards(rng, cards, missing)
        start = 0
        for (seats, hands, casts, _), mine, under, new in zip(self.groups, knowns, unders, drawn):
            for (q, index, book, _), ingredients in zip(casts, under):
                state.cast[q][index] = (state.cast[q][index][0], book, ingredients)
            if state.is_over:
                continue
            held = [*in_order(Counter(mine)), *new]
            if len(seats) == 1:
                state.hands[seats[0]] = dict(Counter(held))
                continue
            dealt = deal(rng, held, tuple(zip(seats, hands)))
            for q in seats:
                state.hands[q] = dict(Counter(dealt[q]))
        for shop, size in self.night:
            state.shops[shop] = cards[start:start + size]
            start += size
        state.deck = cards[start:]
        for level, below in enumerate(self.stacks):
            if below:
                top = state.stacks[level][-1]
                shuffled = list(below)
                rng.shuffle(shuffled)
                state.stacks[level] = [*shuffled, top]
        reseed(state, rng)
        return state

    def _under_spells(self, rng, cards: list, tries: int = 50) -> tuple:
        """The ingredients under every hidden spell, each group's taken out of its known cards or the unseen
        ones (removed from ``cards``), so that the known cards left fit in its hands. Returns (known cards
        left per group, ingredients per cast per group)."""
        for _ in range(tries):
            left, knowns, unders, taken = dict(self.free), [], [], []
            for _seats, hands, casts, known in self.groups:
                mine, under = dict(known), []
                surplus = sum(mine.values()) - sum(hands)        # known cards that must be under a spell
                for number, (_q, _index, _book, options) in enumerate(casts):
                    need = 0
                    if surplus > 0:            # enough known cards here for the later spells to take the rest
                        later = sum(max(_overlap(c, mine) for _, c in opts) for *_, opts in casts[number + 1:])
                        need = surplus - later
                    weights = [_ways(c, mine, left) if need <= 0 or _overlap(c, mine) >= need else 0
                               for _, c in options]
                    if not any(weights):
                        break
                    kinds = rng.choices(options, weights)[0][0]
                    for item in kinds:
                        m = mine.get(item, 0)
                        if m and (surplus > 0 or rng.randrange(m + left.get(item, 0)) < m):
                            mine[item] = m - 1
                            surplus -= 1
                        else:
                            left[item] -= 1
                            taken.append(item)
                    under.append(tuple(sorted(kinds)))
                if len(under) < len(casts) or surplus > 0:
                    break
                knowns.append({item: m for item, m in mine.items() if m})
                unders.append(under)
            else:
                for item in taken:
                    cards.remove(item)
                return knowns, unders
        knowns, unders, taken = self._fit(rng)          # tight cases: search for any fit, known cards first
        for item in taken:
            cards.remove(item)
        return knowns, unders

    def _fit(self, rng, most: int = 200_000) -> tuple:
        """A depth-first search for ingredients that fit every hidden spell and absorb each group's known
        cards beyond its hands (when random draws keep missing: the known cards are then taken first).
        The spells with the fewest kinds of ingredients are placed first (a coloured book before a mandrake),
        so a scarce card goes where nothing else fits before a looser spell takes it."""
        plan = sorted(((g, number, cast) for g, group in enumerate(self.groups)
                       for number, cast in enumerate(group[2])), key=lambda entry: len(entry[2][3]))
        left, taken, chosen = dict(self.free), [], []
        mines = [dict(known) for *_, known in self.groups]
        surplus = [sum(known.values()) - sum(hands) for _, hands, _, known in self.groups]
        steps = [most]

        def place(i: int) -> bool:
            if i == len(plan):
                return all(n <= 0 for n in surplus)
            steps[0] -= 1
            if steps[0] < 0:
                return False
            g, _, (q, index, book, options) = plan[i]
            mine = mines[g]
            ranked = sorted(options, key=lambda o: (-_overlap(o[1], mine), rng.random()))
            for kinds, counts in ranked:
                if not _ways(counts, mine, left):
                    continue
                took = []
                for item in kinds:
                    if mine.get(item, 0):
                        mine[item] -= 1
                        surplus[g] -= 1
                        took.append((item, True))
                    else:
                        left[item] -= 1
                        taken.append(item)
                        took.append((item, False))
                chosen.append(tuple(sorted(kinds)))
                if place(i + 1):
                    return True
                chosen.pop()
                for item, known in took:
                    if known:
                        mine[item] += 1
                        surplus[g] += 1
                    else:
                        left[item] += 1
                        taken.remove(item)
            return False

        if not place(0):
            raise AssertionError("no ingredients fit both the spells cast and the cards known to be held")
        unders = [[None] * len(casts) for _, _, casts, _ in self.groups]
        for (g, number, _), kinds in zip(plan, chosen):
            unders[g][number] = kinds
        knowns = [{item: n for item, n in mine.items() if n} for mine in mines]
        return knowns, unders, taken


def _hand_cards(rng, cards, missing):
    """The next ``missing[g]`` cards of the shuffled unseen ones for each group's hands, passing over the cursed
    scrolls (a scroll is laid in front of its taker, never held: rulebook "Seek"), and the cards left for the
    night shops and the deck, a scroll passed over put back at a random place. With none passed over, the same
    cut as slicing the shuffle."""
    hands: list[list[Item]] = []
    passed: list[Item] = []
    i = 0
    for count in missing:
        taken: list[Item] = []
        while len(taken) < count:
            card = cards[i]
            i += 1
            (passed if card.is_scroll else taken).append(card)
        hands.append(taken)
    rest = list(cards[i:])
    for scroll in passed:
        rest.insert(rng.randrange(len(rest) + 1), scroll)
    return hands, rest

"""Determinization (mandrapy.core.determinize and each game's sampler): samples keep what a seat has seen,
spread what it has not seen at the expected frequencies, account for every component, and read nothing hidden.
"""

import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import mandrapy
from mandrapy.core.determinize import information
from mandrapy.magyarcana import Magyarcana
from mandrapy.mandragora import Mandragora

from kuhn_poker import Kuhn

GAMES = [("mandragora", {"players": 2}), ("mandragora", {"players": 4}), ("mandragora", {"players": 4, "teams": True}),
         ("magyarcana", {}), ("conjuraction", {"players": 2}), ("conjuraction", {"players": 4})]


def cards_of(state) -> Counter:
    """Every conserved component (Conjuraction declares none: its 44 cards and the cubes by colour)."""
    if state.game != "conjuraction":
        return state.zones.components(state)
    cards = Counter(state.deck) + Counter(state.discard) + Counter(state.card_offer.values())
    for p in range(state.players):
        cards += Counter(state.forges[p].values()) + Counter(state.hands[p])
    return cards + Counter({("bag", k): n for k, n in state.bag.items()})


def random_positions(name, parameters, seed, every):
    """Positions of one random game, every ``every`` moves (and the end)."""
    state = mandrapy.new(name, seed=seed, **parameters).state
    rng = random.Random(seed)
    while True:
        if len(state.history) % every == 0 or state.is_over:
            yield state
        if state.is_over:
            return
        state.play(rng.choice(state.legal_actions()))


def chi_square_critical(df: int, z: float = 3.09) -> float:
    """The chi-square value exceeded with probability 0.001 (Wilson-Hilferty)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def chi_square(counts: Counter, expected: dict) -> float:
    total = sum(counts.values())
    assert set(counts) <= set(expected), f"an impossible arrangement was drawn: {set(counts) - set(expected)}"
    return sum((counts[k] - total * p) ** 2 / (total * p) for k, p in expected.items())


@pytest.mark.parametrize("name, parameters", GAMES, ids=[f"{g}-{p}" for g, p in GAMES])
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_sample_shows_its_seat_the_same_view_and_keeps_every_component(name, parameters, seed):
    rng = random.Random(seed)
    every = 197 if name == "conjuraction" else 9
    for state in random_positions(name, parameters, seed, every):
        for seat in range(state.players):
            view = state.view(seat)
            sample = information(view).sample(rng)
            assert sample.view(seat) == view
            assert cards_of(sample) == cards_of(state)
            assert sample.seed != state.seed and sample.position is None


def test_a_sample_never_holds_the_real_games_next_draws():
    game = mandrapy.new("magyarcana", seed=4)
    sample = information(game.view(0)).sample(random.Random(1))
    assert sample.rng.getstate() != game.state.rng.getstate()


def test_kuhn_the_other_card_is_either_unseen_card_equally_often():
    game = Kuhn(seed=4)                     # seat 0 holds the Jack
    rng, counts = random.Random(7), Counter()
    for _ in range(2000):
        sample = information(game.view(0)).sample(rng)
        counts[sample.hands[1][0], sample.deck[0]] += 1
    expected = {("Queen", "King"): 0.5, ("King", "Queen"): 0.5}
    assert chi_square(counts, expected) < chi_square_critical(1)


def test_magyarcana_every_arrangement_of_four_unseen_cards_is_equally_likely():
    territories = {(0, 0): "Under of Acorns", (0, 1): "9 of Hearts", (0, 2): "Over of Acorns"}
    mine = ["7 of Bells", "8 of Bells", "9 of Bells", "10 of Bells", "Ace of Bells", "King of Bells"]
    theirs, deck = ["7 of Leaves", "8 of Leaves"], ["9 of Leaves", "10 of Leaves"]
    game = Magyarcana.from_position(territories=territories, hands={0: mine, 1: theirs}, deck=deck,
                                    minions={"Under of Acorns": [(0, 1)], "Over of Acorns": [(1, 1)]},
                                    current=0, seed=3)
    unseen = theirs + deck
    expected = {}
    for a in unseen:
        for b in unseen:
            if a < b:
                rest = [c for c in unseen if c not in (a, b)]
                for top in rest:
                    expected[((a, b), top)] = 1 / 12
    rng, counts = random.Random(2), Counter()
    sampler = information(game.view(0)).sampler()
    for _ in range(3000):
        sample = sampler.sample(rng)
        counts[tuple(sorted(str(c) for c in sample.hands[1])), str(sample.deck[-1])] += 1
    assert chi_square(counts, expected) < chi_square_critical(11)


def test_magyarcana_a_card_seen_taken_from_the_discard_pile_stays_in_the_takers_hand():
    state = mandrapy.new("magyarcana", seed=2).state
    rng = random.Random(5)
    taken = None
    for _ in range(3000):
        if state.is_over:
            state = mandrapy.new("magyarcana", seed=rng.randrange(99)).state
        take = [a for a in state.legal_actions() if type(a).__name__ == "TakeFromDiscard"]
        if take and state.to_play == 1:
            state.play(take[0])
            taken = take[0].card
            break
        state.play(rng.choice(state.legal_actions()))
    assert taken is not None, "no King of Acorns was played in these games"
    assert all(taken in information(state.view(0)).sample(rng).hands[1] for _ in range(50))


def test_mandragora_cards_seen_taken_from_a_day_shop_stay_in_that_hand():
    game = mandrapy.new("mandragora", players=2, seed=3)
    day = [k for k in (1, 2, 3) if not game.state.night[k] and game.state.shops[k]][0]
    taken = [c for c in game.state.shops[day] if not c.is_scroll]
    game.play(f"seek {day}")
    rng = random.Random(1)
    for _ in range(50):
        hand = information(game.view(1)).sample(rng).hands[0]
        assert all(hand.get(card, 0) >= taken.count(card) for card in taken)
        assert hand.get(mandrapy.mandragora.Item.named("mandrake"), 0) >= 1     # the starting mandrake


def test_mandragora_ingredients_under_an_opponents_spell_fit_its_spellbook():
    from mandrapy.mandragora.casting import why_cast_illegal
    state = mandrapy.new("mandragora", players=3, seed=8).state
    rng = random.Random(8)
    while not any(state.cast[q] for q in (1, 2)) and not state.is_over:
        state.play(rng.choice(state.legal_actions()))
    for _ in range(30):
        sample = information(state.view(0)).sample(rng)
        for q in (1, 2):
            for spell, book, ingredients in sample.cast[q]:
                hand = Counter([book, *ingredients])
                assert why_cast_illegal(hand, book, ingredients, spell.level, (1,) * 5) is None


# A 4-player game (tournament game 143, ismcts in seat 3) where the random draws of ingredients keep missing
# and the exhaustive fit, trying the spells in seat order, ran out of steps before finding one (the search
# crashed): Player 2's yellow book 1 needs the only unseen yellow, which looser mandrake casts took first.
TIGHT = (
    "seek 3", "seek 3", "seek 1", "seek 3", "seek 2", "seek 2", "seek 1", "seek 2",
    "cast mandrake with red, green at level 2", "cast mandrake with blue at level 1",
    "cast mandrake with yellow, blue at level 2", "cast mandrake with red at level 1", "take extra turn",
    "seek 3", "seek 2", "seek 2", "seek 3", "seek 3", "seek 1", "seek 3", "seek 3", "seek 2",
    "cast blue book 3 with blue at level 1", "seek 3", "seek 3",
    "cast black book 3 with green, blue at level 2", "seek 1", "cast blue book 0 with blue at level 1",
    "take extra turn", "cast green book 0 with green at level 1", "take extra turn", "seek 1",
    "cast mandrake with red, green at level 1", "seek 3", "cast yellow book 0 with 4 yellow at level 4",
    "seek 1", "seek 2", "seek 2", "seek 3", "seek 3", "seek 1", "seek 2",
    "cast blue book 1 with 2 blue at level 2", "give scroll 1 to player 0", "seek 1", "seek 1",
    "cast yellow book 1 with yellow at level 1", "banish scroll 3", "seek 2", "seek 3", "seek 1", "seek 2",
    "cast mandrake with 3 green at level 3", "levitate blue from shop 7",
    "cast yellow book 3 with 2 yellow at level 2", "give scroll 1 to player 3",
    "cast mandrake with purple, green at level 2", "seek 3",
)


def test_mandragora_a_tight_fit_of_hidden_ingredients_is_found():
    from mandrapy.mandragora.casting import why_cast_illegal
    game = mandrapy.new("mandragora", players=4, seed=10_143)
    for action in TIGHT:
        game.play(action)
    state = game.state
    assert state.to_play == 3
    from mandrapy.mandragora.sampler import MandragoraSampler
    sampler = MandragoraSampler(state, 3)
    for seed in range(40):       # the fit a sample falls back on when its random draws miss (6 of 40 failed)
        knowns, unders, taken = sampler._fit(random.Random(seed))
        assert [len(u) for u in unders] == [len(state.cast[q]) for q in (0, 1, 2)]
    view = state.view(3)
    rng = random.Random(0)
    for _ in range(20):
        sample = information(view).sample(rng)
        assert sample.view(3) == view and cards_of(sample) == cards_of(state)
        for q in (0, 1, 2):
            for spell, book, ingredients in sample.cast[q]:
                assert why_cast_illegal(Counter([book, *ingredients]), book, ingredients, spell.level, (1,) * 5) is None


def twins(name):
    """Two games differing only in what seat 0 cannot see (other hands, the pile's order)."""
    if name == "mandragora":
        common = dict(players=2, current=0, seed=4, shops={1: "purple", 2: "red book 1", 3: "green"})
        mine = "green book 2, green, green, mandrake"
        return (Mandragora.from_position(**common, hands={0: mine, 1: "red, red, mandrake"},
                                         deck="yellow, green, purple, yellow"),
                Mandragora.from_position(**common, hands={0: mine, 1: "yellow, green, mandrake"},
                                         deck="purple, red, yellow, red"))
    if name == "magyarcana":
        territories = {(0, 0): "Under of Acorns", (0, 1): "9 of Hearts", (0, 2): "Over of Acorns"}
        common = dict(territories=territories, current=0, seed=3,
                      minions={"Under of Acorns": [(0, 1)], "Over of Acorns": [(1, 1)]})
        mine = "7 of Acorns, 8 of Bells, 9 of Bells, 10 of Leaves, Ace of Hearts, King of Bells"
        return (Magyarcana.from_position(**common, hands={0: mine, 1: "7 of Leaves, 8 of Leaves"},
                                         deck=["9 of Leaves", "10 of Hearts"]),
                Magyarcana.from_position(**common, hands={0: mine, 1: "9 of Leaves, 10 of Hearts"},
                                         deck=["8 of Leaves", "7 of Leaves"]))
    from mandrapy.conjuraction import Conjuraction
    common = dict(players=2, characters=["norwell", "larissa"], seed=3, current=0, card_offer=[11, 12, 13],
                  forges={0: {"astral": 8, "maelstrom": 9, "aether": 10}, 1: {"astral": 1, "maelstrom": 2, "aether": 3}},
                  circles={0: {"astral": "2 essence, arcana"}})
    return (Conjuraction.from_position(**common, hands={1: [4, 5]}),
            Conjuraction.from_position(**common, hands={1: [6, 7]}))


@pytest.mark.parametrize("name", ["mandragora", "magyarcana", "conjuraction"])
def test_a_bot_cannot_peek_states_differing_only_in_what_seat_0_cannot_see_give_the_same_move(name):
    first, second = twins(name)
    assert first.view(0) == second.view(0)
    assert first.state.to_dict() != second.state.to_dict()          # they do differ, out of seat 0's sight
    moves = [mandrapy.player("ismcts", seed=11, iterations=60).choose(game.view(0)) for game in (first, second)]
    assert moves[0] == moves[1]
    samples = [information(game.view(0)).sample(random.Random(3)).to_dict() for game in (first, second)]
    assert samples[0] == samples[1]                                 # the sampler reads nothing hidden

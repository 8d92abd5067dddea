"""Rulebook "Setup" and "Contents", with the project's player-count rulings (rules/mandragora.md)."""

from collections import Counter

import pytest

from mandrapy.mandragora import Mandragora
from mandrapy.mandragora.cards import ITEMS, full_set
from mandragora_helpers import ITEM, total_items


def every_item(state) -> Counter:
    """Item name -> copies, over every zone of the table and the box."""
    found = Counter()
    for item in state.deck:
        found[item.name] += 1
    for cards in state.shops:
        for item in cards:
            found[item.name] += 1
    for zone in [*state.hands, state.box, state.discard]:
        for item, n in zone.items():
            found[item.name] += n
    for seat in range(state.players):
        for value in (1, 2, 3):
            found[f"scroll {value}"] += state.scrolls[seat][value]
    return found


def test_contents_are_82_magical_items_in_the_printed_breakdown():
    full = {item.name: n for item, n in full_set().items()}
    assert sum(full.values()) == 82
    assert {v: full[f"scroll {v}"] for v in (1, 2, 3)} == {1: 7, 2: 4, 3: 1}
    assert full["mandrake"] == 7
    assert {c: full[c] for c in ("purple", "red", "yellow", "green", "blue")} == {
        "purple": 3, "red": 6, "yellow": 9, "green": 12, "blue": 12}
    books = [item for item in ITEMS if item.is_book]
    assert len(books) == 21 and all(full[b.name] == 1 for b in books)
    for colour in ("purple", "red", "yellow", "green", "blue"):
        assert sorted(b.value for b in books if b.colour == colour) == [0, 1, 2, 3]
    assert [(b.colour, b.value) for b in books if b.colour == "black"] == [("black", 3)]


@pytest.mark.parametrize("players, teams", [(2, False), (3, False), (4, False), (4, True)])
def test_setup_accounts_for_all_82_items_across_deck_shops_hands_and_box(players, teams):
    state = Mandragora(players=players, seed=11, teams=teams).state
    assert total_items(state) == 82
    assert every_item(state) == Counter({item.name: n for item, n in full_set().items()})


def test_setup_with_four_players_uses_every_card():
    state = Mandragora(players=4, seed=2).state
    assert state.box == {}
    assert len(state.deck) == 82 - 4 - 9


def test_setup_with_three_players_removes_exactly_the_five_ruled_cards():
    state = Mandragora(players=3, seed=2).state
    assert {item.name: n for item, n in state.box.items()} == {
        "scroll 1": 1, "mandrake": 1, "yellow": 1, "green": 1, "blue": 1}
    assert len(state.deck) == 82 - 5 - 3 - 9


def test_setup_with_two_players_removes_all_16_blue_cards_and_the_ten_listed():
    state = Mandragora(players=2, seed=2).state
    assert {item.name: n for item, n in state.box.items()} == {
        "blue": 12, "blue book 0": 1, "blue book 1": 1, "blue book 2": 1, "blue book 3": 1,
        "scroll 1": 2, "scroll 2": 1, "mandrake": 1, "red": 2, "yellow": 2, "green": 2}
    assert sum(state.box.values()) == 16 + 10
    in_play = [*state.deck, *(i for cards in state.shops for i in cards), *state.hands[0], *state.hands[1]]
    assert not any(item.colour == "blue" for item in in_play)
    assert len(state.deck) == 82 - 26 - 2 - 9


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_gives_each_player_exactly_one_mandrake_and_no_scroll(players):
    state = Mandragora(players=players, seed=5).state
    assert state.hands == [{ITEM("mandrake"): 1}] * players
    assert all(state.curses(p) == 0 for p in range(players))
    assert state.curse_holder is None and state.cast == [[]] * players


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_setup_puts_six_face_up_day_cards_three_face_down_night_cards_and_the_assistant_on_empty_start(seed):
    game = Mandragora(players=4, seed=seed)
    state = game.state
    start = state.assistant
    assert state.shops[start] == []
    assert not state.night[start]                       # the start tile is a day tile
    assert sum(state.night) == 3 and len(state.night) == 10
    others = [shop for shop in range(10) if shop != start]
    assert all(len(state.shops[shop]) == 1 for shop in others)
    view = game.view(0)
    face_up = [s for s in view.shops if s.cards and s.cards[0] is not None]
    face_down = [s for s in view.shops if s.cards and s.cards[0] is None]
    assert len(face_up) == 6 and all(not s.night for s in face_up)
    assert len(face_down) == 3 and all(s.night for s in face_down)
    assert view.shops[start].has_assistant and view.shops[start].cards == ()


def test_setup_shuffles_the_night_tiles_around_the_circle():
    layouts = {Mandragora(players=2, seed=seed).state.night for seed in range(12)}
    assert len(layouts) > 1


@pytest.mark.parametrize("players", [2, 4])
def test_setup_makes_five_spell_stacks_of_7_7_7_2_1_by_level(players):
    state = Mandragora(players=players, seed=8).state
    assert [len(stack) for stack in state.stacks] == [7, 7, 7, 2, 1]
    assert Counter(s.name for s in state.stacks[0]) == {"Banishment": 4, "Replication": 3}
    assert Counter(s.name for s in state.stacks[1]) == {"Transfer": 4, "Swiftness": 3}
    assert Counter(s.name for s in state.stacks[2]) == {"Substitution": 4, "Levitation": 3}
    assert [s.name for s in state.stacks[3]] == ["Disappearance"] * 2
    assert [s.name for s in state.stacks[4]] == ["Purification"]


def test_setup_shuffles_each_spell_stack():
    orders = {tuple(s.name for s in Mandragora(players=2, seed=seed).state.stacks[0]) for seed in range(10)}
    assert len(orders) > 1
    tops = {Mandragora(players=2, seed=seed).state.stacks[1][-1].name for seed in range(20)}
    assert tops == {"Transfer", "Swiftness"}


def test_setup_first_player_comes_from_the_seed_unless_given():
    firsts = {Mandragora(players=4, seed=seed).current for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert all(Mandragora(players=3, seed=seed, first_player=2).current == 2 for seed in range(5))
    game = Mandragora(players=3, seed=4, first_player=1)
    assert game.to_play == 1


def test_setup_rejects_a_first_player_who_is_not_seated():
    with pytest.raises(ValueError):
        Mandragora(players=3, seed=1, first_player=3)


def test_setup_same_seed_gives_the_same_setup_and_another_seed_another():
    assert Mandragora(players=3, seed=42).state.to_dict() == Mandragora(players=3, seed=42).state.to_dict()
    a, b = Mandragora(players=3, seed=42).state, Mandragora(players=3, seed=43).state
    assert [i.name for i in a.deck] != [i.name for i in b.deck]


@pytest.mark.parametrize("players, teams", [(1, False), (5, False), (3, True), (2, True)])
def test_setup_only_for_two_to_four_players_and_teams_only_with_four(players, teams):
    with pytest.raises(ValueError):
        Mandragora(players=players, seed=1, teams=teams)


def test_setup_team_variant_seats_partners_across_the_table():
    state = Mandragora(players=4, seed=1, teams=True).state
    assert [state.partner(p) for p in range(4)] == [2, 3, 0, 1]
    assert state.opponents(0) == [1, 3] and state.opponents(1) == [0, 2]
    assert Mandragora(players=4, seed=1).state.opponents(0) == [1, 2, 3]


def test_first_turn_offers_seek_1_to_3_and_the_casts_of_the_starting_mandrake_only():
    game = Mandragora(players=2, seed=3)
    assert [str(a) for a in game.legal_actions()] == ["seek 1", "seek 2", "seek 3"]

"""Mandragora's research face on hand-made positions: the action space (every action the rules ask for has an
id that reads back as the same action, the casts exactly those the rules allow) and the observation tensor (a
fact at the place its layout documents, hidden facts nowhere in another seat's tensor)."""

from __future__ import annotations

import random

import pytest
from budget import budget

import mandrapy
from mandrapy.mandragora import Item, Mandragora
from mandrapy.mandragora.actions import Cast, Disappear, DropOut, Levitate, Seek, TeamExchange, Transfer
from mandrapy.mandragora.cards import full_set
from mandrapy.mandragora.casting import legal_casts, why_cast_illegal
from mandragora_helpers import position


def parts(game: Mandragora, seat: int) -> dict:
    """``seat``'s tensor, split into its segments."""
    return dict(Mandragora.observation_layout(game.players).split(game.observation_tensor(seat)))


def documented(segment: str, players: int = 2) -> list[str]:
    """The names a segment's meaning lists, in its order ("... in the order a, b, c (...)", "counted: a, b")."""
    meaning = next(s.meaning for s in Mandragora.observation_layout(players).segments if s.name == segment)
    marker = "in the order " if "in the order " in meaning else "counted: "
    listed = meaning.split(marker)[1].split(" (")[0].split(";")[0]
    return listed.split(", ")


def row(values, index: int, width: int) -> list:
    return list(values[index * width:(index + 1) * width])


def assert_ids_read_back(game: Mandragora) -> list[int]:
    """Every legal action has its own id, and that id is the same action again (dataclass equality)."""
    legal = game.legal_actions()
    assert legal, "a position with nothing to decide proves nothing"
    ids = game.legal_action_ids()
    assert len(set(ids)) == len(legal)
    assert [Mandragora.action_from_id(game.action_id(action)) for action in legal] == legal
    return ids


# --- the action space --------------------------------------------------------------------------------------
def test_ids_of_named_actions():
    game = Mandragora(players=2, seed=1)
    space = game.action_space()
    assert len(space) == 2265
    assert [game.action_id(Seek(k)) for k in (1, 6)] == [0, 5]
    assert game.action_id(Cast.of("purple book 0", "mandrake", 1)) == 6       # the first cast row's first
    assert Mandragora.action_from_id(2264) == Disappear("white")
    cast = Cast.of("black book 3", "red, mandrake", 2)
    assert Mandragora.action_from_id(game.action_id(cast)) == cast
    assert Mandragora.action_from_id(game.action_id(DropOut())) == DropOut()
    with pytest.raises(ValueError, match="action"):
        game.action_id(Seek(7))                      # 3 shops and 3 Swiftness at most
    with pytest.raises(ValueError, match="action"):
        game.action_id(Cast.of("green book 1", "green", 2))        # a spell's power is at most its ingredients
    with pytest.raises(ValueError, match="action"):
        game.action_id(Cast.of("green book 1", "red", 1))          # the wrong colour: never castable


def test_the_casts_with_an_id_are_exactly_those_the_rules_allow():
    """A hand holding every card a hand may hold casts every spell the rules can ever list; the space holds those
    and nothing else (each one legal for the hand of exactly its cards)."""
    space = Mandragora(players=4, seed=1).action_space()
    casts = [space.action(i) for i in range(len(space))]
    casts = [cast for cast in casts if type(cast) is Cast]
    everything = {item: n for item, n in full_set().items() if not item.is_scroll}
    listed = legal_casts(everything, (True,) * 5)
    assert len(listed) == len(set(listed)) == len(casts) == 1806
    assert set(listed) == set(casts)
    for cast in casts:
        held: dict = {}
        for item in (cast.book, *cast.ingredients):
            held[item] = held.get(item, 0) + 1
        assert why_cast_illegal(held, cast.book, cast.ingredients, cast.level, (1,) * 5) is None, cast


def test_a_cast_the_rules_list_is_the_cast_its_id_names():
    """The ingredients of a listed cast are a sorted tuple, as the space's domains are: the same value."""
    game = position(hands={0: "mandrake, black book 3, red, yellow, 2 green, green book 2"})
    ids = assert_ids_read_back(game)
    casts = [action for action in game.legal_actions() if type(action) is Cast]
    assert len(casts) > 20
    assert all(list(cast.ingredients) == sorted(cast.ingredients) for cast in casts)
    spelled = Cast.of("black book 3", "yellow, mandrake, red", 3)
    assert spelled in casts and game.action_id(spelled) in ids


def teams(**kwargs):
    kwargs.setdefault("deck", ["green"] * 6)
    return position(players=4, teams=True, **kwargs)


def spell(level: int, name: str, players: int = 2, cards: str = "", **kwargs):
    """Player 0 casts ``name`` (on top of its stack) with red book 0 and ``level`` red."""
    hands = dict(kwargs.pop("hands", {}))
    hands[0] = ", ".join(x for x in ("red book 0", ", ".join(["red"] * level), cards) if x)
    game = position(players=players, hands=hands, stacks={level: [name]}, **kwargs)
    game.play(f"cast red book 0 with {level} red at level {level}")
    return game


def ending(players: int, cast: str, hand: str):
    game = position(players=players, hands={0: hand}, cast={0: [cast]}, deck=[])
    for _ in range(players):
        game.play("drop out")
    return game


SPECIAL = {
    "banish": lambda: spell(1, "Banishment", scrolls={0: [1, 2]}),
    "replicate": lambda: spell(1, "Replication"),
    "transfer": lambda: spell(2, "Transfer", players=4, scrolls={0: [1, 3]}),
    "substitute": lambda: spell(3, "Substitution", players=3, cards="purple", hands={1: "green", 2: "yellow"}),
    "levitate": lambda: spell(3, "Levitation", players=3, night=(3, 6, 9),
                              shops={3: "yellow, black book 3", 5: "green, scroll 2, green", 0: "mandrake"}),
    "team_offer": lambda: teams(hands={0: "red, green", 2: "yellow, mandrake"}, shops={1: "scroll 1"}),
    "disappear": lambda: ending(3, "Disappearance: red book 0 with 4 red", "green, black book 3, 2 mandrake"),
}


@pytest.mark.parametrize("code", ["banish", "replicate", "transfer", "substitute", "levitate", "team_offer",
                                  "disappear"])
def test_every_special_decision_has_ids(code):
    game = SPECIAL[code]()
    if code == "team_offer":
        game.play("seek 1")
    assert game.state.decision.code == code
    assert_ids_read_back(game)


def test_levitation_ids_name_face_up_cards_and_face_down_ones():
    game = SPECIAL["levitate"]()
    assert Levitate(3, None) in game.legal_actions() and Levitate(5, Item.named("scroll 2")) in game.legal_actions()
    assert Mandragora.action_from_id(game.action_id(Levitate(3, None))) == Levitate(3, None)
    assert len(assert_ids_read_back(game)) == 4          # face down at 3; green, scroll 2 at 5; mandrake at 0


def test_curse_give_back_and_transfer_ids():
    game = position(players=3, current=0, scrolls={1: [1], 2: [1]}, curse_holder=None, shops={1: "scroll 1"},
                    deck=["green"] * 5)
    game.play("seek 1")
    assert game.state.decision.code == "curse" and len(assert_ids_read_back(game)) == 3
    game = spell(3, "Substitution", players=2, cards="yellow", hands={1: "green book 3"})
    assert game.state.decision.code == "give_back" and len(assert_ids_read_back(game)) == 2
    game = SPECIAL["transfer"]()
    assert Transfer(3, 2) in game.legal_actions() and len(assert_ids_read_back(game)) == 6


def test_team_exchange_and_hand_over_ids():
    game = SPECIAL["team_offer"]()
    game.play("seek 1")
    assert len(assert_ids_read_back(game)) == 6            # give 2, ask, exchange 2, decline
    game.play(TeamExchange(Item.named("red")))
    assert game.state.decision.code == "hand_over" and game.to_play == 2
    assert len(assert_ids_read_back(game)) == 2


def test_random_games_in_every_setting_give_every_legal_action_an_id():
    """2, 3 and 4 players and the team variant, to the end: each position's legal actions have ids (and the
    tensor of the seat to play its layout's size)."""
    kinds: set = set()
    for k in range(budget(4, 16)):
        for players, in_teams in ((2, False), (3, False), (4, False), (4, True)):
            game, rng = mandrapy.new("mandragora", players=players, teams=in_teams, seed=k), random.Random(k)
            size = Mandragora.observation_layout(players).size
            while not game.is_over:
                kinds.add(game.state.decision.code)
                assert_ids_read_back(game)
                assert len(game.observation_tensor(game.to_play)) == size
                game.play(rng.choice(game.legal_actions()))
    assert {"turn", "team_offer", "hand_over", "banish"} <= kinds


# --- the observation tensor ----------------------------------------------------------------------------------
def test_a_hand_card_is_at_its_documented_place_for_its_owner_only():
    game = position(hands={0: "black book 3, 2 green", 1: "purple"})
    order = documented("hands")
    width = len(order)
    mine, theirs = parts(game, 0), parts(game, 1)
    assert row(mine["hands"], 0, width)[order.index("black book 3")] == 1
    assert row(mine["hands"], 0, width)[order.index("green")] == 2
    assert sum(mine["hands"][:width]) == 3 and sum(mine["hands"][width:]) == 0
    assert list(mine["hand_known"]) == [1, 0] and list(mine["hand_size"]) == [3, 1]
    assert sum(theirs["hands"][:width]) == 0 and row(theirs["hands"], 1, width)[order.index("purple")] == 1
    other = position(hands={0: "red book 3, 2 yellow", 1: "purple"})
    assert other.observation_tensor(1) == game.observation_tensor(1)       # seat 1 cannot tell them apart
    assert other.observation_tensor(0) != game.observation_tensor(0)


def test_scores_are_known_to_their_owner_only_until_the_end():
    game = position(hands={0: "green, red", 1: "purple"}, cast={1: ["Swiftness: green book 1 with 2 green"]})
    mine = parts(game, 0)
    assert list(mine["score_known"]) == [1, 0] and list(mine["score"]) == [-2, 0]
    assert list(mine["spell_points"]) == [0, 3] and list(mine["swiftness"]) == [0, 1]
    theirs = parts(game, 1)
    assert list(theirs["score_known"]) == [0, 1] and list(theirs["score"]) == [0, 2]


def test_ingredients_under_a_spell_are_seen_by_its_caster_only():
    game = position(cast={0: ["Swiftness: green book 1 with mandrake, green"]})
    under = documented("under")
    mine, theirs = parts(game, 0), parts(game, 1)
    assert row(mine["under"], 0, 6) == [1 if name in ("mandrake", "green") else 0 for name in under]
    assert list(mine["under_known"]) == [1, 1]
    assert sum(theirs["under"]) == 0 and list(theirs["under_known"]) == [0, 1]
    books = documented("books")
    assert row(theirs["books"], 0, len(books)) == [int(name == "green book 1") for name in books]
    names = documented("spells")
    assert row(theirs["spells"], 0, len(names)) == [int(name == "Swiftness") for name in names]


def test_night_shop_cards_are_face_down_counts_to_the_players():
    game = position(players=3, night=(3, 6, 9), shops={3: "yellow, black book 3", 5: "green, green"}, assistant=5)
    order = documented("shops")
    width = len(order) + 1
    seen = parts(game, 1)
    assert row(seen["shops"], 3, width) == [0] * len(order) + [2]
    assert row(seen["shops"], 5, width)[order.index("green")] == 2
    assert list(seen["night"]) == [int(i in (3, 6, 9)) for i in range(10)]
    assert list(seen["assistant"]) == [int(i == 5) for i in range(10)]


def test_the_offered_card_of_an_exchange_is_seen_by_the_partners_only():
    game = SPECIAL["team_offer"]()
    game.play("seek 1")
    game.play("team exchange red")
    order = documented("hands", 4)
    for seat in range(4):
        seen = parts(game, seat)
        assert list(seen["asker"]) == [1, 0, 0, 0]
        expected = [0] * len(order)
        if seat in (0, 2):
            expected[order.index("red")] = 1
        assert list(seen["offered"]) == expected, seat
        assert list(seen["to_play"]) == [0, 0, 1, 0] and seen["decision"][9] == 1        # hand_over


def test_decision_facts_of_give_back_and_curse():
    game = spell(3, "Substitution", players=2, cards="yellow", hands={1: "green book 3"})
    assert list(parts(game, 0)["victim"]) == [0, 1]
    game = position(players=3, current=0, scrolls={1: [1], 2: [1]}, curse_holder=None, shops={1: "scroll 1"},
                    deck=["green"] * 5)
    game.play("seek 1")
    seen = parts(game, 2)
    assert list(seen["curse_choices"]) == [1, 1, 1] and list(seen["scrolls"]) == [1, 0, 0] * 3
    assert list(seen["curses"]) == [1, 1, 1] and list(seen["curse_marker"]) == [0, 0, 0]


def test_the_final_rounds_in_the_tensor():
    """The deck empty: the Countdown marker lies with the seat that emptied it, face III, then II, then the final
    round; a seat that dropped out is marked; at the end every score is known and the winners are marked."""
    game = position(players=3, deck=[], current=1)
    seen = parts(game, 0)
    assert list(seen["countdown_holder"]) == [0, 1, 0] and list(seen["endgame"]) == [0, 0, 1, 0]
    assert list(seen["deck"]) == [0]
    game.play("drop out")
    game.play("seek 1")
    assert list(parts(game, 0)["dropped"]) == [0, 1, 0]
    game.play("seek 1")
    assert list(parts(game, 2)["endgame"]) == [0, 0, 0, 1]
    game.play("seek 1")
    game.play("seek 1")
    seen = parts(game, 2)
    assert list(seen["endgame"]) == [0, 1, 0, 0] and list(seen["countdown_holder"]) == [0, 0, 0]
    while not game.is_over:
        game.play("seek 1")
    seen = parts(game, 1)
    assert list(seen["over"]) == [1] and list(seen["score_known"]) == [1, 1, 1]
    assert list(seen["winners"]) == [int(q in game.winners) for q in range(3)] and sum(seen["winners"]) >= 1

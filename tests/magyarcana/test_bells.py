"""Bells suit power: expel an opponent's minion from a territory you share; dice decide, ties fail."""

from mandrapy.magyarcana import Magyarcana
from magyarcana_helpers import (assert_illegal, column, decision, dice, discard, legal, minions, play, position,
                                seed_with_dice, supply)

HOMES = ("Under of Acorns", "Over of Acorns")
# (0,0) Under of Acorns, (0,1) 9 of Bells, (0,2) 8 of Hearts, (0,3) Over of Acorns
LINE = column(HOMES[0], "9 of Bells", "8 of Hearts", HOMES[1])


def shared(mine=(0, 2), theirs=(1, 2), where="9 of Bells", extra=None, hands="7 of Bells", territories=LINE):
    """A maker of positions: player 0 (with ``hands``) and player 1 share ``where``."""
    placed = {HOMES[0]: [(0, 1)], HOMES[1]: [(1, 1)]}
    placed.setdefault(where, [])
    placed[where] = placed[where] + [mine, theirs]
    for card, entries in (extra or {}).items():
        placed[card] = placed.get(card, []) + entries
    return lambda seed: Magyarcana.from_position(seed=seed, territories=territories, minions=placed,
                                                 hands={0: hands}, current=0)


def test_bells_compares_pips_plus_a_die_from_the_games_random_source():
    make = shared(mine=(0, 3), theirs=(1, 1))
    game = make(7)
    a, d = dice(game)
    play(game, "play 7 of Bells")                      # the only minion to expel: chosen at once
    assert game.state.last_roll.dice == (a, d, 3 + a, 1 + d)
    replayed = Magyarcana.from_record(game.record())
    assert replayed.state.to_dict() == game.state.to_dict()


def test_bells_attacker_strictly_higher_wins_and_chooses_the_destination():
    make = shared()
    seed = seed_with_dice(make, lambda a, d: a > d)
    game = make(seed)
    play(game, "play 7 of Bells")
    assert decision(game) == "expel_to" and game.current == 0
    assert legal(game) == ["expel to Under of Acorns", "expel to 8 of Hearts"]
    play(game, "expel to 8 of Hearts")
    assert minions(game, "9 of Bells") == [(0, 2)]
    assert minions(game, "8 of Hearts") == [(1, 2)]
    assert game.current == 1 and discard(game)[-1] == "7 of Bells"


def test_bells_tie_in_totals_means_nothing_happens():
    make = shared()                                      # 2 pips against 2 pips: a tie when the dice tie
    seed = seed_with_dice(make, lambda a, d: a == d)
    game = make(seed)
    play(game, "play 7 of Bells")
    roll = game.state.last_roll.dice
    assert roll[2] == roll[3]
    assert minions(game, "9 of Bells") == [(0, 2), (1, 2)]
    assert game.current == 1 and decision(game) is None
    assert game.log[-1] == "The expulsion fails."


def test_bells_lower_attacker_total_fails():
    make = shared()
    seed = seed_with_dice(make, lambda a, d: a < d)
    game = make(seed)
    play(game, "play 7 of Bells")
    assert minions(game, "9 of Bells") == [(0, 2), (1, 2)] and game.current == 1


def test_bells_counts_every_minion_of_each_side_in_the_territory():
    # 1+1+3 = 5 attacking pips against 2: the attacker wins whenever its die is not 3 lower.
    make = shared(mine=(0, 3), theirs=(1, 2), extra={"9 of Bells": [(0, 1), (0, 1)]})
    game = make(seed_with_dice(make, lambda a, d: a + 3 == d))
    play(game, "play 7 of Bells")
    a, d, attack, defence = game.state.last_roll.dice
    assert (attack, defence) == (5 + a, 2 + d) and attack == defence
    assert minions(game, "9 of Bells") == [(0, 1), (0, 1), (0, 3), (1, 2)]


def test_bells_expel_destination_includes_wrap_neighbours_with_room():
    # The minions share the Under of Acorns at the north end: north wraps to the Over of Acorns.
    make = shared(where="Under of Acorns", mine=(0, 2), theirs=(1, 2))
    game = make(seed_with_dice(make, lambda a, d: 3 + a > 2 + d))       # 1+2 = 3 pips mine vs 2
    play(game, "play 7 of Bells")
    assert legal(game) == ["expel to 9 of Bells", "expel to Over of Acorns"]
    play(game, "expel to Over of Acorns")
    assert minions(game, "Over of Acorns") == [(1, 1), (1, 2)]


def test_bells_expel_destination_must_have_room():
    make = shared(extra={"8 of Hearts": [(1, 3), (1, 3), (1, 2)]})        # 8 of Hearts is full (8 pips)
    game = make(seed_with_dice(make, lambda a, d: a > d))
    play(game, "play 7 of Bells")                         # one neighbour with room: chosen at once
    assert minions(game, "Under of Acorns") == [(0, 1), (1, 2)]
    assert game.current == 1


def test_bells_expel_destination_is_one_step_away_with_room():
    # 8 of Hearts (0,2) has neighbours 9 of Bells (0,1, full), 10 of Leaves (0,3) and 7 of Leaves (1,2);
    # west wraps to 7 of Leaves too. Under of Acorns is two steps away.
    territories = {**column(HOMES[0], "9 of Bells", "8 of Hearts", "10 of Leaves", HOMES[1]), (1, 2): "7 of Leaves"}
    make = shared(mine=(0, 2), theirs=(1, 1), where="8 of Hearts", extra={"9 of Bells": [(1, 3), (1, 3), (1, 3)]},
                  territories=territories)
    game = make(seed_with_dice(make, lambda a, d: a + 2 > d + 1))
    play(game, "play 7 of Bells")
    assert legal(game) == ["expel to 10 of Leaves", "expel to 7 of Leaves"]
    assert_illegal(game, "expel to 9 of Bells", "not one of the choices", "expel to 10 of Leaves")
    assert_illegal(game, "expel to Under of Acorns", "not one of the choices")
    assert_illegal(game, "expel to 8 of Hearts", "not one of the choices")
    assert_illegal(game, "refill", "first finish the power", "expelled minion goes to")
    play(game, "expel to 7 of Leaves")
    assert minions(game, "7 of Leaves") == [(1, 1)]


def test_bells_expelled_minion_returns_to_supply_when_no_neighbour_has_room():
    full = {HOMES[0]: [(0, 1), (0, 1)], "8 of Hearts": [(1, 3), (1, 3), (1, 2)]}    # 3 minions; 8 pips
    make = shared(extra=full)
    game = make(seed_with_dice(make, lambda a, d: a > d))
    assert supply(game, 1)[2] == 3
    play(game, "play 7 of Bells")
    assert minions(game, "9 of Bells") == [(0, 2)]
    assert supply(game, 1)[2] == 4 and game.current == 1
    assert any("goes back to player 1" in e for e in game.log[-3:])


def test_bells_expelled_from_a_lone_territory_returns_to_supply():
    make = lambda seed: Magyarcana.from_position(          # noqa: E731
        seed=seed, territories={"0,0": "9 of Bells"}, minions={"9 of Bells": [(0, 2), (1, 2)]},
        hands={0: "7 of Bells"}, current=0)
    game = make(seed_with_dice(make, lambda a, d: a > d))
    play(game, "play 7 of Bells")
    assert minions(game, "9 of Bells") == [(0, 2)] and supply(game, 1) == {1: 5, 2: 5, 3: 5}


def test_bells_needs_a_territory_occupied_by_both_players():
    game = position(territories=LINE, minions={HOMES[0]: [(0, 1)], "9 of Bells": [(0, 2)], HOMES[1]: [(1, 1)]},
                    hands={0: "7 of Bells"})
    play(game, "play 7 of Bells")
    assert game.current == 1 and game.state.last_roll is None      # nothing to expel: no effect
    assert discard(game)[-1] == "7 of Bells"


def test_bells_target_must_be_an_opponents_minion_in_a_territory_you_occupy():
    game = position(territories=LINE,
                    minions={HOMES[0]: [(0, 1), (1, 1)], "9 of Bells": [(0, 2), (1, 1), (1, 3)],
                             "8 of Hearts": [(1, 2)], HOMES[1]: [(1, 1)]},
                    hands={0: "7 of Bells"})
    play(game, "play 7 of Bells")
    assert legal(game) == ["expel 1-minion from Under of Acorns", "expel 1-minion from 9 of Bells",
                           "expel 3-minion from 9 of Bells"]
    assert_illegal(game, "expel 2-minion from 8 of Hearts", "not one of the choices")
    assert_illegal(game, "expel 2-minion from 9 of Bells", "not one of the choices")
    assert_illegal(game, "expel 1-minion from King of Bells", "not a territory on the board")


def test_bells_from_a_controlled_territory():
    make = shared(mine=(0, 3), theirs=(1, 2), hands="")
    game = make(1)
    a, d = dice(game)
    play(game, "use 9 of Bells")
    assert game.state.last_roll.dice == (a, d, 3 + a, 2 + d)

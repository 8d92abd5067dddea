"""The facts the Magyarcana notebooks show, checked by replaying each notebook (see notebook_lesson.py).

Each check sits after the code cell whose result it checks; the notebooks themselves only teach.
"""

from notebook_lesson import Lesson


def test_01_the_deck_and_setup():
    lesson = Lesson("magyarcana/01_the_deck_and_setup.ipynb")
    lesson.run_through("c03")
    assert len(lesson.CARDS) == 32 and len({card.name for card in lesson.CARDS}) == 32
    assert all(sum(card.suit == suit for card in lesson.CARDS) == 8 for suit in lesson.data.SUITS)
    assert sum(card.is_face for card in lesson.CARDS) == 16
    lesson.run_through("c06")
    assert lesson.Card.named("vii of bells") is lesson.Card.named("7 of Bells")
    lesson.run_through("c08")
    assert (lesson.Card.named("7 of Bells").capacity, lesson.Card.named("7 of Bells").points) == (7, 7)
    assert (lesson.Card.named("Ace of Acorns").capacity, lesson.Card.named("Ace of Acorns").points) == (3, 11)
    lesson.run_through("c11")
    assert len(lesson.knaves) == 8
    lesson.run_through("c13")
    assert [card.name for card in lesson.HOMES] == ["Under of Acorns", "Over of Acorns"]
    lesson.run_through("c19")
    line = lesson.game.view().territories
    assert [t.cell for t in line] == [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]
    assert line[0].card.name == "Under of Acorns" and line[0].minions == ((0, 1),)
    assert line[-1].card.name == "Over of Acorns" and line[-1].minions == ((1, 1),)
    assert all(t.minions == () for t in line[1:4])                 # the three deck cards start empty
    assert [t.turned for t in line] == [False, True, False, True, False]   # each card turned from its neighbours
    lesson.run_through("c22")
    assert lesson.table.hand_sizes == (6, 6)
    assert lesson.table.deck_size == 32 - 2 - 3 - 12 == 15
    assert lesson.table.discard == ()
    lesson.run_through("c25")
    assert sum(lesson.data.MINIONS.values()) == 15
    assert lesson.table.supply == (((1, 4), (2, 5), (3, 5)), ((1, 4), (2, 5), (3, 5)))
    lesson.run_through("c28")
    assert lesson.game.scores == (11, 11)
    lesson.run_through("c30")
    assert lesson.Magyarcana(seed=1, first_player=1).current == 1
    assert str(lesson.mandrapy.new("magyarcana", seed=1)) == str(lesson.game)       # same seed, same table
    lesson.run_through("c33")
    assert lesson.mine.hands[1] is None and lesson.mine.hand_sizes[1] == 6
    assert lesson.game.view().hands[1] is not None                          # the teacher sees both hands
    lesson.run_through("c39")
    after = lesson.game.view()
    assert after.hand_sizes[0] == 6 and after.deck_size == 14
    assert [str(card) for card in after.discard] == ["9 of Bells"]
    assert lesson.game.current == 1                                     # one action per turn: player 1's turn now
    lesson.run_to_end()


def test_02_territories_capacity_and_control():
    lesson = Lesson("magyarcana/02_territories_capacity_and_control.ipynb")
    lesson.run_through("c05")
    seven = lesson.game.view().territory(lesson.Card.named("7 of Bells"))
    king = lesson.game.view().territory(lesson.Card.named("King of Hearts"))
    assert seven.load == seven.capacity == 7 and len(seven.minions) == 3         # 7 pips: full
    assert king.load == king.capacity == 3 and sum(p for _, p in king.minions) == 5   # 3 minions: full
    lesson.run_through("c10")
    assert "place minion on 7 of Bells" not in lesson.choices and "place minion on King of Hearts" not in lesson.choices
    assert "place minion on 8 of Bells" in lesson.choices           # an empty territory has room, of course
    lesson.run_through("c14")
    assert lesson.leaves.controllers == (1,)
    lesson.run_through("c16")
    assert "use 9 of Leaves" not in [str(a) for a in lesson.game.legal_actions()]
    assert lesson.game.view().territory(lesson.Card.named("8 of Bells")).controllers == ()
    lesson.run_through("c20")
    assert lesson.game.view().territory(lesson.Card.named("8 of Acorns")).controllers == (0, 1)
    assert "use 8 of Acorns" in lesson.usable(lesson.game) and "use 8 of Acorns" in lesson.usable(lesson.their_turn)
    assert "use King of Hearts" in lesson.usable(lesson.game)        # 3 pips against 2: player 0 controls it
    lesson.run_through("c23")
    # player 0: Under of Acorns 11 + 7 of Bells 7 + King of Hearts 11 + 8 of Acorns 8
    # player 1: Over of Acorns 11 + 9 of Leaves 9 + 8 of Acorns 8
    assert lesson.game.scores == (11 + 7 + 11 + 8, 11 + 9 + 8) == (37, 28)
    lesson.run_through("c26")
    acorns = lesson.game.view().territory(lesson.Card.named("8 of Acorns"))
    assert acorns.controllers == (0,) and acorns.load == 5
    assert lesson.game.scores == (37, 20)
    assert lesson.game.view().supply[0][0] == (1, 1)               # one 1-minion fewer in player 0's supply
    lesson.run_to_end()


def test_03_the_four_suit_powers():
    lesson = Lesson("magyarcana/03_the_four_suit_powers.ipynb")
    lesson.run_through("c07")
    view = lesson.game.view()
    assert view.territory(lesson.Card.named("10 of Bells")).cell == (1, 1)
    assert view.territory(lesson.Card.named("10 of Bells")).controllers == (0,)
    assert view.hand_sizes[0] == 2 and view.supply[0][0] == (1, 3)
    assert lesson.game.current == 1                       # the turn is over
    lesson.run_through("c10")
    view = lesson.game.view()
    assert view.territory(lesson.Card.named("9 of Acorns")).cell == (-1, 1)
    assert view.territory(lesson.Card.named("9 of Hearts")).minions == ((0, 1), (1, 2))
    assert view.discard == ()                       # the played card became a territory, not a discard
    lesson.run_through("c18")
    assert lesson.game.view().territory(lesson.Card.named("9 of Bells")).minions == ((0, 3),)
    assert lesson.game.view().territory(lesson.Card.named("7 of Leaves")).minions == ((1, 2),)
    lesson.run_through("c21")
    assert lesson.game.view().last_roll.dice == lesson.first_roll == (6, 3, 9, 5)
    lesson.run_through("c23")
    assert lesson.again.view().last_roll.dice == lesson.first_roll
    lesson.run_through("c25")
    assert lesson.unlucky.view().last_roll.attack == lesson.unlucky.view().last_roll.defence           # 6 against 6
    assert lesson.unlucky.view().territory(lesson.Card.named("9 of Bells")).minions == ((0, 3), (1, 2))
    lesson.run_through("c28")
    assert lesson.game.view().territory(lesson.Card.named("8 of Hearts")).minions == ((0, 3),)
    assert dict(lesson.game.view().supply[1])[2] == 5              # all five 2-minions are back in the supply
    assert [str(c) for c in lesson.game.view().discard] == ["8 of Bells"]      # the played card is discarded
    lesson.run_through("c36")
    assert lesson.game.view().territory(lesson.Card.named("Over of Acorns")).controllers == (0,)
    assert lesson.before == (20, 20) and lesson.game.scores == (22, 9)
    lesson.run_through("c40")
    choices = [str(a) for a in lesson.game.legal_actions()]
    assert "grow 2-minion on 7 of Hearts" not in choices and "grow 3-minion on 8 of Leaves" not in choices
    lesson.run_through("c44")
    assert lesson.game.view().territory(lesson.Card.named("King of Bells")).minions == ((0, 3), (1, 1))
    assert dict(lesson.game.view().supply[0]) == {1: 4, 2: 4, 3: 3}
    lesson.run_through("c47")
    ten = lesson.game.view().territory(lesson.Card.named("10 of Leaves"))
    assert ten.cell == (0, 1) and ten.minions == ((0, 3), (1, 2)) and ten.capacity == 10
    assert lesson.game.view().territory(lesson.Card.named("8 of Leaves")) is None
    assert [str(c) for c in lesson.game.view().discard] == ["8 of Leaves"]
    lesson.run_to_end()


def test_04_movement_and_wrap_around():
    lesson = Lesson("magyarcana/04_movement_and_wrap_around.ipynb")
    lesson.run_through("c06")
    assert lesson.walk((0, 1), lesson.EAST, 3) == [(1, 1), (2, 1), (0, 1)]
    assert lesson.step(lesson.board, (0, 0), (0, -1)) == (0, 3)          # north off the top: back in at the bottom
    assert lesson.step(lesson.board, (2, 1), (0, 1)) == (2, 1)           # column 2 has one card: the step stays put
    lesson.run_through("c10")
    assert "move 2-minion from 9 of Hearts to 8 of Bells" not in [str(a) for a in lesson.game.legal_actions()]
    lesson.run_through("c12")
    leaves = lesson.game.view().territory(lesson.Card.named("7 of Leaves"))
    assert leaves.minions == ((0, 1), (0, 2)) and leaves.load == 3
    lesson.run_through("c15")
    assert (2, 1) in lesson.reached
    lesson.run_through("c17")
    assert [m for m in lesson.moves if "from 7 of Leaves" in m] == ["move 1-minion from 7 of Leaves to 9 of Hearts"]
    assert not any(m.endswith("from 7 of Leaves to 7 of Leaves") for m in lesson.moves)
    lesson.run_through("c22")
    assert lesson.turning - lesson.straight == {(0, 1), (1, 2)}
    lesson.run_through("c24")
    assert "move 2-minion from 9 of Hearts to 9 of Leaves" in lesson.moves
    lesson.run_through("c30")
    assert len(lesson.islands) == 2
    assert lesson.game.view().territory(lesson.Card.named("7 of Leaves")).minions == ((1, 2),)
    lesson.run_through("c32")
    assert {lesson.now[c] for c in lesson.reach} == {"10 of Bells", "9 of Acorns"}
    lesson.run_through("c34")
    assert len(lesson.groups({t.cell for t in lesson.game.view().territories})) == 1
    lesson.run_through("c36")
    assert lesson.game.view().territory(lesson.Card.named("7 of Leaves")) is None
    assert {str(c) for c in lesson.game.view().discard} >= {"8 of Bells", "7 of Leaves", "10 of Bells", "9 of Acorns"}
    lesson.run_through("c39")
    assert len(lesson.game.view().territories) == 4
    assert lesson.game.view().territory(lesson.Card.named("10 of Acorns")).minions == ((1, 2),)
    lesson.run_to_end()


def test_05_face_card_specials():
    lesson = Lesson("magyarcana/05_face_card_specials.ipynb")
    lesson.run_through("c01")
    assert len(lesson.data.SPECIAL_POWERS) == 12
    lesson.run_through("c05")
    assert {"play King of Leaves", "play King of Leaves special"} <= {str(a) for a in lesson.game.legal_actions()}
    assert lesson.game.why_illegal("play 7 of Bells special") is not None      # number cards have no special
    lesson.run_through("c07")
    assert lesson.game.view().hand_sizes[0] == 1 + 4 and lesson.game.view().deck_size == 20 - 4     # 32 - 5 on the table - 3 discarded - 4 in hands = 20
    assert str(lesson.game.view().discard[-1]) == "Ace of Acorns"
    lesson.run_through("c10")
    assert [str(c) for c in lesson.game.view().hands[0]] == ["7 of Bells", "8 of Leaves", "9 of Leaves"]
    assert [str(c) for c in lesson.game.view().discard] == ["7 of Acorns", "King of Acorns"]
    lesson.run_through("c13")
    view = lesson.game.view()
    assert view.territory(lesson.Card.named("7 of Bells")).minions == ((0, 1),)
    assert view.territory(lesson.Card.named("8 of Hearts")).minions == ((0, 1), (1, 1))     # a tie: both control
    assert dict(view.supply[0])[1] == 4 - 2
    lesson.run_through("c16")
    assert lesson.game.view().last_roll.dice == (6, 4, 9, 5)
    assert lesson.game.view().territory(lesson.Card.named("8 of Hearts")).minions == ((0, 3),)
    assert lesson.game.view().territory(lesson.Card.named("9 of Bells")).minions == ((1, 1), (1, 2))
    lesson.run_through("c20")
    assert lesson.game.view().last_roll.dice == (5, 5, 9, 8)
    assert lesson.game.view().territory(lesson.Card.named("10 of Hearts")).minions == ((0, 2),)
    lesson.run_through("c23")
    view = lesson.game.view()
    assert view.territory(lesson.Card.named("9 of Bells")).minions == ((0, 3),)
    assert view.territory(lesson.Card.named("10 of Hearts")).minions == ((0, 2),)
    assert view.territory(lesson.Card.named("Over of Bells")).minions == ((1, 1), (1, 3))
    lesson.run_through("c26")
    assert lesson.game.view().territory(lesson.Card.named("10 of Hearts")).controllers == (0,)
    assert lesson.before == (20, 29) and lesson.game.scores == (30, 19)
    lesson.run_through("c30")
    assert "move 2-minion from 10 of Hearts to 8 of Hearts" in lesson.turning - lesson.straight
    lesson.run_through("c32")
    view = lesson.game.view()
    assert view.territory(lesson.Card.named("8 of Hearts")).controllers == (0,)
    assert view.territory(lesson.Card.named("9 of Bells")).controllers == (0, 1)      # 2 against 2
    assert view.territory(lesson.Card.named("10 of Hearts")).minions == ((1, 3),)
    lesson.run_through("c35")
    assert lesson.game.view().territory(lesson.Card.named("9 of Leaves")).minions == ((0, 1),)
    assert "9 of Leaves" not in [str(c) for c in lesson.game.view().discard]
    lesson.run_through("c38")
    view = lesson.game.view()
    assert view.territory(lesson.Card.named("10 of Hearts")) is None
    assert view.territory(lesson.Card.named("Over of Bells")) is not None          # cut off, but occupied
    assert dict(view.supply[0])[2] == 5 and dict(view.supply[1])[3] == 5    # the minions went home
    lesson.run_through("c41")
    view = lesson.game.view()
    assert view.territory(lesson.Card.named("10 of Hearts")).controllers == (0, 1)
    assert view.territory(lesson.Card.named("10 of Leaves")).cell == (1, 1)
    assert view.territory(lesson.Card.named("10 of Leaves")).minions == ((1, 1),)
    assert lesson.game.scores == (30, 31)
    lesson.run_to_end()


def test_06_ending_and_scoring():
    lesson = Lesson("magyarcana/06_ending_and_scoring.ipynb")
    lesson.run_through("c04")
    view = lesson.game.view()
    assert view.reshuffles == 1
    hand = [str(c) for c in view.hands[0]]
    assert "10 of Acorns" in hand and "9 of Acorns" in hand and len(hand) == 6   # the two old cards came first
    assert view.discard == () and view.deck_size == 23 - 2       # 22 + the 7 of Bells, minus 2 drawn
    lesson.run_through("c07")
    assert lesson.game.is_over and lesson.game.to_play is None
    assert lesson.game.scores == (20, 19) and lesson.game.winners == (0,)
    assert "10 of Acorns" in [str(c) for c in lesson.game.view().hands[0]]
    lesson.run_through("c10")
    assert lesson.game.legal_actions() == [] and lesson.game.view(1).hands[0] is not None
    lesson.run_through("c12")
    assert lesson.game.is_over and lesson.game.winners == (1,)
    assert lesson.game.scores == (41, 54)
    lesson.run_through("c17")
    assert lesson.game.scores == (32, 32) and lesson.territories_controlled(lesson.game) == [3, 4] and lesson.game.winners == (1,)
    lesson.run_through("c20")
    assert lesson.game.scores == (31, 31) and lesson.territories_controlled(lesson.game) == [3, 3] and lesson.game.winners == (0, 1)
    lesson.run_through("c24")
    assert all(s.is_over and s.winners() for s in lesson.finished)
    assert all(s.reshuffles == lesson.data.MAX_RESHUFFLES for s in lesson.finished if s.end_reason == "third_reshuffle")
    assert all(s.end_reason == "third_reshuffle" for s in lesson.finished)          # with these seeds, every game ends this way
    lesson.run_to_end()

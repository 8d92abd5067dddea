"""The facts the Mandragora notebooks show, checked by replaying each notebook (see notebook_lesson.py).

Each check sits after the code cell whose result it checks; the notebooks themselves only teach.
"""

from notebook_lesson import Lesson


def test_01_setup():
    lesson = Lesson("mandragora/01_setup.ipynb")
    lesson.run_through("c03")
    assert sum(lesson.items.values()) == 82
    assert lesson.by_kind == {"spellbook": 21, "mandrake": 7, "ingredient": 42, "scroll": 12}
    lesson.run_through("c08")
    assert sum(spell.copies for spell in lesson.SPELLS) == 24
    lesson.run_through("c11")
    assert sum(lesson.data.REMOVED[3].values()) == 5
    assert sum(lesson.data.REMOVED[2].values()) == 26     # 16 blue cards + 10 others
    lesson.run_through("c14")
    # 82 items - removed cards - one mandrake per player - 9 shop cards
    assert lesson.mandrapy.new("mandragora", players=4, seed=1).view().deck_size == 82 - 0 - 4 - 9
    assert lesson.mandrapy.new("mandragora", players=3, seed=1).view().deck_size == 82 - 5 - 3 - 9
    assert lesson.mandrapy.new("mandragora", players=2, seed=1).view().deck_size == 82 - 26 - 2 - 9
    lesson.run_through("c22")
    assert lesson.start.cards == () and not lesson.start.night           # the start tile is a day shop and stays empty
    assert len(lesson.day) == 7 and len(lesson.night) == 3
    assert sum(len(shop.cards) for shop in lesson.day) == 6        # 6 face-up cards
    assert all(len(shop.cards) == 1 for shop in lesson.night)      # 3 face-down cards
    assert [stack.size for stack in lesson.table.stacks] == [7, 7, 7, 2, 1]
    assert all([str(card) for card in seat.hand] == ["mandrake"] for seat in lesson.table.seats)
    lesson.run_through("c26")
    assert lesson.mine.seats[1].hand is None and lesson.mine.seats[1].hand_size == 1
    assert all(card is None for shop in lesson.mine.shops if shop.night for card in shop.cards)
    assert all(card is not None for shop in lesson.game.view().shops for card in shop.cards)   # the teacher sees them
    lesson.run_to_end()


def test_02_seeking_items():
    lesson = Lesson("mandragora/02_seeking_items.ipynb")
    lesson.run_through("c07")
    assert [str(a) for a in lesson.game.legal_actions()] == ["seek 1", "seek 2", "seek 3"]
    assert lesson.game.view(0).shops[3].cards == (None,)      # face down for player 0
    lesson.run_through("c14")
    table = lesson.game.view()
    assert table.assistant == 4 and table.shops[4].cards == ()
    assert [str(c) for c in table.shops[1].cards] == ["blue"]
    assert [str(c) for c in table.shops[2].cards] == ["red", "blue", "purple book 0"]
    assert [str(c) for c in table.shops[3].cards] == ["yellow", "green"]
    assert table.deck_size == 3
    assert table.seats[0].scrolls == (1,) and table.curse_holder == 0
    assert sorted(str(c) for c in table.seats[0].hand) == ["green", "green", "green book 1", "mandrake"]
    lesson.run_through("c17")
    assert lesson.game.view(1).shops[3].cards == (None, None)
    assert lesson.game.view(1).seats[0].hand is None and lesson.game.view(1).seats[0].hand_size == 4
    lesson.run_through("c20")
    assert "blue" in lesson.game.view(1).log[-1]
    assert "face-down" in lesson.game.view(2).log[-1] and "blue" not in lesson.game.view(2).log[-1]
    # restocked: shop 4 (left) and shop 5 (passed), with the next two deck cards
    assert [str(c) for c in lesson.game.view().shops[4].cards] == ["red"]
    assert [str(c) for c in lesson.game.view().shops[5].cards] == ["purple", "yellow"]
    lesson.run_through("c25")
    assert "red book 2" in [str(c) for c in lesson.game.view(1).seats[1].hand]
    lesson.run_to_end()


def test_03_casting_spells():
    lesson = Lesson("mandragora/03_casting_spells.ipynb")
    lesson.run_through("c07")
    assert lesson.game.is_legal("cast green book 2 with 3 green at level 3")
    assert lesson.game.is_legal("cast green book 2 with 3 green at level 1")       # a lower power is allowed
    assert not lesson.game.is_legal("cast green book 2 with 3 green at level 4")   # more than 3 is not
    lesson.run_through("c12")
    spell = lesson.game.view(1).seats[0].spells[0]
    assert spell.spell.name == "Levitation" and spell.points == 5
    assert spell.ingredients is None and len(lesson.game.view(0).seats[0].spells[0].ingredients) == 3
    lesson.run_through("c18")
    assert lesson.game.view(0).seats[0].spells[-1].points == 3 + 3      # level 3 + black book 3
    lesson.run_through("c22")
    assert lesson.game.view(0).seats[0].spells[-1].spell.name == "Disappearance"
    lesson.run_through("c24")
    assert lesson.game.view(0).seats[0].spells[-1].points == 3 + 0
    lesson.run_through("c29")
    assert lesson.tiny.why_illegal("cast red book 1 with 2 red at level 2").code == "cast_empty_stack"  # (was in it)
    lesson.run_through("c31")
    assert lesson.game.why_illegal("cast green book 2 with 2 green at level 2") is None
    lesson.run_to_end()


def test_04_curses_and_the_eight_spells():
    lesson = Lesson("mandragora/04_curses_and_the_eight_spells.ipynb")
    lesson.run_through("c03")
    assert lesson.game.view().curse_holder == 0
    lesson.run_through("c06")
    assert lesson.game.view().curse_holder == 1
    lesson.run_through("c09")
    assert lesson.game.to_play != lesson.game.current
    assert lesson.game.to_play == 1 and lesson.game.current == 0
    lesson.run_through("c14")
    assert lesson.game.view().curse_holder == 2 and lesson.game.to_play == lesson.game.current == 1
    lesson.run_through("c16")
    assert lesson.game.view().curse_holder == 1
    lesson.run_through("c20")
    assert lesson.game.view().seats[0].scrolls == (1,) and lesson.game.view().curse_holder == 1
    lesson.run_through("c23")
    assert lesson.game.current == 0                 # still player 0's turn: seek, or cast again
    lesson.run_through("c24")
    assert lesson.game.current == 1 and "green book 3" in [str(c) for c in lesson.game.view(0).seats[0].hand]
    lesson.run_through("c27")
    assert lesson.game.view().seats[2].curses == 3 and lesson.game.view().curse_holder == 2
    lesson.run_through("c30")
    assert lesson.game.is_legal("seek 4") and not lesson.game.is_legal("seek 5")
    lesson.run_through("c35")
    assert [str(c) for c in lesson.game.view(1).seats[1].hand].count("red") == 1
    assert lesson.game.view().seats[0].hand_size == 1 and lesson.game.view().seats[1].hand_size == 3
    assert "red" not in lesson.game.view(2).log[-1]
    lesson.run_through("c39")
    assert [str(c) for c in lesson.game.view().shops[2].cards] == ["green"]     # not replaced
    lesson.run_through("c40")
    assert [str(c) for c in lesson.game.view(0).seats[0].hand] == ["blue"]
    lesson.run_through("c45")
    assert lesson.game.is_over
    assert lesson.game.view().seats[1].hand == ()
    assert sorted(str(c) for c in lesson.game.view().seats[0].hand) == ["mandrake", "red"]
    assert lesson.game.score_breakdown(0) == {"spells": 4 + 1, "colours_in_hand": 2, "curse_marker": False, "total": 3}
    assert lesson.game.score_breakdown(1) == {"spells": 5 + 2, "colours_in_hand": 0, "curse_marker": False, "total": 7}
    lesson.run_to_end()


def test_05_end_of_game_and_scoring():
    lesson = Lesson("mandragora/05_end_of_game_and_scoring.ipynb")
    lesson.run_through("c07")
    table = lesson.game.view()
    assert table.deck_size == 0 and table.shops[2].cards == ()
    assert table.countdown == "III" and table.countdown_holder == 1 and lesson.game.current == 1
    lesson.run_through("c12")
    assert lesson.game.view().countdown == "II" and lesson.game.current == 1
    lesson.run_through("c14")
    assert lesson.game.view().final_round
    lesson.run_through("c16")
    assert lesson.game.is_over and lesson.game.winners == (1,)
    lesson.run_through("c19")
    assert lesson.game.score_breakdown(0) == {"spells": 0, "colours_in_hand": 4, "curse_marker": True, "total": -6}
    assert lesson.game.score_breakdown(1) == {"spells": 2 + 1, "colours_in_hand": 0, "curse_marker": False, "total": 3}
    lesson.run_through("c22")
    assert lesson.game.scores == (2, 2) and lesson.game.winners == (1,)
    lesson.run_through("c27")
    breakdown = lesson.game.score_breakdown(0)
    assert breakdown["spells"] == (2 + 3) + (0 + 2) + (3 + 1) + (0 + 4) + (1 + 1) == 17
    assert breakdown["colours_in_hand"] == 2 and breakdown["curse_marker"]
    assert breakdown["total"] == 17 - 2 - 2 == 13
    assert lesson.game.scores[0] == 13
    lesson.run_to_end()


def test_07_experiments():
    lesson = Lesson("mandragora/07_experiments.ipynb")
    lesson.run_through("c01")
    assert lesson.GAMES == 60, "the test suite runs the small sample (MANDRAPY_NOTEBOOK_TEST)"
    lesson.run_through("c05")
    assert len(lesson.df) == lesson.GAMES and not lesson.df.attrs["partial"]
    assert lesson.df.head(5).equals(lesson.few)
    lesson.run_through("c07")
    assert lesson.rates["games"].sum() == 4 * lesson.GAMES and lesson.rates["wins"].sum() == lesson.GAMES
    lesson.run_to_end()
    assert lesson.again.loc[0, "winners"] == lesson.df.loc[0, "winners"]

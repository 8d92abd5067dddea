"""The Magyarcana board driven headless: clicks go through board.click(x, y) as in a browser."""

import random

import ipycanvas.canvas
import pytest

import mandrapy
from mandrapy.widgets.words import rule_sentences
from mandrapy.core.labels import placeholders
from mandrapy.magyarcana import (AddTerritory, Card, DiscardCard, Done, Expel, ExpelTo, Grow, Magyarcana, Move,
                                 MoveAny, PlaceFromDiscard, PlaceMinion, PlayCard, Refill, RemoveTerritory, Replace,
                                 TakeFromDiscard, UseTerritory)
from mandrapy.magyarcana.board import Board, picture
from mandrapy.magyarcana.board.labels import RULES, check_tables
from mandrapy.magyarcana.board.render import (GRID_H, GRID_W, GRID_X, GRID_Y, PREVIEW, PRIMARY_BUTTON, Grid,
                                              Options, draw)

C = Card.named


@pytest.fixture
def sent(monkeypatch):
    """Messages the canvas would send to a browser (one per batched redraw)."""
    messages = []
    monkeypatch.setattr(ipycanvas.canvas._CANVAS_MANAGER, "send",
                        lambda *args, **kwargs: messages.append(kwargs))
    return messages


def primary(board):
    """Click the fixed Refill / Done / Skip button by its canvas coordinates."""
    x, y, w, h = PRIMARY_BUTTON
    return board.click(x + w / 2, y + h / 2)


def keys(drawing, kind):
    return [t.key for t in drawing.targets if t.key[0] == kind]


def hearts_position(**extra):
    """A 2-minion on the Under of Acorns, a Hearts card in hand: north wraps to the far end of the column."""
    return Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "0,1": "7 of Bells", "0,2": "Over of Acorns", "1,0": "8 of Leaves"},
        minions={"Under of Acorns": [(0, 2), (0, 1)], "Over of Acorns": [(1, 1)]},
        hands={0: "10 of Hearts, 9 of Leaves", 1: "7 of Acorns"}, current=0, seed=1, **extra)


# ------------------------------------------------------------------------------------ turn actions
def test_clicking_a_controlled_territory_uses_its_power():
    game = mandrapy.new("magyarcana", seed=5)
    assert game.to_play == 0
    board = Board(game, seat=None)
    board.click(*board.redraw().target_centre(("territory", C("Under of Acorns"))))
    assert game.history == (UseTerritory(C("Under of Acorns")),)
    assert game.view(None).decision.code == "add_territory"


def test_adding_a_territory_by_clicking_a_card_then_an_open_cell_then_placing_a_minion():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=0)
    board.click_target(("territory", C("Under of Acorns")))
    drawing = board.redraw()
    assert sorted(k[1] for k in keys(drawing, "cell")) == sorted([(-1, 0), (1, 0), (0, -1), (-1, 1), (1, 1), (-1, 2),
                                                                  (1, 2), (-1, 3), (1, 3), (-1, 4), (1, 4), (0, 5)])
    dashed = [s for s in drawing.shapes if s.kind == "rect" and s.dash and s.geometry[0] < GRID_X + GRID_W]
    assert len(dashed) == 12                                   # every open cell, dashed
    board.click_target(("hand", C("9 of Hearts")))
    assert board.selection == {"card": C("9 of Hearts")}
    board.click_target(("cell", (1, 1)))
    assert game.history[-1] == AddTerritory(C("9 of Hearts"), (1, 1))
    assert game.view(0).decision.code == "place_minion"
    board.click_target(("territory", C("9 of Hearts")))
    assert game.history[-1] == PlaceMinion(C("9 of Hearts"))
    assert game.view(0).territory(C("9 of Hearts")).minions == ((0, 1),)
    assert game.to_play == 1


def test_playing_a_card_by_clicking_it_then_a_play_button():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=0)
    board.click_target(("hand", C("Over of Leaves")))
    buttons = keys(board.redraw(), "action")
    assert ("action", PlayCard(C("Over of Leaves"))) in buttons
    assert ("action", PlayCard(C("Over of Leaves"), True)) in buttons
    assert "Play Over of Leaves: Leaves power" in board.redraw().texts()
    board.click_target(("action", PlayCard(C("Over of Leaves"), True)))
    assert game.history == (PlayCard(C("Over of Leaves"), True),)
    assert game.view(0).in_play == C("Over of Leaves")


def test_refill_and_done_are_one_fixed_button_and_discarding_is_clicking_hand_cards():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=0)
    assert primary(board) == ("action", Refill())
    assert game.view(0).decision.code == "discard"
    board.click_target(("hand", C("7 of Leaves")))
    board.click_target(("hand", C("9 of Hearts")))
    assert game.history[1:] == (DiscardCard(C("7 of Leaves")), DiscardCard(C("9 of Hearts")))
    assert primary(board) == ("action", Done())
    view = game.view(0)
    assert view.hand_sizes[0] == 6 and view.to_play == 1 and view.discard[-2:] == (C("7 of Leaves"), C("9 of Hearts"))


# ------------------------------------------------------------------------------------ illegal clicks
def test_an_illegal_click_shows_the_rule_and_changes_nothing():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=0)
    before = game.state.to_dict()
    board.click_target(("territory", C("9 of Bells")))          # nobody controls it
    assert game.state.to_dict() == before
    assert board.message.startswith("To use a territory's power you must control it")
    assert board.message in board.redraw().texts()


def test_a_minion_out_of_reach_explains_the_straight_line_rule():
    game = Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "1,0": "7 of Bells", "2,0": "8 of Bells", "3,0": "9 of Bells",
                     "0,1": "10 of Bells", "0,2": "Over of Acorns"},
        minions={"Under of Acorns": [(0, 1)], "Over of Acorns": [(1, 1)]},
        hands={0: "Under of Hearts"}, current=0, seed=1)
    board = Board(game, seat=0)
    board.click_target(("hand", C("Under of Hearts")))
    board.click_target(("action", PlayCard(C("Under of Hearts"))))
    board.click_target(("minion", C("Under of Acorns"), 0, 1))
    before = game.state.to_dict()
    board.click_target(("territory", C("8 of Bells")))         # two steps for a 1-minion
    assert game.state.to_dict() == before
    assert board.message == "A 1-minion moves in a straight line, exactly 1 step: it cannot reach 8 of Bells."
    assert board.selection["minion"] == (C("Under of Acorns"), 0, 1)   # the selection stays


def test_playing_a_card_while_a_power_is_pending_names_the_step_to_finish():
    game = hearts_position()
    board = Board(game, seat=0)
    board.click_target(("hand", C("10 of Hearts")))
    board.click_target(("action", PlayCard(C("10 of Hearts"))))
    board.click_target(("hand", C("9 of Leaves")))               # faded, but a click says why
    assert board.message == ("First finish the power being resolved: move one of your minions in a straight line "
                             "(Hearts).")


# ------------------------------------------------------------------------------------ steps
def test_a_selected_minion_previews_every_destination_wrap_included():
    game = hearts_position()
    board = Board(game, seat=0)
    board.click_target(("hand", C("10 of Hearts")))
    board.click_target(("action", PlayCard(C("10 of Hearts"))))
    assert game.view(0).decision.code == "move"
    board.click_target(("minion", C("Under of Acorns"), 0, 2))
    drawing = board.redraw()
    grid = Grid.fit(t.cell for t in game.view(0).territories)
    previewed = {s.geometry for s in drawing.shapes if s.kind == "rect" and s.stroke == PREVIEW}
    expected = {C("7 of Bells"): (0, 1), C("Over of Acorns"): (0, 2), C("8 of Leaves"): (1, 0)}
    x, y, w, h = grid.card_rect(expected[C("Over of Acorns")])
    assert (x - 6, y - 6, w + 12, h + 12) in previewed           # one step north wraps to the far end
    assert len(previewed) == len(expected)
    board.click_target(("territory", C("Over of Acorns")))
    assert game.history[-1] == Move(C("Under of Acorns"), 2, C("Over of Acorns"))


def test_clicking_the_selected_minion_again_deselects_it():
    game = hearts_position()
    board = Board(game, seat=0)
    board.click_target(("hand", C("10 of Hearts")))
    board.click_target(("action", PlayCard(C("10 of Hearts"))))
    board.click_target(("minion", C("Under of Acorns"), 0, 1))
    assert board.selection == {"minion": (C("Under of Acorns"), 0, 1)}
    board.click_target(("minion", C("Under of Acorns"), 0, 1))
    assert board.selection == {}


def test_expel_by_clicking_the_opponents_pyramid_then_where_it_goes():
    for seed in range(40):
        game = Magyarcana.from_position(
            territories={"0,0": "Under of Acorns", "0,1": "10 of Bells", "0,2": "Over of Acorns", "1,1": "9 of Hearts",
                         "-1,1": "8 of Leaves"},
            minions={"Under of Acorns": [(0, 1)], "10 of Bells": [(0, 3), (1, 1), (1, 2)], "Over of Acorns": [(1, 1)]},
            hands={0: "7 of Acorns"}, current=0, seed=seed)
        board = Board(game, seat=0)
        board.click_target(("territory", C("10 of Bells")))
        assert game.view(0).decision.code == "expel"
        board.click_target(("minion", C("10 of Bells"), 1, 2))
        assert game.history[-1] == Expel(C("10 of Bells"), 2)
        assert game.view(0).last_roll is not None
        if game.view(0).decision.code == "expel_to":
            board.click_target(("territory", C("9 of Hearts")))
            assert game.history[-1] == ExpelTo(C("9 of Hearts"))
            assert (1, 2) in game.view(0).territory(C("9 of Hearts")).minions
            texts = board.redraw().texts()
            assert "expelled!" in texts
            return
    pytest.fail("no seed won the expulsion")


def test_an_ambiguous_click_offers_buttons():
    game = Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "0,1": "7 of Leaves", "0,2": "Over of Acorns"},
        minions={"Under of Acorns": [(0, 1)], "7 of Leaves": [(0, 1), (0, 2)], "Over of Acorns": [(1, 1)]},
        hands={0: "9 of Leaves"}, current=0, seed=1)
    board = Board(game, seat=0)
    board.click_target(("territory", C("7 of Leaves")))            # Leaves: grow one of two, or replace
    assert game.view(0).decision.code == "grow_or_replace"
    board.click_target(("territory", C("7 of Leaves")))
    menu = board.selection["menu"]
    assert set(menu) == {Grow(C("7 of Leaves"), 1), Grow(C("7 of Leaves"), 2),
                         Replace(C("7 of Leaves"), C("9 of Leaves"))}
    assert board.message == "Several choices: pick one of the buttons below."
    board.click_target(("action", Replace(C("7 of Leaves"), C("9 of Leaves"))))
    assert game.history[-1] == Replace(C("7 of Leaves"), C("9 of Leaves"))


def test_replace_by_clicking_a_hand_card_then_the_territory():
    game = Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "0,1": "7 of Leaves", "0,2": "Over of Acorns"},
        minions={"Under of Acorns": [(0, 1)], "7 of Leaves": [(0, 1), (0, 2)], "Over of Acorns": [(1, 1)]},
        hands={0: "9 of Leaves, 8 of Hearts"}, current=0, seed=1)
    board = Board(game, seat=0)
    board.click_target(("hand", C("9 of Leaves")))
    board.click_target(("action", PlayCard(C("9 of Leaves"))))
    board.click_target(("hand", C("8 of Hearts")))
    board.click_target(("minion", C("7 of Leaves"), 0, 2))          # on the card: counts as the territory
    assert game.history[-1] == Replace(C("7 of Leaves"), C("8 of Hearts"))
    assert game.view(0).territory(C("8 of Hearts")).minions == ((0, 1), (0, 2))


def test_taking_from_the_discard_pile_by_clicking_it():
    game = Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "0,1": "7 of Leaves", "0,2": "Over of Acorns"},
        minions={"Under of Acorns": [(0, 1)], "Over of Acorns": [(1, 1)]},
        hands={0: "King of Acorns"}, discard="7 of Hearts, Ace of Bells, 9 of Acorns", current=0, seed=1)
    board = Board(game, seat=0)
    board.click_target(("hand", C("King of Acorns")))
    board.click_target(("action", PlayCard(C("King of Acorns"), True)))
    offered = sorted(k[1] for k in keys(board.redraw(), "discard"))
    assert offered == sorted(C(n) for n in ("7 of Hearts", "Ace of Bells", "9 of Acorns"))
    board.click_target(("discard", C("Ace of Bells")))
    board.click_target(("discard", C("7 of Hearts")))
    assert game.history[1:] == (TakeFromDiscard(C("Ace of Bells")), TakeFromDiscard(C("7 of Hearts")))
    assert set(game.view(0).hands[0]) == {C("Ace of Bells"), C("7 of Hearts")}


def test_a_click_on_the_board_before_choosing_a_card_says_what_to_do_first():
    game = Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "0,1": "7 of Leaves", "0,2": "Over of Acorns"},
        minions={"Under of Acorns": [(0, 1)], "Over of Acorns": [(1, 1)]},
        hands={0: "Ace of Leaves"}, discard="7 of Hearts, Ace of Bells", current=0, seed=1)
    board = Board(game, seat=0)
    board.click_target(("hand", C("Ace of Leaves")))
    board.click_target(("action", PlayCard(C("Ace of Leaves"), True)))
    assert game.view(0).decision.code == "place_from_discard"
    board.click_target(("cell", (1, 1)))
    assert board.message == "First click a card in the discard pile, then an open cell."
    board.click_target(("discard", C("Ace of Bells")))
    board.click_target(("cell", (1, 1)))
    assert game.history[-1] == PlaceFromDiscard(C("Ace of Bells"), (1, 1))


# ------------------------------------------------------------------------------------ seats, undo, painting
def test_the_computer_answers_until_the_human_must_decide():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=0, seats={1: "random"}, seed=5)
    primary(board)                        # Refill
    primary(board)                        # Done
    assert game.to_play == 0 or game.is_over
    assert game.move_number >= 3
    assert game.deciders[2] == 1


def test_undo_takes_back_the_human_move_and_the_computer_replies():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=0, seats={1: "random"}, seed=5)
    start = game.state.to_dict()
    assert ("undo",) not in keys(board.redraw(), "undo")
    primary(board)
    primary(board)
    assert game.move_number >= 3
    board.click_target(("undo",))         # back to before Done (the last human decision)
    assert game.move_number == 1 and game.view(0).decision.code == "discard"
    board.click_target(("undo",))
    assert game.state.to_dict() == start


def test_board_shows_only_what_its_seat_may_see():
    game = mandrapy.new("magyarcana", seed=5)
    seat_drawing = Board(game, seat=0).redraw()
    teacher_drawing = Board(game, seat=None).redraw()
    assert "Cards in hand: 6" in seat_drawing.texts()
    assert "Cards in hand: 6" not in teacher_drawing.texts()
    opponent = game.state.hands[1]
    assert not any(k[1] in opponent for k in keys(seat_drawing, "hand"))
    hidden = picture(game, seat=0)._repr_svg_()
    assert all(str(card) not in hidden for card in opponent)
    assert "Cards in hand: 6" not in picture(game)._repr_svg_()


def test_a_seat_cannot_click_for_the_other_seat():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=1)                  # player 0 is to play, both human (hot seat on two screens)
    before = game.state.to_dict()
    board.handle(("territory", C("Under of Acorns")))
    assert game.state.to_dict() == before
    assert board.message == "It is not your turn: Player 0 is to play."


def test_nothing_is_painted_before_a_browser_is_ready_then_every_view_gets_a_redraw(sent):
    game = mandrapy.new("magyarcana", seed=2)
    board = Board(game, seat=None)
    board.redraw()
    assert sent == []                            # Voila breaks on draws sent before a view exists
    board.canvas._client_ready_callbacks()
    assert len(sent) == 1
    board.canvas._client_ready_callbacks()
    assert len(sent) == 2


def test_a_redraw_and_a_click_are_one_batched_message_each(sent):
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=0, seats={1: "random"}, seed=1)
    board.canvas._client_ready_callbacks()
    sent.clear()
    board.redraw()
    assert len(sent) == 1
    sent.clear()
    board.click_target(("hand", C("9 of Hearts")))     # a selection: one redraw
    assert len(sent) == 1
    sent.clear()
    primary(board)                                      # Refill: the game changes once
    assert len(sent) == 1


def test_a_whole_game_can_be_played_by_clicking_only():
    game = mandrapy.new("magyarcana", seed=4)
    board = Board(game, seat=None)
    rng = random.Random(4)
    clicks = 0
    while not game.is_over:
        view = board.view
        action = rng.choice(view.legal_actions)
        for key in keys_for(action, view):
            board.click_target(key)
        assert game.history[-1] == action, (action, board.message)
        clicks += 1
        assert clicks < 2000
    assert "Game over" in " ".join(board.redraw().texts())


def test_games_against_the_computer_finish_by_clicks():
    for seed in (1, 2, 3):
        game = mandrapy.new("magyarcana", seed=seed)
        board = Board(game, seat=0, seats={1: "random"}, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            view = board.view
            action = rng.choice(view.legal_actions)
            for key in keys_for(action, view):
                board.click_target(key)
        assert game.is_over


def keys_for(action, view):
    """The clicks a person makes for ``action``."""
    me = view.to_play
    if isinstance(action, UseTerritory):
        return [("territory", action.territory)]
    if isinstance(action, PlayCard):
        return [("hand", action.card), ("action", action)]
    if isinstance(action, DiscardCard):
        return [("hand", action.card)]
    if isinstance(action, AddTerritory):
        return [("hand", action.card), ("cell", action.cell)]
    if isinstance(action, (PlaceMinion, ExpelTo, RemoveTerritory)):
        return [("territory", action.territory)]
    if isinstance(action, Expel):
        return [("minion", action.territory, 1 - me, action.pips)]
    if isinstance(action, Move):
        return [("minion", action.source, me, action.pips), ("territory", action.target)]
    if isinstance(action, MoveAny):
        return [("minion", action.source, action.owner, action.pips), ("territory", action.target)]
    if isinstance(action, Grow):
        return [("minion", action.territory, me, action.pips)]
    if isinstance(action, Replace):
        return [("hand", action.new), ("territory", action.old)]
    if isinstance(action, TakeFromDiscard):
        return [("discard", action.card)]
    if isinstance(action, PlaceFromDiscard):
        return [("discard", action.card), ("cell", action.cell)]
    return [("action", action)]                 # Refill, Done, Skip


def test_the_grid_always_fits_its_area():
    for seed in range(12):
        game = mandrapy.new("magyarcana", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            view = game.view(None)
            grid = Grid.fit(t.cell for t in view.territories)
            for t in view.territories:
                x, y, w, h = grid.card_rect(t.cell)
                assert GRID_X <= x and x + w <= GRID_X + GRID_W and GRID_Y <= y and y + h <= GRID_Y + GRID_H
            game.play(rng.choice(game.legal_actions()))


# ------------------------------------------------------------------------------------ languages, static
def test_french_labels_and_tables_complete():
    check_tables()
    game = mandrapy.new("magyarcana", seed=5)
    texts = " ".join(Board(game, seat=0, language="fr").redraw().texts())
    assert "Pioche" in texts and "Réserve" in texts and "Joueur 0 (vous)" in texts
    assert "Renouveler" in texts
    with pytest.raises(ValueError):
        Board(game, language="xx")


def engine_rules():
    """Every Rule the engine defines (module-level constants of the core and of Magyarcana)."""
    import importlib
    from mandrapy.core.errors import Rule
    modules = ["mandrapy.core.state", "mandrapy.magyarcana.state", "mandrapy.magyarcana.choices"]
    return [value for name in modules for value in vars(importlib.import_module(name)).values()
            if isinstance(value, Rule)]


def test_every_engine_rule_has_a_french_sentence_with_known_placeholders():
    rules = engine_rules()
    assert len(rules) >= 12
    for rule in rules:
        assert rule.code in rule_sentences(RULES, "fr"), rule.code
        english = placeholders(rule.text)
        french = placeholders(rule_sentences(RULES, "fr")[rule.code])
        assert french <= english, (rule.code, french - english)


def test_a_french_board_explains_an_illegal_click_in_french():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game, seat=0, language="fr")
    board.click_target(("territory", C("9 of Bells")))
    assert board.message == ("Pour utiliser le pouvoir d'un territoire, il faut le contrôler : vos points doivent y "
                             "être au moins ceux de l'adversaire (vous en avez 0, il en a 0).")
    game = hearts_position()
    board = Board(game, seat=0, language="fr")
    board.click_target(("hand", C("10 of Hearts")))
    board.click_target(("action", PlayCard(C("10 of Hearts"))))
    board.handle(("hand", C("9 of Leaves")))
    assert board.message == "Terminez d'abord le pouvoir en cours : déplacer un sbire."


def test_static_fallback_is_svg_without_buttons_or_clicks():
    game = mandrapy.new("magyarcana", seed=5)
    board = Board(game)
    assert board._repr_svg_().startswith("<svg")
    assert "image/svg+xml" in board._repr_mimebundle_()
    svg = picture(game)._repr_svg_()
    assert svg.startswith("<svg") and "Undo" not in svg and "click" not in svg
    assert "Player 0 to play: use a territory, play a card, or refill." in svg
    french = picture(game, language="fr")._repr_svg_()
    assert "Joueur 0 joue" in french


def test_a_static_picture_of_a_pending_step_shows_the_open_cells():
    game = mandrapy.new("magyarcana", seed=5)
    game.play(UseTerritory(C("Under of Acorns")))
    drawing = draw(game.view(None), Options(interactive=False))
    assert sum(1 for s in drawing.shapes if s.kind == "rect" and s.dash and s.geometry[0] < GRID_X + GRID_W) == 12
    assert drawing.targets == []


def test_every_magyarcana_log_event_has_a_french_wording_with_the_same_values():
    from mandrapy.magyarcana.board.labels import LOG_FR
    from mandrapy.magyarcana.log import TEMPLATES
    assert set(LOG_FR) == set(TEMPLATES)
    for code, english in TEMPLATES.items():
        names = placeholders(english)
        assert placeholders(LOG_FR[code]) == names, code


def test_a_french_magyarcana_board_words_the_whole_log_in_french():
    import random
    from mandrapy.magyarcana.board.labels import log_lines
    game = mandrapy.new("magyarcana", seed=8)
    rng = random.Random(3)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    french = log_lines(game.view(0), "fr")
    assert len(french) == len(game.log) and not any("Player" in line for line in french)
    assert french[-1].startswith("La partie prend fin")
    board = Board(game, seat=0, language="fr")
    assert "Journal" in board.log_box.value and "Le joueur" in board.log_box.value

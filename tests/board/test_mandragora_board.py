"""The Mandragora board driven headless: clicks go through board.click(x, y) as in a browser."""

import ipycanvas.canvas
import pytest

import mandrapy
from mandrapy.widgets.words import rule_sentences
from mandrapy.core.labels import placeholders
from mandrapy.mandragora import Banish, Item, Mandragora, Seek
from mandrapy.mandragora.board import Board, picture
from mandrapy.mandragora.board.labels import check_tables
from mandrapy.mandragora.board.render import Options, draw, stack_rect

COMPUTERS = {1: "random", 2: "random", 3: "random"}


@pytest.fixture
def sent(monkeypatch):
    """Messages the canvas would send to a browser (one per batched redraw)."""
    messages = []
    monkeypatch.setattr(ipycanvas.canvas._CANVAS_MANAGER, "send",
                        lambda *args, **kwargs: messages.append(kwargs))
    return messages


def reachable_shop(game, steps=1):
    return (game.position.assistant + steps) % 10


def test_clicking_a_highlighted_shop_seeks_there():
    game = mandrapy.new("mandragora", players=2, seed=1, first_player=0)
    board = Board(game, seat=None)
    target = reachable_shop(game, 2)
    board.click(*board.redraw().target_centre(("shop", target)))
    assert game.history == (Seek(2),)
    assert game.position.assistant == target


def test_an_illegal_click_shows_the_rule_and_changes_nothing():
    game = mandrapy.new("mandragora", players=2, seed=1, first_player=0)
    board = Board(game)
    before = game.state.to_dict()
    far = reachable_shop(game, 5)                         # beyond the 3 shops allowed
    board.click_target(("shop", far))
    assert game.state.to_dict() == before
    assert "The Assistant moves 1 to 3 shops" in board.message
    assert board.message in board.redraw().texts()


def test_every_human_turn_follows_computer_moves_until_a_human_must_decide():
    game = mandrapy.new("mandragora", players=4, seed=5, first_player=2)
    board = Board(game, seat=0, seats=COMPUTERS, seed=3)
    assert game.to_play == 0 and game.move_number >= 2     # seats 2 and 3 already played
    before = game.move_number
    board.click_target(("shop", reachable_shop(game)))
    assert game.to_play == 0 or game.is_over
    assert game.move_number >= before + 4                  # our seek, then three computer turns


def test_cast_by_selecting_cards_then_clicking_a_spell_level():
    game = Mandragora.from_position(players=2, hands={0: "green book 2, 2 green, mandrake, red"},
                                    stacks={1: ["Replication"], 2: ["Swiftness"], 3: ["Levitation"]},
                                    current=0, seed=1)
    board = Board(game, seat=0)
    for item in ("green book 2", "green", "green"):
        board.click_target(("hand", Item.named(item)))
    assert board.selection == {Item.named("green book 2"): 1, Item.named("green"): 2}
    drawing = board.redraw()
    levels = {key[1] for key in (t.key for t in drawing.targets) if key[0] == "stack"}
    assert levels == {1, 2, 3, 4, 5}
    board.click_target(("stack", 2))
    assert [str(a) for a in game.history] == ["cast green book 2 with 2 green at level 2"]
    assert game.view(0).seats[0].spells[0].spell.name == "Swiftness"
    assert board.selection == {}


def test_highlighted_stacks_are_exactly_the_legal_levels_for_the_selection():
    game = Mandragora.from_position(players=2, hands={0: "black book 3, red, yellow, green"},
                                    stacks={1: ["Banishment"], 2: [], 3: ["Levitation"]}, current=0, seed=1)
    view = game.view(0)
    selection = {Item.named("black book 3"): 1, Item.named("red"): 1, Item.named("yellow"): 1}
    drawing = draw(view, Options(selection=selection))
    highlighted = [s for s in drawing.shapes if s.kind == "rect" and s.stroke == "#ff9f1a" and s.width == 4]
    stack_boxes = [s for s in highlighted if s.geometry[2:] == stack_rect(1)[2:]]
    assert len(stack_boxes) == 1                               # level 1 only: level 2 is empty


def test_a_wrong_spell_explains_the_black_magic_rule():
    game = Mandragora.from_position(players=2, hands={0: "black book 3, 2 green"}, current=0, seed=1)
    board = Board(game, seat=0)
    board.select("black book 3, 2 green")
    board.click_target(("stack", 2))
    assert board.message == "A black spellbook needs ingredients of all different colours."
    assert game.history == ()


def test_follow_up_choices_are_buttons():
    game = Mandragora.from_position(players=2, hands={0: "red book 0, red"}, scrolls={0: [1, 3]},
                                    stacks={1: ["Banishment"]}, current=0, seed=1)
    board = Board(game, seat=0)
    board.select("red book 0, red")
    board.click_target(("stack", 1))
    assert game.view(0).decision.code == "banish"
    keys = [t.key for t in board.redraw().targets if t.key[0] == "action"]
    assert keys == [("action", Banish(1)), ("action", Banish(3))]
    board.click_target(("action", Banish(3)))
    assert game.view(0).seats[0].scrolls == (1,)


def test_levitation_by_clicking_a_card_in_a_shop():
    game = Mandragora.from_position(players=3, hands={0: "blue book 1, 3 blue"},
                                    shops={2: "mandrake, red", 6: "green"}, stacks={3: ["Levitation"]},
                                    current=0, seed=1)
    board = Board(game, seat=0)
    board.select("blue book 1, 3 blue")
    board.click_target(("stack", 3))
    assert game.view(0).decision.code == "levitate"
    board.click_target(("shop_card", 2, Item.named("mandrake")))
    assert Item.named("mandrake") in game.view(0).seats[0].hand


def test_undo_takes_back_the_human_move_and_the_computer_replies():
    game = mandrapy.new("mandragora", players=4, seed=9, first_player=0)
    board = Board(game, seat=0, seats=COMPUTERS, seed=1)
    start = game.state.to_dict()
    board.click_target(("shop", reachable_shop(game)))
    assert game.move_number >= 4
    board.click_target(("undo",))
    assert game.state.to_dict() == start


def test_board_shows_only_what_its_seat_may_see():
    game = Mandragora.from_position(players=2, hands={0: "purple book 3", 1: "yellow book 2"},
                                    shops={2: "black book 3", 3: "red"}, current=0, seed=1)
    seat_texts = " ".join(Board(game, seat=0).redraw().texts())
    teacher_texts = " ".join(Board(game, seat=None).redraw().texts())
    assert "Cards in hand: 1" in seat_texts and "Cards in hand: 1" not in teacher_texts
    hidden = picture(game, seat=0)._repr_svg_()
    assert hidden.count(">?<") == 2                      # player 1's card and the night card at shop 3
    assert picture(game)._repr_svg_().count(">?<") == 0  # a teacher sees both


def test_nothing_is_painted_before_a_browser_is_ready_then_every_view_gets_a_redraw(sent):
    game = mandrapy.new("mandragora", players=4, seed=2)
    board = Board(game, seat=None)
    board.redraw()
    assert sent == []                            # Voila breaks on draws sent before a view exists
    board.canvas._client_ready_callbacks()       # a browser view connects
    assert len(sent) == 1
    board.canvas._client_ready_callbacks()       # a second view (or a reload)
    assert len(sent) == 2


def test_a_redraw_is_one_batched_message(sent):
    game = mandrapy.new("mandragora", players=4, seed=2)
    board = Board(game, seat=None)
    board.canvas._client_ready_callbacks()
    sent.clear()
    board.redraw()
    assert len(sent) == 1


def test_every_game_change_redraws_once(sent):
    game = mandrapy.new("mandragora", players=2, seed=2)
    board = Board(game)
    board.canvas._client_ready_callbacks()
    sent.clear()
    game.play(game.legal_actions()[0])
    assert len(sent) == 1


def test_a_whole_game_can_be_played_by_clicking_only():
    game = mandrapy.new("mandragora", players=3, seed=4)
    board = Board(game, seat=None)
    clicks = 0
    while not game.is_over:
        view = board.view
        action = view.legal_actions[clicks * 7 % len(view.legal_actions)]
        for key in keys_for(action, view):
            board.click_target(key)
        clicks += 1
        assert clicks < 2000
    assert game.is_over and "Game over" in " ".join(board.redraw().texts())


def keys_for(action, view):
    """The clicks a person makes for ``action``."""
    from mandrapy.mandragora import Cast, Levitate
    if isinstance(action, Seek):
        return [("shop", (view.assistant + action.steps) % 10)]
    if isinstance(action, Cast):
        return [("hand", item) for item in (action.book, *action.ingredients)] + [("stack", action.level)]
    if isinstance(action, Levitate):
        return [("shop_card", action.shop, action.item)]
    return [("action", action)]


def test_french_labels_and_tables_complete():
    check_tables()
    game = mandrapy.new("mandragora", players=2, seed=1)
    texts = " ".join(Board(game, language="fr").redraw().texts())
    assert "Pioche" in texts and "Niveau 1" in texts and "Échoppe 0" in texts
    with pytest.raises(ValueError):
        Board(game, language="xx")


def test_static_fallback_is_svg():
    game = mandrapy.new("mandragora", players=2, seed=1)
    board = Board(game)
    assert board._repr_svg_().startswith("<svg")
    assert "image/svg+xml" in board._repr_mimebundle_()


def test_undo_before_any_human_move_does_not_hand_a_computer_turn_to_the_human():
    game = mandrapy.new("mandragora", players=4, seed=7, first_player=1)
    board = Board(game, seat=0, seats=COMPUTERS, seed=7)
    opening = game.state.to_dict()
    assert game.move_number >= 3 and not board.can_undo()
    assert ("undo",) not in [t.key for t in board.redraw().targets]   # the button is greyed out
    board.undo()
    assert game.state.to_dict() == opening and game.to_play == 0


def test_a_static_picture_has_no_buttons_and_no_click_instructions():
    game = mandrapy.new("mandragora", players=2, seed=1)
    svg = picture(game)._repr_svg_()
    assert "Undo" not in svg and "click" not in svg and "to play: seek or cast" in svg


def engine_rules():
    """Every Rule the engine defines (module-level constants of the core and of Mandragora)."""
    import importlib
    from mandrapy.core.errors import Rule
    modules = ["mandrapy.core.state", "mandrapy.mandragora.casting", "mandrapy.mandragora.decisions"]
    return [value for name in modules for value in vars(importlib.import_module(name)).values()
            if isinstance(value, Rule)]


def test_every_engine_rule_has_a_french_sentence_with_known_placeholders():
    from mandrapy.mandragora.board.labels import RULES
    rules = engine_rules()
    assert len(rules) >= 25
    for rule in rules:
        assert rule.code in rule_sentences(RULES, "fr"), rule.code
        english = placeholders(rule.text)
        french = placeholders(rule_sentences(RULES, "fr")[rule.code])
        assert french <= english, (rule.code, french - english)


def test_a_french_board_explains_an_illegal_click_in_french():
    game = Mandragora.from_position(players=2, hands={0: "black book 3, 2 green", 1: "red"}, current=0, seed=1)
    board = Board(game, seat=0, language="fr")
    board.select("black book 3, 2 green")
    board.click_target(("stack", 2))
    assert board.message == "Le grimoire noir demande des ingrédients tous de couleurs différentes."
    board.click_target(("shop", 6))
    assert board.message.startswith("L'Assistant avance de 1 à 3 échoppes")


def test_every_log_event_has_a_french_wording_with_the_same_values():
    from mandrapy.mandragora.board.labels import LOG_FR
    from mandrapy.mandragora.log import TEMPLATES
    assert set(LOG_FR) == set(TEMPLATES)
    for code, english in TEMPLATES.items():
        names = placeholders(english)
        french = placeholders(LOG_FR[code])
        assert french == names, code


@pytest.mark.parametrize("players, teams", [(2, False), (3, False), (4, True)])
def test_a_french_board_words_every_seat_log_in_french(players, teams):
    import random
    from mandrapy.mandragora.board.labels import log_lines
    game = mandrapy.new("mandragora", players=players, teams=teams, seed=11)
    rng = random.Random(5)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    for seat in (None, *range(players)):
        french = log_lines(game.view(seat), "fr")
        assert len(french) == len(game.view(seat).log)
        assert all("Player" not in line and "player" not in line for line in french)
    board = Board(game, seat=0, language="fr")
    assert "Journal" in board.log_box.value and "La sorcière" in board.log_box.value
    assert "Player " not in board.log_box.value


def test_a_french_log_keeps_hidden_cards_hidden():
    game = Mandragora.from_position(players=3, hands={0: "blue book 1, 3 blue"}, shops={3: "mandrake"},
                                    night=(3, 6, 9), stacks={3: ["Levitation"]}, current=0, seed=1)
    game.play("cast blue book 1 with 3 blue at level 3")
    from mandrapy.mandragora.board.labels import log_lines
    mine, theirs = log_lines(game.view(0), "fr")[-1], log_lines(game.view(1), "fr")[-1]
    assert "mandragore" in mine and "mandragore" not in theirs and "face cachée" in theirs

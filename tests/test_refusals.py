"""Refusals are the promised errors, name what was wrong, and speak the session's language (issue 31).

A table of bad calls -> the error type and a word of the argument it names, in English and in French; the
French prompts' and log's words read back as actions; a refusal at a long menu stays short and names the
right form; names in any case with "did you mean"; every from_position argument documented.
"""

from __future__ import annotations

import inspect
import random
import re

import pytest

import mandrapy
import mandrapy.conjuraction
import mandrapy.magyarcana
import mandrapy.mandragora
from mandrapy import IllegalAction, InvalidPosition, set_language
from mandrapy.core.language import CORE_RULES, speaking, speech_of

FRENCH_MARKS = re.compile(r"doit être|n'est pas|inconnu|il n'y a|au plus|donné deux fois|Vouliez-vous|vouliez-vous|"
                          r"humain|seul le niveau|un budget|n'a aucun|rien à annuler|c'est au tour|la partie est|se joue|"
                          r"plus de|seule|se posent|par nom")


def mandragora():
    return mandrapy.new("mandragora", players=2, seed=1)


# (call, error type, the words its English message names: the call and argument)
BAD_CALLS = [
    (lambda: mandragora().rewind("2"), ValueError, "rewind: move"),
    (lambda: mandragora().rewind(-1), ValueError, "rewind: move"),
    (lambda: mandragora().at(2.0), ValueError, "at: move"),
    (lambda: mandragora().view(9), ValueError, "view: seat"),
    (lambda: mandragora().undo_turn(9), ValueError, "undo_turn"),
    (lambda: mandragora().undo_turn(1), IllegalAction, "no turn to take back"),
    (lambda: mandragora().undo(), IllegalAction, "nothing to undo"),
    (lambda: mandrapy.new("chess"), InvalidPosition, "new: name"),
    (lambda: mandrapy.new("mandragora", player=3), InvalidPosition, "'player'"),
    (lambda: mandrapy.new("mandragora", 1, 2, 3, 4, 5, 6), InvalidPosition, "by name"),
    (lambda: mandrapy.new("mandragora", players=9), InvalidPosition, "players"),
    (lambda: mandrapy.mandragora.Mandragora.from_position(playrs=2), InvalidPosition, "playrs"),
    (lambda: mandrapy.mandragora.Mandragora.from_position(players=2, assistant=True), InvalidPosition,
     "from_position: assistant"),
    (lambda: mandrapy.magyarcana.Magyarcana.from_position(seed=1, territories={"0,0": "Under of Acorns"}, current=5),
     InvalidPosition, "current"),
    (lambda: mandrapy.mandragora.Mandragora.from_position(players=2, teams=True), InvalidPosition, "teams"),
    (lambda: mandrapy.mandragora.Mandragora.from_position(players=2, scrolls={0: [2]}, hands={0: "scroll 2"}),
     InvalidPosition, "hand of player 0"),
    (lambda: mandrapy.magyarcana.Magyarcana.from_position(seed=1, territories={"0,0": "Under of Acorns"},
                                                          minions={"King of Hearts": [(0, 1)]}),
     InvalidPosition, "minions"),
    (lambda: mandrapy.conjuraction.Conjuraction.from_position(players=2, circles={0: {"astral": "8 essence"}}),
     InvalidPosition, "circles[0][astral]"),
    (lambda: mandrapy.conjuraction.Conjuraction.from_position(players=2, wild={0: "essence"}), InvalidPosition,
     "wild[0]"),
    (lambda: mandrapy.player("ismct"), ValueError, "player: level"),
    (lambda: mandrapy.player("human"), ValueError, "player: level"),
    (lambda: mandrapy.player("greedy", iterations=3), ValueError, "player: level"),
    (lambda: mandrapy.player("random", seed=1.5), ValueError, "player: seed"),
    (lambda: mandrapy.player("random").choose(mandragora()), ValueError, "choose"),
]


@pytest.mark.parametrize("call, kind, named", BAD_CALLS)
def test_a_bad_call_is_the_promised_error_naming_the_argument_in_english_and_french(call, kind, named):
    with speaking("en"):
        with pytest.raises(kind) as english:
            call()
    assert named.lower() in str(english.value).lower()
    with speaking("fr"):
        with pytest.raises(kind) as french:
            call()
    message = str(french.value)
    assert message != str(english.value) and FRENCH_MARKS.search(message), message
    code_word = named.split(":")[0].strip("'")            # the argument's code name stays as it is
    if code_word.isidentifier() and code_word in str(english.value):
        assert code_word in message


def test_every_core_refusal_code_has_its_french_sentence_with_the_same_placeholders():
    from mandrapy.core import (determinize, language, observable, parsing, players, records, registry,
                               search_player, validate)
    from mandrapy.core.errors import Rule
    for module in (validate, registry, players, parsing, determinize, observable, records, search_player, language):
        for name, rule in vars(module).items():
            if isinstance(rule, Rule):
                french = CORE_RULES["fr"].get(rule.code)
                assert french is not None, f"{module.__name__}.{name}: no French for {rule.code!r}"
                fields = lambda text: {f for f in re.findall(r"{(\w+)}", text)}  # noqa: E731
                assert fields(french) == fields(rule.text), rule.code


def test_player_computer_is_the_boards_default_level_and_human_is_for_boards():
    assert mandrapy.player("Computer").name == "random"
    with pytest.raises(ValueError, match="a human plays on a board"):
        mandrapy.player("HUMAN")
    with pytest.raises(ValueError, match="did you mean 'ismcts'"):
        mandrapy.player("ISMCT")


def test_a_board_refuses_another_games_object_by_name():
    pytest.importorskip("ipywidgets")
    from mandrapy.magyarcana import Board
    with pytest.raises(ValueError, match=r"this is a Mandragora game; use mandrapy.mandragora.Board"):
        Board(mandragora())


def turn_menu():
    game = mandrapy.new("conjuraction", players=2, seed=1)
    rng = random.Random(1)
    while game.state.decisions.top.kind.code != "turn" or len(game.legal_actions()) < 40:
        game.play(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_refusal_at_a_long_menu_lists_the_closest_few_and_counts_the_rest(language):
    game = turn_menu()
    with speaking(language):
        with pytest.raises(IllegalAction) as caught:
            game.play("familiar takes astral row 3")
    message = str(caught.value)
    assert len(message) < 400, message
    assert message.count(",") <= 8 and "game.legal_actions()" in message
    assert "familiar takes astral row" in message.split(":", 2)[-1].split(",")[0]     # the closest first


@pytest.mark.parametrize("text, form", [
    ("take from astral row 9", "<sorcerer|familiar> takes <plane> <row|column> <number>"),
    ("at 2,3", None), ("chercher deux", None), ("xyzzy", None), ("nether from circle 3", "nether from <circle>"),
])
def test_its_form_names_the_kind_the_text_reads_as_or_nothing(text, form):
    rule = turn_menu().why_illegal(text)
    assert rule.code == "unreadable"
    if form is None:
        assert "Its form" not in rule.text
    else:
        assert rule.text.endswith(f"Its form: {form}.")


def test_a_card_not_in_the_hand_says_whose_hand_and_where_it_is_only_when_public():
    game = mandrapy.magyarcana.Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "0,1": "9 of Hearts"}, minions={"Under of Acorns": [(0, 1)]},
        hands={0: "7 of Bells", 1: "King of Hearts"}, current=0, seed=1)
    hidden = game.why_illegal("play King of Hearts").text              # in player 1's hand: not said
    assert hidden == "King of Hearts is not in the hand of player 0, who is to play."
    assert game.why_illegal("play 9 of Hearts").text.endswith("who is to play: it is on the board.")
    with speaking("fr"):
        assert "sur le plateau" in game.why_illegal("play 9 of Hearts").text


def test_no_such_choice_is_worded_alike_in_every_game():
    mandragora_rule = mandragora().why_illegal("banish scroll 1").text
    magyarcana_rule = mandrapy.new("magyarcana", seed=3).why_illegal("done").text
    assert "There is no such choice to make now" in mandragora_rule
    assert "There is no such choice to make now" in magyarcana_rule


@pytest.mark.parametrize("make, names", [
    (lambda: mandrapy.new("conjuraction", players=2, characters=("NORWELL", " Larissa")), None),
    (lambda: mandrapy.conjuraction.Conjuraction.from_position(players=2, circles={0: {"astral": "2 red, WHITE"}}),
     None),
])
def test_names_in_any_case_and_the_rulebook_colours(make, names):
    make()


@pytest.mark.parametrize("call, close", [
    (lambda: mandrapy.new("conjuraction", players=2, characters=("norwel", "larissa")), "norwell"),
    (lambda: mandrapy.conjuraction.Conjuraction.from_position(players=2, circles={0: {"astral": "whte"}}), "white"),
    (lambda: mandrapy.mandragora.Mandragora.from_position(players=2, hands={0: "grean book 2"}), "green book 2"),
    (lambda: mandrapy.magyarcana.Magyarcana.from_position(seed=1, hands={0: "9 of bels"},
                                                          territories={"0,0": "Under of Acorns"},
                                                          minions={"Under of Acorns": [(0, 1)]}), "9 of Bells"),
    (lambda: mandrapy.mandragora.Mandragora.from_position(players=2, hand={0: "red"}), "hands"),
])
def test_a_near_miss_gets_did_you_mean(call, close):
    with pytest.raises(InvalidPosition, match=rf"(?i)did you mean '{close}'"):
        call()


def test_conjuraction_positions_read_the_rulebook_colours_as_the_action_text_does():
    game = mandrapy.conjuraction.Conjuraction.from_position(players=2, circles={0: {"astral": "2 red, white"}})
    assert game.state.circles[0][(0, 3)] == 2 and game.state.circles[0][(0, 0)] == 1     # plasma, essence


# ---------------------------------------------------------------- French words read as actions
def french_texts(game, action, view):
    """The French words for ``action``: the log's (Speech.action) and the French board button's."""
    texts = [speech_of(game.state, "fr").action_words(action, view)]
    if game.state.game in ("mandragora", "magyarcana"):
        from mandrapy.core.drawing import Options
        labels = __import__(f"mandrapy.{game.state.game}.board.labels", fromlist=["LABELS"]).LABELS["fr"]
        module = {"mandragora": "pieces", "magyarcana": "words"}[game.state.game]
        label = __import__(f"mandrapy.{game.state.game}.board.{module}", fromlist=["action_label"]).action_label
        texts.append(label(action, view, Options(), labels))
    return texts


# What the French words cannot say by themselves: which familiar acts (« familier → Portail mystique » leaves
# out its vantage), when two could.
UNSAID = {"Activate"}


@pytest.mark.parametrize("name, players", [("mandragora", 4), ("mandragora", 2), ("magyarcana", 2),
                                           ("conjuraction", 3)])
def test_the_french_words_of_every_legal_action_read_back_as_it(name, players):
    pytest.importorskip("ipywidgets")
    checked = 0
    for seed in range(2):
        game = mandrapy.new(name, players=players, seed=seed)
        rng = random.Random(seed)
        with speaking("fr"):
            while not game.is_over and len(game.history) < 150:
                view = game.view(None)
                for action in game.legal_actions():
                    for text in french_texts(game, action, view):
                        if type(action).__name__ in UNSAID and not game.is_legal(text):
                            continue
                        assert game.state.to_action(text) == action, (text, str(action))
                        checked += 1
                game.play(rng.choice(game.legal_actions()))
    assert checked > 200


def test_a_card_added_beside_another_is_placed_from_the_position():
    game = mandrapy.magyarcana.Magyarcana.from_position(
        territories={"0,0": "Under of Acorns", "0,1": "9 of Hearts"}, minions={"Under of Acorns": [(0, 2)]},
        hands={0: "7 of Bells"}, current=0, seed=1)
    game.play("use Under of Acorns")
    assert game.why_illegal("add 7 of Bells left of King of Leaves").code == "unreadable"     # not on the board
    with speaking("fr"):
        game.play("ajouter le 7 de Grelots à droite du 9 de Cœurs")
    assert str(game.history[-1]) == "add 7 of Bells at 1,1"


def test_the_french_prompts_verb_is_played():
    set_language("fr")
    try:
        game = mandragora()
        assert "chercher" in game.prompt()
        game.play("chercher 2")
        assert str(game.history[-1]) == "seek 2"
        game.play("Chercher 1")
    finally:
        set_language("en")


# ---------------------------------------------------------------- help(from_position) shows every argument
@pytest.mark.parametrize("name", mandrapy.games())
def test_from_position_documents_every_argument(name):
    cls = type(mandrapy.new(name, seed=1))
    limits = __import__(f"mandrapy.{name}.limits", fromlist=["POSITION"])
    position = __import__(f"mandrapy.{name}.position", fromlist=["from_position"])
    accepted = set(limits.POSITION) | {p for p in inspect.signature(cls.from_position).parameters
                                       if p not in ("position", "unknown")}
    for doc in (cls.from_position.__doc__, position.from_position.__doc__):
        assert doc, name
        missing = sorted(argument for argument in accepted if f"``{argument}``" not in doc)
        assert not missing, f"{name}.from_position does not document {missing}"

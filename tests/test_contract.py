"""The game contract (mandrapy.core.contract, docs/architecture.md), checked on every registered game, the model
game (Kuhn poker) included: metadata, signatures, the core view fields, refusals of bad arguments (their type,
the argument they name, their language), old records and saves, and a hint within its clock."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import json
import random
import re
import time
from pathlib import Path

import pytest

import mandrapy
from mandrapy import IllegalAction, InvalidPosition, InvalidRecord
from mandrapy.core.contract import (
    CORE_LEVELS,
    CORE_VIEW_FIELDS,
    CoreView,
    GameInfo,
    ObservableContract,
    RulesState,
)
from mandrapy.core.registry import game_class

GAMES = tuple(mandrapy.games())
OLD_RECORDS = Path(__file__).parent / "data" / "old_records"
LEADING = ["players", "seed", "first_player"]          # the set-up keywords every game takes first, in this order


@pytest.fixture(autouse=True)
def english():
    mandrapy.set_language("en")
    yield
    mandrapy.set_language("en")


def info(name: str) -> GameInfo:
    return mandrapy.games()[name]


def fresh(name: str, seed: int = 3):
    return mandrapy.new(name, players=info(name).default_players, seed=seed)


def played(name: str, moves: int = 3, seed: int = 3):
    """A game a few random moves in (fewer if it ends first)."""
    game, rng = fresh(name, seed), random.Random(seed)
    while not game.is_over and game.move_number < moves:
        game.play(rng.choice(game.legal_actions()))
    return game


def package(name: str):
    return importlib.import_module(f"mandrapy.{name}")


def names(function, skip: int = 0) -> list:
    return list(inspect.signature(function).parameters)[skip:]


# ------------------------------------------------------------------------------------------ metadata
def test_every_game_declares_its_info_in_its_package():
    assert GAMES and "kuhn" in GAMES
    for name in GAMES:
        declared = importlib.import_module(f"mandrapy.{name}.info").INFO
        assert declared is info(name) and declared.name == name and game_class(name).State.game == name


@pytest.mark.parametrize("name", GAMES)
def test_info_agrees_with_the_game(name):
    found, cls = info(name), game_class(name)
    assert set(found.game_levels()) == set(cls.levels) and set(CORE_LEVELS) <= set(found.levels)
    fewest, most = found.players
    for players in range(fewest, most + 1):
        assert mandrapy.new(name, players=players, seed=1).players == players
    for players in (fewest - 1, most + 1):
        with pytest.raises(InvalidPosition, match="players"):
            mandrapy.new(name, players=players, seed=1)
    assert mandrapy.new(name, seed=1).players == found.default_players
    assert set(found.variants) <= set(names(cls.__init__)), "each variant is a set-up parameter"
    for alias in (found.title, *found.aliases):
        assert type(mandrapy.new(alias.upper(), seed=1)) is cls
    assert isinstance(cls.board, str) and cls.board.startswith(f"mandrapy.{name}.")


@pytest.mark.parametrize("name", GAMES)
def test_random_games_stay_within_the_declared_scores_and_length(name):
    found = info(name)
    for players in sorted({found.players[0], found.default_players, found.players[1]}):
        for seed in range(2):
            state, rng = mandrapy.new(name, players=players, seed=seed).state, random.Random(seed)
            while not state.is_over:
                state.play(rng.choice(state.legal_actions()))
                assert len(state.history) <= found.longest
            low, high = found.score_range
            assert all(low <= score <= high for score in state.scores()), state.scores()


@pytest.mark.parametrize("change", [{"players": (3, 2)}, {"default_players": 5}, {"information": "partial"},
                                    {"chance": "dice"}, {"levels": ("greedy",)}, {"longest": 0},
                                    {"target": "nowhere"}, {"score_range": (2, -2)}, {"name": "Kuhn Poker"}])
def test_inconsistent_metadata_is_refused_where_it_is_declared(change):
    with pytest.raises(ValueError, match=next(iter(change))):
        dataclasses.replace(info("kuhn"), **change)


def test_games_is_a_mapping_that_still_reads_as_the_names():
    listing = mandrapy.games()
    assert list(listing) == sorted(listing) and ", ".join(listing).count(",") == len(listing) - 1
    assert all(isinstance(listing[name], GameInfo) for name in listing)


# ------------------------------------------------------------------------------------------ signatures
@pytest.mark.parametrize("name", GAMES)
def test_set_up_is_keyword_only_with_the_same_leading_keywords(name):
    cls = game_class(name)
    for function in (cls.__init__, cls.from_position):
        parameters = [p for p in inspect.signature(function).parameters.values() if p.name not in ("self", "cls")]
        named = [p for p in parameters if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        assert all(p.kind == p.KEYWORD_ONLY for p in named), f"{function.__qualname__}: {parameters}"
        assert [p.name for p in named][:3] == LEADING, f"{function.__qualname__}: {[p.name for p in named]}"
    doc = cls.from_position.__doc__ or ""
    assert all(word in doc for word in ("players", "seed", "first_player")), "from_position documents them"


@pytest.mark.parametrize("name", GAMES)
def test_the_same_parameter_names_everywhere(name):
    cls, game = game_class(name), fresh(name)
    for method in ("view", "undo_turn", "hint", "score_breakdown"):
        assert names(getattr(cls, method), 1)[:1] == ["seat"], method
    assert names(package(name).picture)[:5] == ["game", "seat", "language", "selection", "marks"]
    assert names(importlib.import_module(f"mandrapy.{name}.view").render_text) == ["view", "words"]
    board = inspect.signature(package(name).Board.__init__).parameters
    assert "players" not in board and board["seats"].kind == inspect.Parameter.KEYWORD_ONLY
    assert list(board)[:2] == ["self", "game"]
    assert game.current in range(game.players) and isinstance(game.prompt(), str)


@pytest.mark.parametrize("name", GAMES)
def test_the_game_and_its_rules_offer_every_hook(name):
    game = fresh(name)
    assert isinstance(game, ObservableContract) and isinstance(game.state, RulesState)
    assert game.state.prompt() == game.prompt()
    assert set(game.score_breakdown(0)) >= {"total"} and game.score_breakdown(0)["total"] == game.scores[0]


@pytest.mark.parametrize("name", GAMES)
def test_the_package_exports_its_action_classes(name):
    answers = {cls for kind in game_class(name).State.decision_kinds.values() for cls in kind.answers}
    exported = set(package(name).__all__)
    assert {cls.__name__ for cls in answers} <= exported


# ------------------------------------------------------------------------------------------ views
@pytest.mark.parametrize("name", GAMES)
def test_views_carry_the_core_fields(name):
    game = played(name, moves=1)
    for seat in (None, 0, game.to_play):
        view = game.view(seat)
        fields = [f.name for f in dataclasses.fields(view)]
        assert set(CORE_VIEW_FIELDS) <= set(fields), set(CORE_VIEW_FIELDS) - set(fields)
        assert isinstance(view, CoreView)
        assert view.seat == seat and view.players == game.players and view.to_play == game.to_play
        assert view.current == game.current and len(view.scores) == game.players
        known = [(shown, score) for shown, score in zip(view.scores, game.scores) if shown is not None or seat is None]
        assert all(shown == score for shown, score in known), "a seat's view shows the scores it may know"
        assert seat is None or view.scores[seat] == game.scores[seat], "a seat knows its own score"
        assert view.prompt == game.prompt() and view.is_over == game.is_over
        assert len(view.log) == len(view.events)
    assert str(game).splitlines()[0].endswith(game.prompt()), "print(game)'s first line says who is to move"


@pytest.mark.parametrize("name", GAMES)
def test_the_board_declares_its_contract(name):
    board = package(name).Board
    board.check_tables()
    assert callable(board.render) and board.LAYOUTS and set(board.LAYOUTS) <= {"wide", "compact", "narrow"}
    assert set(board.LABELS) >= {"en", "fr"} and set(board.LOG_WORDS) >= {"en", "fr"}
    assert board.explain_rule("game_over", {}, "The game is over.", "fr") != "The game is over."


# ------------------------------------------------------------------------------------------ refusals
def _other_seat(game):
    return next(seat for seat in range(game.players) if seat != game.to_play)


def _finished(name):
    game, rng = fresh(name), random.Random(0)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    return game


# (case, call on (name, game), the refusal expected: an error class, or the argument a ValueError names)
CASES = [
    ("positional set-up", lambda n, g: mandrapy.new(n, 2), InvalidPosition),
    ("positional class", lambda n, g: game_class(n)(2), InvalidPosition),
    ("positional from_position", lambda n, g: game_class(n).from_position(2), InvalidPosition),
    ("unknown argument", lambda n, g: mandrapy.new(n, player=3), InvalidPosition),
    ("unknown position argument", lambda n, g: game_class(n).from_position(nonsense=1), InvalidPosition),
    ("too many players", lambda n, g: mandrapy.new(n, players=99), "players"),
    ("bad seed", lambda n, g: mandrapy.new(n, seed="x"), "seed"),
    ("bad first player", lambda n, g: mandrapy.new(n, first_player=9), "first_player"),
    ("rewind('2')", lambda n, g: g.rewind("2"), "move"),
    ("rewind(-1)", lambda n, g: g.rewind(-1), "move"),
    ("rewind(True)", lambda n, g: g.rewind(True), "move"),
    ("rewind(99)", lambda n, g: g.rewind(99), "move"),
    ("at(2.0)", lambda n, g: g.at(2.0), "move"),
    ("undo_turn(9)", lambda n, g: g.undo_turn(9), "seat"),
    ("view(9)", lambda n, g: g.view(9), "seat"),
    ("view(True)", lambda n, g: g.view(True), "seat"),
    ("hint(9)", lambda n, g: g.hint(9), "seat"),
    ("hint(seconds=-1)", lambda n, g: g.hint(seconds=-1), "seconds"),
    ("score_breakdown(9)", lambda n, g: g.score_breakdown(9), "seat"),
    ("unreadable action", lambda n, g: g.play("fly to the moon"), IllegalAction),
    ("undo at the start", lambda n, g: fresh(n).undo(), IllegalAction),
    ("unknown level", lambda n, g: mandrapy.player("ismct"), "level"),
    ("human level", lambda n, g: mandrapy.player("human"), "level"),
    ("choose(game)", lambda n, g: mandrapy.player("random").choose(g), "view"),
    ("choose(wrong seat's view)", lambda n, g: mandrapy.player("random").choose(g.view(_other_seat(g))), "view"),
    ("choose(finished view)", lambda n, g: mandrapy.player("greedy").choose(_finished(n).view(0)), "view"),
    ("unknown game", lambda n, g: mandrapy.new(n + "x"), InvalidPosition),
    ("record of nothing", lambda n, g: mandrapy.replay({"game": n}), InvalidRecord),
    ("broken snapshot", lambda n, g: mandrapy.load("{"), InvalidRecord),
    ("unknown language", lambda n, g: mandrapy.set_language("xx"), "language"),
    ("simulate an unknown game", lambda n, g: mandrapy.simulate(n + "x", games=1, progress=False), "game"),
    ("simulate an unknown argument", lambda n, g: mandrapy.simulate(n, games=1, player=3, progress=False), "player"),
]
# Words that mark an English sentence: a French refusal contains none of them.
ENGLISH = re.compile(r"\b(must|is not|are not|there is|give|the game|not allowed|did you mean|a seat|a move)\b", re.IGNORECASE)


def refusal(name, call) -> Exception:
    game = played(name, moves=1)
    with pytest.raises(Exception) as caught:
        call(name, game)
    return caught.value


@pytest.mark.parametrize("case, call, expected", CASES, ids=[case[0] for case in CASES])
@pytest.mark.parametrize("name", GAMES)
def test_a_bad_argument_is_refused_with_the_promised_error(name, case, call, expected):
    error = refusal(name, call)
    if isinstance(expected, str):
        assert isinstance(error, ValueError), f"{case}: {type(error).__name__}: {error}"
        assert expected in str(error), f"{case}: the refusal names {expected!r}: {error}"
    else:
        assert isinstance(error, expected), f"{case}: {type(error).__name__}: {error}"


@pytest.mark.parametrize("case, call, expected", CASES, ids=[case[0] for case in CASES])
@pytest.mark.parametrize("name", GAMES)
def test_a_refusal_speaks_the_sessions_language(name, case, call, expected):
    english = str(refusal(name, call))
    mandrapy.set_language("fr")
    french = str(refusal(name, call))
    assert french != english and not ENGLISH.search(french), f"{case}: {french}"


@pytest.mark.parametrize("name", GAMES)
def test_names_are_read_in_any_case(name):
    game = fresh(name)
    level = info(name).game_levels()[0].upper()
    assert mandrapy.player(level, seed=1).choose(game.view(game.to_play)) in game.legal_actions()
    mandrapy.set_language("FR")
    assert mandrapy.current_language() == "fr"


# ------------------------------------------------------------------------------------------ saves
OLD = sorted(OLD_RECORDS.glob("*.record.json"))


@pytest.mark.parametrize("path", OLD, ids=[path.name.split(".")[0] for path in OLD])
def test_an_old_record_replays_to_the_same_game(path):
    saved = json.loads(path.read_text())
    expected, game = saved["expected"], mandrapy.replay(saved["record"])
    assert game.move_number == expected["moves"] and list(game.scores) == expected["scores"]
    assert game.to_play == expected["to_play"] and list(game.winners) == expected["winners"]
    again = mandrapy.replay(game.record())                   # saved again (new numbering) and read back
    assert again.history == game.history and again.scores == game.scores


@pytest.mark.parametrize("path", OLD, ids=[path.name.split(".")[0] for path in OLD])
def test_an_old_save_loads(path):
    expected = json.loads(path.read_text())["expected"]
    game = mandrapy.load(path.with_name(path.name.replace(".record.", ".snapshot.")).read_text())
    assert game.move_number == expected["moves"] and list(game.scores) == expected["scores"]
    assert type(mandrapy.load(game.to_json())) is type(game)


@pytest.mark.parametrize("name", GAMES)
def test_a_game_saves_its_decisions_under_one_name_and_loads_back(name):
    game = played(name, moves=5)
    snapshot = json.loads(game.to_json())
    assert "decisions" in snapshot["state"] and "pending" not in snapshot["state"]
    assert mandrapy.load(game.to_json()).view(None) == game.view(None)
    assert mandrapy.replay(game.record()).history == game.history


# ------------------------------------------------------------------------------------------ hints
@pytest.mark.parametrize("name", GAMES)
def test_a_hint_keeps_to_its_clock(name):
    game = played(name, moves=1)
    started = time.perf_counter()
    advice = game.hint(seconds=0.5)
    elapsed = time.perf_counter() - started
    assert elapsed < 0.5 + 0.25, f"hint(seconds=0.5) took {elapsed:.2f} s"
    assert advice.iterations >= 1 and str(advice)


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_judges_the_move_a_seat_just_made(name):
    game = played(name, moves=1)
    just_moved = game.deciders[-1]
    assert str(game.hint(just_moved, iterations=20))

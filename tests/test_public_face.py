"""The same public face for every game (issue 31): set-up and from_position by name with the same leading
keywords, the same core view fields, the same prompt in the view and from the game, print(game) starting with
who is to move, the same picture and render_text parameters, one play_game."""

import importlib
import inspect
import pkgutil

import pytest

import mandrapy
from mandrapy import InvalidPosition
from mandrapy.core.parsing import Action
from mandrapy.core.players import play_game
from mandrapy.core.registry import game_class

CORE_FIELDS = ("seat", "players", "current", "to_play", "decision", "prompt", "legal_actions", "log", "events",
               "scores", "is_over", "winners", "automatic")
LEADING = ["players", "seed", "first_player"]
VARIANTS = {"mandragora": ["teams"], "magyarcana": [], "conjuraction": ["characters", "friendly"], "kuhn": []}
GAMES = mandrapy.games()


@pytest.mark.parametrize("name", GAMES)
def test_set_up_and_from_position_take_the_same_leading_keywords_by_name(name):
    cls = game_class(name)
    setup = inspect.signature(cls.__init__).parameters
    assert list(setup)[1:] == LEADING + VARIANTS[name]
    assert all(p.kind is p.KEYWORD_ONLY for p in list(setup.values())[1:])
    position = inspect.signature(cls.from_position).parameters
    assert list(position)[:len(LEADING) + len(VARIANTS[name])] == LEADING + VARIANTS[name]
    assert all(p.kind in (p.KEYWORD_ONLY, p.VAR_KEYWORD) for p in position.values())
    assert cls.from_position.__doc__ and "first_player" in cls.from_position.__doc__
    assert cls.from_position(players=2, seed=4, first_player=1).players == 2


@pytest.mark.parametrize("name", GAMES)
def test_every_view_has_the_core_fields_and_the_games_prompt(name):
    game = mandrapy.new(name, players=2, seed=6)
    for moves in range(40):
        for seat in (None, 0, 1):
            view = game.view(seat)
            assert all(hasattr(view, field) for field in CORE_FIELDS), [f for f in CORE_FIELDS if not hasattr(view, f)]
            assert view.prompt == game.prompt() and view.current == game.current
            assert view.players == 2 and len(view.scores) == 2
            assert not hasattr(view, "prompt_code") and not hasattr(view, "stack")
        if not game.is_over:                  # (a finished game: test_a_finished_game_says_so_first)
            assert str(game).splitlines()[0].endswith(game.prompt())
        if game.is_over or moves == 39:
            break
        game.play(game.legal_actions()[moves % len(game.legal_actions())])
    assert set(game.score_breakdown(0)) >= {"total"} and game.score_breakdown(1)["total"] == game.state.scores()[1]


@pytest.mark.parametrize("name", GAMES)
def test_a_finished_game_says_so_first(name):
    game = mandrapy.new(name, players=2, seed=2)
    play_game(game, ["random", "random"], seed=3)
    assert game.is_over and game.view(0).prompt == game.prompt() and game.prompt().startswith("The game is over")
    assert str(game).splitlines()[0].split(". ", 1)[1].lower().startswith("game over")
    assert game.scores == game.view(None).scores


def action_classes(package):
    """The game's action classes, wherever its modules define them (a base of other actions left out)."""
    found = set()
    for module_info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{module_info.name}")
        found |= {v for v in vars(module).values()
                  if inspect.isclass(v) and issubclass(v, Action) and v.__module__ == module.__name__}
    return {kind for kind in found if not any(other is not kind and issubclass(other, kind) for other in found)}


@pytest.mark.parametrize("name", GAMES)
def test_picture_render_text_and_the_package_look_the_same(name):
    package = importlib.import_module(f"mandrapy.{name}")
    assert list(inspect.signature(package.picture).parameters) == ["game", "seat", "language", "selection", "marks"]
    view_module = importlib.import_module(f"mandrapy.{name}.view")
    assert list(inspect.signature(view_module.render_text).parameters) == ["view", "words"]
    exported = {getattr(package, n) for n in package.__all__}
    kinds = action_classes(package)
    assert kinds and kinds <= exported, kinds - exported
    game = mandrapy.new(name, seed=1)
    assert package.picture(game, seat=0, language="fr", selection=None, marks=False)._repr_svg_().startswith("<svg")
    with pytest.raises(ValueError, match="^picture: marks must be True or False"):
        package.picture(game, marks="yes")


def test_a_magyarcana_position_without_territories_is_the_seeds_deal():
    dealt = mandrapy.new("magyarcana", seed=8, first_player=1)
    game = game_class("magyarcana").from_position(seed=8, current=1, hands={1: "7 of Bells"})
    assert game.view(None).territories == dealt.view(None).territories
    assert game.view(None).hands[1] != dealt.view(None).hands[1] and game.current == 1
    again = mandrapy.replay(game.record())
    assert again.view(None) == game.view(None)


@pytest.mark.parametrize("name", GAMES)
def test_first_player_of_a_position_is_kept_by_its_record(name):
    cls = game_class(name)
    game = cls.from_position(players=2, seed=3, first_player=1, current=0)
    again = mandrapy.replay(game.record())
    assert again.record() == game.record() and again.view(None) == game.view(None)
    with pytest.raises(InvalidPosition, match="first_player"):
        cls.from_position(players=2, seed=3, first_player=2)

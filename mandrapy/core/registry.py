"""Games by name, imported only when first used (so ``import mandrapy`` stays light)."""

from __future__ import annotations

import importlib

from .errors import InvalidPosition, InvalidRecord, Rule
from .language import refusal
from .validate import DID_YOU_MEAN, closest

UNKNOWN_GAME = Rule("unknown_game", "{what}: {name} is not a game of mandrapy.{close} Known games: {games}.")
NO_SUCH_ARGUMENT = Rule("no_such_argument", "{what}: there is no argument {name}.{close} The arguments are: {names}.")
TOO_MANY_POSITIONAL = Rule("too_many_positional", "{what}: at most {n} arguments may be given by position ({names}), "
                                                  "not {given}.")
GIVEN_TWICE = Rule("given_twice", "{what}: {name} is given twice (by position and by name).")

_GAMES: dict[str, str] = {}
_ALIASES: dict[str, str] = {}


def register(name: str, target: str, aliases=()) -> None:
    """Register a game: ``target`` is ``"module:ObservableClass"``; ``aliases`` are other names people use
    (its printed name), found like the name itself, in any case and spacing."""
    _GAMES[name] = target
    for alias in aliases:
        _ALIASES[_squeezed(alias)] = name


def _squeezed(name: str) -> str:
    return "".join(name.lower().split())


def games() -> tuple:
    return tuple(sorted(_GAMES))


def _key(name) -> str | None:
    """A game's registered name from what people type: any case and spacing, or its printed name."""
    if not isinstance(name, str) or len(name) > 100:
        return None
    key = _squeezed(name)
    return _ALIASES.get(key, key)


def game_class(name: str, what: str = "new: name"):
    """The game registered as ``name``, in any case and spacing, or one of its aliases; InvalidPosition naming
    the argument (``what``: the call and argument it came from) and the closest name if none."""
    target = _GAMES.get(_key(name))
    if target is None:
        close = closest(_key(name) or "", list(games()))
        raise refusal(InvalidPosition, UNKNOWN_GAME.format(
            what=what, name=repr(str(name)[:60]), games=", ".join(games()),
            close=DID_YOU_MEAN.format(name=repr(close)) if close else ""))
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


def new(name: str, *args, **kwargs):
    """A new game of the registered game ``name``, set up with the given arguments (an argument the game does
    not take is refused by name, with the closest one it does take)."""
    cls = game_class(name)
    check_call(cls, args, kwargs, f"new({name!r})")
    return cls(*args, **kwargs)


def check_call(function, args: tuple, kwargs: dict, what: str) -> None:
    """InvalidPosition, not Python's TypeError, when ``function`` cannot take these arguments: an unknown
    keyword (with "did you mean"), too many positional ones, one given twice."""
    import inspect

    parameters = inspect.signature(function).parameters
    kinds = {p.kind for p in parameters.values()}
    names = [n for n, p in parameters.items() if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    for keyword in kwargs if inspect.Parameter.VAR_KEYWORD not in kinds else ():
        if keyword not in names:
            close = closest(keyword, names)
            raise refusal(InvalidPosition, NO_SUCH_ARGUMENT.format(
                what=what, name=repr(keyword), names=", ".join(names),
                close=DID_YOU_MEAN.format(name=repr(close)) if close else ""))
    positional = [n for n, p in parameters.items() if p.kind == p.POSITIONAL_OR_KEYWORD]
    if len(args) > len(positional) and inspect.Parameter.VAR_POSITIONAL not in kinds:
        raise refusal(InvalidPosition, TOO_MANY_POSITIONAL.format(what=what, n=len(positional),
                                                                  names=", ".join(positional), given=len(args)))
    twice = [n for n in positional[:len(args)] if n in kwargs]
    if twice:
        raise refusal(InvalidPosition, GIVEN_TWICE.format(what=what, name=repr(twice[0])))


def replay(record: dict):
    """Rebuild a game from ``game.record()``."""
    if not isinstance(record, dict) or "game" not in record:
        raise InvalidRecord("a game record must be a dict with a 'game' entry")
    if not isinstance(record["game"], str) or record["game"] not in _GAMES:
        raise InvalidRecord(f"this record is of an unknown game {str(record['game'])[:60]!r}")
    return game_class(record["game"]).from_record(record)


def load(text: str):
    """Rebuild a game from ``game.to_json()``, whatever the game."""
    from .validate import json_loads

    data = json_loads(text, "snapshot")
    name = data.get("game") if isinstance(data, dict) else None
    if not isinstance(name, str) or name not in _GAMES:
        raise InvalidRecord(f"this snapshot is of an unknown game {str(name)[:60]!r}")
    game = game_class(name)
    return game._wrap(game.State.from_snapshot(data))       # parsed once, checked by the game

"""Games by name, imported only when first used (so ``import mandrapy`` stays light)."""

from __future__ import annotations

import importlib

from .errors import InvalidPosition, InvalidRecord

_GAMES: dict[str, str] = {}
_ALIASES: dict[str, str] = {}


def board_attributes(package: str):
    """The module ``__getattr__`` of a game's package: ``Board`` and ``picture`` come from its ``board`` module,
    loaded (with the widget libraries) only when first asked for; importing the rules alone never does."""

    def __getattr__(name: str):
        if name in ("Board", "picture"):
            return getattr(importlib.import_module(f"{package}.board"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__


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
        import difflib

        close = difflib.get_close_matches(_key(name) or "", games(), n=1)
        hint = f" Did you mean {close[0]!r}?" if close else ""
        raise InvalidPosition(f"{what}: {str(name)[:60]!r} is not a game of mandrapy.{hint} "
                              f"Known games: {', '.join(games())}.")
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


def new(name: str, *args, **kwargs):
    """A new game of the registered game ``name``, set up by name only (``players=``, ``seed=``,
    ``first_player=``, the game's variants): an argument given by position, or one the game does not take, is
    refused (InvalidPosition, with the closest name it does take)."""
    cls = game_class(name)
    if not args:
        check_call(cls, args, kwargs, f"new({name!r})")
    return cls(*args, **kwargs)             # refuses arguments given by position


def check_call(function, args: tuple, kwargs: dict, what: str) -> None:
    """InvalidPosition, not Python's TypeError, when ``function`` cannot take these arguments: an unknown
    keyword (with "did you mean"), too many positional ones, one given twice."""
    import difflib
    import inspect

    parameters = inspect.signature(function).parameters
    kinds = {p.kind for p in parameters.values()}
    names = [n for n, p in parameters.items() if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    for keyword in kwargs if inspect.Parameter.VAR_KEYWORD not in kinds else ():
        if keyword not in names:
            close = difflib.get_close_matches(keyword, names, n=1)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            raise InvalidPosition(f"{what}: there is no argument {keyword!r}.{hint} "
                                  f"The arguments are: {', '.join(names)}.")
    positional = [n for n, p in parameters.items() if p.kind == p.POSITIONAL_OR_KEYWORD]
    if len(args) > len(positional) and inspect.Parameter.VAR_POSITIONAL not in kinds:
        raise InvalidPosition(f"{what}: at most {len(positional)} arguments may be given by position "
                              f"({', '.join(positional)}), not {len(args)}.")
    twice = [n for n in positional[:len(args)] if n in kwargs]
    if twice:
        raise InvalidPosition(f"{what}: {twice[0]!r} is given twice (by position and by name).")


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

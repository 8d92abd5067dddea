"""Games by name, imported only when first used (so ``import mandrapy`` stays light).

A game is registered by where its :class:`~mandrapy.core.contract.GameInfo` is (``"mandrapy.kuhn.info:INFO"``)
or by the GameInfo itself; the info modules are read when a name is first looked up.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from .contract import GameInfo, named
from .errors import InvalidPosition, InvalidRecord, Rule
from .language import refusal
from .validate import DID_YOU_MEAN, closest

UNKNOWN_GAME = Rule("unknown_game", "{what}: {name} is not a game of mandrapy.{close} Known games: {games}.")
NO_SUCH_ARGUMENT = Rule("no_such_argument", "{what}: there is no argument {name}.{close} The arguments are: {names}.")
TOO_MANY_POSITIONAL = Rule("too_many_positional", "{what}: at most {n} arguments may be given by position ({names}), "
                                                  "not {given}.")
GIVEN_TWICE = Rule("given_twice", "{what}: {name} is given twice (by position and by name).")

if TYPE_CHECKING:
    from .observable import ObservableGame

_WAITING: dict[str, str] = {}          # name -> "module:INFO", not read yet
_INFOS: dict[str, GameInfo] = {}
_ALIASES: dict[str, str] = {}


def board_attributes(package: str) -> Callable[[str], Any]:
    """The module ``__getattr__`` of a game's package: ``Board`` and ``picture`` come from its ``board`` module,
    loaded (with the widget libraries) only when first asked for; importing the rules alone never does."""

    def __getattr__(name: str) -> Any:
        if name in ("Board", "picture"):
            return getattr(importlib.import_module(f"{package}.board"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__


def register(info: GameInfo | str, where: str | None = None) -> None:
    """Register a game: its :class:`GameInfo`, or its name and where its info is (``"module:INFO"``, read
    when first needed). Its aliases are found like its name, in any case and spacing."""
    if isinstance(info, GameInfo):
        _add(info)
    elif isinstance(info, str) and isinstance(where, str) and ":" in where:
        _WAITING[info] = where
    else:
        raise ValueError("register: give a GameInfo, or a name and 'module:INFO'")


def _add(info: GameInfo) -> None:
    _WAITING.pop(info.name, None)
    _INFOS[info.name] = info
    for alias in (info.title, *info.aliases):
        _ALIASES[_squeezed(alias)] = info.name


def _infos() -> dict[str, GameInfo]:
    """Every registered game's info (each read once: its package is imported then)."""
    for name in list(_WAITING):
        _read(name)
    return _INFOS


def _read(name: str) -> GameInfo | None:
    """One game's info (None: no such game), reading only that one when it is still waiting."""
    where = _WAITING.get(name)
    if where is not None:
        found = named(where)
        if not isinstance(found, GameInfo) or found.name != name:
            raise ValueError(f"register: {where} is not the GameInfo of {name!r}")
        _add(found)
    return _INFOS.get(name)


def _squeezed(name: str) -> str:
    return "".join(name.lower().split())


class Games(Mapping[str, GameInfo]):
    """The registered games: name -> :class:`GameInfo`, in the names' order (iterating gives the names)."""

    def __init__(self, infos: dict[str, GameInfo]):
        self._infos = dict(sorted(infos.items()))

    def __getitem__(self, name: str) -> GameInfo:
        return self._infos[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._infos)

    def __len__(self) -> int:
        return len(self._infos)

    def __repr__(self) -> str:
        return f"games({', '.join(self._infos)})"


def games() -> Games:
    """Every registered game: a mapping name -> :class:`GameInfo` (``for name in games()`` gives the names)."""
    return Games(_infos())


def info(name: str, what: str = "info: name") -> GameInfo:
    """The :class:`GameInfo` of the game registered as ``name`` (any case and spacing, or an alias)."""
    game_class(name, what)
    return _INFOS[_key(name) or ""]


def _key(name: object) -> str | None:
    """A game's registered name from what people type: any case and spacing, or its printed name."""
    if not isinstance(name, str) or len(name) > 100:
        return None
    key = _squeezed(name)
    if key in _INFOS or key in _WAITING:        # a registered name: no other game is read
        return key
    _infos()
    return _ALIASES.get(key, key)


def game_class(name: object, what: str = "new: name") -> type[ObservableGame]:
    """The game registered as ``name``, in any case and spacing, or one of its aliases; InvalidPosition naming
    the argument (``what``: the call and argument it came from) and the closest name if none."""
    found = _read(_key(name) or "")
    if found is None:
        close = closest(_key(name) or "", list(games()))
        raise refusal(InvalidPosition, UNKNOWN_GAME.format(
            what=what, name=repr(str(name)[:60]), games=", ".join(games()),
            close=DID_YOU_MEAN.format(name=repr(close)) if close else ""))
    found_class: type[ObservableGame] = named(found.target)
    return found_class


def new(name: str, *args: Any, **kwargs: Any) -> ObservableGame:
    """A new game of the registered game ``name``, set up by name only (``players=``, ``seed=``,
    ``first_player=``, the game's variants): an argument given by position, or one the game does not take, is
    refused (InvalidPosition, with the closest name it does take)."""
    cls = game_class(name)
    if not args:
        check_call(cls, args, kwargs, f"new({name!r})")
    return cls(*args, **kwargs)             # refuses arguments given by position


def check_call(function: Callable[..., object], args: tuple[object, ...], kwargs: dict[str, object],
               what: str) -> None:
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


def replay(record: object) -> ObservableGame:
    """Rebuild a game from ``game.record()``."""
    if not isinstance(record, dict) or "game" not in record:
        raise InvalidRecord("a game record must be a dict with a 'game' entry")
    if not isinstance(record["game"], str) or _read(record["game"]) is None:
        raise InvalidRecord(f"this record is of an unknown game {str(record['game'])[:60]!r}")
    return game_class(record["game"]).from_record(record)


def load(text: str) -> ObservableGame:
    """Rebuild a game from ``game.to_json()``, whatever the game."""
    from .validate import json_loads

    data = json_loads(text, "snapshot")
    name = data.get("game") if isinstance(data, dict) else None
    if not isinstance(name, str) or _read(name) is None:
        raise InvalidRecord(f"this snapshot is of an unknown game {str(name)[:60]!r}")
    game = game_class(name)
    return game._wrap(game.State.from_snapshot(data))       # parsed once, checked by the game

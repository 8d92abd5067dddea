"""Games by name, imported only when first used (so ``import mandrapy`` stays light)."""

from __future__ import annotations

import importlib

from .errors import InvalidRecord

_GAMES: dict[str, str] = {}


def register(name: str, target: str) -> None:
    """Register a game: ``target`` is ``"module:ObservableClass"``."""
    _GAMES[name] = target


def games() -> tuple:
    return tuple(sorted(_GAMES))


def game_class(name: str):
    try:
        target = _GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(games())}") from None
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


def new(name: str, *args, **kwargs):
    """A new game of the registered game ``name``, set up with the given arguments."""
    return game_class(name)(*args, **kwargs)


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

"""A game log as data: each event is a template code plus values, worded in any language.

A game keeps a table of English templates and a :class:`Words` subclass that names its own values (cards,
spells, seats); a board in another language brings its own templates and words for the same events.

>>> words = Words()
>>> words.templates = {"take": "Player {player} takes {n} card(s)."}
>>> say("take", words, freeze({"player": 1, "n": 2}))
'Player 1 takes 2 card(s).'
"""

from __future__ import annotations


def freeze(params: dict, convert=None) -> tuple:
    """An event's values as an immutable, comparable tuple of (name, value) pairs (``convert`` may turn a
    mutable value, such as a dict, into an immutable one)."""
    return tuple((name, convert(value) if convert else value) for name, value in sorted(params.items()))


class Words:
    """How one language words a game's events: its templates, and names for the values they carry."""

    templates: dict = {}
    player_word = "player"

    def value(self, name: str, value) -> str:
        if name in ("winners", "seats"):
            return ", ".join(f"{self.player_word} {p}" for p in value)
        if name == "scores":
            return ", ".join(f"{self.player_word} {p} {s}" for p, s in value)
        return str(value)


def worded_log(view, words_by_language: dict, language: str) -> tuple:
    """A view's log (``view.log`` in English, ``view.events`` otherwise) in ``language``."""
    if language == "en" or language not in words_by_language:
        return view.log
    words = words_by_language[language]
    return tuple(say(code, words, params) for code, params in view.events)


def say(code: str, words: Words, params) -> str:
    """The event ``code`` with its values (pairs, or a dict), worded by ``words``."""
    return words.templates[code].format(**{name: words.value(name, v) for name, v in dict(params).items()})

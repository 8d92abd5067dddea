"""A game log as data: each event is a template code plus values, worded in any language.

A game keeps a table of English templates and a :class:`Words` subclass that names its own values (cards,
spells, seats); a board in another language brings its own templates and words for the same events.

>>> words = Words()
>>> words.templates = {"take": "Player {player} takes {n} card(s)."}
>>> say("take", words, freeze({"player": 1, "n": 2}))
'Player 1 takes 2 card(s).'

A field may choose between a singular and a plural by its number, ``{n:card|cards}`` (the number itself is
not written; the language's :meth:`Words.singular` decides):

>>> words.templates = {"take": "Player {player} takes {n} {n:card|cards}."}
>>> say("take", words, freeze({"player": 1, "n": 1})), say("take", words, freeze({"player": 1, "n": 2}))
('Player 1 takes 1 card.', 'Player 1 takes 2 cards.')
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, SupportsIndex, overload

from .labels import singular

if TYPE_CHECKING:
    from .protocols import View

Values = tuple[tuple[str, Any], ...]             # an event's values, frozen: (name, value) pairs by name
Seen = tuple[str, Values]                        # an event as a seat reads it: (template code, values)
RawEvent = tuple[str, dict[str, Any], tuple[int | None, ...], "dict[str, Any] | None"]   # as GameState.note keeps it


class Log(tuple[str, ...]):
    """Log lines: a tuple (compared, sliced, indexed as one) that prints one line per event, so
    ``print(game.log[-3:])`` reads as the log does.

    >>> print(Log(("Player 0 seeks.", "Player 1 casts."))[-2:])
    Player 0 seeks.
    Player 1 casts.
    """

    __slots__ = ()

    @overload
    def __getitem__(self, index: SupportsIndex) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Log: ...

    def __getitem__(self, index: SupportsIndex | slice) -> str | tuple[str, ...]:

        found = tuple.__getitem__(self, index)
        return Log(found) if isinstance(index, slice) else found

    def __str__(self) -> str:
        return "\n".join(self)


def freeze(params: dict[str, Any], convert: Callable[[Any], Any] | None = None) -> Values:
    """An event's values as an immutable, comparable tuple of (name, value) pairs (``convert`` may turn a
    mutable value, such as a dict, into an immutable one)."""
    return tuple((name, convert(value) if convert else value) for name, value in sorted(params.items()))


# Events the core itself logs, for every game, per language; a game's Words may word them its own way (same
# code). ``forced``: a decision with one option, applied by itself (mandrapy.core.state.GameState.settle).
CORE_TEMPLATES = {"en": {"forced": "Player {player} had one choice, made for them.",
                         "forced.private": "Player {player} had one choice, made for them: {action}."},
                  "fr": {"forced": "Le joueur {player} n'avait qu'un choix, fait pour lui.",
                         "forced.private": "Le joueur {player} n'avait qu'un choix, fait pour lui ({action})."}}


class Words:
    """How one language words a game's events: its templates, and names for the values they carry."""

    templates: dict[str, str] = {}
    player_word = "player"
    language = "en"            # whose rule picks singular or plural (see mandrapy.core.labels.singular)

    def singular(self, n: int | tuple[object, ...] | list[object]) -> bool:
        """Whether ``n`` (a number, or a tuple counted by its items) takes the singular in :attr:`language`."""
        return singular(n, self.language)

    def value(self, name: str, value: Any) -> str:
        if name in ("winners", "seats"):
            return ", ".join(f"{self.player_word} {p}" for p in value)
        if name == "scores":
            return ", ".join(f"{self.player_word} {p} {s}" for p, s in value)
        return str(value)


def worded_log(view: View, words_by_language: Mapping[str, Words], language: str) -> tuple[str, ...]:
    """A view's log (``view.log`` in English, ``view.events`` otherwise) in ``language``.

    Successive views of one game share their events' prefix, so the lines already worded are reused
    (extended after a move, cut after an undo) instead of worded again."""
    if language == "en" or language not in words_by_language:
        return view.log
    return _REWORDED.worded(view.events, words_by_language[language])


EMPTY = Log()


class LogCache:
    """One state's log as each seat reads it, frozen once: events (as ``see(event, seat)`` gives them)
    and lines worded by each :class:`Words`, extended when new events come, never rebuilt.

    ``events`` is the state's own list of raw events (appended only); a state whose list is another
    object (a clone) must not use this cache. An event kept by ``GameState.note`` (code, values, knowers,
    secret) is seen alike by every seat outside its knowers, as ``note`` says: it is frozen once for them all.
    """

    __slots__ = ("events", "read", "said", "public")

    def __init__(self, events: Sequence[RawEvent],
                 read: dict[tuple[int | None, Words | None], tuple[Any, ...]] | None = None) -> None:
        self.events = events
        self.read = read if read is not None else {}
        self.said: dict[tuple[int, Words], list[tuple[Seen, str]]] = {}   # (event index, words) -> its lines
        self.public: dict[int, Seen] = {}       # event index -> as every seat but its knowers sees it

    def seen(self, see: Callable[[RawEvent, int | None], Seen], seat: int | None) -> tuple[Seen, ...]:
        done = self.read.get((seat, None), ())
        if len(done) < len(self.events):
            public = self.public
            added = []
            for index in range(len(done), len(self.events)):
                event = self.events[index]
                if seat is None or len(event) != 4 or seat in event[2]:      # a knower, or no knowers: its own
                    added.append(see(event, seat))
                elif index in public:
                    added.append(public[index])
                else:
                    added.append(public.setdefault(index, see(event, seat)))
            done += tuple(added)
            self.read[seat, None] = done
        return done

    def worded(self, see: Callable[[RawEvent, int | None], Seen], seat: int | None,
               words: Words) -> tuple[str, ...]:

        seen = self.seen(see, seat)
        done = self.read.get((seat, words), EMPTY)
        if len(done) < len(seen):
            done = Log(done + tuple(self._say(index, seen[index], words) for index in range(len(done), len(seen))))
            self.read[seat, words] = done
        return done

    def _say(self, index: int, event: Seen, words: Words) -> str:
        """Event ``index``, seen as ``event``, in ``words``: worded once for all the seats that see it alike
        (each seat's view reads the log: wording it again for each seat was most of a view's cost)."""
        said = self.said.setdefault((index, words), [])      # (as seen, line): public, private wordings
        for seen_as, line in said:
            if seen_as == event:
                return line
        line = say(event[0], words, event[1])
        said.append((event, line))
        return line

    def prefix(self, events: Sequence[RawEvent]) -> "LogCache":
        """The cache for a state whose ``events`` are the first ones of this state's (time travel)."""
        return LogCache(events, {key: done[:len(events)] for key, done in self.read.items()})   # (Log slices)


class _Reworded:
    """The last few event tuples worded in each language, to word only what is new."""

    KEEP = 8

    def __init__(self) -> None:
        # id(words) -> (words, [(events, lines), ...] newest first)
        self.recent: dict[int, tuple[Words, list[tuple[tuple[Seen, ...], Log]]]] = {}


    def worded(self, events: tuple[Seen, ...], words: Words) -> tuple[str, ...]:
        _, recent = self.recent.setdefault(id(words), (words, []))
        lines = None
        for index, (seen, done) in enumerate(recent):
            n = min(len(seen), len(events))
            if seen[:n] == events[:n]:
                lines = done[:n] + tuple(say(code, words, params) for code, params in events[n:])
                del recent[index]
                break
        if lines is None:
            lines = tuple(say(code, words, params) for code, params in events)
        lines = Log(lines)
        recent.insert(0, (events, lines))
        del recent[self.KEEP:]
        return lines


_REWORDED = _Reworded()


class _Raw:
    """A value with its name, worded only when written (so ``{n:card|cards}`` still sees the number)."""

    __slots__ = ("name", "value")

    def __init__(self, name: str, value: Any) -> None:
        self.name, self.value = name, value


class _Formatter(string.Formatter):
    def __init__(self, words: Words) -> None:
        self.words = words

    def format_field(self, value: Any, spec: str) -> str:
        if isinstance(value, _Raw):
            if "|" in spec:
                one, many = spec.split("|", 1)
                return one if self.words.singular(value.value) else many
            return format(self.words.value(value.name, value.value), spec)
        return format(value, spec)


def say(code: str, words: Words, params: Values | dict[str, Any]) -> str:
    """The event ``code`` with its values (pairs, or a dict), worded by ``words``."""
    template = words.templates.get(code) or CORE_TEMPLATES.get(words.language, CORE_TEMPLATES["en"])[code]
    return phrase(template, words, params)


def phrase(template: str, words: Words, params: Values | dict[str, Any]) -> str:
    """``template`` with its values worded by ``words`` as a log line's are (``{n:shop|shops}``, a card's
    ``{card:le}``): a game names a move in the log's own words with it (``Speech.action``)."""
    if ":" not in template:                  # the common case, kept as fast as it was
        return template.format(**{name: words.value(name, v) for name, v in dict(params).items()})
    parts = _fields(template)
    if parts is None:
        return _Formatter(words).vformat(template, (), {name: _Raw(name, v) for name, v in dict(params).items()})
    values, out = dict(params), []
    for literal, name, spec in parts:        # what _Formatter does, without reading the template again
        out.append(literal)
        if name is not None:
            value = values[name]
            if "|" in spec:
                one, many = spec.split("|", 1)
                out.append(one if words.singular(value) else many)
            else:
                out.append(format(words.value(name, value), spec))
    return "".join(out)


_READ: dict[str, tuple[tuple[str, str | None, str], ...] | None] = {}


def _fields(template: str) -> tuple[tuple[str, str | None, str], ...] | None:
    """``template`` read once into (text, field name, spec) parts; None if a field needs string.Formatter's
    full reading (an index or attribute, a conversion, a field inside a spec). Every log line of every view
    of every seat is worded from these: reading the template each time was most of the wording's cost."""
    if template not in _READ:
        parts: list[tuple[str, str | None, str]] = []
        for literal, name, spec, conversion in string.Formatter().parse(template):
            if name is not None and (conversion or not name.isidentifier() or "{" in (spec or "")):
                _READ[template] = None
                return None
            parts.append((literal, name, spec or ""))
        _READ[template] = tuple(parts)
    return _READ[template]

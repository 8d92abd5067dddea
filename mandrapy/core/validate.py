"""One validation layer for every way into a game: action values, action text, records, snapshots,
setup arguments and hand-made positions.

Everything that comes from outside is checked here before a rule looks at it: exact types (``True`` is
not a number, ``2.0`` is not a seat), bounded sizes (text length, list length, JSON nesting), and one
error family -- :class:`IllegalAction` for actions, :class:`InvalidRecord` / :class:`InvalidPosition`
(naming the argument and the reason) for the rest. Games declare their bounds as data: a table of
argument checks built from the small checkers below, and the annotations of their action values.

>>> check_arguments({"players": whole(2, 4)}, {"players": True}, "setup")
Traceback (most recent call last):
...
mandrapy.InvalidPosition: setup: players must be a whole number from 2 to 4, not True
>>> json_loads("[" * 100000, "snapshot")
Traceback (most recent call last):
...
mandrapy.InvalidRecord: snapshot: nested more than 40 levels deep
"""

from __future__ import annotations

import json
import re
import types
import typing
from collections.abc import Callable, Collection
from itertools import accumulate
from typing import Any, NoReturn, TypeGuard

from .errors import InvalidPosition, InvalidRecord, Rule
from .language import refusal

MAX_ACTION_TEXT = 300          # characters of an action's text, spacing and case cleaned (the longest is ~80)
MAX_RAW_ACTION_TEXT = 3000     # characters before cleaning (generous spacing forgiven, not megabytes)
MAX_WHOLE = 2 ** 63            # magnitude of any number in an action or a setup argument
MAX_SEED = 2 ** 256
MAX_JSON_CHARS = 8_000_000     # a snapshot of the longest game is a few hundred kilobytes
MAX_JSON_DEPTH = 40            # snapshots nest about 6 levels deep
MAX_ACTIONS = 50_000           # actions in one record (real games: a few hundred)
MAX_ITEMS = 200                # entries of one list or map in a setup argument
MAX_TEXT = 2000                # characters of one text entry in a setup argument
RECORD_VERSIONS = (1,)

NOT_JSON = Rule("not_json", "{what}: this is not JSON ({reason})")
BAD_VALUE = Rule("bad_value", "{field} must be {expected}, not {value}.")
# An argument's refusal and the parts of it (worded in the session's language: core.language.CORE_RULES).
BAD_ARGUMENT = Rule("bad_argument", "{what} must be {expected}, not {value}")
A_WHOLE_NUMBER = Rule("a_whole_number", "a whole number")
WHOLE_FROM_TO = Rule("whole_from_to", "a whole number from {low} to {high}")
WHOLE_AT_LEAST = Rule("whole_at_least", "a whole number of at least {low}")
OR_NONE = Rule("or_none", " or None")
JOINED = Rule("joined", "{first}{second}")
OR_VALUE = Rule("or_value", " or {value}")
A_SEAT = Rule("a_seat", "a seat from 0 to {last}{extra}")
A_MOVE = Rule("a_move", "a move number from 0 to {last}")
TRUE_OR_FALSE = Rule("true_or_false", "True or False")
A_TEXT = Rule("a_text", "a text of at most {n} characters")
A_LIST_EXACTLY = Rule("a_list_exactly", "a list of exactly {n} entries")
A_LIST_AT_MOST = Rule("a_list_at_most", "a list of at most {n} entries")
CARD_NAMES = Rule("card_names", "a text like 'red, 2 green' or a list of at most {n} card names")
A_CARD_NAME = Rule("a_card_name", "a card name")
A_KEY = Rule("a_key", "a number from {low} to {high}")
A_MAP = Rule("a_map", "a map from {low}..{high} (or a list, one entry each)")
GIVEN_TWICE_KEY = Rule("given_twice_key", "{what}: {key} is given twice (as a number and as a text, e.g. 0 and "
                                          "'0'); give each once")
UNKNOWN_ARGUMENTS = Rule("unknown_arguments", "{what}: unknown argument {names}{close}; known: {known}")
DID_YOU_MEAN = Rule("did_you_mean", " Did you mean {name}?")
CLOSE_LEVEL = Rule("level_close", " (did you mean {name}?)")

Checker = Callable[..., None]          # check(value, what[, context]): see the small checkers below
Context = dict[str, Any]               # facts bounds depend on: {"players": the player count or None}


def _show(value: object) -> str:
    text = repr(value) if not isinstance(value, int) or abs(value) < 10 ** 30 else "a huge number"
    return text if len(text) <= 60 else text[:57] + "..."


# ---------------------------------------------------------------- small checkers (setup arguments)
# A checker is ``check(value, what, context)``; it raises InvalidPosition("what: reason") or returns None.
# ``context`` carries facts other bounds depend on (``players`` for seats).

def _fail(what: str, expected: "Rule | str", value: object) -> NoReturn:
    raise refusal(InvalidPosition, BAD_ARGUMENT.format(what=what, expected=expected, value=_show(value)))


def _extra(also: tuple[object, ...] = (), optional: bool = False) -> str | Rule:
    """`` or 'x' or None``: the other values an argument may take."""
    parts: list[str | Rule] = [OR_VALUE.format(value=repr(x)) for x in also]
    parts += [OR_NONE] if optional else []
    joined = parts[0] if parts else ""
    for part in parts[1:]:
        joined = JOINED.format(first=joined, second=part)
    return joined


def seat_argument(value: object, players: int, what: str, optional: bool = False) -> None:
    """An argument naming a seat (``view(seat)``, ``score_breakdown(seat)``): ValueError when it is not
    one (``True``, ``1.0`` and ``9`` included)."""
    if value is None and optional:
        return
    if not is_whole(value) or not 0 <= value < players:
        expected = A_SEAT.format(last=players - 1, extra=_extra(optional=optional) if optional else "")
        raise refusal(ValueError, BAD_ARGUMENT.format(what=what, expected=expected, value=_show(value)))


def move_argument(value: object, last: int, what: str) -> None:
    """An argument naming a move number of a game of ``last`` moves (``rewind(move)``, ``at(move)``): ValueError
    when it is not one (``True``, ``2.0``, ``"2"`` and ``-1`` included)."""
    if not is_whole(value) or not 0 <= value <= last:
        raise refusal(ValueError, BAD_ARGUMENT.format(what=what, expected=A_MOVE.format(last=last),
                                                      value=_show(value)))


def closest(name: str, names: list[str]) -> str | None:
    """The one of ``names`` that ``name`` most likely means, in any case (``"ISMCT"`` -> ``"ismcts"``), or None."""
    import difflib

    lowered = {str(option).lower(): option for option in names}
    found = difflib.get_close_matches(name.strip().lower(), list(lowered), n=1)
    return lowered[found[0]] if found else None


def is_whole(value: object) -> TypeGuard[int]:
    """An ``int`` that is not a ``bool``, of a sane magnitude."""
    return type(value) is int and -MAX_WHOLE <= value <= MAX_WHOLE


def _bound(n: int) -> str:
    """A bound as people write it: ``2**256`` rather than its 78 digits."""
    if abs(n) >= 2 ** 20 and abs(n) & (abs(n) - 1) == 0:
        return f"{'-' if n < 0 else ''}2**{abs(n).bit_length() - 1}"
    return str(n)


def whole(low: int | None = None, high: int | None = None, optional: bool = False) -> Checker:
    """A whole number in ``low..high`` (``None`` too when ``optional``); with both bounds given, they alone
    limit it (a seed may be as large as 2**256)."""
    bounded = low is not None and high is not None
    number = (WHOLE_FROM_TO.format(low=_bound(low), high=_bound(high)) if low is not None and high is not None
              else WHOLE_AT_LEAST.format(low=low) if low is not None else A_WHOLE_NUMBER)
    expected = JOINED.format(first=number, second=OR_NONE) if optional else number

    def check(value: Any, what: str, context: Context | None = None) -> None:
        if value is None and optional:
            return
        ok = type(value) is int if bounded else is_whole(value)
        if not ok or (low is not None and value < low) or (high is not None and value > high):
            _fail(what, expected, value)
    return check


def seat(optional: bool = False, also: Collection[str] = ()) -> Checker:
    """A seat of this game (``context["players"]``), or None when ``optional``, or one of ``also``."""
    def check(value: object, what: str, context: Context) -> None:
        if (value is None and optional) or (isinstance(value, str) and value in also):
            return
        players = context.get("players")
        if players is None:                  # the player count is checked elsewhere (or wrong)
            players = MAX_WHOLE
        if not is_whole(value) or not 0 <= value < players:
            extra = _extra(tuple(also), optional) if also or optional else ""
            _fail(what, A_SEAT.format(last=players - 1, extra=extra), value)
    return check


def flag(value: object, what: str, context: Context | None = None) -> None:
    """``True`` or ``False`` exactly."""
    if type(value) is not bool:
        _fail(what, TRUE_OR_FALSE, value)


def text(max_length: int = MAX_TEXT) -> Checker:
    def check(value: object, what: str, context: Context | None = None) -> None:
        if type(value) is not str or len(value) > max_length:
            _fail(what, A_TEXT.format(n=max_length), value)
    return check


def items(entry: Checker, max_length: int = MAX_ITEMS, exact: int | None = None) -> Checker:
    """A list or tuple (not a text) of at most ``max_length`` entries, each passing ``entry``."""
    def check(value: object, what: str, context: Context | None = None) -> None:
        if not isinstance(value, (list, tuple)) or len(value) > max_length or (
                exact is not None and len(value) != exact):
            _fail(what, A_LIST_EXACTLY.format(n=exact) if exact is not None else A_LIST_AT_MOST.format(n=max_length),
                  value)
        for index, element in enumerate(value):
            entry(element, f"{what}[{index}]", context)
    return check


def cards(value: object, what: str, context: Context | None = None) -> None:
    """Cards: a comma-separated text, or a list of names (or card values of the game)."""
    if isinstance(value, str):
        text()(value, what)
        return
    if value is None:
        return
    if not isinstance(value, (list, tuple)) or len(value) > MAX_ITEMS:
        _fail(what, CARD_NAMES.format(n=MAX_ITEMS), value)
    for index, element in enumerate(value):
        if isinstance(element, str):
            text(100)(element, f"{what}[{index}]")
        elif type(element).__module__.startswith("mandrapy.") and hasattr(element, "name"):
            continue                       # a game's own card value
        else:
            _fail(f"{what}[{index}]", A_CARD_NAME, element)


def key_of(value: object, what: str, low: int, high: int) -> int:
    """A map key naming a number in ``low..high``: an int, or its decimal text (JSON keys are texts)."""
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 6:
        value = int(value)
    if not is_whole(value) or not low <= value <= high:
        _fail(f"{what} key", A_KEY.format(low=low, high=high), value)
    return value


def per_key(entry: Checker, low: int, high: int | Callable[[Context], int], optional: bool = True) -> Checker:
    """``{key: entry}`` (keys numbers, or their text) or a list with one entry per key from ``low``.
    ``high`` is a number or a function of the context (e.g. the last seat)."""
    def check(value: object, what: str, context: Context) -> None:
        if value is None and optional:
            return
        top = high(context) if callable(high) else high
        if isinstance(value, dict):
            pairs = [(key_of(k, what, low, top), v) for k, v in value.items()]
            keys = [key for key, _ in pairs]
            twice = sorted({key for key in keys if keys.count(key) > 1})
            if twice:
                raise refusal(InvalidPosition, GIVEN_TWICE_KEY.format(what=what, key=twice[0]))
        elif isinstance(value, (list, tuple)) and len(value) <= top - low + 1:
            pairs = list(enumerate(value, low))
        else:
            _fail(what, A_MAP.format(low=low, high=top), value)
        for key, element in pairs:
            if element is not None:
                entry(element, f"{what}[{key}]", context)
    return check


def last_seat(context: Context) -> int:
    players: int = context["players"]
    return players - 1


def optional(check: Checker) -> Checker:
    def wrapper(value: object, what: str, context: Context | None = None) -> None:
        if value is not None:
            check(value, what, context)
    return wrapper


def check_arguments(spec: dict[str, Checker], arguments: dict[str, Any], what: str,
                    context: Context | None = None) -> None:
    """Check every argument against the game's declared ``spec`` (name -> checker); unknown names are
    refused with the list of known ones."""
    unknown = sorted(set(arguments) - set(spec), key=str)
    if unknown:
        close = closest(unknown[0], list(spec)) if isinstance(unknown[0], str) else None
        raise refusal(InvalidPosition, UNKNOWN_ARGUMENTS.format(
            what=what, names=", ".join(map(_show, unknown)), known=", ".join(spec),
            close=CLOSE_LEVEL.format(name=repr(close)) if close else ""))
    for name, check in spec.items():          # in the spec's order: ``players`` before the seats
        if name in arguments:
            check(arguments[name], f"{what}: {name}", context or {})


# ---------------------------------------------------------------- action values
Predicate = Callable[[Any], bool]
_field_checks: dict[type, tuple[tuple[str, Predicate, str], ...]] = {}


def _value_check(hint: Any) -> tuple[Predicate, str]:      # hint: an annotation (a type or a typing form)
    """A predicate and a description for a field annotated ``hint``."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is int:
        return is_whole, "a whole number"
    if hint is bool:
        return (lambda v: type(v) is bool), "True or False"
    if hint is str:
        return (lambda v: type(v) is str and len(v) <= 100), "a short text"
    if hint is type(None):
        return (lambda v: v is None), "None"
    if origin in (typing.Union, types.UnionType):
        parts = [_value_check(arg) for arg in args]
        return (lambda v: any(ok(v) for ok, _ in parts)), " or ".join(d for _, d in parts)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            ok, described = _value_check(args[0])
            return ((lambda v: type(v) is tuple and len(v) <= MAX_ITEMS and all(ok(x) for x in v)),
                    f"a tuple of {described}s")
        parts = [_value_check(arg) for arg in args]
        return ((lambda v: type(v) is tuple and len(v) == len(parts) and all(ok(x) for (ok, _), x in
                                                                              zip(parts, v))),
                f"a tuple ({', '.join(d for _, d in parts)})")
    if hint is tuple:
        return (lambda v: type(v) is tuple and len(v) <= MAX_ITEMS), "a tuple"
    if isinstance(hint, type):
        return (lambda v: isinstance(v, hint)), f"a {hint.__name__}"
    return (lambda v: True), "anything"


def field_checks(cls: type) -> tuple[tuple[str, Predicate, str], ...]:
    """(field, predicate, description) for each annotated field of an action class, built once."""
    found = _field_checks.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _field_checks[cls] = tuple((name, *_value_check(hint)) for name, hint in hints.items()
                                           if not name.startswith("_") and typing.get_origin(hint)
                                           is not typing.ClassVar)
    return found


def why_bad_value(action: object) -> Rule | None:
    """The field of ``action`` whose value is not of its declared type (``Seek(True)``), or None."""
    for name, ok, expected in field_checks(type(action)):
        value = getattr(action, name)
        if not ok(value):
            return BAD_VALUE.format(field=f"{type(action).__name__}.{name}", expected=expected,
                                    value=_show(value))
    return None


# ---------------------------------------------------------------- action text
def clean_action_text(text: str) -> str:
    """Lowercased, single-spaced action text; ValueError when too long to be an action."""
    if len(text) > MAX_RAW_ACTION_TEXT:
        raise ValueError(f"an action is a short text (at most {MAX_ACTION_TEXT} characters)")
    cleaned = " ".join(text.lower().split())
    if len(cleaned) > MAX_ACTION_TEXT:
        raise ValueError(f"an action is a short text (at most {MAX_ACTION_TEXT} characters)")
    return cleaned


# ---------------------------------------------------------------- records and snapshots
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def json_depth(text: str) -> int:
    """How deeply ``text``'s arrays and objects nest, found in linear time without parsing."""
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)


def json_loads(text: object, what: str) -> Any:
    """Parse JSON from outside: a text of bounded size and nesting, else InvalidRecord."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InvalidRecord(f"{what}: not UTF-8 text ({exc.reason})") from None
    if not isinstance(text, str):
        raise InvalidRecord(f"{what} must be JSON text, not {type(text).__name__}")
    if len(text) > MAX_JSON_CHARS:
        raise InvalidRecord(f"{what}: longer than {MAX_JSON_CHARS} characters")
    if json_depth(text) > MAX_JSON_DEPTH:
        raise InvalidRecord(f"{what}: nested more than {MAX_JSON_DEPTH} levels deep")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise refusal(InvalidRecord, NOT_JSON.format(what=what, reason=str(exc)[:120])) from None


def check_version(data: dict[str, Any], what: str, required: bool) -> None:
    if "version" not in data and not required:
        return
    version = data.get("version")
    if type(version) is not int or version not in RECORD_VERSIONS:
        raise InvalidRecord(f"{what}: version {_show(version)} is not supported "
                            f"(this mandrapy reads version {', '.join(map(str, RECORD_VERSIONS))})")


def check_record_fields(record: dict[str, Any]) -> None:
    """The shapes every record shares (parameters are the game's; see :func:`check_arguments`)."""
    check_version(record, "record", required=False)
    numbering = record.get("numbering", 1)
    if type(numbering) is not int or numbering not in (0, 1):
        raise InvalidRecord(f"the record's numbering must be 0 (indices count from 0) or 1 (an old record "
                            f"counting from 1), not {_show(record['numbering'])}")
    seed = record["seed"]
    if seed is not None and (type(seed) is not int or not -MAX_SEED <= seed <= MAX_SEED):
        raise InvalidRecord(f"the record's seed must be a whole number or null, not {_show(seed)}")
    actions = record["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(
            type(a) is str and len(a) <= MAX_RAW_ACTION_TEXT for a in actions):
        raise InvalidRecord(f"the record's actions must be a list of at most {MAX_ACTIONS} action texts")
    if not isinstance(record["parameters"], dict):
        raise InvalidRecord("the record's parameters must be a dict")
    position = record.get("position")
    if position is not None and not isinstance(position, dict):
        raise InvalidRecord("the record's position must be a dict or null")

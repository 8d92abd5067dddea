"""Action values (:class:`Action`, :func:`action_value`) and reading them from what people type, the same
way in every game.

A game declares its action texts once, as a table of (regular expression, builder, form) rows, plus the
words it forgives (``synonyms``: the rulebook's names for things, full and short names, a colour's look).
What this module adds for every game:

* case, spacing and the synonyms are forgiven before any pattern runs (:meth:`ActionParser.normalise`);
* a builder may return :class:`Choices` when the text leaves out a word that only matters when it is
  ambiguous (``familiar activates spell weave`` when one vantage could do it): the game plays the one legal
  choice (see :meth:`~mandrapy.core.state.GameState.to_action`);
* a builder may return an object with ``resolve(state)`` when the text names a thing by where it is
  ("add 7 of Bells left of King of Hearts"): the game asks it for the action (None: no such thing now);
* text that matches nothing gets the closest legal actions ("did you mean") and the form of that kind of
  action (:meth:`ActionParser.suggest`, :meth:`ActionParser.form_of`).

Whatever was typed, the action value is shown back in its one canonical text: its ``str()``.

>>> parser = ActionParser("Toy", [(r"take (\\d+)", lambda m: f"take {int(m[1])}", "take <stones>")],
...                       synonyms=[("grab", "take")])
>>> parser.parse("  Grab   03 ")
'take 3'
>>> parser.suggest("tkae 3", ["take 1", "take 3", "pass"])
('take 3', 'take 1')
>>> parser.suggest("tak 7", ["take 1", "pass"])        # corrected, even if not legal now
('take 7', 'take 1')
>>> parser.form_of("take 1"), parser.closest_form("tkae 9")
('take <stones>', 'take <stones>')
"""

from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .errors import IllegalAction, Rule
from .validate import clean_action_text, why_bad_value

GAME_OVER = Rule("game_over", "The game is over: no more actions can be played.")
UNREADABLE = Rule("unreadable", "{text} is not an action of {game}. Did you mean {suggestions}?{its_form}")
ITS_FORM = Rule("its_form", " Its form: {form}.")
AND_MORE = Rule("and_more", "{shown} and {more} more; game.legal_actions() lists them")
SHOWN_CHOICES = 6              # choices a refusal lists (the closest to what was tried); the rest are counted
NOT_AN_ACTION = Rule("not_an_action", "Actions are action values or their text, like {examples}.")
AMBIGUOUS = Rule("ambiguous", "That could be several actions now: say which, {choices}.")


class Action:
    """Base class of action values: small, frozen, comparable, with a readable ``str()``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"


if TYPE_CHECKING:
    from typing_extensions import dataclass_transform       # typing's own from Python 3.11
else:
    def dataclass_transform(**_options):
        return lambda decorator: decorator

_Action = TypeVar("_Action")


@dataclass_transform(frozen_default=True)
def action_value(cls: type[_Action]) -> type[_Action]:
    """Decorator for a game's action classes: frozen, slotted, compared by value, shown by ``str()``."""
    return dataclass(frozen=True, slots=True, repr=False)(cls)


class Choices(tuple[Action, ...]):
    """The actions a text may mean when it leaves a word out; the game plays the one that is legal now."""

    __slots__ = ()


# A row of a game's action table: (regular expression, builder[, form]); a builder reads the match (None: no).
class Placed:
    """What a builder returns when the text names an action by where things are ("add the 7 of Bells right of
    the 9 of Hearts"): the action is found from the position when played (``resolve(state)``; None: the text
    names no action there)."""

    def resolve(self, state: Any) -> Action | None:
        raise NotImplementedError


Builder = Callable[[re.Match[str]], "Action | Choices | Placed | None"]
Row = tuple[str, Builder] | tuple[str, Builder, str]


def _compiled(pairs: Iterable[tuple[str, str]]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """(word pattern, replacement) pairs matching whole words only."""
    return tuple((re.compile(rf"(?<![\w-])(?:{word})(?![\w-])"), replacement) for word, replacement in pairs)


def _default_form(pattern: str) -> str:
    """A readable form from a simple pattern: ``(check|bet)`` -> ``check|bet``."""
    return re.sub(r"\(\?:|[()$?\\]", "", pattern)


class ActionParser:
    """Reads actions back from their text, with a table of (regular expression, builder[, form]) rows.

    ``synonyms``: (regular expression, replacement) pairs applied, whole words only, to the cleaned text
    before any pattern runs, so the patterns name each thing once. The text is capped in length before any
    pattern runs (:func:`~.validate.clean_action_text`), so a pattern with two unbounded groups costs at
    most a few hundred steps, never quadratic time on a long crafted text.
    """

    def __init__(self, game: str, patterns: Iterable[Row], synonyms: Iterable[tuple[str, str]] = (),
                 words: Iterable[str] = (), languages: Mapping[str, Iterable[tuple[str, str]]] | None = None) -> None:
        self.game = game
        rows: list[tuple[re.Pattern[str], Builder, str]] = []
        for row in patterns:
            pattern, build = row[0], row[1]
            form = row[2] if len(row) > 2 else _default_form(pattern)
            rows.append((re.compile(pattern + r"$"), build, form))
        self.patterns = tuple(rows)
        self.synonyms = _compiled(synonyms)
        # Other languages' words for the same actions ("chercher 2" is "seek 2"), tried when the text does not
        # read as it is: language -> (regular expression, replacement) pairs, applied in order like synonyms.
        self.languages = {language: _compiled(pairs) for language, pairs in (languages or {}).items()}
        # The words a typo is corrected to: the forms' and the game's own (card names, colours...).
        self.words = frozenset(w for text in (*(form for _, _, form in rows), *words)
                               for w in re.findall(r"[a-z][a-z'-]+", text.lower()))

    def normalise(self, text: str) -> str:
        """Lowercased, single-spaced, with the synonyms replaced (ValueError when too long)."""
        cleaned = clean_action_text(str(text))
        for pattern, replacement in self.synonyms:
            cleaned = pattern.sub(replacement, cleaned)
        return " ".join(cleaned.split())

    def translated(self, cleaned: str, language: str) -> str:
        """A normalised text with ``language``'s words for actions replaced by the action text's."""
        for pattern, replacement in (*self.languages.get(language, ()), *self.synonyms):   # (theirs, then ours)
            cleaned = " ".join(pattern.sub(replacement, cleaned).split())
        return cleaned

    def parse(self, text: str) -> Action | Choices | Placed:
        """The action written as ``text`` (or :class:`Choices` when a word left out leaves several), in the
        action text or in another language's words (:attr:`languages`); ValueError if unreadable."""
        cleaned = self.normalise(text)
        for candidate in (cleaned, *(self.translated(cleaned, language) for language in self.languages)):
            action: Action | Choices | Placed | None = self._read(candidate)
            if action is not None:
                return action
        raise ValueError(f"cannot read {str(text)[:100]!r} as a {self.game} action")

    def _read(self, cleaned: str) -> Any:
        for pattern, build, _ in self.patterns:
            match = pattern.match(cleaned)
            if match:
                try:
                    action = build(match)
                except (ValueError, IndexError, KeyError):
                    action = None
                if action is not None and not (isinstance(action, Choices) and not action):
                    return action
        return None

    @property
    def forms(self) -> tuple[str, ...]:
        """The form of every kind of action, as a learner would write it."""
        return tuple(dict.fromkeys(form for _, _, form in self.patterns))

    def form_of(self, text: str) -> str | None:
        """The form of the action written ``text`` (a canonical text), or None."""
        try:
            cleaned = self.normalise(text)
        except ValueError:
            return None
        for pattern, _, form in self.patterns:
            if pattern.match(cleaned):
                return form
        return None

    def closest_form(self, text: str) -> str | None:
        """The form of the kind of action ``text`` starts like (its verb, typos forgiven), or None."""
        try:
            cleaned = self.normalise(text)
        except ValueError:
            return None
        verb = cleaned.split(" ", 1)[0]
        # The verb first; among forms of that verb, the one whose words the text's are most like.
        scored = [(round(difflib.SequenceMatcher(None, verb, form.split(" ", 1)[0]).ratio(), 2),
                   difflib.SequenceMatcher(None, cleaned, re.sub(r"<[^>]*>", "", form)).ratio(), -n, form)
                  for n, form in enumerate(self.forms)]
        best: tuple[float, float, int, str | None] = max(scored, default=(0, 0, 0, None))
        return best[3] if best[0] >= 0.75 else None

    def corrected(self, text: str) -> str | None:
        """``text`` with each unknown word replaced by the closest known one, when that reads as an action."""
        try:
            words = self.normalise(text).split()
        except ValueError:
            return None
        vocabulary = sorted(self.words)
        options = []
        for word in words:
            if word in self.words or not re.fullmatch(r"[a-z][a-z'-]+", word):
                options.append([word])
            else:
                options.append(difflib.get_close_matches(word, vocabulary, n=3, cutoff=0.6) + [word])
        for fixed in itertools.islice(itertools.product(*options), 64):   # closest words first
            if list(fixed) == words:
                continue
            candidate = " ".join(fixed)
            try:
                action = self.parse(candidate)
            except ValueError:
                continue
            if isinstance(action, Choices):
                return str(action[0]) if len(action) == 1 else candidate
            return str(action)
        return None

    def suggest(self, text: str, legal: Iterable[str], n: int = 3) -> tuple[str, ...]:
        """Up to ``n`` texts ``text`` may have meant, closest first: itself with its typos corrected, then the
        ``legal`` action texts that look like it (or, when none does, the first legal ones)."""
        return self._suggest(text[:400], legal, n, self.corrected(text[:400]))

    def _suggest(self, text: str, legal: Iterable[str], n: int, fixed: str | None,
                 close: list[str] | None = None) -> tuple[str, ...]:
        legal = list(dict.fromkeys(legal))
        close = self.alike(text, legal) if close is None else close
        found = ([fixed] if fixed else []) + [option for option in close if option != fixed]
        return tuple((found or legal)[:n])

    def alike(self, text: str, legal: Iterable[str]) -> list[str]:
        """The ``legal`` action texts that look like ``text``, most alike first."""
        try:
            cleaned = self.normalise(text)
        except ValueError:
            return []
        scored = sorted(((_likeness(cleaned, self.normalise(option)), index, option)
                         for index, option in enumerate(dict.fromkeys(legal))), key=lambda t: (-t[0], t[1]))
        return [option for score, _, option in scored if score >= 0.5]


def _likeness(text: str, option: str) -> float:
    """How alike two action texts look: their letters in order, and their first word (the verb) most."""
    if not text:
        return 0.0
    ratio = difflib.SequenceMatcher(None, text, option, autojunk=False).ratio()
    first, other = text.split(" ", 1)[0], option.split(" ", 1)[0]
    verb = difflib.SequenceMatcher(None, first, other, autojunk=False).ratio()
    return 0.7 * ratio + 0.3 * verb


def few_choices(choices: Iterable[object], tried: object = None, n: int = SHOWN_CHOICES) -> "str | Rule":
    """``choices`` as a refusal lists them: all when few; else the ``n`` most like ``tried`` (an action or its
    text), and how many more (a turn menu may offer 80).

    >>> few_choices(["seek 1", "seek 2"])
    'seek 1, seek 2'
    >>> str(few_choices([f"take {n}" for n in range(20)], "take 12", 2))
    'take 12, take 0 and 18 more; game.legal_actions() lists them'
    """
    texts = list(dict.fromkeys(str(choice) for choice in choices))
    if len(texts) <= n + 1:
        return ", ".join(texts)
    try:
        like = None if tried is None else " ".join(str(tried).lower().split())
    except Exception:                    # noqa: BLE001 - a value with fields of the wrong type (checked later)
        like = None
    if like is not None:                 # (cheap: legality checks word their refusal too)
        words = like.split()
        texts = [text for _, _, text in sorted(((_shared(words, text.lower().split())), -index, text)
                                               for index, text in enumerate(texts))][::-1]
    return AND_MORE.format(shown=", ".join(texts[:n]), more=len(texts) - n)


def _shared(words: list[str], other: list[str]) -> tuple[int, int]:
    """How alike two word lists are: the leading words they share, then the words they share."""
    lead = next((n for n, (a, b) in enumerate(zip(words, other)) if a != b), min(len(words), len(other)))
    return lead, len(set(words) & set(other))


def either(texts: Iterable[object]) -> str:
    """``'a', 'b' or 'c'``: texts quoted, as a sentence offers them."""
    quoted = [repr(str(t)) for t in texts]
    return " or ".join([", ".join(quoted[:-1]), quoted[-1]] if len(quoted) > 1 else quoted) or "nothing"


def shown_text(text: str) -> str:
    text = " ".join(str(text)[:200].split())
    return text if len(text) <= 80 else text[:77] + "..."


class ActionReader:
    """What :class:`~mandrapy.core.state.GameState` does with whatever it is given as an action (mixed in)."""

    if TYPE_CHECKING:                 # what it reads of the state it is mixed into
        game: ClassVar[str]
        action_type: ClassVar[type[Action]]
        parser: ClassVar[ActionParser | None]
        is_over: bool

        def legal_actions(self) -> list[Action]: ...

        def why_illegal(self, action: Action) -> Rule | None: ...

        @classmethod
        def parse_action(cls, text: str) -> Action | Choices | Placed: ...

    def example_actions(self) -> str:
        legal = self.legal_actions() if not self.is_over else []
        return ", ".join(repr(str(a)) for a in legal[:3]) or "none now"

    @property
    def title(self) -> str:
        """The game's printed name (its parser's), for sentences."""
        return getattr(self.parser, "game", None) or self.game.title()

    def unreadable(self, text: str) -> Rule:
        """The rule for text that reads as no action: the closest legal actions and the form of that kind."""
        if self.is_over:
            return GAME_OVER
        parser = self.parser or ActionParser(self.title, [])
        text = text[:400]
        fixed = parser.corrected(text)      # once: it is most of the cost of a refusal
        legal = [str(a) for a in self.legal_actions()]
        alike = parser.alike(text, legal)
        close = parser._suggest(text, legal, 3, fixed, alike)
        # The form of the kind of action the text reads as: its typos corrected, else the legal action it
        # looks like, else its leading words; none rather than a wrong one.
        form = (parser.form_of(fixed) if fixed else None) or (parser.form_of(alike[0]) if alike else None) \
            or parser.closest_form(text)
        return UNREADABLE.format(text=repr(shown_text(text)), game=self.title, suggestions=either(close),
                                 form=form or "", its_form=ITS_FORM.format(form=form) if form else "")

    def to_action(self, action: object) -> Action:
        """``action`` as an action value; text is parsed. Unreadable input, or a value whose fields are not
        of their declared types (``Seek(True)``), raises IllegalAction. Text that leaves out a word only
        needed to tell actions apart (:class:`~.parsing.Choices`) means the one legal action it names."""
        if isinstance(action, self.action_type):
            rule = why_bad_value(action)
            if rule is not None:
                raise IllegalAction(action, rule)
            return action
        if isinstance(action, str):
            try:
                parsed = self.parse_action(action)
            except ValueError:
                raise IllegalAction(action, self.unreadable(action)) from None
            if isinstance(parsed, Placed):                     # named by where it is: the position says
                placed = parsed.resolve(self)
                if placed is None:
                    raise IllegalAction(action, self.unreadable(action))
                parsed = placed
            if isinstance(parsed, Choices):
                parsed = self.pick(parsed, action)
            return parsed
        raise IllegalAction(action, NOT_AN_ACTION.format(examples=self.example_actions()))

    def pick(self, choices: Choices, text: str) -> Action:
        """The one legal action among ``choices``; the first when none is legal (its refusal says why)."""
        legal = [choice for choice in choices if not self.is_over and self.why_illegal(choice) is None]
        if len(legal) > 1:
            raise IllegalAction(text, AMBIGUOUS.format(choices=either(legal)))
        return legal[0] if legal else choices[0]


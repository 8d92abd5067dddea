"""The board contract: what a game's board declares so that :class:`~mandrapy.widgets.board.CanvasBoard`, the
replay and the lessons can show it (the layer above :mod:`mandrapy.core.contract`).

A game's board subclasses ``CanvasBoard`` (which inherits :class:`BoardContract`) and sets the class
attributes below; ``mandrapy/kuhn/board.py`` is the smallest complete one. The game class names its board
with ``board = "mandrapy.<game>.board:Board"`` (the replay loads it from there, :func:`board_class`).
:func:`explain_rule` and :func:`check_tables` are written here once for every game.

This module imports no widget library: tests and the game packages read it without ipywidgets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ..core.contract import named
from ..core.drawing import LAYOUTS as KNOWN_LAYOUTS
from ..core.labels import check_same_keys
from .words import rule_sentences


class BoardContract:
    """The declarations of a game's board (defaults suit a board that has none of the extras)."""

    LABELS: ClassVar[dict[str, Any]] = {"en": {}}
    """Language -> the board's words (the same keys in every language: :func:`check_tables`)."""

    LOG_WORDS: ClassVar[dict[str, Any]] = {}
    """Language -> the :class:`~mandrapy.core.log.Words` that word the log beside the board."""

    LAYOUTS: ClassVar[tuple[str, ...]] = ("wide",)
    """The layouts ``render`` draws (``core.drawing.LAYOUTS``: "wide", "compact", "narrow"), first the default."""

    RULES: ClassVar[dict[str, Any]] = {}
    """Language -> rule code -> sentence, the game's refusals in other languages than the engine's English
    (over the core's own, :data:`mandrapy.core.language.CORE_RULES`); :meth:`explain_rule` uses it."""

    render: ClassVar[Any] = None
    """``draw(view, options) -> Drawing``: the pure picture of a view (a staticmethod of the board)."""

    describe: ClassVar[Any] = None
    """``(view, options) -> tuple[Any, ...] of core.describe.Section``: the text equivalent (None: the prompt only)."""

    @staticmethod
    def rule_values(params: dict[str, Any], language: str) -> dict[str, Any]:
        """A refusal's values as its ``language`` sentence names them (a card's French name); identity here."""
        return dict(params)

    @classmethod
    def explain_rule(cls, code: str, params: dict[str, Any], english: str, language: str) -> str:
        """A broken rule's sentence in ``language`` (the engine's ``english`` where the board has none)."""
        return explain_rule(cls.RULES, code, params, english, language, cls.rule_values)

    def handle(self, key: Any) -> None:
        """What a click on target ``key`` means (the board's own keys, ``board.BOARD_KEYS``, never come here)."""
        raise NotImplementedError

    def hint_targets(self, action: Any) -> tuple[Any, ...]:
        """The keys of the targets ``action`` is played with (the Hint button outlines them)."""
        return (("action", action),)

    @classmethod
    def check_tables(cls) -> None:
        """Raise AssertionError where the board's tables disagree (a test runs it for every game); a game's
        board replaces it with its labels' own, which calls :func:`check_tables` and adds its checks."""
        check_tables(cls.LABELS, cls.LOG_WORDS)
        unknown = set(cls.LAYOUTS) - set(KNOWN_LAYOUTS)
        if not cls.LAYOUTS or unknown:
            raise AssertionError(f"LAYOUTS: unknown layouts {sorted(unknown)} (known: {KNOWN_LAYOUTS})")


def explain_rule(rules: dict[str, Any], code: str, params: dict[str, Any], english: str, language: str,
                 values: Callable[[dict[str, Any], str], dict[str, Any]] | None = None) -> str:
    """Rule ``code``'s sentence in ``language`` from ``rules`` (language -> code -> template) over the core's,
    filled with ``values(params, language)``; ``english`` when there is none or it cannot be filled.

    >>> explain_rule({"fr": {"late": "Trop tard : {n}."}}, "late", {"n": 2}, "Too late: 2.", "fr")
    'Trop tard : 2.'
    >>> explain_rule({}, "late", {"n": 2}, "Too late: 2.", "fr")
    'Too late: 2.'
    """
    template = rule_sentences(rules, language).get(code)
    if template is None:
        return english
    try:
        return str(template.format(**(values(params, language) if values is not None else params)))
    except (KeyError, IndexError, ValueError):
        return english


def check_tables(labels: dict[str, Any], log_words: dict[str, Any]) -> None:
    """The checks every board's tables pass: the same label keys in every language, log words for each
    language the board speaks."""
    check_same_keys(labels)
    missing = set(labels) - set(log_words)
    if log_words and missing:
        raise AssertionError(f"LOG_WORDS: no log words for {sorted(missing)}")


def board_class(game: Any) -> Any:
    """The board class a game names (``type(game).board``: ``"module:Board"``)."""
    target = type(game).board
    if not isinstance(target, str) or ":" not in target:
        raise ValueError(f"{type(game).__name__} names no board (its class attribute board = 'module:Board')")
    return named(target)

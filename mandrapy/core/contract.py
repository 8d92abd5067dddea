"""The game contract: what a game declares and implements, layer by layer, so that the core, the widgets and
``mandrapy.simulate`` can serve it without knowing it.

* :class:`GameInfo`: a game's metadata, declared once in ``mandrapy/<game>/info.py`` (``INFO``), read by
  ``mandrapy.register`` and ``mandrapy.games()`` (the role of OpenSpiel's ``GameType``).
* :class:`SearchHooks`: the class attributes of a game's rules (:class:`~mandrapy.core.state.GameState`, which
  inherits them) that search and hints read, each with its default.
* :class:`RulesState`: the hooks a game's rules implement on the shared decision machine.
* :class:`ObservableContract`: the public game object every game offers (``mandrapy.new`` returns one).
* :class:`CoreView`: the fields every game's view carries, with the same meaning (:data:`CORE_VIEW_FIELDS`).
* The board's contract lives above the core: :class:`mandrapy.widgets.contract.BoardContract`.

``tests/test_contract.py`` checks every registered game against this module; ``mandrapy/kuhn`` is the model
game that implements all of it in a few hundred lines, and ``docs/architecture.md`` walks through it.
"""

from __future__ import annotations

import importlib

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Protocol, runtime_checkable

INFORMATION = ("perfect", "imperfect")
CHANCE = ("deterministic", "explicit", "sampled")
CORE_LEVELS = ("random", "ismcts")        # every game has these; a game adds its own (``ObservableGame.levels``)


@dataclass(frozen=True)
class GameInfo:
    """A game's metadata, declared once (``mandrapy/<game>/info.py``).

    ``name``: the registered name (``mandrapy.new(name)``, records' ``"game"``); ``title``: its printed name;
    ``aliases``: other names people use, found in any case and spacing; ``target``: ``"module:Class"`` of its
    observable game; ``players``: (fewest, most) seats; ``default_players``: the seats of ``new(name)``;
    ``variants``: set-up parameter -> what it changes (besides ``players``, ``seed``, ``first_player``);
    ``information``: ``"perfect"`` or ``"imperfect"`` (hidden cards); ``chance``: ``"deterministic"``,
    ``"explicit"`` (chance as decisions) or ``"sampled"`` (the game's RNG draws); ``score_range``: (lowest,
    highest) score a seat can end with; ``longest``: an upper bound on the actions of one game (random play
    included); ``levels``: the computer levels (``"random"``, ``"ismcts"`` and the game's own)."""

    name: str
    title: str
    target: str
    players: tuple[int, int]
    default_players: int
    information: str
    chance: str
    score_range: tuple[float, float]
    longest: int
    levels: tuple[str, ...]
    aliases: tuple[str, ...] = ()
    variants: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "variants", MappingProxyType(dict(self.variants)))    # read-only, as the rest
        fewest, most = self.players
        problems = [
            (not self.name.isidentifier() or self.name != self.name.lower(), "name: a lower-case identifier"),
            (":" not in self.target, "target: 'module:Class'"),
            (not 1 <= fewest <= most, "players: (fewest, most) with 1 <= fewest <= most"),
            (not fewest <= self.default_players <= most, "default_players: within players"),
            (self.information not in INFORMATION, f"information: one of {INFORMATION}"),
            (self.chance not in CHANCE, f"chance: one of {CHANCE}"),
            (not self.score_range[0] <= self.score_range[1], "score_range: (lowest, highest)"),
            (self.longest < 1, "longest: at least 1"),
            (not set(CORE_LEVELS) <= set(self.levels), f"levels: include {CORE_LEVELS}"),
        ]
        for wrong, expected in problems:
            if wrong:
                raise ValueError(f"GameInfo({self.name!r}): {expected}")

    def __hash__(self) -> int:
        return hash(self.name)

    def game_levels(self) -> tuple[str, ...]:
        """The levels the game itself brings (its ``ObservableGame.levels``)."""
        return tuple(level for level in self.levels if level not in CORE_LEVELS)


class SearchHooks:
    """Class attributes a game's rules may set; every one has a default that suits a game without them.
    :class:`~mandrapy.core.state.GameState` inherits them, so the core reads them as plain attributes."""

    search_iterations: ClassVar[int] = 400
    """The ``"ismcts"`` player's iterations per move (capped by a clock, see :mod:`.search_player`); hints
    search twice as long."""

    search_cutoff: ClassVar[int | None] = None
    """None: each search playout goes to the end of the game. A number: that many random actions, then
    :attr:`evaluate` estimates the end (for games whose playouts are long)."""

    margin_scale: ClassVar[float] = 10.0
    """The score margin that counts as a sure win when search rewards a margin (the scores' usual spread)."""

    margins_seen: ClassVar[bool] = False
    """True: a search scales each seat's margin to the lowest and highest margins that seat has had so far in
    that search instead of :attr:`margin_scale`, so a reward never saturates far ahead or far behind."""

    evaluate: ClassVar[Callable[[Any], tuple[Any, ...]] | None] = None
    """``state -> (win share, score margin) per seat``: an estimate of the end, read after
    :attr:`search_cutoff` actions (a method of the state; None: no cut-off)."""

    finish_turn: ClassVar[Callable[[Any, Any], None] | None] = None
    """``(state, rng) -> None``: after each action the search tree chooses, finish the turn sensibly (a method
    of the state), so the tree compares whole turns; None: every step is a node."""

    player_word: ClassVar[Mapping[str, str] | None] = None
    """The game's word for a player, per language (``{"en": "player", "fr": "joueur"}``; hints say it)."""

    # Declared on GameState itself, with their defaults: ``forced_public`` (an action applied by itself may be
    # shown to every seat), ``knowers(frame)`` (who else knows its answer), ``has_options(frame)`` and
    # ``skip(frame)`` (a decision without any answer is dropped).


class ResearchHooks:
    """Class attributes of a game's rules that give it a research face (:mod:`.research`: integer actions,
    masks, observation tensors; ``mandrapy.interop`` for OpenSpiel and PettingZoo). Every game declares both."""

    action_space: ClassVar[str | None] = None
    """``"module:NAME"`` of the game's :class:`~mandrapy.core.action_space.ActionSpace`: every action it can
    ever ask for, with a stable id (None: the game has no integer actions)."""

    observation: ClassVar[str | None] = None
    """``"module:NAME"`` of the game's :class:`~mandrapy.core.tensors.Observation`: a view as a fixed-length
    tensor for each player count (None: no tensor)."""


@runtime_checkable
class RulesState(Protocol):
    """The hooks of a game's rules (a :class:`~mandrapy.core.state.GameState` subclass on the decision
    machine). Besides these, the class sets ``game`` (the registered name), ``zones`` (a
    :class:`~mandrapy.core.zones.Zones`), ``parser`` (an :class:`~mandrapy.core.parsing.ActionParser`),
    ``decision_kinds``, ``log_words`` (English :class:`~mandrapy.core.log.Words`), ``speech`` (language ->
    :class:`~mandrapy.core.language.Speech`) and ``parameter_spec`` (set-up argument -> checker)."""

    players: int
    seed: int | None
    is_over: bool

    @classmethod
    def new(cls, *, players: int = ..., seed: int | None = None, first_player: int | None = None,
            **variants: Any) -> Any:
        """A new game: deal with ``self.rng`` (a :class:`~mandrapy.core.rng.GameRandom`), push the first
        decision, ``start_history()``."""

    def options(self, frame: Any) -> list[Any]:
        """Every legal answer to ``frame`` (the decision asked)."""

    def resolve(self, frame: Any, action: Any) -> None:
        """Apply the legal ``action`` to ``frame`` (already popped); push what follows; ``note`` the log."""

    def advance(self) -> bool:
        """Nothing is pending: move on (True: settle again) or stop (False)."""

    def why_not(self, frame: Any, action: Any) -> Any:
        """The :class:`~mandrapy.core.errors.Rule` ``action`` breaks, or None (the default lists the options)."""

    def scores(self) -> tuple[Any, ...]:
        """One number per seat (final once the game is over)."""

    def winners(self) -> tuple[Any, ...]:
        """The winning seats once the game is over (several: a tie), else ()."""

    def view(self, seat: int | None = None) -> Any:
        """What ``seat`` may know (None: everything), a frozen value with the :class:`CoreView` fields."""

    def sampler(self, seat: int) -> Any:
        """For search: an object whose ``sample(rng)`` deals what ``seat`` has not seen (see
        :mod:`.determinize`); a game of perfect information returns a copy of itself each time."""

    def prompt(self) -> str:
        """Who must decide what now, in English ("Player 0: check or bet one chip.")."""

    def parameters(self) -> dict[str, Any]:
        """The set-up arguments (JSON-able) besides seed and position, to record the game."""


@runtime_checkable
class ObservableContract(Protocol):
    """The public game object (:class:`~mandrapy.core.observable.ObservableGame` and a game's subclass).

    Set-up is keyword-only: ``Game(*, players=, seed=None, first_player=None, <variants>)`` and
    ``Game.from_position(*, <the same>, **position)``; a positional argument is refused (InvalidPosition).
    The class sets ``State``, ``levels`` (its own computer levels), ``statistics`` (for ``simulate``) and
    ``board`` (``"module:Board"``, where its board is, loaded only when asked for)."""

    players: int
    seed: int | None
    to_play: int | None
    is_over: bool
    scores: tuple[Any, ...]
    winners: tuple[Any, ...]
    history: tuple[Any, ...]
    move_number: int
    current: int | None

    def legal_actions(self) -> list[Any]: """Every legal action now."""
    def play(self, action: Any) -> None: """Play an action or its text (IllegalAction: nothing changes)."""
    def why_illegal(self, action: Any) -> Any: """The Rule an action breaks now, or None; never raises."""
    def view(self, seat: int | None = None) -> Any: """What ``seat`` may know (None: everything)."""
    def prompt(self) -> str: """Who must decide what now, in the session's language."""
    def undo(self) -> None: """Take back the last action."""
    def undo_turn(self, seat: int | None = None) -> None: """Back to the start of ``seat``'s last turn."""
    def rewind(self, move: int) -> None: """Back to the position after ``move`` actions."""
    def at(self, move: int) -> Any: """A new game: this one after ``move`` actions."""
    def hint(self, seat: int | None = None, seed: int = 0, iterations: int | None = None,
             seconds: float | None = None) -> Any: """The computer's advice for ``seat``."""
    def score_breakdown(self, seat: int) -> Any: """Where ``seat``'s score comes from: {part: points, "total"}."""
    def record(self) -> dict[str, Any]: """The game as JSON-able data (``mandrapy.replay`` reads it)."""
    def to_json(self, indent: int | None = None) -> str: """A full snapshot (``mandrapy.load`` reads it)."""


CORE_VIEW_FIELDS = ("seat", "players", "current", "to_play", "decision", "prompt", "legal_actions", "log",
                    "events", "scores", "is_over", "winners", "automatic")


@runtime_checkable
class CoreView(Protocol):
    """The fields every game's view carries (a frozen dataclass; the game adds its own after them).

    ``seat``: whose eyes (None: everything); ``players``: how many seats; ``current``: whose turn it is (the
    turn's owner, even while another seat answers); ``to_play``: who must decide now (None: over);
    ``decision``: the :class:`~mandrapy.core.decisions.Frame` asked; ``prompt``: the sentence of
    ``game.prompt()`` (English); ``legal_actions``: the actions ``seat`` may play now (() when it is not its
    turn); ``log``: the lines ``seat`` may read; ``events``: the same as (code, values) facts; ``scores``: one
    per seat (None for a score ``seat`` may not know: a hidden hand that counts);
    ``is_over``; ``winners``; ``automatic``: (seat, action) applied by themselves since the last choice."""

    seat: int | None
    players: int
    current: int | None
    to_play: int | None
    decision: Any
    prompt: str
    legal_actions: tuple[Any, ...]
    log: tuple[Any, ...]
    events: tuple[Any, ...]
    scores: tuple[Any, ...]
    is_over: bool
    winners: tuple[Any, ...]
    automatic: tuple[Any, ...]


def named(target: str) -> Any:
    """What ``"module:attribute"`` names (a game's class, board, question kinds, position builder), imported when
    asked for: the way one layer reaches another's code without importing it at the top."""
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)

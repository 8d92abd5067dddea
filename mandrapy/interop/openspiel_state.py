"""What a pyspiel state of :mod:`mandrapy.interop.openspiel` holds (its :class:`Deal`: the set-up and the rules
state) and its observers, every answer taken from the research face (:mod:`mandrapy.core.research`).

Chance is one explicit chance node at the start (OpenSpiel's "explicit stochastic" games): its outcome ``k``,
one of :data:`DEALS`, deals the game the rules make from seed ``k``, and every later draw follows from that
seed. A new state is that chance node, with no rules state yet: pyspiel clones a Python state by making a new
initial state and deep-copying the Python attributes over it (and deserializes one the same way), so a new
state costs nothing. A :class:`Deal`'s deep copy is the rules state's own ``clone()``.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

import numpy as np

from ..core import research
from ..core.determinize import information
from ..core.errors import IllegalAction
from ..core.registry import game_class

if TYPE_CHECKING:
    from ..core.action_space import ActionSpace
    from ..core.state import GameState
    from ..core.tensors import Layout
    from .openspiel_game import MandrapyState

DEALS = 2**16           # the chance outcomes at the start of a game whose rules draw at random: the seeds 0 to 65535


@dataclass(frozen=True)
class Setup:
    """What a pyspiel game's deals share: the mandrapy game, its seats, its variants and its number of deals
    (:data:`DEALS`; 0: a game without chance, dealt from seed 0 with no chance node) (pickled by value)."""

    name: str
    players: int
    variants: tuple[tuple[str, Any], ...] = ()
    deals: int = DEALS

    @cached_property
    def state_class(self) -> type[GameState]:
        return game_class(self.name).State

    @cached_property
    def space(self) -> ActionSpace:
        return research.action_space(self.state_class)

    @cached_property
    def layout(self) -> Layout:
        return research.layout(self.state_class, self.players)

    @cached_property
    def arguments(self) -> dict[str, Any]:
        """The rules' ``new`` arguments besides the seed (a game for one player count takes no ``players``)."""
        takes = inspect.signature(self.state_class.new).parameters
        given = {"players": self.players, **dict(self.variants)}
        return {key: value for key, value in given.items() if key in takes}

    @cached_property
    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(seed, 1 / self.deals) for seed in range(self.deals)]

    def deal(self, seed: int) -> GameState:
        return self.state_class.new(seed=seed, **self.arguments)

    def __reduce__(self) -> tuple[Any, ...]:
        return Setup, (self.name, self.players, self.variants, self.deals)

    def __deepcopy__(self, memo: dict[int, Any]) -> Setup:
        return self


class Deal:
    """A state's rules state: none yet at the chance node that starts the game (``undealt``), then the game the
    rules deal from the chance outcome, a seed (a game without chance: seed 0, dealt when first asked for)."""

    __slots__ = ("_state", "recalled", "setup")

    def __init__(self, setup: Setup, state: GameState | None = None) -> None:
        self.setup, self._state = setup, state
        self.recalled: dict[tuple[int, int], str] = {}      # (seat, moves) -> information-state string

    @property
    def undealt(self) -> bool:
        return self._state is None and self.setup.deals > 0

    @property
    def state(self) -> GameState:
        if self._state is None:
            if self.setup.deals:
                raise ValueError("mandrapy_state: none yet, the game starts with a chance node (apply one of "
                                 "its chance_outcomes() first)")
            self._state = self.setup.deal(0)
        return self._state

    def deal(self, seed: int) -> None:
        """Apply the chance outcome ``seed``: the game the rules deal from it."""
        if not 0 <= seed < self.setup.deals:
            raise IllegalAction(f"deal {seed}", f"a deal is one of 0 to {self.setup.deals - 1}")
        self._state = self.setup.deal(seed)

    def __deepcopy__(self, memo: dict[int, Any]) -> Deal:
        state = self._state
        if state is None:
            return Deal(self.setup)
        twin = state.clone()
        cache = state.__dict__.get("_log")
        if cache is not None and cache.events is state.events:
            # The log worded so far, shared (as time travel does, core.records): pyspiel reads a clone's
            # string at every move, and wording a long game's log again each time costs more than the game.
            twin._log = cache.prefix(twin.events)
        return Deal(self.setup, twin)

    def __getstate__(self) -> tuple[Setup, GameState | None]:
        return self.setup, self._state

    def __setstate__(self, saved: tuple[Setup, GameState | None]) -> None:
        self.setup, self._state = saved
        self.recalled = {}

    def information_state_string(self, seat: int) -> str:
        """``research.information_state_string``, kept for the moves played so far: OpenSpiel's ISMCTS asks for
        it several times at each node of each iteration. Nothing at the chance node (the seat has seen nothing)."""
        if self.undealt:
            return ""
        state = self.state
        key = (seat, len(state.history))
        said = self.recalled.get(key)
        if said is None:
            said = self.recalled[key] = research.information_state_string(state, seat)
        return said


def sampler_of(state: GameState, player: int) -> Any:
    if not isinstance(player, int) or not 0 <= player < state.players:
        raise ValueError(f"resample: player: a seat from 0 to {state.players - 1}, not {player!r}")
    return information(state.view(player)).sampler()


class Observation:
    """OpenSpiel's default observer: the observation tensor (``research.observation_tensor``, float32, one
    view per segment of the game's layout in ``dict``) and string (``research.observation_string``); zeros and
    an empty string at the chance node."""

    def __init__(self, layout: Layout) -> None:
        self.tensor = np.zeros(layout.size, np.float32)
        self.dict = {segment.name: self.tensor[layout.offsets[segment.name]:
                                               layout.offsets[segment.name] + segment.size].reshape(segment.shape)
                     for segment in layout.segments}

    def set_from(self, state: MandrapyState, player: int) -> None:
        if state._deal.undealt:                                 # the chance node: nothing seen yet
            self.tensor[:] = 0
        else:
            self.tensor[:] = research.observation_tensor(state.mandrapy_state, player)

    def string_from(self, state: MandrapyState, player: int) -> str:
        return "" if state._deal.undealt else research.observation_string(state.mandrapy_state, player)


class InformationState:
    """The perfect-recall observer: the information-state string (``research.information_state_string``);
    no tensor (none of the games has a perfect-recall encoding: ``provides_information_state_tensor`` is
    False)."""

    def __init__(self) -> None:
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: MandrapyState, player: int) -> None:
        pass

    def string_from(self, state: MandrapyState, player: int) -> str:
        return state._deal.information_state_string(player)

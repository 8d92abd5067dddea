"""What a pyspiel state of :mod:`mandrapy.interop.openspiel` holds (its :class:`Deal`: the set-up and the rules
state) and its observers, every answer taken from the research face (:mod:`mandrapy.core.research`).

Chance stays inside the rules (OpenSpiel's "sampled stochastic" games): a state is dealt from a seed its game
draws from its own generator. pyspiel clones a Python state by making a new initial state and deep-copying
the Python attributes over it, and deserializes one the same way: so a new state must cost nothing and draw
nothing. It holds a :class:`Deal` that draws its seed when the state is first used (any call, cloning
included), and whose deep copy is the rules state's own ``clone()``.
"""

from __future__ import annotations

import inspect
import random
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

import numpy as np

from ..core import research
from ..core.determinize import information
from ..core.registry import game_class

if TYPE_CHECKING:
    from ..core.action_space import ActionSpace
    from ..core.state import GameState
    from ..core.tensors import Layout
    from .openspiel_game import MandrapyState


@dataclass(frozen=True)
class Setup:
    """What a pyspiel game's deals share: the mandrapy game, its seats and its variants (pickled by value)."""

    name: str
    players: int
    variants: tuple[tuple[str, Any], ...] = ()

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
    def known_ids(self) -> dict[tuple[type, Any], int]:
        return {}

    def legal_ids(self, state: GameState) -> list[int]:
        """``research.legal_action_ids(state)``, each action's id found once per game (a search asks for the
        legal actions at every step of every playout)."""
        known, found = self.known_ids, []
        for action in state.legal_actions():
            key = (type(action), action)
            number = known.get(key)
            if number is None:
                number = known[key] = self.space.id(action)
            found.append(number)
        found.sort()
        return found

    def deal(self, seed: int) -> GameState:
        return self.state_class.new(seed=seed, **self.arguments)

    def __reduce__(self) -> tuple[Any, ...]:
        return Setup, (self.name, self.players, self.variants)

    def __deepcopy__(self, memo: dict[int, Any]) -> Setup:
        return self


class Deal:
    """A state's rules state, dealt when first asked for, from a seed drawn then from its game's generator:
    pyspiel's clones and deserialized states, made from a new initial state, then draw nothing."""

    __slots__ = ("_rng", "_state", "recalled", "setup")

    def __init__(self, setup: Setup, rng: random.Random | None, state: GameState | None = None) -> None:
        self.setup, self._rng, self._state = setup, rng, state
        self.recalled: dict[tuple[int, int], str] = {}      # (seat, moves) -> information-state string

    @property
    def dealt(self) -> bool:
        return self._state is not None

    @property
    def state(self) -> GameState:
        if self._state is None:
            assert self._rng is not None
            self._state = self.setup.deal(self._rng.randrange(2**32))
            self._rng = None
        return self._state

    def __deepcopy__(self, memo: dict[int, Any]) -> Deal:
        state = self.state
        twin = state.clone()
        cache = state.__dict__.get("_log")
        if cache is not None and cache.events is state.events:
            # The log worded so far, shared (as time travel does, core.records): pyspiel reads a clone's
            # string at every move, and wording a long game's log again each time costs more than the game.
            twin._log = cache.prefix(twin.events)
        return Deal(self.setup, None, twin)

    def __getstate__(self) -> tuple[Setup, GameState]:
        return self.setup, self.state

    def __setstate__(self, saved: tuple[Setup, GameState]) -> None:
        self.setup, self._state = saved
        self._rng, self.recalled = None, {}

    def information_state_string(self, seat: int) -> str:
        """``research.information_state_string``, kept for the moves played so far: OpenSpiel's ISMCTS asks for
        it several times at each node of each iteration."""
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
    view per segment of the game's layout in ``dict``) and string (``research.observation_string``)."""

    def __init__(self, layout: Layout) -> None:
        self.tensor = np.zeros(layout.size, np.float32)
        self.dict = {segment.name: self.tensor[layout.offsets[segment.name]:
                                               layout.offsets[segment.name] + segment.size].reshape(segment.shape)
                     for segment in layout.segments}

    def set_from(self, state: MandrapyState, player: int) -> None:
        self.tensor[:] = research.observation_tensor(state.mandrapy_state, player)

    def string_from(self, state: MandrapyState, player: int) -> str:
        return research.observation_string(state.mandrapy_state, player)


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

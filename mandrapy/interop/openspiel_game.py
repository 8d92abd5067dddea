"""The pyspiel game and state of :mod:`mandrapy.interop.openspiel`: a mandrapy rules state
(``state.mandrapy_state``) seen through OpenSpiel's API, the game's set-up and registration, pickling.

Chance is one explicit chance node at the start (OpenSpiel's "explicit stochastic" games): its outcome ``k``
deals the game the rules make from seed ``k`` (one of ``DEALS``), and every later draw follows from that seed,
so there is no other chance node. A state holds a :class:`~.openspiel_state.Deal`, empty at the chance node:
a new state, which pyspiel makes for every clone, costs nothing. pyspiel's own ``serialize_game_and_state``
works (it pickles the state's Python attributes); pickle and deep copy go through it.
"""

from __future__ import annotations

import inspect
import random
from typing import TYPE_CHECKING, Any

import pyspiel  # type: ignore[import-not-found]   # (no stubs: pyproject may list it with numpy)

from ..core import research
from ..core.registry import game_class, games, info
from .openspiel_state import DEALS, Deal, InformationState, Observation, Setup, sampler_of

if TYPE_CHECKING:
    from ..core.contract import GameInfo
    from ..core.state import GameState

PREFIX = "mandrapy_"
SIMPLE = (bool,)                  # the variants offered as parameters: yes/no ones (a list of characters is not)
CHANCE = {"sampled": "EXPLICIT_STOCHASTIC", "deterministic": "DETERMINISTIC"}
_REGISTERED: dict[str, type[MandrapyGame]] = {}


def has_research_face(name: str) -> bool:
    """Whether the game declares integer actions and observation tensors (what OpenSpiel needs)."""
    state_class = game_class(name).State
    return state_class.action_space is not None and state_class.observation is not None


def short_name(name: str) -> str:
    """The pyspiel name of a mandrapy game: ``mandrapy_kuhn``."""
    return PREFIX + info(name, "openspiel: name").name


def variants(name: str) -> dict[str, Any]:
    """The game's variants offered as pyspiel parameters, with their defaults (those of the game's class)."""
    cls = game_class(name)
    defaults = inspect.signature(cls.__init__).parameters
    return {key: defaults[key].default for key in info(name).variants
            if key in defaults and isinstance(defaults[key].default, SIMPLE)}


def game_type(name: str) -> Any:
    """The ``pyspiel.GameType`` of a mandrapy game, from its declared :class:`~mandrapy.core.contract.GameInfo`."""
    found = info(name, "openspiel: name")
    if found.chance not in CHANCE:
        raise ValueError(f"openspiel: {found.name} declares chance {found.chance!r}: only games whose chance is "
                         "drawn by their rules from a seed, or that have none, are offered")
    kind = pyspiel.GameType
    return kind(
        short_name=PREFIX + found.name, long_name=f"mandrapy {found.title}",
        dynamics=kind.Dynamics.SEQUENTIAL, chance_mode=getattr(kind.ChanceMode, CHANCE[found.chance]),
        information=kind.Information.PERFECT_INFORMATION if found.information == "perfect"
        else kind.Information.IMPERFECT_INFORMATION,
        utility=kind.Utility.CONSTANT_SUM, reward_model=kind.RewardModel.TERMINAL,
        max_num_players=found.players[1], min_num_players=found.players[0],
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={"players": found.default_players, **variants(found.name)})


def game_info(setup: Setup, declared: GameInfo) -> Any:
    """The ``pyspiel.GameInfo`` of one set-up: returns are win shares (0 to 1, summing to 1)."""
    return pyspiel.GameInfo(num_distinct_actions=len(setup.space), max_chance_outcomes=setup.deals,
                            num_players=setup.players, min_utility=0.0, max_utility=1.0, utility_sum=1.0,
                            max_game_length=declared.longest)


class MandrapyGame(pyspiel.Game):
    """A mandrapy game as a pyspiel game (one subclass per game, made by :func:`register`)."""

    mandrapy_name = "?"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        declared = info(self.mandrapy_name)
        self.setup = checked_setup(declared, params)
        super().__init__(game_type(self.mandrapy_name), game_info(self.setup, declared), params)

    def new_initial_state(self) -> MandrapyState:
        """A new game: the chance node that deals it (a game without chance: the game dealt from seed 0)."""
        return MandrapyState(self, Deal(self.setup))

    def max_chance_nodes_in_history(self) -> int:
        return int(self.setup.deals > 0)

    def make_py_observer(self, iig_obs_type: Any = None, params: dict[str, Any] | None = None) -> Any:
        if params:
            raise ValueError(f"{PREFIX}{self.mandrapy_name}: observers take no parameters, not {params}")
        if iig_obs_type is None:
            return Observation(self.setup.layout)
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
            raise ValueError(f"{PREFIX}{self.mandrapy_name}: only a seat's own observers are offered (public "
                             "and its private information), not " + repr(iig_obs_type))
        return InformationState() if iig_obs_type.perfect_recall else Observation(self.setup.layout)

    def __reduce_ex__(self, protocol: object) -> tuple[Any, ...]:
        # pickle and copy.deepcopy: the game loaded again by its string, registered first (another process)
        return loaded_game, (str(self),)


def checked_setup(declared: GameInfo, params: dict[str, Any]) -> Setup:
    """The set-up the parameters ask for, checked by the game's own constructor (its clear refusals)."""
    players = params.get("players", declared.default_players)
    name = f"{PREFIX}{declared.name}"
    fewest, most = declared.players
    if type(players) is not int or not fewest <= players <= most:
        raise ValueError(f"{name}: players: a whole number from {fewest} to {most}, not {players!r}")
    chosen = {key: params[key] for key in variants(declared.name) if key in params}
    game_class(declared.name)(players=players, seed=0, **chosen)       # refuses a set-up the rules refuse
    deals = DEALS if declared.chance == "sampled" else 0
    return Setup(declared.name, players, tuple(sorted(chosen.items())), deals)


def register(name: str | None = None) -> list[str]:
    """Register every game with a research face as a pyspiel game (``name``: that one only); returns their
    pyspiel names. Registering again does nothing."""
    names = [n for n in games() if has_research_face(n)] if name is None else [info(name, "register: name").name]
    for found in names:
        if found in _REGISTERED:
            continue
        if not has_research_face(found):
            raise ValueError(f"register: {found} has no research face yet (no action_space and observation "
                             "declared by its rules): OpenSpiel cannot play it")
        cls = type(f"{found.title()}Game", (MandrapyGame,), {"mandrapy_name": found, "__module__": __name__})
        if PREFIX + found not in pyspiel.registered_names():
            pyspiel.register_game(game_type(found), cls)
        _REGISTERED[found] = cls
    return [PREFIX + found for found in names]


class MandrapyState(pyspiel.State):
    """A mandrapy game as a pyspiel state. At the start, a chance node: outcome ``k`` deals the game of seed
    ``k`` ("deal k"). Then actions are the game's stable ids (``Game.action_space()``), returns each seat's
    share of the win (``research.returns``); ``mandrapy_state`` is the rules state (none at the chance node)."""

    def __init__(self, game: Any, deal: Deal) -> None:
        super().__init__(game)
        self._deal = deal

    @property
    def mandrapy_state(self) -> GameState:
        """The mandrapy rules state (``mandrapy.core.state.GameState``) this state plays on."""
        return self._deal.state

    def current_player(self) -> int:
        if self._deal.undealt:
            return int(pyspiel.PlayerId.CHANCE)
        state = self._deal.state
        return int(pyspiel.PlayerId.TERMINAL) if state.is_over else int(state.to_play)  # type: ignore[arg-type]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The deals, each as likely (at the chance node; none after)."""
        return list(self._deal.setup.chance_outcomes) if self._deal.undealt else []

    def _legal_actions(self, player: int) -> list[int]:
        return research.legal_action_ids(self._deal.state)

    def _apply_action(self, action: int) -> None:
        if self._deal.undealt:
            self._deal.deal(action)                             # IllegalAction: not a deal
            return
        state = self._deal.state
        wanted = self._deal.setup.space.action(action)          # InvalidRecord: not an id
        options = state.legal_actions()
        if wanted in options:
            state.play(options[options.index(wanted)])          # the option itself: played unchecked
        else:
            state.play(wanted)                                  # IllegalAction, with the rule it breaks

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return str(self._deal.setup.space.action(action))

    def is_terminal(self) -> bool:
        return not self._deal.undealt and bool(self._deal.state.is_over)

    def returns(self) -> list[float]:
        if self._deal.undealt:
            return [0.0] * self._deal.setup.players
        return list(research.returns(self._deal.state))

    def __str__(self) -> str:
        if self._deal.undealt:
            return f"{self._deal.setup.name}: not dealt yet (a chance node: one of {self._deal.setup.deals} deals)"
        return str(self._deal.state)

    def with_state(self, state: GameState) -> MandrapyState:
        """A new pyspiel state of this game playing on ``state`` (OpenSpiel's history starts empty)."""
        return MandrapyState(self.get_game(), Deal(self._deal.setup, state))

    def resample_from_infostate(self, player: int, probability_sampler: Any) -> MandrapyState:
        """A state ``player`` cannot tell from this one (the same information-state string and observation),
        the unseen dealt again by the game's sampler; ``probability_sampler()`` (a number in [0, 1), e.g.
        ``pyspiel.UniformProbabilitySampler(0., 1.)``) seeds the deal."""
        seed = int(float(probability_sampler()) * 2**53)
        return resample(self, player, random.Random(seed))

    def __reduce_ex__(self, protocol: object) -> tuple[Any, ...]:
        # pickle (with a game of its own): pyspiel's serialization, the game registered first (another process)
        return unpickled_state, (pyspiel.serialize_game_and_state(self.get_game(), self),)

    def __deepcopy__(self, memo: dict[int, Any]) -> MandrapyState:
        return self.clone()


def resample(state: MandrapyState, player: int, rng: random.Random) -> MandrapyState:
    """One state ``player`` could be in, from what it has seen only (``information(view).sampler()``); at the
    chance node, where nobody has seen anything, the state itself (a clone)."""
    if state._deal.undealt:
        return state.clone()
    return state.with_state(sampler_of(state.mandrapy_state, player).sample(rng))


def loaded_game(game_string: str) -> Any:
    """The game of ``game_string`` (``str(game)``), its game registered first."""
    register()
    return pyspiel.load_game(game_string)


def unpickled_state(text: str) -> MandrapyState:
    """The state of ``pyspiel.serialize_game_and_state``'s ``text``, its game registered first."""
    register()
    return pyspiel.deserialize_game_and_state(text)[1]

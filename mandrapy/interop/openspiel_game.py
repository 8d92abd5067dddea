"""The pyspiel game and state of :mod:`mandrapy.interop.openspiel`: a mandrapy rules state
(``state.mandrapy_state``) seen through OpenSpiel's API, the game's set-up and registration, serialization.

Chance stays inside the rules (OpenSpiel's "sampled stochastic" games): a state is dealt from a seed its game
draws from its own generator. pyspiel clones a Python state by making a new initial state and deep-copying
the Python attributes over it, and deserializes one the same way: so a new state must cost nothing and draw
nothing. It holds a :class:`~.openspiel_state.Deal` that draws its seed when the state is first used (any
call, cloning included), and whose deep copy is the rules state's own ``clone()``.
"""

from __future__ import annotations

import inspect
import json
import random
from typing import TYPE_CHECKING, Any

import pyspiel  # type: ignore[import-not-found]   # (no stubs: pyproject may list it with numpy)

from ..core import research
from ..core.registry import game_class, games, info
from .openspiel_state import Deal, InformationState, Observation, Setup, sampler_of

if TYPE_CHECKING:
    from ..core.contract import GameInfo
    from ..core.state import GameState

PREFIX = "mandrapy_"
SIMPLE = (bool,)                  # the variants offered as parameters: yes/no ones (a list of characters is not)
CHANCE = {"sampled": "SAMPLED_STOCHASTIC", "deterministic": "DETERMINISTIC"}
SECTIONS = ("[Meta]", "[Game]", "[GameRNGState]", "[State]")      # serialize_game_and_state's, as pyspiel's
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
                         "sampled by their rules, or that have none, are offered")
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
        parameter_specification={"players": found.default_players, "rng_seed": -1, **variants(found.name)})


def game_info(setup: Setup, declared: GameInfo) -> Any:
    """The ``pyspiel.GameInfo`` of one set-up: returns are win shares (0 to 1, summing to 1)."""
    return pyspiel.GameInfo(num_distinct_actions=len(setup.space), max_chance_outcomes=0,
                            num_players=setup.players, min_utility=0.0, max_utility=1.0, utility_sum=1.0,
                            max_game_length=declared.longest)


class MandrapyGame(pyspiel.Game):
    """A mandrapy game as a pyspiel game (one subclass per game, made by :func:`register`)."""

    mandrapy_name = "?"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        declared = info(self.mandrapy_name)
        self.setup, seed = checked_setup(declared, params)
        self.rng = random.Random(None if seed == -1 else seed)
        super().__init__(game_type(self.mandrapy_name), game_info(self.setup, declared), params)

    def new_initial_state(self) -> MandrapyState:
        """A new game, dealt when first used (from the next seed of this game's generator)."""
        return MandrapyState(self, Deal(self.setup, self.rng))

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
        # pickle and copy.deepcopy: pyspiel's own ask for GetRNGState, see serialize_game_and_state
        return unpickled_game, (str(self), json.dumps(self.rng.getstate()))


def checked_setup(declared: GameInfo, params: dict[str, Any]) -> tuple[Setup, int]:
    """The set-up the parameters ask for, checked by the game's own constructor (its clear refusals)."""
    players, seed = params.get("players", declared.default_players), params.get("rng_seed", -1)
    name = f"{PREFIX}{declared.name}"
    fewest, most = declared.players
    if type(players) is not int or not fewest <= players <= most:
        raise ValueError(f"{name}: players: a whole number from {fewest} to {most}, not {players!r}")
    if type(seed) is not int or seed < -1:
        raise ValueError(f"{name}: rng_seed: a whole number, -1 for a seed from the system, not {seed!r}")
    chosen = {key: params[key] for key in variants(declared.name) if key in params}
    game_class(declared.name)(players=players, seed=0, **chosen)       # refuses a set-up the rules refuse
    return Setup(declared.name, players, tuple(sorted(chosen.items()))), seed


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
    """A mandrapy game as a pyspiel state. Actions are the game's stable ids (``Game.action_space()``),
    returns each seat's share of the win (``research.returns``); ``mandrapy_state`` is the rules state."""

    def __init__(self, game: Any, deal: Deal) -> None:
        super().__init__(game)
        self._deal = deal

    @property
    def mandrapy_state(self) -> GameState:
        """The mandrapy rules state (``mandrapy.core.state.GameState``) this state plays on."""
        return self._deal.state

    def current_player(self) -> int:
        state = self._deal.state
        return int(pyspiel.PlayerId.TERMINAL) if state.is_over else int(state.to_play)  # type: ignore[arg-type]

    def _legal_actions(self, player: int) -> list[int]:
        return self._deal.setup.legal_ids(self._deal.state)

    def _apply_action(self, action: int) -> None:
        state = self._deal.state
        wanted = self._deal.setup.space.action(action)          # InvalidRecord: not an id
        options = state.legal_actions()
        if wanted in options:
            state.play(options[options.index(wanted)])          # the option itself: played unchecked
        else:
            state.play(wanted)                                  # IllegalAction, with the rule it breaks

    def _action_to_string(self, player: int, action: int) -> str:
        return str(self._deal.setup.space.action(action))

    def is_terminal(self) -> bool:
        return bool(self._deal.state.is_over)

    def returns(self) -> list[float]:
        return list(research.returns(self._deal.state))

    def __str__(self) -> str:
        return str(self._deal.state)

    def with_state(self, state: GameState) -> MandrapyState:
        """A new pyspiel state of this game playing on ``state`` (OpenSpiel's history starts empty)."""
        return MandrapyState(self.get_game(), Deal(self._deal.setup, None, state))

    def resample_from_infostate(self, player: int, probability_sampler: Any) -> MandrapyState:
        """A state ``player`` cannot tell from this one (the same information-state string and observation),
        the unseen dealt again by the game's sampler; ``probability_sampler()`` (a number in [0, 1), e.g.
        ``pyspiel.UniformProbabilitySampler(0., 1.)``) seeds the deal."""
        seed = int(float(probability_sampler()) * 2**53)
        return resample(self, player, random.Random(seed))

    def __reduce_ex__(self, protocol: object) -> tuple[Any, ...]:
        # pickle (with a game of its own): pyspiel's own asks for GetRNGState, see serialize_game_and_state
        return unpickled_state, (serialize_game_and_state(self.get_game(), self),)

    def __deepcopy__(self, memo: dict[int, Any]) -> MandrapyState:
        return self.clone()


def resample(state: MandrapyState, player: int, rng: random.Random) -> MandrapyState:
    """One state ``player`` could be in, from what it has seen only (``information(view).sampler()``)."""
    return state.with_state(sampler_of(state.mandrapy_state, player).sample(rng))


def serialize_game_and_state(game: Any, state: Any) -> str:
    """``pyspiel.serialize_game_and_state`` for a mandrapy game, in its format. pyspiel's own asks a sampled
    game for its generator's state, which pyspiel cannot ask a Python game (``GetRNGState unimplemented``):
    here the ``[GameRNGState]`` section holds the game's generator, so the deals to come come back too."""
    rng = json.dumps(game.rng.getstate())
    return (f"# Automatically generated by mandrapy.interop.openspiel.serialize_game_and_state\n[Meta]\n"
            f"Version: 1\n\n[Game]\n{game}\n[GameRNGState]\n{rng}\n[State]\n{state.serialize()}\n")


def deserialize_game_and_state(text: str) -> tuple[Any, Any]:
    """The (game, state) pair of :func:`serialize_game_and_state`'s text (ValueError naming ``text`` when it
    is not one)."""
    sections: dict[str, list[str]] = {}
    current = None
    for line in text.split("\n"):
        if line in SECTIONS:
            current = sections.setdefault(line, [])
        elif line and not line.startswith("#") and current is not None:
            current.append(line)
    if set(sections) != set(SECTIONS) or len(sections["[Game]"]) != 1:
        raise ValueError("deserialize_game_and_state: text: not made by serialize_game_and_state (its four "
                         "sections [Meta], [Game], [GameRNGState], [State])")
    game = unpickled_game(sections["[Game]"][0], "\n".join(sections["[GameRNGState]"]))
    return game, game.deserialize_state("\n".join(sections["[State]"]))


def unpickled_game(game_string: str, rng: str) -> Any:
    """The game of ``game_string`` (``str(game)``), its generator's state ``rng`` (JSON) restored."""
    register()
    game = pyspiel.load_game(game_string)
    version, internal, gauss = json.loads(rng)
    game.rng.setstate((version, tuple(internal), gauss))
    return game


def unpickled_state(text: str) -> MandrapyState:
    return deserialize_game_and_state(text)[1]



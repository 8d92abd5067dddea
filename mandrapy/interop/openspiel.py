"""Every mandrapy game as a pyspiel Python game (the ``openspiel`` extra): see docs/openspiel.md.

>>> from mandrapy.interop import openspiel
>>> game = openspiel.load("kuhn", rng_seed=1)
>>> game, game.num_distinct_actions()
(mandrapy_kuhn(players=2,rng_seed=1), 4)

``register()`` registers each game that has a research face as ``mandrapy_<name>`` (``register("kuhn")``:
one), so that ``pyspiel.load_game("mandrapy_kuhn(rng_seed=1)")`` finds it. Parameters: ``players`` (the
game's default), ``rng_seed`` (-1: a seed from the system, as OpenSpiel's sampled games), and the game's
yes/no variants (Mandragora's ``teams``, Conjuraction's ``friendly``). Chance is sampled inside the rules;
each new state is dealt from a seed drawn from the game's generator, seeded by ``rng_seed``.
:class:`Resampler` gives OpenSpiel's ISMCTS bot states drawn from what a seat has seen.
"""

from __future__ import annotations

import inspect
import json
import random
from typing import TYPE_CHECKING, Any

import pyspiel  # type: ignore[import-not-found]   # (no stubs: pyproject may list it with numpy)

from ..core.registry import game_class, games, info
from .openspiel_state import Deal, InformationState, MandrapyState, Observation, Setup, resample, sampler_of

if TYPE_CHECKING:
    from ..core.contract import GameInfo
    from ..core.state import GameState

PREFIX = "mandrapy_"
FIXED = ("players", "rng_seed")
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


def load(name: str, **params: Any) -> Any:
    """``pyspiel.load_game`` of a mandrapy game (registered first): ``load("mandragora", players=2)``."""
    (registered,) = register(name)
    return pyspiel.load_game(registered, params)


class Resampler:
    """``resampler(state, player)``: a state ``player`` cannot tell from ``state`` (the same information-state
    string and observation), what it has not seen dealt again by the game's sampler: never the true hidden
    cards. For ``ISMCTSBot(...).set_resampler(Resampler(seed))``. A search resamples its root many times: the
    sampler is built once per root."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._root: tuple[GameState, int, int, Any] | None = None

    def __call__(self, state: MandrapyState, player: int) -> MandrapyState:
        inner = state.mandrapy_state
        root = self._root
        if root is None or root[0] is not inner or root[1] != len(inner.history) or root[2] != player:
            root = self._root = (inner, len(inner.history), player, sampler_of(inner, player))
        return state.with_state(root[3].sample(self.rng))


def resampler(state: MandrapyState, player: int) -> MandrapyState:
    """A state ``player`` could be in (see :class:`Resampler`; this one draws from a fresh generator each
    call: use ``Resampler(seed)`` for a reproducible search)."""
    return resample(state, player, random.Random())


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
    register()
    game = pyspiel.load_game(sections["[Game]"][0])
    version, internal, gauss = json.loads("\n".join(sections["[GameRNGState]"]))
    game.rng.setstate((version, tuple(internal), gauss))
    return game, game.deserialize_state("\n".join(sections["[State]"]))


__all__ = ["MandrapyGame", "MandrapyState", "Resampler", "game_type", "has_research_face", "load", "register",
           "resampler", "short_name",
           "serialize_game_and_state", "deserialize_game_and_state"]

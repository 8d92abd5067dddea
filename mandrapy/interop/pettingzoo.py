"""Every mandrapy game as a PettingZoo AEC environment, built on the research face alone (``core.research``).

>>> from mandrapy.interop.pettingzoo import env
>>> table = env("kuhn")
>>> table.reset(seed=3)
>>> table.agents, table.agent_selection
(['player_0', 'player_1'], 'player_0')
>>> observation, reward, termination, truncation, info = table.last()
>>> observation["observation"].shape, observation["action_mask"].tolist()    # 0 check, 1 bet, 2 fold, 3 call
((19,), [1, 1, 0, 0])
>>> table.step(1)                                                           # player_0 bets
>>> table.agent_selection, table.observe("player_1")["action_mask"].tolist()
('player_1', [0, 0, 1, 1])

Agents are ``player_0``... (one per seat); ``agent_selection`` is the seat to play, so a seat whose turn holds
several decisions acts several times running. Each agent observes ``{"observation": float32 tensor,
"action_mask": int8 mask}``: the tensor of its own view (``research.observation_tensor``; print
``Game.observation_layout(players)`` for what each number means) and the mask of the legal action ids
(``research.action_mask``), all zeros for an agent that is not to play. Rewards come once, at the end: each
seat's share of the win (``research.returns``: 1 split between the winners). The game ends by its own rules:
every agent is terminated then, none is ever truncated. An id that is not legal now is refused (``IllegalAction``
naming the id; an id outside the action space: ``InvalidRecord``), never played nor punished. See
docs/pettingzoo.md.
"""

from __future__ import annotations

import bisect
import importlib
import operator
import random
from typing import Any

import numpy as np
from gymnasium import logger, spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]   # PettingZoo has no type information
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from ..core import research
from ..core.errors import IllegalAction, Rule
from ..core.registry import game_class, info

RENDER_MODES = ("human", "ansi", "rgb_array")
NOT_RESET = "{call}: call reset() first (there is no game yet)"


def env(game: str, players: int | None = None, render_mode: str | None = None, **setup: Any) -> AECEnv:
    """The AEC environment of ``game`` (a registered name: ``"kuhn"``, ``"mandragora"``...) at ``players``
    seats (None: the game's default), wrapped as PettingZoo's own games are (OrderEnforcingWrapper: no step or
    observation before ``reset``). ``setup``: the game's variants (``teams=True``, ``friendly=True``,
    ``characters=...``), as ``mandrapy.new`` takes them. ``render_mode``: ``"ansi"`` (the position as text),
    ``"rgb_array"`` (the board's picture), ``"human"`` (the text, printed after every step) or None."""
    return wrappers.OrderEnforcingWrapper(raw_env(game, players, render_mode, **setup))


class raw_env(AECEnv):  # noqa: N801 - PettingZoo's name for the unwrapped environment
    """The unwrapped environment (``env()`` wraps it). ``self.game``: the mandrapy game being played (after
    ``reset``), for anything the research face does not carry (``game.view(seat)``, ``game.history``...)."""

    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "name": "mandrapy_v0",
                                "is_parallelizable": False, "render_fps": 1}

    def __init__(self, game: str, players: int | None = None, render_mode: str | None = None,
                 **setup: Any) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"env: render_mode must be one of {', '.join(RENDER_MODES)} or None, "
                             f"not {render_mode!r}")
        self.info = info(game, "env: game")
        self.game_class = game_class(game, "env: game")
        self.players = self.info.default_players if players is None else players
        self.setup = dict(setup)
        self.render_mode = render_mode
        # A first game checks the set-up now (InvalidPosition naming a wrong argument), not at reset.
        self.game = self._new(0)
        self.metadata = {**type(self).metadata, "name": f"mandrapy_{self.info.name}_v0"}
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._actions = len(self.game_class.action_space())
        size = self.game_class.observation_layout(self.players).size
        # The layout declares no bounds (counts and scores are open-ended): the observation Box is unbounded.
        self.observation_spaces = {agent: spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self._actions,), np.int8)}) for agent in self.possible_agents}
        self.action_spaces = {agent: spaces.Discrete(self._actions) for agent in self.possible_agents}
        self._seeds = random.Random()
        self._started = False
        self._legal: list[int] | None = None          # the legal ids of the position now, once found

    def _new(self, seed: int) -> Any:
        return self.game_class(players=self.players, seed=seed, **self.setup)

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game: ``seed`` deals it (the same seed, the same game: ``mandrapy.new(game, seed=seed)``);
        without one, the next seed drawn from the last one given (or at random if none was). ``options``:
        unused."""
        if seed is not None and hasattr(seed, "__index__") and not isinstance(seed, bool):
            seed = operator.index(seed)              # numpy's integers too
        self.game = self._new(self._seeds.randrange(2**31) if seed is None else seed)    # checks the seed
        if seed is not None:
            self._seeds = random.Random(seed)
        self._started = True
        self._legal = None
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self._to_play()

    def _to_play(self) -> str:
        seat = self.game.to_play
        if seat is None:
            raise RuntimeError(f"{self.info.name}: no seat is to play in a game that is not over")
        return self.possible_agents[seat]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s observation: its tensor and the mask of its legal action ids (zeros: not its turn)."""
        seat = self._seat.get(agent)
        if seat is None:
            raise ValueError(f"observe: agent must be one of {', '.join(self.possible_agents)}, not {agent!r}")
        state = self.game.state
        tensor = np.asarray(research.observation_tensor(state, seat), dtype=np.float32)
        mask = np.zeros(self._actions, dtype=np.int8)
        if not state.is_over and self.game.to_play == seat:
            mask[self._legal_ids()] = 1             # research.action_mask, without a tuple of n ints
        return {"observation": tensor, "action_mask": mask}

    def step(self, action: Any) -> None:
        """``agent_selection`` plays the action numbered ``action`` (None: only for a terminated agent)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._play(agent, action)
        self._cumulative_rewards[agent] = 0.0
        if self.game.is_over:
            shares = research.returns(self.game.state)
            self.rewards = {a: shares[self._seat[a]] for a in self.agents}
            self.terminations = {a: True for a in self.agents}
            self._accumulate_rewards()
            self.agent_selection = self.agents[(self.agents.index(agent) + 1) % len(self.agents)]
        else:
            self._clear_rewards()
            self.agent_selection = self._to_play()
        if self.render_mode == "human":
            self.render()

    def _legal_ids(self) -> list[int]:
        """The legal ids now (sorted), found once per position: the mask and the check of a step share them."""
        if self._legal is None:
            self._legal = research.legal_action_ids(self.game.state)
        return self._legal

    def _play(self, agent: str, action_id: Any) -> None:
        """Play ``action_id`` if its bit is set in the mask, else refuse it and change nothing."""
        if action_id is None:
            raise ValueError(f"step: action: {agent} is to play, give an action id "
                             f"(legal now: {shown(self._legal_ids())}), not None")
        action = self.game_class.action_from_id(action_id)          # InvalidRecord outside the action space
        legal = self._legal_ids()
        number = int(action_id)
        index = bisect.bisect_left(legal, number)
        if index == len(legal) or legal[index] != number:
            rule = self.game.why_illegal(action) or Rule("not_listed", "it is not among the legal actions now")
            raise IllegalAction(f"action id {number} ({action})",
                                Rule(rule.code, f"{rule.text} (legal ids now: {shown(legal)})"))
        self._legal = None
        self.game.play(action)

    def render(self) -> str | np.ndarray | None:
        """``"ansi"``: the whole position as text (``str(game)``: every hand, as a watcher sees it);
        ``"rgb_array"``: the board's picture of it (``picture(game)``), an (height, width, 3) uint8 array;
        ``"human"``: the text, printed."""
        if self.render_mode is None:
            logger.warn("render: the environment was made without a render_mode (env(..., render_mode='ansi'))")
            return None
        if not self._started:
            raise RuntimeError(NOT_RESET.format(call="render"))
        if self.render_mode == "rgb_array":
            return board_pixels(self.game)
        text = str(self.game)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release (no window is opened)."""


def shown(ids: list[int], most: int = 20) -> str:
    """A list of ids for a message, the first ``most`` of a long one."""
    return str(ids) if len(ids) <= most else f"[{', '.join(map(str, ids[:most]))}, ... {len(ids)} in all]"


def board_pixels(game: Any, seat: int | None = None) -> np.ndarray:
    """The board's picture of ``game`` as ``seat`` sees it (None: everything), as an RGB array. The board is
    loaded by name, as the game's package gives it (``mandrapy.<game>.picture``), so that the rules and this
    module never import the widgets until a picture is asked for."""
    from .raster import rgb_array

    package = importlib.import_module(type(game).__module__.rpartition(".")[0] or type(game).__module__)
    return rgb_array(package.picture(game, seat=seat).drawing)

"""Every mandrapy game as a pyspiel Python game (the ``openspiel`` extra): see docs/openspiel.md.

>>> from mandrapy.interop import openspiel
>>> game = openspiel.load("kuhn")
>>> game, game.num_distinct_actions(), game.max_chance_outcomes()
(mandrapy_kuhn(players=2), 4, 65536)

``register()`` registers each game that has a research face as ``mandrapy_<name>`` (``register("kuhn")``:
one), so that ``pyspiel.load_game("mandrapy_kuhn(players=2)")`` finds it. Parameters: ``players`` (the game's
default) and the game's yes/no variants (Mandragora's ``teams``, Conjuraction's ``friendly``). A game starts
with one chance node whose outcome ``k`` ("deal k", one of 65,536, each as likely) deals the game the rules
make from seed ``k``; every later draw follows from that seed, so there is no other chance node.
:class:`Resampler` gives OpenSpiel's ISMCTS bot states drawn from what a seat has seen.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pyspiel  # type: ignore[import-not-found]   # (no stubs: pyproject may list it with numpy)

from .openspiel_game import MandrapyGame, MandrapyState, game_type, has_research_face, register, resample, short_name, variants
from .openspiel_state import sampler_of

if TYPE_CHECKING:
    from ..core.state import GameState


def load(name: str, **params: Any) -> Any:
    """``pyspiel.load_game`` of a mandrapy game (registered first): ``load("mandragora", players=2)``."""
    (registered,) = register(name)
    return pyspiel.load_game(registered, params)


class Resampler:
    """``resampler(state, player)``: a state ``player`` cannot tell from ``state`` (the same information-state
    string and observation), what it has not seen dealt again by the game's sampler: never the true hidden
    cards (at the chance node that starts a game, where nothing is seen, the state itself). For
    ``ISMCTSBot(...).set_resampler(Resampler(seed))``. A search resamples its root many times: the sampler is
    built once per root."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._root: tuple[GameState, int, int, Any] | None = None

    def __call__(self, state: MandrapyState, player: int) -> MandrapyState:
        if state._deal.undealt:
            return resample(state, player, self.rng)
        inner = state.mandrapy_state
        root = self._root
        if root is None or root[0] is not inner or root[1] != len(inner.history) or root[2] != player:
            root = self._root = (inner, len(inner.history), player, sampler_of(inner, player))
        return state.with_state(root[3].sample(self.rng))


def resampler(state: MandrapyState, player: int) -> MandrapyState:
    """A state ``player`` could be in (see :class:`Resampler`; this one draws from a fresh generator each
    call: use ``Resampler(seed)`` for a reproducible search)."""
    return resample(state, player, random.Random())


__all__ = ["MandrapyGame", "MandrapyState", "Resampler", "game_type", "has_research_face", "load", "register",
           "resampler", "short_name", "variants"]

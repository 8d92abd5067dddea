"""The research face every game shows: actions as stable integers, legal-action masks, observation tensors and
strings, all made from the game's declarations (its rules' ``action_space`` and ``observation`` hooks) and
from ``view(seat)`` alone. ``mandrapy.interop`` (OpenSpiel, PettingZoo) is built on these and nothing else."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from .contract import named
from .validate import check_arguments, seat_argument

if TYPE_CHECKING:
    from .action_space import ActionSpace
    from .state import GameState
    from .tensors import Layout, Observation


_FOUND: dict[tuple[object, ...], Any] = {}       # what a state class names, found once


def _declared(state_class: type[GameState], hook: str) -> Any:
    key = (state_class, hook)
    if key not in _FOUND:
        target = getattr(state_class, hook)       # a hook declared on contract.ResearchHooks, with its default
        if target is None:
            raise NotImplementedError(f"{state_class.game}: no {hook} is declared")
        _FOUND[key] = named(target)
    return _FOUND[key]


def action_space(state_class: type[GameState]) -> ActionSpace:
    """The game's :class:`~.action_space.ActionSpace` (its rules name it: ``action_space = "module:NAME"``)."""
    return cast("ActionSpace", _declared(state_class, "action_space"))


def observation(state_class: type[GameState]) -> Observation:
    """The game's :class:`~.tensors.Observation` (its rules name it: ``observation = "module:NAME"``)."""
    return cast("Observation", _declared(state_class, "observation"))


def layout(state_class: type[GameState], players: int) -> Layout:
    """The observation layout at ``players`` seats (ValueError naming ``players`` for a count the game has not)."""
    check_arguments(state_class.parameter_spec or {}, {"players": players}, "observation_layout")
    key = (state_class, "layout", players)
    if key not in _FOUND:
        _FOUND[key] = observation(state_class).layout(players)
    return cast("Layout", _FOUND[key])


def legal_action_ids(state: GameState) -> list[int]:
    """The ids of the legal actions now, sorted ([] once the game is over)."""
    return action_space(type(state)).ids(state.legal_actions())


def action_mask(state: GameState) -> tuple[int, ...]:
    """1 at each legal action's id, 0 elsewhere (all 0 once the game is over)."""
    return action_space(type(state)).mask(state.legal_actions())


def view_tensor(state_class: type[GameState], view: Any) -> tuple[float, ...]:
    """A view's observation tensor (its seat's, at its player count)."""
    return layout(state_class, view.players).tensor(observation(state_class).encode(view))


def observation_tensor(state: GameState, seat: int) -> tuple[float, ...]:
    """What ``seat`` sees now, as numbers: the tensor of ``view(seat)``."""
    seat_argument(seat, state.players, "observation_tensor: seat")
    return view_tensor(type(state), state.view(seat))


def observation_string(state: GameState, seat: int) -> str:
    """What ``seat`` sees now, as text: the game's text picture of ``view(seat)``, in English."""
    seat_argument(seat, state.players, "observation_string: seat")
    return str(type(state).render_text(state.view(seat)))


def information_state_string(state: GameState, seat: int) -> str:
    """All ``seat`` has seen so far (perfect recall): its text picture of now, then every line of the log it
    may read. Two histories the seat cannot tell apart give the same string."""
    seat_argument(seat, state.players, "information_state_string: seat")
    view = state.view(seat)
    return "\n".join((f"seat {seat}", str(type(state).render_text(view)), "", *map(str, view.log)))


def returns(state: GameState) -> tuple[float, ...]:
    """Each seat's return, the same for every research tool: its share of the win once the game is over (1 split
    evenly between the winners, 0 for the others; they sum to 1), 0 for every seat before the end."""
    if not state.is_over:
        return (0.0,) * state.players
    winners = state.winners()
    return tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(state.players))

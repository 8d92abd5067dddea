"""Game-agnostic machinery: actions, errors, seeded randomness, records, the observable wrapper."""

from .errors import IllegalAction, InvalidRecord, MandrapyError, Rule
from .parsing import Action
from .rng import GameRandom
from .state import GameState

__all__ = ["Action", "GameRandom", "GameState", "IllegalAction", "InvalidRecord", "MandrapyError", "Rule"]

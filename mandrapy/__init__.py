"""mandrapy: learn and explore tabletop games in Jupyter.

>>> import mandrapy
>>> game = mandrapy.new("mandragora", players=2, seed=1)
>>> game.players, game.is_over
(2, False)
"""

from .core.errors import IllegalAction, InvalidPosition, InvalidRecord, MandrapyError, Rule
from .core.language import current_language, number, set_language, speaking
from .core.players import player
from .core.registry import games, load, new, register, replay

# Each game's metadata (mandrapy/<game>/info.py) is read when a name is first looked up.
for _name in ("mandragora", "magyarcana", "conjuraction", "kuhn"):
    register(_name, f"mandrapy.{_name}.info:INFO")
del _name


def __getattr__(name: str):
    # mandrapy.simulate loads pandas (the ``simulate`` extra) only when first asked for.
    if name == "simulate":
        from .experiments.run import simulate
        return simulate
    if name == "exercises":         # (exercises and reviews load only when first asked for)
        from .core.exercise_sets import exercises
        return exercises
    if name == "review":
        from .core.review import review
        return review
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["IllegalAction", "InvalidPosition", "InvalidRecord", "MandrapyError", "Rule", "current_language", "games",
           "exercises", "load", "new", "number", "player", "replay", "review", "set_language", "simulate", "speaking"]
__version__ = "0.1.0"

"""A game's components (a card, an item, a spell card) as values: immutable, ordered by their code, shown and
pickled by their name, looked up by name with "did you mean".

>>> class Stone(Component):
...     __slots__ = ("code", "name")
...     _by_name = {}
...     def __init__(self, code, name):
...         self.fill(code, name)
>>> stones = [Stone(0, "Ruby"), Stone(1, "Jade")]
>>> Stone._by_name.update((s.name.lower(), s) for s in stones)
>>> sorted(stones, reverse=True), str(Stone.named(" RUBY"))
([<Stone Jade>, <Stone Ruby>], 'Ruby')
>>> Stone.named("rubi")
Traceback (most recent call last):
  ...
ValueError: no stone is called 'rubi' (did you mean 'Ruby'?)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from .validate import closest

if TYPE_CHECKING:
    from typing_extensions import Self      # typing's own from Python 3.11


class Component:
    """Base of a game's component classes: each declares its ``__slots__`` (``code`` and ``name`` among them),
    fills them with :meth:`fill`, keeps ``_by_name`` (lower-case name -> component) and offers ``named``."""

    __slots__ = ()
    code: int
    name: str
    _by_name: ClassVar[dict[str, Any]]

    def fill(self, *values: object) -> None:
        """Set the slots, in their order, once (the component is immutable after)."""
        slots: tuple[str, ...] = self.__slots__
        for slot, value in zip(slots, values):
            object.__setattr__(self, slot, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__.lower()}s are immutable")

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (type(self).named, (self.name,))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"

    def __lt__(self, other: Self) -> bool:
        return self.code < other.code

    @classmethod
    def named(cls, name: object) -> Self:
        """The component called ``name``, in any case and spacing."""
        return cls.lookup(" ".join(str(name).lower().split()), name, cls.__name__.lower())

    @classmethod
    def lookup(cls, key: str, name: object, what: str, example: str = "") -> Self:
        """The component whose name is ``key`` (``name`` as typed, in lower case and single spaces), else a
        ValueError saying no ``what`` is called ``name``, with the closest name (or ``example``)."""
        found: Self | None = cls._by_name.get(key)
        if found is not None:
            return found
        close = closest(key, list(cls._by_name))
        hint = f"did you mean {str(cls._by_name[close])!r}?" if close else example
        raise ValueError(f"no {what} is called {name!r}{f' ({hint})' if hint else ''}")

"""A widget's output, readable where no kernel runs it: its picture beside its live view.

A stored notebook (opened before it is run, on GitHub, in nbviewer) has no widgets: what it shows of a board
or a replay is the rest of the output bundle. So the bundle carries the widget's picture (an ``<img>`` in
HTML, which JupyterLab shows even in a notebook it does not trust, and SVG) and, as its text, what the
picture shows, in place of ipywidgets' own text (``Replay(children=(VBox(children=(HBox(...``), which says
nothing to a person.
"""

from __future__ import annotations

from ..core.drawing import Options, Picture, moves_since
from ..core.language import chosen as chosen_language


def with_picture(bundle: dict | None, picture: Picture) -> dict:
    """``bundle`` (a widget's ``_repr_mimebundle_``: its view and its text) with ``picture`` over its text."""
    return {**(bundle or {}), **picture._repr_mimebundle_()}



def last_moves(game, seat: int | None = None) -> tuple:
    """The (seat, action) pairs played since ``seat``'s last turn (``None``: the seat to play's)."""
    return moves_since(game.history, game.deciders, seat, game.to_play)


def picture_function(board):
    """The ``picture(game, seat=None, language=None, selection=None, marks=None)`` of a game whose board class
    is ``board``: its ``render`` drawn once, without buttons (see the function's own documentation).

    >>> import importlib, mandrapy
    >>> {name: importlib.import_module(f"mandrapy.{name}").picture(mandrapy.new(name, seed=2), marks=False)
    ...  ._repr_svg_()[:4] for name in sorted(mandrapy.games())}
    {'conjuraction': '<svg', 'kuhn': '<svg', 'magyarcana': '<svg', 'mandragora': '<svg'}
    """

    def picture(game, seat: int | None = None, language: str | None = None, selection=None,
                marks: bool | None = None) -> Picture:
        """A static picture of ``game`` as ``seat`` sees it (``None``: everything), in ``language`` (by default
        the one set by ``mandrapy.set_language``). ``selection``: what is shown picked, as the board's
        ``select`` takes it (a game without one ignores it); ``marks`` (default True): mark the moves since
        ``seat``'s last turn (the seat to play's, for ``None``), where the game's board marks moves."""
        language = chosen_language(language)
        if language not in board.LABELS:
            raise ValueError(f"picture: language must be one of {', '.join(board.LABELS)}, not {language!r}")
        if marks not in (None, True, False):
            raise ValueError(f"picture: marks must be True or False, not {marks!r}")
        moves = last_moves(game, seat) if marks is not False else ()
        options = Options(language=language, selection=board.selected(selection), interactive=False,
                          last_moves=moves)
        return Picture(board.render(game.view(seat), options))

    picture.__qualname__ = "picture"
    picture.__module__ = board.__module__
    return picture

"""A widget's output, readable where no kernel runs it: its picture beside its live view.

A stored notebook (opened before it is run, on GitHub, in nbviewer) has no widgets: what it shows of a board
or a replay is the rest of the output bundle. So the bundle carries the widget's picture (an ``<img>`` in
HTML, which JupyterLab shows even in a notebook it does not trust, and SVG) and, as its text, what the
picture shows, in place of ipywidgets' own text (``Replay(children=(VBox(children=(HBox(...``), which says
nothing to a person.
"""

from __future__ import annotations

from ..core.drawing import Picture


def with_picture(bundle: dict | None, picture: Picture) -> dict:
    """``bundle`` (a widget's ``_repr_mimebundle_``: its view and its text) with ``picture`` over its text."""
    return {**(bundle or {}), **picture._repr_mimebundle_()}


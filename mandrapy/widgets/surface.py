"""One layout of a board on the page: its canvas, the box that takes its clicks, and its last drawing.

Clicks are read by ipyevents on a box around the canvas, not by the canvas itself, and the canvas lets the
pointer through (``pointer-events: none``). ipycanvas's canvas view cancels every mouse-wheel event over it
(``preventDefault``) and focuses itself on mousedown: over a board the wheel did nothing, and a click on a
board partly out of view scrolled the page before its position was read. The box does neither: the page
scrolls under the wheel as anywhere else, and a click is measured against the box as it is shown.
"""

from __future__ import annotations

import ipywidgets as widgets
from ipycanvas import Canvas
from ipyevents import Event

from ..core.drawing import Drawing

STYLE = """<style>
.mandrapy-surface { cursor: pointer; margin: 0 !important; padding: 0 !important; line-height: 0; }
.mandrapy-surface canvas { pointer-events: none; }
.mandrapy-board { container-type: inline-size; }
.mandrapy-style { display: none !important; }
.mandrapy-board > .mandrapy-log { position: sticky; top: 4px; max-height: calc(100vh - 24px); }
</style>"""


def split_style(width: float) -> str:
    """CSS showing the wide layout from ``width`` CSS pixels of board width up, the narrow one below."""
    name = f"mandrapy-split-{width:g}"
    return (f"<style>@container (min-width: {width:g}px) {{ .{name} .mandrapy-layout-narrow "
            f"{{ display: none !important; }} }}\n@container (max-width: {width - 0.02:g}px) {{ .{name} "
            f".mandrapy-layout-wide {{ display: none !important; }} }}</style>")


class Surface:
    """The canvas of one layout (``"wide"`` or ``"narrow"``) and what a click on it means.

    ``on_click(x, y, layout=...)`` receives drawing coordinates; ``on_ready(surface)`` is called each time a
    browser view of the canvas appears (a first display, a reload, a second window)."""

    def __init__(self, layout: str, on_click, on_ready):
        self.layout = layout
        self.drawing: Drawing | None = None
        self.canvas = Canvas(width=1, height=1, layout=widgets.Layout(width="100%", height="auto", margin="0"))
        self.box = widgets.Box([self.canvas], layout=widgets.Layout(width="100%", margin="0", padding="0"))
        self.box.add_class("mandrapy-surface")
        self.column = widgets.VBox([self.box])
        self.column.add_class(f"mandrapy-layout-{layout}")
        self.events = Event(source=self.box, watched_events=["click"], prevent_default_action=False)
        self.events.on_dom_event(self._on_event)
        self._on_click = on_click
        self.canvas.on_client_ready(lambda *_args: on_ready(self))

    def _on_event(self, event: dict) -> None:
        """A click in the browser: the box's position and width, as shown, give drawing coordinates."""
        shown = event.get("boundingRectWidth") or 0
        if self.drawing is None or shown <= 0:
            return
        scale = self.drawing.width / shown
        self._on_click(event.get("relativeX", 0) * scale, event.get("relativeY", 0) * scale, layout=self.layout)

    def close(self) -> None:
        self.events.close()
        for widget in (self.canvas, self.box, self.column):
            widget.close()

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


def split_name(widths: dict) -> str:
    """The class naming a board's choice of layouts by their design widths (``{"wide": 1180, ...}``)."""
    return "mandrapy-split-" + "-".join(f"{widths[name]:g}" for name in sorted(widths))


def split_style(widths: dict, tall: float) -> str:
    """CSS showing exactly one layout: ``widths`` maps each layout drawn to its design width.

    The wide one where the board (its container) has its design width and the window is ``tall`` CSS px or
    more; else the compact one where the board has the compact's width; the narrow one below that. A board
    without a compact layout shows the narrow one wherever the wide one is not shown."""
    name, rules = split_name(widths), []

    def hide(layout, query):
        rules.append(f"{query} {{ .{name} .mandrapy-layout-{layout} {{ display: none !important; }} }}")
    wide, compact = widths["wide"], widths.get("compact")
    hide("wide", f"@container (max-width: {wide - 0.02:g}px)")
    hide("wide", f"@media (max-height: {tall - 0.02:g}px)")
    if compact is None:
        rules.append(f"@container (min-width: {wide:g}px) {{ @media (min-height: {tall:g}px) {{ .{name} "
                     f".mandrapy-layout-narrow {{ display: none !important; }} }} }}")
        return "<style>" + "\n".join(rules) + "</style>"
    rules.append(f"@container (min-width: {wide:g}px) {{ @media (min-height: {tall:g}px) {{ .{name} "
                 f".mandrapy-layout-compact {{ display: none !important; }} }} }}")
    hide("compact", f"@container (max-width: {compact - 0.02:g}px)")
    hide("narrow", f"@container (min-width: {compact:g}px)")
    return "<style>" + "\n".join(rules) + "</style>"


class Surface:
    """The canvas of one layout (``"wide"``, ``"compact"`` or ``"narrow"``) and what a click on it means.

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

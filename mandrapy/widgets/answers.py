"""The parts of an exercise a learner answers with (:mod:`mandrapy.widgets.exercises`).

- :class:`Choices`: the options as real ``<button>`` elements with ``aria-pressed`` (ipywidgets' toggle buttons
  tell a screen reader nothing of their state), one or several pressed.
- :class:`Feedback`: a polite live region that exists before anything is said in it, so that a screen reader
  reads each new feedback.
- :func:`answering_board`: a game's board class whose clicks choose an answer instead of playing it.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

STYLE = """
.mandrapy-choices { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0; }
.mandrapy-choices button { font-size: 14px; padding: 4px 12px; border: 2px solid #555; border-radius: 4px;
  background: #ffffff; color: #222; cursor: pointer; }
.mandrapy-choices button[aria-pressed="true"] { background: #1a56db; border-color: #1a56db; color: #ffffff; }
.mandrapy-choices button[aria-pressed="true"]::before { content: "\\2713  " / ""; }
.mandrapy-choices button:disabled { cursor: default; opacity: 0.85; }
.mandrapy-choices button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
.mandrapy-feedback { font-size: 14px; line-height: 1.4; color: #222; margin: 4px 0; }
.mandrapy-feedback:not(:empty) { padding: 4px 8px; border-left: 5px solid #888; background: #f4f4f4; }
.mandrapy-feedback.right { border-left-color: #1e7b34; background: #e9f6ec; }
.mandrapy-feedback.wrong, .mandrapy-feedback.partly { border-left-color: #b3261e; background: #fdeeee; }
.mandrapy-feedback p { margin: 2px 0; }
.mandrapy-feedback p:first-child { font-weight: bold; }
.mandrapy-feedback.score { font-size: 18px; border-left-color: #1a56db; background: #eef3fd; }
"""

CHOICES_JS = """
function render({ model, el }) {
  const group = document.createElement("div");
  group.className = "mandrapy-choices";
  group.setAttribute("role", "group");
  el.append(group);
  let shown = "";
  const draw = () => {
    group.setAttribute("aria-label", model.get("label"));
    const words = model.get("words");
    if (JSON.stringify(words) !== shown) {
      shown = JSON.stringify(words);
      group.replaceChildren(...words.map((word, index) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = word;
        button.addEventListener("click", () => { if (!model.get("locked")) model.send({ toggle: index }); });
        return button;
      }));
    }
    const chosen = new Set(model.get("chosen"));
    Array.from(group.children).forEach((button, index) => {
      button.setAttribute("aria-pressed", String(chosen.has(index)));
      button.disabled = model.get("locked");
    });
  };
  draw();
  model.on("change:words change:chosen change:locked change:label", draw);
  model.on("change:focus_first", () => { const first = group.querySelector("button"); if (first) first.focus(); });
}
export default { render };
"""

FEEDBACK_JS = """
function render({ model, el }) {
  const live = document.createElement("div");
  live.className = "mandrapy-feedback";
  live.setAttribute("aria-live", "polite");
  el.append(live);
  const draw = () => {
    live.className = "mandrapy-feedback " + model.get("verdict");
    live.setAttribute("lang", model.get("language"));
    live.replaceChildren(...model.get("lines").map(line => {
      const p = document.createElement("p");
      p.textContent = line;
      return p;
    }));
  };
  draw();
  model.on("change:lines change:verdict", draw);
}
export default { render };
"""


class Choices(anywidget.AnyWidget):
    """The options as buttons: ``words`` (each button's text, its accessible name), ``chosen`` (the indices
    pressed), ``multiple`` (several may be pressed, else one), ``locked`` (the answer is checked). A press
    sends ``{"toggle": index}``; the kernel answers with ``chosen``, which the buttons then show."""

    _esm = CHOICES_JS
    _css = STYLE
    words = traitlets.List(traitlets.Unicode()).tag(sync=True)
    chosen = traitlets.List(traitlets.Int()).tag(sync=True)
    multiple = traitlets.Bool(False).tag(sync=True)
    locked = traitlets.Bool(False).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)          # the group's accessible name
    focus_first = traitlets.Int(0).tag(sync=True)         # counts requests to focus the first button

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._on_page_message)

    def _on_page_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # A press is a message and the kernel keeps the one answer: two quick presses never undo each other.
        index = content.get("toggle") if isinstance(content, dict) else None
        if type(index) is int and 0 <= index < len(self.words):
            self.toggle(index)

    def toggle(self, index: int) -> None:
        """What a click on button ``index`` does (for scripts and the board's clicks)."""
        if self.locked:
            return
        chosen = list(self.chosen)
        if index in chosen:
            chosen.remove(index)
        else:
            chosen = sorted([*chosen, index]) if self.multiple else [index]
        self.chosen = chosen


class Feedback(anywidget.AnyWidget):
    """A polite live region: ``lines`` (the first in bold), ``verdict`` ("right", "wrong", "partly", "score"
    or "")."""

    _esm = FEEDBACK_JS
    _css = STYLE
    lines = traitlets.List(traitlets.Unicode()).tag(sync=True)
    verdict = traitlets.Unicode("").tag(sync=True)
    language = traitlets.Unicode("en").tag(sync=True)


class Answering:
    """Mixin put before a game's board class: a move the board would play becomes an answer instead.

    ``on_answer(action)`` receives it and returns what the board says (its message). The board offers the
    moves among the exercise's options (its ``shown_view``) where it would offer the legal moves: what it highlights, its choice
    bar, the keyboard's targets. It never shows which moves are legal, and its Undo, its advice and its list of
    legal moves are off: each would give the answer away."""

    on_answer: Callable[[Any], str] | None = None
    exercise: Any = None                   # the Exercise asked (None: the board offers the legal moves)
    how = ""                               # how to answer with the keys (the board's own words list the moves)
    game: Any
    selection: Any
    message: str
    redraw: Callable[..., Any]
    hint_targets: Callable[[Any], tuple]

    @property
    def view(self) -> Any:
        if self.exercise is None:
            return self.game.view(getattr(self, "seat", None))
        return self.exercise.shown_view()       # (the position asked never changes: the core's shown view)

    def offered_moves(self) -> tuple:
        return tuple(self.view.legal_actions)

    def decision_keys(self) -> set:
        return {key for action in self.offered_moves() for key in self.hint_targets(action)}

    def moves_with(self, key: Any) -> list:
        return [action for action in self.offered_moves() if key in self.hint_targets(action)]

    def play(self, action: Any) -> bool:
        if isinstance(action, str):
            try:
                action = self.game.parse_action(action)
            except ValueError as error:
                self.message = str(error)
                self.redraw()
                return False
        self.selection = {}
        self.message = self.on_answer(action) if self.on_answer is not None else ""
        self.redraw()
        return True

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        """(Nothing: the position of an exercise stays as it is.)"""

    def undo_my_turn(self) -> None:
        """(Nothing: the position of an exercise stays as it is.)"""

    def show_hint(self) -> None:
        """(Nothing: the advice would be the answer.)"""

    def move_groups(self) -> list:
        return []

    def board_label(self) -> str:
        label: str = super().board_label()                  # type: ignore[misc]
        return f"{self.alt_text()} {self.how}" if self.how else label   # type: ignore[attr-defined]


_MADE: dict[type, type] = {}


def answering_board(board_class: type) -> type:
    """``board_class`` whose moves are answers (:class:`Answering`), made once per board class."""
    made = _MADE.get(board_class)
    if made is None:
        made = types.new_class(f"Answering{board_class.__name__}", (Answering, board_class))
        made.__module__ = __name__
        _MADE[board_class] = made
    return made

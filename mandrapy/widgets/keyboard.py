"""A board played with the keyboard alone, and followed with a screen reader.

Mixin of :class:`~mandrapy.widgets.board.CanvasBoard`, with :class:`~mandrapy.widgets.access.Access` as its
front end. On the focused board the arrow keys move a drawn ring between the current decision's targets (the
targets some legal move is made with, :meth:`Hints.hint_targets`, and the board's own buttons) in reading
order, Left/Right along it and Up/Down to the nearest target above or below; Home and End jump to its ends;
Enter or Space chooses (exactly as a click on that target), Escape cancels a selection in progress. Each target
is announced by the words drawn on it and, when one legal move is made with it, that move's words.

The live region says the prompt and each new log line (the computer's moves too); the legal moves are listed,
grouped by kind and worded as the log words them (a board's label table may name the kinds: ``"kinds"``,
action class name -> heading; else a group is headed by its moves' common first words); the board as text
comes from the board's ``describe`` (:mod:`mandrapy.core.describe`), from the seat's view only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.describe import as_html
from ..core.language import action_words
from .words import shared_word

RING, RING_INSIDE = "#111111", "#ffffff"       # the keyboard's ring around the focused target
RING_PAD = 5
NEXT_KEYS = {"ArrowRight": 1, "ArrowLeft": -1}
SPATIAL_KEYS = {"ArrowDown": 1, "ArrowUp": -1}
OWN_KINDS = ("undo", "clear", "page", "action")
MAX_TYPED = 500                                   # characters of a typed move read (the parser refuses the rest)   # targets that answer for themselves (buttons of the board)


def reading_order(targets) -> list:
    """Targets row by row (a row: targets whose vertical middles lie within half the shorter one's height),
    each row left to right."""
    rows: list = []
    for target in sorted(targets, key=lambda t: (t.y + t.h / 2, t.x)):
        middle = target.y + target.h / 2
        row = rows[-1] if rows else None
        if row is not None and abs(middle - row[0]) <= min(target.h, row[1]) / 2:
            row[2].append(target)
        else:
            rows.append([middle, target.h, [target]])
    return [target for _, _, row in rows for target in sorted(row, key=lambda t: t.x)]


def nearest(targets, current, direction: int):
    """The target nearest ``current`` below it (``direction`` 1) or above it (-1), or None."""
    cx, cy = current.x + current.w / 2, current.y + current.h / 2
    best, score = None, None
    for target in targets:
        tx, ty = target.x + target.w / 2, target.y + target.h / 2
        dy = (ty - cy) * direction
        if dy <= min(current.h, target.h) / 4:
            continue
        value = dy + 2 * abs(tx - cx)
        if score is None or value < score:
            best, score = target, value
    return best


def drawn_words(drawing, target) -> list:
    """The words drawn inside ``target`` (its label as a person sees it), each once, in paint order."""
    words: list = []
    for shape in drawing.shapes:
        if shape.kind == "text" and target.contains(*shape.geometry) and shape.text.strip() not in words:
            words.append(shape.text.strip())
    return [word for word in words if word]


def drawn_in(drawing, box) -> str:
    """The words drawn inside ``box`` (x, y, w, h), in paint order, as one line."""
    x, y, w, h = box
    return " ".join(shape.text.strip() for shape in drawing.shapes
                    if shape.kind == "text" and x <= shape.geometry[0] <= x + w and y <= shape.geometry[1] <= y + h)


def common_words(texts) -> str:
    """The first words every text shares (at least the first text's first word)."""
    split = [text.split() for text in texts]
    shared = []
    for words in zip(*split):
        if len(set(words)) != 1:
            break
        shared.append(words[0])
    heading = " ".join(shared or split[0][:1]).strip("«» ")
    return heading[:1].upper() + heading[1:]


class Keyboard:
    """Mixin of :class:`~mandrapy.widgets.board.CanvasBoard`: keys, the move list and the live region."""

    if TYPE_CHECKING:                # the board's traits and its other mixins' methods
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...

    focused = None                  # the key of the target the keyboard ring is on (None: no ring)
    access = None                   # the board's Access widget
    _heard = None                   # (log lines, prompt) already announced

    # ---------------------------------------------------------------- the decision's targets
    def decision_keys(self) -> set:
        """The keys of the targets the current decision is answered with (and the board's own buttons)."""
        if self.game.is_over or not self.my_turn():
            return set()
        return {key for action in self.game.legal_actions() for key in self.hint_targets(action)}

    def keyboard_targets(self, layout: str | None = None) -> list:
        """The targets the arrow keys visit in ``layout``, in reading order (each key once)."""
        surface = self.surfaces[layout if layout in self.surfaces else self.LAYOUTS[0]]
        drawing = surface.drawing or self.drawing(surface.layout)
        wanted, found = self.decision_keys(), {}
        for target in drawing.targets:
            kind = target.key[0] if isinstance(target.key, tuple) and target.key else target.key
            if target.key in wanted or kind in OWN_KINDS:
                found[target.key] = target              # where a key is drawn twice, the last one is clicked
        return reading_order(found.values())

    def moves_with(self, key) -> list:
        """The legal moves made with target ``key``."""
        if self.game.is_over or not self.my_turn():
            return []
        return [action for action in self.game.legal_actions() if key in self.hint_targets(action)]

    def target_label(self, key, layout: str | None = None) -> str:
        """What the ring on target ``key`` announces: the words drawn on it, and the move it makes when only one
        legal move is made with it (else how many are)."""
        surface = self.surfaces[layout if layout in self.surfaces else self.LAYOUTS[0]]
        drawing = surface.drawing or self.drawing(surface.layout)
        target = next((t for t in reversed(drawing.targets) if t.key == key), None)
        words = ", ".join(drawn_words(drawing, target)) if target is not None else ""
        moves = self.moves_with(key)
        named = self.move_words()(moves[0]) if len(moves) == 1 else ""
        if named and named not in words:
            words = f"{words}: {named}" if words else named
        elif len(moves) > 1:
            words = f"{words} ({self.word('kb_n_moves', n=len(moves))})"
        return words or str(key)

    # ---------------------------------------------------------------- keys
    def key_press(self, key: str, layout: str | None = None) -> None:
        """A key pressed on the focused board (the names of ``KeyboardEvent.key``): see the module's text."""
        if key == "Escape":
            self.focused = None
            self.clear_selection()
            self.announce(self.word("kb_cleared"))
            return
        targets = self.keyboard_targets(layout)
        if not targets:
            self.announce(self.word("kb_none"))
            return
        keys = [target.key for target in targets]
        index = keys.index(self.focused) if self.focused in keys else None
        if key in ("Enter", " ") and index is not None:
            self.choose_target(self.focused)
            return
        self._move_ring(targets, index, key)
        self.redraw()
        self.announce(self.target_label(self.focused, layout))

    def _move_ring(self, targets, index, key) -> None:
        if index is None or key == "Home":
            index = 0 if key != "End" else len(targets) - 1
        elif key == "End":
            index = len(targets) - 1
        elif key in NEXT_KEYS:
            index = (index + NEXT_KEYS[key]) % len(targets)
        elif key in SPATIAL_KEYS:
            found = nearest(targets, targets[index], SPATIAL_KEYS[key])
            index = targets.index(found) if found is not None else index
        self.focused = targets[index].key

    def key_blur(self) -> None:
        """The board lost the keyboard focus: its ring goes."""
        if self.focused is not None:
            self.focused = None
            self.redraw()

    def with_ring(self, drawing):
        """``drawing`` with the keyboard's ring around the focused target (when it is drawn there)."""
        if self.focused is None:
            return drawing
        for target in drawing.targets[::-1]:
            if target.key == self.focused:
                box = (target.x - RING_PAD, target.y - RING_PAD, target.w + 2 * RING_PAD, target.h + 2 * RING_PAD)
                drawing.rect(*box, stroke=RING_INSIDE, width=6, radius=6)
                drawing.rect(*box, stroke=RING, width=3, radius=6)
                break
        return drawing

    # ---------------------------------------------------------------- the move list
    def move_words(self):
        """A function wording a legal move as the board's log words it (in English, its action text)."""
        return action_words(self.game.state.speech, self.language, self.view)

    def move_groups(self) -> list:
        """The legal moves for the person at this board, grouped by kind: ``[{"heading", "moves": [[i, text]]}]``,
        ``i`` indexing ``game.legal_actions()``."""
        if self.game.is_over or not self.my_turn():
            return []
        name, kinds = self.move_words(), self.labels.get("kinds", {})
        groups: dict = {}
        for index, action in enumerate(self.game.legal_actions()):
            groups.setdefault(type(action).__name__, []).append([index, name(action)])
        return [{"heading": kinds.get(kind) or common_words([text for _, text in moves]), "moves": moves}
                for kind, moves in groups.items()]

    def play_listed(self, index: int, move: int | None = None) -> bool:
        """Play the ``index``-th legal move (as listed for move number ``move``: a stale list plays nothing)."""
        legal = self.game.legal_actions()
        if (move is not None and move != self.game.move_number) or not 0 <= index < len(legal) or not self.my_turn():
            self.announce(self.word("kb_stale"))
            return False
        self.focused = None
        return self.play(legal[index])

    def play_typed(self, text: str, move: int | None = None) -> bool:
        """Play a move typed as text (the game's action parser forgives case, spacing and typos)."""
        if move is not None and move != self.game.move_number:
            self.announce(self.word("kb_stale"))
            return False
        if not self.my_turn():
            self.message = self.word("wait_turn", who=self.seat_label_for_hint())
            self.redraw()
            return False
        return self.play(text)

    # ---------------------------------------------------------------- what is said
    def prompt_words(self) -> str:
        """The prompt as the board draws it (the words in its ``prompt`` region), else the view's own."""
        drawing = self._last_drawing
        if drawing is not None and "prompt" in drawing.regions:
            return drawn_in(drawing, drawing.regions["prompt"])
        return str(getattr(self.view, "prompt", "") or "")

    def board_label(self) -> str:
        """The board's accessible name: the game, whose turn it is, and how to play it with keys."""
        return f"{self.alt_text()} {self.word('kb_how')}"

    def access_words(self) -> dict:
        """The layer's own words; ``moves`` keeps its ``{n}`` (the page counts the moves listed)."""
        legal = () if self.game.is_over else self.game.legal_actions()
        words = {name: self.word(f"kb_{name}") for name in ("board", "pick", "play", "text")}
        words["region"] = self.word("kb_region", title=self.labels.get("title", ""))
        words["moves"] = shared_word(self.labels, self.language, "kb_moves")
        words["type"] = self.word("kb_type", example=str(legal[0]) if legal else "")
        return words

    def update_access(self) -> None:
        """Bring the accessible layer up to date with the position, and announce what is new since last time."""
        access = self.access
        lines, prompt = self.log_lines(), self.prompt_words()
        with access.hold_sync():
            access.label = self.board_label()
            access.words = self.access_words()
            access.move = self.game.move_number
            access.groups = self.move_groups()
            access.status = "" if access.groups else self.status_words()
            access.sections = as_html(self.description())
        heard = self._heard
        new: list = list(lines[heard[0]:]) if heard is not None and heard[0] <= len(lines) else []
        if heard is not None and not new and self.game.move_number > heard[3]:
            new = self.own_moves_since(heard[3])           # a move that wrote no log line is named all the same
        said = [*new, *([prompt] if heard is None or prompt != heard[1] or new else [])]
        if self.message and (heard is None or self.message != heard[2]):
            said.append(self.message)
        self._heard = (len(lines), prompt, self.message, self.game.move_number)
        self.announce(" ".join(part for part in said if part))

    def own_moves_since(self, move: int) -> list:
        """The words of the moves the viewer made since ``move`` (only what this seat may know of)."""
        state, name = self.game.state, self.move_words()
        return [name(action) for seat, action in zip(state.deciders[move:], state.history[move:])
                if self.seat is None or seat == self.seat]

    def announce(self, text: str) -> None:
        if self.access is not None:
            self.access.say(text)

    def on_access_message(self, content) -> None:
        """What the page sent (see :class:`~mandrapy.widgets.access.Access`); anything else is ignored."""
        if not isinstance(content, dict):
            return
        layout = content.get("layout") if content.get("layout") in self.surfaces else None
        move = content.get("move") if type(content.get("move")) is int else -1     # (no move number: stale)
        if isinstance(content.get("key"), str):
            self.key_press(content["key"], layout)
        elif "blur" in content:
            self.key_blur()
        elif type(content.get("play")) is int:
            self.play_listed(content["play"], move)
        elif isinstance(content.get("typed"), str) and self.play_typed(content["typed"][:MAX_TYPED], move):
            self.access.send({"typed": "played"})

"""How wide a line of text is drawn: one estimate for every board, so that words never spill out of a button,
a strip or a panel in any game or language.

The canvas cannot be asked (a drawing is made in the kernel, before any browser shows it), so each character
is counted at the widest advance of its class in the widest common sans-serif (DejaVu Sans, which Debian's and
Binder's browsers fall back to); accented letters count as their base letter.

>>> round(line_width("Cast", 10), 2), round(line_width("Cast", 10, bold=True), 2)
(24.5, 27.2)
>>> fit_text("Place your starting mana", 100, 14)
('Place your sta…', 11.0)
>>> wrap_lines("one two three four five six", 100, 12, 2)
['one two three', 'four five six']
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

SMALLEST = 11.0         # the smallest text any board draws (WCAG: 11 CSS px at the design size)

# (regular, bold) em widths that no character of a class exceeds in DejaVu Sans
_CLASSES = ((" .,:;'’|il", 0.34, 0.40), ("!rtf()[]/-IJ", 0.42, 0.50), ("acesvxyzk", 0.62, 0.68),
            ("bdghnopqu", 0.64, 0.72), ("0123456789", 0.64, 0.70), ("EFLPSTY", 0.64, 0.74),
            ("×", 0.84, 0.84), ("mwM", 1.0, 1.1))
_WIDTHS = {char: (regular, bold) for chars, regular, bold in _CLASSES for char in chars}


def line_width(text: str, size: float, bold: bool = False) -> float:
    """A width no smaller than one line of ``text`` takes at ``size`` (other capitals at 0.79 em, 0.86 bold;
    anything else, a symbol or a letter of another script, at 1.2 em)."""
    em = 0.0
    for char in text:
        base = unicodedata.normalize("NFD", char)[0]
        widths = _WIDTHS.get(base)
        if widths is None:
            widths = (0.79, 0.86) if base.isascii() and base.isupper() and base != "W" else (1.2, 1.2)
        em += widths[bold]
    return em * size


def cut(text: str, room: float, size: float, bold: bool = False) -> str:
    """``text``, cut with an ellipsis if it is wider than ``room``."""
    while len(text) > 1 and line_width(text, size, bold) > room:
        text = text[:-2].rstrip() + "…"
    return text


def fitting_size(text: str, room: float, size: float, smallest: float = SMALLEST, bold: bool = False) -> float:
    """The largest size from ``size`` down to ``smallest`` (by half units) at which ``text`` fits ``room``."""
    while size > smallest and line_width(text, size, bold) > room:
        size -= 0.5
    return size


def fit_text(text: str, room: float, size: float, bold: bool = False, smallest: float = SMALLEST) -> tuple[str, float]:
    """``(text, size)`` that fits ``room``: the size shrunk down to ``smallest``, then the text cut."""
    size = fitting_size(text, room, size, smallest, bold)
    return cut(text, room, size, bold), size


def wrap_parts(parts: Iterable[str], room: float, size: float, bold: bool = False, joint: str = " · ") -> list[str]:
    """``parts`` joined by ``joint`` into lines no wider than ``room`` (a part too long for a line is cut)."""
    lines: list[str] = []
    for part in parts:
        if lines and line_width(lines[-1] + joint + part, size, bold) <= room:
            lines[-1] += joint + part
        else:
            lines.append(cut(part, room, size, bold))
    return lines


def wrap_lines(text: str, room: float, size: float, most: int, bold: bool = False) -> list[str]:
    """``text`` in at most ``most`` lines no wider than ``room``, the last one cut with an ellipsis if need be."""
    lines = wrap_parts(text.split(), room, size, bold, joint=" ")
    if len(lines) > most:
        lines = lines[:most - 1] + [cut(" ".join(lines[most - 1:]), room, size, bold)]
    return lines or [""]


def fitted(text: str, room: float, sizes: Iterable[float], most: int, bold: bool = False) -> tuple[float, list[str]]:
    """``(size, lines)``: the largest of ``sizes`` at which ``text`` takes at most ``most`` lines of ``room``
    (at the last size, its lines cut to ``most``)."""
    size, lines = SMALLEST, [text]
    for size in sizes:
        lines = wrap_lines(text, room, size, len(text) + 1, bold)
        if len(lines) <= most:
            return size, lines
    return size, wrap_lines(text, room, size, most, bold)

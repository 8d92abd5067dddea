"""The buttons of the Magyarcana board, the same in every layout: Refill / Done / Skip, the choices that
have no place on the board (a card's play buttons...), a menu when one click left several choices open."""

from __future__ import annotations

from ...core.drawing import Drawing, Options
from ...widgets.controls import button, button_width, choice_bar
from ..actions import PlayCard
from .highlights import CLICKED, PRIMARY
from .layout import BUTTON_H, BUTTON_Y, HEIGHT, PRIMARY_BUTTON, WIDTH
from .words import action_label, step_of


def choices(view, options: Options, labels) -> tuple:
    """(the primary action or None, the (label, key) of every other button), in their order."""
    legal = view.legal_actions
    buttons = [a for a in legal if isinstance(a, PRIMARY)]
    others = [a for a in legal if not isinstance(a, CLICKED) and a not in buttons[:1]]
    card = options.selection.get("card")
    if card is not None and not step_of(view):
        others += [a for a in legal if isinstance(a, PlayCard) and a.card == card]
    return (buttons[0] if buttons else None,
            [(action_label(a, view, options, labels), ("action", a)) for a in others])


def wide_bar(d: Drawing, others, options: Options, labels):
    """The choice bar of the wide board, between the primary button and Clear / Undo; returns its Bar (its
    pages decide the narrow board's too, so both show the same buttons)."""
    clear = button_width(labels["clear"])
    left, right = PRIMARY_BUTTON[0] + PRIMARY_BUTTON[2] + 10, WIDTH - 110 - (clear + 10 if options.selection else 0)
    return choice_bar(d, others, left, BUTTON_Y, right, page=options.page, height=BUTTON_H)


def shown_choices(view, options: Options, labels) -> tuple:
    """(primary action or None, the choices on the wide bar's page, its Bar): what every layout offers."""
    primary, others = choices(view, options, labels)
    bar = wide_bar(Drawing(WIDTH, HEIGHT), others, options, labels)
    return primary, [choice for choice in others if choice[1] in bar.shown], bar


def menu_choices(view, options: Options, labels) -> list:
    """The (label, key) of the choices one click left open (the selection's menu), if still legal."""
    return [(action_label(a, view, options, labels), ("action", a)) for a in options.selection.get("menu", ())
            if a in view.legal_actions]


def draw_menu(d: Drawing, view, options: Options, labels, x: float, bottom: float) -> None:
    """The menu as a list of buttons whose last ends 12 units over ``bottom`` (over the wide grid's corner)."""
    menu = menu_choices(view, options, labels)
    if not menu:
        return
    w = 4 + max(button_width(text) for text, _ in menu)
    top = bottom - 12 - len(menu) * 36
    d.rect(x, top - 8, w + 16, len(menu) * 36 + 12, fill="#ffffff", stroke="#636e72", radius=8)
    for n, (text, key) in enumerate(menu):
        button(d, x + 8, top + n * 36, w, 30, text, key)

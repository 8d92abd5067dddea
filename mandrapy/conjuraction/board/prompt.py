"""What every layout's header and choice bar say: the prompt, the path of nested decisions, the buttons."""

from __future__ import annotations

from ...core.labels import fill
from .common import Context
from .labels import prompt_of
from .words import action_label

FOOTER = 84                    # the choice bar's band under the wide and narrow boards


def prompt_text(ctx: Context) -> str:
    view, labels = ctx.view, ctx.labels
    if view.is_over:
        winners = ", ".join(ctx.seat_name(p) for p in view.winners)
        return fill(labels["game_over"], ctx.options.language, n=len(view.winners), who=winners,
                    scores=" - ".join(map(str, view.scores)))
    what = prompt_of(view.decision.code, dict(view.decision.values), labels)
    who = ctx.seat_name(view.to_play)
    return labels["turn" if view.legal_actions else "watching"].format(who=who, what=what)


def breadcrumb(view, labels) -> str:
    path: list[str] = []
    codes = () if view.decision is None else (view.decision.code, *view.waiting)
    for code in reversed(codes):
        word = labels["crumb"].get(code, code)
        if not path or path[-1] != word:
            path.append(word)
    return labels["breadcrumb"].format(path=" › ".join(path[-5:])) if path else ""


def footer_choices(ctx: Context) -> tuple:
    """The choice bar's ``(text, key)`` buttons (a menu of actions on one target first), and whether Clear
    has something to clear."""
    view, labels, options = ctx.view, ctx.labels, ctx.options
    legal = set(view.legal_actions)
    menu = [a for a in options.selection.get("menu", ()) if a in legal]
    buttons = list(ctx.places.buttons) if ctx.places is not None else []
    choices = [(action_label(a, labels, view.bonus_price), ("action", a))
               for a in menu + [b for b in buttons if b not in menu]]
    return choices, options.selection.get("worker") is not None or bool(menu)

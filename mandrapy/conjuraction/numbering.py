"""Reading records and snapshots made when Mystical Conjuraction counted rows, columns, mana spaces and a card's
squares from 1 (before ``"numbering": 0`` was written in records): their action texts, hand-made positions
and pending Mystic Portal line are converted to count from 0, as every index a learner reads does now.

>>> renumbered("place arcana on the astral card at 2,3"), renumbered("familiar takes aether row 1")
('place arcana on the astral card at 1,2', 'familiar takes aether row 0')
>>> renumbered("essence from astral on spell weave space 2"), renumbered("take card 12")
('essence from astral on spell weave space 1', 'take card 12')
"""

from __future__ import annotations

import re
from typing import Any

_INDEX = re.compile(r"\b(row|column|space) (\d)\b", re.IGNORECASE)
_AT = re.compile(r"\bat (\d),(\d)\b", re.IGNORECASE)
_SQUARE = re.compile(r"^\s*(wild\s+)?(\d)\s*,\s*(\d)\s*$", re.IGNORECASE)


def renumbered(text: str) -> str:
    """An action text counting from 1, as it reads now: every row, column, space and square one less (card
    numbers, which are names, unchanged)."""
    text = _INDEX.sub(lambda m: f"{m[1]} {int(m[2]) - 1}", text)
    return _AT.sub(lambda m: f"at {int(m[1]) - 1},{int(m[2]) - 1}", text)


def _square(value: Any) -> Any:
    """A charged square of a hand-made position: ``"2,3"`` counted from 1 -> ``"1,2"``; an index 0..8 was
    always counted from 0 and stays."""
    m = _SQUARE.match(value) if isinstance(value, str) else None
    return value if m is None else f"{m[1] or ''}{int(m[2]) - 1},{int(m[3]) - 1}"


def _position(position: Any) -> Any:
    if not isinstance(position, dict) or not isinstance(position.get("charged"), (dict, list)):
        return position
    charged = position["charged"]
    seats = charged.items() if isinstance(charged, dict) else enumerate(charged)
    new = {}
    for seat, forges in seats:
        if isinstance(forges, dict):
            forges = {g: [_square(sq) for sq in squares] if isinstance(squares, list) else squares
                      for g, squares in forges.items()}
        elif isinstance(forges, list):
            forges = [[_square(sq) for sq in squares] if isinstance(squares, list) else squares for squares in forges]
        new[seat] = forges
    return {**position, "charged": new if isinstance(charged, dict) else list(new.values())}


def renumbered_record(record: dict[str, Any]) -> dict[str, Any]:
    """A record counting from 1 (no ``"numbering": 0``), as it reads now."""
    actions = record["actions"]
    return {**record, "actions": [renumbered(a) if isinstance(a, str) else a for a in actions],
            "position": _position(record.get("position"))}


def renumbered_facts(facts: Any) -> Any:
    """A snapshot's facts saved when indices counted from 1: only a pending Mystic Portal line kept its
    1-based number (every zone counted from 0 already)."""
    if not isinstance(facts, dict) or not isinstance(facts.get("decisions"), list):
        return facts
    frames = [{**f, "values": {**f["values"], "number": f["values"]["number"] - 1}}
              if isinstance(f, dict) and f.get("kind") == "portal_line" and isinstance(f.get("values"), dict)
              and isinstance(f["values"].get("number"), int) else f for f in facts["decisions"]]
    return {**facts, "decisions": frames}

"""Save a game's action-id table beside its test (tests/data/action_ids/<game>.json): the rows that decide every
id, and the text of a spread of ids. tests/test_research_face.py fails when an id moves; run this only when a
change of ids is meant (a new version's ids), and say so in the commit.

    python tools/save_action_ids.py kuhn mandragora magyarcana conjuraction
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import mandrapy

FOLDER = Path(__file__).resolve().parent.parent / "tests" / "data" / "action_ids"


def table(name: str) -> dict:
    """The saved form: the rows, and the text of the first and last id of each row and of 200 spread ids."""
    space = mandrapy.new(name).action_space()
    ids = {offset for offset in space.offsets} | {offset + row.size - 1 for offset, row in zip(space.offsets, space.rows)}
    ids |= {i * space.size // 200 for i in range(200)}
    return {"game": name, "size": space.size, "rows": space.table(),
            "texts": {str(i): str(space.action(i)) for i in sorted(ids)}}


def dumped(saved: dict) -> str:
    """JSON with one line per row and per text, so that a moved id shows as a one-line change."""
    def each(items):
        return ",\n".join("  " + item for item in items)
    rows = each(json.dumps(row, ensure_ascii=False) for row in saved["rows"])
    texts = each(f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in saved["texts"].items())
    return (f'{{"game": {json.dumps(saved["game"])}, "size": {saved["size"]},\n "rows": [\n{rows}\n ],\n'
            f' "texts": {{\n{texts}\n }}}}\n')


def main(names: list[str]) -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name in names:
        (FOLDER / f"{name}.json").write_text(dumped(table(name)))
        print(f"{name}: {mandrapy.new(name).action_space()}")


if __name__ == "__main__":
    main(sys.argv[1:])

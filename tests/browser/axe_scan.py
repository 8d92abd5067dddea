"""axe-core (axe-playwright-python) scans of a page, each violation's nodes split into mandrapy's own and the
host's (JupyterLab's or Voila's chrome).

Mandrapy's own is what a notebook puts on the page: its outputs (the board widget, pictures, printed text:
everything inside an output area, ``.jp-OutputArea-output`` in JupyterLab and Voila alike) and its lesson
text (rendered Markdown cells). The rest is the host's: menus, file browser, toolbars, prompts, the code
editors, the page's own structure. Which side a node is on is asked of the page itself (``closest``), from the
node's selector as axe reports it.
"""

from __future__ import annotations

import json
from collections import Counter

OWN = (".mandrapy-board, .mandrapy-picture, .mandrapy-log, .mandrapy-hint, .jp-OutputArea-output, "
       ".jp-RenderedMarkdown")
# Rules about the page's structure: their nodes may sit in an output, but the fault is the page's (Voila's
# template puts the notebook in no landmark; that is not something an output can fix).
PAGE_RULES = {"region", "landmark-one-main", "page-has-heading-one", "bypass", "html-has-lang",
              "document-title", "landmark-no-duplicate-main", "landmark-unique"}
SERIOUS = {"serious", "critical"}

# For each axe target (a selector per frame; a frame's entry may be a path through shadow roots), whether the
# element it names is inside mandrapy's own output. An element not found (gone since the scan) counts as host.
SIDES = """([targets, own]) => targets.map(target => {
    let scope = document, element = null;
    for (const entry of target) {
        for (const selector of (Array.isArray(entry) ? entry : [entry])) {
            element = scope.querySelector(selector);
            if (!element) return false;
            scope = element.shadowRoot || element.ownerDocument;
        }
        if (element.contentDocument) scope = element.contentDocument;
    }
    return element.closest(own) !== null;
})"""


def scan(page, rules: list | None = None) -> list:
    """axe's findings on ``page`` now (of ``rules`` only, when given): [{rule, impact, own, review, help,
    nodes: [{target, html, summary}]}], one entry per rule, side and kind (``review``: what axe could not
    decide and a person must look at, e.g. the contrast of text over a picture; else a violation)."""
    from axe_playwright_python.sync_playwright import Axe

    options = {"resultTypes": ["violations", "incomplete"], **({"runOnly": rules} if rules else {})}
    response = Axe().run(page, options=options).response
    found = []
    for review, kind in ((False, "violations"), (True, "incomplete")):
        for result in response[kind]:
            nodes = result["nodes"]
            if result["id"] in PAGE_RULES:
                sides = [False] * len(nodes)
            else:
                sides = page.evaluate(SIDES, [[node["target"] for node in nodes], OWN])
            for own in (True, False):
                mine = [{"target": node["target"], "html": node["html"][:300],
                         "summary": node.get("failureSummary", "")[:300]}
                        for node, side in zip(nodes, sides) if side == own]
                if mine:
                    found.append({"rule": result["id"], "impact": result["impact"], "own": own, "review": review,
                                  "help": result["help"], "nodes": mine})
    return found


def serious_own(found) -> list:
    return [entry for entry in found if entry["own"] and not entry["review"] and entry["impact"] in SERIOUS]


def summary(name: str, found) -> str:
    """One line per rule, side and kind: ``own|host [review] rule (impact): nodes``."""
    counts = Counter((("own" if entry["own"] else "host"), "review " if entry["review"] else "", entry["rule"],
                      entry["impact"]) for entry in found for _node in entry["nodes"])
    lines = [f"{side:4} {review}{rule} ({impact}): {count}"
             for (side, review, rule, impact), count in sorted(counts.items())]
    return f"== {name}\n" + ("\n".join(lines) if lines else "no violation")


def write(folder, name: str, found) -> None:
    """``name``.json (every node) and ``name``.txt (the summary) in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.json").write_text(json.dumps(found, indent=1, ensure_ascii=False))
    (folder / f"{name}.txt").write_text(summary(name, found) + "\n")

"""Every relative link in README.md, docs/ and notebooks/ (markdown files and notebook markdown cells) resolves
inside the repository, and its #anchor (a heading, or an explicit id) exists in the file it points at."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"(?<!!)\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(\s*<?([^)\s>]+)>?\s*\)")
HTML_LINK = re.compile(r"""<a\s[^>]*href=["']([^"']+)["']""")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.M)
ANCHOR_ID = re.compile(r"""<a\s[^>]*(?:id|name)=["']([^"']+)["']""")
FENCE = re.compile(r"```.*?```", re.S)


def markdown_sources():
    """(path, markdown text) for every markdown file and notebook markdown cell checked."""
    files = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")), *sorted((ROOT / "notebooks").rglob("*.md"))]
    for path in files:
        yield path, path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                yield path, "".join(cell["source"])


def links(text: str):
    text = FENCE.sub("", text)
    text = re.sub(r"`[^`\n]*`", "", text)                   # code spans are not links
    for pattern in (LINK, IMAGE, HTML_LINK):
        yield from (m.group(1) for m in pattern.finditer(text))


def slug(heading: str) -> str:
    """The anchor GitHub and JupyterLab give a heading (lower case, punctuation dropped, spaces to dashes)."""
    heading = re.sub(r"<[^>]+>", "", heading)
    heading = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", heading).replace(" ", "-")


def anchors(path: Path) -> set:
    texts = [path.read_text(encoding="utf-8")] if path.suffix == ".md" else \
        ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
         if c["cell_type"] == "markdown"] if path.suffix == ".ipynb" else []
    found = set()
    for text in texts:
        found |= {slug(h) for h in HEADING.findall(FENCE.sub("", text))}
        found |= set(ANCHOR_ID.findall(text))
    return found


def relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) and not target.startswith("//")


def checked_links():
    for path, text in markdown_sources():
        for target in links(text):
            if relative(target):
                yield path, target


def test_the_checker_finds_links_and_headings():
    assert list(links("see [the rules](docs/rules/x.md#g-07) and ![pic](a.png) and `[no](link)`")) == \
        ["docs/rules/x.md#g-07", "a.png"]
    assert slug("G-07: Alaeric's blacks") == "g-07-alaerics-blacks"
    assert sum(1 for _ in checked_links()) > 20


@pytest.mark.parametrize("path, target", sorted(set(checked_links()), key=str),
                         ids=lambda v: str(v.relative_to(ROOT)) if isinstance(v, Path) else v)
def test_every_relative_link_resolves_inside_the_repository(path, target):
    file_part, _, anchor = target.partition("#")
    resolved = (path.parent / file_part).resolve() if file_part else path
    assert resolved.is_relative_to(ROOT), f"{path.relative_to(ROOT)}: {target} leaves the repository"
    assert resolved.exists(), f"{path.relative_to(ROOT)}: {target} does not exist"
    if anchor and resolved.is_file() and resolved.suffix in (".md", ".ipynb"):
        assert anchor.lower() in {a.lower() for a in anchors(resolved)}, \
            f"{path.relative_to(ROOT)}: {target}: no heading or id {anchor!r} there"

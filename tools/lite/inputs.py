"""What the browser site is built from, and a fingerprint of it: the site is up to date when its stamp's
fingerprint equals the sources' (the browser test rebuilds it otherwise). Standard library only."""

import hashlib
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
STAMP = SITE / "mandrapy-lite.json"
# The site's files tree mirrors the repository, so a lesson's link to ../../docs/rules/x.md still opens.
CONTENTS = ("notebooks", "docs/rules", "README.md")
SOURCES = ("mandrapy", "tools/lite", "pyproject.toml", *CONTENTS)
IGNORED = ("__pycache__", ".ipynb_checkpoints")


def source_files():
    for top in SOURCES:
        path = ROOT / top
        files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
        yield from (f for f in files if not any(part in IGNORED for part in f.relative_to(ROOT).parts))


def fingerprint() -> str:
    h = hashlib.sha256()
    for path in source_files():
        h.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def site_is_current() -> bool:
    try:
        return json.loads(STAMP.read_text())["fingerprint"] == fingerprint()
    except (OSError, ValueError, KeyError):
        return False

"""A small reader and writer of gettext PO catalogues: the subset translators' tools (Poedit, Lokalize,
Weblate, ``msgfmt --check``) write and read: ``msgctxt``/``msgid``/``msgstr``, the ``#.`` (extracted),
``#,`` (flags: ``fuzzy``), ``#|`` (previous msgid) and ``#`` (translator) comments, multi-line strings.

No dependency: the lessons' catalogues are read by the test suite wherever it runs.

>>> entry = Entry("c01", "Hello\\n\\"you\\"", "Bonjour\\n« vous »", comments=("markdown cell",))
>>> text = dumps([entry], header="Language: fr")
>>> [(e.context, e.msgid, e.msgstr) for e in loads(text)] == [("c01", entry.msgid, entry.msgstr)]
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t"}
_UNESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r"}


@dataclass
class Entry:
    context: str
    msgid: str
    msgstr: str = ""
    comments: tuple = ()          # extracted comments (#.): where the text comes from
    flags: set = field(default_factory=set)
    previous: str | None = None   # #| msgid: the English this translation was made from, when it changed
    notes: tuple = ()             # translator comments (# ...)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags


def _quote(text: str) -> str:
    return '"' + "".join(_ESCAPES.get(ch, ch) for ch in text) + '"'


def _unquote(token: str, where: str) -> str:
    token = token.strip()
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, not {token[:40]!r}")
    out, body, i = [], token[1:-1], 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(_UNESCAPES.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _field(keyword: str, text: str, prefix: str = "") -> list:
    """``msgid "..."`` lines, one per line of ``text`` when it has several (as gettext writes them)."""
    lines = text.split("\n")
    if len(lines) == 1:
        return [f"{prefix}{keyword} {_quote(text)}"]
    parts = [line + "\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return [f"{prefix}{keyword} \"\""] + [prefix + _quote(part) for part in parts]


def dumps(entries, header: str = "", title: str = "") -> str:
    out = [f"# {line}" if line else "#" for line in title.splitlines()]
    out += ['msgid ""', 'msgstr ""', *(_quote(line + "\n") for line in header.splitlines()), ""]
    for entry in entries:
        out += [f"# {note}" if note else "#" for note in entry.notes]
        out += [f"#. {comment}" for comment in entry.comments]
        if entry.flags:
            out.append("#, " + ", ".join(sorted(entry.flags)))
        if entry.previous is not None:
            out += _field("msgid", entry.previous, "#| ")
        out += _field("msgctxt", entry.context)
        out += _field("msgid", entry.msgid)
        out += _field("msgstr", entry.msgstr)
        out.append("")
    return "\n".join(out)


def loads(text: str, where: str = "catalogue") -> list:
    """The entries of a PO text (the header entry left out)."""
    entries, current, key, previous = [], None, None, False

    def finish():
        nonlocal current
        if current is not None and "msgid" in current:
            if current["msgid"] != "" or current.get("msgctxt"):
                entries.append(Entry(current.get("msgctxt", ""), current["msgid"], current.get("msgstr", ""),
                                     tuple(current.get("comments", ())), set(current.get("flags", ())),
                                     current.get("previous"), tuple(current.get("notes", ()))))
            current = None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        here = f"{where}:{number}"
        if not line:
            continue
        starts = line.startswith("#") or line.split(" ", 1)[0] in ("msgctxt", "msgid")
        if current is not None and "msgstr" in current and starts:
            finish()
        if current is None:
            current, key = {}, None
        if line.startswith("#|"):
            rest = line[2:].strip()
            if rest.startswith("msgid "):
                current["previous"], previous = _unquote(rest[6:], here), True
            elif rest.startswith('"') and previous:
                current["previous"] += _unquote(rest, here)
            continue
        previous = False
        if line.startswith("#."):
            current.setdefault("comments", []).append(line[2:].strip())
        elif line.startswith("#,"):
            current.setdefault("flags", []).extend(f.strip() for f in line[2:].split(",") if f.strip())
        elif line.startswith("#~"):
            continue                                   # obsolete entries are not read
        elif line.startswith("#"):
            current.setdefault("notes", []).append(line[1:].strip())
        elif line.startswith('"'):
            if key is None:
                raise ValueError(f"{here}: a string continues no keyword")
            current[key] += _unquote(line, here)
        else:
            keyword, _, rest = line.partition(" ")
            if keyword not in ("msgctxt", "msgid", "msgstr"):
                raise ValueError(f"{here}: unknown keyword {keyword!r}")
            if keyword in current:
                raise ValueError(f"{here}: {keyword} twice in one entry")
            key, current[keyword] = keyword, _unquote(rest, here)
    finish()
    return entries

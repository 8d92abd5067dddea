"""Generate the lessons in other languages from the English lessons and one catalogue per lesson.

    python tools/translate_notebooks.py                      # update catalogues, regenerate, run, store
    python tools/translate_notebooks.py --check              # exit 1 if a translation is missing or stale,
                                                             # or a generated notebook is not as committed
    python tools/translate_notebooks.py --update             # only bring the catalogues up to date
    python tools/translate_notebooks.py --no-run             # regenerate without running (outputs kept
                                                             # for code cells that did not change)
    python tools/translate_notebooks.py --force              # run every one (after a package change)
    python tools/translate_notebooks.py notebooks/mandragora/03_casting_spells.ipynb ...   # only these

The English notebook is the one source of a lesson (see docs/lessons.md). ``notebooks/i18n/<lang>/<path>.po``
is its catalogue, in gettext's PO format (Poedit and the like open it):

* one entry per markdown cell, ``msgctxt`` the cell's id, ``msgid`` the English cell, ``msgstr`` its
  translation. ``msgid`` is the English the translation was made from: when the English cell changes,
  ``--update`` marks the entry ``fuzzy`` (keeping the old English as ``#| msgid``) and ``--check`` fails
  until a translator revises it and removes the flag;
* code cells are not copied: the generated notebook runs the English code, after one generated cell that
  sets the language (``mandrapy.set_language("fr")``), so pictures, boards, the log, prompts and refusals come
  out translated. What a person reads inside a code cell is translated by entries with ``msgctxt`` ``"<cell
  id> code"``: every comment (required: ``--update`` adds them), and any other exact piece of the cell a
  translator adds (a ``print`` label). Action text (``"seek 3"``) is the package's code and stays;
* links are written as in the English cell; the generated notebook's links are made right for its folder,
  to the translated lesson when there is one, else to the English one, marked as such.

The generated notebooks (``notebooks/<lang>/...``) keep the English cells' ids, are run with a fresh kernel
and stored as ``tools/store_notebooks.py`` stores every notebook (pictures visible before running).
"""

from __future__ import annotations

import argparse
import io
import os
import pathlib
import re
import sys
import tokenize

import nbformat

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from po import Entry, dumps, loads  # noqa: E402
from store_notebooks import run, tidy  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
I18N = NOTEBOOKS / "i18n"
LANGUAGE_CELL_ID = "set-language"
LINK = re.compile(r"(\[[^\[\]\n]*)?\]\(([^)\s]+)\)")      # [label](link); the label when it is plain text
LESSON_FOLDERS = ("mandragora", "magyarcana", "conjuraction", "research")    # what is translated (with the index)

# What each language adds to its notebooks (the generated parts; everything else is in the catalogues).
ADDED = {
    "fr": {
        "language_cell": 'import mandrapy\n\nmandrapy.set_language("fr")     # plateaux, journal, invites et '
                         'messages d\'erreur en français',
        "source_link": "*Cette page en anglais : [{name}]({link}).*",
        "english_only": " *(en anglais)*",
        "name": "French",
    },
}

# Each generated notebook's own file name, by its English source (relative to notebooks/): a French tab in
# JupyterLab must not read like its English source's tab (two "index.ipynb"), nor like another lesson's.
FILE_NAMES = {
    "fr": {
        "index.ipynb": "sommaire.ipynb",
        "mandragora/01_setup.ipynb": "01_mise_en_place.ipynb",
        "mandragora/02_seeking_items.ipynb": "02_chercher_des_articles.ipynb",
        "mandragora/03_casting_spells.ipynb": "03_lancer_des_sortileges.ipynb",
        "mandragora/04_curses_and_the_eight_spells.ipynb": "04_maledictions_et_sortileges.ipynb",
        "mandragora/05_end_of_game_and_scoring.ipynb": "05_fin_de_partie_et_decompte.ipynb",
        "mandragora/06_play_against_the_computer.ipynb": "06_jouer_a_mandragora.ipynb",
        "mandragora/07_experiments.ipynb": "07_experiences_mandragora.ipynb",
        "mandragora/08_ask_the_computer.ipynb": "08_conseils_mandragora.ipynb",
        "mandragora/09_test_yourself_mandragora.ipynb": "09_testez_vous_mandragora.ipynb",
        "magyarcana/01_the_deck_and_setup.ipynb": "01_cartes_et_mise_en_place.ipynb",
        "magyarcana/02_territories_capacity_and_control.ipynb": "02_territoires_et_controle.ipynb",
        "magyarcana/03_the_four_suit_powers.ipynb": "03_pouvoirs_des_couleurs.ipynb",
        "magyarcana/04_movement_and_wrap_around.ipynb": "04_deplacements.ipynb",
        "magyarcana/05_face_card_specials.ipynb": "05_pouvoirs_speciaux.ipynb",
        "magyarcana/06_ending_and_scoring.ipynb": "06_fin_et_decompte.ipynb",
        "magyarcana/07_play_against_the_computer.ipynb": "07_jouer_a_magyarcana.ipynb",
        "magyarcana/08_experiments.ipynb": "08_experiences_magyarcana.ipynb",
        "magyarcana/09_ask_the_computer.ipynb": "09_conseils_magyarcana.ipynb",
        "magyarcana/10_test_yourself_magyarcana.ipynb": "10_testez_vous_magyarcana.ipynb",
        "conjuraction/01_components_and_setup.ipynb": "01_materiel_et_mise_en_place.ipynb",
        "conjuraction/02_a_turn_and_the_four_workers.ipynb": "02_un_tour_et_les_ouvriers.ipynb",
        "conjuraction/03_imbuement_points.ipynb": "03_points_d_impregnation.ipynb",
        "conjuraction/04_spell_cards_forges_and_mana.ipynb": "04_sorts_forges_et_mana.ipynb",
        "conjuraction/05_passing_charms_and_completing_spells.ipynb": "05_passer_charmes_et_sorts.ipynb",
        "conjuraction/06_end_of_round_and_scoring.ipynb": "06_fin_de_manche_et_decompte.ipynb",
        "conjuraction/07_play_against_the_computer.ipynb": "07_jouer_a_conjuraction.ipynb",
        "conjuraction/08_experiments.ipynb": "08_experiences_conjuraction.ipynb",
        "conjuraction/09_ask_the_computer.ipynb": "09_conseils_conjuraction.ipynb",
        "conjuraction/10_test_yourself_conjuraction.ipynb": "10_testez_vous_conjuraction.ipynb",
        "research/01_openspiel_and_pettingzoo.ipynb": "01_openspiel_et_pettingzoo.ipynb",
    },
}


# ------------------------------------------------------------------------------------ where things are
def languages() -> list:
    return sorted(p.name for p in I18N.iterdir() if p.is_dir()) if I18N.exists() else []


def catalogue_path(source: pathlib.Path, language: str) -> pathlib.Path:
    return I18N / language / source.relative_to(NOTEBOOKS).with_suffix(".po")


def target_path(source: pathlib.Path, language: str) -> pathlib.Path:
    """Where the ``language`` notebook generated from ``source`` is: in ``notebooks/<language>/``, the same
    folder, under its name from ``FILE_NAMES``."""
    relative = source.relative_to(NOTEBOOKS)
    name = FILE_NAMES[language].get(relative.as_posix())
    if name is None:
        raise SystemExit(f"{relative}: no {ADDED[language]['name']} file name in FILE_NAMES "
                         f"(tools/translate_notebooks.py)")
    return NOTEBOOKS / language / relative.parent / name


def translated_sources(language: str) -> list:
    """The English notebooks that have a catalogue in ``language``."""
    found = []
    for po in sorted((I18N / language).rglob("*.po")):
        source = NOTEBOOKS / po.relative_to(I18N / language).with_suffix(".ipynb")
        if not source.exists():
            raise SystemExit(f"{po.relative_to(ROOT)}: no English notebook {source.relative_to(ROOT)}")
        found.append(source)
    return found


def is_translated(english: pathlib.Path, language: str) -> bool:
    return catalogue_path(english, language).exists()


# ------------------------------------------------------------------------------------ the catalogue
def comments_of(code: str) -> list:
    """The comments of a code cell, in order (what a person reads in it besides code)."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return re.findall(r"#[^\n]*", code)
    return [token.string for token in tokens if token.type == tokenize.COMMENT]


def template(notebook) -> list:
    """The entries a catalogue must have for ``notebook`` (English msgids, empty translations)."""
    entries = []
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            entries.append(Entry(cell.id, cell.source, comments=(f"markdown cell {cell.id}",)))
        elif cell.cell_type == "code":
            for comment in dict.fromkeys(comments_of(cell.source)):
                entries.append(Entry(f"{cell.id} code", comment, comments=(f"comment in code cell {cell.id}",)))
    return entries


def read_catalogue(path: pathlib.Path) -> list:
    return loads(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))) if path.exists() else []


def write_catalogue(path: pathlib.Path, entries: list, source: pathlib.Path, language: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    title = (f"{ADDED[language]['name']} translation of {source.relative_to(ROOT)}: one entry per markdown cell\n"
             f"(msgctxt: its cell id) and per comment or text in a code cell (msgctxt: \"<id> code\").\n"
             f"Regenerate with tools/translate_notebooks.py; see docs/lessons.md.")
    header = f"Content-Type: text/plain; charset=UTF-8\nLanguage: {language}"
    path.write_text(dumps(entries, header=header, title=title), encoding="utf-8")


def code_cells(notebook) -> dict:
    return {cell.id: cell.source for cell in notebook.cells if cell.cell_type == "code"}


def updated(notebook, entries: list) -> list:
    """The catalogue brought up to date with the English ``notebook``: new cells and comments added
    (untranslated), changed ones marked fuzzy with the old English kept, entries of vanished cells dropped."""
    by_key = {(entry.context, entry.msgid): entry for entry in entries}
    by_context: dict = {}
    for entry in entries:
        by_context.setdefault(entry.context, []).append(entry)
    code = code_cells(notebook)
    result, used = [], set()
    for wanted in template(notebook):
        key = (wanted.context, wanted.msgid)
        if key in by_key:
            have = by_key[key]
            have.comments = wanted.comments
            result.append(have)
            used.add(id(have))
            continue
        if not wanted.context.endswith(" code"):           # a markdown cell whose English changed
            old = [e for e in by_context.get(wanted.context, []) if id(e) not in used]
            if old:
                entry = old[0]
                used.add(id(entry))
                entry.previous = entry.previous if entry.fuzzy and entry.previous else entry.msgid
                entry.msgid, entry.comments = wanted.msgid, wanted.comments
                entry.flags.add("fuzzy")
                result.append(entry)
                continue
        result.append(wanted)
    for entry in entries:                                   # a translator's own code entries
        if id(entry) in used or (entry.context, entry.msgid) in {(e.context, e.msgid) for e in result}:
            continue
        cell = entry.context[:-len(" code")] if entry.context.endswith(" code") else None
        if cell in code and entry.msgid in code[cell]:
            result.append(entry)
    order = {cell.id: n for n, cell in enumerate(notebook.cells)}
    return sorted(result, key=lambda e: order.get(e.context.split(" ")[0], len(order)))


def problems(notebook, entries: list, where: str) -> list:
    """What is missing or stale in a catalogue (empty when the translation is complete and current)."""
    found = []
    have = {(entry.context, entry.msgid): entry for entry in entries}
    contexts = {entry.context for entry in entries}
    for wanted in template(notebook):
        entry = have.get((wanted.context, wanted.msgid))
        label = f"{where} {wanted.context}"
        if entry is None:
            state = "stale (its English changed since it was translated)" if wanted.context in contexts and \
                not wanted.context.endswith(" code") else "missing"
            found.append(f"{label}: {state}: {wanted.msgid[:70]!r}")
        elif entry.fuzzy:
            found.append(f"{label}: stale (fuzzy: revise it against the new English, then drop the flag)")
        elif not entry.msgstr.strip():
            found.append(f"{label}: not translated")
    code = code_cells(notebook)
    for entry in entries:
        cell = entry.context.split(" ")[0]
        if entry.context.endswith(" code") and (cell not in code or entry.msgid not in code[cell]):
            found.append(f"{where} {entry.context}: stale (no longer in the English code): {entry.msgid[:70]!r}")
        elif not entry.context.endswith(" code") and cell not in {c.id for c in notebook.cells}:
            found.append(f"{where} {entry.context}: obsolete (no such cell in the English notebook)")
    return found


# ------------------------------------------------------------------------------------ generating
def relinked(text: str, source: pathlib.Path, target: pathlib.Path, language: str) -> str:
    """Links written for the English notebook's folder, made right for the generated one's. A link to a
    translated lesson goes to it, and when its text is the English file name, it shows the translated one."""
    def fix(match):
        label, link = match.group(1) or "", match.group(2)
        if "://" in link or link.startswith(("#", "mailto:")):
            return match.group(0)
        path, hash_, fragment = link.partition("#")
        resolved = (source.parent / path).resolve()
        suffix = ""
        if resolved.suffix == ".ipynb" and NOTEBOOKS in resolved.parents and \
                resolved.relative_to(NOTEBOOKS).parts[0] in (*LESSON_FOLDERS, "index.ipynb"):
            if is_translated(resolved, language):
                translated = target_path(resolved, language)
                label = f"[{translated.name}" if label == f"[{resolved.name}" else label
                resolved = translated
            else:
                suffix = ADDED[language]["english_only"]
        new = os.path.relpath(resolved, target.parent).replace(os.sep, "/") + ("/" if path.endswith("/") else "")
        return f"{label}]({new}{hash_}{fragment})" + ("\0" + suffix if suffix else "")
    # An English-only mark goes after the link's closing parenthesis (the \0 keeps it out of the link).
    return LINK.sub(fix, text).replace("\0", "")


def generate(source: pathlib.Path, language: str, entries: list):
    """The translated notebook (sources only) from the English one and its catalogue entries."""
    english = nbformat.read(source, as_version=4)
    target = target_path(source, language)
    added = ADDED[language]
    text = {entry.context: entry.msgstr for entry in entries if not entry.context.endswith(" code")}
    code = {}
    for entry in entries:
        if entry.context.endswith(" code") and entry.msgstr:
            code.setdefault(entry.context[:-len(" code")], []).append(entry)
    cells, first_markdown, language_cell = [], True, False
    for cell in english.cells:
        if cell.cell_type == "markdown":
            body = relinked(text.get(cell.id) or cell.source, source, target, language)
            if first_markdown:
                link = os.path.relpath(source, target.parent).replace(os.sep, "/")
                body += "\n\n" + added["source_link"].format(name=source.name, link=link)
                first_markdown = False
            new = nbformat.v4.new_markdown_cell(body)
        elif cell.cell_type == "code":
            if not language_cell:
                cells.append(nbformat.v4.new_code_cell(added["language_cell"]))
                cells[-1].id = LANGUAGE_CELL_ID
                language_cell = True
            body = cell.source
            for entry in sorted(code.get(cell.id, ()), key=lambda e: -len(e.msgid)):
                body = body.replace(entry.msgid, entry.msgstr)
            new = nbformat.v4.new_code_cell(body)
            tags = cell.metadata.get("tags")
            if tags:
                new.metadata["tags"] = list(tags)
        else:
            new = nbformat.v4.new_raw_cell(cell.source)
        new.id = cell.id
        cells.append(new)
    notebook = nbformat.v4.new_notebook(cells=cells, metadata=dict(english.metadata))
    notebook.metadata["mandrapy"] = {"language": language,
                                     "source": source.relative_to(NOTEBOOKS).as_posix()}
    notebook.nbformat, notebook.nbformat_minor = english.nbformat, english.nbformat_minor
    tidy(notebook)
    return notebook


def shape(notebook) -> list:
    """What generation decides (outputs aside): each cell's type, id, source and tags."""
    return [(cell.cell_type, cell.get("id"), cell.source, cell.get("metadata", {}).get("tags", []))
            for cell in notebook.cells] + [notebook.metadata.get("mandrapy")]


def with_outputs(notebook, old) -> bool:
    """Copy the stored outputs of ``old`` into ``notebook`` for code cells that did not change; True when
    every code cell found its outputs (nothing needs running)."""
    before = {cell.get("id"): cell for cell in old.cells if cell.cell_type == "code"} if old else {}
    complete = True
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        was = before.get(cell.id)
        if was is not None and was.source == cell.source:
            cell.outputs, cell.execution_count = was.outputs, was.execution_count
            if "execution" in was.metadata:
                cell.metadata["execution"] = was.metadata["execution"]
        else:
            complete = False
    return complete


# ------------------------------------------------------------------------------------ the command
def check(sources, language: str) -> list:
    found = []
    for source in sources:
        english = nbformat.read(source, as_version=4)
        catalogue = catalogue_path(source, language)
        entries = read_catalogue(catalogue)
        found += problems(english, entries, str(catalogue.relative_to(ROOT)))
        target = target_path(source, language)
        if not target.exists():
            found.append(f"{target.relative_to(ROOT)}: not generated")
            continue
        stored = nbformat.read(target, as_version=4)
        want, have = shape(generate(source, language, entries)), shape(stored)
        if want != have:
            diff = next((f"cell {w[1]!r}" for w, h in zip(want, have) if w != h), "the number of cells")
            found.append(f"{target.relative_to(ROOT)}: differs from what its source and catalogue generate "
                         f"(first at {diff}): run tools/translate_notebooks.py {source.relative_to(ROOT)}")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="English notebooks (default: every one with a catalogue)")
    parser.add_argument("--language", default=None, help="one language (default: every one in notebooks/i18n)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="only check; exit 1 on any problem")
    mode.add_argument("--update", action="store_true", help="only update the catalogues")
    mode.add_argument("--no-run", action="store_true", help="regenerate without running the notebooks")
    parser.add_argument("--force", action="store_true", help="run every notebook, even those that did not change")
    arguments = parser.parse_args()
    failed = []
    for language in [arguments.language] if arguments.language else languages():
        sources = [pathlib.Path(p).resolve() for p in arguments.paths] or translated_sources(language)
        if arguments.check:
            failed += check(sources, language)
            continue
        for source in sources:
            english = nbformat.read(source, as_version=4)
            catalogue = catalogue_path(source, language)
            entries = updated(english, read_catalogue(catalogue))
            write_catalogue(catalogue, entries, source, language)
            found = problems(english, entries, str(catalogue.relative_to(ROOT)))
            failed += found
            if arguments.update:
                continue
            target = target_path(source, language)
            notebook = generate(source, language, entries)
            old = nbformat.read(target, as_version=4) if target.exists() else None
            complete = with_outputs(notebook, old)
            target.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(notebook, target)
            unchanged = complete and old is not None and shape(old) == shape(notebook)
            if not arguments.no_run and (arguments.force or not unchanged):
                print(f"running {target.relative_to(ROOT)}", flush=True)
                run(target)
    for line in failed:
        print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

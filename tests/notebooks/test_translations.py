"""The lessons in other languages (issue 19): generated from the English lesson and its catalogue, complete and
current, speaking their language in their stored outputs, and using the games' glossaries.

nbval runs the generated notebooks like the English ones (they are under notebooks/, pyproject's testpaths).
"""

from __future__ import annotations

import html
import json
import pathlib
import re
import sys

import pytest

from notebook_lesson import Lesson

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))
import translate_notebooks  # noqa: E402
from po import dumps, loads  # noqa: E402

FRENCH = sorted((NOTEBOOKS / "fr").rglob("*.ipynb"))
FRENCH_LESSONS = [p for p in FRENCH if p.parent.name != "fr"]
GAMES = ("mandragora", "magyarcana", "conjuraction")


def cells(path):
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def markdown(path) -> str:
    return "\n".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "markdown")


def shown_text(output) -> str:
    """What a stored output shows a reader: streams, plain text, HTML, and the words drawn in an SVG."""
    if output.get("output_type") == "stream":
        return "".join(output["text"])
    data = output.get("data", {})
    parts = ["".join(data.get("text/plain", ""))]
    svg = "".join(data.get("image/svg+xml", ""))
    parts += [html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
    if output.get("output_type") == "error":
        parts.append(f"{output.get('ename')}: {output.get('evalue')}")
    return "\n".join(parts)


def english_of(path) -> pathlib.Path:
    """The English notebook a generated one was made from (its metadata says which)."""
    return NOTEBOOKS / json.loads(path.read_text(encoding="utf-8"))["metadata"]["mandrapy"]["source"]


def french_of(english: str) -> str:
    """Where the French notebook of an English one (relative to notebooks/) is, relative to notebooks/."""
    return translate_notebooks.target_path(NOTEBOOKS / english, "fr").relative_to(NOTEBOOKS).as_posix()


def outputs_of(path) -> str:
    return "\n".join(shown_text(o) for c in cells(path) if c["cell_type"] == "code" for o in c.get("outputs", ()))


# ------------------------------------------------------------------------------------ generation
def test_every_translation_is_complete_current_and_generated_as_committed():
    """tools/translate_notebooks.py --check: no missing or stale (fuzzy) entry, every generated notebook as its
    source and catalogue make it (outputs aside)."""
    found = []
    for language in translate_notebooks.languages():
        found += translate_notebooks.check(translate_notebooks.translated_sources(language), language)
    assert found == []


def test_every_french_notebook_has_a_catalogue_and_every_catalogue_a_notebook():
    generated = {english_of(p).relative_to(NOTEBOOKS) for p in FRENCH}
    catalogues = {p.relative_to(NOTEBOOKS / "i18n" / "fr").with_suffix(".ipynb")
                  for p in (NOTEBOOKS / "i18n" / "fr").rglob("*.po")}
    assert generated == catalogues and pathlib.Path("index.ipynb") in generated
    assert all(translate_notebooks.target_path(english_of(p), "fr") == p for p in FRENCH)


def test_a_changed_english_cell_makes_its_translation_stale_and_a_new_one_missing(tmp_path):
    import nbformat
    source = NOTEBOOKS / "mandragora" / "06_play_against_the_computer.ipynb"
    english = nbformat.read(source, as_version=4)
    entries = translate_notebooks.read_catalogue(translate_notebooks.catalogue_path(source, "fr"))
    assert translate_notebooks.problems(english, entries, "po") == []
    english.cells[0].source += " A new sentence."
    english.cells.append(nbformat.v4.new_markdown_cell("A new cell."))
    english.cells[-1].id = "new"
    found = translate_notebooks.problems(english, entries, "po")
    assert len(found) == 2 and "po c00: stale" in found[0] and "po new: missing" in found[1]
    revised = translate_notebooks.updated(english, loads(dumps(entries)))
    first = next(e for e in revised if e.context == "c00")
    assert first.fuzzy and first.previous.endswith("Click on the board below.") and first.msgstr
    assert any("stale (fuzzy" in line for line in translate_notebooks.problems(english, revised, "po"))


def test_links_point_to_the_translated_lesson_else_to_the_english_one_marked():
    source = NOTEBOOKS / "index.ipynb"
    target = NOTEBOOKS / "fr" / "sommaire.ipynb"
    text = ("[a](mandragora/06_play_against_the_computer.ipynb) [b](magyarcana/nowhere.ipynb) "
            "[c](../docs/rules/mandragora.md#ruling-2) [06_play_against_the_computer.ipynb](mandragora/06_play_against_the_computer.ipynb)")
    fixed = translate_notebooks.relinked(text, source, target, "fr")
    assert "[a](mandragora/06_jouer_a_mandragora.ipynb)" in fixed
    assert "[06_jouer_a_mandragora.ipynb](mandragora/06_jouer_a_mandragora.ipynb)" in fixed   # its name too
    assert "[b](../magyarcana/nowhere.ipynb) *(en anglais)*" in fixed
    assert "[c](../../docs/rules/mandragora.md#ruling-2)" in fixed


def test_english_and_french_indexes_link_each_other():
    assert "](fr/sommaire.ipynb)" in markdown(NOTEBOOKS / "index.ipynb")
    assert "](../index.ipynb)" in markdown(NOTEBOOKS / "fr" / "sommaire.ipynb")


def test_a_french_lesson_links_the_next_french_lesson_by_its_french_name():
    last = markdown(NOTEBOOKS / french_of("mandragora/01_setup.ipynb"))
    assert "[02_chercher_des_articles.ipynb](02_chercher_des_articles.ipynb)" in last
    assert "[01_setup.ipynb](../../mandragora/01_setup.ipynb)" in last          # its English source


def test_the_french_index_links_a_lesson_of_every_game():
    index = markdown(NOTEBOOKS / "fr" / "sommaire.ipynb")
    for game in GAMES:
        lessons = sorted(p.name for p in (NOTEBOOKS / game).glob("*.ipynb"))
        for lesson in lessons:
            if translate_notebooks.is_translated(NOTEBOOKS / game / lesson, "fr"):
                name = french_of(f"{game}/{lesson}").split("/")[-1]
                assert f"[{name}]({game}/{name})" in index
            else:
                assert f"](../{game}/{lesson}) *(en anglais)*" in index


# ------------------------------------------------------------------------------------ what they show
ENGLISH_SHOWN = re.compile(r"\b(Player \d|sends the Assistant|is not allowed|Shop \d|Spells cast|Cards in hand|"
                           r"Countdown|Curse marker|takes the Curse|casts \w+ \(level|Final scores|drops out)")


@pytest.mark.parametrize("path", FRENCH_LESSONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_stored_outputs_of_a_french_lesson_show_no_english_board_log_or_refusal(path):
    shown = outputs_of(path)
    assert ENGLISH_SHOWN.findall(shown) == []


# A number printed the English way: 26.8% or 2%, 20,000 (which a French reader reads as twenty), 65.3.
ENGLISH_NUMBER = re.compile(r"\d%|\d,\d{3}\b|\d\.\d")
# A format spec writing one: {rate:.1%}, {n:,}, {mean:.1f} (the catalogue gives mandrapy.number(rate, '.1%')).
ENGLISH_SPEC = re.compile(r"\{[^{}]*:[^{}]*(?:%|,|\.[1-9]f)\}")


@pytest.mark.parametrize("path", FRENCH_LESSONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_french_lesson_prints_its_numbers_the_french_way(path):
    code = "\n".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "code")
    printed = "\n".join("".join(o["text"]) for c in cells(path) if c["cell_type"] == "code"
                        for o in c.get("outputs", ()) if o.get("output_type") == "stream")
    assert ENGLISH_SPEC.findall(code) == []
    assert [line for line in printed.splitlines() if ENGLISH_NUMBER.search(line)] == []


@pytest.mark.parametrize("path", [p for p in FRENCH_LESSONS if p.parent.name == "mandragora"],
                         ids=lambda p: p.name)
def test_stored_outputs_of_a_french_mandragora_lesson_show_french_boards_and_logs(path):
    shown = outputs_of(path)
    svg = "\n".join("".join(o.get("data", {}).get("image/svg+xml", "")) for c in cells(path)
                    if c["cell_type"] == "code" for o in c.get("outputs", ()))
    if "<svg" in svg:                                       # a board or picture: its French labels
        assert re.search(r"Échoppe \d|Sorcière \d", shown)
    code = "".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "code")
    if re.search(r"\bprint\(.*log|game\.log", code):
        assert re.search(r"La sorcière \d", shown)       # a log line, in French


def test_a_french_lesson_refuses_an_illegal_action_in_french():
    """The refusal lesson 2 shows: IllegalAction's message and rule in French, from the same code cells."""
    lesson = Lesson(french_of("mandragora/02_seeking_items.ipynb")).run_before("c10")
    import mandrapy
    with pytest.raises(mandrapy.IllegalAction) as refused:
        lesson.game.play("seek 4")
    assert str(refused.value) == ("seek 4 n'est pas permis : L'Assistant avance de 1 à 3 échoppes en sens horaire "
                                  "(3, plus 1 par sortilège Célérité possédé).")
    stored = "".join("".join(o.get("text", "")) for c in cells(NOTEBOOKS / french_of("mandragora/02_seeking_items.ipynb"))
                     if c["id"] == "c10" for o in c["outputs"])
    assert "'seek 4': L'Assistant avance de 1 à 3 échoppes" in stored


MAGYARCANA_ENGLISH = re.compile(r"\b(Player \d|Supply|Discard pile|Reshuffles \d|Last expulsion roll|Cards in hand|"
                                r"uses the \w+ power|plays .+ for its|places a 1-minion|is expelled to|tries to expel|"
                                r"discards and refills|draws \d+ cards?|The expulsion fails|The game ends|to play\b|"
                                r"hidden cards|had one choice)")


def magyarcana_code(path) -> str:
    return "".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "code")


@pytest.mark.parametrize("path", [p for p in FRENCH_LESSONS if p.parent.name == "magyarcana"],
                         ids=lambda p: p.name)
def test_stored_outputs_of_a_french_magyarcana_lesson_show_french_boards_logs_and_prompts(path):
    shown, code = outputs_of(path), magyarcana_code(path)
    assert MAGYARCANA_ENGLISH.findall(shown) == []
    svg = [o for c in cells(path) if c["cell_type"] == "code" for o in c.get("outputs", ())
           if "image/svg+xml" in o.get("data", {})]
    if svg:                                                 # a board or picture: its French labels
        assert re.search(r"Joueur \d", shown) and "Réserve" in shown and "Pioche" in shown
    if re.search(r"\blog\[", code):
        assert re.search(r"Le joueur \d|Le sbire \d du joueur|La défausse est mélangée|Inoccupés et coupés du reste|"
                         r"La partie prend fin", shown)
    if "prompt()" in code:
        assert re.search(r"Joueur \d : |La partie est terminée", shown)
    if "print(game)" in code:
        assert re.search(r"Pioche \d+, défausse \d+, mélanges \d/2", shown)


def test_every_magyarcana_lesson_is_in_french():
    english = set((NOTEBOOKS / "magyarcana").glob("*.ipynb"))
    assert english == {english_of(p) for p in (NOTEBOOKS / "fr" / "magyarcana").glob("*.ipynb")}


def test_a_french_magyarcana_lesson_refuses_an_illegal_action_in_french():
    """The refusal lesson 2 shows (a full territory): IllegalAction's message and rule in French."""
    name = french_of("magyarcana/02_territories_capacity_and_control.ipynb")
    lesson = Lesson(name).run_before("c12")
    import mandrapy
    with pytest.raises(mandrapy.IllegalAction) as refused:
        lesson.game.play("place minion on 7 of Bells")
    assert str(refused.value) == ("place minion on 7 of Bells n'est pas permis : Le 7 de Grelots n'a pas de place "
                                  "pour ce sbire (capacité 7).")
    assert refused.value.rule == "Le 7 de Grelots n'a pas de place pour ce sbire (capacité 7)."
    stored = "".join("".join(o.get("text", "")) for c in cells(NOTEBOOKS / name) if c["id"] == "c12"
                     for o in c["outputs"])
    assert "-> Le 7 de Grelots n'a pas de place pour ce sbire (capacité 7)." in stored
    assert "-> Le Roi de Cœurs n'a pas de place pour ce sbire (capacité 3)." in stored


# ------------------------------------------------------------------------------------ the glossary
def glossary(game):
    import importlib
    return importlib.import_module(f"mandrapy.{game}.glossary")


def forms(word: str) -> str:
    """A regular expression for a word or phrase, each word maybe plural (-s, -x)."""
    return r"\b" + r"\s+".join(re.escape(w) + r"(?:s|x)?" for w in word.split()) + r"\b"


GLOSSED = [game for game in GAMES if (ROOT / "mandrapy" / game / "glossary.py").exists()]


@pytest.mark.parametrize("game", GLOSSED)
def test_french_lessons_use_the_glossary_where_the_english_uses_its_word(game):
    """Wherever an English lesson's prose uses a glossary word, its French lesson uses the glossary's French.
    A capitalised term (a card, a suit: "Over", "Under") counts only capitalised ("the game is over" is not it)."""
    missing = []
    for path in sorted((NOTEBOOKS / "fr" / game).glob("*.ipynb")):
        english, french = markdown(english_of(path)), markdown(path)
        for term in glossary(game).TERMS:
            if re.search(forms(term.en), english, 0 if term.en[0].isupper() else re.I) and not any(
                    re.search(forms(word), french, re.I) for word in (term.fr, *term.also)):
                missing.append(f"{path.name}: {term.en!r} -> {term.fr!r}")
    assert missing == []


def test_the_mandragora_board_and_log_speak_the_glossary():
    from mandrapy.mandragora import glossary as words
    from mandrapy.mandragora.board.labels import FR, LOG_WORDS
    assert FR["spell"] == words.SPELLS["fr"] and FR["colour"] == words.COLOURS["fr"] and FR["item"] == words.ITEMS["fr"]
    assert FR["player"].lower().startswith(words.PLAYER["fr"]) and LOG_WORDS["fr"].player_word == words.PLAYER["fr"]
    spells = {term.en: term.fr for term in words.TERMS}
    assert all(spells.get(en, en) == fr for en, fr in words.SPELLS["fr"].items())
    for key, french in (("shop", "Échoppe {n}"), ("assistant", "Assistant")):
        assert FR[key] == french and french.split()[0].lower() in {t.fr.lower() for t in words.TERMS}


def test_the_magyarcana_board_log_and_speech_speak_the_glossary():
    from mandrapy.magyarcana import glossary as words
    from mandrapy.magyarcana.board.labels import FR, LOG_WORDS
    from mandrapy.magyarcana.speech import FRENCH
    assert FR["suit"] == words.SUITS["fr"] and FR["rank"] == words.RANKS["fr"] and FR["card"] == words.CARD["fr"]
    assert FR["player"].lower().startswith(words.PLAYER["fr"])
    assert LOG_WORDS["fr"].player_word == FRENCH.words.player_word == words.PLAYER["fr"]
    french = {term.en: term.fr for term in words.TERMS}
    for key, term in (("supply", "supply"), ("deck", "deck"), ("discard", "discard pile"), ("reshuffles", "reshuffle")):
        assert FR[key].lower().startswith(french[term]), key
    assert french["minion"] in FR["minion"] and french["minion"] in FR["power"]["bells"]
    assert all(french[en.title()] == fr for en, fr in words.SUITS["fr"].items())
    assert [french[rank] for rank in ("Under", "Over", "King", "Ace")] == \
        [words.RANKS["fr"][rank] for rank in ("under", "over", "king", "ace")]


# ------------------------------------------------------------------------------------ Conjuraction in French
CONJURACTION_ENGLISH = re.compile(r"\b(Player \d|had one choice|Round \d+ begins|Spell offer|Plane offers|"
                                  r"Imbuement points|is not allowed|must decide|Mana not kept|Starting mana)")


@pytest.mark.parametrize("path", sorted((NOTEBOOKS / "fr" / "conjuraction").glob("*.ipynb")), ids=lambda p: p.name)
def test_stored_outputs_of_a_french_conjuraction_lesson_show_french_boards_and_logs(path):
    shown = outputs_of(path)
    assert CONJURACTION_ENGLISH.findall(shown) == []
    svg = "\n".join("".join(o.get("data", {}).get("image/svg+xml", "")) for c in cells(path)
                    if c["cell_type"] == "code" for o in c.get("outputs", ()))
    if "<svg" in svg:                                       # a board picture: its French labels
        assert "Offre de sorts" in shown and re.search(r"Joueur \d", shown)
    code = "".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "code")
    if re.search(r"game\.log\b", code) and "print" in code:
        assert re.search(r"Le joueur \d", shown)           # a log line, in French


def test_a_french_conjuraction_lesson_refuses_an_out_of_turn_action_in_french():
    """Lesson 2's refusal (an action while player 0 must place the starting mana): IllegalAction's message and
    rule in French, the decision's prompt included, from the same code cells."""
    lesson = Lesson(french_of("conjuraction/02_a_turn_and_the_four_workers.ipynb")).run_before("c67b70cd")
    import mandrapy
    with pytest.raises(mandrapy.IllegalAction) as refused:
        lesson.game.play("sorcerer takes astral row 1")
    rule = "D'abord, le joueur 0 doit décider : poser le mana de départ sur vos cercles."
    assert refused.value.rule == rule and str(refused.value) == f"sorcerer takes astral row 1 n'est pas permis : {rule}"
    stored = "".join("".join(o.get("text", "")) for c in cells(NOTEBOOKS / french_of("conjuraction/02_a_turn_and_the_four_workers.ipynb"))
                     if c["id"] == "c67b70cd" for o in c["outputs"])
    assert rule in stored and "Joueur 0 : poser le mana de départ" in stored


def test_the_conjuraction_board_log_and_text_speak_the_glossary():
    from mandrapy.conjuraction import glossary as words
    from mandrapy.conjuraction.board.labels import FR, LOG_WORDS
    from mandrapy.conjuraction.speech import FRENCH
    for key, table in (("colour", words.COLOURS), ("plane", words.PLANES), ("point", words.POINTS),
                       ("formula", words.FORMULAS), ("charm", words.CHARMS)):
        assert FR[key] == table["fr"], key
    assert LOG_WORDS["fr"] is FRENCH.words and FRENCH.words.player_word == words.PLAYER["fr"]
    french = {term.en: term.fr for term in words.TERMS}
    assert all(french[en] == fr for en, fr in zip(words.POINTS["en"], words.POINTS["fr"]))
    for label, term in (("imbuement", "imbuement point"), ("card_offer", "card offer"), ("sorcerer", "sorcerer")):
        assert french[term].lower().split()[0] in FR[label].lower(), label

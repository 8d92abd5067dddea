"""What a French page says is French (issue 29): no English action-text word inside a French line, in any French
lesson's stored outputs or in a game's live French hints.

Action text (``"seek 3"``, ``"play 10 of Leaves"``) is the package's code: what a learner *types* stays English
(docs/lessons.md). What a French page *says* to a learner is French, so an English action word inside a line
that is otherwise French ("Joueur 0 : play 10 of Leaves semble le meilleur coup") is a defect: the move must be
named as the French log names it.

**The words** are those of every game's action forms (the parser rows' forms, placeholders left out: "seek",
"cast", "play", "move", "from", "to", "with", "take", "refill", ...) and "of", which every Magyarcana card name
in an action text has ("10 of Leaves"). Left out, because French writes them too or they are names:
``EXCLUDED`` (each with its reason).

**Where**: a line of a stored output (a stream, ``text/plain``, ``text/html`` with its tags, SVG and images
left out) that reads as French (``FRENCH_LINE``: a French function word, an accented letter, or French
spacing before ``:``/``;``); in it, Python's own notation is code and left out: quoted strings ('seek 4', the
text a learner typed, echoed) and object representations (``<Card 9 of Acorns>``). A line with no French in it
(a list of legal actions, a table of API values) shows code, not sentences.
"""

import html
import json
import pathlib
import random
import re

import pytest

import mandrapy
from mandrapy.core.language import speaking

ROOT = pathlib.Path(__file__).resolve().parents[2]
FRENCH_NOTEBOOKS = sorted((ROOT / "notebooks" / "fr").rglob("*.ipynb"))

EXCLUDED = {
    "as": "French 'As' (an Ace: l'As de Cœurs)",
    "an": "French 'an' (a year)",
    "on": "French 'on'",
    "place": "French 'place' (pas de place)",
    "point": "French 'point' (1 point)",
    "mana": "the same word in French",
    "plasma": "the same word in French",
    "essence": "the same word in French",
    "bonus": "the same word in French",
    "forge": "the same word in French",
    "rune": "the same word in French",
    "astral": "French 'astral'",
    "extra": "French 'extra'",
}


def parsers():
    from mandrapy.conjuraction.parsing import PARSER as conjuraction
    from mandrapy.magyarcana.actions import PARSER as magyarcana
    from mandrapy.mandragora.actions import PARSER as mandragora
    return mandragora, magyarcana, conjuraction


def action_words() -> set:
    """The English words of every game's action forms (and "of", of Magyarcana's card names)."""
    words = {"of"}
    for parser in parsers():
        for form in parser.forms:
            words |= set(re.findall(r"[a-z][a-z'-]+", re.sub(r"<[^>]*>", " ", form).lower()))
    return words - set(EXCLUDED)


WORDS = action_words()
ENGLISH = re.compile(r"\b(" + "|".join(sorted(map(re.escape, WORDS), key=len, reverse=True)) + r")\b", re.I)
FRENCH_LINE = re.compile(r"\b(le|la|les|du|des|de|est|et|avec|une|un|pour|dans|sur|aux|au|pas|vous|votre|sa|son|"
                         r"ses|joueur|sorcière|semble)\b|[éèêàùâîôûçœ]| [:;?!](?: |$)", re.I)
CODE = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|<[^<>\n]*>")       # quoted text, <object representations>
# In a stored output, French quotes mark what to type too (a prompt's « done »); a hint's move is checked inside
# them (Conjuraction names a move by its button, « Passer »).
TYPED = re.compile(CODE.pattern + r"|«[^»\n]*»")


def shown_lines(output) -> list:
    """The lines a stored output shows a reader (SVG and images left out)."""
    if output.get("output_type") == "stream":
        return "".join(output["text"]).splitlines()
    data = output.get("data", {})
    text = "".join(data.get("text/plain", ""))
    page = "".join(data.get("text/html", ""))
    page = re.sub(r"<svg.*?</svg>|<img[^>]*>", " ", page, flags=re.S | re.I)
    page = re.sub(r"<(br|/li|/tr|/p|/div|/h\d)[^>]*>", "\n", page, flags=re.I)
    page = html.unescape(re.sub(r"<[^>]+>", " ", page))
    error = f"{output.get('ename')}: {output.get('evalue')}" if output.get("output_type") == "error" else ""
    return (text + "\n" + page + "\n" + error).splitlines()


def english_in(line: str, code=CODE) -> list:
    """The English action words of ``line`` when it reads as French (``code`` notation left out)."""
    said = code.sub(" ", line)
    return [m.group(1) for m in ENGLISH.finditer(said)] if FRENCH_LINE.search(said) else []


def english_lines(path: pathlib.Path) -> list:
    found = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", ()) if cell["cell_type"] == "code" else ():
            found += [f"{cell['id']}: {english_in(line, TYPED)} {line.strip()[:160]}"
                      for line in shown_lines(output) if english_in(line, TYPED)]
    return found


def test_the_words_are_built_from_every_game_s_action_forms():
    for word in ("seek", "cast", "play", "move", "take", "refill", "from", "to", "with", "of", "pass", "activates"):
        assert word in WORDS, word
    assert not WORDS & set(EXCLUDED)


def test_a_french_line_naming_a_move_in_action_text_is_caught_and_code_is_not():
    assert english_in("Joueur 0 : play 10 of Leaves semble le meilleur coup.") == ["play", "of"]
    assert english_in("move 1-minion from Under of Acorns to Over of Hearts : gaffe") != []
    assert english_in("'seek 4': L'Assistant avance de 1 à 3 échoppes") == []            # the text typed, echoed
    assert english_in("ma main : (<Card 9 of Acorns>, <Card 10 of Acorns>)") == []     # representations
    assert english_in("   play 10 of Acorns") == []                                     # a list of action texts
    assert english_in("Joueur 0 : jouer le 10 de Feuilles pour son pouvoir Feuilles semble le meilleur coup.") == []
    assert english_in("Votre dernier coup, « Passer », était bon ; l'As de Cœurs a de la place.") == []
    assert english_in("Votre dernier coup, « pass », était bon.") == ["pass"]             # checked in a hint
    assert english_in("puis « done » pour repiocher jusqu'à 6", TYPED) == []              # what to type


@pytest.mark.parametrize("path", FRENCH_NOTEBOOKS, ids=lambda p: p.relative_to(ROOT / "notebooks" / "fr").as_posix())
def test_a_french_lesson_s_stored_outputs_name_no_move_in_english(path):
    assert english_lines(path) == []


GAMES = {"mandragora": {"players": 2}, "magyarcana": {}, "conjuraction": {"players": 3}}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_live_french_hints_name_no_move_in_english(name):
    """Several positions of each game (fixed seeds): ``hint.text("fr")`` and ``str(hint)`` under
    ``set_language("fr")``, the judgement of the last move included."""
    for seed in range(3):
        game = mandrapy.new(name, seed=seed, **GAMES[name])
        rng = random.Random(seed)
        while len(game.history) < 8 + 5 * seed or len(game.legal_actions()) < 2:
            game.play(rng.choice(game.legal_actions()))
        advice = game.hint(iterations=30)
        with speaking("fr"):
            said = str(advice)
        assert " ".join(said.split()) == advice.text("fr")            # (str wraps its lines at 88 columns)
        assert [line for line in advice.lines("fr") if english_in(line)] == []
        assert english_in(advice.text("en").replace("Player", "Le joueur")) != []   # the same check sees English

"""The words of Mystical Conjuraction's exercises (:mod:`.questions`), English and French: each kind's question and
its own rule sentences, and how an option or a value of a question is named (game words from :mod:`.glossary`).

>>> name(Named("plane", 0), "fr", None), name(Named("worker", "familiar"), "fr", None)
('Plaines astrales', 'familier')
>>> name(FormulaOption(1, 4), "en", None), name(FormulaOption(None, 0), "fr", None)
('Enchantment, 4 VP', 'aucune : la carte reste sur sa forge')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.language import action_words, number
from ..core.parsing import Action
from . import data as D
from .glossary import CHARACTERS, CHARMS, COLOURS, FORMULAS, PLANES, POINTS
from .speech import OF_PLANE_FR, SPEECH

WORKERS = {"en": {"sorcerer": "sorcerer", "familiar": "familiar"}, "fr": {"sorcerer": "sorcier", "familiar": "familier"}}
REWARDS = {"en": {None: "", D.BIND: " and binds a familiar", D.RUNE: " and a rune", D.GLYPH: " and a glyph",
                  D.SURGE: " and a mana surge (keep 3 of its mana)"},
           "fr": {None: "", D.BIND: " et lie un familier", D.RUNE: " et une rune", D.GLYPH: " et un glyphe",
                  D.SURGE: " et un afflux de mana (garder 3 de ses manas)"}}
TABLES: dict[str, dict[str, Any]] = {
    "plane": PLANES, "colour": COLOURS, "point": POINTS, "formula": FORMULAS, "charm": CHARMS,
    "character": CHARACTERS, "worker": WORKERS, "reward": REWARDS,
    "plane_of": {"en": PLANES["en"], "fr": OF_PLANE_FR}}      # a plane after "the offer", "the forge", "the circle"


@dataclass(frozen=True)
class Named:
    """A game word as a value of a question: ``table`` (plane, colour, point, formula, charm, character, worker,
    reward) and its ``key`` there; worded in the exercise's language."""

    table: str
    key: Any

    def __str__(self) -> str:
        return name(self, "en", None)


@dataclass(frozen=True)
class FormulaOption:
    """An answer to "which formula, for how many VP": ``formula`` (0..3, None: no formula) and ``vp``."""

    formula: int | None
    vp: int

    def __str__(self) -> str:
        return name(self, "en", None)


def name(option: Any, language: str, view: Any) -> str:
    """An option or a question's value in ``language``: an action as the game's log names it, a game word from
    the glossary, a formula with its VP, a number written in that language."""
    language = language if language in WORDS_BY_LANGUAGE else "en"
    if isinstance(option, Action):
        return action_words(SPEECH, language, view)(option)
    if isinstance(option, Named):
        table = TABLES[option.table].get(language) or TABLES[option.table]["en"]
        return str(table[option.key])
    if isinstance(option, FormulaOption):
        if option.formula is None:
            return WORDS_BY_LANGUAGE[language]["no_formula"]
        return WORDS_BY_LANGUAGE[language]["formula_option"].format(
            formula=FORMULAS[language][option.formula], vp=number(option.vp, "", language))
    if isinstance(option, bool):
        return str(option)
    if isinstance(option, int):
        return number(option, "", language)
    return str(option)


WORDS_BY_LANGUAGE = {
    "en": {"no_formula": "none: the card stays on its forge", "formula_option": "{formula}, {vp} VP"},
    "fr": {"no_formula": "aucune : la carte reste sur sa forge", "formula_option": "{formula}, {vp} PV"},
}

OFFER_LINES = {
    "en": {"question": "Player {seat}: which lines of the {plane} offer may your {worker} take now?"},
    "fr": {"question": "Joueur {seat} : quelles lignes de l'offre {plane} votre {worker} peut-il prendre maintenant ?",
           "rulebook": "Prendre du mana dans les offres des plans"},
}
CUBE_SPACES = {
    "en": {"question": "Player {seat}: on which of these mana spaces may you put a cube of {colour} from your "
                       "{plane} circle now?"},
    "fr": {"question": "Joueur {seat} : sur lesquels de ces espaces de mana pouvez-vous poser maintenant un cube "
                       "de couleur {colour} de votre cercle {plane} ?",
           "rulebook": "Les points d'imprégnation"},
}
LEGAL_MOVES = {
    "en": {"question": "Player {seat}: which of these moves are legal now?"},
    "fr": {"question": "Joueur {seat} : lesquels de ces coups sont permis maintenant ?",
           "rulebook": "Déroulement d'une manche"},
}
FORMULA = {
    "en": {"question": "Player {seat} passes now. Which formula does the card on the {plane} forge complete, and for "
                       "how many victory points?",
           "formula_earns": "{formula} scores {vp} VP{reward}.",
           "formula_wild": "A wild black on the card costs 1 VP (Alaeric loses nothing) (G-25, G-07).",
           "formula_covered": "The {formula} formula of this forge is already covered: each formula is completed once.",
           "formula_squares": "The {formula} formula needs mana on the squares {squares}; {missing} still empty.",
           "formula_best": "Passing completes the formula with the most VP that the card satisfies (G-19): {best}.",
           "formula_some": "The squares of {formula} all hold mana: passing completes the card.",
           "formula_none": "No uncovered formula of this forge has all its squares filled: the card stays."},
    "fr": {"question": "Le joueur {seat} passe maintenant. Quelle formule la carte de la forge {plane} achève-t-elle, "
                       "et pour combien de points de victoire ?",
           "rulebook": "Passer",
           "formula_earns": "La formule {formula} rapporte {vp} PV{reward}.",
           "formula_wild": "Un noir joker sur la carte coûte 1 PV (Alaeric ne perd rien) (G-25, G-07).",
           "formula_covered": "La formule {formula} de cette forge est déjà couverte : chaque formule s'achève une "
                              "fois.",
           "formula_squares": "La formule {formula} demande du mana sur les cases {squares} ; {missing} encore "
                              "vide(s).",
           "formula_best": "Passer achève la formule qui rapporte le plus de PV parmi celles que la carte remplit "
                           "(G-19) : {best}.",
           "formula_some": "Les cases de la formule {formula} ont toutes du mana : passer achève la carte.",
           "formula_none": "Aucune formule non couverte de cette forge n'a toutes ses cases remplies : la carte "
                           "reste."},
}
CHARM_WORTH = {
    "en": {"question": "What is the {charm} charm worth: how many VP does its back add at the end of the game to the "
                       "player who took it in the final round?",
           "charm_back": "The back of the {charm} charm shows {vp} VP: they are added at the game's end to the player "
                         "who took it in the final round (G-18)."},
    "fr": {"question": "Que vaut le charme {charm} : combien de PV son dos ajoute-t-il en fin de partie au joueur qui "
                       "l'a pris pendant la dernière manche ?",
           "rulebook": "Fin de la partie",
           "charm_back": "Le dos du charme {charm} montre {vp} PV : ils s'ajoutent en fin de partie au joueur qui l'a "
                         "pris pendant la dernière manche (G-18)."},
}
CHARM_CHOICE = {
    "en": {"question": "Player {seat} passes: which meditation charms may they take?"},
    "fr": {"question": "Le joueur {seat} passe : quels charmes de méditation peut-il prendre ?",
           "rulebook": "Passer"},
}
DRAFT = {
    "en": {"question": "Player {seat} drafts a character: which may they choose?"},
    "fr": {"question": "Le joueur {seat} choisit un personnage : lesquels peut-il prendre ?", "rulebook": "Personnages"},
}
START_MANA = {
    "en": {"question": "Player {seat} plays {character}: how many starting mana cubes do they place on their first "
                       "turn?",
           "start_mana": "{character} starts with {base} mana; player {seat} sits {after} seat(s) after the first "
                         "player (player {first}) and draws {after} more (Setup, G-04): {total}.",
           "start_mana_first": "{character} starts with {base} mana, and player {seat} plays first: no more (Setup, "
                               "G-04): {total}."},
    "fr": {"question": "Le joueur {seat} joue {character} : combien de cubes de mana de départ pose-t-il à son "
                       "premier tour ?",
           "rulebook": "Mise en place",
           "start_mana": "{character} commence avec {base} mana ; le joueur {seat} est placé {after} place(s) après le "
                         "premier joueur (joueur {first}) et en pioche {after} de plus (mise en place, G-04) : "
                         "{total}.",
           "start_mana_first": "{character} commence avec {base} mana, et le joueur {seat} joue en premier : pas de "
                               "mana en plus (mise en place, G-04) : {total}."},
}
CLEANUP = {
    "en": {"question": "If the round ended now, which of these imbuement points would give their mana back to the "
                       "bag at cleanup?",
           "cleanup_full": "Every mana space of {point} is full: its cubes go back to the bag (cleanup step 4).",
           "cleanup_free": "{point} still has a free mana space: its cubes stay for the next round."},
    "fr": {"question": "Si la manche finissait maintenant, lesquels de ces points d'imprégnation rendraient leur mana "
                       "au sac au nettoyage ?",
           "rulebook": "Nettoyage de fin de manche",
           "cleanup_full": "Tous les espaces de mana de {point} sont pleins : ses cubes retournent au sac (étape 4 du "
                           "nettoyage).",
           "cleanup_free": "{point} a encore un espace de mana libre : ses cubes restent pour la manche suivante."},
}
BONUS = {
    "en": {"question": "Player {seat} is the last sorcerer this round: how much non-black free mana does a bonus turn "
                       "cost now?",
           "bonus_price": "The first bonus turn of a round costs 1 non-black free mana, each next one 1 more (G-28): "
                          "{bought} bought this round, so this one costs {price}."},
    "fr": {"question": "Le joueur {seat} est le dernier sorcier de la manche : combien de mana libre non noir coûte "
                       "un tour bonus maintenant ?",
           "rulebook": "Phase de fin de manche",
           "bonus_price": "Le premier tour bonus d'une manche coûte 1 mana libre non noir, chacun des suivants 1 de "
                          "plus (G-28) : {bought} déjà payé(s) cette manche, celui-ci coûte donc {price}."},
}

"""Every word the Mystical Conjuraction board draws, one table per language (English and French).

Colours always carry a letter besides their fill (E Y A P N: Essence, Energy (yellow), Arcana, Plasma,
Nether), in both languages, so a colour-blind player reads the board too.

>>> LABELS["fr"]["colour"][2], LABELS["fr"]["point"][4]
('Arcane', 'Conjurer du mana')
"""

from __future__ import annotations

from typing import Any

from ...widgets.contract import check_tables as shared_check_tables, explain_rule as shared_explain_rule
from .. import data as D
from ..glossary import CHARACTERS, CHARMS, COLOURS, FORMULAS, PLANES, PLANES_SHORT, POINTS
from ..kinds import KINDS
from ..log import EN as ENGLISH_WORDS, TEMPLATES
from ..speech import ACTIONS_FR, FRENCH, KINDS_FR, LOG_FR, RULES_FR, WORKERS_FR, name_fr

LETTERS = D.LETTERS                      # the text picture uses the same letters

EN: dict[str, Any] = {
    "title": "Mystical Conjuraction", "short_title": "Conjuraction",
    "log": "Log", "player": "Player {n}", "you": "you", "computer": "computer",
    "colour": ("Essence", "Energy", "Arcana", "Plasma", "Nether"),
    "plane": ("Astral Plains", "Maelstrom", "Aether"),
    "plane_short": ("Astral", "Maelstrom", "Aether"),
    "point": ("Spell Weave", "Mystic Portal", "Spell Glide", "Concoct Spell", "Conjure Mana", "Entreat Spell",
              "Mana Drift", "Spell Charge", "Mana Weave"),
    "vantage": ("Essence", "Energy", "Arcana", "Plasma"),
    "formula": ("Augury", "Enchantment", "Theurgy", "Thaumaturgy"),
    "reward": {"": "", "bind familiar": "familiar", "rune": "rune", "glyph": "glyph", "mana surge": "surge +3"},
    "character": {"norwell": "Norwell", "larissa": "Larissa", "alaeric": "Alaeric", "jenetta": "Jenetta",
                  "steffan": "Steffan", "mindally": "Mindally"},
    "power": {"norwell": "may stack one cube on a taken space each round",
              "larissa": "keeps 1 more cube of each completed spell",
              "alaeric": "Nether costs 3, wild costs 2, moves blacks",
              "jenetta": "wild colour: substitutes any colour",
              "steffan": "starts with a rune of his choice",
              "mindally": "starts first with a glyph"},
    "charm": {"first player": "First Player", "take two mana": "Take two Mana", "draw a card": "Draw a Card",
              "select a mana": "Select a Mana", "take a glyph": "Take a Glyph"},
    "offers": "Plane offers (click a row ▶ or column ▼)",
    "imbuement": "Imbuement points",
    "nether": "Nether: {n} black",
    "nether_used": "used this round",
    "supply": "Supply",
    "runes": "Runes", "glyphs": "Glyphs", "bag": "Bag", "setaside": "Set aside: {n}", "out": "Out: {n}",
    "card_offer": "Spell offer", "deck": "Deck {n}", "discard": "Discard {n}",
    "twinks": "Twinks: blue {blue}, yellow {yellow}", "final": "FINAL ROUND",
    "charms": "Charms", "scores": "Scores", "round": "Round {n}",
    "vp": "{n} VP", "passed": "passed", "first": "1st",
    "sorcerer": "Sorcerer", "familiars": "Familiars {left}/{bound}", "glyph_count": "Glyphs {n}",
    "rune_count": "Runes {up}/{all}", "hand_count": "Hand {n}", "sorcerer_used": "Sorcerer used",
    "first_player": "first player", "covered": "{n} ✓",
    "hand": "Hand", "hidden_hand": "Hand: {n} {n:card|cards}", "start_mana": "Starting mana (click, then a circle)",
    "circle": "Circle", "forge": "Forge", "empty_forge": "free",
    "wild": "wild {colour}", "focus": "Grimoire of {who}", "look": "click to look",
    "breadcrumb": "Now: {path}",
    "undo": "Undo move", "clear": "Clear",
    "legend": "E Essence (white) · Y Energy (yellow) · A Arcana (blue) · P Plasma (red) · N Nether (black)",
    "turn": "{who}: {what}", "watching": "{who} is deciding: {what}",
    "game_over": "Game over. {n:Winner|Winners}: {who}. Scores: {scores}",
    "picked": "Picked: {what}. Click a lit target.",
    "choose_one": "Several actions fit this click: pick one of the buttons below.",
    "wait_turn": "It is not your turn: {who} is deciding.",
    "not_yours": "That is another seat's grimoire: click your own strip to come back.",
    "nothing_here": "Nothing to do there now: {what}.",
    "worker": {"sorcerer": "sorcerer", "familiar": "familiar", "rune": "{vantage} rune", "glyph": "glyph",
               "cube": "{colour} in {circle}", "nether": "Nether", "start": "starting {colour}",
               "hand": "card {card}", "forge": "{plane} card", "bag": "{colour} from the bag"},
    "crumb": {"auto": "…", "draft": "draft", "steffan_rune": "Steffan's rune", "jenetta_colour": "Jenetta's colour",
              "starting_card": "starting cards", "starting_mana": "starting mana", "jenetta_swap": "Jenetta's swap",
              "turn": "turn", "after": "after the action", "last": "last sorcerer", "pay": "pay the bonus turn",
              "overflow": "keep mana", "nether_point": "Nether point", "weave": "Spell Weave", "glide": "Spell Glide",
              "charge": "Spell Charge", "portal": "Mystic Portal", "portal_bag": "Portal: bag",
              "portal_line": "Portal: offer line", "concoct": "Concoct Spell", "card_forge": "new card → forge",
              "circle": "Conjure: circle", "keep_one": "keep one mana", "drift": "Mana Drift",
              "mana_weave": "Mana Weave", "charm": "pass: charm", "select": "Select a Mana",
              "keep_card": "completed spell: keep mana", "hand_forge": "pass: hand card → forge"},
    "kind": {code: kind.prompt for code, kind in KINDS.items()},
    "action": {
        "choose": "Play {character}", "rune": "Take {vantage} rune", "wildcolour": "Wild colour {colour}",
        "forgecard": "Card {card} → {forge} forge", "start": "Starting {colour} → {circle}",
        "line": "{worker} takes {plane} {kind} {number}", "activate": "{worker} → {point}",
        "cube": "{colour} from {circle} → {point} space {space}",
        "stack": "Stack {colour} from {circle} → {point} space {space}",
        "nether": "Nether: black from {circle}", "pass": "Pass", "end": "End turn", "done": "Done",
        "bonus": "Bonus turn (pay {price})", "keep": "Keep {colour}", "tocircle": "Mana → {circle}",
        "place": "{colour} → {forge} card at {square}", "wildplace": "Wild black → {forge} card at {square}",
        "substitute": "Wild {colour} → {forge} card at {square}",
        "swapcards": "Swap {first} and {second} cards", "movecard": "Move {source} card → {target}",
        "portalcard": "Give card {mine}, take card {card}", "portalbag": "Portal: {circle} mana with the bag",
        "portalline": "Portal: {plane} {kind} {number}", "give": "Return {colour} to the bag",
        "exchange": "Give {give}, take {take} at {row},{column}", "takecard": "Take card {card}",
        "move": "Move {colour} {source} → {target}", "swap": "Swap {colour} ({source}) ↔ {back} ({target})",
        "pay": "Pay {colour} from {circle}", "charm": "Charm: {charm}", "select": "Select {colour} → {circle}",
        "row": "row", "column": "column",
    },
    # The headings of the legal-move list's groups (widgets/keyboard.py), by action class ("kind" above: the
    # decisions' prompts).
    "kinds": {
        "Choose": "Choose a character", "TakeRune": "Steffan: take a starting rune",
        "WildColour": "Jenetta: choose the wild colour", "ForgeCard": "Put a spell card on a free forge",
        "StartMana": "Place your starting mana", "TakeLine": "Take mana from a plane offer",
        "Activate": "Activate an imbuement point", "CubeOn": "Place a mana cube on a point",
        "Nether": "Place black mana on the Nether", "Pass": "Pass for this round", "EndTurn": "End your turn",
        "Done": "Done: end this step", "BonusTurn": "Pay for a bonus turn", "Keep": "Choose the mana to keep",
        "ToCircle": "Choose the circle for the drawn mana", "Place": "Place mana on a spell card",
        "SwapCards": "Swap two forge cards", "MoveCard": "Move a card to a free forge",
        "PortalCard": "Portal: exchange a spell card", "PortalBag": "Portal: exchange mana with the bag",
        "PortalLine": "Portal: exchange mana with an offer", "Give": "Return mana to the bag",
        "Exchange": "Exchange mana with the offer line", "TakeCard": "Take a face-up spell card",
        "Move": "Move mana between circles", "Swap": "Swap mana between circles",
        "Pay": "Pay mana for the bonus turn", "TakeCharm": "Take a meditation charm",
        "Select": "Select a mana from the bag",
    },
}

FR: dict[str, Any] = {
    "title": "Mystical Conjuraction", "short_title": "Conjuraction",
    "log": "Journal", "player": "Joueur {n}", "you": "vous", "computer": "ordinateur",
    "colour": COLOURS["fr"], "plane": PLANES["fr"], "plane_short": PLANES_SHORT["fr"], "point": POINTS["fr"],
    "vantage": COLOURS["fr"][:4], "formula": FORMULAS["fr"],
    "reward": {"": "", "bind familiar": "familier", "rune": "rune", "glyph": "glyphe",
               "mana surge": "afflux +3"},
    "character": CHARACTERS["fr"],
    "power": {"norwell": "peut empiler un cube sur un espace pris par manche",
              "larissa": "garde 1 cube de plus de chaque sort achevé",
              "alaeric": "Néant à 3, joker à 2, déplace les noirs",
              "jenetta": "couleur joker : remplace toute couleur",
              "steffan": "commence avec la rune de son choix",
              "mindally": "commence premier avec un glyphe"},
    "charm": CHARMS["fr"],
    "offers": "Offres des plans (cliquez une ligne ▶ ou colonne ▼)",
    "imbuement": "Points d'imprégnation",
    "nether": "Néant : {n} {n:noir|noirs}",
    "nether_used": "utilisé cette manche",
    "supply": "Réserve",
    "runes": "Runes", "glyphs": "Glyphes", "bag": "Sac", "setaside": "De côté : {n}", "out": "Hors jeu : {n}",
    "card_offer": "Offre de sorts", "deck": "Pioche {n}", "discard": "Défausse {n}",
    "twinks": "Étincelles : bleues {blue}, jaunes {yellow}", "final": "DERNIÈRE MANCHE",
    "charms": "Charmes", "scores": "Scores", "round": "Manche {n}",
    "vp": "{n} PV", "passed": "a passé", "first": "1er",
    "sorcerer": "Sorcier", "familiars": "Familiers {left}/{bound}", "glyph_count": "Glyphes {n}",
    "rune_count": "Runes {up}/{all}", "hand_count": "Main {n}", "sorcerer_used": "Sorcier utilisé",
    "first_player": "premier joueur", "covered": "{n} ✓",
    "hand": "Main", "hidden_hand": "Main : {n} {n:carte|cartes}", "start_mana": "Mana de départ (cliquez, puis un cercle)",
    "circle": "Cercle", "forge": "Forge", "empty_forge": "libre",
    "wild": "joker {colour}", "focus": "Grimoire de {who}", "look": "cliquez pour voir",
    "breadcrumb": "En cours : {path}",
    "undo": "Reprendre", "clear": "Effacer",
    "legend": "E Essence (blanc) · Y Énergie (jaune) · A Arcane (bleu) · P Plasma (rouge) · N Néant (noir)",
    "turn": "{who} : {what}", "watching": "{who} décide : {what}",
    "game_over": "Partie terminée. Victoire : {who}. Scores : {scores}",
    "picked": "Choisi : {what}. Cliquez une cible éclairée.",
    "choose_one": "Plusieurs actions possibles ici : cliquez un des boutons en bas.",
    "wait_turn": "Ce n'est pas votre tour : {who} décide.",
    "not_yours": "C'est le grimoire d'un autre joueur : cliquez votre bandeau pour revenir.",
    "nothing_here": "Rien à faire ici maintenant : {what}.",
    "worker": WORKERS_FR,
    "crumb": {"auto": "…", "draft": "choix des personnages", "steffan_rune": "rune de Steffan",
              "jenetta_colour": "couleur de Jenetta", "starting_card": "cartes de départ",
              "starting_mana": "mana de départ", "jenetta_swap": "échange de Jenetta", "turn": "tour",
              "after": "après l'action", "last": "dernier sorcier", "pay": "payer le tour bonus",
              "overflow": "garder du mana", "nether_point": "point du Néant", "weave": "Tissage de sort",
              "glide": "Glissement de sort", "charge": "Charge de sort", "portal": "Portail mystique",
              "portal_bag": "Portail : sac", "portal_line": "Portail : ligne de l'offre",
              "concoct": "Concocter un sort", "card_forge": "nouvelle carte → forge", "circle": "Conjurer : cercle",
              "keep_one": "garder un mana", "drift": "Dérive de mana", "mana_weave": "Tissage de mana",
              "charm": "passer : charme", "select": "Choisir un mana", "keep_card": "sort achevé : garder du mana",
              "hand_forge": "passer : carte → forge"},
    "kind": KINDS_FR,
    "action": ACTIONS_FR,
    "kinds": {
        "Choose": "Choisir un personnage", "TakeRune": "Steffan : prendre une rune de départ",
        "WildColour": "Jenetta : choisir la couleur joker", "ForgeCard": "Poser une carte de sort sur une forge",
        "StartMana": "Poser le mana de départ", "TakeLine": "Prendre du mana d'une offre",
        "Activate": "Activer un point d'imprégnation", "CubeOn": "Poser un cube de mana sur un point",
        "Nether": "Poser des manas noirs sur le Néant", "Pass": "Passer pour cette manche",
        "EndTurn": "Finir le tour", "Done": "Terminé : finir cette étape", "BonusTurn": "Payer un tour bonus",
        "Keep": "Choisir le mana à garder", "ToCircle": "Choisir le cercle des manas piochés",
        "Place": "Poser du mana sur une carte de sort", "SwapCards": "Échanger deux cartes de forge",
        "MoveCard": "Déplacer une carte vers une forge libre",
        "PortalCard": "Portail : échanger une carte de sort", "PortalBag": "Portail : échanger du mana avec le sac",
        "PortalLine": "Portail : échanger du mana avec une offre", "Give": "Rendre du mana au sac",
        "Exchange": "Échanger avec la ligne de l'offre", "TakeCard": "Prendre une carte de sort visible",
        "Move": "Déplacer du mana d'un cercle à l'autre", "Swap": "Échanger du mana entre deux cercles",
        "Pay": "Payer du mana pour le tour bonus", "TakeCharm": "Prendre un charme de méditation",
        "Select": "Choisir un mana dans le sac",
    },
}

LABELS: dict[str, dict[str, Any]] = {"en": EN, "fr": FR}

# Board rules (why a click cannot be played) and the engine's rule codes, by code. English overrides only
# where the engine's sentence would list every choice.
RULES = {
    "en": {
        "not_a_choice": "That is not one of the {count} choices now: {prompt}.",
        "sorcerer_used": "Your sorcerer acts once per round: it has already acted.",
        "no_familiar": "Each bound familiar acts once per round: none is left (bound: {bound}).",
        "familiar_taken": "A familiar space holds one familiar per round: this one is taken.",
        "familiar_row": "A familiar takes a row of a plane offer, never a column.",
        "no_rune": "You have no face-up {vantage} rune: a rune turns face down when used.",
        "rune_reach": "A rune activates one of the four points touching its vantage.",
        "no_glyph": "You have no glyph.",
        "space_taken": "A mana space holds one cube: this one is taken.",
        "space_colour": "This space takes {colours} mana only.",
        "line_empty": "An empty line of an offer cannot be taken.",
        "nether_used": "The Nether is used once per round.",
        "nether_cost": "The Nether takes {need} black mana from one circle.",
        "main_done": "You have already taken your action this turn: use a glyph or end your turn.",
    },
    # the engine's and the board's rules (speech.py), the board's own prompt where the engine lists choices
    "fr": {**RULES_FR, "decision_pending": "D'abord, le joueur {player} doit décider : {prompt}.",
           "not_a_choice": "Ce n'est pas l'un des {count} choix possibles maintenant : {prompt}."},
}


def prompt_of(code: str, values: dict, labels: dict) -> str:
    """A decision's prompt in the board's language."""
    template = labels["kind"].get(code, code)
    try:
        return template.format(**values)
    except (KeyError, IndexError):
        return template


def explain_rule(code: str, params: dict, english: str, language: str) -> str:
    """A broken rule's sentence in ``language`` (the engine's own English where the board has none)."""
    values = {name: name_fr(name, value) for name, value in params.items()} if language == "fr" else dict(params)
    if code == "decision_pending" or code == "not_a_choice":
        values.setdefault("count", len(str(values.get("choices", "")).split(", ")))
        values["prompt"] = values.get("kind_prompt") or LABELS.get(language, EN)["kind"]["turn"]
    return shared_explain_rule(RULES, code, values, english, language)


LOG_WORDS = {"en": ENGLISH_WORDS, "fr": FRENCH.words}


def check_tables() -> None:
    """Same keys in every language, words for every decision kind and every log event (a test runs this)."""
    shared_check_tables(LABELS, LOG_WORDS)
    for language, table in LABELS.items():
        missing = set(KINDS) - set(table["kind"])
        if missing:
            raise AssertionError(f"labels[{language}][kind]: no words for {sorted(missing)}")
    if set(LOG_FR) != set(TEMPLATES):
        raise AssertionError(f"log: French templates differ: {sorted(set(LOG_FR) ^ set(TEMPLATES))}")
    for table in LABELS.values():
        for key in ("colour", "plane", "point", "vantage", "formula"):
            sizes = {"colour": 5, "plane": 3, "point": 9, "vantage": 4, "formula": 4}
            if len(table[key]) != sizes[key]:
                raise AssertionError(f"labels: {key} needs {sizes[key]} names")
    assert len(D.COLOURS) == len(LETTERS)

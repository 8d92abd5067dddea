"""Every word the Mystical Conjuraction board draws, one table per language (English and French).

Colours always carry a letter besides their fill (E Y A P N: Essence, Energy (yellow), Arcana, Plasma,
Nether), in both languages, so a colour-blind player reads the board too.

>>> LABELS["fr"]["colour"][2], LABELS["fr"]["point"][4]
('Arcane', 'Conjurer du mana')
"""

from __future__ import annotations

from ...core.labels import check_same_keys
from ...widgets.words import rule_sentences
from ...core.log import Words
from .. import data as D
from ..kinds import KINDS
from ..log import EN as ENGLISH_WORDS, TEMPLATES, listed

LETTERS = D.LETTERS                      # the text picture uses the same letters

EN = {
    "title": "Mystical Conjuraction",
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
    "runes": "Runes", "glyphs": "Glyphs", "bag": "Bag", "setaside": "Set aside", "out": "Out",
    "card_offer": "Spell offer", "deck": "Deck {n}", "discard": "Discard {n}",
    "twinks": "Twinks: blue {blue}, yellow {yellow}", "final": "FINAL ROUND",
    "charms": "Charms", "scores": "Scores", "round": "Round {n}",
    "vp": "{n} VP", "passed": "passed", "first": "1st",
    "sorcerer": "Sorcerer", "familiars": "Familiars {left}/{bound}", "glyph_count": "Glyphs {n}",
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
}

FR = {
    "title": "Mystical Conjuraction",
    "log": "Journal", "player": "Joueur {n}", "you": "vous", "computer": "ordinateur",
    "colour": ("Essence", "Énergie", "Arcane", "Plasma", "Néant"),
    "plane": ("Plaines astrales", "Maelström", "Éther"),
    "plane_short": ("Astral", "Maelström", "Éther"),
    "point": ("Tissage de sort", "Portail mystique", "Glissement de sort", "Concocter un sort",
              "Conjurer du mana", "Implorer un sort", "Dérive de mana", "Charge de sort", "Tissage de mana"),
    "vantage": ("Essence", "Énergie", "Arcane", "Plasma"),
    "formula": ("Augure", "Enchantement", "Théurgie", "Thaumaturgie"),
    "reward": {"": "", "bind familiar": "familier", "rune": "rune", "glyph": "glyphe",
               "mana surge": "afflux +3"},
    "character": {"norwell": "Norwell", "larissa": "Larissa", "alaeric": "Alaeric", "jenetta": "Jenetta",
                  "steffan": "Steffan", "mindally": "Mindally"},
    "power": {"norwell": "peut empiler un cube sur un espace pris par manche",
              "larissa": "garde 1 cube de plus de chaque sort achevé",
              "alaeric": "Néant à 3, joker à 2, déplace les noirs",
              "jenetta": "couleur joker : remplace toute couleur",
              "steffan": "commence avec la rune de son choix",
              "mindally": "commence premier avec un glyphe"},
    "charm": {"first player": "Premier joueur", "take two mana": "Prendre deux manas",
              "draw a card": "Piocher une carte", "select a mana": "Choisir un mana",
              "take a glyph": "Prendre un glyphe"},
    "offers": "Offres des plans (cliquez une ligne ▶ ou colonne ▼)",
    "imbuement": "Points d'imprégnation",
    "nether": "Néant : {n} {n:noir|noirs}",
    "nether_used": "utilisé cette manche",
    "supply": "Réserve",
    "runes": "Runes", "glyphs": "Glyphes", "bag": "Sac", "setaside": "De côté", "out": "Hors jeu",
    "card_offer": "Offre de sorts", "deck": "Pioche {n}", "discard": "Défausse {n}",
    "twinks": "Étincelles : bleues {blue}, jaunes {yellow}", "final": "DERNIÈRE MANCHE",
    "charms": "Charmes", "scores": "Scores", "round": "Manche {n}",
    "vp": "{n} PV", "passed": "a passé", "first": "1er",
    "sorcerer": "Sorcier", "familiars": "Familiers {left}/{bound}", "glyph_count": "Glyphes {n}",
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
    "worker": {"sorcerer": "sorcier", "familiar": "familier", "rune": "rune {vantage}", "glyph": "glyphe",
               "cube": "{colour} de {circle}", "nether": "Néant", "start": "{colour} de départ",
               "hand": "carte {card}", "forge": "carte {plane}", "bag": "{colour} du sac"},
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
    "kind": {
        "auto": "(le jeu effectue {step})", "draft": "choisir un personnage",
        "steffan_rune": "choisir la rune de départ de Steffan",
        "jenetta_colour": "choisir la couleur joker de Jenetta dans le sac",
        "starting_card": "poser une carte de sort sur une forge libre",
        "starting_mana": "poser le mana de départ sur vos cercles",
        "jenetta_swap": "échanger votre mana joker contre une autre couleur, ou terminer",
        "turn": "faire une action ou passer",
        "after": "utiliser un glyphe après votre action, ou finir le tour",
        "last": "passer, ou payer un tour bonus",
        "pay": "payer encore {left} mana libre non noir pour le tour bonus",
        "overflow": "choisir le mana à garder dans votre cercle",
        "nether_point": "choisir le point d'imprégnation qu'active le Néant",
        "weave": "échanger deux cartes de forge et/ou poser du mana (Tissage de sort)",
        "glide": "déplacer une carte vers une forge libre et/ou poser du mana (Glissement de sort)",
        "charge": "poser du mana sur vos cartes de forge (Charge de sort)",
        "portal": "choisir un échange du Portail mystique",
        "portal_bag": "choisir le mana à échanger avec le sac, puis terminer",
        "portal_line": "échanger du mana avec la ligne de l'offre, puis terminer",
        "concoct": "prendre une carte de sort visible (Concocter un sort)",
        "card_forge": "poser la nouvelle carte de sort sur une forge libre",
        "circle": "choisir le cercle des deux manas piochés",
        "keep_one": "choisir le mana pioché à garder",
        "drift": "déplacer du mana entre deux cercles (Dérive de mana)",
        "mana_weave": "échanger du mana entre deux cercles (Tissage de mana)",
        "charm": "choisir un charme de méditation",
        "select": "choisir un mana dans le sac (Choisir un mana)",
        "keep_card": "choisir {left} mana du sort achevé à garder",
        "hand_forge": "poser une carte de sort de votre main sur une forge libre",
    },
    "action": {
        "choose": "Jouer {character}", "rune": "Prendre la rune {vantage}", "wildcolour": "Joker {colour}",
        "forgecard": "Carte {card} → forge {forge}", "start": "{colour} de départ → {circle}",
        "line": "{worker} prend {plane} {kind} {number}", "activate": "{worker} → {point}",
        "cube": "{colour} de {circle} → {point} espace {space}",
        "stack": "Empiler {colour} de {circle} → {point} espace {space}",
        "nether": "Néant : noirs de {circle}", "pass": "Passer", "end": "Finir le tour", "done": "Terminé",
        "bonus": "Tour bonus (payer {price})", "keep": "Garder {colour}", "tocircle": "Mana → {circle}",
        "place": "{colour} → carte {forge} en {square}", "wildplace": "Noir joker → carte {forge} en {square}",
        "substitute": "Joker {colour} → carte {forge} en {square}",
        "swapcards": "Échanger les cartes {first} et {second}", "movecard": "Déplacer la carte {source} → {target}",
        "portalcard": "Donner la carte {mine}, prendre la carte {card}",
        "portalbag": "Portail : mana {circle} avec le sac",
        "portalline": "Portail : {plane} {kind} {number}", "give": "Rendre {colour} au sac",
        "exchange": "Donner {give}, prendre {take} en {row},{column}", "takecard": "Prendre la carte {card}",
        "move": "Déplacer {colour} {source} → {target}", "swap": "Échanger {colour} ({source}) ↔ {back} ({target})",
        "pay": "Payer {colour} de {circle}", "charm": "Charme : {charm}", "select": "Choisir {colour} → {circle}",
        "row": "rangée", "column": "colonne",
    },
}

LABELS = {"en": EN, "fr": FR}

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
    "fr": {
        "decision_pending": "D'abord, le joueur {player} doit {prompt}.",
        "not_a_choice": "Ce n'est pas l'un des {count} choix possibles maintenant : {prompt}.",
        "sorcerer_used": "Votre sorcier agit une fois par manche : il a déjà agi.",
        "no_familiar": "Chaque familier lié agit une fois par manche : il n'en reste aucun (liés : {bound}).",
        "familiar_taken": "Un espace de familier reçoit un seul familier par manche : celui-ci est pris.",
        "familiar_row": "Un familier prend une rangée d'une offre, jamais une colonne.",
        "no_rune": "Vous n'avez pas de rune {vantage} face visible : une rune utilisée est retournée.",
        "rune_reach": "Une rune active l'un des quatre points qui touchent son emplacement.",
        "no_glyph": "Vous n'avez pas de glyphe.",
        "space_taken": "Un espace de mana reçoit un seul cube : celui-ci est pris.",
        "space_colour": "Cet espace ne prend que du mana {colours}.",
        "line_empty": "On ne peut pas prendre une ligne vide d'une offre.",
        "nether_used": "Le Néant ne sert qu'une fois par manche.",
        "nether_cost": "Le Néant prend {need} manas noirs d'un même cercle.",
        "main_done": "Vous avez déjà fait votre action ce tour : utilisez un glyphe ou finissez le tour.",
    },
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
    template = rule_sentences(RULES, language).get(code)
    if template is None:
        return english
    values = dict(params)
    labels = LABELS[language]
    if code == "decision_pending" or code == "not_a_choice":
        values.setdefault("count", len(str(values.get("choices", "")).split(", ")))
        values["prompt"] = values.get("kind_prompt") or labels["kind"]["turn"]
    try:
        return template.format(**values)
    except (KeyError, IndexError):
        return english


# ------------------------------------------------------------------------------------ the game log
LOG_FR = {
    "setup": "Mise en place : {players} sorciers{friendly}.",
    "position": "Une position préparée à la main : au joueur {player} de jouer.",
    "characters": "Personnages : {names}.",
    "choose": "Le joueur {player} joue {character}.",
    "steffan": "Le joueur {player} (Steffan) prend une rune {rune}.",
    "draws": "Le joueur {player} pioche {mana} mana et {cards} {cards:carte|cartes} de sort.",
    "draws.private": "Le joueur {player} pioche {mana} mana et {cards:la carte|les cartes} de sort {cards}.",
    "wild": "Le joueur {player} (Jenetta) prend un cube {colour} comme mana joker.",
    "wild_swap": "Le joueur {player} (Jenetta) échange son mana joker contre {colour}.",
    "first": "Le joueur {player} est le premier joueur.",
    "round": "La manche {round} commence par le joueur {player}.",
    "start_mana": "Le joueur {player} a posé son mana de départ.",
    "forge": "Le joueur {player} pose la carte {card} sur la forge {forge}.",
    "pass": "Le joueur {player} passe.",
    "last": "Le joueur {player} est le dernier sorcier de la manche : un tour normal de plus.",
    "take_line": "Le joueur {player} prend la {kind} {number} de l'offre {plane} avec {worker}.",
    "activate": "Le joueur {player} utilise {worker} pour activer {point}.",
    "cube": "Le joueur {player} pose {colour} sur {point}, espace {space}.",
    "nether": "Le joueur {player} pose {count} mana noir sur le Néant.",
    "move": "Le joueur {player} déplace {colour} de {source} vers {target}.",
    "discarded": "Mana non gardé : {cubes}.",
    "gain_forge": "Le joueur {player} reçoit la carte {card} sur la forge {forge}.",
    "gain_hand": "Le joueur {player} prend une carte de sort en main.",
    "gain_hand.private": "Le joueur {player} prend la carte {card} en main.",
    "gain": "Le joueur {player} reçoit la carte {card}.",
    "place": "Le joueur {player} pose {colour} sur la carte {forge} en {square}.",
    "swap_cards": "Le joueur {player} échange les cartes {first} et {second}.",
    "move_card": "Le joueur {player} déplace la carte {source} vers la forge {target}.",
    "portal_card": "Le joueur {player} échange la carte {mine} contre la carte {card} de l'offre.",
    "portal_bag": "Le joueur {player} échange du mana {circle} avec le sac.",
    "portal_drawn": "Le joueur {player} rend {given} et pioche {drawn}.",
    "portal_line": "Le joueur {player} échange du mana avec {plane} {kind} {number}.",
    "exchange": "Le joueur {player} donne {give} contre {take}.",
    "drawn": "Le joueur {player} pioche {cubes} dans le sac.",
    "swap": "Le joueur {player} échange {colour} de {source} contre {back} de {target}.",
    "charm": "Le joueur {player} prend le charme {charm}.",
    "glyph": "Le joueur {player} prend un glyphe.",
    "select": "Le joueur {player} choisit {colour} pour le cercle {circle}.",
    "complete": "Le joueur {player} achève la carte {card} sur la forge {forge} ({formula}) : {vp} PV{reward}.",
    "keep": "Le joueur {player} garde {colour} dans le cercle {circle}.",
    "final": "La dernière étincelle bleue est prise : c'est la dernière manche.",
    "bonus": "Le joueur {player} paie {price} mana pour un tour bonus.",
    "reshuffle": "La défausse ({cards} {cards:carte|cartes}) est mélangée en une nouvelle pioche.",
    "cleanup": "Nettoyage de fin de manche.",
    "forced": "Le joueur {player} n'avait qu'un choix, fait pour lui.",
    "forced.private": "Le joueur {player} n'avait qu'un choix, fait pour lui : {action}.",
    "end": "La partie est terminée. Scores : {scores}. {winners:Victoire|Victoire partagée} : {winners}.",
}


LOG_REWARDS_FR = {"": "", D.BIND: " et lie un familier", D.RUNE: " et une rune", D.GLYPH: " et un glyphe",
                  D.SURGE: " et un afflux de mana"}
LOG_WORKERS_FR = {"sorcerer": "son sorcier", "familiar": "un familier", "rune": "une rune", "glyph": "un glyphe",
                  "nether": "le Néant"}


class FrenchWords(Words):
    """French names for the values Mystical Conjuraction's events carry."""

    templates = LOG_FR
    player_word = "joueur"
    language = "fr"

    def value(self, name, value):
        if name in ("colour", "give", "take", "back"):
            return FR["colour"][value]
        if name in ("forge", "circle", "plane", "source", "target", "first", "second") and isinstance(value, int):
            return FR["plane"][value]
        if name == "point":
            return FR["point"][value]
        if name == "rune":
            return FR["vantage"][value]
        if name == "formula":
            return FR["formula"][value]
        if name == "square":
            return f"{value // 3 + 1},{value % 3 + 1}"
        if name == "action":
            from .words import action_label
            return action_label(value, FR)
        if name == "worker":
            return LOG_WORKERS_FR.get(value, value)
        if name == "kind":
            return FR["action"].get(value, value)
        if name == "character":
            return FR["character"].get(value, value)
        if name == "charm":
            return FR["charm"].get(value, value)
        if name == "reward":
            return LOG_REWARDS_FR.get(value, value)
        if name == "friendly":
            return ", jeu amical" if value else ""
        if name == "cards" and isinstance(value, tuple):
            return listed(value, "et")
        if name in ("cubes", "given", "drawn"):
            return ", ".join(FR["colour"][c] if not isinstance(c, tuple) else f"{c[1]} {FR['colour'][c[0]]}"
                             for c in value) or "rien"
        if name == "names":
            return listed((FR["character"].get(n, n) for n in value), "et")
        return super().value(name, value)


LOG_WORDS = {"en": ENGLISH_WORDS, "fr": FrenchWords()}


def check_tables() -> None:
    """Same keys in every language, words for every decision kind and every log event (a test runs this)."""
    check_same_keys(LABELS)
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

"""The log in words a learner reads, in English and French: facts worded (friendly play only when on), printed
names for characters and charms, real plurals (no "card(s)"), and the French singular for -1, 0 and 1."""

import random
import re

import pytest

import mandrapy
from mandrapy.conjuraction import data as D
from mandrapy.conjuraction.board.labels import LOG_WORDS
from mandrapy.core.labels import fill
from mandrapy.core.log import say

EN, FR = LOG_WORDS["en"], LOG_WORDS["fr"]


def test_the_setup_line_says_friendly_play_only_when_it_is_on():
    assert say("setup", EN, {"players": 3, "friendly": False}) == "Setup: 3 sorcerers."
    assert say("setup", EN, {"players": 3, "friendly": True}) == "Setup: 3 sorcerers, friendly play."
    assert say("setup", FR, {"players": 3, "friendly": False}) == "Mise en place : 3 sorciers."
    assert say("setup", FR, {"players": 3, "friendly": True}) == "Mise en place : 3 sorciers, jeu amical."
    game = mandrapy.new("conjuraction", players=2, seed=1, friendly=True)
    assert game.log[0] == "Setup: 2 sorcerers, friendly play."


def test_a_drafted_character_is_named_by_its_printed_name_in_both_languages():
    game = mandrapy.new("conjuraction", players=2, seed=4)               # a draft: each player chooses
    game.play("play as jenetta")
    assert game.log[-1] == "Player 0 plays as Jenetta the Wild Conjuror."
    event = game.view(None).events[-1]
    assert say(event[0], FR, event[1]) == "Le joueur 0 joue Jenetta."
    assert say("characters", EN, {"names": ("norwell", "larissa", "steffan")}) == \
        "Characters: Norwell the Inexachanter, Larissa the Mana Conjuror and Steffan the Natural."
    assert say("characters", FR, {"names": ("norwell", "larissa")}) == "Personnages : Norwell et Larissa."


def test_draws_and_reshuffles_use_singular_and_plural():
    public = {"player": 1, "cards": 1, "mana": 4}
    assert say("draws", EN, public) == "Player 1 draws 4 mana and 1 spell card."
    assert say("draws", EN, {**public, "cards": 2}) == "Player 1 draws 4 mana and 2 spell cards."
    assert say("draws.private", EN, {**public, "cards": (7,)}) == "Player 1 draws 4 mana and spell card 7."
    assert say("draws.private", EN, {**public, "cards": (7, 12)}) == "Player 1 draws 4 mana and spell cards 7 and 12."
    assert say("draws.private", FR, {**public, "cards": (7, 12)}) == \
        "Le joueur 1 pioche 4 mana et les cartes de sort 7 et 12."
    assert say("draws", FR, {**public, "cards": 0}) == "Le joueur 1 pioche 4 mana et 0 carte de sort."
    assert say("reshuffle", EN, {"cards": 1}) == "The discard pile (1 card) is shuffled into a new draw pile."
    assert say("reshuffle", FR, {"cards": 3}) == "La défausse (3 cartes) est mélangée en une nouvelle pioche."


def test_the_end_names_one_winner_or_several():
    one = {"scores": ((0, 20), (1, 12)), "winners": (0,)}
    assert say("end", EN, one) == "The game is over. Scores: player 0 20, player 1 12. Winner: player 0."
    assert say("end", EN, {**one, "winners": (0, 1)}).endswith("Winners: player 0, player 1.")
    assert say("end", FR, {**one, "winners": (0, 1)}).endswith("Victoire partagée : joueur 0, joueur 1.")


def test_charms_workers_runes_and_rewards_read_as_sentences():
    assert say("charm", EN, {"player": 2, "charm": "draw a card"}) == "Player 2 takes the Draw a Card charm."
    assert say("activate", EN, {"player": 2, "worker": "familiar", "vantage": 1, "point": D.CHARGE}) == \
        "Player 2 uses a familiar to activate Spell Charge."
    assert say("steffan", EN, {"player": 0, "rune": 0}) == "Player 0 (Steffan) takes one essence rune."
    done = {"player": 0, "card": 5, "forge": 1, "formula": 1, "vp": 4}
    assert say("complete", EN, {**done, "reward": ""}).endswith("(Enchantment): 4 VP.")
    assert say("complete", EN, {**done, "reward": D.RUNE}).endswith("(Enchantment): 4 VP and a rune.")
    assert say("complete", FR, {**done, "reward": D.GLYPH}).endswith("(Enchantement) : 4 PV et un glyphe.")


@pytest.mark.parametrize("seed", [1, 2])
def test_no_line_of_a_whole_game_shows_a_key_a_placeholder_plural_or_a_raw_flag(seed):
    game = mandrapy.new("conjuraction", players=3 + seed, seed=seed)
    rng = random.Random(seed)
    state = game.state
    while not state.is_over:
        state.play(rng.choice(state.legal_actions()))
    events = state.log_events(None)
    characters, charms = "|".join(D.CHARACTER_KEYS), "|".join(name for name, *_ in D.CHARMS)
    for words in (EN, FR):
        for code, values in events:
            line = say(code, words, values)
            assert not re.search(rf"\b({characters})\b", line), line         # lowercase keys
            assert not re.search(rf"the ({charms}) charm", line), line
            assert "(s)" not in line and "True" not in line and "False" not in line, line
            assert not re.search(r"\ba [aeiou]", line), line                 # "a essence"
            assert not re.search(r"\b[01] (points|cartes|cards|pips)\b", line), line


def test_french_takes_the_singular_below_two_in_every_game():
    """French: "-1 point", "0 point", "1 point"; English: only 1 is singular. One rule (core.labels.singular)
    serves every board's labels and every game's French log."""
    assert fill("{n} {n:point|points}", "fr", n=-1) == "-1 point"
    assert [fill("{n} {n:point|points}", "fr", n=n) for n in (-2, 0, 1, 2)] == \
        ["-2 points", "0 point", "1 point", "2 points"]
    assert fill("{n} {n:point|points}", "en", n=-1) == "-1 points"
    from mandrapy.magyarcana.board.labels import LOG_WORDS as MAGYARCANA
    from mandrapy.mandragora.board.labels import LABELS as MANDRAGORA, LOG_WORDS as MANDRAGORA_LOG
    assert fill(MANDRAGORA["fr"]["score"], "fr", n=-1) == "-1 point"
    for words in (FR, MAGYARCANA["fr"], MANDRAGORA_LOG["fr"]):
        assert words.language == "fr" and words.singular(-1) and words.singular(0) and not words.singular(2)
    from mandrapy.magyarcana import Card
    expel = {"player": 0, "pips": 1, "card": Card.named("9 of Hearts"), "mine": 1, "die": 4, "attack": 5, "theirs": 2, "their_die": 3,
             "defence": 5}
    assert "du 9 de Cœurs : 1 point + dé 4 = 5 contre 2 points" in say("expel_try", MAGYARCANA["fr"], expel)
    from mandrapy.magyarcana.log import EN as MAGYARCANA_EN
    assert "1 pip + die 4 = 5 against 2 pips" in say("expel_try", MAGYARCANA_EN, expel)

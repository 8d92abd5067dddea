"""French hints name moves as the French log does (issue 29): each game's ``Speech.action`` words a move from
the log's own templates, so that "Joueur 0 : jouer le 10 de Feuilles pour son pouvoir Feuilles semble le
meilleur coup" and the log line "Le joueur 0 joue le 10 de Feuilles pour son pouvoir Feuilles." name the same
move with the same words (the hint in the infinitive, the log conjugated)."""

import random

import pytest

import mandrapy
from mandrapy.core.language import action_words, speaking

GAMES = {"mandragora": {"players": 2}, "magyarcana": {}, "conjuraction": {"players": 2}}


def positions(name: str, count: int = 4, moves: int = 9):
    """A few positions of ``name`` after random moves (fixed seeds), each with some choice."""
    found = []
    for seed in range(count):
        game = mandrapy.new(name, seed=seed, **GAMES[name])
        rng = random.Random(seed)
        while not game.is_over and (len(game.history) < moves + 3 * seed or len(game.legal_actions()) < 2):
            game.play(rng.choice(game.legal_actions()))
        if not game.is_over:
            found.append(game)
    return found


def every_kind(name: str, games: int = 6) -> list:
    """Positions of random games (fixed seeds) where some kind of move not offered before is legal, until
    every kind those games reach is offered in one."""
    found, kinds = [], set()
    for seed in range(games):
        game = mandrapy.new(name, seed=seed, **GAMES[name])
        rng = random.Random(seed)
        while not game.is_over:
            offered = {type(action).__name__ for action in game.legal_actions()}
            if offered - kinds:
                kinds |= offered
                found.append(game.clone())
            game.play(rng.choice(game.legal_actions()))
    return found


def new_log_lines(game, action) -> list:
    """The French log lines playing ``action`` adds (on a copy of the game)."""
    twin = game.clone()
    with speaking("fr"):
        before = len(twin.log)
        twin.play(action)
        return list(twin.log[before:])


def named(game, action) -> str:
    return action_words(game.state.speech, "fr", game.view(game.to_play))(action)


def tail(words: str) -> str:
    """A move's words after its verb ("jouer le 10 de Feuilles" -> "le 10 de Feuilles"): what the log's line,
    conjugated, says too. "faire grandir" is one verb."""
    words = words.removeprefix("faire ")
    return words.split(" ", 1)[1] if " " in words else ""


def test_magyarcana_hints_name_every_kind_of_move_with_the_words_of_its_french_log_line():
    kinds = set()
    for game in every_kind("magyarcana"):
        for action in game.legal_actions()[:25]:
            words = named(game, action)
            lines = new_log_lines(game, action)
            assert any(tail(words) in line for line in lines), (str(action), words, lines)
            kinds.add(type(action).__name__)
    assert {"PlayCard", "UseTerritory", "Refill", "Move", "Expel", "AddTerritory", "PlaceMinion"} <= kinds, kinds


def test_magyarcana_names_cards_as_its_log_does_in_the_issue_s_example():
    from mandrapy.magyarcana.actions import Move, PlayCard
    from mandrapy.magyarcana.cards import Card
    from mandrapy.magyarcana.speech import FRENCH
    assert FRENCH.action_words(PlayCard(Card.named("10 of leaves"))) == \
        "jouer le 10 de Feuilles pour son pouvoir Feuilles"
    assert FRENCH.action_words(Move(Card.named("under of acorns"), 1, Card.named("over of hearts"))) == \
        "déplacer un sbire 1 du Valet inférieur de Glands au Valet supérieur de Cœurs"


def test_mandragora_hints_name_seeking_and_casting_as_the_french_log_does():
    seen = set()
    for game in positions("mandragora", count=6, moves=12) + every_kind("mandragora", games=2):
        for action in game.legal_actions():
            words = named(game, action)
            kind = type(action).__name__
            lines = new_log_lines(game, action)
            if kind == "Seek":              # "envoyer l'Assistant 2 échoppes plus loin, à l'échoppe 5"
                assert any(tail(words) in line for line in lines), (str(action), words, lines)
            elif kind == "Cast":            # "lancer Célérité (niveau 2) avec la mandragore et les ingrédients ..."
                spell_and_book = tail(words).split(" et l")[0]
                assert any(f"lance {spell_and_book} et " in line for line in lines), (str(action), words, lines)
            seen.add(kind)
    assert {"Seek", "Cast"} <= seen


def test_conjuraction_hints_name_a_move_as_its_log_names_an_answer_the_board_s_button():
    from mandrapy.conjuraction.speech import FRENCH
    for game in positions("conjuraction"):
        for action in game.legal_actions()[:30]:
            assert named(game, action) == f"« {FRENCH.words.value('action', action)} »"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_french_hint_names_its_moves_in_french_and_an_english_one_in_action_text(name):
    game = positions(name, count=1)[0]
    advice = game.hint(iterations=40)
    with speaking("fr"):
        french = " ".join(str(advice).split())          # (printed, a long name may be broken over two lines)
    best = advice.suggestion
    assert named(game, best) in french and f" {best} " not in french
    assert (f"{best} looks best" if advice.clear else f"tried {best} most") in advice.text("en")
    if advice.judgement is not None:          # the judged move, from the position it was played from
        past = game.state.at(advice.judgement.move).view(advice.seat)
        judged = action_words(game.state.speech, "fr", past)(advice.judgement.action)
        assert judged in french


def test_every_verdict_has_a_word_in_every_language():
    from mandrapy.core.hint_words import CATALOGUES, VERDICTS
    from mandrapy.core.hints import VERDICTS as GRADES
    names = {"only", "best", "good", "unknown"} | {name for name, _ in GRADES}
    assert set(VERDICTS) == set(CATALOGUES) and all(set(words) == names for words in VERDICTS.values())
    assert VERDICTS["fr"]["blunder"] == "gaffe"


def test_hint_name_names_a_move_of_the_advice_from_its_position_in_the_session_language():
    game = positions("mandragora", count=1)[0]
    advice = game.hint(iterations=30)
    best = advice.suggestion
    assert advice.name(best) == str(best) and advice.name(best, "en") == str(best)
    assert advice.name(best, "fr") == named(game, best)
    with speaking("fr"):
        assert advice.name(best) == named(game, best)
    judged = advice.judgement
    past = game.state.at(judged.move).view(advice.seat)
    assert advice.name(judged.action, "fr", judged=True) == action_words(game.state.speech, "fr", past)(judged.action)

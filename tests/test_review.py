"""The game review (issue 32, mandrapy.core.review): the search's verdict on each of a seat's decisions, with the
hints' thresholds and words, deterministic for a seed and an iteration budget; its text (English and French),
its picture and its refusals. Small budgets: the timings are measured by benchmarks/review.py, not here."""

import json
import random

import pytest

import mandrapy
from mandrapy import InvalidRecord
from mandrapy.core.drawing import Picture
from mandrapy.core.hints import VERDICTS, Budget, judge, judge_move
from mandrapy.core.language import speaking
from mandrapy.core.review import VERDICT_ORDER, Review
from mandrapy.mandragora import Mandragora

SETUP = {"mandragora": {"players": 2}, "magyarcana": {}, "conjuraction": {"players": 2}, "kuhn": {}}
THRESHOLD = dict(VERDICTS)


def seeks_instead_of_casting():
    """The last round of a 2-player game: the witch of seat 0 holds the black book 3, red, yellow and a mandrake
    (a level-3 spell with its book: 6 points, and an empty hand) against the 2 points of seat 1, and seeks."""
    game = Mandragora.from_position(players=2, seed=3, hands={0: "black book 3, red, yellow, mandrake", 1: "green, red"},
                                    cast={1: ["Transfer: green book 2 with 2 green"]},
                                    shops={1: "red", 2: "yellow", 3: "green"}, deck=[], current=1, endgame_first=1,
                                    endgame_slots=5)
    game.play("seek 1")                     # seat 1's last turn (the final rounds' fifth of six)
    assert game.current == 0 and "cast black book 3 with mandrake, red, yellow at level 3" in map(str, game.legal_actions())
    game.play("seek 2")
    assert game.is_over and game.winners == (1,)
    return game


def played(name: str, moves: int, seed: int = 5):
    game = mandrapy.new(name, seed=seed, **SETUP[name])
    rng = random.Random(seed)
    while not game.is_over and len(game.history) < moves:
        game.play(rng.choice(game.legal_actions()))
    return game


def test_seeking_where_a_spell_casts_for_many_points_is_flagged_and_the_cast_named_better():
    game = seeks_instead_of_casting()
    found = mandrapy.review(game.record(), seat=0, iterations=100)
    judged = found.moves[-1]
    assert str(judged.action) == "seek 2" and judged.move == len(game.history) - 1
    assert judged.verdict in ("mistake", "blunder") and judged.drop >= THRESHOLD["mistake"]
    assert str(judged.better).startswith("cast ") and judged.points > 0
    line = found.lines("en")[-1]
    assert line.startswith(f"move {judged.move}: seek 2 — {judged.verdict}: {judged.better} was better; it cost "
                           "about ")
    assert found.counts()[judged.verdict] >= 1 and judged in found.mistakes()


def test_the_same_record_and_seed_give_the_same_verdicts_from_a_game_a_dict_or_json():
    game = played("mandragora", 16)
    record = game.record()
    first = mandrapy.review(record, seat=0, iterations=40, seed=7)
    assert first == mandrapy.review(json.dumps(record), seat=0, iterations=40, seed=7)
    assert first == mandrapy.review(game, seat=0, iterations=40, seed=7)
    assert first == mandrapy.review(game.to_json(), seat=0, iterations=40, seed=7)
    assert first == mandrapy.review(json.loads(game.to_json()), seat=0, iterations=40, seed=7)
    assert [m.move for m in first.moves] == [m for m, seat in enumerate(game.deciders) if seat == 0]


def test_the_seed_seeds_the_searches():
    game = played("mandragora", 16)
    reviews = {mandrapy.review(game, seat=0, iterations=30, seed=seed).moves for seed in range(4)}
    assert len(reviews) > 1


def test_a_decision_is_judged_the_same_whatever_else_is_reviewed():
    """Each decision's searches are seeded by (seed, its move number): the review of the game so far and of the
    whole game agree on the decisions they share."""
    game = played("magyarcana", 20)
    whole = mandrapy.review(game, seat=0, iterations=30, seed=2)
    early = mandrapy.review(game.at(10), seat=0, iterations=30, seed=2)
    assert early.moves and whole.moves[:len(early.moves)] == early.moves


@pytest.mark.parametrize("name", sorted(SETUP))
def test_every_verdict_is_a_known_one_with_its_threshold(name):
    game = played(name, 24)
    for seat in range(game.players):
        found = mandrapy.review(game, seat=seat, iterations=20)
        assert [m.move for m in found.moves] == [m for m, s in enumerate(game.deciders) if s == seat]
        for judged in found.moves:
            assert judged.verdict in VERDICT_ORDER
            assert (judged.win is None) == (judged.verdict == "only")
            assert judged.win is None or 0 <= judged.win <= 1
            if judged.verdict in THRESHOLD:
                assert judged.drop >= THRESHOLD[judged.verdict] and judged.better is not None
            elif judged.verdict == "good":
                assert judged.drop < THRESHOLD["inaccuracy"]
        assert sum(found.counts().values()) == len(found.moves)
        assert len(found.lines("en")) == len(found.moves) + 1


def test_the_review_speaks_french_with_the_hints_words_and_the_games_log_words():
    found = mandrapy.review(seeks_instead_of_casting(), seat=0, iterations=100)
    judged = found.moves[-1]
    try:
        mandrapy.set_language("fr")
        text = str(found)
        picture = found.picture()
    finally:
        mandrapy.set_language("en")
    assert text.startswith("Sorcière 0 — verdicts de la recherche : ")
    word = {"mistake": "erreur", "blunder": "gaffe"}[judged.verdict]
    last = found.lines("fr")[-1]
    assert last.startswith(f"coup {judged.move} : envoyer l'Assistant 2 échoppes plus loin")
    assert f"— {word} : lancer " in last and "était meilleur ; il a coûté environ " in last
    assert " de vos chances de gagner" in last
    assert "part de victoire attendue" in picture.alternative()
    assert str(found).startswith("Player 0 — the search's verdicts: ")


def test_the_picture_plots_the_win_share_and_marks_the_costly_decisions():
    game = seeks_instead_of_casting()
    found = mandrapy.review(game, seat=0, iterations=60)
    picture = found.picture("en")
    assert isinstance(picture, Picture) and picture.svg().startswith("<svg")
    judged = found.moves[-1]
    texts = picture.drawing.texts()
    assert str(judged.move) in texts and "blunder" in texts and "move" in texts
    colours = {shape.fill for shape in picture.drawing.shapes if shape.kind == "circle"}
    from mandrapy.core.review_picture import COLOURS
    assert COLOURS[judged.verdict] in colours
    bundle = found._repr_mimebundle_()
    assert "<img" in bundle["text/html"] and "seek 2" in bundle["text/html"] and bundle["text/plain"] == str(found)


def test_a_seat_without_decisions_and_the_default_seat():
    game = mandrapy.new("mandragora", players=2, seed=5)
    assert mandrapy.review(game).moves == () and mandrapy.review(game).seat == game.to_play
    assert str(mandrapy.review(game)) == f"Player {game.to_play}: no decision to review in this game."
    over = seeks_instead_of_casting()
    assert over.is_over and mandrapy.review(over, iterations=20).seat == over.deciders[-1]


def test_progress_is_called_after_each_decision_and_true_draws_a_bar_outside_a_notebook(capsys):
    game = played("kuhn", 10, seed=3)
    calls = []
    found = mandrapy.review(game, seat=0, iterations=20, progress=lambda done, total: calls.append((done, total)))
    n = len(found.moves)
    assert n >= 1 and calls == [(k, n) for k in range(n + 1)]
    mandrapy.review(game, seat=0, iterations=20, progress=True)
    assert f"review: 100%|██████████| {n}/{n} [" in capsys.readouterr().err


def test_judging_a_past_move_is_judging_the_last_one_then():
    game = played("kuhn", 10, seed=3)
    move = max(m for m, seat in enumerate(game.deciders) if seat == 0)
    last = judge(game.state, 0, random.Random(1), Budget(50))
    assert last == judge_move(game.state, move, random.Random(1), Budget(50))
    assert judge_move(game.state, move, random.Random(1), Budget(50), game.state.at(move)) == last


@pytest.mark.parametrize("given, what", [
    (42, "review: record must be a game, a game's record (a dict) or its JSON text, not int"),
    ("{not json", "review: record: this is not JSON"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"game": "kuhn", "parameters": {}}, "the record lacks"),
])
def test_a_bad_record_is_refused(given, what):
    with pytest.raises(InvalidRecord, match=what.replace("(", r"\(").replace(")", r"\)")):
        mandrapy.review(given)


@pytest.mark.parametrize("arguments, what", [
    ({"seat": 2}, "review: seat must be a seat from 0 to 1, not 2"),
    ({"seat": True}, "review: seat must be a seat from 0 to 1, not True"),
    ({"iterations": 0}, "iterations must be a whole number of at least 1, not 0"),
    ({"seconds": -1}, "seconds must be a positive number, not -1"),
    ({"seed": "1"}, "review: seed must be a whole number, not '1'"),
    ({"progress": "yes"}, "review: progress must be True, False, None or a function"),
])
def test_bad_arguments_are_refused_naming_them(arguments, what):
    with pytest.raises(ValueError, match=what.replace("(", r"\(")):
        mandrapy.review(played("kuhn", 3), **arguments)


def test_refusals_speak_the_session_language():
    with speaking("fr"):
        with pytest.raises(InvalidRecord, match="review : record doit être une partie"):
            mandrapy.review(42)
        with pytest.raises(ValueError, match="review: seat doit être une place de 0 à 1, pas 5"):
            mandrapy.review(played("kuhn", 3), seat=5)


def test_a_review_is_made_of_facts():
    found = mandrapy.review(played("kuhn", 10, seed=3), seat=1, iterations=20)
    assert isinstance(found, Review) and found.game == "kuhn" and found.iterations == 20 and found.seed == 0


def test_a_board_reviews_its_own_seat_in_its_language():
    from mandrapy.mandragora import Board
    game = mandrapy.new("mandragora", players=2, seed=4)
    board = Board(game, seat=1, language="fr")
    rng = random.Random(1)
    while len(game.history) < 8:
        game.play(rng.choice(game.legal_actions()))
    found = board.review(iterations=20)
    assert found.seat == 1 and found.moves and str(found).startswith("Sorcière 1 — verdicts de la recherche : ")
    assert found == mandrapy.review(game, seat=1, iterations=20)


def test_a_clock_alone_is_a_budget():
    found = mandrapy.review(played("conjuraction", 12), seat=0, seconds=0.05)
    assert found.moves and found.iterations is None and found.seconds == 0.05
    assert {m.verdict for m in found.moves} <= set(VERDICT_ORDER)

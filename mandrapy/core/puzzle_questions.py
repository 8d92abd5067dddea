"""The best-move puzzle as a kind of exercise (:mod:`.exercises`), for every game with stored puzzles.

``puzzle_kind(game)`` is the kind ``"best_move"`` (topic ``"puzzle"``): its ``start`` replays a puzzle stored with
the game (:func:`~mandrapy.core.puzzles.stored_puzzles`, chosen by the exercise's random generator); its ``ask``
offers the best move and up to three other legal moves (the search's next best first, shuffled), and gives the
game's hint for the position, worded after the answer. The hint is the search of the criterion's reference run
(seed :data:`~mandrapy.core.puzzles.SEEDS`\\ [0], the smallest budget: the "ismcts" level's), so it is the same on every machine and
agrees with the stored answer. The position is recognised from the seat's view alone: the kind is asked on a
state drawn from that view (:func:`~mandrapy.core.exercises.exercise_at`).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .determinize import information
from .errors import Rule
from .exercises import Ask, QuestionKind
from .hints import TOP, Hint
from .ismcts import search
from .puzzles import BUDGETS, SEEDS, Puzzle, stored_puzzles

if TYPE_CHECKING:
    from .observable import ObservableGame
    from .state import GameState

CODE = "best_move"
CHOICES = 4                # the best move and up to three others
HINT_SEED = SEEDS[0]

WORDS = {
    "en": {"question": "{Player} {{seat}}: find the best move.", "rulebook": "Best-move puzzle",
           "best_move": "The search found this move best in each of its {runs} searches (seeds {seeds}; {least} "
                        "to {most} tries), each time at least {lead} % of winning chances ahead of every other "
                        "move.",
           "worse_move": "in the search's futures it won {win} % of the time, the best move {best} %."},
    "fr": {"question": "{Player} {{seat}} : trouvez le meilleur coup.", "rulebook": "Problème du meilleur coup",
           "best_move": "La recherche a trouvé ce coup meilleur dans chacune de ses {runs} recherches (graines "
                        "{seeds} ; de {least} à {most} essais), chaque fois avec au moins {lead} % de chances de "
                        "gagner d'avance sur tout autre coup.",
           "worse_move": "dans les suites tirées au sort par la recherche, il a gagné {win} % des parties, le "
                         "meilleur coup {best} %."},
}


def puzzle_kind(game_name: str) -> QuestionKind | None:
    """The best-move puzzle of ``game_name`` (a registered name), or None when it has no stored puzzles."""
    from .registry import game_class
    name = game_class(game_name, "puzzle_kind: game_name").State.game
    return _kind(name) if stored_puzzles(name) else None


@lru_cache(maxsize=None)
def _kind(name: str) -> QuestionKind:
    from .registry import game_class
    player = game_class(name).State.player_word or {"en": "player", "fr": "joueur"}
    words = {language: {**said, "question": said["question"].format(Player=_capital(player.get(language, "")))}
             for language, said in WORDS.items()}
    return QuestionKind(CODE, "puzzle", _asker(name), words, "", WORDS["en"]["rulebook"], choose="one",
                        board=True, start=_starter(name))


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


def _starter(name: str) -> Any:
    def start(game_name: str, rng: random.Random) -> ObservableGame:
        """A stored puzzle of the game, chosen by ``rng``, replayed to its position."""
        from .registry import game_class
        puzzle = rng.choice(stored_puzzles(name))
        return game_class(name).from_record(dict(puzzle.record))
    return start


def _asker(name: str) -> Any:
    def ask(state: GameState, seat: int, rng: random.Random) -> Ask | None:
        puzzle = puzzle_at(name, state, seat)
        return None if puzzle is None else puzzle_ask(puzzle, state, seat, rng)
    return ask


@lru_cache(maxsize=None)
def _replayed(name: str) -> tuple[tuple[Puzzle, GameState], ...]:
    return tuple((puzzle, puzzle.state()) for puzzle in stored_puzzles(name))


def puzzle_at(name: str, state: GameState, seat: int) -> Puzzle | None:
    """The stored puzzle of game ``name`` whose position ``seat`` sees as it sees ``state`` (None: none)."""
    if state.to_play != seat:
        return None
    seen = state.view(seat)
    return next((puzzle for puzzle, there in _replayed(name)
                 if puzzle.seat == seat and there.view(seat) == seen), None)


def puzzle_ask(puzzle: Puzzle, state: GameState, seat: int, rng: random.Random) -> Ask:
    """The question on ``puzzle``'s position (``state``, as drawn from ``seat``'s view)."""
    legal = {str(action): action for action in state.legal_actions()}
    best = legal[puzzle.best]
    others = [legal[text] for text in puzzle.others() if text in legal]
    others += [action for action in legal.values() if action != best and action not in others]
    options = [best, *others[:CHOICES - 1]]
    rng.shuffle(options)
    wins = {ranked.action: ranked.win for ranked in puzzle.ranking}
    reasons = {option: _worse(wins[str(option)], wins[puzzle.best])
               for option in options if option != best and str(option) in wins}
    return Ask({"seat": seat}, tuple(options), frozenset({best}), reasons, because(puzzle), hint_at(state, seat))


def _worse(win: float, best: float) -> Rule:
    return Rule("worse_move", WORDS["en"]["worse_move"]).format(win=_percent(win), best=_percent(best))


def because(puzzle: Puzzle) -> Rule:
    """The criterion the answer passed, with its numbers."""
    tries = sorted({run.iterations for run in puzzle.runs})
    seeds = ", ".join(str(seed) for seed in sorted({run.seed for run in puzzle.runs}))
    return Rule("best_move", WORDS["en"]["best_move"]).format(runs=len(puzzle.runs), seeds=seeds, least=tries[0],
                                                              most=tries[-1], lead=_percent(puzzle.lead))


def hint_at(state: GameState, seat: int) -> Hint:
    """The game's hint for ``seat`` to play in ``state``: the search of the criterion's reference run (fixed
    seed and iterations), without a judgement of the seat's last move (the puzzle is about the next one)."""
    cls = type(state)
    view = state.view(seat)
    result = search(information(view), random.Random(HINT_SEED), iterations=min(BUDGETS) * cls.search_iterations)
    return Hint(seat, result.moves[:TOP], None, result.iterations, cls.player_word, cls.speech, view, seat, False)


def _percent(value: float) -> int:
    return round(100 * value)

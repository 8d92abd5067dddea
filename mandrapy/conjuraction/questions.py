"""Mystical Conjuraction's kinds of question for exercises (:mod:`mandrapy.core.exercises`).

Each ``ask`` reads the state it is given (drawn from the seat's view) and takes its answer from the engine: the
legal actions and the refusals of the others (``why_illegal``), the completion of a card and the game's end run on
a copy of the state, the cleanup run on a copy, the starting mana the setup drew. The words are in
:mod:`.questions_words`.

>>> import mandrapy
>>> exercise = mandrapy.exercises("conjuraction", kind="offer_lines", count=1, seed=1)[0]
>>> exercise.question().startswith("Player ") and exercise.ask.correct <= set(exercise.options)
True
"""

from __future__ import annotations

from ..core.decisions import Frame
from ..core.errors import Rule
from ..core.exercises import Ask, QuestionKind
from . import data as D
from .actions import Action, Activate, Choose, CubeOn, Move, Nether, Pass, TakeCharm, TakeLine
from .cards import CARDS
from .kinds import AUTO
from .questions_words import (BONUS, CHARM_CHOICE, CHARM_WORTH, CLEANUP, CUBE_SPACES, DRAFT, FORMULA, LEGAL_MOVES,
                              OFFER_LINES, START_MANA, FormulaOption, Named, name)

MOST = 8                 # options at most (they are buttons)


def at_turn_menu(state, seat) -> bool:
    frame = state.decision
    return frame is not None and frame.kind.code == "turn" and frame.player == seat and not state.main_done


def legal_among(state, values, options) -> Ask | None:
    """The options that are legal now are right; each other one's reason is the engine's refusal. None unless
    some are right and some wrong."""
    legal = set(state.legal_actions())
    correct = frozenset(o for o in options if o in legal)
    if not correct or len(correct) == len(options):
        return None
    return Ask(values, tuple(options), correct, {o: state.why_illegal(o) for o in options if o not in correct})


def explained(words, code, **values) -> Rule:
    """A kind's own rule ``code``, its English sentence filled in (other languages word it from ``words``)."""
    return Rule(code, words["en"][code]).format(**values)


# ---------------------------------------------------------------------------- a turn
def ask_offer_lines(state, seat, rng) -> Ask | None:
    """Which lines of one plane offer may the sorcerer (or a familiar) take? Near-misses: an empty line, a
    familiar's column."""
    if not at_turn_menu(state, seat):
        return None
    chances = [("sorcerer", pl) for pl in empty_planes(state) if not state.sorcerer_used[seat]]   # (a line is empty)
    if state.familiars_used[seat] < state.familiars[seat] and not (chances and rng.random() < 0.8):
        chances = [("familiar", pl) for pl in range(3)]                                    # (columns)
    if not chances:
        return None
    worker, plane = rng.choice(chances)
    options = [TakeLine(worker, plane, kind, k) for kind, k, _ in state.lines]
    return legal_among(state, {"seat": seat, "plane": Named("plane_of", plane), "worker": Named("worker", worker)},
                       options)


def empty_planes(state) -> list:
    """The plane offers with an empty line."""
    return [pl for pl in range(3) if any(not any(state.offers[(pl, c)] for c in cells) for _, _, cells in state.lines)]


def start_offer(game, rng):
    """A random game played on to a turn menu; most often one where the sorcerer is free and a line is empty."""
    def sorcerer_ready(state) -> bool:
        frame = state.decision
        return frame.kind.code == "turn" and not state.main_done and not state.sorcerer_used[frame.player] \
            and bool(empty_planes(state))
    if rng.random() < 0.7:
        return play_until(rng, sorcerer_ready)
    return play_until(rng, lambda state: state.decision.kind.code == "turn" and rng.random() < 0.05)


def ask_cube_spaces(state, seat, rng) -> Ask | None:
    """Where may this cube from a circle go? Near-misses: a taken space, a space of another colour."""
    if not at_turn_menu(state, seat):
        return None
    held = [(k, c) for c in range(3) for k in D.BASIC if state.circles[seat][(c, k)]]
    if not held:
        return None
    k, c = rng.choice(held)
    every = [CubeOn(k, c, pt, s) for pt, spaces in enumerate(D.SPACES) for s in range(len(spaces))]
    legal = set(state.legal_actions())
    right = [a for a in every if a in legal]
    taken = [a for a in every if a not in legal and k in D.SPACES[a.point][a.space]]
    other = [a for a in every if k not in D.SPACES[a.point][a.space]]
    if not right:
        return None
    for group in (right, taken, other):
        rng.shuffle(group)
    chosen = right[:rng.randint(1, 4)] + taken[:2] + other[:2]
    options = sorted(chosen, key=lambda a: (a.point, a.space))[:MOST]
    return legal_among(state, {"seat": seat, "colour": Named("colour", k), "plane": Named("plane_of", c)}, options)


def near_misses(state, seat) -> list:
    """Turn actions the parser can build that the engine refuses now with a rule of its own (not merely "not one
    of the choices"): one worker too many, a point out of reach, a space of the wrong colour..."""
    found: list[Action] = [TakeLine(w, pl, kind, k) for w in ("sorcerer", "familiar") for pl in range(3)
                           for kind, k, _ in state.lines]
    found += [Activate("sorcerer", -1, pt) for pt in range(9)] + [Activate("glyph", -1, pt) for pt in range(9)]
    found += [Activate(w, v, pt) for w in ("familiar", "rune") for v in range(4) for pt in range(9)]
    found += [CubeOn(k, c, pt, s, stack) for k in D.BASIC for c in range(3) for pt, spaces in enumerate(D.SPACES)
              for s in range(len(spaces)) for stack in (False, True)]
    found += [Nether(c) for c in range(3)]
    found.append(Pass())
    legal = set(state.legal_actions())
    refused = [(a, state.why_illegal(a)) for a in found if a not in legal]
    return [(a, rule) for a, rule in refused if rule is not None and rule.code != "not_a_choice"]


def ask_legal_moves(state, seat, rng) -> Ask | None:
    """Which of these moves are legal? Legal turn actions mixed with near-misses of different rules."""
    if not at_turn_menu(state, seat):
        return None
    legal = [a for a in state.legal_actions() if not isinstance(a, Move)]
    by_code: dict[str, list] = {}
    for action, rule in near_misses(state, seat):
        by_code.setdefault(rule.code, []).append(action)
    if not legal or len(by_code) < 2:
        return None
    codes = sorted(by_code)
    rng.shuffle(codes)
    wrong = [rng.choice(by_code[code]) for code in codes[:rng.randint(2, 4)]]
    right = rng.sample(legal, min(len(legal), rng.randint(1, 3)))
    options = right + wrong
    rng.shuffle(options)
    return legal_among(state, {"seat": seat}, options)


# ---------------------------------------------------------------------------- scoring
def completion(state, seat, forge) -> tuple:
    """(formula, VP) that passing now completes on ``forge`` (None, 0 if none): the engine's completion step,
    run on a copy of the state."""
    twin = state.clone()
    before = twin.score[seat]
    twin._complete(Frame.of(AUTO, seat, step=f"complete_{forge}"), forge)
    new = [n for (g, n) in twin.covered[seat] if g == forge and (g, n) not in state.covered[seat]]
    return (new[0] if new else None), twin.score[seat] - before


def ask_formula(state, seat, rng) -> Ask | None:
    """Which formula does this card complete when its owner passes, and for how many VP?"""
    forges = sorted(g for g in state.forges[seat] if any(f == g for f, _ in state.locked[seat]))
    if state.is_over or not forges:
        return None
    forge = rng.choice(forges)
    number, vp = completion(state, seat, forge)
    options = {FormulaOption(n, D.FORMULAS[forge][n][1]) for n in range(4)} | {FormulaOption(None, 0)}
    right = FormulaOption(number, vp if number is not None else 0)
    options.add(right)
    ordered = tuple(sorted(options, key=lambda o: (o.formula is None, o.formula or 0, -o.vp)))
    reasons = {o: formula_reason(state, seat, forge, o, number) for o in ordered if o != right}
    if number is None:
        because = explained(FORMULA, "formula_none")
    else:
        reward = D.FORMULAS[forge][number][2]
        because = explained(FORMULA, "formula_earns", formula=Named("formula", number), vp=vp,
                            reward=Named("reward", reward))
    return Ask({"seat": seat, "plane": Named("plane_of", forge)}, ordered, frozenset({right}), reasons, because)


def formula_reason(state, seat, forge, option, number) -> Rule:
    """Why ``option`` is not what passing gives (``number``: the formula the engine completes)."""
    if option.formula is None:
        return explained(FORMULA, "formula_some", formula=Named("formula", number))
    formula = Named("formula", option.formula)
    if option.formula == number:
        return explained(FORMULA, "formula_wild")
    if (forge, option.formula) in state.covered[seat]:
        return explained(FORMULA, "formula_covered", formula=formula)
    squares = D.FORMULAS[forge][option.formula][0]
    missing = sorted(s for s in squares if (forge, s) not in state.locked[seat])
    if missing:
        return explained(FORMULA, "formula_squares", formula=formula, squares=square_list(squares),
                         missing=square_list(missing))
    return explained(FORMULA, "formula_best", best=Named("formula", number))


def square_list(squares) -> str:
    return " ".join(f"{s // 3},{s % 3}" for s in sorted(squares))


def start_formula(game, rng):
    """A hand-made position: player 0's card on one forge, mana on a formula's squares (give or take one square,
    a wild black now and then, a formula already covered now and then)."""
    from .game import Conjuraction
    forge, card = rng.randrange(3), rng.choice(CARDS)
    formulas = D.FORMULAS[forge]
    target = rng.randrange(4)
    squares = set(formulas[target][0])
    if rng.random() < 0.3:
        squares.discard(rng.choice(sorted(squares)))
    squares |= set(rng.sample(sorted(set(range(9)) - squares), rng.randint(0, 2)))
    covered = [n for n in range(4) if formulas[n][0] <= squares and rng.random() < 0.3]
    texts = [f"{s // 3},{s % 3}" for s in sorted(squares)]
    if texts and rng.random() < 0.3:
        wild = rng.randrange(len(texts))
        texts[wild] = "wild " + texts[wild]
    characters = rng.sample(D.CHARACTER_KEYS, 2)
    return Conjuraction.from_position(
        players=2, seed=rng.randrange(10 ** 6), characters=characters, current=0,
        forges={0: {D.PLANES[forge]: card}}, charged={0: {D.PLANES[forge]: texts}},
        covered={0: [f"{D.PLANES[forge]} {D.FORMULA_NAMES[n].lower()}" for n in covered]},
        scores={0: sum(formulas[n][1] for n in covered)})


def charm_back(state, seat, charm) -> int:
    """What the back of ``charm`` adds to ``seat``'s score at the game's end: the engine's end of round, run on a
    copy of the state in its final round with ``seat`` holding the charm."""
    twin = state.clone()
    twin.charm = list(twin.charm)
    twin.charm[seat] = charm
    twin.final = True
    before = twin.score[seat]
    twin.end_round()
    return twin.score[seat] - before


def ask_charm_worth(state, seat, rng) -> Ask | None:
    if state.is_over or state.phase != "play":
        return None
    charm = rng.choice(state.charms)
    worth = charm_back(state, seat, charm)
    because = explained(CHARM_WORTH, "charm_back", charm=Named("charm", charm), vp=worth)
    return Ask({"charm": Named("charm", charm)}, (0, 1, 2), frozenset({worth}), because=because)


def ask_cleanup(state, seat, rng) -> Ask | None:
    """If the round ended now, which points give their mana back? The engine's cleanup, run on a copy."""
    if state.is_over or state.phase != "play":
        return None
    points = sorted({pt for pt, _ in state.spaces})
    if len(points) < 2:
        return None
    twin = state.clone()
    twin.cleanup()
    emptied = [pt for pt in points if not any((pt, s) in twin.spaces for s in range(len(D.SPACES[pt])))]
    if not emptied or len(emptied) == len(points):
        return None
    kept = [pt for pt in points if pt not in emptied]
    rng.shuffle(kept)
    shown = sorted(emptied[:MOST - 2] + kept[:MOST - min(len(emptied), MOST - 2)])
    options = tuple(Named("point", pt) for pt in shown)
    reasons = {Named("point", pt): explained(CLEANUP, "cleanup_full" if pt in emptied else "cleanup_free",
                                             point=Named("point", pt)) for pt in shown}
    return Ask({}, options, frozenset(Named("point", pt) for pt in shown if pt in emptied), reasons)


# ---------------------------------------------------------------------------- decisions and setup
def ask_charm_choice(state, seat, rng) -> Ask | None:
    frame = state.decision
    if frame is None or frame.kind.code != "charm" or frame.player != seat:
        return None
    return legal_among(state, {"seat": seat}, [TakeCharm(charm) for charm, *_ in D.CHARMS])


def ask_bonus(state, seat, rng) -> Ask | None:
    """The last sorcerer's choice: what a bonus turn costs now (the engine's price)."""
    frame = state.decision
    if frame is None or frame.kind.code != "last" or frame.player != seat:
        return None
    price = state.bonus_price()
    low = max(1, price - 3)
    because = explained(BONUS, "bonus_price", bought=state.bonus, price=price)
    return Ask({"seat": seat}, tuple(range(low, low + 6)), frozenset({price}), because=because)


def ask_draft(state, seat, rng) -> Ask | None:
    frame = state.decision
    if frame is None or frame.kind.code != "draft" or frame.player != seat:
        return None
    return legal_among(state, {"seat": seat}, [Choose(key) for key in D.CHARACTER_KEYS])


def ask_start_mana(state, seat, rng) -> Ask | None:
    """How many starting mana does this seat place? The setup's draws (character, then seats after the first)."""
    frame = state.decision
    if frame is None or frame.kind.code != "starting_mana" or frame.player != seat \
            or any(state.circles[seat].values()):
        return None
    total = sum(state.start_mana[seat].values())
    character = state.character[seat]
    after = (seat - state.first) % state.players
    because = explained(START_MANA, "start_mana_first" if after == 0 else "start_mana",
                        character=Named("character", character), base=D.CHARACTERS[character][2], seat=seat,
                        after=after, first=state.first, total=total)
    return Ask({"seat": seat, "character": Named("character", character)}, tuple(range(4, 10)),
               frozenset({total}), because=because)


def play_until(rng, stop, players=None, limit=3000):
    """A new game (random players and seed) played at random until ``stop(state)``, as the observable game."""
    from .game import Conjuraction
    state = Conjuraction.State.new(players=players or rng.randint(2, 5), seed=rng.randrange(10 ** 6))
    for _ in range(limit):
        if state.is_over or stop(state):
            break
        state.play(rng.choice(state.legal_actions()))
    return None if state.is_over else Conjuraction._wrap(state)


def start_charm(game, rng):
    return play_until(rng, lambda s: s.decision.kind.code == "charm")


def start_bonus(game, rng):
    return play_until(rng, lambda s: s.decision.kind.code == "last" and (s.bonus > 0 or rng.random() < 0.2))


def start_draft(game, rng):
    players = rng.randint(2, 5)
    picks = rng.randrange(1, players)
    return play_until(rng, lambda s: s.decision.kind.code != "draft" or s.decision.player >= picks, players=players)


def start_mana(game, rng):
    players = rng.randint(2, 5)
    seen: list = []
    wanted = rng.randrange(players)

    def fresh_start(state) -> bool:
        frame = state.decision
        if frame.kind.code == "starting_mana" and not any(state.circles[frame.player].values()):
            if frame.player not in seen:
                seen.append(frame.player)
            return len(seen) > wanted
        return False
    return play_until(rng, fresh_start, players=players)


QUESTIONS = (
    QuestionKind("offer_lines", "turn", ask_offer_lines, OFFER_LINES, "conjuraction.md#g-11",
                 "Taking Mana from the Planes Offers", choose="all", board=True, start=start_offer, name=name),
    QuestionKind("cube_spaces", "turn", ask_cube_spaces, CUBE_SPACES, "conjuraction.md#g-20", "The Imbuement Points",
                 choose="all", board=True, moves=(10, 120), name=name),
    QuestionKind("legal_moves", "turn", ask_legal_moves, LEGAL_MOVES, "conjuraction.md#g-10", "Sequence of Play",
                 choose="all", board=True, moves=(10, 120), name=name),
    QuestionKind("formula", "scoring", ask_formula, FORMULA, "conjuraction.md#g-19", "Passing",
                 start=start_formula, name=name),
    QuestionKind("charm_worth", "scoring", ask_charm_worth, CHARM_WORTH, "conjuraction.md#g-18", "Game End",
                 moves=(10, 120), name=name),
    QuestionKind("cleanup", "scoring", ask_cleanup, CLEANUP, "conjuraction.md#g-16", "End-of-Round Cleanup",
                 choose="all", moves=(30, 200), name=name),
    QuestionKind("charm_choice", "decision", ask_charm_choice, CHARM_CHOICE, "conjuraction.md#g-21", "Passing",
                 choose="all", board=True, start=start_charm, name=name),
    QuestionKind("bonus_price", "decision", ask_bonus, BONUS, "conjuraction.md#g-28", "End-of-the Round Phase",
                 start=start_bonus, name=name),
    QuestionKind("draft", "setup", ask_draft, DRAFT, "conjuraction.md#g-01", "Characters", choose="all",
                 start=start_draft, name=name),
    QuestionKind("start_mana", "setup", ask_start_mana, START_MANA, "conjuraction.md#g-04", "Setup",
                 start=start_mana, name=name),
)

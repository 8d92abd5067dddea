"""Magyarcana's kinds of question for exercises (:mod:`mandrapy.core.exercises`).

Each ``ask`` reads only the state it is given (drawn from the seat's view: the opponent's hand is a guess, so
no question or option ever names a card outside the seat's hand, the board and the discard pile) and takes its
answer from the engine: the legal actions and the refusals of the others (``why_illegal``), ``controls``,
``has_room``, ``scores`` and ``winners``, or a copy of the position played on. The words are in
:mod:`.questions_words`, the positions the kinds need in :mod:`.questions_positions`.
"""

from __future__ import annotations

from ..core.errors import Rule
from ..core.exercises import Ask, QuestionKind
from . import questions_positions as start
from . import questions_words as words
from .actions import DiscardCard, Done, Grow, Move, PlayCard, Refill, Replace, UseTerritory
from .data import HAND_SIZE

MOST = 8                       # options shown at most (buttons)


def _rule(table: dict, code: str, **values) -> Rule:
    """The kind's own rule ``code`` (its English sentence in ``table``), filled with ``values``."""
    return Rule(code, table["en"][code]).format(**values)


def _by_cell(state) -> list:
    """The territories in board order (row by row), as (cell, card)."""
    return sorted(state.territories.items(), key=lambda item: (item[0][1], item[0][0]))


def _mine_to_decide(state, seat: int, *codes: str) -> bool:
    return (not state.is_over and state.to_play == seat
            and (not codes or state.decision.kind.code in codes))


def _legal_ask(state, values: dict, options, because: Rule | None = None) -> Ask | None:
    """An Ask on ``options`` (actions) whose right ones are the legal ones, the others refused by the engine;
    None unless there is at least one of each."""
    legal = set(state.legal_actions())
    options = tuple(dict.fromkeys(options))
    correct = frozenset(o for o in options if o in legal)
    if not correct or len(correct) == len(options):
        return None
    reasons = {o: state.why_illegal(o) for o in options if o not in correct}
    return Ask(values, options, correct, reasons, because)


def _few(rng, right: list, wrong: list, most: int = MOST) -> list:
    """Up to ``most`` options: at most half right (at least one of each when both exist), in their order."""
    keep_right = rng.sample(right, min(len(right), max(1, most // 2)))
    keep_wrong = rng.sample(wrong, min(len(wrong), most - len(keep_right)))
    chosen = set(keep_right) | set(keep_wrong)
    return [o for o in right + wrong if o in chosen]


# ------------------------------------------------------------------------------ setup
def ask_setup(state, seat, rng) -> Ask | None:
    """On the first turn: the power of which territories may the player use? (Only their home's.)"""
    if state.turn != 1 or not _mine_to_decide(state, seat, "turn"):
        return None
    options = [UseTerritory(card) for _, card in _by_cell(state)]
    return _legal_ask(state, {"seat": seat}, options, _rule(words.SETUP, "setup_homes"))


# ------------------------------------------------------------------------------ capacity and control
def ask_control(state, seat, rng) -> Ask | None:
    """A minion of a given size arrives on a territory: who controls it then (or has it no room)?"""
    if state.is_over:
        return None
    occupied = [(cell, card) for cell, card in _by_cell(state) if cell in state.minions]
    cell, card = rng.choice(occupied or _by_cell(state))
    owner, pips = rng.randrange(2), rng.randint(1, 3)
    if not state.has_room(cell, pips):
        because = _rule(words.CONTROL, "control_full", card=card, load=state.load(cell),
                        capacity=card.capacity, pips=pips)
        correct = "no_room"
    else:
        after = state.clone()
        after.add_minion(cell, owner, pips)
        controllers = [o for o in (0, 1) if after.controls(o, cell)]
        correct = "both" if len(controllers) == 2 else f"p{controllers[0]}"
        because = _rule(words.CONTROL, "control_after", card=card, pips0=after.pips(cell, 0),
                        pips1=after.pips(cell, 1))
    return Ask({"owner": owner, "pips": pips, "card": card}, ("p0", "p1", "both", "no_room"),
               frozenset({correct}), because=because)


# ------------------------------------------------------------------------------ movement
def _ask_move(state, seat, rng, step: str, table: dict, code: str) -> Ask | None:
    """Where may one of the seat's minions go at this move step? (Every other territory is an option.)"""
    if not _mine_to_decide(state, seat, step):
        return None
    legal = [a for a in state.legal_actions() if isinstance(a, Move)]
    if not legal:
        return None
    reach: dict = {}
    for a in legal:
        reach[a.source, a.pips] = reach.get((a.source, a.pips), 0) + 1
    minions = sorted((m for m, count in reach.items() if count <= MOST - 2), key=lambda m: (m[0].code, m[1]))
    if not minions:
        return None                          # every minion reaches too many territories for a few buttons
    source, pips = rng.choice(minions)
    targets = [Move(source, pips, card) for _, card in _by_cell(state) if card != source]
    wrong = [a for a in targets if a not in legal]        # every reachable one is shown: the board answers
    kept = set(rng.sample(wrong, min(len(wrong), max(2, MOST - (len(targets) - len(wrong))))))
    options = [a for a in targets if a in legal or a in kept]
    because = _rule(table, code + ("_1" if pips == 1 else ""), pips=pips)
    return _legal_ask(state, {"pips": pips, "source": source}, options, because)


def ask_move(state, seat, rng) -> Ask | None:
    return _ask_move(state, seat, rng, "move", words.MOVE, "move_rule")


def ask_turning(state, seat, rng) -> Ask | None:
    return _ask_move(state, seat, rng, "move_turning", words.TURNING, "turning_rule")


# ------------------------------------------------------------------------------ cards
def ask_play(state, seat, rng) -> Ask | None:
    """Which of these plays are allowed: the hand's cards for their suit power or special power, and a card
    everyone can see that is not in the hand."""
    if not _mine_to_decide(state, seat, "turn"):
        return None
    hand = state.hands[seat]
    plays = [PlayCard(card, special) for card in hand for special in (False, True)]
    public = sorted(set(state.discard) | set(state.territories.values()), key=lambda card: card.code)
    strangers = [PlayCard(card) for card in rng.sample(public, min(2, len(public)))]
    legal = set(state.legal_actions())
    right = [a for a in plays if a in legal]
    options = _few(rng, right, [a for a in plays if a not in legal] + strangers, 7)
    return _legal_ask(state, {"seat": seat}, options, _rule(words.PLAY, "play_rule"))


def ask_replace(state, seat, rng) -> Ask | None:
    """Leaves: which of these replacements are allowed (a higher number card, a face card for a face card)?"""
    if not _mine_to_decide(state, seat, "grow_or_replace"):
        return None
    pairs = [Replace(old, new) for _, old in _by_cell(state) for new in state.available_cards()]
    legal = set(state.legal_actions())
    options = _few(rng, [a for a in pairs if a in legal], [a for a in pairs if a not in legal], 6)
    return _legal_ask(state, {}, options, _rule(words.REPLACE, "replace_rule"))


# ------------------------------------------------------------------------------ scoring and the end
def _margin(state, seat: int, action) -> tuple:
    after = state.clone()
    after.play(action)
    scores = after.scores()
    return scores[seat] - scores[1 - seat], scores


def ask_best(state, seat, rng) -> Ask | None:
    """Of a few legal choices at a step that changes the board, after which is the seat furthest ahead?"""
    if not _mine_to_decide(state, seat, *start.PLACING_STEPS):
        return None
    results = {action: _margin(state, seat, action) for action in state.legal_actions()}
    margins = sorted({margin for margin, _ in results.values()}, reverse=True)
    if len(margins) < 2:
        return None
    best = [a for a, (margin, _) in results.items() if margin == margins[0]]
    others = [rng.choice([a for a, (m, _) in results.items() if m == margin]) for margin in margins[1:]]
    chosen = {rng.choice(best), *rng.sample(others, min(3, len(others)))}
    options = tuple(a for a in results if a in chosen)
    reasons = {a: _rule(words.BEST, "after", score0=results[a][1][0], score1=results[a][1][1]) for a in options}
    return Ask({"seat": seat}, options, frozenset(a for a in options if a in best), reasons,
               _rule(words.BEST, "score_rule"))


def ask_winner(state, seat, rng) -> Ask | None:
    """If the game ended now: who wins (points, then controlled territories, else both)?"""
    if state.is_over:
        return None
    ended = state.clone()
    ended.is_over = True                      # the engine's winners() on this position, as if it had ended
    found = ended.winners()
    correct = "shared" if len(found) == 2 else f"p{found[0]}"
    scores = ended.scores()
    because = _rule(words.WINNER, "winner_rule", score0=scores[0], score1=scores[1],
                    count0=len(ended.controlled(0)), count1=len(ended.controlled(1)))
    return Ask({}, ("p0", "p1", "shared"), frozenset({correct}), because=because)


def _refilled(state, seat: int, discarding: int):
    """A copy of ``state`` after ``seat`` refills, discarding the first ``discarding`` cards of its hand."""
    after = state.clone()
    hand = list(state.hands[seat])
    for action in (Refill(), *(DiscardCard(card) for card in hand[:discarding]), Done()):
        if after.is_over or after.decision.kind.code != ("turn" if action == Refill() else "discard"):
            break                              # (an empty hand draws at once: its only choice)
        after.play(action)
    return after


def ask_ending(state, seat, rng) -> Ask | None:
    """The seat refills, discarding some cards: does drawing back up to six end the game? (The number of
    cards discarded is drawn so that either answer comes as often, where both can.)"""
    if not _mine_to_decide(state, seat, "turn"):
        return None
    hand = state.hands[seat]
    ends = {k: _refilled(state, seat, k).is_over for k in range(len(hand) + 1)}
    answer = rng.choice(sorted(set(ends.values())))
    discarding = rng.choice([k for k, over in ends.items() if over == answer])
    need = max(0, HAND_SIZE - len(hand) + discarding)
    because = _rule(words.ENDING, "end_rule", need=need, deck=len(state.deck))
    values = {"seat": seat, "discarding": discarding, "hand": len(hand), "deck": len(state.deck),
              "discard": len(state.discard), "reshuffles": state.reshuffles}
    return Ask(values, ("yes", "no"), frozenset({"yes" if answer else "no"}), because=because)


# ------------------------------------------------------------------------------ legal or not
def _near_misses(state, seat: int) -> list:
    """Actions the parser can build that the engine refuses now, each teaching a rule: a territory not
    controlled, a number card's special power, a card not in the hand; a move too far or onto a full
    territory; a replacement not higher; a 3-minion grown."""
    code, legal = state.decision.kind.code, set(state.legal_actions())
    found: list = []
    if code == "turn":
        found = [UseTerritory(card) for cell, card in _by_cell(state) if not state.controls(seat, cell)]
        found += [PlayCard(card, True) for card in state.hands[seat] if not card.is_face]
        found += [PlayCard(card) for card in state.discard[-2:]]
    elif code in ("move", "move_turning"):
        found = [Move(state.territories[cell], pips, card) for cell, pips in state.minions_of(seat)
                 for _, card in _by_cell(state)]
    elif code == "grow_or_replace":
        found = [Replace(old, new) for _, old in _by_cell(state) for new in state.available_cards()]
        found += [Grow(state.territories[cell], pips) for cell, pips in state.minions_of(seat)]
    return [a for a in dict.fromkeys(found) if a not in legal]


def ask_legal(state, seat, rng) -> Ask | None:
    """Which of these moves are legal now? Legal ones mixed with near-misses whose refusals teach."""
    if not _mine_to_decide(state, seat):
        return None
    wrong = _near_misses(state, seat)
    if not wrong:
        return None
    options = _few(rng, list(state.legal_actions()), wrong, 6)
    return _legal_ask(state, {"seat": seat}, options)


SECTION = "magyarcana.md#ruling-"
QUESTIONS = (
    QuestionKind("first_turn", "setup", ask_setup, words.SETUP, "magyarcana.md#components-datapy", "Setup", choose="all", board=True,
                 start=start.new_game, name=words.name),
    QuestionKind("control", "turn", ask_control, words.CONTROL, SECTION + "7",
                 "Occupying vs Controlling a Territory", moves=(0, 120), name=words.name),
    QuestionKind("move", "turn", ask_move, words.MOVE, SECTION + "2", "The World", choose="all", board=True,
                 start=start.hearts_move, name=words.name),
    QuestionKind("play_cards", "turn", ask_play, words.PLAY, SECTION + "8", "Playing the Game", choose="all",
                 board=True, moves=(0, 120), name=words.name),
    QuestionKind("legal_moves", "turn", ask_legal, words.LEGAL, SECTION + "8", "Playing the Game", choose="all",
                 board=True, moves=(0, 120), name=words.name),
    QuestionKind("leaves_replace", "decision", ask_replace, words.REPLACE, SECTION + "12", "Card Powers",
                 choose="all", board=True, start=start.leaves_choice, name=words.name),
    QuestionKind("king_of_hearts", "decision", ask_turning, words.TURNING, SECTION + "13", "Special Powers",
                 choose="all", board=True, start=start.turning_move, name=words.name),
    QuestionKind("best_score", "scoring", ask_best, words.BEST, SECTION + "16", "Scoring", board=True,
                 start=start.placing_choice, name=words.name),
    QuestionKind("winner", "scoring", ask_winner, words.WINNER, SECTION + "16", "Scoring", moves=(20, 150),
                 name=words.name),
    QuestionKind("game_end", "scoring", ask_ending, words.ENDING, SECTION + "15", "End of the Game",
                 start=start.last_reshuffle, name=words.name),
)

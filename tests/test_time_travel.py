"""The observable's cost does not grow with the game, and time travel replays from checkpoints: what is
published and what time travel gives must equal a fresh full computation (a game replayed from its record)."""

import json
import random

import pytest

import mandrapy
from mandrapy import IllegalAction
from mandrapy.core.decisions import DecisionStack, Frame, Kind
from mandrapy.core.observable import LazyView, ObservableGame
from mandrapy.core.state import Action, GameState, action_value

GAMES = [("mandragora", {"players": 4}), ("mandragora", {"players": 2}), ("magyarcana", {})]


def random_game(name, parameters, seed, upto=None):
    game = mandrapy.new(name, seed=seed, **parameters)
    rng = random.Random(seed)
    while not game.is_over and (upto is None or game.move_number < upto):
        game.play(rng.choice(game.legal_actions()))
        if rng.random() < 0.2:                           # read some seats' views mid-game (fills caches)
            _ = game.view(rng.choice([None, *range(game.players)])).log
    return game


def fresh(game):
    """The same game replayed from its record: nothing cached, no checkpoints."""
    return type(game.state).from_record(game.record())


@pytest.mark.parametrize("name, parameters", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_published_log_and_position_equal_a_fresh_computation(name, parameters, seed):
    rng = random.Random(seed)
    game = mandrapy.new(name, seed=seed, **parameters)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
        if rng.random() < 0.15:
            replayed = fresh(game)
            assert game.log == replayed.log_lines()
            assert isinstance(game.log, tuple) and all(isinstance(line, str) for line in game.log)
            assert game.position == replayed.view(None)
            for seat in [None, *range(game.players)]:          # each seat's hidden information, as before
                assert game.view(seat) == replayed.view(seat)
                assert game.state.log_events(seat) == replayed.log_events(seat)
    assert game.log == fresh(game).log_lines()


def test_each_seat_reads_only_its_own_secrets_from_the_cache():
    game = random_game("mandragora", {"players": 4}, seed=3)
    logs = {seat: game.view(seat).log for seat in range(4)}
    replayed = fresh(game)
    assert logs == {seat: replayed.log_lines(seat) for seat in range(4)}
    assert len({logs[seat] for seat in range(4)}) > 1        # private lines differ between seats


def test_position_is_computed_when_first_read_even_after_the_game_moved_on():
    game = mandrapy.new("magyarcana", seed=4)
    rng = random.Random(4)
    seen = []
    game.observe(lambda change: seen.append(change["new"]), names="position")
    for _ in range(30):
        game.play(rng.choice(game.legal_actions()))
    assert all(isinstance(position, LazyView) for position in seen)
    for move, position in enumerate(seen, 1):                 # read late: computed by time travel
        assert position == game.state.at(move).view(None)
        assert hash(position) == hash(game.state.at(move).view(None))


@pytest.mark.parametrize("name, parameters", GAMES)
def test_time_travel_from_checkpoints_equals_a_full_replay(name, parameters):
    rng = random.Random(7)
    for seed in range(3):
        game = random_game(name, parameters, seed)
        record, state = game.record(), game.state
        for move in sorted(rng.sample(range(len(game.history) + 1), 6)) + [len(game.history)]:
            expected = type(state).from_record(record, upto=move)
            travelled = state.at(move)
            assert travelled.to_dict() == expected.to_dict()
            assert travelled.turn_starts == expected.turn_starts
            assert travelled.deciders == expected.deciders
            assert travelled.log_lines() == expected.log_lines()
            assert travelled.log_events(0) == expected.log_events(0)
            assert game.at(move).position == expected.view(None)
        assert state.undone().to_dict() == type(state).from_record(record, upto=len(record["actions"]) - 1).to_dict()


def test_rewind_then_another_branch_drops_the_old_checkpoints():
    game = random_game("magyarcana", {}, seed=11, upto=100)
    game.rewind(37)
    rng = random.Random(99)
    for _ in range(40):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    record = game.record()
    for move in (0, 16, 36, 37, 40, 50, len(game.history) - 1):
        assert game.state.at(move).to_dict() == type(game.state).from_record(record, upto=move).to_dict()
    game.undo()
    assert game.state.to_dict() == type(game.state).from_record(record, upto=len(record["actions"]) - 1).to_dict()


def test_clones_do_not_share_checkpoints_or_the_log():
    game = random_game("mandragora", {"players": 3}, seed=5, upto=40)
    before = game.state.at(35).to_dict()
    log = game.log
    twin = game.clone()
    rng = random.Random(1)
    while not twin.is_over:
        twin.play(rng.choice(twin.legal_actions()))
    assert game.log == log and game.state.log_lines() == log
    assert game.state.at(35).to_dict() == before
    assert len(game.state._checkpoints.snapshots) == 40 // game.state._checkpoints.every + 1
    assert twin.state.at(len(twin.history)).to_dict() == twin.state.to_dict()


def test_checkpoints_are_no_facts_of_the_position():
    game = random_game("mandragora", {"players": 4}, seed=6, upto=50)
    plain = fresh(game)
    assert plain._checkpoints is None and game.state._checkpoints is not None
    assert game.state.to_dict() == plain.to_dict()
    assert json.loads(game.to_json()) == json.loads(plain.to_json())
    loaded = type(game).from_json(game.to_json())
    assert loaded.state.to_dict() == game.state.to_dict()
    loaded.undo()
    assert loaded.state.to_dict() == game.state.at(49).to_dict()


# A toy game on the decision machine: players take 1 or 2 stones in turn; taking 2 asks the other player
# whether to "allow" it (a decision inside the turn; refused, 1 is taken). Whoever takes the last stone wins.
@action_value
class Take(Action):
    n: int

    def __str__(self):
        return f"take {self.n}"


@action_value
class Allow(Action):
    yes: bool

    def __str__(self):
        return "allow" if self.yes else "refuse"


TURN = Kind("turn", answers=(Take,), prompt="take 1 or 2 stones", turn=True, forced=False)
ALLOW = Kind("allow", answers=(Allow,), prompt="allow the take or refuse it", forced=False)


class Stones(GameState):
    game = "stones"
    action_type = Action
    decision_kinds = {"turn": TURN, "allow": ALLOW}

    @classmethod
    def new(cls, stones=9, seed=None):
        state = cls()
        state.players, state.seed, state.position, state.stones, state.start = 2, seed, None, stones, stones
        state.current, state.is_over, state.events = 0, False, []
        state.decisions = DecisionStack([Frame.of(TURN, 0)])
        state.start_history()
        return state

    create = classmethod(lambda cls, parameters, seed, position: cls.new(seed=seed, **parameters))

    def parameters(self):
        return {"stones": self.start}

    @classmethod
    def parse_action(cls, text):
        words = text.split()
        return Take(int(words[1])) if words[0] == "take" else Allow(words[0] == "allow")

    def options(self, frame):
        if frame.kind is TURN:
            return [Take(n) for n in (1, 2) if n <= self.stones]
        return [Allow(True), Allow(False)]

    def resolve(self, frame, action):
        if action == Take(2):
            self.decisions.push(Frame.of(ALLOW, 1 - frame.player))
            return
        taken = action.n if isinstance(action, Take) else 2 if action.yes else 1
        self.stones -= taken
        self.events.append(("take", self.current, taken))

    def advance(self):
        if self.stones == 0:
            self.is_over = True
            return True
        self.current = 1 - self.current
        self.decisions.push(Frame.of(TURN, self.current))
        return True

    def seen_event(self, event, player):
        return event[0], (("player", event[1]), ("n", event[2]))

    def scores(self):
        return (0, 0) if not self.is_over else tuple(int(p == self.current) for p in (0, 1))

    def winners(self):
        return tuple(p for p, s in enumerate(self.scores()) if s)

    def view(self, player):
        return (self.stones, self.current, self.log_events(player))

    def to_dict(self):
        return {"stones": self.stones, "current": self.current, "over": self.is_over,
                "decisions": self.decisions.to_json()}

    def clone(self):
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.decisions, twin.events = self.decisions.copy(), list(self.events)
        self.copy_history_to(twin)
        return twin


class StonesGame(ObservableGame):
    State = Stones


def test_undo_turn_goes_back_to_the_start_of_the_players_last_turn():
    game = StonesGame(stones=40)
    for action in ["take 1", "take 2", "allow", "take 2", "refuse", "take 1", "take 2"]:
        game.play(action)
    assert game.state.turn_starts == [0, 1, 3, 5, 6]
    assert game.to_play == 1                              # player 0 took 2: player 1 allows or refuses
    game.undo_turn()                                      # player 1's last turn began at move 5
    assert game.move_number == 5 and game.to_play == 1
    assert game.state.turn_starts == [0, 1, 3]
    game.undo_turn(seat=0)
    assert game.move_number == 3 and game.to_play == 0
    with pytest.raises(IllegalAction):
        StonesGame(stones=5).undo_turn()


def test_turn_starts_survive_undo_at_rewind_clone_and_replay():
    game = StonesGame(stones=200)
    rng = random.Random(3)
    for _ in range(150):
        game.play(rng.choice(game.legal_actions()))
    record = game.record()
    for move in (0, 15, 16, 17, 99, 149, 150):
        expected = Stones.from_record(record, upto=move)
        assert game.state.at(move).turn_starts == expected.turn_starts
        assert game.at(move).log == ()                 # a toy without English words has no worded log
        assert game.at(move).state.log_events(None) == expected.log_events(None)
    twin = game.clone()
    twin.undo()
    assert twin.state.turn_starts == Stones.from_record(record, upto=149).turn_starts
    assert game.state.turn_starts == Stones.from_record(record).turn_starts
    game.rewind(60)
    assert game.state.turn_starts == Stones.from_record(record, upto=60).turn_starts


MENU = Kind("menu", answers=(Take,), prompt="take 1 or 2 stones", turn=True, forced=False, starts_turn=False)
WARM = Kind("warm", answers=(Allow,), prompt="warm up or not")


class Warmed(Stones):
    """Each turn opens with a choice made before the menu (warm up or not: nothing happens), applied by itself
    when fewer than 4 stones are left."""

    decision_kinds = {"menu": MENU, "warm": WARM}

    @classmethod
    def new(cls, stones=9, seed=None):
        state = super().new(stones, seed)
        state.decisions.clear()
        state.current = 1
        state.advance()
        state.settle()
        return state

    def options(self, frame):
        if frame.kind is MENU:
            return [Take(n) for n in (1, 2) if n <= self.stones]
        return [Allow(True)] + ([Allow(False)] if self.stones >= 4 else [])

    def resolve(self, frame, action):
        if frame.kind is MENU:
            self.stones -= action.n
            self.events.append(("take", self.current, action.n))

    def advance(self):
        if self.stones == 0:
            self.is_over = True
            return True
        self.current = 1 - self.current
        self.open_turn(self.current)
        self.decisions.push(Frame.of(MENU, self.current))
        self.decisions.push(Frame.of(WARM, self.current))
        return True


class WarmedGame(ObservableGame):
    State = Warmed


def test_a_turn_opened_by_the_game_starts_at_its_players_first_answer_whatever_its_kind():
    assert Kind("k", turn=True).starts_turn and not Kind("k").starts_turn and not MENU.starts_turn
    game = WarmedGame(stones=6)
    for action in ["allow", "take 1", "refuse", "take 1"]:    # two turns: warm-up choice, then the menu
        game.play(action)
    assert game.state.turn_starts == [0, 2]
    game.play("allow")
    assert game.state.turn_starts == [0, 2, 4] and game.state.decision.kind is MENU
    game.undo_turn()                                         # in the middle: before the warm-up choice
    assert game.move_number == 4 and game.state.decision.kind is WARM
    game.play("refuse")
    game.play("take 2")                                      # 2 stones left: the warm-up applies by itself
    assert game.state.decision.kind is MENU and game.state.turn_starts == [0, 2, 4]
    game.play("take 1")                                      # so the turn starts at the menu
    assert game.state.turn_starts == [0, 2, 4, 6]
    assert Warmed.from_record(game.record()).turn_starts == [0, 2, 4, 6]
    game.undo_turn(seat=0)
    assert game.move_number == 4


@pytest.mark.parametrize("name, parameters", [("mandragora", {"players": 3}), ("magyarcana", {})])
def test_boards_other_language_log_reuses_lines_yet_equals_a_fresh_wording(name, parameters):
    import importlib

    from mandrapy.core.log import say, worded_log
    words = importlib.import_module(f"mandrapy.{name}.board.labels").LOG_WORDS
    game = mandrapy.new(name, seed=8, **parameters)
    rng = random.Random(8)
    for step in range(60):
        if game.is_over:
            break
        if step % 7 == 6:
            game.undo()
        else:
            game.play(rng.choice(game.legal_actions()))
        for seat in (None, 0, 1):
            view = game.view(seat)
            assert worded_log(view, words, "fr") == tuple(say(code, words["fr"], v) for code, v in view.events)
            assert worded_log(view, words, "en") == view.log


def test_observers_see_every_trait_already_updated_and_each_fires_once_per_change():
    game = mandrapy.new("magyarcana", seed=2)
    rng = random.Random(2)
    seen = []

    def check(change):
        seen.append(change["name"])
        assert game.move_number == len(game.history)
        assert game.to_play == game.state.to_play and game.log == game.state.log_lines()
        assert game.position == game.state.view(None)

    game.observe(check, names=["position", "to_play", "log", "move_number", "scores", "is_over"])
    for _ in range(20):
        before = len(seen)
        game.play(rng.choice(game.legal_actions()))
        fired = seen[before:]
        assert len(fired) == len(set(fired))                      # no trait twice for one action
        assert "move_number" in fired and "position" in fired
        assert ("log" in fired) == (len(game.log) > len(game.at(game.move_number - 1).log))
    before = len(seen)
    game.undo()
    assert seen[before:].count("move_number") == 1 and seen[before:].count("position") == 1


@pytest.mark.parametrize("name", ["mandragora", "magyarcana", "conjuraction"])
@pytest.mark.parametrize("bad", ["2", 2.0, -1, True, 99, None])
def test_rewind_and_at_refuse_what_is_not_a_move_number_and_change_nothing(name, bad):
    game = mandrapy.new(name, seed=3)
    for _ in range(4):
        game.play(game.legal_actions()[0])
    before = game.state.to_dict()
    for call, what in ((game.rewind, "rewind: move"), (game.at, "at: move")):
        with pytest.raises(ValueError, match=f"^{what} must be a move number from 0 to 4, not "):
            call(bad)
    assert game.state.to_dict() == before


def test_undo_turn_refuses_what_is_not_a_seat():
    game = mandrapy.new("mandragora", players=2, seed=3)
    game.play(game.legal_actions()[0])
    for bad in (9, -1, "0", 1.0, True):
        with pytest.raises(ValueError, match="^undo_turn: seat must be a seat from 0 to 1 or None, not "):
            game.undo_turn(bad)
    assert game.move_number == 1

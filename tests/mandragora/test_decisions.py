"""Mandragora on the shared decision machine: frames, what a seat sees of them, and rulings read from data."""

import pytest
from mandragora_helpers import hand, position, shop
from test_spells import cast_spell
from test_teams import scroll_seek

import mandrapy
from mandrapy.core.decisions import Frame
from mandrapy.mandragora import MandragoraState, data
from mandrapy.mandragora.board.labels import LABELS
from mandrapy.mandragora.decisions import KINDS, TURN


def test_the_turn_is_a_frame_and_turns_are_marked():
    game = mandrapy.new("mandragora", players=3, seed=4)
    view = game.view(None)
    assert isinstance(view.decision, Frame) and view.decision.code == "turn"
    assert view.decision.player == game.to_play == game.current
    assert dict(view.decision.values) == {"extra": False, "final": False, "steps": 3}
    for _ in range(3):
        game.play("seek 1")
    assert game.state.turn_starts == [0, 1, 2]
    assert game.state.decision.player == game.to_play


def test_a_spell_decision_is_a_frame_with_its_code_and_an_english_prompt():
    game, cast = cast_spell(3, "Levitation", shops={4: "green", 7: "yellow"})
    game.play(cast)
    view = game.view(0)
    assert view.decision.code == "levitate" and view.decision.player == 0
    assert view.prompt == "Player 0: choose a card to take from a shop (Levitation)"
    assert game.view(1).legal_actions == () and game.view(1).decision == view.decision
    assert game.state.turn_starts == [0]          # the decision belongs to the turn that cast the spell


def test_the_card_offered_in_an_exchange_is_seen_by_the_partners_only():
    game = scroll_seek()
    game.play("team exchange red")
    assert game.to_play == 2 and game.view(None).decision.code == "hand_over"
    for seat in (0, 2, None):
        assert game.view(seat).decision["offered"] == "red"
    for seat in (1, 3):
        assert game.view(seat).decision["offered"] is None and game.view(seat).decision["asker"] == 0


def test_a_snapshot_in_the_middle_of_a_decision_round_trips():
    game = scroll_seek()
    game.play("team exchange green")
    saved = game.to_json()
    again = mandrapy.load(saved)
    assert again.state.decision == game.state.decision and again.state.to_dict() == game.state.to_dict()
    assert again.to_json() == saved


def test_every_kind_is_declared_once_with_a_french_prompt_and_the_forced_ruling():
    assert list(KINDS) == ["turn", "banish", "replicate", "transfer", "substitute", "give_back", "levitate",
                           "curse", "team_offer", "hand_over", "disappear"]
    for code, kind in KINDS.items():
        assert code in LABELS["fr"]["prompt"] and code in LABELS["en"]["prompt"], code
        assert kind.forced == (data.AUTO_APPLY_FORCED_DECISIONS and kind is not TURN), code
        assert kind.turn == (kind is TURN)


def test_levitation_reads_which_face_down_card_it_takes_from_data(monkeypatch):
    monkeypatch.setattr(data, "LEVITATE_NIGHT_TAKES", "bottom")
    game, cast = cast_spell(3, "Levitation", night=(3, 6, 9), shops={3: "yellow, black book 3", 5: "green"})
    game.play(cast)
    game.play("levitate face-down card from shop 3")
    assert hand(game, 0) == {"yellow": 1} and shop(game, 3) == ["black book 3"]


def test_teams_are_read_from_data(monkeypatch):
    monkeypatch.setattr(data, "TEAMS", ((0, 1), (2, 3)))
    state = MandragoraState.new(players=4, seed=1, teams=True)
    assert [state.partner(p) for p in range(4)] == [1, 0, 3, 2]
    assert state.opponents(0) == [2, 3] and state.opponents(3) == [0, 1]


def test_the_decision_stack_is_empty_once_the_game_is_over():
    game = position(players=2, deck=[], current=0, hands={0: "red"}, endgame_first=0, endgame_slots=6)
    game.play("drop out")
    assert game.is_over and game.state.decision is None and game.view(0).decision is None
    assert game.view(0).prompt == game.prompt() == "The game is over." and game.state.to_dict()["decisions"] == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_zones_give_the_saved_position_its_usual_shape(players):
    state = MandragoraState.new(players=players, seed=players)
    saved = state.to_dict()
    assert set(saved) == {"players", "teams", "seed", "night", "assistant", "shops", "deck", "stacks", "hands",
                          "scrolls", "cast", "discard", "box", "spell_box", "current", "extra_turn",
                          "in_extra_turn", "curse_holder", "endgame_first", "endgame_slots", "dropped", "phase",
                          "decisions", "rng"}
    assert saved["scrolls"] == [[0, 0, 0]] * players and saved["decisions"][0]["kind"] == "turn"
    twin = state.clone()
    twin.hands[0].clear()
    twin.scrolls[0][1] += 1
    assert state.to_dict() == saved

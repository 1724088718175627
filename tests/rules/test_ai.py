"""AI players: legal choices from a view alone, repeatable with fixed budgets, and sensible."""

from __future__ import annotations

import types

import pytest

from rules import caleira as g
from rules.ai import make_player
from rules.ai.arena import play_match
from rules.ai.ismcts import IsmctsPlayer
from rules.caleira import Play, Target


def spire_in_reach():
    """A holds a Trebuchet; B's Spire lies face-up: the winning line is obvious."""
    return g.new_game(2, 1, {"position": {
        "hands": [["TRE1", "WAT1"], ["MKT1"]],
        "castles": [["OBS↑"], ["SPI↑", "BAR↓"]],
        "deck": [],
    }})


class SpyGame(types.ModuleType):
    """The Caleira module, recording which states the player samples from and plays on."""

    def __init__(self) -> None:
        super().__init__("rules.caleira")
        self.determinized_from: list[object] = []
        self.applied_to_views = 0

    def __getattr__(self, name: str):
        return getattr(g, name)

    def determinize(self, view_state, seat, rng):
        self.determinized_from.append(view_state)
        return g.determinize(view_state, seat, rng)

    def apply(self, state, action):
        if state.viewer is not None:
            self.applied_to_views += 1
        return g.apply(state, action)


def test_ismcts_works_from_the_view_alone():
    state = g.new_game(2, 11)
    seat = g.to_act(state)
    view = g.view(state, seat)
    spy = SpyGame()
    player = IsmctsPlayer(spy, seed=3, seconds=None, iterations=60)
    action = player.choose(view, seat)
    assert action in g.legal_actions(state)
    assert len(spy.determinized_from) == 60
    assert all(v is view for v in spy.determinized_from)  # never the true state
    assert spy.applied_to_views == 0


@pytest.mark.parametrize("kind", ["random", "heuristic", "easy"])
def test_every_kind_returns_a_legal_action_from_a_view(kind):
    state = g.new_game(3, 5)
    seat = g.to_act(state)
    player = make_player(kind, g, seed=1, **({"seconds": None, "iterations": 30} if kind == "easy" else {}))
    assert player.choose(g.view(state, seat), seat) in g.legal_actions(state)


def test_fixed_iterations_repeat_exactly():
    state = g.new_game(2, 21)
    seat = g.to_act(state)
    picks = {IsmctsPlayer(g, seed=9, seconds=None, iterations=150).choose(g.view(state, seat), seat)
             for _ in range(3)}
    assert len(picks) == 1


@pytest.mark.parametrize("kind", ["heuristic", "hard"])
def test_ai_destroys_a_face_up_spire(kind):
    state = spire_in_reach()
    settings = {"seconds": None, "iterations": 200} if kind == "hard" else {}
    player = make_player(kind, g, seed=4, **settings)
    first = player.choose(g.view(state, 0), 0)
    assert first == Play("TRE", True)
    state, _ = g.apply(state, first)
    assert g.to_act(state) == 0
    second = player.choose(g.view(state, 0), 0)
    assert second == Target(1, 1)
    state, _ = g.apply(state, second)
    assert g.result(state).winners == (0,)


def test_heuristic_hides_its_spire_while_trebuchets_are_out():
    state = g.new_game(2, 1, {"position": {
        "hands": [["SPI", "BAT1", "WAT1"], ["MKT1", "TRE2"]],
        "castles": [[], []],
        "deck": ["TRE1", "TRE3", "TRE4"],
    }})
    choice = make_player("heuristic", g, seed=0).choose(g.view(state, 0), 0)
    assert choice.name != "SPI"


def test_match_counts_every_game_once():
    stats = play_match("caleira", ["heuristic", "random"], 6, seed=5)
    assert stats.games == 6
    for seat in range(2):
        assert 0 <= stats.wins[seat] + stats.shared[seat] <= 6
    assert stats.wins[0] + stats.wins[1] + (stats.shared[0] + stats.shared[1]) // 2 == 6
    assert all(t is not None and t >= 0 for t in stats.mean_decision_seconds)


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="unknown player kind"):
        make_player("genius", g)

"""Sky Castle's heuristics through the generic players: legal choices from a view alone, and
better than random play (spec 7.3: the AI never reads the true hidden state)."""

from __future__ import annotations

import random

import rules.skycastle as g
from rules.ai import make_player
from rules.ai.guidance import rollout_policy
from rules.ai.ismcts import IsmctsPlayer
from rules.skycastle import heuristics


def play(players, seed: int, start: int):
    s = g.new_game(2, seed, g.options_for_start(2, seed, start))
    while g.to_act(s) is not None:
        seat = g.to_act(s)
        action = players[seat].choose(g.view(s, seat), seat)
        assert action in g.legal_actions(s)
        s, _ = g.apply(s, action)
    return g.result(s)


def test_the_generic_players_find_the_heuristics():
    assert rollout_policy(g) is heuristics.rollout


def test_heuristic_beats_random():
    points = 0.0
    games = 120
    for i in range(games):
        me = i % 2
        players = [None, None]
        players[me] = make_player("heuristic", g, seed=i)
        players[1 - me] = make_player("random", g, seed=i)
        result = play(players, 500 + i, start=(i // 2) % 2)
        points += g.payoff(result, me)
    assert points / games > 0.65


def test_ismcts_chooses_from_the_view():
    state = g.new_game(2, 11)
    seat = g.to_act(state)
    player = IsmctsPlayer(g, seed=3, seconds=None, iterations=20)
    action = player.choose(g.view(state, seat), seat)
    assert action in g.legal_actions(state)


def test_rollout_returns_a_legal_action():
    rng = random.Random(2)
    s = g.new_game(2, 4)
    while g.to_act(s) is not None:
        actions = g.legal_actions(s)
        action = heuristics.rollout(s, actions, rng)
        assert action in actions
        s, _ = g.apply(s, action)

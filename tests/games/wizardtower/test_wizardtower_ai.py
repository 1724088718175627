"""The heuristics through the generic players: legal choices from a view alone, better than
random play, a playout policy and an evaluation the search can use (spec 7.4)."""

from __future__ import annotations

import random

import rules.wizardtower as g
from rules.ai import make_player
from rules.ai.guidance import playout_cutoff, rollout_policy
from rules.ai.ismcts import IsmctsPlayer
from rules.wizardtower import heuristics


def play(players, seed: int, n: int):
    s = g.new_game(n, seed)
    while g.to_act(s) is not None:
        seat = g.to_act(s)
        action = players[seat].choose(g.view(s, seat), seat)
        assert action in g.legal_actions(s)
        s, _ = g.apply(s, action)
    return g.result(s)


def test_the_generic_players_find_the_heuristics():
    assert rollout_policy(g) is heuristics.rollout
    assert playout_cutoff(g) == (heuristics.PLAYOUT_LIMIT, heuristics.evaluate)


def test_heuristic_beats_random():
    points, games = 0.0, 120
    for i in range(games):
        n = 3 + i % 4
        me = i % n
        players = [make_player("random", g, seed=i * 10 + p) for p in range(n)]
        players[me] = make_player("heuristic", g, seed=i)
        points += g.payoff(play(players, 900 + i, n), me)
    assert points / games > 0.6  # a random seat's share would be about 0.22


def test_the_heuristic_takes_the_proposal_and_always_peeks():
    s = g.new_game(4, 3, {"first": 0})
    rng = random.Random(1)
    assert isinstance(heuristics.choose(g.view(s, 0), 0, rng), g.Peek)
    pick = __import__("wt_helpers").scoring_position
    state, _, _ = pick(["4 S 3 2", "5 5 7 7", "6 6 9 9"], floor="F01")
    seat = g.to_act(state)
    choice = heuristics.choose(g.view(state, seat), seat, rng)
    assert choice.mapping == g.propose_copies(state.teams[seat], state.floor)


def test_ismcts_chooses_from_the_view():
    s = g.new_game(5, 11)
    seat = g.to_act(s)
    player = IsmctsPlayer(g, seed=3, seconds=None, iterations=40)
    assert player.choose(g.view(s, seat), seat) in g.legal_actions(s)


def test_rollout_and_evaluate():
    rng = random.Random(2)
    s = g.new_game(6, 4)
    while g.to_act(s) is not None:
        values = heuristics.evaluate(s)
        assert len(values) == 6 and all(0.0 <= v <= 1.0 for v in values) and abs(sum(values) - 1) < 1e-9
        actions = g.legal_actions(s)
        action = heuristics.rollout(s, actions, rng)
        assert action in actions
        s, _ = g.apply(s, action)
    r = g.result(s)
    assert heuristics.evaluate(s) == tuple(g.payoff(r, p) for p in range(6)) or not r.winners

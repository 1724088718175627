"""The Citadel's heuristics through the generic players (spec 7.3): decisions from a view alone,
a greedy team far better than random play, a playout policy and an evaluation search can use,
and the team's shared payoff."""

from __future__ import annotations

import random

import rules.citadel as g
from cit_helpers import END_ACTIONS, MOVE, RESCUE, Action, s0
from rules.ai import make_player
from rules.ai.guidance import playout_cutoff, rollout_policy
from rules.ai.ismcts import IsmctsPlayer
from rules.citadel import heuristics


def play(kinds, seed: int, n: int, difficulty: str = "beginner"):
    s = g.new_game(n, seed, {"difficulty": difficulty})
    players = [make_player(k, g, seed=seed * 7 + p) for p, k in enumerate(kinds)]
    while (seat := g.to_act(s)) is not None:
        action = players[seat].choose(g.view(s, seat), seat)
        assert action in g.legal_actions(s)
        s, _ = g.apply(s, action)
    return g.result(s)


def test_the_generic_players_find_the_heuristics():
    assert rollout_policy(g) is heuristics.rollout
    assert playout_cutoff(g) == (heuristics.PLAYOUT_LIMIT, heuristics.evaluate)


def test_the_greedy_team_wins_most_games_and_random_play_none():
    greedy = sum(play(["heuristic"] * 2, 700 + i, 2).reason == "win" for i in range(24))
    rand = sum(play(["random"] * 2, 700 + i, 2).reason == "win" for i in range(24))
    assert greedy >= 16 and rand == 0


def test_the_greedy_player_decides_from_the_view_alone():
    """Two games that differ only in hidden orders give the same view and the same decision."""
    a = g.new_game(2, 5, {"deal": {"decks": {"LER": ["LJ1", "LJ2", "LJ3", "LJ4", "LJ5", "LJ6"]}}})
    b = g.new_game(2, 5, {"deal": {"decks": {"LER": ["LJ1", "LJ2", "LJ6", "LJ5", "LJ4", "LJ3"]}}})
    seat = g.to_act(a)
    if a.revealed != b.revealed:  # Irene may start: the decks differ below her draw either way
        return
    assert a != b and g.to_json(g.view(a, seat)) == g.to_json(g.view(b, seat))
    pick_a = heuristics.choose(g.view(a, seat), seat, random.Random(3))
    pick_b = heuristics.choose(g.view(b, seat), seat, random.Random(3))
    assert pick_a == pick_b


def _greedy_turn(s, seed: int = 1):
    """The greedy player's whole action phase for the active seat; (state, actions chosen)."""
    rng = random.Random(seed)
    seat, chosen = s.active, []
    while g.to_act(s) == seat and s.phase == "actions" and s.turn == 1:
        a = heuristics.choose(g.view(s, seat), seat, rng)
        chosen.append(a)
        s, _ = g.apply(s, a)
        if a.kind == END_ACTIONS:
            break
    return s, chosen


def test_the_greedy_player_rescues_and_walks_to_a_rescue():
    s = s0(off=["STU", "DIN", "LIB"], where={"LER": "KIT"}, dice={"professor": ["min5"], "colour": ["B"]})
    s, chosen = _greedy_turn(s)
    assert Action(RESCUE, "R") in chosen and "T04" in s.saved
    s = s0(off=["STU", "DIN", "LIB"], where={"LER": "GAL"}, open=["D18"], dice={"professor": ["min5"]})
    s, chosen = _greedy_turn(s)
    assert chosen.index(Action(MOVE, "KIT")) < chosen.index(Action(RESCUE, "R"))
    s = s0(actions=0, where={"LER": "GAL"}, revealed={"LER": ["LJ4", "LJ5"]}, played="LJ4")
    assert heuristics.choose(g.view(s, 0), 0, random.Random(1)) == Action(END_ACTIONS)


def test_rollout_and_evaluate():
    rng = random.Random(4)
    for seed in range(10):
        s = g.new_game(3, seed)
        while g.to_act(s) is not None:
            legal = g.legal_actions(s)
            a = heuristics.rollout(s, legal, rng)
            assert a in legal
            values = heuristics.evaluate(s)
            assert len(values) == 3 and len(set(values)) == 1 and 0 <= values[0] <= 1 / 3
            s, _ = g.apply(s, a)
        r = g.result(s)
        assert heuristics.evaluate(s) == tuple(g.payoff(r, p) for p in range(3))


def test_ismcts_plays_from_a_view_with_a_team_reward():
    s = s0(("LER", "IRE"), off=["STU", "DIN", "LIB"], where={"LER": "KIT"})
    player = IsmctsPlayer(g, seed=2, seconds=None, iterations=40)
    assert player.choose(g.view(s, 0), 0) in g.legal_actions(s)
    r = g.result(g.apply(s0(saved=["T05", "T06", "T09"], off=["LAB", "LOU", "GAL", "ENT"],
                            where={"LER": "TRO"}), Action(RESCUE, "G"))[0])
    assert r.reason == "win" and g.payoff(r, 0) == 1.0


def test_every_kind_returns_a_legal_action():
    s = g.new_game(2, 9)
    seat = g.to_act(s)
    for kind in ("random", "heuristic", "easy"):
        settings = {"seconds": None, "iterations": 20} if kind == "easy" else {}
        player = make_player(kind, g, seed=1, **settings)
        assert player.choose(g.view(s, seat), seat) in g.legal_actions(s)


def test_a_short_search_starts_from_the_greedy_move():
    """SEARCH_PRIOR: with only a few iterations beyond one visit per move, the search's root keeps
    to the greedy player's choice (progressive bias), and the team's payoff is scaled to [0, 1]."""
    from rules.ai.guidance import search_prior

    assert search_prior(g) == (heuristics.SEARCH_PRIOR, heuristics.choose)
    checked = 0
    for seed in range(40):
        s = g.new_game(2, 900 + seed, {"difficulty": "standard"})
        seat = g.to_act(s)
        legal = g.legal_actions(s)
        if len(legal) < 4:
            continue
        view = g.view(s, seat)
        player = IsmctsPlayer(g, seed=seed, seconds=None, iterations=len(legal) + 6)
        assert player.team_rewards
        chosen = player.choose(view, seat)
        assert chosen == player.favoured and chosen in legal
        checked += 1
        if checked == 5:
            break
    assert checked == 5

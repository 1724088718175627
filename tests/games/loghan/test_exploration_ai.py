"""Castle von Loghan's AI opponents in Exploration mode (§2.9-2.10, §2.19, §2.21, §5.3): every choice
legal in whole games on each board, the best trophy taken, every treasure that gives Energy
disenchanted at the end, no travel the group cannot pay for, an evaluation that prefers more Data
Points and the group alive, and decisions from the seat's view alone (other agents' face-down
backpacks change nothing)."""

from __future__ import annotations

import random

import pytest

import rules.loghan as g
from rules.loghan import evaluation, heuristics
from rules.loghan.actions import CONTRIBUTE, NO_TRAVEL, TIMELINE_PROPOSE, Action
from rules.loghan.ending import start_scoring
from rules.loghan.evaluation_explore import disenchant_energy, trophy_gain, trophy_points
from rules.loghan.heuristics_compete import travel_pays
from rules.loghan.lookup import token_list, treasure_cards

BOARDS = ("past", "anomaly", "future")


def _new(board: str, seed: int):
    return g.new_game(4, seed, {"mode": "exploration", "board": board, "seats": ["ai"] * 4})


def _choose(s, seat: int, rng: random.Random) -> Action:
    """The heuristic's choice from the seat's view; checked legal in the view and the game."""
    v = g.view(s, seat)
    assert v.viewer == seat
    legal_view = g.legal_actions(v)
    assert legal_view == g.legal_actions(s)  # a face-down backpack changes nothing the seat may do
    a = heuristics.choose(v, seat, rng)
    assert a in legal_view
    assert a in g.legal_actions(s)
    return a


def _until(board: str, seed: int, kind: str, skip: int = 0):
    """The game of ``seed`` played by the AI until the ``skip``-th step of ``kind`` is on top."""
    s = _new(board, seed)
    rng = random.Random(seed)
    while (seat := g.to_act(s)) is not None:
        if s.stack and s.stack[-1].kind == kind:
            if skip == 0:
                return s
            skip -= 1
        s, _ = g.apply(s, _choose(s, seat, rng))
    return None


@pytest.mark.parametrize("board", BOARDS)
def test_whole_games_are_legal_and_end_with_every_useful_disenchant(board, monkeypatch):
    monkeypatch.setattr(heuristics, "STRICT", True)  # a rule that trips fails the test
    s = _new(board, 3)
    rng = random.Random(3)
    decisions = 0
    while (seat := g.to_act(s)) is not None:
        top = s.stack[-1].kind
        a = _choose(s, seat, rng)
        if top == "reward.trophy" and any(x.arg is not None for x in g.legal_actions(s)):
            assert a.arg is not None  # never passes when a trophy is there
        if top == "timeline" and a.kind == TIMELINE_PROPOSE:
            assert sum(x.energy for x in s.agents) >= 10 * s.n
        s, _ = g.apply(s, a)
        decisions += 1
        assert decisions < 20000
    r = g.result(s)
    assert r is not None and r.reason in ("defeat", "events", "no_enemy", "guard")
    if r.reason != "defeat":
        for agent in s.agents:
            assert agent.energy >= 99 or not any(disenchant_energy(t) for t in agent.treasures)


def test_the_trophy_that_adds_most_data_points():
    s = _until("past", 3, "reward.trophy")
    assert s is not None
    seat = g.to_act(s)
    r = s.reward

    def pick(defeated, held=()):
        state = s.but(reward=r.but(defeated=defeated))
        state = state.with_agent(seat, state.agents[seat].but(trophies=held))
        legal = g.legal_actions(state)
        return heuristics.decide(g.view(state, seat), seat, legal)[0]

    assert pick(("EG1#2", "ER2#3", "EB1#2")).arg == "ER2#3"
    assert pick(("EG3#2", "EB1#2"), held=("EG3#1",)).arg == "EG3#2"  # a second Wolf: 1 -> 4 DP
    assert pick(("EG3#2", "EB1#2")).arg == "EB1#2"
    assert pick(("EG2#2",)).arg == "EG2#2"
    assert trophy_gain(("EG3#1",), "EG3#2") == 3 and trophy_points(("EG3#1", "EG3#2", "EG3#3")) == 6
    assert trophy_points(("EG1#1", "EG3#1", "EG3#2", "ER2#1")) == 1 + 2 + 2 + 3  # LG-X3's trophies


def test_final_disenchant_takes_every_treasure_that_gives_energy():
    s, _ = start_scoring(_new("anomaly", 1), "events")  # as after the 20th Random Event's Round
    assert s.stack[-1].kind == "final_disenchant"
    seat = g.to_act(s)
    sword = next(t for t in treasure_cards("B") + treasure_cards("G") + treasure_cards("R")
                 if disenchant_energy(t) >= 2 and s.owner_of(t) < 0)
    agent = s.agents[seat].but(left="", right="", belt="", back="", backpack=(sword,), energy=23)
    s = s.with_agent(seat, agent)
    a = heuristics.decide(g.view(s, seat), seat, g.legal_actions(s))[0]
    assert a.kind == "DISENCHANT" and a.arg == sword
    s, _ = g.apply(s, a)
    if g.to_act(s) == seat and s.stack[-1].kind == "final_disenchant":
        assert heuristics.decide(g.view(s, seat), seat, g.legal_actions(s))[0].kind == "DONE"


def test_travel_only_when_it_pays_and_the_group_can_pay():
    s = _until("past", 3, "timeline")
    assert s is not None
    seat = g.to_act(s)

    def choice(state):
        return heuristics.decide(g.view(state, seat), seat, g.legal_actions(state))[0]

    assert choice(s).kind == NO_TRAVEL  # early on, the board is full of Search tokens
    rich = tuple(a.but(energy=30) for a in s.agents)
    pools = tuple(token_list(c) for c in ("G", "B", "R"))
    bare = s.but(agents=rich, search=(), pools=pools)  # nothing left to Search here, full pools, a long game ahead
    a = choice(bare)
    assert a.kind == TIMELINE_PROPOSE and a.arg in ("anomaly", "future")
    poor = bare.but(agents=tuple(x.but(energy=9) for x in bare.agents))  # 36 < 40: the rules offer no travel
    assert all(x.kind != TIMELINE_PROPOSE for x in g.legal_actions(poor))
    assert not travel_pays(g.view(poor, seat), "future")  # nor would the AI propose it
    # contributions: a share of what is missing, nothing when the total cannot be reached
    s2, _ = g.apply(bare, a)
    payer = g.to_act(s2)
    assert s2.stack[-1].kind == "timeline_contribute"
    k = heuristics.decide(g.view(s2, payer), payer, g.legal_actions(s2))[0]
    assert k == Action(CONTRIBUTE, 10)  # a fair share: 40 missing, four payers with 30 each
    short = s2.but(agents=tuple(x.but(energy=30 if i == payer else 2) for i, x in enumerate(s2.agents)))
    k2 = heuristics.decide(g.view(short, payer), payer, g.legal_actions(short))[0]
    assert k2.arg == 0  # 30 + 3 x 2 < 40: paying would burn Energy for nothing


def test_the_evaluation_prefers_more_data_points_and_survival():
    s = _until("future", 1, "reward.trophy")
    assert s is not None
    base = evaluation.seat_values(s)
    assert all(0.0 <= x <= 1.0 for x in base) and len(base) == 4
    richer = s.with_agent(0, s.agents[0].but(energy=s.agents[0].energy + 20, trophies=("ER1#2", "EB2#3")))
    better = evaluation.seat_values(richer)
    assert better[0] > base[0] and better[1] < base[1]
    hurt = s.but(health=2)
    assert sum(evaluation.seat_values(hurt)) < sum(base)
    assert heuristics.evaluate(richer) == better


def test_the_choice_ignores_other_agents_face_down_backpacks():
    """The same decisions when another agent's backpack holds other cards (E40: the view shows
    the count only), at every decision of a game's first Rounds."""
    s = _new("past", 5)
    rng = random.Random(5)
    spare = [t for t in treasure_cards("G") if s.owner_of(t) < 0]
    checked = 0
    while (seat := g.to_act(s)) is not None and checked < 250:
        other = (seat + 1) % s.n
        pack = s.agents[other].backpack
        free = [t for t in spare if s.owner_of(t) < 0 and t not in pack]
        if pack and len(free) >= len(pack):
            swapped = s.with_agent(other, s.agents[other].but(backpack=tuple(free[:len(pack)])))
            v1, v2 = g.view(s, seat), g.view(swapped, seat)
            legal = g.legal_actions(s)
            assert heuristics.decide(v1, seat, legal)[0] == heuristics.decide(v2, seat, legal)[0]
            checked += 1
        s, _ = g.apply(s, _choose(s, seat, rng))
    assert checked > 0

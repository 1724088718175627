"""Random legal play through combats and rewards, with invariants after every action.

Two sources of positions: full random games from ``new_game`` (the combats that ordinary play
meets, Chaos seats included), and S0 combat positions chosen to reach the rarer branches (Black
Knight Drops, Vantz's summons, weapon riders, every agent's combat skill, tied Chaos weapon sets,
Solo and Two-main rewards). After each action inside a combat or a Reward Phase: every card
accounted for, the JSON save round trip, tracks in bounds, defeat marks matching tokens, a
recuperating agent never asked to play, and other seats' views showing no hand. At the end, the
union of the decisions taken must cover every combat and reward decision kind the spec names.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.loghan import apply, from_json, legal_actions, new_game, result, to_act, to_json, view
from rules.loghan.accounting import problems
from rules.loghan.combat_scenarios import s0
from rules.loghan.combat_state import END
from rules.loghan.views import HIDDEN

TAKING_PART_ONLY = {"combat.p1", "combat.aid_partner", "combat.attack", "combat.clever_pay", "combat.rider",
                    "combat.redirect", "combat.melee_discard", "combat.parry_pay", "combat.overkill",
                    "combat.keep_card", "combat.brace", "combat.steady_aim", "combat.improvise", "combat.recup"}
NEEDED = {"COMBAT_SKILL", "KEEP_CARD", "DISCARD", "MODE", "PAY_EXTRA", "EQUIP_SET", "FIGHT", "RECUPERATE",
          "RECUP_DISCARD", "PLAY_P1", "AID_PARTNER", "AID_DISCARD", "TARGET", "PLAY", "END_TURN", "CLEVER_PAY",
          "RIDER", "REDIRECT", "MELEE_DISCARD", "PARRY_PAY", "OVERKILL", "DROP_CHOICE", "ACCEPT", "REFUSE",
          "OFFER", "DISTRIBUTE"}
FULL = ("Kestrel", "Pill", "Brannoc", "Ilse", "Sable", "Orin")
CLEVERS = ["CLEVER", "CLEVER", "CLEVER", "HIT", "PARRY"]
POSITIONS = [
    dict(row=["ER1#2", "EG2#2"], hands={"Kestrel": CLEVERS}, discards={"Kestrel": ["HIT"]},
         gear={"Kestrel": ["TG8#1", "TG1#1"], "Pill": ["TB1#1"], "Brannoc": ["TB3#1"]}),
    dict(agents=("Ilse", "Sable", "Orin"), row=["EX1", "EV1#2"], row_marks=(("EX1", 1, 2),),
         gear={"Sable": ["TG3#1"], "Orin": ["TG8#1", "TG1#1"], "Ilse": ["TB5#1"]}),
    dict(agents=("Pill", "Brannoc", "Kestrel"), row=["EG1#1", "EB1#1"],
         kinds={"Brannoc": "chaos", "Kestrel": "chaos"},
         stored={"Brannoc": {"belt": "TG1#1", "back": "TG1#2", "both": "TG2#1"}}, gear={"Kestrel": ["TB3#1"]}),
    dict(row=["EG2#2", "EG1#2", "EG2#3"], hands={"Brannoc": ["HIT", "HIT", "HIT", "CRIT", "CRIT"], "Kestrel": CLEVERS},
         gear={"Brannoc": ["TB3#1"], "Kestrel": ["TG8#1", "TB2#1"]}),
    dict(agents=FULL, row=["ER2#1", "EG3#1", "EG3#2"], gear={"Orin": ["TB1#1"], "Kestrel": ["TB3#1"]}),
    dict(row=["EG1#1", "EG2#2", "EG2#3", "EG2#4"], tokens=[(0, 2, 4), (1, 0, 2), (2, 1, 2), (3, 3, 2)], stage=END,
         rp={"Kestrel": 2, "Pill": 1}, kinds={"Brannoc": "chaos", "Ilse": "chaos"}),
]
WEIGHTS = {"PASS_WINDOW": 8, "COMBAT_SKILL": 3, "FIGHT": 4, "END_TURN": 0.3, "RECUPERATE": 0.3, "REFUSE": 0.5,
           "MOVE": 0.1, "DISCARD_TREASURE": 0.1, "TRADE_OPEN": 0.2}


def pick(rng, options):
    """A random option, weighted so that play goes deep into combats (windows mostly passed)."""
    weights = [WEIGHTS.get(a.kind, 1) for a in options]
    return rng.choices(options, weights)[0]


def check(state, seen_seats):
    assert 0 <= state.health <= 15 and 0 <= state.clarity <= 10
    assert all(0 <= a.energy <= 99 and a.rp >= 0 for a in state.agents)
    assert problems(state) == []
    assert from_json(to_json(state)) == state
    if state.over is not None:
        return
    seat = to_act(state)
    assert seat is not None and legal_actions(state)
    c, top = state.combat, state.stack[-1]
    if c is not None:
        assert all(f.defeated == (f.total >= f.health) for f in c.row)
        if top.kind in TAKING_PART_ONLY or (top.kind == "window" and top.get("name") in ("W4", "W5", "W6", "W7")):
            assert seat not in c.out
    other = (seat + 1) % state.n
    if other not in seen_seats:  # one view per seat and position is enough
        seen_seats.add(other)
        v = view(state, other)
        assert all(card == HIDDEN for i, a in enumerate(v.agents) if i != other for card in a.hand)


def play(state, rng, kinds, limit=700, stop_after_combat=False):
    """Random legal actions; checked after each one taken inside a combat or a Reward Phase."""
    for _ in range(limit):
        if result(state) is not None or (stop_after_combat and state.combat is None and state.reward is None):
            break
        options = legal_actions(state)
        action = pick(rng, options)
        inside = state.combat is not None or state.reward is not None
        kinds[action.kind] += inside
        state, _ = apply(state, action)
        if inside or state.combat is not None or state.reward is not None:
            check(state, set())
    return state


def test_random_combats_from_chosen_positions_and_full_games_cover_every_decision():
    kinds: Counter = Counter()
    for n, position in enumerate(POSITIONS * 4):
        rng = random.Random(n)
        play(s0(**position), rng, kinds, stop_after_combat=True)
    for seed in range(6):
        players = 3 + seed % 4
        options = {"preset": ("story", "standard", "hard")[seed % 3]}
        if seed % 4 == 3:
            options["seats"] = ["human"] * (1 + seed % 2) + ["chaos"] * (players - 1 - seed % 2)
        play(new_game(players, 100 + seed, options), random.Random(seed), kinds)
    missing = {k for k in NEEDED if not kinds[k]}
    assert not missing, f"random play never took {sorted(missing)}"


@pytest.mark.parametrize("seed", range(3))
def test_random_combat_is_deterministic(seed):
    position = POSITIONS[seed]
    first = play(s0(**position), random.Random(seed), Counter(), stop_after_combat=True)
    again = play(s0(**position), random.Random(seed), Counter(), stop_after_combat=True)
    assert first == again

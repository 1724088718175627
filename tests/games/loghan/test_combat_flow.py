"""Combat rounds end to end (§2.8.1-2.8.8), played through the engine from real S0 positions: spec
§6.1 LG-C1, LG-C9 to LG-C13, LG-C18 to LG-C20, §6.6 LG-K2 (Chaos Steps 1 and 4, E12, E32)."""

from __future__ import annotations

import pytest
from combat_play import (
    asked, at_window, attack, default, do, finish, next_round, options, top, until, use_skill, window_name,
)

from rules.loghan.combat_chaos import EQUIP_SET
from rules.loghan.combat_kinds import (
    AID_DISCARD, AID_PARTNER, DONE, END_TURN, FIGHT, OVERKILL, PLAY, PLAY_P1, RECUP_DISCARD, RECUPERATE,
    TARGET,
)
from rules.loghan.combat_scenarios import s0
from rules.loghan.combat_state import END, CombatState
from rules.loghan.gear import is_equipped_usable

K, P, B, I = 0, 1, 2, 3
HITS = ["HIT"] * 5
STUNNED = (("EG1#2", 1, 0),)  # the Skeleton skips its first attack: Step 6 leaves Health alone


def test_LG_C1_matts_aid():
    s = s0(row=["EG1#2"], hands={"Kestrel": ["AID", "PARRY", "MISS", "HIT", "HIT"],
                                 "Pill": ["COUNTER", "HIT", "HIT", "MISS", "PARRY"]})
    s = do(until(s, "combat.p1", K), PLAY_P1, "AID")
    assert options(s) == {(AID_PARTNER, P), (AID_PARTNER, I), (AID_PARTNER, None)}  # Brannoc is not in Reach
    s = do(s, AID_PARTNER, P)
    assert options(s) == {(AID_DISCARD, "PARRY"), (AID_DISCARD, "HIT"), (AID_DISCARD, None)}  # never a MISS
    s = do(s, AID_DISCARD, "PARRY")
    assert asked(s) == P
    s = do(s, AID_DISCARD, "COUNTER")
    assert s.combat.played[K] == ("AID",) and K in s.combat.p1_done
    assert top(s) == "combat.attack" and asked(s) == K  # no other Priority 1 play: on to Step 4
    s = next_round(s)
    assert s.health == 14  # Step 5: no Counter left in Pill's hand; Step 6: the Skeleton hits (LG-C10)
    assert s.combat.round == 2 and "AID" in s.agents[K].discard and s.combat.played[K] == ()


def bulwark(state):
    return use_skill(state, B, "W3")


@pytest.mark.parametrize("hands,gear,with_bulwark,health", [
    ({"Kestrel": ["COUNTER"]}, {}, False, 12),
    ({"Kestrel": ["COUNTER"]}, {"Kestrel": ["TG4#1"]}, False, 13),  # (a)
    ({"Kestrel": ["COUNTER", "COUNTER"]}, {"Kestrel": ["TG4#1"]}, False, 12),  # (b)
    ({"Kestrel": ["HARD", "COUNTER"]}, {"Kestrel": ["TB5#1"]}, False, 13),  # (c)
    ({"Kestrel": ["HARD"]}, {}, False, 11),  # (d)
    ({"Kestrel": ["COUNTER", "HARD"]}, {}, True, 11),  # (e)
    ({"Pill": ["COUNTER"]}, {"Kestrel": ["TG4#1"]}, False, 12),  # (f)
])
def test_LG_C9_counters_in_priority_3(hands, gear, with_bulwark, health):
    s = s0(row=["EG1#2"], hands=hands, gear=gear, health=13, row_marks=STUNNED)
    if with_bulwark:
        s = bulwark(s)
    s = next_round(s)
    assert s.health == health and s.combat.round == 2  # Step 6 (stunned), Step 7 and the next round


def test_LG_C9g_recuperated_counter_stays():
    s = s0(row=["EG1#2"], hands={"Kestrel": ["COUNTER", "HIT", "HIT", "HIT", "HIT"]}, health=13, row_marks=STUNNED)
    s = do(do(until(s, "combat.recup", K), RECUPERATE), DONE)
    s = next_round(s)
    assert s.health == 13 and "COUNTER" in s.agents[K].hand


def test_LG_C10_skeleton_attack_and_stun():
    kw = dict(row=["EG1#2", "EG2#2"], hands={"Kestrel": HITS}, gear={"Kestrel": ["TB3#1"]})

    def thief_down(s):
        s = do(do(attack(s, K), TARGET, 1), PLAY, "HIT")  # Ranged on the Thief: 2 tokens, defeated
        assert s.combat.row[1].defeated
        return next_round(s)

    hit = thief_down(s0(**kw))
    assert hit.health == 14
    stunned = thief_down(s0(row_marks=STUNNED, **kw))
    assert stunned.health == 15 and stunned.combat.row[0].stun == 0
    assert next_round(stunned).health == 14  # the next round's Step 6: it hits


def attackers_this_round(state):
    """The seats asked for an attack turn until this combat round ends (default answers)."""
    attackers, start = [], state.combat.round
    while state.combat is not None and state.combat.round == start:
        if top(state) == "combat.attack" and asked(state) not in attackers:
            attackers.append(asked(state))
        state = default(state)
    return attackers


def test_LG_C11_forced_recuperation():
    s = s0(row=["EG1#2"], hands={"Pill": ["MISS"], "Kestrel": ["AID"] + ["HIT"] * 4},
           decks={"Pill": ["HIT", "HIT", "HIT"]}, fill={"Pill": "discard"})
    assert len(s.agents[P].discard) == 26
    s = until(s, "combat.recup")
    assert s.agents[P].hand == () and len(s.agents[P].deck) == 30 and P in s.combat.out
    asked_seats = []
    while top(s) == "combat.recup":
        asked_seats.append(asked(s))
        s = do(s, FIGHT)
    assert P not in asked_seats
    s = do(s, PLAY_P1, "AID")
    assert options(s) == {(AID_PARTNER, I), (AID_PARTNER, None)}  # Pill is not offered as a partner
    s = do(do(s, AID_PARTNER, None), AID_DISCARD, None)
    assert P not in attackers_this_round(s)
    s = until(s, "combat.recup")
    assert len(s.agents[P].hand) == 5  # round 2: she draws 5


def test_LG_C12_voluntary_recuperation():
    s = s0(row=["EG1#2"], hands={"Brannoc": ["COUNTER", "MISS", "MISS", "HIT", "HIT"]}, row_marks=STUNNED)
    s = do(until(s, "combat.recup", B), RECUPERATE)
    for card in ("COUNTER", "MISS", "MISS"):
        s = do(s, RECUP_DISCARD, card)
    s = do(s, DONE)
    assert s.agents[B].hand == ("HIT", "HIT") and B in s.combat.out
    assert attackers_this_round(s) == [K, P, I]
    assert next_round(s).health == 15  # no Health loss from Brannoc's Counter in Step 5


def hand_sizes_at_w4(state):
    return [len(a.hand) for a in at_window(state, "W4").agents]


def test_LG_C13_hand_sizes():
    five = ("Kestrel", "Pill", "Brannoc", "Ilse", "Sable")
    s = s0(agents=five, row=["EG1#2"], fields={"Kestrel": {"initiative": 1}}, row_marks=STUNNED)
    assert hand_sizes_at_w4(s) == [5, 4, 4, 4, 4]
    s = do(until(s, "combat.recup", K), RECUPERATE)  # Kestrel empties her hand to see round 2's draw
    while top(s) == "combat.recup_discard":
        s = do(s, RECUP_DISCARD, s.agents[K].hand[0])
    assert len(at_window(next_round(s), "W4").agents[K].hand) == 4  # Initiative was used in round 1
    both = s0(agents=five, row=["EG1#2"], fields={"Kestrel": {"initiative": 1, "overwhelmed": 1}})
    assert hand_sizes_at_w4(both)[K] == 4
    assert hand_sizes_at_w4(s0(agents=("Kestrel", "Pill", "Brannoc"), row=["EG1#2"]))[K] == 5
    six = s0(row=["EG1#2"], hands={"Kestrel": ["HIT"] * 6})
    assert at_window(six, "W4").agents[K].hand == ("HIT",) * 6  # draws nothing, discards nothing


def ended(syphon=False, events=None):
    tokens = [(0, K, 3), (1, P, 5), (2, K, 8)]
    return s0(row=["EG1#2", "EB1#2", "ER1#2"], clarity=5, tokens=tokens, stage=END, events=events,
              fields={"Ilse": {"syphon": syphon}})


def test_LG_C18_combat_end_gains():
    s = ended()
    assert [a.energy for a in s.agents] == [9, 9, 5, 5] and s.clarity == 9
    assert s.combat is None and s.reward is None and window_name(s) == "W9"  # no Loot: no Reward Phase (Story)
    syphon = ended(syphon=True)
    assert syphon.agents[I].energy == 9  # +2 for Kestrel's gain, +2 for Pill's (E9)


def test_LG_C18_a_later_trade_feeds_no_syphon():
    s = ended(syphon=True)
    s = do(at_window(s, "W9", B), "TRADE_OPEN", K)
    for _ in range(3):
        s = do(s, "TRADE_GIVE", "ENERGY")
    s = do(do(s, "TRADE_SEND"), "TRADE_ANSWER", True)
    assert s.agents[B].energy == 2 and s.agents[K].energy == 12 and s.agents[I].energy == 9


def test_LG_C19_black_knight_drop():
    s = s0(row=["ER1#2"], hands={"Kestrel": HITS}, gear={"Kestrel": ["TB3#1"]})
    s = next_round(s)  # the Knight: −2 Health, and the only DROP_CHOICE (the Crossbow) is made by itself
    assert s.health == 13 and s.agents[K].dropped == (("TB3#1", True),)  # round 2 has begun
    s = attack(s, K)
    assert s.combat.turn.cp == 1  # unarmed
    s = next_round(s)
    assert s.health == 11 and s.agents[K].dropped == ()  # round 2 over: the Drop has ended; no new Drop
    assert attack(s, K).combat.turn.cp == 3


def test_LG_C19_combat_ends_after_step_5_of_the_next_round():
    s = s0(row=["ER1#2"], hands={"Kestrel": HITS, "Pill": HITS}, gear={"Kestrel": ["TB3#1"]}, tokens=[(0, B, 6)])
    s = next_round(s)
    assert s.agents[K].dropped == (("TB3#1", True),)
    s = do(do(attack(s, K), TARGET, 0), PLAY, "HIT")  # unarmed: 1 token, no Ranged weakness
    s = do(do(attack(s, P), TARGET, 0), PLAY, "HIT")
    assert s.combat.row[0].defeated
    s = finish(s)
    assert s.combat is None and s.agents[K].dropped == () and is_equipped_usable(s, K, "TB3#1")
    assert s.health == 13  # no Step 6 in round 2


def test_LG_C19_leader_with_nothing_equipped():
    s = next_round(s0(row=["ER1#2"]))
    assert s.health == 13 and all(a.dropped == () for a in s.agents)


def test_LG_C20_vantz():
    three = ("Pill", "Brannoc", "Kestrel")
    s = s0(agents=three, row=["EX1", "EV1#2"], row_marks=(("EX1", 1, 2),), edeck_tops={"V": ["EV1#3"]})
    vantz = s.combat.row[0]
    assert vantz.health == 18 and vantz.neutral == 2 and vantz.stun == 1
    r1 = next_round(s)  # Vantz's attack is fully negated; the Wraith: −1 Health, −1 Clarity
    assert r1.health == 14 and r1.clarity == 9 and len(r1.combat.row) == 2


def test_LG_C20_at_most_two_summons():
    three = ("Pill", "Brannoc", "Kestrel")
    s = s0(agents=three, row=["EX1", "EV1#2"], row_marks=(("EX1", 0, 2),), tokens=[(1, 0, 6)],
           gear={"Kestrel": ["TB3#1"], "Brannoc": ["TG2#1"]}, edeck_tops={"V": ["EV1#3", "EV1#4", "EV1#1"]})
    s = next_round(s)  # alone: −2 Health, a Violet enemy joins at the right end and waits
    assert s.health == 13 and s.clarity == 10 and [f.card for f in s.combat.row] == ["EX1", "EV1#2", "EV1#3"]
    for rnd, health in ((2, 11), (3, 9)):
        for attacker in (1, 2):  # Brannoc (Bow) then Kestrel (Crossbow) defeat the newest Wraith
            s = do(attack(s, attacker), TARGET, len(s.combat.row) - 1)
            while top(s) == "combat.attack" and asked(s) == attacker and (PLAY, "HIT") in options(s):
                s = do(s, PLAY, "HIT")
            if top(s) == "combat.overkill":
                s = do(s, OVERKILL, "LEAVE")
        # the rest of the round ran by itself: Vantz alone again attacks, summoning only in round 2
        assert s.combat.round == rnd + 1 and s.health == health and s.combat.summoned == 2
        assert [f.card for f in s.combat.row] == ["EX1", "EV1#2", "EV1#3", "EV1#4"]
    assert all(f.defeated for f in s.combat.row[1:])


def chaos_k2(gear):
    kinds = {"Brannoc": "chaos"}
    return s0(row=["EG2#2", "EG1#2"], hands={"Brannoc": ["HIT", "HIT", "CRIT", "PARRY", "MISS"]}, stored=gear,
              kinds=kinds)


def test_LG_K2_chaos_step_1_and_step_4():
    s = chaos_k2({"Brannoc": {"belt": "TB2#1", "back": "TG1#1", "both": "TG2#1"}})
    brannoc = s.agents[B]
    assert {brannoc.left, brannoc.right} == {"TB2#1", "TG1#1"} and brannoc.place_of("TG2#1") in ("belt", "back")
    assert ("MOVE", ("TG2#1", "both")) not in options(at_window(s, "W3", B))  # E32: weapons stay as chosen
    s = attack(s, B)  # the target (the Skeleton: 4 tokens against 3) and Hit, Hit, Critical Hit by themselves
    assert s.combat.turn.target == 1 and s.combat.row[1].tokens[B] == 4
    assert options(s) == {(PLAY, "PARRY"), (END_TURN, None)} and s.combat.turn.cp == 1  # LEAVE was forced


def test_E12_tied_weapon_sets_are_the_persons_pick():
    s = chaos_k2({"Brannoc": {"belt": "TG1#1", "back": "TG1#2", "both": "TG2#1"}})
    assert top(s) == "combat.chaos_arm" and asked(s) == B
    assert options(s) == {(EQUIP_SET, ("TG1#1", "TG1#2")), (EQUIP_SET, ("TG2#1",))}
    s = do(s, EQUIP_SET, ("TG1#1", "TG1#2"))
    assert {s.agents[B].left, s.agents[B].right} == {"TG1#1", "TG1#2"} and window_name(s) == "W3"


def test_combat_state_round_trips_json():
    s = until(s0(row=["EG1#2"], hands={"Kestrel": ["COUNTER", "AID", "HIT", "HIT", "HIT"]}), "combat.p1")
    assert CombatState.from_data(s.combat.to_data()) == s.combat

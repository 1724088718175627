"""Combat Step 4 (§2.8.4): spec §6.1 LG-C2 to LG-C8 and LG-C14 to LG-C17 (attack turns), played
through the engine from real S0 positions."""

from __future__ import annotations

import pytest
from combat_play import asked, attack, do, options, tokens, top, turn_over, until, use_skill

from rules.core.errors import IllegalAction
from rules.loghan.combat_kinds import (
    CLEVER_PAY, END_TURN, MELEE_DISCARD, OVERKILL, PARRY_PAY, PASS, PLAY, PLAY_P1, REDIRECT, TARGET,
)
from rules.loghan.combat_scenarios import s0

K, P, B, I = 0, 1, 2, 3  # S0 seats: Kestrel, Pill, Brannoc, Ilse


def test_LG_C2_paul_overkill_carry():
    s = s0(row=["EG1#2", "EG2#2"], hands={"Brannoc": ["HIT", "HIT", "HIT", "CRIT", "CRIT"]},
           gear={"Brannoc": ["TB3#1"]})
    s = do(attack(s, B), TARGET, 0)
    assert s.combat.turn.cp == 3
    for cp_after in (2, 1, 0):
        s = do(s, PLAY, "HIT")
        assert s.combat.turn.cp == cp_after
    assert tokens(s, 0)[B] == 3 and s.combat.row[0].defeated  # no weakness token (Ranged vs Melee)
    assert (PLAY, "CRIT") in options(s)  # Critical Hits stay legal at 0 CP
    s = do(do(s, PLAY, "CRIT"), PLAY, "CRIT")  # hand empty: the turn ends by itself (E17); overkill
    assert top(s) == "combat.overkill" and options(s) == {(OVERKILL, "LEAVE"), (OVERKILL, 1)}
    carried = do(s, OVERKILL, 1)
    assert tokens(carried, 0)[B] == 3 and tokens(carried, 1)[B] == 1 and not carried.combat.row[1].defeated
    left = do(s, OVERKILL, "LEAVE")
    assert tokens(left, 0)[B] == 5 and tokens(left, 1)[B] == 0


def test_LG_C3_ranged_weakness():
    s = s0(row=["ER1#2"], hands={"Kestrel": ["HIT", "HIT", "HIT", "MISS", "PARRY"]}, gear={"Kestrel": ["TB3#1"]})
    s = do(do(attack(s, K), TARGET, 0), PLAY, "HIT")
    assert tokens(s, 0)[K] == 2
    s = do(do(s, PLAY, "HIT"), PLAY, "HIT")
    assert tokens(s, 0)[K] == 4 and not s.combat.row[0].defeated
    assert turn_over(s, K)  # E17: over by itself, the Parry not playable at 0 CP


def test_LG_C4_large_rod_simple_attack():
    s = s0(row=["EB1#2"], hands={"Kestrel": ["HIT", "HIT", "HIT", "MISS", "MISS"]}, gear={"Kestrel": ["TB1#1"]})
    s = do(do(attack(s, K), TARGET, 0), PLAY, "HIT")
    assert (PLAY, "HIT") in options(s)
    s = do(s, PLAY, "HIT")
    assert tokens(s, 0)[K] == 2 and turn_over(s, K)  # the third Hit is not legal: the turn is over
    assert s.agents[K].hand.count("HIT") == 1


def test_LG_C5_large_rod_combo():
    s = s0(row=["EB1#2"], hands={"Kestrel": ["HIT", "HIT", "CRIT", "MISS", "MISS"]}, gear={"Kestrel": ["TB1#1"]})
    s = do(do(do(attack(s, K), TARGET, 0), PLAY, "HIT"), PLAY, "HIT")
    assert s.combat.turn.cp == 0 and options(s) == {(PLAY, "CRIT"), (END_TURN, None)}
    assert tokens(do(s, PLAY, "CRIT"), 0)[K] == 3


def test_LG_C6_critical_hit_limits():
    s = s0(row=["EG1#2"], hands={"Kestrel": ["CRIT", "AID", "HIT", "HIT", "MISS"]}, gear={"Kestrel": ["TB1#1"]})
    step3 = until(s, "combat.p1", K)  # the Step 3 loop: only the Priority 1 Aid, never the Critical Hit
    assert options(step3) == {(PLAY_P1, "AID"), (PASS, None)}
    own = attack(s, K)
    assert (PLAY, "CRIT") not in options(own)  # target first
    own = do(do(do(own, TARGET, 0), PLAY, "HIT"), PLAY, "HIT")
    assert own.combat.turn.cp == 0 and (PLAY, "CRIT") in options(own)  # after TARGET, at 0 CP
    pills = attack(do(attack(s, K), END_TURN), P)
    assert asked(pills) == P and "CRIT" in pills.agents[K].hand  # Pill's turn: Kestrel has no play


@pytest.mark.parametrize("bulwark,paid,health", [(False, True, 12), (True, True, 13), (False, False, 13)])
def test_LG_C7_clever_attack_shock_then_parry(bulwark, paid, health):
    s = s0(row=["ER2#2"], hands={"Kestrel": ["CLEVER", "MISS", "MISS", "MISS", "AID"]},
           decks={"Kestrel": ["PARRY", "COUNTER"]}, gear={"Kestrel": ["TB1#1"]}, health=13,
           row_marks=(("ER2#2", 1, 0),))  # the Dragon is Stunned: Step 6 leaves Health as Step 5 made it
    if bulwark:
        s = use_skill(s, B, "W3")
        assert s.bulwark and s.agents[B].energy == 1
    s = do(do(attack(s, K), TARGET, 0), PLAY, "CLEVER")
    assert options(s) == {(CLEVER_PAY, True), (CLEVER_PAY, False)} and s.combat.turn.cp == 1
    if not paid:  # no damage, no draw; 1 CP left but nothing playable (E10)
        s = do(s, CLEVER_PAY, False)
        assert tokens(s, 0)[K] == 0 and "PARRY" not in s.agents[K].hand and turn_over(s, K)
    else:
        s = do(s, CLEVER_PAY, True)  # the Shock rider is the only one: applied without asking
        assert s.agents[K].energy == 4 and tokens(s, 0)[K] == 2 and "PARRY" in s.agents[K].hand
        assert s.combat.turn.cp == 1
        s = do(do(s, PLAY, "PARRY"), PARRY_PAY, True)
        assert s.clarity == 9 and "COUNTER" in s.agents[K].hand and turn_over(s, K)
    s = until(s, "window")  # Step 5 and the stunned Step 6 are over: the next round's W3
    assert s.health == health and s.combat.round == 2 and not s.bulwark  # Step 7 ended Bulwark


def test_LG_C8_parry_at_clarity_0():
    s = s0(row=["EG1#2"], hands={"Kestrel": ["PARRY", "HIT", "HIT", "HIT", "HIT"]}, clarity=0)
    s = do(attack(s, K), TARGET, 0)
    deck = s.agents[K].deck
    s = do(s, PLAY, "PARRY")
    assert top(s) != "combat.parry_pay" and s.agents[K].deck == deck and s.agents[K].hand == ("HIT",) * 4
    assert s.health == 15


@pytest.mark.parametrize("gear,cp", [((), 1), (("TG4#1",), 1), (("TB2#1", "TB9#1"), 3), (("TR4#1",), 1)])
def test_LG_C14_unarmed_and_cp(gear, cp):
    s = attack(s0(row=["EG1#2"], hands={"Pill": ["HIT"] * 5}, gear={"Pill": list(gear)}), P)
    assert s.combat.turn.cp == cp
    assert tokens(do(do(s, TARGET, 0), PLAY, "HIT"), 0)[P] == 2  # Melee, the Skeleton's weakness


def test_LG_C14_overclock():
    s = use_skill(s0(row=["EG1#2"], hands={"Pill": ["HIT"] * 5}), I, "W3", P)
    assert s.agents[P].cp_bonus == 2
    assert attack(s, P).combat.turn.cp == 3


def test_LG_C15_one_bonus_per_turn_and_mark_target():
    s = s0(row=["EG1#2", "ER2#2"], hands={"Kestrel": ["HIT", "HIT", "MISS", "MISS", "MISS"], "Pill": ["HIT"] * 5},
           gear={"Kestrel": ["TG8#1", "TG1#1"], "Pill": ["TG1#2"]})
    marked = use_skill(s, K, "W3", "ER2#2")
    assert marked.marked == ("ER2#2",)
    s = do(attack(s, K), TARGET, 0)
    assert s.combat.turn.cp == 2
    assert tokens(do(do(s, PLAY, "HIT"), PLAY, "HIT"), 0)[K] == 3  # the bonus once
    marked = do(do(attack(do(attack(marked, K), END_TURN), P), TARGET, 1), PLAY, "HIT")
    assert tokens(marked, 1)[P] == 2  # Axe (Melee) on the Dragon (Shock): the Mark gives the bonus


def test_LG_C16a_ranged_redirect():
    s = s0(row=["ER1#2", "EG2#2"], hands={"Kestrel": ["CLEVER", "HIT", "MISS", "MISS", "MISS"]},
           gear={"Kestrel": ["TB3#1"]})
    s = do(do(do(attack(s, K), TARGET, 0), PLAY, "CLEVER"), CLEVER_PAY, True)
    assert options(s) == {(REDIRECT, 1), (REDIRECT, None)}
    s = do(s, REDIRECT, 1)
    assert tokens(s, 1)[K] == 1 and tokens(s, 0)[K] == 0
    assert tokens(do(s, PLAY, "HIT"), 0)[K] == 2  # the bonus comes with the first damage on the target


def test_LG_C16b_melee_discard():
    s = s0(row=["EG1#2"], hands={"Brannoc": ["CLEVER", "HIT", "PARRY", "MISS", "COUNTER"]},
           gear={"Brannoc": ["TG1#1"]})
    s = do(do(do(attack(s, B), TARGET, 0), PLAY, "CLEVER"), CLEVER_PAY, True)
    assert options(s) == {(MELEE_DISCARD, "HIT"), (MELEE_DISCARD, "PARRY"), (MELEE_DISCARD, "COUNTER"),
                          (MELEE_DISCARD, None)}
    s = do(s, MELEE_DISCARD, "COUNTER")
    assert "COUNTER" not in s.agents[B].hand and tokens(s, 0)[B] == 2


def test_LG_C16c_shock_baton_pays():
    s = s0(row=["EG1#2"], hands={"Pill": ["CLEVER", "MISS", "MISS", "PARRY", "HIT"]}, decks={"Pill": ["MISS"]},
           gear={"Pill": ["TG3#1"]})
    s = do(do(attack(s, P), TARGET, 0), PLAY, "CLEVER")
    assert s.agents[P].energy == 5 and tokens(s, 0)[P] == 1  # no CLEVER_PAY asked; Shock ≠ Melee weakness
    assert s.agents[P].hand.count("MISS") == 3  # E18: the Shock rider's draw


def test_LG_C17_attacks_after_every_enemy_is_defeated():
    s = s0(row=["EG2#2"], hands={"Kestrel": ["HIT"] * 5, "Pill": ["HIT"] * 5}, gear={"Kestrel": ["TB3#1"]})
    s = do(do(attack(s, K), TARGET, 0), PLAY, "HIT")
    assert tokens(s, 0)[K] == 2 and s.combat.row[0].defeated
    s = attack(do(s, END_TURN), P)
    assert options(s) == {(TARGET, 0), (END_TURN, None)}
    s = do(do(s, TARGET, 0), PLAY, "HIT")
    assert sum(tokens(s, 0)) == 3 and turn_over(s, P) and asked(s) == B  # CP spent; no OVERKILL question
    s = until(s, "window")  # Brannoc and Ilse pass; the combat ends after Step 5, then Refresh's W9
    assert s.combat is None and [a.energy for a in s.agents] == [6, 6, 5, 5]


def test_illegal_play_is_refused():
    s = attack(s0(row=["EG1#2"], hands={"Kestrel": ["HIT", "MISS", "MISS", "HIT", "HIT"]}), K)
    with pytest.raises(IllegalAction):
        do(s, PLAY, "HIT")  # target first
    with pytest.raises(IllegalAction):
        do(do(s, TARGET, 0), PLAY, "MISS")

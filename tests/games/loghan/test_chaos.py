"""Chaos characters (§2.20, E12, E32): the weapon set (LG-K2's Step 1) and the W3 move limit."""

from __future__ import annotations

from lg_helpers import s0

from rules.loghan.actions import Action
from rules.loghan.chaos import equip, weapon_sets
from rules.loghan.items import _offer_move

K2 = {"Brannoc": {"belt": "TB2#1", "back": "TG1#1", "both": "TG2#1"}}


def chaos_state(gear=K2):
    return s0(agents=("Pill", "Brannoc", "Kestrel"), seats=("human", "chaos", "chaos"), start=False, gear=gear)


def test_LG_K2_step1_equips_the_most_combat_power():
    s = chaos_state()
    assert weapon_sets(s, 1) == [("TB2#1", "TG1#1")]  # Longsword + Axe: CP 3 > the Bow's 2
    s = equip(s, 1, ("TB2#1", "TG1#1"))
    b = s.agents[1]
    assert {b.left, b.right} == {"TB2#1", "TG1#1"} and b.place_of("TG2#1") in ("belt", "back")


def test_weapon_sets_tie_for_the_person_and_drops_count_zero():
    s = chaos_state({"Brannoc": {"belt": "TG1#1", "back": "TG1#2", "both": "TG2#1"}})
    assert weapon_sets(s, 1) == [("TG1#1", "TG1#2"), ("TG2#1",)]  # CP 2 each: the person picks
    b = s.agents[1]
    s = s.with_agent(1, b.but(dropped=(("TG2#1", False),)))
    assert ("TG2#1",) not in weapon_sets(s, 1) and ("TG1#1", "TG1#2") in weapon_sets(s, 1)
    assert weapon_sets(chaos_state({}), 1) == [()]


def test_E32_chaos_moves_no_weapon_in_w3():
    s = chaos_state({"Brannoc": {"belt": "TB2#1", "right": "TG4#1", "backpack": "TG5#1"}})
    w3 = set(_offer_move(s, 1, "W3"))
    assert Action("MOVE", ("TB2#1", "left")) not in w3
    assert Action("MOVE", ("TG4#1", "back")) in w3 and Action("MOVE", ("TG5#1", "left")) in w3
    assert Action("MOVE", ("TB2#1", "left")) in set(_offer_move(s, 1, "W1"))

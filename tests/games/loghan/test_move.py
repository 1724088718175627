"""Move Phase (§2.5): passable edges, forced stops, event and quiet Rounds (LG-M1, M2, M4, M5)."""

from __future__ import annotations

from lg_helpers import act, act_events, kinds, pass_windows, s0, top

from rules.loghan import legal_actions, to_act
from rules.loghan.actions import Action
from rules.loghan.move import GUARD, door_open


def steps_to(state):
    return {a.arg for a in legal_actions(state) if a.kind == "STEP"}


def test_LG_M1_moving_through_a_cleaned_room():
    s = pass_windows(s0(node="GATE", clean=("GATE", "WELL")))
    assert top(s) == "move" and to_act(s) == s.leader
    s = act(s, ("STEP", "BAILEY"))
    assert "STOP" in kinds(s)
    assert steps_to(s) == {"GATE", "STABLE", "WELL", "HALL", "ARMORY"}
    s = act(s, ("STEP", "WELL"))
    assert "STOP" in kinds(s)
    bottom = s.events[0][-1]
    s = act(s, ("STEP", "KITCH"))
    assert s.event_round and s.node == "KITCH"
    assert top(s) == "event_card" and s.stack[-1].get("card") == bottom  # the bottom Green card


def test_LG_M1_quiet_round_restrictions():
    s = pass_windows(s0(node="GATE", clean=("GATE", "WELL")))
    s = act(s, ("STEP", "BAILEY"), ("STEP", "WELL"), "STOP")
    assert not s.event_round
    s = pass_windows(s)  # W9
    assert top(s) == "refresh_act"
    offered = legal_actions(s)
    expected = {Action("SNEAK", "KITCH"), Action("PASS")}
    if s.tokens_at("WELL"):
        expected.add(Action("SEARCH"))
    assert set(offered) == expected
    leader = s.leader
    for _ in range(4):
        s = act(s, "PASS")
    # no Disenchant, no Leader change, no Clarity check, no Clean token; the next Round's W1 follows
    assert s.leader == leader and "WELL" in s.clean and s.clean == ("GATE", "WELL")
    assert s.round_no == 2 and top(s) == "window"


def test_LG_M1_no_trade_offer_in_the_refresh_of_a_quiet_round():
    s = pass_windows(s0(node="GATE", clean=("GATE", "WELL")))
    s = act(s, ("STEP", "BAILEY"), ("STEP", "WELL"), "STOP")
    assert top(s) == "window" and s.stack[-1].get("name") == "W9"
    assert "TRADE_OPEN" not in kinds(s)


def test_LG_M2_locked_door():
    s = pass_windows(s0(node="GRAVE"))
    assert steps_to(s) == {"PATH"}
    s = pass_windows(s0(node="GRAVE", artifacts=("TS1",)))
    assert steps_to(s) == {"PATH", "CHAPEL"}
    s = pass_windows(s0(node="GALLERY"))
    assert "SOLAR" not in steps_to(s)
    s = pass_windows(s0(node="GALLERY", artifacts=("TS3",)))
    assert "SOLAR" in steps_to(s)


def test_LG_M3_frozen_door():
    """LG-M3 on The Future (in a Story-mode state: Exploration is a later issue; doors work the
    same): frozen doors need a usable Shock weapon equipped, and crossing thaws one for good."""
    s = pass_windows(s0(node="MOAT", board="future"))
    assert steps_to(s) == {"PATH"}  # KITCH (6) and STABLE (7) frozen, DUNGEON (8) locked, no key exists
    s = s0(node="MOAT", board="future", gear={"Kestrel": {"belt": "TG3#1"}})
    assert top(s) == "window" and s.stack[-1].get("name") == "W1" and to_act(s) == 0
    s = act(s, ("MOVE", ("TG3#1", "left")))  # Kestrel equips the Shock Baton in W1
    s = pass_windows(s)
    assert steps_to(s) == {"PATH", "KITCH", "STABLE"}
    s, events = act_events(s, ("STEP", "KITCH"))
    assert events[0].data == {"from": "MOAT", "to": "KITCH", "edge": "6", "thawed": True}
    assert "future:6" in s.opened and "future:7" not in s.opened
    unarmed = s.but(agents=(s.agents[0].but(left="", belt="TG3#1"),) + s.agents[1:])
    assert door_open(unarmed, "6") and not door_open(unarmed, "7") and not door_open(unarmed, "8")
    assert door_open(unarmed.but(board="past"), "6")  # the Past's Postern is open anyway


def test_LG_M3_a_dropped_shock_weapon_does_not_thaw():
    s = s0(node="MOAT", board="future", gear={"Kestrel": {"left": "TG3#1"}}, start=False)
    assert door_open(s, "6")
    s = s.but(agents=(s.agents[0].but(dropped=(("TG3#1", False),)),) + s.agents[1:])
    assert not door_open(s, "6")


def test_LG_M4_cover_at_a_cleaned_story_room():
    s = pass_windows(s0(node="HALL", clean=("CHAPEL", "HALL")))
    events_before = s.events
    s = act(s, ("STEP", "CHAPEL"))
    assert s.event_round and top(s) == "event_card" and s.stack[-1].get("card") == "004"
    assert s.events == events_before and s.event_deck == ""  # no Random Event drawn, no lurkers later


def test_stop_at_once_on_a_visible_question_is_an_event_round():
    s = pass_windows(s0(node="KITCH"))
    s = act(s, "STOP")
    assert s.event_round


def test_stop_after_a_step_onto_a_corridor_is_quiet():
    s = pass_windows(s0(node="HALL", clean=("HALL",)))
    s = act(s, ("STEP", "GALLERY"), "STOP")
    assert not s.event_round


def test_move_guard_after_60_steps():
    s = pass_windows(s0(node="BAILEY", clean=("GATE", "HALL", "WELL", "STABLE", "ARMORY")))
    s = s.but(moves=GUARD)
    assert steps_to(s) == set()  # every neighbour of BAILEY is cleaned: only STOP is left
    s = pass_windows(s0(node="GATE", clean=("GATE",))).but(moves=GUARD)
    assert steps_to(s) == set()  # PATH and BAILEY do not force a stop
    s = pass_windows(s0(node="WELL", clean=("WELL",)))
    s = s.but(moves=GUARD)
    assert steps_to(s) == {"KITCH"}  # a step into a forced stop stays legal


def test_LG_M5_roaming_enemy():
    s = pass_windows(s0(node="TOWER", clean=("TOWER",), roaming=(("EV1#1", "GALLERY", False),)))
    s = act(s, "STOP")  # quiet Round at TOWER
    s = pass_windows(s)
    while top(s) == "refresh_act":
        s = act(s, "PASS")
    # Refresh Step 6: GALLERY -> STAIR (towards TOWER)
    assert s.roaming == (("EV1#1", "STAIR", False),)
    s = pass_windows(s)
    s = act(s, ("STEP", "STAIR"))
    assert not s.event_round  # a stop caused only by the roaming enemy is quiet
    assert s.row == ("EV1#1",) or s.combat is not None


def test_LG_M5_variant_engaged_in_refresh_joins_next_round():
    s = pass_windows(s0(node="TOWER", clean=("TOWER",), roaming=(("EV1#1", "STAIR", False),)))
    s = act(s, "STOP")
    s = pass_windows(s)
    while top(s) == "refresh_act":
        s = act(s, "PASS")
    assert s.roaming == (("EV1#1", "TOWER", True),)
    s = pass_windows(s)
    s = act(s, "STOP")  # next Round, quiet: the engaged enemy still makes a combat
    assert s.combat is not None or s.row == ("EV1#1",)
    assert s.roaming == ()

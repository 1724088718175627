"""Spec 6.2, 6.3 and 6.5: the Professor's walk, secret passage and time faces (B1-B8), the clock,
losses and ideas (C1-C7), and the end of the game (E1-E2), each from the baseline S0 with the
dice scripted."""

from __future__ import annotations

import rules.citadel as g
from cit_helpers import (
    Action, END_ACTIONS, IDEA, RESCUE, args, dice, do, end, kinds, s0, space, switch, treasure, where,
)

SINGLE, DOUBLE = "single", "double"


def walked(events):
    return [(e.data["from"], e.data["doorway"], e.data["to"]) for e in events if e.kind == "professor_step"]


# --- 6.2 the Professor ---------------------------------------------------------------------------


def test_B1_the_rulebook_red_walk():
    s = s0(("LER", "DES"), open=["D01"], off=["CON"], where={"DES": "STU"},
           dice=dice(("walk3", "R", SINGLE)))
    s, ev = end(s)
    assert walked(ev) == [("LAB", "D01", "GAL"), ("GAL", "D13", "CON"), ("CON", "D02", "STU")]
    assert {"D01", "D13", "D02"} <= s.locked and len(s.locked) == 18
    assert switch(s, "GAL") and switch(s, "CON")
    assert where(s, "DES") == "OUT" and s.professor == "STU"
    steps = [e for e in ev if e.kind == "professor_step"]
    assert [e.data["locked"] for e in steps] == [True, False, False]
    assert [e.data["switch_on"] for e in steps] == [False, True, False]
    assert [e.data["chased"] for e in steps] == [(), (), (1,)]
    assert [e.data["colour"] for e in steps] == ["R", "R", "R"]


def test_B2_the_rulebook_blue_walk():
    s = s0(off=["DIN"], dice=dice(("walk2", "B", SINGLE)))
    s, ev = end(s)
    assert walked(ev) == [("LAB", "D12", "DIN"), ("DIN", "D11", "CEL")]
    assert switch(s, "DIN") and len(s.locked) == 18 and s.professor == "CEL"


def test_B3_secret_passage_to_the_green_treasure():
    s = s0(("LER", "NAT"), professor="KIT", open=["D08", "D09"], off=["TRO"], where={"NAT": "TRO"},
           dice=dice(("passage", "G", SINGLE)))
    before = s
    s, ev = end(s)
    assert s.professor == "TRO" and {"D03", "D08", "D09"} <= s.locked and len(s.locked) == 18
    assert switch(s, "TRO") and where(s, "NAT") == "OUT"
    assert sum(on for _, on in s.switches) == 12  # only the Trophy Room changed
    assert [e.data["locked"] for e in ev if e.kind == "secret_passage"] == [("D08", "D09")]


def test_B4_secret_passage_to_his_own_room():
    s = s0(professor="TRO", open=["D09"], off=["TRO"], dice=dice(("passage", "G", SINGLE)))
    s, ev = end(s)
    assert s.professor == "TRO" and "D09" in s.locked and switch(s, "TRO")


def test_B5_five_minutes():
    s = s0(clock=3, steps={"R": 3}, dice=dice(("min5", "R", None)), mods=["IE2"])
    s, ev = end(s)
    assert s.professor == "LAB" and treasure(s, "R")[2] == 2 and space(s, "R") == 5


def test_B6_ten_minutes():
    s = s0(clock=3, steps={"G": 5}, dice=dice(("min10", "G", None)), mods=["IE2"])
    s, _ = end(s)
    assert treasure(s, "G")[2] == 3 and space(s, "G") == 6


def test_B7_ten_minutes_lose_a_treasure():
    s = s0(clock=3, steps={"B": 1}, dice=dice(("min10", "B", None)), mods=["IE2"])
    s, ev = end(s)
    assert s.lost == ("T12",)
    assert treasure(s, "B") == ("T08", "CEL", 8) and space(s, "B") == 11
    assert s.room_deck[0] == "BAL" and s.stack[0] == "T01"
    assert kinds(ev).index("treasure_lost") < kinds(ev).index("treasure_placed")


def test_B8_a_walk_chases_irene():
    s = s0(("LER", "IRE"), professor="TRO", open=["D09"], where={"IRE": "LOU"},
           dice=dice(("walk1", "G", SINGLE)))
    s, _ = end(s)
    assert s.professor == "LOU" and "D09" in s.locked and where(s, "IRE") == "OUT" and switch(s, "LOU")


# --- 6.3 clock, losses and ideas -----------------------------------------------------------------


def test_C1_a_single_clock():
    s = s0(dice=dice(("min5", "R", SINGLE)), lasting={"LER": ()}, mods=["IE5"])
    s, ev = end(s)
    assert s.clock == 1 and [t[2] for t in s.treasures] == [6, 7, 8]
    assert [space(s, c) for c in "RGB"] == [7, 8, 9] and "idea" not in kinds(ev)


def test_C2_the_clock_passes_a_marker():
    s = s0(clock=7, steps={"R": 1, "G": 4, "B": 5}, mods=["IE5"], dice=dice(("min5", "R", DOUBLE)))
    s, ev = end(s)
    assert s.clock == 9 and s.lost == ("T04",)
    assert treasure(s, "R") == ("T08", "CEL", 8) and space(s, "R") == 5
    k = kinds(ev)
    assert k.index("treasure_lost") < k.index("idea")
    assert s.face_up == (True,)  # the only face-down tile turns up by itself


def test_C3_two_losses_in_the_order_the_clock_reached_them():
    s = s0(clock=5, steps={"R": 5, "G": 1, "B": 2}, mods=["IE5"], dice=dice(("min5", "R", DOUBLE)))
    s, ev = end(s)
    assert s.clock == 7 and s.lost == ("T07", "T12")
    assert treasure(s, "G") == ("T08", "CEL", 8) and space(s, "G") == 3
    assert treasure(s, "B") == ("T01", "BAL", 6) and space(s, "B") == 1
    assert treasure(s, "R")[2] == 3 and space(s, "R") == 10
    assert [e.data["colour"] for e in ev if e.kind == "treasure_lost"] == ["G", "B"]


def test_C4_the_clock_lands_onto_a_marker():
    s = s0(clock=6, steps={"B": 1}, mods=["IE5"], dice=dice(("min5", "R", SINGLE)))
    s, _ = end(s)
    assert s.lost == ("T12",)


def test_C5_ideas_onto_or_past_III_and_IX():
    cases = [(2, SINGLE, True), (2, DOUBLE, True), (3, SINGLE, False), (8, DOUBLE, True), (9, SINGLE, False),
             (12, DOUBLE, False)]
    for clock, face, idea in cases:
        s = s0(clock=clock, steps={"R": 11, "G": 11, "B": 11}, mods=["IE5"], dice=dice(("min5", "R", face)))
        s, ev = end(s)
        assert ("idea" in kinds(ev)) == idea, (clock, face)
        assert s.face_up == (idea,)


def test_C6_the_idea_decider():
    base = dict(active="IRE", clock=2, steps={"R": 11, "G": 11, "B": 11}, mods=["IE5"],
                dice=dice(("min5", "R", SINGLE)), humans=[True, False])
    s, ev = end(s0(("LER", "IRE"), **base))
    assert g.to_act(s) == 0 and args(s, IDEA) == ["IRE", "LER"]
    s, ev = do(s, Action(IDEA, "IRE"))
    assert s.face_up == (False, True) and g.to_act(s) == 0  # then Leroy's turn begins
    s, ev = end(s0(("LER", "IRE"), face_up=["LER"], **base))
    assert s.face_up == (True, True) and any(e.kind == "tile_up" for e in ev)
    s, ev = end(s0(("LER", "IRE"), face_up=["LER", "IRE"], **base))
    assert s.face_up == (True, True) and "idea_wasted" in kinds(ev) and "tile_up" not in kinds(ev)


def test_C6_an_ai_team_decides_itself():
    s, _ = end(s0(("LER", "IRE"), active="IRE", clock=2, steps={"R": 11, "G": 11, "B": 11}, mods=["IE5"],
                  dice=dice(("min5", "R", SINGLE)), humans=[False, False]))
    assert g.to_act(s) == 1


def test_C7_stopped_clock():
    s = s0(("IRE",), clock=2, steps={"R": 1}, revealed={"IRE": ["IE2", "IE4"]}, dice=dice(("min5", "G", None)))
    s, _ = do(s, Action("PLAY", "IE2"))
    s, ev = end(s)
    assert s.clock == 2 and s.lost == () and "idea" not in kinds(ev)
    assert not [e for e in ev if e.kind == "roll" and e.data["die"] == "clock"]


# --- 6.5 end of game -----------------------------------------------------------------------------


def test_E1_the_fourth_rescue_wins_at_once():
    s = s0(saved=["T05", "T06", "T09"], off=["LAB", "LOU", "GAL", "ENT"], where={"LER": "TRO"}, actions=1)
    s, ev = do(s, Action(RESCUE, "G"))
    assert len(s.saved) == 4 and g.result(s).reason == "win" and g.to_act(s) is None
    assert all(switch(s, r) for r in ("LAB", "LOU", "GAL", "ENT"))
    assert s.stack[0] == "T08" and s.room_deck[0] == "CEL" and "treasure_placed" not in kinds(ev)
    assert "roll" not in kinds(ev) and kinds(ev)[-1] == "game_over"
    r = g.result(s)
    assert r.winners == (0,) and r.losers == () and g.payoff(r, 0) == 1.0


def test_E2_the_fourth_loss_loses_at_once():
    s = s0(("LER", "IRE"), lost=["T05", "T06", "T09"], clock=7, steps={"R": 1, "G": 2, "B": 6}, mods=["IE5"],
           dice=dice(("min5", "R", DOUBLE)))
    s, ev = end(s)
    assert s.clock == 9 and len(s.lost) == 4 and s.lost[-1] == "T04"
    assert g.result(s).reason == "loss" and g.result(s).winners == () and g.result(s).losers == (0, 1)
    assert treasure(s, "G")[0] == "T07"  # Crown Jewels stays in play, unresolved
    assert "treasure_placed" not in kinds(ev) and "idea" not in kinds(ev) and kinds(ev)[-1] == "game_over"
    assert [g.payoff(g.result(s), p) for p in (0, 1)] == [0.0, 0.0]


def test_END_ACTIONS_is_offered_even_alone():
    s = s0(actions=0, revealed={"LER": ["LJ4", "LJ5"]}, played="LJ4")
    assert [a.kind for a in g.legal_actions(s)] == [END_ACTIONS]

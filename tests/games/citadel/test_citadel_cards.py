"""Spec 6.8: one scenario per action card, named after the card's id. The active character is the
card's owner unless stated; the card is one of its two revealed cards."""

from __future__ import annotations

import rules.citadel as g
from cit_helpers import (
    CHOOSE_COLOUR, CHOOSE_DOOR, CHOOSE_ROLL, CHOOSE_ROOM, CHOOSE_TYPE, DONE, DUCK, MOVE, PLAY, REROLL, Action, args,
    dice, do, end, kinds, legal, s0, space, switch, treasure, where,
)
from rules.citadel.board import ROOMS

SINGLE, DOUBLE = "single", "double"
OWNER = {"NG": "NAT", "EW": "EDW", "IE": "IRE", "LJ": "LER", "DB": "DES"}
LATE = {"R": 11, "G": 11, "B": 11}


def card(c, chars=None, other=None, **more):
    owner = OWNER[c[:2]]
    chars = chars or (owner,)
    other = other or next(x for x in (f"{c[:2]}{i}" for i in range(1, 7)) if x != c)
    return s0(chars, revealed={owner: [c, other]}, active=owner, **more)


def play(s, c, *then):
    return do(s, Action(PLAY, c), *then)


def test_NG1_sprint():
    s, _ = play(card("NG1", open=["D13"]), "NG1", Action(CHOOSE_ROOM, "GAL"), Action(CHOOSE_ROOM, "CON"))
    assert where(s, "NAT") == "CON" and s.actions == 3 and s.step[0] == "act"
    s = card("NG1", actions=0)
    assert Action(PLAY, "NG1") in g.legal_actions(s)


def test_NG2_grand_tour():
    s, _ = play(card("NG2"), "NG2")
    assert args(s, CHOOSE_TYPE) == sorted(["lock", "saw", "camera", "laser", "datapad"])
    s, _ = do(s, Action(CHOOSE_TYPE, "saw"))
    assert [r for r in ROOMS if not switch(s, r)] == ["STU", "DIN", "LIB"]
    assert where(s, "NAT") == "OUT" and s.actions == 3
    s = card("NG2", off=list(ROOMS))
    assert Action(PLAY, "NG2") not in g.legal_actions(s)


def test_NG3_slip_through():
    s, _ = play(card("NG3", where={"NAT": "LIB"}, professor="TRO"), "NG3")
    assert args(s, CHOOSE_ROOM) == ["CON", "ENT"]
    s, _ = do(s, Action(CHOOSE_ROOM, "CON"))
    assert where(s, "NAT") == "CON" and "D14" in s.locked and s.actions == 3


def test_NG4_running_flip():
    s, _ = play(card("NG4"), "NG4")
    assert Action(DONE) not in g.legal_actions(s)
    s, _ = do(s, Action(CHOOSE_ROOM, "LAB"), Action(CHOOSE_ROOM, "KIT"))
    assert not switch(s, "LAB") and not switch(s, "KIT") and s.step[0] == "act" and s.actions == 3
    assert Action(PLAY, "NG4") in g.legal_actions(card("NG4"))


def test_NG5_long_stride():
    s, _ = play(card("NG5", open=["D03"]), "NG5")
    assert args(s, MOVE) == ["BAL", "GAL", "LIB", "TRO"]
    s, ev = do(s, Action(MOVE, "TRO"))
    assert s.actions == 2 and where(s, "NAT") == "TRO"
    assert [e.data["path"] for e in ev if e.kind == "move"] == [("LIB", "TRO")]


def test_NG6_duck_and_cover():
    s = s0(("NAT", "LER"), active="LER", lasting={"NAT": ["NG6"]}, where={"NAT": "CON"}, open=["D14"],
           professor="GAL", dice=dice(("walk1", "R", SINGLE)), steps=LATE)
    s, ev = end(s)
    assert s.professor == "CON" and g.to_act(s) == 0 and args(s, DUCK) == ["LIB", "OUT"]
    assert where(s, "NAT") == "CON"  # deciding where to flee
    s, ev = do(s, Action(DUCK, "LIB"))
    assert where(s, "NAT") == "LIB" and s.active == 0 and s.lasting[0] == ()  # Nathan's turn began: it ended


def test_NG6_without_an_open_way_out_no_choice():
    s = s0(("NAT", "LER"), active="LER", lasting={"NAT": ["NG6"]}, where={"NAT": "CON"},
           professor="GAL", dice=dice(("walk1", "R", SINGLE)), steps=LATE)
    s, ev = end(s)
    assert where(s, "NAT") == "OUT" and "duck" not in kinds(ev)


def test_EW1_override_the_mechanism():
    s, _ = play(card("EW1", off=[r for r in ROOMS if r not in ("STU", "LIB", "LAB")]), "EW1")
    assert args(s, CHOOSE_TYPE) == ["lock", "saw"]
    s, _ = do(s, Action(CHOOSE_TYPE, "saw"))
    assert [r for r in ROOMS if switch(s, r)] == ["LAB"]


def test_EW2_open_sesame():
    s, _ = play(card("EW2", where={"EDW": "CEL"}), "EW2")
    assert not {"D05", "D10", "D11"} & s.locked and len(s.locked) == 15


def test_EW3_well_oiled_hinges():
    s, _ = play(card("EW3", where={"EDW": "LIB"}, actions=2, professor="TRO"), "EW3")
    assert args(s, CHOOSE_DOOR) == ["D14", "D15"]
    s, _ = do(s, Action(CHOOSE_DOOR, "D15"))
    assert "D15" not in s.locked and where(s, "EDW") == "ENT" and s.actions == 1
    s = card("EW3", where={"EDW": "LIB"}, actions=0)
    assert Action(PLAY, "EW3") not in g.legal_actions(s)


def test_EW4_jammed_gears():
    s, _ = play(card("EW4", open=["D01"], dice=dice(("walk2", "R", SINGLE)), steps=LATE), "EW4")
    s, _ = end(s)
    assert s.professor == "CON" and "D01" not in s.locked and "D13" in s.locked
    s, _ = play(card("EW4", open=["D08", "D09"], dice=dice(("passage", "G", SINGLE)), steps=LATE), "EW4")
    s, _ = end(s)
    assert s.professor == "TRO" and not {"D08", "D09"} & s.locked


def test_EW5_remote_release():
    s, _ = play(card("EW5", where={"EDW": "LOU"}), "EW5")
    assert args(s, CHOOSE_DOOR) == ["D03", "D04", "D05", "D08", "D09", "D10", "D11", "D15", "D16"]
    s, _ = do(s, Action(CHOOSE_DOOR, "D08"), Action(CHOOSE_DOOR, "D16"))
    assert not {"D08", "D16"} & s.locked and s.step[0] == "act"


def test_EW6_wrench_in_the_works():
    s, _ = play(card("EW6"), "EW6", Action(CHOOSE_ROOM, "LAB"), Action(DONE))
    assert [r for r in ROOMS if not switch(s, r)] == ["LAB"] and s.step[0] == "act"
    s, _ = play(card("EW6"), "EW6", Action(CHOOSE_ROOM, "LAB"), Action(CHOOSE_ROOM, "GAL"))
    assert s.step[0] == "act" and not legal(s, CHOOSE_ROOM)


def test_IE1_borrowed_time():
    s, _ = play(card("IE1"), "IE1", Action(CHOOSE_COLOUR, "G"))
    assert space(s, "G") == 10 and treasure(s, "G")[2] == 10
    s, _ = play(card("IE1", steps={"G": 10}), "IE1", Action(CHOOSE_COLOUR, "G"))
    assert treasure(s, "G")[2] == 11


def test_IE2_stopped_clock():
    s, ev = play(card("IE2", dice=dice(("walk1", "R", None))), "IE2")
    s, ev = end(s)
    assert s.professor == "GAL" and s.clock == 12
    assert "clock" not in [e.data["die"] for e in ev if e.kind == "roll"]


def test_IE3_extra_minutes():
    s, _ = play(card("IE3"), "IE3")
    assert [space(s, c) for c in "RGB"] == [8, 9, 10]
    s, _ = play(card("IE3", steps={"B": 11}), "IE3")
    assert [t[2] for t in s.treasures] == [8, 9, 11]


def test_IE4_time_slip():
    s, _ = play(card("IE4", actions=0), "IE4")
    assert s.actions == 1


def test_IE5_not_now_professor():
    s, ev = play(card("IE5", dice=dice(("passage", "G", SINGLE))), "IE5")
    s, ev = end(s)
    assert s.professor == "LAB" and s.clock == 1 and "no_effect" in kinds(ev) and "secret_passage" not in kinds(ev)
    s, _ = play(card("IE5", dice=dice(("walk2", "B", SINGLE))), "IE5")
    s, _ = end(s)
    assert s.professor == "CEL"


def test_IE6_reset_the_timers():
    s, _ = play(card("IE6"), "IE6", Action(CHOOSE_TYPE, "lock"))
    assert [r for r in ROOMS if not switch(s, r)] == ["LAB", "LOU", "GAL", "ENT"]
    assert [space(s, c) for c in "RGB"] == [7, 8, 9] and s.clock == 12
    s = s0(("IRE",), where={"IRE": "TRO"}, off=["LAB", "LOU", "GAL", "ENT"])
    assert Action("RESCUE", "G") in g.legal_actions(s)
    assert Action(PLAY, "IE6") not in g.legal_actions(card("IE6", off=list(ROOMS)))


def test_LJ1_master_switch():
    s, _ = play(card("LJ1"), "LJ1", Action(CHOOSE_TYPE, "lock"))
    assert [r for r in ROOMS if not switch(s, r)] == ["LAB", "LOU", "GAL", "ENT"]


def test_LJ2_remote_control():
    s, _ = play(card("LJ2"), "LJ2", Action(CHOOSE_ROOM, "LAB"))
    assert not switch(s, "LAB") and s.professor == "LAB"


def test_LJ3_chain_reaction():
    s, _ = play(card("LJ3", where={"LER": "CON"}), "LJ3")
    assert not switch(s, "CON") and Action(DONE) in g.legal_actions(s)
    assert args(s, CHOOSE_ROOM) == ["GAL", "LIB", "STU"]
    s, _ = do(s, Action(CHOOSE_ROOM, "STU"))
    assert not switch(s, "STU") and "D02" in s.locked


def test_LJ4_sabotage():
    s = s0(("LER", "DES"), revealed={"LER": ["LJ4", "LJ1"]}, off=["CON"], where={"DES": "STU"},
           dice=dice(("walk3", "R", SINGLE)), steps=LATE)
    s, _ = play(s, "LJ4")
    s, _ = end(s)
    assert s.professor == "STU" and not switch(s, "CON") and where(s, "DES") == "OUT"


def test_LJ5_rewire():
    s, _ = play(card("LJ5", off=["KIT"]), "LJ5", Action(CHOOSE_ROOM, "GAL"))
    assert "KIT" in args(s, CHOOSE_ROOM) and "LAB" not in args(s, CHOOSE_ROOM)  # same type and side
    s, _ = do(s, Action(CHOOSE_ROOM, "KIT"))
    assert s.switch_of("GAL") == ("SW12", False) and s.switch_of("KIT") == ("SW03", True)


def test_LJ6_quick_hands():
    s, _ = play(card("LJ6", where={"LER": "LIB"}, actions=1), "LJ6")
    assert not switch(s, "LIB") and s.actions == 2


def test_DB1_second_chance():
    s, _ = play(card("DB1", dice={"professor": ["walk3", "walk1"], "colour": ["R"], "clock": [DOUBLE, SINGLE]}),
                "DB1")
    s, _ = end(s)
    s, ev = do(s, Action(REROLL, ("DB1", ("professor", "clock"))))
    assert s.professor == "GAL" and s.clock == 1
    assert [(e.data["die"], e.data["reroll"]) for e in ev if e.kind == "roll"] == [("professor", True),
                                                                                    ("clock", True)]


def test_DB2_blown_fuse():
    s, ev = play(card("DB2", off=[r for r in ROOMS if r != "BAL"]), "DB2")
    assert not switch(s, "BAL") and s.step[0] == "act" and s.actions == 3
    flip = next(e for e in ev if e.kind == "switch")
    assert flip.data["only"] and "only choice" in flip.text


def test_DB3_steady_hands():
    s, ev = play(card("DB3", dice=dice(("min5", "G", None))), "DB3")
    s, ev = end(s)
    assert s.clock == 1 and treasure(s, "G")[2] == 6 and space(s, "G") == 7
    assert "clock" not in [e.data["die"] for e in ev if e.kind == "roll"]


def test_DB4_puppet_strings():
    s = s0(("DES", "LER"), revealed={"DES": ["DB4", "DB1"]}, where={"LER": "STU"}, off=["STU"])
    s, ev = play(s, "DB4", Action(CHOOSE_DOOR, "D07"))
    assert s.professor == "STU" and "D07" in s.locked and switch(s, "STU") and where(s, "LER") == "OUT"
    assert s.step[0] == "act" and s.active == 0
    assert [e.data["how"] for e in ev if e.kind == "professor_step"] == ["puppet"]


def test_DB5_stroke_of_luck():
    s, _ = play(card("DB5"), "DB5")
    assert args(s, CHOOSE_ROOM) == sorted(ROOMS) and Action(DONE) not in g.legal_actions(s)
    s, _ = do(s, Action(CHOOSE_ROOM, "LAB"))
    assert [r for r in ROOMS if not switch(s, r)] == ["LAB"] and s.mods == frozenset()


def test_DB6_double_or_nothing():
    s, _ = play(card("DB6", dice={"professor": ["min10", "walk1"], "colour": ["R", "B"], "clock": [DOUBLE, SINGLE]}),
                "DB6")
    s, _ = end(s)
    assert [a.arg for a in legal(s, CHOOSE_ROLL)] == [1, 2]
    s, _ = do(s, Action(CHOOSE_ROLL, 2))
    assert s.professor == "DIN" and s.clock == 1 and treasure(s, "R")[2] == 6 and space(s, "R") == 7


def test_DB6_same_faces_twice_no_choice():
    s, _ = play(card("DB6", dice={"professor": ["walk1", "walk1"], "colour": ["R", "R"], "clock": [0, 1]}), "DB6")
    s, ev = end(s)
    assert s.professor == "GAL" and not legal(s, CHOOSE_ROLL)

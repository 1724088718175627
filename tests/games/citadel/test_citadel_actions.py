"""Spec 6.4, 6.6 and 6.7: the regular actions (D1-D7), the timing windows of cards (F1-F5) and
one scenario per ability and powerful action (G1-G10)."""

from __future__ import annotations

import random

import rules.citadel as g
from cit_helpers import (
    CHOOSE_COLOUR, CHOOSE_DOOR, CHOOSE_FACE, CHOOSE_ROOM, DONE, END_ACTIONS, FLIP, KEEP, MOVE, PLAY, POWER, REROLL,
    RESCUE, SHADOWING, STRETCH, TINKER, UNLOCK, Action, args, dice, do, end, kinds, legal, s0, space, switch,
    treasure, where,
)

SINGLE, DOUBLE = "single", "double"
LASERS_SAWS_DATAPAD = ["STU", "DIN", "LIB", "CEL", "BAL", "KIT"]

# --- 6.4 player actions --------------------------------------------------------------------------


def test_D1_moves_from_outside():
    s = s0(professor="GAL")
    assert args(s, MOVE) == ["BAL", "LIB"]
    assert "Entrance" in g.why_illegal(s, Action(MOVE, "ENT")) or "front door" in g.why_illegal(s, Action(MOVE, "ENT"))
    s, _ = do(s, Action(MOVE, "LIB"))
    assert s.actions == 2 and where(s, "LER") == "LIB"


def test_D2_moves_through_open_doorways_only():
    s = s0(where={"LER": "LIB"}, open=["D03", "D14"], professor="TRO")
    assert args(s, MOVE) == ["CON"]
    assert g.why_illegal(s, Action(MOVE, "TRO")) == "The Professor is in that room."
    assert g.why_illegal(s, Action(MOVE, "ENT")) == "The door is locked."


def test_D3_unlock_any_doorway_of_the_room():
    s = s0(where={"LER": "LIB"}, professor="TRO")
    assert args(s, UNLOCK) == ["D03", "D14", "D15"]
    s, ev = do(s, Action(UNLOCK, "D03"))
    assert "D03" not in s.locked and s.actions == 2 and Action(MOVE, "TRO") not in g.legal_actions(s)
    assert [e.data for e in ev if e.kind == "door"] == [{"doorway": "D03", "locked": False, "by": "LER"}]
    assert args(s0(), UNLOCK) == []


def test_D4_flip_the_switch_of_the_room():
    s = s0(where={"LER": "LIB"})
    s, _ = do(s, Action(FLIP, "LIB"))
    assert not switch(s, "LIB") and s.actions == 2 and args(s, FLIP) == []


def _crystal_skull(**more):
    return s0(("IRE",), treasures={"R": ("T15", "KIT", 7)}, where={"IRE": "KIT"}, actions=1, **more)


def test_D5_the_crystal_skull():
    s = _crystal_skull(off=LASERS_SAWS_DATAPAD)
    s, ev = do(s, Action(RESCUE, "R"))
    assert s.saved == ("T15",) and all(switch(s, r) for r in LASERS_SAWS_DATAPAD)
    assert treasure(s, "R") == ("T08", "CEL", 8) and space(s, "R") == 8 and s.actions == 0
    rescue = next(e for e in ev if e.kind == "rescue")
    assert sorted(rescue.data["switches_on"]) == sorted(LASERS_SAWS_DATAPAD)


def test_D6_one_saw_still_active():
    s = _crystal_skull(off=[r for r in LASERS_SAWS_DATAPAD if r != "LIB"])
    assert Action(RESCUE, "R") not in g.legal_actions(s)
    assert "Saw" in g.why_illegal(s, Action(RESCUE, "R"))


def test_D7_a_new_treasure_may_be_rescued_at_once():
    stack = ["T02"] + [t for t in ["T08", "T01", "T05", "T06", "T09", "T10", "T11", "T13", "T14", "T15", "T03"]]
    s = s0(off=["STU", "DIN", "LIB", "TRO", "CON"], open=["D18"], where={"LER": "KIT"}, stack=stack,
           room_deck=["GAL", "CEL", "BAL", "STU", "LAB", "LOU", "CON", "LIB", "ENT"])
    s, _ = do(s, Action(RESCUE, "R"))
    assert s.saved == ("T04",) and all(switch(s, r) for r in ("STU", "DIN", "LIB"))
    assert treasure(s, "R") == ("T02", "GAL", 6) and space(s, "R") == 6
    s, _ = do(s, Action(MOVE, "GAL"))
    assert Action(RESCUE, "R") in g.legal_actions(s)
    s, _ = do(s, Action(RESCUE, "R"))
    assert s.saved == ("T04", "T02") and switch(s, "TRO") and switch(s, "CON")
    assert treasure(s, "R") == ("T08", "CEL", 8)


# --- 6.6 timing windows --------------------------------------------------------------------------


def _f1(**more):
    return s0(revealed={"LER": ["LJ2", "LJ1"]}, professor="CON", **more)


def test_F1_a_card_before_between_or_after_actions():
    for moves in ([], [Action(MOVE, "GAL")], [Action(MOVE, "GAL"), Action(UNLOCK, "D01"), Action(MOVE, "LAB")]):
        s, _ = do(_f1(), *moves)
        assert Action(PLAY, "LJ2") in g.legal_actions(s) and Action(PLAY, "LJ1") in g.legal_actions(s)
    s, _ = end(_f1(dice=dice(("min5", "R", SINGLE))))
    assert not legal(s, PLAY) or g.to_act(s) != 0 or s.revealed[0] != ("LJ2", "LJ1")


def test_F2_one_card_per_turn_both_discarded():
    s, _ = do(_f1(dice=dice(("min5", "R", SINGLE))), Action(PLAY, "LJ2"), Action(CHOOSE_ROOM, "LAB"))
    assert Action(PLAY, "LJ1") not in g.legal_actions(s) and s.played == "LJ2"
    assert "one card" in g.why_illegal(s, Action(PLAY, "LJ1"))
    s, _ = end(s)
    assert set(s.discards[0]) == {"LJ2", "LJ1"}


def test_F3_stopped_clock_lasts_one_professor_phase():
    s = s0(("IRE", "LER"), revealed={"IRE": ["IE2", "IE4"]},
           dice=dice(("min5", "R", None), ("min5", "G", SINGLE)), steps={"R": 11, "G": 11, "B": 11})
    s, _ = do(s, Action(PLAY, "IE2"))
    s, _ = end(s)
    assert s.clock == 12 and s.active == 1
    s, _ = end(s)
    assert s.clock == 1


def test_F4_jammed_gears_until_edwards_next_turn():
    s = s0(("EDW", "LER"), open=["D01", "D13"], revealed={"EDW": ["EW4", "EW1"]},
           dice=dice(("walk1", "R", SINGLE), ("walk1", "R", SINGLE), ("walk1", "B", SINGLE)),
           steps={"R": 11, "G": 11, "B": 11})
    s, _ = do(s, Action(PLAY, "EW4"))
    s, _ = end(s)
    assert s.professor == "GAL" and "D01" not in s.locked
    s, _ = end(s)
    assert s.professor == "CON" and "D13" not in s.locked
    assert s.active == 0 and s.lasting[0] == ()
    s, _ = end(s)
    assert s.professor == "GAL" and "D13" in s.locked


def test_F5_abilities_only_on_their_own_turn():
    s = s0(("LER", "IRE"), face_up=["IRE"], steps={"R": 11, "G": 11, "B": 11})
    rng = random.Random(5)
    seen = 0
    for _ in range(200):
        if g.to_act(s) is None:
            break
        for a in g.legal_actions(s):
            if a.kind in (STRETCH, POWER) and s.chars[s.step[1]] == "IRE":
                assert s.active == 1 and s.phase == "actions"
                seen += 1
            if a.kind in (STRETCH, POWER):
                assert s.phase == "actions" and s.step[1] == s.active
        s, _ = g.apply(s, rng.choice(g.legal_actions(s)))
    assert seen


# --- 6.7 characters ------------------------------------------------------------------------------


def test_G1_shadowing():
    s = s0(("NAT",), professor="CEL", face_up=["NAT"])
    assert args(s, SHADOWING) == ["BAL", "DIN", "LOU"]
    t, _ = do(s, Action(SHADOWING, "LOU"))
    assert where(t, "NAT") == "LOU" and t.actions == 3 and args(t, SHADOWING) == []
    t, _ = do(s, Action(MOVE, "GAL"))
    assert args(t, SHADOWING) == []


def test_G2_mad_dash():
    s = s0(("NAT",), professor="STU", where={"NAT": "KIT"}, face_up=["NAT"])
    s, _ = do(s, Action(POWER))
    assert not s.face_up[0]
    assert args(s, CHOOSE_ROOM) == sorted(r for r in ("LAB", "TRO", "LOU", "CEL", "DIN", "GAL", "CON", "LIB", "ENT",
                                                       "BAL"))
    s, _ = do(s, Action(CHOOSE_ROOM, "TRO"))
    assert where(s, "NAT") == "TRO" and s.actions == 4 and args(s, SHADOWING) == [] and not legal(s, POWER)


def test_G3_tinker():
    s = s0(("EDW",), where={"EDW": "TRO"}, face_up=["EDW"], dice=dice(("min5", "R", SINGLE)),
           steps={"R": 11, "G": 11, "B": 11})
    s, _ = do(s, Action(TINKER, "D09"))
    assert "D09" not in s.locked and s.actions == 3 and args(s, TINKER) == []
    s, _ = end(s)
    assert args(s, TINKER) == ["D03", "D08"]


def test_G4_master_key():
    s = s0(("EDW",), face_up=["EDW"])
    s, _ = do(s, Action(POWER))
    assert not s.face_up[0] and Action(DONE) not in g.legal_actions(s)
    t, _ = do(s, *(Action(CHOOSE_DOOR, d) for d in ("D01", "D05", "D10", "D18")))
    assert not {"D01", "D05", "D10", "D18"} & t.locked and t.step[0] == "act" and args(t, TINKER) == []
    t, _ = do(s, Action(CHOOSE_DOOR, "D01"), Action(CHOOSE_DOOR, "D05"), Action(DONE))
    assert len(t.locked) == 16 and t.step[0] == "act"


def test_G5_stretch_time():
    s = s0(("IRE",), face_up=["IRE"])
    s, _ = do(s, Action(STRETCH, "B"))
    assert treasure(s, "B")[2] == 10 and space(s, "B") == 10 and args(s, STRETCH) == []
    s = s0(("IRE",), face_up=["IRE"], steps={"G": 11})
    assert args(s, STRETCH) == ["B", "R"]


def test_G6_turn_back_the_clock():
    s = s0(("IRE",), face_up=["IRE"], clock=3, steps={"R": 2, "G": 10, "B": 11})
    s, _ = do(s, Action(POWER))
    assert [space(s, c) for c in "RGB"] == [7, 2, 2] and [t[2] for t in s.treasures] == [4, 11, 11]
    assert not s.face_up[0]


def test_G7_long_reach():
    s = s0(where={"LER": "GAL"}, face_up=["LER"])
    assert args(s, FLIP) == ["CON", "GAL", "KIT", "LAB"]
    s, _ = do(s, Action(FLIP, "LAB"))
    assert not switch(s, "LAB") and s.actions == 2 and "D01" in s.locked


def test_G8_short_circuit():
    s = s0(face_up=["LER"])
    s, _ = do(s, Action(POWER))
    assert Action(DONE) not in g.legal_actions(s) and not s.face_up[0]
    t, _ = do(s, Action(CHOOSE_ROOM, "LAB"), Action(CHOOSE_ROOM, "LOU"))
    assert not switch(t, "LAB") and not switch(t, "LOU") and t.step[0] == "act"
    assert switch(t, "GAL") and switch(t, "ENT")
    t, _ = do(s, Action(CHOOSE_ROOM, "LAB"))
    assert Action(DONE) in g.legal_actions(t)
    t, _ = do(t, Action(DONE))
    assert t.step[0] == "act"


def test_G9_lucky_streak():
    s = s0(("DES", "IRE"), face_up=["DES"],
           dice={"professor": ["walk3", "min5", "walk1"], "colour": ["R", "G"], "clock": [DOUBLE, SINGLE]})
    s, _ = end(s)
    assert args(s, REROLL) == [("LUCKY", ("clock",)), ("LUCKY", ("colour",)), ("LUCKY", ("professor",))]
    s, ev = do(s, Action(REROLL, ("LUCKY", ("professor",))))
    assert s.professor == "LAB" and s.clock == 2 and treasure(s, "R")[2] == 4 and space(s, "R") == 6
    assert [e.data["face"] for e in ev if e.kind == "roll"] == [4]
    s, _ = end(s)  # Irene's phase: no Lucky Streak
    assert g.to_act(s) == 0 and s.active == 0


def test_G10_fates_hand():
    s = s0(("DES",), face_up=["DES"], dice=dice((None, None, SINGLE)))
    s, _ = do(s, Action(POWER))
    assert not s.face_up[0]
    s, _ = end(s)
    assert args(s, CHOOSE_FACE) == [0, 1, 2, 3, 4, 5]
    s, ev = do(s, Action(CHOOSE_FACE, 0), Action(CHOOSE_COLOUR, "B"))
    assert [e.data["die"] for e in ev if e.kind == "roll"] == ["clock"]
    assert s.professor == "DIN" and s.clock == 1 and "reroll" not in kinds(ev)
    assert not legal(s, REROLL) and not legal(s, KEEP)


def test_keep_ends_the_reroll_window():
    s = s0(("DES",), face_up=["DES"], dice=dice(("walk1", "R", SINGLE)))
    s, _ = end(s)
    s, _ = do(s, Action(KEEP))
    assert s.professor == "GAL" and g.to_act(s) == 0 and s.phase == "actions"
    assert END_ACTIONS in [a.kind for a in g.legal_actions(s)]

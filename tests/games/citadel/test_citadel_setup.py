"""Spec 6.1: the components (A1), setup from fixed piles (A2, the tutorial's deal), treasure
placement counted from the clock (A3, A4), deck reshuffles (A5) and the Clock die per
difficulty (A6); plus the tutorial's acceptance state T1 reached by the plain engine."""

from __future__ import annotations

import pytest

import rules.citadel as g
from cit_helpers import (
    CHOOSE_ROOM, END_ACTIONS, FLIP, IDEA, MOVE, PLAY, RESCUE, UNLOCK, Action, dice, do, end, s0, space, switch,
    treasure,
)
from rules.citadel import board
from rules.citadel.content import (
    CARDS, CHAR_CARDS, CLOCK_SPLITS, MINUTES, SWITCH_TYPE, TREASURE_TYPES, TREASURES, clock_steps,
)
from rules.citadel.treasures import place

# --- A1 ------------------------------------------------------------------------------------------

ROOM_TABLE = {  # spec 2.1, typed again: room -> (red door, room), (green door, room), (blue door, room)
    "LAB": (("D01", "GAL"), ("D07", "STU"), ("D12", "DIN")), "STU": (("D08", "TRO"), ("D02", "CON"), ("D07", "LAB")),
    "TRO": (("D03", "LIB"), ("D09", "LOU"), ("D08", "STU")), "LOU": (("D10", "CEL"), ("D04", "ENT"), ("D09", "TRO")),
    "CEL": (("D05", "BAL"), ("D11", "DIN"), ("D10", "LOU")), "DIN": (("D12", "LAB"), ("D06", "KIT"), ("D11", "CEL")),
    "GAL": (("D13", "CON"), ("D01", "LAB"), ("D18", "KIT")), "CON": (("D02", "STU"), ("D14", "LIB"), ("D13", "GAL")),
    "LIB": (("D15", "ENT"), ("D03", "TRO"), ("D14", "CON")), "ENT": (("D04", "LOU"), ("D16", "BAL"), ("D15", "LIB")),
    "BAL": (("D17", "KIT"), ("D05", "CEL"), ("D16", "ENT")), "KIT": (("D06", "DIN"), ("D18", "GAL"), ("D17", "BAL")),
}
CYCLES = {
    "R": ["LAB", "GAL", "CON", "STU", "TRO", "LIB", "ENT", "LOU", "CEL", "BAL", "KIT", "DIN"],
    "G": ["LAB", "STU", "CON", "LIB", "TRO", "LOU", "ENT", "BAL", "CEL", "DIN", "KIT", "GAL"],
    "B": ["LAB", "DIN", "CEL", "LOU", "TRO", "STU"],
}


def test_A1_component_data():
    assert len(board.ROOMS) == 12 and len(board.DOORS) == 18
    for room in board.ROOMS:
        doors = board.ROOM_DOORS[room]
        assert len(set(doors)) == 3
        assert {board.SIDE_COLOUR[d][room] for d in doors} == {"R", "G", "B"}
        assert tuple(board.CARPET[room][c] for c in "RGB") == ROOM_TABLE[room]
    for d, sides in board.SIDE_COLOUR.items():
        assert len(set(sides.values())) == 2, d
    for c, cycle in CYCLES.items():
        assert list(board.colour_cycle(c)) == cycle
    assert list(board.colour_cycle("B", "GAL")) == ["GAL", "KIT", "BAL", "ENT", "LIB", "CON"]
    for room in board.ROOMS:
        for c in "RGB":
            for n in (1, 2, 3):
                rooms = [room] + [r for _, r in board.walk_path(room, c, n)]
                assert len(set(rooms)) == n + 1
    counts = {t: list(SWITCH_TYPE.values()).count(t) for t in set(SWITCH_TYPE.values())}
    assert counts == {"lock": 4, "saw": 3, "camera": 2, "laser": 2, "datapad": 1}
    assert len(TREASURES) == 18 and len(CARDS) == 30
    assert [MINUTES[t] for t in TREASURES] == [30] * 3 + [35] * 3 + [40] * 3 + [45] * 3 + [50] * 3 + [55] * 3
    assert TREASURE_TYPES["T15"] == ("saw", "laser", "datapad")
    need = {t: sum(counts[x] for x in TREASURE_TYPES[t]) for t in TREASURES}
    assert [need[t] for t in TREASURES] == [2, 2, 1, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7]
    assert board.WINDOWS == ("GAL", "LIB", "BAL")


# --- A2 ------------------------------------------------------------------------------------------

TUTORIAL_DEAL = {
    "first_room_deck": ["TRO", "DIN", "CEL", "LOU", "GAL", "CON", "KIT", "ENT", "BAL", "LAB", "LIB", "STU"],
    "switch_stack": ["SW04", "SW06", "SW12", "SW11", "SW10", "SW02", "SW05", "SW01", "SW09", "SW03", "SW08", "SW07"],
    "treasure_stack": ["T02", "T01", "T13", "T04", "T11", "T05", "T08", "T12", "T15", "T07", "T10", "T14", "T06",
                       "T09", "T03"],
    "room_deck": ["LIB", "GAL", "ENT", "LAB", "BAL", "CON", "CEL", "TRO", "KIT", "DIN", "LOU", "STU"],
    "decks": {"LER": ["LJ2", "LJ1", "LJ6", "LJ5", "LJ4", "LJ3"], "IRE": ["IE3", "IE1", "IE6", "IE5", "IE2", "IE4"]},
}
TUTORIAL_OPTIONS = {"difficulty": "beginner", "characters": ["LER", "IRE"], "deal": TUTORIAL_DEAL, "first": 0}


def test_A2_the_tutorial_deal():
    s = g.new_game(2, 11811, TUTORIAL_OPTIONS)
    off = {r: t for r, (t, on) in zip(board.ROOMS, s.switches) if not on}
    on = {r: t for r, (t, on) in zip(board.ROOMS, s.switches) if on}
    assert off == {"TRO": "SW04", "DIN": "SW06", "CEL": "SW12", "LOU": "SW11", "GAL": "SW10", "CON": "SW02"}
    assert on == {"KIT": "SW05", "ENT": "SW01", "BAL": "SW09", "LAB": "SW03", "LIB": "SW08", "STU": "SW07"}
    assert s.treasures == (("T02", "LIB", 6), ("T01", "GAL", 6), ("T13", "ENT", 10))
    assert [space(s, c) for c in "RGB"] == [6, 6, 10]
    assert s.stack == ("T04", "T11", "T05", "T08", "T12", "T15", "T07", "T10", "T14", "T06", "T09", "T03")
    assert s.room_deck == ("LAB", "BAL", "CON", "CEL", "TRO", "KIT", "DIN", "LOU", "STU")
    assert s.used_rooms == ("LIB", "GAL", "ENT")
    assert s.revealed[0] == ("LJ2", "LJ1") and s.decks[0] == ("LJ6", "LJ5", "LJ4", "LJ3")
    assert s.decks[1] == ("IE3", "IE1", "IE6", "IE5", "IE2", "IE4")
    assert s.split == "gentle" and s.active == 0 and s.professor == "LAB" and len(s.locked) == 18
    assert s.where == ("OUT", "OUT") and s.face_up == (False, False) and s.clock == 12


def test_T1_the_tutorial_walkthrough_ends_as_spec_9_3_says():
    s = g.new_game(2, 11811, dict(TUTORIAL_OPTIONS, dice=dice(("walk3", "G", "double"), ("min10", "B", "single"))))
    s, ev = do(s, Action(MOVE, "LIB"), Action(FLIP, "LIB"), Action(PLAY, "LJ2"), Action(CHOOSE_ROOM, "BAL"),
               Action(RESCUE, "R"))
    assert treasure(s, "R") == ("T04", "LAB", 7) and s.actions == 0 and s.saved == ("T02",)
    s, ev = do(s, Action(END_ACTIONS))
    steps = [(e.data["from"], e.data["doorway"], e.data["to"]) for e in ev if e.kind == "professor_step"]
    assert steps == [("LAB", "D07", "STU"), ("STU", "D02", "CON"), ("CON", "D14", "LIB")]
    assert s.clock == 2 and s.where[0] == "OUT" and switch(s, "CON")
    assert s.revealed[1] == ("IE3", "IE1")
    assert [a.arg for a in g.legal_actions(s) if a.kind == MOVE] == ["GAL", "BAL"]
    s, ev = do(s, Action(MOVE, "GAL"), Action(RESCUE, "G"))
    assert treasure(s, "G") == ("T11", "BAL", 9) and space(s, "G") == 11
    s, ev = do(s, Action(UNLOCK, "D01"), Action(PLAY, "IE3"))
    assert [space(s, c) for c in "RGB"] == [8, 12, 11]
    s, ev = do(s, Action(END_ACTIONS))
    assert [e.kind for e in ev if e.kind in ("time", "clock", "idea")] == ["time", "clock", "idea"]
    assert g.to_act(s) == 1 and sorted(a.arg for a in g.legal_actions(s)) == ["IRE", "LER"]
    s, ev = do(s, Action(IDEA, "LER"))
    # the end state of spec 9.3 (T1)
    assert s.saved == ("T02", "T01") and s.lost == () and s.clock == 3 and s.professor == "LIB"
    assert s.locked == frozenset(board.DOORS) - {"D01"}
    on = {r for r, (_, a) in zip(board.ROOMS, s.switches) if a}
    assert on == set(board.ROOMS) - {"TRO", "CEL", "DIN"}
    assert s.treasures == (("T04", "LAB", 5), ("T11", "BAL", 9), ("T13", "ENT", 6))
    assert [space(s, c) for c in "RGB"] == [8, 12, 9]
    assert s.stack == ("T05", "T08", "T12", "T15", "T07", "T10", "T14", "T06", "T09", "T03")
    assert s.room_deck == ("CON", "CEL", "TRO", "KIT", "DIN", "LOU", "STU")
    assert s.used_rooms == ("LIB", "GAL", "ENT", "LAB", "BAL")
    assert s.where == ("OUT", "GAL") and s.face_up == (True, False)
    assert s.revealed[0] == ("LJ6", "LJ5") and s.decks[0] == ("LJ4", "LJ3") and s.discards[0] == ("LJ2", "LJ1")
    assert s.decks[1] == ("IE6", "IE5", "IE2", "IE4") and s.discards[1] == ("IE3", "IE1")
    assert s.active == 0 and s.phase == "actions" and s.actions == 3


# --- A3-A6 ---------------------------------------------------------------------------------------


def _place(s, colour_index):
    w = s.copy()
    w.treasures = tuple(None if i == colour_index else t for i, t in enumerate(w.treasures))
    events = []
    place(w, colour_index, events)
    return w, events


def test_A3_forty_five_minutes_from_XII():
    stack = ["T10"] + [t for t in ["T08", "T01", "T02", "T05", "T06", "T09", "T11", "T13", "T14", "T15", "T03"]]
    s = s0(stack=stack)
    w, _ = _place(s, 0)
    assert w.treasures[0] == ("T10", "CEL", 9) and space(w, "R") == 9


def test_A4_forty_minutes_from_IV():
    s = s0(clock=4)
    w, ev = _place(s, 1)
    assert w.treasures[1] == ("T08", "CEL", 8) and space(w, "G") == 12
    assert ev[0].kind == "treasure_placed" and ev[0].data["space"] == 12


def test_A5_a_lone_character_reshuffles_before_turn_4():
    for seed in range(5):
        s = g.new_game(1, seed, {"characters": ["LER"]})
        s = _late(s)
        for _ in range(3):
            s, ev = do(s, Action(END_ACTIONS))
            s = _late(s)
        assert s.turn == 4 and len(s.decks[0]) == 4 and s.discards[0] == () and len(s.revealed[0]) == 2
        assert [e.kind for e in ev].count("shuffle") == 1 and s.cycles == (1,)


def _late(s):
    """Keep the game from ending early: an idea or a duck would be a decision here."""
    w = s.copy()
    w.treasures = tuple((t[0], t[1], 11) for t in w.treasures)
    w.face_up = (True,) * w.players
    return w


@pytest.mark.parametrize("difficulty, split, doubles", [
    ("beginner", "gentle", [5]), ("standard", "standard", [4, 5]), ("expert", "harsh", [3, 4, 5])])
def test_A6_the_clock_die_of_each_difficulty(difficulty, split, doubles):
    s = g.new_game(2, 1, {"difficulty": difficulty})
    assert s.split == split
    assert [i for i in range(6) if clock_steps(i, s.split) == 2] == doubles
    assert len(s.stack) + 3 == (15 if difficulty != "standard" else 18)


def test_A6_the_lobby_overrides_the_clock_die():
    assert g.new_game(2, 1, {"difficulty": "expert", "clock_die": "standard"}).split == "standard"
    assert g.new_game(2, 1, {"difficulty": "beginner", "clock_die": "harsh"}).split == "harsh"
    assert {k for k, *_ in g.OPTIONS} == {"difficulty", "clock_die"}
    assert set(CLOCK_SPLITS) < {v for v, _ in dict((k, c) for k, _, c, _ in g.OPTIONS)["clock_die"]}


def test_setup_draws_in_order_and_fixed_piles_make_no_draw():
    a = g.new_game(3, 77)
    b = g.new_game(3, 77)
    assert a == b and a != g.new_game(3, 78)
    assert len([on for _, on in a.switches if not on]) == 6
    c = g.new_game(3, 77, {"first": 2})
    assert c.active == 2 and c.first == 2 and c.rng == a.rng  # the first-seat draw is made anyway
    with pytest.raises(ValueError):
        g.new_game(6, 1)
    with pytest.raises(ValueError):
        g.new_game(2, 1, {"characters": ["LER", "LER"]})
    with pytest.raises(ValueError):
        g.new_game(2, 1, {"colour": "pink"})
    assert g.new_game(4, 1).chars == ("LER", "IRE", "NAT", "EDW")
    assert sorted(CHAR_CARDS["LER"]) == sorted(a.decks[0] + a.revealed[0] + a.discards[0])

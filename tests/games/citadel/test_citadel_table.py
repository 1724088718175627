"""Professor Evil and the Citadel of Time on the real table, played by mouse gestures (spec 8.3,
8.7): the acceptance checks U1-U6, each gesture made with real mouse events and the rules' state
checked after it, and whole games to the end by gestures with every step checked against the rules.
"""

from __future__ import annotations

import random

import pygame
import pytest

from app.games.citadel import board_art, geometry
from app.play.session import SeatSpec, Session
from app.scenes import navigation
from rules import citadel as rules
from rules.citadel import geometry as G
from rules.citadel.actions import CHOOSE_ROOM, END_ACTIONS, MOVE, PLAY, Action
from rules.citadel.board import COLOUR_GLYPHS, COLOURS, DOOR_ROOMS, DOORS, ROOMS, SIDE_COLOUR

S0_SWITCHES = {"LAB": "SW01", "STU": "SW05", "TRO": "SW08", "LOU": "SW02", "CEL": "SW10", "DIN": "SW06",
               "GAL": "SW03", "CON": "SW09", "LIB": "SW07", "ENT": "SW04", "BAL": "SW11", "KIT": "SW12"}
S0_TREASURES = {"R": ["T04", "KIT", 7], "G": ["T07", "TRO", 8], "B": ["T12", "DIN", 9]}


def s0(chars=("LER", "IRE"), off=(), dice=None, **position) -> dict:
    """New-game options for the spec's baseline S0 (section 6) with ``position``'s differences:
    every switch active but ``off``, every doorway locked, the Professor in the Laboratory."""
    pos = {"switches": {r: [S0_SWITCHES[r], r not in off] for r in ROOMS}, "treasures": dict(S0_TREASURES)}
    pos.update(position)
    options = {"difficulty": "beginner", "characters": list(chars), "position": pos}
    if dice:
        options["dice"] = dice
    return options


def open_table(d, options=None, seed=7, kinds=("human", "human")):
    seats = [SeatSpec(kind, f"Seat {i + 1}", "You") if kind == "human" else SeatSpec(kind, f"Team {i + 1}")
             for i, kind in enumerate(kinds)]
    session = Session.new("citadel", seats, seed, options, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    d.record(session)
    return d.table(), session


def piece(table, key):
    return table.board.pieces[key]


def gesture(d, make):
    """Make a gesture (``make()``); the first action it applied (AI teammates may play on after it)."""
    count = len(d.applied)
    make()
    assert len(d.applied) > count, f"the gesture applied nothing ({d.table().toast})"
    return d.applied[count][0]


def confirm(d):
    """Answer a question the table asked (the powerful action, rolling with actions left)."""
    table = d.table()
    if table.menu.open and table.menu.question:
        d.click(table.menu.buttons[0].rect.center)


def check_strip(table, state):
    """U6: each ribbon shows its treasure's minutes left, 5 x its steps, and the marker's space."""
    for colour, treasure in zip(COLOURS, state.treasures):
        look = piece(table, f"rib:{colour}").look
        if treasure is None:
            assert look[2] == ""
            continue
        tile, room, steps = treasure
        assert look[2] == tile and look[4] == steps and 5 * look[4] == 5 * steps
        assert f"{5 * steps} minutes left" in piece(table, f"tr:{tile}").info


# --- U1-U6 ------------------------------------------------------------------------------------------


def test_u1_picking_up_leroy_outside_lights_exactly_the_library_and_the_ballroom(driver):
    d = driver
    table, session = open_table(d, s0(professor="GAL"))
    start = piece(table, "st:LER").rect.center
    d.move(start)
    d.press(start)
    d.move((start[0] + 30, start[1] + 30), (1, 0, 0))
    assert table.drag.active and set(table.drag.targets) == {"room:LIB", "room:BAL"}
    d.release((start[0] + 30, start[1] + 30))
    assert session.state.where == ("OUT", "OUT")


def test_u2_a_drop_on_the_entrance_hall_changes_nothing_and_says_why(driver):
    d = driver
    table, session = open_table(d, s0())
    before = rules.to_json(session.state)
    home = pygame.FRect(piece(table, "st:LER").rect)
    d.app.sound.played.clear()
    d.drag(home.center, d.zone_rect("room:ENT").center)
    d.step(3)
    assert rules.to_json(session.state) == before and not d.applied
    assert "front door" in table.toast and table.toast_kind == "error"
    assert "error" in d.app.sound.played  # the house's "nope"
    assert piece(table, "st:LER").rect == home  # glided back


def test_u3_remote_control_dragged_onto_the_board_then_the_laboratory_switch(driver):
    d = driver
    table, session = open_table(d, s0(revealed=[["LJ2", "LJ1"], []]))
    card = piece(table, "card:LJ2").rect.center
    assert gesture(d, lambda: d.drag(card, d.zone_rect("play").center)) == Action(PLAY, "LJ2")
    lab = piece(table, f"sw:{S0_SWITCHES['LAB']}")
    assert lab.look == ("switch", "lock", True)
    assert gesture(d, lambda: d.click(lab.rect.center)) == Action(CHOOSE_ROOM, "LAB")
    assert session.state.switch_of("LAB") == ("SW01", False)
    assert piece(table, "sw:SW01").look == ("switch", "lock", False)
    assert piece(table, "card:LJ2").look[2] == "played" and piece(table, "card:LJ1").look[2] == "dim"


def test_u4_the_dice_show_the_rules_faces_and_the_professor_ends_in_the_rules_room(driver):
    d = driver
    # 3 chevrons, red, single clock: Laboratory -> Gallery -> Conservatory -> Study (spec B1's path).
    table, session = open_table(d, s0(dice={"professor": [2], "colour": [0], "clock": [0]}))
    d.app.sound.played.clear()
    d.click(d.button("roll").rect.center)
    assert table.menu.open and "3 actions" in table.menu.question  # actions are left: asked first
    assert gesture(d, lambda: confirm(d)) == Action(END_ACTIONS)
    d.step(3)
    _, before, after = d.applied[0]
    faces = {e.data["die"]: e.data["face"] for e in rules.apply(before, Action(END_ACTIONS))[1] if e.kind == "roll"}
    assert faces == {"professor": 2, "colour": 0, "clock": 0}
    for die, face in faces.items():
        assert piece(table, die).look[-1] == face
    assert session.state.professor == "STU"
    prof = piece(table, "prof").rect.center
    assert table.board.zones["room:STU"].rect.inflate(40, 40).collidepoint(prof)
    walk = [e for e in rules.apply(before, Action(END_ACTIONS))[1] if e.kind == "professor_step"]
    assert [e.data["doorway"] for e in walk] == ["D01", "D13", "D02"]
    assert d.app.sound.played.count("citadel/prof_step") == 3 and "citadel/prof_cackle" in d.app.sound.played


def test_u4_the_professor_walks_door_by_door(driver):
    """The choreography of a walk: one route through each doorway passed, 450 ms a doorway."""
    d = driver
    table, session = open_table(d, s0(dice={"professor": [2], "colour": [0], "clock": [0]}))
    old, layout = table.shown, table.layout
    after, events = rules.apply(session.state, Action(END_ACTIONS))
    new = rules.view(after, 0)
    choreo = table.adapter.choreograph(old, new, events, layout, table.adapter.layout(new, table.area, 0), 0)
    route = choreo.routes["prof"]
    fit = geometry.Fit(layout.regions["board"])
    doors = [fit.point(geometry.DOOR_AT[door]) for door in ("D01", "D13", "D02")]
    assert [route.points[i] for i in (0, 2, 4)] == doors and route.legs == 6
    assert route.pace * route.legs == pytest.approx(3 * 0.45)
    assert "ring" in choreo.routes and choreo.delays["ring"] > choreo.delays["prof"]


def test_u5_eighteen_doorways_thirty_six_rugs_and_every_bar_at_setup(driver):
    d = driver
    table, session = open_table(d)
    doors = [p for k, p in table.board.pieces.items() if k.startswith("door:")]
    assert len(doors) == 18 and all(p.look[2] for p in doors)  # every doorway barred
    assert not [k for k in table.board.pieces if k.startswith("bar:")]  # the supply is empty
    assert len(G.RUGS) == 36
    board = board_art.render_board(720, 720, 14)
    expected = {"R": (198, 40, 40), "G": (46, 125, 50), "B": (21, 101, 192)}
    sides = set()
    for door, room, colour, glyph, (x, y), angle, _ in G.RUGS:
        assert colour == SIDE_COLOUR[door][room] and glyph == COLOUR_GLYPHS[colour]
        assert glyph in board_art.RUG_ART[colour]  # the rug's art carries its glyph
        seen = board.get_at((round(x + 9 * _cos(angle)), round(y + 9 * _sin(angle))))[:3]
        nearest = min(expected, key=lambda c: sum((a - b) ** 2 for a, b in zip(expected[c], seen)))
        assert nearest == colour, (door, room, seen)
        sides.add((door, room))
    assert sides == {(door, room) for door in DOORS for room in DOOR_ROOMS[door]}
    assert geometry.plan_problems() == []


def _cos(angle):
    import math
    return math.cos(math.radians(angle))


def _sin(angle):
    import math
    return math.sin(math.radians(angle))


def test_u6_the_strip_follows_the_minutes_through_a_time_face_and_the_clock(driver):
    d = driver
    # 10 minutes, green, double clock: green loses 2 steps, then the clock takes 2 from everyone.
    table, session = open_table(d, s0(dice={"professor": [5], "colour": [1], "clock": [5]}))
    check_strip(table, session.state)
    d.click(d.button("roll").rect.center)
    confirm(d)
    d.step(3)
    assert session.state.treasures[1][2] == 8 - 2 - 2
    check_strip(table, session.state)
    assert piece(table, "rib:G").look[4] == 4


# --- the other gestures ---------------------------------------------------------------------------


def test_doors_switches_and_rescues_by_click(driver):
    d = driver
    options = s0(chars=("LER", "IRE"), off=("STU", "DIN", "LIB"), where=["KIT", "OUT"])
    table, session = open_table(d, options)
    assert gesture(d, lambda: d.click(piece(table, "door:D18").rect.center)).kind == "UNLOCK"
    assert "D18" not in session.state.locked and piece(table, "door:D18").look[2] is False
    assert "bar:0" in table.board.pieces  # the bar went to the Professor's supply
    kitchen = piece(table, f"sw:{S0_SWITCHES['KIT']}")
    assert gesture(d, lambda: d.click(kitchen.rect.center)).kind == "FLIP"
    assert session.state.switch_of("KIT")[1] is False
    # The Rosetta Stone (Saws: Study, Dining Room, Library all OFF) by its ribbon.
    assert piece(table, "rib:R").look[6] is True
    assert gesture(d, lambda: d.click(piece(table, "rib:R").rect.center)).kind == "RESCUE"
    assert session.state.saved == ("T04",)
    assert table.board.zones.get("room:KIT") is not None
    row = piece(table, "row:saved").rect
    assert row.contains(piece(table, "tr:T04").rect)  # the tile lies on the Saved row


def test_a_walk_by_dragging_and_the_refusals(driver):
    d = driver
    table, session = open_table(d, s0(where=["LIB", "OUT"], open=["D14"]))
    assert gesture(d, lambda: d.drag(piece(table, "st:LER").rect.center,
                                     d.zone_rect("room:CON").center)) == Action(MOVE, "CON")
    before = rules.to_json(session.state)
    d.drag(piece(table, "st:LER").rect.center, d.zone_rect("room:STU").center)  # D02 is locked
    assert rules.to_json(session.state) == before and "locked" in table.toast


def test_the_powerful_action_asks_first_and_cancel_changes_nothing(driver):
    d = driver
    table, session = open_table(d, s0(face_up=[True, False], where=["LIB", "OUT"]))
    before = rules.to_json(session.state)
    d.click(d.button("power").rect.center)
    assert table.menu.open and "Short Circuit" in table.menu.question
    d.click(table.menu.buttons[-1].rect.center)  # Cancel
    assert rules.to_json(session.state) == before
    d.click(piece(table, "tile:LER").rect.center)
    assert gesture(d, lambda: confirm(d)).kind == "POWER"
    assert session.state.step[0] == "room"
    assert gesture(d, lambda: d.click(piece(table, "sw:SW01").rect.center)) == Action(CHOOSE_ROOM, "LAB")
    assert gesture(d, lambda: d.click(d.button("done").rect.center)).kind == "DONE"
    assert session.state.face_up == (False, False)


def test_an_idea_is_chosen_in_the_picker(driver):
    d = driver
    # Clock on II, a single clock reaches III: an idea for the active (human) seat, two tiles down.
    table, session = open_table(d, s0(clock=2, dice={"professor": [0], "colour": [0], "clock": [0]}))
    d.click(d.button("roll").rect.center)
    confirm(d)
    d.step(3)
    assert session.state.step[0] == "idea" and table.reading is not None
    assert "An idea" in table.reading.title
    choice = [label for label, _ in table.aff.picker.choices].index("Turn Irene Elder's tile face up")
    assert gesture(d, lambda: d.choose_reading(choice)).kind == "IDEA"
    assert session.state.face_up == (False, True)


def test_a_door_that_tinker_or_unlock_opens_asks_which(driver):
    d = driver
    table, session = open_table(d, s0(("EDW", "IRE"), face_up=[True, False], where=["TRO", "OUT"]))
    d.click(piece(table, "door:D09").rect.center)
    labels = [label for label, _ in table.menu.options]
    assert table.menu.open and any("Tinker" in label for label in labels) and any("Unlock" in label for label in labels)
    tinker = next(i for i, (label, _) in enumerate(table.menu.options) if label.startswith("Tinker"))
    assert gesture(d, lambda: d.click(table.menu.buttons[tinker].rect.center)).kind == "TINKER"
    assert "D09" not in session.state.locked and session.state.actions == 3


def test_duck_and_cover_by_dragging_the_chased_standee(driver):
    d = driver
    # Spec 6.8 NG6: the Professor walks Gallery -> Conservatory (red, D13); Nathan ducks into the Library.
    options = s0(("LER", "NAT"), where=["OUT", "CON"], open=["D14"], professor="GAL", lasting=[[], ["NG6"]],
                 dice={"professor": [0], "colour": [0], "clock": [0]})
    table, session = open_table(d, options)
    d.click(d.button("roll").rect.center)
    confirm(d)
    d.step(3)
    assert session.state.step[:2] == ("duck", 1) and table.aff.banner
    assert set(table.aff.drag_targets("st:NAT")) == {"room:LIB", "out"}
    assert gesture(d, lambda: d.drag(piece(table, "st:NAT").rect.center,
                                     d.zone_rect("room:LIB").center)).kind == "DUCK"
    assert session.state.where[1] == "LIB"
    assert table.layout.zone("room:LIB").rect.inflate(40, 40).collidepoint(piece(table, "st:NAT").rect.center)


# --- whole games ------------------------------------------------------------------------------------


def play_by_gestures(d, table, session, rng, limit=1500):
    """Random gestures for every decision of the person (drags, clicks, buttons, the picker, the
    questions answered yes), each checked: the action the gesture meant is the one applied, the
    state is the rules' own result, and the strip and the dice show what the rules say."""
    def check(action, before, after):
        assert rules.to_json(after) == rules.to_json(rules.apply(before, action)[0])
        check_strip(table, session.view())
        dice = session.view().dice
        if any(f >= 0 for f in dice):
            assert tuple(piece(table, die).look[-1] for die in ("professor", "colour", "clock")) == dice

    return d.play_by_gestures(session, rng.choice, check, limit=limit)


@pytest.mark.parametrize("kinds, seed", [(("human", "heuristic"), 21), (("human", "human"), 8)])
def test_whole_games_by_gestures(driver, kinds, seed):
    d = driver
    table, session = open_table(d, None, seed, kinds)
    played = play_by_gestures(d, table, session, random.Random(seed))
    assert session.result() is not None, "the game did not end"
    assert {"MOVE", "END_ACTIONS"} <= played
    d.step(5)

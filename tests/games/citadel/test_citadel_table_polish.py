"""The Citadel's table, spec 8.1-8.3 and 8.6 beyond U1-U6, each by real mouse events: a standee
moved by two clicks, the tooltips of rooms, doorways, markers and treasures, a treasure card
pointing out its room and switches, the secret passage's swirl and slamming doors, the clock
hand's sweep, the dice's 900 ms tumble and banner, the Human/AI tags and the setting that stops
the question before a roll with actions left.

Animations are instant in test mode: their plan is checked in the choreography, the end in the
state and the pieces, and a few moments mid-animation at normal speed with the stepped clock.
"""

from __future__ import annotations

import pygame
import pytest

import text_trace
from app.games.citadel import affordances as cit_aff, choreography as C, layout as cit_layout
from app.table.dice import FLICK_SECONDS
from app.ui import gfx
from rules import citadel as rules
from rules.citadel.actions import END_ACTIONS, MOVE, Action
from rules.citadel.board import ROOM_DOORS
from test_citadel_table import confirm, gesture, open_table, piece, s0

ROLL_WALK = {"professor": [2], "colour": [0], "clock": [5]}      # 3 chevrons, red, double clock
ROLL_PASSAGE = {"professor": [3], "colour": [2], "clock": [0]}   # secret passage, blue, single clock


def normal_speed(d, table):
    d.app.settings.animation_speed = "normal"
    table.settings_changed()


def run_until(d, table, seconds):
    """Step the table's clock ``seconds`` on (60 frames a second)."""
    end = table.clock + seconds
    while table.clock < end:
        d.step()


def drawn_words(d):
    trace, _ = text_trace.frame(d.app)
    return [m.words for m in trace.texts()]


def choreography_of(table, session, action):
    """What the adapter plans for ``action`` now (the table would play exactly this)."""
    old, layout = table.shown, table.layout
    after, events = rules.apply(session.state, action)
    new = rules.view(after, 0)
    return table.adapter.choreograph(old, new, events, layout, table.adapter.layout(new, table.area, 0), 0), events


def roll(d, session):
    """Roll the dice by the button, answering the question about the actions left."""
    return gesture(d, lambda: (d.click(d.button("roll").rect.center), confirm(d)))


# --- 1. click the standee, then the room ----------------------------------------------------------------


def test_click_the_standee_then_a_glowing_room_moves_it(driver):
    d = driver
    table, session = open_table(d, s0(professor="GAL"))
    leroy = piece(table, "st:LER")
    d.click(leroy.rect.center)
    assert table.drag.selected and set(table.drag.targets) == {"room:LIB", "room:BAL"}  # U1's rooms glow
    assert leroy.lifted and not d.applied
    d.move(d.zone_rect("room:LIB").center)
    assert table.drag.hot == "room:LIB" and leroy.rect.colliderect(leroy.home)  # it waits at home
    assert gesture(d, lambda: d.click(d.zone_rect("room:LIB").center)) == Action(MOVE, "LIB")
    assert session.state.where[0] == "LIB" and not table.drag.active
    assert table.board.zones["room:LIB"].rect.inflate(40, 40).collidepoint(piece(table, "st:LER").rect.center)


def test_a_click_elsewhere_or_esc_puts_the_standee_back(driver):
    d = driver
    table, session = open_table(d, s0(professor="GAL"))
    before = rules.to_json(session.state)
    home = pygame.FRect(piece(table, "st:LER").home)
    d.click(piece(table, "st:LER").rect.center)
    d.app.sound.played.clear()
    d.click(d.zone_rect("room:ENT").center)  # not a glowing room: the rules' reason, nothing moves
    assert not table.drag.active and "front door" in table.toast and "error" in d.app.sound.played
    d.click(piece(table, "st:LER").rect.center)
    assert table.drag.selected
    d.key(pygame.K_ESCAPE)  # Esc puts it down (the menu stays closed)
    assert not table.drag.active and d.app.stack.top is table
    d.click(piece(table, "st:LER").rect.center)
    d.step(30)
    d.click(piece(table, "st:LER").rect.center)  # a second click on it: put down
    assert not table.drag.active
    d.step(3)
    assert rules.to_json(session.state) == before and not d.applied
    assert piece(table, "st:LER").rect == home and not piece(table, "st:LER").lifted


# --- 2. tooltips -------------------------------------------------------------------------------------------


def hover(d, table, pos):
    d.move(pos)
    d.step(15)  # past the tooltip's 0.15 s
    return table.hover_words()


def test_tooltips_of_a_room_a_doorway_a_marker_and_a_treasure(driver):
    d = driver
    table, session = open_table(d, s0(off=("STU",), where=["STU", "OUT"]))
    kitchen = d.zone_rect("room:KIT")
    words = hover(d, table, (kitchen.x + 3, kitchen.bottom - 3))
    assert table.hover_zone == "room:KIT"
    assert words == ("Kitchen\nSwitch: Datapad, ON (active)\nTreasure: Rosetta Stone (red), 35 minutes left\n"
                     "Here: nobody",)
    assert words[0] in drawn_words(d)  # the tooltip is on the screen
    lab = d.zone_rect("room:LAB")
    words = hover(d, table, (lab.right - 3, lab.bottom - 3))
    assert words == ("Laboratory\nSwitch: Lock, ON (active)\nTreasure: none\nHere: Professor Evil",)
    study = d.zone_rect("room:STU")
    assert hover(d, table, (study.x + 3, study.bottom - 3))[0].endswith("OFF\nTreasure: none\nHere: Leroy Johnson")
    # A doorway: its rooms, each side's rug colour and its state, then what a click does now.
    words = hover(d, table, piece(table, "door:D07").rect.center)
    assert words == ("D07 Laboratory (green) – Study (blue): locked", "Click to unlock this door (1 action)")
    assert "\n".join(words) in drawn_words(d)
    assert hover(d, table, piece(table, "mk:R").rect.center)[0].startswith("Rosetta Stone — 35 minutes left")
    # A treasure (its card and its tile): per type, which switches are still ON.
    card = hover(d, table, piece(table, "rib:R").rect.center)
    assert card[0].splitlines() == ["Rosetta Stone in the Kitchen: 35 minutes left",
                                    "Saw: 2 still ON (Dining Room, Library)"]
    assert hover(d, table, piece(table, "tr:T04").rect.center) == card


# --- 3. the treasure strip points out its room and its switches --------------------------------------------


def red_near(d, rect):
    """Whether the alarm red is drawn round ``rect`` (the spotlight's outline)."""
    ring = pygame.Rect(rect).inflate(16, 16)
    screen = d.app.screen
    for x in range(ring.x, ring.right, 2):
        for y in (ring.y + i for i in range(0, ring.h, 2)):
            if not pygame.Rect(rect).inflate(4, 4).collidepoint(x, y) and screen.get_rect().collidepoint(x, y):
                r, g, b, _ = screen.get_at((x, y))
                if abs(r - cit_aff.ALARM[0]) < 30 and abs(g - cit_aff.ALARM[1]) < 30 and abs(b - cit_aff.ALARM[2]) < 30:
                    return True
    return False


def test_clicking_a_treasure_that_cannot_be_rescued_lights_its_room_and_pulses_its_switches(driver):
    d = driver
    table, session = open_table(d, s0(off=("STU",), where=["KIT", "OUT"]))
    before = rules.to_json(session.state)
    library = piece(table, "sw:SW07")  # a Saw still ON: it keeps the Holy Grail (Saw, Laser) locked away
    assert not red_near(d, library.rect)
    d.click(piece(table, "rib:B").rect.center)
    light = table.spotlight[0]
    marks = dict(light.marks)
    assert {"room:DIN", "tr:T12"} <= set(marks)  # its room
    saws_lasers = {"sw:SW05", "sw:SW06", "sw:SW07", "sw:SW10", "sw:SW11"}
    assert {k for k in marks if k.startswith("sw:")} == saws_lasers  # the switches of its types
    assert light.pulse == {"sw:SW06", "sw:SW07", "sw:SW10", "sw:SW11"}  # those still ON pulse red
    assert marks["sw:SW07"] == cit_aff.ALARM and marks["sw:SW05"] != cit_aff.ALARM
    assert "cannot be rescued yet: 4 switches still ON" in table.toast
    assert red_near(d, library.rect) and not red_near(d, piece(table, "sw:SW05").rect)
    assert rules.to_json(session.state) == before and not d.applied  # only looked
    d.step(200)  # a few seconds later it is gone
    assert table.spotlight is None and not red_near(d, library.rect)
    # The same from the tile on the board; a ready treasure says where to rescue it.
    d.click(piece(table, "tr:T12").rect.center)
    assert table.spotlight[0] == light
    d.click(piece(table, "rib:G").rect.center)  # the Crown Jewels: Locks, all ON
    assert table.spotlight[0].pulse and "Crown Jewels cannot be rescued yet" in table.toast


def test_a_ready_treasure_card_points_the_way_when_nobody_can_rescue_it_yet(driver):
    d = driver
    table, session = open_table(d, s0(off=("STU", "DIN", "LIB"), where=["STU", "OUT"]))
    d.click(piece(table, "rib:R").rect.center)  # ready, but nobody is in the Kitchen
    assert not d.applied and not table.spotlight[0].pulse
    assert "ready: a character in the Kitchen can rescue it" in table.toast


# --- 4. the secret passage ------------------------------------------------------------------------------------


def test_the_secret_passage_swirls_out_and_in_then_the_doors_slam_one_after_another(driver):
    d = driver
    opened = sorted(ROOM_DOORS["DIN"])
    table, session = open_table(d, s0(professor="GAL", open=opened, dice=ROLL_PASSAGE))
    choreo, events = choreography_of(table, session, Action(END_ACTIONS))
    passage = next(e.data for e in events if e.kind == "secret_passage")
    assert passage["to"] == "DIN" and sorted(passage["locked"]) == opened
    frames = choreo.frames["prof"]
    gone = [look[2] for look in frames.looks]
    assert all(look[0] == "swirl" for look in frames.looks) and len(gone) == 2 * C.FADE
    assert gone[0] == 0 and gone[C.FADE] == 1 and gone == sorted(gone[:C.FADE]) + sorted(gone[C.FADE:], reverse=True)
    assert frames.pace == C.FADE_PACE and frames.delay >= C.TUMBLE  # after the dice have landed
    assert choreo.delays["prof"] == pytest.approx(frames.delay + C.FADE * C.FADE_PACE)  # it moves while gone
    slams = sorted(choreo.frames[f"door:{door}"].delay + C.SLAM_PACE for door in passage["locked"])
    assert slams[0] == pytest.approx(frames.seconds)  # the doors once he is there
    assert [b - a for a, b in zip(slams, slams[1:])] == pytest.approx([C.SHUT] * (len(slams) - 1))
    assert "citadel/secret_passage" in [cue.name for cue in choreo.sounds]
    # Played at normal speed by the mouse: mid-swirl, then the end.
    normal_speed(d, table)
    roll(d, session)
    prof = piece(table, "prof")
    run_until(d, table, frames.delay + 0.2)
    assert prof.frames.look(prof.look)[0] == "swirl" and d.zone_rect("room:GAL").inflate(40, 40).collidepoint(
        prof.rect.center)
    run_until(d, table, 0.45)
    assert prof.frames.look(prof.look)[0] == "swirl"  # swirling in at the target
    assert d.zone_rect("room:DIN").inflate(40, 40).collidepoint(prof.rect.center)
    door = piece(table, f"door:{passage['locked'][0]}")
    assert door.frames is not None and door.frames.look(door.look) == ("door", door.key[5:], False)  # not yet
    run_until(d, table, 3.0)
    assert session.state.professor == "DIN" and prof.look == cit_layout.PROFESSOR_LOOK and prof.frames is None
    assert all(piece(table, f"door:{door}").look == ("door", door, True) for door in opened)


# --- 5. the clock and the time faces ----------------------------------------------------------------------------


def test_the_hand_sweeps_300_ms_a_space_and_time_steps_the_marker_back_250_ms_a_space(driver):
    d = driver
    dice = {"professor": [5], "colour": [1], "clock": [5]}  # 10 minutes, green, double clock
    table, session = open_table(d, s0(dice=dice))
    choreo, events = choreography_of(table, session, Action(END_ACTIONS))
    hand = choreo.frames["hand"]
    assert hand.looks[0] == ("hand", 12) and hand.pace * len(hand.looks) == pytest.approx(2 * C.TICK)
    sweep = [look[1] for look in hand.looks]
    assert sweep == sorted(sweep) and 12 < sweep[len(sweep) // 2] < 14  # turning forward, space by space
    ring = choreo.routes["ring"]
    assert ring.pace == C.TICK and ring.legs == 2 and choreo.delays["ring"] == pytest.approx(hand.delay)
    marker = choreo.routes["mk:G"]  # 8 steps to 6: two spaces back, a beat each
    assert marker.pace == C.BACK and marker.legs == 2 and choreo.delays["mk:G"] < hand.delay
    normal_speed(d, table)
    roll(d, session)
    run_until(d, table, hand.delay + C.TICK * 1.5)
    now = piece(table, "hand")
    shown = now.frames.look(now.look)[1]
    assert 13 < shown < 14  # past I, on the way to II
    run_until(d, table, 2.0)
    assert session.state.clock == 2 and now.look == ("hand", 2) and now.frames is None
    assert session.state.treasures[1][2] == 4 and piece(table, "rib:G").look[4] == 4


# --- 6. the dice ---------------------------------------------------------------------------------------------------


def test_the_dice_tumble_900_ms_then_a_banner_reads_the_result(driver):
    d = driver
    table, session = open_table(d, s0(dice=ROLL_WALK))
    assert table.adapter.tumble_seconds == C.TUMBLE == 0.9
    choreo, _ = choreography_of(table, session, Action(END_ACTIONS))
    banner = choreo.stills[0]
    assert banner.look == ("banner", "3 chevrons · red — the Professor walks through 3 red doors")
    assert banner.delay >= C.TUMBLE and table.layout.regions["board"].contains(banner.rect)
    assert choreo.delays["prof"] >= C.TUMBLE  # the Professor walks once the dice are down
    normal_speed(d, table)
    roll(d, session)
    tumbles = {die: piece(table, die).tumble for die in ("professor", "colour", "clock")}
    assert all(t is not None and t.duration == pytest.approx(0.9) for t in tumbles.values())
    faces, lifts = [], []
    for _ in range(32):  # the tumbling part: faces change no faster than every 60 ms, the die hops
        faces.append(tumbles["professor"].face_now())
        lifts.append(tumbles["professor"].offset(0, 0, 64, 64)[1])
        d.step()
    runs = [len(list(group)) for group in _runs(faces)]
    assert len(runs) >= 5 and min(runs[1:-1]) >= int(FLICK_SECONDS * 60)  # 3.6 frames a face
    assert min(lifts) < -5  # a bounce
    run_until(d, table, 0.45)
    assert all(piece(table, die).look[-1] == face for die, face in zip(tumbles, (2, 0, 5)))  # the rules' faces
    assert banner_shown(d, table) == banner.look  # the banner, once the dice are down
    run_until(d, table, 2.5)
    assert banner_shown(d, table) is None


def banner_shown(d, table):
    """The banner over the board now, if its gold rim is on the screen where it belongs."""
    for still, start, until in table.choreographer.stills:
        if still.look[0] == "banner" and start <= table.clock < until:
            rim = (int(still.rect.centerx), int(still.rect.y) + 1)
            return still.look if d.app.screen.get_at(rim)[:3] == gfx.GOLD else None
    return None


def _runs(items):
    out, last = [], object()
    for item in items:
        if out and item == last:
            out[-1].append(item)
        else:
            out.append([item])
        last = item
    return out


# --- 7. the team's chips -------------------------------------------------------------------------------------


def test_each_chip_says_human_or_ai(driver):
    d = driver
    table, session = open_table(d, s0(), kinds=("human", "heuristic"))
    me, them = piece(table, "chip:0"), piece(table, "chip:1")
    assert me.look[-1] is True and them.look[-1] is False
    assert "(Human)" in me.info and "(AI)" in them.info
    w, h = int(me.rect.w), int(me.rect.h)
    human, ai = (table.adapter.render(me.look[:-1] + (flag,), w, h) for flag in (True, False))
    differ = [(x, y) for x in range(0, w, 2) for y in range(0, h, 2) if human.get_at((x, y)) != ai.get_at((x, y))]
    assert differ and all(y > h * 0.4 for _, y in differ)  # only the tag, low on the chip
    words = drawn_words(d)
    assert not any("Human" in w for w in words)  # drawn into the chip itself, not over it


# --- 8. the question before rolling with actions left ---------------------------------------------------------


def test_the_question_before_rolling_can_be_switched_off_in_settings(driver):
    d = driver
    table, session = open_table(d, s0(dice=ROLL_WALK))
    assert table.aff.confirms[Action(END_ACTIONS)].reminder
    d.click(d.button("roll").rect.center)
    assert table.menu.open and "3 actions" in table.menu.question and not d.applied
    d.key(pygame.K_ESCAPE)
    assert not table.menu.open
    d.key(pygame.K_ESCAPE)  # the menu, then Settings
    d.click_widget("#settings")
    assert "Confirm ending a turn with moves left: on" in d.widget("#confirm_early_end").text
    d.click_widget("#confirm_early_end")
    assert d.app.settings.confirm_early_end is False
    assert "off" in d.widget("#confirm_early_end").text
    d.key(pygame.K_ESCAPE)
    d.click_widget("#resume")
    assert d.app.stack.top is table
    assert gesture(d, lambda: d.click(d.button("roll").rect.center)) == Action(END_ACTIONS)  # no question
    assert session.state.professor == "STU"
    from app.platform import settings

    assert settings.load()[0].confirm_early_end is False  # kept
    # The powerful action still asks: it is no mere reminder.
    assert not any(c.reminder for a, c in table.aff.confirms.items() if a.kind == "POWER")

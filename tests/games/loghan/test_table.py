"""Castle von Loghan on the real table, by mouse (spec 7.7): the acceptance checks U1-U9, each
gesture made with real mouse events and the rules' state checked after it.

Positions come from the rules themselves (``new_game``, the engine tests' S0 builders), handed to
a session whose seats are the person's (or AI teammates), so every check runs on a real game.
"""

from __future__ import annotations

import random

import pygame
import pytest

from app.games.loghan import geometry as geo
from app.games.loghan import words as W
from app.play.session import SeatSpec, Session
from app.scenes import navigation
from app.table.graph import crosses
from app.ui import gfx
from rules import loghan as rules
from rules.loghan import combat_scenarios as cs
from rules.loghan.actions import Action
from rules.loghan.content import CONTENT_NOTICE

import lg_helpers as H


def open_table(d, state=None, kinds=("human", "random", "random"), seed=7, options=None, others="Teammate"):
    """A session of ``kinds`` (human seats all the one person's), optionally moved to ``state``;
    the AI seats are named ``others`` and a number."""
    seats = [SeatSpec("human", f"Agent {i + 1}", "You") if k == "human" else SeatSpec(k, f"{others} {i}")
             for i, k in enumerate(kinds)]
    session = Session.new("loghan", seats, seed, options, store=d.app.store)
    if state is not None:
        session.state = state
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    table.refresh()
    table.board.finish()
    d.step(2)
    d.record(session)
    return table, session


def piece(table, key):
    return table.board.pieces[key]


def gesture(d, make):
    count = len(d.applied)
    make()
    assert len(d.applied) > count, f"the gesture applied nothing ({d.table().toast})"
    return d.applied[count][0]


def pass_windows(state, seat_kinds=None):
    """Play the rules to the next decision that is not a free-action window (everyone passes)."""
    while rules.to_act(state) is not None and state.stack[-1].kind == "window":
        state, _ = rules.apply(state, Action("PASS_WINDOW"))
    return state


# --- U1 ------------------------------------------------------------------------------------------


def _lift_targets(d, table):
    start = piece(table, "grp").rect.center
    d.move(start)
    d.press(start)
    d.move((start[0] + 25, start[1] - 25), (1, 0, 0))
    targets = set(table.drag.targets)
    d.release((start[0] + 25, start[1] - 25))
    d.step(2)
    return targets


def test_u1_the_group_token_lights_only_the_legal_steps(driver):
    d = driver
    state = rules.new_game(3, 7, {"skip_intro": True, "seats": ["human", "human", "human"]})
    table, session = open_table(d, pass_windows(state), kinds=("human", "human", "human"))
    assert session.state.node == "POD" and session.state.stack[-1].kind == "move"
    assert _lift_targets(d, table) == {"node:PATH"}
    assert rules.to_json(session.state) == rules.to_json(pass_windows(state))  # lifting changed nothing
    hall = pass_windows(H.s0(seats=["human"] * 4))
    table, session = open_table(d, hall, kinds=("human",) * 4)
    assert session.state.node == "HALL"
    assert _lift_targets(d, table) == {"node:BAILEY", "node:KITCH", "node:CHAPEL", "node:GALLERY"}


def test_u1_a_drop_on_the_gallery_steps_and_a_locked_door_says_why(driver):
    d = driver
    hall = pass_windows(H.s0(seats=["human"] * 4, node="GALLERY", cover="C5"))
    table, session = open_table(d, hall, kinds=("human",) * 4)
    d.app.sound.played.clear()
    before = rules.to_json(session.state)
    d.drag(piece(table, "grp").rect.center, d.zone_rect("node:SOLAR").center)
    d.step(3)
    assert rules.to_json(session.state) == before and "Solar Door is locked" in table.toast
    assert "error" in d.app.sound.played  # the house's "nope"
    d.step(30)  # a moment later: not the second half of a double click
    assert gesture(d, lambda: d.drag(piece(table, "grp").rect.center,
                                     d.zone_rect("node:LIBRARY").center)) == Action("STEP", "LIBRARY")
    assert session.state.node == "LIBRARY"


def test_a_node_clicked_far_away_walks_the_path_step_by_step(driver):
    d = driver
    state = pass_windows(rules.new_game(3, 7, {"skip_intro": True, "seats": ["human"] * 3}))
    table, session = open_table(d, state, kinds=("human",) * 3)
    d.click(d.zone_rect("node:MOAT").center)
    assert table.menu.open and "Walk" in table.menu.question
    d.click(table.menu.buttons[0].rect.center)
    d.step(3)
    assert [a for a, _, _ in d.applied] == [Action("STEP", "PATH"), Action("STEP", "MOAT")]
    assert session.state.node == "MOAT"
    # a path through a forced stop ends there: the Gatehouse shows a "?" (and the Cover's star)
    state = pass_windows(rules.new_game(3, 7, {"skip_intro": True, "seats": ["human"] * 3}))
    table, session = open_table(d, state, kinds=("human",) * 3)
    assert not any(c.target == "node:BAILEY" for c in table.aff.clicks)  # never through a "?"
    d.click(d.zone_rect("node:GATE").center)
    d.click(table.menu.buttons[0].rect.center)
    d.step(3)
    assert session.state.node == "GATE" and session.state.phase != "move"


# --- U2 ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1600, 900), (1920, 1080), (3840, 2160)])
def test_u2_no_edge_crosses_a_third_node(size):
    from app.table.panel import panel_rect

    area = pygame.FRect(0, 0, size[0] - panel_rect(size).w, size[1])
    canvas = geo.Canvas(area)
    for region in (geo.MAIN, geo.SIDE):
        fit = geo.fitted("past", canvas.rect(region))
        assert not fit.crossing
        for (a, b), points in fit.polylines.items():
            for node, rect in fit.rects.items():
                if node not in (a, b):
                    assert not crosses(points, rect), f"{a}-{b} crosses {node} at {size}"


# --- U3, U4 ----------------------------------------------------------------------------------------


def test_u3_a_decision_card_dragged_onto_the_slot_commits_it_face_down(driver):
    d = driver
    table, session = open_table(d)
    assert session.state.stack[-1].kind == "event_card" and rules.to_act(session.state) == 0
    if table.reading is not None:  # the story text opens first: put it aside, decide on the table
        d.click(table.reading.choice_rects[-1].center)
    card = piece(table, "dec:0:C").rect.center
    assert gesture(d, lambda: d.drag(card, d.zone_rect("dslot:0").center)) == Action("DECIDE", "C")
    _, _, after = d.applied[0]
    assert after.agents[0].decision == "C"
    for seat in (1, 2):
        other = rules.view(after, seat)
        layout = table.adapter.layout(other, table.area, seat)
        look = layout.piece("dc:0").look
        assert look[0] == "dcard" and look[2] == "" and look[3] is False  # a back, no letter
    mine = table.adapter.layout(rules.view(after, 0), table.area, 0).piece("dc:0").look
    assert mine[2] == "C" and mine[3] is False  # the owner sees its letter in the corner, still face down


def _recording(monkeypatch):
    said: list[str] = []
    original_text, original_wrapped = gfx.text, gfx.wrapped.__wrapped__

    def text(message, *args, **kwargs):
        said.append(message)
        return original_text(message, *args, **kwargs)

    def wrapped(message, *args, **kwargs):
        said.append(message)
        return original_wrapped(message, *args, **kwargs)

    monkeypatch.setattr(gfx, "text", text)
    monkeypatch.setattr(gfx, "wrapped", wrapped)
    gfx.reset()
    return said


def test_u4_unchosen_rows_say_not_read_and_their_text_is_nowhere(driver, monkeypatch):
    d = driver
    table, session = open_table(d)
    if table.reading is not None:
        d.click(table.reading.choice_rects[-1].center)
    d.drag(piece(table, "dec:0:C").rect.center, d.zone_rect("dslot:0").center)
    for _ in range(40):  # the teammates commit, the reveal follows
        d.step()
    state = session.state
    chosen = {a.decision for a in state.agents if a.decision}
    assert chosen and "event_card" not in [s.kind for s in state.stack]
    said = _recording(monkeypatch)
    table.refresh()
    table.board.finish()
    d.step(3)
    look = piece(table, "ev:card").look
    assert look[2] is True and {letter for letter, _ in look[3]} == chosen
    assert "not read" in said
    shown = " | ".join(said) + " | ".join(session.log)
    for letter in "ABCD":
        words = W.outcome_words("001", letter)
        if letter not in chosen and all(words != W.outcome_words("001", c) for c in chosen):
            assert words not in shown, f"the unchosen outcome {letter} ({words}) was drawn or logged"
            code = next(c.outcome for c in W.event_card("001").choices if c.letter == letter)
            assert code not in " | ".join(session.log)


# --- U5 ------------------------------------------------------------------------------------------


def _attack_position():
    state = cs.s0(row=("EG1#1", "EG2#1"), hands={"Kestrel": ["HIT", "HIT", "CRIT"]})
    for _ in range(200):
        top = state.stack[-1].kind
        if top == "combat.attack" and rules.to_act(state) == 0:
            return state
        legal = rules.legal_actions(state)
        pick = next((a for a in legal if a.kind in ("PASS_WINDOW", "DONE", "FIGHT", "PASS", "END_TURN")), legal[0])
        state, _ = rules.apply(state, pick)
    raise AssertionError("no attack turn for Kestrel")


def test_u5_a_hit_dragged_onto_the_skeleton_targets_then_plays(driver):
    d = driver
    state = _attack_position()
    table, session = open_table(d, state, kinds=("human",) * 4)
    skeleton = next(i for i, f in enumerate(state.combat.row) if f.card == "EG1#1")
    other = 1 - skeleton
    hit = piece(table, "hc:0:HIT:2").rect.center
    d.drag(hit, d.zone_rect(f"enemy:{skeleton}").center)
    d.step(3)
    assert [a for a, _, _ in d.applied[:2]] == [Action("TARGET", skeleton), Action("PLAY", "HIT")]
    assert session.state.combat.row[skeleton].total >= 1
    count = len(d.applied)
    before = rules.to_json(session.state)
    d.app.sound.played.clear()
    d.step(30)
    card = next(dr.piece for dr in table.aff.drags if dr.piece.startswith("hc:0:"))  # the Critical Hit
    d.drag(piece(table, card).rect.center, d.zone_rect(f"enemy:{other}").center)
    d.step(3)
    assert len(d.applied) == count and rules.to_json(session.state) == before
    assert "error" in d.app.sound.played and table.toast_kind == "error"


# --- U6 ------------------------------------------------------------------------------------------


def _flips(limit=40):
    """(state, action, results) for actions whose events flip the Coin, from seeded random play."""
    found = []
    for seed in range(400):
        state = rules.new_game(3, seed, {})
        rng = random.Random(seed)
        for _ in range(600):
            if rules.to_act(state) is None:
                break
            action = rng.choice(rules.legal_actions(state))
            after, events = rules.apply(state, action)
            results = [e.data["result"] for e in events if e.kind == "coin"]
            if results:
                found.append((state, action, results))
            state = after
            if len(found) >= limit:
                return found
    return found


def test_u6_the_coin_lands_on_the_face_the_rules_reported(driver):
    from app.games.loghan.choreography import BANNER_HOLD, COIN_FRAMES, COIN_PACE

    d = driver
    table, session = open_table(d)
    flips = _flips()
    assert {r for _, _, results in flips for r in results} == {0, 1}
    for state, action, results in flips:
        seat = rules.to_act(state)
        after, events = rules.apply(state, action)
        old, new = rules.view(state, seat), rules.view(after, seat)
        lay0, lay1 = table.adapter.layout(old, table.area, seat), table.adapter.layout(new, table.area, seat)
        choreo = table.adapter.choreograph(old, new, rules.events_for(events, seat), lay0, lay1, seat)
        coins = sorted((s for s in choreo.stills if s.look[0] == "coin"), key=lambda s: s.delay)
        landed = [s.look[1] for s in coins if s.duration == BANNER_HOLD]
        assert landed == results  # every flip lands on the rules' face, in order
        spins = [s for s in coins if s.duration != BANNER_HOLD]
        assert len(spins) == COIN_FRAMES * len(results)
        assert COIN_FRAMES * COIN_PACE == pytest.approx(0.9)  # 900 ms


# --- U7 ------------------------------------------------------------------------------------------


# U7 (another agent's backpack face down in Exploration) is in test_table_exploration.py.


# --- U8, and a whole game by mouse -----------------------------------------------------------------


def check_tracks(table, view):
    """U8: the Health, Clarity and Energy shown are the state's."""
    assert piece(table, "mk:health").look[2] == view.health
    assert piece(table, "mk:clarity").look[2] == view.clarity
    for seat, a in enumerate(view.agents):
        assert piece(table, f"ag:{seat}").look[5] == a.energy


def play_by_gestures(d, table, session, rng, limit=2500):
    """Random gestures for the person's seats (``Driver.play_by_gestures``), the rules checked after each."""

    def check(action, before, after):
        assert rules.to_json(after) == rules.to_json(rules.apply(before, action)[0])
        check_tracks(table, table.shown)

    return d.play_by_gestures(session, rng.choice, check, limit)


@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_story_by_mouse_with_ai_teammates(driver, seed):
    d = driver
    table, session = open_table(d, kinds=("human", "random", "random"), seed=seed)
    played = play_by_gestures(d, table, session, random.Random(seed))
    assert session.result() is not None, "the game did not end"
    assert {"DECIDE", "STEP"} <= played
    d.step(5)


# --- U9 ------------------------------------------------------------------------------------------


def test_u9_the_content_notice_on_the_rules_screen_the_inspector_and_the_credits(driver, monkeypatch):
    from app.scenes.rules_reference import sections_for

    assert any(CONTENT_NOTICE in body for _, _, body in sections_for("loghan"))
    d = driver
    table, session = open_table(d)
    said = _recording(monkeypatch)
    card = piece(table, "ev:card")
    d.move(card.rect.center)
    d.step(60)  # hover long enough for the card inspector
    assert any(CONTENT_NOTICE in s for s in said)
    ending = table.adapter.ending(session.view(), None, 0)
    assert CONTENT_NOTICE in ending.notes

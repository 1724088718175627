"""Sky Castle on the table: a whole game by mouse gestures, window sizes, the headless demo."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from app.play.session import SeatSpec, Session
from rules import skycastle
from app.scenes import navigation

ROOT = Path(__file__).resolve().parents[3]


def open_table(d, seed=11):
    session = Session.new("skycastle", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], seed,
                          store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    return d.table(), session


def play_by_gestures(d, session, limit=3000):
    """Answer every decision of the viewer by a gesture; check each against the rules."""
    kinds: set[str] = set()
    gestures = 0
    for _ in range(limit):
        if session.result() is not None:
            break
        if not session.is_human_turn():
            d.step()
            continue
        d.step()  # let pieces that the last move sent off reach their places
        before_count = len(d.applied)
        before_state = session.state
        kinds.add(before_state.step[0])
        expected = d.gesture_for_turn()
        gestures += 1
        assert len(d.applied) > before_count, f"the gesture for {expected} applied nothing"
        mine = d.applied[before_count]
        assert mine[0] == expected, f"the gesture meant {mine[0]}, expected {expected}"
        assert mine[1] is before_state
        after, _ = skycastle.apply(before_state, expected)
        assert skycastle.to_json(mine[2]) == skycastle.to_json(after)
    return gestures, kinds


@pytest.mark.parametrize("seed, size", [(11, (1280, 800)), (4, (1280, 800)), (7, (1920, 1080)), (9, (1024, 640))])
def test_whole_game_by_gestures(driver, seed, size):
    d = driver
    if size != (1280, 800):
        d.app.resize(size)
        d.step(2)
    _, session = open_table(d, seed)
    d.record(session)
    gestures, kinds = play_by_gestures(d, session)
    assert session.result() is not None, "the game did not end"
    assert session.state.round == 3
    assert gestures >= 10
    assert {"set", "place", "claim"} <= kinds
    d.step(5)
    assert type(d.scene).__name__ == "ResultsScene"


def _inside(table, size):
    window = pygame.Rect(0, 0, *size)
    for key, piece in table.board.pieces.items():
        assert window.contains(piece.rect), f"{key} at {piece.rect} leaves the {size} window"
        assert table.area.contains(piece.rect), f"{key} at {piece.rect} leaves the table area"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (1280, 800)])
def test_resizing_keeps_every_piece_inside(driver, size):
    d = driver
    table, session = open_table(d, seed=5)
    d.record(session)
    d.app.resize(size)
    d.step(3)
    assert d.app.size == size
    _inside(table, size)
    # deeper into the game too: after some decisions, and in the castle phase
    for _ in range(600):
        if session.state.phase != "roles" or session.result() is not None:
            break
        if session.is_human_turn():
            d.step()
            d.gesture_for_turn()
        d.step()
    d.step(3)
    table.board.finish()
    _inside(table, size)


def test_every_decision_has_a_gesture(driver):
    """Whatever the decision, the table offers a gesture for every legal action."""
    d = driver
    table, session = open_table(d, seed=23)
    d.record(session)
    for _ in range(3000):
        if session.result() is not None:
            break
        if session.is_human_turn():
            # a placement turn: each legal spot is a drag onto the table's draft (a staged drag)
            offered = {d_.action for d_ in table.aff.drags} | {c.action for c in table.aff.clicks}
            offered |= {b.action for b in table.aff.buttons}
            assert set(session.human_actions()) <= offered, session.state.step
            d.step()
            d.gesture_for_turn()
        d.step()
    assert session.result() is not None


def test_demo_runs_headless(tmp_path):
    shot = tmp_path / "sky.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CASTLETOP_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-m", "app", "demo", "skycastle", "--seconds", "4", "--screenshot",
                           str(shot)], check=False, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert shot.exists() and shot.stat().st_size > 10_000


def _to_my_placement(d, session, table):
    """Play on (by gestures) until the viewer has revealed a set of two or more roles to place."""
    for _ in range(400):
        state = session.state
        if (session.is_human_turn() and state.step[0] == "place" and not table.staging
                and len(state.placing) >= 2):
            return
        if session.is_human_turn():
            d.step()
            if d.staging():
                d.stage_and_send()
            else:
                d.gesture_for_turn()
        d.step()
    raise AssertionError("the viewer never had two roles to place")


def placement_turn(d, seed):
    """A table whose viewer has just revealed a set of two or more roles (every move recorded)."""
    table, session = open_table(d, seed)
    d.record(session)
    _to_my_placement(d, session, table)
    d.step(3)
    return table, session


def drop_on(d, table, key, zone_id):
    """Drag piece ``key`` onto zone ``zone_id`` (a drop zone that appears while dragging, or a zone)."""
    d.drag(table.board.pieces[key].rect.center, d.zone_rect(zone_id).center)


def staged(table):
    return tuple(table.staging.moves)


def spots(table, key):
    """Zone id -> the action a drop there stages."""
    return {z: drags[0].action for z, drags in table.aff.drag_targets(key).items()}


@pytest.mark.parametrize("seed", [3, 8])
def test_placing_in_any_order_with_take_back_then_done(driver, seed):
    """Spec 8.2: roles go down in any order, Take back returns the last, nothing is sent before
    Done, and Done sends the placements in the rules' fixed order."""
    d = driver
    table, session = placement_turn(d, seed)
    state = session.state
    placing = list(state.placing)
    sent_before = len(d.applied)
    chosen = {}
    for role in reversed(placing):  # the reverse of the rules' order
        key = f"r{skycastle.cards.rid(0, role)}"
        targets = spots(table, key)
        zone_id = list(targets)[-1]
        chosen[role] = targets[zone_id]
        drop_on(d, table, key, zone_id)
        assert chosen[role] in staged(table)
        assert table.board.pieces[key].look[0] == "token"  # standing on the castle, gone from the tray
    assert len(d.applied) == sent_before and session.state is state, "something reached the rules before Done"
    assert not table.aff.drags and any(b.key == "done" for b in table.buttons)
    # Take back the last one: it returns to the tray and may go elsewhere.
    last = placing[0]
    d.click(d.button("take_back").rect.center)
    assert chosen[last] not in staged(table)
    key = f"r{skycastle.cards.rid(0, last)}"
    assert table.board.pieces[key].look[0] == "role"  # a card in the tray again
    assert not any(b.key == "done" for b in table.buttons)
    zone_id = next(iter(spots(table, key)))
    d.step(30)  # not a double click (that opens the menu of every spot)
    chosen[last] = spots(table, key)[zone_id]
    drop_on(d, table, key, zone_id)
    assert len(d.applied) == sent_before
    assert chosen[last] in staged(table), (table.toast, zone_id, chosen[last], staged(table))
    d.click(next(b for b in table.buttons if b.key == "done").rect.center)
    mine = [a for a, before, _ in d.applied[sent_before:]
            if isinstance(a, skycastle.actions.Place) and before.step[1] == 0]
    asked = [a.role for a in mine]
    assert asked == [r for r in placing if r in asked], "Done must send the roles in the rules' order"
    after = session.state
    for role, place in chosen.items():
        r = skycastle.cards.rid(0, role)
        if place.spot >= skycastle.actions.SLOT_BASE:
            assert after.slots[place.spot - skycastle.actions.SLOT_BASE] == r
        else:
            assert r in after.stacks[place.spot]
    assert not staged(table)


def test_undo_key_takes_back_a_staged_role_first(driver):
    d = driver
    table, session = placement_turn(d, 3)
    key = table.aff.drags[0].piece
    zone_id = next(iter(spots(table, key)))
    drop_on(d, table, key, zone_id)
    assert len(staged(table)) == 1
    state = session.state
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert staged(table) == () and session.state is state
    assert table.board.pieces[key].look[0] == "role"  # back in the tray


def test_an_illegal_drop_stages_nothing(driver):
    d = driver
    table, session = placement_turn(d, 8)
    key = table.aff.drags[0].piece
    legal = set(spots(table, key))
    bad = next(z for z in table.board.zones.values() if z.id.startswith(("cell:", "slot:")) and z.id not in legal)
    d.drag(table.board.pieces[key].rect.center, bad.rect.center)
    assert staged(table) == ()
    assert table.toast.startswith("Not there")


def test_tutorial_plays_by_mouse_then_hands_over_for_rounds_two_and_three(driver):
    """Spec 9: the worked round with every learner decision by mouse (the placements dragged in
    another order than the rules ask, with a wrong drop first), Red 11 / Blue 17 after round 1,
    then rounds 2 and 3 played freely against the AI to the final score."""
    from rules.skycastle.tutorial import BLUE, RED

    d = driver
    d.click_widget("#tutorials")
    d.click_widget("#learn_skycastle")
    table = d.table()
    overlay = d.scene
    lesson = overlay.lesson
    session = table.session
    d.record(session)
    hinted = False
    scores_after_round_one = None
    for _ in range(800):
        if lesson.finished:
            break
        state = session.state
        if lesson.step.title == "Round 1 is over" and scores_after_round_one is None:
            scores_after_round_one = tuple(skycastle.score_details(state, s)["total"] for s in (RED, BLUE))
            assert overlay.highlight_rects()
        if not lesson.rival_due(state):
            for target in overlay.targets():  # every highlight lights something up
                if target[0] == "button":
                    continue
                lit = table.adapter.lesson_marks(table.shown, table.layout, table.aff, [target], table.perspective)
                assert lit, f"{lesson.step.title}: {target} lights up nothing"
        if lesson.waiting_for_button(state):
            d.click(overlay.button().rect.center)
            continue
        if session.is_human_turn() and lesson.awaited_moves(state):
            if d.staging():
                moves = [e.action for e in lesson.awaited_moves(state)]
                for want in reversed(moves):
                    if not hinted:  # a wrong spot first: a hint, nothing staged
                        key = table.aff.drags[0].piece
                        wrong = next(z for z, a in spots(table, key).items() if a not in moves)
                        d.drag(table.board.pieces[key].rect.center, d.zone_rect(wrong).center)
                        assert staged(table) == () and table.toast, "a wrong spot must only earn a hint"
                        hinted = True
                    assert d.gesture_for_expected(want) == want
                    assert want in staged(table)
                assert len(d.applied) == len(set(d.applied)) and all(a != moves[0] for a, _, _ in d.applied)
                d.click(d.button("done").rect.center)
                assert all(m in [a for a, _, _ in d.applied] for m in moves)
            else:
                expected = lesson.expected(state)
                assert d.gesture_for_expected(expected) == expected
            continue
        d.step()
    assert lesson.finished, lesson.step
    assert hinted
    assert scores_after_round_one == (11, 17)
    d.step(3)
    assert table.gate is None and d.scene is table, "after the lesson the game goes on as a normal game"
    assert session.state.round == 2 and session.result() is None
    gestures, kinds = play_by_gestures(d, session)
    assert session.result() is not None and session.state.round == 3
    assert gestures >= 5 and "place" in kinds
    d.step(5)
    assert type(d.scene).__name__ == "ResultsScene"


def _animated(d):
    """Normal motion (not the tests' instant one), so pauses and glows take time."""
    d.app.settings.animation_speed = "fast"
    d.table().board.time_scale = d.app.animation_scale


def test_another_seats_target_glows_before_its_move(driver):
    d = driver
    session = Session.new("skycastle", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], 6,
                          skycastle.options_for_start(2, 6, 1), store=d.app.store)
    d.record(session)
    navigation.open_table(d.app, session)
    _animated(d)
    table = d.table()
    seen = None
    for _ in range(600):
        if table.foreshadow is not None and seen is None:
            seen = table.foreshadow
            assert not d.applied, "the move waits while its target glows"
            assert seen[1] and all(k in table.board.pieces or k in table.board.zones for k in seen[1])
        if d.applied:
            break
        d.step()
    assert seen is not None, "the rival's first decision never glowed"
    assert d.applied[0][0] == seen[0]


def test_the_rivals_thief_is_watching_your_take(driver):
    """Spec 8.2: a take in range of the rival's unspent Thief is announced on the table, and the
    rival decides only after that moment, whatever she does."""
    d = driver
    pos = {"castle": ["K1", "K2", "K3", "K4", "Art1", "Art2", "Art3", "Art4", "K5", "K6", "K7", "K8"],
           "roles": [[1, 1, 0, "Sentry"], [1, 2, 1, "Thief"]], "first": 0}
    session = Session.new("skycastle", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], 3,
                          {"position": pos}, store=d.app.store)
    d.record(session)
    navigation.open_table(d.app, session)
    _animated(d)
    table = d.table()
    for _ in range(200):
        if session.is_human_turn():
            break
        d.step()
    assert session.state.step[0] == "claim"
    d.step(30)
    d.click(table.board.pieces[f"t{skycastle.cards.parse_tile('K1')}"].rect.center)
    assert d.applied and isinstance(d.applied[-1][0], skycastle.Claim)
    assert session.state.step[0] == "thieve" and session.state.step[1] == 1
    assert "Thief is watching" in table.toast
    d.step(5)
    assert session.state.step[0] == "thieve", "the rival's Thief waits out the moment"
    for _ in range(600):
        if session.state.step is None or session.state.step[0] != "thieve":
            break
        d.step()
    assert isinstance(d.applied[-1][0], skycastle.Thieve)


def test_a_curved_glide_leaves_the_straight_line():
    from app.table.motion import Motion, Route
    from app.table.pieces import Piece

    home = pygame.FRect(400, 0, 10, 10)
    piece = Piece("t1", "tile", ("tile", 1, False), pygame.FRect(0, 0, 10, 10), home)
    piece.motion = Motion(pygame.FRect(0, 0, 10, 10), 1.0, route=Route(((200, 300),), smooth=True))
    piece.motion.advance(piece, 0.3)
    assert piece.rect.centery > 40, "the swerve pulls the tile towards the control point"
    piece.motion.advance(piece, 1.0)
    assert piece.rect == home


def test_a_placement_turn_by_keyboard(driver):
    """Everything a drag does, the keyboard does: Tab to a spot, Enter to put the role there, then Done."""
    d = driver
    table, session = placement_turn(d, 8)
    placing = list(session.state.placing)
    sent = len(d.applied)
    from app.table.staging import DONE, StageControl

    for _ in range(20):
        options = table.keyboard_options()
        want = DONE if DONE in options else next(a for a in options if not isinstance(a, StageControl))
        while table.focused_action() != want:
            d.key(pygame.K_TAB)
        d.key(pygame.K_RETURN)
        if want == DONE:
            break
        assert want in staged(table)
    mine = [a.role for a, before, _ in d.applied[sent:]
            if isinstance(a, skycastle.actions.Place) and before.step[1] == 0]
    assert mine == placing


def test_revealing_a_set_asks_first(driver):
    """Spec 8.2 S1: a set is revealed only after 'Place this set' (a reveal cannot be undone)."""
    d = driver
    session = Session.new("skycastle", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], 4,
                          skycastle.options_for_start(2, 4, 0), store=d.app.store)
    d.record(session)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    assert session.state.step[0] == "set" and session.is_human_turn()
    key = table.aff.clicks[0].target
    d.click(table.board.pieces[key].rect.center)
    assert [b.label for b in table.menu.buttons] == ["Place this set", "Cancel"]
    d.click(table.menu.buttons[1].rect.center)
    assert not d.applied and not table.menu.open
    d.step(30)
    d.click(table.board.pieces[key].rect.center)
    d.key(pygame.K_RETURN)  # the first option has the focus
    assert d.applied and isinstance(d.applied[0][0], skycastle.ChooseSet)
    assert session.state.step[0] == "place"

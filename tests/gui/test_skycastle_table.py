"""Sky Castle on the table: a whole game by mouse gestures, window sizes, the headless demo."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from app.session import SeatSpec, Session
from rules import skycastle

ROOT = Path(__file__).resolve().parents[2]


def open_table(d, seed=11):
    session = Session.new("skycastle", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], seed,
                          store=d.app.store)
    d.app.start_game(session)
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
            inter = table.inter
            offered = {a for t in inter.drags.values() for acts in t.values() for a in acts}
            offered |= {a for acts in inter.clicks.values() for a in acts}
            offered |= {a for _, a in inter.buttons}
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

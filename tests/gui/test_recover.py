"""A game that fails in play does not crash the app: its save is moved aside unchanged, the title
names the error and where the save went, and the app goes on (``App.recover``, called by the
real loop). A save edited by hand can hold step data the rules only trip over moves later."""

from __future__ import annotations

import pygame
import pytest

from app.scenes.title import TitleScene


class Tripped(RuntimeError):
    pass


def start_from_new_game(d):
    d.click_widget("#new_game")
    d.click_widget("#start")
    return d.table().session


def test_a_game_that_fails_in_play_is_set_aside_with_a_clear_message(driver, monkeypatch):
    d = driver
    session = start_from_new_game(d)
    store = d.app.store
    store.flush()
    saved = store.path.read_bytes()
    assert session.is_human_turn()

    def trip(state, action):
        raise Tripped("step data the rules cannot read")

    monkeypatch.setattr(session.module, "apply", trip)
    with pytest.raises(Tripped) as caught:
        d.gesture_for_turn()
    assert d.app.recover(caught.value)
    d.step(3)
    title = d.scene
    assert isinstance(title, TitleScene)
    assert title.message.startswith("Your game stopped: the rules met a position they cannot go on from")
    assert "so nothing is lost" in title.message and "Tripped" not in title.message  # no Python words
    assert not store.path.exists()  # nothing offered as Continue
    aside = [p for p in store.path.parent.iterdir() if "failed" in p.name]
    assert len(aside) == 1 and str(aside[0]) in title.message
    assert aside[0].read_bytes() == saved  # the save as it was before the failing move


def test_an_error_outside_a_game_is_raised(driver):
    assert not driver.app.recover(RuntimeError("the app's own"))
    assert isinstance(driver.scene, TitleScene)


def test_the_real_loop_recovers_and_goes_on(driver, monkeypatch):
    d = driver
    start_from_new_game(d)
    app = d.app
    frames = {"n": 0}
    real_step = app.step

    def step(dt=None, events=None):
        frames["n"] += 1
        if frames["n"] == 1:
            raise Tripped("a rules error mid-game")
        if frames["n"] > 3:
            app.running = False
        real_step(dt, [])

    monkeypatch.setattr(app, "step", step)
    monkeypatch.setattr(app, "next_wake", lambda: 0.0)
    pygame.event.clear()
    app.running = True
    app.run()
    assert frames["n"] == 4
    assert isinstance(app.stack.top, TitleScene) and "Your game stopped" in app.stack.top.message

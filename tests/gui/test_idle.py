"""A quiet idle app: when nothing moves, nothing is redrawn. The table says when it next needs a
frame (``next_wake``) and the real frame loop sleeps until then or until input."""

from __future__ import annotations

import threading
import time

import pygame

from app.play.session import SeatSpec, Session
from app.scenes import navigation
from rules import caleira


def settled_table(d, seats=None):
    seats = seats or [SeatSpec("human", "You"), SeatSpec("random", "Rival")]
    session = Session.new("caleira", seats, 11, caleira.options_for_start(2, 11, 0), store=d.app.store)
    navigation.open_table(d.app, session)
    table = d.table()
    d.step(120)  # the deal lands and the playable cards' pulse comes to rest
    d.app.last_input = 0.0  # as if the mouse had not moved for a while
    return table, session


def test_an_idle_table_needs_no_frames(driver):
    table, session = settled_table(driver)
    assert session.is_human_turn() and not table.board.animating
    assert driver.app.next_wake() is None


def test_what_wakes_the_table(driver):
    d = driver
    table, session = settled_table(d)
    table.say("A message")
    assert 3.0 < d.app.next_wake() <= 3.5, "a message needs one frame more when it goes"
    table.toast_time = 0
    key = table.aff.drags[0].piece
    d.move(table.board.pieces[key].rect.center)
    d.app.last_input = 0.0
    assert 0 < d.app.next_wake() <= 0.15, "hovering: the tooltip's time comes"
    d.press(table.board.pieces[key].rect.center)
    assert table.drag.active and d.app.next_wake() == 0.0, "a piece in hand moves every frame"
    d.release(table.board.pieces[key].rect.center)


def test_the_rivals_turn_wakes_the_table_when_it_is_due(driver):
    d = driver
    table, session = settled_table(d, [SeatSpec("human", "You"), SeatSpec("easy", "Rival")])
    table.driver.script = lambda: None  # the rival stays put: we only look at the timing
    d.gesture_for_turn()
    for _ in range(200):
        if not session.is_human_turn():
            break
        d.gesture_for_turn()
    d.step(120)
    d.app.last_input = 0.0
    wait = d.app.next_wake()
    assert wait is not None and wait <= table.driver.pause + 0.01, "the rival's move is asked for in time"


def test_the_real_loop_sleeps_on_an_idle_table(driver):
    d = driver
    table, session = settled_table(d)
    d.app.test_mode = False
    before = len(d.app.frame_times)
    threading.Thread(target=lambda: (time.sleep(1.5), pygame.event.post(pygame.event.Event(pygame.QUIT))),
                     daemon=True).start()
    d.app.running = True
    d.app.run()
    drawn = len(d.app.frame_times) - before
    assert drawn <= 6, f"{drawn} frames drawn in 1.5 s on a table where nothing moves"

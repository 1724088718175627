"""Every game, every seat count, played to the end by the keyboard alone on the real table: Tab to
a move, Enter to make it (staged moves and Done included). What the keyboard offers is what the
gestures offer, so every legal move is reachable without a mouse."""

from __future__ import annotations

import random

import pygame
import pytest

from app.games import has_table
from app.play.session import SeatSpec, Session
from app.scenes import navigation
from app.table.staging import StageControl
from rules import catalog

CASES = [(g.id, n) for g in catalog.GAMES if has_table(g.id) for n in g.players]


@pytest.mark.parametrize("game_id, players", CASES)
def test_a_whole_game_by_keyboard(driver, game_id, players):
    d = driver
    seats = [SeatSpec("human", "You")] + [SeatSpec("random", f"Rival {i}") for i in range(1, players)]
    session = Session.new(game_id, seats, 40 + players, store=d.app.store)
    navigation.open_table(d.app, session)
    d.step(3)
    table = d.table()
    d.record(session)
    rng = random.Random(players)
    decisions = 0
    for _ in range(4000):
        if session.result() is not None:
            break
        if not session.is_human_turn():
            d.step()
            continue
        options = table.keyboard_options()
        legal = set(session.human_actions())
        staged = table.aff.staged_actions()
        offered = {a for a in options if not isinstance(a, StageControl)}
        if not table.staging:  # (while staging, a staged role's other spots are a Take back away)
            assert legal <= offered | staged, "a legal move the keyboard cannot reach"
        want = rng.choice(options)
        applied = len(d.applied)
        while table.focused_action() != want:
            d.key(pygame.K_TAB)
        d.key(pygame.K_RETURN)
        if table.menu.open:  # a confirmation: Enter takes the focused "yes"
            d.key(pygame.K_RETURN)
        if not isinstance(want, StageControl) and want not in staged:
            assert d.applied[applied][0] == want
        decisions += 1
    assert session.result() is not None, "the game did not end"
    assert decisions >= 1

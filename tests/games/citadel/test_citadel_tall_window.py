"""Found by the UI monkey: in a tall window (1024x1900) the side column, sized by the height, was
wider than the window, and the board got a negative size."""

from __future__ import annotations

import pygame

from app.play.session import SeatSpec, Session
from app.scenes import navigation


def test_a_tall_window_keeps_the_board_on_the_table(driver):
    d = driver
    seats = [SeatSpec("human", "You"), SeatSpec("random", "Teammate")]
    navigation.open_table(d.app, Session.new("citadel", seats, 5, None, store=d.app.store))
    d.step(3)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 1900), w=1024, h=1900))
    d.step(3)
    table = d.table()
    board = table.board.pieces["board"].rect
    assert board.w > 200 and board.h > 200 and board.left >= 0
    assert all(z.rect.w > 0 and z.rect.h > 0 for z in table.board.zones.values())

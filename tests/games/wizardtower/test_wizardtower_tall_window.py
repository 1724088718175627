"""Found by the UI monkey: a tall window (1024x1900) made the words so large that the tower's
label pushed the deck past the table's edge, the market got a negative width, and drawing its
inset failed ("Invalid resolution for Surface")."""

from __future__ import annotations

import pygame
import pytest

from app.play.session import SeatSpec, Session
from app.scenes import navigation


@pytest.mark.parametrize("players", [4, 6])
def test_a_tall_window_keeps_the_market_on_the_table(driver, players):
    d = driver
    seats = [SeatSpec("human", "You")] + [SeatSpec("random", f"Rival {i}") for i in range(1, players)]
    navigation.open_table(d.app, Session.new("wizardtower", seats, 5, None, store=d.app.store))
    d.step(3)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 1900), w=1024, h=1900))
    d.step(3)  # drew without an error
    table = d.table()
    assert d.app.size == (1024, 1900)
    market = table.board.zones["market"].rect
    assert market.w > 0 and market.h > 0 and market.right <= table.area.right + 1
    assert all(p.rect.w > 0 and p.rect.h > 0 for p in table.board.pieces.values())

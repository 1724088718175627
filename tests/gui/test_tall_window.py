"""Found by the UI monkey: a window resized to an extreme portrait shape squeezed parts of a
table's layout to a negative size, and the table's overlays (zone insets, the prompt bar's shade)
failed to draw ("Invalid resolution for Surface"). Drawing now never fails on a squeezed rect."""

from __future__ import annotations

import pygame
import pytest

from app.play.seats import plan_seats
from app.play.session import Session
from app.scenes import navigation
from rules import catalog


@pytest.mark.parametrize("game_id", [g.id for g in catalog.GAMES])
def test_every_table_draws_in_an_extreme_portrait_window(driver, game_id):
    d = driver
    facts = catalog.get(game_id)
    seats = plan_seats(["You"] + ["AI random"] * (facts.default_players - 1), facts.cooperative)
    navigation.open_table(d.app, Session.new(game_id, seats, 5, None, store=d.app.store))
    d.step(3)
    for size in [(1024, 3000), (1024, 1900), (4000, 640), (1280, 800)]:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        d.step(2)  # drew without an error
        assert d.app.size == size
    d.key(pygame.K_ESCAPE)  # the pause menu over the squeezed table too
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 3000), w=1024, h=3000))
    d.step(2)
    assert type(d.scene).__name__ == "PauseScene"

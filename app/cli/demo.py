"""``castletop demo``: AIs play each other on the real table, for watching and smoke tests."""

from __future__ import annotations

import os
import time
from typing import Any

import pygame
from ..scenes.navigation import open_table


def run_demo(game_id: str, seats: list[str], seconds: float, screenshot: str | None, seed: int | None,
             size: tuple[int, int], options: dict[str, Any] | None = None, *, save: bool = False) -> int:
    """Deal and let the AIs play for ``seconds``. With ``save``, each deal is saved after every move
    like a game started from New game (what the kill-and-resume check kills); else nothing is."""
    import random

    from ..main import App
    from ..play.session import SeatSpec, Session

    pygame.init()
    app = App(size)
    names = [f"{kind.capitalize()} AI {i + 1}" for i, kind in enumerate(seats)]
    store = app.store if save else None  # without --save a demo never replaces the player's saved game
    session = Session.new(game_id, [SeatSpec(k, n) for k, n in zip(seats, names)],
                          seed if seed is not None else random.randrange(1, 10**9), options, store=store)
    open_table(app, session)
    end = time.perf_counter() + seconds
    games = 1
    try:
        while app.running and time.perf_counter() < end:
            dt = app.clock.tick(60) / 1000.0
            app.step(dt)
            top = app.stack.top
            if session.result() is not None and top is not None and type(top).__name__ == "ResultsScene":
                if time.perf_counter() + 3 < end:  # deal again and keep watching
                    from ..scenes.title import TitleScene

                    session = Session.new(game_id, session.seats, random.randrange(1, 10**9), options, store=store)
                    app.stack.clear_to(TitleScene(app))
                    open_table(app, session)
                    games += 1
        if screenshot:
            folder = os.path.dirname(os.path.abspath(screenshot))
            os.makedirs(folder, exist_ok=True)
            pygame.image.save(app.screen, screenshot)
            print(f"screenshot saved to {screenshot}")
        print(f"demo: {games} game(s), {len(app.frame_times)} frames")
    finally:
        app.close()
        pygame.quit()
    return 0

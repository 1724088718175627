"""Run by test_real_window.py inside Xvfb: a real window at a known position, reporting where
things are so the test can drag with xdotool. Not a test itself."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from app.main import App  # noqa: E402
from app.session import SeatSpec, Session  # noqa: E402


def main(report: str, seconds: float) -> None:
    pygame.init()
    app = App((1280, 800), ai_settings={"seconds": None, "iterations": 30})
    session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], 7, {
        "position": {"hands": [["TRE1", "WAT1", "OBS"], ["MKT1", "BAT1"]], "castles": [[], []],
                     "deck": ["BAR", "THR1", "WIZ"]}}, store=app.store)
    app.start_game(session)
    for _ in range(10):
        app.step(1 / 60)
    table = app.stack.top
    observatory = next(k for k, p in table.board.pieces.items() if p.look == ("face", 6))
    up = next(z for z in table.inter.dropzones if z.id == "drop:up")
    castle = table.board.zones["castle:0"].rect
    cw, ch = table.adapter.card_size
    Path(report).write_text(json.dumps({
        "card": list(table.board.pieces[observatory].rect.center),
        "drop": list(up.rect.center),
        "first_piece": [castle.x + 4, castle.y + 4, cw, ch],
        "save": str(app.store.path),
    }))
    ticks = 0
    while app.running and ticks < seconds * 60:
        app.step(app.clock.tick(60) / 1000)
        ticks += 1
    app.close()
    pygame.quit()


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]))

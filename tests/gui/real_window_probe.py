"""Run by test_real_window.py inside Xvfb: a real window at a known position, reporting where
things are so the test can drag with xdotool. Not a test itself.

``real_window_probe.py REPORT SECONDS [caleira|skycastle]`` (Caleira by default).

Sky Castle's placement turn changes under the player's hand: each dropped role leaves the tray
(the others slide along) and Done appears only once the tray is empty. So besides the one-off
REPORT, the Sky Castle probe keeps ``REPORT.live`` up to date from inside its own frame loop:
what is staged, what the rules hold, the next tray role with a legal spot for it, and Done.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from app.main import App  # noqa: E402
from app.play.session import SeatSpec, Session  # noqa: E402
from app.scenes import navigation

SKY_SEED = 7  # seat 0 ("You") places first; two of its three sets put both roles on the castle
PLAIN_CELL = re.compile(r"cell:(\d+)$")


def _write_atomic(path: Path, data: dict[str, Any]) -> None:
    """Replace ``path`` in one step so the test never reads half a file."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data))
    os.replace(tmp, path)


def _rect(r: Any) -> list[float]:
    return [float(r.x), float(r.y), float(r.w), float(r.h)]


def open_caleira(app: App, report: Path) -> None:
    """A rigged Caleira hand: the Observatory is dragged onto your castle."""
    session = Session.new("caleira", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], 7, {
        "position": {"hands": [["TRE1", "WAT1", "OBS"], ["MKT1", "BAT1"]], "castles": [[], []],
                     "deck": ["BAR", "THR1", "WIZ"]}}, store=app.store)
    navigation.open_table(app, session)
    for _ in range(10):
        app.step(1 / 60)
    table = app.stack.top
    observatory = next(k for k, p in table.board.pieces.items() if p.look == ("face", 6))
    up = next(z for z in table.aff.dropzones if z.id == "drop:up")
    castle = table.board.zones["castle:0"].rect
    cw, ch = table.layout.size("card_w"), table.layout.size("card")
    report.write_text(json.dumps({
        "card": list(table.board.pieces[observatory].rect.center),
        "drop": list(up.rect.center),
        "first_piece": [castle.x + 4, castle.y + 4, cw, ch],
        "save": str(app.store.path),
    }))


class SkyWatch:
    """Keeps ``REPORT.live`` in step with the table during the viewer's placement turn."""

    def __init__(self, table: Any, path: Path) -> None:
        self.table = table
        self.path = path
        self.last: dict[str, Any] | None = None

    def _next(self) -> dict[str, Any] | None:
        """The first tray role and a legal spot for it on the board as it stands (a plain castle
        cell no staged role uses, when there is one), in window coordinates."""
        table = self.table
        board, aff = table.board, table.aff
        used = {p.spot for p in table.staging.moves}
        for key in dict.fromkeys(d.piece for d in aff.drags if d.stage):
            targets = aff.drag_targets(key)
            if key not in board.pieces or not targets:
                continue
            plain = [z for z in targets if (m := PLAIN_CELL.match(z)) and int(m.group(1)) not in used]
            zone_id = plain[0] if plain else next(iter(targets))
            zone = next((z for z in aff.dropzones if z.id == zone_id), None) or board.zones[zone_id]
            place = targets[zone_id][0].action
            return {"key": key, "rid": int(key[1:]), "role": place.role, "zone": zone_id, "spot": place.spot,
                    "under": place.under, "piece": list(board.pieces[key].rect.center),
                    "drop": list(zone.rect.center)}
        return None

    def poll(self) -> None:
        table = self.table
        state = table.session.state
        settled = not table.drag.active and not table.board.animating
        done = next((b for b in table.buttons if b.key == "done"), None)
        live = {
            "settled": settled,
            "staged": [[p.role, p.spot, p.under] for p in table.staging.moves],
            "rules_step": None if state.step is None else list(state.step),
            "rules_placing": list(state.placing),
            "next": self._next() if settled else None,
            "done": list(done.rect.center) if done is not None and settled else None,
        }
        if live != self.last:
            _write_atomic(self.path, live)
            self.last = live


def open_skycastle(app: App, report: Path) -> SkyWatch:
    """Sky Castle with You placing first: reveal a set of two or more roles, then hand over."""
    from rules import skycastle as rules
    from rules.skycastle.actions import ChooseSet

    session = Session.new("skycastle", [SeatSpec("human", "You"), SeatSpec("random", "Rival")], SKY_SEED,
                          rules.options_for_start(2, SKY_SEED, 0), store=app.store)
    navigation.open_table(app, session)
    for _ in range(10):
        app.step(1 / 60)
    table = app.stack.top
    # The set whose roles all go on the castle (the Explorer may sit out at the start).
    reveal = next(a for a in session.human_actions()
                  if isinstance(a, ChooseSet) and len(rules.apply(session.state, a)[0].placing) >= 2)
    table.play(reveal)
    for _ in range(10):
        app.step(1 / 60)
    cells = {z.id: _rect(z.rect) for z in table.board.zones.values() if PLAIN_CELL.match(z.id)}
    live = report.with_name(report.name + ".live")
    _write_atomic(report, {
        "save": str(app.store.path),
        "live": str(live),
        "viewer": 0,
        "placing": list(session.state.placing),
        "cells": cells,
        "deck": _rect(table.board.pieces["deck"].rect),  # nobody touches it in the roles phase
        "rest": list(table.panel.center),  # the side panel's empty middle: no hover, no preview
    })
    return SkyWatch(table, live)


def main(report: str, seconds: float, game: str = "caleira") -> None:
    pygame.init()
    app = App((1280, 800), ai_settings={"seconds": None, "iterations": 30})
    watch: SkyWatch | None = None
    if game == "skycastle":
        watch = open_skycastle(app, Path(report))
    elif game == "caleira":
        open_caleira(app, Path(report))
    else:
        raise SystemExit(f"unknown game {game!r}: caleira or skycastle")
    ticks = 0
    while app.running and ticks < seconds * 60:
        app.step(app.clock.tick(60) / 1000)
        if watch is not None:
            watch.poll()
        ticks += 1
    app.close()
    pygame.quit()


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), *sys.argv[3:4])

"""The relaunch half of the kill-and-resume check: start the app as a player would, press the
title's Continue with a real (posted) click, watch the AI seats make a few more moves, and write
what happened as JSON.

``app.checks.kill_resume`` runs it as a fresh process with ``CASTLETOP_HOME`` pointing at the
killed app's files, so it takes the very path a player's Continue takes (the title reads the save
through ``Session.load``, the button opens the table, the real AI process plays on) rather than a
shortcut that could hide a bug in that path::

    python -m app.checks.continue_probe --report OUT.json [--moves 3] [--timeout 30]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any, Sequence

CONTINUE_ID = "#continue"  # the title's Continue button
SIZE = (1024, 640)


def _widget(app: Any, object_id: str) -> Any | None:
    for element in app.ui.get_sprite_group().sprites():
        if object_id in getattr(element, "get_object_ids", lambda: [])() and element.visible:
            return element
    return None


def _frames(app: Any, count: int = 1, events: Sequence[Any] = ()) -> None:
    """``count`` frames at the app's own pace (real time, as the loop runs them)."""
    import pygame

    for event in events:
        pygame.event.post(event)
    for _ in range(count):
        app.step(app.clock.tick(60) / 1000.0)


def _click(app: Any, pointer: list[tuple[int, int]], pos: tuple[int, int]) -> None:
    """Move, press and release the left button at ``pos``, as the mouse would."""
    import pygame

    pointer[0] = pos
    _frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)])
    _frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)])
    _frames(app, 3, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])


def probe(moves: int, timeout: float) -> dict[str, Any]:
    """Open the app, press Continue when the title offers it, wait for ``moves`` AI moves (or the
    end of the game, or ``timeout`` seconds). The report: ``offered`` (the label, or None),
    ``message`` (what the title said: a save moved aside, say), ``loaded`` (the continued game as
    save JSON, before any move), ``continued`` (the table opened on that game), ``moves``,
    ``over``, ``after`` (the save file once the moves are written; None once the game is over)."""
    import pygame

    from ..main import App
    from ..scenes.table import TableScene

    report: dict[str, Any] = {"offered": None, "message": "", "loaded": None, "continued": False,
                              "moves": 0, "over": False, "after": None, "save_error": None, "error": None}
    pygame.init()
    app = App(SIZE)
    pointer = [(0, 0)]
    pygame.mouse.get_pos = lambda: pointer[0]  # pygame_gui reads hover here; posted events do not move it
    try:
        _frames(app, 3)
        title = app.stack.top
        report["message"] = getattr(title, "message", "") or ""
        button = _widget(app, CONTINUE_ID)
        if button is None:
            return report
        report["offered"] = str(button.text)
        saved = getattr(title, "saved", None)  # what the title loaded from disk, untouched so far
        report["loaded"] = saved.to_save() if saved is not None else None
        _click(app, pointer, button.rect.center)
        table = app.stack.top
        if not isinstance(table, TableScene) or table.session is not saved:
            report["error"] = "Continue did not open the saved game's table"
            return report
        report["continued"] = True
        session = table.session
        end = time.perf_counter() + timeout
        while session.version < moves and not session.is_over() and time.perf_counter() < end:
            _frames(app)
        report["moves"], report["over"] = session.version, session.is_over()
        if not app.store.flush(10.0):
            report["error"] = "the save after the moves was not written within 10 s"
        elif app.store.path.is_file():
            report["after"] = json.loads(app.store.path.read_text(encoding="utf-8"))
        report["save_error"] = session.save_error
    except Exception:
        report["error"] = traceback.format_exc(limit=8)
    finally:
        app.close()
        pygame.quit()
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.checks.continue_probe", description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", required=True, help="where to write the JSON report")
    parser.add_argument("--moves", type=int, default=3, help="AI moves to watch after Continue (default 3)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for them (default 30)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    report = probe(args.moves, args.timeout)
    Path(args.report).write_text(json.dumps(report), encoding="utf-8")
    return 0 if report["error"] is None else 1


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())

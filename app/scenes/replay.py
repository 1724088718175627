"""Watching a replay: the game's normal table, playing a finished game back move by move.

The table shows the game through the eyes of the person who played it (what they saw, never more)
and animates each move as it did then. Nobody decides: the recorded moves come from
``app.play.replay.Playback``, each checked legal before the session applies it, at the table's
normal pace. Space (or Pause) stops and starts; the right arrow (or Step) plays one move and
stays paused; Esc (or Back) leaves. At the end the final state is compared with the recorded one:
"Replay complete", or a clear message when it does not match (the file is then set aside).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from ..games.contract import TableButton
from ..play.replay import Playback, Refused
from ..play.replay_file import ReplayShelf
from ..play.turns import TurnDriver
from ..ui.widgets import Button
from .base import Host
from .table import TableScene

OVER = "The replay is over."
PAUSED = "Paused: Step (or the right arrow key) plays the next move; Space plays on."
KEYS = "Space: pause, right arrow: step, Esc: back"


class ReplayDriver(TurnDriver):
    """The turn driver of a replay: the next recorded move once the table is ready, none while paused."""

    def __init__(self, playback: Playback, ai: Any, pause: float) -> None:
        super().__init__(playback.session, ai, pause)
        self.playback = playback
        self.stepping = False  # one move asked for while paused

    def person_to_act(self) -> bool:
        """Nobody decides in a replay; a paused or finished one waits as for a person (the app may sleep)."""
        return (self.paused and not self.stepping) or self.playback.done()

    def next_move(self, now: float, busy: bool) -> Any | None:
        if (self.paused and not self.stepping) or busy or now < self.ready_at:
            return None
        self.stepping = False
        return self.playback.next_action()

    def thinking(self) -> bool:
        return False


class ReplayTable(TableScene):
    """The table of a replay, with Pause, Step and Back in the side panel."""

    def __init__(self, app: Host, playback: Playback, shelf: ReplayShelf) -> None:
        super().__init__(app, playback.session)
        self.playback = playback
        self.shelf = shelf
        self.driver = ReplayDriver(playback, app.ai, app.ai_step_seconds)
        self.ended = ""          # the last word once playback is over ("Replay complete", or why not)
        self.ended_kind = "info"

    def enter(self) -> None:  # no AI plays here: the AI service is not started
        self.board.time_scale = self.app.animation_scale
        self.refresh()
        self.board.finish()

    # --- controls ------------------------------------------------------------------------------
    def build_buttons(self) -> None:
        super().build_buttons()
        size = self.text(17)
        bh = size * 2.2
        p = self.panel
        bw = (p.w - 40) / 3
        paused = self.driver.paused
        side = [("Play" if paused else "Pause", self.toggle_pause, "pause", not self.ended, OVER),
                ("Step", self.step_once, "step", not self.ended, OVER),
                ("Back", self.leave, "back", True, "")]
        self.buttons = [b for b in self.buttons if b.key not in ("hint", "undo", "menu", "pause")]
        for i, (label, fn, key, enabled, why) in enumerate(side):
            rect = pygame.FRect(p.x + 10 + i * (bw + 10), p.bottom - bh - 12, bw, bh)
            self.buttons.append(Button(rect, label, fn, enabled=enabled, key=key, why=why))

    def watch_buttons(self) -> list[TableButton]:
        return []  # no "Finish their turn": Step and Play do that here

    def toggle_pause(self) -> None:
        if self.ended:
            return
        self.driver.paused = not self.driver.paused
        self.driver.stepping = False
        self.say(PAUSED if self.driver.paused else "Playing on.", 2.5)
        self.build_buttons()

    def step_once(self) -> None:
        """Pause (if playing) and play the next recorded move."""
        if self.ended:
            return
        was = self.driver.paused
        self.driver.paused = True
        self.driver.stepping = True
        self.driver.ready_at = min(self.driver.ready_at, self.clock)
        if not was:
            self.build_buttons()

    def leave(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and not self.menu.open:
            if event.key in (pygame.K_SPACE, pygame.K_p):
                self.toggle_pause()
                return True
            if event.key == pygame.K_RIGHT:
                self.step_once()
                return True
            if event.key == pygame.K_ESCAPE and not self.drag.selected:
                self.leave()
                return True
        return super().handle(event)

    # --- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        settled = not (self.board.animating or self.choreographer.busy or self.foreshadow is not None)
        if not self.ended and self.playback.done() and settled and \
                (self.session.result() is None or self.results_shown):
            self.finish()

    def _count_up(self) -> None:
        """The normal count-up at the end of the game, then the verdict instead of the results."""
        from ..table.countup import CountUp

        if self.counting is None:
            ending = self.adapter.ending(self.shown, self.session.result(), self.perspective)
            self.counting = CountUp(ending.count, self.clock, self.board.time_scale)
            self.choreographer.sounds += self.counting.cues()
        if self.counting.over(self.clock):
            self.results_shown = True

    def finish(self) -> None:
        """Every move was played (or one did not fit): compare the end with the recorded one."""
        why = self.playback.verdict()
        replay = self.playback.replay
        if why is None:
            self.ended = f"Replay complete: {replay.headline}" if replay.headline else "Replay complete."
        else:
            self.ended, self.ended_kind = self.shelf.refuse(replay, why), "error"
        self.driver.paused = True
        self.toast, self.toast_time, self.toast_kind = self.ended, 10.0**6, self.ended_kind
        self.build_buttons()

    def say(self, message: str, seconds: float = 3.5, kind: str = "info") -> None:
        if not self.ended:  # the verdict stays on the table once it is there
            super().say(message, seconds, kind)

    def _prompt(self) -> str:
        p = self.playback
        if self.ended:
            status = "complete" if self.ended_kind == "info" else "stopped"
            return f"Replay {status}: move {p.session.applied} of {p.total}"
        paused = self.driver.paused and not self.driver.stepping
        said = self.caption if self.caption and not paused else KEYS  # what just happened, or the keys
        return f"Replay, move {p.session.applied} of {p.total}: {'Paused' if paused else 'Playing'} ({said})"


def watch(host: Host, path: Path) -> str | None:
    """Open the replay in ``path`` on its game's table; the message when it is refused (nothing
    opens, and a file that does not match the rules is set aside)."""
    shelf = ReplayShelf(Path(path).parent)
    replay, message = shelf.load(Path(path))
    if replay is None:
        return message
    try:
        playback = Playback(replay)
    except Refused as exc:
        return shelf.refuse(replay, f"Replay refused: {exc}")
    host.ai.cancel()
    host.stack.push(ReplayTable(host, playback, shelf))
    return None

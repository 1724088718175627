"""Watching the AI seats play: pause them, resume, or let the seat now acting finish its turn at
once (every move of that seat lands without animation, then the table's pace comes back).

A person who shares a cooperative table with AI teammates wants to follow their steps at a readable
pace, stop to look at the board, or skip ahead; a person watching rivals wants the same. A mixin of
``TableScene``.
"""

from __future__ import annotations

from typing import Any

from ..games.contract import TableButton

RUSH = "finish the AI turn"  # the table button's action (not a rules action)


class TableWatch:
    rushing: int | None = None  # the AI seat whose turn is being finished at once

    def watching_ai(self) -> bool:
        """An AI seat acts while a person looks on (not in a lesson, where the rival is scripted)."""
        seat = self.session.to_act()
        return (seat is not None and not self.session.is_human_turn() and bool(self.session.humans)
                and self.gate is None)

    def watch_buttons(self) -> list[TableButton]:
        if not self.watching_ai() or self.rushing is not None:
            return []
        return [TableButton("Finish their turn", RUSH, "rush")]

    def pause_button(self) -> tuple[str, Any, str, bool, str]:
        """The side panel's first button while an AI acts: pause or resume the AI seats."""
        label = "Resume" if self.driver.paused else "Pause"
        return label, self.toggle_pause, "pause", True, ""

    def toggle_pause(self) -> None:
        self.driver.paused = not self.driver.paused
        self.say("The AI seats wait until you resume." if self.driver.paused else "The AI seats play on.")
        self.build_buttons()

    def rush(self) -> None:
        """The acting AI seat's moves land at once until another seat acts."""
        self.rushing = self.session.to_act()
        self.driver.paused = False
        self.driver.pause = 0.0
        self.board.time_scale = 0.0
        self.foreshadow = None
        self.board.finish()
        self.choreographer.clear()
        self.build_buttons()

    def end_rush(self) -> None:
        """Another seat acts (or the game ended): the table's own pace again."""
        if self.rushing is not None and self.session.to_act() != self.rushing:
            self.rushing = None
            self.board.time_scale = self.app.animation_scale
            self.driver.pause = self.app.ai_step_seconds

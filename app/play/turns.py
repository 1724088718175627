"""Who acts next, and when: the turn driver shared by the table and ``castletop demo``.

People act through the table's gestures; the driver only waits for them. A seat played by an AI
is asked through the AI service once the table has settled and the pause since the last move has
passed, and its answer arrives in a later frame (the AI thinks in its own process). A scripted
seat (a lesson's rival) answers at the same pace as an AI would.
"""

from __future__ import annotations

from typing import Any, Callable

from .ai_driver import AiDriver

HUMAN = "human"


class TurnDriver:
    def __init__(self, session: Any, ai: AiDriver, pause: float) -> None:
        self.session = session
        self.ai = ai
        self.pause = pause                 # seconds between two moves (the AI pace setting)
        self.ready_at = 0.0
        self.asked = False
        self.script: Callable[[], Any] | None = None  # a lesson's rival: its next scripted move
        self.paused = False                # a person asked the AI seats to wait

    def person_to_act(self) -> bool:
        seat = self.session.to_act()
        return seat is not None and self.session.seats[seat].kind == HUMAN

    def played(self, now: float, hold: float = 0.0) -> None:
        """A move was just played: the next non-person move waits a little (and for ``hold``)."""
        self.ready_at = now + max(self.pause, hold)

    def next_move(self, now: float, busy: bool) -> Any | None:
        """The next move of a seat no person plays, once it is due (``None``: not yet, or a person's
        turn, or the game is over). ``busy``: the table is still animating the last move."""
        if self.session.to_act() is None or self.person_to_act() or self.paused:
            return None
        if self.script is not None:
            return None if busy or now < self.ready_at else self.script()
        if not self.asked:
            if busy or now < self.ready_at:
                return None
            self.ai.ask(self.session)
            self.asked = True
        action = self.ai.answer(self.session)
        if action is not None:
            self.asked = False
        return action

    def thinking(self) -> bool:
        return self.asked

    # --- hints ----------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        if self.person_to_act() and not self.ai.waiting("hint"):
            self.ai.ask_hint(self.session)

    def hint(self) -> Any | None:
        """The hard AI's suggestion once it has arrived (then forgotten)."""
        if self.ai.waiting("hint"):
            self.ai.answer(self.session)
        action, self.ai.hint_ready = self.ai.hint_ready, None
        return action

    def waiting_for_hint(self) -> bool:
        return self.ai.waiting("hint")

    def reset(self) -> None:
        """Forget any question asked (after undo, or when leaving the table)."""
        self.ai.cancel()
        self.asked = False

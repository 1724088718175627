"""The table's pickers and plans: the reading panel (a long text and its choices, which a closable
reading lets the person put aside and open again with *Read*), the stepper (a number set with − and
+, then sent), and plans (one gesture, several actions sent in turn while the rules take them).

A mixin of ``TableScene``: it keeps what the person did with a picker (a reading put aside, the
number shown), which an adapter, keeping nothing between calls, cannot.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..games.contract import Plan
from ..table.pickers import PUT_ASIDE, Reading, Stepper
from ..table.reading import ReadingPanel
from ..table.stepper import StepperPanel


class TablePickers:
    def init_pickers(self) -> None:
        self.reading: ReadingPanel | None = None
        self.stepper: StepperPanel | None = None
        self.put_aside: set[tuple[str, str]] = set()  # closable readings the person put aside (or opened)
        self.waiting: tuple[Plan, int] | None = None  # a plan's next action, waiting for the person's turn

    def open_pickers(self, picker: Any) -> None:
        """The panels for the affordances' picker (a new one, or the same kept as it was)."""
        if not isinstance(picker, Reading) or not self.reading_open(picker):
            self.reading = None
        elif self.reading is None or (self.reading.title, self.reading.text, self.reading.area) != \
                (picker.title, picker.text, self.area):
            choices = picker.choices + (((PUT_ASIDE.label, PUT_ASIDE),) if picker.closable else ())
            self.reading = ReadingPanel(picker.title, picker.text, choices, self.area, self.app.text_scale,
                                        window_height=self.app.size[1])
        if not isinstance(picker, Stepper) or not self.session.is_human_turn():
            self.stepper = None
        elif self.stepper is None or self.stepper.picker != picker:
            self.stepper = StepperPanel(picker, self.text(16))

    def reading_open(self, picker: Reading) -> bool:
        """Whether a reading shows: always, unless it is closable and the person put it aside (or it
        starts put aside, as every closable one does under a lesson, and they have not opened it)."""
        if not picker.closable:
            return True
        toggled = (picker.title, picker.text) in self.put_aside
        opened = picker.opened and self.gate is None  # a lesson's own text speaks first: read on request
        return opened != toggled

    def toggle_reading(self) -> None:
        picker = self.aff.picker
        if isinstance(picker, Reading) and picker.closable:
            self.put_aside ^= {(picker.title, picker.text)}
            self.app.sound.play("click")
            self.refresh()

    def press_stepper(self, pos: tuple[float, float]) -> bool:
        """A click on the stepper: − and + change the number, its buttons send their actions."""
        if self.stepper is None or not self.stepper.contains(pos):
            return False
        kind, action = self.stepper.press(pos)
        if kind == "act":
            self.choose(action)
        elif kind == "step":
            self.app.sound.play("click")
        return True

    def draw_stepper(self, surface: pygame.Surface) -> None:
        if self.stepper is not None and not self.menu.open:
            self.stepper.draw(surface)

    def send_plan(self, plan: Plan) -> None:
        """A gesture that means several actions: each in turn while the rules still take it from
        the same person (a forced stop on a walked path ends it quietly)."""
        self.waiting = None
        for i, action in enumerate(plan.actions):
            if not self.session.is_human_turn() or action not in self.session.human_actions():
                if i == 0:
                    self.refused("That cannot be done now.")
                    self.refresh()
                elif plan.wait:
                    self.waiting = (plan, i)
                return
            version = self.session.version
            self.send(action)
            if self.session.version == version:  # refused (a lesson's gate): the rest waits too
                return


    def resume_plan(self) -> bool:
        """The person is asked again while a plan waits: its next action if the rules take it, the
        plan's ``meanwhile`` if they ask for that instead; the plan is dropped ("nope") once the
        decision of its action's kind comes without it; anything else the person answers first."""
        if self.waiting is None or not self.session.is_human_turn() or self.board.animating:
            return False
        plan, i = self.waiting
        legal = self.session.human_actions()
        action = plan.actions[i]
        kind = getattr(action, "kind", None)
        if action in legal:
            self.waiting = (plan, i + 1) if i + 1 < len(plan.actions) else None
            self.send(action)
        elif plan.meanwhile is not None and plan.meanwhile in legal:
            self.send(plan.meanwhile)
        elif kind is not None and any(getattr(a, "kind", None) == kind for a in legal):
            self.waiting = None  # its decision has come, and it is not among the options any more
            self.refused("That move is no longer possible.")
        else:
            return False  # something else is asked first (an answer to a teammate): the person gives it
        return True


__all__ = ["TablePickers"]

"""The table's time: animations and sounds in step with the clock, the count-up at the end, the
turn driver asking other seats for their moves, and when the table next needs a frame (so an idle
table lets the app sleep).

A mixin of ``TableScene``.
"""

from __future__ import annotations

from ..table.countup import CountUp
from . import navigation
from .table_input import HOVER_DELAY

FORESHADOW = 0.45  # seconds another seat's target glows before its move plays out (normal speed)
ATTENTION = 2.5    # seconds the pieces you may play pulse after a decision starts (then they rest)
AI_POLL = 0.05     # how often a thinking AI is asked whether it has answered


class TableTime:
    def update(self, dt: float) -> None:
        self.clock += dt
        self.choreographer.update(self.clock)
        for name in self.choreographer.due_sounds(self.clock):
            self.app.sound.play(name)
        problem = self.app.ai.service.take_error()
        if problem:
            self.say(problem)
        saving = self.session.save_error  # a lasting condition: say it when it appears
        if saving != self.save_problem:
            self.save_problem = saving
            if saving:
                self.say(saving)
        self.board.update(dt)
        self.toast_time = max(0.0, self.toast_time - dt)
        self.tick_hover(dt)
        if self.spotlight is not None and self.clock >= self.spotlight[1]:
            self.spotlight = None
        if self.session.result() is not None:
            if not self.board.animating and not self.results_shown and self.gate is None:
                self._count_up()
            return
        self._drive()

    def _count_up(self) -> None:
        """Light each counted piece in turn while its points count into the total, then the results."""
        if self.counting is None:
            ending = self.adapter.ending(self.shown, self.session.result(), self.perspective)
            if ending.banner:
                self.say(ending.banner)
            self.counting = CountUp(ending.count, self.clock, self.board.time_scale)
            self.choreographer.sounds += self.counting.cues()
        if self.counting.over(self.clock):
            self.results_shown = True
            navigation.show_results(self.app, self.session)

    def _drive(self) -> None:
        if self.resume_plan():
            return
        if self.driver.waiting_for_hint():
            self._take_hint()
            return
        if self.foreshadow is not None:
            action, _, when = self.foreshadow
            if self.clock >= when:
                self.foreshadow = None
                self.play(action)
            return
        busy = self.board.animating or self.choreographer.busy
        action = self.driver.next_move(self.clock, busy)
        if action is None:
            return
        keys = self.adapter.target_of(self.shown, action, self.layout) if self.board.time_scale > 0 else set()
        if keys:
            self.foreshadow = (action, keys, self.clock + FORESHADOW * self.board.time_scale)
        else:
            self.play(action)


    def attention(self) -> None:
        """Something new to decide (or the player acted): the playable pieces pulse for a moment."""
        self.attention_since = self.clock

    def attentive(self) -> bool:
        """The pulses still run (then they rest, steady, and the table may sleep)."""
        return self.clock - self.attention_since < ATTENTION * max(self.board.time_scale, 0.5)

    def next_wake(self) -> float | None:
        if (self.board.animating or self.choreographer.busy or self.drag.active or self.foreshadow is not None
                or self.counting is not None or self.attentive() or self.arrange is not None
                or self.spotlight is not None or (self.waiting is not None and self.session.is_human_turn())):
            return 0.0
        if self.session.result() is not None and not self.results_shown and self.gate is None:
            return 0.0
        waits = [self.toast_time] if self.toast_time > 0 else []
        if self.choreographer.sounds:
            waits.append(max(0.0, min(when for when, _ in self.choreographer.sounds) - self.clock))
        if (self.hover_key is not None or self.hover_zone is not None) and not self.drag.active:
            waits += [t - self.hover_time for t in (0.15, HOVER_DELAY) if self.hover_time < t]
        if self.driver.thinking() or self.driver.waiting_for_hint():
            waits.append(AI_POLL)
        elif self.session.to_act() is not None and not self.driver.person_to_act():
            waits.append(max(0.0, self.driver.ready_at - self.clock))
        return min(waits) if waits else None

"""The ``Lesson`` cursor: where a learner is in a tutorial, with no game state of its own.

The app's tutorial overlay follows the table's session with it, and ``TutorialRun`` follows its
own copy of the game with it (see ``rules.core.tutorial`` for how the two are used).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Hashable

from .tutorial_script import Expect, Highlight, Step, Tutorial, TutorialError


class Lesson:
    """Where a learner is in a tutorial: the step, the awaited move, the rivals' next scripted
    move. No game state: every question takes the current state from whoever holds the game
    (the full state, not a seat's view: a view hides a rival's private options), and
    ``observe`` must hear of every move applied to it, in order.

    The learner plays every seat of ``tutorial.learners`` (``learners`` here): the awaited move
    is made by whichever of them is to act; every other seat is a scripted rival.

    Once finished the lesson constrains nothing: the game may go on as free play (a lesson
    may end before the game does), ``rival_due`` is False and ``observe`` ignores moves.
    """

    def __init__(self, tutorial: Tutorial, module: ModuleType) -> None:
        problems = tutorial.problems()
        if problems:
            raise TutorialError("; ".join(problems))
        self.tutorial = tutorial
        self.module = module
        self.learner = tutorial.learner
        self.step_index = 0
        self.move_index = 0  # which Expect of the current step is awaited
        self.rival_index = 0  # next entry of tutorial.rival_actions
        self.finished = False

    @property
    def learners(self) -> tuple[int, ...]:
        """Every seat the learner plays (``learner`` is one of them)."""
        return self.tutorial.learners

    # --- where the lesson is (no state needed) --------------------------------------------------

    @property
    def step(self) -> Step | None:
        """The current step (``None`` once finished)."""
        return None if self.finished else self.tutorial.steps[self.step_index]

    @property
    def awaited(self) -> Expect | None:
        """The learner move the step is at (``None`` on a button step or once finished), whether
        or not a rival must move first."""
        step = self.step
        return None if step is None or step.button is not None else step.expect[self.move_index]

    def highlights(self) -> tuple[Highlight, ...]:
        """The step's highlights plus those of the awaited move, each once, the step's first."""
        step = self.step
        if step is None:
            return ()
        awaited = self.awaited
        return tuple(dict.fromkeys(step.highlight + (awaited.highlight if awaited is not None else ())))

    def prompt(self) -> str:
        """The awaited move's short line ("" on a button step or once finished)."""
        awaited = self.awaited
        return awaited.prompt if awaited is not None else ""

    # --- what the state allows now --------------------------------------------------------------

    def rival_due(self, state: Any) -> bool:
        """A scripted seat must decide in ``state`` before the learner can do anything."""
        if self.finished:
            return False
        seat = self.module.to_act(state)
        return seat is not None and seat not in self.tutorial.learners

    def waiting_for_button(self, state: Any) -> bool:
        step = self.step
        return step is not None and step.button is not None and not self.rival_due(state)

    def expected(self, state: Any) -> Hashable | str | None:
        """What is accepted now: the awaited action, the button's name, or ``None`` (a rival
        is due, or the lesson is finished)."""
        step = self.step
        if step is None or self.rival_due(state):
            return None
        return step.button if step.button is not None else step.expect[self.move_index].action

    def expected_label(self, state: Any) -> str:
        """The awaited action's label as the game writes it (from the legal list), or the button."""
        want = self.expected(state)
        if want is None or isinstance(want, str):
            return want or ""
        for action in self.module.legal_actions(state):
            if action == want:
                return action.label
        return getattr(want, "label", repr(want))

    def awaited_moves(self, state: Any) -> tuple[Expect, ...]:
        """The learner moves this step still waits for, in order (empty while a rival is due and
        on a button step). A table may let the learner stage several before sending any (Sky
        Castle's placements, spec 8.2)."""
        step = self.step
        if step is None or step.button is not None or self.rival_due(state):
            return ()
        return step.expect[self.move_index:]

    def allows(self, state: Any, action: Hashable) -> bool:
        """``action`` is the learner move awaited now (its legality is the rules' to judge)."""
        awaited = self.awaited
        return awaited is not None and action == awaited.action and not self.rival_due(state)

    def allows_soon(self, state: Any, action: Hashable) -> bool:
        """``action`` is one of the moves this step still waits for: a table may stage it now
        and send it when its turn comes."""
        return any(expect.action == action for expect in self.awaited_moves(state))

    def hint(self, state: Any) -> str:
        """What a wrong move is told now."""
        step = self.step
        if step is None:
            return "The tutorial is over."
        if self.rival_due(state):
            return "Wait a moment: the other side is still playing."
        if step.button is not None:
            return step.hint or f"Press {step.button} to go on."
        awaited = step.expect[self.move_index]
        return awaited.hint or step.hint or "That is not the move this lesson is about. Try again."

    def rival_action(self, state: Any) -> Hashable:
        """The next scripted rival decision, legal in ``state``; ``TutorialError`` when no rival
        is due, the script ran out, or its next move is not legal."""
        if not self.rival_due(state):
            raise TutorialError(f"step {self.step_index + 1}: no scripted seat is to act")
        script = self.tutorial.rival_actions
        if self.rival_index >= len(script):
            raise TutorialError(f"step {self.step_index + 1}: the rival script ran out")
        action = script[self.rival_index]
        if action not in self.module.legal_actions(state):
            raise TutorialError(f"scripted rival action #{self.rival_index + 1} {action!r} is not legal now")
        return action

    # --- moving on ------------------------------------------------------------------------------

    def observe(self, before: Any, action: Hashable, after: Any) -> None:
        """``action`` was applied to ``before`` and gave ``after``: a scripted rival move moves
        the script on, the awaited learner move moves the step on. Anything else means the game
        left the script (``TutorialError``). So does an ``after`` in which the learner is to
        act but the move now awaited is not legal."""
        if self.finished:
            return
        if self.rival_due(before):
            script = self.tutorial.rival_actions
            want = script[self.rival_index] if self.rival_index < len(script) else None
            if action != want:
                raise TutorialError(f"a rival played {action!r}; the script says {want!r}")
            self.rival_index += 1
        elif self.allows(before, action):
            self.move_index += 1
            if self.move_index == len(self.step.expect):  # type: ignore[union-attr]
                self._next_step()
        else:
            raise TutorialError(f"step {self.step_index + 1}: {action!r} is neither the awaited move "
                                f"({self.expected(before)!r}) nor a scripted rival move")
        self._check(after)

    def press(self, state: Any, button: str) -> bool:
        """Press a tutorial button; True if it was the one awaited (the step then moves on)."""
        if not self.waiting_for_button(state) or button.lower() != self.step.button.lower():  # type: ignore
            return False
        self._next_step()
        return True

    def _next_step(self) -> None:
        self.move_index = 0
        if self.step_index + 1 >= len(self.tutorial.steps):
            self.finished = True
        else:
            self.step_index += 1

    def _check(self, state: Any) -> None:
        """Fail at once when the learner is to act but cannot make the move awaited."""
        awaited = self.awaited
        if awaited is None or self.rival_due(state):
            return
        if self.module.to_act(state) not in self.tutorial.learners:
            raise TutorialError(f"step {self.step_index + 1} awaits a move, but the game is over")
        if awaited.action not in self.module.legal_actions(state):
            raise TutorialError(f"step {self.step_index + 1}: the awaited move {awaited.action!r} is not legal")

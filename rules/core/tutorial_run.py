"""A tutorial playing its own copy of the game (``TutorialRun``), played to the end by
``play_through``, and ``seats_named`` for its texts: for tests and headless checks.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Hashable

from .lesson import Lesson
from .text import name_seats
from .tutorial_script import Expect, Highlight, Step, Tutorial, TutorialError


class TutorialRun:
    """A lesson playing its own copy of the game: the state, the learner's log and the lesson.

    Pure: no clock, no drawing. Rivals move only when ``advance_rival`` / ``advance_rivals`` is
    called. For tests and headless checks; the app keeps the game in its session and follows it
    with a ``Lesson``.
    """

    def __init__(self, tutorial: Tutorial, module: ModuleType) -> None:
        self.lesson = Lesson(tutorial, module)
        self.tutorial = tutorial
        self.module = module
        self.learner = tutorial.learner  # the log is read through this seat's eyes
        opening = getattr(module, "new_game_with_events", None)
        if opening is not None:
            self.state, events = opening(tutorial.players, tutorial.seed, dict(tutorial.options))
        else:
            self.state, events = module.new_game(tutorial.players, tutorial.seed, dict(tutorial.options)), []
        self.events: list[Any] = module.events_for(events, self.learner)
        self.opening_events: list[Any] = list(self.events)
        self._step_log_start = 0

    # --- the lesson, asked about this run's state ----------------------------------------------

    @property
    def step_index(self) -> int:
        return self.lesson.step_index

    @property
    def move_index(self) -> int:
        return self.lesson.move_index

    @property
    def rival_index(self) -> int:
        return self.lesson.rival_index

    @property
    def finished(self) -> bool:
        return self.lesson.finished

    @property
    def step(self) -> Step | None:
        return self.lesson.step

    @property
    def awaited(self) -> Expect | None:
        return self.lesson.awaited

    def awaited_moves(self) -> tuple[Expect, ...]:
        return self.lesson.awaited_moves(self.state)

    def rival_due(self) -> bool:
        return self.lesson.rival_due(self.state)

    def waiting_for_button(self) -> bool:
        return self.lesson.waiting_for_button(self.state)

    def expected(self) -> Hashable | str | None:
        return self.lesson.expected(self.state)

    def expected_label(self) -> str:
        return self.lesson.expected_label(self.state)

    def highlights(self) -> tuple[Highlight, ...]:
        return self.lesson.highlights()

    def prompt(self) -> str:
        return self.lesson.prompt()

    def hint(self) -> str:
        return self.lesson.hint(self.state)

    def step_events(self) -> list[Any]:
        """The learner's events since the current step began (what the step narrates)."""
        return self.events[self._step_log_start:]

    def result(self) -> Any:
        return self.module.result(self.state)

    # --- input ---------------------------------------------------------------------------------

    def try_action(self, action: Hashable) -> tuple[bool, str | list[Any]]:
        """(True, the learner's events) if ``action`` is the awaited move, applied; otherwise
        (False, a hint) and nothing changes. A wrong move is never penalised."""
        if not self.lesson.allows(self.state, action):
            return False, self.hint()
        if action not in self.module.legal_actions(self.state):
            raise TutorialError(f"step {self.step_index + 1}: the awaited move {action!r} is not legal")
        return True, self._apply(action)

    def press(self, button: str) -> bool:
        """Press a tutorial button; True if it was the one awaited (the step then moves on)."""
        if not self.lesson.press(self.state, button):
            return False
        self._step_log_start = len(self.events)
        return True

    def advance_rival(self) -> list[Any]:
        """Apply the next scripted rival decision, if a rival is due; the learner's events."""
        if not self.rival_due():
            return []
        return self._apply(self.lesson.rival_action(self.state))

    def advance_rivals(self) -> list[Any]:
        """Apply scripted rival decisions until the learner is to act or the game is over."""
        seen: list[Any] = []
        while self.rival_due():
            seen.extend(self.advance_rival())
        return seen

    def _apply(self, action: Hashable) -> list[Any]:
        where = (self.lesson.step_index, self.lesson.finished)
        after, events = self.module.apply(self.state, action)
        self.lesson.observe(self.state, action, after)
        self.state = after
        seen = self.module.events_for(events, self.learner)
        self.events.extend(seen)
        if (self.lesson.step_index, self.lesson.finished) != where:
            self._step_log_start = len(self.events)
        return seen


def play_through(tutorial: Tutorial, module: ModuleType) -> TutorialRun:
    """Play a tutorial to the end doing exactly what it asks (for tests and a quick check)."""
    run = TutorialRun(tutorial, module)
    guard = 0
    while not run.finished:
        guard += 1
        if guard > 10_000:
            raise TutorialError("the tutorial does not end")
        if run.rival_due():
            run.advance_rival()
            continue
        want = run.expected()
        if isinstance(want, str):
            ok = run.press(want)
        else:
            ok = run.try_action(want)[0]
        if not ok:
            raise TutorialError(f"step {run.step_index + 1}: the awaited {want!r} was refused")
    if run.rival_index != len(tutorial.rival_actions):
        raise TutorialError(f"{len(tutorial.rival_actions) - run.rival_index} scripted rival actions were never used")
    return run


def seats_named(text: str, tutorial: Tutorial) -> str:
    """``text`` (events say "Seat 1") with the tutorial's seat names ("Rival"), the learner as
    "you"/"your". An event the learner is the subject of reads right only through
    ``event_text(event, tutorial.seat_names, tutorial.learner)``, which picks its "you" form.
    A learner playing several seats has no single "you": each is called by its name."""
    if not tutorial.seat_names:
        return text
    you = tutorial.learner if len(tutorial.learners) == 1 else None
    return name_seats(text, tutorial.seat_names, you=you)

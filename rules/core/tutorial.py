"""Guided tutorials as plain data, a pure cursor that follows them, and a runner for tests.

Why data: the design asks for one scripted walkthrough per game that the rules tests can play
to the end headlessly, while the app's tutorial overlay only draws what the lesson says (the
step's text, its highlights, the move it waits for). A script is a list of frozen records that
is easy to read next to the spec's walkthrough table.

A ``Tutorial`` fixes the start (game, players, seed, ``new_game`` options with ``deal`` and
``rig``), names the learner's seat and lists ``Step`` records in order. A step waits either for
a tutorial button (``START``, ``NEXT``, ``FINISH``) or for one or more learner actions in
sequence (each an ``Expect``). Every other seat is scripted: ``rival_actions`` is one list,
consumed in order at every decision of a non-learner seat, and each entry must be legal then.

Highlight targets are tuples ``(kind, value, ...)``: a kind name, then names and numbers. Core
checks only that shape (``highlight_problem``); each game's tutorial module documents its kinds
and values and checks them (``rules.<game>.tutorial``), and its table turns them into pieces.

Two ways to follow a lesson:

* ``Lesson`` is the cursor alone (step, awaited move, next scripted rival move) and holds no
  game state. Whoever holds the game passes its current state to every question and reports each
  move it applied; this is what the app's overlay does, next to the table's own session::

      lesson = Lesson(tutorial, module)
      if lesson.rival_due(state):
          action = lesson.rival_action(state)        # the scripted move, checked legal
      elif lesson.waiting_for_button(state):
          ... show lesson.step.text, lesson.highlights(); on click: lesson.press(state, name)
      elif lesson.allows(state, dropped):
          ...                                        # the awaited move: apply it
      else:
          ... show lesson.hint(state), glide back
      after, events = module.apply(state, action)
      lesson.observe(state, action, after)          # after every applied move, rival or learner

* ``TutorialRun`` is a lesson playing its own copy of the game (tests, headless checks).

Standard library only; no I/O; no game is imported here (callers pass the rules module).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any, Hashable, Mapping

from .text import name_seats

START, NEXT, FINISH = "Start", "Next", "Finish"
BUTTONS = (START, NEXT, FINISH)

Highlight = tuple[Any, ...]


class TutorialError(AssertionError):
    """The script itself is wrong (an illegal scripted move, a step that cannot be reached), or
    the game a lesson follows went somewhere the script does not.

    Never raised for a learner's wrong move: that only earns a hint.
    """


def highlight_problem(target: Highlight) -> str | None:
    """Why ``target`` is not a highlight at all, or ``None``: a non-empty tuple whose first item
    names a kind and whose other items are names or numbers. Only the shape: whether the kind
    and the values mean anything is the game's to say."""
    if not isinstance(target, tuple) or not target or not isinstance(target[0], str):
        return f"{target!r}: a highlight is a tuple starting with the name of its kind"
    for value in target[1:]:
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            return f"{target!r}: a highlight's values are names (str) and numbers (int), not {value!r}"
    return None


@dataclass(frozen=True)
class Expect:
    """One learner move a step waits for.

    ``prompt`` is the short line shown while this move is awaited (e.g. "Now click the Rival's
    card"); ``hint`` answers any other move; ``highlight`` is added to the step's highlights
    while this move is the one awaited.
    """

    action: Hashable
    prompt: str = ""
    hint: str = ""
    highlight: tuple[Highlight, ...] = ()


@dataclass(frozen=True)
class Step:
    """One stop of the walkthrough: text to read, things to highlight, and what ends it.

    Exactly one of ``button`` (a tutorial button: Start, Next, Finish) and ``expect`` (learner
    moves, in order) is given. ``hint`` is the fallback answer to a wrong move.
    """

    title: str
    text: str
    highlight: tuple[Highlight, ...] = ()
    button: str | None = None
    expect: tuple[Expect, ...] = ()
    hint: str = ""


@dataclass(frozen=True)
class Tutorial:
    """A whole walkthrough: a fixed start, the learner's seat, the steps and the rivals' moves."""

    game: str
    title: str
    players: int
    seed: int
    options: Mapping[str, Any]
    learner: int
    steps: tuple[Step, ...]
    rival_actions: tuple[Hashable, ...]
    seat_names: tuple[str, ...] = ()

    def problems(self) -> list[str]:
        """What is structurally wrong with the script (empty when nothing): checked before play
        so a broken script fails at once, not half-way through a lesson."""
        out = []
        if not self.steps:
            out.append("a tutorial needs at least one step")
        if not 0 <= self.learner < self.players:
            out.append(f"the learner's seat {self.learner} is not one of {self.players} seats")
        if self.seat_names and len(self.seat_names) != self.players:
            out.append("seat_names lists one name per seat")
        for i, step in enumerate(self.steps, 1):
            if (step.button is None) == (not step.expect):
                out.append(f"step {i} ({step.title}) must wait for exactly one of: a button, learner moves")
            if step.button is not None and step.button not in BUTTONS:
                out.append(f"step {i}: unknown button {step.button!r}")
            for target in highlights_of(step):
                problem = highlight_problem(target)
                if problem:
                    out.append(f"step {i}: {problem}")
        if self.steps and self.steps[-1].button != FINISH:
            out.append("the last step waits for the Finish button")
        return out


def highlights_of(step: Step) -> tuple[Highlight, ...]:
    """Every highlight a step may show: its own, then each awaited move's."""
    return step.highlight + tuple(h for expect in step.expect for h in expect.highlight)


class Lesson:
    """Where a learner is in a tutorial: the step, the awaited move, the rivals' next scripted
    move. No game state: every question takes the current state from whoever holds the game
    (the full state, not a seat's view: a view hides a rival's private options), and
    ``observe`` must hear of every move applied to it, in order.

    Once finished the lesson constrains nothing: the game may go on as free play (Sky Castle
    hands over for rounds 2 and 3), ``rival_due`` is False and ``observe`` ignores moves.
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
        return seat is not None and seat != self.learner

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
        if self.module.to_act(state) != self.learner:
            raise TutorialError(f"step {self.step_index + 1} awaits a move, but the game is over")
        if awaited.action not in self.module.legal_actions(state):
            raise TutorialError(f"step {self.step_index + 1}: the awaited move {awaited.action!r} is not legal")


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
        self.learner = tutorial.learner
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
    ``event_text(event, tutorial.seat_names, tutorial.learner)``, which picks its "you" form."""
    return name_seats(text, tutorial.seat_names, you=tutorial.learner) if tutorial.seat_names else text


__all__ = [
    "BUTTONS", "Expect", "FINISH", "Highlight", "Lesson", "NEXT", "START", "Step", "Tutorial", "TutorialError",
    "TutorialRun", "highlight_problem", "highlights_of", "play_through", "seats_named",
]

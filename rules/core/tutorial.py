"""Guided tutorials as plain data, and a pure runner that plays them.

Why data: the design asks for one scripted walkthrough per game that the rules tests can play
to the end headlessly, while the app's tutorial overlay only draws what the runner says (the
step's text, its highlights, the move it waits for). Neither side needs the other; a script is a
list of frozen records that is easy to read next to the spec's walkthrough table.

A ``Tutorial`` fixes the start (game, players, seed, ``new_game`` options with ``deal`` and
``rig``), names the learner's seat and lists ``Step`` records in order. A step waits either for
a tutorial button (``START``, ``NEXT``, ``FINISH``) or for one or more learner actions in
sequence (each an ``Expect``). Every other seat is scripted: ``rival_actions`` is one list,
consumed in order at every decision of a non-learner seat, and each entry must be legal then.

Highlight targets are plain tuples (game-agnostic; a game documents which ones it uses):

=============================  ==========================================================
``("hand", seat, name)``       a card of that name in ``seat``'s hand (``name`` as the
                               game's actions spell it, e.g. Caleira's ``"BAT"``)
``("piece", seat, pos)``       the piece at position ``pos`` (from 1) of ``seat``'s castle/row
``("castle", seat)``           ``seat``'s whole castle (row of pieces)
``("hand_area", seat)``        ``seat``'s hand area (a rival's card backs; a drop target)
``("zone", name)``             a shared zone: ``"deck"``, ``"discard"``, ``"queue"``,
                               ``"scoreboard"``, ``"log"``
``("button", name)``           a control: ``"face_up"``, ``"face_down"`` (play drop zones),
                               ``"reveal_none"``, ``"reveal"`` (Watchtower), ``"turn_face_up"``,
                               ``"leave_face_down"`` (Observatory), ``"done"`` (an ordering
                               overlay), or the tutorial's own ``"start"``, ``"next"``, ``"finish"``
=============================  ==========================================================

Standard library only; no I/O. Driving it (what the app's overlay does)::

    run = TutorialRun(tutorial)            # module found through rules.catalog
    while not run.finished:
        if run.rival_due():
            events = run.advance_rival()   # one scripted rival decision, to animate
        elif run.waiting_for_button():
            ... show run.step.text, run.highlights(); on click: run.press(run.expected())
        else:
            ... on a drop turned into an action: ok, out = run.try_action(action)
            ... ok: animate ``out`` (events); not ok: show ``out`` (a hint), glide back
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Hashable, Mapping

from .text import name_seats

START, NEXT, FINISH = "Start", "Next", "Finish"
BUTTONS = (START, NEXT, FINISH)

Highlight = tuple[Any, ...]

HIGHLIGHT_KINDS = {"hand": 3, "piece": 3, "castle": 2, "hand_area": 2, "zone": 2, "button": 2}
ZONES = ("deck", "discard", "queue", "scoreboard", "log")
CONTROLS = ("face_up", "face_down", "reveal_none", "reveal", "turn_face_up", "leave_face_down", "done",
            "start", "next", "finish")


class TutorialError(AssertionError):
    """The script itself is wrong (an illegal scripted move, a step that cannot be reached).

    Never raised for a learner's wrong move: that only earns a hint.
    """


def highlight_problem(target: Highlight) -> str | None:
    """Why ``target`` is not a well-formed highlight, or ``None`` (shape only, not the state)."""
    if not isinstance(target, tuple) or not target or target[0] not in HIGHLIGHT_KINDS:
        return f"{target!r}: a highlight is a tuple starting with one of {sorted(HIGHLIGHT_KINDS)}"
    kind = target[0]
    if len(target) != HIGHLIGHT_KINDS[kind]:
        return f"{target!r}: {kind!r} takes {HIGHLIGHT_KINDS[kind] - 1} value(s)"
    if kind in ("hand", "piece", "castle", "hand_area") and not (isinstance(target[1], int) and target[1] >= 0):
        return f"{target!r}: the second value is a seat"
    if kind == "hand" and not isinstance(target[2], str):
        return f"{target!r}: a hand highlight names a card"
    if kind == "piece" and not (isinstance(target[2], int) and target[2] >= 1):
        return f"{target!r}: positions count from 1"
    if kind == "zone" and target[1] not in ZONES:
        return f"{target!r}: zones are {', '.join(ZONES)}"
    if kind == "button" and target[1] not in CONTROLS:
        return f"{target!r}: buttons are {', '.join(CONTROLS)}"
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
            for target in step.highlight + tuple(h for e in step.expect for h in e.highlight):
                problem = highlight_problem(target)
                if problem:
                    out.append(f"step {i}: {problem}")
        if self.steps and self.steps[-1].button != FINISH:
            out.append("the last step waits for the Finish button")
        return out


class TutorialRun:
    """One learner playing one tutorial: the game state, the current step and the log.

    Pure: no clock, no drawing. Rivals move only when ``advance_rival`` / ``advance_rivals`` is
    called, so the app can pace their moves like any AI's.
    """

    def __init__(self, tutorial: Tutorial, module: ModuleType | None = None) -> None:
        problems = tutorial.problems()
        if problems:
            raise TutorialError("; ".join(problems))
        if module is None:
            module = importlib.import_module("rules.catalog").load(tutorial.game)
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
        self.step_index = 0
        self.move_index = 0  # which Expect of the current step is awaited
        self.rival_index = 0  # next entry of tutorial.rival_actions
        self.finished = False
        self._step_log_start = 0

    # --- what the overlay shows ------------------------------------------------------------

    @property
    def step(self) -> Step | None:
        """The current step (``None`` once finished)."""
        return None if self.finished else self.tutorial.steps[self.step_index]

    @property
    def awaited(self) -> Expect | None:
        """The learner move awaited now (``None`` on a button step or once finished)."""
        step = self.step
        return None if step is None or step.button is not None else step.expect[self.move_index]

    def awaited_moves(self) -> tuple[Expect, ...]:
        """The learner moves this step still waits for, in order. A table may let the learner
        prepare several of them before sending any (Sky Castle's placements, spec 8.2)."""
        step = self.step
        if step is None or step.button is not None or self.rival_due():
            return ()
        return step.expect[self.move_index:]

    def rival_due(self) -> bool:
        """A scripted seat must decide before the learner can do anything."""
        seat = self.module.to_act(self.state)
        return seat is not None and seat != self.learner

    def waiting_for_button(self) -> bool:
        return not self.finished and not self.rival_due() and self.step.button is not None  # type: ignore[union-attr]

    def expected(self) -> Hashable | str | None:
        """What is accepted now: the awaited action, the button's name, or ``None`` (a rival
        is due, or the tutorial is finished)."""
        if self.finished or self.rival_due():
            return None
        step = self.step
        assert step is not None
        return step.button if step.button is not None else step.expect[self.move_index].action

    def expected_label(self) -> str:
        """The awaited action's label as the game writes it (from the legal list), or the button."""
        want = self.expected()
        if want is None or isinstance(want, str):
            return want or ""
        for action in self.module.legal_actions(self.state):
            if action == want:
                return action.label
        return getattr(want, "label", repr(want))

    def highlights(self) -> tuple[Highlight, ...]:
        """The step's highlights plus those of the awaited move, without repeats."""
        step = self.step
        if step is None:
            return ()
        awaited = self.awaited
        both = step.highlight + (awaited.highlight if awaited is not None else ())
        return tuple(dict.fromkeys(both))  # each target once, step's first

    def prompt(self) -> str:
        awaited = self.awaited
        return awaited.prompt if awaited is not None else ""

    def hint(self) -> str:
        """What a wrong move is told now."""
        step = self.step
        if step is None:
            return "The tutorial is over."
        if self.rival_due():
            return "Wait a moment: the other side is still playing."
        if step.button is not None:
            return step.hint or f"Press {step.button} to go on."
        awaited = step.expect[self.move_index]
        return awaited.hint or step.hint or "That is not the move this lesson is about. Try again."

    def step_events(self) -> list[Any]:
        """The learner's events since the current step began (what the step narrates)."""
        return self.events[self._step_log_start:]

    def result(self) -> Any:
        return self.module.result(self.state)

    # --- input -----------------------------------------------------------------------------

    def try_action(self, action: Hashable) -> tuple[bool, str | list[Any]]:
        """(True, the learner's events) if ``action`` is the awaited move, applied; otherwise
        (False, a hint) and nothing changes. A wrong move is never penalised."""
        if self.finished or self.rival_due() or self.step.button is not None:  # type: ignore[union-attr]
            return False, self.hint()
        awaited = self.awaited
        assert awaited is not None
        if action != awaited.action:
            return False, self.hint()
        if self.module.to_act(self.state) != self.learner:
            raise TutorialError(f"step {self.step_index + 1} awaits a move, but the learner is not to act")
        if action not in self.module.legal_actions(self.state):
            raise TutorialError(f"step {self.step_index + 1}: the awaited move {action!r} is not legal")
        self.state, events = self.module.apply(self.state, action)
        seen = self.module.events_for(events, self.learner)
        self.events.extend(seen)
        self.move_index += 1
        if self.move_index == len(self.step.expect):  # type: ignore[union-attr]
            self._next_step()
        return True, seen

    def press(self, button: str) -> bool:
        """Press a tutorial button; True if it was the one awaited (the step then moves on)."""
        if self.finished or self.rival_due():
            return False
        step = self.step
        assert step is not None
        if step.button is None or button.lower() != step.button.lower():
            return False
        self._next_step()
        return True

    def advance_rival(self) -> list[Any]:
        """Apply the next scripted rival decision, if a rival is due; the learner's events."""
        if not self.rival_due():
            return []
        script = self.tutorial.rival_actions
        if self.rival_index >= len(script):
            raise TutorialError(f"the rival script ran out ({self.state!r})")
        action = script[self.rival_index]
        if action not in self.module.legal_actions(self.state):
            raise TutorialError(f"scripted rival action #{self.rival_index + 1} {action!r} is not legal now")
        self.rival_index += 1
        self.state, events = self.module.apply(self.state, action)
        seen = self.module.events_for(events, self.learner)
        self.events.extend(seen)
        return seen

    def advance_rivals(self) -> list[Any]:
        """Apply scripted rival decisions until the learner is to act or the game is over."""
        seen: list[Any] = []
        while self.rival_due():
            seen.extend(self.advance_rival())
        return seen

    def _next_step(self) -> None:
        self.move_index = 0
        self._step_log_start = len(self.events)
        if self.step_index + 1 >= len(self.tutorial.steps):
            self.finished = True
        else:
            self.step_index += 1


def play_through(tutorial: Tutorial, module: ModuleType | None = None) -> TutorialRun:
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
    """``text`` (events say "Seat 1") with the tutorial's seat names ("You", "Rival")."""
    return name_seats(text, tutorial.seat_names) if tutorial.seat_names else text


__all__ = [
    "BUTTONS", "CONTROLS", "Expect", "FINISH", "HIGHLIGHT_KINDS", "Highlight", "NEXT", "START", "Step", "Tutorial",
    "TutorialError", "TutorialRun", "ZONES", "highlight_problem", "play_through", "seats_named",
]

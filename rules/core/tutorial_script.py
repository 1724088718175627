"""A tutorial as plain data: the ``Tutorial`` script, its ``Step`` and ``Expect`` records, the
tutorial buttons, and the shape of a highlight (see ``rules.core.tutorial`` for the whole story).

Its own module so that a game's walkthrough, the ``Lesson`` cursor and the ``TutorialRun``
runner all build on the same records without importing one another.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Mapping

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

    ``only_option``: this move is the seat's only legal option when it is awaited, and the game
    offers it anyway on purpose (a decision with one option is normally the engine's to make and
    is never taught; a game may deliberately offer one, e.g. ending a phase so the player sees
    what comes next). Saying so here is what lets the tutorial contract accept the step.
    """

    action: Hashable
    prompt: str = ""
    hint: str = ""
    highlight: tuple[Highlight, ...] = ()
    only_option: bool = False


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
    """A whole walkthrough: a fixed start, the learner's seats, the steps and the rivals' moves.

    ``learner`` is the learner's seat: the eyes the lesson's log is read through, the "you" of
    its texts. ``learners`` lists every seat the learner plays (one person at the screen: a
    cooperative game may have them move several characters); left empty it is ``(learner,)``,
    and ``learner`` is always one of them. Every other seat is scripted (``rival_actions``).
    """

    game: str
    title: str
    players: int
    seed: int
    options: Mapping[str, Any]
    learner: int
    steps: tuple[Step, ...]
    rival_actions: tuple[Hashable, ...]
    seat_names: tuple[str, ...] = ()
    learners: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.learners:
            object.__setattr__(self, "learners", (self.learner,))  # frozen: the default, set once here

    def problems(self) -> list[str]:
        """What is structurally wrong with the script (empty when nothing): checked before play
        so a broken script fails at once, not half-way through a lesson."""
        out = []
        if not self.steps:
            out.append("a tutorial needs at least one step")
        for seat in self.learners:
            if not 0 <= seat < self.players:
                out.append(f"the learner's seat {seat} is not one of {self.players} seats")
        if self.learner not in self.learners:
            out.append(f"the learner's seat {self.learner} is not among the learners' seats {self.learners}")
        if len(set(self.learners)) != len(self.learners):
            out.append("learners names each seat once")
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

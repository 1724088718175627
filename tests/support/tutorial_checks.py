"""Walking a tutorial the way its learner would, shared by every game's tutorial tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.core.tutorial import TutorialRun


def points(run: TutorialRun) -> Iterator[Any]:
    """Every moment the learner can act (scripted seats advanced first), as what is expected
    then; after each yield the expected move or button is taken."""
    while not run.finished:
        run.advance_rivals()
        yield run.expected()
        want = run.expected()
        ok = run.press(want) if isinstance(want, str) else run.try_action(want)[0]
        assert ok, f"step {run.step_index + 1}: {want!r} refused"

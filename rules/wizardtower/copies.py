"""The hooks of the generic identical-copies check (tests/rules/test_identical_copies.py).

Every adventurer has a name of its own (spec 2.1) and every floor is different, so no two pieces
of this game are copies of each other: there is nothing a card's ID could tell beyond its name.
"""

from __future__ import annotations

from .state import State, to_json


def identical_groups(state: State) -> tuple[tuple[int, ...], ...]:
    """No alike pieces: the empty tuple."""
    return ()


def swap_copies(state: State, a: int, b: int) -> State:
    raise ValueError("Tower of the Sleepy Wizard has no identical copies: every adventurer is named")


def canonical_view(view: State) -> str:
    """A view's JSON as it is: with no copies there are no names to put in order."""
    return to_json(view)

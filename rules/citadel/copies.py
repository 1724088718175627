"""The hooks of the generic identical-copies check (tests/rules/test_identical_copies.py).

Nothing is secret between the characters (spec 7.2: the same things are hidden from every seat),
and the only alike pieces, switch tiles of one type, always lie face up in the rooms. So no seat
ever knows more about one copy than another and there is nothing to swap.
"""

from __future__ import annotations

from .saves import to_json
from .state import State


def identical_groups(state: State) -> tuple[tuple[int, ...], ...]:
    """No alike pieces in hiding: the empty tuple."""
    return ()


def swap_copies(state: State, a: int, b: int) -> State:
    raise ValueError("Professor Evil and the Citadel of Time hides no identical copies")


def canonical_view(view: State) -> str:
    """A view's JSON as it is: with no hidden copies there are no names to put in order."""
    return to_json(view)

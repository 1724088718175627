"""The two protocol functions every game writes the same way, written once.

Each game keeps its decision in progress as ``state.step = (kind, owner, ...)`` and caches its
options in ``state._legal``; ``legal_actions`` and ``apply`` are then the same everywhere: the
game passes in its own option list, its reasons and its two engine steps.
"""

from __future__ import annotations

from typing import Any, Callable, Collection, Sequence

from .errors import IllegalAction
from .events import Event


def cached_legal_actions(state: Any, options: Callable[[Any], Sequence[Any]],
                         private: Collection[str] = ()) -> Sequence[Any]:
    """The acting seat's options, computed once per state. On another seat's view a private
    decision (one whose options list hidden things, ``private`` kinds) has no known options."""
    legal = state._legal
    if legal is None:
        step = state.step
        if step is None:
            legal = ()
        elif state.viewer is not None and state.viewer != step[1] and step[0] in private:
            legal = ()
        else:
            legal = options(state)
        state._legal = legal
    return legal


def checked_apply(state: Any, action: Any, legal_actions: Callable[[Any], Sequence[Any]],
                  why_illegal: Callable[[Any, Any], str], act: Callable[[Any, Any, list[Event], bool], None],
                  advance: Callable[[Any, list[Event]], None]) -> tuple[Any, list[Event]]:
    """Check ``action``, carry it out on a copy, then run every step that needs no decision."""
    if state.viewer is not None:
        raise IllegalAction("this is one seat's view of the game; actions apply to the full state")
    if action not in legal_actions(state):
        raise IllegalAction(why_illegal(state, action))
    work = state.copy()
    events: list[Event] = []
    act(work, action, events, False)
    advance(work, events)
    return work, events

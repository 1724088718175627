"""Timing windows W1-W9 (§2.4, E4): the ``window`` step and the registry of free actions.

A window asks the seats in player order; a seat takes free actions and then passes
(``PASS_WINDOW``); the window closes once every seat has passed since the last free action.
W3 and W4 are one pass each (E4). Per seat and window: at most 6 free actions, 1 trade offer and
1 skill-split proposal. A seat with nothing but ``PASS_WINDOW`` is skipped (the engine applies a
single option by itself). In W4-W7 only agents taking part in the combat round are asked.

Free actions come from ``FREE_ACTIONS``: kind -> (offer(state, seat, window), run(state, seat,
action)). C registers MOVE, USE_ITEM, USE_SKILL, DISCARD_TREASURE and the trade builder; author D's
COMBAT_SKILL (W4) is registered the same way with ``counted=False`` (E24: not one of the 6).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from ..core.events import Event
from . import steps
from .actions import PASS_WINDOW, Action
from .state import State
from .steps import Step, step

ALL = ("W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9")
OUTSIDE_COMBAT = ("W1", "W2", "W8", "W9")
GENERAL = ("W1", "W2", "W3", "W4", "W8", "W9")
ONE_PASS = ("W3", "W4")
MAX_FREE = 6


class FreeAction(NamedTuple):
    offer: Callable[[State, int, str], list[Action]]
    run: Callable[[State, int, Action], tuple[State, list[Event]]]
    counted: bool = True  # counts towards the window's 6 free actions (E4); not the combat skill (E24)


FREE_ACTIONS: dict[str, FreeAction] = {}


def register_free_action(kind: str, offer: Callable, run: Callable, counted: bool = True) -> None:
    """Add a free action; ``counted=False`` for one that is not among a window's 6 (E24's
    ``COMBAT_SKILL``, which Clarity bounds instead)."""
    FREE_ACTIONS[kind] = FreeAction(offer, run, counted)


def window(name: str) -> Step:
    return step("window", None, name=name)


def current_window(state: State) -> str:
    """The name of the innermost open window ("" when none): free actions check their timing by it."""
    i = steps.find(state, "window")
    return state.stack[i].get("name") if i >= 0 else ""


def _seats(state: State, name: str) -> tuple[int, ...]:
    order = state.order()
    if name in ("W4", "W5", "W6", "W7") and state.combat is not None:
        out = getattr(state.combat, "out", ())
        order = tuple(s for s in order if s not in out)
    return order


def _init(state: State, s: Step) -> Step:
    if s.get("pos") is not None:
        return s
    n = state.n
    return s.put(pos=0, passed=(), used=(0,) * n, offers=(0,) * n, splits=(0,) * n)


def _decider(state: State, s: Step) -> int | None:
    if s.get("pos") is None:  # not set up yet: the automatic run sets it up once (see ``_run``)
        return None
    seats = _seats(state, s.get("name"))
    if not seats or len(s.get("passed")) >= len(seats):
        return None
    return seats[s.get("pos") % len(seats)]


def offers_for(state: State, seat: int, name: str, s: Step | None = None) -> list[Action]:
    """The free actions ``seat`` may take now in window ``name`` (E4 limits applied)."""
    spent = s is not None and s.get("used") is not None and s.get("used")[seat] >= MAX_FREE
    out: list[Action] = []
    for kind, free in FREE_ACTIONS.items():
        if free.counted and spent:
            continue
        out += free.offer(state, seat, name)
    return out


def _legal(state: State, s: Step) -> list[Action]:
    seat = _decider(state, s)
    return offers_for(state, seat, s.get("name"), s) + [Action(PASS_WINDOW)]  # type: ignore[arg-type]


def _run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    if s.get("pos") is None:  # opening: the counters are set once, not at every poll
        return steps.replace_top(state, _init(state, s)), []
    seats = _seats(state, s.get("name"))
    if action is None:  # closed (everyone passed) or nobody to ask
        return steps.pop(state), []
    seat = seats[s.get("pos") % len(seats)]
    if action.kind == PASS_WINDOW:
        passed = s.get("passed") + (seat,)
        if s.get("name") in ONE_PASS or len(passed) >= len(seats):
            if s.get("name") in ONE_PASS and len(passed) < len(seats):
                return steps.replace_top(state, s.put(pos=s.get("pos") + 1, passed=passed)), []
            return steps.pop(state), []
        return steps.replace_top(state, s.put(pos=(s.get("pos") + 1) % len(seats), passed=passed)), []
    free = FREE_ACTIONS[action.kind]
    used = list(s.get("used"))
    used[seat] += 1 if free.counted else 0
    passed = s.get("passed") if s.get("name") in ONE_PASS else ()
    state = steps.replace_top(state, s.put(used=tuple(used), passed=passed))
    return free.run(state, seat, action)


def bump(state: State, counter: str, seat: int) -> State:
    """Count a trade offer or a split proposal against ``seat`` in the open window."""
    i = steps.find(state, "window")
    if i < 0:
        return state
    w = _init(state, state.stack[i])
    counts = list(w.get(counter))
    counts[seat] += 1
    return steps.set_at(state, i, w.put(**{counter: tuple(counts)}))


def window_count(state: State, counter: str, seat: int) -> int:
    i = steps.find(state, "window")
    if i < 0:
        return 0
    w = _init(state, state.stack[i])
    return w.get(counter)[seat]


steps.register("window", _decider, _legal, _run)

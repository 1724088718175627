"""Playing combat and reward positions through the engine (``rules.loghan.apply``) in tests.

Positions come from ``rules.loghan.combat_scenarios.s0``. ``do`` applies one action exactly as a
seat would (``IllegalAction`` if it is not offered); ``until`` plays the default answers of every
seat a scenario does not care about (pass a window, ``FIGHT``, pass Step 3, end another agent's
attack turn) until the wanted decision is asked. Nothing here knows how the engine works inside.
"""

from __future__ import annotations

from typing import Any

from rules.loghan import apply, legal_actions, to_act
from rules.loghan.actions import PASS_WINDOW, Action
from rules.loghan.combat_kinds import END_TURN, FIGHT, PASS
from rules.loghan.state import State

DEFAULTS = {"window": Action(PASS_WINDOW), "combat.recup": Action(FIGHT), "combat.p1": Action(PASS),
            "combat.attack": Action(END_TURN)}


def top(state: State) -> str:
    return state.stack[-1].kind if state.stack else ""


def asked(state: State) -> int | None:
    return to_act(state)


def options(state: State) -> set[tuple[str, Any]]:
    return {(a.kind, a.arg) for a in legal_actions(state)}


def do(state: State, kind: str, arg: Any = None, events: list | None = None) -> State:
    state, more = apply(state, Action(kind, arg))
    if events is not None:
        events += more
    return state


def default(state: State, events: list | None = None) -> State:
    """The default answer to the decision asked now (an error if there is none)."""
    action = DEFAULTS.get(top(state))
    if action is None or action not in legal_actions(state):
        raise AssertionError(f"no default for {top(state)} (seat {asked(state)}): {options(state)}")
    state, more = apply(state, action)
    if events is not None:
        events += more
    return state


def until(state: State, kind: str, seat: int | None = None, events: list | None = None, guard: int = 400) -> State:
    """Play default answers until ``seat`` (any seat if None) is asked a ``kind`` decision."""
    for _ in range(guard):
        if state.over is not None:
            raise AssertionError(f"the game ended before {kind}")
        if top(state) == kind and (seat is None or asked(state) == seat):
            return state
        state = default(state, events)
    raise AssertionError(f"{kind} never came")


def attack(state: State, seat: int, events: list | None = None) -> State:
    """On to ``seat``'s attack turn (earlier attackers end theirs without attacking)."""
    return until(state, "combat.attack", seat, events)


def next_round(state: State, events: list | None = None, guard: int = 400) -> State:
    """Default answers until the next combat round's W3 (or the combat's end)."""
    start = state.combat.round if state.combat is not None else 0
    for _ in range(guard):
        c = state.combat
        if state.over is not None or c is None or (c.round > start and top(state) == "window"):
            return state
        state = default(state, events)
    raise AssertionError("the combat round never ended")


def finish(state: State, events: list | None = None, guard: int = 2000) -> State:
    """Default answers until the combat (and any Reward Phase) is over: Refresh's first question."""
    for _ in range(guard):
        if state.over is not None or (state.combat is None and state.reward is None):
            return state
        state = default(state, events)
    raise AssertionError("the combat never ended")


def turn_over(state: State, seat: int) -> bool:
    """``seat``'s attack turn is over (the engine has moved on)."""
    c = state.combat
    return c is None or c.turn is None or c.turn.agent != seat


def tokens(state: State, index: int) -> tuple[int, ...]:
    return state.combat.row[index].tokens


def of_kind(events: list, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def window_name(state: State) -> str:
    return state.stack[-1].get("name", "") if top(state) == "window" else ""


def at_window(state: State, name: str, seat: int | None = None, events: list | None = None,
              guard: int = 400) -> State:
    """Default answers until window ``name`` asks ``seat`` (any seat if None)."""
    for _ in range(guard):
        if window_name(state) == name and (seat is None or asked(state) == seat):
            return state
        state = default(state, events)
    raise AssertionError(f"window {name} never asked seat {seat}")


def use_skill(state: State, seat: int, window: str, target: Any = None) -> State:
    """``seat`` uses its unique skill in ``window`` and pays the whole cost itself (E21)."""
    state = do(at_window(state, window, seat), "USE_SKILL", target)
    while top(state) == "split":
        state = do(state, "CONTRIBUTE", max(a for _, a in options(state)) if asked(state) == seat else 0)
    return state

"""The Move Phase (§2.5): passable edges, forced stops, the 60-step guard, event or quiet Round.

The Leader's seat moves the group with ``STEP(node)`` or ends the phase with ``STOP``. Entering a
visible "?", the top Cover's node (Story) or a node holding a roaming enemy ends the phase at
once. Crossing a frozen door with a usable Shock weapon equipped thaws it for good (on that
board, E37).
"""

from __future__ import annotations

from ..core.events import Event
from . import steps
from .actions import STEP, STOP, Action
from .gear import has_shock_equipped
from .lookup import COVERS, artifact_edge, edges, name, neighbours, node_colour
from .state import State
from .steps import Step

GUARD = 60


def door_open(state: State, edge: str, shock_counts: bool = True) -> bool:
    """Whether ``edge`` is passable now. Frozen doors count as passable with a usable Shock weapon
    equipped only when ``shock_counts`` (moves and Sneak do; distances do not, E43)."""
    kind = edges(state.board)[edge][2]
    if kind == "open" or f"{state.board}:{edge}" in state.opened:
        return True
    if kind == "locked":
        return state.mode == "story" and any(artifact_edge(a) == edge for a in state.artifacts)
    if kind == "frozen":
        return shock_counts and has_shock_equipped(state)
    return False


def passable_neighbours(state: State, node: str, shock_counts: bool = True) -> tuple[tuple[str, str], ...]:
    return tuple((other, e) for other, e in neighbours(state.board, node) if door_open(state, e, shock_counts))


def visible_question(state: State, node: str) -> bool:
    return bool(node_colour(state.board, node)) and node not in state.clean


def cover_node(state: State) -> str:
    """The node named by the Cover on top of the story deck ("" when none, or not Story mode)."""
    if state.mode != "story" or not state.story or state.story[0] not in COVERS:
        return ""
    return COVERS[state.story[0]]


def roaming_at(state: State, node: str) -> bool:
    return any(where == node and not engaged for _, where, engaged in state.roaming)


def forces_stop(state: State, node: str) -> bool:
    return visible_question(state, node) or node == cover_node(state) or roaming_at(state, node)


def _legal(state: State, s: Step) -> list[Action]:
    out = []
    for other, _ in passable_neighbours(state, state.node):
        if state.moves >= GUARD and not forces_stop(state, other):
            continue
        out.append(Action(STEP, other))
    return out + [Action(STOP)]


def _decider(state: State, s: Step) -> int | None:
    return state.leader


def _run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    if action.kind == STOP:  # type: ignore[union-attr]
        here = state.node
        event = state.moves == 0 and (visible_question(state, here) or here == cover_node(state))
        state = steps.pop(state).but(event_round=event, phase="event" if event else "refresh")
        return state, [Event("stop", f"The group stops on {name(here)}"
                             f" ({'event' if event else 'quiet'} Round)", {"node": here, "event_round": event})]
    to = action.arg  # type: ignore[union-attr]
    edge = next(e for other, e in neighbours(state.board, state.node) if other == to)
    events = []
    thawed = edges(state.board)[edge][2] == "frozen" and f"{state.board}:{edge}" not in state.opened
    if thawed:
        state = state.but(opened=state.opened + (f"{state.board}:{edge}",))
    frm = state.node
    roaming = tuple((e, to if engaged else where, engaged) for e, where, engaged in state.roaming)
    state = state.but(node=to, moves=state.moves + 1, roaming=roaming)
    events.append(Event("group_step", f"The group moves from {name(frm)} to {name(to)}",
                        {"from": frm, "to": to, "edge": edge, "thawed": thawed}))
    event_stop = visible_question(state, to) or to == cover_node(state)
    if roaming_at(state, to):
        state = state.but(roaming=tuple((e, where, engaged or where == to) for e, where, engaged in state.roaming))
        events.append(Event("engage", f"The group meets a roaming enemy on {name(to)}", {"node": to}))
    elif not event_stop:
        return state, events
    state = steps.pop(state).but(event_round=event_stop, phase="event" if event_stop else "refresh")
    events.append(Event("forced_stop", f"Forced stop on {name(to)} ({'event' if event_stop else 'quiet'} Round)",
                        {"node": to, "event_round": event_stop}))
    return state, events


steps.register("move", _decider, _legal, _run)

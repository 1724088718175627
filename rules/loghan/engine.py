"""The rules protocol over the step stack: to_act, legal_actions, apply, result, payoff.

After every decision ``advance`` runs the top step while it needs no decision (decider ``None``),
and also carries out every decision that has exactly one legal option (E1: never offered as an
action; its event carries ``data["only"]``), until a seat must choose between two or more
actions or the game is over.
"""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.result import Result
from . import steps
from .actions import Action
from .ending import start_scoring
from .state import State
from .wording import voiced

# Importing the step modules registers their handlers (C's, then D's).
from . import gain, rounds, windows, move, events_phase, effects, alert, refresh, search, items, skills  # noqa: F401,E402
from . import trade, gobli, story, ending, timeline  # noqa: F401,E402
from . import combat_flow  # noqa: F401,E402  (author D's: "combat", "reward" and their sub-steps)

GUARD = 200_000  # automatic steps in one advance: far beyond any real chain


def _handler(kind: str) -> steps.Handler:
    try:
        return steps.HANDLERS[kind]
    except KeyError:
        raise RuntimeError(f"no handler registered for step kind {kind!r}") from None


def advance(state: State, events: list[Event]) -> State:
    """Run automatic steps and forced decisions until a real decision or the end."""
    for _ in range(GUARD):
        if state.over is not None:
            return state if not state.stack else state.but(stack=())
        if state.ending and state.phase != "scoring":  # E38: an empty enemy draw stops the turn at once
            state, more = start_scoring(state, state.ending)
            events += more
            continue
        top = steps.top(state)
        if top is None:
            raise RuntimeError("the step stack is empty in a game that is not over")
        handler = _handler(top.kind)
        seat = handler.decider(state, top)
        if seat is None:
            state, more = handler.run(state, top, None)
            events += more
            continue
        options = handler.legal(state, top)
        if not options:
            raise RuntimeError(f"step {top.kind} asks Seat {seat + 1} but offers nothing")
        if len(options) > 1:
            return state
        state, more = handler.run(state, top, options[0])
        events.append(Event("forced", f"Seat {seat + 1}: {options[0].label} (the only option)",
                            {"seat": seat, "action": options[0].kind, "only": True}, subject=seat))
        events += more
    raise RuntimeError("the engine ran too many automatic steps without a decision")


def to_act(state: State) -> int | None:
    """The seat that decides now, or ``None`` once the game is over."""
    if state.over is not None or not state.stack:
        return None
    if state.viewer is not None:  # a view records it: deciders may read what the view hides
        return state.acting
    top = state.stack[-1]
    return _handler(top.kind).decider(state, top)


def legal_actions(state: State) -> list[Action]:
    """The acting seat's options (never empty while the game goes on). On a seat's view, only that
    seat's own decisions are listed: a bystander's view offers nothing (its hidden parts could
    not give the right options anyway)."""
    if state.over is not None or not state.stack:
        return []
    top = state.stack[-1]
    handler = _handler(top.kind)
    seat = handler.decider(state, top) if state.viewer is None else state.acting
    if seat is None or (state.viewer is not None and seat != state.viewer):
        return []
    return list(handler.legal(state, top))


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Carry out ``action`` for the seat to act; the input state is never changed (it is frozen)."""
    if state.viewer is not None:
        raise IllegalAction("this is one seat's view of the game; actions apply to the full state")
    if state.over is not None:
        raise IllegalAction("the game is over")
    options = legal_actions(state)
    if action not in options:
        raise IllegalAction(why_illegal(state, action))
    chosen = options[options.index(action)]
    top = state.stack[-1]
    events: list[Event] = []
    state, more = _handler(top.kind).run(state, top, chosen)
    events += more
    state = advance(state, events)
    return state, voiced(events)


def describe_decision(state: State) -> str:
    """What the seat to act must decide, in words ("Seat 2 must place the Axe"): ``prompts``."""
    from .prompts import describe_decision as describe
    return describe(state)


def why_illegal(state: State, action: object) -> str:
    if state.over is not None:
        return "The game is over."
    options = legal_actions(state)
    shown = ", ".join(a.label for a in options[:12]) + (" ..." if len(options) > 12 else "")
    label = getattr(action, "label", repr(action))
    return f"{describe_decision(state)}; '{label}' is not one of the options: {shown}"


def result(state: State) -> Result | None:
    return state.over


def payoff(result: Result, seat: int) -> float:
    """A win shared by k seats is worth 1/k, a loss 0: in Story mode every seat shares the group's
    win; in Exploration mode the highest Data Points win (ties share)."""
    if seat in result.winners:
        return 1.0 / len(result.winners)
    return 0.0

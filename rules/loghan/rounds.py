"""The Round (§2.4) as steps: W1, Move, Event, Enemy Alert, Combat, Reward, Refresh, end of Round.

``round`` starts a Round and pushes its phase steps (Move on top). Each phase step decides for
itself whether it happens (Event and Enemy Alert only in an event Round). Combat is author D's
``combat`` step, pushed by the Enemy Alert (or for an engaged roaming enemy in a quiet Round);
``after_combat`` then hands over to D's ``reward`` step when D left ``state.reward`` set.
``round_end`` clears what lasts "to the end of the Round" and starts the next one (in Exploration
mode, after the Round of the 20th Random Event, the scoring instead).
"""

from __future__ import annotations

from ..core.events import Event
from . import steps
from .ending import EVENT_LIMIT, ROUND_GUARD, defeat, start_scoring
from .state import State
from .steps import Step, step
from .windows import window


def start_round(state: State) -> State:
    """Push a new Round on the stack (used by setup after story 001, and by ``round_end``)."""
    return steps.push(state, step("round"))


def _round_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    no = state.round_no + 1
    if no >= ROUND_GUARD:
        return defeat(steps.pop(state), "guard")
    state = state.but(round_no=no, phase="move", event_round=False, no_alert=False, summons=(), summoned=False,
                      event_deck="", moves=0, alert_cancelled=False)
    state = steps.replace_top(state, window("W1"), step("move"), step("event_phase"), step("alert"),
                              step("refresh"), step("round_end"))
    return state, [Event("round", f"Round {no} begins", {"round": no})]


def _after_combat_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    """Combat is over: D's Reward Phase if D left reward information, else on to Refresh."""
    state = steps.pop(state)
    if state.reward is not None and "reward" in steps.HANDLERS:
        return steps.push(state.but(phase="reward"), step("reward")), []
    return state.but(reward=None), []


def _round_end_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    agents = tuple(a.but(initiative=0, overwhelmed=0, skill_used=False, cp_bonus=0, syphon=False, items_used=())
                   for a in state.agents)
    state = state.but(agents=agents, requisition=False, marked=(), bulwark=False, row=(), row_marks=(),
                      alert_cancelled=False)
    ended = Event("round_end", f"Round {state.round_no} ends", {"round": state.round_no})
    if state.mode == "exploration" and state.random_events >= EVENT_LIMIT:  # §2.21: after its Refresh
        state, events = start_scoring(steps.pop(state), "events")
        return state, [ended] + events
    return steps.replace_top(state, step("round")), [ended]


steps.register("round", steps.automatic, steps.no_actions, _round_run)
steps.register("after_combat", steps.automatic, steps.no_actions, _after_combat_run)
steps.register("round_end", steps.automatic, steps.no_actions, _round_end_run)

"""Unique skills (§2.14, C1) and cost splits between agents (E21).

``USE_SKILL(target)`` is a free action in the windows its timing allows, at most once per Round,
when the group's Clarity is at least the threshold (checked, not spent). Its Energy cost is split:
the owner states its own part, then each other agent in player order answers ``CONTRIBUTE(k)``
until the cost is covered; otherwise the use is cancelled, nothing is paid, and the owner may not
propose it again in that window. Contributions are transfers, never gains (no Syphon).
The same ``split`` step pays the Invisibility Cloak (``refresh``) and the Gob-Li shortcut.

The combat skills (``COMBAT_SKILL`` in W4 and its sub-decisions) are author D's
(``combat_skills``), registered as a free action that the window does not count (E24).
"""

from __future__ import annotations

from typing import Callable

from ..core.events import Event
from . import steps
from .actions import CONTRIBUTE, USE_SKILL, Action, enemy_words
from .lookup import name, skills
from .state import State
from .steps import Step, step
from .tracks import gain_health, spend_energy
from .windows import bump, register_free_action, window_count

SPLIT_DONE: dict[str, Callable[[State, Step, bool], tuple[State, list[Event]]]] = {}


def start_split(state: State, owner: int, cost: int, purpose: str, **args: object) -> tuple[State, list[Event]]:
    payers = (owner,) + tuple(s for s in state.order() if s != owner)
    return steps.push(state, step("split", owner, cost=cost, payers=payers, idx=0, paid=(), purpose=purpose,
                                  **args)), []


def _split_decider(state: State, s: Step) -> int | None:
    return s.get("payers")[s.get("idx")]


def _split_legal(state: State, s: Step) -> list[Action]:
    seat = _split_decider(state, s)
    left = s.get("cost") - sum(k for _, k in s.get("paid"))
    top = min(state.agents[seat].energy, left)  # type: ignore[index]
    return [Action(CONTRIBUTE, k) for k in range(top + 1)]


def _split_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat = _split_decider(state, s)
    paid = s.get("paid") + (((seat, action.arg),) if action.arg else ())  # type: ignore[union-attr]
    covered = sum(k for _, k in paid) >= s.get("cost")
    idx = s.get("idx") + 1
    if not covered and idx < len(s.get("payers")):
        return steps.replace_top(state, s.put(paid=paid, idx=idx)), []
    state = steps.pop(state)
    events: list[Event] = []
    if covered:
        for payer, k in paid:
            state, more = spend_energy(state, payer, k, f"share of {s.get('purpose')}")
            events += more
    else:
        events.append(Event("split_cancelled", f"The {s.get('purpose')} cost is not covered: cancelled",
                            {"purpose": s.get("purpose")}))
    more_state, more = SPLIT_DONE[s.get("purpose")](state, s, covered)
    return more_state, events + more


# --- unique skills ----------------------------------------------------------------------------


def _row(state: State) -> tuple[str, ...]:
    return tuple(f.card for f in state.combat.row) if state.combat is not None else state.row


def _targets(state: State, agent_id: str) -> list[object]:
    if agent_id == "Kestrel":  # an enemy in play, not Marked already
        if state.combat is not None:
            return [f.card for f in state.combat.row if not f.defeated and f.card not in state.marked]
        return [c for c in state.row if c not in state.marked]
    if agent_id == "Ilse":
        return list(range(state.n))
    return [None]


def _target_words(state: State, target: object) -> str:
    if target is None:
        return ""
    if isinstance(target, str):
        row = _row(state)
        return f" on {enemy_words(row, row.index(target))}"
    return f" on Seat {target + 1}"  # type: ignore[operator]


def _offer(state: State, seat: int, win: str) -> list[Action]:
    agent = state.agents[seat]
    skill = skills()[agent.id]
    if (agent.skill_used or win not in skill.windows or state.clarity < skill.threshold
            or sum(a.energy for a in state.agents) < skill.cost or window_count(state, "splits", seat)):
        return []
    if agent.id == "Sable" and (state.alert_cancelled or steps.find(state, "alert_flip") < 0):
        return []
    return [Action(USE_SKILL, t, f"Use {skill.name} ({skill.cost} Energy){_target_words(state, t)}")
            for t in _targets(state, agent.id)]


def _use(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    skill = skills()[state.agents[seat].id]
    state = bump(state, "splits", seat)
    target = action.arg
    return start_split(state, seat, skill.cost, "skill", target=target if not isinstance(target, bool) else None)


def _skill_done(state: State, s: Step, paid: bool) -> tuple[State, list[Event]]:
    if not paid:
        return state, []
    seat, target = s.seat, s.get("target")
    agent = state.agents[seat]  # type: ignore[index]
    state = state.with_agent(seat, agent.but(skill_used=True))  # type: ignore[arg-type]
    skill = skills()[agent.id]
    events = [Event("skill", f"Seat {seat + 1} uses {skill.name}", {"seat": seat, "skill": agent.id,  # type: ignore[operator]
                                                                    "target": target}, subject=seat)]
    if agent.id == "Pill":
        state, more = gain_health(state, 2, skill.name)
        events += more
    elif agent.id == "Brannoc":
        state = state.but(bulwark=True)
    elif agent.id == "Kestrel":
        state = state.but(marked=state.marked + (target,))
    elif agent.id == "Ilse":
        other = state.agents[target]
        state = state.with_agent(target, other.but(cp_bonus=other.cp_bonus + 2))
    elif agent.id == "Sable":
        state = state.but(alert_cancelled=True)
    elif agent.id == "Orin":
        state = state.but(requisition=True)
    return state, events


def _cloak_done(state: State, s: Step, paid: bool) -> tuple[State, list[Event]]:
    from .refresh import cloak_done
    return cloak_done(state, s, paid)


SPLIT_DONE["skill"] = _skill_done
SPLIT_DONE["cloak"] = _cloak_done
steps.register("split", _split_decider, _split_legal, _split_run)
register_free_action(USE_SKILL, _offer, _use)

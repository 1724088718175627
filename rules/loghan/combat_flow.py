"""The Combat Phase (§2.8) as the ``"combat"`` step: a driver that walks the combat-round stages.

C pushes ``Step("combat")`` with ``state.row`` filled. The first time it runs it builds the
``CombatState`` from the row (Boss Health, story 011's Stuns and neutral tokens). From then on it
stays under its sub-steps; each time it is on top again it carries out the next stage of
``CombatState.stage``: Step 1 (each Chaos agent's weapon set, ``combat_chaos``, then W3), Step 2
(draws, W4 with the combat skills of ``combat_skills``, Recuperation), Step 3 (W5, the Priority 1
loop), Step 4 (attack turns, W6), Step 5, W7, Step 6, Step 7, and Combat end, where it clears
``state.combat``, leaves ``state.reward`` when a Reward Phase follows, and pops.

W5 opens once at the start of Step 3 rather than inside the loop (simplification: the items it
allows have no Step 3 timing). Importing this module registers every combat and reward step.
"""

from __future__ import annotations

from ..core.events import Event
from . import combat_ports as ports
from . import steps
from .combat_attack import start_turn
from .combat_chaos import arm_steps
from .combat_prompts import describe  # noqa: F401  (C's describe_decision calls combat_flow.describe)
from .combat_draws import draw_to_hand_size, recup_steps
from .combat_end import end_combat
from .combat_enemies import begin_drops, cleanup, drop_step, enemy_attacks
from .combat_kinds import combat, register, set_combat
from .combat_priority import next_p1, resolve_priority_3
from .combat_state import (
    AFTER_W4, AFTER_W6, AFTER_W7, CLEANUP, DRAW, END, ENEMIES, P1, P2, P3, RECUP, START, CombatState, Foe,
)
from .state import State
from .steps import Step

ROUND_GUARD = 200  # E26: a combat reaching 200 combat rounds ends in defeat


window = ports.window


def setup(state: State) -> tuple[State, list[Event]]:
    """Build the combat from ``state.row`` (left to right) and ``state.row_marks``."""
    marks = {card: (stun, neutral) for card, stun, neutral in state.row_marks}
    row = []
    for card in state.row:
        stun, neutral = marks.get(card, (0, 0))
        row.append(Foe(card, ports.enemy_health(state, card), (0,) * state.n, neutral=neutral, stun=stun))
    c = CombatState(row=tuple(row), played=((),) * state.n, feint=(0,) * state.n)
    state = state.but(combat=c, phase="combat", row=(), row_marks=())
    names = ", ".join(ports.enemy(f.card).name for f in row)
    return state, [Event("combat", f"Combat begins against {names}.", {"row": [f.card for f in row]})]


def _run(state: State, step: Step, action: object) -> tuple[State, list[Event]]:
    if state.combat is None:
        if not state.row:
            return steps.pop(state), []
        return setup(state)
    return STAGES[combat(state).stage](state)


def _start(state: State) -> tuple[State, list[Event]]:
    """Step 1: a new combat round; Drops made before it now count it; Chaos agents take their
    best weapon set (E12); W3 opens."""
    c = combat(state)
    if c.round >= ROUND_GUARD:
        from .ending import defeat
        return defeat(state, "guard")
    state = set_combat(state, round=c.round + 1, out=(), p1_done=(), cursor=0, passes=0, stage=DRAW)
    state = begin_drops(state)
    event = Event("combat_round", f"Combat round {c.round + 1} begins.", {"round": c.round + 1})
    return steps.push(state, *arm_steps(state), window("W3")), [event]


def _draw(state: State) -> tuple[State, list[Event]]:
    state, events = draw_to_hand_size(state)
    return steps.push(set_combat(state, stage=AFTER_W4), window("W4")), events


def _after_w4(state: State) -> tuple[State, list[Event]]:
    return steps.push(set_combat(state, stage=RECUP), *recup_steps(state)), []


def _recup(state: State) -> tuple[State, list[Event]]:
    return steps.push(set_combat(state, stage=P1, cursor=0, passes=0), window("W5")), []


def _p1(state: State) -> tuple[State, list[Event]]:
    state, asked = next_p1(state)
    if asked:
        return state, []
    return set_combat(state, stage=P2, cursor=0), []


def _p2(state: State) -> tuple[State, list[Event]]:
    """The next attack turn, in player order, for agents taking part; then W6."""
    order = state.order()
    c = combat(state)
    i = c.cursor
    while i < len(order) and not c.taking_part(order[i]):
        i += 1
    if i >= len(order):
        return steps.push(set_combat(state, stage=P3, cursor=0), window("W6")), []
    return start_turn(set_combat(state, cursor=i + 1), order[i]), []


def _p3(state: State) -> tuple[State, list[Event]]:
    state, events = resolve_priority_3(state)
    if state.over is not None:
        return state, events
    if not combat(state).undefeated():
        return set_combat(state, stage=END), events
    return steps.push(set_combat(state, stage=ENEMIES, cursor=0), window("W7")), events


def _after_w6(state: State) -> tuple[State, list[Event]]:  # kept for saves made between stages
    return set_combat(state, stage=P3), []


def _after_w7(state: State) -> tuple[State, list[Event]]:
    return set_combat(state, stage=ENEMIES, cursor=0), []


def _enemies(state: State) -> tuple[State, list[Event]]:
    state, events, done = enemy_attacks(state)
    if state.over is not None:
        return state, events
    if not done:
        return steps.push(state, drop_step(state)), events
    return set_combat(state, stage=CLEANUP), events


def _cleanup(state: State) -> tuple[State, list[Event]]:
    state, events = cleanup(state)
    return set_combat(state, stage=START), events


def _end(state: State) -> tuple[State, list[Event]]:
    state, events, _ = end_combat(state)
    if state.over is not None:
        return state, events
    return steps.pop(state), events


STAGES = {START: _start, DRAW: _draw, AFTER_W4: _after_w4, RECUP: _recup, P1: _p1, P2: _p2, AFTER_W6: _after_w6,
          P3: _p3, AFTER_W7: _after_w7, ENEMIES: _enemies, CLEANUP: _cleanup, END: _end}

register("combat", steps.automatic, steps.no_actions, _run)

from . import combat_riders, combat_skills, rewards  # noqa: E402,F401  (register their steps)

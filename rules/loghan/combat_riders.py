"""The sub-decisions of Step 4's cards (§2.8.4 step 3, C3): Clever Attack and Parry.

Clever Attack: pay 1 Energy (never asked with a usable Shock Baton, which pays for it; a Chaos
agent pays whenever it can, E12), then one rider of a usable weapon type (unarmed = Melee; no
question with a single type): Melee deals 1 then may discard a card (not MISS); Ranged may place
the 1 damage on another undefeated enemy instead (no weakness bonus then, R16); Shock deals 1 then
draws 1. Parry: with Clarity at least 1 the agent may spend 1 to draw 1 (LG-C8: not asked at 0).
"""

from __future__ import annotations

from ..core.events import Event
from . import combat_chaos as chaos
from . import combat_ports as ports
from . import steps
from .actions import Action
from .combat_attack import damage, turn_of
from .combat_draws import draw_cards
from .combat_kinds import (
    CARD_NAMES, CLEVER_PAY, MELEE_DISCARD, PARRY_PAY, REDIRECT, RIDER, act, card_choices, check, combat, foe_name,
    kinds_of, register, remove_one,
)
from .state import State
from .steps import Step

PAY_STEP, RIDER_STEP, REDIRECT_STEP, MELEE_STEP, PARRY_STEP = (
    "combat.clever_pay", "combat.rider", "combat.redirect", "combat.melee_discard", "combat.parry_pay")
RIDER_PREFERENCE = ("Shock", "Melee", "Ranged")  # E12 for Chaos agents


def clever(state: State, seat: int) -> tuple[State, list[Event]]:
    """A Clever Attack was just played (its CP already spent)."""
    if ports.has_usable(state, seat, ports.SHOCK_BATON):
        return rider(state, seat)
    if state.agents[seat].energy < 1:
        return state, [Event("clever", f"Seat {seat + 1} cannot pay for the Clever Attack: no effect.",
                             {"seat": seat, "paid": False}, subject=seat)]
    if chaos.is_chaos(state, seat):
        return paid(state, seat)
    return steps.push(state, steps.step(PAY_STEP, seat)), []


def paid(state: State, seat: int) -> tuple[State, list[Event]]:
    state, events = ports.spend_energy(state, seat, 1, "Clever Attack")
    state, more = rider(state, seat)
    return state, events + more


def rider(state: State, seat: int) -> tuple[State, list[Event]]:
    types = ports.attack_types(state, seat)
    if len(types) == 1:
        return apply_rider(state, seat, types[0])
    if chaos.is_chaos(state, seat):
        return apply_rider(state, seat, next(t for t in RIDER_PREFERENCE if t in types))
    return steps.push(state, steps.step(RIDER_STEP, seat)), []


def apply_rider(state: State, seat: int, kind: str) -> tuple[State, list[Event]]:
    target = turn_of(state).target
    events = [Event("rider", f"Seat {seat + 1}'s Clever Attack: {kind} rider.", {"seat": seat, "rider": kind},
                    subject=seat)]
    if kind == "Ranged":
        others = [i for i in combat(state).undefeated() if i != target]
        if others and not chaos.is_chaos(state, seat):  # E12: a Chaos agent keeps the damage on the target
            return steps.push(state, steps.step(REDIRECT_STEP, seat)), events
        state, more = damage(state, seat, target, 1, bonus=True)
        return state, events + more
    state, more = damage(state, seat, target, 1, bonus=True)
    events += more
    if kind == "Shock":
        state, drawn = draw_cards(state, seat, 1)
        events.append(Event("draw", f"Seat {seat + 1} draws {len(drawn)} card (Shock rider).",
                            {"seat": seat, "n": len(drawn)}, subject=seat))
        return state, events
    return steps.push(state, steps.step(MELEE_STEP, seat)), events


def parry(state: State, seat: int) -> tuple[State, list[Event]]:
    if state.clarity < 1:
        return state, []
    return steps.push(state, steps.step(PARRY_STEP, seat)), []


# --- the steps ---------------------------------------------------------------------------------


def _pay_legal(state: State, step: Step) -> list[Action]:
    return [act(CLEVER_PAY, True, "Pay 1 Energy for the Clever Attack"),
            act(CLEVER_PAY, False, "Do not pay (the card has no effect)")]


def _pay_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _pay_legal(state, step), "for the Clever Attack")
    state = steps.pop(state)
    if action.arg:
        return paid(state, step.seat)  # type: ignore[arg-type]
    seat = step.seat
    assert seat is not None
    return state, [Event("clever", f"Seat {seat + 1} does not pay: the Clever Attack has no effect.",
                         {"seat": seat, "paid": False}, subject=seat)]


def _rider_legal(state: State, step: Step) -> list[Action]:
    return [act(RIDER, t, f"{t} rider") for t in ports.attack_types(state, step.seat)]  # type: ignore[arg-type]


def _rider_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _rider_legal(state, step), "as the Clever Attack's rider")
    return apply_rider(steps.pop(state), step.seat, str(action.arg))  # type: ignore[arg-type]


def _redirect_legal(state: State, step: Step) -> list[Action]:
    target = turn_of(state).target
    out = [act(REDIRECT, i, f"Place the damage on {foe_name(state, i)}")
           for i in combat(state).undefeated() if i != target]
    return out + [act(REDIRECT, None, "Keep the damage on your target")]


def _redirect_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _redirect_legal(state, step), "for the Ranged rider")
    state = steps.pop(state)
    seat = step.seat
    assert seat is not None
    if action.arg is None:
        return damage(state, seat, turn_of(state).target, 1, bonus=True)
    return damage(state, seat, int(action.arg), 1, bonus=False)  # type: ignore[arg-type]


def _melee_legal(state: State, step: Step) -> list[Action]:
    return card_choices(MELEE_DISCARD, state.agents[step.seat].hand, "Discard",  # type: ignore[index]
                        none="Discard nothing")


def _melee_decider(state: State, step: Step) -> int | None:
    return step.seat if kinds_of(state.agents[step.seat].hand, exclude=("MISS",)) else None  # type: ignore[index]


def _melee_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    state2 = steps.pop(state)
    if action is None and _melee_decider(state, step) is None:
        return state2, []
    action = check(action, _melee_legal(state, step), "for the Melee rider")
    if action.arg is None:
        return state2, []
    seat, card = step.seat, str(action.arg)
    assert seat is not None
    agent = state2.agents[seat]
    state2 = state2.with_agent(seat, agent.but(hand=remove_one(agent.hand, card), discard=agent.discard + (card,)))
    return state2, [Event("discard", f"Seat {seat + 1} discards a {CARD_NAMES[card]} (Melee rider).",
                          {"seat": seat, "card": card}, subject=seat)]


def _parry_legal(state: State, step: Step) -> list[Action]:
    if state.clarity < 1:
        return [act(PARRY_PAY, False, "Draw nothing")]
    return [act(PARRY_PAY, True, "Spend 1 Clarity to draw 1 card"), act(PARRY_PAY, False, "Draw nothing")]


def _parry_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _parry_legal(state, step), "for the Parry")
    state = steps.pop(state)
    seat = step.seat
    assert seat is not None
    if not action.arg:
        return state, []
    state, events = ports.spend_clarity(state, 1, "Parry")
    state, drawn = draw_cards(state, seat, 1)
    events.append(Event("draw", f"Seat {seat + 1} draws {len(drawn)} card (Parry).", {"seat": seat, "n": len(drawn)},
                        subject=seat))
    return state, events


register(PAY_STEP, steps.by_seat, _pay_legal, _pay_run)
register(RIDER_STEP, steps.by_seat, _rider_legal, _rider_run)
register(REDIRECT_STEP, steps.by_seat, _redirect_legal, _redirect_run)
register(MELEE_STEP, _melee_decider, _melee_legal, _melee_run)
register(PARRY_STEP, steps.by_seat, _parry_legal, _parry_run)

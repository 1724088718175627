"""Chaos characters in combat (§2.20, E12, E32): the constraints that take choices away.

Every choice these rules leave open stays with the person (ties, Parry payments, Aid, combat
skills, Recuperation). Step 4: target the enemy on which the hand places the most tokens, then
play damage cards in the fixed order until none is playable, paying for Clever Attacks whenever
it can, with the Shock > Melee > Ranged rider (no redirect), and always ``LEAVE`` overkill.

Step 1 (E12, E32, LG-K2): at the start of W3 each Chaos agent, in player order, equips its weapon
set of the highest usable Combat Power (C's ``chaos.weapon_sets``/``chaos.equip``); when several
sets tie the person picks (``EQUIP_SET``). In W3 it then moves only items that are not Weapons
(C's ``items``), so its weapons stay as chosen for the combat round.
"""

from __future__ import annotations

from ..core.events import Event
from . import combat_ports as ports
from . import steps
from .actions import Action, treasure_words
from .combat_kinds import CLEVER, CRIT, HIT, act, check, combat, register
from .state import State
from .steps import Step

ARM_STEP, EQUIP_SET = "combat.chaos_arm", "EQUIP_SET"


def is_chaos(state: State, seat: int) -> bool:
    return state.agents[seat].seat_kind == "chaos"


def can_pay_clever(state: State, seat: int) -> bool:
    """E32: a Clever Attack counts as a damage card only if it can be paid (or a Shock Baton pays)."""
    return ports.has_usable(state, seat, ports.SHOCK_BATON) or state.agents[seat].energy >= 1


def next_damage_card(state: State, seat: int, playable: list[str]) -> str:
    """The next damage card in E12's order among ``playable`` ("" when none): Clever Attacks first
    with a Shock weapon, then Hits, then (other) Clever Attacks, then Critical Hits."""
    shock = "Shock" in ports.attack_types(state, seat)
    order = ([CLEVER, HIT] if shock else [HIT, CLEVER]) + [CRIT]
    for card in order:
        if card in playable and (card != CLEVER or can_pay_clever(state, seat)):
            return card
    return ""


def expected_tokens(state: State, seat: int, index: int) -> int:
    """E12's "most tokens": min(CP, Hits + payable Clever Attacks) + Critical Hits + weakness bonus."""
    from .combat_attack import weak_to

    hand = state.agents[seat].hand
    clevers = hand.count(CLEVER) if can_pay_clever(state, seat) else 0
    cp = ports.combat_power(state, seat)
    tokens = min(cp, hand.count(HIT) + clevers) + hand.count(CRIT)
    if tokens and weak_to(state, seat, index):
        tokens += 1
    return tokens


def targets(state: State, seat: int) -> list[int]:
    """The allowed targets for a Chaos agent: those where its hand places the most tokens (the
    person picks among ties)."""
    from .combat_attack import targets as all_targets

    aims = all_targets(state)
    if not aims:
        return []
    scores = {i: expected_tokens(state, seat, i) for i in aims}
    best = max(scores.values())
    return [i for i in aims if scores[i] == best]


def wants(state: State, seat: int, card: str) -> bool:
    """Two-main rewards (§2.20): without a full weapon load (two one-handed or one two-handed
    weapon owned, E12 "holds" = owns) a Chaos agent wants every Weapon; otherwise only a Weapon
    with more CP than its strongest."""
    info = ports.treasure(card)
    if not info.weapon:
        return False
    weapons = [ports.treasure(t) for t in state.agents[seat].treasures if ports.treasure(t).weapon]
    full = any(w.two_handed for w in weapons) or sum(1 for w in weapons if not w.two_handed) >= 2
    if not full:
        return True
    return info.cp > max(w.cp for w in weapons)


# --- Step 1: the weapon set (E12) ------------------------------------------------------------------


def arm_steps(state: State) -> list[Step]:
    """One weapon-set step per Chaos agent, in player order (run at the start of W3)."""
    return [steps.step(ARM_STEP, seat) for seat in state.order() if is_chaos(state, seat)]


def _in_hands(state: State, seat: int) -> tuple[str, ...]:
    agent = state.agents[seat]
    return tuple(sorted(t for t in agent.equipped if ports.treasure(t).weapon))


def _arm_legal(state: State, step: Step) -> list[Action]:
    seat = step.seat
    assert seat is not None
    agent = state.agents[seat]
    return [act(EQUIP_SET, ws, "Equip " + (" + ".join(treasure_words(agent, w) for w in ws) or "no weapon"))
            for ws in ports.weapon_sets(state, seat)]


def _arm_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    """Equip the chosen set; nothing moves when it is already in hand (a shield or any other item
    the person put in a free hand stays there)."""
    action = check(action, _arm_legal(state, step), "for the Chaos weapon set")
    seat = step.seat
    assert seat is not None
    state = steps.pop(state)
    chosen = tuple(action.arg)  # type: ignore[arg-type]
    if tuple(sorted(chosen)) == _in_hands(state, seat):
        return state, []
    armed = ports.equip(state, seat, chosen)
    if armed is state:
        return state, []
    names = " + ".join(ports.treasure(w).name for w in chosen) or "no weapon"
    return armed, [Event("chaos_arm", f"Seat {seat + 1} (Chaos) equips {names}.",
                         {"seat": seat, "weapons": list(chosen)}, subject=seat)]


register(ARM_STEP, steps.by_seat, _arm_legal, _arm_run)

__all__ = ["ARM_STEP", "EQUIP_SET", "arm_steps", "is_chaos", "next_damage_card", "targets", "wants", "combat"]

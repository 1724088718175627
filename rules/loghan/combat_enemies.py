"""Combat Steps 6 and 7 (§2.8.6, §2.8.7): enemy attacks left to right, then cleanup.

Each undefeated enemy attacks once (a Stun is spent instead, negating the whole text, R35);
enemies that joined during this Step 6 (Vantz's summons) wait (R38). The Black Knight's Drop is
the Leader's ``DROP_CHOICE`` among its own equipped usable treasures. Attack texts are C4's.
"""

from __future__ import annotations

from ..core.events import Event
from . import combat_ports as ports
from . import steps
from .actions import Action, treasure_words
from .combat_kinds import DROP_CHOICE, act, check, combat, foe_name, register, set_combat
from .combat_state import Foe
from .lookup import name
from .state import State
from .steps import Step

DROP_STEP = "combat.drop"
VANTZ_LIMIT = 2  # at most 2 summons per combat (C4.5)


def enemy_attacks(state: State) -> tuple[State, list[Event], bool]:
    """Run Step 6 from ``combat.cursor`` on; (state, events, finished). Stops early (finished
    False) when a Drop choice must be asked, or when the game ends (Health 0, or an Exploration
    summon that found no enemy: E38, nothing further resolves)."""
    events: list[Event] = []
    while state.over is None and not state.ending:
        c = combat(state)
        i = c.cursor
        if i >= len(c.row):
            row = tuple(f.but(fresh=False) for f in c.row)
            return set_combat(state, row=row, cursor=0), events, True
        state = set_combat(state, cursor=i + 1)
        foe = c.row[i]
        if foe.defeated or foe.fresh:
            continue
        if foe.stun:
            state = state.but(combat=combat(state).with_foe(i, foe.but(stun=foe.stun - 1)))
            events.append(Event("stun", f"{foe_name(state, i)} is Stunned: its attack is negated.", {"enemy": i}))
            continue
        state, more, ask = attack(state, i)
        events += more
        if ask:
            return state, events, False
    return state, events, True


def attack(state: State, i: int) -> tuple[State, list[Event], bool]:
    """Resolve enemy ``i``'s attack text (C4); True when the Leader must choose a Drop."""
    foe = combat(state).row[i]
    kind = ports.design(foe.card)
    events = [Event("enemy_attack", f"{foe_name(state, i)} attacks.", {"enemy": i, "card": foe.card})]
    leader = state.leader
    if kind == "EG2" and state.agents[leader].energy >= 2:  # Thief
        state, more = ports.lose_energy(state, leader, 2, "Thief")
        return state, events + more, False
    health = {"EG1": 1, "EG2": 1, "EG3": 1, "EB1": 1, "EB2": 2, "ER1": 2, "ER2": 3, "EV1": 1, "EX1": 2, "EX2": 3}[kind]
    state, more = ports.lose_health(state, health, name(foe.card))
    events += more
    if state.over is not None:
        return state, events, False
    clarity = 1 if kind in ("EB1", "EV1", "EX2") else 0
    if kind == "EG3" and any(ports.design(f.card) == "EG3" and not f.defeated and j != i
                             for j, f in enumerate(combat(state).row)):
        clarity = 1
    if clarity:
        state, more = ports.lose_clarity(state, clarity, name(foe.card))
        events += more
    if kind == "ER1":
        return state, events, bool(drop_choices(state))
    if kind == ports.VANTZ:
        state, more = vantz_summon(state, i)
        events += more
    return state, events, False


def vantz_summon(state: State, i: int) -> tuple[State, list[Event]]:
    """1 Violet enemy (fallback §2.17) if fewer than 2 other undefeated enemies and fewer than 2
    summons this combat; it joins at the right end and does not attack in this Step 6."""
    c = combat(state)
    others = sum(1 for j, f in enumerate(c.row) if j != i and not f.defeated)
    if others >= 2 or c.summoned >= VANTZ_LIMIT:
        return state, []
    state, card, events = ports.draw_enemy(state, "V")
    if not card:
        return state, events
    c = combat(state)
    foe = Foe(card, ports.enemy_health(state, card), (0,) * state.n, fresh=True)
    state = set_combat(state, row=c.row + (foe,), summoned=c.summoned + 1)
    return state, events + [Event("summon", f"Vantz summons {name(card)} to the right end of the row.",
                                  {"card": card})]


def drop_choices(state: State) -> tuple[str, ...]:
    return ports.usable_equipped(state, state.leader)


def _drop_legal(state: State, step: Step) -> list[Action]:
    agent = state.agents[state.leader]
    return [act(DROP_CHOICE, t, f"Drop the {treasure_words(agent, t)}") for t in drop_choices(state)]


def _drop_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _drop_legal(state, step), "for the Black Knight's Drop")
    seat, card = state.leader, str(action.arg)
    agent = state.agents[seat]
    state = state.with_agent(seat, agent.but(dropped=agent.dropped + ((card, False),)))
    return steps.pop(state), [Event("drop", f"Seat {seat + 1} Drops {name(card)}.", {"seat": seat, "card": card},
                                    subject=seat)]


def drop_step(state: State) -> Step:
    return steps.step(DROP_STEP, state.leader)


# --- Drops (§2.15.7, R36) and Step 7 --------------------------------------------------------------


def begin_drops(state: State) -> State:
    """A combat round begins: every Drop made before it now lasts to this round's end."""
    for seat, agent in enumerate(state.agents):
        if any(not begun for _, begun in agent.dropped):
            state = state.with_agent(seat, agent.but(dropped=tuple((t, True) for t, _ in agent.dropped)))
    return state


def end_drops(state: State) -> State:
    """The round that began after a Drop is complete: that Drop ends."""
    for seat, agent in enumerate(state.agents):
        if any(begun for _, begun in agent.dropped):
            state = state.with_agent(seat, agent.but(dropped=tuple(d for d in agent.dropped if not d[1])))
    return state


def discard_played(state: State) -> State:
    """Played cards and resolved Priority 3 cards go to their owners' discard piles (E8)."""
    c = combat(state)
    for seat, cards in enumerate(c.played):
        if cards:
            agent = state.agents[seat]
            state = state.with_agent(seat, agent.but(discard=agent.discard + cards))
    return set_combat(state, played=((),) * state.n)


def cleanup(state: State) -> tuple[State, list[Event]]:
    """Step 7: cards in play discarded; Bulwark, Block and Feint's free Hits end; Drops end."""
    state = discard_played(state)
    state = end_drops(state.but(bulwark=False))
    state = set_combat(state, feint=(0,) * state.n)
    return state, [Event("cleanup", f"Combat round {combat(state).round} ends.", {"round": combat(state).round})]


register(DROP_STEP, steps.by_seat, _drop_legal, _drop_run)

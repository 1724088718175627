"""Combat Steps 3 and 5 (§2.8.3, §2.8.5): the Priority 1 loop with Aid, and Priority 3 cards.

Step 3 is a loop over the seats in player order (R13): an agent taking part that holds a Priority 1
card and has not played one this round is asked ``PLAY_P1``/``PASS``; agents with nothing to play
are skipped without a prompt and count as passing; the loop ends after a full pass with no play.
The only Priority 1 card is Aid: partner first (R30), then the player's discard, then the
partner's; MISS is never offered.
"""

from __future__ import annotations

from ..core.events import Event
from . import combat_ports as ports
from . import steps
from .actions import Action
from .combat_kinds import (
    register, AID, AID_DISCARD, AID_PARTNER, CARD_NAMES, COUNTER, HARD, MISS, PASS, PLAY_P1, act, card_choices, check,
    combat, kinds_of, remove_one, set_at, set_combat,
)
from .state import State
from .steps import Step

P1_STEP, PARTNER_STEP, AID_DISCARD_STEP = "combat.p1", "combat.aid_partner", "combat.aid_discard"
P1_CARDS = (AID,)


def p1_candidate(state: State, seat: int) -> bool:
    c = combat(state)
    return (c.taking_part(seat) and seat not in c.p1_done
            and any(card in P1_CARDS for card in state.agents[seat].hand))


def next_p1(state: State) -> tuple[State, bool]:
    """Advance the Step 3 loop to the next seat that may play; (state, False) once it is over.
    Pushes that seat's question when there is one."""
    order = state.order()
    c = combat(state)
    cursor, passes = c.cursor, c.passes
    while passes < len(order):
        seat = order[cursor % len(order)]
        if p1_candidate(state, seat):
            state = set_combat(state, cursor=cursor, passes=passes)
            return steps.push(state, steps.step(P1_STEP, seat)), True
        cursor, passes = cursor + 1, passes + 1
    return set_combat(state, cursor=0, passes=0), False


def _p1_legal(state: State, step: Step) -> list[Action]:
    hand = state.agents[step.seat].hand  # type: ignore[index]
    out = [act(PLAY_P1, card, f"Play {CARD_NAMES[card]} (Priority 1)") for card in kinds_of(hand) if card in P1_CARDS]
    return out + [act(PASS, None, "Pass (play no Priority 1 card now)")]


def _p1_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _p1_legal(state, step), "in Combat Step 3")
    seat = step.seat
    assert seat is not None
    c = combat(state)
    state = steps.pop(state)
    if action.kind == PASS:
        return set_combat(state, cursor=c.cursor + 1, passes=c.passes + 1), []
    card = str(action.arg)
    agent = state.agents[seat]
    state = state.with_agent(seat, agent.but(hand=remove_one(agent.hand, card)))
    state = set_combat(state, played=set_at(c.played, seat, c.played[seat] + (card,)), p1_done=c.p1_done + (seat,),
                       cursor=c.cursor + 1, passes=0)
    events = [Event("play", f"Seat {seat + 1} plays {CARD_NAMES[card]}.", {"seat": seat, "card": card},
                    subject=seat, you=f"You play {CARD_NAMES[card]}.")]
    partners = aid_partners(state, seat)
    later = [steps.step(AID_DISCARD_STEP, seat, partner=-1)]
    if partners:
        state = steps.push(state, steps.step(PARTNER_STEP, seat), *later)
    else:
        state = steps.push(state, *later)
    return state, events


def aid_partners(state: State, seat: int) -> list[int]:
    """Other agents in Reach that take part in this combat round (R30)."""
    c = combat(state)
    return [s for s in state.reach(seat) if s != seat and c.taking_part(s)]


def _partner_legal(state: State, step: Step) -> list[Action]:
    seat = step.seat
    assert seat is not None
    out = [act(AID_PARTNER, s, f"Aid Seat {s + 1}") for s in aid_partners(state, seat)]
    return out + [act(AID_PARTNER, None, "Aid nobody (only you discard)")]


def _partner_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _partner_legal(state, step), "as the Aid partner")
    state = steps.pop(state)
    partner = -1 if action.arg is None else int(action.arg)  # type: ignore[arg-type]
    # the player's discard step lies just below: tell it the partner
    i = steps.find(state, AID_DISCARD_STEP)
    state = steps.set_at(state, i, state.stack[i].put(partner=partner))
    return state, []


def _discard_legal(state: State, step: Step) -> list[Action]:
    hand = state.agents[step.seat].hand  # type: ignore[index]
    return card_choices(AID_DISCARD, hand, "Discard", none="Discard nothing")


def _discard_decider(state: State, step: Step) -> int | None:
    """No question when only "nothing" could be discarded (MISS is never offered)."""
    hand = state.agents[step.seat].hand  # type: ignore[index]
    return step.seat if kinds_of(hand, exclude=(MISS,)) else None


def _discard_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat = step.seat
    assert seat is not None
    events: list[Event] = []
    if action is not None or _discard_decider(state, step) is not None:
        action = check(action, _discard_legal(state, step), "as the Aid discard")
        if action.arg is not None:
            card = str(action.arg)
            agent = state.agents[seat]
            state = state.with_agent(seat, agent.but(hand=remove_one(agent.hand, card),
                                                     discard=agent.discard + (card,)))
            events.append(Event("discard", f"Seat {seat + 1} discards a {CARD_NAMES[card]} (Aid).",
                                {"seat": seat, "card": card}, subject=seat))
    partner = step.get("partner", -1)
    if partner is not None and partner >= 0:  # the player's discard done: now the partner's
        return steps.replace_top(state, steps.step(AID_DISCARD_STEP, partner, partner=-1)), events
    return steps.pop(state), events


# --- Step 5: Priority 3 cards (§2.8.5) -----------------------------------------------------------


def resolve_priority_3(state: State) -> tuple[State, list[Event]]:
    """Every agent taking part, in player order, lays down its Counters and Hard Counters; Block
    goes to Hard Counters first (R33); Bulwark spares Counters; Health 0 stops everything."""
    events: list[Event] = []
    for seat in state.order():
        c = combat(state)
        if not c.taking_part(seat):
            continue
        agent = state.agents[seat]
        p3 = tuple(card for card in agent.hand if card in (COUNTER, HARD))
        if not p3:
            continue
        rest = tuple(card for card in agent.hand if card not in (COUNTER, HARD))
        state = state.with_agent(seat, agent.but(hand=rest))
        state = set_combat(state, played=set_at(c.played, seat, c.played[seat] + p3))
        hards, counters = p3.count(HARD), p3.count(COUNTER)
        blocks = ports.block(state, seat)
        hard_blocked = min(blocks, hards)
        counter_blocked = 0 if state.bulwark else min(blocks - hard_blocked, counters)
        events.append(Event("priority3", f"Seat {seat + 1} reveals {hards} Hard Counter(s) and {counters} "
                                         f"Counter(s); {hard_blocked + counter_blocked} blocked.",
                            {"seat": seat, "hard": hards, "counter": counters,
                             "blocked": hard_blocked + counter_blocked}, subject=seat))
        losses = [2] * (hards - hard_blocked)
        if not state.bulwark:
            losses += [1] * (counters - counter_blocked)
        for loss in losses:
            state, more = ports.lose_health(state, loss, "Hard Counter" if loss == 2 else "Counter")
            events += more
            if state.over is not None:
                return state, events
    return state, events


register(P1_STEP, steps.by_seat, _p1_legal, _p1_run)
register(PARTNER_STEP, steps.by_seat, _partner_legal, _partner_run)
register(AID_DISCARD_STEP, _discard_decider, _discard_legal, _discard_run)

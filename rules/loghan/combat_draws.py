"""Combat Step 2 (§2.8.2): drawing to hand size, forced and voluntary Recuperation (E23).

Also the one card-drawing helper every combat effect uses (Parry, the Shock rider, combat skills):
a draw from an empty deck gives nothing and never reshuffles in the middle of a round (R26).
"""

from __future__ import annotations

from ..core.events import Event
from . import chance, steps
from .actions import Action
from .combat_kinds import (
    register, CARD_NAMES, DONE, FIGHT, RECUP_DISCARD, RECUPERATE, act, card_choices, check, combat, remove_one, set_at,
    set_combat,
)
from .state import State
from .steps import Step

RECUP_STEP, RECUP_DISCARD_STEP = "combat.recup", "combat.recup_discard"


def draw_cards(state: State, seat: int, n: int) -> tuple[State, tuple[str, ...]]:
    """``seat`` draws up to ``n`` cards from the top of its deck (fewer if it runs out, R26)."""
    agent = state.agents[seat]
    drawn = agent.deck[:max(0, n)]
    return state.with_agent(seat, agent.with_deck(agent.deck[len(drawn):], hand=agent.hand + drawn)), drawn


def give_free_hit(state: State, seat: int) -> State:
    """Sable's Feint drew a Hit: one more free Hit this combat round (E33)."""
    c = combat(state)
    feint = c.feint if len(c.feint) == state.n else (0,) * state.n
    return set_combat(state, feint=set_at(feint, seat, feint[seat] + 1))


def hand_size(state: State, seat: int) -> int:
    """5 with 3-4 agents, 4 with 5-6 (R2); in a combat's first round ±1 per Initiative and
    Overwhelmed counter (R27)."""
    size = state.hand_size
    if combat(state).round == 1:
        agent = state.agents[seat]
        size += agent.initiative - agent.overwhelmed
    return size


def draw_to_hand_size(state: State) -> tuple[State, list[Event]]:
    """Step 2.1 for every agent in player order; a deck too short means forced Recuperation."""
    events: list[Event] = []
    for seat in state.order():
        need = hand_size(state, seat) - len(state.agents[seat].hand)
        if need <= 0:
            continue
        if need <= len(state.agents[seat].deck):
            state, _ = draw_cards(state, seat, need)
            events.append(Event("draw", f"Seat {seat + 1} draws {need} combat cards.", {"seat": seat, "n": need},
                                subject=seat, you=f"You draw {need} combat cards."))
            continue
        state, more = forced_recuperation(state, seat)
        events += more
    if combat(state).round == 1:  # Initiative and Overwhelmed are used up (§2.8.7)
        for seat, agent in enumerate(state.agents):
            if agent.initiative or agent.overwhelmed:
                state = state.with_agent(seat, agent.but(initiative=0, overwhelmed=0))
    return state, events


def forced_recuperation(state: State, seat: int) -> tuple[State, list[Event]]:
    """R23: discard the whole hand, shuffle discard pile and deck together into a new deck, draw
    nothing, sit out this combat round."""
    agent = state.agents[seat]
    state, deck = chance.shuffle(state, agent.discard + agent.hand + agent.deck)
    state = state.with_agent(seat, agent.but(hand=(), discard=(), deck=tuple(deck), known_bottom=()))
    c = combat(state)
    state = set_combat(state, out=c.out + (seat,))
    return state, [Event("recuperate", f"Seat {seat + 1} must Recuperate: its hand is discarded and its deck "
                                       f"reshuffled ({len(deck)} cards); it sits out this combat round.",
                         {"seat": seat, "forced": True}, subject=seat)]


# --- voluntary Recuperation (Step 2.3, E23) -----------------------------------------------------


def recup_steps(state: State) -> list[Step]:
    """One FIGHT / RECUPERATE question per agent taking part, in player order."""
    c = combat(state)
    return [steps.step(RECUP_STEP, seat) for seat in state.order() if c.taking_part(seat)]


def _recup_legal(state: State, step: Step) -> list[Action]:
    return [act(FIGHT, None, "Fight this combat round"),
            act(RECUPERATE, None, "Recuperate: discard cards of your choice and sit out this combat round")]


def _recup_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _recup_legal(state, step), "in Combat Step 2")
    seat = step.seat
    assert seat is not None
    if action.kind == FIGHT:
        return steps.pop(state), []
    c = combat(state)
    state = set_combat(state, out=c.out + (seat,))
    state = steps.replace_top(state, steps.step(RECUP_DISCARD_STEP, seat))
    return state, [Event("recuperate", f"Seat {seat + 1} Recuperates this combat round.", {"seat": seat},
                         subject=seat, you="You Recuperate this combat round.")]


def _discard_legal(state: State, step: Step) -> list[Action]:
    hand = state.agents[step.seat].hand  # type: ignore[index]
    return card_choices(RECUP_DISCARD, hand, "Discard", exclude=()) + [act(DONE, None, "Done discarding")]


def _discard_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _discard_legal(state, step), "while Recuperating")
    seat = step.seat
    assert seat is not None
    if action.kind == DONE:
        return steps.pop(state), []
    card = str(action.arg)
    agent = state.agents[seat]
    state = state.with_agent(seat, agent.but(hand=remove_one(agent.hand, card), discard=agent.discard + (card,)))
    return state, [Event("discard", f"Seat {seat + 1} discards a {CARD_NAMES[card]}.", {"seat": seat, "card": card},
                         subject=seat)]


def _discard_decider(state: State, step: Step) -> int | None:
    """The loop ends by itself once the hand is empty (a single DONE is no decision)."""
    return step.seat if state.agents[step.seat].hand else None  # type: ignore[index]


def _discard_auto(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    if action is None:
        return steps.pop(state), []
    return _discard_run(state, step, action)


register(RECUP_STEP, steps.by_seat, _recup_legal, _recup_run)
register(RECUP_DISCARD_STEP, _discard_decider, _discard_legal, _discard_auto)

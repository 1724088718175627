"""Combat skills (§2.14 "Combat skill", C1, R12, E24): ``COMBAT_SKILL`` in W4 and its sub-decisions.

Each agent's combat skill is its own version of the board's "2 Clarity → 1 card" draw. It is
offered in W4 only, to an agent taking part in the combat round, as often as the group's Clarity
pays for it: 2 Clarity a use, 1 with a usable Large Rod equipped (the Clarity must be there now;
it is spent, never lost, so it never turns into Health loss). It plugs into C's window through
``windows.register_free_action`` with ``counted=False``: by E24 it is *not* one of the window's 6
free actions (Clarity bounds it), so it neither counts nor stops being offered after the 6th.

The six effects (C1); options inside an effect are separate decisions (§2.14):
- Pill, Triage: draw 1; a Counter or Hard Counter drawn is discarded at once.
- Brannoc, Brace: draw 1, then ``DISCARD(card)`` one card from hand (not a MISS) or ``DISCARD(None)``.
- Kestrel, Steady Aim: draw 1, or with a usable Ranged weapon and a Hit in the discard pile
  ``MODE("hit_from_discard")`` takes that Hit into the hand instead (``MODE("draw")`` draws).
- Ilse, Diagnostics: look at the top 2 cards, ``KEEP_CARD(card)`` draws one, the other goes to the
  bottom of the deck; with 1 card left it is drawn. The two cards are kept in the step's data,
  because the seat's own view of its deck is unordered (§5.2) and its options must come from
  what it saw.
- Sable, Feint: draw 1; a Hit drawn is one more free Hit this combat round (E33).
- Orin, Improvise: draw 1, then ``PAY_EXTRA(True)`` pays 1 Energy to draw 1 more (asked only
  when the Energy is there and the deck still holds a card: paying for nothing is never offered).

With an empty deck a use still costs Clarity and draws nothing (R12, never a Recuperation);
Steady Aim's Hit from the discard pile and Brace's discard still work.
"""

from __future__ import annotations

from typing import Callable

from ..core.events import Event
from . import combat_ports as ports
from . import steps
from .actions import Action
from .combat_draws import draw_cards, give_free_hit
from .combat_kinds import (
    CARD_NAMES, COUNTER, HARD, HIT, MISS, act, card_choices, check, combat, kinds_of, register, remove_one,
)
from .state import State
from .steps import Step

COMBAT_SKILL, KEEP_CARD, DISCARD, MODE, PAY_EXTRA = "COMBAT_SKILL", "KEEP_CARD", "DISCARD", "MODE", "PAY_EXTRA"
DRAW, FROM_DISCARD = "draw", "hit_from_discard"
KEEP_STEP, BRACE_STEP, MODE_STEP, EXTRA_STEP = (
    "combat.keep_card", "combat.brace", "combat.steady_aim", "combat.improvise")
SKILL_NAMES = {"Pill": "Triage", "Brannoc": "Brace", "Kestrel": "Steady Aim", "Ilse": "Diagnostics",
               "Sable": "Feint", "Orin": "Improvise"}

Result = tuple[State, list[Event]]


def cost(state: State, seat: int) -> int:
    """2 Clarity a use, 1 with a usable Large Rod equipped (§2.14)."""
    return 1 if ports.has_usable(state, seat, ports.LARGE_ROD) else 2


def skill_name(state: State, seat: int) -> str:
    return SKILL_NAMES.get(state.agents[seat].id, "Combat skill")


def offer(state: State, seat: int, window: str) -> list[Action]:
    """``COMBAT_SKILL`` for an agent taking part, in W4, while the Clarity pays for one use."""
    if window != "W4" or state.combat is None or not combat(state).taking_part(seat):
        return []
    price = cost(state, seat)
    if state.clarity < price:
        return []
    empty = "" if state.agents[seat].deck else " (your deck is empty: nothing will be drawn)"
    return [act(COMBAT_SKILL, None, f"{skill_name(state, seat)}: spend {price} Clarity{empty}")]


def use(state: State, seat: int, action: Action) -> Result:
    """Pay the Clarity, then the agent's effect (which may push its sub-decision on top of W4)."""
    price = cost(state, seat)
    state, events = ports.spend_clarity(state, price, skill_name(state, seat))
    events.insert(0, Event("combat_skill", f"Seat {seat + 1} uses {skill_name(state, seat)} ({price} Clarity).",
                           {"seat": seat, "skill": state.agents[seat].id, "cost": price}, subject=seat,
                           you=f"You use {skill_name(state, seat)} ({price} Clarity)."))
    effect = EFFECTS.get(state.agents[seat].id, _draw_one)
    state, more = effect(state, seat)
    return state, events + more


def _draw_event(seat: int, drawn: tuple[str, ...], why: str) -> Event:
    shown = ", ".join(CARD_NAMES[c] for c in drawn) or "nothing"
    return Event("draw", f"Seat {seat + 1} draws {len(drawn)} card(s) ({why}).",
                 {"seat": seat, "n": len(drawn)}, subject=seat, you=f"You draw {shown} ({why}).",
                 visible_to=frozenset({seat}),
                 redacted=Event("draw", f"Seat {seat + 1} draws {len(drawn)} card(s) ({why}).",
                                {"seat": seat, "n": len(drawn)}, subject=seat))


def _draw_one(state: State, seat: int) -> Result:
    state, drawn = draw_cards(state, seat, 1)
    return state, [_draw_event(seat, drawn, skill_name(state, seat))]


def _to_discard(state: State, seat: int, card: str, why: str) -> Result:
    agent = state.agents[seat]
    state = state.with_agent(seat, agent.but(hand=remove_one(agent.hand, card), discard=agent.discard + (card,)))
    return state, [Event("discard", f"Seat {seat + 1} discards a {CARD_NAMES[card]} ({why}).",
                         {"seat": seat, "card": card}, subject=seat)]


# --- the six effects ----------------------------------------------------------------------------


def _triage(state: State, seat: int) -> Result:
    state, drawn = draw_cards(state, seat, 1)
    events = [_draw_event(seat, drawn, "Triage")]
    if drawn and drawn[0] in (COUNTER, HARD):
        state, more = _to_discard(state, seat, drawn[0], "Triage")
        events += more
    return state, events


def _brace(state: State, seat: int) -> Result:
    state, events = _draw_one(state, seat)
    return steps.push(state, steps.step(BRACE_STEP, seat)), events


def _steady_aim(state: State, seat: int) -> Result:
    if "Ranged" in ports.attack_types(state, seat) and HIT in state.agents[seat].discard:
        return steps.push(state, steps.step(MODE_STEP, seat)), []
    return _draw_one(state, seat)


def _diagnostics(state: State, seat: int) -> Result:
    look = state.agents[seat].deck[:2]
    if len(look) < 2 or look[0] == look[1]:  # nothing to choose: the top card is drawn
        state = _to_bottom(state, seat, look[:1], look[1:])  # the other (identical) card goes to the bottom
        return state, [_draw_event(seat, look[:1], "Diagnostics")]
    return steps.push(state, steps.step(KEEP_STEP, seat, look=look)), [
        Event("diagnostics", f"Seat {seat + 1} looks at the top 2 cards of its deck.", {"seat": seat},
              subject=seat, you="You look at the top 2 cards of your deck: "
                                + " and ".join(CARD_NAMES[c] for c in look) + ".")]


def _feint(state: State, seat: int) -> Result:
    state, drawn = draw_cards(state, seat, 1)
    events = [_draw_event(seat, drawn, "Feint")]
    if drawn and drawn[0] == HIT:
        state = give_free_hit(state, seat)
        events.append(Event("feint", f"Seat {seat + 1} drew a Hit with Feint: it costs 0 Combat Power this "
                                     "combat round.", {"seat": seat}, subject=seat))
    return state, events


def _improvise(state: State, seat: int) -> Result:
    state, events = _draw_one(state, seat)
    if state.agents[seat].energy >= 1 and state.agents[seat].deck:
        state = steps.push(state, steps.step(EXTRA_STEP, seat))
    return state, events


EFFECTS: dict[str, Callable[[State, int], Result]] = {
    "Pill": _triage, "Brannoc": _brace, "Kestrel": _steady_aim, "Ilse": _diagnostics, "Sable": _feint,
    "Orin": _improvise}


# --- the sub-decisions ----------------------------------------------------------------------------


def _keep_legal(state: State, step: Step) -> list[Action]:
    return [act(KEEP_CARD, c, f"Draw the {CARD_NAMES[c]}, put the other card on the bottom")
            for c in dict.fromkeys(step.get("look"))]


def _keep_run(state: State, step: Step, action: Action | None) -> Result:
    action = check(action, _keep_legal(state, step), "for Diagnostics")
    seat = step.seat
    assert seat is not None
    kept = str(action.arg)
    look = list(step.get("look"))
    look.remove(kept)
    other = look[0]
    state = _to_bottom(state, seat, (kept,), (other,))
    return steps.pop(state), [_draw_event(seat, (kept,), "Diagnostics"),
                              Event("diagnostics", f"Seat {seat + 1} puts a card on the bottom of its deck.",
                                    {"seat": seat}, subject=seat,
                                    you=f"You put the {CARD_NAMES[other]} on the bottom of your deck.")]


def _to_bottom(state: State, seat: int, kept: tuple[str, ...], other: tuple[str, ...]) -> State:
    """Diagnostics is over: ``kept`` (the top card or the chosen one) goes to the hand, ``other``
    from the top two to the bottom of the deck, where its owner knows it until the deck is next
    shuffled (§5.2: ``Agent.known_bottom``)."""
    agent = state.agents[seat]
    deck = agent.deck
    for card in kept + other:
        deck = remove_one(deck, card)  # the top two: the first copy of each is on top
    agent = agent.with_deck(deck, hand=agent.hand + kept)
    return state.with_agent(seat, agent.but(deck=deck + other, known_bottom=agent.known_bottom + other))


def _brace_decider(state: State, step: Step) -> int | None:
    """No question when only MISS cards (or nothing) are in hand."""
    return step.seat if kinds_of(state.agents[step.seat].hand, exclude=(MISS,)) else None  # type: ignore[index]


def _brace_legal(state: State, step: Step) -> list[Action]:
    return card_choices(DISCARD, state.agents[step.seat].hand, "Discard", none="Discard nothing")  # type: ignore[index]


def _brace_run(state: State, step: Step, action: Action | None) -> Result:
    seat = step.seat
    assert seat is not None
    if action is None and _brace_decider(state, step) is None:
        return steps.pop(state), []
    action = check(action, _brace_legal(state, step), "for Brace")
    if action.arg is None:
        return steps.pop(state), []
    return _to_discard(steps.pop(state), seat, str(action.arg), "Brace")


def _mode_legal(state: State, step: Step) -> list[Action]:
    return [act(MODE, DRAW, "Draw 1 card"), act(MODE, FROM_DISCARD, "Take a Hit from your discard pile")]


def _mode_run(state: State, step: Step, action: Action | None) -> Result:
    action = check(action, _mode_legal(state, step), "for Steady Aim")
    seat = step.seat
    assert seat is not None
    state = steps.pop(state)
    if action.arg == DRAW:
        return _draw_one(state, seat)
    agent = state.agents[seat]
    state = state.with_agent(seat, agent.but(discard=remove_one(agent.discard, HIT), hand=agent.hand + (HIT,)))
    return state, [Event("steady_aim", f"Seat {seat + 1} takes a Hit from its discard pile (Steady Aim).",
                         {"seat": seat}, subject=seat, you="You take a Hit from your discard pile.")]


def _extra_legal(state: State, step: Step) -> list[Action]:
    return [act(PAY_EXTRA, True, "Pay 1 Energy to draw 1 more card"), act(PAY_EXTRA, False, "Draw no more")]


def _extra_run(state: State, step: Step, action: Action | None) -> Result:
    action = check(action, _extra_legal(state, step), "for Improvise")
    seat = step.seat
    assert seat is not None
    state = steps.pop(state)
    if not action.arg:
        return state, []
    state, events = ports.spend_energy(state, seat, 1, "Improvise")
    state, drawn = draw_cards(state, seat, 1)
    return state, events + [_draw_event(seat, drawn, "Improvise")]


register(KEEP_STEP, steps.by_seat, _keep_legal, _keep_run)
register(BRACE_STEP, _brace_decider, _brace_legal, _brace_run)
register(MODE_STEP, steps.by_seat, _mode_legal, _mode_run)
register(EXTRA_STEP, steps.by_seat, _extra_legal, _extra_run)
ports.register_free_action(COMBAT_SKILL, offer, use, counted=False)  # E24: not one of the 6

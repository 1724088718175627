"""Trading (§2.16, E4, E24): an offer built one item at a time, then accepted or refused.

``TRADE_OPEN(seat)`` (at most 1 offer per seat and window) pushes ``trade_build``; the offering
seat adds items with ``TRADE_GIVE(item)`` / ``TRADE_TAKE(item)`` (a treasure id, or "ENERGY" for
1 more Energy), withdraws the whole offer with ``TRADE_REMOVE``, or sends it (``TRADE_SEND``).
Each building step counts towards the window's 6 free actions (E24). The other seat answers
``TRADE_ANSWER(yes/no)``. Both sides need room afterwards and nobody may end above 99 Energy.
Trades happen in W1, W2, W8 and W9 only, never from a quiet Round's Move Phase end to the next
Move Phase; RP, combat and Decision cards and artifacts are never traded.
"""

from __future__ import annotations

from ..core.events import Event
from . import steps
from .actions import TRADE_ANSWER, TRADE_GIVE, TRADE_OPEN, TRADE_REMOVE, TRADE_SEND, TRADE_TAKE, Action, treasure_words
from .gain import gain_treasure
from .gear import room_for
from .lookup import name
from .state import MAX_ENERGY, State
from .steps import Step, step
from .tracks import transfer_energy
from .windows import MAX_FREE, bump, register_free_action, window_count

ENERGY = "ENERGY"


def trading_allowed(state: State, win: str) -> bool:
    return win in ("W1", "W2", "W8", "W9") and state.combat is None and (state.event_round or state.phase == "move")


def _offer_open(state: State, seat: int, win: str) -> list[Action]:
    if not trading_allowed(state, win) or window_count(state, "offers", seat):
        return []
    return [Action(TRADE_OPEN, other, f"Offer a trade to Seat {other + 1}") for other in state.order() if other != seat]


def _open(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    state = bump(state, "offers", seat)
    return steps.push(state, step("trade_build", seat, to=action.arg, give=(), take=(), energy=0)), []


def _sides(state: State, s: Step) -> tuple[list[str], list[str]]:
    """What each side may still add. In Exploration mode the other agent's backpack is face down
    (E40): one can ask only for the treasures one sees, those in its slots."""
    me, other = state.agents[s.seat], state.agents[s.get("to")]  # type: ignore[index]
    mine = [t for t in me.treasures if t not in s.get("give")]
    seen = other.treasures if state.mode == "story" else tuple(t for t in other.treasures if t not in other.backpack)
    theirs = [t for t in seen if t not in s.get("take")]
    return mine, theirs


def valid(state: State, s: Step) -> bool:
    """Room on both sides afterwards, Energy within 0..99 (E24)."""
    me, other = state.agents[s.seat], state.agents[s.get("to")]  # type: ignore[index]
    give, take, energy = s.get("give"), s.get("take"), s.get("energy")
    mine = [t for t in me.treasures if t not in give] + list(take)
    theirs = [t for t in other.treasures if t not in take] + list(give)
    return (room_for(mine) and room_for(theirs) and 0 <= me.energy - energy <= MAX_ENERGY
            and 0 <= other.energy + energy <= MAX_ENERGY and bool(give or take or energy))


def _build_legal(state: State, s: Step) -> list[Action]:
    out = []
    if window_count(state, "used", s.seat) < MAX_FREE:  # type: ignore[arg-type]
        mine, theirs = _sides(state, s)
        me, other = state.agents[s.seat], state.agents[s.get("to")]  # type: ignore[index]
        out += [Action(TRADE_GIVE, t, f"Offer the {treasure_words(me, t)}") for t in mine]
        out += [Action(TRADE_TAKE, t, f"Ask for the {treasure_words(other, t)}") for t in theirs]
        if me.energy > s.get("energy") and s.get("energy") >= 0:
            out.append(Action(TRADE_GIVE, ENERGY, "Give 1 more Energy"))
        if other.energy > -s.get("energy") and s.get("energy") <= 0:
            out.append(Action(TRADE_TAKE, ENERGY, "Ask for 1 more Energy"))
    if valid(state, s):
        out.append(Action(TRADE_SEND))
    return out + [Action(TRADE_REMOVE)]


def _build_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    kind, item = action.kind, action.arg  # type: ignore[union-attr]
    if kind == TRADE_REMOVE:
        return steps.pop(state), [Event("trade_withdrawn", f"Seat {s.seat + 1} withdraws the offer", {})]  # type: ignore[operator]
    if kind == TRADE_SEND:
        offer = Event("trade_offer", f"Seat {s.seat + 1} offers Seat {s.get('to') + 1}: gives "  # type: ignore[operator]
                      f"{', '.join(map(name, s.get('give'))) or 'nothing'}, asks "
                      f"{', '.join(map(name, s.get('take'))) or 'nothing'}, Energy {s.get('energy'):+d}",
                      {"from": s.seat, "to": s.get("to"), "give": list(s.get("give")), "take": list(s.get("take")),
                       "energy": s.get("energy")})
        return steps.replace_top(state, Step("trade_answer", s.get("to"), s.data + (("offerer", s.seat),))), [offer]
    state = _count(state, s.seat)  # type: ignore[arg-type]
    if item == ENERGY:
        s = s.put(energy=s.get("energy") + (1 if kind == TRADE_GIVE else -1))
    elif kind == TRADE_GIVE:
        s = s.put(give=s.get("give") + (item,))
    else:
        s = s.put(take=s.get("take") + (item,))
    return steps.replace_top(state, s), []


def _count(state: State, seat: int) -> State:
    return bump(state, "used", seat)


def _answer_legal(state: State, s: Step) -> list[Action]:
    out = [Action(TRADE_ANSWER, False, "Refuse the trade")]
    if valid(state, Step("trade_build", s.get("offerer"), s.data)):
        out.insert(0, Action(TRADE_ANSWER, True, "Accept the trade"))
    return out


def _answer_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    offerer, to = s.get("offerer"), s.seat
    if not action.arg:  # type: ignore[union-attr]
        return state, [Event("trade_refused", f"Seat {to + 1} refuses the trade", {"seat": to}, subject=to)]  # type: ignore[operator]
    events = [Event("trade_accepted", f"Seat {to + 1} accepts the trade", {"seat": to}, subject=to)]  # type: ignore[operator]
    for card in s.get("give"):
        state = state.with_agent(offerer, state.agents[offerer].without(card))
    for card in s.get("take"):
        state = state.with_agent(to, state.agents[to].without(card))  # type: ignore[arg-type]
    energy = s.get("energy")
    if energy:
        giver, taker = (offerer, to) if energy > 0 else (to, offerer)
        state, more = transfer_energy(state, giver, taker, abs(energy), "trade")  # type: ignore[arg-type]
        events += more
    for card in s.get("give"):
        state, more = gain_treasure(state, to, card, "trade")  # type: ignore[arg-type]
        events += more
    for card in s.get("take"):
        state, more = gain_treasure(state, offerer, card, "trade")
        events += more
    return state, events


register_free_action(TRADE_OPEN, _offer_open, _open)
steps.register("trade_build", steps.by_seat, _build_legal, _build_run)
steps.register("trade_answer", steps.by_seat, _answer_legal, _answer_run)

"""The reward auction of a tied order group (§2.9 Step 2.6, R70, E29, E41).

Eligible agents (RP ≥ 1 and room, fixed when it starts) bid in player order. On its first turn an
agent offers (the first offer at least 1, later ones at least the highest) or refuses and is out.
Later, an agent holding the highest offer stands or raises; one below it raises to at least the
highest or drops out. No offer exceeds the agent's RP. The auction ends when every agent still in
has had a turn since the last change of offer (E29). The highest bidder pays and takes the card;
a tie goes to the Leader's ``AWARD`` (Story) or to player order from the Leader (Exploration,
E41). If everyone refuses, the card moves on to the next group.

Two-main Chaos agents (§2.20) bid by rule for a Weapon they want: stand if alone at the top, else
offer the highest + 1 if they can, else match, else drop out; for other cards the person decides.
"""

from __future__ import annotations

from ..core.events import Event
from . import steps
from .actions import Action
from .combat_chaos import is_chaos, wants
from .combat_kinds import AWARD, OFFER, REFUSE, STAND, act, check, register
from .combat_state import Auction
from .lookup import name
from .state import State
from .steps import Step

BID_STEP, AWARD_STEP = "reward.bid", "reward.award"


def start_auction(state: State, bidders: tuple[int, ...]) -> State:
    from .rewards import set_reward

    state = set_reward(state, auction=Auction(bidders, (0,) * len(bidders)))
    return steps.push(state, steps.step(BID_STEP, bidders[0]))


def _auction(state: State) -> Auction:
    from .rewards import reward

    a = reward(state).auction
    if a is None:
        raise RuntimeError("no auction in progress")
    return a


def _options(state: State, seat: int) -> list[Action]:
    a = _auction(state)
    rp = state.agents[seat].rp
    mine, high = a.offer_of(seat), a.high
    if mine == 0:
        low = max(1, high)
    elif mine == high:
        low = high + 1
    else:
        low = high
    out: list[Action] = []
    if mine and mine == high:
        out.append(act(STAND, None, f"Stand at {mine} RP"))
    out += [act(OFFER, k, f"Offer {k} RP") for k in range(low, rp + 1)]
    if not (mine and mine == high):
        out.append(act(REFUSE, None, "Refuse (drop out)"))
    return out


def _chaos_choice(state: State, seat: int, card: str) -> Action | None:
    """The Two-main Chaos bidding rule for a wanted Weapon (None: the person decides)."""
    if not wants(state, seat, card):
        return None
    a = _auction(state)
    rp, mine, high = state.agents[seat].rp, a.offer_of(seat), a.high
    if mine and mine == high and sum(1 for o in a.offers if o == high) == 1:
        return act(STAND, None, "")
    if rp >= high + 1 and (high + 1 > mine):
        return act(OFFER, max(1, high + 1), "")
    if mine == high and mine:
        return act(STAND, None, "")
    if rp >= high >= 1:
        return act(OFFER, high, "")
    return act(REFUSE, None, "")


def _legal(state: State, step: Step) -> list[Action]:
    from .rewards import reward

    seat = step.seat
    assert seat is not None
    if is_chaos(state, seat) and state.rule_set == "two_main":
        forced = _chaos_choice(state, seat, reward(state).card)
        if forced is not None:
            return [a for a in _options(state, seat) if a == forced] or [act(REFUSE, None, "Drop out")]
    return _options(state, seat)


def _run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    from .rewards import set_reward

    action = check(action, _legal(state, step), "in the reward auction")
    seat = step.seat
    assert seat is not None
    a = _auction(state)
    i = a.bidders.index(seat)
    state = steps.pop(state)
    if action.kind == REFUSE:
        bidders, offers = a.bidders[:i] + a.bidders[i + 1:], a.offers[:i] + a.offers[i + 1:]
        calm = tuple(s for s in a.calm if s != seat)
        nxt = i  # the next bidder slides into this index
        event = Event("auction", f"Seat {seat + 1} drops out.", {"seat": seat, "offer": 0}, subject=seat)
    elif action.kind == STAND:
        bidders, offers, calm, nxt = a.bidders, a.offers, a.calm + (seat,), i + 1
        event = Event("auction", f"Seat {seat + 1} stands at {a.offers[i]}.", {"seat": seat, "offer": a.offers[i]},
                      subject=seat)
    else:
        k = int(action.arg)  # type: ignore[arg-type]
        bidders, offers, calm, nxt = a.bidders, a.offers[:i] + (k,) + a.offers[i + 1:], (), i + 1
        event = Event("auction", f"Seat {seat + 1} offers {k} RP.", {"seat": seat, "offer": k}, subject=seat)
    if not bidders:
        from .rewards import reward
        return set_reward(state, auction=None, group=reward(state).group + 1), [event]
    a = Auction(bidders, offers, calm, nxt % len(bidders))
    state = set_reward(state, auction=a)
    if all(s in calm for s in bidders):
        state, more = _close(state)
        return state, [event] + more
    return steps.push(state, steps.step(BID_STEP, bidders[a.cursor])), [event]


def _close(state: State) -> tuple[State, list[Event]]:
    """Everyone still in has had a turn since the last change: award the card."""
    from .rewards import take

    a = _auction(state)
    top = [s for s, o in zip(a.bidders, a.offers) if o == a.high]
    if len(top) == 1 or state.mode == "exploration":
        order = state.order()
        winner = min(top, key=order.index)
        return take(state, winner, a.high)
    return steps.push(state, steps.step(AWARD_STEP, state.leader, tied=tuple(top))), []


def _award_legal(state: State, step: Step) -> list[Action]:
    return [act(AWARD, s, f"Award the card to Seat {s + 1}") for s in step.get("tied", ())]


def _award_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    from .rewards import reward, take

    action = check(action, _award_legal(state, step), "for the tied auction")
    seat = int(action.arg)  # type: ignore[arg-type]
    state = steps.pop(state)
    price = _auction(state).high
    state, events = take(state, seat, price)
    card = events[0].data.get("card") if events else reward(state).card
    return state, [Event("award", f"The Leader awards {name(str(card))} to Seat {seat + 1}.", {"seat": seat})] + events


register(BID_STEP, steps.by_seat, _legal, _run)
register(AWARD_STEP, steps.by_seat, _award_legal, _award_run)

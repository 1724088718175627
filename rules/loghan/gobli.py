"""The Gob-Li (§2.12.2, E21, E30): wares, selling, one open auction per ware, or the shortcut.

Wares: one treasure each from the Green, Blue and Red decks (with fallback); a costless card is
set aside and another drawn until a ware with a cost comes or the decks run out, then the
set-aside cards are shuffled back (E30). Selling in player order (``SELL(t)`` / ``DONE``), then per
ware an auction (``BID(k)`` / ``PASS``; the first bid at least the cost, later ones higher, never
above the bidder's Energy; only agents with room bid). When one person controls every agent there
is no auction: the Leader's seat (the person) ``BUY``s a ware for an agent with room, the cost
split by E21, or ``LEAVE``s it. Wares in a step's data are in nobody's hands.
"""

from __future__ import annotations

from ..core.events import Event
from . import decks, steps
from .actions import BID, BUY, DONE, LEAVE, PASS, SELL, Action, treasure_words
from .gain import gain_treasure
from .gear import has_room
from .lookup import name, treasure
from .skills import SPLIT_DONE, start_split
from .state import State
from .steps import Step, step
from .tracks import gain_energy, spend_energy


def _draw_wares(state: State) -> tuple[State, tuple[str, ...], list[Event]]:
    wares, events = [], []
    for colour in "GBR":
        aside = []
        while True:
            state, card, more = decks.draw_treasure(state, colour)
            events += more
            if not card:
                break
            if treasure(card).cost is None:
                aside.append(card)
                continue
            wares.append(card)
            break
        for card in aside:
            state, more = decks.reshuffle_treasure(state, card)
            events += more
    return state, tuple(wares), events


def _start_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state, wares, events = _draw_wares(steps.pop(state))
    events.append(Event("gobli", "The Gob-Li visits: " + (", ".join(f"{name(w)} ({treasure(w).cost})" for w in wares)
                                                           or "no wares"), {"wares": list(wares)}))
    return steps.push(state, step("gobli_sell", None, pos=0, wares=wares)), events


def _sell_decider(state: State, s: Step) -> int | None:
    return state.order()[s.get("pos")]


def _sell_legal(state: State, s: Step) -> list[Action]:
    seat = state.order()[s.get("pos")]
    agent = state.agents[seat]
    return [Action(SELL, t, f"Sell the {treasure_words(agent, t)} (+{treasure(t).cost} Energy)")
            for t in agent.treasures if treasure(t).cost is not None] + [Action(DONE)]


def _sell_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat = state.order()[s.get("pos")]
    if action.kind == DONE:  # type: ignore[union-attr]
        pos = s.get("pos") + 1
        if pos < state.n:
            return steps.replace_top(state, s.put(pos=pos)), []
        return steps.replace_top(state, _buy_step(state, s.get("wares"))), []
    card = action.arg  # type: ignore[union-attr]
    state = state.with_agent(seat, state.agents[seat].without(card))  # type: ignore[arg-type]
    events = [Event("sell", f"Seat {seat + 1} sells {name(card)}", {"seat": seat, "card": card}, subject=seat)]
    state, more = gain_energy(state, seat, treasure(card).cost or 0, "Gob-Li sale")  # type: ignore[arg-type]
    events += more
    state, more = decks.reshuffle_treasure(state, card)  # type: ignore[arg-type]
    return state, events + more


def _buy_step(state: State, wares: tuple[str, ...]) -> Step:
    if state.person_controls_all:
        return step("gobli_shop", None, wares=wares)
    return step("gobli_auction", None, wares=wares, bidders=tuple(state.order()), pos=0, bid=0, high=-1)


# --- auction ----------------------------------------------------------------------------------


def _auction_decider(state: State, s: Step) -> int | None:
    """The next agent still in after ``pos`` (the highest bidder waits); ``None`` once it is over."""
    if not s.get("wares"):
        return None
    bidders, high = s.get("bidders"), s.get("high")
    if not [b for b in bidders if b != high]:
        return None
    pos = s.get("pos") % len(bidders)
    while bidders[pos] == high:
        pos = (pos + 1) % len(bidders)
    return bidders[pos]


def _auction_legal(state: State, s: Step) -> list[Action]:
    seat = _auction_decider(state, s)
    ware = s.get("wares")[0]
    low = max(treasure(ware).cost or 0, s.get("bid") + 1 if s.get("high") >= 0 else 0)
    out = []
    if has_room(state.agents[seat], ware):  # type: ignore[index]
        out = [Action(BID, k) for k in range(low, state.agents[seat].energy + 1)]  # type: ignore[index]
    return out + [Action(PASS)]


def _auction_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    wares = s.get("wares")
    if not wares:
        return steps.pop(state), []
    if action is None:  # the auction for this ware is over
        ware, high = wares[0], s.get("high")
        nxt = steps.replace_top(state, s.put(wares=wares[1:], bidders=tuple(state.order()), pos=0, bid=0, high=-1))
        if high < 0:
            state, events = decks.reshuffle_treasure(nxt, ware)
            return state, [Event("gobli_unsold", f"Nobody buys {name(ware)}", {"card": ware})] + events
        state, events = spend_energy(nxt, high, s.get("bid"), "Gob-Li")
        state, more = gain_treasure(state, high, ware, "Gob-Li")
        return state, events + more
    seat = _auction_decider(state, s)
    bidders = list(s.get("bidders"))
    if action.kind == PASS:
        i = bidders.index(seat)
        bidders.remove(seat)
        pos = i % len(bidders) if bidders else 0
        return steps.replace_top(state, s.put(bidders=tuple(bidders), pos=pos)), []
    return steps.replace_top(state, s.put(bid=action.arg, high=seat, pos=(bidders.index(seat) + 1) % len(bidders))), [
        Event("bid", f"Seat {seat + 1} bids {action.arg}", {"seat": seat, "bid": action.arg}, subject=seat)]  # type: ignore[operator]


# --- the shortcut (one person controls every agent) --------------------------------------------


def _shop_legal(state: State, s: Step) -> list[Action]:
    ware = s.get("wares")[0]
    cost = treasure(ware).cost or 0
    out = []
    if sum(a.energy for a in state.agents) >= cost:
        out = [Action(BUY, (ware, seat), f"Buy the {name(ware)} for Seat {seat + 1} ({treasure(ware).cost} Energy)") for seat in state.order()
               if has_room(state.agents[seat], ware)]
    return out + [Action(LEAVE)]


def _shop_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    wares = s.get("wares")
    if not wares:
        return steps.pop(state), []
    ware = wares[0]
    state = steps.replace_top(state, s.put(wares=wares[1:]))
    if action.kind == LEAVE:  # type: ignore[union-attr]
        return decks.reshuffle_treasure(state, ware)
    buyer = action.arg[1]  # type: ignore[index,union-attr]
    return start_split(state, buyer, treasure(ware).cost or 0, "gobli", ware=ware)


def _bought(state: State, s: Step, paid: bool) -> tuple[State, list[Event]]:
    if paid:
        return gain_treasure(state, s.seat, s.get("ware"), "Gob-Li")  # type: ignore[arg-type]
    return decks.reshuffle_treasure(state, s.get("ware"))


def _shop_decider(state: State, s: Step) -> int | None:
    return state.leader if s.get("wares") else None


SPLIT_DONE["gobli"] = _bought
steps.register("gobli", steps.automatic, steps.no_actions, _start_run)
steps.register("gobli_sell", _sell_decider, _sell_legal, _sell_run)
steps.register("gobli_auction", _auction_decider, _auction_legal, _auction_run)
steps.register("gobli_shop", _shop_decider, _shop_legal, _shop_run)

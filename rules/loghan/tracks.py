"""Group tracks and Energy (§2.13, E9, E11, E27): the shared helpers every part of the engine uses.

Losses go through ``lose_health``/``lose_clarity`` so that the reductions apply in E11's order
(the Story buffer, then the Focus Amulet; then a Clarity loss at 0 turns into Health loss, which
the buffer no longer reduces, E27). Gains cap at 15 / 10 / 99. Health 0 ends the game at once
(``ending.defeat``), wherever it happens. Energy gains from the game feed the Sphere Syphon;
transfers between agents (``transfer_energy``) never do.
"""

from __future__ import annotations

from ..core.events import Event
from .state import MAX_CLARITY, MAX_ENERGY, MAX_HEALTH, State

FOCUS_AMULET = "TB9"


def base(card: str) -> str:
    """A card's design id: "TB9#1" -> "TB9"."""
    return card.split("#", 1)[0]


def _track(what: str, before: int, after: int, source: str) -> Event:
    change = after - before
    return Event("track", f"{what} {before} -> {after} ({source})",
                 {"track": what.lower(), "from": before, "to": after, "change": change, "source": source})


def gain_health(state: State, n: int, source: str = "") -> tuple[State, list[Event]]:
    after = min(MAX_HEALTH, state.health + max(0, n))
    if after == state.health:
        return state, []
    return state.but(health=after), [_track("Health", state.health, after, source)]


def gain_clarity(state: State, n: int, source: str = "") -> tuple[State, list[Event]]:
    after = min(MAX_CLARITY, state.clarity + max(0, n))
    if after == state.clarity:
        return state, []
    return state.but(clarity=after), [_track("Clarity", state.clarity, after, source)]


def lose_health(state: State, n: int, source: str = "", buffered: bool = True) -> tuple[State, list[Event]]:
    """The group loses ``n`` Health; the Story buffer absorbs its first point per event card
    (only when ``buffered``: Health loss coming from Clarity at 0 is not, E27). Health 0 ends
    the game in a defeat."""
    events: list[Event] = []
    if n <= 0:
        return state, events
    if buffered and state.buffer[0] > 0:
        n -= 1
        state = state.but(buffer=(state.buffer[0] - 1, state.buffer[1]))
        events.append(Event("buffer", f"The Story buffer absorbs 1 Health loss ({source})", {"track": "health"}))
    if n <= 0:
        return state, events
    after = max(0, state.health - n)
    events.append(_track("Health", state.health, after, source))
    state = state.but(health=after)
    if after == 0:
        from .ending import defeat
        state, more = defeat(state, "health")
        events += more
    return state, events


def _focus_amulet(state: State) -> tuple[int, str]:
    """(seat, amulet) of a usable equipped Focus Amulet not yet used this Round, or (-1, "")."""
    from .gear import usable_equipped
    for seat in state.order():
        agent = state.agents[seat]
        for t in usable_equipped(state, seat):
            if base(t) == FOCUS_AMULET and t not in agent.items_used:
                return seat, t
    return -1, ""


def lose_clarity(state: State, n: int, source: str = "") -> tuple[State, list[Event]]:
    """The group loses ``n`` Clarity (E11): Story buffer, then the Focus Amulet, then Clarity;
    the points that find Clarity at 0 are lost as Health (unbuffered, E27)."""
    events: list[Event] = []
    if n <= 0:
        return state, events
    if state.buffer[1] > 0:
        n -= 1
        state = state.but(buffer=(state.buffer[0], state.buffer[1] - 1))
        events.append(Event("buffer", f"The Story buffer absorbs 1 Clarity loss ({source})", {"track": "clarity"}))
        if n <= 0:
            return state, events
    seat, amulet = _focus_amulet(state)
    if amulet:
        agent = state.agents[seat]
        state = state.with_agent(seat, agent.but(items_used=agent.items_used + (amulet,)))
        n -= 1
        events.append(Event("item", f"Seat {seat + 1}'s Focus Amulet reduces a Clarity loss by 1",
                            {"seat": seat, "treasure": amulet}, subject=seat))
        if n <= 0:
            return state, events
    from_clarity = min(n, state.clarity)
    if from_clarity:
        after = state.clarity - from_clarity
        events.append(_track("Clarity", state.clarity, after, source))
        state = state.but(clarity=after)
    rest = n - from_clarity
    if rest:
        state, more = lose_health(state, rest, f"{source}, Clarity at 0", buffered=False)
        events += more
    return state, events


def spend_clarity(state: State, n: int, source: str = "") -> tuple[State, list[Event]]:
    """A voluntary payment: the full amount must be there (the caller checks), nothing reduces it."""
    if n > state.clarity:
        raise ValueError(f"cannot spend {n} Clarity with {state.clarity}")
    if n <= 0:
        return state, []
    return state.but(clarity=state.clarity - n), [_track("Clarity", state.clarity, state.clarity - n, source)]


def _energy_event(seat: int, before: int, after: int, source: str) -> Event:
    return Event("energy", f"Seat {seat + 1}'s Energy {before} -> {after} ({source})",
                 {"seat": seat, "from": before, "to": after, "change": after - before, "source": source},
                 subject=seat, you=f"Your Energy {before} -> {after} ({source})")


def _set_energy(state: State, seat: int, value: int, source: str) -> tuple[State, list[Event]]:
    agent = state.agents[seat]
    if value == agent.energy:
        return state, []
    return state.with_agent(seat, agent.but(energy=value)), [_energy_event(seat, agent.energy, value, source)]


def gain_energy(state: State, seat: int, n: int, source: str = "", syphon: bool = True) -> tuple[State, list[Event]]:
    """``seat`` gains ``n`` Energy from the game (cap 99). Every other agent with an active Sphere
    Syphon also gains ⌈n/2⌉ (its own extra gains do not trigger it again), §2.13."""
    if n <= 0:
        return state, []
    agent = state.agents[seat]
    state, events = _set_energy(state, seat, min(MAX_ENERGY, agent.energy + n), source)
    if syphon:
        for other in state.order():
            if other != seat and state.agents[other].syphon:
                extra = (n + 1) // 2
                state, more = _set_energy(state, other, min(MAX_ENERGY, state.agents[other].energy + extra),
                                          "Sphere Syphon")
                events += more
    return state, events


def lose_energy(state: State, seat: int, n: int, source: str = "") -> tuple[State, list[Event]]:
    """An imposed loss takes only what the agent has (§2.13)."""
    agent = state.agents[seat]
    return _set_energy(state, seat, max(0, agent.energy - max(0, n)), source)


def spend_energy(state: State, seat: int, n: int, source: str = "") -> tuple[State, list[Event]]:
    agent = state.agents[seat]
    if n > agent.energy:
        raise ValueError(f"Seat {seat + 1} cannot spend {n} Energy with {agent.energy}")
    return _set_energy(state, seat, agent.energy - n, source)


def transfer_energy(state: State, giver: int, taker: int, n: int, source: str = "") -> tuple[State, list[Event]]:
    """A transfer between agents: not a gain (no Syphon), never above 99 (E24: callers check)."""
    state, events = spend_energy(state, giver, n, source)
    state, more = _set_energy(state, taker, min(MAX_ENERGY, state.agents[taker].energy + n), source)
    return state, events + more

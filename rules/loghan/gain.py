"""Gaining a treasure (§2.15.2, §2.15.6, E5, E6, E28): Requisition -> PLACE -> OVERFLOW -> GIVE_ANSWER.

``draw_own(state, seat, colour, source)`` is a draw that goes straight to one agent (``T:X``, a
treasure token, Sneak, the field kit): Orin's pending Requisition turns it into a draw of 2 and a
``REQ_KEEP``. ``gain_treasure(state, seat, card)`` (shared with author D's rewards) pushes the
``place`` step: with a free place the seat chooses it (``PLACE``); with room but no free place the
treasures are re-laid out automatically; with no room the agent sheds treasures (``OVERFLOW``).
A card waiting in one of these steps lies in the step's data ("card"), in nobody's hands.
"""

from __future__ import annotations

from ..core.events import Event
from ..core.text import ordinal
from . import decks, steps
from .actions import GIVE_ANSWER, OVERFLOW, PLACE, PLACE_WORDS, REQ_KEEP, Action, treasure_words
from .gear import free_places, has_room, over_capacity, put, relayout
from .lookup import name, treasure
from .state import State
from .steps import Step, step
from .tracks import gain_energy

RETURN, DISENCHANT_HOW = "RETURN", "DISENCHANT"


def disenchant_value(card: str) -> int:
    cost = treasure(card).cost
    return max(0, (cost or 0) - 2)


def draw_own(state: State, seat: int, colour: str, source: str) -> tuple[State, list[Event]]:
    """A treasure draw for ``seat`` itself (Requisition applies, R91)."""
    if state.requisition:
        state = state.but(requisition=False)
        state, first, events = decks.draw_treasure(state, colour)
        state, second, more = decks.draw_treasure(state, colour)
        events += more
        cards = tuple(c for c in (first, second) if c)
        if len(cards) == 2:
            events.append(Event("requisition", f"Requisition: Seat {seat + 1} draws 2 treasures and keeps 1",
                                {"seat": seat}, subject=seat))
            mark = {"private": True} if state.mode == "exploration" else {}  # an own draw (§5.2)
            return steps.push(state, step("req_keep", seat, cards=cards, source=source, **mark)), events
        if cards:
            state, more = gain_treasure(state, seat, cards[0], source)
            events += more
        return state, events
    state, card, events = decks.draw_treasure(state, colour)
    if card:
        state, more = gain_treasure(state, seat, card, source)
        events += more
    return state, events


PUBLIC_SOURCES = ("reward", "Gob-Li", "trade", "gift")  # cards every seat has seen before they are gained


def gain_treasure(state: State, seat: int, card: str, source: str = "") -> tuple[State, list[Event]]:
    """``seat`` gains ``card`` (not held by anyone yet): pushes the place step on top. In Exploration
    mode a card the agent drew for itself is private until it lies face up in a slot (§5.2): the
    step is marked ``private`` and the others read "a treasure"."""
    event = Event("treasure_gained", f"Seat {seat + 1} gains {name(card)}",
                  {"seat": seat, "card": card, "source": source}, subject=seat, you=f"You gain {name(card)}")
    if state.mode == "exploration" and source not in PUBLIC_SOURCES:
        hidden = Event("treasure_gained", f"Seat {seat + 1} gains a treasure", {"seat": seat, "card": "?",
                                                                                 "source": source}, subject=seat)
        event = event._replace(visible_to=frozenset({seat}), redacted=hidden)
        return steps.push(state, step("place", seat, card=card, private=True)), [event]
    return steps.push(state, step("place", seat, card=card)), [event]


def _private(event: Event, seat: int, words: str) -> Event:
    """``event`` for ``seat`` alone; the others read ``words`` and no card."""
    hidden = Event(event.kind, words, {**event.data, "card": "?"}, subject=seat)
    return event._replace(visible_to=frozenset({seat}), redacted=hidden)


# --- req_keep ---------------------------------------------------------------------------------


def _req_legal(state: State, s: Step) -> list[Action]:
    cards = s.get("cards")
    alike = len({name(c) for c in cards}) < len(cards)  # two copies drawn: told apart by draw order
    return [Action(REQ_KEEP, i, f"Keep the {name(c)}" + (f" (the {ordinal(i + 1)} drawn)" if alike else ""))
            for i, c in enumerate(cards)]


def _req_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    cards = s.get("cards")
    keep, other = cards[action.arg], cards[1 - action.arg]  # type: ignore[union-attr,index]
    state = steps.pop(state)
    state, events = decks.reshuffle_treasure(state, other)
    state, more = gain_treasure(state, s.seat, keep, s.get("source", ""))  # type: ignore[arg-type]
    return state, events + more


# --- place ------------------------------------------------------------------------------------


def _place_decider(state: State, s: Step) -> int | None:
    return s.seat if free_places(state.agents[s.seat], s.get("card")) else None  # type: ignore[index]


def _place_legal(state: State, s: Step) -> list[Action]:
    card = s.get("card")
    return [Action(PLACE, (card, p)) for p in free_places(state.agents[s.seat], card)]  # type: ignore[index]


def _place_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat, card = s.seat, s.get("card")
    agent = state.agents[seat]  # type: ignore[index]
    if action is not None:
        place = action.arg[1]  # type: ignore[index]
        state = steps.pop(state).with_agent(seat, put(agent, card, place))  # type: ignore[arg-type]
        event = Event("treasure_placed", f"Seat {seat + 1} places the {name(card)} in {PLACE_WORDS.get(place, place)}",
                      {"seat": seat, "card": card, "place": place}, subject=seat)
        if s.get("private") and place == "backpack":  # face down in the backpack (Exploration)
            event = _private(event, seat, f"Seat {seat + 1} puts a treasure in the backpack")  # type: ignore[arg-type]
        return state, [event]
    laid = relayout(agent, card) if has_room(agent, card) else None
    if laid is not None:
        state = steps.pop(state).with_agent(seat, laid)  # type: ignore[arg-type]
        event = Event("relayout", f"Seat {seat + 1}'s treasures are re-laid out to make a place for "
                      f"{name(card)}", {"seat": seat, "card": card}, subject=seat)
        if s.get("private"):
            event = _private(event, seat, f"Seat {seat + 1}'s treasures are re-laid out")  # type: ignore[arg-type]
        return state, [event]
    mark = {"private": True} if s.get("private") else {}
    event = Event("overflow", f"Seat {seat + 1} has no room for {name(card)}: overflow", {"seat": seat, "card": card},
                  subject=seat)
    if mark:
        event = _private(event, seat, f"Seat {seat + 1} has no room for a new treasure: overflow")  # type: ignore[arg-type]
    return steps.replace_top(state, step("overflow", seat, card=card, refused=(), **mark)), [event]


# --- overflow ---------------------------------------------------------------------------------


def _gives_allowed(state: State) -> bool:
    """No GIVE in combat, nor in a quiet Round (§2.15.6)."""
    return state.combat is None and (state.event_round or state.phase == "move")


def _overflow_decider(state: State, s: Step) -> int | None:
    if not s.get("card") and not over_capacity(state.agents[s.seat]):  # type: ignore[index]
        return None
    return s.seat


def _overflow_legal(state: State, s: Step) -> list[Action]:
    seat, card = s.seat, s.get("card")
    agent = state.agents[seat]  # type: ignore[index]
    out = []
    for t in agent.treasures + ((card,) if card else ()):
        words = treasure_words(agent, t)
        if _gives_allowed(state):
            for other in state.order():
                if other != seat and has_room(state.agents[other], t) and [t, other] not in _refused(s):
                    out.append(Action(OVERFLOW, (t, ("GIVE", other)), f"Give the {words} to Seat {other + 1}"))
        out.append(Action(OVERFLOW, (t, RETURN), f"Return the {words} (reshuffled into its deck)"))
        if treasure(t).cost is not None:
            out.append(Action(OVERFLOW, (t, DISENCHANT_HOW),
                              f"Disenchant the {words} (+{disenchant_value(t)} Energy)"))
    return out


def _refused(s: Step) -> list[list]:
    return [list(x) for x in s.get("refused", ())]


def _overflow_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat, card = s.seat, s.get("card")
    if action is None:  # nothing (left) to resolve
        return steps.pop(state), []
    t, how = action.arg  # type: ignore[misc]
    if isinstance(how, tuple):
        return steps.push(state, step("give_answer", how[1], card=t, giver=seat, new=t == card)), [
            Event("give_offer", f"Seat {seat + 1} offers the {name(t)} to Seat {how[1] + 1}",
                  {"seat": seat, "to": how[1], "card": t}, subject=seat)]
    state, events = shed(state, seat, t, how, t == card)  # type: ignore[arg-type]
    return _after_shed(state, s, t == card), events


def shed(state: State, seat: int, card: str, how: str, is_new: bool) -> tuple[State, list[Event]]:
    """Remove ``card`` from ``seat`` (unless it is the new one, held by the step) by RETURN or
    DISENCHANT."""
    if not is_new:
        state = state.with_agent(seat, state.agents[seat].without(card))
    if how == RETURN:
        return decks.reshuffle_treasure(state, card)
    gain = disenchant_value(card)
    state = decks.to_box(state, card)
    events = [Event("disenchant", f"Seat {seat + 1} disenchants {name(card)} (+{gain} Energy)",
                    {"seat": seat, "card": card, "gain": gain}, subject=seat)]
    state, more = gain_energy(state, seat, gain, "Disenchant")
    return state, events + more


def _after_shed(state: State, s: Step, was_new: bool) -> State:
    """The overflow step after one treasure left: the new card, if still waiting, tries its place
    again; otherwise the step ends once the agent is within its limits."""
    index = steps.find(state, "overflow")
    if was_new or not s.get("card"):
        cur = state.stack[index]
        if was_new:
            return state.but(stack=state.stack[:index] + state.stack[index + 1:])
        return state if over_capacity(state.agents[cur.seat]) else state.but(
            stack=state.stack[:index] + state.stack[index + 1:])
    mark = {"private": True} if s.get("private") else {}
    return steps.set_at(state, index, step("place", s.seat, card=s.get("card"), **mark))


def _give_legal(state: State, s: Step) -> list[Action]:
    return [Action(GIVE_ANSWER, True, "Accept the treasure"), Action(GIVE_ANSWER, False, "Refuse the treasure")]


def _give_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    card, giver, new = s.get("card"), s.get("giver"), s.get("new")
    state = steps.pop(state)
    index = steps.find(state, "overflow")
    over = state.stack[index]
    if not action.arg:  # type: ignore[union-attr]
        state = steps.set_at(state, index, over.put(refused=over.get("refused", ()) + ((card, s.seat),)))
        return state, [Event("give_refused", f"Seat {s.seat + 1} refuses {name(card)}", {"seat": s.seat},  # type: ignore[operator]
                             subject=s.seat)]
    if not new:
        state = state.with_agent(giver, state.agents[giver].without(card))
    state = _after_shed(state, over, new)
    state, events = gain_treasure(state, s.seat, card, "gift")  # type: ignore[arg-type]
    return state, events


steps.register("req_keep", steps.by_seat, _req_legal, _req_run)
steps.register("place", _place_decider, _place_legal, _place_run)
steps.register("overflow", _overflow_decider, _overflow_legal, _overflow_run)
steps.register("give_answer", steps.by_seat, _give_legal, _give_run)

"""The Event Phase (§2.6, E2, E19, E20): which card, secret decisions one seat at a time, Chaos
picks, the reveal, outcomes A→D once per chooser in player order, the Ending, the clean-up.

Steps: ``event_phase`` (picks the card) -> ``event_card`` (DECIDE from each Human/AI agent in player
order, then CHAOS_PICK per Chaos agent; then the reveal pushes the outcome ``effects`` steps, the
``ending`` and ``event_done``). Each committed letter stays out of other seats' views until the
reveal (``views``). The Story buffer (Story preset) is set per card and cleared at its end.
"""

from __future__ import annotations

import re

from ..core.events import Event
from . import chance, decks, steps
from .actions import CHAOS_PICK, DECIDE, Action
from .effects import effects_step
from .content_types import plain
from .lookup import event as event_card_of
from .lookup import name, node_colour, preset_event_buffer
from .move import cover_node
from .state import LETTERS, State
from .steps import Step, step
from .story import ending_pieces


def _phase_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if not state.event_round:
        return state, []
    state = state.but(phase="event", lurk_snapshot=tuple(len(x) for x in state.lurkers))  # type: ignore[arg-type]
    events: list[Event] = []
    if state.mode == "story" and state.story:
        top = state.story[0]
        if cover_node(state) and cover_node(state) == state.node:
            state = decks.to_box(state.but(story=state.story[1:]), top)
            events.append(Event("cover_removed", f"{name(top)} is removed", {"cover": top}))
            return _begin_story(state, events)
        if not top.startswith("C"):
            return _begin_story(state, events)
    colour = node_colour(state.board, state.node) or "G"
    state, card, deck = decks.draw_event(state, colour)
    if not card:
        events.append(Event("no_event", "No Random Event can be drawn", {}))
        return state.but(event_deck="none"), events
    state = state.but(event_deck=deck, random_events=state.random_events + 1)
    return steps.push(state, begin_card(card, deck)), events


def _begin_story(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    card = state.story[0]
    state = state.but(story=state.story[1:])
    return steps.push(state, begin_card(card, "")), events


def begin_card(card: str, deck: str) -> Step:
    return step("event_card", None, card=card, deck=deck, stage="start")


# --- one card --------------------------------------------------------------------------------


def _next_decider(state: State) -> int | None:
    for seat in state.order():
        agent = state.agents[seat]
        if agent.seat_kind != "chaos" and not agent.decision:
            return seat
    return None


def _next_chaos(state: State) -> int | None:
    for seat in state.order():
        agent = state.agents[seat]
        if agent.seat_kind == "chaos" and not agent.decision:
            return seat
    return None


def _card_decider(state: State, s: Step) -> int | None:
    if s.get("stage") != "decide":
        return None
    seat = _next_decider(state)
    if seat is not None:
        return seat
    seat = _next_chaos(state)
    if seat is not None and state.agents[seat].chaos_pair:
        return seat
    return None


def _card_legal(state: State, s: Step) -> list[Action]:
    seat = _card_decider(state, s)
    agent = state.agents[seat]  # type: ignore[index]
    if agent.seat_kind == "chaos":
        labels = dict(zip(LETTERS, event_card_of(s.get("card")).labels))
        return [Action(CHAOS_PICK, letter, f"Pick {letter}: {labels.get(letter, '')}") for letter in agent.chaos_pair]
    labels = dict(zip(LETTERS, event_card_of(s.get("card")).labels))
    return [Action(DECIDE, letter, f"Commit {letter}: {labels[letter]}") for letter in LETTERS]


def _card_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    card = s.get("card")
    info = event_card_of(card)
    if s.get("stage") == "start":
        buffer = (1, 1) if preset_event_buffer(state.preset) else (0, 0)
        state = state.but(buffer=buffer, agents=tuple(a.but(decision="", chaos_pair=()) for a in state.agents))
        shown = Event("event_drawn", f"Event: {info.title}", {"card": card, "deck": s.get("deck"),
                                                               "title": info.title})
        if not info.has_choices:  # a story card with no choices (012)
            return steps.replace_top(state, _ending_step(state, s), step("event_done", None, card=card)), [shown]
        return steps.replace_top(state, s.put(stage="decide")), [shown]
    if action is not None:
        seat = _card_decider(state, s)
        agent = state.agents[seat]  # type: ignore[index]
        state = state.with_agent(seat, agent.but(decision=action.arg, chaos_pair=()))  # type: ignore[arg-type]
        hidden = Event("decided", f"Seat {seat + 1} commits a Decision card", {"seat": seat},  # type: ignore[operator]
                       subject=seat)
        mine = Event("decided", f"Seat {seat + 1} commits {action.arg}", {"seat": seat, "letter": action.arg},  # type: ignore[operator]
                     visible_to=frozenset({seat}), redacted=hidden, subject=seat, you=f"You commit {action.arg}")  # type: ignore[arg-type]
        return state, [mine]
    chaos = _next_chaos(state)
    if chaos is not None:  # draw 2 of its 4 Decision cards for the person to pick from
        state, pair = chance.chaos_pair(state)
        state = state.with_agent(chaos, state.agents[chaos].but(chaos_pair=pair))
        return state, [Event("chaos_draw", f"Seat {chaos + 1} (Chaos) draws {pair[0]} and {pair[1]}",
                             {"seat": chaos, "pair": list(pair)})]
    return _reveal(state, s)


def _reveal(state: State, s: Step) -> tuple[State, list[Event]]:
    card = s.get("card")
    info = event_card_of(card)
    chosen = {letter: [seat for seat in state.order() if state.agents[seat].decision == letter] for letter in LETTERS}
    pushed = []
    for i, letter in enumerate(LETTERS):
        for seat in chosen[letter]:
            pushed.append(effects_step(seat, info.outcomes[i], card=card, deck=s.get("deck"), letter=letter))
    pushed += [_ending_step(state, s), step("event_done", None, card=card)]
    reveal = Event("decisions_revealed", "Decisions: " + ", ".join(
        f"{letter}: " + ", ".join(f"Seat {x + 1}" for x in seats) for letter, seats in chosen.items() if seats),
        {"decisions": {letter: seats for letter, seats in chosen.items()},
         "outcomes": {letter: list(info.outcomes[i]) for i, letter in enumerate(LETTERS) if chosen[letter]}})
    return steps.replace_top(state, *pushed), [reveal]


def _ending_step(state: State, s: Step) -> Step:
    return step("ending", None, card=s.get("card"), deck=s.get("deck"), mark=len(state.summons))


def _ending_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    info = event_card_of(s.get("card"))
    pieces = ending_pieces(state, s.get("card"), card=s.get("card"), deck=s.get("deck"), mark=s.get("mark"))
    codes = [c for p in pieces for c in p.get("codes")]
    event = Event("ending", f"Ending of {info.title}: {_for_all(plain(info.ending.text)) or '—'}",
                  {"card": s.get("card"), "codes": codes})
    if not pieces:
        return steps.pop(state), [event]
    return steps.replace_top(state, *pieces), [event]


_YOU = re.compile(r"\b([Yy])ou(r?)\b")


def _for_all(text: str) -> str:
    """A card's words to the players ("he tells you the route") as news any reader or onlooker
    reads right: the second person of the card is the agents ("he tells the agents the route")."""
    return _YOU.sub(lambda m: ("T" if m.group(1) == "Y" else "t") + "he agents" + ("'" if m.group(2) else ""), text)


def _done_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    state = decks.to_box(state, s.get("card")).but(buffer=(0, 0), agents=tuple(
        a.but(decision="", chaos_pair=()) for a in state.agents))
    nxt = s.get("next")
    if nxt:  # "keep drawing": the next story card at once, with new decisions
        state = state.but(story=tuple(c for c in state.story if c != nxt))
        return steps.push(state, begin_card(nxt, "")), []
    return state, []


steps.register("event_phase", steps.automatic, steps.no_actions, _phase_run)
steps.register("event_card", _card_decider, _card_legal, _card_run)
steps.register("ending", steps.automatic, steps.no_actions, _ending_run)
steps.register("event_done", steps.automatic, steps.no_actions, _done_run)

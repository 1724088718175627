"""The Enemy Alert Phase (§2.7, E26): summons, the coin flip with W2, lurkers, roaming enemies,
and the hand-over to combat.

Steps: ``alert`` draws the pending summons into ``state.row`` and, when no summon was generated
this Round and no NO ALERT is set, pushes W2 and ``alert_flip`` (the Leader's Coin; Ghost Walk
and Phase Cloak set ``alert_cancelled`` in W2); ``alert_join`` then adds lurkers (only after a
Random Event or when no card could be drawn) and engaged roaming enemies, and starts the combat
when the row is not empty. In a quiet Round only engaged roaming enemies can make a combat.
"""

from __future__ import annotations

from ..core.events import Event
from . import decks, steps
from .copies import settle
from .effects import flip
from .lookup import name, node_colour
from .state import State, replace_at
from .steps import Step, step
from .windows import window

BOSS_AT = 10  # defeated non-boss enemies before the next Boss (§2.18)


def _draw_into_row(state: State, colours: tuple[str, ...], source: str) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for colour in colours:
        if state.ending:  # E38: an empty enemy draw ended the exploration; nothing further resolves
            break
        state, card, more = decks.draw_enemy(state, colour)
        events += more
        if card:
            state = state.but(row=state.row + (card,))
            events.append(Event("enemy_entered", f"{name(card)} enters the row ({source})",
                                {"card": card, "source": source}))
    return state, events


def _alert_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if not state.event_round:
        return steps.push(state, step("alert_join")), []
    state, events = _draw_into_row(state.but(phase="alert"), state.summons, "summon")
    state = state.but(summons=())
    if state.summoned or state.no_alert:
        return steps.push(state, step("alert_boss"), step("alert_join")), events
    return steps.push(state, window("W2"), step("alert_flip"), step("alert_boss"), step("alert_join")), events


def _flip_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if state.alert_cancelled:
        return state, [Event("flip_cancelled", "The Enemy Alert coin flip is cancelled", {})]
    return flip(state, state.leader, step("alert_result"))


def _result_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if s.get("result") == 0:
        return state, [Event("alert", "Heads: nothing happens", {"result": 0})]
    colour = node_colour(state.board, state.node) or "G"
    count = state.nm(2, 3)
    state, events = _draw_into_row(state, (colour,) * count, "alert")
    return state, [Event("alert", f"Tails: {count} {colour} enemies", {"result": 1, "count": count})] + events


def _boss_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    """Step 3 (Exploration): with the counter at 10 or more and an enemy drawn by steps 1-2 (the
    row holds only those so far), the top Boss joins; the counter resets whenever this runs (E38)."""
    state = steps.pop(state)
    if state.mode != "exploration" or state.boss_counter < BOSS_AT or not state.row:
        return state, []
    state = state.but(boss_counter=0)
    state, card, events = decks.draw_boss(state)
    if not card:
        return state, events + [Event("boss_counter", "No Boss is left to draw; the Boss counter resets", {})]
    return state.but(row=state.row + (card,)), events + [
        Event("enemy_entered", f"{name(card)} enters the row (Boss)", {"card": card, "source": "boss"})]


def _join_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    events: list[Event] = []
    if state.event_round and state.event_deck:  # a Random Event, or no card could be drawn
        colour = node_colour(state.board, state.node) or "G"
        stacks = [colour] + ([state.event_deck] if state.event_deck not in (colour, "none") else [])
        for c in stacks:
            i = "GBR".index(c)
            n = state.lurk_snapshot[i]
            if not n:
                continue
            stack = settle(state.lurkers[i])  # copies named by place, not by the hidden order
            joining, staying = stack[len(stack) - n:], stack[:len(stack) - n]
            state = state.but(lurkers=replace_at(state.lurkers, i, staying), row=state.row + joining)
            events.append(Event("lurkers_join", f"{len(joining)} lurker(s) from the {c} stack join the row",
                                {"deck": c, "cards": list(joining)}))
    engaged = tuple(e for e, _, on in state.roaming if on)
    if engaged:
        state = state.but(row=state.row + engaged, roaming=tuple(r for r in state.roaming if not r[2]))
        events.append(Event("roaming_join", "The engaged roaming enemy joins the row", {"cards": list(engaged)}))
    if not state.row:
        return state, events
    return steps.push(state.but(phase="combat"), step("combat"), step("after_combat")), events


steps.register("alert", steps.automatic, steps.no_actions, _alert_run)
steps.register("alert_flip", steps.automatic, steps.no_actions, _flip_run)
steps.register("alert_result", steps.automatic, steps.no_actions, _result_run)
steps.register("alert_boss", steps.automatic, steps.no_actions, _boss_run)
steps.register("alert_join", steps.automatic, steps.no_actions, _join_run)

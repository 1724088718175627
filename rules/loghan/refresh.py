"""The Refresh Phase (§2.11, E22): W9, one action per agent, Disenchant, the Leader token, the
Clarity check, the Clean token (with the 8-token cut), roaming enemies moving.

A quiet Round allows Search, Sneak and Pass only and skips Steps 2-5; Step 6 always happens.
Sneak (E22): ``SNEAK(node)`` -> draw and ``PLACE`` -> the optional peek -> ``CLOAK`` (its 4 Energy
split by E21) -> the flip (Tails: 2(3) face-down enemies on that colour's lurker stack).
"""

from __future__ import annotations

from itertools import combinations

from ..core.events import Event
from . import steps
from .actions import CLEAN_REMOVE, CLOAK, DISENCHANT, DONE, PASS, RECHARGE, REST, SEARCH, SNEAK, SNEAK_PEEK, Action, \
    treasure_words
from .effects import flip, lurk, peek
from .gain import disenchant_value
from .lookup import CLOAK_COST, name, node_colour, nodes, treasure
from .move import passable_neighbours, visible_question
from .search import search
from .skills import start_split
from .state import State
from .steps import Step, step
from .tracks import gain_clarity, gain_energy, gain_health, lose_health, spend_clarity
from .windows import window

CLEAN_LIMIT, CLEAN_CUT = 8, 4


def _refresh_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state).but(phase="refresh")
    later = [step("disenchant", None, pos=0), step("leader_change"), step("clarity_check"), step("clean_room")] \
        if state.event_round else []
    travel = [step("timeline")] if state.mode == "exploration" else []  # Step 7 (§2.19)
    return steps.push(state, window("W9"), step("refresh_act", None, pos=0), *later, step("enemies_move"),
                      *travel), []


def sneak_targets(state: State) -> tuple[str, ...]:
    if state.clarity < 1:
        return ()
    return tuple(n for n, _ in passable_neighbours(state, state.node) if visible_question(state, n))


def _act_decider(state: State, s: Step) -> int | None:
    return state.order()[s.get("pos")]


def _act_legal(state: State, s: Step) -> list[Action]:
    out = []
    if state.event_round:
        out += [Action(REST, "health", "Rest: +1 Health"), Action(REST, "clarity", "Rest: +1 Clarity"),
                Action(RECHARGE)]
    if state.tokens_at(state.node):
        out.append(Action(SEARCH))
    out += [Action(SNEAK, node) for node in sneak_targets(state)]
    if not state.event_round or not out:
        out.append(Action(PASS))
    return out


def _act_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat = state.order()[s.get("pos")]
    pos = s.get("pos") + 1
    state = steps.replace_top(state, s.put(pos=pos)) if pos < state.n else steps.pop(state)
    kind = action.kind  # type: ignore[union-attr]
    if kind == REST:
        return (gain_health if action.arg == "health" else gain_clarity)(state, 1, "Rest")  # type: ignore[union-attr]
    if kind == RECHARGE:
        return gain_energy(state, seat, 3, "Recharge")
    if kind == SEARCH:
        return search(state, seat)
    if kind == SNEAK:
        target = action.arg  # type: ignore[union-attr]
        state, events = spend_clarity(state, 1, "Sneak")
        colour = node_colour(state.board, target)
        pushed = [step("draw_own", seat, colour=colour, source="Sneak")]
        pushed += [step("sneak_peek", seat, node=target), step("sneak_cloak", seat, node=target)]
        return steps.push(state, *pushed), [Event("sneak", f"Seat {seat + 1} sneaks into {name(target)}",
                                                  {"seat": seat, "node": target}, subject=seat)] + events
    return state, [Event("pass", f"Seat {seat + 1} passes", {"seat": seat}, subject=seat)]


def _peek_decider(state: State, s: Step) -> int | None:
    return s.seat if state.tokens_at(s.get("node")) else None


def _peek_legal(state: State, s: Step) -> list[Action]:
    return [Action(SNEAK_PEEK, True, "Look at the top Search token"), Action(SNEAK_PEEK, False, "Do not look")]


def _peek_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if action is None or not action.arg:
        return state, []
    return peek(state, s.seat, s.get("node"))  # type: ignore[arg-type]


def _cloak_legal(state: State, s: Step) -> list[Action]:
    out = [Action(CLOAK, False, "No Cloak: flip the Coin")]
    if sum(a.energy for a in state.agents) >= CLOAK_COST:
        out.insert(0, Action(CLOAK, True, f"Use the Invisibility Cloak ({CLOAK_COST} Energy, others may help)"))
    return out


def _cloak_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    state = steps.replace_top(state, step("sneak_alert", s.seat, node=s.get("node"), cloaked=False))
    if action.arg:  # type: ignore[union-attr]
        return start_split(state, s.seat, CLOAK_COST, "cloak")  # type: ignore[arg-type]
    return state, []


def cloak_done(state: State, split: Step, paid: bool) -> tuple[State, list[Event]]:
    """The Cloak's split is settled: paid -> the alert is skipped."""
    i = steps.find(state, "sneak_alert")
    if paid and i >= 0:
        state = steps.set_at(state, i, state.stack[i].put(cloaked=True))
    return state, [Event("cloak", "The Invisibility Cloak hides the sneak" if paid else "The Cloak is not paid",
                         {"paid": paid})]


def _alert_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if s.get("cloaked"):
        return state, []
    return flip(state, s.seat, step("sneak_result", s.seat, node=s.get("node")))


def _result_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if s.get("result") == 0:
        return state, [Event("sneak_alert", "Heads: the sneak goes unnoticed", {"result": 0})]
    colour = node_colour(state.board, s.get("node"))
    events = [Event("sneak_alert", f"Tails: {state.nm(2, 3)} enemies lurk", {"result": 1})]
    for _ in range(state.nm(2, 3)):
        state, more = lurk(state, colour, colour)
        events += more
    return state, events


def _dis_decider(state: State, s: Step) -> int | None:
    return state.order()[s.get("pos")]


def _dis_legal(state: State, s: Step) -> list[Action]:
    seat = state.order()[s.get("pos")]
    agent = state.agents[seat]
    out = [Action(DISENCHANT, t, f"Disenchant the {treasure_words(agent, t)} (+{disenchant_value(t)} Energy)")
           for t in agent.treasures if treasure(t).cost is not None]
    return out + [Action(DONE)]


def _dis_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat = state.order()[s.get("pos")]
    if action.kind == DONE:  # type: ignore[union-attr]
        pos = s.get("pos") + 1
        return (steps.replace_top(state, s.put(pos=pos)) if pos < state.n else steps.pop(state)), []
    from .gain import shed
    return shed(state, seat, action.arg, "DISENCHANT", False)  # type: ignore[union-attr,arg-type]


def _leader_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    leader = (state.leader + 1) % state.n
    return steps.pop(state).but(leader=leader), [Event("leader", f"The Leader token passes to Seat {leader + 1}",
                                                       {"seat": leader})]


def _clarity_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    return lose_health(state, 1, "Clarity check") if state.clarity == 0 else (state, [])


def distances(state: State, start: str) -> dict[str, int]:
    """Shortest paths in edges over open or opened doors (a frozen door only once thawed)."""
    dist, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for node in frontier:
            for other, _ in passable_neighbours(state, node, shock_counts=False):
                if other not in dist:
                    dist[other] = dist[node] + 1
                    nxt.append(other)
        frontier = nxt
    return dist


def _clean_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    events = []
    if node_colour(state.board, state.node) and state.node not in state.clean:
        state = state.but(clean=tuple(n for n in nodes(state.board) if n in state.clean or n == state.node))
        events.append(Event("clean_placed", f"A Clean token covers {name(state.node)}", {"node": state.node}))
    if len(state.clean) < CLEAN_LIMIT:
        return state, events
    dist = distances(state, state.node)
    far = sorted(state.clean, key=lambda n: -dist.get(n, 10**6))
    cut = dist.get(far[CLEAN_CUT - 1], 10**6)
    sure = [n for n in far if dist.get(n, 10**6) > cut]
    tied = [n for n in far if dist.get(n, 10**6) == cut]
    need = CLEAN_CUT - len(sure)
    if len(tied) == need:
        return _remove_clean(state, sure + tied, events)
    return steps.push(state, step("clean_remove", None, sure=sure, tied=tied, need=need)), events


def _remove_clean(state: State, removed: list[str], events: list[Event]) -> tuple[State, list[Event]]:
    state = state.but(clean=tuple(n for n in state.clean if n not in removed))
    return state, events + [Event("clean_removed", "Clean tokens removed: " + ", ".join(map(name, removed)),
                                  {"nodes": removed})]


def _cut_legal(state: State, s: Step) -> list[Action]:
    return [Action(CLEAN_REMOVE, combo) for combo in combinations(s.get("tied"), s.get("need"))]


def _cut_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    return _remove_clean(steps.pop(state), list(s.get("sure")) + list(action.arg), [])  # type: ignore[union-attr,arg-type]


def _enemies_move_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    events, moved = [], []
    order = {n: i for i, n in enumerate(nodes(state.board))}
    home = distances(state, state.node)
    for card, where, engaged in state.roaming:
        if not engaged and where in home and where != state.node:
            steps_to = [n for n, _ in passable_neighbours(state, where, shock_counts=False)
                        if home.get(n, 10**6) == home[where] - 1]
            where = min(steps_to, key=order.__getitem__)
            engaged = where == state.node
            events.append(Event("roaming_move", f"{name(card)} moves to {name(where)}",
                                {"card": card, "node": where, "engaged": engaged}))
        moved.append((card, where, engaged or where == state.node))
    return state.but(roaming=tuple(moved)), events


steps.register("refresh", steps.automatic, steps.no_actions, _refresh_run)
steps.register("refresh_act", _act_decider, _act_legal, _act_run)
steps.register("sneak_peek", _peek_decider, _peek_legal, _peek_run)
steps.register("sneak_cloak", steps.by_seat, _cloak_legal, _cloak_run)
steps.register("sneak_alert", steps.automatic, steps.no_actions, _alert_run)
steps.register("sneak_result", steps.automatic, steps.no_actions, _result_run)
steps.register("disenchant", _dis_decider, _dis_legal, _dis_run)
steps.register("leader_change", steps.automatic, steps.no_actions, _leader_run)
steps.register("clarity_check", steps.automatic, steps.no_actions, _clarity_run)
steps.register("clean_room", steps.automatic, steps.no_actions, _clean_run)
steps.register("clean_remove", lambda state, s: state.leader, _cut_legal, _cut_run)
steps.register("enemies_move", steps.automatic, steps.no_actions, _enemies_move_run)

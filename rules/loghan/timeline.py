"""Changing timelines (§2.19, Refresh Step 7 of Exploration mode; E37, E44).

``timeline``: the Leader proposes another board (``TIMELINE_PROPOSE(board)``) or ``NO_TRAVEL``.
The step asks only while the agents' Energy together could pay 10 × N (a proposal that cannot be
paid changes nothing). ``timeline_contribute``: each agent in player order states ``CONTRIBUTE(k)``
up to what is still missing; once the total reaches 10 × N the group pays and travels, otherwise
nothing is paid. Travel removes the Clean tokens, returns the board's Search tokens to their spare
pools, switches the board (door states are kept per board in ``State.opened``), shuffles the pools
and deals 2 tokens to each "?" room (R8), and keeps the group on its node (a laboratory node maps
to its castle exit, C7.2).
"""

from __future__ import annotations

from ..core.events import Event
from . import chance, steps
from .actions import CONTRIBUTE, NO_TRAVEL, TIMELINE_PROPOSE, Action
from .ending import EVENT_LIMIT
from .lookup import board_name, lab_exit, name, node_colour, nodes
from .search import deal_to_rooms
from .state import BOARDS, State, replace_at
from .steps import Step, step

COST_PER_AGENT = 10
TOKENS_PER_ROOM = 2


def travel_cost(state: State) -> int:
    return COST_PER_AGENT * state.n


def _offered(state: State) -> bool:
    """Step 7 asks the Leader only in Exploration mode, not in the 20th Random Event's Round (E44),
    and only while the group's Energy could pay."""
    return (state.mode == "exploration" and state.random_events < EVENT_LIMIT
            and sum(a.energy for a in state.agents) >= travel_cost(state))


def _propose_decider(state: State, s: Step) -> int | None:
    return state.leader if _offered(state) else None


def _propose_legal(state: State, s: Step) -> list[Action]:
    out = [Action(TIMELINE_PROPOSE, b, f"Propose travelling to {board_name(b)} ({travel_cost(state)} Energy "
                  "from everyone's contributions)") for b in BOARDS if b != state.board]
    return out + [Action(NO_TRAVEL, None, "Stay in this timeline")]


def _propose_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    if action is None:  # not asked: nothing happens
        return steps.pop(state), []
    seat = state.leader
    if action.kind == NO_TRAVEL:
        return steps.pop(state), [Event("no_travel", f"Seat {seat + 1} stays in this timeline",
                                        {"seat": seat, "proposed": False}, subject=seat,
                                        you="You stay in this timeline")]
    board = action.arg
    return steps.replace_top(state, step("timeline_contribute", None, board=board, pos=0, paid=())), [
        Event("timeline_proposed", f"Seat {seat + 1} proposes travelling to {board_name(board)}: "  # type: ignore[arg-type]
              f"{travel_cost(state)} Energy are needed", {"seat": seat, "board": board, "need": travel_cost(state)},
              subject=seat, you=f"You propose travelling to {board_name(board)}")]  # type: ignore[arg-type]


def missing(state: State, s: Step) -> int:
    return travel_cost(state) - sum(s.get("paid"))


def _give_decider(state: State, s: Step) -> int | None:
    return state.order()[s.get("pos")]


def _give_legal(state: State, s: Step) -> list[Action]:
    agent = state.agents[state.order()[s.get("pos")]]
    top = min(agent.energy, missing(state, s))
    return [Action(CONTRIBUTE, k, f"Contribute {k} Energy" if k else "Contribute nothing") for k in range(top + 1)]


def _give_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat = state.order()[s.get("pos")]
    k = int(action.arg)  # type: ignore[union-attr,arg-type]
    s = s.put(paid=s.get("paid") + (k,), pos=s.get("pos") + 1)
    events = [Event("contribution", f"Seat {seat + 1} offers {k} Energy towards the journey",
                    {"seat": seat, "k": k}, subject=seat, you=f"You offer {k} Energy towards the journey")]
    if missing(state, s) > 0 and s.get("pos") < state.n:
        return steps.replace_top(state, s), events
    state = steps.pop(state)
    if missing(state, s) > 0:
        total = sum(s.get("paid"))
        return state, events + [Event("no_travel", f"Only {total} of {travel_cost(state)} Energy are offered: "
                                      "nothing is paid and the group stays", {"proposed": True, "total": total,
                                                                              "need": travel_cost(state)})]
    order = state.order()
    for pos, k in enumerate(s.get("paid")):
        agent = state.agents[order[pos]]
        state = state.with_agent(order[pos], agent.but(energy=agent.energy - k))
    state, more = travel(state, s.get("board"))
    return state, events + more


def travel(state: State, board: str) -> tuple[State, list[Event]]:
    """§2.19 step 3: the group moves to ``board``."""
    old, node = state.board, state.node
    pools = list(state.pools)
    for where, stack in state.search:  # unused tokens go back to their colour's spare pool
        ci = "GBR".index(node_colour(old, where))
        pools[ci] = pools[ci] + stack
    state = state.but(clean=(), search=(), peeked=(), pools=tuple(pools), board=board)
    for ci in range(3):
        state, shuffled = chance.shuffle(state, state.pools[ci])
        state = state.but(pools=replace_at(state.pools, ci, tuple(shuffled)))
    if node not in nodes(board):
        node = lab_exit(node)
    state = state.but(node=node)
    state, events = deal_to_rooms(state, TOKENS_PER_ROOM)
    return state, [Event("travel", f"The group travels from {board_name(old)} to {board_name(board)} and "
                         f"arrives at {name(node)}", {"from": old, "to": board, "node": node})] + events


steps.register("timeline", _propose_decider, _propose_legal, _propose_run)
steps.register("timeline_contribute", _give_decider, _give_legal, _give_run)

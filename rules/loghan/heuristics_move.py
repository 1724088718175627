"""Where the group goes and what a quiet Round is spent on: the Leader's path (§2.5), the
Refresh Phase actions (§2.11), Sneak and its Cloak, the Paradox Coin's second flip and which node
to peek at. Together because they price the same things: Search tokens on the board (only those a
seat sees, "?" otherwise), Rounds with an event, and the Health the next story card demands.

Moving: Search tokens lying in cleared rooms are harvested first in quiet Rounds (free: no event,
no alert); then, if the group is not ready for the next story card (Health below what the Dungeon,
the Tower or the Solar demand), the nearest uncleared room where it can rest; else the top Cover's
room, on the path with the fewest forced stops (each is a Round with an event). Refresh: Rest
Health when it is low, Clarity when that is, else Recharge; Search in quiet Rounds; Sneak for a
treasure when the agent is badly armed and Clarity is high.
"""

from __future__ import annotations

import heapq
from typing import Any, Sequence

from . import evaluation as ev
from .actions import CLOAK, PASS, PEEK_NODE, RECHARGE, REFLIP, REST, SEARCH, SNEAK, STEP, STOP, Action
from .heuristics_base import OFF, Pick, _default, _first, _me, _team_energy
from .lookup import name, neighbours, node_colour, nodes
from .move import cover_node, door_open, forces_stop, roaming_at, visible_question
from .state import MAX_CLARITY, MAX_HEALTH, State

# Health the group should have before walking into the next story card's room (the Dungeon, the
# Tower and the Solar summon Red, Violet and the Boss).
READY = {"DUNGEON": 10, "TOWER": 12, "SOLAR": 14}
STAGE_HAZARD = {"G": 0.25, "B": 0.6, "R": 1.2}

# --- moving (the Leader) ---------------------------------------------------------------------------


def _stop_cost(v: State, node: str, target: str) -> float:
    """Rounds (and risk) of entering ``node`` on the way to ``target``."""
    if node == target:
        return 0.0
    if roaming_at(v, node):
        return 1.5
    if visible_question(v, node) or node == cover_node(v):
        return 1.0 + STAGE_HAZARD.get(node_colour(v.board, node), 0.5)
    return 0.01


def _path(v: State, target: str, avoid_stops: bool = False) -> tuple[float, str]:
    """(cost, first step) of the cheapest path from the group's node to ``target`` (cost counts
    forced stops on the way); ``avoid_stops`` forbids them."""
    start = v.node
    best: dict[str, float] = {start: 0.0}
    heap: list[tuple[float, str, str]] = [(0.0, start, "")]
    while heap:
        cost, node, first = heapq.heappop(heap)
        if node == target:
            return cost, first
        if cost > best.get(node, 1e9) + 1e-12:
            continue
        # a forced stop on the way ends the Move Phase there; the next Round goes on from it (its
        # Round is counted in the cost of entering it)
        for other, edge in neighbours(v.board, node):
            if not door_open(v, edge):
                continue
            step_cost = _stop_cost(v, other, target)
            if avoid_stops and step_cost >= 1.0 and other != target:
                continue
            c = cost + step_cost
            if c < best.get(other, 1e9) - 1e-12:
                best[other] = c
                heapq.heappush(heap, (c, other, first or other))
    return 1e9, ""


def _harvest_target(v: State) -> str:
    """A node with Search tokens the group can reach without a forced stop (a quiet Round there
    lets every agent Search for free), or ""."""
    best, best_cost = "", 1e9
    for node, stack in v.search:
        if not stack or forces_stop(v, node) or _token_value(v, node) <= 0.2:
            continue
        if node == v.node:
            return node
        cost, first = _path(v, node, avoid_stops=True)
        if first and cost < best_cost:
            best, best_cost = node, cost
    return best


def _rest_target(v: State) -> str:
    """The cheapest uncleared room to rest in (an event Round), preferring Green ones."""
    best, best_cost = "", 1e9
    for node in _question_nodes(v):
        if node == cover_node(v):
            continue
        cost, first = _path(v, node)
        if not first and node != v.node:
            continue
        cost += {"G": 0.0, "B": 0.8, "R": 3.0}.get(node_colour(v.board, node), 1.0)
        if cost < best_cost:
            best, best_cost = node, cost
    return best if best_cost < 2.5 else ""


def _question_nodes(v: State) -> list[str]:
    return [n for n in nodes(v.board) if visible_question(v, n)]


def move_goal(v: State) -> tuple[str, str]:
    """(the node the Leader heads for, why)."""
    harvest = _harvest_target(v) if "harvest" not in OFF else ""
    if harvest:
        return harvest, f"a quiet Round on {name(harvest)} lets the team Search its tokens for free"
    cover = cover_node(v)
    need = READY.get(cover, 0)
    if cover and (v.health < need or v.clarity <= 2) and "rest" not in OFF:
        rest = _rest_target(v)
        if rest:
            return rest, (f"the group should rest before {name(cover)} (Health {v.health} of the {need} it wants); "
                          f"{name(rest)} is the nearest room to rest in")
    if cover:
        return cover, f"the story goes on in {name(cover)}"
    rooms = _question_nodes(v)
    if rooms:
        target = min(rooms, key=lambda n: (_path(v, n)[0], n))
        return target, f"{name(target)} is the nearest uncleared room"
    return v.node, "nothing is left to reach"


def _move(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    return step_toward(v, legal, *move_goal(v))


def step_toward(v: State, legal: Sequence[Action], target: str, why: str) -> Pick:
    """The move step toward ``target`` (Stop once there), for whichever goal a mode's player chose."""
    stop = _first(legal, STOP)
    if target == v.node and stop is not None:
        return stop, why
    _, first = _path(v, target)
    a = _first(legal, STEP, first) if first else None
    if a is not None:
        return a, why
    if stop is not None:
        return stop, "no better way on: the group stays"
    return next(x for x in legal if x.kind == STEP), why


# --- refresh --------------------------------------------------------------------------------------------


TOKEN_VALUE = {"G": 0.9, "B": 1.3, "R": 1.8}


def _token_value(v: State, node: str) -> float:
    stack = v.tokens_at(node)
    if not stack:
        return 0.0
    top = stack[0]
    if top != "?":
        kind = top[2:]
        if kind.startswith("E") and kind[1:].isdigit():
            return ev.ENERGY_UNIT * int(kind[1:])
        if kind.startswith("H") and kind[1:].isdigit():
            return min(int(kind[1:]), MAX_HEALTH - v.health) * 1.0
        if kind.startswith("C") and kind[1:].isdigit():
            return min(int(kind[1:]), MAX_CLARITY - v.clarity) * ev.CLARITY_UNIT
        if kind.startswith("T"):
            return ev.TREASURE_DRAW.get(kind[1:], 1.5)
        if kind == "SUM":
            return -0.6 * ev.enemy_cost(v, node_colour(v.board, node) or "G")
        return ev.GOBLI_UNIT
    return TOKEN_VALUE.get(node_colour(v.board, node), 1.0)


def _refresh(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    me = _me(v, seat)
    scored: list[tuple[float, Action, str]] = []
    for a in legal:
        if a.kind == REST and a.arg == "health":
            room = MAX_HEALTH - v.health
            val = (1.0 + max(0, 10 - v.health) * 0.08) if room else 0.0
            scored.append((val, a, f"Health {v.health}: rest for +1"))
        elif a.kind == REST:
            room = MAX_CLARITY - v.clarity
            val = (ev.CLARITY_UNIT * (1.6 if v.clarity <= 3 else 1.0)) if room else 0.0
            scored.append((val, a, f"Clarity {v.clarity}: rest for +1"))
        elif a.kind == RECHARGE:
            val = 3 * ev.ENERGY_UNIT * (1.3 if me.energy < 4 else 0.8 if me.energy > 20 else 1.0)
            scored.append((val, a, "+3 Energy pays for skills, the Cloak and Clever Attacks"))
        elif a.kind == SEARCH:
            val = _token_value(v, v.node)
            if v.event_round and v.tokens_at(v.node) and not forces_stop(v, v.node):
                val *= 0.5  # a quiet Round here can Search it later for free
            scored.append((val, a, "the Search token here is worth more than resting"))
        elif a.kind == SNEAK:
            val = _sneak_value(v, seat, a.arg)  # type: ignore[arg-type]
            scored.append((val, a, f"sneak into {name(a.arg)} for a treasure: this agent is poorly armed"))
        elif a.kind == PASS:
            scored.append((0.0, a, "nothing worth doing in a quiet Round"))
    if not scored:
        return _default(legal)
    val, a, why = max(scored, key=lambda x: x[0])
    return a, why


def _sneak_value(v: State, seat: int, node: str) -> float:
    if v.clarity < 5:
        return -1.0
    colour = node_colour(v.board, node) or "G"
    me = _me(v, seat)
    cp = max(1, ev._cp_of(ev.best_hands(me.treasures, v.preset)[0]))
    need = 1.0 if cp <= 1 else 0.6 if cp == 2 else 0.3
    gain = ev.TREASURE_DRAW.get(colour, 1.5) * need
    risk = min(4 * ev.ENERGY_UNIT, 0.5 * ev.enemy_cost(v, colour, v.nm(2, 3)) * 0.6) if _team_energy(v) >= 5 else \
        0.5 * ev.enemy_cost(v, colour, v.nm(2, 3)) * 0.6
    return gain - ev.CLARITY_UNIT - risk - 0.3


def _cloak(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    yes = _first(legal, CLOAK, True)
    colour = node_colour(v.board, step.get("node")) or "G"
    risk = 0.5 * ev.enemy_cost(v, colour, v.nm(2, 3)) * 0.6
    if yes is not None and _team_energy(v) >= 6 and risk > 4 * ev.ENERGY_UNIT:
        return yes, "the Cloak's 4 Energy is cheaper than the enemies a Tails would leave lurking"
    return _first(legal, CLOAK, False) or legal[-1], "the flip's risk is worth less than 4 Energy"


def _reflip(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    below = v.stack[-2] if len(v.stack) >= 2 else None
    result = below.get("result") if below is not None else None
    bad = False
    if below is not None and below.kind in ("alert_result", "sneak_result"):
        bad = result == 1
    elif below is not None and below.kind == "flip_apply":
        colour = node_colour(v.board, v.node) or "G"
        val = {k: sum(ev.code_value(v, c, below.seat, 0.5, colour) for c in below.get(k)) for k in ("heads", "tails")}
        bad = val["tails" if result == 0 else "heads"] > val["heads" if result == 0 else "tails"]
    a = _first(legal, REFLIP, bad)
    return (a or legal[-1]), ("flip again: the other side is better" if bad else "keep the result")


def _peek(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    goal, _ = move_goal(v)
    for node in (v.node, goal):
        a = _first(legal, PEEK_NODE, node)
        if a is not None:
            return a, f"the team will Search {name(node)} soon"
    return legal[0], "any token seen helps plan Searches"


HANDLERS = {
    "move": _move,
    "refresh_act": _refresh,
    "sneak_cloak": _cloak,
    "reflip": _reflip,
    "peek": _peek,
}
